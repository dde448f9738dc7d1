/**
 * Typed API errors: a GraphQLError with the spec's extensions.code, which yoga passes through unmasked.
 * Built with yoga's createGraphQLError so the error class is the one yoga checks with instanceof, even
 * where a bundler or test runner loads graphql's ESM and CJS copies side by side.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { PAYMENT_ISSUE_DISABLE_REASON } from '../../domain/admin';
import { ErrorCodes, type ErrorCode } from '../../domain/errors';
import { Messages } from '../../domain/messages';

export function apiError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...extra } });
}

export const unauthenticated = () => apiError(ErrorCodes.unauthenticated, 'Authentication required');
export const tokenExpired = () => apiError(ErrorCodes.tokenExpired, 'Access token expired');
export const forbidden = () => apiError(ErrorCodes.forbidden, 'You do not have access to this resource');
/** A disabled user's error: userIsDisabledByPaymentIssueError when the admin disabled their business for a payment issue. */
export const userDisabled = (user?: { disableReason: string | null }) =>
  user?.disableReason === PAYMENT_ISSUE_DISABLE_REASON
    ? apiError(ErrorCodes.userDisabledByPaymentIssue, Messages.userDisabledByPaymentIssue)
    : apiError(ErrorCodes.userDisabled, Messages.userDisabled);
export const userNotExist = () => apiError(ErrorCodes.userNotExist, 'User does not exist');
export const wrongRefreshToken = () => apiError(ErrorCodes.wrongRefreshToken, Messages.refreshTokenExpired);
export const notFound = (what: string) => apiError(ErrorCodes.notFound, `${what} not found`);

/** A validation failure; `fieldErrors` maps input field names to the first message for each. */
export function validationError(message: string, fieldErrors: Record<string, string> = {}): GraphQLError {
  return apiError(ErrorCodes.validation, message, { fieldErrors });
}
