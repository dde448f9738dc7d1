/**
 * The admin console: the bank network, processing by hand, financial institutions and integrations, the Errors
 * page, an ACH file's way to the bank.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { SUPPORT_NAME } from '../product';

export const AdminMessages = {
  // Admin console and the bank network.
  userDisabledByPaymentIssue: `Your account is disabled because of a payment issue. Please contact ${SUPPORT_NAME}.`,
  dotNumberFormat: 'DOT number must be 1 to 8 digits',
  tooManyRoutingNumbers: 'At most 50 routing numbers',
  routingNumberTaken: (routingNumber: string, bank: string) => `Routing number ${routingNumber} already belongs to ${bank}`,
  bankCreated: 'Bank created successfully',
  bankUpdated: 'Bank updated successfully',
  businessUsersDisabled: (name: string) => `The users of ${name} are disabled for a payment issue and were signed out.`,
  businessUsersEnabled: (name: string) => `The users of ${name} are enabled again.`,
  businessesEmpty: 'No businesses match these filters.',
  leadsEmpty: 'No leads match these filters.',
  banksEmpty: 'No banks yet.',
  // Running the processing cycle by hand (local, dev and demo only, decision 086).
  processingHeading: 'Payment processing',
  processingIntro: 'Payments are processed every minute. Run a cycle now to move due payments without waiting, or as of a later time to see what the bank will do with them then.',
  processingAsOfLabel: (timeZone: string) => `As of (${timeZone})`,
  processingAsOfHelp: 'Leave empty to run as of now.',
  processingRun: 'Run processing now',
  processingAsOfInvalid: 'Enter the date and time to run processing as of.',
  processingRan: (asOf: string, r: { succeeded: number; failed: number; filedPayments: number; achFiles: number; awaitingConfirmation: number; retried: number }) =>
    `Processing ran as of ${asOf}: ${r.succeeded} paid, ${r.failed} failed or returned, ${r.filedPayments} filed in ${r.achFiles} ACH ${r.achFiles === 1 ? 'file' : 'files'}, ${r.awaitingConfirmation} awaiting the bank's confirmation, ${r.retried} to be retried.`,
  bankUsersEmpty: 'No bank users yet.',
  // Financial institutions and integrations.
  financialInstitutionCreated: 'Financial Institution created successfully',
  financialInstitutionUpdated: 'Financial Institution updated successfully',
  financialInstitutionsEmpty: 'No financial institutions match this search.',
  financialInstitutionRoutingTaken: 'A financial institution with this routing number already exists.',
  activationDateFormat: 'Use a date as MM/DD/YYYY or YYYY-MM-DD',
  fieldTooLong: (max: number) => `Must be at most ${max} characters`,
  institutionsImported: (created: number, updated: number) => `Successfully uploaded: ${created} financial institution${created === 1 ? '' : 's'} added, ${updated} updated.`,
  institutionImportRefused: 'Nothing was imported: correct these lines and upload the file again.',
  institutionImportNoFile: 'Choose a CSV file to upload.',
  institutionImportTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB.`,
  institutionImportEmpty: 'The file has no institutions.',
  institutionImportHeader: (missing: string) => `The header row must name the column ${missing} (the Federal Reserve participant list's layout).`,
  institutionImportDuplicate: (line: number) => `This routing number is already on line ${line}.`,
  institutionImportTooManyRows: (max: number) => `A file may hold at most ${max} institutions.`,
  institutionImportColumns: 'This row does not have the header row’s number of columns.',
  institutionImportUnreadable: 'The file is not a readable CSV file.',
  accountingSystemActivated: (name: string) => `${name} is active: businesses can connect it.`,
  accountingSystemDeactivated: (name: string) => `${name} is inactive: businesses no longer see it.`,
  accountingSystemInactive: 'This accounting system is not available.',
  crmConnected: (name: string) => `${name} is connected.`,
  crmDisconnected: (name: string) => `${name} is disconnected.`,
  accountingSystemContactSent: 'Thank you! We received your request and will contact you about your accounting system.',
  accountingSystemContactsEmpty: 'No requests yet.',
  // The admin's Errors page.
  failuresEmpty: 'Nothing went wrong that matches these filters.',
  failuresResolvedEmpty: 'No resolved errors match these filters.',
  failureRetried: 'Retry queued: the job runs again on its next round.',
  failureAlreadyRetried: 'This was already retried; nothing more was queued.',
  failureResolved: 'Marked resolved.',
  openErrorsHeading: 'Open errors',
} as const;

/** An ACH file's way to the bank, as the administrator's file list says it. */
export const achDeliveryLabel = {
  byHand: 'No channel: downloaded and sent by hand',
  delivered: (at: string) => `Delivered ${at}`,
  canceled: (reason: string) => `Canceled (${reason.replace(/^Canceled by the administrator: /, '')})`,
  notDelivered: (error: string | null, next: string | null) => ['Not delivered to the bank', error, next ? `tried again ${next}` : null].filter(Boolean).join(': '),
  channelSending: (at: string) => `Files are sent (last delivered ${at})`,
  channelNoDeliveryYet: 'On, but no file has been delivered yet',
} as const;
