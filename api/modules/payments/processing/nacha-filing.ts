/**
 * Writing the NACHA rail's files: for businesses whose bank takes files, the cutoff's due payments and consumers'
 * account checks go into ACH files of their originating account (format: ./nacha.ts, domain/nacha.ts), and filed
 * entries settle on their settlement date.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, not } from 'drizzle-orm';
import { addDays } from '../../../../domain/calendar';
import { accountCheckEffectiveDate } from '../../../../domain/consumer-debits';
import { AchValidationError, settlementDate, splitByTotals, type ReadEntry } from '../../../../domain/nacha';
import { achEntryDate, SameDayMessages } from '../../../../domain/same-day-ach';
import type { Database } from '../../../db/client';
import { achEntries, achFileChannels, achFileDeliveries, achFiles, businessRails, businesses, jobs, originatingAccounts, payments, railSubmissions, type AccountValidationRow, type PaymentRow } from '../../../db/schema';
import { SimulatedCrash } from '../../../db/queue';
import { decryptSecret } from '../../../lib/crypto';
import { checksToFile, failUnfiledCheck, recordFiledChecks } from '../account-validation';
import { loadCalendar } from '../calendar';
import { holdUnvalidatedDebits } from './debit-holds';
import { SUBMIT_JOB, appendStatus, transition, transitionMany, type Tx } from '../service';
import { raiseReviewItem } from '../../reconciliation';
import { sealAchFile } from '../../../rails/ach-file-store';
import { entriesByTrace, reserveTraceSequences } from '../../../rails/ach-traces';
import { buildAchFile, fileIdModifier, paymentItem, type FileItem } from '../../../rails/nacha';
import { formatDay } from '../../../../domain/dates';
import { ACH_FILE_WRITTEN_CODE, NOT_DELIVERED } from '../../../../domain/report-columns';
import { remoteAchFileName } from '../../../../domain/ach-channel';

/** Rows per multi-row insert, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

/** What writing a cutoff's files needs: its time, the key sealing files and account numbers, and a test's crash hook. */
export interface FilingOptions {
  at: Date;
  encryptionKey: Buffer;
  /** Test hook: throwing SimulatedCrash (api/db/queue.ts) right after a file row is written simulates the process dying. */
  crashPoint?: (point: 'afterFileWritten', id: string) => void;
}

/**
 * For businesses whose bank takes files: every scheduled payment due by `at`, and every consumer's account check not
 * yet filed (a prenote or two micro-deposits, decision 055), goes into the ACH files of its originating account.
 * Each account is written in its own transaction, so one that fails (its bank's details, a database error) stops
 * nothing else; a cutoff too large for one file's 12-digit totals becomes several files; a payment that cannot be
 * written fails alone with the reason, and a person is told. The file row, each payment's
 * move to `processing` (sent), its ACH entry (trace number, settlement date) and its job's completion commit
 * together (a check's `ach_file_id` and entries likewise), and payments and checks are locked with SKIP LOCKED, so two
 * workers never put one in two files and a crash before the commit leaves no file to send.
 */
export async function writeDueAchFiles(db: Database, options: FilingOptions): Promise<{ files: number; payments: number; failed: number; errors: string[] }> {
  const accounts = await db
    .selectDistinct({ id: originatingAccounts.id, name: originatingAccounts.name })
    .from(businessRails)
    .innerJoin(originatingAccounts, eq(originatingAccounts.id, businessRails.originatingAccountId))
    .where(eq(businessRails.rail, 'nacha'));
  const total = { files: 0, payments: 0, failed: 0, errors: [] as string[] };
  for (const account of accounts) {
    try {
      const done = await writeAccountFiles(db, account.id, options);
      total.files += done.files;
      total.payments += done.payments;
      total.failed += done.failed;
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      const message = `ACH files of ${account.name} not written: ${error instanceof Error ? error.message : String(error)}`;
      total.errors.push(message);
      await raiseReviewItem(db, { kind: 'achFileRejected', subject: `${account.id}|${options.at.toISOString().slice(0, 10)}`, message }, options.at).catch(() => null);
    }
  }
  return total;
}

