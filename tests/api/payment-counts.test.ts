/**
 * Property: the report counts kept in payment_counts (decision 045) equal count(*) over the payments, for every
 * report and fixed filter of the web's lists that the counters answer, as the admin and as each business, after
 * any mix of inserts, status, kind and business changes, deletes, rolled-back transactions, concurrent
 * transactions, folds and the product's own creates, approvals and processing cycles. Runs on PGlite and, with
 * DATABASE_URL, on PostgreSQL, where the transactions really run at once; there a last test checks that appending
 * and folding never wait on an open transaction that changes the same counters.
 *
 * CI runs a fixed seed; PROPERTY_SEED / PROPERTY_RUNS explore (scripts/test-property.mjs).
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/client';
import { businesses, paymentCountDeltas, payments, users, PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type PaymentStatus } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { loadBusinessScope } from '../../api/graphql/access';
import { approvePayments, createPayment } from '../../api/modules/payments';
import { visibilityCondition, type Visibility } from '../../api/modules/reports/access';
import { counterSelection, countFromCounters, countReport, countRows, foldPaymentCounts } from '../../api/modules/reports/counters';
import { REPORT_NAMES, reportCondition, type ReportFilter, type ReportName } from '../../api/modules/reports/query';
import { TRANSACTION_LISTS } from '../../app/features/transactions/lists.server';
import { toTransactionFilter } from '../../domain/list-query';
import { startTestApi, type TestApi } from './harness';
import { paymentRow } from './support/factories';

let t: TestApi;
let businessIds: string[] = [];

beforeAll(async () => {
  t = await startTestApi();
  businessIds = (await t.db.select({ id: businesses.id }).from(businesses)).map((b) => b.id).sort();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Every report with the fixed filter of each web list on it, plus each report unfiltered and one status of it. */
function reportViews(): { report: ReportName; filter: ReportFilter }[] {
  const views: { report: ReportName; filter: ReportFilter }[] = Object.values(TRANSACTION_LISTS).map((l) => ({ report: l.report, filter: toTransactionFilter(l.fixed) }));
  for (const report of REPORT_NAMES) views.push({ report, filter: {} }, { report, filter: { status: 'success' } }, { report, filter: { types: ['vendor', 'test'], statuses: ['error', 'scheduled'] } });
  return views;
}

/** Every view as the admin (also narrowed to one business) and as each business's owner or employee. */
function answerableCases(): { report: ReportName; filter: ReportFilter; visibility: Visibility }[] {
  const cases: { report: ReportName; filter: ReportFilter; visibility: Visibility }[] = [];
  for (const view of reportViews()) {
    cases.push({ ...view, visibility: { all: true } });
    cases.push({ ...view, filter: { ...view.filter, businessId: businessIds[0] }, visibility: { all: true } });
    for (const businessId of businessIds) cases.push({ ...view, visibility: { businessId } });
  }
  return cases;
}

/** Fails with the first report, filter and scope whose counter count differs from count(*). */
async function expectCountersExact(db: Database) {
  for (const c of answerableCases()) {
    const selection = counterSelection(c.report, c.filter, c.visibility);
    expect(selection, `${c.report} ${JSON.stringify(c.filter)} is answered by the counters`).not.toBeNull();
    const fromCounters = await countFromCounters(db, selection!);
    const fromRows = await countRows(db, reportCondition(c.report, c.filter, visibilityCondition(c.visibility)));
    expect(fromCounters, `${c.report} ${JSON.stringify(c.filter)} as ${JSON.stringify(c.visibility)}`).toBe(fromRows);
  }
}

let made = 0;
/** Bare payment rows (no history, no jobs): what the counters see is business, kind and status alone. */
function paymentValues(businessId: string, kind: PaymentKind, status: PaymentStatus) {
  const n = ++made;
  return paymentRow({
    businessId,
    kind,
    status,
    amount: 100 + n,
    purchaseId: `counts-${n}-${randomUUID()}`,
    paymentTransactionId: `counts-tx-${n}-${randomUUID()}`,
    idempotencyKey: `counts-${n}-${randomUUID()}`,
    dueTime: '09:00 AM',
  });
}

type Db = Pick<Database, 'insert' | 'update' | 'delete' | 'select'>;

