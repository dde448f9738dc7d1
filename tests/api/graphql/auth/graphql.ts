/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AuthorizeInput = {
  email: string;
  password: string;
  /** The token from an earlier confirmMFACode with isRemember, if this browser has one. */
  rememberToken?: string | null | undefined;
};

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type CheckResetTokenInput = {
  token: string;
};

export type ConfirmMfaCodeInput = {
  code: string;
  confirmType: string;
  email?: string | null | undefined;
  /** With confirmType mfaPreference: true turns MFA on with the verified contact, false turns it off. */
  enableMFA?: boolean | null | undefined;
  isRemember?: boolean | null | undefined;
  mfaToken?: string | null | undefined;
};

export type InitMfaVerificationInput = {
  /** authorization (with mfaToken), setup, or mfaPreference (turning MFA on or off). Default authorization with mfaToken, else setup. */
  confirmType?: string | null | undefined;
  /** email or phoneNumber. At sign-in and for setup access the user's own preference is used. */
  mfaPreference: string;
  mfaToken?: string | null | undefined;
};

export type LogoutInput = {
  refreshToken: string;
};

export type RefreshTokenInput = {
  refreshToken: string;
};

export type RequestPasswordResetInput = {
  email: string;
};

export type ResetPasswordInput = {
  newPassword: string;
  token: string;
};

export type UpdateProfileInput = {
  firstName: string;
  lastName: string;
  phoneNumber?: string | null | undefined;
  /** Administrators and vendor managers only: the IANA zone to see times in; empty for UTC. Omitted leaves it unchanged. */
  timeZone?: string | null | undefined;
};

export type AdminRefreshTokenMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type AdminRefreshTokenMutation = { refreshToken: { id: string } };

export type AuthRefreshMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type AuthRefreshMutation = { refreshToken: { id: string, role: string, accessToken: string, refreshToken: string } };

export type AuthAuthenticateQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthAuthenticateQuery = { authenticate: { user: { id: string } } };

export type AuthProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthProfileQuery = { userProfileInfo: { id: string, email: string, phoneNumber: string | null, firstName: string, lastName: string, role: string, isMFA: boolean, mfaPreference: string | null, setupExpiredAt: string | null } };

export type AuthLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type AuthLogoutMutation = { logout: { status: boolean } };

export type AuthChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AuthChangePasswordMutation = { changePassword: { status: boolean, message: string | null } };

export type AuthUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type AuthUpdateProfileMutation = { updateProfile: { firstName: string, lastName: string, phoneNumber: string | null } };

export type EmployeeCreateInitMfaVerificationMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type EmployeeCreateInitMfaVerificationMutation = { initMFAVerification: { status: boolean } };

export type EmployeeCreateConfirmMfaCodeMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type EmployeeCreateConfirmMfaCodeMutation = { confirmMFACode: { setupExpiredAt: string | null } };

export type HarnessAuthorizeMutationVariables = Exact<{
  input: AuthorizeInput;
}>;


export type HarnessAuthorizeMutation = { authorize: { accessToken: string | null, refreshToken: string | null, id: string, role: string, isMFA: boolean, mfaToken: string | null } };

export type HarnessInitMfaMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type HarnessInitMfaMutation = { initMFAVerification: { status: boolean } };

export type HarnessConfirmMfaMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type HarnessConfirmMfaMutation = { confirmMFACode: { accessToken: string | null, refreshToken: string | null } };

export type MfaAuthorizeMutationVariables = Exact<{
  input: AuthorizeInput;
}>;


export type MfaAuthorizeMutation = { authorize: { accessToken: string | null, refreshToken: string | null, isMFA: boolean, mfaToken: string | null, mfaContact: string | null, mfaPreference: string | null } };

export type MfaInitMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type MfaInitMutation = { initMFAVerification: { status: boolean, message: string | null, expiresAt: string, mfaContact: string, timeZone: string } };

export type MfaConfirmMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type MfaConfirmMutation = { confirmMFACode: { accessToken: string | null, refreshToken: string | null, isVerified: boolean, rememberToken: string | null, setupExpiredAt: string | null, mfaSettingsModifiedStatus: string | null } };

