/**
 * CSV parts written by PostgreSQL itself (decision 042): on PostgreSQL a CSV part is one `COPY (SELECT …) TO STDOUT
 * WITH (FORMAT csv)` whose text columns are the cells exactly as csvCells and csvLine write them, streamed into the
 * part's file. Each column's SQL is defined once, in COLUMN_SQL below (the compiler asks for every column of
 * domain/report-columns.ts); labels come from the domain's own label functions, so a label changed there changes here.
 * tests/api/export-rows.test.ts compares the bytes with the JavaScript path for every report, order and zone.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { RETURN_REASONS, returnReason } from '../../../../domain/ach-returns';
import { collectionFailureReason, collectionTypeLabel, collectionTypeOf } from '../../../../domain/collections';
import { BRAINTREE, CREDENTIAL_BANKS, paymentSystemName, WELLS_FARGO } from '../../../../domain/payment-systems';
import { BANK_STATUS_LABELS, bankStatusLabel } from '../../../../domain/rail-inquiry';
import {
  ACCOUNTING_SYSTEM_LABELS,
  accountingSystemLabel,
  maskedAccount,
  PAYMENT_TYPE_LABELS,
  paymentTypeLabel,
  PROCESS_STATUS_LABELS,
  processStatusLabel,
  STATUS_LABELS,
  statusLabel,
  type COLUMN,
  type ReportColumn,
} from '../../../../domain/report-columns';
import { DEFAULT_TIME_ZONE } from '../../../../domain/dates';
import { FORMULA_START } from '../../../../domain/spreadsheet';
import type { Database } from '../../../db/client';
import { businesses, consumers, payments, users, vendors } from '../../../db/schema';
import { cursorOf, seekAfter, seekUpTo, type ReportOrder } from '../query';
import { activeAccountSql, needsOf, partJoins, sentAtSql, settledAtSql } from './rows';
import type { ExportReportName } from '../query';

type ColumnKey = keyof typeof COLUMN;

/** A cell as SQL: text (null for an empty cell) and whether it is free text that spreadsheetSafe must see. */
interface CellSql {
  value: SQL;
  /** Dates and amounts never start like a formula; text does, so it gets the leading apostrophe where needed. */
  text: boolean;
}

const text = (value: SQL): CellSql => ({ value, text: true });
const plain = (value: SQL): CellSql => ({ value, text: false });

/**
 * `label(x)` for a domain label function of the shape "the map's label, else the value itself, '' for nothing": a CASE
 * over the map's keys with the function's own answers, the value itself otherwise.
 */
function labelSql(value: SQL, keys: readonly string[], label: (key: string) => string): SQL {
  const whens = keys.filter((key) => label(key) !== key).map((key) => sql`when ${key} then ${label(key)}`);
  return whens.length ? sql`(case (${value})::text ${sql.join(whens, sql` `)} else (${value})::text end)` : sql`(${value})::text`;
}

/** The text a domain function writes around its argument (`before` + argument + `after`), read from the function. */
function around(format: (value: string) => string): [string, string] {
  const marker = '\u0001';
  const [before, after] = format(marker).split(marker);
  return [before, after];
}

/** An instant's wall clock in the export's zone, as to_char writes it with `pattern`. */
const wall = (instant: SQL, zone: string, pattern: string) => sql`to_char((${instant}) at time zone ${zone}, ${pattern})`;
const ISO_DATE = 'YYYY-MM-DD';
const ISO_TIME = 'HH24:MI';

/** A zone's offset at an instant (wall clock less UTC, an interval). */
const offsetAt = (instant: SQL, zone: SQL) => sql`((${instant}) at time zone ${zone} - (${instant}) at time zone 'UTC')`;

/**
 * The due instant: the stored wall-clock date and time in the record's own zone (UTC when it has none), resolved as
 * date-fns-tz's fromZonedTime resolves it (dueInstantOf), not as PostgreSQL's AT TIME ZONE does: a wall time that
 * happens twice or never (daylight-saving changes) gets the offset its fixOffset finds. With `local` the wall time
 * read as UTC: o1 = offset at local, o2 = offset at local - o1; equal, local - o1; else o3 = offset at local - o2,
 * local - o2 when o3 = o2, else local - greatest(o2, o3).
 */
