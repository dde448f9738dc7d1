/** Consumer debits held back at submission, by either rail, until their account is validated (decision 052). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { jobs, type PaymentRow } from '../../../db/schema';
import { debitHolds, type DebitHold } from '../consumer-debits';
import { SUBMIT_JOB, transition, type Tx } from '../service';

/**
 * Consumer debits that may not leave yet (decision 052): one still waiting for its account's validation stays
 * scheduled; one whose validation failed or whose authorization was revoked moves to error with the reason. Only
 * `scheduled` payments are looked at.
 */
export async function holdUnvalidatedDebits(db: Database | Tx, due: readonly PaymentRow[], at: Date): Promise<Map<string, DebitHold>> {
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
