/**
 * A report list's statement is built once per shape and kept (decision 112): a later call of the same shape with
 * other values (another business, another vendor, other filter values, another cursor, skip or limit) must answer
 * exactly what a statement built for that call answers, never the values of the call that built it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../api/db/schema';
import { forgetListStatements, keptListStatements, listReport, type ReportPageArgs } from '../../api/modules/reports/list';
import type { Visibility } from '../../api/modules/reports/access';
import type { ReportName } from '../../api/modules/reports/query';
import { seedLarge } from '../../api/seed/large';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let businessIds: string[] = [];
let vendorIds: string[] = [];
let purchaseId = '';

beforeAll(async () => {
  t = await startTestApi();
  await seedLarge(t.db, { transactions: 60, encryptionKey: t.config.encryptionKey, now: t.clock(), businesses: 0, days: 30, instants: 12 });
  const counted = async (column: typeof payments.businessId | typeof payments.vendorId) => {
    const rows = await t.db.select({ id: column }).from(payments);
    const n = new Map<string, number>();
    for (const r of rows) if (r.id) n.set(r.id, (n.get(r.id) ?? 0) + 1);
    return [...n].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  };
  // The businesses and vendors with the most payments first, so each pair below has pages that differ.
  businessIds = await counted(payments.businessId);
  vendorIds = await counted(payments.vendorId);
  [{ purchaseId }] = await t.db.select({ purchaseId: payments.purchaseId }).from(payments).limit(1);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Call {
  report: ReportName;
  visibility: Visibility;
  args: ReportPageArgs;
}

/** The page a statement built for this call alone answers. */
async function fresh(call: Call) {
  forgetListStatements(t.db);
  return listReport(t.db, call.report, call.visibility, call.args);
}

const page = (args: Partial<ReportPageArgs> = {}): ReportPageArgs => ({ skip: 0, limit: 10, ...args });
const cursorAfter = async (call: Call, rows: number) => (await fresh({ ...call, args: { ...call.args, skip: rows - 1, limit: 1 } })).pageInfo.endCursor!;

/** Pairs of calls of one shape whose pages differ. */
async function pairs(): Promise<[string, Call, Call][]> {
  const admin: Visibility = { all: true };
  const [b1, b2] = businessIds;
  const [v1, v2] = vendorIds;
  const list = (args: Partial<ReportPageArgs>, visibility: Visibility = admin, report: ReportName = 'generalTransfers'): Call => ({ report, visibility, args: page(args) });
  const cursorBase = list({ orderBy: 'amountDesc' });
  return [
    ['another business (visibility)', list({}, { businessId: b1 }), list({}, { businessId: b2 })],
    ['another vendor (visibility)', list({}, { vendorId: v1 }), list({}, { vendorId: v2 })],
    ['another business filter, counted from the counters', list({ filter: { businessId: b1 } }), list({ filter: { businessId: b2 } })],
    ['another vendor filter, counted from the rows', list({ filter: { vendorId: v1 } }), list({ filter: { vendorId: v2 } })],
    ['another status', list({ filter: { status: 'success' } }), list({ filter: { status: 'scheduled' } })],
    ['other statuses and types', list({ filter: { statuses: ['success', 'error'], types: ['vendor', 'api'] } }), list({ filter: { statuses: ['scheduled', 'canceled'], types: ['test', 'vendor'] } })],
    ['other amounts', list({ filter: { amountMin: 1, amountMax: 50_000 } }), list({ filter: { amountMin: 50_001, amountMax: 100_000_000 } })],
    ['other dates', list({ filter: { dateFrom: '2000-01-01T00:00:00Z', dateTo: t.clock().toISOString() } }), list({ filter: { dateFrom: t.clock().toISOString(), dateTo: '2999-01-01T00:00:00Z' } })],
    ['another partial purchase id', list({ filter: { purchaseId: purchaseId.slice(0, 6) } }), list({ filter: { purchaseId: 'no-such-purchase' } })],
    ['another skip and limit', list({ skip: 0, limit: 5 }), list({ skip: 7, limit: 3 })],
    ['another cursor', { ...cursorBase, args: { ...cursorBase.args, after: await cursorAfter(cursorBase, 3) } }, { ...cursorBase, args: { ...cursorBase.args, after: await cursorAfter(cursorBase, 9) } }],
    ['another report business (owner)', list({ filter: { status: 'success' } }, { businessId: b1 }, 'vendor'), list({ filter: { status: 'success' } }, { businessId: b2 }, 'vendor')],
  ];
}

describe('report list statements kept per shape', () => {
  it('answer a second call of a shape with its own values, exactly as a statement built for it', async () => {
    expect(businessIds.length).toBeGreaterThanOrEqual(2);
    expect(vendorIds.length).toBeGreaterThanOrEqual(2);
    for (const [name, first, second] of await pairs()) {
      const alone = await fresh(second);
      expect(alone, `${name}: the two calls' pages differ`).not.toEqual(await fresh(first));
      forgetListStatements(t.db);
      await listReport(t.db, first.report, first.visibility, first.args);
      const kept = await listReport(t.db, second.report, second.visibility, second.args);
      expect(keptListStatements(t.db), `${name}: one statement for both calls`).toBe(1);
      expect(kept, name).toEqual(alone);
    }
  });

  it('build a statement of its own for each shape', async () => {
    forgetListStatements(t.db);
    const admin: Visibility = { all: true };
    await listReport(t.db, 'generalTransfers', admin, page());
    await listReport(t.db, 'generalTransfers', admin, page({ orderBy: 'amountAsc' }));
    await listReport(t.db, 'generalTransfers', { businessId: businessIds[0] }, page());
    await listReport(t.db, 'generalTransfers', admin, page({ filter: { statuses: ['success'] } }));
    await listReport(t.db, 'generalTransfers', admin, page({ filter: { statuses: ['success', 'error'] } }));
    expect(keptListStatements(t.db)).toBe(5);
  });
});
