/** The public API: API clients, POST /oauth/token, /api/v1 (authorisation, idempotency, 64-bit amounts, rate limit), the OpenAPI contract and webhooks. */
import { Validator } from '@seriousme/openapi-schema-validator';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SAME_DAY_ENTRY_LIMIT_CENTS, SameDayMessages } from '../../domain/same-day-ach';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { auditLog, businesses, payments, vendors, webhookDeliveries } from '../../api/db/schema';
import { createApi } from '../../api/app';
import { openApiDocument } from '../../api/public-api/openapi';
import { PUBLIC_ROUTES } from '../../api/public-api/routes';
import { DEMO_API_CLIENT } from '../../api/seed/api-clients';
import { runWebhookDeliveries } from '../../api/webhooks/deliver';
import { MAX_AMOUNT_CENTS } from '../../api/modules/payments/service';
import { codeOf, setPaymentLimit, startTestApi, type TestApi } from './harness';
import { openApiContract, type OpenApiContract } from './support/openapi-contract';
import { grantDebitConsent } from '../../api/seed/debit-consent';
import { coreGraphql } from './graphql/core';
import { insertConsumer } from './support/factories';

const CLIENT_FIELDS = 'id name applicationName clientId isExpired expiredAt { date time timezone at } previousSecretExpiresAt';
const CREATE = `mutation($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { ${CLIENT_FIELDS} } credentials { clientId clientSecret } } }`;

/** Checks a response against the route table's schema for that status: the schema the OpenAPI document is generated from, and that the document lists it. */
const routeOf = (method: string, path: string) => PUBLIC_ROUTES.find((r) => r.method === method && new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));

/** Set once the served document is read: every answer is checked against it by ajv too. */
let contract: OpenApiContract;

function expectContract(method: string, path: string, status: number, body: unknown) {
  const route = routeOf(method, path);
  expect(route, `${method} ${path} is a route`).toBeDefined();
  const response = route!.responses[status];
  expect(response, `${method} ${path} documents ${status}`).toBeDefined();
  const doc = openApiDocument('http://api.test') as any;
  expect(doc.paths[`/api/v1${route!.path}`][method].responses[String(status)]).toBeDefined();
  const parsed = response.schema!.safeParse(body);
  expect(parsed.success ? null : parsed.error.issues).toBeNull();
  expect(contract.responseErrors(method, `/api/v1${route!.path}`, status, body), `${method} ${path} ${status} as the served document says`).toBeNull();
}

