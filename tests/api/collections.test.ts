/** Instant collections: who may collect from whom, exactly once per key, the refusals, the lists and the payer's receipt. */
import { and, eq, gt, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, businesses, consumers, outboxMessages, payments } from '../../api/db/schema';
import { COLLECTIONS_DEMO } from '../../api/seed/collections';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { grantDebitConsent } from '../../api/seed/debit-consent';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { CollectItemInput } from './graphql/core/graphql';
import { insertConsumer } from './support/factories';

let t: TestApi;
const tokens: Record<string, string> = {};
const EMAILS = {
  admin: 'admin@payloft.test',
  northwindOwner: 'owner@northwind.test',
  northwindEmployee: 'employee@northwind.test',
  northwindClerk: 'clerk@northwind.test',
  baysideOwner: 'owner@bayside.test',
  baysideEmployee: 'employee@bayside.test',
  lakesideEmployee: 'employee@lakeside.test',
  vendor: 'vendor@acme.test',
  banker: 'banker@firstcommunity.test',
} as const;
type Who = keyof typeof EMAILS;

const COLLECT = coreGraphql(`mutation CollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id type collectionType status purchaseId moneyAmount customer { id name } referenceNumber } } }`);
const CYCLE = coreGraphql(`mutation CollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }`);
const collect = (who: Who, idempotencyKey: string, items: CollectItemInput[]) => t.gql(COLLECT, { input: { idempotencyKey, items } }, { token: tokens[who] });

const ids = { maria: '', aisha: '', northwindConsumer: '', lakesideConsumer: '', coastal: '', northwind: '' };

async function businessId(name: string) {
  return (await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name)))[0].id;
}
async function consumerOf(businessName: string, firstName: string) {
  const row = await insertConsumer(t, {
    businessId: await businessId(businessName),
    firstName,
    lastName: 'Tester',
    email: `${firstName.toLowerCase()}@example.test`,
    bankName: 'Wells Fargo',
    routingNumber: '122000247',
    accountNumber: '4455667788',
  });
  // An enabled consumer has accepted a debit authorization and had the account validated (decision 052).
  await grantDebitConsent(t.db, row, t.clock());
  return row.id;
}

beforeAll(async () => {
  t = await startTestApi();
  for (const [who, email] of Object.entries(EMAILS)) tokens[who] = (await t.tokensFor(email)).accessToken;
  const consumer = async (email: string) => (await t.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, email)))[0].id;
  ids.maria = await consumer('maria.lopez@example.test');
  ids.aisha = await consumer('aisha.patel@example.test');
  ids.northwindConsumer = await consumerOf('Northwind Supply Co.', 'Nadia');
  ids.lakesideConsumer = await consumerOf('Lakeside Dental', 'Leo');
  ids.coastal = await businessId(COLLECTIONS_DEMO.customer.name);
  ids.northwind = await businessId('Northwind Supply Co.');
});
afterAll(async () => {
  await t?.close();
});

const item = (payer: Record<string, string>, amount = 42_00) => ({ ...payer, amount, referenceNumber: 'RO-1', description: 'Service' });
let n = 0;
const key = (label: string) => `test-${label}-${++n}-0000000000`;

