/**
 * The public API's adversarial suite: the place for attacks on /oauth/token, /api/v1,
 * API client management and webhook delivery. Each test is an attack or a failure that got through once; add the next
 * attack on this surface here.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { apiClients, apiIdempotencyKeys, auditLog, businesses, payments, products, serviceLevelProducts, vendors, webhookDeliveries } from '../../api/db/schema';
import { PUBLIC_ROUTES, type PublicRoute } from '../../api/public-api/routes';
import { DEMO_API_CLIENT } from '../../api/seed/api-clients';
import { grantDebitConsent } from '../../api/seed/debit-consent';
import { postToCheckedAddress, runWebhookDeliveries } from '../../api/webhooks/deliver';
import { codeOf, startTestApi, type TestApi } from './harness';
import { openApiContract, type OpenApiContract } from './support/openapi-contract';
import { coreGraphql } from './graphql/core';
import { insertConsumer } from './support/factories';

const CREATE = coreGraphql(`mutation AdversarialPublicApiCreate($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id } credentials { clientId clientSecret } } }`);
const ROTATE = coreGraphql(`mutation AdversarialPublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientSecret } } }`);

describe('attacks on the public API', { timeout: 180_000 }, () => {
  let t: TestApi;
  let ownerToken: string;
  let acmePaper: string;
  /** The served document: every answer of an attack is still the one it documents. */
  let contract: OpenApiContract;

  const tokenRequest = (id: string, secret: string, source = '203.0.113.10') =>
    t.api.fetch(
      new Request('http://api.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': source },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: id, client_secret: secret }).toString(),
      }),
    );
  const accessToken = async (id: string = DEMO_API_CLIENT.clientId, secret: string = DEMO_API_CLIENT.clientSecret) => {
    const response = await tokenRequest(id, secret);
    const body = await response.json();
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    return body.access_token as string;
  };
  const call = async (method: string, path: string, token: string, body?: unknown, key?: string) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (key) headers['idempotency-key'] = key;
    const response = await t.api.fetch(new Request(`http://api.test${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }));
    const text = await response.text();
    const answer = { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
    expect(contract.answerErrors(method, path, answer.status, answer.body), `${method} ${path} ${answer.status} as the served document says`).toBeNull();
    return answer;
  };
  const newClient = async (name: string) => {
    ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
    const made = await t.gql(CREATE, { input: { name, applicationName: 'Attack' } }, { token: ownerToken });
    expect(made.errors).toBeUndefined();
    return { id: made.data!.createApiClient.apiClient.id as string, ...(made.data!.createApiClient.credentials as { clientId: string; clientSecret: string }) };
  };

  beforeAll(async () => {
    t = await startTestApi();
    contract = openApiContract(await (await t.api.fetch(new Request('http://api.test/api/v1/openapi.json'))).json());
    ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
    const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
    acmePaper = v.id;
  }, 300_000);
  afterAll(() => t.close());

  describe('idempotent writes and failures (item 12)', () => {
    /** Runs the route's own handler, then fails the way a crash or a lost connection would, before the answer is stored. */
    function failAfterEffect(operationId: string): () => void {
      const route = PUBLIC_ROUTES.find((r) => r.operationId === operationId)!;
      const original = route.handler;
      route.handler = async (input: Parameters<PublicRoute['handler']>[0]) => {
        await original(input);
        throw new Error('the process died before storing the answer');
      };
      return () => {
        route.handler = original;
      };
    }

    it('a failure after the payment was written leaves neither a payment nor a taken key: the retry pays once', async () => {
      const token = await accessToken();
      const body = { vendorId: acmePaper, amount: '1234', description: 'Failure after effect' };
      const restore = failAfterEffect('createPayment');
      let failed;
      try {
        failed = await call('POST', '/api/v1/payments', token, body, 'fail-after-effect');
      } finally {
        restore();
      }
      expect(failed.status).toBe(500);
      expect(await t.db.select().from(payments).where(eq(payments.description, 'Failure after effect'))).toHaveLength(0);
      const retried = await call('POST', '/api/v1/payments', token, body, 'fail-after-effect');
      expect(retried.status).toBe(201);
      expect(retried.headers.get('idempotent-replayed')).toBeNull();
      const replayed = await call('POST', '/api/v1/payments', token, body, 'fail-after-effect');
      expect(replayed.status).toBe(201);
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.id).toBe(retried.body.id);
      expect(await t.db.select().from(payments).where(eq(payments.description, 'Failure after effect'))).toHaveLength(1);
    });

    it('the same holds for a vendor created through the API: a failed request leaves no vendor', async () => {
      const token = await accessToken();
      const body = { name: 'Half Made Vendor', bankAccount: { bankName: 'Chase', routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Half Made' } };
      const restore = failAfterEffect('createVendor');
      try {
        expect((await call('POST', '/api/v1/vendors', token, body, 'vendor-fail')).status).toBe(500);
      } finally {
        restore();
      }
      expect(await t.db.select().from(vendors).where(eq(vendors.name, 'Half Made Vendor'))).toHaveLength(0);
      expect((await call('POST', '/api/v1/vendors', token, body, 'vendor-fail')).status).toBe(201);
    });

    it('ten requests at once with one key pay once: each answers with that payment or says the key is in use', async () => {
      const token = await accessToken();
      const body = { vendorId: acmePaper, amount: '2222', description: 'Concurrent key' };
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', '/api/v1/payments', token, body, 'concurrent-key')));
      const made = await t.db.select().from(payments).where(eq(payments.description, 'Concurrent key'));
      expect(made).toHaveLength(1);
      for (const a of answers) {
        if (a.status === 201) expect(a.body.id).toBe(made[0].id);
        else expect([a.status, a.body.type]).toEqual([409, ErrorCodes.idempotencyKeyInUse]);
      }
      expect(answers.filter((a) => a.status === 201 && !a.headers.get('idempotent-replayed'))).toHaveLength(1);
    });

    it('a claim a dead process left in progress is taken over, answering with the payment it had made, never a second one', async () => {
      const token = await accessToken();
      const [client] = await t.db.select().from(apiClients).where(eq(apiClients.clientId, DEMO_API_CLIENT.clientId));
      const body = { vendorId: acmePaper, amount: '4321', description: 'Stranded claim' };
      // What a process killed between the payment's commit and the answer's left behind (when the payment and the stored answer committed apart).
      const made = await call('POST', '/api/v1/payments', token, body, 'stranded-original');
      expect(made.status).toBe(201);
      await t.db.update(payments).set({ idempotencyKey: `api:${client.id}:stranded` }).where(eq(payments.id, made.body.id));
      const [original] = await t.db.select().from(apiIdempotencyKeys).where(and(eq(apiIdempotencyKeys.apiClientId, client.id), eq(apiIdempotencyKeys.key, 'stranded-original')));
      await t.db.insert(apiIdempotencyKeys).values({ apiClientId: client.id, key: 'stranded', fingerprint: original.fingerprint, createdAt: t.clock() });
      const retried = await call('POST', '/api/v1/payments', token, body, 'stranded');
      expect(retried.status).toBe(201);
      expect(retried.body.id).toBe(made.body.id);
      expect(await t.db.select().from(payments).where(eq(payments.description, 'Stranded claim'))).toHaveLength(1);
      const replayed = await call('POST', '/api/v1/payments', token, body, 'stranded');
      expect(replayed.headers.get('idempotent-replayed')).toBe('true');
      expect(replayed.body.id).toBe(made.body.id);
    });
  });

  describe('/oauth/token (item 10)', () => {
    it('30 wrong secrets from one source do not lock the owner out from theirs; the guessing source stays limited', async () => {
      const victim = await newClient('Lockout target');
      for (let i = 0; i < 30; i++) expect((await tokenRequest(victim.clientId, `pls_guess_${i}`, '198.51.100.66')).status).toBe(401);
      expect((await tokenRequest(victim.clientId, victim.clientSecret, '203.0.113.77')).status).toBe(200);
      const guesser = await tokenRequest(victim.clientId, 'pls_guess_31', '198.51.100.66');
      expect(guesser.status).toBe(429);
      expect(Number(guesser.headers.get('retry-after'))).toBeGreaterThan(0);
      // An RFC 6749 §5.2 error a stock client reads, not the device flow's slow_down.
      expect(await guesser.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) });
      expect(guesser.headers.get('cache-control')).toBe('no-store');
    });

    it('an Authorization header of another scheme is a failed client authentication: 401 invalid_client with a Basic challenge', async () => {
      for (const authorization of [`Bearer ${await accessToken()}`, 'Digest username="x"', 'Basic !!!not-base64', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
        const refused = await t.api.fetch(
          new Request('http://api.test/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization }, body: 'grant_type=client_credentials' }),
        );
        expect(refused.status, authorization).toBe(401);
        expect(refused.headers.get('www-authenticate')).toMatch(/^Basic realm=/);
        expect((await refused.json()).error).toBe('invalid_client');
      }
    });
  });

  describe('API tokens follow their client (item 11)', () => {
    it('a token minted before a rotation with grace "none" stops working at once', async () => {
      const c = await newClient('Rotated none');
      const token = await accessToken(c.clientId, c.clientSecret);
      expect((await call('GET', '/api/v1/vendors', token)).status).toBe(200);
      const rotated = await t.gql(ROTATE, { id: c.id, grace: 'none' }, { token: ownerToken });
      expect(rotated.errors).toBeUndefined();
      t.clock.advance(60_000);
      const refused = await call('GET', '/api/v1/vendors', token);
      expect(refused.status).toBe(401);
      expect(refused.body.type).toBe(ErrorCodes.unauthenticated);
      const fresh = await accessToken(c.clientId, rotated.data!.rotateApiClientSecret.credentials.clientSecret);
      expect((await call('GET', '/api/v1/vendors', fresh)).status).toBe(200);
    });

    it('a token of the old secret works while the grace lasts and stops when it ends', async () => {
      const c = await newClient('Rotated 1h');
      const rotated = await t.gql(ROTATE, { id: c.id, grace: '1h' }, { token: ownerToken });
      expect(rotated.errors).toBeUndefined();
      t.clock.advance(50 * 60_000);
      const old = await accessToken(c.clientId, c.clientSecret);
      expect((await call('GET', '/api/v1/vendors', old)).status).toBe(200);
      t.clock.advance(11 * 60_000);
      expect((await call('GET', '/api/v1/vendors', old)).status).toBe(401);
    });

    it('a live token stops working when the business loses the API product', async () => {
      const token = await accessToken();
      expect((await call('GET', '/api/v1/vendors', token)).status).toBe(200);
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const [api] = await t.db.select().from(products).where(eq(products.name, 'API'));
      const removed = await t.db
        .delete(serviceLevelProducts)
        .where(and(eq(serviceLevelProducts.serviceLevelId, northwind.serviceLevelId!), eq(serviceLevelProducts.productId, api.id)))
        .returning();
      try {
        // The client authenticates but may not use the grant any more: unauthorized_client (RFC 6749 §5.2), not invalid_grant.
        const minting = await tokenRequest(DEMO_API_CLIENT.clientId, DEMO_API_CLIENT.clientSecret);
        expect(minting.status).toBe(400);
        expect(await minting.json()).toEqual({ error: 'unauthorized_client', error_description: Messages.apiProductNotHeld });
        const refused = await call('GET', '/api/v1/vendors', token);
        expect(refused.status).toBe(403);
        expect(refused.headers.get('content-type')).toBe('application/problem+json');
        expect(refused.body).toMatchObject({ type: ErrorCodes.forbidden, detail: Messages.apiProductNotHeld });
        expect((await call('POST', '/api/v1/payments', token, { vendorId: acmePaper, amount: '100' }, 'no-product')).status).toBe(403);
      } finally {
        await t.db.insert(serviceLevelProducts).values(removed);
      }
      expect((await call('GET', '/api/v1/vendors', token)).status).toBe(200);
    });

    it('rotateApiClientSecret takes only the listed grace periods, never an inherited key', async () => {
      const c = await newClient('Proto grace');
      for (const grace of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', '']) {
        const result = await t.gql(ROTATE, { id: c.id, grace }, { token: ownerToken });
        expect(codeOf(result), grace).toBe(ErrorCodes.validation);
      }
      // The secret did not change: the original still gets a token.
      expect((await tokenRequest(c.clientId, c.clientSecret)).status).toBe(200);
    });
  });

  describe('refused collections are audited on every path (decision 054 follow-up)', () => {
    const COLLECT = coreGraphql(`mutation AdversarialPublicApiCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }`);
    const consumerOf = async (businessId: string, processStatus: string, consent: boolean) => {
      const row = await insertConsumer(t, { businessId, firstName: 'Audit', lastName: processStatus, processStatus, accountNumber: '99887766', accountHolderName: 'Audit' });
      if (consent) await grantDebitConsent(t.db, { id: row.id, businessId, routingNumber: '021000021', accountNumberLast4: '7766' }, t.clock());
      return row.id;
    };
    const blockedAudit = async (idempotencyKey: string) =>
      (await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'paymentsCollected'), eq(auditLog.outcome, 'blocked')))).filter(
        (a) => (a.details as { idempotencyKey?: string }).idempotencyKey === idempotencyKey,
      );

    it('a collection the public API refuses keeps its "blocked" audit row, though the request rolled back; a retry may still run', async () => {
      const token = await accessToken();
      const [client] = await t.db.select().from(apiClients).where(eq(apiClients.clientId, DEMO_API_CLIENT.clientId));
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const cases = [
        { key: 'audit-pending', consumerId: await consumerOf(northwind.id, 'pending', false), amount: '100', reason: Messages.consumerNotEnabled },
        // Refused by the engine's rule for consumer debits (decision 052), after the payer was found.
        { key: 'audit-over-limit', consumerId: await consumerOf(northwind.id, 'active', true), amount: '250001', reason: Messages.consumerDebitOverLimit('$2,500.00') },
      ];
      for (const c of cases) {
        const refused = await call('POST', '/api/v1/collections', token, { items: [{ consumerId: c.consumerId, amount: c.amount }] }, c.key);
        expect(refused.status, c.key).toBe(400);
        expect(refused.body.detail ?? refused.body.title).toBe(c.reason);
        const audits = await blockedAudit(`api:${client.id}:${c.key}`);
        expect(audits, c.key).toHaveLength(1);
        expect(audits[0].details).toMatchObject({ businessId: northwind.id, apiClientId: client.id, reason: c.reason });
        expect(await t.db.select().from(payments).where(eq(payments.consumerId, c.consumerId))).toEqual([]);
        expect(await t.db.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.key, c.key))).toEqual([]);
      }
    });

    it('the web path writes the same one row for a refusal by the engine', async () => {
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const consumerId = await consumerOf(northwind.id, 'active', true);
      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const refused = await t.gql(COLLECT, { input: { idempotencyKey: 'audit-web-over-limit', items: [{ consumerId, amount: 2_500_01 }] } }, { token: ownerToken });
      expect(refused.errors![0].message).toBe(Messages.consumerDebitOverLimit('$2,500.00'));
      const audits = await blockedAudit('audit-web-over-limit');
      expect(audits).toHaveLength(1);
      expect(audits[0].details).toMatchObject({ businessId: northwind.id, reason: Messages.consumerDebitOverLimit('$2,500.00') });
    });
  });

  describe('vendors through the API (item 11)', () => {
    it('refuses a case variant of an existing vendor’s name as the web does, as problem+json', async () => {
      const token = await accessToken();
      for (const [i, name] of ['ACME PAPER', 'acme paper', '  Acme Paper  '].entries()) {
        const body = { name, bankAccount: { bankName: 'Evil Bank', routingNumber: '021000021', accountNumber: '99999999', accountHolderName: 'Not Acme' } };
        const dup = await call('POST', '/api/v1/vendors', token, body, `dup-${i}`);
        expect(dup.status, name).toBe(400);
        expect(dup.headers.get('content-type')).toBe('application/problem+json');
        expect(dup.body).toMatchObject({ type: ErrorCodes.validation, status: 400, errors: { name: Messages.duplicateName } });
      }
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const same = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwind.id), like(vendors.name, '%cme%aper%')));
      expect(same.map((v) => v.name)).toEqual(['Acme Paper']);
    });
  });
});

describe('webhook delivery outside local and dev (items 10 and 11)', { timeout: 300_000 }, () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi({ config: { appEnv: 'prod' } });
  }, 300_000);
  afterAll(() => t.close());

  const ADD = coreGraphql(`mutation AdversarialPublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }`);

  it('refuses webhook URLs that reach our network through NAT64, 6to4, the hex v4-mapped form, 198.18.0.0/15 or a trailing dot', async () => {
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    const apiClientId = (await t.gql(coreGraphql(`query AdversarialPublicApiApiClients { apiClients { id } }`), {}, { token: owner })).data!.apiClients[0].id;
    for (const url of ['https://[64:ff9b::7f00:1]/x', 'https://[64:ff9b::a9fe:a9fe]/latest', 'https://[2002:7f00:1::]/x', 'https://[2002:a00:1::1]/x', 'https://[::ffff:7f00:1]/x', 'https://[::ffff:127.0.0.1]/x', 'https://198.18.0.1/x', 'https://198.19.255.254/x', 'https://localhost./x', 'https://api.localhost./x']) {
      const refused = await t.gql(ADD, { apiClientId, input: { url, events: ['payment.created'] } }, { token: owner });
      expect(codeOf(refused), url).toBe(ErrorCodes.validation);
    }
  });

  it('connects to the address it checked: a name that rebinds to a private address after the check is never called there', async () => {
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    const apiClientId = (await t.gql(coreGraphql(`query AdversarialPublicApiApiClients2 { apiClients { id } }`), {}, { token: owner })).data!.apiClients[0].id;
    const added = await t.gql(ADD, { apiClientId, input: { url: 'https://rebind.example.com/hook', events: ['payment.created'] } }, { token: owner });
    expect(added.errors).toBeUndefined();
    const tokenResponse = await t.api.fetch(
      new Request('http://api.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_API_CLIENT.clientId, client_secret: DEMO_API_CLIENT.clientSecret }).toString(),
      }),
    );
    const { access_token } = await tokenResponse.json();
    const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
    const created = await t.api.fetch(
      new Request('http://api.test/api/v1/payments', { method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', 'idempotency-key': 'rebind' }, body: JSON.stringify({ vendorId: v.id, amount: '100' }) }),
    );
    expect(created.status).toBe(201);
    // The name answers a public address to the check and a private one to any later lookup.
    let lookups = 0;
    const resolve = async () => (lookups++ === 0 ? ['93.184.215.14'] : ['169.254.169.254']);
    const connectedTo: (string | undefined)[] = [];
    const transport = (async (_url: string, init: RequestInit & { address?: string }) => {
      connectedTo.push(init.address);
      return new Response(null, { status: 204 });
    }) as unknown as typeof fetch;
    const report = await runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'prod', fetch: transport, resolve });
    expect(report.delivered).toBe(1);
    expect(connectedTo).toEqual(['93.184.215.14']);
    expect(lookups).toBe(1);
    const rows = await t.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.status, ['succeeded']));
    expect(rows).toHaveLength(1);
  });

  it('the delivery transport never looks the name up again: it opens its socket to the checked address', async () => {
    const received: { host?: string; path?: string; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push({ host: request.headers.host, path: request.url, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // The name does not resolve anywhere: only the pinned address can reach the listener.
      const response = await postToCheckedAddress(`http://hooks.rebinding.invalid:${port}/payloft`, { headers: { 'content-type': 'application/json' }, body: '{"ok":true}', signal: AbortSignal.timeout(5_000) }, '127.0.0.1');
      expect(response.status).toBe(204);
      expect(received).toEqual([{ host: `hooks.rebinding.invalid:${port}`, path: '/payloft', body: '{"ok":true}' }]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
