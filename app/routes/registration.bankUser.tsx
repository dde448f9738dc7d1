/** `/registration/bankUser`: public registration of a bankUser (app/components/network/RegistrationForm.tsx). */
import { muiRoute } from '../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { RegistrationPage } from '../components/network/RegistrationForm';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { loadRegistration, registrationAction } from '../services/network.server';
import { withServiceBanner } from '../services/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadRegistration(request, context, 'bankUser'));

export const action = ({ request, context }: ActionFunctionArgs) => withServiceBanner(() => registrationAction(request, context, 'bankUser'));

export default RegistrationPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