async function writeAccountFiles(db: Database, accountId: string, options: FilingOptions): Promise<{ files: number; payments: number; failed: number }> {
  const { at } = options;
  return db.transaction(async (tx) => {
    const onAccount = tx.select({ id: businessRails.businessId }).from(businessRails).where(and(eq(businessRails.rail, 'nacha'), eq(businessRails.originatingAccountId, accountId)));
    const scheduledDue = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'scheduled'), lte(payments.dueAt, at), inArray(payments.businessId, onAccount), isNull(payments.instantNetwork)))
      .orderBy(asc(payments.dueAt), asc(payments.id))
      .limit(10_000)
      .for('update', { skipLocked: true });
    const held = await holdUnvalidatedDebits(tx, scheduledDue, at);
    const due = scheduledDue.filter((p) => !held.has(p.id));
    const calendar = await loadCalendar(tx, 'USA', 'ACH');
    const fileDate = at.toISOString().slice(0, 10);
    // Consumers' account checks (decision 055) go into the same file, claimed like the payments.
    const checkDate = accountCheckEffectiveDate(fileDate, calendar);
    const checks = await checksToFile(tx, onAccount, checkDate, options.encryptionKey);
    if (!due.length && !checks.length) return { files: 0, payments: 0, failed: 0 };
    const [account] = await tx.select().from(originatingAccounts).where(eq(originatingAccounts.id, accountId));
    // An account with a channel sends its files through it: they are sent only once it has delivered them.
    const [channel] = await tx.select({ pattern: achFileChannels.fileNamePattern }).from(achFileChannels).where(eq(achFileChannels.originatingAccountId, accountId));
    const bizRows = await tx.select({ id: businesses.id, name: businesses.name, tin: businesses.tinOrEinNumber }).from(businesses).where(inArray(businesses.id, [...new Set(due.map((p) => p.businessId))]));
    // Standard entries are dated the banking day after the file reaches the operator; only a payment its payer sent
    // as Same Day ACH is dated the file day, and only while a Same Day window is open (else it goes as standard).
    const items: FiledItem[] = [];
    let failed = 0;
    for (const payment of due) {
      const biz = bizRows.find((b) => b.id === payment.businessId)!;
      let accountNumber: string;
      try {
        accountNumber = decryptSecret(payment.destinationAccountEncrypted, options.encryptionKey);
      } catch {
        await failUnwritable(tx, payment.id, 'its bank account number cannot be read', at);
        failed++;
        continue;
      }
      const dated = achEntryDate(at, payment.sameDayAch, calendar);
      if (dated.missedWindow) await appendStatus(tx, payment.id, payment.status, at, SameDayMessages.missedWindow(dated.effectiveDate), 'sameDayWindowMissed');
      const item = paymentItem(payment, accountNumber, biz.name, biz.tin);
      // NACHA allows one effective date per batch: same-day entries get a batch of their own.
      items.push({ ...item, effectiveDate: dated.effectiveDate, batch: dated.sameDay ? 'sameDay' : item.batch, payment, accountNumberEncrypted: payment.destinationAccountEncrypted });
    }
    // A check's entries (a prenote, or two micro-deposits) travel together: the writer sees them as one unit.
    const units: FiledItem[][] = [...items.map((i) => [i]), ...checks.map((c) => c.items.map((i) => ({ ...i, check: c.validation, accountNumberEncrypted: c.accountNumberEncrypted })))];
    let files = 0;
    let filed = 0;
    for (const group of splitByTotals(units, (u) => u.reduce((sum, i) => sum + i.entry.amountCents, 0), (u) => u[0].direction === 'debit')) {
      // Each payment or check that cannot be written on its own fails with the reason; the others are filed.
      let writable = group.flat();
      try {
        buildAchFile(account, writable, at, 'A');
      } catch (error) {
        if (!(error instanceof AchValidationError)) throw error;
        writable = [];
        for (const unit of group) {
          try {
            buildAchFile(account, unit, at, 'A');
            writable.push(...unit);
          } catch (single) {
            // A problem of the file itself (the bank's details) is the account's, not the payment's: stop here.
            if (!(single instanceof AchValidationError) || !single.problems.every((p) => /^batch \d+ entry \d+:/.test(p))) throw single;
            if (unit[0].payment) await failUnwritable(tx, unit[0].payment.id, single.problems.join('; '), at);
            else await failUnfiledCheck(tx, unit[0].check!.id, single.problems.join('; '), at);
            failed++;
          }
        }
      }
      if (!writable.length) continue;
      const [{ n }] = await tx
        .select({ n: count() })
        .from(achFiles)
        .where(and(eq(achFiles.originatingAccountId, accountId), gte(achFiles.createdAt, new Date(`${fileDate}T00:00:00Z`)), lt(achFiles.createdAt, new Date(new Date(`${fileDate}T00:00:00Z`).getTime() + 86_400_000))));
      const modifier = fileIdModifier(n);
      const built = buildAchFile(account, writable, at, modifier, await reserveTraceSequences(tx, account.odfiRoutingNumber, writable.length));
      const written = entriesByTrace(built.content);
      const stamp = at.toISOString().slice(0, 16).replace(/[-:T]/g, '');
      const [file] = await tx
        .insert(achFiles)
        .values({
          originatingAccountId: accountId,
          fileName: `ACH-${stamp}-${modifier}${n >= 36 ? `-${n}` : ''}.ach`,
          content: sealAchFile(built.content, options.encryptionKey),
          batchCutoff: at,
          entryCount: built.entryCount,
          batchCount: built.batchCount,
          totalCreditCents: built.totalCreditCents,
          totalDebitCents: built.totalDebitCents,
          createdAt: at,
        })
        .returning({ id: achFiles.id, fileName: achFiles.fileName });
      options.crashPoint?.('afterFileWritten', file.id);
      // The file's way to the bank is on record from its first moment: it is listed, retried or canceled as undelivered
      // before any attempt, also while the channel is paused.
      if (channel) {
        const remoteName = remoteAchFileName(channel.pattern, { id: file.id, fileName: file.fileName, createdAt: at, modifier, companyId: account.companyId });
        await tx.insert(achFileDeliveries).values({ achFileId: file.id, originatingAccountId: accountId, remoteName });
      }
      const paid = writable.filter((i) => i.payment).map((i) => i.payment!);
      await recordFiledPayments(tx, writable.filter((i) => i.payment), file, fileDate, calendar, at, Boolean(channel));
      await recordFiledChecks(tx, [...new Set(writable.filter((i) => i.check).map((i) => i.check!.id))], file.id, checkDate, calendar, at);
      // What each entry said as the bank received it, payment or check: a return or NOC is matched on all of it.
      for (let i = 0; i < writable.length; i += INSERT_CHUNK) {
        await tx.insert(achEntries).values(
          writable.slice(i, i + INSERT_CHUNK).map((item) => {
            const effectiveDate = item.payment ? item.effectiveDate : checkDate;
            return {
              paymentId: item.payment?.id ?? null,
              accountValidationId: item.check?.id ?? null,
              achFileId: file.id,
              originatingAccountId: accountId,
              fileDate,
              ...sentDetails(written.get(built.traces.get(item.ref)!)!, item.accountNumberEncrypted),
              effectiveDate,
              settlementDate: entrySettlementDate(effectiveDate, fileDate, calendar),
              sentAt: at,
            };
          }),
        );
      }
      files++;
      filed += paid.length;
    }
    return { files, payments: filed, failed };
  });
}

