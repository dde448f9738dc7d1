/**
 * The bank's return (addenda 99) and notification-of-change (addenda 98) files, read by our NACHA reader from the
 * inbox folder (ACH_RETURNS_INBOX) or an upload. Each entry is matched on everything it carries (the original trace,
 * amount, account, individual ID and receiving bank; the file is about the originating account whose channel or upload
 * brought it, and its sender must be that account's bank, decision 120); what matches nothing or more than one, or
 * was sent through another account, is held for a person, never guessed. Each return and change
 * of an entry is applied once, whichever file carries it. A return moves its payment to `error` (still processing) or
 * `returned` (already settled); a NOC corrects the receiver's stored bank details through the payout-change hold and
 * notice (decision 029) and the payments not yet sent. An entry of a consumer's account check (a prenote or a
 * micro-deposit, decision 055) is matched the same way: its return fails the check, its NOC corrects the consumer.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describeCorrection, parseCorrection, returnReason, CHANGE_CODES, type Correction } from '../../../domain/ach-returns';
import { Messages } from '../../../domain/messages';
import { readAchFile, type ReadEntry, type ReadFile } from '../../../domain/nacha';
import type { Database } from '../../db/client';
import {
  achEntries,
  achReturnEntries,
  achReturnFiles,
  auditLog,
  bankAccounts,
  businesses,
  consumers,
  originatingAccounts,
  payments,
  accountValidations,
  type AccountValidationRow,
  type AchEntryRow,
  type AchReturnEntryStatus,
  type PaymentRow,
} from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { sealAchFile } from '../../rails/ach-file-store';
import { enqueueMessage } from '../notifications';
import { PAYOUT_HOLD_CODE, appendStatus, transition, transitionMany, type Tx, failReturnedCheck, changePayoutAccount, type PayoutAccount, type PayoutParty } from '../payments';
import { raiseReviewItem } from '../reconciliation';

export interface IngestInput {
  fileName: string;
  content: string;
  source: 'inbox' | 'upload' | 'sftp';
  /**
   * The originating account the file is about (decision 120): the one whose channel fetched it, or the one the
   * administrator chose for an upload. Its entries sent through any other account are held for a person. Null only
   * for the inbox folder, which no account owns: there each entry's own account must be the file's sender's.
   */
  originatingAccountId: string | null;
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
      .values({ sha256: hash, fileName: input.fileName.slice(0, 200), source: input.source, content: sealAchFile(input.content, encryptionKey), problems: read.problems, receivedAt: at })
      .onConflictDoNothing({ target: achReturnFiles.sha256 })
      .returning({ id: achReturnFiles.id });
    const result: IngestResult = { duplicate: !file, fileId: file?.id ?? null, applied: 0, unmatched: 0, ignored: 0, problems: read.problems };
    if (!file || read.problems.length) return result;
    const [about] = input.originatingAccountId ? await tx.select().from(originatingAccounts).where(eq(originatingAccounts.id, input.originatingAccountId)) : [];
    if (input.originatingAccountId && !about) throw new Error(`originating account ${input.originatingAccountId} does not exist`);
    let position = 0;
    for (const batch of read.batches)
      for (const entry of batch.entries) {
        if (!entry.returnAddenda) continue;
        const status = await applyEntry(tx, encryptionKey, { id: file.id, hash, read, about: about ?? null }, ++position, entry, at);
        result[status]++;
      }
    return result;
  });
}

