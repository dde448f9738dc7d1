/**
 * Accounting connectors and Manage Payees (decision 031).
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const AccountingMessages = {
  // Accounting connectors and Manage Payees (decision 031).
  accountingConnected: (system: string) => `${system} connected. Its vendors are under Manage Payees.`,
  accountingConnectDenied: 'The connection was canceled in the accounting system.',
  accountingConnectFailed: 'The accounting system did not accept the connection. Please try again.',
  accountingConnectExpired: 'The connection request expired or belongs to another user. Please connect again.',
  accountingConsentRequired: 'Connect this system through its own sign-in page.',
  accountingSystemNotConnected: 'This accounting system is not connected.',
  accountingSystemUnreachable: 'The accounting system did not answer. Please try again later.',
  payeeDisabled: 'This payee is disabled. Enable it under Manage Payees to pay it.',
  billsNoneSelected: 'Select at least one bill.',
  billsEmpty: 'No open bills for the enabled payees of this system.',
  billsSkipped: (n: number) => (n === 1 ? '1 bill was not paid: already paid, no longer open, or its payee has no bank account.' : `${n} bills were not paid: already paid, no longer open, or their payee has no bank account.`),
  payeesNoneSelected: 'Select at least one payee.',
  payeesEnabled: (n: number) => (n === 1 ? '1 payee enabled.' : `${n} payees enabled.`),
  payeesDisabled: (n: number) => (n === 1 ? '1 payee disabled.' : `${n} payees disabled.`),
  payeesSynced: (created: number, updated: number) => `Vendors synced: ${created} new, ${updated} updated.`,
  payeesEmptyEnabled: 'No enabled payees. Enable vendors on the Disabled tab to pay them.',
  payeesEmptyDisabled: 'No disabled payees.',
  payeesEmptyPending: 'No invitations waiting for acceptance.',
  payeesNoBankAccount: 'No bank account yet',
  payeesInviteIntro: 'Send a vendor a link to register and enter their own bank details.',
} as const;
