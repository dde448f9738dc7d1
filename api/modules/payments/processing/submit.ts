/**
 * Submitting claimed payment jobs to a real-time rail (decision 036): a batch moved to `processing` together, the rail
 * asked about anything possibly submitted before (./confirmations.ts), the rest submitted, outcomes recorded with
 * their jobs. Payments of businesses on the file rail only wait here for their ACH file (api/modules/payments/processing/nacha-filing.ts).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Messages } from '../../../../domain/messages';
import { decideAfterInquiry } from '../../../../domain/rail-inquiry';
import type { Database } from '../../../db/client';
import { businessRails, jobs, payments, type JobRow, type PaymentRow } from '../../../db/schema';
import { backoffMs, PROCESS_ID, updateJobs, type JobUpdate } from '../../../db/queue';
import { decryptSecret } from '../../../lib/crypto';
import type { ParticipantConnector } from '../../../rails/instant/connector';
import { instantConnectorFor, createInstantRail } from '../../../rails/instant/rail';
import { sandboxBankFor } from '../../../rails/sandbox-bank';
import { createUsBankRail, usBankApiUrlsFrom } from '../../../rails/usbank/rail';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailStatus } from '../../../rails/types';
import { resolveReviewItems } from '../../reconciliation';
import { SUBMIT_JOB, transitionMany } from '../service';
import { awaitConfirmation, confirmationTimeoutMs, inquire, processingSince } from './confirmations';
import { holdUnvalidatedDebits } from './debit-holds';
import { cycleEnvironment, emptyCycleReport, type CycleOptions, type CycleReport } from './types';

/** How long a consumer debit waiting for its account's validation waits before its job asks again. */
const VALIDATION_RECHECK_MS = 60 * 60_000;

/**
 * Submits one payment now, through the same job code as the cycle: its queued job is brought forward and handled.
 * For the sandbox test payment in local, dev and demo, so registration can finish the same day.
 */
