/**
 * The processing cycle: writes the ACH files of the cutoff for businesses whose bank takes files, then claims due
 * submission jobs (FOR UPDATE SKIP LOCKED) and submits their payments through their rail a batch at a time
 * (decision 036). Delivery is at least once; a payment is paid at most once because every transition is guarded,
 * the rail is asked before anything possibly submitted is submitted again, and each rail is idempotent per payment.
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { addDays } from '../../domain/calendar';
import { accountCheckEffectiveDate } from '../../domain/consumer-debits';
import { AchValidationError, settlementDate, splitByTotals, type ReadEntry } from '../../domain/nacha';
import { decideAfterInquiry, DEFAULT_CONFIRMATION_TIMEOUT_MS } from '../../domain/rail-inquiry';
import type { Database } from '../db/client';
import { achEntries, achFiles, businessRails, businesses, jobs, originatingAccounts, paymentStatusDetails, payments, railSubmissions, type AccountValidationRow, type JobRow, type PaymentRow } from '../db/schema';
import { runAsOf } from '../lib/clock';
import { decryptSecret } from '../lib/crypto';
import { readReturnsInbox } from '../modules/ach-returns/service';
import { deliverAchFiles, fetchBankFiles } from '../rails/sftp-channel';
import { checksToFile, failUnfiledCheck, recordFiledChecks, runAccountValidations } from '../modules/payments/account-validation';
import { loadCalendar } from '../modules/payments/calendar';
import { debitHolds, type DebitHold } from '../modules/payments/consumer-debits';
import { SUBMIT_JOB, transition, transitionMany, type Tx } from '../modules/payments/service';
import { runSubscriptionInvoiceJobs, SUBSCRIPTION_INVOICES_JOB } from '../modules/subscriptions/invoices';
import { sealAchFile } from '../rails/ach-file-store';
import { entriesByTrace, reserveTraceSequences } from '../rails/ach-traces';
import { buildAchFile, fileIdModifier, paymentItem, type FileItem } from '../rails/nacha';
import { createSandboxRail } from '../rails/sandbox';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailStatus } from '../rails/types';
import { raiseReviewItem, resolveReviewItems } from '../modules/reconciliation/review-items';
import { foldPaymentCounts } from '../modules/reports/counters';

/** A running job whose worker went silent this long is handed to another worker (crash recovery). */
export const STALE_LOCK_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** Rows per multi-row insert, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;

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
  /** The system's own time when the cycle runs as of another `at` (the sandbox's runProcessingCycle(at)): webhooks are due then. */
  systemNow?: Date;
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
  crashPoint?: (point: 'afterClaim' | 'afterProcessing' | 'afterSubmit' | 'afterFileWritten', id: string) => void;
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
  return options.systemNow ? runAsOf(options.systemNow, () => runCycle(db, options)) : runCycle(db, options);
}

async function runCycle(db: Database, options: CycleOptions): Promise<CycleReport> {
  const report: CycleReport = { achFiles: 0, filedPayments: 0, succeeded: 0, failed: 0, retried: 0, awaitingConfirmation: 0, settled: 0, returnFiles: 0, reviewItems: [], errors: [] };
  const { at } = options;
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(at.getTime() - STALE_LOCK_MS))));
  // Each step stands alone: a failure is reported and the cycle goes on with the next.
  // The bank's return and NOC files (ACH_RETURNS_INBOX), read first: a return is never settled,
  // and a prenote's return fails its account check before its quiet window could validate it (decision 055).
  await fetchBankFiles(db, options, report); // the returns folders of the file channels (decision 066)
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
  // Account checks first, so a debit whose account was just validated goes out in this cycle (decision 052).
  try {
    await runAccountValidations(db, options);
  } catch (error) {
    report.errors.push(`Account validations: ${error instanceof Error ? error.message : String(error)}`);
  }
  const filed = await writeDueAchFiles(db, options);
  report.achFiles = filed.files;
  report.filedPayments = filed.payments;
  report.failed += filed.failed;
  report.errors.push(...filed.errors);
  await deliverAchFiles(db, options, report); // this cycle's files and any still owed, over their channels (decision 066)
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
    try {
      await handleSubmitBatch(db, claimed, options, report);
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // Something unexpected in the batch (one payment's data, a database error): every job still ours is handled
      // alone, from the state the batch left it in, so only the one at fault is retried later.
      const open = new Set(
        (
          await db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(inArray(jobs.id, claimed.map((j) => j.id)), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
        ).map((j) => j.id),
      );
      for (const job of claimed.filter((j) => open.has(j.id))) {
        try {
          await handleSubmitBatch(db, [job], options, report);
        } catch (single) {
          if (single instanceof SimulatedCrash) throw single;
          // An unexpected failure: retry later, then park the job for a person (the payment stays where it is).
          const message = single instanceof Error ? single.message : String(single);
          const last = job.attempts >= job.maxAttempts;
          await updateJobs(db, [{ id: job.id, status: last ? 'failed' : 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lastError: message }], at);
          report.errors.push(message);
        }
      }
    }
  }
  // The cycle's moves appended counter deltas (decision 045): fold them while nobody waits on a list.
  try {
    await foldPaymentCounts(db);
  } catch (error) {
    report.errors.push(`payment counts: ${error instanceof Error ? error.message : String(error)}`);
  }
  return report;
}

