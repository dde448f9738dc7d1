/**
 * Payment forms, and the bank's return / NOC file: its upload, and why an entry was held or not applied.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const PaymentFormMessages = {
  // Payment forms: amounts, dates and input limits; the bank's return / NOC file upload.
  paymentInitiated: 'Payment initiated',
  /** The spec's words, then what actually happened and what happens next: waiting for approval, or scheduled. */
  paymentInitiatedNext: (count: number, awaitingApproval: number) => {
    const them = count === 1 ? 'It' : 'They';
    if (awaitingApproval === count) return `Payment initiated. ${them} ${count === 1 ? 'was' : 'were'} sent for approval: nothing goes to the bank until an approver approves ${count === 1 ? 'it' : 'them'}.`;
    if (awaitingApproval === 0) return `Payment initiated. ${them} ${count === 1 ? 'is' : 'are'} scheduled and ${count === 1 ? 'goes' : 'go'} to the bank on the processing date.`;
    return `Payment initiated. ${awaitingApproval} of ${count} were sent for approval; the others are scheduled and go to the bank on the processing date.`;
  },
  paymentSent: 'Payment was successfully sent!',
  amountFormat: 'Enter an amount in dollars, e.g. 125.50',
  amountPositive: 'The amount must be more than $0.00',
  amountTooLarge: 'The amount must be at most $1,000,000.00',
  /** The business's payment limit (paymentSettings.limit, or the platform maximum), formatted as dollars. */
  amountAboveLimit: (limit: string) => `The amount must be at most ${limit}, the payment limit of this business`,
  /** Any payment or collection of a business that has no rail yet (decision 067). */
  paymentsNotEnabled: 'Payments are not enabled for this business yet: Payloft is setting up its bank connection.',
  /** The administrator's rail assignment. */
  railAssigned: 'Rail saved',
  railNeedsMfa: 'Turn on multi-factor authentication on your profile before you choose a rail',
  fileChannelSaved: 'The file channel was saved.',
  fileChannelNeedsMfa: 'Turn on multi-factor authentication on your profile before you change where ACH files are sent',
  achFileReasonRequired: 'Say why: the reason is kept with the file and shown with its payments.',
  achFileNotActionable: 'Only a file that has not reached the bank and is not being sent right now can be retried or canceled.',
  achFileRetried: 'The file is sent again at the next cycle.',
  achFileCanceled: 'The file was canceled and its payments failed with your reason.',
  railUnknownAccount: 'Choose one of the originating accounts',
  railSandboxNotInProd: 'Only local, dev and demo have the sandbox rail: choose an originating account',
  railBankApiUnavailable: 'This deployment is not connected to that bank\'s API: choose an originating account',
  railBankApiNeedsCredentials: 'The business has not saved its client ID, client secret and company ID for that bank on its Bank Integration page',
  textTooLong: (max: number) => `Must be at most ${max} characters`,
  dateFormat: 'Enter a date as YYYY-MM-DD',
  inputTooLong: (field: string, max: number) => `${field} is too long: at most ${max.toLocaleString('en-US')} characters`,
  inputHasNul: (field: string) => `${field} must not contain a NUL character`,
  instantFormat: (field: string) => `${field} must be a date (YYYY-MM-DD) or an ISO instant with a year from 1900 to 2999`,
  dueDateTooFar: (days: number) => `The due date must be within ${days} days from today`,
  malformedPath: 'The address is malformed: check the characters after each %',
  achReturnFileRequired: 'Choose the return or notification-of-change file the bank sent',
  achReturnFileEmpty: 'The file is empty',
  achReturnFileAccountRequired: 'Choose the originating account whose bank sent the file',
  achReturnUploadNeedsMfa: 'Turn on multi-factor authentication on your profile before you upload bank files, which change payments and payees',
  achReturnFileTooLarge: 'The file is too large: at most 90 KB',
  achReturnFileDuplicate: 'This file was read before; nothing changed',
  achReturnFileRead: (applied: number, unmatched: number, ignored: number) =>
    `File read: ${applied} applied, ${unmatched} unmatched, ${ignored} ignored`,
  achReturnFileInvalid: 'The file is not a valid NACHA file; nothing was applied',
  // Why an entry of the bank's return / NOC file was held for a person or not applied.
  achReturnNoTrace: (trace: string) => `No payment was sent with trace number ${trace}`,
  achReturnDetailsDiffer: (trace: string, fields: readonly string[]) =>
    `The entry sent with trace number ${trace} had another ${fields.join(', ')}: not applied, a person must check it`,
  achReturnAmbiguous: (trace: string, count: number) => `${count} entries sent with trace number ${trace} match its details: not applied, a person must choose`,
  achReturnOtherBank: (trace: string, fileBanks: string, ourBank: string) =>
    `The file comes from ${fileBanks}, but the entry with trace number ${trace} was sent through ${ourBank}: not applied`,
  sandboxRailClosed: 'The payment waits: it is on the sandbox rail, which answers only in local, dev and demo; an administrator assigns the business a real rail',
  achReturnOtherAccount: (trace: string, fileAccount: string, entryAccount: string) =>
    `The file came for the originating account ${fileAccount}, but the entry with trace number ${trace} was sent through ${entryAccount}: not applied`,
  achReturnAlreadyApplied: (code: string) => `${code} was already applied to this payment; not applied again`,
  achNocAccountReplaced: "The receiver's bank account changed after this entry was sent: nothing corrected, a person must check it",
  achNocChangedBy: (code: string) => `The bank (notification of change ${code})`,
  dueDateInPast: 'The due date cannot be in the past',
  phoneFormat: 'Please enter a valid phone number',
  yearFormat: 'Enter a four-digit year',
  accountNumberFormat: 'Account number must be 4 to 17 letters or digits',
  consumerCreated: 'Consumer created successfully',
  vendorWithoutBankAccount: 'The vendor has no bank account yet',
  paymentAlreadySent: 'This payment was already sent.',
  achConfirmationText: (arrival: string) =>
    `Instant payment is not available for this consumer. By confirming, you authorise us to send this payment by ACH to the consumer's bank account; it is expected there on ${arrival}.`,
  /** On Demand's review step, before anything is sent: how the payment goes and when it arrives. */
  onDemandReviewInstant: (arrival: string) =>
    `As an instant payment: it reaches the consumer's bank within seconds. If their bank does not take instant payments, you are asked before it goes by ACH instead (expected on ${arrival}).`,
  onDemandReviewAch: (arrival: string) => `By ACH: it goes to the bank on the next processing run and is expected in the consumer's bank on ${arrival}.`,
  onDemandScheduled: (arrival: string) => `Payment scheduled: it goes by ACH and is expected in the consumer's bank on ${arrival}.`,
} as const;
