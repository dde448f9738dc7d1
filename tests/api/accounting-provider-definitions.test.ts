/**
 * Contract tests against the providers' own definitions, not against our sandbox: the requests the Xero and QuickBooks
 * connectors send, and the answers their sandboxes give, checked with Xero's models as its SDK xero-node ships them
 * (generated from Xero's OpenAPI document), Intuit's own OAuth client (intuit-oauth), and Intuit's documented rules
 * where Intuit publishes no machine-readable definition (decision 062).
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../api/db/client';
import { ProblemDetails } from 'xero-node/dist/gen/model/appstore/problemDetails';
import { CONNECTORS, endpointsFor } from '../../api/integrations/accounting';
import type { ConnectorContext } from '../../api/integrations/accounting/connector';
import { SANDBOX_COMPANIES } from '../../api/integrations/accounting/sandbox/data';
import { connectorFetch } from '../../api/integrations/accounting/transport';
import type { AccountingSystemKey } from '../../domain/accounting';
import { xeroEnvelope, xeroProblems, xeroSerialisedDate } from './provider-definitions';
import { openTestDatabase, testConfig } from './harness';

const config = testConfig({ apiPublicUrl: 'http://api.test' });
/** The sandbox keeps its books' payments and first answers in the database (decision 077). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
const sandboxFetch: typeof fetch = (input, init) => connectorFetch(config, database.db)(input, init);
const redirectUri = `${config.webPublicUrl}/manage-payees/callback`;
/** Intuit's token object from its OAuth client: how Intuit's own SDK reads a token answer. */
const IntuitToken = createRequire(import.meta.url)('intuit-oauth/src/access-token/Token') as new () => { setToken(answer: unknown): void; isAccessTokenValid(): boolean; isRefreshTokenValid(): boolean };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A connector context that keeps every request it sends (method, URL, headers, body). */
function recording(system: AccountingSystemKey) {
  const sent: { method: string; url: URL; headers: Headers; body: unknown }[] = [];
  const inner = sandboxFetch;
  const ctx: ConnectorContext = {
    endpoints: endpointsFor(config, system),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const text = request.method === 'GET' ? '' : await request.clone().text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // a form body stays text
      }
      sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, body });
      return inner(request);
    },
  };
  return { ctx, sent };
}

