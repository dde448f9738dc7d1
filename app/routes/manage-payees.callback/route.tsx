/** `/manage-payees/callback`: the OAuth redirect URI of every accounting system; finishes the connection and goes back to Business System. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { completeConnection } from '../../features/payees/payees.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => completeConnection(request, context));

export default function Callback() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
