/** `/manage-payees/{system}/{enabled,disabled,invite,pending}`: payees of one connected accounting system (app/routes/manage-payees.$system.$tab/Payees.tsx). */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { PayeesPage } from './Payees';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadPayeesPage, payeesAction } from '../../features/payees/payees.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context, params }: LoaderFunctionArgs) => withServiceBanner(() => loadPayeesPage(request, context, params));

export const action = (args: ActionFunctionArgs) => payeesAction(args);

export default PayeesPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
