/**
 * One page of a report under the skip/limit contract (decision 008). The page's ids come from an index that holds
 * the filter and the order (a deferred join: OFFSET walks index entries, never whole rows), then the rows of only
 * those ids. With `after` (the cursor of the previous page's last row) the page seeks past that row
 * instead, so the next page costs the same however deep it is; `skip` then counts from the cursor.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { visibilityCondition, type Visibility } from './access';
import { countColumns, countReport, foldIfPiledUp } from './counters';
import { relatedColumns, viewOf, withRelated, type RelatedRow } from './views';
import { cursorOf, reportCondition, reportOrder, seekAfter, type ReportFilter, type ReportName } from './query';

export interface ReportPageArgs {
  filter?: ReportFilter | null;
  orderBy?: string | null;
  skip: number;
  limit: number;
  after?: string | null;
}

export const EMPTY_PAGE = { meta: { count: 0 }, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/**
 * A report page for a caller who sees `visibility`, in ONE statement: the page's ids (with one more, to tell whether a
 * next page exists) as a deferred join, where the inner query walks only the index (ids in order, OFFSET included)
 * and the outer one reads the heap rows of those ids alone, their cursor keys (computing a key for every skipped row
 * would triple the cost of a deep page), everything a transaction shows beside them (views.ts) and the report's
 * count (from the counters when they answer, decision 045) as columns of every row. A page with no row cannot carry
 * the count: then it is read on its own.
 */
export async function listReport(db: Database, report: ReportName, visibility: Visibility, args: ReportPageArgs) {
  const cond = reportCondition(report, args.filter, visibilityCondition(visibility));
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
  const counted = countColumns(report, args.filter, visibility);
  const rows = await withRelated(
    db
      .select({ row: payments, key: order.key, related: relatedColumns, total: counted.total, pending: counted.pending })
      .from(payments)
      .innerJoin(ids, eq(payments.id, ids.id))
      .$dynamic(),
  ).orderBy(...order.sql);
  const page = rows.slice(0, args.limit);
  const count = rows.length ? rows[0].total : await countReport(db, report, args.filter, visibility);
  if (rows.length) await foldIfPiledUp(db, rows[0].pending);
  const edges = page.map((r) => ({ node: viewOf(r.row as PaymentRow, r.related as RelatedRow), cursor: cursorOf(order, r.key) }));
  return { meta: { count }, edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > args.limit } };
}
