/** `/on-demand/pending`: On Demand's Pending tab, the onDemand payments of TRANSACTION_LISTS['onDemand.pending'] (admin: every business's). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OnDemandTabs } from '../../features/on-demand/OnDemand';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const meta: MetaFunction = () => [{ title: 'Pending' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['onDemand.pending']));

export default function Page() {
  return <TransactionListRoute pageTitle="On Demand" tabs={<OnDemandTabs current="onDemand.pending" />} />;
}

export const ErrorBoundary = RouteErrorBoundary;