export type MfaProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MfaProfileQuery = { userProfileInfo: { isMFA: boolean, mfaPreference: string | null, setupExpiredAt: string | null, mfaContact: string | null } };

export type MfaUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type MfaUpdateProfileMutation = { updateProfile: { firstName: string } };

export type MfaLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type MfaLogoutMutation = { logout: { status: boolean } };

export type PaymentTimeUpdateProfileMutationVariables = Exact<{
  zone?: string | null | undefined;
}>;


export type PaymentTimeUpdateProfileMutation = { updateProfile: { timeZone: string | null } };

export type PaymentTimeUpdateProfile2MutationVariables = Exact<{ [key: string]: never; }>;


export type PaymentTimeUpdateProfile2Mutation = { updateProfile: { timeZone: string | null } };

export type PaymentTimeVendorZoneMutationVariables = Exact<{ [key: string]: never; }>;


export type PaymentTimeVendorZoneMutation = { updateProfile: { timeZone: string | null } };

export type ResetRequestMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type ResetRequestMutation = { requestPasswordReset: { status: boolean, message: string | null } };

export type ResetCheckQueryVariables = Exact<{
  input: CheckResetTokenInput;
}>;


export type ResetCheckQuery = { checkResetToken: { account: string, email: string } };

export type ResetResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetResetMutation = { resetPassword: { status: boolean, message: string | null } };

export type ResetRefreshMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type ResetRefreshMutation = { refreshToken: { accessToken: string } };

export type ResetAuthenticateQueryVariables = Exact<{ [key: string]: never; }>;


export type ResetAuthenticateQuery = { authenticate: { user: { id: string } } };

export type SessionsProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsProfileQuery = { userProfileInfo: { firstName: string } };

export type SessionsLogoutMutationVariables = Exact<{
  input: LogoutInput;
}>;


export type SessionsLogoutMutation = { logout: { status: boolean } };

export type SessionsRefreshMutationVariables = Exact<{
  input: RefreshTokenInput;
}>;


export type SessionsRefreshMutation = { refreshToken: { accessToken: string, refreshToken: string } };

export type SessionsChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type SessionsChangePasswordMutation = { changePassword: { status: boolean } };

export type SessionsUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type SessionsUpdateProfileMutation = { updateProfile: { firstName: string } };

export type SetupAccessInitMfaVerificationMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type SetupAccessInitMfaVerificationMutation = { initMFAVerification: { status: boolean } };

export type SetupAccessConfirmMfaCodeMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type SetupAccessConfirmMfaCodeMutation = { confirmMFACode: { setupExpiredAt: string | null } };

export type SetupGateInitMfaVerificationMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type SetupGateInitMfaVerificationMutation = { initMFAVerification: { status: boolean } };

export type SetupGateConfirmMfaCodeMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type SetupGateConfirmMfaCodeMutation = { confirmMFACode: { setupExpiredAt: string | null } };

export type SignInLimitsChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type SignInLimitsChangePasswordMutation = { changePassword: { status: boolean } };

export type SignInLimitsInitMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type SignInLimitsInitMutation = { initMFAVerification: { status: boolean } };

export type SignInLimitsConfirmMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type SignInLimitsConfirmMutation = { confirmMFACode: { accessToken: string | null } };

export type SmsStatusAuthorizeMutationVariables = Exact<{
  input: AuthorizeInput;
}>;


export type SmsStatusAuthorizeMutation = { authorize: { mfaToken: string | null } };

export type SmsStatusInitMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type SmsStatusInitMutation = { initMFAVerification: { status: boolean } };

export type SmsStatusConfirmMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type SmsStatusConfirmMutation = { confirmMFACode: { accessToken: string | null } };

export type SmsAuthorizeMutationVariables = Exact<{
  input: AuthorizeInput;
}>;


export type SmsAuthorizeMutation = { authorize: { isMFA: boolean, mfaToken: string | null, mfaContact: string | null, mfaPreference: string | null } };

export type SmsInitMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type SmsInitMutation = { initMFAVerification: { status: boolean, expiresAt: string, mfaContact: string } };

export type SmsConfirmMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type SmsConfirmMutation = { confirmMFACode: { accessToken: string | null, isVerified: boolean } };