/** An entry of a file being written, with what it is for: a payment, or a consumer's account check. */
type FiledItem = FileItem & { payment?: PaymentRow; check?: AccountValidationRow; accountNumberEncrypted: string };

/** The file's payments: their move to `processing` (sent), history, rail records and jobs, one set-based statement each. */
async function recordFiledPayments(
  tx: Tx,
  filed: readonly FiledItem[],
  file: { id: string; fileName: string },
  fileDate: string,
  calendar: { addBankingDays(iso: string, count: number): string },
  at: Date,
  viaChannel: boolean,
) {
  if (!filed.length) return;
  const paid = filed.map((item) => item.payment!);
  const settles = new Map(filed.map((item) => [item.payment!.id, entrySettlementDate(item.effectiveDate, fileDate, calendar)]));
  const moved = await transitionMany(
    tx,
    paid.map((payment) =>
      viaChannel
        ? {
            paymentId: payment.id,
            description: `Written into ACH file ${file.fileName}; not delivered to the bank yet`,
            code: ACH_FILE_WRITTEN_CODE,
            set: { rail: 'nacha' as const, achFileId: file.id, paymentProcessStatus: 'processing', paymentBankStatus: NOT_DELIVERED },
          }
        : {
            paymentId: payment.id,
            description: `Sent to the bank in ACH file ${file.fileName}; settles on ${formatDay(settles.get(payment.id)!)}`,
            code: 'sentToBank',
            set: { rail: 'nacha' as const, achFileId: file.id, paymentProcessStatus: 'processing', paymentBankStatus: 'sentToBank' },
          },
    ),
    ['scheduled'],
    'processing',
    at,
    // Nobody is told "sent" before the bank's server has the file: recordFileDelivered announces it.
    { announce: !viaChannel },
  );
  // They are locked FOR UPDATE in this transaction, so all move; a file must never hold a payment that did not.
  if (moved.length !== paid.length) throw new Error(`${paid.length - moved.length} payments of ACH file ${file.fileName} moved elsewhere while it was written`);
  for (let i = 0; i < paid.length; i += INSERT_CHUNK) {
    await tx.insert(railSubmissions).values(paid.slice(i, i + INSERT_CHUNK).map((payment) => ({ paymentId: payment.id, rail: 'nacha' as const, outcome: 'filed', message: file.fileName, submittedAt: at })));
  }
  await tx
    .update(jobs)
    .set({ status: 'done', finishedAt: at })
    .where(and(inArray(jobs.paymentId, paid.map((payment) => payment.id)), eq(jobs.kind, SUBMIT_JOB)));
}