describe('the API product', { timeout: 180_000 }, () => {
  let t: TestApi;
  let ownerToken: string;
  let client: { id: string; clientId: string; clientSecret: string };

  const http = async (method: string, path: string, options: { token?: string; body?: unknown; headers?: Record<string, string>; raw?: string } = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await t.api.fetch(new Request(`http://api.test${path}`, { method, headers, body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)) }));
    const text = await response.text();
    const body = text ? JSON.parse(text) : null;
    // Every answer of a documented route in these tests must match its documented schema for that status.
    const route = path.startsWith('/api/v1/') ? routeOf(method.toLowerCase(), path.slice('/api/v1'.length).split('?')[0]) : undefined;
    if (route) expectContract(method.toLowerCase(), path.slice('/api/v1'.length).split('?')[0], response.status, body);
    return { status: response.status, headers: response.headers, body };
  };
  const tokenRequest = (form: Record<string, string>, basic?: [string, string]) =>
    t.api.fetch(
      new Request('http://api.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(basic ? { authorization: `Basic ${Buffer.from(`${encodeURIComponent(basic[0])}:${encodeURIComponent(basic[1])}`).toString('base64')}` } : {}) },
        body: new URLSearchParams(form).toString(),
      }),
    );
  const accessToken = async (id = client.clientId, secret = client.clientSecret) => {
    const response = await tokenRequest({ grant_type: 'client_credentials' }, [id, secret]);
    const body = await response.json();
    if (response.status !== 200) throw new Error(JSON.stringify(body));
    return body.access_token as string;
  };

  beforeAll(async () => {
    t = await startTestApi();
    contract = openApiContract(await (await t.api.fetch(new Request('http://api.test/api/v1/openapi.json'))).json());
    await setPaymentLimit(t.db, 'Northwind Supply Co.', MAX_AMOUNT_CENTS);
    ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
    const made = await t.gqlUntyped('core', CREATE, { input: { name: 'Ledger sync', applicationName: 'Ledger' } }, { token: ownerToken });
    expect(made.errors).toBeUndefined();
    client = { id: made.data!.createApiClient.apiClient.id, ...made.data!.createApiClient.credentials };
  }, 300_000);
  afterAll(() => t.close());

  describe('API clients (GraphQL)', () => {
    it('shows the secret once and stores only its hash; lists without secrets', async () => {
      expect(client.clientSecret).toMatch(/^pls_/);
      const list = await t.gqlUntyped('core', `{ apiClients { ${CLIENT_FIELDS} } }`, {}, { token: ownerToken });
      expect(list.data!.apiClients.map((c: any) => c.name)).toEqual(expect.arrayContaining(['Northwind ERP', 'Ledger sync']));
      expect(JSON.stringify(list)).not.toContain(client.clientSecret);
    });

    it('audits every create, update, rotate and remove; a removed client gets no token', async () => {
      const made = await t.gqlUntyped('core', CREATE, { input: { name: 'Audited', applicationName: 'Audit' } }, { token: ownerToken });
      const { apiClient, credentials } = made.data!.createApiClient;
      await t.gql(coreGraphql(`mutation PublicApiUpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }`), { id: apiClient.id, input: { name: 'Audited 2', applicationName: 'Audit' } }, { token: ownerToken });
      await t.gql(coreGraphql(`mutation PublicApiRotateApiClientSecret($id: ID!) { rotateApiClientSecret(id: $id, grace: "none") { apiClient { id } } }`), { id: apiClient.id }, { token: ownerToken });
      const removed = await t.gql(coreGraphql(`mutation PublicApiRemoveApiClient($id: ID!) { removeApiClient(id: $id) }`), { id: apiClient.id }, { token: ownerToken });
      expect(removed.data!.removeApiClient).toBe(true);
      const rows = await t.db.select().from(auditLog).where(sql`${auditLog.details}->>'apiClientId' = ${apiClient.id}`);
      expect(rows.map((r) => r.action).sort()).toEqual(['apiClientCreated', 'apiClientRemoved', 'apiClientSecretRotated', 'apiClientUpdated']);
      const response = await tokenRequest({ grant_type: 'client_credentials' }, [credentials.clientId, credentials.clientSecret]);
      expect(response.status).toBe(401);
    });

    it("refuses a second client of the business's with the same name, whatever its case, on create and on rename", async () => {
      const again = await t.gqlUntyped('core', CREATE, { input: { name: 'LEDGER SYNC', applicationName: 'Other' } }, { token: ownerToken });
      expect(again.errors![0].extensions!.fieldErrors).toEqual({ name: Messages.duplicateName });
      const other = await t.gqlUntyped('core', CREATE, { input: { name: 'Ledger export', applicationName: 'Other' } }, { token: ownerToken });
      expect(other.errors).toBeUndefined();
      const UPDATE = coreGraphql(`mutation PublicApiRenameApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id name } }`);
      const renamed = await t.gql(UPDATE, { id: other.data!.createApiClient.apiClient.id, input: { name: 'Ledger Sync', applicationName: 'Other' } }, { token: ownerToken });
      expect(renamed.errors![0].extensions!.fieldErrors).toEqual({ name: Messages.duplicateName });
      // Its own name again is no clash.
      expect((await t.gql(UPDATE, { id: other.data!.createApiClient.apiClient.id, input: { name: 'Ledger export', applicationName: 'Renamed app' } }, { token: ownerToken })).errors).toBeUndefined();
    });

    it('defaults the expiry to 00:00 America/Los_Angeles', async () => {
      const made = await t.gqlUntyped('core', CREATE, { input: { name: 'Expiring', applicationName: 'App', expiredAt: { date: '2027-01-15' } } }, { token: ownerToken });
      expect(made.data!.createApiClient.apiClient.expiredAt).toEqual({ date: '2027-01-15', time: '00:00', timezone: 'America/Los_Angeles', at: '2027-01-15T08:00:00.000Z' });
    });

    it('refuses an employee without rights and a business without the API product', async () => {
      const clerk = (await t.tokensFor('clerk@northwind.test')).accessToken;
      expect(codeOf(await t.gqlUntyped('core', CREATE, { input: { name: 'X', applicationName: 'Y' } }, { token: clerk }))).toBe(ErrorCodes.forbidden);
      const bayside = (await t.tokensFor('owner@bayside.test')).accessToken;
      expect(codeOf(await t.gql(coreGraphql(`query PublicApiApiClients { apiClients { id } }`), {}, { token: bayside }))).toBe(ErrorCodes.forbidden);
    });

    it('passes the setup MFA gate: an owner with MFA and no fresh setup verification is refused', async () => {
      const secure = (await t.tokensFor('secure@northwind.test')).accessToken;
      const result = await t.gqlUntyped('core', CREATE, { input: { name: 'Gate', applicationName: 'Gate' } }, { token: secure });
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: ErrorCodes.forbidden, reason: 'setupVerificationRequired' });
    });
  });

  describe('POST /oauth/token', () => {
    it('issues a token for client_secret_basic and client_secret_post', async () => {
      const basic = await tokenRequest({ grant_type: 'client_credentials' }, [client.clientId, client.clientSecret]);
      expect(basic.status).toBe(200);
      expect(basic.headers.get('cache-control')).toBe('no-store');
      expect(await basic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'payments' });
      const post = await tokenRequest({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret });
      expect(post.status).toBe(200);
    });

    it('answers the RFC error bodies', async () => {
      const wrong = await tokenRequest({ grant_type: 'client_credentials' }, [client.clientId, 'pls_wrong']);
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('www-authenticate')).toMatch(/^Basic/);
      expect(await wrong.json()).toMatchObject({ error: 'invalid_client' });
      const grant = await tokenRequest({ grant_type: 'password' }, [client.clientId, client.clientSecret]);
      expect(grant.status).toBe(400);
      expect(await grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
      const none = await tokenRequest({ grant_type: 'client_credentials' });
      expect((await none.json()).error).toBe('invalid_client');
    });

    it('publishes the authorization server metadata (RFC 8414) a stock client discovers the token endpoint from', async () => {
      const response = await t.api.fetch(new Request('http://api.test/.well-known/oauth-authorization-server'));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      const metadata = await response.json();
      // The API's public URL when configured (the test API has none: the request's origin stands in).
      const issuer = t.config.apiPublicUrl ?? 'http://api.test';
      expect(metadata).toEqual({
        issuer,
        token_endpoint: `${issuer}/oauth/token`,
        grant_types_supported: ['client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['payments'],
        response_types_supported: [],
        service_documentation: `${issuer}/api/v1/openapi.json`,
      });
      // The issuer is a URL without query or fragment, and the token endpoint it names is the one that answers.
      expect(new URL(metadata.issuer).search + new URL(metadata.issuer).hash).toBe('');
      const minted = await t.api.fetch(
        new Request(metadata.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: client.clientId, client_secret: client.clientSecret }).toString(),
        }),
      );
      expect(minted.status).toBe(200);
      expect((await t.api.fetch(new Request('http://api.test/.well-known/oauth-authorization-server', { method: 'POST' }))).status).toBe(405);
    });

    it('refuses an expired client, and its tokens stop working', async () => {
      const made = await t.gqlUntyped('core', CREATE, { input: { name: 'Soon expired', applicationName: 'App', expiredAt: { date: '2026-11-22', time: '00:00', timezone: 'UTC' } } }, { token: ownerToken });
      const creds = made.data!.createApiClient.credentials;
      const token = await accessToken(creds.clientId, creds.clientSecret);
      expect((await http('GET', '/api/v1/vendors', { token })).status).toBe(200);
      t.clock.advance(13 * 3_600_000);
      const refused = await tokenRequest({ grant_type: 'client_credentials' }, [creds.clientId, creds.clientSecret]);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: 'invalid_client', error_description: 'The client has expired' });
      expect((await http('GET', '/api/v1/vendors', { token })).status).toBe(401);
    });

    it('keeps the old secret during the rotation grace period and not after', async () => {
      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const made = await t.gqlUntyped('core', CREATE, { input: { name: 'Rotating', applicationName: 'App' } }, { token: ownerToken });
      const old = made.data!.createApiClient.credentials;
      const rotate = coreGraphql(`mutation PublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientId clientSecret } apiClient { previousSecretExpiresAt } } }`);
      const rotated = await t.gql(rotate, { id: made.data!.createApiClient.apiClient.id, grace: '1h' }, { token: ownerToken });
      const fresh = rotated.data!.rotateApiClientSecret.credentials;
      expect(fresh.clientSecret).not.toBe(old.clientSecret);
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [old.clientId, old.clientSecret])).status).toBe(200);
      t.clock.advance(61 * 60_000);
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [old.clientId, old.clientSecret])).status).toBe(401);
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [fresh.clientId, fresh.clientSecret])).status).toBe(200);
      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const none = await t.gql(rotate, { id: made.data!.createApiClient.apiClient.id, grace: 'none' }, { token: ownerToken });
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [fresh.clientId, fresh.clientSecret])).status).toBe(401);
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [fresh.clientId, none.data!.rotateApiClientSecret.credentials.clientSecret])).status).toBe(200);
    });

    it('works with the seeded demo client', async () => {
      expect((await tokenRequest({ grant_type: 'client_credentials' }, [DEMO_API_CLIENT.clientId, DEMO_API_CLIENT.clientSecret])).status).toBe(200);
    });

    it('does not take a user access token as a client token', async () => {
      const result = await http('GET', '/api/v1/payments', { token: ownerToken });
      expect(result.status).toBe(401);
      expect(result.body.type).toBe(ErrorCodes.unauthenticated);
    });
  });

  describe('/api/v1', () => {
    let token: string;
    let vendorId: string;
    beforeAll(async () => {
      token = await accessToken();
      const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
      vendorId = v.id;
    }, 120_000);

    it('takes Same Day ACH as an explicit choice: refused over the limit and while closed (the clock is a Saturday), standard by default', async () => {
      const over = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: String(SAME_DAY_ENTRY_LIMIT_CENTS + 1), sameDayAch: true }, headers: { 'idempotency-key': 'same-day-over' } });
      expect(over.status).toBe(400);
      expect(over.body.type).toBe(ErrorCodes.validation);
      expect(JSON.stringify(over.body)).toContain(SameDayMessages.overLimit);
      const closed = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: '100', sameDayAch: true }, headers: { 'idempotency-key': 'same-day-closed' } });
      expect(closed.status).toBe(400);
      expect(JSON.stringify(closed.body)).toContain('Same Day ACH is closed for today');
      const standard = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: '100', description: 'Standard by default' }, headers: { 'idempotency-key': 'same-day-standard' } });
      expect(standard.status).toBe(201);
      const [row] = await t.db.select().from(payments).where(eq(payments.description, 'Standard by default'));
      expect(row.sameDayAch).toBe(false);
    });

    it('creates a payment once per Idempotency-Key: replay, 409 on another body, 400 without a key', async () => {
      const body = { vendorId, amount: '2147483648', description: 'Invoice 1001' };
      const first = await http('POST', '/api/v1/payments', { token, body, headers: { 'idempotency-key': 'order-1001' } });
      expect(first.status).toBe(201);
      expectContract('post', '/payments', 201, first.body);
      expect(first.body).toMatchObject({ kind: 'api', amount: '2147483648', currency: 'USD', status: 'pending_approval' });
      const again = await http('POST', '/api/v1/payments', { token, body: { description: 'Invoice 1001', amount: '2147483648', vendorId }, headers: { 'idempotency-key': 'order-1001' } });
      expect(again.status).toBe(201);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await t.db.select().from(payments).where(eq(payments.description, 'Invoice 1001'))).toHaveLength(1);
      const other = await http('POST', '/api/v1/payments', { token, body: { ...body, amount: '100' }, headers: { 'idempotency-key': 'order-1001' } });
      expect(other.status).toBe(409);
      expect(other.headers.get('content-type')).toBe('application/problem+json');
      expect(other.body.type).toBe(ErrorCodes.idempotencyKeyReused);
      expectContract('post', '/payments', 409, other.body);
      const missing = await http('POST', '/api/v1/payments', { token, body });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ type: ErrorCodes.validation, status: 400 });
      expect(missing.body.errors['idempotency-key']).toBeDefined();
      expectContract('post', '/payments', 400, missing.body);
    });

    it('keeps amounts 64-bit safe: above 2^31 is exact, above the maximum or 2^53 is refused, never rounded', async () => {
      const big = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: 4294967297 }, headers: { 'idempotency-key': 'big-number' } });
      expect(big.status).toBe(201);
      expect(big.body.amount).toBe('4294967297');
      const [row] = await t.db.select().from(payments).where(eq(payments.id, big.body.id));
      expect(row.amount).toBe(4294967297);
      const huge = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: '9007199254740993' }, headers: { 'idempotency-key': 'huge' } });
      expect(huge.status).toBe(400);
      expect(huge.body.errors.amount).toMatch(/at most/);
      const unsafe = await http('POST', '/api/v1/payments', { token, raw: `{"vendorId":"${vendorId}","amount":9007199254740993}`, headers: { 'idempotency-key': 'unsafe', 'content-type': 'application/json' } });
      expect(unsafe.status).toBe(400);
    });

    it('reads a payment with its history, lists with filters and cursor, cancels before processing', async () => {
      const made = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: '5000' }, headers: { 'idempotency-key': 'list-1' } });
      const got = await http('GET', `/api/v1/payments/${made.body.id}`, { token });
      expect(got.status).toBe(200);
      expectContract('get', '/payments/{id}', 200, got.body);
      expect(got.body.statusHistory.map((h: any) => h.status), 'one spelling: the status words of the resource').toEqual(['created', 'pending_approval']);
      const first = await http('GET', '/api/v1/payments?kind=api&limit=1', { token });
      expectContract('get', '/payments', 200, first.body);
      expect(first.body.data).toHaveLength(1);
      expect(first.body.hasMore).toBe(true);
      const second = await http('GET', `/api/v1/payments?kind=api&limit=1&cursor=${first.body.nextCursor}`, { token });
      expect(second.body.data[0].id).not.toBe(first.body.data[0].id);
      const all = await http('GET', '/api/v1/payments?kind=api&limit=100', { token });
      expect(all.body.data.every((p: any) => p.kind === 'api')).toBe(true);
      const canceled = await http('POST', `/api/v1/payments/${made.body.id}/cancel`, { token });
      expect(canceled.status).toBe(200);
      expect(canceled.body.status).toBe('canceled');
      expectContract('post', '/payments/{id}/cancel', 200, canceled.body);
      const filtered = await http('GET', '/api/v1/payments?status=canceled&kind=api', { token });
      expect(filtered.body.data.map((p: any) => p.id)).toContain(made.body.id);
      const bad = await http('GET', '/api/v1/payments?status=nope', { token });
      expect(bad.status).toBe(400);
    });

    it('shows API payments in the API report and the transaction lists like any other payment', async () => {
      const made = await http('POST', '/api/v1/payments', { token, body: { vendorId, amount: '4321', description: 'Report me' }, headers: { 'idempotency-key': 'report-1' } });
      expect(made.status).toBe(201);
      const LIST = (name: string) => `query { ${name}(limit: 100) { edges { node { id type moneyAmount } } } }`;
      const report = await t.gqlUntyped('reports', LIST('apiPaymentTransferTransactions'), {}, { token: ownerToken });
      expect(report.errors).toBeUndefined();
      expect(report.data!.apiPaymentTransferTransactions.edges.map((e: any) => e.node)).toContainEqual(expect.objectContaining({ id: made.body.id, type: 'api' }));
      const all = await t.gqlUntyped('reports', LIST('paymentTransferTransactions'), {}, { token: ownerToken });
      expect(all.data!.paymentTransferTransactions.edges.map((e: any) => e.node.id)).toContain(made.body.id);
      // Another business's report never shows it.
      const bayside = (await t.tokensFor('owner@bayside.test')).accessToken;
      const theirs = await t.gqlUntyped('reports', LIST('paymentTransferTransactions'), {}, { token: bayside });
      expect((theirs.data?.paymentTransferTransactions.edges ?? []).map((e: any) => e.node.id)).not.toContain(made.body.id);
    });

    it('creates, lists and reads vendors with bank details (last4 only)', async () => {
      const body = { name: 'Zephyr Cleaning', city: 'Chicago', bankAccount: { bankName: 'Chase', routingNumber: '021000021', accountNumber: '123456789', accountHolderName: 'Zephyr LLC' } };
      const made = await http('POST', '/api/v1/vendors', { token, body, headers: { 'idempotency-key': 'vendor-zephyr' } });
      expect(made.status).toBe(201);
      expectContract('post', '/vendors', 201, made.body);
      expect(made.body.bankAccount).toMatchObject({ accountNumberLast4: '6789' });
      expect(JSON.stringify(made.body)).not.toContain('123456789');
      const dup = await http('POST', '/api/v1/vendors', { token, body, headers: { 'idempotency-key': 'vendor-zephyr-2' } });
      expect(dup.status).toBe(400);
      expect(dup.body.errors.name).toBe(Messages.duplicateName);
      const list = await http('GET', '/api/v1/vendors?limit=100', { token });
      expectContract('get', '/vendors', 200, list.body);
      expect(list.body.data.map((v: any) => v.name)).toContain('Zephyr Cleaning');
      const got = await http('GET', `/api/v1/vendors/${made.body.id}`, { token });
      expectContract('get', '/vendors/{id}', 200, got.body);
      const pay = await http('POST', '/api/v1/payments', { token, body: { vendorId: made.body.id, amount: '100' }, headers: { 'idempotency-key': 'pay-zephyr' } });
      expect(pay.status).toBe(201);
    });

    it('lists consumers and sends funds (OnDemandPayments)', async () => {
      const list = await http('GET', '/api/v1/consumers', { token });
      expect(list.status).toBe(200);
      expectContract('get', '/consumers', 200, list.body);
      const ready = list.body.data.find((c: any) => c.registrationStatus === 'completed');
      if (ready) {
        const sent = await http('POST', '/api/v1/send-funds-to-customer', { token, body: { consumerId: ready.id, amount: '2500' }, headers: { 'idempotency-key': 'funds-1' } });
        expect(sent.status).toBe(201);
        expect(sent.body.kind).toBe('onDemand');
        expectContract('post', '/send-funds-to-customer', 201, sent.body);
      }
      const unknown = await http('POST', '/api/v1/send-funds-to-customer', { token, body: { consumerId: '00000000-0000-4000-8000-000000000000', amount: '2500' }, headers: { 'idempotency-key': 'funds-2' } });
      expect(unknown.status).toBe(404);
    });

    it('never reads or writes another business’s data', async () => {
      const [bayside] = await t.db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
      const [theirVendor] = await t.db.select().from(vendors).where(eq(vendors.businessId, bayside.id));
      const [theirPayment] = await t.db.select().from(payments).where(eq(payments.businessId, bayside.id));
      expect((await http('GET', `/api/v1/vendors/${theirVendor.id}`, { token })).status).toBe(404);
      expect((await http('POST', '/api/v1/payments', { token, body: { vendorId: theirVendor.id, amount: '100' }, headers: { 'idempotency-key': 'steal' } })).status).toBe(404);
      if (theirPayment) {
        expect((await http('GET', `/api/v1/payments/${theirPayment.id}`, { token })).status).toBe(404);
        expect((await http('POST', `/api/v1/payments/${theirPayment.id}/cancel`, { token })).status).toBe(404);
      }
      const mine = await http('GET', '/api/v1/payments?limit=100', { token });
      expect(mine.body.data.every((p: any) => p.id !== theirPayment?.id)).toBe(true);
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const rows = await t.db.select({ businessId: payments.businessId }).from(payments).where(eq(payments.kind, 'api'));
      expect(rows.every((r) => r.businessId === northwind.id || r.businessId !== bayside.id)).toBe(true);
    });

    it('collects from an enabled consumer through the same rules as the web (POST /collections), once per key', async () => {
      const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
      const [bayside] = await t.db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
      const consumer = async (businessId: string, processStatus: string) =>
        (await insertConsumer(t, { businessId, firstName: 'Ada', lastName: processStatus, processStatus, accountNumber: '99887766', accountHolderName: 'Ada' })).id;
      // An enabled consumer has accepted a debit authorization and had the account validated (decision 052).
      const consenting = async (businessId: string, processStatus: string) => {
        const id = await consumer(businessId, processStatus);
        await grantDebitConsent(t.db, { id, businessId, routingNumber: '021000021', accountNumberLast4: '7766' }, t.clock());
        return id;
      };
      const active = await consenting(northwind.id, 'active');
      const body = { items: [{ consumerId: active, amount: '4200', referenceNumber: 'API-1', phoneNumber: '+1 312 555 0100' }] };
      const made = await http('POST', '/api/v1/collections', { token, body, headers: { 'idempotency-key': 'collect-1' } });
      expect(made.status).toBe(201);
      expect(made.body.data[0]).toMatchObject({ kind: 'instantCollection', collectionType: 'instantCollection', consumerId: active, amount: '4200', destination: { accountNumberLast4: '7766' } });
      const again = await http('POST', '/api/v1/collections', { token, body, headers: { 'idempotency-key': 'collect-1' } });
      expect(again.body.data[0].id).toBe(made.body.data[0].id);
      expect(await t.db.select().from(payments).where(and(eq(payments.consumerId, active), eq(payments.kind, 'instantCollection')))).toHaveLength(1);
      const pending = await http('POST', '/api/v1/collections', { token, body: { items: [{ consumerId: await consumer(northwind.id, 'pending'), amount: '100' }] }, headers: { 'idempotency-key': 'collect-2' } });
      expect(pending.status).toBe(400);
      expect(pending.body.detail ?? pending.body.title).toBe(Messages.consumerNotEnabled);
      const theirs = await http('POST', '/api/v1/collections', { token, body: { items: [{ consumerId: await consumer(bayside.id, 'active'), amount: '100' }] }, headers: { 'idempotency-key': 'collect-3' } });
      expect(theirs.status).toBe(400);
      expect(theirs.body.detail ?? theirs.body.title).toBe(Messages.consumerNotFound);
      // Northwind does not hold InstantCollectionForCustomer.
      const customer = await http('POST', '/api/v1/collections', { token, body: { items: [{ customerBusinessId: bayside.id, amount: '100' }] }, headers: { 'idempotency-key': 'collect-4' } });
      expect(customer.status).toBe(403);
    });

    it('answers problem details for a bad token, an unknown route and a bad id', async () => {
      const none = await http('GET', '/api/v1/payments');
      expect(none.status).toBe(401);
      expect(none.body.type).toBe(ErrorCodes.unauthenticated);
      expectContract('get', '/payments', 401, none.body);
      expect((await http('GET', '/api/v1/nothing', { token })).status).toBe(404);
      expect((await http('GET', '/api/v1/payments/not-a-uuid', { token })).status).toBe(400);
    });
  });

  describe('OpenAPI', () => {
    it('serves a document that an independent validator accepts, listing every route', async () => {
      const served = await http('GET', '/api/v1/openapi.json');
      expect(served.status).toBe(200);
      expect(served.body.openapi).toBe('3.1.0');
      const result = await new Validator().validate(served.body);
      expect(result.errors ?? null).toBeNull();
      expect(result.valid).toBe(true);
      for (const route of PUBLIC_ROUTES) expect(served.body.paths[`/api/v1${route.path}`][route.method].operationId).toBe(route.operationId);
    });

    it('names the address the API answers at (API_PUBLIC_URL) as its server and token URL, never "/"', async () => {
      const at = await startTestApi({ config: { apiPublicUrl: 'https://api.payloft.example/' } });
      try {
        const served = await (await at.api.fetch(new Request('http://internal:4000/api/v1/openapi.json'))).json();
        expect(served.servers.map((s: { url: string }) => s.url)).toEqual(['https://api.payloft.example']);
        expect(served.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe('https://api.payloft.example/oauth/token');
      } finally {
        await at.close();
      }
    });
  });

  describe('rate limit', () => {
    it('answers 429 with Retry-After past the per-client limit, shared through the database', async () => {
      const limited = await startTestApi({ config: { apiRateLimitPerMinute: 3 } });
      try {
        const response = await limited.api.fetch(
          new Request('http://api.test/oauth/token', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_API_CLIENT.clientId, client_secret: DEMO_API_CLIENT.clientSecret }).toString(),
          }),
        );
        const { access_token } = await response.json();
        // A second copy of the services over the same database shares the client's window.
        const copy = createApi({ db: limited.db, config: limited.config, clock: limited.clock });
        const statuses: number[] = [];
        let last: Response | undefined;
        for (let i = 0; i < 4; i++) {
          const services = i % 2 === 0 ? limited.api : copy;
          last = await services.fetch(new Request('http://api.test/api/v1/vendors', { headers: { authorization: `Bearer ${access_token}` } }));
          statuses.push(last.status);
        }
        expect(statuses).toEqual([200, 200, 200, 429]);
        expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await last!.json()).type).toBe(ErrorCodes.rateLimited);
      } finally {
        await limited.close();
      }
    });
  });

  describe('webhooks', () => {
    const ADD = coreGraphql(`mutation PublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url events } signingSecret } }`);

    it('delivers signed events in order, retries a failing endpoint with backoff, and resends on request', async () => {
      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const added = await t.gql(ADD, { apiClientId: client.id, input: { url: 'http://127.0.0.1:4400/webhooks', events: ['payment.created', 'payment.canceled'] } }, { token: ownerToken });
      expect(added.errors).toBeUndefined();
      const { signingSecret, endpoint } = added.data!.createWebhookEndpoint;
      const token = await accessToken();
      const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
      const made = await http('POST', '/api/v1/payments', { token, body: { vendorId: v.id, amount: '777' }, headers: { 'idempotency-key': 'hook-1' } });
      await http('POST', `/api/v1/payments/${made.body.id}/cancel`, { token });
      const sent: { body: string; headers: Record<string, string> }[] = [];
      let answer = 500;
      const fakeFetch = (async (_url: string, init: RequestInit) => {
        sent.push({ body: String(init.body), headers: init.headers as Record<string, string> });
        return new Response(null, { status: answer });
      }) as unknown as typeof fetch;
      const run = () => runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'local', fetch: fakeFetch });

      // The endpoint fails: the first event is retried later, the second waits behind it.
      expect(await run()).toMatchObject({ delivered: 0, retried: 1, waiting: 1 });
      expect(sent).toHaveLength(1);
      const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.paymentId, made.body.id));
      expect(rows.find((r) => r.eventType === 'payment.created')).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
      answer = 204;
      t.clock.advance(6_000);
      await run();
      t.clock.advance(2_000);
      await run();
      const types = sent.map((s) => JSON.parse(s.body).type);
      expect(types).toEqual(['payment.created', 'payment.created', 'payment.canceled']);
      // Every payload as the served document says (a vendor payment's collectionType is null).
      for (const s of sent) expect(contract.webhookErrors(JSON.parse(s.body))).toBeNull();
      // Signed per Standard Webhooks: the library's verifier accepts it with the endpoint's secret and not another.
      const last = sent[sent.length - 1];
      // The verifier checks the timestamp against its own clock: set it to the test's.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(t.clock());
      try {
        const verified = new Webhook(signingSecret).verify(last.body, last.headers) as any;
        expect(verified.data).toMatchObject({ id: made.body.id, status: 'canceled', amount: '777' });
        expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(last.body, last.headers)).toThrow();
        expect(() => new Webhook(signingSecret).verify(last.body.replace('777', '778'), last.headers)).toThrow();
      } finally {
        vi.useRealTimers();
      }
      const after = await t.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.endpointId, endpoint.id)));
      expect(after.every((r) => r.status === 'succeeded')).toBe(true);

      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const log = await t.gql(coreGraphql(`query PublicApiApiClients2 { apiClients { id webhookEndpoints { id deliveries { id eventType status attempts responseStatus } } } }`), {}, { token: ownerToken });
      const mine = log.data!.apiClients.find((c) => c.id === client.id)!.webhookEndpoints[0];
      expect(mine.deliveries).toHaveLength(2);
      const resend = await t.gql(coreGraphql(`mutation PublicApiResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { status } }`), { id: mine.deliveries[0].id }, { token: ownerToken });
      expect(resend.data!.resendWebhookDelivery.status).toBe('pending');
      sent.length = 0;
      await run();
      expect(sent).toHaveLength(1);
      expect(sent[0].headers['webhook-id']).toBe(after.find((r) => r.id === mine.deliveries[0].id)!.eventId);
    });

    it('gives up after 3 days of failures', async () => {
      const pending = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
      expect(pending).toHaveLength(0);
      const token = await accessToken();
      const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
      const made = await http('POST', '/api/v1/payments', { token, body: { vendorId: v.id, amount: '778' }, headers: { 'idempotency-key': 'hook-2' } });
      const failing = (async () => new Response(null, { status: 503 })) as unknown as typeof fetch;
      let attempts = 0;
      for (let hour = 0; hour < 80; hour++) {
        const report = await runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'local', fetch: failing });
        attempts += report.retried + report.failed;
        t.clock.advance(3_600_000);
      }
      const [row] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.paymentId, made.body.id));
      expect(row.status).toBe('failed');
      expect(row.attempts).toBe(attempts);
      expect(row.attempts).toBeGreaterThan(5);
    });

    it('delivers the events of a cycle run as of a later time now, each payload keeping the time it happened', async () => {
      ownerToken = (await t.tokensFor('owner@northwind.test')).accessToken;
      const added = await t.gql(ADD, { apiClientId: client.id, input: { url: 'http://127.0.0.1:4400/as-of', events: ['payment.created', 'payment.processing', 'payment.succeeded', 'payment.failed'] } }, { token: ownerToken });
      expect(added.errors).toBeUndefined();
      const token = await accessToken();
      const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
      const made = await http('POST', '/api/v1/payments', { token, body: { vendorId: v.id, amount: '779' }, headers: { 'idempotency-key': 'hook-as-of' } });
      const approved = await t.gql(coreGraphql(`mutation PublicApiApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`), { ids: [made.body.id] }, { token: ownerToken });
      expect(approved.data!.approvePayments.skippedIds).toEqual([]);
      // The README's flow: run the cycle as of the payment's due time, hours ahead of the system's.
      const asOf = new Date(new Date(made.body.dueAt).getTime() + 3_600_000);
      const admin = (await t.tokensFor('admin@payloft.test')).accessToken;
      const cycle = await t.gql(coreGraphql(`mutation PublicApiRunProcessingCycle($at: String) { runProcessingCycle(at: $at) { at succeeded failed filedPayments } }`), { at: asOf.toISOString() }, { token: admin });
      expect(cycle.errors).toBeUndefined();

      const sent: { type: string; timestamp: string; data: { id: string } }[] = [];
      const fakeFetch = (async (url: string, init: RequestInit) => {
        if (url.endsWith('/as-of')) sent.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      }) as unknown as typeof fetch;
      // A few seconds of the system's time, never the hours to the cycle's instant.
      for (let i = 0; i < 5; i++) {
        await runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'local', fetch: fakeFetch });
        t.clock.advance(2_000);
      }
      const mine = sent.filter((e) => e.data.id === made.body.id);
      expect(mine.map((e) => e.type)[0]).toBe('payment.created');
      const later = mine.filter((e) => e.type !== 'payment.created');
      expect(later.length, 'the cycle moved the payment and its events arrived').toBeGreaterThan(0);
      for (const event of later) expect(new Date(event.timestamp).getTime()).toBeGreaterThanOrEqual(asOf.getTime());
      for (const event of mine) expect(contract.webhookErrors(event)).toBeNull();
      const rows = await t.db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.paymentId, made.body.id), eq(webhookDeliveries.endpointId, added.data!.createWebhookEndpoint.endpoint.id)));
      expect(rows.map((r) => r.status)).toEqual(rows.map(() => 'succeeded'));
    });
  });
});

