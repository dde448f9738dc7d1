/** `GET /pa/setup/financial-institutions/export?<list query>`: the directory as CSV with the list's search and order, in the import's layout (admin). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { parseListQuery } from '../../../domain/list-query';
import { institutionsCsv } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PAGE_PATH = '/pa/setup/financial-institutions';

export const loader = ({ request, context }: LoaderFunctionArgs) =>
  withServiceBanner(async () => {
    // Access is the page's: the guard reads the route table, where the export has no entry of its own.
    await requireViewer(new Request(new URL(PAGE_PATH, request.url), { headers: request.headers }), context);
    const csv = await institutionsCsv(context, parseListQuery(new URL(request.url).searchParams));
    return new Response(csv, {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="financial-institutions.csv"',
        'cache-control': 'no-store',
      },
    });
  });
