/** `GET /pa/businesses/export?<list query>`: the business list as CSV, with the list's filters and order (admin). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportBusinessList } from '../../features/admin/admin.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(() => exportBusinessList(request, context, 'businesses', '/pa/businesses'));