/**
 * When a filed entry settles: a same-day entry (effective on the file day, written inside a window) that day; any
 * other on its effective date, as domain/nacha.ts's settlementDate reads it.
 */
function entrySettlementDate(effectiveDate: string, fileDate: string, calendar: { addBankingDays(iso: string, count: number): string }): string {
  return effectiveDate === fileDate ? fileDate : settlementDate(effectiveDate, fileDate, calendar);
}

/** A payment that cannot be written into any ACH file fails with the reason, and a person is told. */
async function failUnwritable(tx: Tx, paymentId: string, reason: string, at: Date) {
  const message = `Not sent: the ACH file could not include this payment (${reason})`;
  await transition(tx, paymentId, ['scheduled'], 'error', at, { description: message, code: 'achFileRejected' }, {
    rail: 'nacha',
    paymentProcessStatus: 'error',
    paymentBankStatus: 'notSubmitted',
    paymentErrorMessage: message,
  });
  await tx.update(jobs).set({ status: 'failed', finishedAt: at, lastError: message }).where(and(eq(jobs.paymentId, paymentId), eq(jobs.kind, SUBMIT_JOB)));
  await raiseReviewItem(tx, { kind: 'achFileRejected', subject: paymentId, paymentId, message }, at);
}

/** What the entry said, as the bank received it: a return or NOC is matched on all of it (api/modules/ach-returns). */
function sentDetails(entry: ReadEntry, accountNumberEncrypted: string) {
  return {
    traceNumber: entry.traceNumber,
    amountCents: entry.amountCents,
    rdfiRoutingNumber: entry.rdfiRoutingNumber,
    accountNumberEncrypted,
    individualId: entry.identificationNumber,
  };
}

/**
 * Filed ACH entries become `success` on their effective settlement date (in the payment's zone), not when the
 * file is written; a returned entry has already left `processing` and is not touched.
 */
