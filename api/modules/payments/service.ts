/**
 * The payment lifecycle, one service for every kind: create (once per idempotency key), the guarded state moves the
 * rest of the engine makes, and the reads; a person's approve, reject and cancel are in ./approvals.ts. Each state change, its statusDetails row and any job row commit in one transaction, and every
 * transition is a guarded UPDATE (… WHERE status = expected) so two callers can never both move a payment.
 */
import { randomBytes } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import { and, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import type { DueDateTime } from '../../../domain/calendar';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../domain/dates';
import { SAME_DAY_ENTRY_LIMIT_CENTS, SAME_DAY_TIME_ZONE, SameDayMessages, nextSameDayWindowText, openSameDayWindow } from '../../../domain/same-day-ach';
import { ACH_MAX_CENTS, paymentLimitOf } from '../../../domain/payment-forms';
import type { InstantNetwork } from '../../../domain/instant-payments';
import { isValidRoutingChecksum } from '../../../domain/validation';
import type { Database } from '../../db/client';
import {
  businesses,
  consumers,
  jobs,
  paymentStatusDetails,
  payments,
  products,
  serviceLevelProducts,
  type PaymentKind,
  type PaymentRow,
  type PaymentStatus,
} from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { apiError, validationError } from '../../lib/errors';
import { dueForPayment, loadCalendar, paymentTimeOf } from './calendar';
import { emitPaymentEvent, emitPaymentEvents } from './webhook-events';
import { enqueuePaymentEmails, enqueuePaymentEmailsMany } from './payment-emails';
import { PAYOUT_HOLD_CODE, payeeOf, payoutChangeHeld, previousPayoutAccount } from './payout-hold';
import { checkConsumerDebit, debitHolds, isConsumerDebit } from './consumer-debits';
import { requireRail } from './rails';
import { invitedVendorAwaitingDetails, NO_DESTINATION } from './invited-vendors';
import { AwaitingBankDetailsCodes, AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { tellInvitedVendors } from './waiting-for-registration';
import { idempotencyKeyOf } from './bills';
import type { Destination } from './destinations';

import type { PaymentsPort, Tx } from '../../rails/payments-port';
export type { Tx };
type Db = Database | Tx;

export const SUBMIT_JOB = 'submitPayment';
/** The hard ceiling of any payment (an ACH entry's amount field); a business's own limit is usually lower. */
export const MAX_AMOUNT_CENTS = ACH_MAX_CENTS;

export const duplicated = () => apiError(ErrorCodes.requestDuplicated, 'A request with this idempotency key was already received');

/** Appends one history row; seq keeps order when two rows share an instant. */
export async function appendStatus(tx: Db, paymentId: string, status: string, at: Date, description: string, code: string | null = null) {
  const [{ last }] = await tx.select({ last: max(paymentStatusDetails.seq) }).from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, paymentId));
  await tx.insert(paymentStatusDetails).values({ paymentId, status, code, datetime: at, description, seq: (last ?? 0) + 1 });
}

/** Moves a payment from one of `from` to `to`; returns the row, or null when someone else moved it first. */
export const transition: PaymentsPort['transition'] = async (tx, paymentId, from, to, at, detail, set = {}) => {
  const [row] = await transitionMany(tx, [{ paymentId, ...detail, set }], from, to, at);
  return row ?? null;
};

/** One payment's part in a batch move: its history line and the columns it sets besides the status. */
export interface Move {
  paymentId: string;
  description: string;
  code?: string | null;
  set?: Partial<typeof payments.$inferInsert>;
}

/**
 * Moves a batch of payments from one of `from` to `to` with set-based statements: one guarded UPDATE … RETURNING
 * per distinct set of column values (the batch's moves usually share one), one INSERT … SELECT of the history rows
 * of the payments that really moved, and their webhook events and e-mails. Returns the rows that moved; a payment
 * someone else moved first is left out, exactly as transition() returns null for it.
 */
