/**
 * Every payment goes the way its kind says (domain/payment-kinds.ts), on every rail: a subscription invoice is a CCD
 * debit of the business's own account, never a credit to it; it is billed from go-live under the authorization its
 * owner accepted (words, version, time and address stored); and subscription credits already sent to a bank by older
 * code are listed on the Errors page by the migration, never rewritten.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, bankAccounts, businesses, payments, reviewItems, subscriptionDebitAuthorizations, subscriptionInvoices, users } from '../../api/db/schema';
import { sha256Hex } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createPayment, MAX_AMOUNT_CENTS } from '../../api/modules/payments/service';
import { openAchFile } from '../../api/rails/ach-file-store';
import { createSandboxRail } from '../../api/rails/sandbox';
import { initiateBody } from '../../api/rails/usbank/rail';
import { DEMO_USERS } from '../../api/seed/demo';
import { BankingCalendar } from '../../domain/calendar';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { readAchFile } from '../../domain/nacha';
import { SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION } from '../../domain/subscription-debits';
import { REVIEW_ITEM_LABELS } from '../../domain/failures';
import { coreGraphql } from './graphql/core';
import { codeOf, setPaymentLimit, startTestApi, type TestApi } from './harness';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const businessIdOf = async (name: string) => (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name)))[0].id;

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
  await setPaymentLimit(t.db, 'Northwind Supply Co.', MAX_AMOUNT_CENTS);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, sandbox: createSandboxRail({}), workerId: 'direction' });

/** Northwind's (file rail) subscription invoice of $1,990.00, as the invoices job makes it: to the business's own account. */
async function northwindSubscriptionPayment(key: string) {
  return createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: await businessIdOf('Northwind Supply Co.'),
      kind: 'subscription',
      amount: 199_000,
      idempotencyKey: key,
      description: 'Enterprise subscription, initial term',
      destination: { bankName: 'Northwind Bank', routingNumber: '122000247', accountNumber: '900011112222', accountHolderName: 'Northwind Supply Co.', accountType: 'checking' },
      createdByUserId: null,
      skipApproval: true,
    },
    t.clock(),
  );
}

describe('a subscription invoice on the rails', () => {
  it('goes into the NACHA file as a CCD debit (27) of the business’s account, in a batch in Payloft’s name', async () => {
    const p = await northwindSubscriptionPayment('direction-file-1');
    await cycle(new Date(p.dueAt.getTime() + 60_000));
    const [filed] = await t.db.select().from(payments).where(eq(payments.id, p.id));
    expect(filed.achFileId).not.toBeNull();
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, filed.achFileId!));
    const read = readAchFile(openAchFile(file.content, t.config.encryptionKey));
    expect(read.problems).toEqual([]);
    const batch = read.batches.find((b) => b.entries.some((e) => e.accountNumber === '900011112222'))!;
    const entry = batch.entries.find((e) => e.accountNumber === '900011112222')!;
    expect([entry.transactionCode, entry.amountCents, batch.secCode, batch.companyEntryDescription.trim()]).toEqual(['27', 199_000, 'CCD', 'SUBSCRIPTN']);
    // The originator is the platform that bills, not the business it debits.
    expect(batch.companyName.trim()).not.toBe('NORTHWIND SUPPLY');
    expect(batch.entries.every((e) => e.transactionCode === '27')).toBe(true);
    expect(read.totalDebitCents).toBeGreaterThanOrEqual(199_000);
    expect(file.totalDebitCents).toBe(read.totalDebitCents);
  });

  it('is a CCD DEBIT in U.S. Bank’s API body, and a vendor payment a CREDIT: one table for every rail', async () => {
    const p = await northwindSubscriptionPayment('direction-api-1');
    const creds = { clientId: 'c', clientSecret: 's', companyId: '1234567890', companyName: 'Payloft' };
    const calendar = new BankingCalendar();
    expect(initiateBody(p, '900011112222', creds, calendar).transaction.achDetails).toMatchObject({ transactionType: 'DEBIT', standardEntryClassCode: 'CCD' });
    expect(initiateBody({ ...p, kind: 'vendor' }, '900011112222', creds, calendar).transaction.achDetails.transactionType).toBe('CREDIT');
  });
});

