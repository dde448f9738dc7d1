/** The sandbox rail: settles or returns deterministically by the receiving account number, like a test-mode bank. */
import { eq, inArray } from 'drizzle-orm';
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

function statusOf(stored: typeof railSubmissions.$inferSelect | undefined): RailStatus {
  if (!stored || stored.rail !== 'sandbox') return { state: 'notReceived' };
  if (stored.outcome === 'returned') return { state: 'returned', code: stored.code ?? '', message: stored.message ?? '' };
  return { state: 'settled', message: stored.message ?? 'Settled' };
}

function outcomeOf(stored: typeof railSubmissions.$inferSelect): RailOutcome {
  if (stored.outcome === 'returned') return { outcome: 'returned', bankStatus: 'returned', code: stored.code ?? '', message: stored.message ?? '' };
  return { outcome: 'settled', bankStatus: 'settled', message: stored.message ?? 'Settled' };
}

export function createSandboxRail(env: Record<string, string | undefined> = process.env): PaymentRail {
  const reachable = () => {
    if (env.SANDBOX_RAIL_OUTAGE === '1') throw new TransientRailError('Sandbox rail unavailable (SANDBOX_RAIL_OUTAGE=1)');
  };
  const rail: PaymentRail = {
    name: 'sandbox',
    /** Answered from the sandbox bank's own records, like a bank's status API (unreachable during an outage). */
    async status(db: Database, paymentId: string): Promise<RailStatus> {
      reachable();
      const [stored] = await db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, paymentId));
      return statusOf(stored);
    },
    async statusMany(db: Database, paymentIds: readonly string[]): Promise<Map<string, RailStatus>> {
      reachable();
      const stored = paymentIds.length ? await db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, [...paymentIds])) : [];
      return new Map(paymentIds.map((id) => [id, statusOf(stored.find((s) => s.paymentId === id))]));
    },
    async submit(db: Database, item: RailPayment, at: Date): Promise<RailOutcome> {
      return (await rail.submitMany!(db, [item], at)).get(item.payment.id)!;
    },
    async submitMany(db: Database, items: readonly RailPayment[], at: Date): Promise<Map<string, RailOutcome>> {
      reachable();
      if (!items.length) return new Map();
      // The sandbox "moves money" by recording each submission once; the primary key makes a repeat a no-op.
      await db
        .insert(railSubmissions)
        .values(
          items.map(({ payment, accountNumber }) => {
            const result = sandboxOutcome(accountNumber);
            return {
              paymentId: payment.id,
              rail: 'sandbox' as const,
              outcome: result.outcome,
              code: result.outcome === 'returned' ? result.code : null,
              message: result.message,
              submittedAt: at,
            };
          }),
        )
        .onConflictDoNothing();
      const ids = items.map((i) => i.payment.id);
      const stored = new Map((await db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, ids))).map((s) => [s.paymentId, s]));
      return new Map(ids.map((id) => [id, outcomeOf(stored.get(id)!)]));
    },
  };
  return rail;
}
