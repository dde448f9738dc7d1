/**
 * The bank's return (addenda 99) and notification-of-change (addenda 98) files, read by our NACHA reader from the
 * inbox folder (ACH_RETURNS_INBOX) or an upload, each file once by its SHA-256. A return moves its payment to
 * `error` (still processing) or `returned` (already settled) with the R code and its plain-English reason, and the
 * move's payment e-mails tell the business and the payer; a NOC corrects the receiver's stored bank details (audited) and the payments not yet sent; an
 * entry that matches nothing is kept as unmatched and raised for a person, never dropped.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describeCorrection, parseCorrection, returnReason, CHANGE_CODES, type Correction } from '../../../domain/ach-returns';
import { readAchFile, type ReadEntry } from '../../../domain/nacha';
import type { Database } from '../../db/client';
import { achEntries, achReturnEntries, achReturnFiles, auditLog, bankAccounts, businesses, consumers, payments, type AchReturnEntryStatus, type PaymentRow } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { enqueueMessage } from '../notifications/outbox';
import { appendStatus, transition, type Tx } from '../payments/service';
import { raiseReviewItem } from '../reconciliation/review-items';

export interface IngestInput {
  fileName: string;
  content: string;
  source: 'inbox' | 'upload';
}

export interface IngestResult {
  /** True when a file with the same content was read before: nothing changes. */
  duplicate: boolean;
  fileId: string | null;
  applied: number;
  unmatched: number;
  ignored: number;
  problems: string[];
}

export const sha256 = (content: string) => createHash('sha256').update(content).digest('hex');

export async function ingestAchReturnFile(db: Database, encryptionKey: Buffer, input: IngestInput, at: Date): Promise<IngestResult> {
  const hash = sha256(input.content);
  const read = readAchFile(input.content);
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(achReturnFiles)
      .values({ sha256: hash, fileName: input.fileName.slice(0, 200), source: input.source, content: input.content, problems: read.problems, receivedAt: at })
      .onConflictDoNothing({ target: achReturnFiles.sha256 })
      .returning({ id: achReturnFiles.id });
    const result: IngestResult = { duplicate: !file, fileId: file?.id ?? null, applied: 0, unmatched: 0, ignored: 0, problems: read.problems };
    if (!file || read.problems.length) return result;
    let position = 0;
    for (const batch of read.batches)
      for (const entry of batch.entries) {
        if (!entry.returnAddenda) continue;
        const status = await applyEntry(tx, encryptionKey, file.id, hash, ++position, entry, at);
        result[status === 'applied' ? 'applied' : status === 'unmatched' ? 'unmatched' : 'ignored']++;
      }
    return result;
  });
}

async function applyEntry(tx: Tx, key: Buffer, fileId: string, hash: string, position: number, entry: ReadEntry, at: Date): Promise<AchReturnEntryStatus> {
  const r = entry.returnAddenda!;
  const kind = r.type === '99' ? ('return' as const) : ('noc' as const);
  const reason = kind === 'return' ? returnReason(r.code) : (CHANGE_CODES[r.code]?.reason ?? `Notification of change ${r.code}`);
  const [sent] = await tx
    .select({ payment: payments })
    .from(achEntries)
    .innerJoin(payments, eq(payments.id, achEntries.paymentId))
    .where(eq(achEntries.traceNumber, r.originalTraceNumber))
    .orderBy(desc(achEntries.sentAt))
    .limit(1);
  const record = (status: AchReturnEntryStatus, outcome: string, paymentId: string | null) =>
    tx.insert(achReturnEntries).values({
      fileId,
      position,
      kind,
      code: r.code,
      reason,
      originalTraceNumber: r.originalTraceNumber,
      amountCents: entry.amountCents,
      correctedData: kind === 'noc' ? (r.information ?? '') : null,
      paymentId,
      status,
      outcome,
      createdAt: at,
    });
  if (!sent) {
    const outcome = `No payment was sent with trace number ${r.originalTraceNumber}`;
    await record('unmatched', outcome, null);
    await raiseReviewItem(tx, { kind: 'unmatchedAchReturn', subject: `${hash}|${position}`, message: `${r.code} ${reason} — ${outcome} (${entry.receiverName}, ${entry.amountCents} cents)` }, at);
    return 'unmatched';
  }
  const payment = sent.payment;
  if (kind === 'return') {
    const message = `${r.code} ${reason}`;
    const set = { paymentProcessStatus: 'error', paymentBankStatus: 'returned', paymentErrorMessage: message, returnCode: r.code };
    const moved =
      (await transition(tx, payment.id, ['processing'], 'error', at, { description: `Returned by the bank: ${message}`, code: r.code }, set)) ??
      (await transition(tx, payment.id, ['success'], 'returned', at, { description: `Returned by the bank on ${at.toISOString().slice(0, 10)}: ${message}`, code: r.code }, set));
    if (!moved) {
      await record('ignored', `The payment was already ${payment.status}`, payment.id);
      return 'ignored';
    }
    await tx.update(achEntries).set({ settledAt: null }).where(eq(achEntries.paymentId, payment.id));
    // The move itself wrote the return's e-mails (the business's team per its flag, a collection's payer): one per
    // recipient, and only when the payment really moved, so the same return read again e-mails no one (decision 025).
    await record('applied', `Payment marked ${moved.status}: ${message}`, payment.id);
    return 'applied';
  }
  const correction = parseCorrection(r.code, r.information ?? '');
  if (!correction) {
    await record('ignored', `The corrected data "${r.information ?? ''}" could not be read`, payment.id);
    return 'ignored';
  }
  const applied = await applyCorrection(tx, key, payment, correction, at);
  const said = describeCorrection(r.code, correction);
  const outcome = applied ? `${said} (${applied})` : `${said}: no stored bank details to correct`;
  await appendStatus(tx, payment.id, payment.status, at, `Notification of change from the bank: ${outcome}`, r.code);
  await noticeToBusiness(tx, payment, `The bank corrected the details of ${payment.destinationAccountHolderName}`, `For payment ${payment.paymentTransactionId} the bank sent a notification of change.\n\n${outcome}.`, at);
  await record(applied ? 'applied' : 'ignored', outcome, payment.id);
  return applied ? 'applied' : 'ignored';
}

