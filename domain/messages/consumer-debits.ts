/**
 * Consumer debits as NACHA's rules for WEB debits expect (decision 052), and their wait for the account check.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const ConsumerDebitMessages = {
  // Consumer debits as NACHA's rules for WEB debits expect (decision 052).
  debitAuthorizationTitle: 'Debit authorization',
  acceptDebitAuthorization: 'I have read and accept this debit authorization',
  debitAuthorizationRequired: 'Please accept the debit authorization to register.',
  initialPaymentFixed: (amount: string) => `The initial payment is set by the business: ${amount}. It cannot be changed here.`,
  consumerDailyLimitBelowDebit: "The daily limit can't be lower than the limit for one debit.",
  initialPaymentNeedsInvitation: 'An initial payment is only taken from a consumer invited by the business.',
  consumerNotAuthorized: 'This consumer has not accepted a debit authorization, so you cannot collect from them. Invite them to register and accept one.',
  accountNotValidated: (reason: string) => `The consumer's bank account could not be validated: ${reason}`,
  debitAuthorizationRevoked: 'The consumer revoked the debit authorization, so this debit was not sent to the bank.',
  /** A consumer debit's wait in Collections › Upcoming (decision 052): a prenote's day, or what the consumer must do. */
  awaitingAccountCheckUntil: (day: string) => `Waiting for the account check until ${day}`,
  awaitingAccountCheckToStart: 'Waiting for the account check: it starts with the next processing run and takes three banking days',
  awaitingMicroDeposits: 'Waiting for the consumer to confirm the two small deposits in their bank account',
} as const;