interface BankFile {
  id: string;
  hash: string;
  read: ReadFile;
  /** The originating account the file is about (IngestInput.originatingAccountId), or null for the inbox folder. */
  about: OriginatingAccountRow | null;
}
type OriginatingAccountRow = typeof originatingAccounts.$inferSelect;
/** What a matched entry was sent for: a payment, or a consumer's account check (exactly one of the two). */
type Sent = { sent: AchEntryRow; payment: PaymentRow; validation: null } | { sent: AchEntryRow; payment: null; validation: AccountValidationRow };
type Original = Sent | { problem: string; paymentId: string | null };
/** Whom an entry we sent paid or debited: a payment's payee, or the consumer of an account check. */
interface Receiver {
  paymentId: string | null;
  vendorId: string | null;
  consumerId: string | null;
  businessId: string;
}
const receiverOf = (o: Sent): Receiver =>
  o.payment
    ? { paymentId: o.payment.id, vendorId: o.payment.vendorId, consumerId: o.payment.consumerId, businessId: o.payment.businessId }
    : { paymentId: null, vendorId: null, consumerId: o.validation.consumerId, businessId: o.validation.businessId };
interface Outcome {
  status: AchReturnEntryStatus;
  outcome: string;
}

async function applyEntry(tx: Tx, key: Buffer, file: BankFile, position: number, entry: ReadEntry, at: Date): Promise<AchReturnEntryStatus> {
  const r = entry.returnAddenda!;
  const kind = r.type === '99' ? ('return' as const) : ('noc' as const);
  const reason = kind === 'return' ? returnReason(r.code) : (CHANGE_CODES[r.code]?.reason ?? `Notification of change ${r.code}`);
  const record = (status: AchReturnEntryStatus, outcome: string, paymentId: string | null, accountValidationId: string | null = null) =>
    tx
      .insert(achReturnEntries)
      .values({
        fileId: file.id,
        position,
        kind,
        code: r.code,
        reason,
        originalTraceNumber: r.originalTraceNumber,
        amountCents: entry.amountCents,
        correctedData: kind === 'noc' ? (r.information ?? '') : null,
        paymentId,
        accountValidationId,
        status,
        outcome,
        createdAt: at,
      })
      // A second 'applied' row for the same sent entry and code is refused by its unique index: applied once.
      .onConflictDoNothing()
      .returning({ id: achReturnEntries.id });
  const original = await findOriginal(tx, key, file, entry);
  if ('problem' in original) {
    await record('unmatched', original.problem, original.paymentId);
    await raiseReviewItem(
      tx,
      { kind: 'unmatchedAchReturn', subject: `${file.hash}|${position}`, paymentId: original.paymentId, message: `${r.code} ${reason} — ${original.problem} (${entry.receiverName}, ${entry.amountCents} cents)` },
      at,
    );
    return 'unmatched';
  }
  const paymentId = original.payment?.id ?? null;
  const validationId = original.validation?.id ?? null;
  const [claimed] = await record('applied', '', paymentId, validationId);
  if (!claimed) {
    await record('ignored', Messages.achReturnAlreadyApplied(r.code), paymentId, validationId);
    return 'ignored';
  }
  const done =
    kind === 'noc'
      ? await applyChange(tx, key, file, position, original, entry, at)
      : original.payment
        ? await applyReturn(tx, original.payment, r.code, reason, at)
        : await applyCheckReturn(tx, original.validation, r.code, reason, at);
  await tx.update(achReturnEntries).set(done).where(eq(achReturnEntries.id, claimed.id));
  return done.status;
}

/**
 * The one entry we sent that the bank's entry answers: same original trace, amount (a NOC carries none), account
 * number, individual ID and receiving bank, sent through the bank the file comes from; anything else is a problem
 * for a person, with the reason.
 */
