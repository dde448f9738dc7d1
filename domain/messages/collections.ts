/**
 * Instant collections, and a collection asked of the payer's bank by request for payment.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const CollectionMessages = {
  // Instant collections.
  consumerNotFound: 'This consumer is not one of your consumers.',
  consumerNotEnabled: 'This consumer has not finished enabling instant collections yet, so you cannot collect from them. They are listed under Instant Collections › Pending until they do.',
  consumerNoBankAccount: 'This consumer has no bank account on file yet, so you cannot collect from them.',
  customerNoBankAccount: 'This customer business has not added a bank account yet, so you cannot collect from it.',
  collectReferenceFormat: 'Use only Latin letters, numbers and hyphens',
  selectPayers: 'Select at least one consumer or customer to collect from.',
  tooManyPayers: (max: number) => `Collect from at most ${max} payers at once.`,
  collectOnePayer: 'Each collection needs exactly one payer: a consumer or a customer business.',
  collectPhoneForConsumers: 'A phone number is only taken for a consumer.',
  // An instant collection asked of the payer's bank by request for payment (decisions 108, 114): what the business
  // reads on the payment while it waits, and, when the payer's bank refuses it or it lapses, why and what to do next.
  requestWaitingForBank: (until: string) => `Request for payment sent to the payer’s bank: waiting for the bank to show it to the payer, who can pay it until ${until}.`,
  requestWaitingForPayer: (until: string) => `Request for payment shown to the payer: waiting for the payer to pay it, until ${until}.`,
  requestPaidByPayer: 'The payer paid the request for payment.',
  requestRefusedReason: (code: string, reason: string) => `Request refused by the payer’s bank: ${code} ${reason}`,
  requestExpiredReason: 'Request expired: the payer did not pay it in time',
  requestRefusedNextStep: 'Nothing was taken from the payer. Ask the payer why the request was declined; when they agree, collect again and a new request goes to their bank.',
  requestExpiredNextStep: (expired: string) =>
    `Nothing was taken from the payer: the request lapsed on ${expired}. Remind the payer, then collect again and a new request goes to their bank.`,
  debitAuthorizationRevokedNow: 'The debit authorization is revoked: nothing more is taken from this consumer.',
  revokeDebitAuthorization: 'Revoke debit authorization',
  confirmRevokeDebitAuthorization: (name: string) =>
    `Revoke ${name}'s debit authorization? Record this when the consumer asks you to stop: from now on no collection from them is accepted, and debits not yet sent to the bank fail.`,
  debitsRevoked: 'Debits revoked',
  collectBlockedNoAuthorization:
    'Cannot collect: this consumer has not accepted a debit authorization. Invite them to Instant Collections below; they accept one when they register.',
  collectBlockedNoBankAccount: 'Cannot collect: this consumer has no bank account on file. Invite them to Instant Collections below to register one.',
  collectBlockedAccountCheck: (reason: string) =>
    `Cannot collect: this consumer's bank account failed its check${reason ? ` (${reason})` : ''}. Invite them again below to register a working account.`,
  awaitingAccountValidation: "Waiting for the consumer's bank account to be validated before it is sent to the bank",
  consumerDebitOverLimit: (limit: string) => `This collection is above the business's limit of ${limit} for one consumer debit.`,
  consumerDebitOverDailyLimit: (limit: string) => `This collection would take more than the business's limit of ${limit} from this consumer in one day.`,
  prenoteReturned: (code: string, reason: string) => `the bank returned the account check (prenote) with ${code} ${reason}`,
  microDepositsReturned: (code: string, reason: string) => `the bank returned the two small deposits with ${code} ${reason}`,
  accountCheckWaitsForRail: "The account check waits: the business has no rail yet, so no bank can receive its prenote or small deposits; an administrator assigns one on the business's admin page",
  accountCheckWaitsForUsBank:
    "The account check waits: U.S. Bank's API, as Payloft reads its documentation, offers no prenote or small deposits, and the business has no originating account whose ACH files could carry them; an administrator can put the business on an originating account's files to check the account",
  accountCheckWaitsForSandbox: 'The account check waits: the sandbox bank answers only in local, dev and demo, and no real bank has received this prenote or these small deposits',
  accountCheckNotFiled: (reason: string) => `the account check could not be written into the ACH file (${reason})`,
  accountCheckCorrected: (code: string) => `The bank corrected the consumer's bank account (notification of change ${code}) in answer to its account check`,
  microDepositsWrong: 'the amounts of the two small deposits were entered wrongly too many times',
  accountCheckNote: (method: 'prenote' | 'microDeposits') =>
    method === 'microDeposits'
      ? 'Nothing is taken before you confirm the two small deposits we send to your bank account: look for our e-mail with the link.'
      : 'Nothing is taken before your bank confirms the account, in about three banking days.',
  microDepositsTitle: 'Confirm your bank account',
  microDepositsIntro: (business: string, last4: string) =>
    `${business} sent two small deposits of less than $1.00 to your bank account ending in ${last4}. Enter the two amounts as they appear on your statement.`,
  microDepositAmount: (n: number) => `Deposit ${n} (USD)`,
  microDepositsConfirmed: 'Thank you: your bank account is confirmed.',
  microDepositsMismatch: (left: number) => `These amounts do not match the deposits. ${left} ${left === 1 ? 'try is' : 'tries are'} left.`,
  microDepositsLinkInvalid: 'This confirmation link is not valid or was already used.',
  microDepositsEmailSubject: (business: string) => `Confirm your bank account for ${business}`,
  confirmCollect: (count: number, total: string) =>
    `Collect ${total} in total from ${count} ${count === 1 ? 'payer' : 'payers'}? The debit goes to ${count === 1 ? 'their bank' : 'each bank'} on the next processing date; the money is yours once the bank settles, and each payer gets an e-mail receipt.`,
  collectionsRequested: (count: number) =>
    `${count} ${count === 1 ? 'collection was' : 'collections were'} requested. ${count === 1 ? 'It waits' : 'They wait'} in Collections › Upcoming until the bank settles, then ${count === 1 ? 'appears' : 'appear'} in Collections › Completed, or in Collections › Failed with the reason.`,
} as const;
