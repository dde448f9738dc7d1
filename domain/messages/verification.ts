/**
 * Verification codes, a text message the SMS provider refused, and password reset.
 * The spec's words, word for word; one topic of `Messages` (domain/messages.ts, decision 147).
 */
import { SUPPORT_NAME } from '../product';

export const VerificationMessages = {
  // Verification codes (spec §2 'Verification screens', §4, §8).
  verifyAccountTitle: 'Verify your Account',
  setupMfaDialogTitle: 'MFA to get an access to Setup Pages',
  setupMfaScreenTitle: 'You need to double authenticate',
  rememberMe: 'Remember me for 30 days',
  codeExpired: 'Code is expired. Resend code.',
  codeSent: 'Verification code was sent',
  setupAccessGranted: 'You have an access to Setup Pages for 1 hour',
  /** The services' refusal of a gated change until a fresh setup code is confirmed (the web then opens the verification). */
  setupVerificationRequired: 'Setup verification required',
  codeFormat: 'The code must be 6 digits',
  wrongCode: (triesLeft: number) =>
    `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  codeUsedUp: 'This code can no longer be used. Resend code.',
  tooManyCodesSent: (minutes: number) =>
    `Too many codes were requested. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  tooManyWrongCodes: (minutes: number) =>
    `Too many wrong codes. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  signInExpired: 'Your sign-in has expired. Please sign in again.',
  noMfaContact: 'Add a phone number to your profile before choosing it for codes.',
  // A text message the SMS provider refused (decision 065): what happened and what to do next.
  smsNumberUnusable: (last4: string) =>
    `We could not text the code to the phone number ending in ${last4}: it cannot receive text messages. Check the number in your profile or choose e-mail for your codes; if you cannot sign in, contact ${SUPPORT_NAME}.`,
  smsOptedOut: (last4: string) =>
    `The phone number ending in ${last4} has turned off our text messages (it replied STOP). Reply START to one of our earlier texts, then resend the code, or choose e-mail for your codes; if you cannot sign in, contact ${SUPPORT_NAME}.`,
  smsRateLimited: 'Too many text messages are being sent right now, so the code was not sent. Wait a minute, then resend the code.',
  smsUnavailable: `The text message service did not take the code, so it was not sent. Wait a minute, then resend the code; if it happens again, contact ${SUPPORT_NAME}.`,
  /** A text Twilio accepted but the carrier did not deliver (Twilio's 30003–30008, by its status callback). */
  smsNotDelivered: (code: number, last4: string) => {
    const why: Record<number, string> = {
      30003: `the phone ending in ${last4} could not be reached (it may be off or out of signal). Turn it on or move to where it has signal, then resend the code`,
      30004: `the text to the phone number ending in ${last4} was blocked by the phone or its carrier. Allow texts from us, then resend the code, or choose e-mail for your codes`,
      30005: `the phone number ending in ${last4} is not known to its carrier (it may be out of service). Check the number in your profile or choose e-mail for your codes`,
      30006: `the phone number ending in ${last4} cannot receive text messages (it may be a landline). Check the number in your profile or choose e-mail for your codes`,
      30007: `the carrier of the phone number ending in ${last4} filtered the text out. Resend the code, or choose e-mail for your codes`,
      30008: `the carrier of the phone number ending in ${last4} could not deliver the text. Wait a minute, then resend the code`,
    };
    return `The text with your code did not arrive: ${why[code] ?? why[30008]}; if you cannot sign in, contact ${SUPPORT_NAME}.`;
  },
  mfaTurnedOn: 'Multi-factor authentication is on.',
  mfaTurnedOff: 'Multi-factor authentication is off.',
  // Password reset.
  resetRequested: 'If an account exists for this email, we have sent it a link to reset the password. The link works once, for 1 hour.',
  resetLinkInvalid: 'This password reset link is invalid, already used or expired. Please ask for a new one.',
  passwordReset: 'Your password was reset. Please sign in with the new password.',
  tooManyResetRequests: 'Too many reset requests. Please try again later.',
} as const;