export async function transitionMany(
  tx: Db,
  moves: readonly Move[],
  from: readonly PaymentStatus[],
  to: PaymentStatus,
  at: Date,
  /** `announce: false` keeps the webhook events and e-mails for a later move that says the same to its reader. */
  options: { announce?: boolean } = {},
): Promise<PaymentRow[]> {
  const byId = new Map(moves.map((m) => [m.paymentId, m]));
  if (!byId.size) return [];
  const groups = new Map<string, { set: Partial<typeof payments.$inferInsert>; ids: string[] }>();
  for (const move of byId.values()) {
    const key = JSON.stringify(move.set ?? {});
    const group = groups.get(key) ?? { set: move.set ?? {}, ids: [] };
    group.ids.push(move.paymentId);
    groups.set(key, group);
  }
  const moved: PaymentRow[] = [];
  for (const { set, ids } of groups.values()) {
    moved.push(
      ...(await tx
        .update(payments)
        .set({ ...set, status: to, updatedAt: at })
        .where(and(inArray(payments.id, ids), inArray(payments.status, [...from])))
        .returning()),
    );
  }
  if (!moved.length) return [];
  const lines = moved.map((row) => ({ payment_id: row.id, code: byId.get(row.id)!.code ?? null, description: byId.get(row.id)!.description }));
  await tx.execute(sql`
    insert into ${paymentStatusDetails} (payment_id, status, code, datetime, description, seq)
    select v.payment_id, ${to}, v.code, ${at.toISOString()}::timestamptz, v.description,
      coalesce((select max(d.seq) from ${paymentStatusDetails} d where d.payment_id = v.payment_id), 0) + 1
    from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as v(payment_id uuid, code text, description text)`);
  if (options.announce === false) return moved;
  await emitPaymentEvents(tx, moved, to, at);
  await enqueuePaymentEmailsMany(tx, moved, to, at);
  return moved;
}

function newReference(prefix: string): string {
  return `${prefix}-${randomBytes(6).toString('hex').toUpperCase()}`;
}

export async function businessProducts(db: Db, businessId: string): Promise<string[]> {
  const rows = await db
    .select({ name: products.name })
    .from(businesses)
    .innerJoin(serviceLevelProducts, eq(serviceLevelProducts.serviceLevelId, businesses.serviceLevelId))
    .innerJoin(products, eq(products.id, serviceLevelProducts.productId))
    .where(eq(businesses.id, businessId));
  return rows.map((r) => r.name);
}

/** Approval applies when the business holds the Approval product and has approval switched on. */
export async function approvalRequired(db: Db, businessId: string): Promise<boolean> {
  const [b] = await db.select({ on: businesses.isPaymentsApproved }).from(businesses).where(eq(businesses.id, businessId));
  if (!b?.on) return false;
  return (await businessProducts(db, businessId)).includes('Approval');
}

export interface CreatePaymentInput {
  businessId: string;
  kind: PaymentKind;
  amount: number;
  idempotencyKey: string;
  vendorId?: string | null;
  consumerId?: string | null;
  /** The counterparty business (a customer business a collection is taken from). */
  recipientBusinessId?: string | null;
  /** A consumer collection's phone number (spec §3 consumer payment). */
  payerPhoneNumber?: string | null;
  description?: string | null;
  referenceNumber?: string | null;
  /**
   * Where the money goes; null only for a vendor payment to an invited vendor that has no bank account yet: the
   * payment then waits for the vendor's details (decision 094).
   */
  destination: Destination | null;
  /** The business's payment system (bank), for picking the processing rule. */
  bank?: string | null;
  createdByUserId: string | null;
  /** Skip approval even when it is on (test payments). */
  skipApproval?: boolean;
  /** Not processed before this day (YYYY-MM-DD in the processing rule's zone): the payer's due date. */
  dueDate?: string | null;
  /** Sent as Same Day ACH, the payer's explicit choice: filed at once, inside today's open window (decision 068). */
  sameDayAch?: boolean;
  /** Sent over an instant network (decision 069): due at once, any day and hour. */
  instantNetwork?: InstantNetwork | null;
  /** A bill paid from an accounting system: the system's data key and spec §3 accountingSystemBillInfo. */
  accountingSystem?: string | null;
  accountingSystemBillInfo?: Record<string, unknown> | null;
  /** Registration's Payment Test on a file rail: a zero-dollar prenote of the business's own account (decision 070). */
  prenote?: boolean;
  /** Submitted the moment it is created (the sandbox's Payment Test, decision 136): due now, in the business's zone. */
  goesNow?: boolean;
}

