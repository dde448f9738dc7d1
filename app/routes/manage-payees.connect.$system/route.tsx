/** `/manage-payees/connect/{system}`: sends the browser to the accounting system's OAuth consent page (decision 031). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { startConnection } from '../../features/payees/payees.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => withServiceBanner(() => startConnection(request, context, params));

export default function Connect() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
