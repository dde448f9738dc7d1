/** The services as one fetch handler: the four GraphQL endpoints and /healthz, with request ids, limits and logs. */
import type { RequestListener } from 'node:http';
import pino, { type Logger } from 'pino';
import type { ApiConfig } from './config';
import { pingDatabase, type Database } from './db/client';
import { createEndpoint, type EndpointName, type RequestScope } from './graphql/endpoint';
import { executeOperation, type OperationAnswer, type OperationCall } from './graphql/direct';
import { toNodeListener, type Answer } from './http/node';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH, clientAddressOf, isBrowserRequest, jsonResponse, nestingWithin, readBodyWithin, requestIdOf, tooDeeplyNested } from './http/request';
import { systemClock, type Clock } from './lib/clock';
import { apiClientsResolvers } from './modules/api-clients';
import { achReturnsResolvers } from './modules/ach-returns';
import { adminResolvers } from './modules/admin';
import { INSTITUTION_IMPORT_MAX_BYTES, INSTITUTION_IMPORT_PATH, matchInstitutionsRest, institutionsResolvers } from './modules/institutions';
import { integrationsResolvers } from './modules/integrations';
import { achChannelsResolvers } from './modules/ach-channels';
import { recordServerError } from './graphql/error-recorder';
import { errorsResolvers } from './modules/errors';
import { authResolvers } from './modules/auth';
import { businessSetupResolvers } from './modules/business-setup';
import { coreResolvers } from './modules/core';
import { dashboardResolvers } from './modules/dashboards';
import { withSetupGate } from './graphql/setup-access';
import { paymentsCoreResolvers, consumersResolvers, paymentSystemsResolvers, payableVendorsResolvers, vendorFilterChoicesResolvers, vendorsResolvers, matchPaymentsRest, setPaymentEmailLinkBase } from './modules/payments';
import { payeesResolvers } from './modules/payees';
import { handleSandbox } from './integrations/accounting/sandbox/provider';
import { servesSandbox } from './settings/accounting';
import { sandboxOptions } from './integrations/accounting/transport';
import { matchPublicApi } from './public-api/router';
import { processingCycleResolvers } from './jobs/resolvers';
import { matchReportExportRest, reportExportResolvers, reportsResolvers } from './modules/reports';
import { networkResolvers } from './modules/network';
import { notificationsResolvers } from './modules/notifications';
import { subscriptionsResolvers } from './modules/subscriptions';
import { verifyAccessToken } from './graphql/tokens';
import { signedClientToken } from './public-api/oauth';
import { TWILIO_STATUS_PATH } from './settings/sms';
import { handleTwilioStatus } from './integrations/sms/status-callback';

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
  /**
   * One GraphQL operation from a caller in this process (the web, when one process runs both; decision 138): the same
   * caller, limits, endpoint plugins, masking and log line as `fetch` of the same call, without a request body or a
   * JSON answer. The caller is the services' loopback peer, as the in-process `fetch` makes it.
   */
  execute(call: OperationCall): Promise<OperationAnswer>;
  /** The same handler as a node:http request listener. */
  nodeListener: RequestListener;
}

/** Query and Mutation maps of several modules served by one endpoint. */
function mergeResolvers(...maps: Record<string, Record<string, unknown>>[]): Record<string, unknown> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) for (const [type, fields] of Object.entries(map)) merged[type] = { ...merged[type], ...fields };
  return merged;
}

/** Each endpoint's resolvers; the mutations of SETUP_GATED_MUTATIONS need a fresh setup verification on every one. */
export const ENDPOINTS = {
  auth: withSetupGate(authResolvers),
  core: withSetupGate(
    mergeResolvers(coreResolvers, dashboardResolvers, paymentsCoreResolvers, subscriptionsResolvers, paymentSystemsResolvers, consumersResolvers, payableVendorsResolvers, vendorsResolvers, businessSetupResolvers, apiClientsResolvers, adminResolvers, networkResolvers, institutionsResolvers, integrationsResolvers, achReturnsResolvers, errorsResolvers, payeesResolvers, achChannelsResolvers, processingCycleResolvers),
  ),
  reports: withSetupGate(mergeResolvers(reportsResolvers, vendorFilterChoicesResolvers, reportExportResolvers)),
  notifications: withSetupGate(notificationsResolvers),
} satisfies Record<EndpointName, Record<string, unknown>>;