/**
 * Submits one payment now, through the same job code as the cycle: its queued job is brought forward and handled.
 * For the sandbox test payment in local, dev and demo, so registration can finish the same day.
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
    await handleSubmitBatch(db, [job], options, report);
  } catch (error) {
    // Left to the cycle: the job goes back to the queue as a cycle would leave it.
    await updateJobs(db, [{ id: job.id, status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lastError: error instanceof Error ? error.message : String(error) }], at);
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

/** A job's next state: back to the queue (unlocked, at runAt) or finished; lastError is kept unless one is given. */
interface JobUpdate {
  id: string;
  status: 'queued' | 'done' | 'failed';
  runAt?: Date;
  lastError?: string | null;
}

/** Moves a batch of jobs to their next states in one UPDATE … FROM jsonb_to_recordset. */
async function updateJobs(db: Database | Tx, updates: readonly JobUpdate[], at: Date): Promise<void> {
  if (!updates.length) return;
  const rows = updates.map((u) => ({ id: u.id, status: u.status, run_at: u.runAt?.toISOString() ?? null, last_error: u.lastError ?? null, set_error: u.lastError !== undefined }));
  await db.execute(sql`
    update ${jobs} as j set
      status = v.status,
      run_at = coalesce(v.run_at, j.run_at),
      locked_at = case when v.status = 'queued' then null else j.locked_at end,
      locked_by = case when v.status = 'queued' then null else j.locked_by end,
      last_error = case when v.set_error then v.last_error else j.last_error end,
      finished_at = case when v.status = 'queued' then null else ${at.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, status text, run_at timestamptz, last_error text, set_error boolean)
    where j.id = v.id`);
}

/** A claimed job with the payment it submits. */
interface Submission {
  job: JobRow;
  payment: PaymentRow;
  /** The payment was already `processing` when claimed: it may have reached the rail before a crash, timeout or transient error. */
  possiblySubmitted: boolean;
}

/** A rail's final word on a payment, to be recorded with its job. */
interface Outcome {
  job: JobRow;
  paymentId: string;
  result: RailOutcome;
}

/**
 * Handles a claimed batch of submission jobs (decision 036). Each step is one set-based statement (or one
 * transaction of them) for the whole batch, and each is guarded, so a crash between any two steps leaves every
 * payment where a re-run finds it: `scheduled` payments are moved to `processing` together; the rail is asked
 * about every payment already `processing` before anything is submitted again; the rest are submitted together
 * (submitMany when the rail has it); the outcomes, the payments' moves, their history and the jobs commit together.
 */
