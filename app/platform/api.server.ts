/**
 * The one helper for every GraphQL call from the web: Bearer token, shared refresh and retry on expired
 * tokens, sign-out on disabled or missing users, retries of queries on network failure (never mutations),
 * and a typed ServiceUnavailableError when a service stays unreachable.
 */
import { getOperationAST, print, type DocumentNode } from 'graphql';
import { redirect } from './redirect.server';
import { ClientError, GraphQLClient } from 'graphql-request';
import { ErrorCodes, LOGOUT_CODES, REFRESH_CODES } from '../../domain/errors';
import { LOGIN_PATH } from '../../domain/guard';
import { Messages } from '../../domain/messages';
import { authGraphql } from '../graphql/auth';
import { serviceOf, type Operation, type ServiceName, type VariablesOption } from '../graphql/documents';
import type { RequestContext, ServiceAnswer, ServiceExecute, ServiceFetch } from './context';
import { env } from './env.server';
import { createRefreshCoordinator, type RefreshedTokens } from './refresh.server';
import { operationKind, retriesFor, withRetry } from './retry.server';
import { logger } from './logger.server';

export type { ServiceName };

const LOGOUT_PATH = '/logout';
const REQUEST_TIMEOUT_MS = 15_000;

/** The service did not answer (network failure, timeout or a 5xx without a GraphQL answer). */
export class ServiceUnavailableError extends Error {
  readonly service: ServiceName;
  constructor(service: ServiceName, options?: { cause?: unknown }) {
    super(`The ${service} service is not available`, options);
    this.name = 'ServiceUnavailableError';
    this.service = service;
  }
}

/** The service answered with a GraphQL error; `code` is its `extensions.code`. */
export class ApiError extends Error {
  readonly code: string | undefined;
  readonly service: ServiceName;
  /** A validation error's messages by input field (extensions.fieldErrors), when the service gave them. */
  readonly fieldErrors: Record<string, string> | undefined;
  constructor(service: ServiceName, message: string, code: string | undefined, fieldErrors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.service = service;
    this.fieldErrors = fieldErrors;
  }
}

export function isServiceUnavailable(error: unknown): error is ServiceUnavailableError {
  return error instanceof ServiceUnavailableError;
}

/** A network-level failure worth retrying (as opposed to an answer from the service). */
class NetworkFailure extends Error {
  constructor(cause: unknown) {
    super('Network failure', { cause });
  }
}

function serviceUrl(service: ServiceName): string {
  return `${env().API_URL}/${service}/graphql`;
}

/**
 * One client per service and transport: over HTTP by default, or the services' handler in this process when the
 * server entry that runs both hands one in through the request context (SERVICES_TRANSPORT, decision 102). The URL
 * is the same either way, so the services route, authorise, limit and log the call exactly as over the wire.
 */
const clients = new Map<ServiceFetch | undefined, Map<ServiceName, GraphQLClient>>();
function clientFor(service: ServiceName, transport: ServiceFetch | undefined): GraphQLClient {
  let byService = clients.get(transport);
  if (!byService) clients.set(transport, (byService = new Map()));
  let client = byService.get(service);
  if (!client) byService.set(service, (client = new GraphQLClient(serviceUrl(service), transport ? { fetch: transport as typeof fetch } : {})));
  return client;
}

interface SendOptions {
  service: ServiceName;
  document: DocumentNode;
  variables?: object;
  token?: string;
  context?: CallContext;
}

/** What a call needs of the request: its id, the browser's address and origin for the services, and the transport. */
type CallContext = Partial<Pick<RequestContext, 'requestId' | 'clientAddress' | 'webOrigin' | 'services'>>;

/** What every call to the services carries: the bearer token, the browser's address and origin, the request's id. */
function callHeaders(token: string | undefined, context: CallContext | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (context?.clientAddress) headers['x-forwarded-for'] = context.clientAddress;
  if (context?.requestId) headers['x-request-id'] = context.requestId;
  if (context?.webOrigin) headers['x-web-origin'] = context.webOrigin;
  return headers;
}

/**
 * A call to one of the services' REST paths (file downloads, the directory import, On Demand's send, the OpenAPI
 * document), by the same transport as the GraphQL calls: in process when the entry runs both (decision 102), else
 * HTTP to API_URL. The caller reads the answer (these paths answer files and their own JSON, not GraphQL).
 */
export function fetchFromServices(context: CallContext | undefined, path: `/${string}`, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  const transport: ServiceFetch = context?.services ?? fetch;
  return transport(`${env().API_URL}${path}`, { ...rest, headers: { ...callHeaders(token, context), ...(headers as Record<string, string> | undefined) } });
}

