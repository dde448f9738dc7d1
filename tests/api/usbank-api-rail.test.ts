/**
 * The U.S. Bank API rail (decision 071) against a sandbox that answers in the API's shapes: the contract (every request
 * the connector sends and every answer it reads fits api/rails/usbank/shapes.ts), the administrator's choice, a payment
 * paid once through the processing cycle, faults, returns, refusals and the attacks (another business's credentials,
 * an altered replay, a dropped answer).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, jobs, payments, users, vendors } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { assignBusinessRail } from '../../api/modules/payments/rails';
import { loadCalendar } from '../../api/modules/payments/calendar';
import { standardEffectiveDate } from '../../domain/same-day-ach';
import {
  initiateHeadersSchema,
  initiateRequestSchema,
  requestHeadersSchema,
  TOKEN_PATH,
  tokenRequestBodySchema,
  tokenRequestHeadersSchema,
  TRANSACTIONS_PATH,
} from '../../api/rails/usbank/shapes';
import { createUsBankRail, initiateBody, statusOf } from '../../api/rails/usbank/rail';
import { Messages } from '../../domain/messages';
import { loadConfig } from '../../api/config';
import { startTestApi, TWILIO_TEST_ENV, type TestApi } from './harness';
import { freshVerification } from './support/fresh-verification';
import { startUsBankSandbox, USBANK_SANDBOX_ACCOUNTS, type UsBankSandbox } from './support/usbank-sandbox';
import { coreGraphql } from './graphql/core';

let t: TestApi;
let bank: UsBankSandbox;
beforeAll(async () => {
  bank = await startUsBankSandbox({ 'nw-client': 'nw-secret', 'bay-client': 'bay-secret' });
  t = await startTestApi({ config: { usBankApi: { apiUrl: bank.url } } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await bank?.close();
});

const SAVE_CREDENTIALS = coreGraphql(
  `mutation UsBankSaveCredentials($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems } }`,
);
const SET_RAIL = coreGraphql(`mutation UsBankSetRail($id: ID!, $rail: String!) { setBusinessRail(id: $id, rail: $rail) { rail { rail label explanation } } }`);
const CHOICES = coreGraphql(`query UsBankRailChoices($id: ID!) { adminBusiness(id: $id) { railChoices { rail label } } }`);
const CREATE = coreGraphql(`mutation UsBankCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }`);
const APPROVE = coreGraphql(`mutation UsBankApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`);

const businessId = async (name: string) => (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name)))[0].id;
let usBankRail: ReturnType<typeof createUsBankRail>;
const cycle = () => {
  usBankRail ??= createUsBankRail({ apiUrl: bank.url, encryptionKey: t.config.encryptionKey });
  return runProcessingCycle(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, usBankApi: usBankRail, workerId: 'usbank' });
};
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const jobOf = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.paymentId, id)))[0];
/** Moves the clock to the payment's job and runs a cycle. */
const cycleFor = async (id: string) => {
  const job = await jobOf(id);
  if (job.runAt > t.clock()) t.clock.advance(job.runAt.getTime() - t.clock().getTime() + 1_000);
  return cycle();
};
const initiatesFor = (paymentId: string) =>
  bank.requests.filter((r) => r.method === 'POST' && r.path === TRANSACTIONS_PATH && JSON.parse(r.body).transaction.clientDetails.clientRequestID === paymentId);

let northwind: string;
let owner: string;
let seq = 0;
/** A Northwind vendor payment, approved and scheduled; `account` replaces the receiving account number. */
async function newPayment(amount: number, account?: string): Promise<string> {
  const [acme] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwind), eq(vendors.name, 'Acme Paper')));
  // A fresh sign-in: the cycles move the clock past an access token's life.
  owner = (await t.tokensFor('owner@northwind.test')).accessToken;
  const made = await t.gql(CREATE, { input: { vendorId: acme.id, amount, idempotencyKey: `usbank-${++seq}-000000` } }, { token: owner });
  expect(made.errors).toBeUndefined();
  const [p] = await t.db.select().from(payments).where(and(eq(payments.businessId, northwind), eq(payments.amount, amount))).orderBy(desc(payments.createdAt)).limit(1);
  if (p.status === 'pendingApproval') expect((await t.gql(APPROVE, { ids: [p.id] }, { token: owner })).errors).toBeUndefined();
  if (account) await t.db.update(payments).set({ destinationAccountEncrypted: encryptSecret(account, t.config.encryptionKey), destinationAccountLast4: account.slice(-4) }).where(eq(payments.id, p.id));
  return p.id;
}

