/** The per-request load context the server hands to every loader and action. */
import type { SessionHolder } from './session.server';

/**
 * How the web reaches the services: a fetch-shaped function. Absent, calls go over HTTP to API_URL; the server entry
 * that runs the services in the same process hands in their own handler (decision 102), so app/ never imports api/.
 * With `execute` as well (SERVICES_TRANSPORT=direct, decision 138), GraphQL calls skip the request and its JSON.
 */
export type ServiceFetch = ((input: string | URL | Request, init?: RequestInit) => Promise<Response>) & { execute?: ServiceExecute };

/** One GraphQL operation handed to the services in this process: the document's text, its variables, the call's headers. */
export interface ServiceOperation {
  service: 'auth' | 'core' | 'reports' | 'notifications';
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
  headers: Record<string, string>;
  /** The page request the call serves (its load context): the calls of one page share one read of the session epoch. */
  page?: object;
}

/** The answer as HTTP would give it: its status and its body (GraphQL's data and errors, or a refusal's `error`). */
export interface ServiceAnswer {
  status: number;
  body: { data?: unknown; errors?: readonly { message: string; extensions?: Record<string, unknown> }[] } | { error: string };
}

export type ServiceExecute = (operation: ServiceOperation) => Promise<ServiceAnswer>;

export interface RequestContext {
  /** Nonce for this response's scripts and styles (Content-Security-Policy). */
  cspNonce: string;
  requestId: string;
  /** The session read once from the cookie; committed by the server when changed. */
  session: SessionHolder;
  /** The browser's address, passed on to the API as x-forwarded-for. */
  clientAddress?: string;
  /** The origin the browser is on, passed on as x-web-origin (the services heed it in APP_ENV local only). */
  webOrigin?: string;
  /** Per-request memo (the viewer is loaded once per request and shared by every loader). */
  memo?: Map<string, Promise<unknown>>;
  /** The services' handler in this process, when the server entry runs both (decision 102); else HTTP. */
  services?: ServiceFetch;
  /** The client takes gzip: a kept page is answered gzipped once (decisions 156, 161). */
  takesGzip?: boolean;
}

declare module '@remix-run/server-runtime' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
  interface Future {
    v3_singleFetch: true;
  }
}

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

/** The memo of a request, created on first use. */
export function memoOf(context: RequestContext): Map<string, Promise<unknown>> {
  context.memo ??= new Map();
  return context.memo;
}