async function handleSubmitBatch(db: Database, claimed: readonly JobRow[], options: CycleOptions, report: CycleReport): Promise<void> {
  const { at } = options;
  const unknown = claimed.filter((job) => job.kind !== SUBMIT_JOB || !job.paymentId);
  await updateJobs(db, unknown.map((job) => ({ id: job.id, status: 'failed' as const, lastError: `Unknown job kind ${job.kind}` })), at);
  const work = claimed.filter((job) => job.kind === SUBMIT_JOB && job.paymentId);
  for (const job of work) options.crashPoint?.('afterClaim', job.paymentId!);
  if (!work.length) return;

  const loaded = new Map((await db.select().from(payments).where(inArray(payments.id, work.map((job) => job.paymentId!)))).map((p) => [p.id, p]));
  const businessIds = [...new Set([...loaded.values()].map((p) => p.businessId))];
  const onFiles = new Set(
    businessIds.length
      ? (await db.select({ id: businessRails.businessId }).from(businessRails).where(and(inArray(businessRails.businessId, businessIds), eq(businessRails.rail, 'nacha')))).map((r) => r.id)
      : [],
  );
  const finished: JobUpdate[] = [];
  const mine: Array<{ job: JobRow; payment: PaymentRow }> = [];
  const held = await holdUnvalidatedDebits(db, [...loaded.values()], at);
  for (const job of work) {
    const payment = loaded.get(job.paymentId!);
    const hold = payment && held.get(payment.id);
    if (hold) finished.push(hold.action === 'wait' ? { id: job.id, status: 'queued', runAt: new Date(at.getTime() + VALIDATION_RECHECK_MS) } : { id: job.id, status: 'failed', lastError: hold.reason });
    else if (!payment || !['scheduled', 'processing'].includes(payment.status)) finished.push({ id: job.id, status: 'done', lastError: null });
    // Files are written per cutoff by writeDueAchFiles; the job only waits for that.
    else if (onFiles.has(payment.businessId)) finished.push(payment.status === 'scheduled' ? { id: job.id, status: 'queued', runAt: new Date(at.getTime() + 60_000) } : { id: job.id, status: 'done', lastError: null });
    else mine.push({ job, payment });
  }

  const rail = options.sandbox ?? createSandboxRail();
  const scheduled = mine.filter((m) => m.payment.status === 'scheduled');
  const moved = new Map(
    scheduled.length
      ? (
          await db.transaction((tx) =>
            transitionMany(
              tx,
              scheduled.map((m) => ({
                paymentId: m.payment.id,
                description: `Submitted to the ${rail.name} rail`,
                set: { rail: rail.name, paymentProcessStatus: 'processing', paymentBankStatus: 'submitted' },
              })),
              ['scheduled'],
              'processing',
              at,
            ),
          )
        ).map((p) => [p.id, p])
      : [],
  );
  // Not moved: canceled, or another worker got there first (then it is `processing` and possibly submitted).
  const missed = scheduled.filter((m) => !moved.has(m.payment.id));
  const processingNow = new Set(
    missed.length
      ? (await db.select({ id: payments.id }).from(payments).where(and(inArray(payments.id, missed.map((m) => m.payment.id)), eq(payments.status, 'processing')))).map((p) => p.id)
      : [],
  );
  for (const m of missed) if (!processingNow.has(m.payment.id)) finished.push({ id: m.job.id, status: 'done', lastError: null });
  await updateJobs(db, finished, at);
  const active: Submission[] = mine
    .filter((m) => m.payment.status === 'processing' || moved.has(m.payment.id) || processingNow.has(m.payment.id))
    .map((m) => ({ job: m.job, payment: moved.get(m.payment.id) ?? m.payment, possiblySubmitted: !moved.has(m.payment.id) }));
  for (const a of active) options.crashPoint?.('afterProcessing', a.payment.id);

  const asked = active.filter((a) => a.possiblySubmitted).map((a) => a.payment.id);
  const answers = await inquire(db, rail, asked, at);
  const since = await processingSince(db, asked);
  const timeout = confirmationTimeoutMs(options);
  const outcomes: Outcome[] = [];
  const waits: Array<{ job: JobRow; paymentId: string; bankStatus: 'awaitingConfirmation' | 'accepted'; escalate: boolean }> = [];
  const notSubmitted: Submission[] = [];
  const toSubmit: Submission[] = [];
  for (const a of active) {
    const answer = answers.get(a.payment.id) ?? null;
    const decision = decideAfterInquiry({
      possiblySubmitted: a.possiblySubmitted,
      answer: answer === 'unreachable' ? 'unreachable' : (answer?.state ?? null),
      attemptsLeft: a.job.attempts <= a.job.maxAttempts,
      overdue: a.possiblySubmitted && at.getTime() - (since.get(a.payment.id) ?? at).getTime() >= timeout,
    });
    if (decision.action === 'succeed' && answer !== 'unreachable' && answer?.state === 'settled') {
      outcomes.push({ job: a.job, paymentId: a.payment.id, result: { outcome: 'settled', bankStatus: 'settled', message: answer.message } });
    } else if (decision.action === 'return' && answer !== 'unreachable' && answer?.state === 'returned') {
      outcomes.push({ job: a.job, paymentId: a.payment.id, result: { outcome: 'returned', bankStatus: 'returned', code: answer.code, message: answer.message } });
    } else if (decision.action === 'wait') waits.push({ job: a.job, paymentId: a.payment.id, bankStatus: decision.bankStatus, escalate: decision.escalate });
    else if (decision.action === 'failNotSubmitted') notSubmitted.push(a);
    else if (decision.action === 'submit') toSubmit.push(a);
  }
  if (waits.length) report.awaitingConfirmation += await awaitConfirmation(db, waits, rail.name, at, report);
  if (notSubmitted.length) report.failed += await failNotSubmitted(db, notSubmitted, rail.name, at);

  if (toSubmit.length) {
    const items = toSubmit.map((s) => ({ payment: s.payment, accountNumber: decryptSecret(s.payment.destinationAccountEncrypted, options.encryptionKey) }));
    let results: Map<string, RailOutcome>;
    try {
      results = rail.submitMany ? await rail.submitMany(db, items, at) : await submitOneByOne(db, rail, items, at);
    } catch (error) {
      if (!(error instanceof TransientRailError)) throw error;
      // The rail may have received them before failing: the next attempt asks before deciding anything.
      await updateJobs(db, toSubmit.map((s) => ({ id: s.job.id, status: 'queued' as const, runAt: new Date(at.getTime() + backoffMs(s.job.attempts)), lastError: error.message })), at);
      report.retried += toSubmit.length;
      results = new Map();
    }
    for (const s of toSubmit) if (results.has(s.payment.id)) options.crashPoint?.('afterSubmit', s.payment.id);
    for (const s of toSubmit) {
      const result = results.get(s.payment.id);
      if (result) outcomes.push({ job: s.job, paymentId: s.payment.id, result });
    }
  }
  const recorded = await recordOutcomes(db, outcomes, at);
  report.succeeded += recorded.succeeded;
  report.failed += recorded.failed;
}

