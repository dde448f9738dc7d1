/**
 * The processing cycle: writes the ACH files of the cutoff for businesses whose bank takes files, then claims due
 * submission jobs (FOR UPDATE SKIP LOCKED) and submits each payment through its rail. Delivery is at least once;
 * a payment is paid at most once because every transition is guarded and each rail is idempotent per payment.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '../../domain/calendar';
import { AchValidationError, settlementDate, splitByTotals } from '../../domain/nacha';
import { decideAfterInquiry, DEFAULT_CONFIRMATION_TIMEOUT_MS } from '../../domain/rail-inquiry';
import type { Database } from '../db/client';
import { achEntries, achFiles, businessRails, businesses, jobs, originatingAccounts, paymentStatusDetails, payments, railSubmissions, type JobRow } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { readReturnsInbox } from '../modules/ach-returns/service';
import { loadCalendar } from '../modules/payments/calendar';
import { SUBMIT_JOB, transition, type Tx } from '../modules/payments/service';
import { runSubscriptionInvoiceJobs, SUBSCRIPTION_INVOICES_JOB } from '../modules/subscriptions/invoices';
import { buildAchFile, directionOf, fileIdModifier, type FileItem } from '../rails/nacha';
import { createSandboxRail } from '../rails/sandbox';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailStatus } from '../rails/types';
import { raiseReviewItem, resolveReviewItems } from '../modules/reconciliation/review-items';

/** A running job whose worker went silent this long is handed to another worker (crash recovery). */
export const STALE_LOCK_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Thrown by a test's crashPoint hook: stands for the process dying, so nothing catches it. */
export class SimulatedCrash extends Error {
  constructor(point: string) {
    super(`simulated crash ${point}`);
    this.name = 'SimulatedCrash';
  }
}

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface CycleOptions {
  at: Date;
  encryptionKey: Buffer;
  /** Defaults to the sandbox rail reading SANDBOX_RAIL_OUTAGE from the environment. */
  sandbox?: PaymentRail;
  workerId?: string;
  batchSize?: number;
  /** Folder of the bank's return / NOC files; default ACH_RETURNS_INBOX from the environment. */
  returnsInbox?: string;
  /** How long a payment may await the bank's confirmation before a person is asked; default from the environment. */
  confirmationTimeoutMs?: number;
  /** Test hook: called between steps; throwing SimulatedCrash simulates the process dying at that point. */
  crashPoint?: (point: 'afterClaim' | 'afterProcessing' | 'afterSubmit', paymentId: string) => void;
}

export interface CycleReport {
  achFiles: number;
  filedPayments: number;
  succeeded: number;
  failed: number;
  retried: number;
  /** Payments whose rail could not (yet) confirm what happened: still processing, asked again later. */
  awaitingConfirmation: number;
  /** Filed ACH entries that reached their settlement date in this cycle. */
  settled: number;
  /** Return / NOC files read from the inbox folder in this cycle. */
  returnFiles: number;
  /** Items raised for a person in this cycle (api/modules/reconciliation/review-items.ts), also logged. */
  reviewItems: string[];
  /** Unexpected errors of this cycle's jobs (their jobs are retried with backoff). */
  errors: string[];
}

