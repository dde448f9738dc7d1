/** `/on-demand/failed`: On Demand's Failed tab, the onDemand payments of TRANSACTION_LISTS['onDemand.failed'] (admin: every business's). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OnDemandTabs } from '../../features/on-demand/OnDemand';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const meta: MetaFunction = () => [{ title: 'Failed' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['onDemand.failed']));

export default function Page() {
  return <TransactionListRoute pageTitle="On Demand" tabs={<OnDemandTabs current="onDemand.failed" />} />;
}

export const ErrorBoundary = RouteErrorBoundary;