const dueInstant = sql`(select case when o2 = o1 then local - o1
    else (select case when o3 = o2 then local - o2 else local - greatest(o2, o3) end
      from (select ${offsetAt(sql`local - o2`, sql`zone`)} as o3 offset 0) third) end
  from (select local, zone, o1, ${offsetAt(sql`local - o1`, sql`zone`)} as o2
    from (select local, zone, ${offsetAt(sql`local`, sql`zone`)} as o1
      from (select (${payments.dueDate}::text || ' ' || ${payments.dueTime})::timestamp at time zone 'UTC' as local,
        coalesce(nullif(${payments.timezone}, ''), ${DEFAULT_TIME_ZONE}) as zone offset 0) wall offset 0) first offset 0) second)`;

const vendorName = sql`${vendors.name}`;
const customerName = sql`(case when ${payments.consumerId} is not null then ${consumers.firstName} || ' ' || ${consumers.lastName}
  when ${payments.recipientBusinessId} is not null then payer_businesses.name end)`;

/**
 * What JavaScript's String.prototype.trim removes (white space and line terminators), listed: PostgreSQL's btrim takes
 * spaces only, and its \s follows the server's locale.
 */
const JS_SPACE = '[ \t\n\r\u000b\u000c\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]';
const jsTrim = (value: SQL) => sql`regexp_replace(${value}, ${`^${JS_SPACE}+|${JS_SPACE}+$`}, '', 'g')`;

const statusShown = sql`(case when ${payments.status}::text = 'error' and coalesce(${payments.returnCode}, '') <> '' then 'returned' else ${payments.status}::text end)`;

/** collectionFailureReason: the return's reason up to its colon (or without its final stop), else the error message. */
function failureReasonSql(): SQL {
  const [before, after] = around(returnReason);
  const unknown = sql`(${before} || ${payments.returnCode} || ${after})`;
  const fallback = sql`(case when strpos(${unknown}, ':') > 1 then split_part(${unknown}, ':', 1) else regexp_replace(${unknown}, '\\.$', '') end)`;
  const whens = Object.keys(RETURN_REASONS).map((code) => sql`when ${code} then ${collectionFailureReason({ returnCode: code })}`);
  return sql`(case when ${payments.status}::text in ('error', 'returned') then
    (case when coalesce(${payments.returnCode}, '') <> '' then (case ${payments.returnCode} ${sql.join(whens, sql` `)} else ${fallback} end)
      else coalesce(${payments.paymentErrorMessage}, '') end) end)`;
}

/** paymentMethodLabel(sendingMethod(settings, account)): the system's name, then the bank unless it is the same. */
function paymentMethodSql(): SQL {
  const settings = sql`${businesses.paymentSettings}`;
  const shared = sql`(${settings} -> 'actualSharedPaymentMethod')`;
  const sharedIsObject = sql`(jsonb_typeof(${shared}) in ('object', 'array'))`;
  const textOf = (object: SQL, key: string) => sql`(case when jsonb_typeof(${object} -> ${key}) = 'string' then ${object} ->> ${key} end)`;
  const systems = sql`(${settings} -> 'connectedPaymentSystems')`;
  const firstSystem = sql`(case when jsonb_typeof(${systems}) = 'array' and jsonb_typeof(${systems} -> 0) = 'string' then ${systems} ->> 0 end)`;
  const account = sql`(${activeAccountSql})`;
  const bank = sql`(case when ${sharedIsObject} then ${textOf(shared, 'bankName')} else ${account} ->> 'bankName' end)`;
  const system = sql`(case when ${sharedIsObject} then coalesce(${textOf(shared, 'paymentSystem')}, ${firstSystem})
    when ${account} is not null then coalesce(${account} ->> 'paymentSystem', ${firstSystem}) end)`;
  const keys = [...CREDENTIAL_BANKS.map((b) => b.key), WELLS_FARGO.key, BRAINTREE.key];
  const name = sql`nullif(${labelSql(system, keys, paymentSystemName)}, '')`;
  return sql`concat_ws(' · ', ${name}, case when ${name} = ${bank} then null else nullif(${bank}, '') end)`;
}

