/**
 * One page of a report under the skip/limit contract (decision 008). The page's ids come from an index that holds
 * the filter and the order (a deferred join: OFFSET walks index entries, never whole rows), then the rows of only
 * those ids. With `after` (the cursor of the previous page's last row) the page seeks past that row
 * instead, so the next page costs the same however deep it is; `skip` then counts from the cursor.
 */
import { and, eq, is, Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { payments, type PaymentRow } from '../../db/schema';
import { visibilityCondition, type Visibility } from './access';
import { placeholders } from './bind';
import { countColumns, countReport, foldIfPiledUp } from './counters';
import { relatedColumns, viewOf, withRelated, type RelatedRow } from './views';
import { cursorOf, reportCondition, reportOrder, seekAfter, type ReportFilter, type ReportName, type ReportOrder } from './query';

export interface ReportPageArgs {
  filter?: ReportFilter | null;
  orderBy?: string | null;
  skip: number;
  limit: number;
  after?: string | null;
}

export const EMPTY_PAGE = { meta: { count: 0 }, edges: [], pageInfo: { endCursor: null, hasNextPage: false } };

/** The list statements kept per database: beyond this many shapes the least recently used one is built again when asked. */
export const LIST_STATEMENTS_MAX = 200;

const builtStatements = new WeakMap<Database, Map<string, ListStatement>>();
const dialect = new PgDialect();

/** A value frozen into a kept statement would answer every later call of its shape with it: each must be a placeholder. */
const isPlaceholder = (param: unknown) => is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder));

type ListStatement = ReturnType<typeof buildListStatement>;

/** How many list statements this database keeps (tests: a second call of a shape reuses the first one's). */
export const keptListStatements = (db: Database) => builtStatements.get(db)?.size ?? 0;

/** Lets go of this database's list statements (tests: the next call of each shape builds its statement anew). */
export const forgetListStatements = (db: Database) => builtStatements.delete(db);

/**
 * The protocol's unnamed statement: a named one would stay on each pooled connection for as long as it lives, one per
 * shape ever asked for (decision 112).
 */
const UNNAMED = '';

/**
 * The page's statement with every value a placeholder: the deferred join's page ids (the inner query walks only the
 * index, OFFSET included; the outer one reads the heap rows of those ids alone), their cursor keys (computing a key for
 * every skipped row would triple the cost of a deep page), everything a transaction shows beside them (views.ts) and
 * the report's count (from the counters when they answer, decision 045) as columns of every row.
 */
function buildListStatement(db: Database, order: ReportOrder, where: SQL | undefined, counted: ReturnType<typeof countColumns>, skip: number, limit: number) {
  const ids = db.select({ id: payments.id }).from(payments).where(where).orderBy(...order.sql).offset(skip).limit(limit).as('page_ids');
  const statement = withRelated(
    db
      .select({ row: payments, key: order.key, related: relatedColumns, total: counted.total, pending: counted.pending })
      .from(payments)
      .innerJoin(ids, eq(payments.id, ids.id))
      .$dynamic(),
  )
    .orderBy(...order.sql)
    .prepare(UNNAMED);
  if (!statement.getQuery().params.every(isPlaceholder)) throw new Error('a list statement must take every value as a placeholder');
  return statement;
}

/**
 * A report page for a caller who sees `visibility`, in ONE statement (decision 089) built once per shape (decision
 * 112): the conditions are built each call with placeholders for their values, and their text (with the report and
 * the order) names the statement to execute with those values; drizzle builds the whole select only for a shape not
 * seen yet. A page with no row cannot carry the count: then it is read on its own.
 */
export async function listReport(db: Database, report: ReportName, visibility: Visibility, args: ReportPageArgs) {
  const { bind, values } = placeholders();
  const skip = bind(args.skip);
  const limit = bind(args.limit + 1);
  const order = reportOrder(args.orderBy);
  const cond = reportCondition(report, args.filter, visibilityCondition(visibility, bind), bind);
  const where = args.after ? and(cond, seekAfter(order, args.after, bind)) : cond;
  const counted = countColumns(report, args.filter, visibility, bind);
  const shape = `${report} ${order.name} ${dialect.sqlToQuery(sql.join([where ?? sql`true`, counted.total, counted.pending], sql` ; `)).sql}`;
  let kept = builtStatements.get(db);
  if (!kept) builtStatements.set(db, (kept = new Map()));
  let statement = kept.get(shape);
  if (statement) {
    kept.delete(shape); // most recently used last, so the first entry is the one to let go
  } else {
    statement = buildListStatement(db, order, where, counted, skip, limit);
    if (kept.size >= LIST_STATEMENTS_MAX) kept.delete(kept.keys().next().value!);
  }
  kept.set(shape, statement);
  const rows = await statement.execute(values);
  const page = rows.slice(0, args.limit);
  const count = rows.length ? rows[0].total : await countReport(db, report, args.filter, visibility);
  if (rows.length) await foldIfPiledUp(db, rows[0].pending);
  const edges = page.map((r) => edgeOf(viewOf(r.row as PaymentRow, r.related as RelatedRow), order, r.key));
  return { meta: { count }, edges, pageInfo: { endCursor: edges.at(-1)?.cursor ?? null, hasNextPage: rows.length > args.limit } };
}

/** A row of the page with its cursor made when it is read: a page asked for without cursors makes only the last one. */
function edgeOf<T>(node: T, order: ReportOrder, key: string) {
  let cursor: string | undefined;
  return {
    node,
    get cursor(): string {
      return (cursor ??= cursorOf(order, key));
    },
  };
}
