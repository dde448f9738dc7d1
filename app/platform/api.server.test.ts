/**
 * callApi through a transport from the request context (the services in this process, decision 102): the same URL,
 * headers and error handling as over HTTP, the token refresh included, and no socket (global fetch is never called).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCodes } from '../../domain/errors';
import { ApiError, callApi, fetchFromServices, ServiceUnavailableError } from './api.server';
import type { RequestContext, ServiceFetch } from './context';
import { VIEWER_QUERY } from './viewer.server';

beforeAll(() => {
  process.env.SESSION_SECRET ??= 'a-session-secret-of-at-least-32-characters';
  process.env.API_URL = 'http://services.test:4000';
  process.env.WEB_QUERY_RETRY_DELAY_MS = '0';
});
afterEach(() => vi.restoreAllMocks());

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A transport that records what it was asked and answers from `answer`. */
function transport(answer: (request: Request, body: { query: string }) => Response) {
  const seen: Request[] = [];
  const services: ServiceFetch = async (input, init) => {
    const request = new Request(input, init);
    seen.push(request);
    return answer(request, (await request.clone().json()) as { query: string });
  };
  return { services, seen };
}

function contextWith(services: ServiceFetch, tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' }) {
  const data = new Map<string, unknown>(Object.entries(tokens));
  const session = {
    get: (key: string) => data.get(key),
    set: (values: Record<string, unknown>) => Object.entries(values).forEach(([k, v]) => data.set(k, v)),
    clear: () => data.clear(),
    flash: () => undefined,
  };
  return { cspNonce: '', requestId: 'req-1', clientAddress: '203.0.113.9', session, services } as unknown as RequestContext;
}

describe('callApi with a transport in the request context', () => {
  it("sends the call to the service's URL with the bearer token, the request id and the browser's address, without HTTP", async () => {
    const httpFetch = vi.spyOn(globalThis, 'fetch');
    const { services, seen } = transport(() => json({ data: { viewer: { id: 'u1' } } }));
    const result = await callApi(contextWith(services), { document: VIEWER_QUERY });
    expect(result).toEqual({ viewer: { id: 'u1' } });
    expect(httpFetch).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('http://services.test:4000/core/graphql');
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('authorization')).toBe('Bearer access-1');
    expect(seen[0].headers.get('x-request-id')).toBe('req-1');
    expect(seen[0].headers.get('x-forwarded-for')).toBe('203.0.113.9');
  });

  it("turns the services' GraphQL error into an ApiError with its extensions.code", async () => {
    const { services } = transport(() => json({ data: null, errors: [{ message: 'No such record', extensions: { code: 'notFoundAPIError' } }] }));
    const failure = await callApi(contextWith(services), { document: VIEWER_QUERY }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'notFoundAPIError', service: 'core', message: 'No such record' });
  });

  it('refreshes an expired token through the same transport and retries', async () => {
    const { services, seen } = transport((request, body) => {
      if (body.query.includes('refreshToken')) return json({ data: { refreshToken: { accessToken: 'access-2', refreshToken: 'refresh-2' } } });
      if (request.headers.get('authorization') === 'Bearer access-1') {
        return json({ data: null, errors: [{ message: 'Token expired', extensions: { code: ErrorCodes.tokenExpired } }] });
      }
      return json({ data: { viewer: { id: 'u1' } } });
    });
    const context = contextWith(services);
    expect(await callApi(context, { document: VIEWER_QUERY })).toEqual({ viewer: { id: 'u1' } });
    expect(seen.map((r) => new URL(r.url).pathname)).toEqual(['/core/graphql', '/auth/graphql', '/core/graphql']);
    expect(context.session.get('accessToken')).toBe('access-2');
  });
});

describe('a call for a session that holds no tokens', () => {
  it('sends it to /login and leaves the session as it is: a sign-in waiting for its code goes on', async () => {
    const { services, seen } = transport(() => json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: ErrorCodes.unauthenticated } }] }));
    const context = contextWith(services, { pendingMfa: { email: 'secure@northwind.test', token: 'mfa-1' } } as never);
    const flash = vi.spyOn(context.session, 'flash');
    const failure = await callApi(context, { document: VIEWER_QUERY }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Response);
    expect((failure as Response).headers.get('location')).toBe('/login');
    expect(seen).toHaveLength(1);
    expect(context.session.get('pendingMfa')).toEqual({ email: 'secure@northwind.test', token: 'mfa-1' });
    expect(context.session.get('notificationsOff')).toBeUndefined();
    expect(flash).not.toHaveBeenCalled();
  });

  it('still signs out a session whose tokens the services no longer take', async () => {
    const { services } = transport(() => json({ data: null, errors: [{ message: 'Authentication required', extensions: { code: ErrorCodes.unauthenticated } }] }));
    const context = contextWith(services);
    const failure = await callApi(context, { document: VIEWER_QUERY }).catch((error: unknown) => error);
    expect((failure as Response).headers.get('location')).toBe('/login');
    expect(context.session.get('accessToken')).toBeUndefined();
    expect(context.session.get('notificationsOff')).toBe(true);
  });
});

describe("the services' limit of requests in flight per caller (429)", () => {
  const busy = () =>
    new Response(JSON.stringify({ error: 'Too many requests at once from this caller; wait for the others to finish.' }), {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': '1' },
    });

  it('is tried again like a network failure, and the session keeps its tokens', async () => {
    let calls = 0;
    const { services } = transport(() => (++calls <= 2 ? busy() : json({ data: { viewer: { id: 'u1' } } })));
    const context = contextWith(services);
    expect(await callApi(context, { document: VIEWER_QUERY })).toEqual({ viewer: { id: 'u1' } });
    expect(calls).toBe(3);
    expect(context.session.get('accessToken')).toBe('access-1');
  });

  it('still busy after the retries: the service is unavailable (a banner), not an error that signs the user out', async () => {
    const { services } = transport(() => busy());
    const context = contextWith(services);
    const failure = await callApi(context, { document: VIEWER_QUERY, retries: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServiceUnavailableError);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect(context.session.get('accessToken')).toBe('access-1');
  });
});

describe('fetchFromServices (REST paths: downloads, uploads, On Demand, the OpenAPI document)', () => {
  it("goes by the request context's transport with the same headers as a GraphQL call, its own headers kept", async () => {
    const httpFetch = vi.spyOn(globalThis, 'fetch');
    const { services, seen } = transport(() => json({ ok: true }));
    const response = await fetchFromServices(contextWith(services), '/rest/sendFundsToCustomer', {
      method: 'POST',
      token: 'access-1',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      body: JSON.stringify({ amount: '1.00' }),
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(httpFetch).not.toHaveBeenCalled();
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe('http://services.test:4000/rest/sendFundsToCustomer');
    expect(seen[0].method).toBe('POST');
    expect(Object.fromEntries(seen[0].headers)).toMatchObject({
      authorization: 'Bearer access-1',
      'x-request-id': 'req-1',
      'x-forwarded-for': '203.0.113.9',
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
    });
  });

  it('goes over HTTP to API_URL when the context has no transport (a separate web copy)', async () => {
    const httpFetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ openapi: '3.1.0' }));
    await fetchFromServices(undefined, '/api/v1/openapi.json');
    expect(httpFetch).toHaveBeenCalledTimes(1);
    expect(String(httpFetch.mock.calls[0][0])).toBe('http://services.test:4000/api/v1/openapi.json');
  });
});
