/** Error codes that the services put in `extensions.code` and the web reacts to (spec §8). */
export const ErrorCodes = {
  tokenExpired: 'tokenExpiredAPIError',
  wrongRefreshToken: 'wrongRefreshTokenAPIError',
  userNotExist: 'userWithIdIsNotExistAPIError',
  userDisabled: 'userIsDisabledAPIError',
  userDisabledByPaymentIssue: 'userIsDisabledByPaymentIssueError',
  requestDuplicated: 'requestIsDuplicatedAPIError',
  unauthenticated: 'unauthenticatedAPIError',
  forbidden: 'forbiddenAPIError',
  invalidCredentials: 'invalidCredentialsAPIError',
  tooManyAttempts: 'tooManyAttemptsAPIError',
  validation: 'validationAPIError',
  notFound: 'notFoundAPIError',
  mfaCodeExpired: 'mfaCodeExpiredAPIError',
  wrongMfaCode: 'wrongMfaCodeAPIError',
  mfaCodeUsedUp: 'mfaCodeUsedUpAPIError',
  mfaSignInExpired: 'mfaSignInExpiredAPIError',
  resetTokenInvalid: 'resetTokenInvalidAPIError',
  idempotencyKeyReused: 'idempotencyKeyReusedAPIError',
  idempotencyKeyInUse: 'idempotencyKeyInUseAPIError',
  rateLimited: 'rateLimitedAPIError',
  /** The SMS provider did not take a text (extensions.reason: unusableNumber, optedOut, rateLimited, unavailable). */
  smsNotSent: 'smsNotSentAPIError',
} as const;
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * Codes after which the web refreshes the access token and retries once; when the refresh fails too the user goes to
 * /login (spec §4). `unauthenticated` is among them: it is what a session ended elsewhere (a password change, a
 * sign-out, a revoked family) answers, and it must send the user to sign in, never to "Something went wrong".
 */
export const REFRESH_CODES: readonly string[] = [ErrorCodes.tokenExpired, ErrorCodes.wrongRefreshToken, ErrorCodes.unauthenticated];
/** Codes after which the web signs the user out. */
export const LOGOUT_CODES: readonly string[] = [
  ErrorCodes.userNotExist,
  ErrorCodes.userDisabled,
  ErrorCodes.userDisabledByPaymentIssue,
];