/** Every column's cell in SQL, by key: written as csvCells writes column.value / column.raw (domain/export-cells.ts). */
function columnSql(zone: string): Record<ColumnKey, CellSql> {
  const [masked] = around(maskedAccount);
  const collectionLabel = (customer: boolean) =>
    collectionTypeLabel(collectionTypeOf({ kind: 'instantCollection', consumerId: customer ? null : 'c', recipientBusinessId: customer ? 'b' : null }));
  return {
    createdDate: plain(wall(sql`${payments.createdAt}`, zone, ISO_DATE)),
    createdTime: plain(wall(sql`${payments.createdAt}`, zone, ISO_TIME)),
    created: plain(wall(sql`${payments.createdAt}`, zone, `${ISO_DATE} ${ISO_TIME}`)),
    dueDate: plain(wall(dueInstant, zone, ISO_DATE)),
    dueTime: plain(wall(dueInstant, zone, ISO_TIME)),
    business: text(sql`${businesses.name}`),
    payerBusiness: text(sql`${businesses.name}`),
    vendor: text(sql`coalesce(${vendorName}, ${customerName})`),
    customer: text(sql`coalesce(${customerName}, ${vendorName})`),
    contactName: text(sql`coalesce(${vendorName}, ${customerName}, ${payments.destinationAccountHolderName})`),
    payer: text(sql`coalesce(${customerName}, ${vendorName})`),
    createdBy: text(sql`(case when ${payments.createdByUserId} is not null then ${jsTrim(sql`coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')`)} end)`),
    collectionType: text(
      sql`(case when ${payments.kind}::text = 'instantCollection' then (case when ${payments.recipientBusinessId} is not null and ${payments.consumerId} is null
        then ${collectionLabel(true)} else ${collectionLabel(false)} end) end)`,
    ),
    failureReason: text(failureReasonSql()),
    recipientBank: text(sql`${payments.destinationBankName}`),
    recipientAccount: text(sql`(case when coalesce(${payments.destinationAccountLast4}, '') <> '' then ${masked} || ${payments.destinationAccountLast4} end)`),
    accountingSystem: text(labelSql(sql`${payments.accountingSystem}`, Object.keys(ACCOUNTING_SYSTEM_LABELS), accountingSystemLabel)),
    paymentMethod: text(paymentMethodSql()),
    type: text(labelSql(sql`${payments.kind}`, Object.keys(PAYMENT_TYPE_LABELS), paymentTypeLabel)),
    purchaseId: text(sql`${payments.purchaseId}`),
    paymentTransactionId: text(sql`${payments.paymentTransactionId}`),
    referenceNumber: text(sql`${payments.referenceNumber}`),
    description: text(sql`${payments.description}`),
    // plainAmount: exact for any bigint, never quoted nor marked (csvLine leaves a plain amount alone).
    amount: plain(
      sql`(case when ${payments.amount} < 0 then '-' else '' end) || (abs(${payments.amount}) / 100)::text || '.' || lpad((abs(${payments.amount}) % 100)::text, 2, '0')`,
    ),
    status: text(labelSql(statusShown, Object.keys(STATUS_LABELS), statusLabel)),
    paymentBankStatus: text(labelSql(sql`${payments.paymentBankStatus}`, Object.keys(BANK_STATUS_LABELS), bankStatusLabel)),
    paymentProcessStatus: text(labelSql(sql`${payments.paymentProcessStatus}`, Object.keys(PROCESS_STATUS_LABELS), processStatusLabel)),
    paymentErrorMessage: text(sql`${payments.paymentErrorMessage}`),
    returnCode: text(sql`${payments.returnCode}`),
    sent: plain(wall(sentAtSql, zone, ISO_DATE)),
    settled: plain(wall(settledAtSql, zone, ISO_DATE)),
  };
}

/**
 * Reports whose CSV parts PostgreSQL writes. All of them: the byte-for-byte test covers each; a report leaves this set
 * (and goes back to the JavaScript path) the day one of its columns cannot be written identically in SQL.
 */
export const COPY_CSV_REPORTS: ReadonlySet<ExportReportName> = new Set<ExportReportName>([
  'generalTransfers', 'pendingApproval', 'test', 'subscription', 'api', 'vendor', 'instantCollection', 'onDemand', 'history',
]);

/** The node-postgres pool behind a database (always PostgreSQL since decision 124: the pool's COPY TO STDOUT streams). */
export function postgresPool(db: Pick<Database, 'execute'>): pg.Pool {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('The database is not a node-postgres pool');
  return client;
}

const dialect = new PgDialect();

/** A parameter as a literal: COPY takes no parameters. Only the kinds our statements bind; anything else is refused. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' || typeof value === 'bigint') return pg.escapeLiteral(String(value));
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  throw new Error(`A COPY statement cannot take a parameter of type ${typeof value}`);
}

/** The statement as text with its parameters written in as literals. */
export function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

export interface CopyPartInput {
  condition: SQL | undefined;
  order: ReportOrder;
  cursor: string | null;
  partSize: number;
  columns: readonly ReportColumn[];
  /** The export's zone (zoneFormat(...).timeZone: a zone this runtime knows, UTC otherwise). */
  timeZone: string;
  /**
   * A part planned ahead (planParts): the cursor of its last row, included. Such a part is every row after `cursor`
   * up to and with `until`, however many (rows added since the plan belong to it); `partSize` does not cut it.
   */
  until?: string | null;
}

/**
 * The characters FORMULA_START finds at a cell's start, read from the pattern itself: every UTF-16 unit it matches
 * alone (the pattern looks at the first character only). Null when the pattern is not one character class at the
 * start, so a change of it that this reading cannot follow falls back to the pattern.
 */
const FORMULA_CHARS: readonly string[] | null = (() => {
  if (!/^\^\[[^\]]*\]$/.test(FORMULA_START.source) || FORMULA_START.flags) return null;
  const chars: string[] = [];
  for (let code = 0; code < 0x10000; code++) {
    const char = String.fromCharCode(code);
    if (FORMULA_START.test(char)) chars.push(char);
  }
  return chars;
})();

