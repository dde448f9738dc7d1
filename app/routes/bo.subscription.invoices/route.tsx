/** `/bo/subscription/invoices`: the business's subscription invoices, newest bill date first, 20 a page. */
import { muiRoute } from '../../components/MuiScope';
import { Box, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { DataTable } from '../../components/DataTable';
import { PageLinks } from '../../components/PageLinks';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { fetchInvoices, INVOICES_PAGE_SIZE, pageParam, subscriptionPageData } from '../../features/subscriptions/subscriptions.server';

const PATH = '/bo/subscription/invoices';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await subscriptionPageData(request, context);
    const page = pageParam(new URL(request.url));
    const { count, invoices } = await fetchInvoices(context, page);
    return { invoices, page, pageCount: Math.max(1, Math.ceil(count / INVOICES_PAGE_SIZE)), count };
  });
}

export default function SubscriptionInvoicesPage() {
  const { invoices, page, pageCount, count } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Invoices
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="invoices-heading">
        <Typography variant="h2" id="invoices-heading" gutterBottom>
          Subscription invoices ({count})
        </Typography>
        <DataTable
          labelledBy="invoices-heading"
          rowTestId="invoice-row"
          rows={invoices}
          rowKey={(i) => i.id}
          empty={Messages.invoicesEmpty}
          columns={[
            { label: 'Invoice', cell: (i) => i.uniqueId },
            { label: 'Service level', cell: (i) => `${i.serviceLevelName} (${i.term} term)` },
            { label: 'Bill date', cell: (i) => formatDate(`${i.billDate}T00:00:00Z`) },
            { label: 'Billing amount', align: 'right', cell: (i) => formatCents(i.billingAmount) },
            { label: 'Processed', cell: (i) => (i.isProcessed ? 'Yes' : 'No') },
            { label: 'Status', cell: (i) => Messages.invoiceStatus[i.status] ?? i.status },
          ]}
        />
        <PageLinks label="Invoice pages" page={page} pageCount={pageCount} hrefFor={(n) => `${PATH}?page=${n}`} />
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
