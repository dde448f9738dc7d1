/**
 * Vendors added by hand, the vendor manager's bank account and the payout-change hold.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const VendorMessages = {
  // Vendors added by hand, the vendor manager's bank account and the payout-change hold.
  accountNumberDigits: 'Account number must be 4 to 17 digits',
  accountNumbersMismatch: 'Account numbers do not match',
  vendorAdded: (name: string) => `Vendor ${name} was added. You can pay it now.`,
  vendorInvited: (name: string) => `Invitation sent to ${name}: they will enter their own bank details. You can pay them now: the payment waits for their details.`,
  vendorInviteNote: 'We e-mail the vendor a link to enter their own bank details. You can pay them now: the payment waits until they have registered, and is sent then.',
  payeePossibleDuplicate: (name: string) => `Same vendor as ${name}?`,
  billOverdue: 'Overdue',
  payeeLinkAction: (name: string) => `Link to ${name}`,
  payeeLinkedTo: (name: string) => `Linked to ${name}`,
  payeeUnlinkAction: 'Unlink',
  payeeLinkExplained: (name: string, last4: string | null) =>
    `Its bills will be paid to ${name}${last4 ? `'s account ending ${last4}` : ' (which has no bank account yet)'}, and Send Payment offers ${name} only. Payments already made keep their account.`,
  payeeLinkReason: { taxId: 'same tax ID', email: 'same e-mail', name: 'same name' } as Record<string, string>,
  payeeWillLinkTo: (name: string, target: string) => `${name} will be linked to ${target}.`,
  payeeUnlinked: (name: string) => `${name} is no longer linked: it stands on its own again.`,
  payeeLinkRefused: 'This vendor cannot be linked to that one',
  writeBackAccount: (system: string, account: string) => `Bill payments are recorded in ${system} against ${account}.`,
  writeBackAccountMissing: (system: string) => `No ${system} account is chosen for recording bill payments yet: they are recorded once you choose one on the bills page.`,
  payeeLinkTargetWithoutAccount: (target: string) =>
    `${target} has no bank account, so bills linked to it could not be paid. Link the record without a bank account to the one that has it.`,
  payeesLinked: (count: number) => (count === 1 ? '1 payee is now linked: its bills are paid to the vendor it was linked to.' : `${count} payees are now linked: their bills are paid to the vendors they were linked to.`),
  payeesLinkNoneOffered: 'None of the selected payees has a twin to link to.',
  payeesLinkConfirmTitle: 'Link these payees?',
  payeesLinkSkipped: (count: number) => `${count} selected ${count === 1 ? 'payee has' : 'payees have'} no twin to link to and ${count === 1 ? 'stays' : 'stay'} as ${count === 1 ? 'it is' : 'they are'}.`,
  fieldFixed: 'Cannot be changed here',
  payoutAccountChanged: 'Bank account was changed. The businesses that pay you were told by e-mail.',
  vendorCompanyDetailsSaved: 'Company details were saved.',
  payoutChangeHold: 'Held for approval: the vendor changed their bank account since their last approved payment',
  productNotHeld: (product: string) => `The business does not hold the ${product} product`,
  payoutChangeHoldConsumer: 'Held for approval: the customer\'s bank account changed since their last approved payment',
  nocPayoutHold: "Held for approval: the bank corrected the vendor's bank account (notification of change)",
  payoutChangeRedirected: (from: string, to: string) => `Held for approval: the payee's bank account changed from ${from} to ${to}; this payment now goes to the new account`,
  payoutChangeRepointed: (from: string, to: string) => `The payee's bank account changed from ${from} to ${to}; this payment now goes to the new account`,
  payoutFirstAccountHold: (to: string) => `Held for approval: it was approved before the vendor had a bank account; the vendor registered ${to}`,
  payeeLinkHold: (target: string) => `Held for approval: its bills now pay ${target}'s account, since a payee was linked to it`,
  /** An account as a payment's history and its approval name it: its bank and last four digits. */
  accountEnding: (bankName: string | null | undefined, last4: string) => `${bankName ? `${bankName} ` : ''}account ending ${last4}`,
  approvalAccountsChanged: (party: string, from: string, to: string) => `${party}: paid into ${from} until now; this payment goes to ${to}.`,
  approvalPreviousAccount: 'Paid into until now',
  approvalNewAccount: 'Now goes to',
  payoutChangeHoldNotice: 'This payment waits for your approval because the vendor changed their bank account. Check the new account with the vendor before you approve it.',
} as const;
