/** `/pa/subscription`: subscription totals for a day and for all time, and the businesses of each service level. */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { formatDate } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { formatTerm } from '../../features/subscriptions/ServiceLevelDetails';
import { isIsoDate } from '../../../domain/subscription-validation';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { fetchSummary } from '../../features/subscriptions/subscriptions.server';
import { requireViewer } from '../../platform/viewer.server';

const day = (iso: string | null) => (iso ? formatDate(iso.length === 10 ? `${iso}T00:00:00Z` : iso) : '—');

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const asked = new URL(request.url).searchParams.get('date');
    const date = asked && isIsoDate(asked) ? asked : null;
    const { subscriptionSummary, businessesByServiceLevel } = await fetchSummary(context, date);
    return { summary: subscriptionSummary, groups: businessesByServiceLevel, invalidDate: Boolean(asked && !date) };
  });
}

function Figure({ label, total, count, testId }: { label: string; total: number; count: number; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 600 }}>{formatCents(total)}</Typography>
      <Typography color="text.secondary">
        {count} {count === 1 ? 'invoice' : 'invoices'}
      </Typography>
    </Paper>
  );
}

export default function AdminSubscriptionPage() {
  const { summary, groups, invalidDate } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Subscription
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="totals-heading">
        <Typography variant="h2" id="totals-heading" gutterBottom>
          Subscription totals
        </Typography>
        <Form method="get" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
          <TextField id="date" name="date" label="Date" type="date" defaultValue={summary.date} size="small" slotProps={{ inputLabel: { shrink: true } }} />
          <Button type="submit" variant="outlined">
            Show totals
          </Button>
        </Form>
        {invalidDate ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Enter a date as yyyy-mm-dd: showing today.
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Figure label={`Billed on ${day(summary.date)}`} total={summary.forOneDay.total} count={summary.forOneDay.count} testId="total-one-day" />
          <Figure label={`Billed up to ${day(summary.date)}`} total={summary.forAllTime.total} count={summary.forAllTime.count} testId="total-all-time" />
        </Box>
      </Paper>

      <Typography variant="h2" gutterBottom>
        Businesses by service level
      </Typography>
      {groups.map((group) => {
        const headingId = `group-${group.serviceLevel?.id ?? 'none'}`;
        const paid = Boolean(group.serviceLevel && [group.serviceLevel.initialTerm, group.serviceLevel.renewalTerm].some((t) => (t?.price ?? 0) > 0));
        return (
          <Paper key={headingId} variant="outlined" sx={{ p: 3, mb: 2 }} component="section" aria-labelledby={headingId} data-testid="service-level-group">
            <Typography variant="h3" id={headingId} sx={{ fontSize: '1.25rem', fontWeight: 600, mb: 1 }}>
              {group.serviceLevel ? `${group.serviceLevel.name}${group.serviceLevel.active ? '' : ' (inactive)'}` : 'No service level'} ({group.businesses.length})
            </Typography>
            {group.serviceLevel ? (
              <Typography color="text.secondary" sx={{ mb: 1 }} data-testid="service-level-terms">
                Initial term: {formatTerm(group.serviceLevel.initialTerm)}. Renewal term: {formatTerm(group.serviceLevel.renewalTerm)}.
              </Typography>
            ) : null}
            <DataTable
              labelledBy={headingId}
              rows={group.businesses}
              rowKey={(b) => b.id}
              rowTestId="subscribed-business"
              empty="No businesses."
              columns={[
                { label: 'Business', cell: (b) => b.name },
                { label: 'Go-live date', cell: (b) => day(b.goLiveDate) },
                { label: 'Registration date', cell: (b) => day(b.registrationDate) },
                { label: 'Terms and legal', cell: (b) => (b.termsAccepted && b.legalAccepted ? 'Accepted' : 'Not accepted') },
                // What the invoices so far came to; nothing billed yet is said in words, not as a $0.00 bill.
                { label: 'Billed so far', align: 'right', cell: (b) => (b.billedTotal === 0 && paid ? Messages.notBilledYet : formatCents(b.billedTotal)) },
              ]}
            />
          </Paper>
        );
      })}
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
