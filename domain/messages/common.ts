/**
 * The texts most pages share: field checks, form outcomes, sign-in, service outages, the error pages and the
 * settings pages' confirmations.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { SUPPORT_NAME } from '../product';

export const CommonMessages = {
  // Field checks, form outcomes, sign-in, service outages and the settings pages' confirmations.
  required: 'Required',
  invalidEmail: 'Please enter a valid email',
  routingNumberLength: 'Routing Number must contain 9 characters',
  routingNumberChecksum: 'Routing Number is not valid: please check the digits',
  latinOnly: 'The value should contain only Latin letters and numbers',
  newPasswordRules:
    'Passwords must have at least 8 characters, include at least one number and both a lower and upper case letter',
  passwordsMustMatch: 'Passwords must match',
  newPasswordSameAsOld: 'New password must differ from the old one',
  loginPasswordMin: 'Password must contain at least 6 characters',
  nameTooLong: 'Must be less than 100 characters',
  tinFormat: 'TIN/EIN must be 9 digits: ###-##-####, ##-####### or #########',
  duplicateEmail: 'There is an account in the system with this email.',
  duplicatePhone: 'There is an account in the system with this phone number.',
  mfaPhoneInUse: 'This phone number already receives the sign-in codes of another account. Choose codes by e-mail, or a phone number only you use.',
  duplicateName: 'This name already exists.',
  duplicateBusinessName: 'There is a business in the system with this name.',
  businessNotConnected: 'Business is not connected.',
  formRequired: 'Please fill in all the required fields.',
  formIncorrect: 'Please fill the form correctly.',
  somethingWentWrong: 'Something went wrong.',
  unknownError: 'Unknown error',
  somethingWentWrongContact: `Something went wrong. Please contact ${SUPPORT_NAME} if you receive this error message again`,
  contactSupport: `Please contact ${SUPPORT_NAME} if you receive this error message again`,
  paymentFailed: 'Payment Failed! See Transactions - Failed for more details',
  uploadFailed: 'Upload failed. Please try again',
  invalidInvitation: 'Invalid connection invitation value',
  customerInvitationNotFound: 'Customer invitation is not found',
  subscriptionNotStarted: `Something went wrong! Your subscription has not been started. Please contact ${SUPPORT_NAME}.`,
  refreshTokenExpired: 'Refresh token expired',
  notificationsOnLabel: 'Notifications: on (turn off)',
  notificationsOffLabel: 'Notifications: off (turn on)',
  notificationsSwitchedOn: 'Notifications are on',
  invalidCredentials: 'Incorrect email or password',
  userDisabled: 'Your account is disabled',
  tooManySignInAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  serverUnavailable: 'Server is not available',
  reportsUnavailable: 'Reports service is not available',
  coreAndReportsUnavailable: 'Core and reports services are not available',
  notFound: 'This page could not be found',
  /** Spec §8: the status line of a 404 answer. */
  notFoundStatus: 'Error 404 Not Found',
  backHome: 'Back to the home page',
  settingsUpdated: 'Settings was updated successfully.',
} as const;