async function findOriginal(tx: Tx, key: Buffer, file: BankFile, entry: ReadEntry): Promise<Original> {
  const { read } = file;
  const r = entry.returnAddenda!;
  const candidates = await tx
    .select({ sent: achEntries, payment: payments, validation: accountValidations, account: originatingAccounts })
    .from(achEntries)
    .leftJoin(payments, eq(payments.id, achEntries.paymentId))
    .leftJoin(accountValidations, eq(accountValidations.id, achEntries.accountValidationId))
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, achEntries.originatingAccountId))
    .where(eq(achEntries.traceNumber, r.originalTraceNumber))
    .orderBy(desc(achEntries.sentAt))
    .limit(20);
  if (!candidates.length) return { problem: Messages.achReturnNoTrace(r.originalTraceNumber), paymentId: null };
  const differing = candidates.map((c) => differences(c.sent, entry, key));
  const same = candidates.filter((_, i) => differing[i].length === 0);
  if (same.length > 1) return { problem: Messages.achReturnAmbiguous(r.originalTraceNumber, same.length), paymentId: null };
  if (!same.length) {
    const closest = differing.reduce((best, d, i) => (d.length < differing[best].length ? i : best), 0);
    return { problem: Messages.achReturnDetailsDiffer(r.originalTraceNumber, differing[closest]), paymentId: candidates.length === 1 ? (candidates[0].payment?.id ?? null) : null };
  }
  const [{ sent, payment, validation, account }] = same;
  if (file.about && account.id !== file.about.id) {
    return { problem: Messages.achReturnOtherAccount(r.originalTraceNumber, file.about.name, account.name), paymentId: payment?.id ?? null };
  }
  if (!sentThroughFileBank(account, read, entry)) {
    return { problem: Messages.achReturnOtherBank(r.originalTraceNumber, read.immediateOrigin.trim(), `${account.immediateDestinationName} (${account.immediateDestination})`), paymentId: payment?.id ?? null };
  }
  if (payment) return { sent, payment, validation: null };
  if (validation) return { sent, payment: null, validation };
  return { problem: Messages.achReturnNoTrace(r.originalTraceNumber), paymentId: null };
}

/** The fields in which the bank's entry differs from the one we sent, in a person's words. */
function differences(sent: AchEntryRow, entry: ReadEntry, key: Buffer): string[] {
  const r = entry.returnAddenda!;
  const fields: string[] = [];
  // A notification of change carries no amount (NACHA: zero); a return carries the original one.
  if (r.type === '99' && entry.amountCents !== sent.amountCents) fields.push('amount');
  if (entry.accountNumber.toUpperCase() !== decryptSecret(sent.accountNumberEncrypted, key).trim().toUpperCase()) fields.push('account number');
  if (entry.identificationNumber !== sent.individualId) fields.push('individual ID');
  if (r.originalRdfi !== sent.rdfiRoutingNumber.slice(0, 8)) fields.push('receiving bank');
  return fields;
}

/**
 * The file's sender (its header's immediate origin) must be the bank the entry was sent to, and the return entry
 * must be addressed to our originating bank (its receiving DFI is our ODFI): a file from another bank speaks for
 * none of our entries, whatever its immediate destination (which anyone writing a file can fill in) names.
 */
function sentThroughFileBank(account: OriginatingAccountRow, read: ReadFile, entry: ReadEntry): boolean {
  return read.immediateOrigin.trim() === account.immediateDestination.trim() && entry.rdfiRoutingNumber.slice(0, 8) === account.odfiRoutingNumber.slice(0, 8);
}

async function applyReturn(tx: Tx, payment: PaymentRow, code: string, reason: string, at: Date): Promise<Outcome> {
  const message = `${code} ${reason}`;
  const set = { paymentProcessStatus: 'error', paymentBankStatus: 'returned', paymentErrorMessage: message, returnCode: code };
  const moved =
    (await transition(tx, payment.id, ['processing'], 'error', at, { description: `Returned by the bank: ${message}`, code }, set)) ??
    (await transition(tx, payment.id, ['success'], 'returned', at, { description: `Returned by the bank on ${at.toISOString().slice(0, 10)}: ${message}`, code }, set));
  if (!moved) return { status: 'ignored', outcome: `The payment was already ${payment.status}` };
  await tx.update(achEntries).set({ settledAt: null }).where(eq(achEntries.paymentId, payment.id));
  // The move itself wrote the return's e-mails (the business's team per its flag, a collection's payer): one per
  // recipient, and only when the payment really moved, so the same return read again e-mails no one (decision 025).
  return { status: 'applied', outcome: `Payment marked ${moved.status}: ${message}` };
}

