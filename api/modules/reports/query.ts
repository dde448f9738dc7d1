/**
 * The building blocks of every report list and export: which payments a report holds (its fixed kind or status,
 * the caller's filter and visibility), the orders (each ends on payments.id, so a position is unique) and the
 * keyset cursor that seeks past the last row of a page instead of counting OFFSET rows (decision 008).
 */
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { businesses, consumers, payments, vendors, type PaymentKind, type PaymentStatus } from '../../db/schema';
import { validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { inline, type Bind } from './bind';
import { parseIsoInstant } from '../../../domain/input-limits';
import type { SortOrder } from '../../../domain/list-query';
import { EXPORT_REPORT_NAMES, REPORT_NAMES, isExportReportName, isReportName, type ExportReportName, type ReportName } from '../../../domain/report-columns';

export { paymentViews, type PaymentView } from './views';

// The report names are the domain's, the one list the web's export form also reads; re-exported for the report code.
export { EXPORT_REPORT_NAMES, REPORT_NAMES, isExportReportName, isReportName, type ExportReportName, type ReportName };

/** What a caller may narrow a report by; every field is optional and null means "not filtered". */
export interface ReportFilter {
  status?: string | null;
  statuses?: string[] | null;
  /** The payment kind: vendor, api, onDemand, instantCollection, subscription or test. */
  type?: string | null;
  types?: string[] | null;
  businessId?: string | null;
  vendorId?: string | null;
  consumerId?: string | null;
  purchaseId?: string | null;
  paymentTransactionId?: string | null;
  paymentProcessStatus?: string | null;
  /** Part of the reference number, any case. */
  referenceNumber?: string | null;
  /** Cents, inclusive. */
  amountMin?: number | null;
  amountMax?: number | null;
  /** ISO instant: created at or after. */
  dateFrom?: string | null;
  /** ISO instant: created at or before. */
  dateTo?: string | null;
}

/** The fixed part of each report: general transfers hold every payment, pending approval one status, the rest one kind. */
export const REPORT_FIXED: Readonly<Record<ExportReportName, { kind?: PaymentKind; status?: PaymentStatus }>> = {
  generalTransfers: {},
  pendingApproval: { status: 'pendingApproval' },
  test: { kind: 'test' },
  subscription: { kind: 'subscription' },
  api: { kind: 'api' },
  vendor: { kind: 'vendor' },
  instantCollection: { kind: 'instantCollection' },
  onDemand: { kind: 'onDemand' },
  // Every kind; the task's required purchaseId filter narrows it to one purchase.
  history: {},
};

function reportScope(report: ExportReportName, bind: Bind): SQL | undefined {
  const { kind, status } = REPORT_FIXED[report];
  if (kind) return eq(payments.kind, bind(kind, payments.kind));
  if (status) return eq(payments.status, bind(status, payments.status));
  return undefined;
}

const NOTHING = sql`false`;

function instant(value: string, field: string): Date {
  const at = parseIsoInstant(value);
  if (!at) throw validationError(`${field} must be an ISO instant`, { [field]: `${field} must be an ISO instant` });
  return at;
}

/** An id filter: a malformed id matches nothing (never a database error). */
const idIs = (column: typeof payments.businessId | typeof payments.vendorId | typeof payments.consumerId, value: string, bind: Bind) =>
  isUuid(value) ? eq(column, bind(value, column)) : NOTHING;

/** `value` anywhere in the column, any case; LIKE's own wildcards in the value match themselves. */
function contains(column: typeof payments.purchaseId | typeof payments.paymentTransactionId | typeof payments.referenceNumber, value: string, bind: Bind): SQL {
  return ilike(column, bind(`%${value.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`));
}

/** Does this filter value narrow the report? The same test filterConditions makes of each kind of value. */
export function narrows(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && !value.length);
}

/**
 * The filter's conditions, in the order the indexes read them. Purchase ID, payment transaction ID and reference
 * search are partial and ignore case; `exactPurchase` keeps the purchase ID whole (the history of one purchase).
 */