/** Submits through a rail without a batch entry point, one payment after another (a transient error stops the batch). */
async function submitOneByOne(db: Database, rail: PaymentRail, items: ReadonlyArray<{ payment: PaymentRow; accountNumber: string }>, at: Date): Promise<Map<string, RailOutcome>> {
  const results = new Map<string, RailOutcome>();
  for (const item of items) results.set(item.payment.id, await rail.submit(db, item, at));
  return results;
}

/** The rail's answer for each payment possibly submitted, or `unreachable` when it could not answer. */
async function inquire(db: Database, rail: PaymentRail, paymentIds: readonly string[], at: Date): Promise<Map<string, RailStatus | 'unreachable'>> {
  const answers = new Map<string, RailStatus | 'unreachable'>();
  if (!paymentIds.length) return answers;
  if (rail.statusMany) {
    try {
      const known = await rail.statusMany(db, paymentIds, at);
      for (const id of paymentIds) answers.set(id, known.get(id) ?? { state: 'notReceived' });
    } catch (error) {
      if (!(error instanceof TransientRailError)) throw error;
      for (const id of paymentIds) answers.set(id, 'unreachable');
    }
    return answers;
  }
  for (const id of paymentIds) {
    try {
      answers.set(id, await rail.status(db, id, at));
    } catch (error) {
      if (!(error instanceof TransientRailError)) throw error;
      answers.set(id, 'unreachable');
    }
  }
  return answers;
}

/**
 * Records the rail's final word on a batch of payments and finishes their jobs, in one transaction: one guarded
 * move per outcome kind (success; error per return code), one insert of history rows, one update of the jobs.
 */
