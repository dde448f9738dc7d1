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
    "mutation AdminRefreshToken($input: RefreshTokenInput!) { refreshToken(input: $input) { id } }": typeof types.AdminRefreshTokenDocument,
    "mutation AuthRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { id role accessToken refreshToken } }": typeof types.AuthRefreshDocument,
    "query AuthAuthenticate { authenticate { user { id } } }": typeof types.AuthAuthenticateDocument,
    "query AuthProfile { userProfileInfo { id email phoneNumber firstName lastName role isMFA mfaPreference setupExpiredAt } }": typeof types.AuthProfileDocument,
    "mutation AuthLogout($input: LogoutInput!) { logout(input: $input) { status } }": typeof types.AuthLogoutDocument,
    "mutation AuthChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status message } }": typeof types.AuthChangePasswordDocument,
    "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phoneNumber } }": typeof types.AuthUpdateProfileDocument,
    "mutation EmployeeCreateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.EmployeeCreateInitMfaVerificationDocument,
    "mutation EmployeeCreateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": typeof types.EmployeeCreateConfirmMfaCodeDocument,
    "mutation HarnessAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA mfaToken } }": typeof types.HarnessAuthorizeDocument,
    "mutation HarnessInitMfa($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.HarnessInitMfaDocument,
    "mutation HarnessConfirmMfa($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken refreshToken } }": typeof types.HarnessConfirmMfaDocument,
    "mutation MfaAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken isMFA mfaToken mfaContact mfaPreference } }": typeof types.MfaAuthorizeDocument,
    "mutation MfaInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status message expiresAt mfaContact timeZone } }": typeof types.MfaInitDocument,
    "mutation MfaConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) {\n  accessToken refreshToken isVerified rememberToken setupExpiredAt mfaSettingsModifiedStatus } }": typeof types.MfaConfirmDocument,
    "query MfaProfile { userProfileInfo { isMFA mfaPreference setupExpiredAt mfaContact } }": typeof types.MfaProfileDocument,
    "mutation MfaUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }": typeof types.MfaUpdateProfileDocument,
    "mutation MfaLogout($input: LogoutInput!) { logout(input: $input) { status } }": typeof types.MfaLogoutDocument,
    "mutation PaymentTimeUpdateProfile($zone: String) { updateProfile(input: { firstName: \"Ada\", lastName: \"Admin\", timeZone: $zone }) { timeZone } }": typeof types.PaymentTimeUpdateProfileDocument,
    "mutation PaymentTimeUpdateProfile2 { updateProfile(input: { firstName: \"N\", lastName: \"O\", timeZone: \"Asia/Tokyo\" }) { timeZone } }": typeof types.PaymentTimeUpdateProfile2Document,
    "mutation PaymentTimeVendorZone { updateProfile(input: { firstName: \"Elena\", lastName: \"Rossi\", timeZone: \"America/Los_Angeles\" }) { timeZone } }": typeof types.PaymentTimeVendorZoneDocument,
    "mutation ResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status message } }": typeof types.ResetRequestDocument,
    "query ResetCheck($input: CheckResetTokenInput!) { checkResetToken(input: $input) { account email } }": typeof types.ResetCheckDocument,
    "mutation ResetReset($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }": typeof types.ResetResetDocument,
    "mutation ResetRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }": typeof types.ResetRefreshDocument,
    "query ResetAuthenticate { authenticate { user { id } } }": typeof types.ResetAuthenticateDocument,
    "query SessionsProfile { userProfileInfo { firstName } }": typeof types.SessionsProfileDocument,
    "mutation SessionsLogout($input: LogoutInput!) { logout(input: $input) { status } }": typeof types.SessionsLogoutDocument,
    "mutation SessionsRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }": typeof types.SessionsRefreshDocument,
    "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }": typeof types.SessionsChangePasswordDocument,
    "mutation SessionsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }": typeof types.SessionsUpdateProfileDocument,
    "mutation SetupAccessInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.SetupAccessInitMfaVerificationDocument,
    "mutation SetupAccessConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": typeof types.SetupAccessConfirmMfaCodeDocument,
    "mutation SetupGateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.SetupGateInitMfaVerificationDocument,
    "mutation SetupGateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": typeof types.SetupGateConfirmMfaCodeDocument,
    "mutation SignInLimitsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }": typeof types.SignInLimitsChangePasswordDocument,
    "mutation SignInLimitsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.SignInLimitsInitDocument,
    "mutation SignInLimitsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }": typeof types.SignInLimitsConfirmDocument,
    "mutation SmsStatusAuthorize($input: AuthorizeInput!) { authorize(input: $input) { mfaToken } }": typeof types.SmsStatusAuthorizeDocument,
    "mutation SmsStatusInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.SmsStatusInitDocument,
    "mutation SmsStatusConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }": typeof types.SmsStatusConfirmDocument,
    "mutation SmsAuthorize($input: AuthorizeInput!) { authorize(input: $input) { isMFA mfaToken mfaContact mfaPreference } }": typeof types.SmsAuthorizeDocument,
    "mutation SmsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status expiresAt mfaContact } }": typeof types.SmsInitDocument,
    "mutation SmsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken isVerified } }": typeof types.SmsConfirmDocument,
    "mutation FreshVerificationInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.FreshVerificationInitDocument,
    "mutation FreshVerificationConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": typeof types.FreshVerificationConfirmDocument,
    "mutation VendorsInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": typeof types.VendorsInitMfaVerificationDocument,
    "mutation VendorsConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": typeof types.VendorsConfirmMfaCodeDocument,
};
const documents: Documents = {
    "mutation AdminRefreshToken($input: RefreshTokenInput!) { refreshToken(input: $input) { id } }": types.AdminRefreshTokenDocument,
    "mutation AuthRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { id role accessToken refreshToken } }": types.AuthRefreshDocument,
    "query AuthAuthenticate { authenticate { user { id } } }": types.AuthAuthenticateDocument,
    "query AuthProfile { userProfileInfo { id email phoneNumber firstName lastName role isMFA mfaPreference setupExpiredAt } }": types.AuthProfileDocument,
    "mutation AuthLogout($input: LogoutInput!) { logout(input: $input) { status } }": types.AuthLogoutDocument,
    "mutation AuthChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status message } }": types.AuthChangePasswordDocument,
    "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phoneNumber } }": types.AuthUpdateProfileDocument,
    "mutation EmployeeCreateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.EmployeeCreateInitMfaVerificationDocument,
    "mutation EmployeeCreateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": types.EmployeeCreateConfirmMfaCodeDocument,
    "mutation HarnessAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA mfaToken } }": types.HarnessAuthorizeDocument,
    "mutation HarnessInitMfa($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.HarnessInitMfaDocument,
    "mutation HarnessConfirmMfa($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken refreshToken } }": types.HarnessConfirmMfaDocument,
    "mutation MfaAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken isMFA mfaToken mfaContact mfaPreference } }": types.MfaAuthorizeDocument,
    "mutation MfaInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status message expiresAt mfaContact timeZone } }": types.MfaInitDocument,
    "mutation MfaConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) {\n  accessToken refreshToken isVerified rememberToken setupExpiredAt mfaSettingsModifiedStatus } }": types.MfaConfirmDocument,
    "query MfaProfile { userProfileInfo { isMFA mfaPreference setupExpiredAt mfaContact } }": types.MfaProfileDocument,
    "mutation MfaUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }": types.MfaUpdateProfileDocument,
    "mutation MfaLogout($input: LogoutInput!) { logout(input: $input) { status } }": types.MfaLogoutDocument,
    "mutation PaymentTimeUpdateProfile($zone: String) { updateProfile(input: { firstName: \"Ada\", lastName: \"Admin\", timeZone: $zone }) { timeZone } }": types.PaymentTimeUpdateProfileDocument,
    "mutation PaymentTimeUpdateProfile2 { updateProfile(input: { firstName: \"N\", lastName: \"O\", timeZone: \"Asia/Tokyo\" }) { timeZone } }": types.PaymentTimeUpdateProfile2Document,
    "mutation PaymentTimeVendorZone { updateProfile(input: { firstName: \"Elena\", lastName: \"Rossi\", timeZone: \"America/Los_Angeles\" }) { timeZone } }": types.PaymentTimeVendorZoneDocument,
    "mutation ResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status message } }": types.ResetRequestDocument,
    "query ResetCheck($input: CheckResetTokenInput!) { checkResetToken(input: $input) { account email } }": types.ResetCheckDocument,
    "mutation ResetReset($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }": types.ResetResetDocument,
    "mutation ResetRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }": types.ResetRefreshDocument,
    "query ResetAuthenticate { authenticate { user { id } } }": types.ResetAuthenticateDocument,
    "query SessionsProfile { userProfileInfo { firstName } }": types.SessionsProfileDocument,
    "mutation SessionsLogout($input: LogoutInput!) { logout(input: $input) { status } }": types.SessionsLogoutDocument,
    "mutation SessionsRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }": types.SessionsRefreshDocument,
    "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }": types.SessionsChangePasswordDocument,
    "mutation SessionsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }": types.SessionsUpdateProfileDocument,
    "mutation SetupAccessInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.SetupAccessInitMfaVerificationDocument,
    "mutation SetupAccessConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": types.SetupAccessConfirmMfaCodeDocument,
    "mutation SetupGateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.SetupGateInitMfaVerificationDocument,
    "mutation SetupGateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": types.SetupGateConfirmMfaCodeDocument,
    "mutation SignInLimitsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }": types.SignInLimitsChangePasswordDocument,
    "mutation SignInLimitsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.SignInLimitsInitDocument,
    "mutation SignInLimitsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }": types.SignInLimitsConfirmDocument,
    "mutation SmsStatusAuthorize($input: AuthorizeInput!) { authorize(input: $input) { mfaToken } }": types.SmsStatusAuthorizeDocument,
    "mutation SmsStatusInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.SmsStatusInitDocument,
    "mutation SmsStatusConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }": types.SmsStatusConfirmDocument,
    "mutation SmsAuthorize($input: AuthorizeInput!) { authorize(input: $input) { isMFA mfaToken mfaContact mfaPreference } }": types.SmsAuthorizeDocument,
    "mutation SmsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status expiresAt mfaContact } }": types.SmsInitDocument,
    "mutation SmsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken isVerified } }": types.SmsConfirmDocument,
    "mutation FreshVerificationInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.FreshVerificationInitDocument,
    "mutation FreshVerificationConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": types.FreshVerificationConfirmDocument,
    "mutation VendorsInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }": types.VendorsInitMfaVerificationDocument,
    "mutation VendorsConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }": types.VendorsConfirmMfaCodeDocument,
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
export function authGraphql(source: "mutation AdminRefreshToken($input: RefreshTokenInput!) { refreshToken(input: $input) { id } }"): (typeof documents)["mutation AdminRefreshToken($input: RefreshTokenInput!) { refreshToken(input: $input) { id } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation AuthRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { id role accessToken refreshToken } }"): (typeof documents)["mutation AuthRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { id role accessToken refreshToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query AuthAuthenticate { authenticate { user { id } } }"): (typeof documents)["query AuthAuthenticate { authenticate { user { id } } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query AuthProfile { userProfileInfo { id email phoneNumber firstName lastName role isMFA mfaPreference setupExpiredAt } }"): (typeof documents)["query AuthProfile { userProfileInfo { id email phoneNumber firstName lastName role isMFA mfaPreference setupExpiredAt } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation AuthLogout($input: LogoutInput!) { logout(input: $input) { status } }"): (typeof documents)["mutation AuthLogout($input: LogoutInput!) { logout(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation AuthChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status message } }"): (typeof documents)["mutation AuthChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status message } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phoneNumber } }"): (typeof documents)["mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phoneNumber } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation EmployeeCreateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation EmployeeCreateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation EmployeeCreateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"): (typeof documents)["mutation EmployeeCreateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation HarnessAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA mfaToken } }"): (typeof documents)["mutation HarnessAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken id role isMFA mfaToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation HarnessInitMfa($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation HarnessInitMfa($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation HarnessConfirmMfa($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken refreshToken } }"): (typeof documents)["mutation HarnessConfirmMfa($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken refreshToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation MfaAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken isMFA mfaToken mfaContact mfaPreference } }"): (typeof documents)["mutation MfaAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken isMFA mfaToken mfaContact mfaPreference } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation MfaInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status message expiresAt mfaContact timeZone } }"): (typeof documents)["mutation MfaInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status message expiresAt mfaContact timeZone } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation MfaConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) {\n  accessToken refreshToken isVerified rememberToken setupExpiredAt mfaSettingsModifiedStatus } }"): (typeof documents)["mutation MfaConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) {\n  accessToken refreshToken isVerified rememberToken setupExpiredAt mfaSettingsModifiedStatus } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query MfaProfile { userProfileInfo { isMFA mfaPreference setupExpiredAt mfaContact } }"): (typeof documents)["query MfaProfile { userProfileInfo { isMFA mfaPreference setupExpiredAt mfaContact } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation MfaUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }"): (typeof documents)["mutation MfaUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation MfaLogout($input: LogoutInput!) { logout(input: $input) { status } }"): (typeof documents)["mutation MfaLogout($input: LogoutInput!) { logout(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation PaymentTimeUpdateProfile($zone: String) { updateProfile(input: { firstName: \"Ada\", lastName: \"Admin\", timeZone: $zone }) { timeZone } }"): (typeof documents)["mutation PaymentTimeUpdateProfile($zone: String) { updateProfile(input: { firstName: \"Ada\", lastName: \"Admin\", timeZone: $zone }) { timeZone } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation PaymentTimeUpdateProfile2 { updateProfile(input: { firstName: \"N\", lastName: \"O\", timeZone: \"Asia/Tokyo\" }) { timeZone } }"): (typeof documents)["mutation PaymentTimeUpdateProfile2 { updateProfile(input: { firstName: \"N\", lastName: \"O\", timeZone: \"Asia/Tokyo\" }) { timeZone } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation PaymentTimeVendorZone { updateProfile(input: { firstName: \"Elena\", lastName: \"Rossi\", timeZone: \"America/Los_Angeles\" }) { timeZone } }"): (typeof documents)["mutation PaymentTimeVendorZone { updateProfile(input: { firstName: \"Elena\", lastName: \"Rossi\", timeZone: \"America/Los_Angeles\" }) { timeZone } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation ResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status message } }"): (typeof documents)["mutation ResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status message } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query ResetCheck($input: CheckResetTokenInput!) { checkResetToken(input: $input) { account email } }"): (typeof documents)["query ResetCheck($input: CheckResetTokenInput!) { checkResetToken(input: $input) { account email } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation ResetReset($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }"): (typeof documents)["mutation ResetReset($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation ResetRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }"): (typeof documents)["mutation ResetRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query ResetAuthenticate { authenticate { user { id } } }"): (typeof documents)["query ResetAuthenticate { authenticate { user { id } } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "query SessionsProfile { userProfileInfo { firstName } }"): (typeof documents)["query SessionsProfile { userProfileInfo { firstName } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SessionsLogout($input: LogoutInput!) { logout(input: $input) { status } }"): (typeof documents)["mutation SessionsLogout($input: LogoutInput!) { logout(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SessionsRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }"): (typeof documents)["mutation SessionsRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken refreshToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }"): (typeof documents)["mutation SessionsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SessionsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }"): (typeof documents)["mutation SessionsUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SetupAccessInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation SetupAccessInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SetupAccessConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"): (typeof documents)["mutation SetupAccessConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SetupGateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation SetupGateInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SetupGateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"): (typeof documents)["mutation SetupGateConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SignInLimitsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }"): (typeof documents)["mutation SignInLimitsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SignInLimitsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation SignInLimitsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SignInLimitsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }"): (typeof documents)["mutation SignInLimitsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsStatusAuthorize($input: AuthorizeInput!) { authorize(input: $input) { mfaToken } }"): (typeof documents)["mutation SmsStatusAuthorize($input: AuthorizeInput!) { authorize(input: $input) { mfaToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsStatusInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation SmsStatusInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsStatusConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }"): (typeof documents)["mutation SmsStatusConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsAuthorize($input: AuthorizeInput!) { authorize(input: $input) { isMFA mfaToken mfaContact mfaPreference } }"): (typeof documents)["mutation SmsAuthorize($input: AuthorizeInput!) { authorize(input: $input) { isMFA mfaToken mfaContact mfaPreference } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status expiresAt mfaContact } }"): (typeof documents)["mutation SmsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status expiresAt mfaContact } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation SmsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken isVerified } }"): (typeof documents)["mutation SmsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken isVerified } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation FreshVerificationInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation FreshVerificationInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation FreshVerificationConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"): (typeof documents)["mutation FreshVerificationConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation VendorsInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"): (typeof documents)["mutation VendorsInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }"];
/**
 * The authGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function authGraphql(source: "mutation VendorsConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"): (typeof documents)["mutation VendorsConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }"];

export function authGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;