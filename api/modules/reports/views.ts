/**
 * The transaction of spec §3 as the API shows it, for any number of payment rows: the related names, status
 * history, sending method and participants are loaded in one statement, whatever the page size.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { collectionTypeOf } from '../../../domain/collections';
import { NOT_DELIVERED } from '../../../domain/report-columns';
import { Roles } from '../../../domain/roles';
import { PAYOUT_HOLD_CODE } from '../../../domain/vendors';
import type { Database } from '../../db/client';
import { accountValidations, achEntries, bankAccounts, businesses, consumers, payments, paymentStatusDetails, railSubmissions, users, vendors, type PaymentKind, type PaymentRow } from '../../db/schema';

type Db = Pick<Database, 'select'>;

/** The statuses of a consumer debit that has not left for the bank, so may still wait for its account check. */
const WAITS_FOR_CHECK: readonly string[] = ['pendingApproval', 'scheduled'];

/** Kinds a business collects through a consumer's instant or on-demand flow; the rest are bills it pays. */
const INSTANT_COLLECTION_KINDS: readonly PaymentKind[] = ['instantCollection', 'onDemand'];

/** Spec §3 "Report type enum": instantCollection for the consumer flows, accountingSystemBill for a bill synced from an accounting system. */
export function reportTypeOf(row: Pick<PaymentRow, 'kind' | 'accountingSystem'>): 'instantCollection' | 'accountingSystemBill' | null {
  if (INSTANT_COLLECTION_KINDS.includes(row.kind)) return 'instantCollection';
  return row.accountingSystem ? 'accountingSystemBill' : null;
}

interface SendingMethod {
  bankName: string | null;
  routingNumber: string | null;
  paymentSystem: string | null;
}

/** The business's sending method: its shared payment method in the settings, else its active bank account. */
export function sendingMethod(settings: Record<string, unknown>, account: RelatedRow['account']): SendingMethod | null {
  const shared = settings.actualSharedPaymentMethod as Partial<Record<string, unknown>> | undefined;
  const systems = settings.connectedPaymentSystems;
  const firstSystem = Array.isArray(systems) && typeof systems[0] === 'string' ? systems[0] : null;
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  if (shared && typeof shared === 'object') {
    return { bankName: text(shared.bankName), routingNumber: text(shared.routingNumber), paymentSystem: text(shared.paymentSystem) ?? firstSystem };
  }
  if (account) return { bankName: account.bankName, routingNumber: account.routingNumber, paymentSystem: account.paymentSystem ?? firstSystem };
  return null;
}

export interface RelatedRow {
  id: string;
  businessName: string;
  businessCreatedAt: Date;
  businessUpdatedAt: Date;
  settings: Record<string, unknown>;
  vendorId: string | null;
  vendorName: string | null;
  consumerId: string | null;
  consumerFirstName: string | null;
  consumerLastName: string | null;
  payerBusinessId: string | null;
  payerBusinessName: string | null;
  creatorId: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  account: { bankName: string | null; routingNumber: string | null; paymentSystem: string | null } | null;
  entry: { sentAt: string; settledAt: string | null; settlementDate: string } | null;
  submittedAt: string | null;
  accountCheck: { method: string; status: string; until: string | null } | null;
  details: { status: string; code: string | null; datetime: string; description: string | null }[];
}

const payerBusinesses = alias(businesses, 'payer_businesses');
const iso = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * Everything a page of payments shows beside the payment rows (creator included), as columns of one statement (each
 * statement costs the embedded database about a millisecond, whatever it reads): names by join; the business's
 * active account, the ACH entry, the rail submission and the status history as JSON from correlated subqueries.
 * `withRelated` adds the joins these columns read to a select from payments.
 */
