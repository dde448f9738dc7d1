/**
 * What a save that is not a page of settings did (decision 087).
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
export const SaveMessages = {
  // Saves that are not a page of settings say what they did (decision 087).
  /** /pa/subscription: a business of a paid plan with no invoice yet (its first is billed from its go-live date). */
  notBilledYet: 'Not billed yet',
  serviceLevelChosen: (name: string) => `Your service level is now ${name}. Its products are yours from today; invoices follow its terms.`,
  termsAccepted: 'You accepted the terms of service and the legal terms.',
  /** The Bank Account step: the owner's authorization of the subscription's ACH debits (domain/subscription-debits.ts). */
  subscriptionAuthorizationTitle: 'Subscription debit authorization',
  subscriptionAuthorizationIntro: 'Your subscription is paid by ACH debit of this account, the first when registration is complete. Nothing is debited without this authorization:',
  subscriptionAuthorizationCheckbox: 'I accept this authorization',
  subscriptionAuthorizationAccept: 'Accept authorization',
  subscriptionAuthorizationAccepted: 'You authorized the subscription’s debits of this account.',
  subscriptionAuthorizationRequired: 'Tick "I accept this authorization" to accept it.',
  subscriptionAuthorizationOwnerOnly: 'Only the business’s owner can accept the authorization of the subscription’s debits.',
  subscriptionAuthorizationUnavailable: 'Choose a service level and add the business’s bank account first: the authorization names both.',
  goLiveDateSaved: (date: string) => `Your go-live date is now ${date}.`,
  holidayScheduleCreated: 'Holiday Schedule created successfully',
  holidayScheduleUpdated: 'Holiday Schedule updated successfully',
  holidayScheduleDeleted: 'Holiday Schedule deleted successfully',
  processingTimeRuleCreated: 'Processing time rule created successfully',
  processingTimeRuleUpdated: 'Processing time rule updated successfully',
  processingTimeRuleDeleted: 'Processing time rule deleted successfully',
  passwordChanged: 'Password was changed successfully.',
  wrongCurrentPassword: 'Current password is incorrect',
} as const;