coreGraphql(`fragment DirectionAuthorization on SubscriptionDebitAuthorization { needed text accountLast4 acceptedAt textVersion }`);
const AUTHORIZATION = coreGraphql(`query DirectionAuthorization { subscriptionDebitAuthorization { ...DirectionAuthorization } }`);
const ACCEPT = coreGraphql(`mutation DirectionAccept($accepted: Boolean!, $userAgent: String) { acceptSubscriptionDebitAuthorization(accepted: $accepted, userAgent: $userAgent) { ...DirectionAuthorization } }`);
const CREATE_LEVEL = coreGraphql(`mutation DirectionCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }`);
const PRODUCTS = coreGraphql(`query DirectionProducts { products(skip: 0, limit: 100) { edges { node { id name } } } }`);
const CHOOSE = coreGraphql(`mutation DirectionChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }`);
const TERMS = coreGraphql(`mutation DirectionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }`);
const BANK_ACCOUNT = coreGraphql(`mutation DirectionBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }`);
const VISITED = coreGraphql(`mutation DirectionVisited { markActiveUsersPageVisited { status } }`);
const TEST_PAYMENT = coreGraphql(`mutation DirectionTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }`);
const REGISTER = coreGraphql(`mutation DirectionRegister { setupRegistrationDate { status } }`);
const PROGRESS = coreGraphql(`query DirectionProgress { businessSetup { registration { hasSharedPaymentMethod subscriptionDebitAuthorized } } }`);
const INVOICES = coreGraphql(`query DirectionInvoices { subscriptionInvoices { meta { count } edges { node { billDate billingAmount status paymentId } } } }`);
const FAILURES = coreGraphql(`query DirectionFailures { failures(filter: { kind: "review" }, limit: 100) { edges { node { id subject reason paymentId } } } }`);

describe('a subscription from sign-up to its first debit', () => {
  let harbor: string;

  it('is not billed when the service level is picked at step 1', async () => {
    harbor = await businessIdOf('Harbor Freightways');
    const ids = Object.fromEntries((await core(PRODUCTS, 'admin')).data!.products.edges.map((e) => [e.node.name, e.node.id]));
    const level = await core(CREATE_LEVEL, 'admin', {
      input: { name: 'Harbor Annual', active: true, initialTerm: { duration: 1, unit: 'year', price: 199_000 }, renewalTerm: { duration: 1, unit: 'year', price: 199_000 }, productIds: [ids.API] },
    });
    expect((await core(CHOOSE, 'harborOwner', { id: level.data!.createServiceLevel.id })).errors).toBeUndefined();
    expect((await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.meta.count).toBe(0);
    // The demo's Harbor has its bank account already: the authorization to accept names it.
    const named = (await core(AUTHORIZATION, 'harborOwner')).data!.subscriptionDebitAuthorization;
    expect(named).toMatchObject({ needed: true, accountLast4: '3342', acceptedAt: null });
    expect(named.text).toContain('debit its bank account ending in 3342 by ACH');
    // Nothing to authorize until the account it names exists: a business that has not given one yet.
    await t.db.delete(bankAccounts).where(eq(bankAccounts.businessId, harbor));
    expect((await core(AUTHORIZATION, 'harborOwner')).data!.subscriptionDebitAuthorization).toMatchObject({ needed: true, text: null, acceptedAt: null });
  });

  it('asks the owner, and only the owner, to authorize the debits of the bank account before the step is done', async () => {
    expect((await core(TERMS, 'harborOwner')).errors).toBeUndefined();
    expect((await core(BANK_ACCOUNT, 'harborOwner', { input: { bankName: 'Harbor Bank', routingNumber: '122000247', accountNumber: '900011112222', accountHolderName: 'Harbor Freightways' } })).errors).toBeUndefined();
    expect((await core(PROGRESS, 'harborOwner')).data!.businessSetup.registration).toEqual({ hasSharedPaymentMethod: true, subscriptionDebitAuthorized: false });
    const asked = (await core(AUTHORIZATION, 'harborOwner')).data!.subscriptionDebitAuthorization;
    expect(asked).toMatchObject({ needed: true, accountLast4: '2222', acceptedAt: null });
    expect(asked.text).toContain('debit its bank account ending in 2222 by ACH');
    expect(asked.text).toContain('$1,990.00');

    const employee = await core(ACCEPT, 'northwindEmployee', { accepted: true });
    expect(codeOf(employee)).toBe(ErrorCodes.forbidden);
    expect(employee.errors![0].message).toBe(Messages.subscriptionAuthorizationOwnerOnly);
    const unticked = await core(ACCEPT, 'harborOwner', { accepted: false });
    expect(codeOf(unticked)).toBe(ErrorCodes.validation);
    expect(unticked.errors![0].message).toBe(Messages.subscriptionAuthorizationRequired);

    const accepted = (await core(ACCEPT, 'harborOwner', { accepted: true, userAgent: 'Vitest browser' })).data!.acceptSubscriptionDebitAuthorization;
    expect(accepted).toMatchObject({ needed: true, accountLast4: '2222', textVersion: SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION, text: asked.text });
    expect(accepted.acceptedAt).not.toBeNull();
    const [stored] = await t.db.select().from(subscriptionDebitAuthorizations).where(eq(subscriptionDebitAuthorizations.businessId, harbor));
    const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.harborOwner.email));
    expect(stored).toMatchObject({ userId: owner.id, routingNumber: '122000247', accountLast4: '2222', text: asked.text, textSha256: sha256Hex(asked.text!), userAgent: 'Vitest browser' });
    expect(stored.ipAddress.length).toBeGreaterThan(0);
    expect((await core(PROGRESS, 'harborOwner')).data!.businessSetup.registration.subscriptionDebitAuthorized).toBe(true);
  });

  it('bills the first term when registration completes (go-live), as a debit of the authorized account', async () => {
    await t.db.update(businesses).set({ address: '1 Pier Rd', city: 'Seattle', state: 'WA', zipcode: '98101', country: 'United States' }).where(eq(businesses.id, harbor));
    expect((await core(VISITED, 'harborOwner')).errors).toBeUndefined();
    expect((await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices.meta.count).toBe(0);
    const tested = await core(TEST_PAYMENT, 'harborOwner', { input: { idempotencyKey: 'direction-harbor-test' } });
    expect(tested.data!.sendTestPayment.paymentProcessStatus).toBe('success');

    expect((await core(REGISTER, 'harborOwner')).data!.setupRegistrationDate.status).toBe(true);
    const invoices = (await core(INVOICES, 'harborOwner')).data!.subscriptionInvoices;
    expect(invoices.meta.count).toBe(1);
    const invoice = invoices.edges[0].node;
    expect(invoice).toMatchObject({ billDate: t.clock().toISOString().slice(0, 10), billingAmount: 199_000, status: 'scheduled' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, invoice.paymentId!));
    expect(payment).toMatchObject({ kind: 'subscription', amount: 199_000, destinationRoutingNumber: '122000247', destinationAccountLast4: '2222' });
    // Registering again bills nothing more.
    expect((await core(REGISTER, 'harborOwner')).data!.setupRegistrationDate.status).toBe(true);
    expect((await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, harbor))).length).toBe(1);
  });

  it('charges no invoice of an account the owner has not authorized: a new account waits for a new authorization', async () => {
    expect((await core(BANK_ACCOUNT, 'harborOwner', { input: { bankName: 'Harbor Bank', routingNumber: '122000247', accountNumber: '900033334444', accountHolderName: 'Harbor Freightways' } })).errors).toBeUndefined();
    expect((await core(AUTHORIZATION, 'harborOwner')).data!.subscriptionDebitAuthorization).toMatchObject({ accountLast4: '4444', acceptedAt: null });
    await t.db.update(subscriptionInvoices).set({ paymentId: null }).where(eq(subscriptionInvoices.businessId, harbor));
    await cycle(new Date(t.clock().getTime() + 20 * 60_000));
    const [invoice] = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, harbor));
    expect(invoice.paymentId).toBeNull();
  });
});

