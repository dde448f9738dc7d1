/** `/instant-collections/pending`: the business's consumers whose process status is pending. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ConsumerListRoute } from '../components/TransactionList';
import { withServiceBanner } from '../services/shell.server';
import { loadConsumerList } from '../services/transactions.server';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(() => loadConsumerList(request, context, 'instantCollections.pending'));

export default function Page() {
  return <ConsumerListRoute />;
}

export const ErrorBoundary = RouteErrorBoundary;
