/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AccountingSystemContactInput = {
  contactName: string;
  email: string;
  message?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** The accounting system the business uses, which the catalogue does not list. */
  systemName: string;
};

export type AchFileChannelInput = {
  enabled?: boolean | null | undefined;
  fileNamePattern?: string | null | undefined;
  host: string;
  hostKeyFingerprint: string;
  /** Left out or the placeholder: the stored password stays; an empty string removes it. */
  password?: string | null | undefined;
  /** 22 unless given. */
  port?: number | null | undefined;
  /** An OpenSSH or PEM private key; left out or the placeholder: the stored key stays; an empty string removes it. */
  privateKey?: string | null | undefined;
  privateKeyPassphrase?: string | null | undefined;
  returnsFolder?: string | null | undefined;
  uploadFolder: string;
  username: string;
};

export type ApiClientExpiryInput = {
  date: string;
  time?: string | null | undefined;
  timezone?: string | null | undefined;
};

export type ApiClientInput = {
  applicationName: string;
  /** Null: the client never expires. */
  expiredAt?: ApiClientExpiryInput | null | undefined;
  name: string;
};

/** Files left out are kept unless cleared; a passphrase equal to the placeholder keeps the stored one. */
export type AuthCertificateInput = {
  certificateFile?: CertificateFileInput | null | undefined;
  clearCertificateFile?: boolean | null | undefined;
  clearKeyFile?: boolean | null | undefined;
  keyFile?: CertificateFileInput | null | undefined;
  passphrase?: string | null | undefined;
};

export type BankAccountInput = {
  accountHolderName: string;
  accountNumber: string;
  /** checking (default) or savings. */
  accountType?: string | null | undefined;
  bankName: string;
  routingNumber: string;
};

/** clientSecret equal to the placeholder keeps the stored secret. */
export type BankCredentialsInput = {
  clientId: string;
  clientSecret: string;
  companyIdForACHPayment?: string | null | undefined;
};

export type BankInput = {
  name: string;
  routingNumbers?: Array<string> | null | undefined;
};

export type BankUserConnectionInput = {
  /** An existing bank's id; left out, the bank called name is created when the user registers. */
  bank?: string | number | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  name: string;
  phoneNumber?: string | null | undefined;
  role?: string | null | undefined;
};

export type BusinessAddressInput = {
  address: string;
  address2?: string | null | undefined;
  city: string;
  /** Default United States. */
  country?: string | null | undefined;
  /** One of domain/industries.ts (automotive, dental, …); absent keeps the business's. */
  industry?: string | null | undefined;
  name: string;
  /** Required (an empty one is refused with Required, decision 140): name or two-letter code; a name of no state falls back to Alabama. */
  state?: string | null | undefined;
  /** ###-##-####, ##-####### or #########. */
  tinOrEinNumber?: string | null | undefined;
  zipcode: string;
};

/** Business (owner) and customer connections; with id, businessConnection updates a pending one. */
export type BusinessConnectionInput = {
  id?: string | number | null | undefined;
  targetBusinessInfo: TargetBusinessInfoInput;
  targetUserInfo: TargetUserInfoInput;
};

export type BusinessListFilter = {
  bankId?: string | number | null | undefined;
  businessType?: string | null | undefined;
  /** registered or inProgress. */
  registrationState?: string | null | undefined;
  /** Part of the name or e-mail, any case. */
  search?: string | null | undefined;
  serviceLevelId?: string | number | null | undefined;
};

export type BusinessLogoInput = {
  /** PNG, JPEG or SVG, at most 64 KB; SVG is sanitised before it is stored. */
  contentBase64: string;
  fileName: string;
};

export type BusinessSettingsInput = {
  /** Cents. */
  billingAmount?: number | null | undefined;
  description?: string | null | undefined;
  dotNumber?: string | null | undefined;
  email: string;
  /** yyyy-MM-dd. */
  goLiveDate?: string | null | undefined;
  name: string;
  /** Cents. */
  paymentLimit?: number | null | undefined;
  phoneNumber?: string | null | undefined;
  tinOrEinNumber?: string | null | undefined;
};

export type CallbackParamInput = {
  name: string;
  value: string;
};

/** A PEM file's text and name (default certificate.pem / certificateKey.key). */
export type CertificateFileInput = {
  file: string;
  fileName?: string | null | undefined;
};

/** One collection of a collect request: exactly one payer, a consumer or a connected customer business. */
export type CollectItemInput = {
  /** Cents. */
  amount: number;
  consumerId?: string | number | null | undefined;
  /** A customer business connected to the caller's business (an accepted customer connection). */
  customerBusinessId?: string | number | null | undefined;
  description?: string | null | undefined;
  /** Consumers only (spec §3 consumer payment): the phone number the consumer gave for this payment. */
  phoneNumber?: string | null | undefined;
  referenceNumber?: string | null | undefined;
};

export type CollectPaymentsInput = {
  /** Required: a retry with the same key and items returns the same collections and creates nothing more. */
  idempotencyKey: string;
  items: Array<CollectItemInput>;
};

export type ConfirmPaymentTestMicroDepositsInput = {
  /** Dollars, e.g. 0.32 */
  firstAmount: string;
  secondAmount: string;
};

export type ConsumerConnectionInput = {
  description?: string | null | undefined;
  email: string;
  firstName: string;
  /** Dollars as a decimal string (e.g. 125.50); default 0. */
  initialPayment?: string | null | undefined;
  lastName: string;
  make?: string | null | undefined;
  model?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  year?: string | null | undefined;
};

export type ConsumerFilter = {
  processStatus?: string | null | undefined;
  registrationStatus?: string | null | undefined;
};

/** Add consumer: spec §3 consumer fields and bank details (the account number is encrypted, only last4 is returned). */
export type CreateConsumerInput = {
  accountHolderName: string;
  accountNumber: string;
  /** checking (default) or savings. */
  accountType?: string | null | undefined;
  bankName: string;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName: string;
  lastName: string;
  make?: string | null | undefined;
  model?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  routingNumber: string;
  year?: number | null | undefined;
};

/** A vendor added by hand (spec §5: name, address, city, state, zipcode; and the e-mail the business reaches it at). */
export type CreateVendorInput = {
  address: string;
  /** Digits only, 4 to 17; encrypted at rest, only last4 is returned. */
  bankAccount: BankAccountInput;
  city: string;
  email: string;
  name: string;
  state: string;
  zipcode: string;
};

export type CreateVendorPaymentInput = {
  /** Cents. */
  amount: number;
  description?: string | null | undefined;
  /** Not processed before this day (YYYY-MM-DD in the processing rule's zone); default: as soon as possible. */
  dueDate?: string | null | undefined;
  /** Required: a repeat with the same key answers requestIsDuplicatedAPIError and creates nothing. */
  idempotencyKey: string;
  /** The vendor's invoice or bill number, shown with the payment (Latin letters, digits and hyphens). */
  referenceNumber?: string | null | undefined;
  /** Send as Same Day ACH (at most $1,000,000.00, while a Same Day window is open, no dueDate); default: standard ACH, dated the next banking day. */
  sameDayAch?: boolean | null | undefined;
  vendorId: string | number;
};

export type DynamicRuleInput = {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  month: number;
  /** 1, 2, 3, 4 or last. */
  nthOccurrence: string;
};

export type EmployeeConnectionInput = {
  email: string;
  firstName: string;
  isBusinessRightsAvailable?: boolean | null | undefined;
  lastName: string;
};

export type FailureFilter = {
  businessId?: string | number | null | undefined;
  /** yyyy-MM-dd, inclusive (UTC). */
  from?: string | null | undefined;
  kind?: string | null | undefined;
  /** open (default) or resolved. */
  state?: string | null | undefined;
  to?: string | null | undefined;
};

export type FinancialInstitutionFilter = {
  /** Part of the routing number, participant or institution id or name, any case (spec §7). */
  complexInstitutionInfo?: string | null | undefined;
};

export type FinancialInstitutionInput = {
  institutionId?: string | null | undefined;
  institutionName: string;
  /** MM/DD/YYYY or yyyy-MM-dd (stored as yyyy-MM-dd), or empty. */
  participantActivationDate?: string | null | undefined;
  participantId?: string | null | undefined;
  participantName: string;
  receiveServices?: string | null | undefined;
  receivingConnection?: string | null | undefined;
  routingId: string;
};

export type HolidayInput = {
  dynamicRule?: DynamicRuleInput | null | undefined;
  holidayName: string;
  staticDate?: string | null | undefined;
};

export type HolidayScheduleFilter = {
  country?: string | null | undefined;
  paymentNetwork?: string | null | undefined;
};

export type HolidayScheduleInput = {
  country: string;
  holidays: Array<HolidayInput>;
  paymentNetwork: string;
  scheduleName: string;
  year: number;
};

export type LocationInput = {
  address?: string | null | undefined;
  city?: string | null | undefined;
  country?: string | null | undefined;
  state?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type PayeeLinkInput = {
  /** The synced payee that becomes an alias. */
  id: string | number;
  /** The vendor it duplicates, which keeps its bills (must have a bank account). */
  to: string | number;
};

export type PaymentProcessingTimeRuleFilter = {
  banks?: Array<string> | null | undefined;
  paymentType?: string | null | undefined;
};

export type PaymentProcessingTimeRuleInput = {
  banks: Array<string>;
  paymentNetwork?: string | null | undefined;
  paymentType: string;
  processingSchedules: Array<ProcessingScheduleInput>;
  timeZone?: string | null | undefined;
};

export type ProcessingScheduleInput = {
  cutoffTime: string;
  daysToProcess: number;
  description?: string | null | undefined;
  weekdays: Array<number>;
};

export type ProductFilter = {
  active?: boolean | null | undefined;
  name?: string | null | undefined;
};

export type ProductInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  name: string;
  /** Cents. */
  price: number;
};

/** The fields of the six registration forms (each mutation checks the ones its form has; money as dollar strings). */
export type RegistrationInput = {
  /** Consumers from an invitation: the debit authorization shown on the page was accepted (on / true). */
  acceptDebitAuthorization?: string | null | undefined;
  accountHolderName?: string | null | undefined;
  accountNumber?: string | null | undefined;
  address?: string | null | undefined;
  bankName?: string | null | undefined;
  city?: string | null | undefined;
  clientId?: string | null | undefined;
  clientSecret?: string | null | undefined;
  confirmPassword?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  firstName?: string | null | undefined;
  initialPayment?: string | null | undefined;
  lastName?: string | null | undefined;
  /** Vendors from an invitation: the 6-digit code e-mailed to the invited address by sendInvitationCode (decision 125). */
  mailboxCode?: string | null | undefined;
  make?: string | null | undefined;
  model?: string | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  paymentSystem?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  routingNumber?: string | null | undefined;
  state?: string | null | undefined;
  year?: string | null | undefined;
  zipcode?: string | null | undefined;
};

export type SendTestPaymentInput = {
  idempotencyKey: string;
};

export type ServiceLevelFilter = {
  active?: boolean | null | undefined;
  name?: string | null | undefined;
};

export type ServiceLevelInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  initialTerm: TermInput;
  /** Under 100 characters, unique regardless of case. */
  name: string;
  /** Products to start with (createServiceLevel only; later use add/removeProductToServiceLevel). */
  productIds?: Array<string | number> | null | undefined;
  renewalTerm: TermInput;
  shortDescription?: string | null | undefined;
  tags?: Array<string> | null | undefined;
};

export type SubscriptionTermsInput = {
  legalAccepted: boolean;
  termsAccepted: boolean;
};

export type TargetBusinessInfoInput = {
  location?: LocationInput | null | undefined;
  name: string;
  tags?: Array<string> | null | undefined;
};

export type TargetUserInfoInput = {
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  phoneNumber?: string | null | undefined;
};

export type TermInput = {
  duration: number;
  /** Cents. */
  price: number;
  /** month or year. */
  unit: string;
};

export type UpdateBusinessEmployeeInput = {
  /** active or suspended. */
  activationStatus?: string | null | undefined;
  /** The business_employees id. */
  id: string | number;
  isBusinessRightsAvailable?: boolean | null | undefined;
};

export type UpdateConnectionInput = {
  /** removed removes a pending invitation. */
  activationStatus?: string | null | undefined;
  id: string | number;
  /** true: a new link is e-mailed; the old one stops working. */
  isNeedToSendNotificationAgain?: boolean | null | undefined;
};

export type VendorCompanyDetailsInput = {
  address: string;
  address2?: string | null | undefined;
  city: string;
  description?: string | null | undefined;
  email: string;
  phoneNumber?: string | null | undefined;
  state: string;
  zipcode: string;
};

export type VendorConnectionInput = {
  /**
   * Add Vendor's invite mode: the vendor's address. With it (and no vendorId), the vendor is created now without bank
   * details, the invitation is made for it, and the business can pay it before it registers (decision 094).
   */
  address?: string | null | undefined;
  city?: string | null | undefined;
  email: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  name: string;
  phoneNumber?: string | null | undefined;
  state?: string | null | undefined;
  /** An existing payee of the business (Manage Payees' Invite): registration attaches to it instead of creating a vendor. */
  vendorId?: string | number | null | undefined;
  zipcode?: string | null | undefined;
};

export type WebhookEndpointInput = {
  events: Array<string>;
  url: string;
};

export type WellsFargoSettingsInput = {
  authCertificate?: AuthCertificateInput | null | undefined;
  gatewayEntityId: string;
  paymentType: string;
};

export type AchChannelOpenSshSetMutationVariables = Exact<{
  originatingAccountId: string | number;
  input: AchFileChannelInput;
}>;


export type AchChannelOpenSshSetMutation = { setAchFileChannel: { host: string, port: number, username: string, password: string | null, privateKey: string | null, hostKeyFingerprint: string } };

export type AchChannelOpenSshRetryMutationVariables = Exact<{
  achFileId: string | number;
  reason: string;
}>;


export type AchChannelOpenSshRetryMutation = { retryAchFileDelivery: { status: string } };

export type AchChannelReturnsAccountSetMutationVariables = Exact<{
  originatingAccountId: string | number;
  input: AchFileChannelInput;
}>;


export type AchChannelReturnsAccountSetMutation = { setAchFileChannel: { returnsFolder: string | null } };

export type AchChannelSetMutationVariables = Exact<{
  originatingAccountId: string | number;
  input: AchFileChannelInput;
}>;


export type AchChannelSetMutation = { setAchFileChannel: { originatingAccountName: string, host: string, port: number, username: string, password: string | null, privateKey: string | null, hostKeyFingerprint: string, uploadFolder: string, fileNamePattern: string, returnsFolder: string | null, enabled: boolean } };

export type AchChannelDeliveriesQueryVariables = Exact<{ [key: string]: never; }>;


export type AchChannelDeliveriesQuery = { achFileDeliveries: { meta: { count: number }, edges: Array<{ node: { achFileId: string, remoteName: string, status: string, attempts: number, lastError: string | null, serverAnswer: string | null, sizeBytes: number | null } }> } };

export type AchChannelFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type AchChannelFailuresQuery = { failures: { edges: Array<{ node: { kind: string, subject: string, reason: string | null } }> } };

export type DeliveryTruthSetChannelMutationVariables = Exact<{
  originatingAccountId: string | number;
  input: AchFileChannelInput;
}>;


export type DeliveryTruthSetChannelMutation = { setAchFileChannel: { fileNamePattern: string, lastDeliveredAt: string | null, connectionTest: { ok: boolean, message: string } | null } };

export type DeliveryTruthRetryMutationVariables = Exact<{
  achFileId: string | number;
  reason: string;
}>;


export type DeliveryTruthRetryMutation = { retryAchFileDelivery: { achFileId: string, status: string, nextAttemptAt: string | null } };

export type DeliveryTruthCancelMutationVariables = Exact<{
  achFileId: string | number;
  reason: string;
}>;


export type DeliveryTruthCancelMutation = { cancelAchFileDelivery: { achFileId: string, status: string, lastError: string | null } };

export type DeliveryTruthFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryTruthFailuresQuery = { failures: { edges: Array<{ node: { subject: string, reason: string | null } }> } };

export type DeliveryTruthDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type DeliveryTruthDashboardQuery = { businessDashboard: { payments: { notDelivered: { count: number, amount: number } } } };

export type DeliveryTruthPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type DeliveryTruthPaymentQuery = { paymentTransferTransaction: { status: string, paymentBankStatus: string | null, sentAt: string | null, settlementDate: string | null } | null };

export type AchReturnUploadUploadMutationVariables = Exact<{
  fileName: string;
  content: string;
  originatingAccountId: string | number;
}>;


export type AchReturnUploadUploadMutation = { uploadAchReturnFile: { duplicate: boolean, file: { id: string, fileName: string, source: string, problems: Array<string>, applied: number, unmatched: number, ignored: number, entries: Array<{ position: number, kind: string, code: string, reason: string, originalTraceNumber: string, amount: number, status: string, outcome: string, paymentId: string | null, paymentTransactionId: string | null }> } | null } };

export type AchReturnUploadFilesQueryVariables = Exact<{ [key: string]: never; }>;


export type AchReturnUploadFilesQuery = { achReturnFiles: Array<{ id: string, fileName: string, applied: number, unmatched: number, entries: Array<{ status: string, code: string, originalTraceNumber: string, paymentTransactionId: string | null }> }> };

export type AdminListQueryVariables = Exact<{
  filter?: BusinessListFilter | null | undefined;
  orderBy?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminListQuery = { adminBusinesses: { meta: { count: number }, edges: Array<{ node: { id: string, name: string, email: string | null, businessType: string, registrationState: string, routingNumber: string | null, monthlyVolume: number, usersCount: number, usersDisabled: boolean, serviceLevel: { id: string, name: string } | null, bank: { id: string, name: string } | null } }> } };

export type AdminLeadsQueryVariables = Exact<{
  filter?: BusinessListFilter | null | undefined;
  orderBy?: string | null | undefined;
}>;


export type AdminLeadsQuery = { leads: { meta: { count: number }, edges: Array<{ node: { name: string, registrationState: string, monthlyVolume: number, serviceLevel: { name: string } | null, bank: { name: string } | null } }> } };

export type AdminDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminDetailQuery = { adminBusiness: { description: string | null, tinOrEinNumber: string | null, dotNumber: string | null, goLiveDate: string | null, billingAmount: number | null, paymentLimit: number | null, accountingSystems: Array<string>, summary: { name: string, usersDisabled: boolean }, sharedPaymentMethod: { bankName: string | null, routingNumber: string | null, last4: string | null } | null, users: Array<{ email: string, enabled: boolean, disableReason: string | null }> } | null };

export type AdminUpdateMutationVariables = Exact<{
  id: string | number;
  input: BusinessSettingsInput;
}>;


export type AdminUpdateMutation = { updateBusinessSettings: { description: string | null, tinOrEinNumber: string | null, dotNumber: string | null, goLiveDate: string | null, billingAmount: number | null, paymentLimit: number | null, summary: { name: string, email: string | null } } };

export type AdminDisableMutationVariables = Exact<{
  id: string | number;
  disabled: boolean;
}>;


export type AdminDisableMutation = { setBusinessUsersDisabled: { summary: { usersDisabled: boolean }, users: Array<{ email: string, enabled: boolean, disableReason: string | null }> } };

export type AdminBanksQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminBanksQuery = { banks: Array<{ id: string, name: string, routingNumbers: Array<string>, businessesCount: number, usersCount: number }> };

export type AdminCreateBankMutationVariables = Exact<{
  input: BankInput;
}>;


export type AdminCreateBankMutation = { createBank: { id: string, name: string, routingNumbers: Array<string>, businessesCount: number, usersCount: number } };

export type AdminUpdateBankMutationVariables = Exact<{
  id: string | number;
  input: BankInput;
}>;


export type AdminUpdateBankMutation = { updateBank: { id: string, name: string, routingNumbers: Array<string>, businessesCount: number } };

export type AdminBankUsersQueryVariables = Exact<{
  bankId?: string | number | null | undefined;
}>;


export type AdminBankUsersQuery = { bankUsers: { meta: { count: number }, edges: Array<{ node: { email: string, firstName: string, status: string, role: string, bank: { name: string } } }> } };

export type AdminOwnBankAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOwnBankAccountQuery = { businessSetup: { sharedPaymentMethods: { actualSharedPaymentMethod: { bankName: string, routingNumber: string, last4: string } | null } } };

export type AdminViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewerQuery = { viewer: { id: string } };

export type AdminViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdminViewer2Query = { viewer: { id: string } };

export type AdversarialAchFilesFailuresQueryVariables = Exact<{
  filter?: FailureFilter | null | undefined;
}>;


export type AdversarialAchFilesFailuresQuery = { failures: { edges: Array<{ node: { kind: string, subject: string, reason: string | null, paymentId: string | null } }> } };

export type AdversarialAchFilesInviteMutationVariables = Exact<{
  input: ConsumerConnectionInput;
}>;


export type AdversarialAchFilesInviteMutation = { consumerConnection: { invitationLink: string | null, connection: { consumerId: string | null } } };

export type AdversarialAchFilesRegisterMutationVariables = Exact<{
  token?: string | null | undefined;
  input: RegistrationInput;
  userAgent?: string | null | undefined;
}>;


export type AdversarialAchFilesRegisterMutation = { registerBusinessConsumer: { consumerId: string | null } };

export type AdversarialAchFilesApprovePaymentsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdversarialAchFilesApprovePaymentsMutation = { approvePayments: { skippedIds: Array<string> } };

export type AdversarialCollectionsInviteMutationVariables = Exact<{
  input: ConsumerConnectionInput;
}>;


export type AdversarialCollectionsInviteMutation = { consumerConnection: { invitationLink: string | null, connection: { consumerId: string | null } } };

export type AdversarialCollectionsRegisterMutationVariables = Exact<{
  token?: string | null | undefined;
  businessId?: string | number | null | undefined;
  input: RegistrationInput;
  userAgent?: string | null | undefined;
}>;


export type AdversarialCollectionsRegisterMutation = { registerBusinessConsumer: { consumerId: string | null, initialPaymentTransactionId: string | null, initialPaymentAmount: number | null } };

export type AdversarialCollectionsCollectMutationVariables = Exact<{
  input: CollectPaymentsInput;
}>;


export type AdversarialCollectionsCollectMutation = { collectPayments: { payments: Array<{ id: string, status: string, moneyAmount: number }> } };

export type AdversarialCollectionsCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type AdversarialCollectionsCycleMutation = { runProcessingCycle: { succeeded: number, failed: number } };

export type AdversarialCollectionsDetailsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdversarialCollectionsDetailsQuery = { paymentTransferTransaction: { id: string, debitAuthorization: { textVersion: string, text: string, textSha256: string, acceptedAt: string, ipAddress: string, userAgent: string, accountLast4: string, amount: number } | null } | null };

export type AdversarialCollectionsCheckQueryVariables = Exact<{
  token: string;
}>;


export type AdversarialCollectionsCheckQuery = { microDepositCheck: { businessName: string, accountLast4: string } };

export type AdversarialCollectionsConfirmMutationVariables = Exact<{
  token: string;
  first: string;
  second: string;
}>;


export type AdversarialCollectionsConfirmMutation = { confirmMicroDeposits: { message: string } };

export type AdversarialCollectionsRevokeMutationVariables = Exact<{
  consumerId: string | number;
}>;


export type AdversarialCollectionsRevokeMutation = { revokeDebitAuthorization: { message: string } };

export type AdversarialCollectionsConsumersQueryVariables = Exact<{ [key: string]: never; }>;


export type AdversarialCollectionsConsumersQuery = { consumers: { edges: Array<{ node: { consumerId: string, debitAuthorization: string | null } }> } };

export type InvitedVendorInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type InvitedVendorInviteMutation = { vendorConnection: { invitationLink: string | null, connection: { id: string } } };

export type InvitedVendorRegisterMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type InvitedVendorRegisterMutation = { registerVendor: { id: string | null, role: string | null } };

export type InvitedVendorPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type InvitedVendorPayMutation = { createVendorPayment: { id: string, status: string, moneyAmount: number, recipient: { accountNumberLast4: string }, statusDetails: Array<{ status: string, code: string | null, description: string | null }> } };

export type InvitedVendorPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type InvitedVendorPayableQuery = { payableVendors: Array<{ id: string, name: string, accountNumberLast4: string, awaitingBankDetails: boolean }> };

export type InvitedVendorCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type InvitedVendorCancelMutation = { cancelPayment: { status: string } };

export type InvitedVendorApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type InvitedVendorApproveMutation = { approvePayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string }> } };

