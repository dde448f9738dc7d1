/**
 * `/transactions/forapproval`: payments waiting for approval (Approval product with approval on). Rows are
 * selected with checkboxes (or one row's buttons), then approved or rejected after a confirm step.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { TransactionListRoute } from '../../features/transactions/TransactionList';
import { withServiceBanner } from '../../platform/shell.server';
import { approvalAction } from '../../features/transactions/approvals.server';
import { loadTransactionList, TRANSACTION_LISTS } from '../../features/transactions/lists.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadTransactionList(request, context, TRANSACTION_LISTS['transactions.forApproval']));

export const action = (args: ActionFunctionArgs) => approvalAction(args, TRANSACTION_LISTS['transactions.forApproval']);

export default function Page() {
  return <TransactionListRoute />;
}

export const ErrorBoundary = RouteErrorBoundary;
