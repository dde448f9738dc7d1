/**
 * `GET /pa/setup/bank-accounts/files/:id`: downloads an ACH file. The loader checks access as for the Bank
 * Accounts page, then streams the services' `GET /rest/ach-files/:id` with the session's bearer token (which
 * never reaches the browser) as an attachment. With `?sandboxResponse=1` (local, dev and demo) it is the sandbox
 * bank's return / NOC file for that ACH file, to upload on the ACH returns page.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { fetchFromServices } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';

const PAGE_PATH = '/pa/setup/bank-accounts';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    // Access is the page's: the guard reads the route table, where the download has no entry of its own.
    await requireViewer(new Request(new URL(PAGE_PATH, request.url), { headers: request.headers }), context);
    const id = params.id ?? '';
    // requireViewer has just called the services, so the session's access token is fresh.
    const token = context.session.get('accessToken');
    let upstream: Response;
    try {
      const sandboxResponse = new URL(request.url).searchParams.get('sandboxResponse') === '1';
      upstream = await fetchFromServices(context, `/rest/ach-files/${encodeURIComponent(id)}${sandboxResponse ? '/sandbox-response' : ''}`, {
        token,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new Response('The core service is not available', { status: 503 });
    }
    if (upstream.status === 404) return notFound();
    if (!upstream.ok || !upstream.body) throw new Response('The file could not be downloaded', { status: upstream.status >= 400 ? upstream.status : 502 });
    const upstreamName = /filename="?([^";]+)"?/.exec(upstream.headers.get('content-disposition') ?? '')?.[1];
    const fileName = (upstreamName ?? `ach-${id}.txt`).replace(/[^\w.-]/g, '_');
    return new Response(upstream.body, {
      status: 200,
      headers: {
        'content-type': upstream.headers.get('content-type') ?? 'text/plain; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
        'cache-control': 'no-store',
      },
    });
  });
}
