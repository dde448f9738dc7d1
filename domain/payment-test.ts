/** How registration's Payment Test proves the business's own account on each rail, and when a prenote's answer is due (decision 070). */
import { PRENOTE_WAIT_BANKING_DAYS } from './consumer-debits';
import { standardEffectiveDate } from './same-day-ach';

/**
 * `settlesAtOnce`: the sandbox rail of local, dev and demo pays a dollar and settles it at once. `prenote`: a bank
 * that takes ACH files gets a zero-dollar prenotification entry (code 23/33) and the test passes when its window
 * closes without a return or a notification of change. `bankSettles`: a bank's API rail (decision 071) pays a dollar
 * into the account and the test passes when the bank reports it settled, never before.
 */
export type PaymentTestProof = 'settlesAtOnce' | 'prenote' | 'bankSettles';

/** The proof a business's rail (decision 067) calls for; a business without a rail has none (no payment can be made). */
export function paymentTestProof(rail: 'sandbox' | 'nacha' | 'usBankApi' | null | undefined): PaymentTestProof | null {
  if (rail === 'nacha') return 'prenote';
  if (rail === 'sandbox') return 'settlesAtOnce';
  if (rail === 'usBankApi') return 'bankSettles';
  return null;
}

/** The prenote of a test payment is a zero-dollar entry; a live test payment moves this much. */
export const PRENOTE_TEST_CENTS = 0;

interface BankingDays {
  addBankingDays(iso: string, count: number): string;
}

/**
 * The banking day on which a prenote settled on `settlementDate` has proved the account: NACHA lets live entries
 * follow "as soon as the third banking day following the settlement date" when no return or NOC came.
 */
export function prenoteProvenOn(settlementDate: string, calendar: BankingDays): string {
  return calendar.addBankingDays(settlementDate, PRENOTE_WAIT_BANKING_DAYS);
}

/**
 * Before the prenote is filed, the answer expected for one due on `dueDate`: filed that day, settling the next
 * banking day (a standard entry), then the window.
 */
export function expectedProvenOn(dueDate: string, calendar: BankingDays): string {
  return prenoteProvenOn(standardEffectiveDate(dueDate, calendar), calendar);
}

/** True once the business's own date (yyyy-MM-dd in its zone) has reached the day the window closes. */
export function prenoteWindowClosed(provenOn: string, businessToday: string): boolean {
  return businessToday >= provenOn;
}
