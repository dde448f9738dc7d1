/** Subscriptions over the API: admin-only service level and product management, a business's subscription, invoices and totals. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { businesses, jobs, payments, serviceLevelProducts, subscriptionInvoices } from '../../api/db/schema';
import { addMonths, termsDue } from '../../api/modules/subscriptions/billing';
import { handleSubscriptionInvoicesJob, SUBSCRIPTION_INVOICES_JOB } from '../../api/modules/subscriptions/invoices';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });

coreGraphql(`fragment SubscriptionsServiceLevel on ServiceLevel { id name shortDescription description active tags products { id name } initialTerm { duration unit price } renewalTerm { duration unit price } }`);
const CREATE_LEVEL = coreGraphql(`mutation SubscriptionsCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { ...SubscriptionsServiceLevel } }`);
const UPDATE_LEVEL = coreGraphql(`mutation SubscriptionsUpdateLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { ...SubscriptionsServiceLevel } }`);
const DELETE_LEVEL = coreGraphql(`mutation SubscriptionsDeleteLevel($id: ID!) { deleteServiceLevel(id: $id) }`);
const ADD_PRODUCT = coreGraphql(`mutation SubscriptionsAddProduct($s: ID!, $p: ID!) { addProductToServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }`);
const REMOVE_PRODUCT = coreGraphql(`mutation SubscriptionsRemoveProduct($s: ID!, $p: ID!) { removeProductFromServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }`);
const CREATE_PRODUCT = coreGraphql(`mutation SubscriptionsCreateProduct($input: ProductInput!) { createProduct(input: $input) { id name price description active } }`);
const UPDATE_PRODUCT = coreGraphql(`mutation SubscriptionsUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price description active } }`);
const LEVELS = coreGraphql(`query SubscriptionsLevels($filter: ServiceLevelFilter) { serviceLevels(filter: $filter) { meta { count } edges { node { ...SubscriptionsServiceLevel } } } }`);
const PRODUCTS = coreGraphql(`query SubscriptionsProducts($skip: Int, $limit: Int) { products(skip: $skip, limit: $limit) { meta { count } edges { node { id name price } } } }`);
const CHOOSE = coreGraphql(`mutation SubscriptionsChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id billingAmount subscriptionSettings { actualServiceLevel { id name } } products { name } } }`);
const TERMS = coreGraphql(`mutation SubscriptionsTerms($input: SubscriptionTermsInput!) { setupSubscriptionTerms(input: $input) { subscriptionSettings { termsAccepted legalAccepted } } }`);
const GO_LIVE = coreGraphql(`mutation SubscriptionsGoLive($d: String) { setupGoLiveDate(goLiveDate: $d) { status goLiveDate } }`);
const INVOICES = coreGraphql(`query SubscriptionsInvoices($businessId: ID) { subscriptionInvoices(businessId: $businessId) { meta { count } edges { node { id uniqueId businessId billDate periodEnd billingAmount isProcessed status term serviceLevelName paymentId } } } }`);
const SUMMARY = coreGraphql(`query SubscriptionsSummary($date: String) { subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } } }`);
const GROUPS = coreGraphql(`query SubscriptionsGroups { businessesByServiceLevel { serviceLevel { id name } businesses { id name billedTotal } } }`);

const levelInput = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  shortDescription: 'Short',
  description: 'Long description',
  active: true,
  tags: ['freight', ' freight ', ''],
  initialTerm: { duration: 1, unit: 'month', price: 12_500 },
  renewalTerm: { duration: 1, unit: 'month', price: 10_000 },
  ...extra,
});

async function productIds(): Promise<Record<string, string>> {
  const r = await core(PRODUCTS, 'admin', { skip: 0, limit: 100 });
  return Object.fromEntries(r.data!.products.edges.map((e: any) => [e.node.name, e.node.id]));
}

async function businessIdOf(name: string): Promise<string> {
  const [b] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  return b.id;
}

describe('term arithmetic', () => {
  it('adds months and clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-21', 12)).toBe('2027-11-21');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('bills the initial term, then renewals, up to today', () => {
    const plan = { initialTerm: { duration: 2, unit: 'month' as const, price: 500 }, renewalTerm: { duration: 1, unit: 'month' as const, price: 300 } };
    expect(termsDue(plan, '2026-01-10', '2026-04-10', false)).toEqual([
      { term: 'initial', billDate: '2026-01-10', periodEnd: '2026-03-10', amount: 500 },
      { term: 'renewal', billDate: '2026-03-10', periodEnd: '2026-04-10', amount: 300 },
      { term: 'renewal', billDate: '2026-04-10', periodEnd: '2026-05-10', amount: 300 },
    ]);
    expect(termsDue(plan, '2026-05-10', '2026-04-10', true)).toEqual([]);
    expect(termsDue({ initialTerm: plan.initialTerm, renewalTerm: null }, '2026-03-10', '2026-06-01', true)).toEqual([]);
  });
});

describe('service levels and products: admin only', () => {
  it('refuses owners, employees, vendor managers, bank users and visitors', async () => {
    for (const as of ['northwindOwner', 'northwindEmployee', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(CREATE_LEVEL, as, { input: levelInput(`Refused ${as}`) }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(CREATE_PRODUCT, as, { input: { name: `Refused ${as}`, price: 100 } }))).toBe(ErrorCodes.forbidden);
    }
    const anyLevel = (await core(LEVELS, 'admin')).data!.serviceLevels.edges[0].node.id;
    const ids = await productIds();
    expect(codeOf(await core(ADD_PRODUCT, 'northwindOwner', { s: anyLevel, p: ids.API }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(DELETE_LEVEL, 'northwindEmployee', { id: anyLevel }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await t.gql(CREATE_LEVEL, { input: levelInput('Visitor') }))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await core(LEVELS, 'acmeVendorManager'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(LEVELS, 'northwindClerk'))).toBe(ErrorCodes.forbidden);
  });

  it('creates, updates and deletes a service level, validating with the spec messages', async () => {
    const ids = await productIds();
    const created = await core(CREATE_LEVEL, 'admin', { input: levelInput('Freight Basic', { productIds: [ids.API, ids.API, ids.Approval] }) });
    const level = created.data!.createServiceLevel;
    expect(level.tags).toEqual(['freight']);
    expect(level.products.map((p: any) => p.name)).toEqual(['API', 'Approval']);
    expect(level.initialTerm).toEqual({ duration: 1, unit: 'month', price: 12_500 });

    const duplicate = await core(CREATE_LEVEL, 'admin', { input: levelInput('freight basic') });
    expect(duplicate.errors![0].message).toBe(Messages.duplicateName);

    const blank = await core(CREATE_LEVEL, 'admin', { input: levelInput('  ') });
    expect(codeOf(blank)).toBe(ErrorCodes.validation);
    expect(blank.errors![0].message).toBe(Messages.formRequired);
    expect(blank.errors![0].extensions!.fieldErrors.name).toBe(Messages.required);

    const long = await core(CREATE_LEVEL, 'admin', { input: levelInput('x'.repeat(100)) });
    expect(long.errors![0].message).toBe(Messages.formIncorrect);
    expect(long.errors![0].extensions!.fieldErrors.name).toBe(Messages.nameTooLong);

    const badUnit = await core(CREATE_LEVEL, 'admin', { input: levelInput('Bad unit', { renewalTerm: { duration: 1, unit: 'week', price: 1 } }) });
    expect(badUnit.errors![0].extensions!.fieldErrors['renewalTerm.unit']).toBe(Messages.required);

    const updated = await core(UPDATE_LEVEL, 'admin', { id: level.id, input: levelInput('Freight Plus', { active: false, renewalTerm: { duration: 1, unit: 'year', price: 99_000 } }) });
    expect(updated.data!.updateServiceLevel).toMatchObject({ name: 'Freight Plus', active: false, renewalTerm: { duration: 1, unit: 'year', price: 99_000 } });
    expect(updated.data!.updateServiceLevel.products).toHaveLength(2);

    expect((await core(DELETE_LEVEL, 'admin', { id: level.id })).data!.deleteServiceLevel).toBe(true);
    expect(codeOf(await core(DELETE_LEVEL, 'admin', { id: level.id }))).toBe(ErrorCodes.notFound);
  });

  it('never adds a product twice, even when asked twice at once', async () => {
    const ids = await productIds();
    const level = (await core(CREATE_LEVEL, 'admin', { input: levelInput('Twice') })).data!.createServiceLevel;
    const [a, b] = await Promise.all([core(ADD_PRODUCT, 'admin', { s: level.id, p: ids.API }), core(ADD_PRODUCT, 'admin', { s: level.id, p: ids.API })]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const again = await core(ADD_PRODUCT, 'admin', { s: level.id, p: ids.API });
    expect(again.data!.addProductToServiceLevel.products.map((p: any) => p.name)).toEqual(['API']);
    const rows = await t.db.select().from(serviceLevelProducts).where(eq(serviceLevelProducts.serviceLevelId, level.id));
    expect(rows).toHaveLength(1);
    const removed = await core(REMOVE_PRODUCT, 'admin', { s: level.id, p: ids.API });
    expect(removed.data!.removeProductFromServiceLevel.products).toEqual([]);
    expect(codeOf(await core(ADD_PRODUCT, 'admin', { s: level.id, p: '00000000-0000-4000-8000-000000000000' }))).toBe(ErrorCodes.validation);
  });

  it('refuses to delete a level businesses subscribe to', async () => {
    const enterprise = (await core(LEVELS, 'admin', { filter: { name: 'Enterprise' } })).data!.serviceLevels.edges[0].node;
    const r = await core(DELETE_LEVEL, 'admin', { id: enterprise.id });
    expect(codeOf(r)).toBe(ErrorCodes.validation);
  });

  it('creates and updates products, paged by 100', async () => {
    const created = (await core(CREATE_PRODUCT, 'admin', { input: { name: 'Freight Audit', price: 2_500, description: 'Audit freight bills' } })).data!.createProduct;
    expect(created).toMatchObject({ name: 'Freight Audit', price: 2_500, active: true });
    const updated = (await core(UPDATE_PRODUCT, 'admin', { id: created.id, input: { name: 'Freight Audit', price: 3_000, active: false } })).data!.updateProduct;
    expect(updated).toMatchObject({ price: 3_000, active: false, description: null });
    expect((await core(CREATE_PRODUCT, 'admin', { input: { name: 'API', price: 1 } })).errors![0].message).toBe(Messages.duplicateName);
    expect(codeOf(await core(CREATE_PRODUCT, 'admin', { input: { name: 'Negative', price: -1 } }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(PRODUCTS, 'admin', { limit: 101 }))).toBe(ErrorCodes.validation);
    const firstPage = (await core(PRODUCTS, 'admin', { skip: 0, limit: 2 })).data!.products;
    const secondPage = (await core(PRODUCTS, 'admin', { skip: 2, limit: 2 })).data!.products;
    expect(firstPage.meta.count).toBe(7);
    expect(new Set([...firstPage.edges, ...secondPage.edges].map((e: any) => e.node.id)).size).toBe(4);
  });

  it('shows owners only the active levels', async () => {
    const levels = (await core(LEVELS, 'harborOwner', { filter: { active: false } })).data!.serviceLevels.edges.map((e: any) => e.node);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((l: any) => l.active)).toBe(true);
  });
});

describe("a business's subscription", () => {
  let levelId: string;
  let harborId: string;

  beforeAll(async () => {
    const ids = await productIds();
    levelId = (await core(CREATE_LEVEL, 'admin', { input: levelInput('Harbor Plan', { productIds: [ids.API, ids.OnDemandPayments] }) })).data!.createServiceLevel.id;
    harborId = await businessIdOf('Harbor Freightways');
    // Registered (live) already: a level chosen now is billed at once. Billing from go-live, when registration
    // completes, and the owner's debit authorization at sign-up are in payment-direction.test.ts.
    await t.db.update(businesses).set({ registrationDate: new Date('2026-11-20T00:00:00Z') }).where(eq(businesses.id, harborId));
  });

  it('refuses employees without rights, vendor managers and bank users', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(CHOOSE, as, { id: levelId }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(TERMS, as, { input: { termsAccepted: true, legalAccepted: true } }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(GO_LIVE, as, { d: '2026-12-01' }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(INVOICES, as))).toBe(ErrorCodes.forbidden);
    }
  });

  it('a vendor manager cannot see a business', async () => {
    const r = await core(coreGraphql(`query SubscriptionsBusiness($id: ID!) { business(id: $id) { id subscriptionSettings { termsAccepted } } }`), 'acmeVendorManager', { id: harborId });
    expect(codeOf(r)).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(INVOICES, 'acmeVendorManager', { businessId: harborId }))).toBe(ErrorCodes.forbidden);
  });

  it('an owner cannot read another business’s invoices', async () => {
    expect(codeOf(await core(INVOICES, 'northwindOwner', { businessId: harborId }))).toBe(ErrorCodes.forbidden);
  });

  it('needs a fresh setup verification from an owner with MFA on', async () => {
    const r = await core(CHOOSE, 'northwindSecureOwner', { id: levelId });
    expect(codeOf(r)).toBe(ErrorCodes.forbidden);
    expect(r.errors![0].extensions!.reason).toBe(SETUP_VERIFICATION_REQUIRED);
    expect(codeOf(await core(TERMS, 'northwindSecureOwner', { input: { termsAccepted: true, legalAccepted: true } }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(GO_LIVE, 'northwindSecureOwner', { d: '2026-12-01' }))).toBe(ErrorCodes.forbidden);
  });

  it('refuses an inactive or unknown level', async () => {
    const inactive = (await core(CREATE_LEVEL, 'admin', { input: levelInput('Retired', { active: false }) })).data!.createServiceLevel.id;
    expect(codeOf(await core(CHOOSE, 'harborOwner', { id: inactive }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(CHOOSE, 'harborOwner', { id: 'nope' }))).toBe(ErrorCodes.notFound);
  });

  it('choosing a level bills the first term at once, awaiting the bank account', async () => {
    const chosen = (await core(CHOOSE, 'harborOwner', { id: levelId })).data!.setupServiceLevel;
    expect(chosen.subscriptionSettings.actualServiceLevel!.name).toBe('Harbor Plan');
    expect(chosen.products.map((p: any) => p.name)).toEqual(['API', 'OnDemandPayments']);
    expect(chosen.billingAmount).toBe(12_500);
    const invoices = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices;
    expect(invoices.meta.count).toBe(1);
    expect(invoices.edges[0].node).toMatchObject({
      billDate: '2026-11-21',
      periodEnd: '2026-12-21',
      billingAmount: 12_500,
      term: 'initial',
      status: 'awaitingPaymentMethod',
      isProcessed: false,
      paymentId: null,
    });
    expect(invoices.edges[0].node.uniqueId).toMatch(/^INV-20261121-/);
  });

  it('accepts terms and legal, and sets the go-live date', async () => {
    const r = await core(TERMS, 'harborOwner', { input: { termsAccepted: true, legalAccepted: true } });
    expect(r.data!.setupSubscriptionTerms.subscriptionSettings).toEqual({ termsAccepted: true, legalAccepted: true });
    expect((await core(GO_LIVE, 'harborOwner')).data!.setupGoLiveDate).toEqual({ status: 'success', goLiveDate: '2026-11-21' });
    expect((await core(GO_LIVE, 'harborOwner', { d: '2026-12-01' })).data!.setupGoLiveDate.goLiveDate).toBe('2026-12-01');
    // Without a date an existing go-live date is kept.
    expect((await core(GO_LIVE, 'harborOwner')).data!.setupGoLiveDate.goLiveDate).toBe('2026-12-01');
    expect(codeOf(await core(GO_LIVE, 'harborOwner', { d: '2026-02-30' }))).toBe(ErrorCodes.validation);
  });

  it('charges the invoice as a subscription payment once the business has a bank account, and follows its outcome', async () => {
    const account = await core(coreGraphql(`mutation SubscriptionsSetBusinessBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }`),
      'harborOwner',
      { input: { bankName: 'Harbor Bank', routingNumber: '122000247', accountNumber: '900011112222', accountHolderName: 'Harbor Freightways' } },
    );
    expect(account.errors).toBeUndefined();
    // No debit without the owner's authorization of that account: the invoice still waits.
    await runProcessingCycle(t.db, { at: new Date('2026-11-21T12:20:00Z'), encryptionKey: t.config.encryptionKey });
    let invoice = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.edges[0].node;
    expect(invoice.status).toBe('awaitingPaymentMethod');
    const accepted = await core(coreGraphql(`mutation SubscriptionsAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }`), 'harborOwner');
    expect(accepted.errors).toBeUndefined();
    // The retry job runs 15 minutes later; the processing cycle picks it up.
    await runProcessingCycle(t.db, { at: new Date('2026-11-21T12:40:00Z'), encryptionKey: t.config.encryptionKey });
    invoice = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.edges[0].node;
    expect(invoice.status).toBe('scheduled');
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, invoice.paymentId!));
    expect(payment).toMatchObject({ kind: 'subscription', amount: 12_500, businessId: harborId, idempotencyKey: `subscription-invoice:${invoice.id}` });
    // Due Monday at the cutoff: the cycle then settles it on the sandbox rail.
    await runProcessingCycle(t.db, { at: new Date('2026-11-23T15:30:00Z'), encryptionKey: t.config.encryptionKey });
    invoice = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.edges[0].node;
    expect(invoice).toMatchObject({ status: 'paid', isProcessed: true });
  });

  it('bills each renewal exactly once, even when the job runs twice or at the same time', async () => {
    const at = new Date('2026-12-21T06:00:00Z');
    const job = (id: string) => ({ id, kind: SUBSCRIPTION_INVOICES_JOB, paymentId: null, payload: { businessId: harborId }, status: 'running', runAt: at, attempts: 1, maxAttempts: 5, lockedAt: at, lockedBy: 'test', lastError: null, createdAt: at, finishedAt: null });
    const [j1, j2, j3] = await t.db
      .insert(jobs)
      .values([0, 1, 2].map(() => ({ kind: SUBSCRIPTION_INVOICES_JOB, payload: { businessId: harborId }, status: 'running', runAt: at, createdAt: at })))
      .returning({ id: jobs.id });
    const options = { at, encryptionKey: t.config.encryptionKey };
    await Promise.all([handleSubscriptionInvoicesJob(t.db, job(j1.id), options), handleSubscriptionInvoicesJob(t.db, job(j2.id), options)]);
    await handleSubscriptionInvoicesJob(t.db, job(j3.id), options);
    await runProcessingCycle(t.db, options);
    const rows = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, harborId));
    expect(rows.map((r) => [r.billDate, r.term, r.billingAmount]).sort()).toEqual([
      ['2026-11-21', 'initial', 12_500],
      ['2026-12-21', 'renewal', 10_000],
    ]);
    const charges = await t.db.select().from(payments).where(and(eq(payments.businessId, harborId), eq(payments.kind, 'subscription')));
    expect(charges).toHaveLength(2);
    expect(rows.every((r) => r.paymentId)).toBe(true);
    // The next run is queued once, for the next bill date.
    const queued = await t.db.select().from(jobs).where(and(eq(jobs.kind, SUBSCRIPTION_INVOICES_JOB), eq(jobs.status, 'queued')));
    expect(queued.filter((j) => j.payload.businessId === harborId).map((j) => j.runAt.toISOString())).toEqual(['2027-01-21T00:00:00.000Z']);
  });

  it('an employee with rights may choose the level; a first choice bills at once', async () => {
    const enterprise = (await core(LEVELS, 'admin', { filter: { name: 'Enterprise' } })).data!.serviceLevels.edges[0].node;
    const before = (await core(INVOICES, 'northwindEmployee')).data!.subscriptionInvoices.meta.count;
    const r = await core(CHOOSE, 'northwindEmployee', { id: enterprise.id });
    expect(r.errors).toBeUndefined();
    expect((await core(INVOICES, 'northwindEmployee')).data!.subscriptionInvoices.meta.count).toBe(before + 1);
  });

  it('sums billed invoices for a day and for all time, and groups businesses by level (admin only)', async () => {
    const day = (await core(SUMMARY, 'admin', { date: '2026-12-21' })).data!.subscriptionSummary;
    expect(day).toEqual({ date: '2026-12-21', forOneDay: { total: 10_000, count: 1 }, forAllTime: { total: 12_500 + 10_000 + 199_000, count: 3 } });
    const first = (await core(SUMMARY, 'admin', { date: '2026-11-21' })).data!.subscriptionSummary;
    expect(first.forOneDay).toEqual({ total: 12_500 + 199_000, count: 2 });
    expect(codeOf(await core(SUMMARY, 'admin', { date: 'yesterday' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(SUMMARY, 'northwindOwner'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(GROUPS, 'northwindOwner'))).toBe(ErrorCodes.forbidden);
    const groups = (await core(GROUPS, 'admin')).data!.businessesByServiceLevel;
    const harborGroup = groups.find((g) => g.serviceLevel?.name === 'Harbor Plan')!;
    expect(harborGroup.businesses).toEqual([{ id: harborId, name: 'Harbor Freightways', billedTotal: 22_500 }]);
    const enterpriseGroup = groups.find((g) => g.serviceLevel?.name === 'Enterprise')!;
    expect(enterpriseGroup.businesses.map((b: any) => b.name)).toEqual(['Northwind Supply Co.']);
  });

  it('a change of level bills the new level from the next bill date', async () => {
    const starter = (await core(LEVELS, 'admin', { filter: { name: 'Starter' } })).data!.serviceLevels.edges[0].node;
    expect((await core(CHOOSE, 'harborOwner', { id: starter.id })).errors).toBeUndefined();
    expect((await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.meta.count).toBe(2);
    await runProcessingCycle(t.db, { at: new Date('2027-01-21T00:00:00Z'), encryptionKey: t.config.encryptionKey });
    const newest = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.edges[0].node;
    expect(newest).toMatchObject({ billDate: '2027-01-21', serviceLevelName: 'Starter', term: 'initial', billingAmount: 7_900 });
  });
});
