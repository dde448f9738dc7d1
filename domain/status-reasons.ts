/**
 * ISO 20022 status reason codes (ExternalStatusReason1Code) that the U.S. instant networks use in rejections and
 * returns, with their meaning (the ISO external code list's names). A file of its own: instant-payments.ts re-exports
 * it, and ach-returns.ts reads it for a return sent with such a code, so a list's return words come without the
 * instant rail's rules (decision 147).
 */
export const STATUS_REASONS: Record<string, string> = {
  AC02: 'Invalid debtor account number',
  AC03: 'Invalid creditor account number',
  AC04: 'Closed account number',
  AC06: 'Blocked account',
  AC07: 'Closed creditor account number',
  AC14: 'Invalid creditor account type',
  AG01: 'Transaction forbidden',
  AG03: 'Transaction type not supported',
  AM02: 'Amount exceeds the allowed maximum',
  AM04: 'Insufficient funds',
  AM09: 'Wrong amount',
  BE04: 'Missing creditor address',
  CUST: 'Requested by customer',
  DUPL: 'Duplicate payment',
  DS24: 'Waiting time expired',
  FF02: 'Syntax error',
  FF08: 'Invalid end-to-end identification',
  FOCR: 'Returned after the business recalled it',
  FRAD: 'Fraudulent origin',
  MD07: 'End customer deceased',
  MS02: 'Not specified reason, customer generated',
  MS03: 'Not specified reason, agent generated',
  NARR: 'Narrative',
  NOAT: 'Receiving bank does not support the transaction',
  RC01: 'Bank identifier incorrect',
  RC04: 'Invalid creditor bank identifier',
  TM01: 'Invalid cut off time',
  UPAY: 'Undue payment',
  '9909': 'Central switch is not available',
  '9910': 'Receiving participant is not available',
  '9912': 'Receiving participant did not answer in time',
};

export function reasonLabel(code: string): string {
  return STATUS_REASONS[code] ?? 'Rejected';
}