/** A test payment's prenote is never settled: its window decides it (api/modules/payments/payment-test.ts, decision 070). */
const PRENOTE_TEST = and(eq(payments.kind, 'test'), eq(payments.amount, 0))!;

export async function settleDueAchEntries(db: Database, at: Date): Promise<number> {
  const open = await db
    .select({ paymentId: achEntries.paymentId, settlementDate: achEntries.settlementDate, timezone: payments.timezone })
    .from(achEntries)
    .innerJoin(payments, eq(payments.id, achEntries.paymentId))
    .where(
      and(
        isNull(achEntries.settledAt),
        eq(payments.status, 'processing'),
        // A file its channel has not delivered settles nothing: the bank does not have it.
        not(eq(payments.paymentBankStatus, NOT_DELIVERED)),
        lte(achEntries.settlementDate, addDays(at.toISOString().slice(0, 10), 1)),
        not(PRENOTE_TEST),
      ),
    )
    .limit(10_000);
  let settled = 0;
  for (const entry of open) {
    if (formatInTimeZone(at, entry.timezone, 'yyyy-MM-dd') < entry.settlementDate) continue;
    const done = await db.transaction(async (tx) => {
      const row = await transition(tx, entry.paymentId!, ['processing'], 'success', at, { description: `Settled on ${formatDay(entry.settlementDate)}`, code: 'settled' }, {
        paymentProcessStatus: 'success',
        paymentBankStatus: 'settled',
      });
      if (row) await tx.update(achEntries).set({ settledAt: at }).where(eq(achEntries.paymentId, entry.paymentId!));
      return row;
    });
    if (done) settled++;
  }
  return settled;
}

/**
 * The bank's server has the file (its delivery recorded with the server's answer): its payments are sent from now, and
 * an entry whose settlement date the delay has passed settles the banking day after the delivery at the earliest.
 * Runs in the transaction that records the delivery.
 */
export async function recordFileDelivered(tx: Tx, file: { id: string; remoteName: string }, answer: string, at: Date): Promise<number> {
  const calendar = await loadCalendar(tx, 'USA', 'ACH');
  const earliest = calendar.addBankingDays(at.toISOString().slice(0, 10), 1);
  await tx
    .update(achEntries)
    .set({ settlementDate: earliest })
    .where(and(eq(achEntries.achFileId, file.id), isNull(achEntries.settledAt), lt(achEntries.settlementDate, earliest)));
  const waiting = await tx
    .select({ id: payments.id, settlementDate: achEntries.settlementDate })
    .from(payments)
    .innerJoin(achEntries, eq(achEntries.paymentId, payments.id))
    .where(and(eq(payments.achFileId, file.id), eq(payments.status, 'processing'), eq(payments.paymentBankStatus, NOT_DELIVERED)));
  const moved = await transitionMany(
    tx,
    waiting.map((p) => ({
      paymentId: p.id,
      description: `Sent to the bank: ACH file ${file.remoteName} delivered (${answer}); settles on ${formatDay(p.settlementDate)}`,
      code: 'sentToBank',
      set: { paymentBankStatus: 'sentToBank' },
    })),
    ['processing'],
    'processing',
    at,
  );
  return moved.length;
}

/**
 * The administrator canceled an undelivered file: none of its payments reached the bank, so each fails with the
 * reason (the payer sees why and can pay again); its entries never settle.
 */
export async function failUndeliveredFile(tx: Tx, file: { id: string; fileName: string }, reason: string, at: Date): Promise<number> {
  const waiting = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.achFileId, file.id), eq(payments.status, 'processing'), eq(payments.paymentBankStatus, NOT_DELIVERED)));
  const message = `Not sent: ACH file ${file.fileName} was canceled before it reached the bank (${reason})`;
  const moved = await transitionMany(
    tx,
    waiting.map((p) => ({ paymentId: p.id, description: message, code: 'achFileCanceled', set: { paymentProcessStatus: 'error', paymentBankStatus: 'notSubmitted', paymentErrorMessage: message } })),
    ['processing'],
    'error',
    at,
  );
  return moved.length;
}
