/**
 * The direct path (SERVICES_TRANSPORT=direct, decision 138) against the in-process HTTP handler it stands beside: the
 * same document gives the same data and the same errors, to the services' callers and to the web's call helper: the
 * caller unauthenticated, forbidden, over the cost limit, over an input's bound, an internal error masked (and
 * recorded), the per-caller limit, the refusals before GraphQL and the request log line.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { parse, print, type DocumentNode } from 'graphql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi, MAX_CONCURRENT_PER_CALLER, type Api } from '../../api/app';
import { serverErrors } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { ApiError, callApiAnonymous, isServiceUnavailable } from '../../app/platform/api.server';
import { BanksDocument, FailuresDocument, ViewerDocument } from '../../app/graphql/core/graphql';
import { directTransport, inProcessTransport } from '../../server/services-transport';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let api: Api;
let owner = '';
let admin = '';
const logLines: Record<string, unknown>[] = [];
beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'direct-execution-test-session-secret-0123456789';
  process.env.WEB_QUERY_RETRY_DELAY_MS = '0';
  t = await startTestApi();
  // A second handler on the same database whose log lines the tests read.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  api = createApi({ db: t.db, config: t.config, clock: t.clock, logger: pino({ level: 'info' }, sink) });
  owner = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
  admin = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

/** One call both ways at the services: as graphql-request posts it to the handler, and handed to `execute`. */
async function bothWays(document: DocumentNode, variables: Record<string, unknown> | undefined, headers: Record<string, string>) {
  const query = print(document);
  const overHttp = await inProcessTransport(api)('http://127.0.0.1:4000/core/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const direct = await api.execute({ endpoint: 'core', query, variables, headers });
  return {
    http: { status: overHttp.status, body: await overHttp.json() },
    // What the wire would have carried of the direct answer.
    direct: { status: direct.status, body: JSON.parse(JSON.stringify(direct.body)) },
  };
}

/** The web's call helper through each transport: the data, or the error it throws (class, message, code, fields). */
async function asTheWebSees(document: DocumentNode, variables: Record<string, unknown> | undefined, token: string | undefined) {
  const outcome = async (services: ReturnType<typeof inProcessTransport>) => {
    try {
      return { data: await callApiAnonymous({ services, requestId: 'web-call' }, { document: document as never, variables: variables as never, token }) };
    } catch (error) {
      if (error instanceof ApiError) return { apiError: { message: error.message, code: error.code, fieldErrors: error.fieldErrors } };
      if (isServiceUnavailable(error)) return { unavailable: error.service };
      throw error;
    }
  };
  return { http: await outcome(inProcessTransport(api)), direct: await outcome(directTransport(api)) };
}

describe('the same document both ways', () => {
  it('gives the same data to a signed-in caller', async () => {
    const { http, direct } = await bothWays(ViewerDocument, undefined, { authorization: `Bearer ${owner}` });
    expect(direct).toEqual(http);
    expect(http.status).toBe(200);
    expect(http.body.data.viewer.email).toBe(DEMO_USERS.northwindOwner.email);
    const web = await asTheWebSees(ViewerDocument, undefined, owner);
    expect(web.direct).toEqual(web.http);
    expect(web.http).toMatchObject({ data: { viewer: { email: DEMO_USERS.northwindOwner.email } } });
  });

  it('gives the same error to a caller without a token and with a forged one', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const { http, direct } = await bothWays(ViewerDocument, undefined, headers);
      expect(direct).toEqual(http);
      expect(http.body.errors[0].extensions.code).toBeTruthy();
    }
    const web = await asTheWebSees(ViewerDocument, undefined, undefined);
    expect(web.direct).toEqual(web.http);
    expect(web.http.apiError?.code).toBeTruthy();
  });

  it('gives the same refusal to a role that may not ask', async () => {
    const { http, direct } = await bothWays(FailuresDocument, { limit: 5 }, { authorization: `Bearer ${owner}` });
    expect(direct).toEqual(http);
    expect(http.body.errors[0].extensions.code).toBe(ErrorCodes.forbidden);
    const web = await asTheWebSees(FailuresDocument, { limit: 5 }, owner);
    expect(web.direct).toEqual(web.http);
    expect(web.http.apiError?.code).toBe(ErrorCodes.forbidden);
  });

  it('refuses the same way a document over the cost limit, before it runs', async () => {
    const { http, direct } = await bothWays(FailuresDocument, { limit: 100_000 }, { authorization: `Bearer ${admin}` });
    expect(direct).toEqual(http);
    expect(http.body.errors[0].message).toMatch(/^Query too expensive/);
    const web = await asTheWebSees(FailuresDocument, { limit: 100_000 }, admin);
    expect(web.direct).toEqual(web.http);
    expect(web.http.apiError?.message).toMatch(/^Query too expensive/);
  });

  it('refuses the same way a variable over its bound, with the same field errors and status', async () => {
    const variables = { filter: { kind: 'x'.repeat(20_000) } };
    const { http, direct } = await bothWays(FailuresDocument, variables, { authorization: `Bearer ${admin}` });
    expect(direct).toEqual(http);
    expect(http.status).toBe(400);
    expect(http.body.errors[0].extensions.code).toBe(ErrorCodes.validation);
    const web = await asTheWebSees(FailuresDocument, variables, admin);
    expect(web.direct).toEqual(web.http);
  });

  it('gives the same validation errors and status for a document the schema refuses (unknown field, too deep)', async () => {
    let deep = 'id';
    for (let i = 0; i < 12; i++) deep = `viewer { ${deep} }`;
    for (const [query, status] of [['{ viewer { noSuchField } }', 400], [`{ ${deep} }`, 200]] as const) {
      const { http, direct } = await bothWays(parse(query), undefined, { authorization: `Bearer ${owner}` });
      expect(direct).toEqual(http);
      expect(http.status).toBe(status);
      expect(http.body.errors.length).toBeGreaterThan(0);
    }
  });

  it('masks an internal error the same way and records both with their request ids', async () => {
    await t.db.execute(sql`alter table banks rename to banks_gone_direct`);
    let answers;
    let web;
    try {
      answers = [
        await bothWays(BanksDocument, undefined, { authorization: `Bearer ${admin}`, 'x-request-id': 'direct-masked-1' }),
      ];
      web = await asTheWebSees(BanksDocument, undefined, admin);
    } finally {
      await t.db.execute(sql`alter table banks_gone_direct rename to banks`);
    }
    const [{ http, direct }] = answers;
    expect(direct).toEqual(http);
    expect(http.body.errors[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(direct)).not.toMatch(/banks_gone|relation|stack/);
    expect(web.direct).toEqual(web.http);
    expect(web.http.apiError?.message).toBe('Unexpected error.');
    // Both calls carried the same request id; each was recorded.
    await vi.waitFor(
      async () => {
        const rows = await t.db.select().from(serverErrors).where(eq(serverErrors.requestId, 'direct-masked-1'));
        expect(rows).toHaveLength(2);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

describe('what the direct path keeps of the HTTP handler', () => {
  it('counts the caller against the limit on requests in flight (429, which the web takes as busy)', async () => {
    const calls = Array.from({ length: MAX_CONCURRENT_PER_CALLER + 4 }, () =>
      api.execute({ endpoint: 'core', query: '{ viewer { id } }', headers: { authorization: `Bearer ${owner}` } }),
    );
    const answers = await Promise.all(calls);
    const statuses = answers.map((a) => a.status);
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(MAX_CONCURRENT_PER_CALLER);
    expect(answers.find((a) => a.status === 429)!.body).toEqual({ error: 'Too many requests at once from this caller; wait for the others to finish.' });
  });

  it('refuses what the handler refuses before GraphQL: variables nested too deep, a browser, an unknown endpoint', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 70; i++) deep = { a: deep };
    expect((await api.execute({ endpoint: 'core', query: '{ __typename }', variables: { deep }, headers: {} })).status).toBe(400);
    expect((await api.execute({ endpoint: 'core', query: '{ __typename }', headers: { origin: 'http://evil.test' } })).status).toBe(403);
    expect((await api.execute({ endpoint: 'nowhere' as never, query: '{ __typename }', headers: {} })).status).toBe(404);
    expect((await api.execute({ endpoint: 'core', query: '{ __typename }', variables: { big: 'x'.repeat(110 * 1024) }, headers: {} })).status).toBe(413);
  });

  it('writes the same request log line, with the request id and the browser address the web forwards', async () => {
    logLines.length = 0;
    const headers = { authorization: `Bearer ${owner}`, 'x-request-id': 'direct-log-1', 'x-forwarded-for': '203.0.113.9' };
    await bothWays(ViewerDocument, undefined, headers);
    const lines = logLines.filter((l) => l.msg === 'request' && l.reqId === 'direct-log-1');
    expect(lines).toHaveLength(2);
    const shape = ({ method, path, status, address, reqId }: Record<string, unknown>) => ({ method, path, status, address, reqId });
    expect(shape(lines[1])).toEqual(shape(lines[0]));
    expect(shape(lines[0])).toEqual({ method: 'POST', path: '/core/graphql', status: 200, address: '203.0.113.9', reqId: 'direct-log-1' });
  });
});
