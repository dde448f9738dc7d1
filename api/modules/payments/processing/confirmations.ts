/** Confirmations: asking a rail what became of payments possibly submitted, and waiting (visibly) for its answer. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CONFIRMATION_TIMEOUT_MS } from '../../../../domain/rail-inquiry';
import type { Database } from '../../../db/client';
import { paymentStatusDetails, payments, type JobRow } from '../../../db/schema';
import { backoffMs, updateJobs } from '../../../db/queue';
import { TransientRailError, type PaymentRail, type RailStatus } from '../../../rails/types';
import { raiseReviewItem } from '../../reconciliation';
import type { CycleOptions, CycleReport } from './types';

/** The rail's answer for each payment possibly submitted, or `unreachable` when it could not answer. */
export async function inquire(db: Database, rail: PaymentRail, paymentIds: readonly string[], at: Date): Promise<Map<string, RailStatus | 'unreachable'>> {
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
 * The rail could not say (or has not finished): each payment stays `processing`, visibly awaiting the bank's
 * confirmation, and is asked about again later; past the configured time a person is asked to look.
 */
export async function awaitConfirmation(
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
export async function processingSince(db: Database, paymentIds: readonly string[]): Promise<Map<string, Date>> {
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

export function confirmationTimeoutMs(options: CycleOptions): number {
  return options.confirmationTimeoutMs ?? confirmationTimeoutFrom(process.env);
}