type Step =
  | { op: 'insert'; business: number; kind: PaymentKind; status: PaymentStatus; rows: number }
  | { op: 'move'; pick: number; rows: number; status: PaymentStatus; kind: PaymentKind | null; business: number | null }
  | { op: 'delete'; pick: number; rows: number };
type Command =
  | Step
  | { op: 'rollback'; steps: Step[] }
  | { op: 'concurrent'; transactions: Step[][] }
  | { op: 'fold' }
  | { op: 'product'; approve: boolean; minutes: number };

const kind = fc.constantFrom(...PAYMENT_KINDS);
const status = fc.constantFrom(...PAYMENT_STATUSES);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('insert' as const), business: fc.nat(9), kind, status, rows: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ op: fc.constant('move' as const), pick: fc.nat(1_000), rows: fc.integer({ min: 1, max: 6 }), status, kind: fc.option(kind), business: fc.option(fc.nat(9)) }),
  fc.record({ op: fc.constant('delete' as const), pick: fc.nat(1_000), rows: fc.integer({ min: 1, max: 3 }) }),
);
const command: fc.Arbitrary<Command> = fc.oneof(
  { arbitrary: step, weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('rollback' as const), steps: fc.array(step, { minLength: 1, maxLength: 3 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('concurrent' as const), transactions: fc.array(fc.array(step, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 }) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('fold' as const) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('product' as const), approve: fc.boolean(), minutes: fc.integer({ min: 0, max: 3_000 }) }), weight: 1 },
);

/** This test's bare payments (no history, no jobs, so any step may move or delete them), in a stable order. */
async function ownPayments(db: Db): Promise<string[]> {
  const rows = await db.select({ id: payments.id }).from(payments).where(like(payments.purchaseId, 'counts-%')).orderBy(payments.id);
  return rows.map((r) => r.id);
}

async function apply(db: Db, s: Step) {
  if (s.op === 'insert') {
    await db.insert(payments).values(Array.from({ length: s.rows }, () => paymentValues(businessIds[s.business % businessIds.length], s.kind, s.status)));
    return;
  }
  const own = await ownPayments(db);
  const ids = own.slice(s.pick % Math.max(1, own.length)).slice(0, s.rows);
  if (!ids.length) return;
  if (s.op === 'delete') await db.delete(payments).where(inArray(payments.id, ids));
  else {
    const business = s.business === null ? {} : { businessId: businessIds[s.business % businessIds.length] };
    await db
      .update(payments)
      .set({ status: s.status, ...(s.kind ? { kind: s.kind } : {}), ...business })
      .where(inArray(payments.id, ids));
  }
}

class Rollback extends Error {}