/**
 * Requests one caller may have in flight at once, per copy (a page's loaders call in parallel): more are answered 429
 * at once, which the web takes as busy and tries again (app/platform/api.server.ts). API_MAX_IN_FLIGHT_PER_CALLER
 * changes it (benchmarks of one user at 50 connections lift it, so that they measure pages, not this limit).
 */
export const MAX_CONCURRENT_PER_CALLER = 16;

const COMMON_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** The refusals both paths answer before anything runs, with their status and text. */
const REFUSED = {
  notFound: [404, 'Not found'],
  browser: [403, 'Browsers may not call the services directly'],
  tooLarge: (limit: number) => [413, `Request body larger than ${limit} bytes`] as const,
  tooDeep: [400, `Request JSON nested deeper than ${MAX_JSON_DEPTH} levels`],
  busy: [429, 'Too many requests at once from this caller; wait for the others to finish.'],
  failed: [500, 'Internal server error'],
} as const;
const refusedJson = ([status, error]: readonly [number, string], headers?: Record<string, string>) => jsonResponse(status, { error }, headers);

export function createApi(options: ApiOptions): Api {
  const { db, config } = options;
  setPaymentEmailLinkBase(config.webPublicUrl);
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
    // The accounting sandbox's consent page is for browsers (decision 031); its API answers connectors.
    if (pathname.startsWith('/sandbox/') && servesSandbox(config)) {
      const answer = await handleSandbox(request, sandboxOptions(config, db));
      if (answer) return answer;
    }
    // Twilio's signed delivery reports (decision 120): only where texts go through Twilio.
    if (pathname === TWILIO_STATUS_PATH && config.twilio) return handleTwilioStatus(request, { db, twilio: config.twilio, now: clock(), logger: scope.logger });
    const endpoint = endpoints.get(pathname);
    const rest = endpoint ? null : (matchPaymentsRest(pathname) ?? matchReportExportRest(pathname) ?? matchInstitutionsRest(pathname) ?? matchPublicApi(pathname));
    if (!endpoint && !rest) return refusedJson(REFUSED.notFound);
    if (isBrowserRequest(request)) return refusedJson(REFUSED.browser);
    let forwarded = request;
    let body: ArrayBuffer | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      // A directory file may be larger than any GraphQL request.
      const limit = pathname === INSTITUTION_IMPORT_PATH ? INSTITUTION_IMPORT_MAX_BYTES : MAX_BODY_BYTES;
      body = await readBodyWithin(request, limit);
      if (!body) return refusedJson(REFUSED.tooLarge(limit));
      forwarded = new Request(request.url, { method: request.method, headers: request.headers, body });
    }
    // Every endpoint reads its input here first: deep nesting is refused before any recursive parser sees it.
    if (tooDeeplyNested(new URL(request.url), request.headers.get('content-type'), body)) {
      return refusedJson(REFUSED.tooDeep);
    }
    if (rest) return rest(forwarded, { db, config, clock, logger: scope.logger, requestId: scope.requestId, address: scope.address });
    return endpoint!.fetch(forwarded, scope);
  }

  /** Requests in flight per caller (the user its access token proves, else its address): MAX_CONCURRENT_PER_CALLER at most (or as configured). */
  const inFlight = new Map<string, number>();
  const maxInFlight = config.maxInFlightPerCaller ?? MAX_CONCURRENT_PER_CALLER;

  /**
   * Whom a request counts against: the user whose access token it carries, once the token's signature checks out
   * (a cached HMAC), else its address. A token that proves no one is no caller, so junk bearer tokens from one
   * address share that address's allowance instead of each opening a new one.
   */
  async function callerOf(request: Request, address: string): Promise<string> {
    const token = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (token) {
      try {
        return `user ${(await verifyAccessToken(token, config.accessTokenSecret, clock())).userId}`;
      } catch {
        const client = await signedClientToken(token, config.accessTokenSecret, clock());
        if ('sub' in client) return `client ${client.sub}`;
        // Expired or forged: counted by address; the endpoint answers what is wrong with it.
      }
    }
    return `address ${address}`;
  }

  /**
   * What every call goes through, over HTTP or in process: its request id and caller, the limit on requests in flight,
   * a 500 for anything thrown, and the log line. `run` answers the call; `refuse` turns a refusal into its kind of answer.
   */
  async function guarded<T extends { status: number }>(
    request: Request,
    socket: { socketAddress?: string },
    run: (scope: RequestScope) => Promise<T>,
    refuse: (refusal: readonly [number, string], headers?: Record<string, string>) => T,
  ): Promise<{ answer: T; requestId: string }> {
    const started = performance.now();
    const requestId = requestIdOf(request);
    const address = clientAddressOf(request, socket.socketAddress, config.trustedProxies);
    const log = logger.child({ reqId: requestId });
    let answer: T;
    const { pathname } = new URL(request.url);
    const caller = await callerOf(request, address);
    const running = inFlight.get(caller) ?? 0;
    if (running >= maxInFlight && pathname !== '/healthz') {
      answer = refuse(REFUSED.busy, { 'retry-after': '1' });
    } else {
      inFlight.set(caller, running + 1);
      try {
        answer = await run({ requestId, address, logger: log });
      } catch (error) {
        log.error({ err: error }, 'request failed');
        await recordServerError(db, { requestId, endpoint: 'http', path: pathname, errorName: error instanceof Error ? error.name : 'Error', at: clock() }, log);
        answer = refuse(REFUSED.failed);
      } finally {
        const left = (inFlight.get(caller) ?? 1) - 1;
        if (left > 0) inFlight.set(caller, left);
        else inFlight.delete(caller);
      }
    }
    const level = pathname === '/healthz' ? 'debug' : 'info';
    log[level]({ method: request.method, path: pathname, status: answer.status, ms: Math.round(performance.now() - started), address }, 'request');
    return { answer, requestId };
  }

  async function answer(request: Request, socket: { socketAddress?: string } = {}): Promise<Answer> {
    const { answer: response, requestId } = await guarded(request, socket, (scope) => route(request, scope), refusedJson);
    return { response, headers: { ...COMMON_HEADERS, 'x-request-id': requestId } };
  }

  /** Origin for the requests an in-process call is described by (only their path and headers are read). */
  const IN_PROCESS_ORIGIN = 'http://in-process';

  /**
   * The direct path: the call's headers on a body-less POST to its endpoint's path (the token, request id, addresses
   * and origin are read from it as from an HTTP request), the same refusals as `route` (the body's size and nesting
   * measured on the variables, the only JSON of the call), then the endpoint's own parameters handler.
   */
  async function execute(call: OperationCall): Promise<OperationAnswer> {
    const path = `/${call.endpoint}/graphql`;
    const request = new Request(`${IN_PROCESS_ORIGIN}${path}`, { method: 'POST', headers: call.headers });
    const refuse = ([status, error]: readonly [number, string]): OperationAnswer => ({ status, body: { error } });
    const { answer: result } = await guarded(
      request,
      { socketAddress: '127.0.0.1' },
      async (scope) => {
        const endpoint = endpoints.get(path);
        if (!endpoint) return refuse(REFUSED.notFound);
        if (isBrowserRequest(request)) return refuse(REFUSED.browser);
        const variables = call.variables === undefined ? '' : JSON.stringify(call.variables);
        if (Buffer.byteLength(call.query) + Buffer.byteLength(variables) > MAX_BODY_BYTES) return refuse(REFUSED.tooLarge(MAX_BODY_BYTES));
        if (!nestingWithin(variables)) return refuse(REFUSED.tooDeep);
        return executeOperation(endpoint, call, request, scope);
      },
      refuse,
    );
    return result;
  }

  /** For in-process callers (tests, benchmarks): the answer with the HTTP layer's headers in it. */
  async function handle(request: Request, socket: { socketAddress?: string } = {}): Promise<Response> {
    const { response, headers: added } = await answer(request, socket);
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(added)) headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return { fetch: handle, execute, nodeListener: toNodeListener(answer) };
}
