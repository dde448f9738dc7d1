/** `/registration/bankUser`: public registration of a bankUser (app/features/network/RegistrationForm.tsx). */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { RegistrationPage } from '../../features/network/RegistrationForm';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadRegistration, registrationAction } from '../../features/network/registration.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadRegistration(request, context, 'bankUser'));

export const action = (args: ActionFunctionArgs) => registrationAction(args, 'bankUser');

export default RegistrationPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