describe('the administrator chooses U.S. Bank API', () => {
  it('is offered only once the business saved complete credentials, and only where the deployment reaches the API; audited', async () => {
    northwind = await businessId('Northwind Supply Co.');
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
    const admin = (await t.tokensFor('admin@payloft.test')).accessToken;
    await freshVerification(t, 'admin@payloft.test', admin);
    const labels = async () => (await t.gql(CHOICES, { id: northwind }, { token: admin })).data!.adminBusiness!.railChoices.map((c) => c.rail);
    expect(await labels()).not.toContain('usBankApi');
    expect((await t.gql(SET_RAIL, { id: northwind, rail: 'usBankApi' }, { token: admin })).errors![0].message).toBe(Messages.railBankApiNeedsCredentials);

    owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    // Without a company ID the API cannot be used: still not offered.
    expect((await t.gql(SAVE_CREDENTIALS, { paymentSystem: 'usBank', input: { clientId: 'nw-client', clientSecret: 'nw-secret' } }, { token: owner })).errors).toBeUndefined();
    expect(await labels()).not.toContain('usBankApi');
    expect((await t.gql(SAVE_CREDENTIALS, { paymentSystem: 'usBank', input: { clientId: 'nw-client', clientSecret: 'nw-secret', companyIdForACHPayment: '1234567890' } }, { token: owner })).errors).toBeUndefined();
    expect(await labels()).toContain('usBankApi');

    const saved = await t.gql(SET_RAIL, { id: northwind, rail: 'usBankApi' }, { token: admin });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setBusinessRail.rail).toMatchObject({ rail: 'usBankApi', label: 'U.S. Bank API' });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'businessRailAssigned')).orderBy(desc(auditLog.at)).limit(1);
    expect(audit.details).toMatchObject({ businessId: northwind, after: { rail: 'usBankApi' } });

    // The business's owner cannot choose it; a deployment without USBANK_API_URL refuses it.
    expect((await t.gql(SET_RAIL, { id: northwind, rail: 'usBankApi' }, { token: owner })).errors).toBeDefined();
    const actor = { userId: null as unknown as string, address: '10.0.0.1', now: t.clock(), appEnv: 'local' as const, bankApis: [] };
    await expect(assignBusinessRail(t.db, northwind, { rail: 'usBankApi' }, actor)).rejects.toThrow(Messages.railBankApiUnavailable);
  });
});

