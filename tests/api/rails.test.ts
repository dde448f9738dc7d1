/**
 * Every business has a rail, chosen by a person (decision 067): the administrator's assignment (admin only, MFA on
 * and freshly verified, audited), no payment or collection without a rail on any surface, the default for new
 * businesses, and the production refusals.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { accountValidations, auditLog, businessRails, businesses, consumers, jobs, originatingAccounts, payments, users, vendors } from '../../api/db/schema';
import { runAccountValidations } from '../../api/modules/payments/account-validation';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { NO_RAIL_ERROR } from '../../api/modules/payments/processing/submit';
import { applyNewBusinessRail, assignBusinessRail, productionRailProblem } from '../../api/modules/payments/rails';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { SANDBOX_RAIL_LABEL, achRailLabel } from '../../domain/rails';
import { startTestApi, TWILIO_TEST_ENV, type TestApi } from './harness';
import { freshVerification } from './support/fresh-verification';
import { coreGraphql } from './graphql/core';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const SET_RAIL = coreGraphql(
  `mutation RailsSetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) { setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { rail { rail label explanation originatingAccount { name } } railChoices { rail label } } }`,
);
const ADMIN_BUSINESS = coreGraphql(`query RailsAdminBusiness($id: ID!) { adminBusiness(id: $id) { rail { rail label } railChoices { rail originatingAccountId label explanation } } }`);
const CREATE = coreGraphql(`mutation RailsCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }`);
const APPROVE = coreGraphql(`mutation RailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`);
const COLLECT = coreGraphql(`mutation RailsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }`);

const businessId = async (name: string) => (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name)))[0].id;
const railOf = async (id: string) => (await t.db.select().from(businessRails).where(eq(businessRails.businessId, id)))[0];
const outcome = (r: { errors?: readonly { message: string; extensions?: Record<string, unknown> }[] }) =>
  r.errors?.length ? `${r.errors[0].extensions?.code}:${r.errors[0].extensions?.reason ?? r.errors[0].message}` : 'allowed';


describe('the administrator assigns a rail', () => {
  it('is refused to every other role, to an admin without MFA and to one without a fresh verification; then saved and audited', async () => {
    const bayside = await businessId('Bayside Auto Care');
    const [account] = await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account'));
    const vars = { id: bayside, rail: 'nacha', originatingAccountId: account.id };
    // Bayside's own owner, another business's owner (Northwind's, MFA on), a bank user: none may choose a rail.
    for (const email of ['owner@bayside.test', 'owner@northwind.test', 'banker@firstcommunity.test']) {
      const { accessToken } = await t.tokensFor(email);
      expect(outcome(await t.gql(SET_RAIL, vars, { token: accessToken })), email).toBe(`${ErrorCodes.forbidden}:You do not have access to this resource`);
    }
    const secure = await t.tokensFor('secure@northwind.test');
    await freshVerification(t, 'secure@northwind.test', secure.accessToken);
    expect(outcome(await t.gql(SET_RAIL, vars, { token: secure.accessToken }))).toBe(`${ErrorCodes.forbidden}:You do not have access to this resource`);

    let admin = await t.tokensFor('admin@payloft.test');
    const noMfa = await t.gql(SET_RAIL, vars, { token: admin.accessToken });
    expect(noMfa.errors![0].message).toBe(Messages.railNeedsMfa);
    expect((await railOf(bayside)).rail).toBe('sandbox');

    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
    admin = await t.tokensFor('admin@payloft.test');
    expect(outcome(await t.gql(SET_RAIL, vars, { token: admin.accessToken }))).toBe(`${ErrorCodes.forbidden}:setupVerificationRequired`);
    expect((await railOf(bayside)).rail).toBe('sandbox');

    const before = await t.gql(ADMIN_BUSINESS, { id: bayside }, { token: admin.accessToken });
    expect(before.data!.adminBusiness!.rail).toEqual({ rail: 'sandbox', label: SANDBOX_RAIL_LABEL });
    expect(before.data!.adminBusiness!.railChoices.map((c) => c.label)).toEqual([achRailLabel('Operating account'), SANDBOX_RAIL_LABEL]);

    await freshVerification(t, 'admin@payloft.test', admin.accessToken);
    const saved = await t.gql(SET_RAIL, vars, { token: admin.accessToken });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.setBusinessRail.rail).toMatchObject({ rail: 'nacha', label: 'ACH files through Operating account', originatingAccount: { name: 'Operating account' } });
    expect(await railOf(bayside)).toMatchObject({ rail: 'nacha', originatingAccountId: account.id });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'businessRailAssigned')).orderBy(desc(auditLog.at));
    expect(audit.details).toMatchObject({
      businessId: bayside,
      before: { rail: 'sandbox', originatingAccountId: null },
      after: { rail: 'nacha', originatingAccountId: account.id, originatingAccountName: 'Operating account' },
    });
    expect(audit.userId).not.toBeNull();

    // An account that is not an originating account, and an unknown rail, change nothing.
    expect((await t.gql(SET_RAIL, { ...vars, originatingAccountId: bayside }, { token: admin.accessToken })).errors![0].message).toBe(Messages.railUnknownAccount);
    expect((await t.gql(SET_RAIL, { id: bayside, rail: 'wire' }, { token: admin.accessToken })).errors![0].extensions?.code).toBe(ErrorCodes.validation);
    expect((await railOf(bayside)).rail).toBe('nacha');
  });

  it('offers no sandbox in production and refuses it there', async () => {
    const northwind = await businessId('Northwind Supply Co.');
    const actor = { userId: null as unknown as string, address: '10.0.0.1', now: t.clock(), appEnv: 'prod' as const };
    await expect(assignBusinessRail(t.db, northwind, { rail: 'sandbox' }, actor)).rejects.toThrow(Messages.railSandboxNotInProd);
    expect((await railOf(northwind)).rail).toBe('nacha');
  });
});

describe('no rail, no payment', () => {
  it('refuses a vendor payment, a public API payment and a collection of a business without a rail, and creates nothing', async () => {
    const northwind = await businessId('Northwind Supply Co.');
    const bayside = await businessId('Bayside Auto Care');
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    const made = await t.gqlUntyped('core', `mutation { createApiClient(input: { name: "Rails", applicationName: "Rails" }) { credentials { clientId clientSecret } } }`, {}, { token: owner });
    const { clientId, clientSecret } = (made.data as { createApiClient: { credentials: { clientId: string; clientSecret: string } } }).createApiClient.credentials;
    const oauth = await t.api.fetch(
      new Request('http://api.test/oauth/token', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
        body: 'grant_type=client_credentials',
      }),
    );
    const apiToken = ((await oauth.json()) as { access_token: string }).access_token;
    const [acme] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwind), eq(vendors.name, 'Acme Paper')));
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    const baysideOwner = (await t.tokensFor('owner@bayside.test')).accessToken;
    const count = async () => (await t.db.select({ id: payments.id }).from(payments)).length;

    // With a rail each surface creates (so the refusals below are the rail's, not another rule's).
    expect((await t.gql(CREATE, { input: { vendorId: acme.id, amount: 10_00, idempotencyKey: 'rails-with-0001' } }, { token: owner })).errors).toBeUndefined();

    await t.db.delete(businessRails).where(eq(businessRails.businessId, northwind));
    await t.db.delete(businessRails).where(eq(businessRails.businessId, bayside));
    const before = await count();
    const web = await t.gql(CREATE, { input: { vendorId: acme.id, amount: 10_00, idempotencyKey: 'rails-none-0001' } }, { token: owner });
    expect(web.errors![0].message).toBe(Messages.paymentsNotEnabled);
    const api = await t.api.fetch(
      new Request('http://api.test/api/v1/payments', {
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json', 'idempotency-key': 'rails-none-0002' },
        body: JSON.stringify({ vendorId: acme.id, amount: '1000', description: 'No rail' }),
      }),
    );
    expect(api.status).toBeGreaterThanOrEqual(400);
    expect(api.status).toBeLessThan(500);
    expect(JSON.stringify(await api.json())).toContain(Messages.paymentsNotEnabled);
    const collected = await t.gql(COLLECT, { input: { idempotencyKey: 'rails-none-0003-000000', items: [{ consumerId: maria.id, amount: 42_00, referenceNumber: 'RO-1', description: 'Service' }] } }, { token: baysideOwner });
    expect(collected.errors![0].message).toBe(Messages.paymentsNotEnabled);
    expect(await count()).toBe(before);
  });
});

describe('the default rail of a new business', () => {
  it('applies NEW_BUSINESS_RAIL: none leaves no rail, sandbox and a named originating account are written', async () => {
    const [a, b, c, d] = await t.db
      .insert(businesses)
      .values(['Rail A', 'Rail B', 'Rail C', 'Rail D'].map((name) => ({ name, businessType: 'General Business' })))
      .returning({ id: businesses.id });
    await applyNewBusinessRail(t.db, a.id, { rail: 'none' }, t.clock());
    await applyNewBusinessRail(t.db, b.id, { rail: 'sandbox' }, t.clock());
    await applyNewBusinessRail(t.db, c.id, { rail: 'nacha', originatingAccountName: 'Operating account' }, t.clock());
    await applyNewBusinessRail(t.db, d.id, { rail: 'nacha', originatingAccountName: 'No such account' }, t.clock());
    expect(await railOf(a.id)).toBeUndefined();
    expect((await railOf(b.id)).rail).toBe('sandbox');
    expect((await railOf(c.id)).rail).toBe('nacha');
    expect(await railOf(d.id)).toBeUndefined();
  });
});

describe('production', () => {
  const env = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32).toString('base64'), ...TWILIO_TEST_ENV };

  it('the configuration defaults to sandbox in local, dev and demo, none in staging and prod, and refuses sandbox in prod', () => {
    for (const APP_ENV of ['local', 'dev', 'demo']) expect(loadConfig({ ...env, APP_ENV }).newBusinessRail).toEqual({ rail: 'sandbox' });
    for (const APP_ENV of ['staging', 'prod']) expect(loadConfig({ ...env, APP_ENV }).newBusinessRail).toEqual({ rail: 'none' });
    expect(loadConfig({ ...env, APP_ENV: 'prod', NEW_BUSINESS_RAIL: 'nacha:Operating account' }).newBusinessRail).toEqual({ rail: 'nacha', originatingAccountName: 'Operating account' });
    expect(() => loadConfig({ ...env, APP_ENV: 'prod', NEW_BUSINESS_RAIL: 'sandbox' })).toThrow(/NEW_BUSINESS_RAIL=sandbox .* production/);
    expect(() => loadConfig({ ...env, NEW_BUSINESS_RAIL: 'wire' })).toThrow(/NEW_BUSINESS_RAIL must be none, sandbox or nacha/);
  });

  it('refuses to start while any business pays through the sandbox, naming the count and the fix', async () => {
    const sandboxed = (await t.db.select().from(businessRails).where(eq(businessRails.rail, 'sandbox'))).length;
    expect(sandboxed).toBeGreaterThan(0);
    const problem = await productionRailProblem(t.db, 'prod', { rail: 'none' });
    expect(problem).toContain(`${sandboxed} businesses pay through the sandbox rail`);
    expect(problem).toContain(`DELETE FROM business_rails WHERE rail = 'sandbox'`);
    expect(await productionRailProblem(t.db, 'demo', { rail: 'sandbox' })).toBeNull();
    await t.db.delete(businessRails).where(eq(businessRails.rail, 'sandbox'));
    expect(await productionRailProblem(t.db, 'prod', { rail: 'none' })).toBeNull();
    expect(await productionRailProblem(t.db, 'prod', { rail: 'nacha', originatingAccountName: 'Nowhere' })).toContain('"Nowhere", which does not exist');
  });
});

describe('the sandbox bank', () => {
  it('answers no account check of a business without a rail: the check waits for the rail', async () => {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.email, 'maria.lopez@example.test'));
    // Maria's prenote, not sent yet: on the sandbox rail the next cycle would send it to the sandbox bank.
    const [pending] = await t.db.update(accountValidations).set({ method: 'prenote', status: 'pending', sentAt: null, validatesAt: null, decidedAt: null }).where(eq(accountValidations.consumerId, maria.id)).returning();
    await t.db.delete(businessRails).where(eq(businessRails.businessId, pending.businessId));
    await runAccountValidations(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey });
    const [after] = await t.db.select().from(accountValidations).where(eq(accountValidations.id, pending.id));
    expect(after.status).toBe('pending');
  });
});

describe('the processing cycle', () => {
  it('sends nothing for a business whose rail was withdrawn after its payment was scheduled, and sends it once a rail is back', async () => {
    const northwind = await businessId('Northwind Supply Co.');
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    const [acme] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwind), eq(vendors.name, 'Acme Paper')));
    await t.db.insert(businessRails).values({ businessId: northwind, rail: 'sandbox' }).onConflictDoUpdate({ target: businessRails.businessId, set: { rail: 'sandbox', originatingAccountId: null } });
    const made = await t.gql(CREATE, { input: { vendorId: acme.id, amount: 12_34, idempotencyKey: 'rails-cycle-0001' } }, { token: owner });
    expect(made.errors).toBeUndefined();
    const [payment] = await t.db.select().from(payments).where(and(eq(payments.businessId, northwind), eq(payments.amount, 12_34))).orderBy(desc(payments.createdAt)).limit(1);
    // Northwind approves its payments: the owner approves this one, which schedules it.
    expect((await t.gql(APPROVE, { ids: [payment.id] }, { token: owner })).errors).toBeUndefined();
    const jobOf = async () => (await t.db.select().from(jobs).where(eq(jobs.paymentId, payment.id)))[0];
    const statusOf = async () => (await t.db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id)))[0].status;
    expect(await statusOf()).toBe('scheduled');

    await t.db.delete(businessRails).where(eq(businessRails.businessId, northwind));
    t.clock.advance((await jobOf()).runAt.getTime() - t.clock().getTime() + 60_000);
    await runProcessingCycle(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, workerId: 'rails' });
    expect(await statusOf()).toBe('scheduled');
    expect((await jobOf()).lastError).toBe(NO_RAIL_ERROR);

    await t.db.insert(businessRails).values({ businessId: northwind, rail: 'sandbox' });
    t.clock.advance(60 * 60_000);
    await runProcessingCycle(t.db, { at: t.clock(), encryptionKey: t.config.encryptionKey, workerId: 'rails' });
    expect(await statusOf()).not.toBe('scheduled');
  });
});
