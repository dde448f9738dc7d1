/** The NACHA rail: turns the due payments of one cutoff into one ACH file per originating account (domain/nacha.ts). */
import { prenoteTransactionCode, transactionCode, writeAchFileWithTraces, type AchBatch, type AchEntry, type Direction, type SecCode } from '../../domain/nacha';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achEntries, achReturnEntries, type PaymentRow } from '../db/schema';
import type { originatingAccounts } from '../db/schema';
import type { RailInquiry, RailStatus } from './types';
import { formatDay } from '../../domain/dates';
import { directionOfKind, WEB_PAYMENT_TYPE } from '../../domain/payment-kinds';

type OriginatingAccount = typeof originatingAccounts.$inferSelect;

/**
 * One entry of a file: a payment, or an entry of a consumer's account check (a prenote or a micro-deposit, decision
 * 055). `ref` names it in the traces the writer returns; entries share a batch by business, SEC code, effective date
 * and `batch` (NACHA wants micro-deposits in their own ACCTVERIFY batch).
 */
export interface FileItem {
  ref: string;
  businessId: string;
  businessName: string;
  businessTin: string | null;
  secCode: SecCode;
  companyEntryDescription: string;
  effectiveDate: string;
  direction: Direction;
  entry: AchEntry;
  batch?: string;
  /**
   * The platform originates the entry in its own name (its subscription invoice debiting the business's account):
   * the batch names the originating account's company, so the business's statement shows who took the money.
   */
  byPlatform?: boolean;
}

/** A payment as a file entry. */
export function paymentItem(payment: PaymentRow, accountNumber: string, businessName: string, businessTin: string | null): FileItem {
  const secCode = secCodeOf(payment);
  return {
    ref: payment.id,
    businessId: payment.businessId,
    businessName,
    businessTin,
    secCode,
    companyEntryDescription: payment.kind === 'instantCollection' ? 'COLLECTION' : payment.kind === 'subscription' ? 'SUBSCRIPTN' : 'PAYMENT',
    effectiveDate: payment.dueDate,
    direction: directionOf(payment),
    byPlatform: payment.kind === 'subscription',
    entry: {
      // A zero-dollar test payment is the prenote of the business's own account (decision 070): code 23/33.
      transactionCode: (isPrenote(payment) ? prenoteTransactionCode : transactionCode)(payment.destinationAccountType === 'savings' ? 'savings' : 'checking', directionOf(payment)),
      rdfiRoutingNumber: payment.destinationRoutingNumber,
      accountNumber,
      amountCents: payment.amount,
      identificationNumber: payment.purchaseId.slice(0, 15),
      receiverName: payment.destinationAccountHolderName,
      addenda: payment.description ? payment.description.slice(0, 80) : undefined,
      // A consumer's WEB debit is one of those its standing authorization covers (domain/payment-kinds.ts).
      ...(secCode === 'WEB' ? { discretionaryData: WEB_PAYMENT_TYPE.recurring } : {}),
    },
  };
}

/** A test payment of no money is a prenote: filed with a prenote code, proved by its window rather than settled. */
export function isPrenote(payment: Pick<PaymentRow, 'kind' | 'amount'>): boolean {
  return payment.kind === 'test' && payment.amount === 0;
}

/** A file ID modifier for the n-th file (0-based) of a day: A–Z then 0–9. */
export function fileIdModifier(n: number): string {
  const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return symbols[n % symbols.length];
}

/** Consumers are individuals (PPD; WEB for a debit they authorized online, decision 052); vendors and businesses are companies (CCD). */
export function secCodeOf(payment: PaymentRow): SecCode {
  if (!payment.consumerId) return 'CCD';
  return directionOf(payment) === 'debit' ? 'WEB' : 'PPD';
}

/** Whether the payment pays out or pulls in: its kind's row in domain/payment-kinds.ts, the one table every rail reads. */
export function directionOf(payment: Pick<PaymentRow, 'kind'>): Direction {
  return directionOfKind(payment.kind);
}

/**
 * Builds and validates one ACH file: a batch per (business, SEC code, effective date, batch). Trace numbers start at
 * `firstTraceSequence` (from the bank's persistent sequence); `traces` maps each item's ref to its own. Entries of another
 * description or originator get a batch of their own, so a batch header never misnames them.
 */
export function buildAchFile(account: OriginatingAccount, items: readonly FileItem[], createdAt: Date, modifier: string, firstTraceSequence = 1) {
  const groups = new Map<string, FileItem[]>();
  for (const item of items) {
    const k = `${item.businessId}|${item.secCode}|${item.effectiveDate}|${item.batch ?? ''}|${item.companyEntryDescription}|${item.byPlatform ? 'platform' : ''}`;
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  const grouped = [...groups.values()];
  const batches: AchBatch[] = grouped.map((group) => {
    const first = group[0];
    const tinDigits = (first.businessTin ?? '').replace(/\D/g, '');
    return {
      companyName: first.byPlatform ? account.companyName : first.businessName,
      companyIdentification: !first.byPlatform && tinDigits.length === 9 ? `1${tinDigits}` : account.companyId,
      secCode: first.secCode,
      companyEntryDescription: first.companyEntryDescription,
      effectiveEntryDate: first.effectiveDate,
      odfiRoutingNumber: account.odfiRoutingNumber,
      entries: group.map((item) => item.entry),
    };
  });
  const { text: content, traces: batchTraces } = writeAchFileWithTraces({
    firstTraceSequence,
    immediateDestination: account.immediateDestination,
    immediateDestinationName: account.immediateDestinationName,
    immediateOrigin: account.companyId,
    immediateOriginName: account.companyName,
    createdAt,
    fileIdModifier: modifier,
    batches,
  });
  let credit = 0;
  let debit = 0;
  for (const item of items) {
    if (item.direction === 'credit') credit += item.entry.amountCents;
    else debit += item.entry.amountCents;
  }
  const traces = new Map<string, string>();
  grouped.forEach((group, b) => group.forEach((item, e) => traces.set(item.ref, batchTraces[b][e])));
  return { content, traces, batchCount: batches.length, entryCount: items.length, totalCreditCents: credit, totalDebitCents: debit };
}

/**
 * The NACHA rail's status inquiry, answered from the files it wrote and the returns it read: a payment in no file
 * was never received; a filed one is accepted until its settlement date, then settled, unless the bank returned it.
 */
export const nachaInquiry: RailInquiry = {
  name: 'nacha',
  async status(db: Database, paymentId: string): Promise<RailStatus> {
    const [returned] = await db
      .select()
      .from(achReturnEntries)
      .where(and(eq(achReturnEntries.paymentId, paymentId), eq(achReturnEntries.kind, 'return'), eq(achReturnEntries.status, 'applied')))
      .limit(1);
    if (returned) return { state: 'returned', code: returned.code, message: returned.reason };
    const [entry] = await db.select().from(achEntries).where(eq(achEntries.paymentId, paymentId));
    if (!entry) return { state: 'notReceived' };
    if (entry.settledAt) return { state: 'settled', message: `Settled on ${formatDay(entry.settlementDate)}` };
    return { state: 'accepted', message: `Sent to the bank; settles on ${formatDay(entry.settlementDate)}` };
  },
};
