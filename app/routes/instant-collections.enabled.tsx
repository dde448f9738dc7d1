/** `/instant-collections/enabled`: the business's consumers whose process status is active. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ConsumerListRoute } from '../components/TransactionList';
import { withServiceBanner } from '../services/shell.server';
import { loadConsumerList } from '../services/transactions.server';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(() => loadConsumerList(request, context, 'instantCollections.enabled'));

export default function Page() {
  return <ConsumerListRoute />;
}

export const ErrorBoundary = RouteErrorBoundary;
