/**
 * Field checks, form outcomes, sign-in and the settings pages' confirmations.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { SUPPORT_NAME } from '../product';

export const FormMessages = {
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
  paymentFailed: 'Payment Failed! See Transactions - Failed for more details',
  uploadFailed: 'Upload failed. Please try again',
  invalidInvitation: 'Invalid connection invitation value',
  customerInvitationNotFound: 'Customer invitation is not found',
  subscriptionNotStarted: `Something went wrong! Your subscription has not been started. Please contact ${SUPPORT_NAME}.`,
  refreshTokenExpired: 'Refresh token expired',
  invalidCredentials: 'Incorrect email or password',
  userDisabled: 'Your account is disabled',
  tooManySignInAttempts: (minutes: number) =>
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  settingsUpdated: 'Settings was updated successfully.',
} as const;
