/** `/developers/openapi.json`: the services' OpenAPI document, passed through for people reading /developers. */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { fetchOpenApiDocument } from '../../features/developers/api-clients.server';

export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await fetchOpenApiDocument(context), { headers: { 'cache-control': 'public, max-age=300' } });
}
