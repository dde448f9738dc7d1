/**
 * Lists built for money: the report lists sort by amount, counterparty and status (ties on the id, paging
 * without repeats by skip and by cursor), search purchase ID, payment transaction ID and reference by part in any
 * case, filter an amount range, refuse "date from" after "date to"; every payment says who created it (never to the
 * vendor's side) and whether it is held for a payout change; a clerk cannot cancel; consumers carry their last return.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses, consumers, payments, users, vendors, type PaymentRow } from '../../api/db/schema';
import { seedLarge } from '../../api/seed/large';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';

let t: TestApi;
const token: Record<string, string> = {};
let all: PaymentRow[] = [];
const party = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApi();
  await seedLarge(t.db, { transactions: 60, encryptionKey: t.config.encryptionKey, now: t.clock(), businesses: 0, days: 30, instants: 12 });
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
  all = await t.db.select().from(payments);
  const vendorName = new Map((await t.db.select().from(vendors)).map((v) => [v.id, v.name]));
  const consumerName = new Map((await t.db.select().from(consumers)).map((c) => [c.id, `${c.firstName} ${c.lastName}`]));
  const businessName = new Map((await t.db.select().from(businesses)).map((b) => [b.id, b.name]));
  for (const p of all) {
    const name =
      (p.vendorId && vendorName.get(p.vendorId)) ||
      (p.consumerId && consumerName.get(p.consumerId)) ||
      (p.recipientBusinessId && businessName.get(p.recipientBusinessId)) ||
      p.destinationAccountHolderName ||
      '';
    party.set(p.id, name.toLowerCase());
  }
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const LIST = reportsGraphql(`query MoneyListsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {
  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {
    meta { count } edges { cursor node { id createdBy { id name } payoutHold } } pageInfo { endCursor hasNextPage } } }`);
async function list(as: As, vars: Record<string, unknown> = {}) {
  const r = await t.gql(LIST, { limit: 1000, ...vars }, { token: token[as] });
  if (r.errors) throw new Error(JSON.stringify(r.errors));
  return r.data!.paymentTransferTransactions as { meta: { count: number }; edges: { cursor: string; node: { id: string; createdBy: { id: string; name: string } | null; payoutHold: boolean } }[]; pageInfo: { endCursor: string | null; hasNextPage: boolean } };
}
const ids = (l: Awaited<ReturnType<typeof list>>) => l.edges.map((e) => e.node.id);
const sorted = (xs: string[]) => [...xs].sort();

const RANK: Record<string, number> = { pendingApproval: 1, scheduled: 2, processing: 3, success: 4, returned: 5, error: 6, canceled: 7 };
const ORDER_KEYS: Record<string, { desc: boolean; key: (p: PaymentRow) => (string | number)[] }> = {
  amountDesc: { desc: true, key: (p) => [p.amount, p.createdAt.getTime()] },
  amountAsc: { desc: false, key: (p) => [p.amount, p.createdAt.getTime()] },
  statusAsc: { desc: false, key: (p) => [RANK[p.status], p.createdAt.getTime()] },
  statusDesc: { desc: true, key: (p) => [RANK[p.status], p.createdAt.getTime()] },
  counterpartyAsc: { desc: false, key: (p) => [party.get(p.id)!, p.createdAt.getTime()] },
  counterpartyDesc: { desc: true, key: (p) => [party.get(p.id)!, p.createdAt.getTime()] },
};
function expectedOrder(rows: PaymentRow[], orderBy: string): string[] {
  const { desc, key } = ORDER_KEYS[orderBy];
  const cmp = (a: PaymentRow, b: PaymentRow) => {
    const ka = [...key(a), a.id];
    const kb = [...key(b), b.id];
    // The database compares text by its collation; the names here are plain ASCII words, where the two agree.
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
    return 0;
  };
  return [...rows].sort((a, b) => (desc ? -cmp(a, b) : cmp(a, b))).map((p) => p.id);
}

describe('money orders', () => {
  it('sort by amount, status (lifecycle order) and counterparty, ties broken by creation and id', async () => {
    for (const orderBy of Object.keys(ORDER_KEYS)) {
      expect(ids(await list('admin', { orderBy })), orderBy).toEqual(expectedOrder(all, orderBy));
    }
  });

  it('page by skip and by cursor without repeats or gaps', async () => {
    for (const orderBy of ['amountDesc', 'counterpartyAsc', 'statusDesc']) {
      const expected = expectedOrder(all, orderBy);
      const bySkip: string[] = [];
      for (let skip = 0; skip < all.length; skip += 9) bySkip.push(...ids(await list('admin', { orderBy, skip, limit: 9 })));
      expect(bySkip, orderBy).toEqual(expected);
      const byCursor: string[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 100; guard++) {
        const page = await list('admin', { orderBy, limit: 7, after });
        byCursor.push(...ids(page));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(byCursor, orderBy).toEqual(expected);
    }
  });

  it('refuses a cursor of another order', async () => {
    const first = await list('admin', { orderBy: 'amountDesc', limit: 2 });
    const r = await t.gql(LIST, { orderBy: 'statusAsc', limit: 2, after: first.pageInfo.endCursor }, { token: token.admin });
    expect(codeOf(r)).toBe(ErrorCodes.validation);
  });
});

describe('money filters', () => {
  it('find a purchase, a payment transaction and a reference by part of it, in any case', async () => {
    const sample = all.find((p) => p.referenceNumber && p.referenceNumber.length > 4)!;
    const part = (s: string) => s.slice(2, -1).toLowerCase();
    const cases: [Record<string, unknown>, (p: PaymentRow) => boolean][] = [
      [{ purchaseId: part(sample.purchaseId) }, (p) => p.purchaseId.toLowerCase().includes(part(sample.purchaseId))],
      [{ paymentTransactionId: part(sample.paymentTransactionId) }, (p) => p.paymentTransactionId.toLowerCase().includes(part(sample.paymentTransactionId))],
      [{ referenceNumber: part(sample.referenceNumber!).toUpperCase() }, (p) => (p.referenceNumber ?? '').toLowerCase().includes(part(sample.referenceNumber!))],
    ];
    for (const [filter, pred] of cases) {
      const l = await list('admin', { filter });
      const expected = sorted(all.filter(pred).map((p) => p.id));
      expect(expected, JSON.stringify(filter)).toContain(sample.id);
      expect(sorted(ids(l)), JSON.stringify(filter)).toEqual(expected);
    }
    // LIKE's wildcards in the text match themselves only.
    expect((await list('admin', { filter: { purchaseId: '%' } })).meta.count).toBe(0);
    expect((await list('admin', { filter: { referenceNumber: '_' } })).meta.count).toBe(all.filter((p) => p.referenceNumber?.includes('_')).length);
  });

  it('filter an amount range, both ends included', async () => {
    const amounts = [...new Set(all.map((p) => p.amount))].sort((a, b) => a - b);
    const [min, max] = [amounts[Math.floor(amounts.length / 4)], amounts[Math.floor((amounts.length * 3) / 4)]];
    const l = await list('admin', { filter: { amountMin: min, amountMax: max } });
    const expected = sorted(all.filter((p) => p.amount >= min && p.amount <= max).map((p) => p.id));
    expect(expected.length).toBeGreaterThan(1);
    expect(sorted(ids(l))).toEqual(expected);
  });

  it('refuse "date from" after "date to" with a validation error', async () => {
    const r = await t.gql(LIST, { filter: { dateFrom: '2026-03-02T00:00:00Z', dateTo: '2026-03-01T23:59:59Z' } }, { token: token.admin });
    expect(codeOf(r)).toBe(ErrorCodes.validation);
  });
});

describe('who created a payment', () => {
  it('is named to the business and the admin, and never to the vendor manager', async () => {
    const made = all.find((p) => p.createdByUserId && p.vendorId && p.businessId === all.find((q) => q.createdByUserId)!.businessId)!;
    expect(made).toBeDefined();
    const [creator] = await t.db.select().from(users).where(eq(users.id, made.createdByUserId!));
    const node = (await list('admin', { filter: { purchaseId: made.purchaseId } })).edges[0].node;
    expect(node.createdBy).toEqual({ id: creator.id, name: `${creator.firstName} ${creator.lastName}` });
    expect(node.payoutHold).toBe(false);
    const vm = await list('acmeVendorManager');
    expect(vm.edges.length).toBeGreaterThan(0);
    expect(vm.edges.every((e) => e.node.createdBy === null)).toBe(true);
  });
});

describe('cancel', () => {
  it('is refused to an employee without business rights', async () => {
    const scheduled = all.find((p) => p.status === 'scheduled' && p.businessId === all.find((q) => q.vendorId)!.businessId);
    const clerkBusiness = (await t.gql(coreGraphql(`query MoneyListsViewer { viewer { businessId } }`), {}, { token: token.northwindClerk })).data!.viewer.businessId;
    const target = all.find((p) => p.status === 'scheduled' && p.businessId === clerkBusiness) ?? scheduled!;
    const r = await t.gql(coreGraphql(`mutation MoneyListsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }`), { id: target.id }, { token: token.northwindClerk });
    expect(codeOf(r)).toBe(ErrorCodes.forbidden);
    const [still] = await t.db.select().from(payments).where(eq(payments.id, target.id));
    expect(still.status).toBe(target.status);
  });
});

describe("consumers' last return", () => {
  it("is each consumer's latest failed or returned payment", async () => {
    const r = await t.gql(coreGraphql(`query MoneyListsConsumers { consumers(limit: 100) { edges { node { consumerId lastReturn { paymentId status returnCode } } } } }`), {}, { token: token.admin });
    if (r.errors) throw new Error(JSON.stringify(r.errors));
    const nodes = r.data!.consumers.edges.map((e: any) => e.node) as { consumerId: string; lastReturn: { paymentId: string; status: string; returnCode: string | null } | null }[];
    for (const n of nodes) {
      const failed = all
        .filter((p) => p.consumerId === n.consumerId && (p.status === 'error' || p.status === 'returned'))
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1));
      expect(n.lastReturn?.paymentId ?? null, n.consumerId).toBe(failed[0]?.id ?? null);
    }
    expect(nodes.some((n) => n.lastReturn)).toBe(true);
  });
});
