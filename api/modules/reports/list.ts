/**
 * One page of a report under the skip/limit contract (decision 008). The page's ids come from an index that holds
 * the filter and the order (a deferred join: OFFSET walks index entries, never whole rows), then the rows of only
 * those ids. With `after` (the cursor of the previous page's last row) the page seeks past that row
 * instead, so the next page costs the same however deep it is; `skip` then counts from the cursor.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { visibilityCondition, type Visibility } from './access';
import { countReport } from './counters';
import { cursorOf, paymentViews, reportCondition, reportOrder, seekAfter, type ReportFilter, type ReportName } from './query';

export interface ReportPageArgs {
  filter?: ReportFilter | null;
  orderBy?: string | null;
  skip: number;
  limit: number;
  after?: string | null;
}

/**
 * One page and one more row (to tell whether a next page exists), as a deferred join: the inner query walks only
 * the index (ids in order, OFFSET included), the outer one reads the heap rows of those ids alone and their cursor
 * keys (computing a key for every skipped row would triple the cost of a deep page).
 */
async function pageRows(db: Database, cond: SQL | undefined, args: ReportPageArgs) {
  const order = reportOrder(args.orderBy);
  const where = args.after ? and(cond, seekAfter(order, args.after)) : cond;
  const ids = db
    .select({ id: payments.id })
    .from(payments)
    .where(where)
    .orderBy(...order.sql)
    .offset(args.skip)
    .limit(args.limit + 1)
    .as('page_ids');
  const rows = await db
    .select({ row: payments, key: order.key })
    .from(payments)
    .innerJoin(ids, eq(payments.id, ids.id))
    .orderBy(...order.sql);
  return { hasNextPage: rows.length > args.limit, rows: rows.slice(0, args.limit).map((r) => ({ row: r.row as PaymentRow, cursor: cursorOf(order, r.key) })) };
}

export const EMPTY_PAGE = { meta: { count: 0 }, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/** A report page for a caller who sees `visibility`; its count comes from the counters when they answer (decision 045). */
export async function listReport(db: Database, report: ReportName, visibility: Visibility, args: ReportPageArgs) {
  const cond = reportCondition(report, args.filter, visibilityCondition(visibility));
  const [n, page] = await Promise.all([countReport(db, report, args.filter, visibility), pageRows(db, cond, args)]);
  const views = await paymentViews(db, page.rows.map((r) => r.row));
  const edges = views.map((node, i) => ({ node, cursor: page.rows[i].cursor }));
  return { meta: { count: n }, edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: page.hasNextPage } };
}