describe('who may collect', () => {
  it('owners and employees with rights collect from their own consumers when the business holds InstantCollection', async () => {
    for (const [who, consumerId] of [
      ['baysideOwner', () => ids.maria],
      ['baysideEmployee', () => ids.maria],
      ['northwindOwner', () => ids.northwindConsumer],
      ['northwindEmployee', () => ids.northwindConsumer],
      ['lakesideEmployee', () => ids.lakesideConsumer],
    ] as const) {
      const r = await collect(who, key(who), [item({ consumerId: consumerId() })]);
      expect(r.errors, who).toBeUndefined();
      expect(r.data!.collectPayments.payments[0]).toMatchObject({ type: 'instantCollection', collectionType: 'instantCollection', status: 'scheduled', moneyAmount: 42_00 });
    }
  });

  it('customers need InstantCollectionForCustomer: Bayside collects from its connected customer, Northwind and Lakeside may not', async () => {
    for (const who of ['baysideOwner', 'baysideEmployee'] as const) {
      const r = await collect(who, key(who), [item({ customerBusinessId: ids.coastal })]);
      expect(r.errors, who).toBeUndefined();
      expect(r.data!.collectPayments.payments[0]).toMatchObject({ collectionType: 'instantCollectionForCustomer', customer: { id: ids.coastal, name: COLLECTIONS_DEMO.customer.name } });
    }
    for (const who of ['northwindOwner', 'lakesideEmployee'] as const) {
      expect(codeOf(await collect(who, key(who), [item({ customerBusinessId: ids.coastal })])), who).toBe('forbiddenAPIError');
    }
  });

  it('an employee without rights, the admin, a vendor manager and a bank user are refused, and nothing is created', async () => {
    const before = await t.db.select({ id: payments.id }).from(payments);
    for (const who of ['northwindClerk', 'admin', 'vendor', 'banker'] as const) {
      expect(codeOf(await collect(who, key(who), [item({ consumerId: ids.northwindConsumer })])), who).toBe('forbiddenAPIError');
    }
    expect((await t.db.select({ id: payments.id }).from(payments)).length).toBe(before.length);
  });

  it("another business's consumer reads like an unknown one", async () => {
    const r = await collect('northwindOwner', key('cross'), [item({ consumerId: ids.maria })]);
    expect(codeOf(r)).toBe('validationAPIError');
    expect(r.errors![0].message).toBe(Messages.consumerNotFound);
    const lakeside = await collect('lakesideEmployee', key('cross'), [item({ consumerId: ids.northwindConsumer })]);
    expect(lakeside.errors![0].message).toBe(Messages.consumerNotFound);
  });
});

describe('refusals', () => {
  it("a customer without an accepted connection: 'Business is not connected.'", async () => {
    const r = await collect('baysideOwner', key('not-connected'), [item({ customerBusinessId: ids.northwind })]);
    expect(r.errors![0].message).toBe('Business is not connected.');
    expect(r.errors![0].extensions?.fieldErrors).toEqual({ 'items.0.payer': 'Business is not connected.' });
  });

  it('a consumer who is not enabled (pending) is refused with a clear message, and so is the whole request it is part of', async () => {
    const k = key('pending');
    const r = await collect('baysideOwner', k, [item({ consumerId: ids.maria }), item({ consumerId: ids.aisha })]);
    expect(r.errors![0].message).toBe(Messages.consumerNotEnabled);
    expect(await t.db.select().from(payments).where(like(payments.idempotencyKey, `${k}:%`))).toEqual([]);
    const blocked = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'paymentsCollected'), eq(auditLog.outcome, 'blocked')));
    expect(blocked.find((a) => (a.details as { idempotencyKey?: string }).idempotencyKey === k)?.details).toMatchObject({ reason: Messages.consumerNotEnabled });
  });

  it('checks each item: one payer, an amount above zero, a phone number only for a consumer', async () => {
    expect((await collect('baysideOwner', key('both'), [item({ consumerId: ids.maria, customerBusinessId: ids.coastal })])).errors![0].extensions?.fieldErrors).toHaveProperty('items.0.payer');
    expect((await collect('baysideOwner', key('zero'), [item({ consumerId: ids.maria }, 0)])).errors![0].extensions?.fieldErrors).toHaveProperty('items.0.amount');
    const phone = await collect('baysideOwner', key('phone'), [{ ...item({ customerBusinessId: ids.coastal }), phoneNumber: '+1 619 555 0100' }]);
    expect(phone.errors![0].extensions?.fieldErrors).toHaveProperty('items.0.phoneNumber');
    expect(codeOf(await collect('baysideOwner', key('empty'), []))).toBe('validationAPIError');
  });
});

