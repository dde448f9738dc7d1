/**
 * Exact report counts from payment_counts (decision 045): which reports the counters answer, reading them, and
 * folding the triggers' appended deltas into the totals. Anything the counters cannot answer is counted from the
 * payments themselves (decision 008); `countReport` is the one place that decides which.
 */
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCountDeltas, paymentCounts, payments, type PaymentKind, type PaymentStatus } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { visibilityCondition, type Visibility } from './access';
import { inline, type Bind } from './bind';
import { narrows, REPORT_FIXED, reportCondition, type ExportReportName, type ReportFilter } from './query';

/**
 * The payments of a report as a set of counter keys: every (business, kind, status) within the lists given; null
 * for a dimension means "any". Empty lists select nothing.
 */
export interface CounterSelection {
  businessIds: string[] | null;
  kinds: PaymentKind[] | null;
  statuses: PaymentStatus[] | null;
}

/** The filter fields the counters hold; a value in any other field (vendor, dates, amounts, ids, process status) needs the rows. */
const COUNTED_FIELDS: ReadonlySet<string> = new Set(['businessId', 'status', 'statuses', 'type', 'types']);

/** Both restrictions at once: null is "any", so it yields to the other. */
function both<T extends string>(held: T[] | null, more: readonly T[]): T[] {
  return held === null ? [...new Set(more)] : held.filter((v) => more.includes(v));
}

/**
 * The counter keys that hold exactly the payments of `reportCondition(report, filter, visibilityCondition(visibility))`,
 * or null when the counters cannot say (a vendor's view, a filter on anything but business, kind and status).
 */
export function counterSelection(report: ExportReportName, filter: ReportFilter | null | undefined, visibility: Visibility): CounterSelection | null {
  if ('vendorId' in visibility || report === 'history') return null;
  const f = filter ?? {};
  if (Object.entries(f).some(([field, value]) => narrows(value) && !COUNTED_FIELDS.has(field))) return null;
  // A malformed business id matches nothing in reportCondition; the row count answers that at once.
  if (narrows(f.businessId) && !isUuid(f.businessId!)) return null;
  let businessIds: string[] | null = 'businessId' in visibility ? [visibility.businessId] : null;
  if (narrows(f.businessId)) businessIds = both(businessIds, [f.businessId!]);
  const fixed = REPORT_FIXED[report];
  let kinds: PaymentKind[] | null = fixed.kind ? [fixed.kind] : null;
  if (narrows(f.type)) kinds = both(kinds, [f.type as PaymentKind]);
  if (narrows(f.types)) kinds = both(kinds, f.types as PaymentKind[]);
  let statuses: PaymentStatus[] | null = fixed.status ? [fixed.status] : null;
  if (narrows(f.status)) statuses = both(statuses, [f.status as PaymentStatus]);
  if (narrows(f.statuses)) statuses = both(statuses, f.statuses as PaymentStatus[]);
  return { businessIds, kinds, statuses };
}

/** Appended deltas past which a read folds them, so a read never sums more than about this many. */
export const FOLD_AFTER_DELTAS = 1_000;

function selects(table: typeof paymentCounts | typeof paymentCountDeltas, selection: CounterSelection, bind: Bind = inline): SQL {
  const { businessIds, kinds, statuses } = selection;
  return (
    and(
      businessIds ? inArray(table.businessId, businessIds.map((id) => bind(id, table.businessId))) : undefined,
      kinds ? inArray(table.kind, kinds.map((kind) => bind(kind, table.kind))) : undefined,
      statuses ? inArray(table.status, statuses.map((status) => bind(status, table.status))) : undefined,
    ) ?? sql`true`
  );
}

/**
 * The count of a selection: its folded totals plus its appended deltas, read in one statement so that both come from
 * one snapshot (a fold committing between two reads would count its deltas twice or not at all). Folds afterwards
 * when the deltas have piled up (no processing cycle running, a burst of writes).
 */
