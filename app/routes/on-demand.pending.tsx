/** `/on-demand/pending`: the business's onDemand payments not yet settled (pending approval, scheduled or processing); admin: every business's. */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { OnDemandPaymentsTab } from '../components/OnDemand';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadOnDemandPaymentsTab } from '../services/on-demand.server';
import { withServiceBanner } from '../services/shell.server';

export const meta: MetaFunction = () => [{ title: 'Pending' }];

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadOnDemandPaymentsTab(request, context, 'pending'));

export default function Page() {
  return <OnDemandPaymentsTab tab="onDemand.pending" title="Pending" />;
}

export const ErrorBoundary = RouteErrorBoundary;