describe('a payment through U.S. Bank API', () => {
  it('is initiated once, waits while accepted, and succeeds only when the bank settles it; every call fits the published shapes', async () => {
    const id = await newPayment(123_45);
    await cycleFor(id);
    expect(await paymentRow(id)).toMatchObject({ status: 'processing', rail: 'usBankApi', paymentBankStatus: 'accepted' });
    expect(initiatesFor(id)).toHaveLength(1);
    const sent = bank.transactions.get(id)!;
    expect(sent.clientID).toBe('nw-client');
    expect(sent.idempotencyKey).toBe(id);
    expect(sent.request.transaction).toMatchObject({ requestorDetails: { companyID: '1234567890' }, achDetails: { transactionType: 'CREDIT', amount: '123.45', standardEntryClassCode: 'CCD' } });
    // One rule with the file rail: a standard entry is dated the banking day after it is sent, never its due day.
    const row = await paymentRow(id);
    const calendar = await loadCalendar(t.db, 'USA', 'ACH');
    expect(sent.request.transaction.achDetails.effectiveDate).toBe(standardEffectiveDate(row.dueAt.toISOString().slice(0, 10), calendar));
    expect(sent.request.transaction.achDetails.effectiveDate).not.toBe(row.dueDate);

    // Asked again before settlement: still accepted, nothing initiated twice.
    await cycleFor(id);
    expect((await paymentRow(id)).status).toBe('processing');
    expect(initiatesFor(id)).toHaveLength(1);

    bank.settle();
    await cycleFor(id);
    expect(await paymentRow(id)).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    expect(initiatesFor(id)).toHaveLength(1);

    // The contract: what the connector sent, read with the shapes written from U.S. Bank's pages.
    for (const r of bank.requests) {
      if (r.path === TOKEN_PATH) {
        expect(tokenRequestHeadersSchema.safeParse(r.headers).success).toBe(true);
        expect(tokenRequestBodySchema.safeParse(Object.fromEntries(new URLSearchParams(r.body))).success).toBe(true);
      } else if (r.method === 'POST') {
        expect(initiateHeadersSchema.safeParse(r.headers).success).toBe(true);
        expect(initiateRequestSchema.safeParse(JSON.parse(r.body)).success).toBe(true);
      } else expect(requestHeadersSchema.safeParse(r.headers).success).toBe(true);
      expect(r.status, `${r.method} ${r.path}`).toBeLessThan(400);
    }
  });

  it('asks before sending again when the answer was lost, and sends nothing twice', async () => {
    const id = await newPayment(77_01);
    bank.dropAfterNextInitiate();
    await cycleFor(id);
    expect(bank.transactions.has(id)).toBe(true);
    expect((await paymentRow(id)).status).toBe('processing');
    expect((await jobOf(id)).lastError).toMatch(/could not be reached/);
    await cycleFor(id);
    expect((await paymentRow(id)).paymentBankStatus).toBe('accepted');
    bank.settle();
    await cycleFor(id);
    expect((await paymentRow(id)).status).toBe('success');
    expect(initiatesFor(id)).toHaveLength(1);
  });

  it('waits through outages and an expired token, and never calls an unanswered payment failed', async () => {
    const id = await newPayment(55_02);
    bank.failNext('initiate', 503);
    await cycleFor(id);
    expect((await paymentRow(id)).status).toBe('processing');
    bank.failNext('status', 503);
    await cycleFor(id);
    expect(await paymentRow(id)).toMatchObject({ status: 'processing', paymentBankStatus: 'awaitingConfirmation' });
    // The service never received it (the 503 came first): asked, then sent once.
    await cycleFor(id);
    expect(initiatesFor(id).filter((r) => r.status === 201)).toHaveLength(1);
    bank.expireTokens();
    bank.settle();
    await cycleFor(id);
    expect((await paymentRow(id)).status).toBe('success');
  });

  it('records the bank’s return and its refusal as errors with their reasons', async () => {
    const returned = await newPayment(31_03, USBANK_SANDBOX_ACCOUNTS.returnsR01);
    const refused = await newPayment(31_04, USBANK_SANDBOX_ACCOUNTS.rejected);
    await cycleFor(returned);
    await cycleFor(refused);
    expect(await paymentRow(refused)).toMatchObject({ status: 'error', returnCode: 'bankRejected' });
    expect((await paymentRow(refused)).paymentErrorMessage).toContain('account_closed');
    bank.settle();
    await cycleFor(returned);
    expect(await paymentRow(returned)).toMatchObject({ status: 'error', returnCode: 'R01' });
  });
});

