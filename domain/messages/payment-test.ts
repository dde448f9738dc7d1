/**
 * Registration's Payment Test on a bank that takes ACH files (decision 070).
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const PaymentTestMessages = {
  // Registration's Payment Test on a bank that takes ACH files (decision 070).
  paymentTestPrenoteIntro:
    'Your bank takes ACH files, so the Payment Test sends a zero-dollar test entry (a prenote) to your bank account. No money moves. If your bank does not return it within three banking days of its settlement, your account is proven and this step is complete.',
  paymentTestSettlesAtOnceIntro: 'Send a $1.00 test payment to your own bank account to check that everything is in place.',
  paymentTestPrenoteSent: 'Test entry sent. Your bank has until the date shown to return it.',
  paymentTestWaiting: (last4: string, date: string) => `Waiting for your bank: a zero-dollar test entry to your account ending ${last4} passes on ${date} if your bank does not return it before then.`,
  paymentTestAlreadyWaiting: 'A test entry is already waiting for your bank’s answer; send another only if it fails.',
  paymentTestMicroDepositsIntro: 'Or prove it with two small deposits of less than $1.00 that we send to your account: you type both amounts here when they arrive.',
  paymentTestDepositsSent: 'Two small deposits are on their way to your bank account.',
  paymentTestDepositsWaiting: (last4: string, date: string) => `Waiting for you: two small deposits to your account ending ${last4} arrive on ${date}. Enter both amounts as they appear on your statement.`,
  paymentTestNoDeposits: 'No small deposits are waiting to be confirmed.',
  paymentTestDepositsNotSent: 'The small deposits have not been sent to your bank yet: enter them once they arrive.',
  paymentTestDepositsConfirmed: 'Both small deposits confirmed: the account is proven.',
  paymentTestDepositsFailed: 'The amounts were entered wrongly too many times: send the test again.',
  paymentTestCorrected: (correction: string) => `Your bank corrected your account details (${correction}). Update the business bank account, then send the test again.`,
} as const;
