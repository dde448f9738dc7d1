/** `/`: signed-in users go to their landing page (spec §2 'Login redirect by role'), visitors to sign-in. */
import { type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { LOGIN_PATH } from '../../../domain/guard';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { withServiceBanner } from '../../platform/shell.server';
import { getViewer, landingOfViewer } from '../../platform/viewer.server';

export async function loader({ context }: LoaderFunctionArgs) {
  const viewer = await withServiceBanner(() => getViewer(context));
  throw redirect(viewer ? landingOfViewer(viewer) : LOGIN_PATH);
}

export default function Index() {
  return null;
}

export const ErrorBoundary = RouteErrorBoundary;