export type InvitedVendorShowQueryVariables = Exact<{
  id: string | number;
}>;


export type InvitedVendorShowQuery = { paymentTransferTransaction: { id: string, status: string } | null };

export type InvitedVendorOpenQueryVariables = Exact<{
  token: string;
}>;


export type InvitedVendorOpenQuery = { connectionInvitation: { targetBusinessInfo: { name: string | null, location: { address: string | null, city: string | null, state: string | null, zipcode: string | null } | null } | null } };

export type InvitedVendorCreateApiClientMutationVariables = Exact<{
  input: ApiClientInput;
}>;


export type InvitedVendorCreateApiClientMutation = { createApiClient: { credentials: { clientId: string, clientSecret: string } } };

export type AdversarialPayeesInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type AdversarialPayeesInviteMutation = { vendorConnection: { invitationLink: string | null, connection: { id: string } } };

export type AdversarialPayeesRegisterMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type AdversarialPayeesRegisterMutation = { registerVendor: { id: string | null, role: string | null } };

export type AdversarialPayeesChangeMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type AdversarialPayeesChangeMutation = { changeVendorPayoutAccount: { vendorId: string } };

export type AdversarialPayeesPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type AdversarialPayeesPayMutation = { createVendorPayment: { id: string, status: string, statusDetails: Array<{ status: string, code: string | null, description: string | null }> } };

export type AdversarialPayeesApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdversarialPayeesApproveMutation = { approvePayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string }> } };

export type AdversarialPayeesSetVendorBankMutationVariables = Exact<{
  vendorId: string | number;
  input: BankAccountInput;
}>;


export type AdversarialPayeesSetVendorBankMutation = { setVendorBankAccount: { last4: string } };

export type AdversarialPayeesCreateApiClientMutationVariables = Exact<{
  input: ApiClientInput;
}>;


export type AdversarialPayeesCreateApiClientMutation = { createApiClient: { credentials: { clientId: string, clientSecret: string } } };

export type AdversarialPayeesConnectAccountingSystemMutationVariables = Exact<{ [key: string]: never; }>;


export type AdversarialPayeesConnectAccountingSystemMutation = { connectAccountingSystem: { businessId: string } };

export type AdversarialPayeesShowQueryVariables = Exact<{
  token: string;
}>;


export type AdversarialPayeesShowQuery = { connectionInvitation: { fixedFields: Array<{ name: string, value: string }> } };

export type AdversarialPayeesAccountingSystemBillsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdversarialPayeesAccountingSystemBillsQuery = { accountingSystemBills: Array<{ externalId: string, vendorId: string, payable: boolean }> };

export type AdversarialPayeesPayAccountingBillsMutationVariables = Exact<{
  bills: Array<string | number> | string | number;
}>;


export type AdversarialPayeesPayAccountingBillsMutation = { payAccountingBills: { paymentIds: Array<string> } };

export type AdversarialPayeesCreateConsumerMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type AdversarialPayeesCreateConsumerMutation = { createConsumer: { consumerId: string } };

export type AdversarialPublicApiCreateMutationVariables = Exact<{
  input: ApiClientInput;
}>;


export type AdversarialPublicApiCreateMutation = { createApiClient: { apiClient: { id: string }, credentials: { clientId: string, clientSecret: string } } };

export type AdversarialPublicApiRotateMutationVariables = Exact<{
  id: string | number;
  grace: string;
}>;


export type AdversarialPublicApiRotateMutation = { rotateApiClientSecret: { credentials: { clientSecret: string } } };

export type AdversarialPublicApiCollectMutationVariables = Exact<{
  input: CollectPaymentsInput;
}>;


export type AdversarialPublicApiCollectMutation = { collectPayments: { payments: Array<{ id: string }> } };

export type AdversarialPublicApiAddMutationVariables = Exact<{
  apiClientId: string | number;
  input: WebhookEndpointInput;
}>;


export type AdversarialPublicApiAddMutation = { createWebhookEndpoint: { endpoint: { id: string } } };

export type AdversarialPublicApiApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdversarialPublicApiApiClientsQuery = { apiClients: Array<{ id: string }> };

export type AdversarialPublicApiApiClients2QueryVariables = Exact<{ [key: string]: never; }>;


export type AdversarialPublicApiApiClients2Query = { apiClients: Array<{ id: string }> };

export type AdversarialRegistrationInviteBankUserMutationVariables = Exact<{
  input: BankUserConnectionInput;
}>;


export type AdversarialRegistrationInviteBankUserMutation = { bankUserConnection: { invitationLink: string | null } };

export type AdversarialRegistrationRegisterBankUserMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type AdversarialRegistrationRegisterBankUserMutation = { registerBankUser: { accessToken: string | null, id: string | null, role: string | null } };

export type AdversarialRegistrationLeadsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdversarialRegistrationLeadsQuery = { leads: { meta: { count: number }, edges: Array<{ node: { name: string } }> } };

export type AdversarialRegistrationSignUpMutationVariables = Exact<{
  kind: string;
  email: string;
}>;


export type AdversarialRegistrationSignUpMutation = { requestSignUpLink: { status: boolean, message: string } };

export type AdversarialRegistrationListQueryVariables = Exact<{
  kind: string;
}>;


export type AdversarialRegistrationListQuery = { connections: { edges: Array<{ node: { targetUserInfo: { email: string } } }> } };

export type AdversarialRegistrationBusinessConnectionMutationVariables = Exact<{
  input: BusinessConnectionInput;
}>;


export type AdversarialRegistrationBusinessConnectionMutation = { businessConnection: { invitationLink: string | null } };

export type AdversarialRegistrationSignUp2MutationVariables = Exact<{
  email: string;
}>;


export type AdversarialRegistrationSignUp2Mutation = { requestSignUpLink: { message: string } };

export type AuthViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthViewerQuery = { viewer: { id: string } };

export type AuthViewer2QueryVariables = Exact<{ [key: string]: never; }>;


export type AuthViewer2Query = { viewer: { id: string } };

export type BillsInvitedInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type BillsInvitedInviteMutation = { vendorConnection: { connection: { id: string } } };

export type BillsInvitedLinkMutationVariables = Exact<{
  id: string | number;
  to: string | number;
}>;


export type BillsInvitedLinkMutation = { linkPayee: { id: string } };

export type BillsInvitedBillsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillsInvitedBillsQuery = { accountingSystemBills: Array<{ externalId: string, billNumber: string, vendorId: string, vendorName: string, payable: boolean, hasBankAccount: boolean, awaitingBankDetails: boolean, paymentId: string | null }> };

export type BillsInvitedPayMutationVariables = Exact<{
  bills: Array<string | number> | string | number;
}>;


export type BillsInvitedPayMutation = { payAccountingBills: { paymentIds: Array<string>, skipped: Array<string> } };

export type BillsPaidOnceBillsQueryVariables = Exact<{ [key: string]: never; }>;


export type BillsPaidOnceBillsQuery = { accountingSystemBills: Array<{ externalId: string, billNumber: string, payable: boolean, hasBankAccount: boolean, paymentId: string | null, paymentStatus: string | null }> };

export type BillsPaidOncePayMutationVariables = Exact<{
  bills: Array<string | number> | string | number;
}>;


export type BillsPaidOncePayMutation = { payAccountingBills: { paymentIds: Array<string>, skipped: Array<string> } };

export type BusinessSetupSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupSetupQuery = { businessSetup: { businessId: string, name: string, tinOrEinNumber: string | null, emailSettings: boolean, isPaymentsApproved: boolean, connectedPaymentSystems: Array<string>, location: { zipcode: string | null, address: string | null, city: string | null, state: string | null, country: string }, paymentTime: { time: string | null, timeZone: string | null } | null, sharedPaymentMethods: { actualSharedPaymentMethod: { bankName: string, bin: string, last4: string, status: string } | null, inactiveSharedPaymentMethods: Array<{ bankName: string, bin: string, last4: string, status: string }> }, accountingSystems: Array<{ key: string, connected: boolean, mode: string | null }>, acumatica: { url: string | null, isHashExists: boolean }, branding: { description: string | null, logoContentType: string | null, logoSize: number | null }, registration: { serviceLevelChosen: boolean, termsAccepted: boolean, legalAccepted: boolean, hasSharedPaymentMethod: boolean, subscriptionDebitAuthorized: boolean, connectedPaymentSystemsCount: number, connectedAccountingSystemsCount: number, paymentTimeSet: boolean, isVisitedActiveUserPage: boolean } } };

export type BusinessSetupEmailMutationVariables = Exact<{
  on: boolean;
}>;


export type BusinessSetupEmailMutation = { setEmailSettings: { emailSettings: boolean } };

export type BusinessSetupAddressMutationVariables = Exact<{
  input: BusinessAddressInput;
}>;


export type BusinessSetupAddressMutation = { updateBusinessAddress: { name: string, tinOrEinNumber: string | null, location: { zipcode: string | null, address: string | null, city: string | null, state: string | null, country: string } } };

export type BusinessSetupUploadMutationVariables = Exact<{
  input: BusinessLogoInput;
}>;


export type BusinessSetupUploadMutation = { uploadBusinessLogo: { logoContentType: string | null, logoFileName: string | null, logoSize: number | null } };

export type BusinessSetupLogoQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupLogoQuery = { businessLogo: { contentType: string, fileName: string | null, contentBase64: string } | null };

export type BusinessSetupRegisterMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupRegisterMutation = { setupRegistrationDate: { status: boolean } };

export type BusinessSetupBusinessQueryVariables = Exact<{
  id: string | number;
}>;


export type BusinessSetupBusinessQuery = { business: { id: string, name: string } | null };

export type BusinessSetupSetMutationVariables = Exact<{
  on: boolean;
}>;


export type BusinessSetupSetMutation = { setPaymentsApproval: { isPaymentsApproved: boolean } };

export type BusinessSetupUpdateBrandingMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupUpdateBrandingMutation = { updateBranding: { description: string | null } };

export type BusinessSetupSetPaymentTimeMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupSetPaymentTimeMutation = { setPaymentTime: { paymentTime: { time: string | null } | null } };

export type BusinessSetupConnectAccountingSystemMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupConnectAccountingSystemMutation = { connectAccountingSystem: { businessId: string } };

export type BusinessSetupConnectAccountingSystem2MutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupConnectAccountingSystem2Mutation = { connectAccountingSystem: { businessId: string } };

export type BusinessSetupUpdateAcumaticaSettingsMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupUpdateAcumaticaSettingsMutation = { updateAcumaticaSettings: { acumatica: { url: string | null } } };

export type BusinessSetupUpdateAcumaticaSettings2MutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupUpdateAcumaticaSettings2Mutation = { updateAcumaticaSettings: { acumatica: { url: string | null, isHashExists: boolean } } };

export type BusinessSetupAnswerProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupAnswerProgressQuery = { businessSetup: { registration: { connectedAccountingSystemsCount: number, accountingSystemAnswered: boolean, accountingSystemAnswer: string | null } } };

export type BusinessSetupAnswerAccountingSystemMutationVariables = Exact<{
  answer?: string | null | undefined;
}>;


export type BusinessSetupAnswerAccountingSystemMutation = { answerAccountingSystem: { status: boolean } };

export type BusinessSetupAccountingContactMutationVariables = Exact<{
  input: AccountingSystemContactInput;
}>;


export type BusinessSetupAccountingContactMutation = { accountingSystemContact: { id: string } };

export type BusinessSetupSetupServiceLevelMutationVariables = Exact<{
  id: string | number;
}>;


export type BusinessSetupSetupServiceLevelMutation = { setupServiceLevel: { id: string } };

export type BusinessSetupSetupSubscriptionTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupSetupSubscriptionTermsMutation = { setupSubscriptionTerms: { id: string } };

export type BusinessSetupSetBankMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type BusinessSetupSetBankMutation = { setBusinessBankAccount: { id: string } };

export type BusinessSetupAcceptDebitsMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupAcceptDebitsMutation = { acceptSubscriptionDebitAuthorization: { acceptedAt: string | null } };

export type BusinessSetupUpdateBankCredentialsMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupUpdateBankCredentialsMutation = { updateBankCredentials: { connectedPaymentSystems: Array<string> } };

export type BusinessSetupConnectAccountingSystem3MutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupConnectAccountingSystem3Mutation = { connectAccountingSystem: { accountingSystems: Array<{ key: string, connected: boolean, mode: string | null }> } };

export type BusinessSetupSetPaymentTime2MutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupSetPaymentTime2Mutation = { setPaymentTime: { businessId: string } };

export type BusinessSetupActiveBusinessUsersQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupActiveBusinessUsersQuery = { activeBusinessUsers: Array<{ email: string, isBusinessRightsAvailable: boolean }> };

export type BusinessSetupMarkActiveUsersPageVisitedMutationVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupMarkActiveUsersPageVisitedMutation = { markActiveUsersPageVisited: { status: boolean } };

export type BusinessSetupViewerRegistrationQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupViewerRegistrationQuery = { viewer: { isBusinessRegistered: boolean, registration: { hasSuccessfulTestPayment: boolean, setup: { businessId: string, registration: { isVisitedActiveUserPage: boolean } } } | null } };

export type BusinessSetupSendTestPaymentMutationVariables = Exact<{
  input: SendTestPaymentInput;
}>;


export type BusinessSetupSendTestPaymentMutation = { sendTestPayment: { id: string, paymentProcessStatus: string | null } };

export type CollectionsCollectMutationVariables = Exact<{
  input: CollectPaymentsInput;
}>;


export type CollectionsCollectMutation = { collectPayments: { replayed: boolean, payments: Array<{ id: string, type: string, collectionType: string | null, status: string, purchaseId: string, moneyAmount: number, referenceNumber: string | null, customer: { id: string, name: string } | null }> } };

export type CollectionsCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type CollectionsCycleMutation = { runProcessingCycle: { succeeded: number, failed: number } };

export type ConsumersCreateMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type ConsumersCreateMutation = { createConsumer: { consumerId: string, firstName: string, lastName: string, email: string | null, businessName: string, processStatus: string, registrationStatus: string, initialPayment: number, bankName: string | null, accountNumberLast4: string | null, year: number | null, make: string | null, model: string | null } };

export type ConsumersListQueryVariables = Exact<{ [key: string]: never; }>;


export type ConsumersListQuery = { consumers: { meta: { count: number }, edges: Array<{ node: { consumerId: string, firstName: string, accountNumberLast4: string | null } }> } };

export type CoreViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type CoreViewerQuery = { viewer: { id: string, role: string, firstName: string, lastName: string, email: string, businessId: string | null, businessName: string | null, employeeId: string | null, isBusinessRegistered: boolean, isBusinessRightsAvailable: boolean, isPaymentsApproved: boolean, products: Array<string>, connectedAccountingSystems: Array<string>, vendorId: string | null, bankId: string | null } };

export type CoreGoLiveQueryVariables = Exact<{ [key: string]: never; }>;


export type CoreGoLiveQuery = { viewer: { goLiveDate: string | null } };

export type CoreSetupGoLiveDateMutationVariables = Exact<{ [key: string]: never; }>;


export type CoreSetupGoLiveDateMutation = { setupGoLiveDate: { status: string, goLiveDate: string | null } };

export type CoreBusinessQueryVariables = Exact<{
  id: string | number;
}>;


export type CoreBusinessQuery = { business: { id: string, name: string, businessType: string, goLiveDate: string | null, billingAmount: number | null, registrationDate: string | null, isPaymentsApproved: boolean, isVisitedActiveUserPage: boolean, accountingSystemSettings: string | null, location: { address: string | null, city: string | null, state: string | null, zipcode: string | null, country: string }, subscriptionSettings: { termsAccepted: boolean, legalAccepted: boolean, paymentTime: { time: string | null, timeZone: string | null } | null, actualServiceLevel: { name: string, tags: Array<string>, products: Array<{ name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } | null }, products: Array<{ name: string, price: number }> } | null };

export type CoreEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type CoreEmployeeQuery = { businessEmployee: { id: string, isBusinessRightsAvailable: boolean, registeredAt: string | null, blockedAt: string | null, business: { id: string, name: string }, user: { email: string, firstName: string, lastName: string, enabled: boolean, isSystem: boolean } } | null };

export type CoreAdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type CoreAdminDashboardQuery = { adminDashboard: { businessesCount: number, registeredBusinessesCount: number, usersCount: number, serviceLevelsCount: number, vendorsCount: number, banksCount: number, usersByRole: Array<{ label: string, count: number }>, businessesByServiceLevel: Array<{ label: string, count: number }>, businessesByType: Array<{ label: string, count: number }> } };

export type CoreBusinessDashboardQueryVariables = Exact<{
  id: string | number;
}>;


export type CoreBusinessDashboardQuery = { businessDashboard: { employeesCount: number, employeesWithRightsCount: number, vendorsCount: number, serviceLevelName: string | null, products: Array<string>, business: { name: string } } };

export type CoreProductsQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  filter?: ProductFilter | null | undefined;
}>;


export type CoreProductsQuery = { products: { meta: { count: number }, edges: Array<{ node: { id: string, name: string, price: number, description: string | null, active: boolean } }> } };

export type DashboardsFiguresFragment = { period: number, timeZone: string, from: string, to: string, count: number, volume: number, pendingApprovalCount: number, days: Array<{ date: string, count: number, amount: number }>, succeeded: { count: number, amount: number }, failed: { count: number, amount: number }, upcoming: Array<{ date: string, count: number, amount: number }> };

export type DashboardsBusinessDashboardQueryVariables = Exact<{
  id: string | number;
  period?: number | null | undefined;
}>;


export type DashboardsBusinessDashboardQuery = { businessDashboard: { business: { name: string }, payments: { period: number, timeZone: string, from: string, to: string, count: number, volume: number, pendingApprovalCount: number, days: Array<{ date: string, count: number, amount: number }>, succeeded: { count: number, amount: number }, failed: { count: number, amount: number }, upcoming: Array<{ date: string, count: number, amount: number }> } } };

