/**
 * The transaction of spec §3 as the API shows it, for any number of payment rows: the related names, status
 * history, sending method and participants are loaded in one query each, whatever the page size.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { collectionTypeOf } from '../../../domain/collections';
import { Roles } from '../../../domain/roles';
import { PAYOUT_HOLD_CODE } from '../../../domain/vendors';
import type { Database } from '../../db/client';
import { achEntries, bankAccounts, businesses, consumers, paymentStatusDetails, railSubmissions, users, vendors, type PaymentKind, type PaymentRow } from '../../db/schema';

type Db = Pick<Database, 'select'>;

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
function sendingMethod(settings: Record<string, unknown>, account: typeof bankAccounts.$inferSelect | undefined): SendingMethod | null {
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

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));

export async function paymentViews(db: Db, rows: PaymentRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const bizIds = [...new Set(rows.map((r) => r.businessId))];
  const vendorIds = [...new Set(rows.map((r) => r.vendorId).filter((v): v is string => !!v))];
  const consumerIds = [...new Set(rows.map((r) => r.consumerId).filter((v): v is string => !!v))];
  const payerBizIds = [...new Set(rows.map((r) => r.recipientBusinessId).filter((v): v is string => !!v))];
  const creatorIds = [...new Set(rows.map((r) => r.createdByUserId).filter((v): v is string => !!v))];
  const [details, bizRows, accountRows, vendorRows, consumerRows, entryRows, submissionRows, payerBizRows, creatorRows] = await Promise.all([
    db.select().from(paymentStatusDetails).where(inArray(paymentStatusDetails.paymentId, ids)).orderBy(asc(paymentStatusDetails.paymentId), asc(paymentStatusDetails.seq)),
    db
      .select({ id: businesses.id, name: businesses.name, createdAt: businesses.createdAt, updatedAt: businesses.updatedAt, settings: businesses.paymentSettings })
      .from(businesses)
      .where(inArray(businesses.id, bizIds)),
    db
      .select()
      .from(bankAccounts)
      .where(and(inArray(bankAccounts.businessId, bizIds), eq(bankAccounts.status, 'active')))
      .orderBy(desc(bankAccounts.createdAt)),
    vendorIds.length ? db.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : Promise.resolve([]),
    consumerIds.length
      ? db.select({ id: consumers.id, firstName: consumers.firstName, lastName: consumers.lastName }).from(consumers).where(inArray(consumers.id, consumerIds))
      : Promise.resolve([]),
    db
      .select({ paymentId: achEntries.paymentId, sentAt: achEntries.sentAt, settledAt: achEntries.settledAt, settlementDate: achEntries.settlementDate })
      .from(achEntries)
      .where(inArray(achEntries.paymentId, ids)),
    db.select({ paymentId: railSubmissions.paymentId, submittedAt: railSubmissions.submittedAt, outcome: railSubmissions.outcome }).from(railSubmissions).where(inArray(railSubmissions.paymentId, ids)),
    payerBizIds.length ? db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, payerBizIds)) : Promise.resolve([]),
    creatorIds.length
      ? db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, creatorIds))
      : Promise.resolve([]),
  ]);
  const creatorById = byId(creatorRows);
  const payerBizById = byId(payerBizRows);
  const entryByPayment = new Map(entryRows.map((e) => [e.paymentId, e]));
  const submissionByPayment = new Map(submissionRows.map((s) => [s.paymentId, s]));
  const bizById = byId(bizRows);
  const vendorById = byId(vendorRows);
  const consumerById = byId(consumerRows);
  const accountByBusiness = new Map<string, (typeof accountRows)[number]>();
  for (const a of accountRows) if (a.businessId && !accountByBusiness.has(a.businessId)) accountByBusiness.set(a.businessId, a);
  const detailsByPayment = new Map<string, typeof details>();
  for (const d of details) detailsByPayment.set(d.paymentId, [...(detailsByPayment.get(d.paymentId) ?? []), d]);

  return rows.map((p) => {
    const b = bizById.get(p.businessId)!;
    const v = p.vendorId ? vendorById.get(p.vendorId) : undefined;
    const c = p.consumerId ? consumerById.get(p.consumerId) : undefined;
    // A customer business a collection was taken from is the payment's customer.
    const payerBiz = p.recipientBusinessId ? payerBizById.get(p.recipientBusinessId) : undefined;
    const customer = c ? { id: c.id, name: `${c.firstName} ${c.lastName}` } : payerBiz ? { id: payerBiz.id, name: payerBiz.name } : null;
    const contactName = v?.name ?? customer?.name ?? null;
    const history = detailsByPayment.get(p.id) ?? [];
    const entry = entryByPayment.get(p.id);
    const submission = submissionByPayment.get(p.id);
    const creator = p.createdByUserId ? creatorById.get(p.createdByUserId) : undefined;
    // Sent: the ACH file written, or the rail's submission. Settled: the entry's settlement (NACHA), or for a rail
    // that settles at once the moment the payment succeeded (kept when it is returned later).
    const sentAt = entry?.sentAt ?? submission?.submittedAt ?? null;
    const settledAt = entry ? entry.settledAt : submission ? (history.find((d) => d.status === 'success')?.datetime ?? null) : null;
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
      paymentMethod: sendingMethod(b.settings, accountByBusiness.get(b.id)),
      paymentParticipants: { buyer: b.name, recipient: contactName ?? p.destinationAccountHolderName },
      reportType: reportTypeOf(p),
      collectionType: collectionTypeOf(p),
      payerPhoneNumber: p.payerPhoneNumber,
      recipient: { bankName: p.destinationBankName, accountHolderName: p.destinationAccountHolderName, accountNumberLast4: p.destinationAccountLast4 },
      rail: p.rail,
      achFileId: p.achFileId,
      sentAt: sentAt?.toISOString() ?? null,
      settledAt: settledAt?.toISOString() ?? null,
      settlementDate: entry?.settlementDate ?? null,
      statusDetails: history.map((d) => ({ status: d.status, code: d.code, datetime: d.datetime.toISOString(), description: d.description })),
      createdBy: creator ? { id: creator.id, name: `${creator.firstName} ${creator.lastName}`.trim() } : null,
      payoutHold: p.status === 'pendingApproval' && history.some((d) => d.code === PAYOUT_HOLD_CODE),
    };
  });
}

export type PaymentView = Awaited<ReturnType<typeof paymentViews>>[number];

/** A view as a caller may read it: who in the business created a payment is the business's own fact, not its vendor's. */
export function viewFor<T extends { createdBy: PaymentView['createdBy'] }>(view: T, role: string): T {
  return role === Roles.vendorManager ? { ...view, createdBy: null } : view;
}
