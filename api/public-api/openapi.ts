/** The OpenAPI 3.1 document of /api/v1, generated from the route table's zod schemas (never written by hand). */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { PRODUCT_NAME } from '../../domain/product';
import { CLIENT_TOKEN_TTL_SECONDS } from './oauth';
import { PUBLIC_ROUTES } from './routes';

let cached: ReturnType<OpenApiGeneratorV31['generateDocument']> | undefined;

export function buildOpenApiDocument() {
  const registry = new OpenAPIRegistry();
  const oauth = registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: `OAuth 2.0 client credentials: POST /oauth/token with your client id and secret (Basic or in the form body) gives a Bearer token valid ${CLIENT_TOKEN_TTL_SECONDS / 60} minutes.`,
    flows: { clientCredentials: { tokenUrl: '/oauth/token', scopes: { payments: 'Read and move money for your business' } } },
  });
  for (const route of PUBLIC_ROUTES) {
    registry.registerPath({
      method: route.method,
      path: `/api/v1${route.path}`,
      operationId: route.operationId,
      summary: route.summary,
      description: route.description,
      tags: [route.tag],
      security: [{ [oauth.name]: ['payments'] }],
      request: {
        params: route.params as never,
        query: route.query as never,
        headers: route.idempotent as never,
        body: route.body ? { required: true, content: { 'application/json': { schema: route.body } } } : undefined,
      },
      responses: Object.fromEntries(
        Object.entries(route.responses).map(([status, r]) => [
          status,
          {
            description: r.description,
            ...(r.schema ? { content: { [Number(status) >= 400 ? 'application/problem+json' : 'application/json']: { schema: r.schema } } } : {}),
          },
        ]),
      ),
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description: `Move money from your own software: pay vendors, pay consumers, read payments and their history. Amounts are integer cents (strings), currency USD, times ISO 8601. Errors are RFC 9457 problem details whose type is the error code. Payment events arrive as Standard Webhooks.`,
    },
    servers: [{ url: '/' }],
    tags: [{ name: 'Payments' }, { name: 'Vendors' }, { name: 'Consumers' }, { name: 'Collections' }],
  });
}

export function openApiDocument() {
  return (cached ??= buildOpenApiDocument());
}
