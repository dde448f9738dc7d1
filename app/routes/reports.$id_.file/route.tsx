/**
 * `GET /reports/:id/file`: downloads a report export. The loader checks access as for the status page, then
 * streams the services' `GET /rest/reports/:id/file` with the session's bearer token (which never reaches the
 * browser) as an attachment under the services' file name.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Messages } from '../../../domain/messages';
import { fetchFromServices } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const id = params.id ?? '';
    const statusPage = `/reports/${encodeURIComponent(id)}`;
    // Access is the status page's: the download has no entry of its own in the route table.
    await requireViewer(new Request(new URL(statusPage, request.url), { headers: request.headers }), context);
    // requireViewer has just called the services, so the session's access token is fresh.
    const token = context.session.get('accessToken');
    let upstream: Response;
    try {
      upstream = await fetchFromServices(context, `/rest/reports/${encodeURIComponent(id)}/file`, {
        token,
        signal: AbortSignal.timeout(60_000),
      });
    } catch {
      throw new Response(Messages.reportsUnavailable, { status: 503 });
    }
    if (upstream.status === 404) return notFound();
    if (upstream.status === 410) throw new Response(Messages.reportExportFileDeleted, { status: 410 });
    if (!upstream.ok || !upstream.body) throw new Response('The file could not be downloaded', { status: upstream.status >= 400 ? upstream.status : 502 });
    const upstreamName = /filename="?([^";]+)"?/.exec(upstream.headers.get('content-disposition') ?? '')?.[1];
    const fileName = (upstreamName ?? `report-${id}`).replace(/[^\w.-]/g, '_');
    const headers: Record<string, string> = {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'no-store',
    };
    const length = upstream.headers.get('content-length');
    if (length) headers['content-length'] = length;
    return new Response(upstream.body, { status: 200, headers });
  });
}
