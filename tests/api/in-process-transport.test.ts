/**
 * The web's in-process transport (server/services-transport.ts, decision 102) against the same services over HTTP:
 * the same answers, the same errors and error codes, the same per-caller limit, the caller's address believed the same.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_PER_CALLER } from '../../api/app';
import { inProcessTransport } from '../../server/services-transport';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let server: Server;
let base: string;
beforeAll(async () => {
  t = await startTestApi();
  server = createServer(t.api.nodeListener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

/** One GraphQL POST as the web sends it, through `send` (the in-process transport or HTTP's fetch). */
async function call(send: typeof fetch, path: string, query: string, headers: Record<string, string> = {}) {
  const response = await send(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query }) });
  return { status: response.status, body: await response.json(), requestId: response.headers.get('x-request-id') };
}

const transports = () => ({ inProcess: inProcessTransport(t.api) as typeof fetch, http: fetch });

describe('the in-process transport answers as HTTP does', () => {
  it('reads the viewer with the bearer token and keeps the request id', async () => {
    const { accessToken: token } = await t.tokensFor('owner@northwind.test');
    for (const send of Object.values(transports())) {
      const viewer = await call(send, '/core/graphql', '{ viewer { email role } }', { authorization: `Bearer ${token}`, 'x-request-id': 'web-req-1' });
      expect(viewer.status).toBe(200);
      expect(viewer.body.data.viewer).toEqual({ email: 'owner@northwind.test', role: 'businessOwner' });
      expect(viewer.requestId).toBe('web-req-1');
    }
  });

  it('gives the same errors and extensions for a missing and a forged token', async () => {
    const { inProcess, http } = transports();
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const [a, b] = await Promise.all([call(inProcess, '/core/graphql', '{ viewer { id } }', headers), call(http, '/core/graphql', '{ viewer { id } }', headers)]);
      expect(a.status).toBe(b.status);
      expect(a.body.errors).toEqual(b.body.errors);
      expect(a.body.errors[0].extensions.code).toBeTruthy();
    }
  });

  it('keeps the per-caller limit on requests in flight', async () => {
    const calls = Array.from({ length: MAX_CONCURRENT_PER_CALLER + 4 }, () =>
      call(transports().inProcess, '/core/graphql', '{ __typename }', { authorization: 'Bearer one-caller' }),
    );
    const statuses = (await Promise.all(calls)).map((answer) => answer.status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(MAX_CONCURRENT_PER_CALLER);
  });

  it('refuses what it refuses over HTTP: a request that looks like a browser, an unknown path', async () => {
    const { inProcess } = transports();
    expect((await call(inProcess, '/core/graphql', '{ __typename }', { origin: 'http://evil.test' })).status).toBe(403);
    expect((await call(inProcess, '/graphql', '{ __typename }')).status).toBe(404);
  });
});
