/** The HTTP surface: /healthz, GraphQL limits, body size, browser refusal, schema hiding in prod, masking, the node listener. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { auditLog } from '../../api/db/schema';
import { GRAPHQL_LIMITS } from '../../api/graphql/security';
import { MAX_BODY_BYTES } from '../../api/http/request';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { eq } from 'drizzle-orm';
import { openTestDatabase, startTestApi, testConfig, type TestApi } from './harness';

let t: TestApi;
let prod: TestApi;
beforeAll(async () => {
  t = await startTestApi();
  prod = await startTestApi({ config: { appEnv: 'prod' }, seed: false });
});
afterAll(async () => {
  await t?.close();
  await prod?.close();
});

const post = (api: TestApi, path: string, body: string, headers: Record<string, string> = {}) =>
  api.api.fetch(new Request(`http://api.test${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body }));

describe('/healthz', () => {
  it('reports the database as JSON', async () => {
    const response = await t.api.fetch(new Request('http://api.test/healthz'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone, and masks unexpected resolver errors', async () => {
    const handle = await openTestDatabase();
    const api = createApi({ db: handle.db, config: testConfig() });
    await handle.close();
    const health = await api.fetch(new Request('http://api.test/healthz'));
    expect(health.status).toBe(503);
    const response = await api.fetch(
      new Request('http://api.test/auth/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `mutation { authorize(input: { email: "a@b.test", password: "secret1" }) { id } }` }),
      }),
    );
    const body = await response.json();
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(body.errors[0].extensions.code).toBe('INTERNAL_SERVER_ERROR');
    expect(JSON.stringify(body)).not.toMatch(/pglite|closed|sql/i);
  });
});

describe('request handling', () => {
  it('returns a request id, keeping the caller\'s when it is well formed', async () => {
    const own = await post(t, '/core/graphql', '{"query":"{ __typename }"}', { 'x-request-id': 'web-123' });
    expect(own.headers.get('x-request-id')).toBe('web-123');
    const fresh = await post(t, '/core/graphql', '{"query":"{ __typename }"}', { 'x-request-id': 'bad id with spaces' });
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 for unknown paths', async () => {
    expect((await t.api.fetch(new Request('http://api.test/graphql'))).status).toBe(404);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_BODY_BYTES) } });
    expect((await post(t, '/auth/graphql', big)).status).toBe(413);
    // Without a content-length (a stream), the limit still holds.
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request('http://api.test/auth/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await t.api.fetch(request)).status).toBe(413);
  });

  it('refuses browsers (Origin or Sec-Fetch-Site) with 403', async () => {
    expect((await post(t, '/auth/graphql', '{"query":"{ __typename }"}', { origin: 'https://evil.test' })).status).toBe(403);
    expect((await post(t, '/auth/graphql', '{"query":"{ __typename }"}', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });
});

describe('GraphQL limits', () => {
  it('rejects queries deeper than the depth limit', async () => {
    const deep = Array.from({ length: GRAPHQL_LIMITS.maxDepth + 2 }, (_, i) => `f${i}`).reduceRight((inner, f) => `${f} { ${inner} }`, 'leaf');
    const body = await (await post(t, '/core/graphql', JSON.stringify({ query: `{ ${deep} }` }))).json();
    expect(body.data).toBeUndefined();
    expect(body.errors.map((e: { message: string }) => e.message).join('\n')).toMatch(/depth limit of 10 exceeded/i);
  });

  it('rejects more aliases than allowed', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const body = await (await post(t, '/core/graphql', JSON.stringify({ query: `{ ${aliases} }` }))).json();
    expect(body.errors[0].message).toMatch(/aliases limit/i);
  });

  it('rejects documents with too many tokens', async () => {
    const fields = Array.from({ length: GRAPHQL_LIMITS.maxTokens }, () => '__typename').join(' ');
    const body = await (await post(t, '/core/graphql', JSON.stringify({ query: `{ ${fields} }` }))).json();
    expect(body.errors[0].message).toMatch(/token limit/i);
  });
});

describe('schema visibility', () => {
  const introspection = JSON.stringify({ query: '{ __schema { queryType { name } } }' });
  const typo = JSON.stringify({ query: '{ viewr { id } }' });

  it('allows introspection and suggestions locally', async () => {
    expect((await (await post(t, '/core/graphql', introspection)).json()).data.__schema.queryType.name).toBe('Query');
    expect((await (await post(t, '/core/graphql', typo)).json()).errors[0].message).toMatch(/Did you mean "viewer"/);
  });

  it('hides introspection and field suggestions in prod', async () => {
    const intro = await (await post(prod, '/core/graphql', introspection)).json();
    expect(intro.data).toBeUndefined();
    expect(intro.errors[0].message).toMatch(/introspection is not allowed/i);
    const suggestion = await (await post(prod, '/core/graphql', typo)).json();
    expect(suggestion.errors[0].message).not.toMatch(/Did you mean/);
  });
});

describe('node:http listener', () => {
  it('serves a real socket, reading the client address from x-forwarded-for', async () => {
    const server = createServer(t.api.nodeListener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
      // Node's own fetch (as the web uses) is not taken for a browser.
      const response = await fetch(`http://127.0.0.1:${port}/auth/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
        body: JSON.stringify({
          query: `mutation { authorize(input: { email: "admin@payloft.test", password: "${DEMO_PASSWORD}" }) { role } }`,
        }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).data.authorize.role).toBe('payloftAdmin');
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.address, '203.0.113.7'));
      expect(rows.map((r) => r.outcome)).toEqual(['success']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ignores x-forwarded-for from a peer that is not a trusted proxy', async () => {
    const strict = await startTestApi({ config: { trustedProxies: ['192.0.2.1'] } });
    const server = createServer(strict.api.nodeListener);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/auth/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.8' },
        body: JSON.stringify({
          query: `mutation { authorize(input: { email: "admin@payloft.test", password: "${DEMO_PASSWORD}" }) { role } }`,
        }),
      });
      expect(response.status).toBe(200);
      const rows = await strict.db.select().from(auditLog);
      expect(rows.map((r) => r.address)).not.toContain('203.0.113.8');
      expect(rows.map((r) => r.address)).toContain('127.0.0.1');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      await strict.close();
    }
  });
});