export const relatedColumns = {
  id: payments.id,
  businessName: businesses.name,
  businessCreatedAt: businesses.createdAt,
  businessUpdatedAt: businesses.updatedAt,
  settings: businesses.paymentSettings,
  vendorId: vendors.id,
  vendorName: vendors.name,
  consumerId: consumers.id,
  consumerFirstName: consumers.firstName,
  consumerLastName: consumers.lastName,
  payerBusinessId: payerBusinesses.id,
  payerBusinessName: payerBusinesses.name,
  creatorId: users.id,
  creatorFirstName: users.firstName,
  creatorLastName: users.lastName,
  account: sql<RelatedRow['account']>`(
    select json_build_object('bankName', a.bank_name, 'routingNumber', a.routing_number, 'paymentSystem', a.payment_system)
    from ${bankAccounts} a where a.business_id = ${payments.businessId} and a.status = 'active'
    order by a.created_at desc limit 1)`,
  entry: sql<RelatedRow['entry']>`(
    select json_build_object('sentAt', e.sent_at, 'settledAt', e.settled_at, 'settlementDate', e.settlement_date)
    from ${achEntries} e where e.payment_id = ${payments.id} order by e.sent_at desc limit 1)`,
  submittedAt: sql<string | null>`(
    select to_json(s.submitted_at) #>> '{}' from ${railSubmissions} s where s.payment_id = ${payments.id}
    order by s.submitted_at desc limit 1)`,
  // A consumer debit's open account check (decision 052): the debit waits for it; `until` is the prenote's banking day.
  accountCheck: sql<RelatedRow['accountCheck']>`(
    select json_build_object('method', v.method, 'status', v.status, 'until', to_char(v.validates_at at time zone 'UTC', 'YYYY-MM-DD'))
    from ${accountValidations} v where v.consumer_id = ${payments.consumerId} and ${payments.kind} = 'instantCollection'
    and v.status in ('pending', 'sent'))`,
  details: sql<RelatedRow['details']>`(
    select coalesce(json_agg(json_build_object('status', d.status, 'code', d.code, 'datetime', d.datetime, 'description', d.description) order by d.seq), '[]'::json)
    from ${paymentStatusDetails} d where d.payment_id = ${payments.id})`,
};

/** The joins `relatedColumns` read, added to a select from payments. */
export function withRelated<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .leftJoin(vendors, eq(vendors.id, payments.vendorId))
    .leftJoin(consumers, eq(consumers.id, payments.consumerId))
    .leftJoin(payerBusinesses, eq(payerBusinesses.id, payments.recipientBusinessId))
    .leftJoin(users, eq(users.id, payments.createdByUserId));
}

async function relatedOf(db: Db, ids: string[]): Promise<Map<string, RelatedRow>> {
  const rows = await withRelated(db.select(relatedColumns).from(payments).$dynamic()).where(inArray(payments.id, ids));
  return new Map(rows.map((r) => [r.id, r as RelatedRow]));
}

export async function paymentViews(db: Db, rows: PaymentRow[]) {
  if (!rows.length) return [];
  const related = await relatedOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((p) => viewOf(p, related.get(p.id)!));
}

