/**
 * Transaction lists, details and approvals.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const TransactionMessages = {
  // Transaction lists, details and approvals.
  listEmpty: 'No transactions match these filters.',
  listDateInvalid: 'Enter a date as mm/dd/yyyy.',
  listDateFromAfterTo: '"Date from" must be on or before "Date to".',
  listAmountInvalid: 'Enter an amount in dollars, such as 1250.00.',
  listAmountMinAboveMax: '"Amount from" must not be more than "Amount to".',
  listFiltersInvalid: 'Correct the filters to see the list.',
  emptyUpcoming: 'Nothing is scheduled. Payments you send wait here until the bank has them.',
  emptyForApproval: 'No payments are waiting for approval.',
  emptyCompleted: 'No payments have been paid yet. A payment shows here once the bank settles it.',
  emptyIncoming: 'Nothing is on its way yet. A payment to you shows here once its payer schedules it, until the bank settles it.',
  emptyFailed: 'No payments have failed or been returned.',
  emptyCollectionsUpcoming: 'No collections are on their way. A collection you request waits here until the bank settles it.',
  emptyCollectionsCompleted: 'No collections have been paid yet.',
  emptyCollectionsFailed: 'No collections have failed or been returned.',
  emptySubscriptionPayments: 'No subscription payments yet.',
  emptyTestPayments: 'No test payments yet.',
  emptyOnDemand: 'No on-demand payments here yet.',
  paymentCanceled: 'The payment was canceled.',
  confirmCancelPayment: (amount: string, party: string, due: string) => `Cancel the payment of ${amount} to ${party} due ${due}? It will not be sent.`,
  consumersEmpty: 'No consumers yet.',
  /** The folded list filters' line: how many narrow the list. */
  filtersSummary: (active: number) => (active ? `Filters (${active} active)` : 'Filters'),
  listTotal: (count: number) => `${count} ${count === 1 ? 'record' : 'records'}`,
  selectPayments: 'Select at least one payment.',
  payoutHoldShort: 'Vendor changed bank account',
  confirmRelease: (amount: string, party: string) =>
    `Release the payment of ${amount} to ${party}? It was held because the vendor changed its bank account; released, it goes to the new account when it is due.`,
  paymentsReleased: (count: number) => `${count} ${count === 1 ? 'payment was' : 'payments were'} released and scheduled.`,
  confirmApprove: (count: number, total: string) =>
    `Approve ${count} ${count === 1 ? 'payment' : 'payments'} totalling ${total}? Approved payments are sent at their due date.`,
  confirmReject: (count: number, total: string) =>
    `Reject ${count} ${count === 1 ? 'payment' : 'payments'} totalling ${total}? Rejected payments are canceled and never sent.`,
  paymentsApproved: (count: number) => `${count} ${count === 1 ? 'payment was' : 'payments were'} approved.`,
  paymentsRejected: (count: number) => `${count} ${count === 1 ? 'payment was' : 'payments were'} rejected.`,
  paymentsSkipped: (count: number) => `${count} ${count === 1 ? 'payment was' : 'payments were'} no longer waiting for approval.`,
  paymentNotFound: 'This payment does not exist or you may not see it.',
} as const;
