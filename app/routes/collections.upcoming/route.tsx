/** `/collections/upcoming`: the list of route 'collections.upcoming' (see TRANSACTION_LISTS). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['collections.upcoming']));

export default function Page() {
  return <TransactionListRoute />;
}

export const ErrorBoundary = RouteErrorBoundary;
