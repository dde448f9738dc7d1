/** `/developers/openapi.json`: the services' OpenAPI document, passed through for people reading /developers. */
import { fetchOpenApiDocument } from '../../features/developers/api-clients.server';

export async function loader() {
  return Response.json(await fetchOpenApiDocument(), { headers: { 'cache-control': 'public, max-age=300' } });
}
