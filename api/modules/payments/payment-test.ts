/**
 * Registration's Payment Test on a bank that takes ACH files (decision 070): the test payment is a zero-dollar
 * prenote of the business's own account, and the processing cycle decides it: `success` once the third banking day
 * after its settlement arrives with no return, `error` with the bank's correction when a notification of change came.
 * A return (R03, R04, ...) fails it on the way in, like any payment's (api/modules/ach-returns).
 */
import { randomInt } from 'node:crypto';
import { formatInTimeZone } from 'date-fns-tz';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { CHANGE_CODES } from '../../../domain/ach-returns';
import { MICRO_DEPOSIT_MAX_ATTEMPTS, microDepositsMatch } from '../../../domain/consumer-debits';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { formatCents, parseDollars } from '../../../domain/money';
import { expectedProvenOn, paymentTestProof, prenoteProvenOn, prenoteWindowClosed, type PaymentTestProof } from '../../../domain/payment-test';
import { standardEffectiveDate } from '../../../domain/same-day-ach';
import type { Database } from '../../db/client';
import { accountValidations, achEntries, businesses, jobs, payments, paymentStatusDetails, type PaymentRow } from '../../db/schema';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { validationError } from '../../lib/errors';
import { loadCalendar } from './calendar';
import { businessRail } from './rails';
import { SUBMIT_JOB, createPayment, transition, type CreatePaymentInput } from './service';

type Db = Pick<Database, 'select'>;

/** The newest notification of change the bank sent about this payment, as the returns reader wrote it in its history. */
async function correctionOf(db: Db, paymentId: string): Promise<string | null> {
  const rows = await db
    .select({ code: paymentStatusDetails.code, description: paymentStatusDetails.description })
    .from(paymentStatusDetails)
    .where(and(eq(paymentStatusDetails.paymentId, paymentId), inArray(paymentStatusDetails.code, Object.keys(CHANGE_CODES))))
    .orderBy(desc(paymentStatusDetails.seq))
    .limit(1);
  const said = rows[0]?.description ?? null;
  // "Notification of change from the bank: C01 Incorrect account number: account number corrected to ••••0934: ..."
  return said ? said.replace(/^Notification of change from the bank: /, '').replace(/: no stored bank details to correct$/, '') : null;
}

/**
 * The cycle's step, after settlement: each prenote test payment still `processing` whose bank sent a NOC fails with
 * the correction (NACHA: no live entry before the correction is made); one whose window closed, in the business's
 * zone, succeeds. Idempotent: each move is guarded on `processing`. Returns how many were decided.
 */
export async function decidePrenoteTests(db: Database, at: Date): Promise<number> {
  const open = await db
    .select({ payment: payments, settlementDate: achEntries.settlementDate, zone: businesses.paymentTimeZone })
    .from(payments)
    .innerJoin(achEntries, eq(achEntries.paymentId, payments.id))
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.kind, 'test'), eq(payments.amount, 0), eq(payments.status, 'processing')))
    .limit(10_000);
  if (!open.length) return 0;
  const calendar = await loadCalendar(db, 'USA', 'ACH');
  let decided = 0;
  for (const { payment, settlementDate, zone } of open) {
    const correction = await correctionOf(db, payment.id);
    if (correction) {
      const message = Messages.paymentTestCorrected(correction);
      const moved = await db.transaction((tx) =>
        transition(tx, payment.id, ['processing'], 'error', at, { description: message, code: 'prenoteCorrected' }, { paymentProcessStatus: 'error', paymentErrorMessage: message }),
      );
      if (moved) decided++;
      continue;
    }
    const provenOn = prenoteProvenOn(settlementDate, calendar);
    if (!prenoteWindowClosed(provenOn, formatInTimeZone(at, zone ?? DEFAULT_TIME_ZONE, 'yyyy-MM-dd'))) continue;
    const moved = await db.transaction((tx) =>
      transition(tx, payment.id, ['processing'], 'success', at, { description: `No return from the bank by ${provenOn}: the account is proven`, code: 'prenoteProven' }, {
        paymentProcessStatus: 'success',
        paymentBankStatus: 'settled',
      }),
    );
    if (moved) {
      await db.update(achEntries).set({ settledAt: at }).where(eq(achEntries.paymentId, payment.id));
      decided++;
    }
  }
  return decided;
}