/**
 * A return of a prenote or micro-deposit: the account check fails with the bank's reason. A consumer's check holds
 * their debits (decision 055); a business's own check is its Payment Test, which stays to be sent again (decision 070).
 */
async function applyCheckReturn(tx: Tx, validation: AccountValidationRow, code: string, reason: string, at: Date): Promise<Outcome> {
  const failed = await failReturnedCheck(tx, validation, code, reason, at);
  if (!failed) return { status: 'ignored', outcome: 'The account check had already failed' };
  const consequence = validation.consumerId ? "the consumer's debits are not sent" : 'the business sends its Payment Test again once its bank account is corrected';
  return { status: 'applied', outcome: `${failed}; ${consequence}` };
}

async function applyChange(tx: Tx, key: Buffer, file: BankFile, position: number, original: Sent, entry: ReadEntry, at: Date): Promise<Outcome> {
  const r = entry.returnAddenda!;
  const { payment } = original;
  const receiver = receiverOf(original);
  const correction = parseCorrection(r.code, r.information ?? '');
  if (!correction) return { status: 'ignored', outcome: `The corrected data "${r.information ?? ''}" could not be read` };
  // Read once: the account stored now, which the NOC may correct only while it is still the one the entry went to.
  const current = await currentPayoutAccount(tx, key, receiver);
  if (!receiverStillPaidTo(key, receiver, current, original.sent)) {
    await raiseReviewItem(tx, { kind: 'unmatchedAchReturn', subject: `${file.hash}|${position}`, paymentId: receiver.paymentId, message: `${r.code} — ${Messages.achNocAccountReplaced}` }, at);
    return { status: 'ignored', outcome: Messages.achNocAccountReplaced };
  }
  const applied = current ? await applyCorrection(tx, key, receiver, current, correction, r.code, at) : null;
  const said = describeCorrection(r.code, correction);
  const outcome = applied ? `${said} (${applied})` : `${said}: no stored bank details to correct`;
  // A NOC on an account check corrects the consumer and leaves the check going: the window still decides it.
  if (!payment) {
    await noticeToBusiness(tx, receiver.businessId, Messages.accountCheckCorrected(r.code), `${Messages.accountCheckCorrected(r.code)}.\n\n${outcome}.`, at);
    return { status: applied ? 'applied' : 'ignored', outcome };
  }
  await appendStatus(tx, payment.id, payment.status, at, `Notification of change from the bank: ${outcome}`, r.code);
  // A vendor's team hears of it through decision 029's payout-change notice; a consumer's business here.
  if (!payment.vendorId)
    await noticeToBusiness(tx, payment.businessId, `The bank corrected the details of ${payment.destinationAccountHolderName}`, `For payment ${payment.paymentTransactionId} the bank sent a notification of change.\n\n${outcome}.`, at);
  return { status: applied ? 'applied' : 'ignored', outcome };
}

/**
 * True while the receiver's stored account (the vendor's active one, or the consumer's) is still the one the entry
 * was sent to; else the NOC is about an account since replaced and must not overwrite the new one.
 */
function receiverStillPaidTo(key: Buffer, receiver: Receiver, current: StoredPayout | null, sent: AchEntryRow): boolean {
  // A payment to no stored receiver has nothing to correct but its own unsent copies.
  if (!receiver.vendorId && !receiver.consumerId) return true;
  if (!current) return false;
  return current.account.routingNumber === sent.rdfiRoutingNumber && current.account.accountNumber === decryptSecret(sent.accountNumberEncrypted, key);
}

type StoredPayout = { party: PayoutParty; account: PayoutAccount };