export async function submitPaymentNow(db: Database, paymentId: string, options: CycleOptions): Promise<void> {
  const { at } = options;
  const workerId = options.workerId ?? `now-${PROCESS_ID}`;
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', runAt: at, lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.kind, SUBMIT_JOB), eq(jobs.paymentId, paymentId), eq(jobs.status, 'queued')))
    .returning();
  if (!job) return;
  const report = emptyCycleReport();
  try {
    await handleSubmitBatch(db, [job], options, report);
  } catch (error) {
    // Left to the cycle: the job goes back to the queue as a cycle would leave it.
    await updateJobs(db, [{ id: job.id, status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lastError: error instanceof Error ? error.message : String(error) }], at);
  }
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

/** How often a payment of a business without a rail is looked at again, and what its job says meanwhile. */
const NO_RAIL_RECHECK_MS = 15 * 60_000;
/** Rails that take payments one by one in the cycle (the file rail's payments wait for their ACH file instead). */
const REAL_TIME_RAILS = new Set<string>(['sandbox', 'usBankApi']);
export const NO_RAIL_ERROR = 'The business has no rail: an administrator assigns one on its admin page';

/** When waiting becomes late: the bank's confirmation timeout, or the end of a payer's time to act (a request for payment). */
function overdueAt(answer: RailStatus | 'unreachable' | null, processingSince: Date, timeoutMs: number): number {
  if (answer !== 'unreachable' && answer?.state === 'accepted' && answer.awaitingPayerUntil) return answer.awaitingPayerUntil.getTime();
  return processingSince.getTime() + timeoutMs;
}

/**
 * Handles a claimed batch of submission jobs (decision 036). Each step is one set-based statement (or one
 * transaction of them) for the whole batch, and each is guarded, so a crash between any two steps leaves every
 * payment where a re-run finds it: `scheduled` payments are moved to `processing` together; the rail is asked
 * about every payment already `processing` before anything is submitted again; the rest are submitted together
 * (submitMany when the rail has it); the outcomes, the payments' moves, their history and the jobs commit together.
 */
export async function handleSubmitBatch(db: Database, claimed: readonly JobRow[], options: CycleOptions, report: CycleReport): Promise<void> {
  const { at } = options;
  const unknown = claimed.filter((job) => job.kind !== SUBMIT_JOB || !job.paymentId);
  await updateJobs(db, unknown.map((job) => ({ id: job.id, status: 'failed' as const, lastError: `Unknown job kind ${job.kind}` })), at);
  const work = claimed.filter((job) => job.kind === SUBMIT_JOB && job.paymentId);
  for (const job of work) options.crashPoint?.('afterClaim', job.paymentId!);
  if (!work.length) return;

  const loaded = new Map((await db.select().from(payments).where(inArray(payments.id, work.map((job) => job.paymentId!)))).map((p) => [p.id, p]));
  const businessIds = [...new Set([...loaded.values()].map((p) => p.businessId))];
  const railOf = new Map(
    businessIds.length
      ? (await db.select({ id: businessRails.businessId, rail: businessRails.rail }).from(businessRails).where(inArray(businessRails.businessId, businessIds))).map((r) => [r.id, r.rail])
      : [],
  );
  const finished: JobUpdate[] = [];
  const mine: Array<{ job: JobRow; payment: PaymentRow }> = [];
  const held = await holdUnvalidatedDebits(db, [...loaded.values()], at);
  for (const job of work) {
    const payment = loaded.get(job.paymentId!);
    const hold = payment && held.get(payment.id);
    if (hold) finished.push(hold.action === 'wait' ? { id: job.id, status: 'queued', runAt: new Date(at.getTime() + VALIDATION_RECHECK_MS), lastError: hold.reason ?? null } : { id: job.id, status: 'failed', lastError: hold.reason });
    else if (!payment || !['scheduled', 'processing'].includes(payment.status)) finished.push({ id: job.id, status: 'done', lastError: null });
    // Instant payments leave through the instant rail beside the business's own (decision 069), which it must still have.
    else if (payment.instantNetwork && (railOf.has(payment.businessId) || payment.status === 'processing')) mine.push({ job, payment });
    // Files are written per cutoff by writeDueAchFiles; the job only waits for that.
    else if (railOf.get(payment.businessId) === 'nacha') finished.push(payment.status === 'scheduled' ? { id: job.id, status: 'queued', runAt: new Date(at.getTime() + 60_000) } : { id: job.id, status: 'done', lastError: null });
    // Only a business on the sandbox rail pays through it. One with no rail (withdrawn after the payment was
    // scheduled, e.g. while production's sandbox rows were cleared) sends nothing and waits for a person to assign
    // one; a payment already submitted is still confirmed by the rail that has it.
    else if (payment.status === 'scheduled' && !REAL_TIME_RAILS.has(railOf.get(payment.businessId) ?? '')) finished.push({ id: job.id, status: 'queued', runAt: new Date(at.getTime() + NO_RAIL_RECHECK_MS), lastError: NO_RAIL_ERROR });
    else mine.push({ job, payment });
  }

  await updateJobs(db, finished, at);
  // Instant payments go through the instant rail whatever the business's rail (decision 069); the others through
  // their business's rail, and one already submitted stays with the rail that has it (decision 071).
  const groups = new Map<string, Array<{ job: JobRow; payment: PaymentRow }>>();
  for (const m of mine) {
    const name = m.payment.instantNetwork ? 'instant' : (m.payment.status === 'processing' && m.payment.rail) || railOf.get(m.payment.businessId) || 'none';
    groups.set(name, [...(groups.get(name) ?? []), m]);
  }
  for (const [name, group] of groups) {
    // The sandbox rail only for a payment whose rail is the sandbox, in local, dev and demo (decision 120): a rail
    // this step does not know, or the sandbox anywhere else, waits with its reason and never falls back to it.
    const rail =
      name === 'instant' ? (options.instant ?? instantRailFor(options)) : name === 'usBankApi' ? (options.usBankApi ?? defaultUsBankRail(options)) : (sandboxBankFor(cycleEnvironment(options), name)?.rail(options.sandbox) ?? null);
    if (!rail) {
      const reason = name === 'instant' ? NO_INSTANT_CONNECTOR_ERROR : name === 'usBankApi' ? NO_USBANK_API_ERROR : name === 'sandbox' ? Messages.sandboxRailClosed : NO_RAIL_ERROR;
      await updateJobs(db, group.map((m) => ({ id: m.job.id, status: 'queued' as const, runAt: new Date(at.getTime() + NO_RAIL_RECHECK_MS), lastError: reason })), at);
      if (name !== 'instant') report.errors.push(`${group.length} payment(s) wait: ${reason}`);
      continue;
    }
    await submitThrough(db, rail, group, options, report);
  }
}

/** The instant rail of this environment's connector, or null where there is none (production, until a bank's is set). */
function instantRailFor(options: CycleOptions): PaymentRail | null {
  const connector = instantConnectorOf(options);
  return connector ? createInstantRail(connector) : null;
}

/** The participant connector the cycle uses: the one given, or the environment's (none in production). */
export function instantConnectorOf(options: CycleOptions): ParticipantConnector | null {
  return options.instantConnector ?? instantConnectorFor(cycleEnvironment(options));
}
export const NO_INSTANT_CONNECTOR_ERROR = 'No instant network connector is configured: the payment waits for one';

/** U.S. Bank's API as this deployment configures it (USBANK_API_URL), or null when it has none. */
function defaultUsBankRail(options: CycleOptions): PaymentRail | null {
  const urls = usBankApiUrlsFrom(process.env);
  return urls ? createUsBankRail({ ...urls, encryptionKey: options.encryptionKey }) : null;
}

export const NO_USBANK_API_ERROR = 'The business pays through U.S. Bank\'s API, which this deployment has no address for (USBANK_API_URL)';

/** One rail's share of a claimed batch: moved to processing together, asked before resubmitting, submitted, recorded. */
async function submitThrough(db: Database, rail: PaymentRail, mine: ReadonlyArray<{ job: JobRow; payment: PaymentRow }>, options: CycleOptions, report: CycleReport): Promise<void> {
  const { at } = options;
  const finished: JobUpdate[] = [];
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
      overdue: a.possiblySubmitted && overdueAt(answer, since.get(a.payment.id) ?? at, timeout) <= at.getTime(),
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
    const accepted: typeof waits = [];
    for (const s of toSubmit) {
      const result = results.get(s.payment.id);
      // Taken but not settled (a bank API): the payment waits as `accepted` and its status is asked next time.
      if (result?.outcome === 'accepted') accepted.push({ job: s.job, paymentId: s.payment.id, bankStatus: 'accepted', escalate: false });
      else if (result) outcomes.push({ job: s.job, paymentId: s.payment.id, result });
    }
    if (accepted.length) report.awaitingConfirmation += await awaitConfirmation(db, accepted, rail.name, at, report);
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