async function recordOutcomes(db: Database, outcomes: readonly Outcome[], at: Date): Promise<{ succeeded: number; failed: number }> {
  if (!outcomes.length) return { succeeded: 0, failed: 0 };
  return db.transaction(async (tx) => {
    const settled = await transitionMany(
      tx,
      outcomes.flatMap(({ paymentId, result }) =>
        result.outcome === 'settled' ? [{ paymentId, description: result.message, code: 'settled', set: { paymentProcessStatus: 'success', paymentBankStatus: result.bankStatus } }] : [],
      ),
      ['processing'],
      'success',
      at,
    );
    const returned = await transitionMany(
      tx,
      outcomes.flatMap(({ paymentId, result }) =>
        result.outcome === 'returned'
          ? [
              {
                paymentId,
                description: result.message,
                code: result.code,
                set: { paymentProcessStatus: 'error', paymentBankStatus: result.bankStatus, paymentErrorMessage: `${result.code} ${result.message}`, returnCode: result.code },
              },
            ]
          : [],
      ),
      ['processing'],
      'error',
      at,
    );
    await updateJobs(tx, outcomes.map(({ job }) => ({ id: job.id, status: 'done' as const })), at);
    await resolveReviewItems(tx, 'awaitingBankConfirmation', outcomes.map((o) => o.paymentId), at);
    return { succeeded: settled.length, failed: returned.length };
  });
}

/** The rail never received these and no attempts are left: error, "not submitted" (one transaction for the batch). */
async function failNotSubmitted(db: Database, batch: readonly Submission[], railName: string, at: Date): Promise<number> {
  const messageOf = (job: JobRow) => `Not submitted: the ${railName} rail never received it${job.lastError ? ` (${job.lastError})` : ''}`;
  return db.transaction(async (tx) => {
    const moved = await transitionMany(
      tx,
      batch.map(({ job, payment }) => ({
        paymentId: payment.id,
        description: messageOf(job),
        code: 'railUnavailable',
        set: { paymentProcessStatus: 'error', paymentBankStatus: 'notSubmitted', paymentErrorMessage: messageOf(job) },
      })),
      ['processing'],
      'error',
      at,
    );
    await updateJobs(tx, batch.map(({ job }) => ({ id: job.id, status: 'failed' as const, lastError: messageOf(job) })), at);
    return moved.length;
  });
}

/**
 * The rail could not say (or has not finished): each payment stays `processing`, visibly awaiting the bank's
 * confirmation, and is asked about again later; past the configured time a person is asked to look.
 */
async function awaitConfirmation(
  db: Database,
  waits: ReadonlyArray<{ job: JobRow; paymentId: string; bankStatus: 'awaitingConfirmation' | 'accepted'; escalate: boolean }>,
  railName: string,
  at: Date,
  report: CycleReport,
): Promise<number> {
  return db.transaction(async (tx) => {
    for (const bankStatus of ['awaitingConfirmation', 'accepted'] as const) {
      const ids = waits.filter((w) => w.bankStatus === bankStatus).map((w) => w.paymentId);
      if (ids.length) await tx.update(payments).set({ paymentBankStatus: bankStatus, updatedAt: at }).where(and(inArray(payments.id, ids), eq(payments.status, 'processing')));
    }
    await updateJobs(tx, waits.map(({ job }) => ({ id: job.id, status: 'queued' as const, runAt: new Date(at.getTime() + backoffMs(job.attempts)) })), at);
    for (const w of waits.filter((x) => x.escalate)) {
      const message =
        w.bankStatus === 'accepted'
          ? `The ${railName} rail accepted this payment but has not confirmed its settlement`
          : `The ${railName} rail has not confirmed whether it received this payment; it may have been paid, do not pay it again`;
      if (await raiseReviewItem(tx, { kind: 'awaitingBankConfirmation', subject: w.paymentId, paymentId: w.paymentId, message }, at)) report.reviewItems.push(`payment ${w.paymentId}: ${message}`);
    }
    return waits.length;
  });
}

