/**
 * One part of an export in ONE flat statement (decision 035): the payments of the part by keyset, with every field
 * the report's file columns read (names by join, sending and settlement by join on the one-row tables, the first
 * success only where the rail settles at once) and instants as epoch milliseconds, so the cells are built from plain
 * values. It fills the same transaction fields as the API's views (views.ts) for the columns of domain/report-columns.ts;
 * tests/api/export-rows.test.ts compares the two for every report.
 */
import { sql, type SQL } from 'drizzle-orm';
import { collectionTypeOf } from '../../../../domain/collections';
import type { ReportColumn, ReportTransaction } from '../../../../domain/report-columns';
import type { Database } from '../../../db/client';
import { achEntries, bankAccounts, businesses, consumers, payments, paymentStatusDetails, railSubmissions, users, vendors, type PaymentKind } from '../../../db/schema';
import { seekAfter, type ReportOrder } from '../query';
import { sendingMethod } from '../views';

/** Which optional parts of the statement a set of columns reads. */
export interface Needs {
  names: boolean;
  creator: boolean;
  sendingMethod: boolean;
  settlement: boolean;
}

const NAME_COLUMNS = new Set(['contactName', 'vendor', 'customer', 'payer']);

export function needsOf(columns: readonly ReportColumn[]): Needs {
  const keys = new Set(columns.map((c) => c.key));
  return {
    names: [...NAME_COLUMNS].some((k) => keys.has(k)),
    creator: keys.has('createdBy'),
    sendingMethod: keys.has('paymentMethod'),
    settlement: keys.has('sent') || keys.has('settled'),
  };
}

interface FlatRow {
  id: string;
  kind: PaymentKind;
  status: string;
  purchase_id: string;
  payment_transaction_id: string;
  payment_bank_status: string | null;
  payment_process_status: string | null;
  payment_error_message: string | null;
  return_code: string | null;
  amount: number;
  description: string | null;
  reference_number: string | null;
  created_ms: number;
  due_date: string;
  due_time: string;
  timezone: string;
  consumer_id: string | null;
  recipient_business_id: string | null;
  business_id: string;
  business_name: string;
  accounting_system: string | null;
  destination_bank_name: string | null;
  destination_account_holder_name: string;
  destination_account_last4: string;
  vendor_id?: string | null;
  vendor_name?: string | null;
  consumer_first_name?: string | null;
  consumer_last_name?: string | null;
  payer_business_name?: string | null;
  creator_id?: string | null;
  creator_first_name?: string | null;
  creator_last_name?: string | null;
  settings?: Record<string, unknown> | string | null;
  account?: { bankName: string | null; routingNumber: string | null; paymentSystem: string | null } | string | null;
  sent_ms?: number | null;
  settled_ms?: number | null;
  key: string;
}

const epochMs = (value: SQL) => sql`floor(extract(epoch from ${value}) * 1000)::float8`;
const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString());
/** jsonb/json arrives parsed from one driver and as text from the other when selected through a subquery. */
const json = <T>(value: T | string | null | undefined): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : (value ?? null));

/** When the payment was sent to the bank (the ACH entry's, else the rail submission's instant). */
export const sentAtSql = sql`coalesce(${achEntries.sentAt}, ${railSubmissions.submittedAt})`;

/** When the bank settled it: the ACH entry's settlement, else the first success where a rail settles at once. */
export const settledAtSql = sql`case
  when ${achEntries.paymentId} is not null then ${achEntries.settledAt}
  when ${railSubmissions.paymentId} is not null then (
    select d.datetime from ${paymentStatusDetails} d
    where d.payment_id = ${payments.id} and d.status = 'success' order by d.seq limit 1)
  end`;

/** The business's active bank account (the newest) as JSON: bankName, routingNumber, paymentSystem. */
export const activeAccountSql = sql`(select json_build_object('bankName', a.bank_name, 'routingNumber', a.routing_number, 'paymentSystem', a.payment_system)
  from ${bankAccounts} a where a.business_id = ${payments.businessId} and a.status = 'active'
  order by a.created_at desc limit 1)`;

/** The joins a part's statement makes for the columns it reads (the business always). */
export function partJoins(needs: Needs): SQL[] {
  const joins: SQL[] = [sql`join ${businesses} on ${businesses.id} = ${payments.businessId}`];
  if (needs.names) {
    joins.push(
      sql`left join ${vendors} on ${vendors.id} = ${payments.vendorId}`,
      sql`left join ${consumers} on ${consumers.id} = ${payments.consumerId}`,
      sql`left join ${businesses} payer_businesses on payer_businesses.id = ${payments.recipientBusinessId}`,
    );
  }
  if (needs.creator) joins.push(sql`left join ${users} on ${users.id} = ${payments.createdByUserId}`);
  // Both tables hold at most one row a payment (their key is the payment), so plain left joins.
  if (needs.settlement) {
    joins.push(
      sql`left join ${achEntries} on ${achEntries.paymentId} = ${payments.id}`,
      sql`left join ${railSubmissions} on ${railSubmissions.paymentId} = ${payments.id}`,
    );
  }
  return joins;
}

