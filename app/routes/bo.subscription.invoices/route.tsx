/** `/bo/subscription/invoices`: the business's subscription invoices, newest bill date first, 20 a page. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '../../../domain/dates';
import { SubscriptionMessages as Messages } from '../../../domain/messages/subscriptions';
import { page as styles } from '../../components/chrome-styles';
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
    <div>
      <h1 className={styles.h1}>Invoices</h1>
      <section className={`${styles.paper} ${styles.roomy}`} aria-labelledby="invoices-heading">
        <h2 id="invoices-heading" className={`${styles.title2} ${styles.gutter}`}>
          Subscription invoices ({count})
        </h2>
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
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