/** Every entry point creates payments here, so this is where the business's payment limit is enforced. */
async function checkPaymentLimit(db: Db, businessId: string, amount: number): Promise<void> {
  const [b] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  const limit = paymentLimitOf(b?.settings);
  if (amount > limit) {
    const message = Messages.amountAboveLimit(formatCents(limit));
    throw validationError(message, { amount: message });
  }
}

function checkCreate(input: CreatePaymentInput) {
  const errors: Record<string, string> = {};
  if (!input.idempotencyKey?.trim() || input.idempotencyKey.length > 200) errors.idempotencyKey = 'An idempotency key of 1 to 200 characters is required';
  // Only a test payment's prenote moves no money; every other payment moves at least a cent.
  const prenote = input.prenote === true && input.kind === 'test' && input.amount === 0;
  if (!prenote && (!Number.isSafeInteger(input.amount) || input.amount <= 0)) errors.amount = 'Amount must be a whole number of cents above 0';
  if (input.description && input.description.length > 500) errors.description = 'Description must be at most 500 characters';
  const d = input.destination;
  if (!d) {
    if (Object.keys(errors).length) throw validationError(Messages.formIncorrect, errors);
    return;
  }
  if (!isValidRoutingChecksum(d.routingNumber)) errors.routingNumber = d.routingNumber.length === 9 ? Messages.routingNumberChecksum : Messages.routingNumberLength;
  if (!/^[A-Za-z0-9]{1,17}$/.test(d.accountNumber)) errors.accountNumber = 'Account number must be 1 to 17 letters or digits';
  if (Object.keys(errors).length) throw validationError(Messages.formIncorrect, errors);
}

/**
 * A Same Day ACH payment is due now, in today's open window: refused above NACHA's per-entry limit, with a due date
 * of its own, or when no window is open (after the last deadline, weekends, holidays: decision 068 says why refused
 * rather than moved to the next banking day).
 */
async function sameDayDue(db: Db, input: CreatePaymentInput, now: Date): Promise<{ due: DueDateTime; dueAt: Date }> {
  if (input.amount > SAME_DAY_ENTRY_LIMIT_CENTS) throw validationError(SameDayMessages.overLimit, { amount: SameDayMessages.overLimit, sameDayAch: SameDayMessages.overLimit });
  if (input.dueDate) throw validationError(SameDayMessages.withDueDate, { dueDate: SameDayMessages.withDueDate });
  const calendar = await loadCalendar(db, 'USA', 'ACH');
  const window = openSameDayWindow(now, calendar);
  if (!window) {
    // Said in the paying business's zone, as Send Payment says it (the window itself is Eastern).
    const [business] = await db.select({ timeZone: businesses.paymentTimeZone }).from(businesses).where(eq(businesses.id, input.businessId));
    const message = SameDayMessages.closed(nextSameDayWindowText(now, calendar, isTimeZone(business?.timeZone) ? business.timeZone : DEFAULT_TIME_ZONE));
    throw validationError(message, { sameDayAch: message });
  }
  return { due: { date: window.date, time: formatInTimeZone(now, SAME_DAY_TIME_ZONE, 'HH:mm'), timezone: SAME_DAY_TIME_ZONE }, dueAt: now };
}

/** Instant payments run 24/7/365 (spec): due the moment they are created, shown in the processing rules' zone. */
export function instantDue(now: Date): { due: DueDateTime; dueAt: Date } {
  return dueNow(now, INSTANT_TIME_ZONE);
}
function dueNow(now: Date, zone: string): { due: DueDateTime; dueAt: Date } {
  return { due: { date: formatInTimeZone(now, zone, 'yyyy-MM-dd'), time: formatInTimeZone(now, zone, 'HH:mm'), timezone: zone }, dueAt: now };
}
const INSTANT_TIME_ZONE = 'America/New_York';

