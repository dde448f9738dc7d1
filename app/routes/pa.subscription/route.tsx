/** `/pa/subscription`: subscription totals for a day and for all time, and the businesses of each service level. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { formatDate } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { formatTerm } from '../../features/subscriptions/term-format';
import { isIsoDate } from '../../../domain/subscription-validation';
import { cards, page } from '../../components/chrome-styles';
import { DataTable } from '../../components/DataTable';
import { PlainField } from '../../components/ListToolbar';
import { Alert, buttonClass } from '../../components/Plain';
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
    // MUI 9's Typography drew the label and the count in the text colour (its `color="text.secondary"` was not applied): kept.
    <div className={page.paper} data-testid={testId}>
      <p className={page.text}>{label}</p>
      <p className={`${page.text} ${page.figure}`}>{formatCents(total)}</p>
      <p className={page.text}>
        {count} {count === 1 ? 'invoice' : 'invoices'}
      </p>
    </div>
  );
}

export default function AdminSubscriptionPage() {
  const { summary, groups, invalidDate } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className={page.h1}>Subscription</h1>
      <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="totals-heading">
        <h2 id="totals-heading" className={`${page.title2} ${page.gutter}`}>
          Subscription totals
        </h2>
        <Form method="get" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginBottom: 16 }}>
          <div className={page.full}>
            <PlainField id="date" name="date" label="Date" type="date" defaultValue={summary.date} small />
          </div>
          <button type="submit" className={buttonClass({ variant: 'outlined' })}>
            Show totals
          </button>
        </Form>
        {invalidDate ? (
          <Alert severity="warning" className={page.section}>
            Enter a date as yyyy-mm-dd: showing today.
          </Alert>
        ) : null}
        <div className={cards.pairAtMd}>
          <Figure label={`Billed on ${day(summary.date)}`} total={summary.forOneDay.total} count={summary.forOneDay.count} testId="total-one-day" />
          <Figure label={`Billed up to ${day(summary.date)}`} total={summary.forAllTime.total} count={summary.forAllTime.count} testId="total-all-time" />
        </div>
      </section>

      <h2 className={`${page.title2} ${page.gutter}`}>Businesses by service level</h2>
      {groups.map((group) => {
        const headingId = `group-${group.serviceLevel?.id ?? 'none'}`;
        const paid = Boolean(group.serviceLevel && [group.serviceLevel.initialTerm, group.serviceLevel.renewalTerm].some((t) => (t?.price ?? 0) > 0));
        return (
          <section key={headingId} className={`${page.paper} ${page.roomy} ${page.section}`} aria-labelledby={headingId} data-testid="service-level-group">
            <h3 id={headingId} className={page.title3}>
              {group.serviceLevel ? `${group.serviceLevel.name}${group.serviceLevel.active ? '' : ' (inactive)'}` : 'No service level'} ({group.businesses.length})
            </h3>
            {group.serviceLevel ? (
              <p className={`${page.text} ${page.gutterSmall}`} data-testid="service-level-terms">
                Initial term: {formatTerm(group.serviceLevel.initialTerm)}. Renewal term: {formatTerm(group.serviceLevel.renewalTerm)}.
              </p>
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
          </section>
        );
      })}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