/**
 * What an answer that is not data becomes: its first GraphQL error an ApiError; without one, 429 (the services' limit
 * of requests in flight per caller, api/app.ts, answered before anything runs) and 5xx a failure to reach the service,
 * which queries try again; any other status an ApiError without a code. A 429 is busy, never a refusal of the session,
 * which would sign the user out (a user with many pages at once was sent to /login; decision 131).
 */
function failureOf(service: ServiceName, status: number, errors: readonly { message: string; extensions?: unknown }[] | undefined, cause: unknown): Error {
  const first = errors?.[0];
  if (first) {
    const { code, fieldErrors } = (first.extensions ?? {}) as { code?: unknown; fieldErrors?: unknown };
    const fields = fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string>) : undefined;
    return new ApiError(service, first.message, typeof code === 'string' ? code : undefined, fields);
  }
  if (status >= 500 || status === 429) return new NetworkFailure(cause);
  return new ApiError(service, `Request failed with status code ${status}`, undefined);
}

/** One HTTP round trip; GraphQL errors become ApiError, everything below HTTP becomes NetworkFailure. */
async function send<T>({ service, document, variables, token, context }: SendOptions): Promise<T> {
  const headers = callHeaders(token, context);
  const execute = context?.services?.execute;
  if (execute) return executeDirect<T>(execute, { service, document, variables, headers, page: context });
  try {
    return await clientFor(service, context?.services).request<T, object>({
      document,
      variables,
      requestHeaders: headers,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof ClientError) throw failureOf(service, error.response.status, error.response.errors, error);
    throw new NetworkFailure(error);
  }
}

/** A document's text and operation name, as graphql-request would send them, worked out once per document. */
const printed = new WeakMap<DocumentNode, { query: string; operationName?: string }>();
function printedOf(document: DocumentNode): { query: string; operationName?: string } {
  let text = printed.get(document);
  if (!text) printed.set(document, (text = { query: print(document), operationName: getOperationAST(document)?.name?.value }));
  return text;
}

/**
 * The same call handed to the services in this process (decision 138): the answer is read as `send` reads an HTTP
 * one (data when the status is 2xx and there are no errors, else failureOf), with the same time limit.
 */
async function executeDirect<T>(
  execute: ServiceExecute,
  call: { service: ServiceName; document: DocumentNode; variables?: object; headers: Record<string, string>; page?: object },
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NetworkFailure(new Error(`No answer within ${REQUEST_TIMEOUT_MS} ms`))), REQUEST_TIMEOUT_MS);
  });
  let answer: ServiceAnswer;
  try {
    answer = await Promise.race([
      execute({ service: call.service, ...printedOf(call.document), variables: call.variables as Record<string, unknown> | undefined, headers: call.headers, page: call.page }),
      timedOut,
    ]);
  } catch (error) {
    throw error instanceof NetworkFailure ? error : new NetworkFailure(error);
  } finally {
    clearTimeout(timer);
  }
  const body = answer.body as { data?: unknown; errors?: readonly { message: string; extensions?: unknown }[] };
  if (answer.status >= 200 && answer.status < 300 && !body.errors?.length) return body.data as T;
  throw failureOf(call.service, answer.status, body.errors, new Error(`The ${call.service} service answered ${answer.status}`));
}

/** Sends with the retry policy of the operation's kind; a persistent network failure names the service. */
async function sendWithRetry<T>(options: SendOptions & { retries?: number }): Promise<T> {
  const kind = operationKind(options.document);
  const retries = options.retries ?? retriesFor(kind);
  try {
    return await withRetry(() => send<T>(options), {
      retries,
      delayMs: env().WEB_QUERY_RETRY_DELAY_MS,
      isRetryable: (error) => error instanceof NetworkFailure,
    });
  } catch (error) {
    if (error instanceof NetworkFailure) {
      logger.warn({ requestId: options.context?.requestId, service: options.service, err: String(error.cause) }, 'service unavailable');
      throw new ServiceUnavailableError(options.service, { cause: error.cause });
    }
    throw error;
  }
}

const REFRESH_MUTATION = authGraphql(`
  mutation RefreshToken($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      accessToken
      refreshToken
    }
  }
`);

/** Shared by every request of this process (see refresh.server.ts); one per transport (a process has one). */
const sharedRefreshes = new Map<ServiceFetch | undefined, (refreshToken: string) => Promise<RefreshedTokens>>();
function sharedRefresh(context: CallContext, refreshToken: string): Promise<RefreshedTokens> {
  let refresh = sharedRefreshes.get(context.services);
  if (!refresh) {
    const services = context.services;
    refresh = createRefreshCoordinator<RefreshedTokens>(async (token) => {
      const data = await sendTyped({ document: REFRESH_MUTATION, variables: { input: { refreshToken: token } } }, { context: { services } });
      return data.refreshToken;
    });
    sharedRefreshes.set(services, refresh);
  }
  return refresh(refreshToken);
}