/**
 * Creates a payment once per (business, idempotency key). The insert relies on the unique index (ON CONFLICT DO
 * NOTHING), so two racing requests cannot both create: the loser gets requestIsDuplicatedAPIError.
 */
export async function createPayment(db: Database, key: Buffer, input: CreatePaymentInput, now: Date): Promise<PaymentRow> {
  checkCreate(input);
  // Every web page, public API call, import, invoice and registration test creates here: no rail, no payment.
  await requireRail(db, input.businessId);
  await checkPaymentLimit(db, input.businessId, input.amount);
  // No destination: only a vendor payment to this business's invited vendor that has none yet waits for it (decision 094).
  const waitsFor = input.destination ? null : await waitingVendorOf(db, input, now);
  // Whatever created it, a payment to a payee whose payout account changed waits for a person (decisions 029, 050).
  const payee = payeeOf(input);
  const payoutHold = payee ? await payoutChangeHeld(db, payee) : false;
  // Its approval shows the account the payee had before the change beside the one it now goes to.
  const previous = payoutHold && payee ? await previousPayoutAccount(db, payee) : null;
  const needsApproval = payoutHold || (!input.skipApproval && (await approvalRequired(db, input.businessId)));
  const { due, dueAt } = input.instantNetwork
    ? instantDue(now)
    : input.goesNow
      ? dueNow(now, (await paymentTimeOf(db, input.businessId))?.timeZone ?? INSTANT_TIME_ZONE)
    : input.sameDayAch
      ? await sameDayDue(db, input, now)
      : await dueForPayment(db, input.kind, input.bank ?? null, now, input.dueDate, input.businessId);
  const status: PaymentStatus = needsApproval ? 'pendingApproval' : waitsFor ? 'awaitingBankDetails' : 'scheduled';
  const d = input.destination;
  return db.transaction(async (tx) => {
    // A debit from a consumer: their stored authorization and the business's limits, whatever path asks (decision 052).
    // Checked under a lock of the consumer's row, so debits sent at once are counted one after another against the day's limit.
    if (isConsumerDebit(input)) {
      await tx.select({ id: consumers.id }).from(consumers).where(eq(consumers.id, input.consumerId!)).for('update');
      await checkConsumerDebit(tx, { businessId: input.businessId, consumerId: input.consumerId!, amount: input.amount }, now);
    }
    const [row] = await tx
      .insert(payments)
      .values({
        businessId: input.businessId,
        kind: input.kind,
        amount: input.amount,
        vendorId: input.vendorId ?? null,
        consumerId: input.consumerId ?? null,
        recipientBusinessId: input.recipientBusinessId ?? null,
        payerPhoneNumber: input.payerPhoneNumber ?? null,
        purchaseId: newReference('PUR'),
        paymentTransactionId: newReference('PTX'),
        status,
        paymentProcessStatus: 'pending',
        dueDate: due.date,
        dueTime: due.time,
        timezone: due.timezone,
        dueAt,
        sameDayAch: input.sameDayAch ?? false,
        instantNetwork: input.instantNetwork ?? null,
        description: input.description ?? null,
        referenceNumber: input.referenceNumber ?? null,
        idempotencyKey: await idempotencyKeyOf(tx, input),
        createdByUserId: input.createdByUserId,
        accountingSystem: input.accountingSystem ?? null,
        accountingSystemBillInfo: input.accountingSystemBillInfo ?? null,
        ...(d
          ? {
              destinationBankName: d.bankName,
              destinationRoutingNumber: d.routingNumber,
              destinationAccountEncrypted: encryptSecret(d.accountNumber, key),
              destinationAccountLast4: d.accountNumber.slice(-4),
              destinationAccountHolderName: d.accountHolderName,
              destinationAccountType: d.accountType,
            }
          : NO_DESTINATION),
        ...(previous
          ? { previousDestinationBankName: previous.bankName, previousDestinationAccountLast4: previous.last4, previousDestinationAccountHolderName: previous.accountHolderName }
          : {}),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: [payments.businessId, payments.idempotencyKey] })
      .returning();
    if (!row) throw duplicated();
    await appendStatus(tx, row.id, 'created', now, 'Payment created');
    await emitPaymentEvent(tx, row, 'created', now);
    if (status === 'pendingApproval') {
      if (payoutHold) await appendStatus(tx, row.id, 'pendingApproval', now, payee && 'consumerId' in payee ? Messages.payoutChangeHoldConsumer : Messages.payoutChangeHold, PAYOUT_HOLD_CODE);
      else await appendStatus(tx, row.id, 'pendingApproval', now, 'Waiting for approval');
      await enqueuePaymentEmails(tx, row, 'pendingApproval', now);
    } else if (status === 'awaitingBankDetails') {
      await appendStatus(tx, row.id, 'awaitingBankDetails', now, AwaitingBankDetailsMessages.waiting(waitsFor!.name), AwaitingBankDetailsCodes.waiting);
      await tellInvitedVendors(tx, [row], now);
    } else await scheduleInTx(tx, row, now);
    if ((await debitHolds(tx, [row])).size) await appendStatus(tx, row.id, status, now, Messages.awaitingAccountValidation, AWAITING_VALIDATION_CODE);
    return row;
  });
}