describe('exactly once', () => {
  it('a retried request with the same key returns the same collections and creates nothing more; other items under that key are refused', async () => {
    const k = key('retry');
    const items = [{ ...item({ consumerId: ids.maria }, 19_99), phoneNumber: '+1 619 555 0201' }, item({ customerBusinessId: ids.coastal }, 250_00)];
    const first = await collect('baysideOwner', k, items);
    expect(first.errors).toBeUndefined();
    expect(first.data!.collectPayments.replayed).toBe(false);
    const again = await collect('baysideEmployee', k, items);
    expect(again.data!.collectPayments.replayed).toBe(true);
    expect(again.data!.collectPayments.payments.map((p: { id: string }) => p.id)).toEqual(first.data!.collectPayments.payments.map((p: { id: string }) => p.id));
    const made = await t.db.select().from(payments).where(like(payments.idempotencyKey, `${k}:%`));
    expect(made).toHaveLength(2);
    expect(made.find((p) => p.consumerId === ids.maria)?.payerPhoneNumber).toBe('+1 619 555 0201');
    expect(made.find((p) => p.recipientBusinessId === ids.coastal)).toMatchObject({ kind: 'instantCollection', destinationAccountLast4: '3318', consumerId: null });
    expect(codeOf(await collect('baysideOwner', k, [item({ consumerId: ids.maria }, 20_00)]))).toBe('requestIsDuplicatedAPIError');
  });

  it('two identical requests at once create one set of collections', async () => {
    const k = key('race');
    const items = [item({ consumerId: ids.maria }, 33_00)];
    const results = await Promise.all([collect('baysideOwner', k, items), collect('baysideOwner', k, items)]);
    for (const r of results) expect(r.errors).toBeUndefined();
    expect(await t.db.select().from(payments).where(like(payments.idempotencyKey, `${k}:%`))).toHaveLength(1);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'paymentsCollected'), eq(auditLog.outcome, 'success')));
    expect(audits.filter((a) => (a.details as { idempotencyKey?: string }).idempotencyKey === k)).toHaveLength(2);
  });
});

describe('after a cycle', () => {
  it('the collections show in the lists with their type and payer; the customer business owner gets the receipt', async () => {
    t.clock.advance(60_000);
    const since = t.clock();
    const r = await collect('baysideOwner', key('cycle'), [item({ customerBusinessId: ids.coastal }, 987_65)]);
    const made = r.data!.collectPayments.payments[0];
    t.clock.advance(120_000);
    await t.gql(CYCLE, { at: t.clock().toISOString() }, { token: tokens.admin });
    const list = await t.gql(reportsGraphql(`query CollectionsInstantCollectionPaymentTransferTransactions($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter) { edges { node { status collectionType customer { name } moneyAmount } } } }`),
      { filter: { purchaseId: made.purchaseId } },
      { token: tokens.baysideOwner },
    );
    expect(list.data!.instantCollectionPaymentTransferTransactions.edges[0].node).toEqual({ status: 'success', collectionType: 'instantCollectionForCustomer', customer: { name: COLLECTIONS_DEMO.customer.name }, moneyAmount: 987_65 });
    const [receipt] = await t.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, COLLECTIONS_DEMO.customer.ownerEmail), gt(outboxMessages.createdAt, since), like(outboxMessages.body, `%${made.purchaseId}%`)));
    expect(receipt.subject).toBe('Receipt: $987.65 paid to Bayside Auto Care');
    expect(receipt.body).toContain('(America/Chicago)');
    expect(receipt.body).toContain(`Paid by: ${COLLECTIONS_DEMO.customer.name}`);
  });

  it('the demo has completed and failed collections of both types, the failures with their return reason', async () => {
    const rows = await t.gql(reportsGraphql(`query CollectionsInstantCollectionPaymentTransferTransactions2 { instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { status collectionType referenceNumber returnCode } } } }`),
      {},
      { token: tokens.baysideOwner },
    );
    const seeded = rows.data!.instantCollectionPaymentTransferTransactions.edges.map((e) => e.node).filter((x) => /^(RO-55|FLEET-)/.test(x.referenceNumber ?? ''));
    expect(seeded.map((x) => `${x.referenceNumber} ${x.status} ${x.collectionType} ${x.returnCode ?? ''}`.trim()).sort()).toEqual([
      'FLEET-1102 success instantCollectionForCustomer',
      'RO-5512 success instantCollection',
      'RO-5513 error instantCollection R03',
      'RO-5514 error instantCollection R01',
    ]);
  });
});