/** The receiver's stored account in clear (the vendor's active one, or the consumer's), for a correction to amend. */
async function currentPayoutAccount(tx: Tx, key: Buffer, payment: Receiver): Promise<StoredPayout | null> {
  if (payment.vendorId) {
    const [row] = await tx
      .select()
      .from(bankAccounts)
      .where(and(eq(bankAccounts.vendorId, payment.vendorId), eq(bankAccounts.status, 'active')))
      .orderBy(desc(bankAccounts.createdAt))
      .limit(1);
    if (!row) return null;
    const account = { bankName: row.bankName, routingNumber: row.routingNumber, accountNumber: decryptSecret(row.accountNumberEncrypted, key), accountHolderName: row.accountHolderName, accountType: row.accountType, paymentSystem: row.paymentSystem };
    return { party: { vendorId: payment.vendorId }, account };
  }
  if (!payment.consumerId) return null;
  const [row] = await tx.select().from(consumers).where(eq(consumers.id, payment.consumerId));
  if (!row?.accountNumberEncrypted || !row.routingNumber) return null;
  const account = { bankName: row.bankName, routingNumber: row.routingNumber, accountNumber: decryptSecret(row.accountNumberEncrypted, key), accountHolderName: row.accountHolderName ?? `${row.firstName} ${row.lastName}`, accountType: row.accountType ?? 'checking' };
  return { party: { consumerId: payment.consumerId }, account };
}

/**
 * Corrects the receiver's stored bank details (the vendor's active account, or the consumer's) and the payments
 * to them not yet sent, so the next file carries the corrected details; audited. A vendor's change goes through
 * decision 029's hold and notice: its next payment waits for a person.
 */
async function applyCorrection(tx: Tx, key: Buffer, payment: Receiver, current: StoredPayout, c: Correction, code: string, at: Date): Promise<string> {
  const account = c.accountNumber ? { encrypted: encryptSecret(c.accountNumber, key), last4: c.accountNumber.slice(-4) } : null;
  // The one audited path for where a payee is paid (decision 050): the bank's correction holds the next payment and is e-mailed.
  await changePayoutAccount(tx, {
    party: current.party,
    account: {
      ...current.account,
      ...(c.routingNumber ? { routingNumber: c.routingNumber } : {}),
      ...(c.accountNumber ? { accountNumber: c.accountNumber } : {}),
      ...(c.accountType ? { accountType: c.accountType } : {}),
    },
    actor: { system: Messages.achNocChangedBy(code) },
    key,
    now: at,
  });
  const target = payment.vendorId ? "the vendor's bank account" : "the customer's bank account";
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
    .returning({ id: payments.id, status: payments.status });
  // Decision 029: a vendor's payments now going to the corrected account wait for a person, like its next one.
  if (payment.vendorId) {
    const held = pending.filter((p) => p.status === 'scheduled').map((p) => ({ paymentId: p.id, description: Messages.nocPayoutHold, code: PAYOUT_HOLD_CODE }));
    await transitionMany(tx, held, ['scheduled'], 'pendingApproval', at);
  }
  await tx.insert(auditLog).values({
    at,
    userId: null,
    action: 'bankAccountCorrectedByNoc',
    outcome: 'success',
    details: { paymentId: payment.paymentId, vendorId: payment.vendorId, consumerId: payment.consumerId, fields: Object.keys(c), pendingPaymentsCorrected: pending.length },
  });
  return `applied to ${target} and ${pending.length} payment${pending.length === 1 ? '' : 's'} not yet sent`;
}

async function noticeToBusiness(tx: Tx, businessId: string, subject: string, body: string, at: Date) {
  const [biz] = await tx.select({ email: businesses.email }).from(businesses).where(eq(businesses.id, businessId));
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
      const result = await ingestAchReturnFile(db, encryptionKey, { fileName: name, content, source: 'inbox', originatingAccountId: null }, at);
      if (!result.duplicate) files++;
      if (result.problems.length) errors.push(`ACH return file ${name} is not a valid NACHA file: ${result.problems.slice(0, 3).join('; ')}`);
    } catch (error) {
      errors.push(`ACH return file ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { files, errors };
}