/**
 * The invited vendor a payment without a destination waits for, or a refusal: a vendor payment only, by standard ACH,
 * to this business's own vendor that has no bank account and an open invitation (invitedVendorAwaitingDetails).
 */
async function waitingVendorOf(db: Db, input: CreatePaymentInput, now: Date): Promise<{ id: string; name: string }> {
  const refuse = (message: string, field = 'vendorId') => validationError(message, { [field]: message });
  if (input.kind !== 'vendor' || !input.vendorId) throw refuse(AwaitingBankDetailsMessages.notInvited);
  if (input.sameDayAch) throw refuse(AwaitingBankDetailsMessages.noFastPayment, 'sameDayAch');
  if (input.instantNetwork) throw refuse(AwaitingBankDetailsMessages.noFastPayment, 'instantNetwork');
  const vendor = await invitedVendorAwaitingDetails(db, input.businessId, input.vendorId, now);
  if (!vendor) throw refuse(AwaitingBankDetailsMessages.notInvited);
  return vendor;
}

/** The history code of a consumer debit waiting for its account's validation (decision 052). */
export const AWAITING_VALIDATION_CODE = 'awaitingAccountValidation';

/** Appends the scheduled row and enqueues the submission job (inside the caller's transaction). */
async function scheduleInTx(tx: Tx, row: PaymentRow, now: Date) {
  await appendStatus(tx, row.id, 'scheduled', now, `Scheduled for ${row.dueDate} ${row.dueTime} ${row.timezone}`);
  await tx
    .insert(jobs)
    .values({ kind: SUBMIT_JOB, paymentId: row.id, runAt: row.dueAt, createdAt: now })
    .onConflictDoUpdate({ target: [jobs.kind, jobs.paymentId], set: { status: 'queued', runAt: row.dueAt, attempts: 0, lastError: null } });
}

/** One payment, or null; `visible` is the caller's visibility condition (undefined: every payment). */
export async function paymentById(db: Db, id: string, visible?: SQL) {
  const [row] = await db.select().from(payments).where(visible ? and(eq(payments.id, id), visible) : eq(payments.id, id));
  return row ?? null;
}

/** Whether the business approves its payments, and how many wait for approval. */
export async function approvingState(db: Db, businessId: string): Promise<{ isPaymentsApproved: boolean; transactionsApprovingCount: number }> {
  const [b] = await db.select({ on: businesses.isPaymentsApproved }).from(businesses).where(eq(businesses.id, businessId));
  const [{ n }] = await db.select({ n: count() }).from(payments).where(and(eq(payments.businessId, businessId), eq(payments.status, 'pendingApproval')));
  return { isPaymentsApproved: b?.on ?? false, transactionsApprovingCount: n };
}

// Reads: the report lists own them now (api/modules/reports); re-exported so callers keep working.

export { paymentViews, visibilityOf, type ReportFilter as PaymentFilter } from '../reports';
