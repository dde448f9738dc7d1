/** `/on-demand/failed`: On Demand's Failed tab, the onDemand payments of TRANSACTION_LISTS['onDemand.failed'] (admin: every business's). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { LinkTabs } from '../../components/LinkTabs';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { onDemandTabLinks } from '../../features/on-demand/on-demand.server';
import { withServiceBanner } from '../../platform/shell.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const meta: MetaFunction = () => [{ title: 'Failed' }];

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(async () => ({ ...(await loadTransactionList(request, context, TRANSACTION_LISTS['onDemand.failed'])), tabs: onDemandTabLinks('onDemand.failed') }));

export default function Page() {
  const { tabs } = useLoaderData<typeof loader>();
  return <TransactionListRoute pageTitle="On Demand" tabs={<LinkTabs label="On demand" tabs={tabs} />} />;
}

export const ErrorBoundary = RouteErrorBoundary;
