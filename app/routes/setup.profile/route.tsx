/** `/setup/profile`: the profile of employees, administrators and vendor managers. */
import { muiRoute } from '../../components/MuiScope';
import { ProfilePage } from '../../features/setup/ProfilePage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
export { profileAction as action, profileLoader as loader } from '../../features/setup/profile.server';

export default ProfilePage;
export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
