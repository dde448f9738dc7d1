/** `/on-demand/completed`: On Demand's Completed tab, the onDemand payments of TRANSACTION_LISTS['onDemand.completed'] (admin: every business's). */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OnDemandTabs } from '../../features/on-demand/OnDemand';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const meta: MetaFunction = () => [{ title: 'Completed' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['onDemand.completed']));

export default function Page() {
  return <TransactionListRoute pageTitle="On Demand" tabs={<OnDemandTabs current="onDemand.completed" />} />;
}

export const ErrorBoundary = RouteErrorBoundary;