/** `work`, or a failure when it has not finished within `ms` (it is waiting on a lock). */
async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`still waiting after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

let run = 0;
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20_261_126;
const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 12;

describe('report counts from payment_counts', () => {
  it('answers the web lists of owners, employees and the admin, and leaves a vendor manager and other filters to count(*)', () => {
    const completed = toTransactionFilter(TRANSACTION_LISTS['transactions.completed'].fixed);
    expect(counterSelection('generalTransfers', completed, { businessId: randomUUID() })).not.toBeNull();
    expect(counterSelection('generalTransfers', completed, { all: true })).toEqual({ businessIds: null, kinds: ['vendor', 'api', 'onDemand'], statuses: ['success'] });
    expect(counterSelection('generalTransfers', completed, { vendorId: randomUUID() })).toBeNull();
    for (const narrower of [{ vendorId: randomUUID() }, { dateFrom: '2026-11-01T00:00:00Z' }, { amountMin: 0 }, { paymentProcessStatus: 'error' }, { referenceNumber: 'x' }, { businessId: 'not-an-id' }]) {
      expect(counterSelection('generalTransfers', { ...completed, ...narrower }, { all: true }), JSON.stringify(narrower)).toBeNull();
    }
    // Empty values do not narrow, exactly as in reportCondition.
    expect(counterSelection('generalTransfers', { ...completed, vendorId: '', statuses: [] }, { all: true })).not.toBeNull();
    expect(counterSelection('pendingApproval', { status: 'success' }, { all: true })).toEqual({ businessIds: null, kinds: null, statuses: [] });
  });

  it('starts equal to count(*) after the migration and the demo data', async () => {
    await expectCountersExact(t.db);
    await foldPaymentCounts(t.db);
    await expectCountersExact(t.db);
  });

  it('stays equal to count(*) through inserts, moves, deletes, rollbacks, concurrent transactions, folds and the processing cycle', async () => {
    const owner = (await t.db.select().from(users).where(eq(users.email, 'owner@northwind.test')))[0];
    const scope = await loadBusinessScope(t.db, owner);
    let now = new Date('2026-11-23T15:30:00Z').getTime();
    let concurrentCommits = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 8 }), async (commands) => {
        run++;
        for (const c of commands) {
          if (c.op === 'fold') await foldPaymentCounts(t.db);
          else if (c.op === 'rollback') {
            await expect(
              t.db.transaction(async (tx) => {
                for (const s of c.steps) await apply(tx, s);
                throw new Rollback();
              }),
            ).rejects.toBeInstanceOf(Rollback);
          } else if (c.op === 'concurrent') {
            // Transactions at once (truly so on PostgreSQL), with a fold racing them; a failed one (two moving the
            // same row can deadlock on the payments rows themselves) rolls back, which the counters must follow too.
            const settled = await Promise.allSettled([
              ...c.transactions.map((steps) =>
                t.db.transaction(async (tx) => {
                  for (const s of steps) await apply(tx, s);
                }),
              ),
              foldPaymentCounts(t.db),
            ]);
            concurrentCommits += settled.slice(0, -1).filter((r) => r.status === 'fulfilled').length;
          } else if (c.op === 'product') {
            const created = await createPayment(
              t.db,
              t.config.encryptionKey,
              {
                businessId: scope.businessId!,
                kind: 'vendor',
                amount: 1_000 + run,
                idempotencyKey: `counts-product-${run}-${randomUUID()}`,
                destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
                createdByUserId: null,
              },
              new Date(now),
            );
            if (c.approve && created.status === 'pendingApproval') await approvePayments(t.db, owner, scope, [created.id], new Date(now));
            now += c.minutes * 60_000;
            await runProcessingCycle(t.db, { at: new Date(now), encryptionKey: t.config.encryptionKey });
          } else await apply(t.db, c);
        }
        await expectCountersExact(t.db);
      }),
      { numRuns: RUNS, seed: SEED },
    );
    // The concurrent transactions really committed (not all lost to lock conflicts on the same payments).
    expect(concurrentCommits).toBeGreaterThan(0);
    // With no transaction open, a fold leaves no delta behind and the totals alone are exact.
    await foldPaymentCounts(t.db);
    expect(await t.db.select().from(paymentCountDeltas)).toEqual([]);
    await expectCountersExact(t.db);
  }, 600_000);

  it('counts a list through the API with the counters and with count(*) alike', async () => {
    const completed = toTransactionFilter(TRANSACTION_LISTS['transactions.completed'].fixed);
    for (const visibility of [{ all: true } as const, { businessId: businessIds[0] }]) {
      const counted = await countReport(t.db, 'generalTransfers', completed, visibility);
      expect(counted).toBe(await countRows(t.db, reportCondition('generalTransfers', completed, visibilityCondition(visibility))));
    }
  });

  it.skipIf(!onPostgres)('appends and folds without waiting for an open transaction that changes the same counters', async () => {
    const business = businessIds[0];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedOnce = new Promise<void>((resolve) => (inserted = resolve));
    const before = await countReport(t.db, 'test', { status: 'scheduled' }, { businessId: business });
    const open = t.db.transaction(async (tx) => {
      await tx.insert(payments).values(paymentValues(business, 'test', 'scheduled'));
      inserted();
      await held;
    });
    await insertedOnce;
    try {
      // Same key, another transaction: commits while the first is open; a fold goes past the open one's delta.
      await within(5_000, t.db.insert(payments).values(paymentValues(business, 'test', 'scheduled')));
      await within(5_000, foldPaymentCounts(t.db));
      expect(await countReport(t.db, 'test', { status: 'scheduled' }, { businessId: business })).toBe(before + 1);
    } finally {
      release();
      await open;
    }
    expect(await countReport(t.db, 'test', { status: 'scheduled' }, { businessId: business })).toBe(before + 2);
    await foldPaymentCounts(t.db);
    expect(await countReport(t.db, 'test', { status: 'scheduled' }, { businessId: business })).toBe(before + 2);
  });
});
