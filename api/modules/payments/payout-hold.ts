/**
 * Payout redirection guard (decision 029): after a vendor's own side changes the account it is paid into, the
 * business's next payment to that vendor waits for approval, whether or not the business uses approvals.
 */
import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { PAYOUT_HOLD_CODE } from '../../../domain/vendors';
import type { Database } from '../../db/client';
import { paymentStatusDetails, payments, vendors, type PaymentRow } from '../../db/schema';

type Db = Pick<Database, 'select'>;

export { PAYOUT_HOLD_CODE };

/** True while the vendor's account changed and no payment created since has been approved or paid. */
export async function payoutChangeHeld(db: Db, vendorId: string): Promise<boolean> {
  const [vendor] = await db.select({ changedAt: vendors.bankAccountChangedAt }).from(vendors).where(eq(vendors.id, vendorId));
  return payoutChangeHeldSince(db, vendorId, vendor?.changedAt ?? null);
}

/** The same, for a vendor whose `bankAccountChangedAt` the caller already read (no query when it never changed). */
export async function payoutChangeHeldSince(db: Db, vendorId: string, changedAt: Date | null): Promise<boolean> {
  if (!changedAt) return false;
  const [released] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentStatusDetails, eq(paymentStatusDetails.paymentId, payments.id))
    .where(
      and(
        eq(payments.vendorId, vendorId),
        gte(payments.createdAt, changedAt),
        or(eq(paymentStatusDetails.code, 'approved'), eq(paymentStatusDetails.status, 'success')),
      ),
    )
    .limit(1);
  return !released;
}

/** The payments among `rows` that wait because of a payout change (their history says so). */
export async function heldForPayoutChange(db: Db, rows: PaymentRow[]): Promise<PaymentRow[]> {
  if (!rows.length) return [];
  const held = await db
    .select({ id: paymentStatusDetails.paymentId })
    .from(paymentStatusDetails)
    .where(and(inArray(paymentStatusDetails.paymentId, rows.map((r) => r.id)), eq(paymentStatusDetails.code, PAYOUT_HOLD_CODE)));
  const ids = new Set(held.map((h) => h.id));
  return rows.filter((r) => ids.has(r.id));
}