describe('subscription credits already sent to a bank', () => {
  /** The migration's hand-written part, as it runs on a database that older code filed credits into. */
  const flagging = () => {
    const migration = readFileSync(join(import.meta.dirname, '../../api/db/migrations/0042_subscription-debits.sql'), 'utf8');
    return migration.slice(migration.indexOf('-- hand-written:'));
  };

  it('are listed on the Errors page once each by the migration, and the payments are left as they were', async () => {
    const [filed] = await t.db.select().from(payments).where(and(eq(payments.kind, 'subscription'), sql`${payments.achFileId} is not null`));
    const before = (await t.db.select().from(payments).where(eq(payments.id, filed.id)))[0];
    await t.db.execute(sql.raw(flagging()));
    await t.db.execute(sql.raw(flagging()));
    const items = await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'subscriptionFiledAsCredit'), eq(reviewItems.paymentId, filed.id)));
    expect(items).toHaveLength(1);
    expect(items[0].message).toContain(`Subscription payment ${filed.purchaseId} of $1,990.00 was sent to the bank (ACH file) as a credit`);
    const listed = (await core(FAILURES, 'admin')).data!.failures.edges.map((e) => e.node);
    expect(listed).toContainEqual(expect.objectContaining({ id: items[0].id, subject: REVIEW_ITEM_LABELS.subscriptionFiledAsCredit, paymentId: filed.id, reason: items[0].message }));
    expect((await t.db.select().from(payments).where(eq(payments.id, filed.id)))[0]).toEqual(before);
  });
});