export async function runProcessingCycle(db: Database, options: CycleOptions): Promise<CycleReport> {
  const report: CycleReport = { achFiles: 0, filedPayments: 0, succeeded: 0, failed: 0, retried: 0, awaitingConfirmation: 0, settled: 0, returnFiles: 0, reviewItems: [], errors: [] };
  const { at } = options;
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(at.getTime() - STALE_LOCK_MS))));
  // Each step stands alone: a failure is reported and the cycle goes on with the next.
  const filed = await writeDueAchFiles(db, options);
  report.achFiles = filed.files;
  report.filedPayments = filed.payments;
  report.failed += filed.failed;
  report.errors.push(...filed.errors);
  // The bank's return and NOC files (ACH_RETURNS_INBOX), read before settling so a return is never settled.
  const inbox = options.returnsInbox ?? process.env.ACH_RETURNS_INBOX?.trim();
  if (inbox) {
    try {
      const read = await readReturnsInbox(db, options.encryptionKey, inbox, at);
      report.returnFiles = read.files;
      report.errors.push(...read.errors);
    } catch (error) {
      report.errors.push(`ACH returns inbox ${inbox}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  try {
    report.settled = await settleDueAchEntries(db, at);
  } catch (error) {
    report.errors.push(`ACH settlement: ${error instanceof Error ? error.message : String(error)}`);
  }
  const workerId = options.workerId ?? `worker-${process.pid}`;
  // Subscription invoices (api/modules/subscriptions/invoices.ts): bill due terms and create their payments.
  report.errors.push(...(await runSubscriptionInvoiceJobs(db, options, (limit) => claimJobs(db, at, workerId, limit, SUBSCRIPTION_INVOICES_JOB))));
  for (;;) {
    const claimed = await claimJobs(db, at, workerId, options.batchSize ?? 50);
    if (!claimed.length) break;
    for (const job of claimed) {
      let outcome: JobOutcome;
      try {
        outcome = await handleSubmitJob(db, job, options, report);
      } catch (error) {
        if (error instanceof SimulatedCrash) throw error;
        // An unexpected failure: retry later, then park the job for a person (the payment stays where it is).
        const message = error instanceof Error ? error.message : String(error);
        const last = job.attempts >= job.maxAttempts;
        await db
          .update(jobs)
          .set({ status: last ? 'failed' : 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: message, finishedAt: last ? at : null })
          .where(eq(jobs.id, job.id));
        report.errors.push(message);
        continue;
      }
      if (outcome === 'success') report.succeeded++;
      else if (outcome === 'error') report.failed++;
      else if (outcome === 'retry') report.retried++;
      else if (outcome === 'waiting') report.awaitingConfirmation++;
    }
  }
  return report;
}

/**
 * Submits one payment now, through the same job code as the cycle: its queued job is brought forward and handled.
 * For the sandbox test payment in local, dev and demo (issue 14 item 7), so registration can finish the same day.
 */
export async function submitPaymentNow(db: Database, paymentId: string, options: CycleOptions): Promise<void> {
  const { at } = options;
  const workerId = options.workerId ?? `now-${process.pid}`;
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', runAt: at, lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.kind, SUBMIT_JOB), eq(jobs.paymentId, paymentId), eq(jobs.status, 'queued')))
    .returning();
  if (!job) return;
  const report: CycleReport = { achFiles: 0, filedPayments: 0, succeeded: 0, failed: 0, retried: 0, awaitingConfirmation: 0, settled: 0, returnFiles: 0, reviewItems: [], errors: [] };
  try {
    await handleSubmitJob(db, job, options, report);
  } catch (error) {
    // Left to the cycle: the job goes back to the queue as a cycle would leave it.
    await db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(jobs.id, job.id));
  }
}

/**
 * Claims due queued jobs of one kind for this worker; a row locked by another worker is skipped, never taken twice.
 * Each kind has its own worker (report exports: api/modules/reports/exports/worker.ts), so a long export never
 * holds up payment submissions.
 */
export async function claimJobs(db: Database, at: Date, workerId: string, limit: number, kind: string = SUBMIT_JOB): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), eq(jobs.kind, kind), lte(jobs.runAt, at)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(and(inArray(jobs.id, due), eq(jobs.status, 'queued')))
    .returning();
}

async function finishJob(db: Database, job: JobRow, status: 'done' | 'failed', at: Date, lastError: string | null = null) {
  await db.update(jobs).set({ status, finishedAt: at, lastError }).where(eq(jobs.id, job.id));
}

type JobOutcome = 'success' | 'error' | 'retry' | 'waiting' | 'skipped';

async function handleSubmitJob(db: Database, job: JobRow, options: CycleOptions, report: CycleReport): Promise<JobOutcome> {
  const { at } = options;
  if (job.kind !== SUBMIT_JOB || !job.paymentId) {
    await finishJob(db, job, 'failed', at, `Unknown job kind ${job.kind}`);
    return 'skipped';
  }
  options.crashPoint?.('afterClaim', job.paymentId);
  const [payment] = await db.select().from(payments).where(eq(payments.id, job.paymentId));
  if (!payment || !['scheduled', 'processing'].includes(payment.status)) {
    await finishJob(db, job, 'done', at);
    return 'skipped';
  }
  const [railRow] = await db.select().from(businessRails).where(eq(businessRails.businessId, payment.businessId));
  if (railRow?.rail === 'nacha') {
    // Files are written per cutoff by writeDueAchFiles; the job only waits for that.
    if (payment.status === 'scheduled') {
      await db.update(jobs).set({ status: 'queued', runAt: new Date(at.getTime() + 60_000), lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
      return 'skipped';
    }
    await finishJob(db, job, 'done', at);
    return 'skipped';
  }
  const rail = options.sandbox ?? createSandboxRail();
  // A payment already `processing` may have reached the rail before a crash, timeout or transient error.
  let possiblySubmitted = payment.status === 'processing';
  if (payment.status === 'scheduled') {
    const moved = await db.transaction((tx) =>
      transition(tx, payment.id, ['scheduled'], 'processing', at, { description: `Submitted to the ${rail.name} rail` }, {
        rail: rail.name,
        paymentProcessStatus: 'processing',
        paymentBankStatus: 'submitted',
      }),
    );
    if (!moved) {
      // Canceled, or another worker got there first: nothing to do here.
      const [now] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
      if (now?.status !== 'processing') {
        await finishJob(db, job, 'done', at);
        return 'skipped';
      }
      possiblySubmitted = true;
    }
  }
  options.crashPoint?.('afterProcessing', payment.id);
  let answer: RailStatus | null = null;
  let unreachable = false;
  if (possiblySubmitted) {
    try {
      answer = await rail.status(db, payment.id, at);
    } catch (error) {
      if (!(error instanceof TransientRailError)) throw error;
      unreachable = true;
    }
  }
  const decision = decideAfterInquiry({
    possiblySubmitted,
    answer: unreachable ? 'unreachable' : (answer?.state ?? null),
    attemptsLeft: job.attempts <= job.maxAttempts,
    overdue: possiblySubmitted && at.getTime() - (await processingSince(db, payment.id, at)).getTime() >= confirmationTimeoutMs(options),
  });
  if (decision.action === 'succeed' && answer?.state === 'settled') return recordOutcome(db, job, payment.id, { outcome: 'settled', bankStatus: 'settled', message: answer.message }, at);
  if (decision.action === 'return' && answer?.state === 'returned') {
    return recordOutcome(db, job, payment.id, { outcome: 'returned', bankStatus: 'returned', code: answer.code, message: answer.message }, at);
  }
  if (decision.action === 'wait') return awaitConfirmation(db, job, payment.id, rail.name, decision, at, report);
  if (decision.action === 'failNotSubmitted') {
    const message = `Not submitted: the ${rail.name} rail never received it${job.lastError ? ` (${job.lastError})` : ''}`;
    return db.transaction(async (tx) => {
      const done = await transition(tx, payment.id, ['processing'], 'error', at, { description: message, code: 'railUnavailable' }, {
        paymentProcessStatus: 'error',
        paymentBankStatus: 'notSubmitted',
        paymentErrorMessage: message,
      });
      await tx.update(jobs).set({ status: 'failed', finishedAt: at, lastError: message }).where(eq(jobs.id, job.id));
      return done ? ('error' as const) : ('skipped' as const);
    });
  }
  let result: RailOutcome;
  try {
    result = await rail.submit(db, { payment, accountNumber: decryptSecret(payment.destinationAccountEncrypted, options.encryptionKey) }, at);
  } catch (error) {
    if (!(error instanceof TransientRailError)) throw error;
    // The rail may have received it before failing: the next attempt asks before deciding anything.
    await db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: error.message })
      .where(eq(jobs.id, job.id));
    return 'retry';
  }
  options.crashPoint?.('afterSubmit', payment.id);
  return recordOutcome(db, job, payment.id, result, at);
}

/** Records the rail's final word on a payment and finishes its job, in one transaction. */
async function recordOutcome(db: Database, job: JobRow, paymentId: string, result: RailOutcome, at: Date): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    const done =
      result.outcome === 'settled'
        ? await transition(tx, paymentId, ['processing'], 'success', at, { description: result.message, code: 'settled' }, {
            paymentProcessStatus: 'success',
            paymentBankStatus: result.bankStatus,
          })
        : await transition(tx, paymentId, ['processing'], 'error', at, { description: result.message, code: result.code }, {
            paymentProcessStatus: 'error',
            paymentBankStatus: result.bankStatus,
            paymentErrorMessage: `${result.code} ${result.message}`,
            returnCode: result.code,
          });
    await tx.update(jobs).set({ status: 'done', finishedAt: at }).where(eq(jobs.id, job.id));
    await resolveReviewItems(tx, 'awaitingBankConfirmation', paymentId, at);
    if (!done) return 'skipped' as const;
    return result.outcome === 'settled' ? ('success' as const) : ('error' as const);
  });
}

/**
 * The rail could not say (or has not finished): the payment stays `processing`, visibly awaiting the bank's
 * confirmation, and is asked about again later; past the configured time a person is asked to look.
 */
async function awaitConfirmation(
  db: Database,
  job: JobRow,
  paymentId: string,
  railName: string,
  decision: { bankStatus: 'awaitingConfirmation' | 'accepted'; escalate: boolean },
  at: Date,
  report: CycleReport,
): Promise<JobOutcome> {
  return db.transaction(async (tx) => {
    await tx.update(payments).set({ paymentBankStatus: decision.bankStatus, updatedAt: at }).where(and(eq(payments.id, paymentId), eq(payments.status, 'processing')));
    await tx
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null })
      .where(eq(jobs.id, job.id));
    if (decision.escalate) {
      const message =
        decision.bankStatus === 'accepted'
          ? `The ${railName} rail accepted this payment but has not confirmed its settlement`
          : `The ${railName} rail has not confirmed whether it received this payment; it may have been paid, do not pay it again`;
      if (await raiseReviewItem(tx, { kind: 'awaitingBankConfirmation', subject: paymentId, paymentId, message }, at)) report.reviewItems.push(`payment ${paymentId}: ${message}`);
    }
    return 'waiting' as const;
  });
}

/** When the payment went to `processing` (its history row), the start of any wait for the bank. */
async function processingSince(db: Database, paymentId: string, fallback: Date): Promise<Date> {
  const [row] = await db
    .select({ at: paymentStatusDetails.datetime })
    .from(paymentStatusDetails)
    .where(and(eq(paymentStatusDetails.paymentId, paymentId), eq(paymentStatusDetails.status, 'processing')))
    .orderBy(desc(paymentStatusDetails.seq))
    .limit(1);
  return row?.at ?? fallback;
}

/** BANK_CONFIRMATION_TIMEOUT_MINUTES: how long a payment may await the bank before a person is asked (default 4 h). */
export function confirmationTimeoutFrom(env: Record<string, string | undefined>): number {
  const raw = env.BANK_CONFIRMATION_TIMEOUT_MINUTES?.trim();
  if (!raw) return DEFAULT_CONFIRMATION_TIMEOUT_MS;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 0) throw new Error('Invalid API configuration: BANK_CONFIRMATION_TIMEOUT_MINUTES must be a whole number of minutes');
  return minutes * 60_000;
}

function confirmationTimeoutMs(options: CycleOptions): number {
  return options.confirmationTimeoutMs ?? confirmationTimeoutFrom(process.env);
}

/**
 * For businesses whose bank takes files: every scheduled payment due by `at` goes into the ACH files of its
 * originating account. Each account is written in its own transaction, so one that fails (its bank's details,
 * a database error) stops nothing else; a cutoff too large for one file's 12-digit totals becomes several files;
 * a payment that cannot be written fails alone with the reason, and a person is told. The file row, each payment's
 * move to `processing` (sent), its ACH entry (trace number, settlement date) and its job's completion commit
 * together, and the payments are locked with SKIP LOCKED, so two workers never put one payment in two files.
 */
export async function writeDueAchFiles(db: Database, options: CycleOptions): Promise<{ files: number; payments: number; failed: number; errors: string[] }> {
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

async function writeAccountFiles(db: Database, accountId: string, options: CycleOptions): Promise<{ files: number; payments: number; failed: number }> {
  const { at } = options;
  return db.transaction(async (tx) => {
    const onAccount = tx.select({ id: businessRails.businessId }).from(businessRails).where(and(eq(businessRails.rail, 'nacha'), eq(businessRails.originatingAccountId, accountId)));
    const due = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'scheduled'), lte(payments.dueAt, at), inArray(payments.businessId, onAccount)))
      .orderBy(asc(payments.dueAt), asc(payments.id))
      .limit(10_000)
      .for('update', { skipLocked: true });
    if (!due.length) return { files: 0, payments: 0, failed: 0 };
    const [account] = await tx.select().from(originatingAccounts).where(eq(originatingAccounts.id, accountId));
    const bizRows = await tx.select({ id: businesses.id, name: businesses.name, tin: businesses.tinOrEinNumber }).from(businesses).where(inArray(businesses.id, [...new Set(due.map((p) => p.businessId))]));
    const calendar = await loadCalendar(tx, 'USA', 'ACH');
    const fileDate = at.toISOString().slice(0, 10);
    const items: FileItem[] = [];
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
      items.push({ payment, accountNumber, businessName: biz.name, businessTin: biz.tin });
    }
    let files = 0;
    let filed = 0;
    for (const group of splitByTotals(items, (i) => i.payment.amount, (i) => directionOf(i.payment) === 'debit')) {
      // Each payment that cannot be written on its own fails with the reason; the others are filed.
      let writable = group;
      try {
        buildAchFile(account, group, at, 'A');
      } catch (error) {
        if (!(error instanceof AchValidationError)) throw error;
        writable = [];
        for (const item of group) {
          try {
            buildAchFile(account, [item], at, 'A');
            writable.push(item);
          } catch (single) {
            // A problem of the file itself (the bank's details) is the account's, not the payment's: stop here.
            if (!(single instanceof AchValidationError) || !single.problems.every((p) => /^batch \d+ entry \d+:/.test(p))) throw single;
            await failUnwritable(tx, item.payment.id, single.problems.join('; '), at);
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
      const built = buildAchFile(account, writable, at, modifier, await nextTraceSequence(tx, account.odfiRoutingNumber, fileDate));
      const stamp = at.toISOString().slice(0, 16).replace(/[-:T]/g, '');
      const [file] = await tx
        .insert(achFiles)
        .values({
          originatingAccountId: accountId,
          fileName: `ACH-${stamp}-${modifier}${n >= 36 ? `-${n}` : ''}.ach`,
          content: built.content,
          batchCutoff: at,
          entryCount: built.entryCount,
          batchCount: built.batchCount,
          totalCreditCents: built.totalCreditCents,
          totalDebitCents: built.totalDebitCents,
          createdAt: at,
        })
        .returning({ id: achFiles.id, fileName: achFiles.fileName });
      for (const { payment } of writable) {
        const settles = settlementDate(payment.dueDate, fileDate, calendar);
        await transition(tx, payment.id, ['scheduled'], 'processing', at, { description: `Sent to the bank in ACH file ${file.fileName}; settles on ${settles}`, code: 'sentToBank' }, {
          rail: 'nacha',
          achFileId: file.id,
          paymentProcessStatus: 'processing',
          paymentBankStatus: 'sentToBank',
        });
        await tx.insert(railSubmissions).values({ paymentId: payment.id, rail: 'nacha', outcome: 'filed', message: file.fileName, submittedAt: at });
        await tx.insert(achEntries).values({
          paymentId: payment.id,
          achFileId: file.id,
          originatingAccountId: accountId,
          fileDate,
          traceNumber: built.traces.get(payment.id)!,
          effectiveDate: payment.dueDate,
          settlementDate: settles,
          sentAt: at,
        });
        await tx.update(jobs).set({ status: 'done', finishedAt: at }).where(and(eq(jobs.paymentId, payment.id), eq(jobs.kind, SUBMIT_JOB)));
      }
      files++;
      filed += writable.length;
    }
    return { files, payments: filed, failed };
  });
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

/** The next trace sequence of an originating bank (its ODFI) on a file day, across all its files. */
async function nextTraceSequence(tx: Tx, odfiRoutingNumber: string, fileDate: string): Promise<number> {
  const [last] = await tx
    .select({ trace: achEntries.traceNumber })
    .from(achEntries)
    .where(and(eq(achEntries.fileDate, fileDate), like(achEntries.traceNumber, `${odfiRoutingNumber.slice(0, 8)}%`)))
    .orderBy(desc(achEntries.traceNumber))
    .limit(1);
  return last ? Number(last.trace.slice(8)) + 1 : 1;
}

/**
 * Filed ACH entries become `success` on their effective settlement date (in the payment's zone), not when the
 * file is written; a returned entry has already left `processing` and is not touched.
 */
export async function settleDueAchEntries(db: Database, at: Date): Promise<number> {
  const open = await db
    .select({ paymentId: achEntries.paymentId, settlementDate: achEntries.settlementDate, timezone: payments.timezone })
    .from(achEntries)
    .innerJoin(payments, eq(payments.id, achEntries.paymentId))
    .where(and(isNull(achEntries.settledAt), eq(payments.status, 'processing'), lte(achEntries.settlementDate, addDays(at.toISOString().slice(0, 10), 1))))
    .limit(10_000);
  let settled = 0;
  for (const entry of open) {
    if (formatInTimeZone(at, entry.timezone, 'yyyy-MM-dd') < entry.settlementDate) continue;
    const done = await db.transaction(async (tx) => {
      const row = await transition(tx, entry.paymentId, ['processing'], 'success', at, { description: `Settled on ${entry.settlementDate}`, code: 'settled' }, {
        paymentProcessStatus: 'success',
        paymentBankStatus: 'settled',
      });
      if (row) await tx.update(achEntries).set({ settledAt: at }).where(eq(achEntries.paymentId, entry.paymentId));
      return row;
    });
    if (done) settled++;
  }
  return settled;
}