describe('attacks', () => {
  it('never sends a payment under another business’s credentials, and another client cannot read it', async () => {
    const bayside = await businessId('Bayside Auto Care');
    const baysideOwner = (await t.tokensFor('owner@bayside.test')).accessToken;
    expect((await t.gql(SAVE_CREDENTIALS, { paymentSystem: 'usBank', input: { clientId: 'bay-client', clientSecret: 'bay-secret', companyIdForACHPayment: '9876543210' } }, { token: baysideOwner })).errors).toBeUndefined();
    const id = await newPayment(12_05);
    await cycleFor(id);
    expect(bank.transactions.get(id)!.clientID).toBe('nw-client');
    expect(bayside).not.toBe(northwind);
    // Bayside's token asks for Northwind's payment: the bank knows no such transaction for Bayside's client.
    const token = await fetch(`${bank.url}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('bay-client:bay-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', 'correlation-id': crypto.randomUUID() },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const peek = await fetch(`${bank.url}${TRANSACTIONS_PATH}/${id}`, { headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json', 'content-type': 'application/json', 'correlation-id': crypto.randomUUID() } });
    expect(peek.status).toBe(404);
  });

  it('sends the same bytes for a payment every time, and the bank refuses an altered replay of its key', async () => {
    const id = await newPayment(12_06);
    const p = await paymentRow(id);
    const creds = { clientId: 'nw-client', clientSecret: 'nw-secret', companyId: '1234567890', companyName: 'Northwind Supply Co.' };
    const calendar = await loadCalendar(t.db, 'USA', 'ACH');
    expect(JSON.stringify(initiateBody(p, '123456789', creds, calendar))).toBe(JSON.stringify(initiateBody(p, '123456789', creds, calendar)));
    await cycleFor(id);
    const first = initiatesFor(id)[0];
    const altered = JSON.parse(first.body);
    altered.transaction.achDetails.amount = '99999.99';
    const token = await fetch(`${bank.url}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('nw-client:nw-secret').toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded', 'correlation-id': crypto.randomUUID() },
      body: 'grant_type=client_credentials',
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const replay = await fetch(`${bank.url}${TRANSACTIONS_PATH}`, {
      method: 'POST',
      headers: { ...first.headers, authorization: `Bearer ${token.access_token}`, 'correlation-id': crypto.randomUUID(), 'content-length': String(Buffer.byteLength(JSON.stringify(altered))) },
      body: JSON.stringify(altered),
    });
    expect(replay.status).toBe(409);
    expect(bank.transactions.get(id)!.request.transaction.achDetails.amount).toBe('12.06');
  });

  it('never calls a payment paid when the business’s credentials are refused', async () => {
    const id = await newPayment(12_07);
    const [row] = await t.db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, northwind));
    const settings = structuredClone(row.settings) as { paymentSystemCredentials: { usBank: { clientSecret: string } } };
    const kept = settings.paymentSystemCredentials.usBank.clientSecret;
    settings.paymentSystemCredentials.usBank.clientSecret = encryptSecret('wrong-secret', t.config.encryptionKey);
    await t.db.update(businesses).set({ paymentSettings: settings }).where(eq(businesses.id, northwind));
    const wrong = createUsBankRail({ apiUrl: bank.url, encryptionKey: t.config.encryptionKey });
    const job = await jobOf(id);
    t.clock.advance(Math.max(0, job.runAt.getTime() - t.clock().getTime()) + 1_000);
    await runProcessingCycle(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, usBankApi: wrong, workerId: 'usbank' });
    expect((await paymentRow(id)).status).toBe('processing');
    expect((await jobOf(id)).lastError).toMatch(/refused the business's credentials \(401 invalid_client\)/);
    expect(bank.transactions.has(id)).toBe(false);
    settings.paymentSystemCredentials.usBank.clientSecret = kept;
    await t.db.update(businesses).set({ paymentSettings: settings }).where(eq(businesses.id, northwind));
  });
});

describe('what U.S. Bank’s statuses mean', () => {
  it('is paid only when SETTLED', () => {
    const answer = (transactionStatus: 'RECEIVED' | 'ACCEPTED' | 'PROCESSED' | 'SETTLED' | 'RETURNED' | 'REJECTED' | 'CANCELLED') => ({
      transaction: { transactionID: 'T', clientRequestID: 'p', transactionStatus, achDetails: { amount: '1.00', effectiveDate: '2026-12-01' } },
    });
    expect(['RECEIVED', 'ACCEPTED', 'PROCESSED'].map((s) => statusOf(answer(s as 'ACCEPTED')).state)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(statusOf(answer('SETTLED')).state).toBe('settled');
    expect(statusOf(answer('REJECTED'))).toMatchObject({ state: 'returned', code: 'bankRejected' });
    expect(statusOf(answer('CANCELLED'))).toMatchObject({ state: 'returned', code: 'bankRejected' });
    expect(statusOf({ transaction: { ...answer('RETURNED').transaction, returnDetails: { returnCode: 'R03', returnReason: 'No Account' } } })).toMatchObject({ state: 'returned', code: 'R03' });
  });
});

describe('configuration', () => {
  const env = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'), ...TWILIO_TEST_ENV, NEW_BUSINESS_RAIL: 'none' };
  it('offers the U.S. Bank API only with an address, and in production only over https', () => {
    expect(loadConfig(env).usBankApi).toBeUndefined();
    expect(loadConfig({ ...env, USBANK_API_URL: 'http://127.0.0.1:9/' }).usBankApi).toEqual({ apiUrl: 'http://127.0.0.1:9', tokenUrl: undefined });
    expect(() => loadConfig({ ...env, APP_ENV: 'prod', USBANK_API_URL: 'http://127.0.0.1:9' })).toThrow(/must be https/);
    expect(() => loadConfig({ ...env, APP_ENV: 'prod', USBANK_API_URL: 'https://api.usbank.com', USBANK_TOKEN_URL: 'http://x' })).toThrow(/must be https/);
    expect(loadConfig({ ...env, APP_ENV: 'prod', USBANK_API_URL: 'https://api.usbank.com' }).usBankApi).toEqual({ apiUrl: 'https://api.usbank.com', tokenUrl: undefined });
  });
});