/**
 * Whether a cell starts like a formula (spreadsheetSafe): its first character among FORMULA_CHARS, which PostgreSQL
 * checks several times faster than the pattern (a regular expression converts the whole text first).
 */
function formulaStart(cell: SQL): SQL {
  if (!FORMULA_CHARS) return sql`${cell} ~ ${FORMULA_START.source}`;
  return sql`left(${cell}, 1) in (${sql.join(FORMULA_CHARS.map((char) => sql`${char}`), sql`, `)})`;
}

/** The part's CSV lines as one COPY statement: the cells of `columns`, csvLine's quoting done by FORMAT csv. */
export function copyStatement(input: CopyPartInput, where: SQL | undefined): SQL {
  const cells = columnSql(input.timeZone);
  const cellOf = (column: ReportColumn) => cells[column.key as ColumnKey];
  const inner = input.columns.map((column, i) => sql`${cellOf(column).value} as ${sql.raw(`c${i}`)}`);
  // csvLine writes an empty cell bare; FORMAT csv writes NULL bare and '' as "": so empty cells become NULL.
  // Text gets spreadsheetSafe's apostrophe from the same pattern (csvLine's second pass then changes nothing).
  const outer = input.columns.map((column, i) => {
    const c = sql.raw(`part.c${i}`);
    return cellOf(column).text ? sql`nullif(case when ${formulaStart(c)} then '''' || ${c} else ${c} end, '')` : c;
  });
  // The outer select only projects the ordered part: PostgreSQL keeps a subquery's order for a plain projection.
  return sql`copy (select ${sql.join(outer, sql`, `)} from (
    select ${sql.join(inner, sql`, `)} from ${payments} ${sql.join(partJoins(needsOf(input.columns)), sql` `)}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(input.order.sql, sql`, `)} ${input.until ? sql`` : sql`limit ${input.partSize}`}) part) to stdout with (format csv)`;
}

/** The rows of a part: the condition, after `cursor`, up to `until` (each when given). */
function partWhere(condition: SQL | undefined, order: ReportOrder, cursor: string | null | undefined, until?: string | null): SQL | undefined {
  const parts = [condition, cursor ? seekAfter(order, cursor) : undefined, until ? seekUpTo(order, until) : undefined].filter((p): p is SQL => !!p);
  if (!parts.length) return undefined;
  return parts.length === 1 ? parts[0] : sql.join(parts.map((p) => sql`(${p})`), sql` and `);
}

export interface PartPlan {
  /** The cursors of the last rows of the next full parts after `cursor`, in order (each part `partSize` rows). */
  ends: string[];
  /**
   * Whether rows follow the last of `ends`: true when the plan stopped at `parts` parts with more to come; false
   * when the rows end there or within one more, shorter, part (then `tail` says whether there is such a part).
   */
  more: boolean;
  /** Rows after the last of `ends` but fewer than a part: one last part, read without an end (copyExportPart). */
  tail: boolean;
}

/**
 * Where the next `parts` parts after `cursor` end, in one statement: the order keys of every `partSize`-th row of the
 * filtered, ordered rows (and of the last one read, to tell what follows). The order always ends on the payment's id,
 * so a key names one row and parts cut at keys neither share nor miss a row, ties in the sort included.
 */
