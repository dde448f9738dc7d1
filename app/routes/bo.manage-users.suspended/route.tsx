/** `/bo/manage-users/suspended`: the suspended tab of Manage Users (see app/features/network/ManageUsers.tsx). */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ManageUsersPage } from '../../features/network/ManageUsers';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { loadManageUsers, manageUsersAction } from '../../features/network/manage-users.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => loadManageUsers(request, context, 'suspended'));

export const action = (args: ActionFunctionArgs) => manageUsersAction(args);

export default ManageUsersPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
