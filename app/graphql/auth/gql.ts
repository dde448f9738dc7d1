/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query UserProfileInfo {\n    userProfileInfo {\n      id\n      email\n      phoneNumber\n      firstName\n      lastName\n      isMFA\n      mfaPreference\n      mfaContact\n      role\n      timeZone\n    }\n  }\n": typeof types.UserProfileInfoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      phoneNumber\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation InitMFAVerification($input: InitMFAVerificationInput!) {\n    initMFAVerification(input: $input) {\n      status\n      message\n      expiresAt\n      mfaContact\n      timeZone\n    }\n  }\n": typeof types.InitMfaVerificationDocument,
    "\n  mutation ConfirmMFACode($input: ConfirmMFACodeInput!) {\n    confirmMFACode(input: $input) {\n      accessToken\n      refreshToken\n      isVerified\n      rememberToken\n      setupExpiredAt\n      mfaSettingsModifiedStatus\n    }\n  }\n": typeof types.ConfirmMfaCodeDocument,
    "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": typeof types.RefreshTokenDocument,
    "\n  mutation Authorize($input: AuthorizeInput!) {\n    authorize(input: $input) {\n      accessToken\n      refreshToken\n      id\n      role\n      isMFA\n      mfaPreference\n      mfaToken\n      mfaContact\n      user {\n        id\n        email\n        phoneNumber\n        firstName\n        lastName\n      }\n    }\n  }\n": typeof types.AuthorizeDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input) {\n      status\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  query CheckResetToken($input: CheckResetTokenInput!) {\n    checkResetToken(input: $input) {\n      account\n      email\n    }\n  }\n": typeof types.CheckResetTokenDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query SetupContact {\n    userProfileInfo {\n      mfaContact\n      mfaPreference\n    }\n  }\n": typeof types.SetupContactDocument,
};
const documents: Documents = {
    "\n  query UserProfileInfo {\n    userProfileInfo {\n      id\n      email\n      phoneNumber\n      firstName\n      lastName\n      isMFA\n      mfaPreference\n      mfaContact\n      role\n      timeZone\n    }\n  }\n": types.UserProfileInfoDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      phoneNumber\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      status\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation InitMFAVerification($input: InitMFAVerificationInput!) {\n    initMFAVerification(input: $input) {\n      status\n      message\n      expiresAt\n      mfaContact\n      timeZone\n    }\n  }\n": types.InitMfaVerificationDocument,
    "\n  mutation ConfirmMFACode($input: ConfirmMFACodeInput!) {\n    confirmMFACode(input: $input) {\n      accessToken\n      refreshToken\n      isVerified\n      rememberToken\n      setupExpiredAt\n      mfaSettingsModifiedStatus\n    }\n  }\n": types.ConfirmMfaCodeDocument,
    "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n": types.RefreshTokenDocument,
    "\n  mutation Authorize($input: AuthorizeInput!) {\n    authorize(input: $input) {\n      accessToken\n      refreshToken\n      id\n      role\n      isMFA\n      mfaPreference\n      mfaToken\n      mfaContact\n      user {\n        id\n        email\n        phoneNumber\n        firstName\n        lastName\n      }\n    }\n  }\n": types.AuthorizeDocument,
    "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input) {\n      status\n    }\n  }\n": types.LogoutDocument,
    "\n  query CheckResetToken($input: CheckResetTokenInput!) {\n    checkResetToken(input: $input) {\n      account\n      email\n    }\n  }\n": types.CheckResetTokenDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      status\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  query SetupContact {\n    userProfileInfo {\n      mfaContact\n      mfaPreference\n    }\n  }\n": types.SetupContactDocument,
};

/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = authGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function authGraphql(source: string): unknown;

/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query UserProfileInfo {\n    userProfileInfo {\n      id\n      email\n      phoneNumber\n      firstName\n      lastName\n      isMFA\n      mfaPreference\n      mfaContact\n      role\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query UserProfileInfo {\n    userProfileInfo {\n      id\n      email\n      phoneNumber\n      firstName\n      lastName\n      isMFA\n      mfaPreference\n      mfaContact\n      role\n      timeZone\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      phoneNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n      phoneNumber\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      status\n      message\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation InitMFAVerification($input: InitMFAVerificationInput!) {\n    initMFAVerification(input: $input) {\n      status\n      message\n      expiresAt\n      mfaContact\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  mutation InitMFAVerification($input: InitMFAVerificationInput!) {\n    initMFAVerification(input: $input) {\n      status\n      message\n      expiresAt\n      mfaContact\n      timeZone\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ConfirmMFACode($input: ConfirmMFACodeInput!) {\n    confirmMFACode(input: $input) {\n      accessToken\n      refreshToken\n      isVerified\n      rememberToken\n      setupExpiredAt\n      mfaSettingsModifiedStatus\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmMFACode($input: ConfirmMFACodeInput!) {\n    confirmMFACode(input: $input) {\n      accessToken\n      refreshToken\n      isVerified\n      rememberToken\n      setupExpiredAt\n      mfaSettingsModifiedStatus\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($input: RefreshTokenInput!) {\n    refreshToken(input: $input) {\n      accessToken\n      refreshToken\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation Authorize($input: AuthorizeInput!) {\n    authorize(input: $input) {\n      accessToken\n      refreshToken\n      id\n      role\n      isMFA\n      mfaPreference\n      mfaToken\n      mfaContact\n      user {\n        id\n        email\n        phoneNumber\n        firstName\n        lastName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Authorize($input: AuthorizeInput!) {\n    authorize(input: $input) {\n      accessToken\n      refreshToken\n      id\n      role\n      isMFA\n      mfaPreference\n      mfaToken\n      mfaContact\n      user {\n        id\n        email\n        phoneNumber\n        firstName\n        lastName\n      }\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input) {\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation Logout($input: LogoutInput!) {\n    logout(input: $input) {\n      status\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query CheckResetToken($input: CheckResetTokenInput!) {\n    checkResetToken(input: $input) {\n      account\n      email\n    }\n  }\n"): (typeof documents)["\n  query CheckResetToken($input: CheckResetTokenInput!) {\n    checkResetToken(input: $input) {\n      account\n      email\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      status\n      message\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      status\n      message\n    }\n  }\n"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "\n  query SetupContact {\n    userProfileInfo {\n      mfaContact\n      mfaPreference\n    }\n  }\n"): (typeof documents)["\n  query SetupContact {\n    userProfileInfo {\n      mfaContact\n      mfaPreference\n    }\n  }\n"];

export function authGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;