describe('webhooks outside local and dev', { timeout: 400_000 }, () => {
  it('take only https to public hosts, and never call an address that resolves into our network', async () => {
    const t = await startTestApi({ config: { appEnv: 'prod' } });
    try {
      const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
      const list = await t.gql(coreGraphql(`query PublicApiApiClients3 { apiClients { id } }`), {}, { token: owner });
      const apiClientId = list.data!.apiClients[0].id;
      const ADD = coreGraphql(`mutation PublicApiAdd2($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }`);
      for (const url of ['http://127.0.0.1:4400/webhooks', 'https://127.0.0.1/x', 'https://10.0.0.8/x', 'http://hooks.example.com/x', 'https://[::1]/x']) {
        const refused = await t.gql(ADD, { apiClientId, input: { url, events: ['payment.created'] } }, { token: owner });
        expect(codeOf(refused), url).toBe(ErrorCodes.validation);
      }
      const added = await t.gql(ADD, { apiClientId, input: { url: 'https://hooks.example.com/payloft', events: ['payment.created'] } }, { token: owner });
      expect(added.errors).toBeUndefined();
      const [v] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
      const tokenResponse = await t.api.fetch(
        new Request('http://api.test/oauth/token', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_API_CLIENT.clientId, client_secret: DEMO_API_CLIENT.clientSecret }).toString(),
        }),
      );
      const { access_token } = await tokenResponse.json();
      const created = await t.api.fetch(
        new Request('http://api.test/api/v1/payments', { method: 'POST', headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', 'idempotency-key': 'ssrf' }, body: JSON.stringify({ vendorId: v.id, amount: '100' }) }),
      );
      expect(created.status).toBe(201);
      let called = 0;
      const spy = (async () => {
        called++;
        return new Response(null, { status: 200 });
      }) as unknown as typeof fetch;
      const report = await runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'prod', fetch: spy, resolve: async () => ['10.1.2.3'] });
      expect(called).toBe(0);
      expect(report.retried).toBe(1);
      const [row] = await t.db.select().from(webhookDeliveries);
      expect(row.lastError).toMatch(/private network/);
      t.clock.advance(10_000);
      await runWebhookDeliveries(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, appEnv: 'prod', fetch: spy, resolve: async () => ['93.184.215.14'] });
      expect(called).toBe(1);
    } finally {
      await t.close();
    }
  });
});
