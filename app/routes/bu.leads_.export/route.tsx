/** `GET /bu/leads/export?<list query>`: the bank user's leads as CSV, with the list's filters and order. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { exportBusinessList } from '../../features/admin/admin.server';
import { withServiceBanner } from '../../platform/shell.server';

export const loader = ({ request, context }: LoaderFunctionArgs) => withServiceBanner(() => exportBusinessList(request, context, 'leads', '/bu/leads'));
