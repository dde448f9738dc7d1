/** `/registration/businessConsumer`: public registration of a consumer (app/features/network/RegistrationForm.tsx). */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { RegistrationPage } from '../../features/network/RegistrationForm';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadRegistration, registrationAction } from '../../features/network/registration.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadRegistration(request, context, 'consumer'));

export const action = (args: ActionFunctionArgs) => registrationAction(args, 'consumer');

export default RegistrationPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
