/**
 * Payments to an invited vendor that has no bank account yet (decision 094). The engine creates them without a
 * destination, in `awaitingBankDetails` (or `pendingApproval` first, when approvals are on); the cycle never submits
 * them. When the vendor registers through its invitation, every payment its business made to it that still waits takes
 * the new account as destination and is scheduled, in the registration's transaction; one left waiting longer than
 * AWAITING_BANK_DETAILS_DAYS is canceled by the cycle. Which vendor may be paid so is in invited-vendors.ts.
 */
import { and, eq, inArray, lt } from 'drizzle-orm';
import { AWAITING_BANK_DETAILS_MS, AwaitingBankDetailsCodes, AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import type { Database } from '../../db/client';
import { businesses, jobs, payments, paymentStatusDetails, vendors, type PaymentRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { encryptSecret } from '../../lib/crypto';
import { enqueueMessage } from '../notifications';
import { emitPaymentEventsOfType } from './webhook-events';
import { paymentEmailRecipients } from './payment-emails';
import { dueForPayment } from './calendar';
import { PAYOUT_HOLD_CODE } from './payout-hold';
import { accountLabel } from './payout-change';
import { Messages } from '../../../domain/messages';
import { appendStatus, SUBMIT_JOB, transitionMany, type Tx } from './service';
import { businessPaymentSystem } from './destinations';
import { WAITS_FOR_DETAILS } from './invited-vendors';

export interface AttachedAccount {
  bankName: string | null;
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType?: string;
}

export interface AttachInput {
  /** The business whose invitation was used: only its payments to the vendor are touched. */
  businessId: string;
  vendorId: string;
  account: AttachedAccount;
  key: Buffer;
  now: Date;
  /** The registration's account change holds the payee's payments for a person (decision 050): they go for approval. */
  held: boolean;
  /** The vendor manager who registered. */
  userId: string;
  address?: string | null;
}

/**
 * Gives every payment of `businessId` to `vendorId` that waits for bank details the account, in the caller's
 * transaction: a payment in `awaitingBankDetails` is scheduled (its due time kept when still ahead, else the next
 * processing time) with its job; one still awaiting approval keeps waiting for it, now with a destination. Only the
 * destination changes: amount, payer and vendor are never written here. The payer's team is e-mailed, and one audit
 * row names the payments. Returns the payments that took the account.
 */
export async function attachWaitingPayments(tx: Tx, input: AttachInput): Promise<PaymentRow[]> {
  const { businessId, vendorId, account, key, now } = input;
  const waiting = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.businessId, businessId),
        eq(payments.vendorId, vendorId),
        inArray(payments.status, [...WAITS_FOR_DETAILS]),
        eq(payments.destinationRoutingNumber, ''),
      ),
    )
    .for('update');
  if (!waiting.length) return [];
  const [vendor] = await tx.select({ name: vendors.name }).from(vendors).where(and(eq(vendors.id, vendorId), eq(vendors.businessId, businessId)));
  if (!vendor) return [];
  const last4 = account.accountNumber.slice(-4);
  const destination = {
    destinationBankName: account.bankName,
    destinationRoutingNumber: account.routingNumber,
    destinationAccountEncrypted: encryptSecret(account.accountNumber, key),
    destinationAccountLast4: last4,
    destinationAccountHolderName: account.accountHolderName,
    destinationAccountType: account.accountType ?? 'checking',
  };
  const description = AwaitingBankDetailsMessages.attached(vendor.name, last4);
  const bank = await businessPaymentSystem(tx, businessId);
  const attached: PaymentRow[] = [];
  // A person approved these before any account existed: the account they now take is one nobody approved.
  const approvedBefore = await approvedWithoutAccount(tx, waiting.filter((p) => p.status === 'awaitingBankDetails'));
  let heldAny = input.held;
  for (const p of waiting) {
    if (p.status === 'pendingApproval') {
      // Still the approver's to decide: it takes the account now and is scheduled when approved.
      const [row] = await tx
        .update(payments)
        .set({ ...destination, updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'pendingApproval'), eq(payments.destinationRoutingNumber, '')))
        .returning();
      if (!row) continue;
      await appendStatus(tx, row.id, 'pendingApproval', now, description, AwaitingBankDetailsCodes.attached);
      attached.push(row);
      continue;
    }
    if (input.held || approvedBefore.has(p.id)) {
      // The payout hold's rule, as for any payment to a payee whose account changed, and for the first account an
      // approved payment takes: a person approves it, seeing the account, before it is scheduled.
      const [row] = await tx
        .update(payments)
        .set({ ...destination, status: 'pendingApproval', updatedAt: now })
        .where(and(eq(payments.id, p.id), eq(payments.status, 'awaitingBankDetails'), eq(payments.destinationRoutingNumber, '')))
        .returning();
      if (!row) continue;
      await appendStatus(tx, row.id, 'pendingApproval', now, description, AwaitingBankDetailsCodes.attached);
      heldAny = true;
      await appendStatus(tx, row.id, 'pendingApproval', now, input.held ? Messages.payoutChangeHold : Messages.payoutFirstAccountHold(accountLabel({ bankName: account.bankName, last4 })), PAYOUT_HOLD_CODE);
      attached.push(row);
      continue;
    }
    // Its own processing date when still ahead, else the next processing time (the engine's calendar rules).
    const { due, dueAt } =
      p.dueAt.getTime() > now.getTime()
        ? { due: { date: p.dueDate, time: p.dueTime, timezone: p.timezone }, dueAt: p.dueAt }
        : await dueForPayment(tx, p.kind, bank, now, null, p.businessId);
    // A guarded move of its own: the approval webhook transition() would raise is not what happened here.
    const [row] = await tx
      .update(payments)
      .set({ ...destination, status: 'scheduled', dueDate: due.date, dueTime: due.time, timezone: due.timezone, dueAt, updatedAt: now })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'awaitingBankDetails'), eq(payments.destinationRoutingNumber, '')))
      .returning();
    if (!row) continue;
    await appendStatus(tx, row.id, 'scheduled', now, description, AwaitingBankDetailsCodes.attached);
    await appendStatus(tx, row.id, 'scheduled', now, `Scheduled for ${row.dueDate} ${row.dueTime} ${row.timezone}`);
    await tx
      .insert(jobs)
      .values({ kind: SUBMIT_JOB, paymentId: row.id, runAt: row.dueAt, createdAt: now })
      .onConflictDoUpdate({ target: [jobs.kind, jobs.paymentId], set: { status: 'queued', runAt: row.dueAt, attempts: 0, lastError: null } });
    attached.push(row);
  }
  if (!attached.length) return [];
  // The business's systems hear of it as of any change to a payment: its destination is set, and it may now be scheduled.
  await emitPaymentEventsOfType(tx, attached, 'payment.updated', now);
  const [business] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  for (const recipient of await paymentEmailRecipients(tx, businessId)) {
    await enqueueMessage(
      tx,
      {
        channel: 'email',
        recipient,
        subject: AwaitingBankDetailsMessages.emailSubject(vendor.name),
        body: AwaitingBankDetailsMessages.emailBody(vendor.name, business?.name ?? 'Your business', attached.length, last4, heldAny),
      },
      now,
    );
  }
  await writeAudit(tx, {
    at: now,
    userId: input.userId,
    action: 'waitingPaymentsAttached',
    address: input.address ?? null,
    outcome: 'success',
    details: { businessId, vendorId, accountNumberLast4: last4, paymentIds: attached.map((p) => p.id) },
  });
  return attached;
}

