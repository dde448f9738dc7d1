/** The rules of a consumer debit (NACHA WEB): the authorization text the consumer accepts, the limits, account validation. */
import { z } from 'zod';
import { Messages } from './messages';
import { standardEffectiveDate } from './same-day-ach';
import { dollarAmountField } from './payment-forms';

/** Bumped whenever the wording below changes: each stored authorization names the version it was shown. */
export const DEBIT_AUTHORIZATION_VERSION = 'consumer-debit-v1';

export const ACCOUNT_VALIDATION_METHODS = ['prenote', 'microDeposits'] as const;
export type AccountValidationMethod = (typeof ACCOUNT_VALIDATION_METHODS)[number];
export const DEFAULT_ACCOUNT_VALIDATION: AccountValidationMethod = 'prenote';
export const isAccountValidationMethod = (v: unknown): v is AccountValidationMethod => ACCOUNT_VALIDATION_METHODS.includes(v as AccountValidationMethod);

export const ACCOUNT_VALIDATION_STATUSES = ['pending', 'sent', 'validated', 'failed'] as const;
export type AccountValidationStatus = (typeof ACCOUNT_VALIDATION_STATUSES)[number];

/** A business's limits on a consumer debit, in cents, unless it sets its own. */
export const CONSUMER_DEBIT_LIMIT_DEFAULTS = { perDebit: 2_500_00, perConsumerPerDay: 5_000_00 } as const;

/** NACHA: a live entry may follow its prenote once three banking days pass without a return. */
export const PRENOTE_WAIT_BANKING_DAYS = 3;
/** What the account check's dates need of a banking calendar (domain/calendar.ts's BankingCalendar). */
interface BankingDays {
  addBankingDays(iso: string, count: number): string;
}

/**
 * The effective date of an account check's entries in an ACH file written on `fileDate` (decision 055): the next
 * banking day, the earliest a file sent that day can settle without being Same Day (domain/same-day-ach.ts).
 */
export function accountCheckEffectiveDate(fileDate: string, calendar: BankingDays): string {
  return standardEffectiveDate(fileDate, calendar);
}

/** A prenote effective on `effectiveDate` validates the account when PRENOTE_WAIT_BANKING_DAYS banking days pass without a return. */
export function prenoteValidatesAt(effectiveDate: string, calendar: BankingDays): Date {
  return new Date(`${calendar.addBankingDays(effectiveDate, PRENOTE_WAIT_BANKING_DAYS)}T00:00:00Z`);
}

/** Micro-deposits: wrong tries before the check fails, and how long the e-mailed link works. */
export const MICRO_DEPOSIT_MAX_ATTEMPTS = 3;
export const MICRO_DEPOSIT_LINK_TTL_DAYS = 14;

export interface DebitAuthorizationTerms {
  businessName: string;
  /** The business's contact for revoking (its e-mail, or its name when it has none). */
  businessContact: string;
  /** Formatted, e.g. "$25.00"; null when there is no initial payment. */
  amount: string | null;
  /** The date of the first debit, formatted. */
  date: string;
  /** Last four digits of the account, or null before the consumer typed it (the page then says where it comes from). */
  accountLast4: string | null;
  perDebitLimit: string;
  perDayLimit: string;
}

/** The account as the authorization names it. */
export function authorizedAccount(last4: string | null): string {
  return last4 ? `my bank account ending in ${last4}` : 'the bank account whose number I entered above';
}

/** The exact words the consumer accepts; stored with DEBIT_AUTHORIZATION_VERSION and its SHA-256. */
export function debitAuthorizationText(t: DebitAuthorizationTerms): string {
  return [
    `I authorize ${t.businessName} to debit ${authorizedAccount(t.accountLast4)} by ACH`,
    t.amount ? `for the initial payment of ${t.amount} on or after ${t.date}, and for later payments I owe ${t.businessName},` : `from ${t.date} for payments I owe ${t.businessName},`,
    `each no more than ${t.perDebitLimit} and no more than ${t.perDayLimit} in one day.`,
    `I can revoke this authorization at any time by telling ${t.businessName} at ${t.businessContact};`,
    'a debit already sent to my bank before I revoke it is not stopped.',
  ].join(' ');
}

/** Do the two amounts the consumer typed match the two micro-deposits, in any order? */
export function microDepositsMatch(sent: readonly number[], typed: readonly number[]): boolean {
  if (sent.length !== 2 || typed.length !== 2) return false;
  const [a, b] = [...sent].sort((x, y) => x - y);
  const [c, d] = [...typed].sort((x, y) => x - y);
  return a === c && b === d;
}

/** A business's consumer-debit settings form (/instant-collections/debit-settings); the API checks the same again. */
export const consumerDebitSettingsSchema = z
  .object({
    perDebitLimit: dollarAmountField,
    perConsumerPerDayLimit: dollarAmountField,
    accountValidation: z.enum(ACCOUNT_VALIDATION_METHODS, { errorMap: () => ({ message: Messages.required }) }),
  })
  .superRefine((v, ctx) => {
    if (v.perConsumerPerDayLimit < v.perDebitLimit) ctx.addIssue({ code: 'custom', path: ['perConsumerPerDayLimit'], message: Messages.consumerDailyLimitBelowDebit });
  });

export const ACCOUNT_VALIDATION_LABELS: Record<AccountValidationMethod, string> = {
  prenote: 'Prenote: a zero-dollar check entry; the first debit goes three banking days later if the bank does not return it',
  microDeposits: 'Micro-deposits: two small deposits the consumer confirms on a page linked from an e-mail',
};
