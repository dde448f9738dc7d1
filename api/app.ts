/** The services as one fetch handler: the four GraphQL endpoints and /healthz, with request ids, limits and logs. */
import type { RequestListener } from 'node:http';
import pino, { type Logger } from 'pino';
import type { ApiConfig } from './config';
import { pingDatabase, type Database } from './db/client';
import { createEndpoint, type EndpointName, type RequestScope } from './graphql/endpoint';
import { toNodeListener } from './http/node';
import { MAX_BODY_BYTES, clientAddressOf, isBrowserRequest, jsonResponse, readBodyWithin, requestIdOf } from './http/request';
import { systemClock, type Clock } from './lib/clock';
import { authResolvers } from './modules/auth/resolvers';
import { businessSetupResolvers } from './modules/business-setup/resolvers';
import { coreResolvers } from './modules/core/resolvers';
import { paymentsCoreResolvers, paymentsReportsResolvers } from './modules/payments/resolvers';
import { consumersResolvers } from './modules/payments/consumers';
import { paymentSystemsResolvers } from './modules/payments/payment-systems';
import { payeesResolvers } from './modules/payments/payees';
import { matchPaymentsRest } from './modules/payments/rest';
import { matchReportExportRest } from './modules/reports/exports/rest';
import { reportExportResolvers } from './modules/reports/exports/resolvers';
import { notificationsResolvers } from './modules/notifications/resolvers';
import { reportsResolvers } from './modules/reports/resolvers';
import { subscriptionsResolvers } from './modules/subscriptions/resolvers';

export interface ApiOptions {
  db: Database;
  config: ApiConfig;
  /** Defaults to the system clock; tests pass their own to move time. */
  clock?: Clock;
  /** Defaults to a pino JSON logger at config.logLevel. */
  logger?: Logger;
}

export interface Api {
  /** Handles one WHATWG request; `socketAddress` is the peer's address when there is a socket. */
  fetch(request: Request, socket?: { socketAddress?: string }): Promise<Response>;
  /** The same handler as a node:http request listener. */
  nodeListener: RequestListener;
}

/** Query and Mutation maps of several modules served by one endpoint. */
function mergeResolvers(...maps: Record<string, Record<string, unknown>>[]): Record<string, unknown> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}

const ENDPOINTS = {
  auth: authResolvers,
  core: mergeResolvers(coreResolvers, paymentsCoreResolvers, subscriptionsResolvers, paymentSystemsResolvers, consumersResolvers, payeesResolvers, businessSetupResolvers),
  reports: mergeResolvers(reportsResolvers, paymentsReportsResolvers, reportExportResolvers),
  notifications: notificationsResolvers,
} satisfies Record<EndpointName, Record<string, unknown>>;

const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

export function createApi(options: ApiOptions): Api {
  const { db, config } = options;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const endpoints = new Map(
    (Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [
      `/${name}/graphql`,
      createEndpoint(name, ENDPOINTS[name], { db, config, clock, logger }),
    ]),
  );

  async function route(request: Request, scope: RequestScope): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === '/healthz' && (request.method === 'GET' || request.method === 'HEAD')) {
      const ok = await pingDatabase(db);
      return jsonResponse(ok ? 200 : 503, { status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'unreachable' });
    }
    const endpoint = endpoints.get(pathname);
    const rest = endpoint ? null : (matchPaymentsRest(pathname) ?? matchReportExportRest(pathname));
    if (!endpoint && !rest) return jsonResponse(404, { error: 'Not found' });
    if (isBrowserRequest(request)) return jsonResponse(403, { error: 'Browsers may not call the services directly' });
    let forwarded = request;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const body = await readBodyWithin(request, MAX_BODY_BYTES);
      if (!body) return jsonResponse(413, { error: `Request body larger than ${MAX_BODY_BYTES} bytes` });
      forwarded = new Request(request.url, { method: request.method, headers: request.headers, body });
    }
    if (rest) return rest(forwarded, { db, config, clock, logger: scope.logger, requestId: scope.requestId, address: scope.address });
    return endpoint!.fetch(forwarded, scope);
  }

  async function handle(request: Request, socket: { socketAddress?: string } = {}): Promise<Response> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const address = clientAddressOf(request, socket.socketAddress, config.trustedProxies);
    const log = logger.child({ reqId: requestId });
    let response: Response;
    try {
      response = await route(request, { requestId, address, logger: log });
    } catch (error) {
      log.error({ err: error }, 'request failed');
      response = jsonResponse(500, { error: 'Internal server error' });
    }
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(COMMON_HEADERS)) headers.set(name, value);
    headers.set('x-request-id', requestId);
    const { pathname } = new URL(request.url);
    const level = pathname === '/healthz' ? 'debug' : 'info';
    log[level](
      { method: request.method, path: pathname, status: response.status, ms: Math.round(performance.now() - started), address },
      'request',
    );
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return { fetch: handle, nodeListener: toNodeListener(handle) };
}