/**
 * One call: a typed document from a `<service>Graphql(...)` tag (its service follows from it) and the variables
 * its operation declares. The result type is the document's.
 */
export type CallOptions<TResult, TVariables> = {
  document: Operation<TResult, TVariables>;
  /** Send the session's access token (default true). */
  auth?: boolean;
  /** Overrides the retry count for network failures (queries only; mutations never retry). */
  retries?: number;
} & VariablesOption<TVariables>;

/** Sends a typed call to the document's service with its retry policy. */
function sendTyped<TResult, TVariables>(
  options: CallOptions<TResult, TVariables>,
  extra: Pick<SendOptions, 'token' | 'context'> = {},
): Promise<TResult> {
  const { document, variables, retries } = options as CallOptions<TResult, TVariables> & { variables?: TVariables };
  return sendWithRetry<TResult>({ service: serviceOf(document), document, variables: variables ?? undefined, retries, ...extra });
}

/**
 * Calls a service on behalf of the request's session. Throws a redirect Response when the session can no
 * longer be used (to /login after a failed refresh, to /logout for a disabled or missing user), an ApiError
 * for any other answer with errors, and ServiceUnavailableError when the service cannot be reached.
 */
export async function callApi<TResult, TVariables>(
  context: RequestContext,
  options: CallOptions<TResult, TVariables>,
): Promise<TResult> {
  const useAuth = options.auth ?? true;
  const session = context.session;
  const attempt = () =>
    sendTyped(options, { token: useAuth ? session.get('accessToken') : undefined, context });

  try {
    return await attempt();
  } catch (error) {
    if (!(error instanceof ApiError) || !useAuth) throw error;
    if (error.code && REFRESH_CODES.includes(error.code)) {
      if (!session.get('refreshToken')) notSignedIn();
      await refreshSession(context);
      try {
        return await attempt();
      } catch (retryError) {
        if (retryError instanceof ApiError) handleSessionError(context, retryError);
        throw retryError;
      }
    }
    handleSessionError(context, error);
    throw error;
  }
}

/** Refreshes the session's tokens (shared with concurrent calls); a failure signs out to /login. */
async function refreshSession(context: RequestContext): Promise<void> {
  const session = context.session;
  const refreshToken = session.get('refreshToken');
  let tokens: RefreshedTokens | undefined;
  if (refreshToken) {
    try {
      tokens = await sharedRefresh(context, refreshToken);
    } catch (error) {
      if (error instanceof ServiceUnavailableError) throw error;
      logger.info({ requestId: context.requestId, code: (error as ApiError).code }, 'refresh failed');
    }
  }
  if (!tokens) refreshFailed(context);
  session.set(tokens);
}

function handleSessionError(context: RequestContext, error: ApiError): void {
  if (!error.code) return;
  if (LOGOUT_CODES.includes(error.code)) {
    // The tokens belong to a user who may no longer sign in: drop them and go through the sign-out page.
    context.session.clear();
    if (error.code !== ErrorCodes.userNotExist) {
      context.session.flash('danger', error.code === ErrorCodes.userDisabledByPaymentIssue ? Messages.userDisabledByPaymentIssue : Messages.userDisabled);
    }
    throw redirect(LOGOUT_PATH);
  }
  if (REFRESH_CODES.includes(error.code)) refreshFailed(context);
}

/**
 * A session without a refresh token (a visitor, or a sign-in waiting for its code) was never signed in: nothing to
 * refresh and nothing to sign out of. It is sent to /login as it is; clearing it would end a sign-in waiting for its code
 * whenever a page's call, made beside its guard, came back first (the business dashboard asks for its figures while
 * the guard reads the viewer).
 */
function notSignedIn(): never {
  throw redirect(LOGIN_PATH);
}

/** Spec §4 and §8: a failed refresh signs out, goes to /login ('Refresh token expired') and switches notifications off. */
function refreshFailed(context: RequestContext): never {
  context.session.clear();
  context.session.set({ notificationsOff: true });
  context.session.flash('danger', Messages.refreshTokenExpired, { signOut: true });
  throw redirect(LOGIN_PATH);
}

/** A call without the session (sign-in, sign-out): same transport, no refresh or redirects. */
export function callApiAnonymous<TResult, TVariables>(
  context: CallContext,
  options: Omit<CallOptions<TResult, TVariables>, 'auth'> & { token?: string },
): Promise<TResult> {
  return sendTyped(options as CallOptions<TResult, TVariables>, { token: options.token, context });
}