/** The ids among `rows` that a person approved (their history has an approval). */
async function approvedWithoutAccount(tx: Tx, rows: PaymentRow[]): Promise<Set<string>> {
  if (!rows.length) return new Set();
  const approved = await tx
    .select({ id: paymentStatusDetails.paymentId })
    .from(paymentStatusDetails)
    .where(and(inArray(paymentStatusDetails.paymentId, rows.map((r) => r.id)), eq(paymentStatusDetails.code, 'approved')));
  return new Set(approved.map((a) => a.id));
}

/**
 * The cycle's step: payments that waited for their vendor's bank details longer than the limit are canceled with a
 * message (nothing was ever sent). Approval-pending ones without a destination are canceled too, by the same clock.
 */
export async function expireWaitingPayments(db: Database, at: Date): Promise<number> {
  const before = new Date(at.getTime() - AWAITING_BANK_DETAILS_MS);
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: payments.id, vendorName: vendors.name })
      .from(payments)
      .innerJoin(vendors, eq(vendors.id, payments.vendorId))
      .where(and(inArray(payments.status, [...WAITS_FOR_DETAILS]), eq(payments.destinationRoutingNumber, ''), lt(payments.createdAt, before)));
    if (!stale.length) return 0;
    const moved = await transitionMany(
      tx,
      stale.map((p) => ({
        paymentId: p.id,
        description: AwaitingBankDetailsMessages.expired(p.vendorName),
        code: AwaitingBankDetailsCodes.expired,
        set: { paymentProcessStatus: 'canceled' },
      })),
      WAITS_FOR_DETAILS,
      'canceled',
      at,
    );
    return moved.length;
  });
}
