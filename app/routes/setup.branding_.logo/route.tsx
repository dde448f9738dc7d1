/**
 * `GET /setup/branding/logo`: the business's logo, with the Branding page's access. SVG is served with a
 * Content-Security-Policy that forbids scripts and outside requests, on top of the API's sanitising.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { callApi } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';

const PAGE_PATH = '/setup/branding';
const LOGO_QUERY = coreGraphql(`query BusinessLogo { businessLogo { contentType fileName contentBase64 } }`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(new Request(new URL(PAGE_PATH, request.url), { headers: request.headers }), context);
    const { businessLogo } = await callApi(context, {
      document: LOGO_QUERY,
    });
    if (!businessLogo) return notFound();
    return new Response(Buffer.from(businessLogo.contentBase64, 'base64'), {
      status: 200,
      headers: {
        'content-type': businessLogo.contentType,
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, max-age=300',
      },
    });
  });
}
