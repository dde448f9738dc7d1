/**
 * ACH returns (addenda type 99) and notifications of change (addenda type 98): the NACHA reason codes in plain
 * English, and what a notification of change corrects. Pure, unit-tested in domain/ach-returns.test.ts.
 */
import { STATUS_REASONS } from './status-reasons';

/** Return reason codes (NACHA Operating Rules, Appendix Four) and their plain-English reasons. */
export const RETURN_REASONS: Record<string, string> = {
  R01: 'Insufficient funds: the account did not have enough money to cover the payment.',
  R02: 'Account closed: the receiver closed this account.',
  R03: 'No account / unable to locate account: the account number does not match any account at the bank.',
  R04: 'Invalid account number: the account number is not in a valid format.',
  R05: 'Unauthorized debit to a consumer account using a corporate SEC code.',
  R06: 'Returned at the request of the originating bank.',
  R07: 'Authorization revoked by the customer.',
  R08: 'Payment stopped: the receiver placed a stop payment on this entry.',
  R09: 'Uncollected funds: the balance is enough but not yet available.',
  R10: 'The customer says the payment was not authorized or the originator is unknown to them.',
  R11: 'The customer says the entry does not follow the terms of the authorization.',
  R12: 'Account sold to another bank.',
  R13: 'Invalid ACH routing number.',
  R14: 'Representative payee deceased or unable to continue in that capacity.',
  R15: 'Beneficiary or account holder deceased.',
  R16: 'Account frozen, or entry returned per OFAC instruction.',
  R17: 'File record edit criteria: the entry has fields the bank could not process.',
  R20: 'Non-transaction account: this account cannot receive ACH entries.',
  R23: 'Credit entry refused by the receiver.',
  R24: 'Duplicate entry.',
  R29: 'The corporate customer says the entry was not authorized.',
  R31: 'Permissible return entry (CCD and CTX only), agreed by the originating bank.',
};

/** Notification-of-change codes and what each corrects. */
export const CHANGE_CODES: Record<string, { reason: string; corrects: ('accountNumber' | 'routingNumber' | 'accountType')[] }> = {
  C01: { reason: 'Incorrect account number', corrects: ['accountNumber'] },
  C02: { reason: 'Incorrect routing number', corrects: ['routingNumber'] },
  C03: { reason: 'Incorrect routing number and account number', corrects: ['routingNumber', 'accountNumber'] },
  C05: { reason: 'Incorrect transaction code (account type)', corrects: ['accountType'] },
  C06: { reason: 'Incorrect account number and transaction code', corrects: ['accountNumber', 'accountType'] },
  C07: { reason: 'Incorrect routing number, account number and transaction code', corrects: ['routingNumber', 'accountNumber', 'accountType'] },
};

/** The plain-English reason of a return code; an unknown code is named as such, never dropped. */
export function returnReason(code: string): string {
  // An instant network's ISO 20022 reason (AC03, AM04, ...) reads as its name (decision 069).
  return RETURN_REASONS[code] ?? (STATUS_REASONS[code] ? `${STATUS_REASONS[code]}.` : `Returned by the bank with code ${code}.`);
}

export interface Correction {
  routingNumber?: string;
  accountNumber?: string;
  accountType?: 'checking' | 'savings';
}

/**
 * Reads the corrected-data field (29 characters) of a notification of change: C01 account number; C02 routing
 * number; C03 routing (1–9), 3 spaces, account (13–29); C05 transaction code; C06 account (1–17), 3 spaces,
 * transaction code (21–22); C07 routing (1–9), account (10–26), transaction code (27–28). Null when unreadable.
 */
export function parseCorrection(code: string, correctedData: string): Correction | null {
  const data = correctedData.padEnd(29, ' ');
  const accountType = (tc: string): 'checking' | 'savings' | undefined => (['22', '27', '23', '28'].includes(tc) ? 'checking' : ['32', '37', '33', '38'].includes(tc) ? 'savings' : undefined);
  const routing = (r: string) => (/^\d{9}$/.test(r) ? r : undefined);
  const account = (a: string) => (/^[A-Za-z0-9]{1,17}$/.test(a.trim()) ? a.trim() : undefined);
  let out: Correction;
  switch (code) {
    case 'C01':
      out = { accountNumber: account(data.slice(0, 17)) };
      break;
    case 'C02':
      out = { routingNumber: routing(data.slice(0, 9)) };
      break;
    case 'C03':
      out = { routingNumber: routing(data.slice(0, 9)), accountNumber: account(data.slice(12, 29)) };
      break;
    case 'C05':
      out = { accountType: accountType(data.slice(0, 2)) };
      break;
    case 'C06':
      out = { accountNumber: account(data.slice(0, 17)), accountType: accountType(data.slice(20, 22)) };
      break;
    case 'C07':
      out = { routingNumber: routing(data.slice(0, 9)), accountNumber: account(data.slice(9, 26)), accountType: accountType(data.slice(26, 28)) };
      break;
    default:
      return null;
  }
  const wanted = CHANGE_CODES[code].corrects;
  return wanted.every((field) => out[field] !== undefined) ? out : null;
}

/** "Account number corrected to ••••6789", for the payment's page (never the full number). */
export function describeCorrection(code: string, correction: Correction): string {
  const parts: string[] = [];
  if (correction.routingNumber) parts.push(`routing number corrected to ${correction.routingNumber}`);
  if (correction.accountNumber) parts.push(`account number corrected to ••••${correction.accountNumber.slice(-4)}`);
  if (correction.accountType) parts.push(`account type corrected to ${correction.accountType}`);
  return `${code} ${CHANGE_CODES[code]?.reason ?? 'Notification of change'}: ${parts.join(', ')}`;
}