/**
 * Corrects the receiver's stored bank details (the vendor's active account, or the consumer's) and the payments
 * to them not yet sent, so the next file carries the corrected details; audited like a person's change.
 */
async function applyCorrection(tx: Tx, key: Buffer, payment: PaymentRow, c: Correction, at: Date): Promise<string | null> {
  const account = c.accountNumber ? { encrypted: encryptSecret(c.accountNumber, key), last4: c.accountNumber.slice(-4) } : null;
  let target: string | null = null;
  if (payment.vendorId) {
    const [row] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.vendorId, payment.vendorId), eq(bankAccounts.status, 'active')))
      .orderBy(desc(bankAccounts.createdAt))
      .limit(1);
    if (row) {
      await tx
        .update(bankAccounts)
        .set({
          ...(c.routingNumber ? { routingNumber: c.routingNumber } : {}),
          ...(account ? { accountNumberEncrypted: account.encrypted, last4: account.last4 } : {}),
          ...(c.accountType ? { accountType: c.accountType } : {}),
          updatedAt: at,
        })
        .where(eq(bankAccounts.id, row.id));
      target = "the vendor's bank account";
    }
  } else if (payment.consumerId) {
    await tx
      .update(consumers)
      .set({
        ...(c.routingNumber ? { routingNumber: c.routingNumber } : {}),
        ...(account ? { accountNumberEncrypted: account.encrypted, accountNumberLast4: account.last4 } : {}),
        ...(c.accountType ? { accountType: c.accountType } : {}),
        updatedAt: at,
      })
      .where(eq(consumers.id, payment.consumerId));
    target = "the customer's bank account";
  }
  if (!target) return null;
  const receiver = payment.vendorId ? eq(payments.vendorId, payment.vendorId) : eq(payments.consumerId, payment.consumerId!);
  const pending = await tx
    .update(payments)
    .set({
      ...(c.routingNumber ? { destinationRoutingNumber: c.routingNumber } : {}),
      ...(account ? { destinationAccountEncrypted: account.encrypted, destinationAccountLast4: account.last4 } : {}),
      ...(c.accountType ? { destinationAccountType: c.accountType } : {}),
      updatedAt: at,
    })
    .where(and(receiver, eq(payments.businessId, payment.businessId), inArray(payments.status, ['pendingApproval', 'scheduled'])))
    .returning({ id: payments.id });
  await tx.insert(auditLog).values({
    at,
    userId: null,
    action: 'bankAccountCorrectedByNoc',
    outcome: 'success',
    details: { paymentId: payment.id, vendorId: payment.vendorId, consumerId: payment.consumerId, fields: Object.keys(c), pendingPaymentsCorrected: pending.length },
  });
  return `applied to ${target} and ${pending.length} payment${pending.length === 1 ? '' : 's'} not yet sent`;
}

async function noticeToBusiness(tx: Tx, payment: PaymentRow, subject: string, body: string, at: Date) {
  const [biz] = await tx.select({ email: businesses.email }).from(businesses).where(eq(businesses.id, payment.businessId));
  if (biz?.email) await enqueueMessage(tx, { channel: 'email', recipient: biz.email, subject, body }, at);
}

/** ACH_RETURNS_INBOX: reads every file of the folder not read before (by content hash); one bad file stops nothing. */
export async function readReturnsInbox(db: Database, encryptionKey: Buffer, dir: string, at: Date): Promise<{ files: number; errors: string[] }> {
  const names = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isFile() && !d.name.startsWith('.')).map((d) => d.name).sort();
  const known = new Set((await db.select({ sha256: achReturnFiles.sha256 }).from(achReturnFiles)).map((r) => r.sha256));
  let files = 0;
  const errors: string[] = [];
  for (const name of names) {
    try {
      const content = await readFile(join(dir, name), 'utf8');
      if (known.has(sha256(content))) continue;
      const result = await ingestAchReturnFile(db, encryptionKey, { fileName: name, content, source: 'inbox' }, at);
      if (!result.duplicate) files++;
      if (result.problems.length) errors.push(`ACH return file ${name} is not a valid NACHA file: ${result.problems.slice(0, 3).join('; ')}`);
    } catch (error) {
      errors.push(`ACH return file ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { files, errors };
}