/** The statement of one part: `limit` rows (one more tells whether another part follows) after `cursor`. */
function partStatement(needs: Needs, where: SQL | undefined, order: ReportOrder, limit: number): SQL {
  const fields: SQL[] = [
    sql`${payments.id} as id`,
    sql`${payments.kind} as kind`,
    sql`${payments.status} as status`,
    sql`${payments.purchaseId} as purchase_id`,
    sql`${payments.paymentTransactionId} as payment_transaction_id`,
    sql`${payments.paymentBankStatus} as payment_bank_status`,
    sql`${payments.paymentProcessStatus} as payment_process_status`,
    sql`${payments.paymentErrorMessage} as payment_error_message`,
    sql`${payments.returnCode} as return_code`,
    sql`${payments.amount}::float8 as amount`,
    sql`${payments.description} as description`,
    sql`${payments.referenceNumber} as reference_number`,
    sql`${epochMs(sql`${payments.createdAt}`)} as created_ms`,
    sql`${payments.dueDate}::text as due_date`,
    sql`${payments.dueTime} as due_time`,
    sql`${payments.timezone} as timezone`,
    sql`${payments.consumerId} as consumer_id`,
    sql`${payments.recipientBusinessId} as recipient_business_id`,
    sql`${payments.businessId} as business_id`,
    sql`${businesses.name} as business_name`,
    sql`${payments.accountingSystem} as accounting_system`,
    sql`${payments.destinationBankName} as destination_bank_name`,
    sql`${payments.destinationAccountHolderName} as destination_account_holder_name`,
    sql`${payments.destinationAccountLast4} as destination_account_last4`,
    // From the same statement as the row, so the cursor matches the part even while an order's column changes.
    sql`${order.key} as key`,
  ];
  if (needs.names) {
    fields.push(
      // The payment's own keys say whether the joined rows exist (foreign keys), so the joins add names only.
      sql`${payments.vendorId} as vendor_id`,
      sql`${vendors.name} as vendor_name`,
      sql`${consumers.firstName} as consumer_first_name`,
      sql`${consumers.lastName} as consumer_last_name`,
      sql`payer_businesses.name as payer_business_name`,
    );
  }
  if (needs.creator) fields.push(sql`${payments.createdByUserId} as creator_id`, sql`${users.firstName} as creator_first_name`, sql`${users.lastName} as creator_last_name`);
  if (needs.sendingMethod) fields.push(sql`${businesses.paymentSettings} as settings`, sql`${activeAccountSql} as account`);
  if (needs.settlement) fields.push(sql`${epochMs(sentAtSql)} as sent_ms`, sql`${epochMs(settledAtSql)} as settled_ms`);
  const joins = partJoins(needs);
  return sql`select ${sql.join(fields, sql`, `)} from ${payments} ${sql.join(joins, sql` `)}
    ${where ? sql`where ${where}` : sql``}
    order by ${sql.join(order.sql, sql`, `)} limit ${limit}`;
}

/** A flat row as the transaction the columns read (the same values as paymentViews gives them). */
function transactionOf(r: FlatRow, needs: Needs): ReportTransaction {
  const vendor = r.vendor_id ? { id: r.vendor_id, name: r.vendor_name! } : null;
  const customer = !needs.names
    ? null
    : r.consumer_id
      ? { id: r.consumer_id, name: `${r.consumer_first_name} ${r.consumer_last_name}` }
      : r.recipient_business_id
        ? { id: r.recipient_business_id, name: r.payer_business_name! }
        : null;
  return {
    id: r.id,
    type: r.kind,
    status: r.status,
    purchaseId: r.purchase_id,
    paymentTransactionId: r.payment_transaction_id,
    paymentBankStatus: r.payment_bank_status,
    paymentProcessStatus: r.payment_process_status,
    paymentErrorMessage: r.payment_error_message,
    returnCode: r.return_code,
    moneyAmount: r.amount,
    description: r.description,
    referenceNumber: r.reference_number,
    createdDate: new Date(r.created_ms).toISOString(),
    dueDateTime: { date: r.due_date, time: r.due_time, timezone: r.timezone },
    business: { id: r.business_id, name: r.business_name },
    vendor,
    customer,
    contactName: vendor?.name ?? customer?.name ?? null,
    recipient: { bankName: r.destination_bank_name, accountHolderName: r.destination_account_holder_name, accountNumberLast4: r.destination_account_last4 },
    accountingSystem: r.accounting_system,
    paymentMethod: needs.sendingMethod ? sendingMethod(json(r.settings) ?? {}, json(r.account)) : null,
    collectionType: collectionTypeOf({ kind: r.kind, consumerId: r.consumer_id, recipientBusinessId: r.recipient_business_id }),
    sentAt: iso(r.sent_ms),
    settledAt: iso(r.settled_ms),
    createdBy: r.creator_id ? { id: r.creator_id, name: `${r.creator_first_name ?? ''} ${r.creator_last_name ?? ''}`.trim() } : null,
  };
}

export interface ExportPartRows {
  /** The part's rows as transactions, each made when it is read (so a part never holds two copies of its rows). */
  transactions: Iterable<ReportTransaction>;
  /** How many rows the part holds. */
  size: number;
  /** The order key (order.key) of the part's last row; null when the part is empty. */
  lastKey: string | null;
  /** Whether rows follow this part. */
  more: boolean;
}

/** The `partSize` rows of `columns` after `cursor` (the cursor of the previous part's last row; null for the first). */
export async function readExportPart(
  db: Pick<Database, 'execute'>,
  input: { condition: SQL | undefined; order: ReportOrder; cursor: string | null; partSize: number; columns: readonly ReportColumn[] },
): Promise<ExportPartRows> {
  const needs = needsOf(input.columns);
  const seek = input.cursor ? seekAfter(input.order, input.cursor) : undefined;
  const where = input.condition && seek ? sql`(${input.condition}) and ${seek}` : (input.condition ?? seek);
  const result = (await db.execute(partStatement(needs, where, input.order, input.partSize + 1))) as unknown as { rows: FlatRow[] };
  const rows = result.rows.length > input.partSize ? result.rows.slice(0, input.partSize) : result.rows;
  return {
    transactions: (function* () {
      for (const row of rows) yield transactionOf(row, needs);
    })(),
    size: rows.length,
    lastKey: rows.length ? rows[rows.length - 1].key : null,
    more: result.rows.length > input.partSize,
  };
}
