/** The sandbox rail: settles or returns deterministically by the receiving account number, like a test-mode bank. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { railSubmissions } from '../db/schema';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailPayment, type RailStatus } from './types';

/** Magic receiving account numbers and the ACH return each produces (README, "Sandboxes"). */
export const SANDBOX_RETURNS: Record<string, { code: string; message: string }> = {
  '000000000001': { code: 'R01', message: 'Insufficient Funds' },
  '000000000003': { code: 'R03', message: 'No Account/Unable to Locate Account' },
  '000000000004': { code: 'R04', message: 'Invalid Account Number' },
};

export function sandboxOutcome(accountNumber: string): RailOutcome {
  const ret = SANDBOX_RETURNS[accountNumber];
  if (ret) return { outcome: 'returned', bankStatus: 'returned', code: ret.code, message: ret.message };
  return { outcome: 'settled', bankStatus: 'settled', message: 'Settled' };
}

export function createSandboxRail(env: Record<string, string | undefined> = process.env): PaymentRail {
  const reachable = () => {
    if (env.SANDBOX_RAIL_OUTAGE === '1') throw new TransientRailError('Sandbox rail unavailable (SANDBOX_RAIL_OUTAGE=1)');
  };
  return {
    name: 'sandbox',
    /** Answered from the sandbox bank's own records, like a bank's status API (unreachable during an outage). */
    async status(db: Database, paymentId: string): Promise<RailStatus> {
      reachable();
      const [stored] = await db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, paymentId));
      if (!stored || stored.rail !== 'sandbox') return { state: 'notReceived' };
      if (stored.outcome === 'returned') return { state: 'returned', code: stored.code ?? '', message: stored.message ?? '' };
      return { state: 'settled', message: stored.message ?? 'Settled' };
    },
    async submit(db: Database, { payment, accountNumber }: RailPayment, at: Date): Promise<RailOutcome> {
      reachable();
      const result = sandboxOutcome(accountNumber);
      // The sandbox "moves money" by recording the submission once; the primary key makes a repeat a no-op.
      await db
        .insert(railSubmissions)
        .values({
          paymentId: payment.id,
          rail: 'sandbox',
          outcome: result.outcome,
          code: result.outcome === 'returned' ? result.code : null,
          message: result.message,
          submittedAt: at,
        })
        .onConflictDoNothing();
      const [stored] = await db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, payment.id));
      if (stored.outcome === 'returned') return { outcome: 'returned', bankStatus: 'returned', code: stored.code ?? '', message: stored.message ?? '' };
      return { outcome: 'settled', bankStatus: 'settled', message: stored.message ?? 'Settled' };
    },
  };
}
