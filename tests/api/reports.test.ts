/**
 * Report lists on /reports/graphql: every report type, each filter, each order (ties broken by id), paging by skip
 * and by cursor without repeats or gaps, meta.count, scope for every role, and the transaction history.
 * Data: the demo plus ~60 volume payments (api/seed/large.ts) on few creation instants, so createdAt ties exist.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers, payments, vendors, type PaymentRow } from '../../api/db/schema';
import { seedLarge } from '../../api/seed/large';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { reportsGraphql } from './graphql/reports';

let t: TestApi;
const token: Record<string, string> = {};
let all: PaymentRow[] = [];
const businessId: Record<string, string> = {};
const vendorId: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  await seedLarge(t.db, { transactions: 60, encryptionKey: t.config.encryptionKey, now: t.clock(), businesses: 0, days: 30, instants: 12 });
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
  for (const b of await t.db.select().from(businesses)) businessId[b.name] = b.id;
  for (const v of await t.db.select().from(vendors)) vendorId[v.name] = v.id;
  all = await t.db.select().from(payments);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const reports = (query: string, as: As, variables: Record<string, unknown> = {}) => t.gqlUntyped('reports', query, variables, { token: token[as] });

const LISTS = {
  generalTransfers: 'paymentTransferTransactions',
  pendingApproval: 'pendingApprovalPaymentTransferTransactions',
  test: 'testPaymentTransferTransactions',
  vendor: 'vendorPaymentTransferTransactions',
  api: 'apiPaymentTransferTransactions',
  subscription: 'subscriptionPaymentTransferTransactions',
  instantCollection: 'instantCollectionPaymentTransferTransactions',
  onDemand: 'onDemandPaymentTransferTransactions',
} as const;
type Report = keyof typeof LISTS;
const inReport: Record<Report, (p: PaymentRow) => boolean> = {
  generalTransfers: () => true,
  pendingApproval: (p) => p.status === 'pendingApproval',
  test: (p) => p.kind === 'test',
  vendor: (p) => p.kind === 'vendor',
  api: (p) => p.kind === 'api',
  subscription: (p) => p.kind === 'subscription',
  instantCollection: (p) => p.kind === 'instantCollection',
  onDemand: (p) => p.kind === 'onDemand',
};

const listQuery = (field: string, node = 'id') => `query($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {
  ${field}(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) { meta { count } edges { cursor node { ${node} } } pageInfo { endCursor hasNextPage } } }`;

interface ListVars {
  filter?: Record<string, unknown>;
  orderBy?: string;
  skip?: number;
  limit?: number;
  after?: string | null;
}
async function list(as: As, vars: ListVars = {}, report: Report = 'generalTransfers', node = 'id') {
  const r = await reports(listQuery(LISTS[report], node), as, { limit: 1000, ...vars });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data![LISTS[report]] as { meta: { count: number }; edges: { cursor: string; node: any }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}
const ids = (l: { edges: { node: { id: string } }[] }) => l.edges.map((e) => e.node.id);
const sorted = (xs: string[]) => [...xs].sort();
const idsWhere = (pred: (p: PaymentRow) => boolean) => sorted(all.filter(pred).map((p) => p.id));

/** Ground truth of an order: the key columns compared in one direction, then the id. */
const ORDER_KEYS: Record<string, { desc: boolean; key: (p: PaymentRow) => (string | number)[] }> = {
  createdAtDesc: { desc: true, key: (p) => [p.createdAt.getTime()] },
  createdAtAsc: { desc: false, key: (p) => [p.createdAt.getTime()] },
  dateDesc: { desc: true, key: (p) => [p.dueAt.getTime()] },
  dateAsc: { desc: false, key: (p) => [p.dueAt.getTime()] },
  accountingSystemDesc: { desc: true, key: (p) => [p.accountingSystem ?? '', p.createdAt.getTime()] },
  accountingSystemAsc: { desc: false, key: (p) => [p.accountingSystem ?? '', p.createdAt.getTime()] },
};
function expectedOrder(rows: PaymentRow[], orderBy: string): string[] {
  const { desc, key } = ORDER_KEYS[orderBy];
  const cmp = (a: PaymentRow, b: PaymentRow) => {
    const ka = [...key(a), a.id];
    const kb = [...key(b), b.id];
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  };
  return [...rows].sort((a, b) => (desc ? -cmp(a, b) : cmp(a, b))).map((p) => p.id);
}