export type DashboardsAdminDashboardQueryVariables = Exact<{
  period?: number | null | undefined;
}>;


export type DashboardsAdminDashboardQuery = { adminDashboard: { businessesCount: number, payments: { period: number, timeZone: string, from: string, to: string, count: number, volume: number, pendingApprovalCount: number, days: Array<{ date: string, count: number, amount: number }>, succeeded: { count: number, amount: number }, failed: { count: number, amount: number }, upcoming: Array<{ date: string, count: number, amount: number }> }, businesses: Array<{ businessName: string, count: number, volume: number, succeededCount: number, failedCount: number, pendingApprovalCount: number }> } };

export type DashboardsOwnQueryVariables = Exact<{
  period?: number | null | undefined;
}>;


export type DashboardsOwnQuery = { businessDashboard: { business: { name: string }, payments: { count: number, volume: number } } };

export type DashboardsEachQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardsEachQuery = { businessDashboard: { employeesCount: number, employeesWithRightsCount: number, vendorsCount: number, serviceLevelName: string | null, products: Array<string>, business: { name: string }, payments: { count: number, volume: number } } };

export type DirectoryListQueryVariables = Exact<{
  filter?: FinancialInstitutionFilter | null | undefined;
  orderBy?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type DirectoryListQuery = { financialInstitutions: { meta: { count: number }, edges: Array<{ node: { id: string, routingId: string, participantId: string, participantName: string, institutionId: string, institutionName: string, receiveServices: string, receivingConnection: string, participantActivationDate: string } }> } };

export type DirectoryOneQueryVariables = Exact<{
  id: string | number;
}>;


export type DirectoryOneQuery = { financialInstitution: { routingId: string, institutionName: string } | null };

export type DirectoryLookupQueryVariables = Exact<{
  routingNumber: string;
}>;


export type DirectoryLookupQuery = { routingNumberInstitution: { routingId: string, bankName: string, institutionName: string, participantName: string } | null };

export type DirectoryCreateMutationVariables = Exact<{
  input: FinancialInstitutionInput;
}>;


export type DirectoryCreateMutation = { createFinancialInstitution: { id: string, routingId: string, institutionName: string, participantActivationDate: string } };

export type DirectoryUpdateMutationVariables = Exact<{
  id: string | number;
  input: FinancialInstitutionInput;
}>;


export type DirectoryUpdateMutation = { updateFinancialInstitution: { id: string, routingId: string, institutionName: string, receivingConnection: string } };

export type DirectorySystemsQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectorySystemsQuery = { accountingSystems: Array<{ key: string, name: string, active: boolean, route: string, siteLink: string, idType: string }> };

export type DirectorySwitchMutationVariables = Exact<{
  key: string | number;
  active: boolean;
}>;


export type DirectorySwitchMutation = { setAccountingSystemActive: { key: string, active: boolean } };

export type DirectoryCrmQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectoryCrmQuery = { crmIntegrations: Array<{ key: string, name: string, connected: boolean, logo: { url: string, alt: string } }> };

export type DirectoryCrmSwitchMutationVariables = Exact<{
  key: string | number;
  connected: boolean;
}>;


export type DirectoryCrmSwitchMutation = { setCrmIntegrationConnected: { key: string, connected: boolean } };

export type DirectoryContactMutationVariables = Exact<{
  input: AccountingSystemContactInput;
}>;


export type DirectoryContactMutation = { accountingSystemContact: { id: string } };

export type DirectoryContactsQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectoryContactsQuery = { accountingSystemContacts: { meta: { count: number }, edges: Array<{ node: { systemName: string, contactName: string, email: string, businessName: string | null, message: string | null } }> } };

export type DirectoryConnectAccountingSystemMutationVariables = Exact<{ [key: string]: never; }>;


export type DirectoryConnectAccountingSystemMutation = { connectAccountingSystem: { businessId: string } };

export type EdgeInputPayableVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type EdgeInputPayableVendorsQuery = { payableVendors: Array<{ id: string }> };

export type EdgeInputCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type EdgeInputCreateMutation = { createVendorPayment: { id: string, dueDateTime: { date: string } } };

export type EdgeInputUpdateBusinessAddressMutationVariables = Exact<{
  input: BusinessAddressInput;
}>;


export type EdgeInputUpdateBusinessAddressMutation = { updateBusinessAddress: { name: string } };

export type EmployeeCreateInviteMutationVariables = Exact<{
  input: EmployeeConnectionInput;
}>;


export type EmployeeCreateInviteMutation = { employeeConnection: { connection: { id: string } } };

export type ErrorsListQueryVariables = Exact<{
  filter?: FailureFilter | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type ErrorsListQuery = { failures: { meta: { count: number }, edges: Array<{ node: { kind: string, id: string, businessId: string | null, businessName: string | null, occurredAt: string, subject: string, reason: string | null, code: string | null, requestId: string | null, paymentId: string | null, retryable: boolean, resolvedAt: string | null, resolutionNote: string | null } }> } };

export type ErrorsCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorsCountsQuery = { failureCounts: Array<{ kind: string, count: number }> };

export type ErrorsRetryMutationVariables = Exact<{
  kind: string;
  id: string | number;
}>;


export type ErrorsRetryMutation = { retryFailure: boolean };

export type ErrorsResolveMutationVariables = Exact<{
  kind: string;
  id: string | number;
  note: string;
}>;


export type ErrorsResolveMutation = { resolveFailure: { kind: string, id: string, resolvedAt: string | null, resolutionNote: string | null, retryable: boolean } };

export type ErrorsBanksQueryVariables = Exact<{ [key: string]: never; }>;


export type ErrorsBanksQuery = { banks: Array<{ id: string, name: string }> };

export type ExportsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ExportsViewerQuery = { viewer: { timeZone: string } };

export type HarnessSendMailboxCodeMutationVariables = Exact<{
  kind: string;
  token: string;
}>;


export type HarnessSendMailboxCodeMutation = { sendInvitationCode: { message: string } };

export type HistoryExportViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type HistoryExportViewerQuery = { viewer: { timeZone: string } };

export type InstantCollectionsAccessPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type InstantCollectionsAccessPendingQuery = { consumers: { meta: { count: number }, edges: Array<{ node: { consumerId: string, email: string | null, businessName: string } }> } };

export type InstantCollectionsAccessInviteConsumerMutationVariables = Exact<{
  input: ConsumerConnectionInput;
}>;


export type InstantCollectionsAccessInviteConsumerMutation = { consumerConnection: { invitationLink: string | null, connection: { consumerId: string | null } } };

export type InstantCollectionsAccessSignUpBusinessQueryVariables = Exact<{
  id: string | number;
}>;


export type InstantCollectionsAccessSignUpBusinessQuery = { signUpBusiness: { id: string, name: string } };

export type InstantSchemaFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type InstantSchemaFailuresQuery = { failures: { edges: Array<{ node: { id: string, subject: string, reason: string | null, paymentId: string | null } }> } };

export type WaitingNewsInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type WaitingNewsInviteMutation = { vendorConnection: { invitationLink: string | null, connection: { id: string } } };

export type WaitingNewsResendMutationVariables = Exact<{
  input: UpdateConnectionInput;
}>;


export type WaitingNewsResendMutation = { updateConnection: { connection: { id: string } } };

export type WaitingNewsPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type WaitingNewsPayMutation = { createVendorPayment: { id: string, status: string } };

export type WaitingNewsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type WaitingNewsApproveMutation = { approvePayments: { payments: Array<{ id: string, status: string }> } };

export type WaitingNewsOpenQueryVariables = Exact<{
  token: string;
}>;


export type WaitingNewsOpenQuery = { connectionInvitation: { waitingPayments: Array<{ payer: string, amount: number, referenceNumber: string | null, purchaseId: string }> } };

export type MoneyListsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyListsViewerQuery = { viewer: { businessId: string | null } };

export type MoneyListsCancelPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type MoneyListsCancelPaymentMutation = { cancelPayment: { status: string } };

export type MoneyListsConsumersQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyListsConsumersQuery = { consumers: { edges: Array<{ node: { consumerId: string, lastReturn: { paymentId: string, status: string, returnCode: string | null } | null } }> } };

export type MoneyCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type MoneyCreateMutation = { createVendorPayment: { moneyAmount: number, status: string } };

export type MoneyVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyVendorsQuery = { payableVendors: Array<{ id: string }> };

export type MoneyAdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyAdminDashboardQuery = { adminDashboard: { payments: { volume: number } } };

export type PayeeDirectionPayeesQueryVariables = Exact<{
  system: string;
  status: string;
  nameFilter?: string | null | undefined;
}>;


export type PayeeDirectionPayeesQuery = { payees: { edges: Array<{ id: string, name: string, possibleDuplicateOf: { id: string, name: string, accountNumberLast4: string | null } | null, linkedTo: { id: string, name: string, accountNumberLast4: string | null } | null }> } };

export type PayeeDirectionLinkMutationVariables = Exact<{
  system: string;
  id: string | number;
  to: string | number;
}>;


export type PayeeDirectionLinkMutation = { linkPayee: { id: string, name: string, linkedTo: { id: string, name: string } | null } };

export type PayeeDirectionLinkManyMutationVariables = Exact<{
  system: string;
  links: Array<PayeeLinkInput> | PayeeLinkInput;
}>;


export type PayeeDirectionLinkManyMutation = { linkPayees: Array<{ id: string, name: string, linkedTo: { id: string, name: string, accountNumberLast4: string | null } | null }> };

export type PayeeDirectionUnlinkMutationVariables = Exact<{
  system: string;
  id: string | number;
}>;


export type PayeeDirectionUnlinkMutation = { unlinkPayee: { id: string } };

export type PayeeDirectionSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeeDirectionSetupQuery = { businessSetup: { accountingSystems: Array<{ key: string, connected: boolean, writeBackAccount: string | null, writeBackAccountNeeded: boolean }> } };

export type PayeeLinksPayeesQueryVariables = Exact<{
  system: string;
  status: string;
  nameFilter?: string | null | undefined;
}>;


export type PayeeLinksPayeesQuery = { payees: { edges: Array<{ id: string, name: string, possibleDuplicateOf: { id: string, name: string, reason: string | null, accountNumberLast4: string | null } | null, linkedTo: { id: string, name: string, reason: string | null, accountNumberLast4: string | null } | null }> } };

export type PayeeLinksLinkMutationVariables = Exact<{
  system: string;
  id: string | number;
  to: string | number;
}>;


export type PayeeLinksLinkMutation = { linkPayee: { id: string, name: string, linkedTo: { id: string, name: string, reason: string | null, accountNumberLast4: string | null } | null } };

export type PayeeLinksUnlinkMutationVariables = Exact<{
  system: string;
  id: string | number;
}>;


export type PayeeLinksUnlinkMutation = { unlinkPayee: { id: string, linkedTo: { id: string } | null } };

export type PayeeLinksPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeeLinksPayableQuery = { payableVendors: Array<{ id: string, name: string, accountNumberLast4: string }> };

export type PayeeLinksBillsQueryVariables = Exact<{
  system: string;
}>;


export type PayeeLinksBillsQuery = { accountingSystemBills: Array<{ externalId: string, billNumber: string, vendorId: string, vendorName: string, payable: boolean, paymentId: string | null }> };

export type PayeeLinksPayMutationVariables = Exact<{
  system: string;
  bills: Array<string | number> | string | number;
}>;


export type PayeeLinksPayMutation = { payAccountingBills: { paymentIds: Array<string>, skipped: Array<string> } };

export type PayeeLinksOverdueQueryVariables = Exact<{
  system: string;
}>;


export type PayeeLinksOverdueQuery = { accountingSystemBills: Array<{ externalId: string, dueDate: string, overdue: boolean, paymentId: string | null }> };

export type PayeesPayeesQueryVariables = Exact<{
  system: string;
  status: string;
  nameFilter?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PayeesPayeesQuery = { payees: { meta: { count: number }, edges: Array<{ id: string, name: string, status: string, hasBankAccount: boolean, accountNumberLast4: string | null, externalId: string | null }> } };

export type PayeesLookalikesQueryVariables = Exact<{
  system: string;
  status: string;
  nameFilter?: string | null | undefined;
}>;


export type PayeesLookalikesQuery = { payees: { edges: Array<{ id: string, name: string, possibleDuplicateOf: { id: string, name: string } | null }> } };

export type PayeesSetMutationVariables = Exact<{
  system: string;
  ids: Array<string | number> | string | number;
  status: string;
}>;


export type PayeesSetMutation = { setPayeesStatus: { changed: number } };

export type PayeesSyncMutationVariables = Exact<{
  system: string;
}>;


export type PayeesSyncMutation = { syncPayees: { created: number, updated: number, vendorsUpdatedAt: string | null } };

export type PayeesAuthorizeMutationVariables = Exact<{
  system: string;
}>;


export type PayeesAuthorizeMutation = { accountingAuthorizationUrl: { url: string } };

export type PayeesCompleteMutationVariables = Exact<{
  state: string;
  code?: string | null | undefined;
  error?: string | null | undefined;
  params?: Array<CallbackParamInput> | CallbackParamInput | null | undefined;
}>;


export type PayeesCompleteMutation = { completeAccountingConnection: { system: string, companyId: string, sync: { created: number, updated: number } } };

export type PayeesInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type PayeesInviteMutation = { vendorConnection: { invitationLink: string | null, message: string, connection: { id: string } } };

export type PayeesRegisterMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type PayeesRegisterMutation = { registerVendor: { id: string | null, role: string | null } };

export type PayeesPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeesPayableQuery = { payableVendors: Array<{ id: string, name: string, accountNumberLast4: string }> };

export type PayeesPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type PayeesPayMutation = { createVendorPayment: { id: string, status: string } };

export type PayeesPayableVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeesPayableVendorsQuery = { payableVendors: Array<{ id: string, name: string }> };

export type PayeesBillsQueryVariables = Exact<{
  system: string;
}>;


export type PayeesBillsQuery = { accountingSystemBills: Array<{ externalId: string, billNumber: string, dueDate: string, amount: number, currency: string, vendorId: string, vendorName: string, payable: boolean }> };

export type PayeesPayBillsMutationVariables = Exact<{
  system: string;
  bills: Array<string | number> | string | number;
}>;


export type PayeesPayBillsMutation = { payAccountingBills: { paymentIds: Array<string>, skipped: Array<string> } };

export type PayeesBillPaymentsQueryVariables = Exact<{
  system: string;
}>;


export type PayeesBillPaymentsQuery = { accountingBillPayments: Array<{ paymentId: string, billNumber: string, writeBackStatus: string, writeBackAttempts: number, writeBackError: string | null, paymentStatus: string }> };

export type PayeesPaymentAccountsQueryVariables = Exact<{
  system: string;
}>;


export type PayeesPaymentAccountsQuery = { accountingPaymentAccounts: Array<{ id: string, name: string, code: string | null, chosen: boolean }> };

export type PayeesChoosePaymentAccountMutationVariables = Exact<{
  system: string;
  accountId: string | number;
}>;


export type PayeesChoosePaymentAccountMutation = { setAccountingPaymentAccount: Array<{ id: string, name: string, chosen: boolean }> };

export type PayeesDisconnectAccountingSystemMutationVariables = Exact<{ [key: string]: never; }>;


export type PayeesDisconnectAccountingSystemMutation = { disconnectAccountingSystem: { businessId: string } };

export type PayeesConnectAccountingSystemMutationVariables = Exact<{ [key: string]: never; }>;


export type PayeesConnectAccountingSystemMutation = { connectAccountingSystem: { businessId: string } };

export type DirectionAuthorizationFragment = { needed: boolean, text: string | null, accountLast4: string | null, acceptedAt: string | null, textVersion: string | null };

export type DirectionAuthorizationQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectionAuthorizationQuery = { subscriptionDebitAuthorization: { needed: boolean, text: string | null, accountLast4: string | null, acceptedAt: string | null, textVersion: string | null } };

export type DirectionAcceptMutationVariables = Exact<{
  accepted: boolean;
  userAgent?: string | null | undefined;
}>;


export type DirectionAcceptMutation = { acceptSubscriptionDebitAuthorization: { needed: boolean, text: string | null, accountLast4: string | null, acceptedAt: string | null, textVersion: string | null } };

export type DirectionCreateLevelMutationVariables = Exact<{
  input: ServiceLevelInput;
}>;


export type DirectionCreateLevelMutation = { createServiceLevel: { id: string } };

export type DirectionProductsQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectionProductsQuery = { products: { edges: Array<{ node: { id: string, name: string } }> } };

export type DirectionChooseMutationVariables = Exact<{
  id: string | number;
}>;


export type DirectionChooseMutation = { setupServiceLevel: { id: string } };

export type DirectionTermsMutationVariables = Exact<{ [key: string]: never; }>;


export type DirectionTermsMutation = { setupSubscriptionTerms: { id: string } };

export type DirectionBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type DirectionBankAccountMutation = { setBusinessBankAccount: { id: string } };

export type DirectionVisitedMutationVariables = Exact<{ [key: string]: never; }>;


export type DirectionVisitedMutation = { markActiveUsersPageVisited: { status: boolean } };

export type DirectionTestPaymentMutationVariables = Exact<{
  input: SendTestPaymentInput;
}>;


export type DirectionTestPaymentMutation = { sendTestPayment: { id: string, paymentProcessStatus: string | null } };

export type DirectionRegisterMutationVariables = Exact<{ [key: string]: never; }>;


export type DirectionRegisterMutation = { setupRegistrationDate: { status: boolean } };

export type DirectionProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectionProgressQuery = { businessSetup: { registration: { hasSharedPaymentMethod: boolean, subscriptionDebitAuthorized: boolean } } };

export type DirectionInvoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectionInvoicesQuery = { subscriptionInvoices: { meta: { count: number }, edges: Array<{ node: { billDate: string, billingAmount: number, status: string, paymentId: string | null } }> } };

export type DirectionFailuresQueryVariables = Exact<{ [key: string]: never; }>;


export type DirectionFailuresQuery = { failures: { edges: Array<{ node: { id: string, subject: string, reason: string | null, paymentId: string | null } }> } };

export type PaymentEmailsCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type PaymentEmailsCreateMutation = { createVendorPayment: { id: string, purchaseId: string, status: string } };

export type PaymentEmailsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PaymentEmailsApproveMutation = { approvePayments: { skippedIds: Array<string> } };

export type PaymentEmailsCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type PaymentEmailsCycleMutation = { runProcessingCycle: { filedPayments: number, succeeded: number, failed: number } };

export type PaymentEmailsPayableVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentEmailsPayableVendorsQuery = { payableVendors: Array<{ id: string, name: string }> };

export type PaymentEmailsPayableVendors2QueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentEmailsPayableVendors2Query = { payableVendors: Array<{ id: string }> };

export type PaymentSystemsViewFragment = { connectedPaymentSystems: Array<string>, infoForUpdatingSettingsOfPaymentSystems: { jackHenry: { name: string, clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, bankOfAmerica: { clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, usBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, bridgeBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, wellsFargo: { name: string, isAuthCertificateExists: boolean, isBankCredentialExists: boolean, isPassphraseExists: boolean, certificateFileName: string | null, keyFileName: string | null, gatewayEntityId: string | null, paymentType: string | null, status: string } } };

export type PaymentSystemsReadQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentSystemsReadQuery = { paymentSystemsSettings: { connectedPaymentSystems: Array<string>, infoForUpdatingSettingsOfPaymentSystems: { jackHenry: { name: string, clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, bankOfAmerica: { clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, usBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, bridgeBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, wellsFargo: { name: string, isAuthCertificateExists: boolean, isBankCredentialExists: boolean, isPassphraseExists: boolean, certificateFileName: string | null, keyFileName: string | null, gatewayEntityId: string | null, paymentType: string | null, status: string } } } };

export type PaymentSystemsUpdateBankMutationVariables = Exact<{
  paymentSystem: string;
  input: BankCredentialsInput;
}>;


export type PaymentSystemsUpdateBankMutation = { updateBankCredentials: { connectedPaymentSystems: Array<string>, infoForUpdatingSettingsOfPaymentSystems: { jackHenry: { name: string, clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, bankOfAmerica: { clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, usBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, bridgeBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, wellsFargo: { name: string, isAuthCertificateExists: boolean, isBankCredentialExists: boolean, isPassphraseExists: boolean, certificateFileName: string | null, keyFileName: string | null, gatewayEntityId: string | null, paymentType: string | null, status: string } } } };

export type PaymentSystemsUpdateWfMutationVariables = Exact<{
  input: WellsFargoSettingsInput;
}>;


export type PaymentSystemsUpdateWfMutation = { updateWellsFargoSettings: { connectedPaymentSystems: Array<string>, infoForUpdatingSettingsOfPaymentSystems: { jackHenry: { name: string, clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, bankOfAmerica: { clientId: string | null, companyIdForACHPayment: string | null, isBankCredentialExists: boolean, status: string }, usBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, bridgeBank: { clientId: string | null, isBankCredentialExists: boolean, status: string }, wellsFargo: { name: string, isAuthCertificateExists: boolean, isBankCredentialExists: boolean, isPassphraseExists: boolean, certificateFileName: string | null, keyFileName: string | null, gatewayEntityId: string | null, paymentType: string | null, status: string } } } };

export type PaymentTestSendMutationVariables = Exact<{
  key: string;
}>;


export type PaymentTestSendMutation = { sendTestPayment: { id: string, type: string, status: string, moneyAmount: number } };

export type PaymentTestStatusOfQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTestStatusOfQuery = { paymentTest: { proof: string | null, waiting: boolean, provenOn: string | null, accountLast4: string | null } };

export type PaymentTestPaymentQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentTestPaymentQuery = { paymentTransferTransaction: { status: string, paymentProcessStatus: string | null, paymentErrorMessage: string | null, returnCode: string | null, moneyAmount: number, statusDetails: Array<{ code: string | null, description: string | null }> } | null };

export type PaymentTestCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type PaymentTestCycleMutation = { runProcessingCycle: { at: string } };

export type PaymentTestDueQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentTestDueQuery = { paymentTransferTransaction: { dueDateTime: { date: string, time: string, timezone: string } } | null };

export type PaymentTestCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentTestCancelMutation = { cancelPayment: { status: string } };

export type PaymentTestSandboxDueQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentTestSandboxDueQuery = { paymentTransferTransaction: { createdDate: string, paymentProcessStatus: string | null, dueDateTime: { date: string, time: string, timezone: string } } | null };

export type PaymentTestGoesNowQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTestGoesNowQuery = { paymentTest: { goesNow: boolean } };

export type PaymentTestHarborAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type PaymentTestHarborAccountMutation = { setBusinessBankAccount: { last4: string } };

export type PaymentTestViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTestViewerQuery = { viewer: { registration: { hasSuccessfulTestPayment: boolean, paymentTestWaiting: boolean } | null } };

export type PaymentTestSendDepositsMutationVariables = Exact<{ [key: string]: never; }>;


export type PaymentTestSendDepositsMutation = { sendPaymentTestMicroDeposits: { waiting: boolean, accountLast4: string | null, microDeposits: { sent: boolean, arrivesOn: string, attemptsLeft: number } | null } };

export type PaymentTestConfirmDepositsMutationVariables = Exact<{
  input: ConfirmPaymentTestMicroDepositsInput;
}>;


export type PaymentTestConfirmDepositsMutation = { confirmPaymentTestMicroDeposits: { waiting: boolean, microDeposits: { attemptsLeft: number } | null } };

export type PaymentTestDepositsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTestDepositsQuery = { paymentTest: { waiting: boolean, microDeposits: { sent: boolean, arrivesOn: string, attemptsLeft: number } | null } };

export type PaymentTimeVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTimeVendorsQuery = { payableVendors: Array<{ id: string }> };

export type PaymentTimeCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type PaymentTimeCreateMutation = { createVendorPayment: { dueDateTime: { date: string, time: string, timezone: string } } };

export type PaymentTimePreviewQueryVariables = Exact<{
  dueDate?: string | null | undefined;
}>;


export type PaymentTimePreviewQuery = { businessPaymentDueDate: { date: string, time: string, timezone: string } };

export type PaymentTimeViewerZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTimeViewerZoneQuery = { viewer: { timeZone: string } };

export type PaymentTimeSetPaymentTimeMutationVariables = Exact<{
  time: string;
  zone: string;
}>;


export type PaymentTimeSetPaymentTimeMutation = { setPaymentTime: { businessId: string } };

export type PaymentTimeViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentTimeViewerQuery = { viewer: { timeZone: string } };

export type PaymentsPaymentFragment = { id: string, type: string, status: string, purchaseId: string, paymentTransactionId: string, paymentBankStatus: string | null, paymentProcessStatus: string | null, paymentErrorMessage: string | null, returnCode: string | null, moneyAmount: number, rail: string | null, achFileId: string | null, dueDateTime: { date: string, time: string, timezone: string }, vendor: { id: string, name: string } | null, recipient: { accountNumberLast4: string }, statusDetails: Array<{ status: string, code: string | null, datetime: string, description: string | null }> };

export type PaymentsCreate2MutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type PaymentsCreate2Mutation = { createVendorPayment: { id: string, type: string, status: string, purchaseId: string, paymentTransactionId: string, paymentBankStatus: string | null, paymentProcessStatus: string | null, paymentErrorMessage: string | null, returnCode: string | null, moneyAmount: number, rail: string | null, achFileId: string | null, dueDateTime: { date: string, time: string, timezone: string }, vendor: { id: string, name: string } | null, recipient: { accountNumberLast4: string }, statusDetails: Array<{ status: string, code: string | null, datetime: string, description: string | null }> } };

export type PaymentsCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type PaymentsCycleMutation = { runProcessingCycle: { at: string, achFiles: number, filedPayments: number, succeeded: number, failed: number, retried: number } };

export type PaymentsSetVendorBankAccountMutationVariables = Exact<{
  vendorId: string | number;
  input: BankAccountInput;
}>;


export type PaymentsSetVendorBankAccountMutation = { setVendorBankAccount: { id: string, last4: string, routingNumber: string } };

export type PaymentsPaymentTransferTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentsPaymentTransferTransactionQuery = { paymentTransferTransaction: { id: string, type: string, status: string, purchaseId: string, paymentTransactionId: string, paymentBankStatus: string | null, paymentProcessStatus: string | null, paymentErrorMessage: string | null, returnCode: string | null, moneyAmount: number, rail: string | null, achFileId: string | null, dueDateTime: { date: string, time: string, timezone: string }, vendor: { id: string, name: string } | null, recipient: { accountNumberLast4: string }, statusDetails: Array<{ status: string, code: string | null, datetime: string, description: string | null }> } | null };

export type PaymentsHolidaySchedulesQueryVariables = Exact<{
  filter?: HolidayScheduleFilter | null | undefined;
}>;


export type PaymentsHolidaySchedulesQuery = { holidaySchedules: { meta: { count: number }, edges: Array<{ node: { id: string, scheduleName: string, year: number, paymentNetwork: string, holidays: Array<{ holidayName: string, staticDate: string | null, dynamicRule: { nthOccurrence: string, dayOfWeek: number, month: number } | null }> } }> } };

export type PaymentsQQueryVariables = Exact<{
  year: number;
}>;


export type PaymentsQQuery = { bankHolidays: Array<{ date: string, holidayName: string }> };

export type PaymentsQ2QueryVariables = Exact<{
  at: string;
  tz: string;
  type: string;
  net: string;
}>;


export type PaymentsQ2Query = { paymentDueDate: { date: string, time: string, timezone: string } };

export type PaymentsGetPaymentNetworksQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsGetPaymentNetworksQuery = { getPaymentNetworks: Array<{ country: string, paymentNetworks: Array<string> }> };

export type PaymentsPaymentProcessingTimeRulesQueryVariables = Exact<{
  filter?: PaymentProcessingTimeRuleFilter | null | undefined;
}>;


export type PaymentsPaymentProcessingTimeRulesQuery = { paymentProcessingTimeRules: { meta: { count: number }, edges: Array<{ node: { paymentType: string, providerInfo: { banks: Array<string> }, processingSchedules: Array<{ cutoffTime: string, weekdays: Array<number>, daysToProcess: number, description: string | null }> } }> } };

export type PaymentsCreateMutationVariables = Exact<{
  input: HolidayScheduleInput;
}>;


export type PaymentsCreateMutation = { createHolidaySchedule: { id: string, scheduleName: string, holidays: Array<{ holidayName: string, staticDate: string | null }> } };

export type PaymentsUpdateMutationVariables = Exact<{
  id: string | number;
  input: HolidayScheduleInput;
}>;


export type PaymentsUpdateMutation = { updateHolidaySchedule: { scheduleName: string, holidays: Array<{ holidayName: string, dynamicRule: { nthOccurrence: string } | null }> } };

export type PaymentsDelMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentsDelMutation = { deleteHolidaySchedule: boolean };

export type PaymentsCreateRuleMutationVariables = Exact<{
  input: PaymentProcessingTimeRuleInput;
}>;


export type PaymentsCreateRuleMutation = { createPaymentProcessingTimeRule: { id: string, providerInfo: { banks: Array<string> } } };

export type PaymentsPaymentProcessingTimeRules2QueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsPaymentProcessingTimeRules2Query = { paymentProcessingTimeRules: { meta: { count: number } } };

export type PaymentsDueQQueryVariables = Exact<{
  bank?: string | null | undefined;
}>;


export type PaymentsDueQQuery = { paymentDueDate: { date: string, time: string } };

export type PaymentsDeletePaymentProcessingTimeRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentsDeletePaymentProcessingTimeRuleMutation = { deletePaymentProcessingTimeRule: boolean };

export type PaymentsVendorBankAccountQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentsVendorBankAccountQuery = { vendorBankAccount: { last4: string } | null };

export type PaymentsQ3QueryVariables = Exact<{
  filter?: ConsumerFilter | null | undefined;
}>;


export type PaymentsQ3Query = { consumers: { meta: { count: number }, edges: Array<{ node: { consumerId: string, firstName: string, businessName: string, processStatus: string, registrationStatus: string, initialPayment: number, accountNumberLast4: string | null } }> } };

export type PaymentsMMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type PaymentsMMutation = { setBusinessBankAccount: { last4: string, routingNumber: string, accountType: string } };

export type PaymentsBusinessBankAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsBusinessBankAccountQuery = { businessBankAccount: { last4: string } | null };

export type PaymentsBusinessBankAccount2QueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsBusinessBankAccount2Query = { businessBankAccount: { last4: string } | null };

export type PaymentsCancelMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentsCancelMutation = { cancelPayment: { status: string, statusDetails: Array<{ status: string, code: string | null }> } };

export type PaymentsCancelPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type PaymentsCancelPaymentMutation = { cancelPayment: { status: string } };

export type PaymentsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PaymentsApproveMutation = { approvePayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string, statusDetails: Array<{ status: string, code: string | null }> }> } };

export type PaymentsRejectMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  reason?: string | null | undefined;
}>;


export type PaymentsRejectMutation = { rejectPayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string, statusDetails: Array<{ status: string, code: string | null, description: string | null }> }> } };

export type PaymentsApprovingStateQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsApprovingStateQuery = { approvingState: { isPaymentsApproved: boolean, transactionsApprovingCount: number } };

export type PaymentsQ4QueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentsQ4Query = { paymentTransferTransaction: { id: string } | null };

export type PaymentsQ5QueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentsQ5Query = { originatingAccounts: Array<{ odfiRoutingNumber: string, companyId: string, companyName: string }>, achFiles: { meta: { count: number }, edges: Array<{ node: { id: string, fileName: string, entries: number, batches: number, totalCreditAmount: number, totalDebitAmount: number, downloadPath: string, createdAt: string } }> } };

export type PaymentsApprovePaymentsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PaymentsApprovePaymentsMutation = { approvePayments: { skippedIds: Array<string> } };

export type PaymentsSendMutationVariables = Exact<{
  key: string;
}>;


export type PaymentsSendMutation = { sendTestPayment: { type: string, status: string, moneyAmount: number, recipient: { accountNumberLast4: string } } };

export type RedirectPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type RedirectPayMutation = { createVendorPayment: { id: string, status: string } };

export type RedirectApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RedirectApproveMutation = { approvePayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string }> } };

export type RedirectShowQueryVariables = Exact<{
  id: string | number;
}>;


export type RedirectShowQuery = { paymentTransferTransaction: { id: string, status: string, payoutHold: boolean, recipient: { bankName: string | null, accountNumberLast4: string }, previousRecipient: { bankName: string | null, accountNumberLast4: string } | null, statusDetails: Array<{ code: string | null, description: string | null }> } | null };

export type RedirectChangeMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type RedirectChangeMutation = { changeVendorPayoutAccount: { vendorId: string } };

export type RedirectDetailsMutationVariables = Exact<{
  input: VendorCompanyDetailsInput;
}>;


export type RedirectDetailsMutation = { updateVendorCompanyDetails: { vendorId: string } };

export type RedirectInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type RedirectInviteMutation = { vendorConnection: { invitationLink: string | null, connection: { id: string } } };

export type RedirectRemintMutationVariables = Exact<{
  id: string | number;
}>;


export type RedirectRemintMutation = { connectionInvitationLink: { invitationLink: string | null } };

export type RedirectRegisterMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type RedirectRegisterMutation = { registerVendor: { id: string | null } };

export type RedirectPayeesQueryVariables = Exact<{
  system: string;
  status: string;
  nameFilter?: string | null | undefined;
}>;


export type RedirectPayeesQuery = { payees: { edges: Array<{ id: string, name: string, possibleDuplicateOf: { id: string, name: string, reason: string | null } | null }> } };

export type RedirectLinkMutationVariables = Exact<{
  system: string;
  id: string | number;
  to: string | number;
}>;


export type RedirectLinkMutation = { linkPayee: { id: string, linkedTo: { id: string } | null } };

export type RedirectUnlinkMutationVariables = Exact<{
  system: string;
  id: string | number;
}>;


export type RedirectUnlinkMutation = { unlinkPayee: { id: string } };

export type RedirectPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type RedirectPayableQuery = { payableVendors: Array<{ id: string, payoutChangeHeld: boolean }> };

export type ProcessingByHandCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type ProcessingByHandCreateMutation = { createVendorPayment: { id: string } };

export type ProcessingByHandApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type ProcessingByHandApproveMutation = { approvePayments: { skippedIds: Array<string> } };

export type ProcessingByHandRunMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type ProcessingByHandRunMutation = { runProcessingCycle: { at: string, achFiles: number, filedPayments: number, succeeded: number, failed: number, retried: number, settled: number, awaitingConfirmation: number } };

export type ProcessingRulesRulesQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessingRulesRulesQuery = { paymentProcessingTimeRules: { edges: Array<{ node: { id: string, paymentType: string, paymentNetwork: string, timeZone: string, providerInfo: { banks: Array<string> }, processingSchedules: Array<{ cutoffTime: string, weekdays: Array<number>, daysToProcess: number, description: string | null }> } }> } };

export type ProcessingRulesCreateMutationVariables = Exact<{
  input: PaymentProcessingTimeRuleInput;
}>;


export type ProcessingRulesCreateMutation = { createPaymentProcessingTimeRule: { id: string, paymentNetwork: string, providerInfo: { banks: Array<string> } } };

export type ProcessingRulesUpdateMutationVariables = Exact<{
  id: string | number;
  input: PaymentProcessingTimeRuleInput;
}>;


export type ProcessingRulesUpdateMutation = { updatePaymentProcessingTimeRule: { id: string, processingSchedules: Array<{ daysToProcess: number }> } };

export type ProcessingRulesDeleteMutationVariables = Exact<{
  id: string | number;
}>;


export type ProcessingRulesDeleteMutation = { deletePaymentProcessingTimeRule: boolean };

export type ProcessingRulesDueQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessingRulesDueQuery = { paymentDueDate: { date: string, time: string } };

export type ProcessingRulesQQueryVariables = Exact<{
  year: number;
}>;


export type ProcessingRulesQQuery = { bankHolidays: Array<{ date: string, holidayName: string }> };

export type ProductionAccountingSystemsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProductionAccountingSystemsQuery = { accountingSystems: Array<{ key: string }> };

export type ProductionAccountingAuthorizationUrlMutationVariables = Exact<{ [key: string]: never; }>;


export type ProductionAccountingAuthorizationUrlMutation = { accountingAuthorizationUrl: { url: string } };

export type ProductionAccountingAuthorizationUrl2MutationVariables = Exact<{ [key: string]: never; }>;


export type ProductionAccountingAuthorizationUrl2Mutation = { accountingAuthorizationUrl: { url: string } };

export type PublicApiUpdateApiClientMutationVariables = Exact<{
  id: string | number;
  input: ApiClientInput;
}>;


export type PublicApiUpdateApiClientMutation = { updateApiClient: { id: string } };

export type PublicApiRotateApiClientSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type PublicApiRotateApiClientSecretMutation = { rotateApiClientSecret: { apiClient: { id: string } } };

export type PublicApiRemoveApiClientMutationVariables = Exact<{
  id: string | number;
}>;


export type PublicApiRemoveApiClientMutation = { removeApiClient: boolean };

export type PublicApiRenameApiClientMutationVariables = Exact<{
  id: string | number;
  input: ApiClientInput;
}>;


export type PublicApiRenameApiClientMutation = { updateApiClient: { id: string, name: string } };

export type PublicApiApiClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicApiApiClientsQuery = { apiClients: Array<{ id: string }> };

export type PublicApiRotateMutationVariables = Exact<{
  id: string | number;
  grace: string;
}>;


export type PublicApiRotateMutation = { rotateApiClientSecret: { credentials: { clientId: string, clientSecret: string }, apiClient: { previousSecretExpiresAt: string | null } } };

export type PublicApiAddMutationVariables = Exact<{
  apiClientId: string | number;
  input: WebhookEndpointInput;
}>;


export type PublicApiAddMutation = { createWebhookEndpoint: { signingSecret: string, endpoint: { id: string, url: string, events: Array<string> } } };

export type PublicApiApiClients2QueryVariables = Exact<{ [key: string]: never; }>;


export type PublicApiApiClients2Query = { apiClients: Array<{ id: string, webhookEndpoints: Array<{ id: string, deliveries: Array<{ id: string, eventType: string, status: string, attempts: number, responseStatus: number | null }> }> }> };

export type PublicApiResendWebhookDeliveryMutationVariables = Exact<{
  id: string | number;
}>;


export type PublicApiResendWebhookDeliveryMutation = { resendWebhookDelivery: { status: string } };

export type PublicApiApprovePaymentsMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type PublicApiApprovePaymentsMutation = { approvePayments: { skippedIds: Array<string> } };

export type PublicApiRunProcessingCycleMutationVariables = Exact<{
  at?: string | null | undefined;
}>;


export type PublicApiRunProcessingCycleMutation = { runProcessingCycle: { at: string, succeeded: number, failed: number, filedPayments: number } };

export type PublicApiApiClients3QueryVariables = Exact<{ [key: string]: never; }>;


export type PublicApiApiClients3Query = { apiClients: Array<{ id: string }> };

export type PublicApiAdd2MutationVariables = Exact<{
  apiClientId: string | number;
  input: WebhookEndpointInput;
}>;


export type PublicApiAdd2Mutation = { createWebhookEndpoint: { endpoint: { id: string } } };

export type QueryCostHolidaySchedulesQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCostHolidaySchedulesQuery = { holidaySchedules: { meta: { count: number }, edges: Array<{ node: { id: string, scheduleName: string, holidays: Array<{ id: string, holidayName: string, staticDate: string | null }> } }> } };

export type RailsSetBusinessRailMutationVariables = Exact<{
  id: string | number;
  rail: string;
  originatingAccountId?: string | number | null | undefined;
}>;


export type RailsSetBusinessRailMutation = { setBusinessRail: { rail: { rail: string, label: string, explanation: string, originatingAccount: { name: string } | null }, railChoices: Array<{ rail: string, label: string }> } };

export type RailsAdminBusinessQueryVariables = Exact<{
  id: string | number;
}>;


export type RailsAdminBusinessQuery = { adminBusiness: { rail: { rail: string, label: string }, railChoices: Array<{ rail: string, originatingAccountId: string | null, label: string, explanation: string }> } | null };

export type RailsCreateVendorPaymentMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type RailsCreateVendorPaymentMutation = { createVendorPayment: { status: string } };

export type RailsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type RailsApproveMutation = { approvePayments: { skippedIds: Array<string> } };

export type RailsCollectMutationVariables = Exact<{
  input: CollectPaymentsInput;
}>;


export type RailsCollectMutation = { collectPayments: { payments: Array<{ id: string }> } };

export type SameDayVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SameDayVendorsQuery = { payableVendors: Array<{ id: string }> };

export type SameDayCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type SameDayCreateMutation = { createVendorPayment: { id: string, status: string } };

export type SandboxStatementInviteMutationVariables = Exact<{
  input: ConsumerConnectionInput;
}>;


export type SandboxStatementInviteMutation = { consumerConnection: { invitationLink: string | null, connection: { consumerId: string | null } } };

export type SandboxStatementRegisterMutationVariables = Exact<{
  token?: string | null | undefined;
  input: RegistrationInput;
  userAgent?: string | null | undefined;
}>;


export type SandboxStatementRegisterMutation = { registerBusinessConsumer: { consumerId: string | null } };

export type SandboxStatementLinesQueryVariables = Exact<{ [key: string]: never; }>;


export type SandboxStatementLinesQuery = { sandboxBankStatement: Array<{ id: string, date: string, accountHolderName: string, accountLast4: string, descriptor: string, amountCents: number }> };

export type SandboxStatementConfirmMutationVariables = Exact<{
  token: string;
  first: string;
  second: string;
}>;


export type SandboxStatementConfirmMutation = { confirmMicroDeposits: { message: string } };

export type SendPaymentVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SendPaymentVendorsQuery = { payableVendors: Array<{ id: string, name: string, bankName: string | null, accountNumberLast4: string }> };

export type SendPaymentCreateMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type SendPaymentCreateMutation = { createVendorPayment: { status: string, dueDateTime: { date: string, time: string, timezone: string } } };

export type SendPaymentReviewFactsQueryVariables = Exact<{
  dueDate?: string | null | undefined;
}>;


export type SendPaymentReviewFactsQuery = { expectedArrivalDate: string, sameDay: string, paymentSystemsSettings: { payingAccount: { bankName: string | null, last4: string } | null } };

export type SendPaymentCreateWithReferenceMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type SendPaymentCreateWithReferenceMutation = { createVendorPayment: { id: string, referenceNumber: string | null } };

export type SentSettledPaymentTransferTransactionQueryVariables = Exact<{
  id: string | number;
}>;


export type SentSettledPaymentTransferTransactionQuery = { paymentTransferTransaction: { status: string, sentAt: string | null, settledAt: string | null, settlementDate: string | null } | null };

export type SessionsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsViewerQuery = { viewer: { id: string } };

export type SessionsShellQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsShellQuery = { viewer: { businessId: string | null, employeeId: string | null, isBusinessRightsAvailable: boolean, products: Array<string> } };

export type SessionsChangeMutationVariables = Exact<{
  input: UpdateBusinessEmployeeInput;
}>;


export type SessionsChangeMutation = { updateBusinessEmployee: { isBusinessRightsAvailable: boolean } };

export type SessionsBusinessDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsBusinessDashboardQuery = { businessDashboard: { employeesCount: number } };

export type SessionsPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsPayableQuery = { payableVendors: Array<{ id: string, name: string }> };

export type SessionsCreateVendorMutationVariables = Exact<{
  input: CreateVendorInput;
}>;


export type SessionsCreateVendorMutation = { createVendor: { id: string } };

export type SessionsCopiesShellQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionsCopiesShellQuery = { viewer: { employeeId: string | null, isBusinessRightsAvailable: boolean } };

export type SessionsCopiesChangeMutationVariables = Exact<{
  input: UpdateBusinessEmployeeInput;
}>;


export type SessionsCopiesChangeMutation = { updateBusinessEmployee: { isBusinessRightsAvailable: boolean } };

export type SetupGateSetBankMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SetupGateSetBankMutation = { setBusinessBankAccount: { id: string } };

export type SetupGateSetVendorBankMutationVariables = Exact<{
  vendorId: string | number;
  input: BankAccountInput;
}>;


export type SetupGateSetVendorBankMutation = { setVendorBankAccount: { id: string } };

export type SetupGateCreateMutationVariables = Exact<{
  input: CreateConsumerInput;
}>;


export type SetupGateCreateMutation = { createConsumer: { consumerId: string } };

export type SignInLimitsViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type SignInLimitsViewerQuery = { viewer: { id: string, email: string } };

export type SubscriptionsServiceLevelFragment = { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null };

export type SubscriptionsCreateLevelMutationVariables = Exact<{
  input: ServiceLevelInput;
}>;


export type SubscriptionsCreateLevelMutation = { createServiceLevel: { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } };

export type SubscriptionsUpdateLevelMutationVariables = Exact<{
  id: string | number;
  input: ServiceLevelInput;
}>;


export type SubscriptionsUpdateLevelMutation = { updateServiceLevel: { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } };

export type SubscriptionsDeleteLevelMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsDeleteLevelMutation = { deleteServiceLevel: boolean };

export type SubscriptionsAddProductMutationVariables = Exact<{
  s: string | number;
  p: string | number;
}>;


export type SubscriptionsAddProductMutation = { addProductToServiceLevel: { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } };

export type SubscriptionsRemoveProductMutationVariables = Exact<{
  s: string | number;
  p: string | number;
}>;


export type SubscriptionsRemoveProductMutation = { removeProductFromServiceLevel: { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } };

export type SubscriptionsCreateProductMutationVariables = Exact<{
  input: ProductInput;
}>;


export type SubscriptionsCreateProductMutation = { createProduct: { id: string, name: string, price: number, description: string | null, active: boolean } };

export type SubscriptionsUpdateProductMutationVariables = Exact<{
  id: string | number;
  input: ProductInput;
}>;


export type SubscriptionsUpdateProductMutation = { updateProduct: { id: string, name: string, price: number, description: string | null, active: boolean } };

export type SubscriptionsLevelsQueryVariables = Exact<{
  filter?: ServiceLevelFilter | null | undefined;
}>;


export type SubscriptionsLevelsQuery = { serviceLevels: { meta: { count: number }, edges: Array<{ node: { id: string, name: string, shortDescription: string | null, description: string | null, active: boolean, tags: Array<string>, products: Array<{ id: string, name: string }>, initialTerm: { duration: number, unit: string, price: number } | null, renewalTerm: { duration: number, unit: string, price: number } | null } }> } };

export type SubscriptionsProductsQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type SubscriptionsProductsQuery = { products: { meta: { count: number }, edges: Array<{ node: { id: string, name: string, price: number } }> } };

export type SubscriptionsChooseMutationVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsChooseMutation = { setupServiceLevel: { id: string, billingAmount: number | null, subscriptionSettings: { actualServiceLevel: { id: string, name: string } | null }, products: Array<{ name: string }> } };

export type SubscriptionsTermsMutationVariables = Exact<{
  input: SubscriptionTermsInput;
}>;


export type SubscriptionsTermsMutation = { setupSubscriptionTerms: { subscriptionSettings: { termsAccepted: boolean, legalAccepted: boolean } } };

export type SubscriptionsGoLiveMutationVariables = Exact<{
  d?: string | null | undefined;
}>;


export type SubscriptionsGoLiveMutation = { setupGoLiveDate: { status: string, goLiveDate: string | null } };

export type SubscriptionsInvoicesQueryVariables = Exact<{
  businessId?: string | number | null | undefined;
}>;


export type SubscriptionsInvoicesQuery = { subscriptionInvoices: { meta: { count: number }, edges: Array<{ node: { id: string, uniqueId: string, businessId: string, billDate: string, periodEnd: string, billingAmount: number, isProcessed: boolean, status: string, term: string, serviceLevelName: string, paymentId: string | null } }> } };

export type SubscriptionsSummaryQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type SubscriptionsSummaryQuery = { subscriptionSummary: { date: string, forOneDay: { total: number, count: number }, forAllTime: { total: number, count: number } } };

export type SubscriptionsGroupsQueryVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsGroupsQuery = { businessesByServiceLevel: Array<{ serviceLevel: { id: string, name: string } | null, businesses: Array<{ id: string, name: string, billedTotal: number }> }> };

export type SubscriptionsBusinessQueryVariables = Exact<{
  id: string | number;
}>;


export type SubscriptionsBusinessQuery = { business: { id: string, subscriptionSettings: { termsAccepted: boolean } } | null };

export type SubscriptionsSetBusinessBankAccountMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type SubscriptionsSetBusinessBankAccountMutation = { setBusinessBankAccount: { id: string } };

export type SubscriptionsAcceptDebitsMutationVariables = Exact<{ [key: string]: never; }>;


export type SubscriptionsAcceptDebitsMutation = { acceptSubscriptionDebitAuthorization: { acceptedAt: string | null } };

export type UsBankSaveCredentialsMutationVariables = Exact<{
  paymentSystem: string;
  input: BankCredentialsInput;
}>;


export type UsBankSaveCredentialsMutation = { updateBankCredentials: { connectedPaymentSystems: Array<string> } };

export type UsBankSetRailMutationVariables = Exact<{
  id: string | number;
  rail: string;
}>;


export type UsBankSetRailMutation = { setBusinessRail: { rail: { rail: string, label: string, explanation: string } } };

export type UsBankRailChoicesQueryVariables = Exact<{
  id: string | number;
}>;


export type UsBankRailChoicesQuery = { adminBusiness: { railChoices: Array<{ rail: string, label: string }> } | null };

export type UsBankCreateVendorPaymentMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type UsBankCreateVendorPaymentMutation = { createVendorPayment: { status: string } };

export type UsBankApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type UsBankApproveMutation = { approvePayments: { skippedIds: Array<string> } };

export type MailboxInviteMutationVariables = Exact<{
  input: VendorConnectionInput;
}>;


export type MailboxInviteMutation = { vendorConnection: { invitationLink: string | null, connection: { id: string } } };

export type MailboxInviteEmployeeMutationVariables = Exact<{
  input: EmployeeConnectionInput;
}>;


export type MailboxInviteEmployeeMutation = { employeeConnection: { invitationLink: string | null } };

export type MailboxRemintMutationVariables = Exact<{
  id: string | number;
}>;


export type MailboxRemintMutation = { connectionInvitationLink: { invitationLink: string | null } };

export type MailboxSendMutationVariables = Exact<{
  kind: string;
  token: string;
}>;


export type MailboxSendMutation = { sendInvitationCode: { status: boolean, message: string } };

export type MailboxConfirmMutationVariables = Exact<{
  kind: string;
  token: string;
  code: string;
}>;


export type MailboxConfirmMutation = { confirmInvitationCode: { status: boolean, message: string } };

export type MailboxInvitationQueryVariables = Exact<{
  kind: string;
  token: string;
}>;


export type MailboxInvitationQuery = { connectionInvitation: { asksForMailboxCode: boolean } };

export type MailboxRegisterMutationVariables = Exact<{
  token: string;
  input: RegistrationInput;
}>;


export type MailboxRegisterMutation = { registerVendor: { id: string | null, role: string | null } };

export type VendorsCreateVendorMutationVariables = Exact<{
  input: CreateVendorInput;
}>;


export type VendorsCreateVendorMutation = { createVendor: { id: string, name: string, bankName: string | null, accountNumberLast4: string } };

export type VendorsPayableQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorsPayableQuery = { payableVendors: Array<{ id: string, name: string, accountNumberLast4: string }> };

export type VendorsChangeMutationVariables = Exact<{
  input: BankAccountInput;
}>;


export type VendorsChangeMutation = { changeVendorPayoutAccount: { vendorId: string, vendorName: string, bankAccountChangedAt: string | null, bankAccount: { bankName: string, routingNumber: string, accountNumberLast4: string, accountHolderName: string } | null } };

export type VendorsAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorsAccountQuery = { vendorManagerAccount: { vendorId: string, vendorName: string, bankAccount: { bankName: string, routingNumber: string, accountNumberLast4: string, accountHolderName: string } | null } };

export type VendorsPayMutationVariables = Exact<{
  input: CreateVendorPaymentInput;
}>;


export type VendorsPayMutation = { createVendorPayment: { id: string, status: string, statusDetails: Array<{ status: string, code: string | null, description: string | null }> } };

export type VendorsPaymentAsReadQueryVariables = Exact<{
  id: string | number;
}>;


export type VendorsPaymentAsReadQuery = { paymentTransferTransaction: { createdBy: { name: string } | null, paymentMethod: { routingNumber: string | null } | null, business: { name: string }, statusDetails: Array<{ code: string | null, description: string | null }> } | null };

export type VendorsApproveMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type VendorsApproveMutation = { approvePayments: { skippedIds: Array<string>, payments: Array<{ id: string, status: string }> } };

export type VendorsSetVendorBankAccountMutationVariables = Exact<{
  vendorId: string | number;
  input: BankAccountInput;
}>;


export type VendorsSetVendorBankAccountMutation = { setVendorBankAccount: { id: string } };

export type VendorsPayableVendorsQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorsPayableVendorsQuery = { payableVendors: Array<{ id: string, payoutChangeHeld: boolean }> };

export type VendorsDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type VendorsDetailsQuery = { vendorManagerAccount: { vendorName: string, companyDetails: { description: string | null, email: string | null, phoneNumber: string | null, address: string | null, address2: string | null, city: string | null, state: string | null, zipcode: string | null, country: string } } };

export type VendorsUpdateMutationVariables = Exact<{
  input: VendorCompanyDetailsInput;
}>;


export type VendorsUpdateMutation = { updateVendorCompanyDetails: { companyDetails: { email: string | null, phoneNumber: string | null, address: string | null, city: string | null, state: string | null, zipcode: string | null, description: string | null } } };

export type WebOriginAuthorizeMutationVariables = Exact<{
  system: string;
}>;


export type WebOriginAuthorizeMutation = { accountingAuthorizationUrl: { url: string } };

export const DashboardsFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardsFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardPaymentFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovalCount"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<DashboardsFiguresFragment, unknown>;
export const DirectionAuthorizationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectionAuthorization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionDebitAuthorization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textVersion"}}]}}]} as unknown as DocumentNode<DirectionAuthorizationFragment, unknown>;
export const PaymentSystemsViewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSystemsView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSystemsSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}},{"kind":"Field","name":{"kind":"Name","value":"infoForUpdatingSettingsOfPaymentSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackHenry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankOfAmerica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridgeBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wellsFargo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthCertificateExists"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"isPassphraseExists"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"keyFileName"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentSystemsViewFragment, unknown>;
export const PaymentsPaymentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTransactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PaymentsPaymentFragment, unknown>;
export const SubscriptionsServiceLevelFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsServiceLevelFragment, unknown>;
export const AchChannelOpenSshSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AchChannelOpenSshSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AchFileChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAchFileChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"}},{"kind":"Field","name":{"kind":"Name","value":"hostKeyFingerprint"}}]}}]}}]} as unknown as DocumentNode<AchChannelOpenSshSetMutation, AchChannelOpenSshSetMutationVariables>;
export const AchChannelOpenSshRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AchChannelOpenSshRetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAchFileDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"achFileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AchChannelOpenSshRetryMutation, AchChannelOpenSshRetryMutationVariables>;
export const AchChannelReturnsAccountSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AchChannelReturnsAccountSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AchFileChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAchFileChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returnsFolder"}}]}}]}}]} as unknown as DocumentNode<AchChannelReturnsAccountSetMutation, AchChannelReturnsAccountSetMutationVariables>;
export const AchChannelSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AchChannelSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AchFileChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAchFileChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originatingAccountName"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"port"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"password"}},{"kind":"Field","name":{"kind":"Name","value":"privateKey"}},{"kind":"Field","name":{"kind":"Name","value":"hostKeyFingerprint"}},{"kind":"Field","name":{"kind":"Name","value":"uploadFolder"}},{"kind":"Field","name":{"kind":"Name","value":"fileNamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"returnsFolder"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<AchChannelSetMutation, AchChannelSetMutationVariables>;
export const AchChannelDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AchChannelDeliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achFileDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"remoteName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"serverAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AchChannelDeliveriesQuery, AchChannelDeliveriesQueryVariables>;
export const AchChannelFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AchChannelFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"review","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AchChannelFailuresQuery, AchChannelFailuresQueryVariables>;
export const DeliveryTruthSetChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryTruthSetChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AchFileChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAchFileChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileNamePattern"}},{"kind":"Field","name":{"kind":"Name","value":"lastDeliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"connectionTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthSetChannelMutation, DeliveryTruthSetChannelMutationVariables>;
export const DeliveryTruthRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryTruthRetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryAchFileDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"achFileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthRetryMutation, DeliveryTruthRetryMutationVariables>;
export const DeliveryTruthCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeliveryTruthCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelAchFileDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"achFileId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"achFileId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthCancelMutation, DeliveryTruthCancelMutationVariables>;
export const DeliveryTruthFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryTruthFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"review","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthFailuresQuery, DeliveryTruthFailuresQueryVariables>;
export const DeliveryTruthDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryTruthDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notDelivered"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthDashboardQuery, DeliveryTruthDashboardQueryVariables>;
export const DeliveryTruthPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeliveryTruthPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementDate"}}]}}]}}]} as unknown as DocumentNode<DeliveryTruthPaymentQuery, DeliveryTruthPaymentQueryVariables>;
export const AchReturnUploadUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AchReturnUploadUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadAchReturnFile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicate"}},{"kind":"Field","name":{"kind":"Name","value":"file"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"problems"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"ignored"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"originalTraceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTransactionId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AchReturnUploadUploadMutation, AchReturnUploadUploadMutationVariables>;
export const AchReturnUploadFilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AchReturnUploadFiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"achReturnFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"unmatched"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"originalTraceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTransactionId"}}]}}]}}]}}]} as unknown as DocumentNode<AchReturnUploadFilesQuery, AchReturnUploadFilesQueryVariables>;
export const AdminListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBusinesses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"registrationState"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyVolume"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersDisabled"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminListQuery, AdminListQueryVariables>;
export const AdminLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminLeads"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessListFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"registrationState"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"monthlyVolume"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminLeadsQuery, AdminLeadsQueryVariables>;
export const AdminDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"usersDisabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tinOrEinNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLimit"}},{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"}},{"kind":"Field","name":{"kind":"Name","value":"sharedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disableReason"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDetailQuery, AdminDetailQueryVariables>;
export const AdminUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"tinOrEinNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dotNumber"}},{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentLimit"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateMutation, AdminUpdateMutationVariables>;
export const AdminDisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDisable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessUsersDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersDisabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"disableReason"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDisableMutation, AdminDisableMutationVariables>;
export const AdminBanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"businessesCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}}]}}]}}]} as unknown as DocumentNode<AdminBanksQuery, AdminBanksQueryVariables>;
export const AdminCreateBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"businessesCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}}]}}]}}]} as unknown as DocumentNode<AdminCreateBankMutation, AdminCreateBankMutationVariables>;
export const AdminUpdateBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumbers"}},{"kind":"Field","name":{"kind":"Name","value":"businessesCount"}}]}}]}}]} as unknown as DocumentNode<AdminUpdateBankMutation, AdminUpdateBankMutationVariables>;
export const AdminBankUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBankUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bankId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankUsers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bankId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bankId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBankUsersQuery, AdminBankUsersQueryVariables>;
export const AdminOwnBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOwnBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sharedPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actualSharedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminOwnBankAccountQuery, AdminOwnBankAccountQueryVariables>;
export const AdminViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminViewerQuery, AdminViewerQueryVariables>;
export const AdminViewer2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminViewer2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminViewer2Query, AdminViewer2QueryVariables>;
export const AdversarialAchFilesFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialAchFilesFailures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FailureFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialAchFilesFailuresQuery, AdversarialAchFilesFailuresQueryVariables>;
export const AdversarialAchFilesInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialAchFilesInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumerConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<AdversarialAchFilesInviteMutation, AdversarialAchFilesInviteMutationVariables>;
export const AdversarialAchFilesRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialAchFilesRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBusinessConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}}]}}]} as unknown as DocumentNode<AdversarialAchFilesRegisterMutation, AdversarialAchFilesRegisterMutationVariables>;
export const AdversarialAchFilesApprovePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialAchFilesApprovePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<AdversarialAchFilesApprovePaymentsMutation, AdversarialAchFilesApprovePaymentsMutationVariables>;
export const AdversarialCollectionsInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumerConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsInviteMutation, AdversarialCollectionsInviteMutationVariables>;
export const AdversarialCollectionsRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBusinessConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"initialPaymentTransactionId"}},{"kind":"Field","name":{"kind":"Name","value":"initialPaymentAmount"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsRegisterMutation, AdversarialCollectionsRegisterMutationVariables>;
export const AdversarialCollectionsCollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsCollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectPaymentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsCollectMutation, AdversarialCollectionsCollectMutationVariables>;
export const AdversarialCollectionsCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsCycleMutation, AdversarialCollectionsCycleMutationVariables>;
export const AdversarialCollectionsDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialCollectionsDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"debitAuthorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textVersion"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"textSha256"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"userAgent"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsDetailsQuery, AdversarialCollectionsDetailsQueryVariables>;
export const AdversarialCollectionsCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialCollectionsCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"microDepositCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsCheckQuery, AdversarialCollectionsCheckQueryVariables>;
export const AdversarialCollectionsConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"second"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMicroDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"secondAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"second"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsConfirmMutation, AdversarialCollectionsConfirmMutationVariables>;
export const AdversarialCollectionsRevokeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialCollectionsRevoke"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeDebitAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"consumerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"consumerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsRevokeMutation, AdversarialCollectionsRevokeMutationVariables>;
export const AdversarialCollectionsConsumersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialCollectionsConsumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"debitAuthorization"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialCollectionsConsumersQuery, AdversarialCollectionsConsumersQueryVariables>;
export const InvitedVendorInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorInviteMutation, InvitedVendorInviteMutationVariables>;
export const InvitedVendorRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorRegisterMutation, InvitedVendorRegisterMutationVariables>;
export const InvitedVendorPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<InvitedVendorPayMutation, InvitedVendorPayMutationVariables>;
export const InvitedVendorPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedVendorPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingBankDetails"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorPayableQuery, InvitedVendorPayableQueryVariables>;
export const InvitedVendorCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorCancelMutation, InvitedVendorCancelMutationVariables>;
export const InvitedVendorApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorApproveMutation, InvitedVendorApproveMutationVariables>;
export const InvitedVendorShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedVendorShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InvitedVendorShowQuery, InvitedVendorShowQueryVariables>;
export const InvitedVendorOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvitedVendorOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetBusinessInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InvitedVendorOpenQuery, InvitedVendorOpenQueryVariables>;
export const InvitedVendorCreateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvitedVendorCreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]}}]} as unknown as DocumentNode<InvitedVendorCreateApiClientMutation, InvitedVendorCreateApiClientMutationVariables>;
export const AdversarialPayeesInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesInviteMutation, AdversarialPayeesInviteMutationVariables>;
export const AdversarialPayeesRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesRegisterMutation, AdversarialPayeesRegisterMutationVariables>;
export const AdversarialPayeesChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeVendorPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesChangeMutation, AdversarialPayeesChangeMutationVariables>;
export const AdversarialPayeesPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesPayMutation, AdversarialPayeesPayMutationVariables>;
export const AdversarialPayeesApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesApproveMutation, AdversarialPayeesApproveMutationVariables>;
export const AdversarialPayeesSetVendorBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesSetVendorBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVendorBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesSetVendorBankMutation, AdversarialPayeesSetVendorBankMutationVariables>;
export const AdversarialPayeesCreateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesCreateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesCreateApiClientMutation, AdversarialPayeesCreateApiClientMutationVariables>;
export const AdversarialPayeesConnectAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesConnectAccountingSystem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesConnectAccountingSystemMutation, AdversarialPayeesConnectAccountingSystemMutationVariables>;
export const AdversarialPayeesShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialPayeesShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fixedFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesShowQuery, AdversarialPayeesShowQueryVariables>;
export const AdversarialPayeesAccountingSystemBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialPayeesAccountingSystemBills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesAccountingSystemBillsQuery, AdversarialPayeesAccountingSystemBillsQueryVariables>;
export const AdversarialPayeesPayAccountingBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesPayAccountingBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bills"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAccountingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIds"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesPayAccountingBillsMutation, AdversarialPayeesPayAccountingBillsMutationVariables>;
export const AdversarialPayeesCreateConsumerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPayeesCreateConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}}]}}]} as unknown as DocumentNode<AdversarialPayeesCreateConsumerMutation, AdversarialPayeesCreateConsumerMutationVariables>;
export const AdversarialPublicApiCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPublicApiCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiCreateMutation, AdversarialPublicApiCreateMutationVariables>;
export const AdversarialPublicApiRotateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPublicApiRotate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiClientSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiRotateMutation, AdversarialPublicApiRotateMutationVariables>;
export const AdversarialPublicApiCollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPublicApiCollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectPaymentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiCollectMutation, AdversarialPublicApiCollectMutationVariables>;
export const AdversarialPublicApiAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialPublicApiAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiClientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiAddMutation, AdversarialPublicApiAddMutationVariables>;
export const AdversarialPublicApiApiClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialPublicApiApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiApiClientsQuery, AdversarialPublicApiApiClientsQueryVariables>;
export const AdversarialPublicApiApiClients2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialPublicApiApiClients2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdversarialPublicApiApiClients2Query, AdversarialPublicApiApiClients2QueryVariables>;
export const AdversarialRegistrationInviteBankUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialRegistrationInviteBankUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankUserConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankUserConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationInviteBankUserMutation, AdversarialRegistrationInviteBankUserMutationVariables>;
export const AdversarialRegistrationRegisterBankUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialRegistrationRegisterBankUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBankUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessToken"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationRegisterBankUserMutation, AdversarialRegistrationRegisterBankUserMutationVariables>;
export const AdversarialRegistrationLeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialRegistrationLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leads"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationLeadsQuery, AdversarialRegistrationLeadsQueryVariables>;
export const AdversarialRegistrationSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialRegistrationSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignUpLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationSignUpMutation, AdversarialRegistrationSignUpMutationVariables>;
export const AdversarialRegistrationListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdversarialRegistrationList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"targetUserInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationListQuery, AdversarialRegistrationListQueryVariables>;
export const AdversarialRegistrationBusinessConnectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialRegistrationBusinessConnection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationBusinessConnectionMutation, AdversarialRegistrationBusinessConnectionMutationVariables>;
export const AdversarialRegistrationSignUp2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdversarialRegistrationSignUp2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestSignUpLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"businessOwner","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdversarialRegistrationSignUp2Mutation, AdversarialRegistrationSignUp2MutationVariables>;
export const AuthViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuthViewerQuery, AuthViewerQueryVariables>;
export const AuthViewer2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthViewer2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AuthViewer2Query, AuthViewer2QueryVariables>;
export const BillsInvitedInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillsInvitedInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<BillsInvitedInviteMutation, BillsInvitedInviteMutationVariables>;
export const BillsInvitedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillsInvitedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BillsInvitedLinkMutation, BillsInvitedLinkMutationVariables>;
export const BillsInvitedBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillsInvitedBills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"hasBankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingBankDetails"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]} as unknown as DocumentNode<BillsInvitedBillsQuery, BillsInvitedBillsQueryVariables>;
export const BillsInvitedPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillsInvitedPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bills"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAccountingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIds"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<BillsInvitedPayMutation, BillsInvitedPayMutationVariables>;
export const BillsPaidOnceBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BillsPaidOnceBills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"hasBankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}}]} as unknown as DocumentNode<BillsPaidOnceBillsQuery, BillsPaidOnceBillsQueryVariables>;
export const BillsPaidOncePayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BillsPaidOncePay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bills"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAccountingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIds"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<BillsPaidOncePayMutation, BillsPaidOncePayMutationVariables>;
export const BusinessSetupSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tinOrEinNumber"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailSettings"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}},{"kind":"Field","name":{"kind":"Name","value":"sharedPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actualSharedPaymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bin"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inactiveSharedPaymentMethods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"bin"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acumatica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isHashExists"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"logoSize"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceLevelChosen"}},{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"legalAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"hasSharedPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDebitAuthorized"}},{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAccountingSystemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTimeSet"}},{"kind":"Field","name":{"kind":"Name","value":"isVisitedActiveUserPage"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetupQuery, BusinessSetupSetupQueryVariables>;
export const BusinessSetupEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setEmailSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"emailSettings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailSettings"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupEmailMutation, BusinessSetupEmailMutationVariables>;
export const BusinessSetupAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tinOrEinNumber"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupAddressMutation, BusinessSetupAddressMutationVariables>;
export const BusinessSetupUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadBusinessLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoContentType"}},{"kind":"Field","name":{"kind":"Name","value":"logoFileName"}},{"kind":"Field","name":{"kind":"Name","value":"logoSize"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupUploadMutation, BusinessSetupUploadMutationVariables>;
export const BusinessSetupLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessLogo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentType"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"contentBase64"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupLogoQuery, BusinessSetupLogoQueryVariables>;
export const BusinessSetupRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupRegistrationDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupRegisterMutation, BusinessSetupRegisterMutationVariables>;
export const BusinessSetupBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupBusinessQuery, BusinessSetupBusinessQueryVariables>;
export const BusinessSetupSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentsApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"isPaymentsApproved"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isPaymentsApproved"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetMutation, BusinessSetupSetMutationVariables>;
export const BusinessSetupUpdateBrandingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupUpdateBranding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBranding"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"description"},"value":{"kind":"StringValue","value":"x","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupUpdateBrandingMutation, BusinessSetupUpdateBrandingMutationVariables>;
export const BusinessSetupSetPaymentTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSetPaymentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"time"},"value":{"kind":"StringValue","value":"9am","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"UTC","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetPaymentTimeMutation, BusinessSetupSetPaymentTimeMutationVariables>;
export const BusinessSetupConnectAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupConnectAccountingSystem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"oracle","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupConnectAccountingSystemMutation, BusinessSetupConnectAccountingSystemMutationVariables>;
export const BusinessSetupConnectAccountingSystem2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupConnectAccountingSystem2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"xero","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupConnectAccountingSystem2Mutation, BusinessSetupConnectAccountingSystem2MutationVariables>;
export const BusinessSetupUpdateAcumaticaSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupUpdateAcumaticaSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAcumaticaSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url"},"value":{"kind":"StringValue","value":"https://erp.northwind.test","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acumatica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupUpdateAcumaticaSettingsMutation, BusinessSetupUpdateAcumaticaSettingsMutationVariables>;
export const BusinessSetupUpdateAcumaticaSettings2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupUpdateAcumaticaSettings2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAcumaticaSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"url"},"value":{"kind":"StringValue","value":"https://erp.northwind.test","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"hash"},"value":{"kind":"StringValue","value":"abc123XYZ","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acumatica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isHashExists"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupUpdateAcumaticaSettings2Mutation, BusinessSetupUpdateAcumaticaSettings2MutationVariables>;
export const BusinessSetupAnswerProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupAnswerProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedAccountingSystemsCount"}},{"kind":"Field","name":{"kind":"Name","value":"accountingSystemAnswered"}},{"kind":"Field","name":{"kind":"Name","value":"accountingSystemAnswer"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupAnswerProgressQuery, BusinessSetupAnswerProgressQueryVariables>;
export const BusinessSetupAnswerAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupAnswerAccountingSystem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupAnswerAccountingSystemMutation, BusinessSetupAnswerAccountingSystemMutationVariables>;
export const BusinessSetupAccountingContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupAccountingContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingSystemContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupAccountingContactMutation, BusinessSetupAccountingContactMutationVariables>;
export const BusinessSetupSetupServiceLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSetupServiceLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceLevelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetupServiceLevelMutation, BusinessSetupSetupServiceLevelMutationVariables>;
export const BusinessSetupSetupSubscriptionTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSetupSubscriptionTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupSubscriptionTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"termsAccepted"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"legalAccepted"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetupSubscriptionTermsMutation, BusinessSetupSetupSubscriptionTermsMutationVariables>;
export const BusinessSetupSetBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSetBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetBankMutation, BusinessSetupSetBankMutationVariables>;
export const BusinessSetupAcceptDebitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupAcceptDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSubscriptionDebitAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accepted"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupAcceptDebitsMutation, BusinessSetupAcceptDebitsMutationVariables>;
export const BusinessSetupUpdateBankCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupUpdateBankCredentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentSystem"},"value":{"kind":"StringValue","value":"bankOfAmerica","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"clientId"},"value":{"kind":"StringValue","value":"harbor-client","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"clientSecret"},"value":{"kind":"StringValue","value":"harbor-secret","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"companyIdForACHPayment"},"value":{"kind":"StringValue","value":"1234567890","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupUpdateBankCredentialsMutation, BusinessSetupUpdateBankCredentialsMutationVariables>;
export const BusinessSetupConnectAccountingSystem3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupConnectAccountingSystem3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupConnectAccountingSystem3Mutation, BusinessSetupConnectAccountingSystem3MutationVariables>;
export const BusinessSetupSetPaymentTime2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSetPaymentTime2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"time"},"value":{"kind":"StringValue","value":"09:30","block":false}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"America/Los_Angeles","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSetPaymentTime2Mutation, BusinessSetupSetPaymentTime2MutationVariables>;
export const BusinessSetupActiveBusinessUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupActiveBusinessUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeBusinessUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupActiveBusinessUsersQuery, BusinessSetupActiveBusinessUsersQueryVariables>;
export const BusinessSetupMarkActiveUsersPageVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupMarkActiveUsersPageVisited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markActiveUsersPageVisited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupMarkActiveUsersPageVisitedMutation, BusinessSetupMarkActiveUsersPageVisitedMutationVariables>;
export const BusinessSetupViewerRegistrationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupViewerRegistration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBusinessRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isVisitedActiveUserPage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasSuccessfulTestPayment"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupViewerRegistrationQuery, BusinessSetupViewerRegistrationQueryVariables>;
export const BusinessSetupSendTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BusinessSetupSendTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTestPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSendTestPaymentMutation, BusinessSetupSendTestPaymentMutationVariables>;
export const CollectionsCollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CollectionsCollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectPaymentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"collectionType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CollectionsCollectMutation, CollectionsCollectMutationVariables>;
export const CollectionsCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CollectionsCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<CollectionsCycleMutation, CollectionsCycleMutationVariables>;
export const ConsumersCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConsumersCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"processStatus"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"initialPayment"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"make"}},{"kind":"Field","name":{"kind":"Name","value":"model"}}]}}]}}]} as unknown as DocumentNode<ConsumersCreateMutation, ConsumersCreateMutationVariables>;
export const ConsumersListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ConsumersList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"processStatus"},"value":{"kind":"StringValue","value":"active","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ConsumersListQuery, ConsumersListQueryVariables>;
export const CoreViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"connectedAccountingSystems"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"bankId"}}]}}]}}]} as unknown as DocumentNode<CoreViewerQuery, CoreViewerQueryVariables>;
export const CoreGoLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreGoLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}}]}}]}}]} as unknown as DocumentNode<CoreGoLiveQuery, CoreGoLiveQueryVariables>;
export const CoreSetupGoLiveDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CoreSetupGoLiveDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupGoLiveDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}}]}}]}}]} as unknown as DocumentNode<CoreSetupGoLiveDateMutation, CoreSetupGoLiveDateMutationVariables>;
export const CoreBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"businessType"}},{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"registrationDate"}},{"kind":"Field","name":{"kind":"Name","value":"isPaymentsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isVisitedActiveUserPage"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}},{"kind":"Field","name":{"kind":"Name","value":"accountingSystemSettings"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"legalAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"actualServiceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]} as unknown as DocumentNode<CoreBusinessQuery, CoreBusinessQueryVariables>;
export const CoreEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"blockedAt"}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"isSystem"}}]}}]}}]}}]} as unknown as DocumentNode<CoreEmployeeQuery, CoreEmployeeQueryVariables>;
export const CoreAdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreAdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessesCount"}},{"kind":"Field","name":{"kind":"Name","value":"registeredBusinessesCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersCount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevelsCount"}},{"kind":"Field","name":{"kind":"Name","value":"vendorsCount"}},{"kind":"Field","name":{"kind":"Name","value":"banksCount"}},{"kind":"Field","name":{"kind":"Name","value":"usersByRole"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessesByServiceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessesByType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<CoreAdminDashboardQuery, CoreAdminDashboardQueryVariables>;
export const CoreBusinessDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreBusinessDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeesCount"}},{"kind":"Field","name":{"kind":"Name","value":"employeesWithRightsCount"}},{"kind":"Field","name":{"kind":"Name","value":"vendorsCount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<CoreBusinessDashboardQuery, CoreBusinessDashboardQueryVariables>;
export const CoreProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CoreProductsQuery, CoreProductsQueryVariables>;
export const DashboardsBusinessDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardsBusinessDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardsFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardsFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardPaymentFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovalCount"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<DashboardsBusinessDashboardQuery, DashboardsBusinessDashboardQueryVariables>;
export const DashboardsAdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardsAdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessesCount"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardsFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"succeededCount"}},{"kind":"Field","name":{"kind":"Name","value":"failedCount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovalCount"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardsFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DashboardPaymentFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"failed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovalCount"}},{"kind":"Field","name":{"kind":"Name","value":"upcoming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}}]} as unknown as DocumentNode<DashboardsAdminDashboardQuery, DashboardsAdminDashboardQueryVariables>;
export const DashboardsOwnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardsOwn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardsOwnQuery, DashboardsOwnQueryVariables>;
export const DashboardsEachDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardsEach"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"IntValue","value":"7"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employeesCount"}},{"kind":"Field","name":{"kind":"Name","value":"employeesWithRightsCount"}},{"kind":"Field","name":{"kind":"Name","value":"vendorsCount"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"products"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}}]}}]} as unknown as DocumentNode<DashboardsEachQuery, DashboardsEachQueryVariables>;
export const DirectoryListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FinancialInstitutionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financialInstitutions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routingId"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"participantName"}},{"kind":"Field","name":{"kind":"Name","value":"institutionId"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}},{"kind":"Field","name":{"kind":"Name","value":"receiveServices"}},{"kind":"Field","name":{"kind":"Name","value":"receivingConnection"}},{"kind":"Field","name":{"kind":"Name","value":"participantActivationDate"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectoryListQuery, DirectoryListQueryVariables>;
export const DirectoryOneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryOne"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"financialInstitution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routingId"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}}]}}]}}]} as unknown as DocumentNode<DirectoryOneQuery, DirectoryOneQueryVariables>;
export const DirectoryLookupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryLookup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"routingNumber"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routingNumberInstitution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"routingNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"routingNumber"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routingId"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}},{"kind":"Field","name":{"kind":"Name","value":"participantName"}}]}}]}}]} as unknown as DocumentNode<DirectoryLookupQuery, DirectoryLookupQueryVariables>;
export const DirectoryCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectoryCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinancialInstitutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFinancialInstitution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routingId"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}},{"kind":"Field","name":{"kind":"Name","value":"participantActivationDate"}}]}}]}}]} as unknown as DocumentNode<DirectoryCreateMutation, DirectoryCreateMutationVariables>;
export const DirectoryUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectoryUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FinancialInstitutionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFinancialInstitution"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"routingId"}},{"kind":"Field","name":{"kind":"Name","value":"institutionName"}},{"kind":"Field","name":{"kind":"Name","value":"receivingConnection"}}]}}]}}]} as unknown as DocumentNode<DirectoryUpdateMutation, DirectoryUpdateMutationVariables>;
export const DirectorySystemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectorySystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"route"}},{"kind":"Field","name":{"kind":"Name","value":"siteLink"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}}]}}]}}]} as unknown as DocumentNode<DirectorySystemsQuery, DirectorySystemsQueryVariables>;
export const DirectorySwitchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectorySwitch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"active"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountingSystemActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"active"},"value":{"kind":"Variable","name":{"kind":"Name","value":"active"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<DirectorySwitchMutation, DirectorySwitchMutationVariables>;
export const DirectoryCrmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryCrm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"crmIntegrations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"logo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]} as unknown as DocumentNode<DirectoryCrmQuery, DirectoryCrmQueryVariables>;
export const DirectoryCrmSwitchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectoryCrmSwitch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"connected"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCrmIntegrationConnected"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}},{"kind":"Argument","name":{"kind":"Name","value":"connected"},"value":{"kind":"Variable","name":{"kind":"Name","value":"connected"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}}]}}]}}]} as unknown as DocumentNode<DirectoryCrmSwitchMutation, DirectoryCrmSwitchMutationVariables>;
export const DirectoryContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectoryContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountingSystemContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectoryContactMutation, DirectoryContactMutationVariables>;
export const DirectoryContactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectoryContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemContacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"systemName"}},{"kind":"Field","name":{"kind":"Name","value":"contactName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectoryContactsQuery, DirectoryContactsQueryVariables>;
export const DirectoryConnectAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectoryConnectAccountingSystem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"xero","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<DirectoryConnectAccountingSystemMutation, DirectoryConnectAccountingSystemMutationVariables>;
export const EdgeInputPayableVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdgeInputPayableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EdgeInputPayableVendorsQuery, EdgeInputPayableVendorsQueryVariables>;
export const EdgeInputCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EdgeInputCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<EdgeInputCreateMutation, EdgeInputCreateMutationVariables>;
export const EdgeInputUpdateBusinessAddressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EdgeInputUpdateBusinessAddress"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessAddressInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessAddress"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EdgeInputUpdateBusinessAddressMutation, EdgeInputUpdateBusinessAddressMutationVariables>;
export const EmployeeCreateInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmployeeCreateInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EmployeeCreateInviteMutation, EmployeeCreateInviteMutationVariables>;
export const ErrorsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FailureFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"retryable"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ErrorsListQuery, ErrorsListQueryVariables>;
export const ErrorsCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failureCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<ErrorsCountsQuery, ErrorsCountsQueryVariables>;
export const ErrorsRetryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorsRetry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ErrorsRetryMutation, ErrorsRetryMutationVariables>;
export const ErrorsResolveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ErrorsResolve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resolveFailure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"resolvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"resolutionNote"}},{"kind":"Field","name":{"kind":"Name","value":"retryable"}}]}}]}}]} as unknown as DocumentNode<ErrorsResolveMutation, ErrorsResolveMutationVariables>;
export const ErrorsBanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ErrorsBanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ErrorsBanksQuery, ErrorsBanksQueryVariables>;
export const ExportsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<ExportsViewerQuery, ExportsViewerQueryVariables>;
export const HarnessSendMailboxCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HarnessSendMailboxCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvitationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<HarnessSendMailboxCodeMutation, HarnessSendMailboxCodeMutationVariables>;
export const HistoryExportViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HistoryExportViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<HistoryExportViewerQuery, HistoryExportViewerQueryVariables>;
export const InstantCollectionsAccessPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstantCollectionsAccessPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"processStatus"},"value":{"kind":"StringValue","value":"pending","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstantCollectionsAccessPendingQuery, InstantCollectionsAccessPendingQueryVariables>;
export const InstantCollectionsAccessInviteConsumerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InstantCollectionsAccessInviteConsumer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumerConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<InstantCollectionsAccessInviteConsumerMutation, InstantCollectionsAccessInviteConsumerMutationVariables>;
export const InstantCollectionsAccessSignUpBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstantCollectionsAccessSignUpBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUpBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<InstantCollectionsAccessSignUpBusinessQuery, InstantCollectionsAccessSignUpBusinessQueryVariables>;
export const InstantSchemaFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InstantSchemaFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"review","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InstantSchemaFailuresQuery, InstantSchemaFailuresQueryVariables>;
export const WaitingNewsInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WaitingNewsInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<WaitingNewsInviteMutation, WaitingNewsInviteMutationVariables>;
export const WaitingNewsResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WaitingNewsResend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingNewsResendMutation, WaitingNewsResendMutationVariables>;
export const WaitingNewsPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WaitingNewsPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WaitingNewsPayMutation, WaitingNewsPayMutationVariables>;
export const WaitingNewsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WaitingNewsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingNewsApproveMutation, WaitingNewsApproveMutationVariables>;
export const WaitingNewsOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WaitingNewsOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waitingPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payer"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}}]}}]}}]}}]} as unknown as DocumentNode<WaitingNewsOpenQuery, WaitingNewsOpenQueryVariables>;
export const MoneyListsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyListsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<MoneyListsViewerQuery, MoneyListsViewerQueryVariables>;
export const MoneyListsCancelPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoneyListsCancelPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MoneyListsCancelPaymentMutation, MoneyListsCancelPaymentMutationVariables>;
export const MoneyListsConsumersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyListsConsumers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"lastReturn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoneyListsConsumersQuery, MoneyListsConsumersQueryVariables>;
export const MoneyCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoneyCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<MoneyCreateMutation, MoneyCreateMutationVariables>;
export const MoneyVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<MoneyVendorsQuery, MoneyVendorsQueryVariables>;
export const MoneyAdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyAdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"volume"}}]}}]}}]}}]} as unknown as DocumentNode<MoneyAdminDashboardQuery, MoneyAdminDashboardQueryVariables>;
export const PayeeDirectionPayeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeDirectionPayees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PayeeDirectionPayeesQuery, PayeeDirectionPayeesQueryVariables>;
export const PayeeDirectionLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeDirectionLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<PayeeDirectionLinkMutation, PayeeDirectionLinkMutationVariables>;
export const PayeeDirectionLinkManyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeDirectionLinkMany"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"links"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayeeLinkInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPayees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"links"},"value":{"kind":"Variable","name":{"kind":"Name","value":"links"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]} as unknown as DocumentNode<PayeeDirectionLinkManyMutation, PayeeDirectionLinkManyMutationVariables>;
export const PayeeDirectionUnlinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeDirectionUnlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PayeeDirectionUnlinkMutation, PayeeDirectionUnlinkMutationVariables>;
export const PayeeDirectionSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeDirectionSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"connected"}},{"kind":"Field","name":{"kind":"Name","value":"writeBackAccount"}},{"kind":"Field","name":{"kind":"Name","value":"writeBackAccountNeeded"}}]}}]}}]}}]} as unknown as DocumentNode<PayeeDirectionSetupQuery, PayeeDirectionSetupQueryVariables>;
export const PayeeLinksPayeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeLinksPayees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PayeeLinksPayeesQuery, PayeeLinksPayeesQueryVariables>;
export const PayeeLinksLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeLinksLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]} as unknown as DocumentNode<PayeeLinksLinkMutation, PayeeLinksLinkMutationVariables>;
export const PayeeLinksUnlinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeLinksUnlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PayeeLinksUnlinkMutation, PayeeLinksUnlinkMutationVariables>;
export const PayeeLinksPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeLinksPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]} as unknown as DocumentNode<PayeeLinksPayableQuery, PayeeLinksPayableQueryVariables>;
export const PayeeLinksBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeLinksBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]} as unknown as DocumentNode<PayeeLinksBillsQuery, PayeeLinksBillsQueryVariables>;
export const PayeeLinksPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeeLinksPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bills"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAccountingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"bills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIds"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<PayeeLinksPayMutation, PayeeLinksPayMutationVariables>;
export const PayeeLinksOverdueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeeLinksOverdue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]} as unknown as DocumentNode<PayeeLinksOverdueQuery, PayeeLinksOverdueQueryVariables>;
export const PayeesPayeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesPayees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasBankAccount"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"externalId"}}]}}]}}]}}]} as unknown as DocumentNode<PayeesPayeesQuery, PayeesPayeesQueryVariables>;
export const PayeesLookalikesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesLookalikes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PayeesLookalikesQuery, PayeesLookalikesQueryVariables>;
export const PayeesSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPayeesStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<PayeesSetMutation, PayeesSetMutationVariables>;
export const PayeesSyncDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesSync"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"syncPayees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"vendorsUpdatedAt"}}]}}]}}]} as unknown as DocumentNode<PayeesSyncMutation, PayeesSyncMutationVariables>;
export const PayeesAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingAuthorizationUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PayeesAuthorizeMutation, PayeesAuthorizeMutationVariables>;
export const PayeesCompleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesComplete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"error"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"params"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CallbackParamInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeAccountingConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"error"},"value":{"kind":"Variable","name":{"kind":"Name","value":"error"}}},{"kind":"Argument","name":{"kind":"Name","value":"params"},"value":{"kind":"Variable","name":{"kind":"Name","value":"params"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"sync"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}}]}}]}}]}}]} as unknown as DocumentNode<PayeesCompleteMutation, PayeesCompleteMutationVariables>;
export const PayeesInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PayeesInviteMutation, PayeesInviteMutationVariables>;
export const PayeesRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<PayeesRegisterMutation, PayeesRegisterMutationVariables>;
export const PayeesPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]} as unknown as DocumentNode<PayeesPayableQuery, PayeesPayableQueryVariables>;
export const PayeesPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PayeesPayMutation, PayeesPayMutationVariables>;
export const PayeesPayableVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesPayableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PayeesPayableVendorsQuery, PayeesPayableVendorsQueryVariables>;
export const PayeesBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystemBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"externalId"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"payable"}}]}}]}}]} as unknown as DocumentNode<PayeesBillsQuery, PayeesBillsQueryVariables>;
export const PayeesPayBillsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesPayBills"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bills"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAccountingBills"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"bills"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bills"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentIds"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}}]}}]}}]} as unknown as DocumentNode<PayeesPayBillsMutation, PayeesPayBillsMutationVariables>;
export const PayeesBillPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesBillPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingBillPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"billNumber"}},{"kind":"Field","name":{"kind":"Name","value":"writeBackStatus"}},{"kind":"Field","name":{"kind":"Name","value":"writeBackAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"writeBackError"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}}]} as unknown as DocumentNode<PayeesBillPaymentsQuery, PayeesBillPaymentsQueryVariables>;
export const PayeesPaymentAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesPaymentAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingPaymentAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}}]}}]}}]} as unknown as DocumentNode<PayeesPaymentAccountsQuery, PayeesPaymentAccountsQueryVariables>;
export const PayeesChoosePaymentAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesChoosePaymentAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAccountingPaymentAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"accountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}}]}}]}}]} as unknown as DocumentNode<PayeesChoosePaymentAccountMutation, PayeesChoosePaymentAccountMutationVariables>;
export const PayeesDisconnectAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesDisconnectAccountingSystem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disconnectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<PayeesDisconnectAccountingSystemMutation, PayeesDisconnectAccountingSystemMutationVariables>;
export const PayeesConnectAccountingSystemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayeesConnectAccountingSystem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectAccountingSystem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<PayeesConnectAccountingSystemMutation, PayeesConnectAccountingSystemMutationVariables>;
export const DirectionAuthorizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectionAuthorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionDebitAuthorization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectionAuthorization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectionAuthorization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionDebitAuthorization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textVersion"}}]}}]} as unknown as DocumentNode<DirectionAuthorizationQuery, DirectionAuthorizationQueryVariables>;
export const DirectionAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"accepted"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSubscriptionDebitAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accepted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"accepted"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DirectionAuthorization"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DirectionAuthorization"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionDebitAuthorization"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textVersion"}}]}}]} as unknown as DocumentNode<DirectionAcceptMutation, DirectionAcceptMutationVariables>;
export const DirectionCreateLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionCreateLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectionCreateLevelMutation, DirectionCreateLevelMutationVariables>;
export const DirectionProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectionProducts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectionProductsQuery, DirectionProductsQueryVariables>;
export const DirectionChooseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionChoose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceLevelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectionChooseMutation, DirectionChooseMutationVariables>;
export const DirectionTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupSubscriptionTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"termsAccepted"},"value":{"kind":"BooleanValue","value":true}},{"kind":"ObjectField","name":{"kind":"Name","value":"legalAccepted"},"value":{"kind":"BooleanValue","value":true}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectionTermsMutation, DirectionTermsMutationVariables>;
export const DirectionBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<DirectionBankAccountMutation, DirectionBankAccountMutationVariables>;
export const DirectionVisitedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionVisited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markActiveUsersPageVisited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DirectionVisitedMutation, DirectionVisitedMutationVariables>;
export const DirectionTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendTestPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}}]}}]}}]} as unknown as DocumentNode<DirectionTestPaymentMutation, DirectionTestPaymentMutationVariables>;
export const DirectionRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DirectionRegister"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupRegistrationDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<DirectionRegisterMutation, DirectionRegisterMutationVariables>;
export const DirectionProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectionProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasSharedPaymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionDebitAuthorized"}}]}}]}}]}}]} as unknown as DocumentNode<DirectionProgressQuery, DirectionProgressQueryVariables>;
export const DirectionInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectionInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectionInvoicesQuery, DirectionInvoicesQueryVariables>;
export const DirectionFailuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DirectionFailures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"kind"},"value":{"kind":"StringValue","value":"review","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<DirectionFailuresQuery, DirectionFailuresQueryVariables>;
export const PaymentEmailsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentEmailsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PaymentEmailsCreateMutation, PaymentEmailsCreateMutationVariables>;
export const PaymentEmailsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentEmailsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<PaymentEmailsApproveMutation, PaymentEmailsApproveMutationVariables>;
export const PaymentEmailsCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentEmailsCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filedPayments"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}}]} as unknown as DocumentNode<PaymentEmailsCycleMutation, PaymentEmailsCycleMutationVariables>;
export const PaymentEmailsPayableVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentEmailsPayableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PaymentEmailsPayableVendorsQuery, PaymentEmailsPayableVendorsQueryVariables>;
export const PaymentEmailsPayableVendors2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentEmailsPayableVendors2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentEmailsPayableVendors2Query, PaymentEmailsPayableVendors2QueryVariables>;
export const PaymentSystemsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentSystemsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSystemsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSystemsView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSystemsView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSystemsSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}},{"kind":"Field","name":{"kind":"Name","value":"infoForUpdatingSettingsOfPaymentSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackHenry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankOfAmerica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridgeBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wellsFargo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthCertificateExists"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"isPassphraseExists"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"keyFileName"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentSystemsReadQuery, PaymentSystemsReadQueryVariables>;
export const PaymentSystemsUpdateBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentSystemsUpdateBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentSystem"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankCredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentSystem"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentSystem"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSystemsView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSystemsView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSystemsSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}},{"kind":"Field","name":{"kind":"Name","value":"infoForUpdatingSettingsOfPaymentSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackHenry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankOfAmerica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridgeBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wellsFargo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthCertificateExists"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"isPassphraseExists"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"keyFileName"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentSystemsUpdateBankMutation, PaymentSystemsUpdateBankMutationVariables>;
export const PaymentSystemsUpdateWfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentSystemsUpdateWf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WellsFargoSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWellsFargoSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentSystemsView"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentSystemsView"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentSystemsSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}},{"kind":"Field","name":{"kind":"Name","value":"infoForUpdatingSettingsOfPaymentSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackHenry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bankOfAmerica"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"companyIdForACHPayment"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"usBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bridgeBank"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wellsFargo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isAuthCertificateExists"}},{"kind":"Field","name":{"kind":"Name","value":"isBankCredentialExists"}},{"kind":"Field","name":{"kind":"Name","value":"isPassphraseExists"}},{"kind":"Field","name":{"kind":"Name","value":"certificateFileName"}},{"kind":"Field","name":{"kind":"Name","value":"keyFileName"}},{"kind":"Field","name":{"kind":"Name","value":"gatewayEntityId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentSystemsUpdateWfMutation, PaymentSystemsUpdateWfMutationVariables>;
export const PaymentTestSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}}]}}]}}]} as unknown as DocumentNode<PaymentTestSendMutation, PaymentTestSendMutationVariables>;
export const PaymentTestStatusOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestStatusOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proof"}},{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"provenOn"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}}]}}]}}]} as unknown as DocumentNode<PaymentTestStatusOfQuery, PaymentTestStatusOfQueryVariables>;
export const PaymentTestPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestPaymentQuery, PaymentTestPaymentQueryVariables>;
export const PaymentTestCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<PaymentTestCycleMutation, PaymentTestCycleMutationVariables>;
export const PaymentTestDueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestDue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestDueQuery, PaymentTestDueQueryVariables>;
export const PaymentTestCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PaymentTestCancelMutation, PaymentTestCancelMutationVariables>;
export const PaymentTestSandboxDueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestSandboxDue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdDate"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestSandboxDueQuery, PaymentTestSandboxDueQueryVariables>;
export const PaymentTestGoesNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestGoesNow"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goesNow"}}]}}]}}]} as unknown as DocumentNode<PaymentTestGoesNowQuery, PaymentTestGoesNowQueryVariables>;
export const PaymentTestHarborAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestHarborAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<PaymentTestHarborAccountMutation, PaymentTestHarborAccountMutationVariables>;
export const PaymentTestViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasSuccessfulTestPayment"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTestWaiting"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestViewerQuery, PaymentTestViewerQueryVariables>;
export const PaymentTestSendDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestSendDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentTestMicroDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"microDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesOn"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestSendDepositsMutation, PaymentTestSendDepositsMutationVariables>;
export const PaymentTestConfirmDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTestConfirmDeposits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmPaymentTestMicroDepositsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPaymentTestMicroDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"microDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestConfirmDepositsMutation, PaymentTestConfirmDepositsMutationVariables>;
export const PaymentTestDepositsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTestDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"microDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"arrivesOn"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsLeft"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTestDepositsQuery, PaymentTestDepositsQueryVariables>;
export const PaymentTimeVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTimeVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeVendorsQuery, PaymentTimeVendorsQueryVariables>;
export const PaymentTimeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTimeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentTimeCreateMutation, PaymentTimeCreateMutationVariables>;
export const PaymentTimePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTimePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessPaymentDueDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"dueDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimePreviewQuery, PaymentTimePreviewQueryVariables>;
export const PaymentTimeViewerZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTimeViewerZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeViewerZoneQuery, PaymentTimeViewerZoneQueryVariables>;
export const PaymentTimeSetPaymentTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentTimeSetPaymentTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zone"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeSetPaymentTimeMutation, PaymentTimeSetPaymentTimeMutationVariables>;
export const PaymentTimeViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentTimeViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PaymentTimeViewerQuery, PaymentTimeViewerQueryVariables>;
export const PaymentsCreate2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCreate2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsPayment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTransactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PaymentsCreate2Mutation, PaymentsCreate2MutationVariables>;
export const PaymentsCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"achFiles"}},{"kind":"Field","name":{"kind":"Name","value":"filedPayments"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"retried"}}]}}]}}]} as unknown as DocumentNode<PaymentsCycleMutation, PaymentsCycleMutationVariables>;
export const PaymentsSetVendorBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsSetVendorBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVendorBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}}]}}]} as unknown as DocumentNode<PaymentsSetVendorBankAccountMutation, PaymentsSetVendorBankAccountMutationVariables>;
export const PaymentsPaymentTransferTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPaymentTransferTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsPayment"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsPayment"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransaction"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"purchaseId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTransactionId"}},{"kind":"Field","name":{"kind":"Name","value":"paymentBankStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentProcessStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentErrorMessage"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"achFileId"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"datetime"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]} as unknown as DocumentNode<PaymentsPaymentTransferTransactionQuery, PaymentsPaymentTransferTransactionQueryVariables>;
export const PaymentsHolidaySchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsHolidaySchedules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayScheduleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidaySchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"StringValue","value":"dateAsc","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleName"}},{"kind":"Field","name":{"kind":"Name","value":"year"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayName"}},{"kind":"Field","name":{"kind":"Name","value":"staticDate"}},{"kind":"Field","name":{"kind":"Name","value":"dynamicRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nthOccurrence"}},{"kind":"Field","name":{"kind":"Name","value":"dayOfWeek"}},{"kind":"Field","name":{"kind":"Name","value":"month"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsHolidaySchedulesQuery, PaymentsHolidaySchedulesQueryVariables>;
export const PaymentsQDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsQ"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"StringValue","value":"USA","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"paymentNetwork"},"value":{"kind":"StringValue","value":"ACH","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"holidayName"}}]}}]}}]} as unknown as DocumentNode<PaymentsQQuery, PaymentsQQueryVariables>;
export const PaymentsQ2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsQ2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tz"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"net"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"paymentNetwork"},"value":{"kind":"Variable","name":{"kind":"Name","value":"net"}}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tz"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]} as unknown as DocumentNode<PaymentsQ2Query, PaymentsQ2QueryVariables>;
export const PaymentsGetPaymentNetworksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsGetPaymentNetworks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"getPaymentNetworks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNetworks"}}]}}]}}]} as unknown as DocumentNode<PaymentsGetPaymentNetworksQuery, PaymentsGetPaymentNetworksQueryVariables>;
export const PaymentsPaymentProcessingTimeRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPaymentProcessingTimeRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProcessingTimeRuleFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProcessingTimeRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"providerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processingSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoffTime"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"daysToProcess"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsPaymentProcessingTimeRulesQuery, PaymentsPaymentProcessingTimeRulesQueryVariables>;
export const PaymentsCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHolidaySchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleName"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayName"}},{"kind":"Field","name":{"kind":"Name","value":"staticDate"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsCreateMutation, PaymentsCreateMutationVariables>;
export const PaymentsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HolidayScheduleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHolidaySchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheduleName"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidayName"}},{"kind":"Field","name":{"kind":"Name","value":"dynamicRule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nthOccurrence"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsUpdateMutation, PaymentsUpdateMutationVariables>;
export const PaymentsDelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsDel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHolidaySchedule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PaymentsDelMutation, PaymentsDelMutationVariables>;
export const PaymentsCreateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCreateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProcessingTimeRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentProcessingTimeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"providerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsCreateRuleMutation, PaymentsCreateRuleMutationVariables>;
export const PaymentsPaymentProcessingTimeRules2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsPaymentProcessingTimeRules2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProcessingTimeRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"banks"},"value":{"kind":"ListValue","values":[{"kind":"StringValue","value":"wellsFargo","block":false}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsPaymentProcessingTimeRules2Query, PaymentsPaymentProcessingTimeRules2QueryVariables>;
export const PaymentsDueQDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsDueQ"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bank"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"api","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"paymentNetwork"},"value":{"kind":"StringValue","value":"ACH","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"bank"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bank"}}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedAt"},"value":{"kind":"StringValue","value":"2026-11-24T12:00:00Z","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"America/New_York","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<PaymentsDueQQuery, PaymentsDueQQueryVariables>;
export const PaymentsDeletePaymentProcessingTimeRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsDeletePaymentProcessingTimeRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentProcessingTimeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PaymentsDeletePaymentProcessingTimeRuleMutation, PaymentsDeletePaymentProcessingTimeRuleMutationVariables>;
export const PaymentsVendorBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsVendorBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<PaymentsVendorBankAccountQuery, PaymentsVendorBankAccountQueryVariables>;
export const PaymentsQ3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsQ3"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumerFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"processStatus"}},{"kind":"Field","name":{"kind":"Name","value":"registrationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"initialPayment"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsQ3Query, PaymentsQ3QueryVariables>;
export const PaymentsMDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsM"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountType"}}]}}]}}]} as unknown as DocumentNode<PaymentsMMutation, PaymentsMMutationVariables>;
export const PaymentsBusinessBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsBusinessBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<PaymentsBusinessBankAccountQuery, PaymentsBusinessBankAccountQueryVariables>;
export const PaymentsBusinessBankAccount2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsBusinessBankAccount2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessBankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]} as unknown as DocumentNode<PaymentsBusinessBankAccount2Query, PaymentsBusinessBankAccount2QueryVariables>;
export const PaymentsCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsCancelMutation, PaymentsCancelMutationVariables>;
export const PaymentsCancelPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsCancelPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PaymentsCancelPaymentMutation, PaymentsCancelPaymentMutationVariables>;
export const PaymentsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<PaymentsApproveMutation, PaymentsApproveMutationVariables>;
export const PaymentsRejectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsReject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<PaymentsRejectMutation, PaymentsRejectMutationVariables>;
export const PaymentsApprovingStateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsApprovingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvingState"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isPaymentsApproved"}},{"kind":"Field","name":{"kind":"Name","value":"transactionsApprovingCount"}}]}}]}}]} as unknown as DocumentNode<PaymentsApprovingStateQuery, PaymentsApprovingStateQueryVariables>;
export const PaymentsQ4Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsQ4"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PaymentsQ4Query, PaymentsQ4QueryVariables>;
export const PaymentsQ5Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentsQ5"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"originatingAccounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"odfiRoutingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"companyId"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"achFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}},{"kind":"Field","name":{"kind":"Name","value":"batches"}},{"kind":"Field","name":{"kind":"Name","value":"totalCreditAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalDebitAmount"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsQ5Query, PaymentsQ5QueryVariables>;
export const PaymentsApprovePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsApprovePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<PaymentsApprovePaymentsMutation, PaymentsApprovePaymentsMutationVariables>;
export const PaymentsSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PaymentsSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentsSendMutation, PaymentsSendMutationVariables>;
export const RedirectPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedirectPayMutation, RedirectPayMutationVariables>;
export const RedirectApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<RedirectApproveMutation, RedirectApproveMutationVariables>;
export const RedirectShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedirectShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"payoutHold"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"previousRecipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<RedirectShowQuery, RedirectShowQueryVariables>;
export const RedirectChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeVendorPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RedirectChangeMutation, RedirectChangeMutationVariables>;
export const RedirectDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorCompanyDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVendorCompanyDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}}]}}]}}]} as unknown as DocumentNode<RedirectDetailsMutation, RedirectDetailsMutationVariables>;
export const RedirectInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<RedirectInviteMutation, RedirectInviteMutationVariables>;
export const RedirectRemintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectRemint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<RedirectRemintMutation, RedirectRemintMutationVariables>;
export const RedirectRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RedirectRegisterMutation, RedirectRegisterMutationVariables>;
export const RedirectPayeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedirectPayees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"nameFilter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nameFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"possibleDuplicateOf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RedirectPayeesQuery, RedirectPayeesQueryVariables>;
export const RedirectLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"linkedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RedirectLinkMutation, RedirectLinkMutationVariables>;
export const RedirectUnlinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedirectUnlink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unlinkPayee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RedirectUnlinkMutation, RedirectUnlinkMutationVariables>;
export const RedirectPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RedirectPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payoutChangeHeld"}}]}}]}}]} as unknown as DocumentNode<RedirectPayableQuery, RedirectPayableQueryVariables>;
export const ProcessingByHandCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingByHandCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<ProcessingByHandCreateMutation, ProcessingByHandCreateMutationVariables>;
export const ProcessingByHandApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingByHandApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<ProcessingByHandApproveMutation, ProcessingByHandApproveMutationVariables>;
export const ProcessingByHandRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingByHandRun"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"achFiles"}},{"kind":"Field","name":{"kind":"Name","value":"filedPayments"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"retried"}},{"kind":"Field","name":{"kind":"Name","value":"settled"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingConfirmation"}}]}}]}}]} as unknown as DocumentNode<ProcessingByHandRunMutation, ProcessingByHandRunMutationVariables>;
export const ProcessingRulesRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessingRulesRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentProcessingTimeRules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"vendor","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentType"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"providerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"}}]}},{"kind":"Field","name":{"kind":"Name","value":"processingSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cutoffTime"}},{"kind":"Field","name":{"kind":"Name","value":"weekdays"}},{"kind":"Field","name":{"kind":"Name","value":"daysToProcess"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ProcessingRulesRulesQuery, ProcessingRulesRulesQueryVariables>;
export const ProcessingRulesCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingRulesCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProcessingTimeRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentProcessingTimeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentNetwork"}},{"kind":"Field","name":{"kind":"Name","value":"providerInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banks"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessingRulesCreateMutation, ProcessingRulesCreateMutationVariables>;
export const ProcessingRulesUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingRulesUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentProcessingTimeRuleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaymentProcessingTimeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"processingSchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysToProcess"}}]}}]}}]}}]} as unknown as DocumentNode<ProcessingRulesUpdateMutation, ProcessingRulesUpdateMutationVariables>;
export const ProcessingRulesDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProcessingRulesDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaymentProcessingTimeRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ProcessingRulesDeleteMutation, ProcessingRulesDeleteMutationVariables>;
export const ProcessingRulesDueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessingRulesDue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentDueDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"paymentNetwork"},"value":{"kind":"StringValue","value":"ACH","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"initiatedAt"},"value":{"kind":"StringValue","value":"2026-11-24T12:00:00Z","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"timeZone"},"value":{"kind":"StringValue","value":"America/New_York","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}}]}}]}}]} as unknown as DocumentNode<ProcessingRulesDueQuery, ProcessingRulesDueQueryVariables>;
export const ProcessingRulesQDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProcessingRulesQ"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"country"},"value":{"kind":"StringValue","value":"USA","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"paymentNetwork"},"value":{"kind":"StringValue","value":"ACH","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"holidayName"}}]}}]}}]} as unknown as DocumentNode<ProcessingRulesQQuery, ProcessingRulesQQueryVariables>;
export const ProductionAccountingSystemsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProductionAccountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingSystems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}}]}}]}}]} as unknown as DocumentNode<ProductionAccountingSystemsQuery, ProductionAccountingSystemsQueryVariables>;
export const ProductionAccountingAuthorizationUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductionAccountingAuthorizationUrl"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingAuthorizationUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"xero","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProductionAccountingAuthorizationUrlMutation, ProductionAccountingAuthorizationUrlMutationVariables>;
export const ProductionAccountingAuthorizationUrl2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProductionAccountingAuthorizationUrl2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingAuthorizationUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"StringValue","value":"quickBooks","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProductionAccountingAuthorizationUrl2Mutation, ProductionAccountingAuthorizationUrl2MutationVariables>;
export const PublicApiUpdateApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiUpdateApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PublicApiUpdateApiClientMutation, PublicApiUpdateApiClientMutationVariables>;
export const PublicApiRotateApiClientSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiRotateApiClientSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiClientSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grace"},"value":{"kind":"StringValue","value":"none","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PublicApiRotateApiClientSecretMutation, PublicApiRotateApiClientSecretMutationVariables>;
export const PublicApiRemoveApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiRemoveApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<PublicApiRemoveApiClientMutation, PublicApiRemoveApiClientMutationVariables>;
export const PublicApiRenameApiClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiRenameApiClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApiClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateApiClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PublicApiRenameApiClientMutation, PublicApiRenameApiClientMutationVariables>;
export const PublicApiApiClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicApiApiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PublicApiApiClientsQuery, PublicApiApiClientsQueryVariables>;
export const PublicApiRotateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiRotate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"grace"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiClientSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"grace"},"value":{"kind":"Variable","name":{"kind":"Name","value":"grace"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"credentials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientSecret"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiClient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousSecretExpiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<PublicApiRotateMutation, PublicApiRotateMutationVariables>;
export const PublicApiAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiClientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signingSecret"}}]}}]}}]} as unknown as DocumentNode<PublicApiAddMutation, PublicApiAddMutationVariables>;
export const PublicApiApiClients2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicApiApiClients2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"responseStatus"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicApiApiClients2Query, PublicApiApiClients2QueryVariables>;
export const PublicApiResendWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiResendWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PublicApiResendWebhookDeliveryMutation, PublicApiResendWebhookDeliveryMutationVariables>;
export const PublicApiApprovePaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiApprovePayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<PublicApiApprovePaymentsMutation, PublicApiApprovePaymentsMutationVariables>;
export const PublicApiRunProcessingCycleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiRunProcessingCycle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runProcessingCycle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"filedPayments"}}]}}]}}]} as unknown as DocumentNode<PublicApiRunProcessingCycleMutation, PublicApiRunProcessingCycleMutationVariables>;
export const PublicApiApiClients3Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicApiApiClients3"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PublicApiApiClients3Query, PublicApiApiClients3QueryVariables>;
export const PublicApiAdd2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublicApiAdd2"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"apiClientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"apiClientId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PublicApiAdd2Mutation, PublicApiAdd2MutationVariables>;
export const QueryCostHolidaySchedulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCostHolidaySchedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holidaySchedules"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10000"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleName"}},{"kind":"Field","name":{"kind":"Name","value":"holidays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holidayName"}},{"kind":"Field","name":{"kind":"Name","value":"staticDate"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<QueryCostHolidaySchedulesQuery, QueryCostHolidaySchedulesQueryVariables>;
export const RailsSetBusinessRailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RailsSetBusinessRail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessRail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rail"}}},{"kind":"Argument","name":{"kind":"Name","value":"originatingAccountId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"originatingAccountId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}},{"kind":"Field","name":{"kind":"Name","value":"originatingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"railChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<RailsSetBusinessRailMutation, RailsSetBusinessRailMutationVariables>;
export const RailsAdminBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RailsAdminBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"railChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"originatingAccountId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]} as unknown as DocumentNode<RailsAdminBusinessQuery, RailsAdminBusinessQueryVariables>;
export const RailsCreateVendorPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RailsCreateVendorPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RailsCreateVendorPaymentMutation, RailsCreateVendorPaymentMutationVariables>;
export const RailsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RailsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<RailsApproveMutation, RailsApproveMutationVariables>;
export const RailsCollectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RailsCollect"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CollectPaymentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RailsCollectMutation, RailsCollectMutationVariables>;
export const SameDayVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SameDayVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SameDayVendorsQuery, SameDayVendorsQueryVariables>;
export const SameDayCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SameDayCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<SameDayCreateMutation, SameDayCreateMutationVariables>;
export const SandboxStatementInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxStatementInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConsumerConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<SandboxStatementInviteMutation, SandboxStatementInviteMutationVariables>;
export const SandboxStatementRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxStatementRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerBusinessConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"userAgent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userAgent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}}]}}]} as unknown as DocumentNode<SandboxStatementRegisterMutation, SandboxStatementRegisterMutationVariables>;
export const SandboxStatementLinesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SandboxStatementLines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sandboxBankStatement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}},{"kind":"Field","name":{"kind":"Name","value":"accountLast4"}},{"kind":"Field","name":{"kind":"Name","value":"descriptor"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<SandboxStatementLinesQuery, SandboxStatementLinesQueryVariables>;
export const SandboxStatementConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SandboxStatementConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"second"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmMicroDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"firstAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"secondAmount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"second"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SandboxStatementConfirmMutation, SandboxStatementConfirmMutationVariables>;
export const SendPaymentVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendPaymentVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]} as unknown as DocumentNode<SendPaymentVendorsQuery, SendPaymentVendorsQueryVariables>;
export const SendPaymentCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueDateTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"timezone"}}]}}]}}]}}]} as unknown as DocumentNode<SendPaymentCreateMutation, SendPaymentCreateMutationVariables>;
export const SendPaymentReviewFactsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendPaymentReviewFacts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSystemsSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payingAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"expectedArrivalDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"dueDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dueDate"}}}]},{"kind":"Field","alias":{"kind":"Name","value":"sameDay"},"name":{"kind":"Name","value":"expectedArrivalDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentType"},"value":{"kind":"StringValue","value":"vendor","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"dueDate"},"value":{"kind":"StringValue","value":"2026-11-23","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"sameDayAch"},"value":{"kind":"BooleanValue","value":true}}]}]}}]} as unknown as DocumentNode<SendPaymentReviewFactsQuery, SendPaymentReviewFactsQueryVariables>;
export const SendPaymentCreateWithReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentCreateWithReference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}}]}}]}}]} as unknown as DocumentNode<SendPaymentCreateWithReferenceMutation, SendPaymentCreateWithReferenceMutationVariables>;
export const SentSettledPaymentTransferTransactionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentSettledPaymentTransferTransaction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}},{"kind":"Field","name":{"kind":"Name","value":"settlementDate"}}]}}]}}]} as unknown as DocumentNode<SentSettledPaymentTransferTransactionQuery, SentSettledPaymentTransferTransactionQueryVariables>;
export const SessionsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionsViewerQuery, SessionsViewerQueryVariables>;
export const SessionsShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"products"}}]}}]}}]} as unknown as DocumentNode<SessionsShellQuery, SessionsShellQueryVariables>;
export const SessionsChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}}]}}]}}]} as unknown as DocumentNode<SessionsChangeMutation, SessionsChangeMutationVariables>;
export const SessionsBusinessDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsBusinessDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeesCount"}}]}}]}}]} as unknown as DocumentNode<SessionsBusinessDashboardQuery, SessionsBusinessDashboardQueryVariables>;
export const SessionsPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionsPayableQuery, SessionsPayableQueryVariables>;
export const SessionsCreateVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsCreateVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SessionsCreateVendorMutation, SessionsCreateVendorMutationVariables>;
export const SessionsCopiesShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionsCopiesShell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeId"}},{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}}]}}]}}]} as unknown as DocumentNode<SessionsCopiesShellQuery, SessionsCopiesShellQueryVariables>;
export const SessionsCopiesChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SessionsCopiesChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isBusinessRightsAvailable"}}]}}]}}]} as unknown as DocumentNode<SessionsCopiesChangeMutation, SessionsCopiesChangeMutationVariables>;
export const SetupGateSetBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupGateSetBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetupGateSetBankMutation, SetupGateSetBankMutationVariables>;
export const SetupGateSetVendorBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupGateSetVendorBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVendorBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SetupGateSetVendorBankMutation, SetupGateSetVendorBankMutationVariables>;
export const SetupGateCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupGateCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateConsumerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createConsumer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consumerId"}}]}}]}}]} as unknown as DocumentNode<SetupGateCreateMutation, SetupGateCreateMutationVariables>;
export const SignInLimitsViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInLimitsViewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SignInLimitsViewerQuery, SignInLimitsViewerQueryVariables>;
export const SubscriptionsCreateLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsCreateLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsServiceLevel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCreateLevelMutation, SubscriptionsCreateLevelMutationVariables>;
export const SubscriptionsUpdateLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsUpdateLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsServiceLevel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsUpdateLevelMutation, SubscriptionsUpdateLevelMutationVariables>;
export const SubscriptionsDeleteLevelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsDeleteLevel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SubscriptionsDeleteLevelMutation, SubscriptionsDeleteLevelMutationVariables>;
export const SubscriptionsAddProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsAddProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addProductToServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceLevelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsServiceLevel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsAddProductMutation, SubscriptionsAddProductMutationVariables>;
export const SubscriptionsRemoveProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsRemoveProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"s"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"p"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeProductFromServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceLevelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"s"}}},{"kind":"Argument","name":{"kind":"Name","value":"productId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"p"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsServiceLevel"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsRemoveProductMutation, SubscriptionsRemoveProductMutationVariables>;
export const SubscriptionsCreateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsCreateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsCreateProductMutation, SubscriptionsCreateProductMutationVariables>;
export const SubscriptionsUpdateProductDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsUpdateProduct"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProduct"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsUpdateProductMutation, SubscriptionsUpdateProductMutationVariables>;
export const SubscriptionsLevelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsLevels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevelFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceLevels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SubscriptionsServiceLevel"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SubscriptionsServiceLevel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceLevel"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"shortDescription"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"initialTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}},{"kind":"Field","name":{"kind":"Name","value":"renewalTerm"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duration"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsLevelsQuery, SubscriptionsLevelsQueryVariables>;
export const SubscriptionsProductsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsProducts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"products"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsProductsQuery, SubscriptionsProductsQueryVariables>;
export const SubscriptionsChooseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsChoose"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupServiceLevel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"serviceLevelId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"actualServiceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"products"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsChooseMutation, SubscriptionsChooseMutationVariables>;
export const SubscriptionsTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriptionTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupSubscriptionTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}},{"kind":"Field","name":{"kind":"Name","value":"legalAccepted"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsTermsMutation, SubscriptionsTermsMutationVariables>;
export const SubscriptionsGoLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsGoLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"d"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupGoLiveDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"goLiveDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"d"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"goLiveDate"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsGoLiveMutation, SubscriptionsGoLiveMutationVariables>;
export const SubscriptionsInvoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsInvoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionInvoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"businessId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"businessId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uniqueId"}},{"kind":"Field","name":{"kind":"Name","value":"businessId"}},{"kind":"Field","name":{"kind":"Name","value":"billDate"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"billingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"isProcessed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"term"}},{"kind":"Field","name":{"kind":"Name","value":"serviceLevelName"}},{"kind":"Field","name":{"kind":"Name","value":"paymentId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsInvoicesQuery, SubscriptionsInvoicesQueryVariables>;
export const SubscriptionsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscriptionSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"forOneDay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"forAllTime"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsSummaryQuery, SubscriptionsSummaryQueryVariables>;
export const SubscriptionsGroupsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsGroups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessesByServiceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceLevel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businesses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"billedTotal"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsGroupsQuery, SubscriptionsGroupsQueryVariables>;
export const SubscriptionsBusinessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubscriptionsBusiness"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"business"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptionSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsAccepted"}}]}}]}}]}}]} as unknown as DocumentNode<SubscriptionsBusinessQuery, SubscriptionsBusinessQueryVariables>;
export const SubscriptionsSetBusinessBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsSetBusinessBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsSetBusinessBankAccountMutation, SubscriptionsSetBusinessBankAccountMutationVariables>;
export const SubscriptionsAcceptDebitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscriptionsAcceptDebits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptSubscriptionDebitAuthorization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"accepted"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}}]}}]}}]} as unknown as DocumentNode<SubscriptionsAcceptDebitsMutation, SubscriptionsAcceptDebitsMutationVariables>;
export const UsBankSaveCredentialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsBankSaveCredentials"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentSystem"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankCredentialsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankCredentials"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentSystem"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentSystem"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectedPaymentSystems"}}]}}]}}]} as unknown as DocumentNode<UsBankSaveCredentialsMutation, UsBankSaveCredentialsMutationVariables>;
export const UsBankSetRailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsBankSetRail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBusinessRail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"rail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rail"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]} as unknown as DocumentNode<UsBankSetRailMutation, UsBankSetRailMutationVariables>;
export const UsBankRailChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UsBankRailChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"railChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rail"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]}}]} as unknown as DocumentNode<UsBankRailChoicesQuery, UsBankRailChoicesQueryVariables>;
export const UsBankCreateVendorPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsBankCreateVendorPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<UsBankCreateVendorPaymentMutation, UsBankCreateVendorPaymentMutationVariables>;
export const UsBankApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UsBankApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<UsBankApproveMutation, UsBankApproveMutationVariables>;
export const MailboxInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<MailboxInviteMutation, MailboxInviteMutationVariables>;
export const MailboxInviteEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxInviteEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EmployeeConnectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeConnection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<MailboxInviteEmployeeMutation, MailboxInviteEmployeeMutationVariables>;
export const MailboxRemintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxRemint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitationLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invitationLink"}}]}}]}}]} as unknown as DocumentNode<MailboxRemintMutation, MailboxRemintMutationVariables>;
export const MailboxSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendInvitationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailboxSendMutation, MailboxSendMutationVariables>;
export const MailboxConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmInvitationCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<MailboxConfirmMutation, MailboxConfirmMutationVariables>;
export const MailboxInvitationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MailboxInvitation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"connectionInvitation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asksForMailboxCode"}}]}}]}}]} as unknown as DocumentNode<MailboxInvitationQuery, MailboxInvitationQueryVariables>;
export const MailboxRegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MailboxRegister"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegistrationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MailboxRegisterMutation, MailboxRegisterMutationVariables>;
export const VendorsCreateVendorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsCreateVendor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]} as unknown as DocumentNode<VendorsCreateVendorMutation, VendorsCreateVendorMutationVariables>;
export const VendorsPayableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsPayable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}}]}}]}}]} as unknown as DocumentNode<VendorsPayableQuery, VendorsPayableQueryVariables>;
export const VendorsChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeVendorPayoutAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccountChangedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsChangeMutation, VendorsChangeMutationVariables>;
export const VendorsAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorManagerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorId"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"bankAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumberLast4"}},{"kind":"Field","name":{"kind":"Name","value":"accountHolderName"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsAccountQuery, VendorsAccountQueryVariables>;
export const VendorsPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateVendorPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createVendorPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsPayMutation, VendorsPayMutationVariables>;
export const VendorsPaymentAsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsPaymentAsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransaction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"routingNumber"}}]}},{"kind":"Field","name":{"kind":"Name","value":"business"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"statusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsPaymentAsReadQuery, VendorsPaymentAsReadQueryVariables>;
export const VendorsApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsApprove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skippedIds"}}]}}]}}]} as unknown as DocumentNode<VendorsApproveMutation, VendorsApproveMutationVariables>;
export const VendorsSetVendorBankAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsSetVendorBankAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVendorBankAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<VendorsSetVendorBankAccountMutation, VendorsSetVendorBankAccountMutationVariables>;
export const VendorsPayableVendorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsPayableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payableVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payoutChangeHeld"}}]}}]}}]} as unknown as DocumentNode<VendorsPayableVendorsQuery, VendorsPayableVendorsQueryVariables>;
export const VendorsDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorsDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorManagerAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"companyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"address2"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsDetailsQuery, VendorsDetailsQueryVariables>;
export const VendorsUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VendorsUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VendorCompanyDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateVendorCompanyDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}}]} as unknown as DocumentNode<VendorsUpdateMutation, VendorsUpdateMutationVariables>;
export const WebOriginAuthorizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebOriginAuthorize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"system"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountingAuthorizationUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"system"},"value":{"kind":"Variable","name":{"kind":"Name","value":"system"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<WebOriginAuthorizeMutation, WebOriginAuthorizeMutationVariables>;