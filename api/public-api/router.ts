/**
 * The public API's HTTP layer: /oauth/token and its RFC 8414 metadata, GET /api/v1/openapi.json, and every /api/v1 route of the route table
 * (api/public-api/routes.ts): Bearer client token, per-client rate limit, zod validation of path, query, headers
 * and body, Idempotency-Key handling for POSTs (the handler runs inside the key's transaction), and problem details
 * for every failure.
 */
import type { z } from 'zod';
import { ErrorCodes } from '../../domain/errors';
import { findInputProblem, safeDecodeURIComponent } from '../../domain/input-limits';
import { Messages } from '../../domain/messages';
import { jsonResponse } from '../http/request';
import { requestFingerprint, runIdempotent } from './idempotency';
import { METADATA_PATH, metadataEndpoint, publicBaseUrl, TOKEN_PATH, tokenEndpoint, verifyClientToken } from './oauth';
import { openApiDocument } from './openapi';
import { problemFromError, problemOf, problemResponse } from './problem';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, hitRateLimit, rateHeaders } from './rate-limit';
import { PUBLIC_ROUTES, type PublicRoute } from './routes';
import type { PublicApiDeps } from './types';
import { firstFieldErrors } from '../../domain/field-errors';

import { PUBLIC_API_PREFIX as API_PREFIX } from '../../domain/api-clients';
export { API_PREFIX };


type Handler = (request: Request, deps: PublicApiDeps) => Promise<Response>;

interface CompiledRoute {
  route: PublicRoute;
  pattern: RegExp;
  names: string[];
}

const COMPILED: CompiledRoute[] = PUBLIC_ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { route, pattern: new RegExp(`^${API_PREFIX}${source}$`), names };
});

/** The handler of a public API path, or null when the path is not the public API's. */
export function matchPublicApi(pathname: string): Handler | null {
  if (pathname === TOKEN_PATH) return tokenEndpoint;
  if (pathname === METADATA_PATH) return metadataEndpoint;
  if (pathname === `${API_PREFIX}/openapi.json`) return serveOpenApi;
  if (!pathname.startsWith(`${API_PREFIX}/`)) return null;
  return (request, deps) => dispatch(request, deps, pathname);
}

async function serveOpenApi(request: Request, deps: PublicApiDeps): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return problemResponse({ type: 'methodNotAllowed', title: 'Method not allowed', status: 405 }, { allow: 'GET' });
  return jsonResponse(200, openApiDocument(publicBaseUrl(request, deps)));
}

function parse<T extends z.ZodTypeAny>(schema: T | undefined, value: unknown, where: string): z.infer<T> {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw Object.assign(new Error('invalid'), { problem: problemOf(ErrorCodes.validation, `The ${where} is not valid`, firstFieldErrors(result.error, 'body')) });
  return result.data;
}

async function dispatch(request: Request, deps: PublicApiDeps, pathname: string): Promise<Response> {
  const method = request.method.toLowerCase();
  const candidates = COMPILED.map((c) => ({ c, m: pathname.match(c.pattern) })).filter((x) => x.m);
  if (!candidates.length) return problemResponse(problemOf(ErrorCodes.notFound, 'No such API route'));
  const found = candidates.find((x) => x.c.route.method === method);
  if (!found) {
    const allow = candidates.map((x) => x.c.route.method.toUpperCase()).join(', ');
    return problemResponse({ type: 'methodNotAllowed', title: 'Method not allowed', status: 405 }, { allow });
  }
  const { route, names } = found.c;

  const match = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i);
  const now = deps.clock();
  const auth = match ? await verifyClientToken(deps.db, match[1], deps.config.accessTokenSecret, now) : null;
  if (auth && !auth.ok && auth.reason === 'noProduct') return problemResponse(problemOf(ErrorCodes.forbidden, Messages.apiProductNotHeld));
  if (!auth?.ok) {
    const code = auth && auth.reason === 'expired' ? ErrorCodes.tokenExpired : ErrorCodes.unauthenticated;
    const detail = !auth ? 'Send an access token from POST /oauth/token as Authorization: Bearer <token>' : auth.reason === 'expired' ? 'The access token expired: get a new one' : 'The access token is not valid';
    return problemResponse(problemOf(code, detail), { 'www-authenticate': `Bearer realm="payloft"${auth ? ', error="invalid_token"' : ''}` });
  }
  const client = auth.client;
  const limit = await hitRateLimit(deps.db, `api:${client.id}`, deps.config.apiRateLimitPerMinute ?? DEFAULT_RATE_LIMIT_PER_MINUTE, now);
  const limitHeaders = rateHeaders(limit);
  if (!limit.allowed) return problemResponse(problemOf(ErrorCodes.rateLimited, `At most ${limit.limit} requests a minute per API client`), limitHeaders);

  try {
    const decoded = names.map((n, i) => [n, safeDecodeURIComponent(found.m![i + 1])] as const);
    if (decoded.some(([, v]) => v === null)) throw Object.assign(new Error('invalid'), { problem: problemOf(ErrorCodes.validation, Messages.malformedPath) });
    const params = parse(route.params, Object.fromEntries(decoded), 'path');
    const query = parse(route.query, Object.fromEntries(new URL(request.url).searchParams), 'query');
    let body: unknown;
    let raw: unknown;
    if (route.body) {
      try {
        raw = JSON.parse(await request.text());
      } catch {
        throw Object.assign(new Error('invalid'), { problem: problemOf(ErrorCodes.validation, 'The body must be JSON') });
      }
      const tooBig = findInputProblem(raw);
      if (tooBig) throw Object.assign(new Error('invalid'), { problem: problemOf(ErrorCodes.validation, tooBig.message) });
      body = parse(route.body, raw, 'body');
    }
    const input = { params: params as { id: string }, query, body, client };
    if (!route.idempotent) {
      const answer = await route.handler({ ...input, deps, idempotencyKey: null });
      return jsonResponse(answer.status, answer.body, limitHeaders);
    }
    const headers = parse(route.idempotent, Object.fromEntries(request.headers), 'Idempotency-Key header') as { 'idempotency-key': string };
    const idempotencyKey = headers['idempotency-key'];
    // The handler writes through the key's transaction: its effect and the stored answer commit together.
    const outcome = await runIdempotent(deps.db, client.id, idempotencyKey, requestFingerprint(request.method, pathname, raw), now, (tx) =>
      route.handler({ ...input, deps: { ...deps, db: tx }, idempotencyKey }),
    );
    switch (outcome.action) {
      case 'conflict':
        return problemResponse(problemOf(ErrorCodes.idempotencyKeyReused, 'This Idempotency-Key was used with another request'), limitHeaders);
      case 'inProgress':
        return problemResponse(problemOf(ErrorCodes.idempotencyKeyInUse, 'A request with this Idempotency-Key is still in progress; retry shortly'), limitHeaders);
      case 'replay':
        return jsonResponse(outcome.status, outcome.body, { ...limitHeaders, 'idempotent-replayed': 'true' });
      default:
        return jsonResponse(outcome.status, outcome.body, limitHeaders);
    }
  } catch (error) {
    const given = (error as { problem?: ReturnType<typeof problemOf> }).problem;
    if (given) return problemResponse(given, limitHeaders);
    const mapped = problemFromError(error);
    if (mapped) return problemResponse(mapped.problem, { ...limitHeaders, ...mapped.headers });
    deps.logger.error({ err: error, route: route.operationId }, 'public API handler failed');
    return problemResponse({ ...problemOf('internalServerError', `Unexpected error; quote request id ${deps.requestId}`), instance: deps.requestId }, limitHeaders);
  }
}
