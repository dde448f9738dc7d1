/** The API keys page's GraphQL operations (core): API clients, webhook endpoints and their delivery logs, and the public API's OpenAPI document for /developers. */
import { coreGraphql } from '../../graphql/core';
import type { ApiClientInput, ApiClientsQuery, CreateApiClientMutation } from '../../graphql/core/graphql';
import { callApi, fetchFromServices } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';

coreGraphql(`
  fragment ApiClientFields on ApiClient {
    id name applicationName clientId isExpired createdAt secretRotatedAt previousSecretExpiresAt
    expiredAt { date time timezone at }
  }
`);

const API_CLIENTS_QUERY = coreGraphql(`
  query ApiClients {
    apiClients {
      ...ApiClientFields
      webhookEndpoints {
        id url events createdAt
        deliveries(limit: 10) { id eventId eventType paymentId status attempts responseStatus lastError createdAt lastAttemptAt }
      }
    }
  }
`);

export type ApiClient = ApiClientsQuery['apiClients'][number];
export type WebhookEndpoint = ApiClient['webhookEndpoints'][number];
export type WebhookDelivery = WebhookEndpoint['deliveries'][number];
type ApiClientVariables = ApiClientInput;

export async function fetchApiClients(context: RequestContext): Promise<ApiClient[]> {
  return (await callApi(context, { document: API_CLIENTS_QUERY })).apiClients;
}

const CREATE = coreGraphql(`mutation CreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id name } credentials { clientId clientSecret } } }`);
const UPDATE = coreGraphql(`mutation UpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }`);
const ROTATE = coreGraphql(`mutation RotateApiClientSecret($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { apiClient { id name } credentials { clientId clientSecret } } }`);
const REMOVE = coreGraphql(`mutation RemoveApiClient($id: ID!) { removeApiClient(id: $id) }`);
const ADD_ENDPOINT = coreGraphql(`mutation CreateWebhookEndpoint($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url } signingSecret } }`);
const REMOVE_ENDPOINT = coreGraphql(`mutation RemoveWebhookEndpoint($id: ID!) { removeWebhookEndpoint(id: $id) }`);
const RESEND = coreGraphql(`mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { id status } }`);

export type Credentials = CreateApiClientMutation['createApiClient']['credentials'];

export async function createApiClient(context: RequestContext, input: ApiClientVariables) {
  return (await callApi(context, { document: CREATE, variables: { input } })).createApiClient;
}

export async function updateApiClient(context: RequestContext, id: string, input: ApiClientVariables): Promise<void> {
  await callApi(context, { document: UPDATE, variables: { id, input } });
}

export async function rotateApiClientSecret(context: RequestContext, id: string, grace: string) {
  return (await callApi(context, { document: ROTATE, variables: { id, grace } })).rotateApiClientSecret;
}

export async function removeApiClient(context: RequestContext, id: string): Promise<void> {
  await callApi(context, { document: REMOVE, variables: { id } });
}

export async function createWebhookEndpoint(context: RequestContext, apiClientId: string, input: { url: string; events: string[] }) {
  return (await callApi(context, { document: ADD_ENDPOINT, variables: { apiClientId, input } })).createWebhookEndpoint;
}

export async function removeWebhookEndpoint(context: RequestContext, id: string): Promise<void> {
  await callApi(context, { document: REMOVE_ENDPOINT, variables: { id } });
}

export async function resendWebhookDelivery(context: RequestContext, id: string): Promise<void> {
  await callApi(context, { document: RESEND, variables: { id } });
}

/** GET /api/v1/openapi.json from the services (public, server to server). */
export async function fetchOpenApiDocument(context: RequestContext): Promise<OpenApiDocument> {
  const response = await fetchFromServices(context, '/api/v1/openapi.json', { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Response('The API reference is not available', { status: 503 });
  return (await response.json()) as OpenApiDocument;
}

export interface OpenApiSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  example?: unknown;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  allOf?: OpenApiSchema[];
  additionalProperties?: OpenApiSchema | boolean;
}

export interface OpenApiOperation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: OpenApiSchema }[];
  requestBody?: { content: Record<string, { schema: OpenApiSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: OpenApiSchema }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  /** Where the API answers (the services' API_PUBLIC_URL, decision 087). */
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, OpenApiSchema> };
}
