/** The OpenAPI 3.1 document of /api/v1, generated from the route table's zod schemas (never written by hand). */
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { PRODUCT_NAME } from '../../domain/product';
import { CLIENT_TOKEN_TTL_SECONDS, TOKEN_PATH } from './oauth';
import { PUBLIC_ROUTES } from './routes';
import { Problem } from './schemas';

/** Every route may fail unexpectedly; the answer is still a problem, and the document says so. */
const SERVER_ERROR = { 500: { description: 'Unexpected server error: retry later (writes with the same Idempotency-Key).', schema: Problem } };

const cached = new Map<string, ReturnType<OpenApiGeneratorV31['generateDocument']>>();

/** The document for clients that reach the API at `baseUrl` (API_PUBLIC_URL): its server and token URL name it. */
export function buildOpenApiDocument(baseUrl = 'http://localhost:4000') {
  const registry = new OpenAPIRegistry();
  const oauth = registry.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: `OAuth 2.0 client credentials: POST /oauth/token with your client id and secret (Basic or in the form body) gives a Bearer token valid ${CLIENT_TOKEN_TTL_SECONDS / 60} minutes.`,
    flows: { clientCredentials: { tokenUrl: `${baseUrl}${TOKEN_PATH}`, scopes: { payments: 'Read and move money for your business' } } },
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
        Object.entries({ ...route.responses, ...SERVER_ERROR }).map(([status, r]) => [
          status,
          {
            description: r.description,
            ...(r.schema ? { content: { [Number(status) >= 400 ? 'application/problem+json' : 'application/json']: { schema: r.schema } } } : {}),
          },
        ]),
      ),
    });
  }
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description: `Move money from your own software: pay vendors, pay consumers, read payments and their history. Amounts are integer cents (strings), currency USD, times ISO 8601. Errors are RFC 9457 problem details whose type is the error code. Payment events arrive as Standard Webhooks.`,
      license: { name: `Proprietary: for use under your ${PRODUCT_NAME} subscription's terms`, identifier: 'LicenseRef-Payloft-Subscription' },
    },
    servers: [{ url: baseUrl, description: `${PRODUCT_NAME} API: every path below, and ${TOKEN_PATH}, answer here` }],
    tags: [
      { name: 'Payments', description: 'Payments to vendors and consumers: create, read, approve, cancel, and their status history.' },
      { name: 'Vendors', description: 'The businesses you pay, and the bank accounts their payments go to.' },
      { name: 'Consumers', description: 'The people you pay or collect from, and their bank accounts.' },
      { name: 'Collections', description: 'Money taken from consumers and customer businesses into your account.' },
    ],
  });
  return withNullInNullableEnums(document);
}

/**
 * zod-to-openapi writes `z.enum(...).nullable()` as `{ type: [..., 'null'], enum: [...] }` without null in the enum,
 * which a JSON Schema validator reads as "never null": every schema of the document that admits null gets null in
 * its enum too, so the document says what the API sends, whichever schema the enum sits in.
 */
export function withNullInNullableEnums<T>(node: T): T {
  if (Array.isArray(node)) {
    node.forEach(withNullInNullableEnums);
  } else if (node && typeof node === 'object') {
    const schema = node as { type?: unknown; enum?: unknown[]; nullable?: unknown };
    const admitsNull = (Array.isArray(schema.type) && schema.type.includes('null')) || schema.nullable === true;
    if (admitsNull && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    Object.values(node).forEach(withNullInNullableEnums);
  }
  return node;
}

export function openApiDocument(baseUrl: string) {
  let document = cached.get(baseUrl);
  if (!document) cached.set(baseUrl, (document = buildOpenApiDocument(baseUrl)));
  return document;
}