describe('the seeded data', () => {
  it('has every kind and status, several businesses, and ties on createdAt', () => {
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const kind of ['vendor', 'api', 'onDemand', 'instantCollection', 'subscription', 'test']) expect(all.some((p) => p.kind === kind)).toBe(true);
    for (const status of ['pendingApproval', 'scheduled', 'success', 'error']) expect(all.some((p) => p.status === status)).toBe(true);
    expect(new Set(all.map((p) => p.businessId)).size).toBeGreaterThan(1);
    expect(new Set(all.map((p) => p.createdAt.getTime())).size).toBeLessThan(all.length);
    expect(all.some((p) => p.accountingSystem)).toBe(true);
  });
});

describe('report lists', () => {
  it('hold the right payments for each report type, with meta.count', async () => {
    for (const report of Object.keys(LISTS) as Report[]) {
      const l = await list('admin', {}, report);
      const expected = idsWhere(inReport[report]);
      expect(expected.length, report).toBeGreaterThan(0);
      expect(sorted(ids(l)), report).toEqual(expected);
      expect(l.meta.count, report).toBe(expected.length);
    }
  });

  it('apply each filter', async () => {
    const sample = all.find((p) => p.vendorId && p.status === 'success')!;
    const consumer = all.find((p) => p.consumerId)!;
    const middle = [...all].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[Math.floor(all.length / 2)].createdAt;
    const cases: [Record<string, unknown>, (p: PaymentRow) => boolean][] = [
      [{ status: 'success' }, (p) => p.status === 'success'],
      [{ statuses: ['scheduled', 'processing'] }, (p) => p.status === 'scheduled' || p.status === 'processing'],
      [{ type: 'vendor' }, (p) => p.kind === 'vendor'],
      [{ types: ['onDemand', 'instantCollection'] }, (p) => p.kind === 'onDemand' || p.kind === 'instantCollection'],
      [{ businessId: sample.businessId }, (p) => p.businessId === sample.businessId],
      [{ vendorId: sample.vendorId }, (p) => p.vendorId === sample.vendorId],
      [{ consumerId: consumer.consumerId }, (p) => p.consumerId === consumer.consumerId],
      [{ purchaseId: sample.purchaseId }, (p) => p.purchaseId === sample.purchaseId],
      [{ paymentTransactionId: sample.paymentTransactionId }, (p) => p.paymentTransactionId === sample.paymentTransactionId],
      [{ paymentProcessStatus: 'error' }, (p) => p.paymentProcessStatus === 'error'],
      [{ dateFrom: middle.toISOString() }, (p) => p.createdAt >= middle],
      [{ dateTo: middle.toISOString() }, (p) => p.createdAt <= middle],
      [{ status: 'success', businessId: sample.businessId, type: 'vendor' }, (p) => p.status === 'success' && p.businessId === sample.businessId && p.kind === 'vendor'],
    ];
    for (const [filter, pred] of cases) {
      const l = await list('admin', { filter });
      const expected = idsWhere(pred);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(expected.length, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(sorted(ids(l)), JSON.stringify(filter)).toEqual(expected);
      expect(l.meta.count).toBe(expected.length);
    }
  });

  it('answers an empty list, not an error, for malformed ids; a malformed date or order is a validation error', async () => {
    for (const filter of [{ businessId: 'nope' }, { vendorId: '1' }, { consumerId: "x' or 1=1" }, { purchaseId: 'PUR-NONE' }]) {
      expect((await list('admin', { filter })).meta.count).toBe(0);
    }
    expect(codeOf(await reports(listQuery(LISTS.generalTransfers), 'admin', { filter: { dateFrom: 'yesterday' } }))).toBe(ErrorCodes.validation);
    expect(codeOf(await reports(listQuery(LISTS.generalTransfers), 'admin', { orderBy: 'amountSideways' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await reports(listQuery(LISTS.generalTransfers), 'admin', { limit: 0 }))).toBe(ErrorCodes.validation);
    expect(codeOf(await reports(listQuery(LISTS.generalTransfers), 'admin', { skip: -1 }))).toBe(ErrorCodes.validation);
  });

  it('sort by each order, ascending and descending, ties broken by id (createdAtDesc by default)', async () => {
    for (const orderBy of Object.keys(ORDER_KEYS)) {
      expect(ids(await list('admin', { orderBy })), orderBy).toEqual(expectedOrder(all, orderBy));
    }
    expect(ids(await list('admin'))).toEqual(expectedOrder(all, 'createdAtDesc'));
    const northwind = all.filter((p) => p.businessId === businessId['Northwind Supply Co.']);
    expect(ids(await list('northwindOwner', { orderBy: 'dateAsc' }))).toEqual(expectedOrder(northwind, 'dateAsc'));
  });

  it('page through a whole list by skip and by cursor without repeats or gaps', async () => {
    for (const orderBy of ['createdAtDesc', 'createdAtAsc', 'dateAsc', 'accountingSystemDesc']) {
      const expected = expectedOrder(all, orderBy);
      const bySkip: string[] = [];
      for (let skip = 0; skip < all.length + 7; skip += 7) {
        const page = await list('admin', { orderBy, skip, limit: 7 });
        expect(page.meta.count).toBe(all.length);
        expect(page.pageInfo.hasNextPage).toBe(skip + 7 < all.length);
        bySkip.push(...ids(page));
      }
      expect(bySkip, orderBy).toEqual(expected);

      const byCursor: string[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const page = await list('admin', { orderBy, limit: 5, after });
        byCursor.push(...ids(page));
        expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(byCursor, orderBy).toEqual(expected);
    }
  });

  it('pages a filtered list by cursor, and skips from a cursor', async () => {
    const filter = { statuses: ['success', 'error'] };
    const expected = expectedOrder(
      all.filter((p) => p.status === 'success' || p.status === 'error'),
      'createdAtAsc',
    );
    const first = await list('admin', { filter, orderBy: 'createdAtAsc', limit: 4 });
    const skipped = await list('admin', { filter, orderBy: 'createdAtAsc', limit: 4, after: first.pageInfo.endCursor, skip: 4 });
    expect(ids(first)).toEqual(expected.slice(0, 4));
    expect(ids(skipped)).toEqual(expected.slice(8, 12));
    expect(skipped.meta.count).toBe(expected.length);
  });

  it('refuse a cursor that is malformed or belongs to another order', async () => {
    const page = await list('admin', { orderBy: 'createdAtDesc', limit: 3 });
    const other = await reports(listQuery(LISTS.generalTransfers), 'admin', { orderBy: 'dateAsc', after: page.pageInfo.endCursor });
    expect(codeOf(other)).toBe(ErrorCodes.validation);
    for (const after of ['garbage', Buffer.from('["createdAtDesc","x","y"]').toString('base64url')]) {
      expect(codeOf(await reports(listQuery(LISTS.generalTransfers), 'admin', { after }))).toBe(ErrorCodes.validation);
    }
  });

  it('show every transaction field of spec §3', async () => {
    const billed = all.find((p) => p.accountingSystem && p.businessId === businessId['Northwind Supply Co.'])!;
    const NODE = `id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage moneyAmount createdDate description
      dueDateTime { date time timezone } business { id name createdAt updatedAt } vendor { id name } customer { id name } contactName
      accountingSystem accountingSystemBillInfo paymentMethod { bankName routingNumber paymentSystem } paymentParticipants { buyer recipient } reportType
      recipient { bankName accountHolderName accountNumberLast4 } statusDetails { status code datetime description }`;
    const l = await list('northwindOwner', { filter: { purchaseId: billed.purchaseId }, limit: 25 }, 'vendor', NODE);
    const node = l.edges[0].node;
    const vendor = (await t.db.select().from(vendors)).find((v) => v.id === billed.vendorId)!;
    expect(node).toMatchObject({
      id: billed.id,
      type: 'vendor',
      moneyAmount: billed.amount,
      accountingSystem: billed.accountingSystem,
      paymentMethod: { bankName: 'Bank of America', routingNumber: '026009593', paymentSystem: 'bankOfAmerica' },
      paymentParticipants: { buyer: 'Northwind Supply Co.', recipient: vendor.name },
      reportType: 'accountingSystemBill',
      vendor: { id: vendor.id, name: vendor.name },
      recipient: { accountNumberLast4: billed.destinationAccountLast4, accountHolderName: billed.destinationAccountHolderName },
      dueDateTime: { date: billed.dueDate, time: billed.dueTime, timezone: billed.timezone },
    });
    expect(JSON.parse(node.accountingSystemBillInfo)).toEqual(billed.accountingSystemBillInfo);
    expect(node.statusDetails[0].status).toBe('created');

    // A consumer's collection (a business's collection has a payer business, no consumer); the rows come in no set order.
    const collection = all.find((p) => p.kind === 'instantCollection' && p.consumerId !== null)!;
    const [c] = (await t.db.select().from(consumers)).filter((x) => x.id === collection.consumerId);
    const ic = (await list('admin', { filter: { purchaseId: collection.purchaseId }, limit: 25 }, 'instantCollection', NODE)).edges[0].node;
    expect(ic).toMatchObject({ reportType: 'instantCollection', customer: { id: c.id, name: `${c.firstName} ${c.lastName}` }, paymentParticipants: { recipient: `${c.firstName} ${c.lastName}` } });
  });
});

describe('scope', () => {
  const inBusiness = (name: string) => (p: PaymentRow) => p.businessId === businessId[name];

  it('admin sees all; owners and employees their business; a vendor manager the payments to their vendor; a bank user nothing', async () => {
    const expectations: [As, (p: PaymentRow) => boolean][] = [
      ['admin', () => true],
      ['northwindOwner', inBusiness('Northwind Supply Co.')],
      ['northwindEmployee', inBusiness('Northwind Supply Co.')],
      ['baysideEmployee', inBusiness('Bayside Auto Care')],
      ['acmeVendorManager', (p) => p.vendorId === vendorId['Acme Paper']],
      ['banker', () => false],
    ];
    for (const [as, pred] of expectations) {
      for (const report of ['generalTransfers', 'vendor', 'onDemand'] as Report[]) {
        const l = await list(as, {}, report);
        const expected = idsWhere((p) => pred(p) && inReport[report](p));
        expect(sorted(ids(l)), `${as} ${report}`).toEqual(expected);
        expect(l.meta.count, `${as} ${report}`).toBe(expected.length);
      }
    }
    expect(idsWhere(inBusiness('Northwind Supply Co.')).length).toBeGreaterThan(0);
    expect(idsWhere(inBusiness('Bayside Auto Care')).length).toBeGreaterThan(0);
    expect(idsWhere((p) => p.vendorId === vendorId['Acme Paper']).length).toBeGreaterThan(0);
  });

  it('a filter cannot widen the scope: another business filtered for is empty', async () => {
    const l = await list('baysideEmployee', { filter: { businessId: businessId['Northwind Supply Co.'] } });
    expect(l.meta.count).toBe(0);
    const acme = await list('acmeVendorManager', { filter: { vendorId: vendorId['Blue Ridge Logistics'] } });
    expect(acme.meta.count).toBe(0);
  });

  it('refuses the pending-approval and test lists to vendor managers and bank users, and every list without a token', async () => {
    for (const report of ['pendingApproval', 'test'] as Report[]) {
      for (const as of ['acmeVendorManager', 'banker'] as As[]) expect(codeOf(await reports(listQuery(LISTS[report]), as)), `${as} ${report}`).toBe(ErrorCodes.forbidden);
      const mine = await list('northwindEmployee', {}, report);
      expect(sorted(ids(mine))).toEqual(idsWhere((p) => inBusiness('Northwind Supply Co.')(p) && inReport[report](p)));
    }
    for (const field of Object.values(LISTS)) expect(codeOf(await t.gqlUntyped('reports', listQuery(field), {}))).toBe(ErrorCodes.unauthenticated);
  });
});

describe('transaction history by purchaseId', () => {
  const HISTORY = reportsGraphql(`query ReportsHistory($purchaseId: String!) { transactionHistory(purchaseId: $purchaseId) { paymentTransferTransactionId createdDate dueDateTime { date time timezone } moneyAmount paymentProcessStatus } }`);

  it('lists the payments of a purchase to those who may see them', async () => {
    const p = all.find((x) => x.businessId === businessId['Northwind Supply Co.'] && x.vendorId === vendorId['Acme Paper'])!;
    const item = {
      paymentTransferTransactionId: p.id,
      createdDate: p.createdAt.toISOString(),
      dueDateTime: { date: p.dueDate, time: p.dueTime, timezone: p.timezone },
      moneyAmount: p.amount,
      paymentProcessStatus: p.paymentProcessStatus,
    };
    for (const as of ['admin', 'northwindOwner', 'northwindEmployee', 'acmeVendorManager'] as As[]) {
      expect((await t.gql(HISTORY, { purchaseId: p.purchaseId }, { token: token[as] })).data!.transactionHistory, as).toEqual([item]);
    }
    for (const as of ['baysideEmployee', 'banker'] as As[]) expect((await t.gql(HISTORY, { purchaseId: p.purchaseId }, { token: token[as] })).data!.transactionHistory, as).toEqual([]);
    expect((await t.gql(HISTORY, { purchaseId: 'PUR-UNKNOWN' }, { token: token['admin'] })).data!.transactionHistory).toEqual([]);
    expect(codeOf(await t.gql(HISTORY, { purchaseId: p.purchaseId }))).toBe(ErrorCodes.unauthenticated);
  });
});