export interface PaymentTestStatus {
  proof: PaymentTestProof | null;
  /** Micro-deposits sent to the business's own account, waiting for the owner to type them (decision 070). */
  microDeposits: { sent: boolean; arrivesOn: string; attemptsLeft: number } | null;
  /** A prenote is out (scheduled or filed) and the bank has not answered yet. */
  waiting: boolean;
  /** The banking day (yyyy-MM-dd) the waiting prenote passes on if the bank does not return it. */
  provenOn: string | null;
  accountLast4: string | null;
}

/** The business's open prenote test payment, if one is scheduled or sent and not yet decided. */
export async function openPrenoteTest(db: Pick<Database, 'select'>, businessId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.businessId, businessId), eq(payments.kind, 'test'), eq(payments.amount, 0), inArray(payments.status, ['pendingApproval', 'scheduled', 'processing'])))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** What the Payment Test page and the stepper show: how this business's account is proven, and what it waits for. */
export async function paymentTestStatus(db: Database, businessId: string, now: Date): Promise<PaymentTestStatus> {
  const rail = await businessRail(db, businessId);
  const proof = paymentTestProof(rail?.rail);
  if (proof !== 'prenote') return { proof, microDeposits: null, waiting: false, provenOn: null, accountLast4: null };
  const calendar = await loadCalendar(db, 'USA', 'ACH');
  const deposits = await openMicroDepositTest(db, businessId);
  if (deposits) {
    const [entry] = await db.select({ effectiveDate: achEntries.effectiveDate }).from(achEntries).where(eq(achEntries.accountValidationId, deposits.id)).limit(1);
    // Not filed yet: the next cycle files them, dated the next banking day.
    const arrivesOn = entry?.effectiveDate ?? standardEffectiveDate(now.toISOString().slice(0, 10), calendar);
    return { proof, microDeposits: { sent: Boolean(deposits.achFileId), arrivesOn, attemptsLeft: MICRO_DEPOSIT_MAX_ATTEMPTS - deposits.attempts }, waiting: true, provenOn: null, accountLast4: deposits.last4 };
  }
  const open = await openPrenoteTest(db, businessId);
  if (!open) return { proof, microDeposits: null, waiting: false, provenOn: null, accountLast4: null };
  const [entry] = await db.select({ settlementDate: achEntries.settlementDate }).from(achEntries).where(eq(achEntries.paymentId, open.id));
  const provenOn = entry ? prenoteProvenOn(entry.settlementDate, calendar) : expectedProvenOn(open.dueDate, calendar);
  return { proof, microDeposits: null, waiting: true, provenOn, accountLast4: open.destinationAccountLast4 };
}

/** The business's micro-deposit test still waiting for its owner's amounts, with the account's last four digits. */
export async function openMicroDepositTest(db: Pick<Database, 'select'>, businessId: string) {
  const [row] = await db
    .select({ id: accountValidations.id, achFileId: accountValidations.achFileId, attempts: accountValidations.attempts, amountsEncrypted: accountValidations.amountsEncrypted, last4: bankAccountLast4 })
    .from(accountValidations)
    .where(and(eq(accountValidations.businessId, businessId), isNotNull(accountValidations.bankAccountId), eq(accountValidations.method, 'microDeposits'), eq(accountValidations.status, 'sent')))
    .limit(1);
  return row ?? null;
}

const bankAccountLast4 = sql<string>`(select last4 from bank_accounts where bank_accounts.id = ${accountValidations.bankAccountId})`;

/**
 * The owner chose micro-deposits: two random credits of 1 to 99 cents, sealed at rest, filed by the next cycle in an
 * ACCTVERIFY batch (checksToFile). No offsetting debit: see decision 070.
 */