export async function countFromCounters(db: Database, selection: CounterSelection): Promise<number> {
  const [row] = await db
    .select({
      folded: sql<number>`(select coalesce(sum(${paymentCounts.total}), 0) from ${paymentCounts} where ${selects(paymentCounts, selection)})::bigint`.mapWith(Number),
      appended: sql<number>`coalesce(sum(${paymentCountDeltas.delta}) filter (where ${selects(paymentCountDeltas, selection)}), 0)::bigint`.mapWith(Number),
      pending: count(),
    })
    .from(paymentCountDeltas);
  await foldIfPiledUp(db, row.pending);
  return row.folded + row.appended;
}

/**
 * The count of a report as columns another statement can carry (one statement per list page): `total` from the
 * counters (folded totals plus appended deltas, one snapshot as in countFromCounters) or from the rows, and `pending`,
 * the appended deltas to fold afterwards (0 when the rows answer).
 */
export function countColumns(report: ExportReportName, filter: ReportFilter | null | undefined, visibility: Visibility, bind: Bind = inline) {
  const selection = counterSelection(report, filter, visibility);
  if (!selection) {
    const condition = reportCondition(report, filter, visibilityCondition(visibility, bind), bind);
    const rows = sql<number>`(select count(*) from ${payments} where ${condition ?? sql`true`})`;
    return { total: rows.mapWith(Number), pending: sql<number>`0`.mapWith(Number) };
  }
  return {
    total: sql<number>`((select coalesce(sum(${paymentCounts.total}), 0) from ${paymentCounts} where ${selects(paymentCounts, selection, bind)})
      + (select coalesce(sum(${paymentCountDeltas.delta}), 0) from ${paymentCountDeltas} where ${selects(paymentCountDeltas, selection, bind)}))::bigint`.mapWith(Number),
    pending: sql<number>`(select count(*) from ${paymentCountDeltas})::int`.mapWith(Number),
  };
}

/** Folds the counters' appended deltas when a read saw more than FOLD_AFTER_DELTAS of them. */
export async function foldIfPiledUp(db: Database, pending: number): Promise<void> {
  if (pending > FOLD_AFTER_DELTAS) await foldPaymentCounts(db);
}

/** The count of a condition from the payments themselves (an index-only count where the indexes hold it, decision 008). */
export async function countRows(db: Database, condition: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(payments).where(condition);
  return n;
}

/** The number of payments in a report as `visibility` sees it: from the counters when they answer, else from the rows. */
export async function countReport(db: Database, report: ExportReportName, filter: ReportFilter | null | undefined, visibility: Visibility): Promise<number> {
  const selection = counterSelection(report, filter, visibility);
  return selection ? countFromCounters(db, selection) : countRows(db, reportCondition(report, filter, visibilityCondition(visibility)));
}

/** Any constant: the advisory lock that lets one fold run at a time. */
const FOLD_LOCK = 4_504_520_045;

/**
 * Moves every committed delta into payment_counts, in one transaction (a reader sees the deltas or their sum, never
 * both). Deltas of transactions still open are not visible to the DELETE and wait for the next fold. One fold runs
 * at a time (another returns at once), so two folds never update the same totals in different orders. Returns the
 * number of counter keys it changed.
 */
export async function foldPaymentCounts(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${FOLD_LOCK}::bigint) as locked`)) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0].locked) return 0;
    const result = (await tx.execute(sql`
      with gone as (delete from ${paymentCountDeltas} returning business_id, kind, status, delta)
      insert into ${paymentCounts} (business_id, kind, status, total)
      select business_id, kind, status, sum(delta) from gone group by 1, 2, 3 order by 1, 2, 3
      on conflict (business_id, kind, status) do update set total = ${paymentCounts}.total + excluded.total`)) as unknown as { rowCount?: number | null; affectedRows?: number };
    return result.rowCount ?? result.affectedRows ?? 0;
  });
}