export function filterConditions(filter: ReportFilter | null | undefined, exactPurchase = false, bind: Bind = inline): SQL[] {
  const f = filter ?? {};
  const where: SQL[] = [];
  if (f.businessId) where.push(idIs(payments.businessId, f.businessId, bind));
  if (f.vendorId) where.push(idIs(payments.vendorId, f.vendorId, bind));
  if (f.consumerId) where.push(idIs(payments.consumerId, f.consumerId, bind));
  if (f.status) where.push(eq(payments.status, bind(f.status as PaymentStatus, payments.status)));
  if (f.statuses?.length) where.push(inArray(payments.status, (f.statuses as PaymentStatus[]).map((s) => bind(s, payments.status))));
  if (f.type) where.push(eq(payments.kind, bind(f.type as PaymentKind, payments.kind)));
  if (f.types?.length) where.push(inArray(payments.kind, (f.types as PaymentKind[]).map((t) => bind(t, payments.kind))));
  if (f.purchaseId) {
    where.push(exactPurchase ? eq(payments.purchaseId, bind(f.purchaseId, payments.purchaseId)) : contains(payments.purchaseId, f.purchaseId, bind));
  }
  if (f.paymentTransactionId) where.push(contains(payments.paymentTransactionId, f.paymentTransactionId, bind));
  if (f.referenceNumber) where.push(contains(payments.referenceNumber, f.referenceNumber, bind));
  if (f.amountMin != null) where.push(gte(payments.amount, bind(f.amountMin, payments.amount)));
  if (f.amountMax != null) where.push(lte(payments.amount, bind(f.amountMax, payments.amount)));
  if (f.paymentProcessStatus) where.push(eq(payments.paymentProcessStatus, bind(f.paymentProcessStatus, payments.paymentProcessStatus)));
  if (f.dateFrom) where.push(gte(payments.createdAt, bind(instant(f.dateFrom, 'dateFrom'), payments.createdAt)));
  if (f.dateTo) where.push(lte(payments.createdAt, bind(instant(f.dateTo, 'dateTo'), payments.createdAt)));
  if (f.dateFrom && f.dateTo && instant(f.dateFrom, 'dateFrom') > instant(f.dateTo, 'dateTo')) {
    throw validationError('dateFrom must not be after dateTo', { dateFrom: 'dateFrom must not be after dateTo' });
  }
  return where;
}

/** The WHERE of a report: its fixed kind/status, the caller's filter and the caller's visibility (undefined = all). */
export function reportCondition(report: ExportReportName, filter: ReportFilter | null | undefined, visible: SQL | undefined, bind: Bind = inline): SQL | undefined {
  const parts = [visible, reportScope(report, bind), ...filterConditions(filter, report === 'history', bind)].filter((c): c is SQL => c !== undefined);
  return parts.length ? and(...parts) : undefined;
}

// Orders and the keyset cursor.

/** One column of an order: the expression sorted on and the type its cursor value is cast back to. */
export interface OrderColumn {
  name: string;
  expr: SQL;
  cast: 'timestamptz' | 'text' | 'uuid' | 'bigint';
}

/**
 * The orders a report list accepts: the web's list orders (`SORT_ORDERS`, the one list of them) but those of other
 * lists (the users' names, the financial-institution directory). `ORDER_COLUMNS` below must define each one.
 */
export type OrderName = Exclude<SortOrder, 'nameAsc' | 'nameDesc' | `${'institutionName' | 'participantName' | 'routingId'}${'Asc' | 'Desc'}`>;
export const DEFAULT_ORDER: OrderName = 'createdAtDesc';

const column = {
  createdAt: { name: 'createdAt', expr: sql`${payments.createdAt}`, cast: 'timestamptz' },
  dueAt: { name: 'dueAt', expr: sql`${payments.dueAt}`, cast: 'timestamptz' },
  /** Same expression as the index payments_accounting_system_idx, so a payment without a system sorts as ''. */
  accountingSystem: { name: 'accountingSystem', expr: sql`coalesce(${payments.accountingSystem}, '')`, cast: 'text' },
  id: { name: 'id', expr: sql`${payments.id}`, cast: 'uuid' },
  amount: { name: 'amount', expr: sql`${payments.amount}`, cast: 'bigint' },
  /**
   * The counterparty's name as a list shows it (vendor, consumer, customer business, else the account holder), in
   * lower case so the order ignores case. Read by correlated lookups on primary keys: no index serves it, so it sorts
   * the filtered rows (a business's list; decision 030 says when to store the name instead).
   */
  counterparty: {
    name: 'counterparty',
    expr: sql`lower(coalesce(
      (select ${vendors.name} from ${vendors} where ${vendors.id} = ${payments.vendorId}),
      (select ${consumers.firstName} || ' ' || ${consumers.lastName} from ${consumers} where ${consumers.id} = ${payments.consumerId}),
      (select b.name from ${businesses} b where b.id = ${payments.recipientBusinessId}),
      ${payments.destinationAccountHolderName}, ''))`,
    cast: 'text',
  },
  /** Lifecycle order: awaiting approval, scheduled, sent to bank, paid, returned, failed, canceled. */
  status: {
    name: 'status',
    expr: sql`(case ${payments.status} when 'pendingApproval' then 1 when 'awaitingBankDetails' then 2 when 'scheduled' then 3 when 'processing' then 4 when 'success' then 5 when 'returned' then 6 when 'error' then 7 when 'canceled' then 8 else 9 end)::bigint`,
    cast: 'bigint',
  },
} satisfies Record<string, OrderColumn>;