export async function planParts(
  pool: pg.Pool,
  input: { condition: SQL | undefined; order: ReportOrder; cursor: string | null; partSize: number; parts: number },
): Promise<PartPlan> {
  const { order, partSize } = input;
  const where = partWhere(input.condition, order, input.cursor);
  const limit = input.parts * partSize + 1;
  // The order's values are read for every row but written as a key only for the rows kept.
  const values = order.columns.map((c, i) => sql`${c.expr} as ${sql.raw(`k${i}`)}`);
  const key = sql`json_build_array(${sql.join(
    order.columns.map((_, i) => sql`(${sql.raw(`s.k${i}`)})::text`),
    sql`, `,
  )})::text`;
  const statement = dialect.sqlToQuery(sql`with s as materialized (
    select ${sql.join(values, sql`, `)}, row_number() over (order by ${sql.join(order.sql, sql`, `)}) as n
    from ${payments} join ${businesses} on ${businesses.id} = ${payments.businessId}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(order.sql, sql`, `)} limit ${limit})
    select n::int as n, ${key} as key from s where n % ${partSize} = 0 or n = (select max(n) from s) order by n`);
  const client = await pool.connect();
  try {
    await client.query('begin read only');
    await client.query('set local jit = off');
    const { rows } = await client.query<{ n: number; key: string }>(statement.sql, statement.params as unknown[]);
    await client.query('commit');
    const total = rows.length ? rows[rows.length - 1].n : 0;
    const ends = rows.filter((r) => r.n % partSize === 0 && r.n <= input.parts * partSize).map((r) => cursorOf(order, r.key));
    return { ends, more: total === limit, tail: total < limit && total % partSize !== 0 };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface CopiedPart {
  size: number;
  lastKey: string | null;
  more: boolean;
}

/**
 * Writes the CSV lines of the `partSize` rows after `cursor` to `target` through COPY, and says how many rows it
 * wrote, the last row's order key and whether rows follow. The keys and the lines are read in one repeatable-read
 * snapshot, so the cursor always belongs to the part's last line.
 */
export async function copyExportPart(pool: pg.Pool, input: CopyPartInput, target: string): Promise<CopiedPart> {
  if (input.until) return copyPlannedPart(pool, input, target);
  const seek = input.cursor ? seekAfter(input.order, input.cursor) : undefined;
  const where = input.condition && seek ? sql`(${input.condition}) and ${seek}` : (input.condition ?? seek);
  const keys = dialect.sqlToQuery(sql`select n::int as n, key from (
    select ${input.order.key} as key, row_number() over (order by ${sql.join(input.order.sql, sql`, `)}) as n
    from ${payments} join ${businesses} on ${businesses.id} = ${payments.businessId}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(input.order.sql, sql`, `)} limit ${input.partSize + 1}) s order by n desc limit 2`);
  const copyText = inlined(copyStatement(input, where));
  return readOnly(pool, 'repeatable read', async (client) => {
    const { rows } = await client.query<{ n: number; key: string }>(keys.sql, keys.params as unknown[]);
    const more = rows.length > 0 && rows[0].n > input.partSize;
    const last = more ? rows[1] : rows[0];
    const size = last?.n ?? 0;
    const copy = client.query(copyTo(copyText));
    await pipeline(copy, createWriteStream(target));
    if (copy.rowCount !== size) throw new Error(`COPY wrote ${copy.rowCount} rows for a part of ${size}`);
    return { size, lastKey: last?.key ?? null, more };
  });
}

/**
 * `work` in a read-only transaction of its own on a pooled connection, with JIT off: the COPY statement's many CASE
 * branches push its estimated cost past jit_above_cost, and compiling them took longer than running them (a
 * 10,000-row part ~1.0-1.3 s with JIT, ~0.5-0.9 s without, under load 10). A connection that failed mid-COPY is
 * closed rather than handed back to the pool.
 */
async function readOnly<T>(pool: pg.Pool, isolation: 'repeatable read' | 'read committed', work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query(`begin isolation level ${isolation}, read only`);
    await client.query('set local jit = off');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    broken = true;
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * A planned part (`until` given): its rows are known by their range, so the COPY alone writes them, in its own
 * statement's snapshot, and says how many. The part ends at `until` (lastKey stays null: the caller holds the cursor).
 */
async function copyPlannedPart(pool: pg.Pool, input: CopyPartInput, target: string): Promise<CopiedPart> {
  const copyText = inlined(copyStatement(input, partWhere(input.condition, input.order, input.cursor, input.until)));
  return readOnly(pool, 'read committed', async (client) => {
    const copy = client.query(copyTo(copyText));
    await pipeline(copy, createWriteStream(target));
    return { size: copy.rowCount ?? 0, lastKey: null, more: true };
  });
}
