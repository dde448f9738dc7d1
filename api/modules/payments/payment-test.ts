/**
 * Registration's Payment Test on a bank that takes ACH files (decision 070): the test payment is a zero-dollar
 * prenote of the business's own account, and the processing cycle decides it: `success` once the third banking day
 * after its settlement arrives with no return, `error` with the bank's correction when a notification of change came.
 * A return (R03, R04, ...) fails it on the way in, like any payment's (api/modules/ach-returns).
 */
import { formatInTimeZone } from 'date-fns-tz';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { CHANGE_CODES } from '../../../domain/ach-returns';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { expectedProvenOn, paymentTestProof, prenoteProvenOn, prenoteWindowClosed, type PaymentTestProof } from '../../../domain/payment-test';
import type { Database } from '../../db/client';
import { achEntries, businesses, payments, paymentStatusDetails, type PaymentRow } from '../../db/schema';
import { loadCalendar } from './calendar';
import { businessRail } from './rails';
import { transition } from './service';

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
export async function paymentTestStatus(db: Database, businessId: string): Promise<PaymentTestStatus> {
  const rail = await businessRail(db, businessId);
  const proof = paymentTestProof(rail?.rail);
  const open = proof === 'prenote' ? await openPrenoteTest(db, businessId) : null;
  if (!open) return { proof, waiting: false, provenOn: null, accountLast4: null };
  const calendar = await loadCalendar(db, 'USA', 'ACH');
  const [entry] = await db.select({ settlementDate: achEntries.settlementDate }).from(achEntries).where(eq(achEntries.paymentId, open.id));
  const provenOn = entry ? prenoteProvenOn(entry.settlementDate, calendar) : expectedProvenOn(open.dueDate, calendar);
  return { proof, waiting: true, provenOn, accountLast4: open.destinationAccountLast4 };
}
