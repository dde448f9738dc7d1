/** `/transactions/upcoming`: the list of route 'transactions.upcoming' (see TRANSACTION_LISTS). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { approvalAction } from '../../features/transactions/approvals.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['transactions.upcoming']));

/** Release of a payment held for its vendor's payout change (decision 029), after a confirm step. */
export const action = (args: ActionFunctionArgs) => approvalAction(args, TRANSACTION_LISTS['transactions.upcoming']);

export default function Page() {
  return <TransactionListRoute />;
}

export const ErrorBoundary = RouteErrorBoundary;