export async function startMicroDepositTest(db: Database, key: Buffer, businessId: string, bankAccountId: string, now: Date): Promise<void> {
  const first = randomInt(1, 100);
  let second = randomInt(1, 100);
  while (second === first) second = randomInt(1, 100);
  await db.insert(accountValidations).values({
    businessId,
    bankAccountId,
    method: 'microDeposits',
    status: 'sent',
    sentAt: now,
    amountsEncrypted: encryptSecret(JSON.stringify([first, second]), key),
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * The owner types the two amounts. Compared here, never shown: a match proves the account and records the Payment
 * Test's success (a $0.00 test payment, the stepper's condition); a miss counts, in the database, and the last allowed
 * miss fails the test. Before the deposits are filed there is nothing to confirm.
 */
export async function confirmMicroDepositTest(
  db: Database,
  key: Buffer,
  businessId: string,
  typed: readonly string[],
  payment: Omit<CreatePaymentInput, 'businessId' | 'kind' | 'amount' | 'idempotencyKey' | 'prenote'>,
  now: Date,
): Promise<void> {
  const open = await openMicroDepositTest(db, businessId);
  if (!open) throw validationError(Messages.paymentTestNoDeposits, {});
  if (!open.achFileId) throw validationError(Messages.paymentTestDepositsNotSent, {});
  const cents = typed.map((t) => parseDollars(t ?? ''));
  const fieldErrors: Record<string, string> = {};
  cents.forEach((c, i) => {
    if (c === null || c < 1 || c > 99) fieldErrors[i === 0 ? 'firstAmount' : 'secondAmount'] = `Enter an amount from ${formatCents(1)} to ${formatCents(99)}`;
  });
  if (Object.keys(fieldErrors).length) throw validationError(Messages.formIncorrect, fieldErrors);
  const sent = JSON.parse(decryptSecret(open.amountsEncrypted!, key)) as number[];
  if (microDepositsMatch(sent, cents as number[])) {
    // Conditional on the check still being open: a second confirmation (or a race) finds nothing to confirm.
    const [done] = await db
      .update(accountValidations)
      .set({ status: 'validated', decidedAt: now, updatedAt: now })
      .where(and(eq(accountValidations.id, open.id), eq(accountValidations.status, 'sent')))
      .returning({ id: accountValidations.id });
    if (!done) throw validationError(Messages.paymentTestNoDeposits, {});
    const row = await createPayment(db, key, { ...payment, businessId, kind: 'test', amount: 0, prenote: true, idempotencyKey: `micro-deposits:${open.id}`, skipApproval: true }, now);
    // The proof is the owner's match, not an entry: the record goes straight to success and is never filed.
    await db.transaction(async (tx) => {
      await transition(tx, row.id, ['scheduled'], 'success', now, { description: Messages.paymentTestDepositsConfirmed, code: 'microDepositsConfirmed' }, { paymentProcessStatus: 'success', paymentBankStatus: 'settled' });
      await tx.update(jobs).set({ status: 'done', finishedAt: now }).where(and(eq(jobs.paymentId, row.id), eq(jobs.kind, SUBMIT_JOB)));
    });
    return;
  }
  const [counted] = await db
    .update(accountValidations)
    .set({ attempts: sql`${accountValidations.attempts} + 1`, updatedAt: now })
    .where(and(eq(accountValidations.id, open.id), eq(accountValidations.status, 'sent')))
    .returning({ attempts: accountValidations.attempts });
  if (!counted) throw validationError(Messages.paymentTestNoDeposits, {});
  if (counted.attempts >= MICRO_DEPOSIT_MAX_ATTEMPTS) {
    await db.update(accountValidations).set({ status: 'failed', failureReason: Messages.paymentTestDepositsFailed, decidedAt: now, updatedAt: now }).where(eq(accountValidations.id, open.id));
    throw validationError(Messages.paymentTestDepositsFailed, {});
  }
  throw validationError(Messages.microDepositsMismatch(MICRO_DEPOSIT_MAX_ATTEMPTS - counted.attempts), {});
}
