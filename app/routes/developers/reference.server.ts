/**
 * What `/developers` shows, read on the server: the services' OpenAPI document, its operations, and the error codes and
 * webhook events the guide lists. Their modules bring zod and the spec's texts, which the page's JavaScript has no
 * use for (an import a route keeps stays in its browser bundle, decision 144), so they are read here.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { ErrorCodes } from '../../../domain/errors';
import { WEBHOOK_EVENTS } from '../../../domain/api-clients';
import { fetchOpenApiDocument } from '../../features/developers/api-clients.server';

export async function loadReference({ context }: LoaderFunctionArgs) {
  const doc = await fetchOpenApiDocument(context);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })));
  // The services name their public address in the document (API_PUBLIC_URL): the one place this page reads it from.
  const baseUrl = doc.servers?.[0]?.url ?? '';
  const errorCodes = [ErrorCodes.validation, ErrorCodes.unauthenticated, ErrorCodes.tokenExpired, ErrorCodes.forbidden, ErrorCodes.notFound, ErrorCodes.idempotencyKeyReused, ErrorCodes.idempotencyKeyInUse, ErrorCodes.requestDuplicated, ErrorCodes.rateLimited];
  return { info: doc.info, baseUrl, operations, schemas: doc.components?.schemas ?? {}, errorCodes, webhookEvents: [...WEBHOOK_EVENTS] };
}
