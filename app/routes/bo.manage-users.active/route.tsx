/**
 * `/bo/manage-users/active`: the business's active users, with invite, suspend and rights. Opening it completes
 * the registration stepper's active-users step (isVisitedActiveUserPage).
 */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { ManageUsersPage } from '../../features/network/ManageUsers';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { MARK_ACTIVE_USERS_VISITED, fetchBusinessSetup, mutate } from '../../features/setup/business-setup.server';
import { loadManageUsers, manageUsersAction } from '../../features/network/manage-users.server';
import { withServiceBanner } from '../../platform/shell.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const data = await loadManageUsers(request, context, 'active');
    const setup = await fetchBusinessSetup(context);
    // Recorded once (for owners the root loader's stepper records it as well, as loaders run side by side).
    if (!setup.registration.isVisitedActiveUserPage) await mutate(context, { document: MARK_ACTIVE_USERS_VISITED });
    return data;
  });
}

export const action = (args: ActionFunctionArgs) => manageUsersAction(args);

export default ManageUsersPage;

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
