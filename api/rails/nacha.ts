/** The NACHA rail: turns the due payments of one cutoff into one ACH file per originating account (domain/nacha.ts). */
import { transactionCode, writeAchFileWithTraces, type AchBatch, type AchEntry, type SecCode } from '../../domain/nacha';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achEntries, achReturnEntries, type PaymentRow } from '../db/schema';
import type { originatingAccounts } from '../db/schema';
import type { RailInquiry, RailStatus } from './types';

type OriginatingAccount = typeof originatingAccounts.$inferSelect;

export interface FileItem {
  payment: PaymentRow;
  accountNumber: string;
  businessName: string;
  businessTin: string | null;
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

/** Collections pull money from the payer's account; everything else pays out. */
export function directionOf(payment: PaymentRow): 'credit' | 'debit' {
  return payment.kind === 'instantCollection' ? 'debit' : 'credit';
}

/**
 * Builds and validates one ACH file: a batch per (business, SEC code, effective date). Trace numbers start at
 * `firstTraceSequence` (unique per originating bank and day across files); `traces` maps each payment to its own.
 */
export function buildAchFile(account: OriginatingAccount, items: FileItem[], createdAt: Date, modifier: string, firstTraceSequence = 1) {
  const groups = new Map<string, FileItem[]>();
  for (const item of items) {
    const k = `${item.payment.businessId}|${secCodeOf(item.payment)}|${item.payment.dueDate}`;
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  const grouped = [...groups.values()];
  const batches: AchBatch[] = grouped.map((group) => {
    const first = group[0];
    const tinDigits = (first.businessTin ?? '').replace(/\D/g, '');
    const entries: AchEntry[] = group.map(({ payment, accountNumber }) => ({
      transactionCode: transactionCode(payment.destinationAccountType === 'savings' ? 'savings' : 'checking', directionOf(payment)),
      rdfiRoutingNumber: payment.destinationRoutingNumber,
      accountNumber,
      amountCents: payment.amount,
      identificationNumber: payment.purchaseId.slice(0, 15),
      receiverName: payment.destinationAccountHolderName,
      addenda: payment.description ? payment.description.slice(0, 80) : undefined,
    }));
    return {
      companyName: first.businessName,
      companyIdentification: tinDigits.length === 9 ? `1${tinDigits}` : account.companyId,
      secCode: secCodeOf(first.payment),
      companyEntryDescription: first.payment.kind === 'instantCollection' ? 'COLLECTION' : 'PAYMENT',
      effectiveEntryDate: first.payment.dueDate,
      odfiRoutingNumber: account.odfiRoutingNumber,
      entries,
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
  for (const { payment } of items) {
    if (directionOf(payment) === 'credit') credit += payment.amount;
    else debit += payment.amount;
  }
  const traces = new Map<string, string>();
  grouped.forEach((group, b) => group.forEach((item, e) => traces.set(item.payment.id, batchTraces[b][e])));
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
    if (entry.settledAt) return { state: 'settled', message: `Settled on ${entry.settlementDate}` };
    return { state: 'accepted', message: `Sent to the bank; settles on ${entry.settlementDate}` };
  },
};