/** When each payment last went to `processing` (its history row), the start of any wait for the bank. */
async function processingSince(db: Database, paymentIds: readonly string[]): Promise<Map<string, Date>> {
  if (!paymentIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([paymentStatusDetails.paymentId], { paymentId: paymentStatusDetails.paymentId, at: paymentStatusDetails.datetime })
    .from(paymentStatusDetails)
    .where(and(inArray(paymentStatusDetails.paymentId, [...paymentIds]), eq(paymentStatusDetails.status, 'processing')))
    .orderBy(paymentStatusDetails.paymentId, desc(paymentStatusDetails.seq));
  return new Map(rows.map((r) => [r.paymentId, r.at]));
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
 * For businesses whose bank takes files: every scheduled payment due by `at`, and every consumer's account check not
 * yet filed (a prenote or two micro-deposits, decision 055), goes into the ACH files of its originating account.
 * Each account is written in its own transaction, so one that fails (its bank's details, a database error) stops
 * nothing else; a cutoff too large for one file's 12-digit totals becomes several files; a payment that cannot be
 * written fails alone with the reason, and a person is told. The file row, each payment's
 * move to `processing` (sent), its ACH entry (trace number, settlement date) and its job's completion commit
 * together (a check's `ach_file_id` and entries likewise), and payments and checks are locked with SKIP LOCKED, so two
 * workers never put one in two files and a crash before the commit leaves no file to send.
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
    const scheduledDue = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'scheduled'), lte(payments.dueAt, at), inArray(payments.businessId, onAccount)))
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
    const bizRows = await tx.select({ id: businesses.id, name: businesses.name, tin: businesses.tinOrEinNumber }).from(businesses).where(inArray(businesses.id, [...new Set(due.map((p) => p.businessId))]));
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
      items.push({ ...paymentItem(payment, accountNumber, biz.name, biz.tin), payment, accountNumberEncrypted: payment.destinationAccountEncrypted });
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
      const paid = writable.filter((i) => i.payment).map((i) => i.payment!);
      await recordFiledPayments(tx, paid, file, fileDate, calendar, at);
      await recordFiledChecks(tx, [...new Set(writable.filter((i) => i.check).map((i) => i.check!.id))], file.id, checkDate, calendar, at);
      // What each entry said as the bank received it, payment or check: a return or NOC is matched on all of it.
      for (let i = 0; i < writable.length; i += INSERT_CHUNK) {
        await tx.insert(achEntries).values(
          writable.slice(i, i + INSERT_CHUNK).map((item) => {
            const effectiveDate = item.payment?.dueDate ?? checkDate;
            return {
              paymentId: item.payment?.id ?? null,
              accountValidationId: item.check?.id ?? null,
              achFileId: file.id,
              originatingAccountId: accountId,
              fileDate,
              ...sentDetails(written.get(built.traces.get(item.ref)!)!, item.accountNumberEncrypted),
              effectiveDate,
              settlementDate: settlementDate(effectiveDate, fileDate, calendar),
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
async function recordFiledPayments(tx: Tx, paid: readonly PaymentRow[], file: { id: string; fileName: string }, fileDate: string, calendar: { addBankingDays(iso: string, count: number): string }, at: Date) {
  if (!paid.length) return;
  const settles = new Map(paid.map((payment) => [payment.id, settlementDate(payment.dueDate, fileDate, calendar)]));
  const moved = await transitionMany(
    tx,
    paid.map((payment) => ({
      paymentId: payment.id,
      description: `Sent to the bank in ACH file ${file.fileName}; settles on ${settles.get(payment.id)}`,
      code: 'sentToBank',
      set: { rail: 'nacha' as const, achFileId: file.id, paymentProcessStatus: 'processing', paymentBankStatus: 'sentToBank' },
    })),
    ['scheduled'],
    'processing',
    at,
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

/** How long a consumer debit waiting for its account's validation waits before its job asks again. */
const VALIDATION_RECHECK_MS = 60 * 60_000;

/**
 * Consumer debits that may not leave yet (decision 052): one still waiting for its account's validation stays
 * scheduled; one whose validation failed or whose authorization was revoked moves to error with the reason. Only
 * `scheduled` payments are looked at.
 */
async function holdUnvalidatedDebits(db: Database | Tx, due: readonly PaymentRow[], at: Date): Promise<Map<string, DebitHold>> {
  const holds = await debitHolds(db, due.filter((p) => p.status === 'scheduled'));
  for (const [paymentId, hold] of holds) {
    if (hold.action !== 'fail') continue;
    await transition(db, paymentId, ['scheduled'], 'error', at, { description: hold.reason, code: 'accountNotValidated' }, {
      paymentProcessStatus: 'error',
      paymentBankStatus: 'notSubmitted',
      paymentErrorMessage: hold.reason,
    });
    await db.update(jobs).set({ status: 'failed', finishedAt: at, lastError: hold.reason }).where(and(eq(jobs.paymentId, paymentId), eq(jobs.kind, SUBMIT_JOB)));
  }
  return holds;
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
      const row = await transition(tx, entry.paymentId!, ['processing'], 'success', at, { description: `Settled on ${entry.settlementDate}`, code: 'settled' }, {
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