export type FreshVerificationInitMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type FreshVerificationInitMutation = { initMFAVerification: { status: boolean } };

export type FreshVerificationConfirmMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type FreshVerificationConfirmMutation = { confirmMFACode: { setupExpiredAt: string | null } };

export type VendorsInitMfaVerificationMutationVariables = Exact<{
  input: InitMfaVerificationInput;
}>;


export type VendorsInitMfaVerificationMutation = { initMFAVerification: { status: boolean } };

export type VendorsConfirmMfaCodeMutationVariables = Exact<{
  input: ConfirmMfaCodeInput;
}>;


export type VendorsConfirmMfaCodeMutation = { confirmMFACode: { setupExpiredAt: string | null } };


export const AdminRefreshTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRefreshToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminRefreshTokenMutation, AdminRefreshTokenMutationVariables>;
export const AuthRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<AuthRefreshMutation, AuthRefreshMutationVariables>;
export const AuthAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthAuthenticate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AuthAuthenticateQuery, AuthAuthenticateQueryVariables>;
export const AuthProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userProfileInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isMFA"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreference"}},{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<AuthProfileQuery, AuthProfileQueryVariables>;
export const AuthLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AuthLogoutMutation, AuthLogoutMutationVariables>;
export const AuthChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthChangePasswordMutation, AuthChangePasswordMutationVariables>;
export const AuthUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<AuthUpdateProfileMutation, AuthUpdateProfileMutationVariables>;
export const EmployeeCreateInitMfaVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmployeeCreateInitMFAVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmployeeCreateInitMfaVerificationMutation, EmployeeCreateInitMfaVerificationMutationVariables>;
export const EmployeeCreateConfirmMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmployeeCreateConfirmMFACode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<EmployeeCreateConfirmMfaCodeMutation, EmployeeCreateConfirmMfaCodeMutationVariables>;
export const HarnessAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isMFA"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}}]}}]}}]} as unknown as DocumentNode<HarnessAuthorizeMutation, HarnessAuthorizeMutationVariables>;
export const HarnessInitMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessInitMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HarnessInitMfaMutation, HarnessInitMfaMutationVariables>;
export const HarnessConfirmMfaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessConfirmMfa"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<HarnessConfirmMfaMutation, HarnessConfirmMfaMutationVariables>;
export const MfaAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"isMFA"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}},{"kind":"Field","name":{"kind":"Name","value":"mfaContact"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreference"}}]}}]}}]} as unknown as DocumentNode<MfaAuthorizeMutation, MfaAuthorizeMutationVariables>;
export const MfaInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaInit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mfaContact"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<MfaInitMutation, MfaInitMutationVariables>;
export const MfaConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}},{"kind":"Field","name":{"kind":"Name","value":"rememberToken"}},{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"mfaSettingsModifiedStatus"}}]}}]}}]} as unknown as DocumentNode<MfaConfirmMutation, MfaConfirmMutationVariables>;
export const MfaProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MfaProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userProfileInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMFA"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreference"}},{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"mfaContact"}}]}}]}}]} as unknown as DocumentNode<MfaProfileQuery, MfaProfileQueryVariables>;
export const MfaUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<MfaUpdateProfileMutation, MfaUpdateProfileMutationVariables>;
export const MfaLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MfaLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MfaLogoutMutation, MfaLogoutMutationVariables>;
export const PaymentTimeUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTimeUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zone"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Ada","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Admin","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zone"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeUpdateProfileMutation, PaymentTimeUpdateProfileMutationVariables>;
export const PaymentTimeUpdateProfile2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTimeUpdateProfile2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"N","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"O","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"Asia/Tokyo","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeUpdateProfile2Mutation, PaymentTimeUpdateProfile2MutationVariables>;
export const PaymentTimeVendorZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTimeVendorZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"firstName"},"value":{"kind":"StringValue","value":"Elena","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"lastName"},"value":{"kind":"StringValue","value":"Rossi","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"America/Los_Angeles","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeVendorZoneMutation, PaymentTimeVendorZoneMutationVariables>;
export const ResetRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetRequestMutation, ResetRequestMutationVariables>;
export const ResetCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckResetTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkResetToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ResetCheckQuery, ResetCheckQueryVariables>;
export const ResetResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ResetResetMutation, ResetResetMutationVariables>;
export const ResetRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<ResetRefreshMutation, ResetRefreshMutationVariables>;
export const ResetAuthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetAuthenticate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authenticate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ResetAuthenticateQuery, ResetAuthenticateQueryVariables>;
export const SessionsProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userProfileInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<SessionsProfileQuery, SessionsProfileQueryVariables>;
export const SessionsLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsLogout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LogoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SessionsLogoutMutation, SessionsLogoutMutationVariables>;
export const SessionsRefreshDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsRefresh"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefreshTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"refreshToken"}}]}}]}}]} as unknown as DocumentNode<SessionsRefreshMutation, SessionsRefreshMutationVariables>;
export const SessionsChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SessionsChangePasswordMutation, SessionsChangePasswordMutationVariables>;
export const SessionsUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}}]}}]}}]} as unknown as DocumentNode<SessionsUpdateProfileMutation, SessionsUpdateProfileMutationVariables>;
export const SetupAccessInitMfaVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupAccessInitMFAVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetupAccessInitMfaVerificationMutation, SetupAccessInitMfaVerificationMutationVariables>;
export const SetupAccessConfirmMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupAccessConfirmMFACode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<SetupAccessConfirmMfaCodeMutation, SetupAccessConfirmMfaCodeMutationVariables>;
export const SetupGateInitMfaVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupGateInitMFAVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SetupGateInitMfaVerificationMutation, SetupGateInitMfaVerificationMutationVariables>;
export const SetupGateConfirmMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupGateConfirmMFACode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<SetupGateConfirmMfaCodeMutation, SetupGateConfirmMfaCodeMutationVariables>;
export const SignInLimitsChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInLimitsChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignInLimitsChangePasswordMutation, SignInLimitsChangePasswordMutationVariables>;
export const SignInLimitsInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInLimitsInit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SignInLimitsInitMutation, SignInLimitsInitMutationVariables>;
export const SignInLimitsConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInLimitsConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<SignInLimitsConfirmMutation, SignInLimitsConfirmMutationVariables>;
export const SmsStatusAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsStatusAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}}]}}]}}]} as unknown as DocumentNode<SmsStatusAuthorizeMutation, SmsStatusAuthorizeMutationVariables>;
export const SmsStatusInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsStatusInit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SmsStatusInitMutation, SmsStatusInitMutationVariables>;
export const SmsStatusConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsStatusConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}}]}}]}}]} as unknown as DocumentNode<SmsStatusConfirmMutation, SmsStatusConfirmMutationVariables>;
export const SmsAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AuthorizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"authorize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isMFA"}},{"kind":"Field","name":{"kind":"Name","value":"mfaToken"}},{"kind":"Field","name":{"kind":"Name","value":"mfaContact"}},{"kind":"Field","name":{"kind":"Name","value":"mfaPreference"}}]}}]}}]} as unknown as DocumentNode<SmsAuthorizeMutation, SmsAuthorizeMutationVariables>;
export const SmsInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsInit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"mfaContact"}}]}}]}}]} as unknown as DocumentNode<SmsInitMutation, SmsInitMutationVariables>;
export const SmsConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"isVerified"}}]}}]}}]} as unknown as DocumentNode<SmsConfirmMutation, SmsConfirmMutationVariables>;
export const FreshVerificationInitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FreshVerificationInit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<FreshVerificationInitMutation, FreshVerificationInitMutationVariables>;
export const FreshVerificationConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FreshVerificationConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<FreshVerificationConfirmMutation, FreshVerificationConfirmMutationVariables>;
export const VendorsInitMfaVerificationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsInitMFAVerification"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InitMFAVerificationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"initMFAVerification"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<VendorsInitMfaVerificationMutation, VendorsInitMfaVerificationMutationVariables>;
export const VendorsConfirmMfaCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsConfirmMFACode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmMFACodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMFACode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupExpiredAt"}}]}}]}}]} as unknown as DocumentNode<VendorsConfirmMfaCodeMutation, VendorsConfirmMfaCodeMutationVariables>;