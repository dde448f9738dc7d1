/** `/on-demand/completed`: the business's onDemand payments that settled (status success); admin: every business's. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OnDemandPaymentsTab } from '../components/OnDemand';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadOnDemandPaymentsTab } from '../services/on-demand.server';
import { withServiceBanner } from '../services/shell.server';

export const meta: MetaFunction = () => [{ title: 'Completed' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadOnDemandPaymentsTab(request, context, 'completed'));

export default function Page() {
  return <OnDemandPaymentsTab tab="onDemand.completed" title="Completed" />;
}

export const ErrorBoundary = RouteErrorBoundary;