/** A payment as the API shows it, from its row and the columns `relatedColumns` read for it. */
export function viewOf(p: PaymentRow, r: RelatedRow) {
  const b = { id: p.businessId, name: r.businessName, createdAt: r.businessCreatedAt, updatedAt: r.businessUpdatedAt, settings: r.settings };
  const v = r.vendorId ? { id: r.vendorId, name: r.vendorName! } : undefined;
  // A customer business a collection was taken from is the payment's customer.
  const customer = r.consumerId
    ? { id: r.consumerId, name: `${r.consumerFirstName} ${r.consumerLastName}` }
    : r.payerBusinessId
      ? { id: r.payerBusinessId, name: r.payerBusinessName! }
      : null;
  const contactName = v?.name ?? customer?.name ?? null;
  const history = r.details.map((d) => ({ ...d, datetime: new Date(d.datetime) }));
  const entry = r.entry;
  const creator = r.creatorId ? { id: r.creatorId, name: `${r.creatorFirstName ?? ''} ${r.creatorLastName ?? ''}`.trim() } : null;
  // Sent: the ACH file reaching the bank (its delivery over a channel, else its writing), or the rail's submission;
  // a file its channel has not delivered has sent nothing and expects no settlement. Settled: the entry's settlement
  // (NACHA), or for a rail that settles at once the moment the payment succeeded (kept when it is returned later).
  const undelivered = p.paymentBankStatus === NOT_DELIVERED;
  const delivered = [...history].reverse().find((d) => d.code === 'sentToBank')?.datetime;
  const sentAt = undelivered ? null : (delivered ?? iso(entry?.sentAt) ?? iso(r.submittedAt));
  const settledAt = entry ? iso(entry.settledAt) : r.submittedAt ? (history.find((d) => d.status === 'success')?.datetime ?? null) : null;
  return {
    id: p.id,
    type: p.kind,
    status: p.status,
    purchaseId: p.purchaseId,
    paymentTransactionId: p.paymentTransactionId,
    paymentBankStatus: p.paymentBankStatus,
    paymentProcessStatus: p.paymentProcessStatus,
    paymentErrorMessage: p.paymentErrorMessage,
    returnCode: p.returnCode,
    moneyAmount: p.amount,
    description: p.description,
    referenceNumber: p.referenceNumber,
    createdDate: p.createdAt.toISOString(),
    dueDateTime: { date: p.dueDate, time: p.dueTime, timezone: p.timezone },
    business: { id: b.id, name: b.name, createdAt: b.createdAt.toISOString(), updatedAt: b.updatedAt.toISOString() },
    vendor: v ? { id: v.id, name: v.name } : null,
    customer,
    contactName,
    accountingSystem: p.accountingSystem,
    accountingSystemBillInfo: p.accountingSystemBillInfo ? JSON.stringify(p.accountingSystemBillInfo) : null,
    paymentMethod: sendingMethod(b.settings, r.account),
    paymentParticipants: { buyer: b.name, recipient: contactName ?? p.destinationAccountHolderName },
    reportType: reportTypeOf(p),
    collectionType: collectionTypeOf(p),
    payerPhoneNumber: p.payerPhoneNumber,
    recipient: { bankName: p.destinationBankName, accountHolderName: p.destinationAccountHolderName, accountNumberLast4: p.destinationAccountLast4 },
    previousRecipient: p.previousDestinationAccountLast4
      ? { bankName: p.previousDestinationBankName, accountHolderName: p.previousDestinationAccountHolderName ?? '', accountNumberLast4: p.previousDestinationAccountLast4 }
      : null,
    rail: p.rail,
    achFileId: p.achFileId,
    sentAt: sentAt?.toISOString() ?? null,
    settledAt: settledAt?.toISOString() ?? null,
    settlementDate: undelivered ? null : (entry?.settlementDate ?? null),
    statusDetails: history.map((d) => ({ status: d.status, code: d.code, datetime: d.datetime.toISOString(), description: d.description })),
    createdBy: creator,
    payoutHold: p.status === 'pendingApproval' && history.some((d) => d.code === PAYOUT_HOLD_CODE),
    // Only a debit not yet sent waits for its account check.
    accountCheck: r.accountCheck && WAITS_FOR_CHECK.includes(p.status) ? { method: r.accountCheck.method, until: r.accountCheck.status === 'sent' ? r.accountCheck.until : null } : null,
  };
}

export type PaymentView = Awaited<ReturnType<typeof paymentViews>>[number];

/** The timeline's steps that name a person of the paying business, as its payee reads them: by the business. */
const PAYER_DECISIONS: Readonly<Record<string, string>> = { approved: 'Approved', rejected: 'Rejected', canceled: 'Canceled' };

/**
 * A view as a caller may read it. Who in the business created, approved, rejected or canceled a payment, why it
 * rejected it, and the account and routing number it pays from are the business's own facts, not its vendor's: a
 * payee reads the payer, the amount, the reference, the dates and the last four of its own account.
 */
export function viewFor<T extends { createdBy: PaymentView['createdBy']; business?: { name: string }; paymentMethod?: unknown; statusDetails?: PaymentView['statusDetails'] }>(view: T, role: string): T {
  if (role !== Roles.vendorManager) return view;
  const payer = view.business?.name ?? 'the payer';
  return {
    ...view,
    createdBy: null,
    ...('paymentMethod' in view ? { paymentMethod: null } : {}),
    ...(view.statusDetails
      ? { statusDetails: view.statusDetails.map((d) => (d.code && PAYER_DECISIONS[d.code] ? { ...d, description: `${PAYER_DECISIONS[d.code]} by ${payer}` } : d)) }
      : {}),
  };
}