/** The consent page, allowed for `company` (the first when not said), and the code exchanged. */
async function connect(system: AccountingSystemKey, ctx: ConnectorContext, company = SANDBOX_COMPANIES[system][0]!.id) {
  const page = new URL(CONNECTORS[system].authorizationUrl(ctx, { state: 'st', redirectUri }));
  const form = new URLSearchParams(page.searchParams);
  form.set('decision', 'allow');
  form.set('company', company);
  const answer = await ctx.fetch(`${page.origin}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(answer.headers.get('location')!);
  return CONNECTORS[system].exchangeCode(ctx, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
}

/** A raw call to the sandbox API, as a real client of the provider would make it. */
async function raw(ctx: ConnectorContext, token: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) {
  const answer = await ctx.fetch(`${ctx.endpoints.apiBaseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe("Xero, against Xero's definitions", () => {
  it('asks for the granular scopes Xero requires of apps created since March 2026, and no openid', () => {
    const { ctx } = recording('xero');
    const scopes = new URL(CONNECTORS.xero.authorizationUrl(ctx, { state: 's', redirectUri })).searchParams.get('scope')!.split(' ');
    expect(scopes).not.toContain('openid');
    expect(scopes).not.toContain('accounting.transactions');
    expect(scopes).not.toContain('accounting.transactions.read');
    expect(scopes).toEqual(expect.arrayContaining(['offline_access', 'accounting.contacts.read', 'accounting.invoices.read', 'accounting.payments', 'accounting.settings.read']));
  });

  it("sends If-Modified-Since as Xero's definition declares it (a date-time, as its SDK serialises it), and the sandbox refuses an HTTP-date", async () => {
    const { ctx, sent } = recording('xero');
    const grant = await connect('xero', ctx);
    const after = new Date(Date.UTC(2026, 9, 1, 15, 30, 0, 250));
    await CONNECTORS.xero.listVendors(ctx, grant, after);
    const contacts = sent.find((r) => r.url.pathname.endsWith('/Contacts'))!;
    expect(contacts.headers.get('if-modified-since')).toBe(xeroSerialisedDate(after));
    const refused = await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Contacts', { 'xero-tenant-id': grant.companyId, 'if-modified-since': after.toUTCString() });
    expect(refused.status).toBe(400);
  });

  it("answers in Xero's envelope with uuid ids, every body a model of Xero's definition, and honours `where`", async () => {
    const { ctx } = recording('xero');
    const grant = await connect('xero', ctx);
    const tenant = { 'xero-tenant-id': grant.companyId };
    for (const [path, model] of [
      ['/api.xro/2.0/Contacts?where=IsSupplier%3D%3Dtrue', 'Contacts'],
      ['/api.xro/2.0/Invoices?where=Type%3D%3D%22ACCPAY%22%20AND%20Status%3D%3D%22AUTHORISED%22', 'Invoices'],
      ['/api.xro/2.0/Accounts', 'Accounts'],
    ] as const) {
      const answer = await raw(ctx, grant.accessToken, 'GET', path, tenant);
      expect(answer.status, path).toBe(200);
      const { problems, rest } = xeroEnvelope(answer.body);
      expect(problems, path).toEqual([]);
      expect(xeroProblems(model, rest), path).toEqual([]);
      const rows = rest[model] as Record<string, string>[];
      expect(rows.length, path).toBeGreaterThan(0);
      for (const row of rows) expect(row[`${model === 'Accounts' ? 'Account' : model.slice(0, -1).replace(/^Contact$/, 'Contact')}ID`], path).toMatch(UUID);
    }
    const none = await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Contacts?where=IsSupplier%3D%3Dfalse', tenant);
    expect(none.body.Contacts).toEqual([]);
    const paid = await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Invoices?where=Status%3D%3D%22PAID%22', tenant);
    expect(paid.body.Invoices).toEqual([]);
    const banks = await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Accounts?where=Type%3D%3D%22BANK%22', tenant);
    expect((banks.body.Accounts as { Type: string }[]).map((a) => a.Type)).toEqual(['BANK', 'BANK']);
    expect((await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Contacts?where=Name%20LIKE%20x', tenant)).status).toBe(400);
  });

  it("/connections answers Xero Identity's connection objects, with uuid ids", async () => {
    const { ctx } = recording('xero');
    const grant = await connect('xero', ctx);
    const answer = await ctx.fetch(`${ctx.endpoints.apiBaseUrl}/connections`, { headers: { authorization: `Bearer ${grant.accessToken}` } });
    const [connection] = (await answer.json()) as Record<string, string>[];
    expect(Object.keys(connection!).sort()).toEqual(['authEventId', 'createdDateUtc', 'id', 'tenantId', 'tenantName', 'tenantType', 'updatedDateUtc']);
    expect(connection!.id).toMatch(UUID);
    expect(connection!.authEventId).toMatch(UUID);
    expect(connection!.tenantId).toMatch(UUID);
  });

  it("records a payment with a PUT /Payments body of Xero's definition, against the account the business chose; the answer is Xero's too", async () => {
    const { ctx, sent } = recording('xero');
    const grant = await connect('xero', ctx);
    const accounts = await CONNECTORS.xero.listPaymentAccounts!(ctx, grant);
    // Bank accounts and the account with payments enabled; never income or expense accounts.
    expect(accounts.map((a) => a.code)).toEqual(['090', '091', '850']);
    const [bill] = await CONNECTORS.xero.listOpenBills(ctx, grant);
    const recorded = await CONNECTORS.xero.recordBillPayment(ctx, grant, { bill: bill!, amount: 100, paidOn: '2026-11-24', reference: 'b3c1d2e4-definition', paymentAccountId: accounts[1]!.id });
    expect(recorded.externalId).toMatch(UUID);
    const put = sent.find((r) => r.method === 'PUT')!;
    expect(xeroProblems('Payments', put.body)).toEqual([]);
    expect((put.body as { Payments: { Account: unknown }[] }).Payments[0]!.Account).toEqual({ AccountID: accounts[1]!.id });
    const again = await raw(ctx, grant.accessToken, 'PUT', '/api.xro/2.0/Payments', { 'xero-tenant-id': grant.companyId }, { Payments: [{ Invoice: { InvoiceID: bill!.externalId }, Account: { AccountID: accounts[0]!.id }, Date: '2026-11-24', Amount: 0.5 }] });
    expect(again.status).toBe(200);
    const { problems, rest } = xeroEnvelope(again.body);
    expect(problems).toEqual([]);
    expect(xeroProblems('Payments', rest)).toEqual([]);
  });

  it("refuses as Xero does: a ValidationException of Xero's error model, and the 401 problem object", async () => {
    const { ctx } = recording('xero');
    const grant = await connect('xero', ctx);
    const [bill] = await CONNECTORS.xero.listOpenBills(ctx, grant);
    const income = (await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Accounts?where=Type%3D%3D%22REVENUE%22', { 'xero-tenant-id': grant.companyId })).body.Accounts as { AccountID: string }[];
    const refused = await raw(ctx, grant.accessToken, 'PUT', '/api.xro/2.0/Payments', { 'xero-tenant-id': grant.companyId }, { Payments: [{ Invoice: { InvoiceID: bill!.externalId }, Account: { AccountID: income[0]!.AccountID }, Date: '2026-11-24', Amount: 1 }] });
    expect(refused.status).toBe(400);
    expect(xeroProblems('ModelError', refused.body)).toEqual([]);
    expect(refused.body).toMatchObject({ Type: 'ValidationException', Elements: [{ ValidationErrors: [{ Message: expect.any(String) }] }] });
    await expect(CONNECTORS.xero.recordBillPayment(ctx, grant, { bill: bill!, amount: 1, paidOn: '2026-11-24', reference: 'b3c1d2e4-income', paymentAccountId: income[0]!.AccountID })).rejects.toThrow(/400: Payments cannot be made to this account type/);
    await expect(CONNECTORS.xero.recordBillPayment(ctx, grant, { bill: bill!, amount: 1, paidOn: '2026-11-24', reference: 'b3c1d2e4-none', paymentAccountId: null })).rejects.toThrow(/Choose the account/);

    const unauthorised = await raw(ctx, 'forged', 'GET', '/api.xro/2.0/Contacts', { 'xero-tenant-id': grant.companyId });
    expect(unauthorised.status).toBe(401);
    // Xero writes its problem object's members capitalised; the definition names them in lower case.
    const declared = ProblemDetails.getAttributeTypeMap().map((a) => a.baseName.toLowerCase()).sort();
    expect(Object.keys(unauthorised.body).map((k) => k.toLowerCase()).sort()).toEqual(declared);
    expect(unauthorised.body).toMatchObject({ Title: 'Unauthorized', Status: 401, Detail: 'AuthenticationUnsuccessful' });
  });

  it('reads US bank details out of free text only when they read one way; the rest come by invitation', async () => {
    const { ctx } = recording('xero');
    const grant = await connect('xero', ctx);
    // The sandbox writes what bookkeepers type: two readable styles, a foreign IBAN, or nothing.
    const contacts = (await raw(ctx, grant.accessToken, 'GET', '/api.xro/2.0/Contacts', { 'xero-tenant-id': grant.companyId })).body.Contacts as { BankAccountDetails: string }[];
    const texts = contacts.map((c) => c.BankAccountDetails);
    expect(texts.some((t) => /^Routing \d{9} \/ Account \d+$/.test(t))).toBe(true);
    expect(texts.some((t) => t.startsWith('IBAN '))).toBe(true);
    const vendors = await CONNECTORS.xero.listVendors(ctx, grant, null);
    const withBank = vendors.filter((v) => v.bankAccount);
    expect(withBank.length).toBe(6);
    expect(vendors.length - withBank.length).toBe(6);
  });
});

describe("QuickBooks Online, against Intuit's definitions", () => {
  /** What Intuit's reference requires of a BillPayment paid by check (create). */
  const BILL_PAYMENT_REQUIRED = ['VendorRef.value', 'PayType', 'TotalAmt', 'CheckPayment.BankAccountRef.value', 'Line.0.Amount', 'Line.0.LinkedTxn.0.TxnId', 'Line.0.LinkedTxn.0.TxnType'];
  const read = (value: unknown, path: string) => path.split('.').reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined), value);

  it("token answers carry x_refresh_token_expires_in, so Intuit's own client (intuit-oauth) keeps the refresh token valid", async () => {
    const { ctx } = recording('quickBooks');
    const grant = await connect('quickBooks', ctx);
    const fresh = (await CONNECTORS.quickBooks.refresh(ctx, grant.refreshToken)) as unknown as { raw: Record<string, unknown> };
    const intuit = new IntuitToken();
    intuit.setToken(fresh.raw);
    expect(intuit.isAccessTokenValid()).toBe(true);
    expect(intuit.isRefreshTokenValid()).toBe(true);
  });

  it('query answers carry time and numeric ids; US vendors carry no VendorPaymentBankDetail', async () => {
    const { ctx } = recording('quickBooks');
    const grant = await connect('quickBooks', ctx);
    const path = `/v3/company/${grant.companyId}/query?query=${encodeURIComponent('SELECT * FROM Vendor MAXRESULTS 1000')}&minorversion=75`;
    const answer = await raw(ctx, grant.accessToken, 'GET', path);
    expect(Number.isNaN(Date.parse(String(answer.body.time)))).toBe(false);
    const vendors = (answer.body.QueryResponse as { Vendor: Record<string, unknown>[] }).Vendor;
    for (const v of vendors) {
      expect(v.Id).toMatch(/^\d+$/);
      expect(v).not.toHaveProperty('VendorPaymentBankDetail');
    }
    expect((await CONNECTORS.quickBooks.listVendors(ctx, grant, null)).every((v) => v.bankAccount === null)).toBe(true);
  });

  it('pages with STARTPOSITION past 1,000 results', async () => {
    const { ctx, sent } = recording('quickBooks');
    const large = SANDBOX_COMPANIES.quickBooks.find((c) => (c.vendorCount ?? 0) > 1000)!;
    const grant = await connect('quickBooks', ctx, large.id);
    const vendors = await CONNECTORS.quickBooks.listVendors(ctx, grant, null);
    expect(vendors).toHaveLength(large.vendorCount!);
    expect(new Set(vendors.map((v) => v.externalId)).size).toBe(large.vendorCount);
    const queries = sent.filter((r) => r.url.pathname.endsWith('/query')).map((r) => r.url.searchParams.get('query'));
    expect(queries).toEqual(['SELECT * FROM Vendor STARTPOSITION 1 MAXRESULTS 1000', 'SELECT * FROM Vendor STARTPOSITION 1001 MAXRESULTS 1000', 'SELECT * FROM Vendor STARTPOSITION 2001 MAXRESULTS 1000']);
    const tooMany = await raw(ctx, grant.accessToken, 'GET', `/v3/company/${grant.companyId}/query?query=${encodeURIComponent('SELECT * FROM Vendor MAXRESULTS 1001')}`);
    expect(tooMany.status).toBe(400);
  });

  it("sends a BillPayment with every field Intuit requires, drawn on the bank account the business chose; the id answered is numeric", async () => {
    const { ctx, sent } = recording('quickBooks');
    const grant = await connect('quickBooks', ctx);
    const accounts = await CONNECTORS.quickBooks.listPaymentAccounts!(ctx, grant);
    expect(accounts.map((a) => a.name)).toEqual(['Business Bank Account', 'Business Savings Account']);
    const [bill] = await CONNECTORS.quickBooks.listOpenBills(ctx, grant);
    const recorded = await CONNECTORS.quickBooks.recordBillPayment(ctx, grant, { bill: bill!, amount: 100, paidOn: '2026-11-24', reference: 'c4d5e6f7-definition', paymentAccountId: accounts[1]!.id });
    expect(recorded.externalId).toMatch(/^\d+$/);
    const post = sent.find((r) => r.method === 'POST' && r.url.pathname.endsWith('/billpayment'))!;
    for (const path of BILL_PAYMENT_REQUIRED) expect(read(post.body, path), path).toBeDefined();
    expect(read(post.body, 'CheckPayment.BankAccountRef.value')).toBe(accounts[1]!.id);
  });

  it('refuses a BillPayment missing what Intuit requires with a fault of code and type, and a forged token with the 401 fault body', async () => {
    const { ctx } = recording('quickBooks');
    const grant = await connect('quickBooks', ctx);
    const [bill] = await CONNECTORS.quickBooks.listOpenBills(ctx, grant);
    const path = `/v3/company/${grant.companyId}/billpayment?minorversion=75`;
    const complete = { VendorRef: { value: bill!.vendorExternalId }, PayType: 'Check', CheckPayment: { BankAccountRef: { value: '35' } }, TotalAmt: 1, Line: [{ Amount: 1, LinkedTxn: [{ TxnId: bill!.externalId, TxnType: 'Bill' }] }] };
    for (const [field, broken] of [
      ['VendorRef', { ...complete, VendorRef: undefined }],
      ['CheckPayment.BankAccountRef', { ...complete, CheckPayment: {} }],
      ['TotalAmt', { ...complete, TotalAmt: undefined }],
      ['Line', { ...complete, Line: [] }],
    ] as const) {
      const answer = await raw(ctx, grant.accessToken, 'POST', path, {}, broken);
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({ Fault: { type: 'ValidationFault', Error: [{ code: '2020', element: field, Message: expect.any(String), Detail: expect.any(String) }] }, time: expect.any(String) });
    }
    const notBank = await raw(ctx, grant.accessToken, 'POST', path, {}, { ...complete, CheckPayment: { BankAccountRef: { value: '37' } } });
    expect(notBank.body).toMatchObject({ Fault: { type: 'ValidationFault', Error: [{ code: '6000' }] } });
    await expect(CONNECTORS.quickBooks.recordBillPayment(ctx, grant, { bill: bill!, amount: 1, paidOn: '2026-11-24', reference: 'c4d5e6f7-none', paymentAccountId: null })).rejects.toThrow(/Choose the account/);

    const unauthorised = await raw(ctx, 'forged', 'GET', `/v3/company/${grant.companyId}/query?query=${encodeURIComponent('SELECT * FROM Vendor')}`);
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.body).toMatchObject({ fault: { type: 'AUTHENTICATION', error: [{ code: '3200', message: expect.stringContaining('AuthenticationFailed') }] }, time: expect.any(Number) });
  });
});
