/**
 * Payout redirection guard (decisions 029, 050): after the account a payee is paid into changes (payout-change.ts),
 * every payment to that payee waits for a person's approval, whatever created it, until a person approves one.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { directionOfKind } from '../../../domain/payment-kinds';
import { PAYOUT_HOLD_CODE } from '../../../domain/vendors';
import type { Database } from '../../db/client';
import { bankAccounts, consumers, paymentStatusDetails, payments, vendors, type PaymentKind, type PaymentRow } from '../../db/schema';

type Db = Pick<Database, 'select'>;

export { PAYOUT_HOLD_CODE };

/** The party a payment's money goes to: its vendor, or the consumer it pays (a collection takes from its consumer instead). */
export type PayoutParty = { vendorId: string } | { consumerId: string };

/** The history code approvePayments writes: a person's approval. */
const APPROVED_CODE = 'approved';

export function payeeOf(payment: { kind: PaymentKind; vendorId?: string | null; consumerId?: string | null }): PayoutParty | null {
  if (payment.vendorId) return { vendorId: payment.vendorId };
  // A consumer is paid only by a credit; a debit (a collection) takes from the consumer instead.
  if (payment.consumerId && directionOfKind(payment.kind) === 'credit') return { consumerId: payment.consumerId };
  return null;
}

/** True while the party's payout account changed and no payment held for it since has been approved by a person. */
export async function payoutChangeHeld(db: Db, party: PayoutParty): Promise<boolean> {
  const [row] =
    'vendorId' in party
      ? await db.select({ changedAt: vendors.bankAccountChangedAt }).from(vendors).where(eq(vendors.id, party.vendorId))
      : await db.select({ changedAt: consumers.bankAccountChangedAt }).from(consumers).where(eq(consumers.id, party.consumerId));
  return payoutChangeHeldSince(db, party, row?.changedAt ?? null);
}

/**
 * The same, for a party whose change time the caller already read (no query when it never changed). Only a person's
 * approval of a payment held for this change releases it: a payment that merely settles proves nothing about the
 * account it went to.
 */
export async function payoutChangeHeldSince(db: Db, party: PayoutParty, changedAt: Date | null): Promise<boolean> {
  if (!changedAt) return false;
  const toParty = 'vendorId' in party ? eq(payments.vendorId, party.vendorId) : eq(payments.consumerId, party.consumerId);
  const [released] = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(paymentStatusDetails, and(eq(paymentStatusDetails.paymentId, payments.id), eq(paymentStatusDetails.code, APPROVED_CODE)))
    .where(
      and(
        toParty,
        // Held for this change (at its creation after it, or redirected by it when it was unsent, payout-change.ts),
        // and approved after that hold: an approval from before the change approved the old account.
        sql`exists (select 1 from ${paymentStatusDetails} h where h.payment_id = ${payments.id} and h.code = ${PAYOUT_HOLD_CODE} and h.datetime >= ${changedAt.toISOString()}::timestamptz and h.seq < ${paymentStatusDetails.seq})`,
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

/**
 * The account a vendor was paid into before its latest change (its newest replaced account), shown beside the new one
 * on a held payment's approval; null for a consumer (whose account is kept in place) or a vendor with no earlier one.
 */
export async function previousPayoutAccount(db: Db, party: PayoutParty) {
  if (!('vendorId' in party)) return null;
  const [row] = await db
    .select({ bankName: bankAccounts.bankName, last4: bankAccounts.last4, accountHolderName: bankAccounts.accountHolderName })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.vendorId, party.vendorId), eq(bankAccounts.status, 'inactive')))
    .orderBy(desc(bankAccounts.updatedAt), desc(bankAccounts.createdAt), desc(bankAccounts.id))
    .limit(1);
  return row ?? null;
}