/** All columns of an order run in one direction, so a seek is one row comparison that an index range scan answers. */
const ORDER_COLUMNS: Record<OrderName, { columns: OrderColumn[]; descending: boolean }> = {
  createdAtDesc: { columns: [column.createdAt, column.id], descending: true },
  createdAtAsc: { columns: [column.createdAt, column.id], descending: false },
  dateDesc: { columns: [column.dueAt, column.id], descending: true },
  dateAsc: { columns: [column.dueAt, column.id], descending: false },
  accountingSystemDesc: { columns: [column.accountingSystem, column.createdAt, column.id], descending: true },
  accountingSystemAsc: { columns: [column.accountingSystem, column.createdAt, column.id], descending: false },
  amountDesc: { columns: [column.amount, column.createdAt, column.id], descending: true },
  amountAsc: { columns: [column.amount, column.createdAt, column.id], descending: false },
  counterpartyAsc: { columns: [column.counterparty, column.createdAt, column.id], descending: false },
  counterpartyDesc: { columns: [column.counterparty, column.createdAt, column.id], descending: true },
  statusAsc: { columns: [column.status, column.createdAt, column.id], descending: false },
  statusDesc: { columns: [column.status, column.createdAt, column.id], descending: true },
};
export const ORDER_NAMES = Object.keys(ORDER_COLUMNS) as OrderName[];

export interface ReportOrder {
  name: OrderName;
  columns: OrderColumn[];
  descending: boolean;
  /** For .orderBy(...order.sql). */
  sql: SQL[];
  /**
   * Select it next to the row (`key: order.key`) and pass it to cursorOf: the row's order values as the database
   * holds them (microseconds included, which a JS Date would lose and so skip rows).
   */
  key: SQL<string>;
}

export function isOrderName(value: unknown): value is OrderName {
  return typeof value === 'string' && (ORDER_NAMES as readonly string[]).includes(value);
}

/** ORDER BY for a sort name (createdAtDesc default); always ends on payments.id. An unknown name is a validation error. */
export function reportOrder(orderBy?: string | null): ReportOrder {
  const name = orderBy ?? DEFAULT_ORDER;
  if (!isOrderName(name)) throw validationError(`orderBy must be one of ${ORDER_NAMES.join(', ')}`, { orderBy: `orderBy must be one of ${ORDER_NAMES.join(', ')}` });
  const { columns, descending } = ORDER_COLUMNS[name];
  return {
    name,
    columns,
    descending,
    sql: columns.map((c) => (descending ? desc(c.expr) : asc(c.expr))),
    key: sql<string>`json_build_array(${sql.join(
      columns.map((c) => sql`(${c.expr})::text`),
      sql`, `,
    )})::text`,
  };
}

/** The opaque cursor of a row under an order: base64url of [order name, …the row's order values]; `key` is the selected order.key. */
export function cursorOf(order: ReportOrder, key: string): string {
  return Buffer.from(JSON.stringify([order.name, ...(JSON.parse(key) as string[])])).toString('base64url');
}

const badCursor = () => validationError('after is not a cursor of this list and order', { after: 'after is not a cursor of this list and order' });

/** The order values a cursor holds; a cursor of another order, or anything malformed, is a validation error. */
export function decodeCursor(order: ReportOrder, cursor: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== order.columns.length + 1 || parsed[0] !== order.name) throw badCursor();
  const values = parsed.slice(1);
  order.columns.forEach((c, i) => {
    const v = values[i];
    if (typeof v !== 'string') throw badCursor();
    if (c.cast === 'uuid' && !isUuid(v)) throw badCursor();
    if (c.cast === 'timestamptz' && !parseIsoInstant(v)) throw badCursor();
    if (c.cast === 'bigint' && !/^-?\d{1,19}$/.test(v)) throw badCursor();
  });
  return values as string[];
}

/** The rows strictly after a position: (a, b, id) > (x, y, z) ascending, < descending. */
export function seekAfter(order: ReportOrder, cursor: string, bind: Bind = inline): SQL {
  return compareWith(order, cursor, order.descending ? '<' : '>', bind);
}

/** The rows up to and with the row of a position (seekAfter's other side). */
export function seekUpTo(order: ReportOrder, cursor: string): SQL {
  return compareWith(order, cursor, order.descending ? '>=' : '<=', inline);
}

function compareWith(order: ReportOrder, cursor: string, operator: '<' | '>' | '<=' | '>=', bind: Bind): SQL {
  const values = decodeCursor(order, cursor);
  const left = sql.join(order.columns.map((c) => c.expr), sql`, `);
  const right = sql.join(
    order.columns.map((c, i) => sql`${bind(values[i])}::${sql.raw(c.cast)}`),
    sql`, `,
  );
  return sql`(${left}) ${sql.raw(operator)} (${right})`;
}
