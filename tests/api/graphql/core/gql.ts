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
    "mutation AchChannelOpenSshSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { host port username password privateKey hostKeyFingerprint }\n}": typeof types.AchChannelOpenSshSetDocument,
    "mutation AchChannelOpenSshRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { status } }": typeof types.AchChannelOpenSshRetryDocument,
    "mutation AchChannelReturnsAccountSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { returnsFolder }\n}": typeof types.AchChannelReturnsAccountSetDocument,
    "mutation AchChannelSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    originatingAccountName host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled\n  }\n}": typeof types.AchChannelSetDocument,
    "query AchChannelDeliveries { achFileDeliveries(limit: 50) { meta { count } edges { node { achFileId remoteName status attempts lastError serverAnswer sizeBytes } } } }": typeof types.AchChannelDeliveriesDocument,
    "query AchChannelFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { kind subject reason } } } }": typeof types.AchChannelFailuresDocument,
    "mutation DeliveryTruthSetChannel($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    fileNamePattern lastDeliveredAt connectionTest { ok message }\n  }\n}": typeof types.DeliveryTruthSetChannelDocument,
    "mutation DeliveryTruthRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status nextAttemptAt } }": typeof types.DeliveryTruthRetryDocument,
    "mutation DeliveryTruthCancel($achFileId: ID!, $reason: String!) { cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status lastError } }": typeof types.DeliveryTruthCancelDocument,
    "query DeliveryTruthFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { subject reason } } } }": typeof types.DeliveryTruthFailuresDocument,
    "query DeliveryTruthDashboard { businessDashboard { payments { notDelivered { count amount } } } }": typeof types.DeliveryTruthDashboardDocument,
    "query DeliveryTruthPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentBankStatus sentAt settlementDate } }": typeof types.DeliveryTruthPaymentDocument,
    "mutation AchReturnUploadUpload($fileName: String!, $content: String!, $originatingAccountId: ID!) { uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n  duplicate file { id fileName source problems applied unmatched ignored entries { position kind code reason originalTraceNumber amount status outcome paymentId paymentTransactionId } } } }": typeof types.AchReturnUploadUploadDocument,
    "query AchReturnUploadFiles { achReturnFiles(limit: 10) { id fileName applied unmatched entries { status code originalTraceNumber paymentTransactionId } } }": typeof types.AchReturnUploadFilesDocument,
    "query AdminList($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id name email businessType registrationState serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled } }\n  } }": typeof types.AdminListDocument,
    "query AdminLeads($filter: BusinessListFilter, $orderBy: String) {\n  leads(filter: $filter, orderBy: $orderBy) { meta { count } edges { node { name registrationState serviceLevel { name } bank { name } monthlyVolume } } } }": typeof types.AdminLeadsDocument,
    "query AdminDetail($id: ID!) { adminBusiness(id: $id) { summary { name usersDisabled } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit\n  accountingSystems sharedPaymentMethod { bankName routingNumber last4 } users { email enabled disableReason } } }": typeof types.AdminDetailDocument,
    "mutation AdminUpdate($id: ID!, $input: BusinessSettingsInput!) { updateBusinessSettings(id: $id, input: $input) {\n  summary { name email } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit } }": typeof types.AdminUpdateDocument,
    "mutation AdminDisable($id: ID!, $disabled: Boolean!) { setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { usersDisabled } users { email enabled disableReason } } }": typeof types.AdminDisableDocument,
    "query AdminBanks { banks { id name routingNumbers businessesCount usersCount } }": typeof types.AdminBanksDocument,
    "mutation AdminCreateBank($input: BankInput!) { createBank(input: $input) { id name routingNumbers businessesCount usersCount } }": typeof types.AdminCreateBankDocument,
    "mutation AdminUpdateBank($id: ID!, $input: BankInput!) { updateBank(id: $id, input: $input) { id name routingNumbers businessesCount } }": typeof types.AdminUpdateBankDocument,
    "query AdminBankUsers($bankId: ID) { bankUsers(bankId: $bankId) { meta { count } edges { node { email firstName status role bank { name } } } } }": typeof types.AdminBankUsersDocument,
    "query AdminOwnBankAccount { businessSetup { sharedPaymentMethods { actualSharedPaymentMethod { bankName routingNumber last4 } } } }": typeof types.AdminOwnBankAccountDocument,
    "query AdminViewer { viewer { id } }": typeof types.AdminViewerDocument,
    "query AdminViewer2 { viewer { id } }": typeof types.AdminViewer2Document,
    "query AdversarialAchFilesFailures($filter: FailureFilter) { failures(filter: $filter, limit: 100) { edges { node { kind subject reason paymentId } } } }": typeof types.AdversarialAchFilesFailuresDocument,
    "mutation AdversarialAchFilesInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": typeof types.AdversarialAchFilesInviteDocument,
    "mutation AdversarialAchFilesRegister($token: String, $input: RegistrationInput!, $userAgent: String) { registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }": typeof types.AdversarialAchFilesRegisterDocument,
    "mutation AdversarialAchFilesApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.AdversarialAchFilesApprovePaymentsDocument,
    "mutation AdversarialCollectionsInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": typeof types.AdversarialCollectionsInviteDocument,
    "mutation AdversarialCollectionsRegister($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { consumerId initialPaymentTransactionId initialPaymentAmount } }": typeof types.AdversarialCollectionsRegisterDocument,
    "mutation AdversarialCollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status moneyAmount } } }": typeof types.AdversarialCollectionsCollectDocument,
    "mutation AdversarialCollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }": typeof types.AdversarialCollectionsCycleDocument,
    "query AdversarialCollectionsDetails($id: ID!) { paymentTransferTransaction(id: $id) { id debitAuthorization { textVersion text textSha256 acceptedAt ipAddress userAgent accountLast4 amount } } }": typeof types.AdversarialCollectionsDetailsDocument,
    "query AdversarialCollectionsCheck($token: String!) { microDepositCheck(token: $token) { businessName accountLast4 } }": typeof types.AdversarialCollectionsCheckDocument,
    "mutation AdversarialCollectionsConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }": typeof types.AdversarialCollectionsConfirmDocument,
    "mutation AdversarialCollectionsRevoke($consumerId: ID!) { revokeDebitAuthorization(consumerId: $consumerId) { message } }": typeof types.AdversarialCollectionsRevokeDocument,
    "query AdversarialCollectionsConsumers { consumers(limit: 100) { edges { node { consumerId debitAuthorization } } } }": typeof types.AdversarialCollectionsConsumersDocument,
    "mutation InvitedVendorInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": typeof types.InvitedVendorInviteDocument,
    "mutation InvitedVendorRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": typeof types.InvitedVendorRegisterDocument,
    "mutation InvitedVendorPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status moneyAmount recipient { accountNumberLast4 } statusDetails { status code description } } }": typeof types.InvitedVendorPayDocument,
    "query InvitedVendorPayable { payableVendors { id name accountNumberLast4 awaitingBankDetails } }": typeof types.InvitedVendorPayableDocument,
    "mutation InvitedVendorCancel($id: ID!) { cancelPayment(id: $id) { status } }": typeof types.InvitedVendorCancelDocument,
    "mutation InvitedVendorApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": typeof types.InvitedVendorApproveDocument,
    "query InvitedVendorShow($id: ID!) { paymentTransferTransaction(id: $id) { id status } }": typeof types.InvitedVendorShowDocument,
    "query InvitedVendorOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { targetBusinessInfo { name location { address city state zipcode } } } }": typeof types.InvitedVendorOpenDocument,
    "mutation InvitedVendorCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }": typeof types.InvitedVendorCreateApiClientDocument,
    "mutation AdversarialPayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": typeof types.AdversarialPayeesInviteDocument,
    "mutation AdversarialPayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": typeof types.AdversarialPayeesRegisterDocument,
    "mutation AdversarialPayeesChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }": typeof types.AdversarialPayeesChangeDocument,
    "mutation AdversarialPayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }": typeof types.AdversarialPayeesPayDocument,
    "mutation AdversarialPayeesApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": typeof types.AdversarialPayeesApproveDocument,
    "mutation AdversarialPayeesSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }": typeof types.AdversarialPayeesSetVendorBankDocument,
    "mutation AdversarialPayeesCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }": typeof types.AdversarialPayeesCreateApiClientDocument,
    "mutation AdversarialPayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }": typeof types.AdversarialPayeesConnectAccountingSystemDocument,
    "query AdversarialPayeesShow($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { fixedFields { name value } } }": typeof types.AdversarialPayeesShowDocument,
    "query AdversarialPayeesAccountingSystemBills { accountingSystemBills(system: \"quickBooks\") { externalId vendorId payable } }": typeof types.AdversarialPayeesAccountingSystemBillsDocument,
    "mutation AdversarialPayeesPayAccountingBills($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds } }": typeof types.AdversarialPayeesPayAccountingBillsDocument,
    "mutation AdversarialPayeesCreateConsumer($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }": typeof types.AdversarialPayeesCreateConsumerDocument,
    "mutation AdversarialPublicApiCreate($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id } credentials { clientId clientSecret } } }": typeof types.AdversarialPublicApiCreateDocument,
    "mutation AdversarialPublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientSecret } } }": typeof types.AdversarialPublicApiRotateDocument,
    "mutation AdversarialPublicApiCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }": typeof types.AdversarialPublicApiCollectDocument,
    "mutation AdversarialPublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }": typeof types.AdversarialPublicApiAddDocument,
    "query AdversarialPublicApiApiClients { apiClients { id } }": typeof types.AdversarialPublicApiApiClientsDocument,
    "query AdversarialPublicApiApiClients2 { apiClients { id } }": typeof types.AdversarialPublicApiApiClients2Document,
    "mutation AdversarialRegistrationInviteBankUser($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }": typeof types.AdversarialRegistrationInviteBankUserDocument,
    "mutation AdversarialRegistrationRegisterBankUser($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }": typeof types.AdversarialRegistrationRegisterBankUserDocument,
    "query AdversarialRegistrationLeads { leads(limit: 100) { meta { count } edges { node { name } } } }": typeof types.AdversarialRegistrationLeadsDocument,
    "mutation AdversarialRegistrationSignUp($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { status message } }": typeof types.AdversarialRegistrationSignUpDocument,
    "query AdversarialRegistrationList($kind: String!) { connections(kind: $kind, limit: 100) { edges { node { targetUserInfo { email } } } } }": typeof types.AdversarialRegistrationListDocument,
    "mutation AdversarialRegistrationBusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { invitationLink } }": typeof types.AdversarialRegistrationBusinessConnectionDocument,
    "mutation AdversarialRegistrationSignUp2($email: String!) { requestSignUpLink(kind: \"businessOwner\", email: $email) { message } }": typeof types.AdversarialRegistrationSignUp2Document,
    "query AuthViewer { viewer { id } }": typeof types.AuthViewerDocument,
    "query AuthViewer2 { viewer { id } }": typeof types.AuthViewer2Document,
    "mutation BillsInvitedInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } } }": typeof types.BillsInvitedInviteDocument,
    "mutation BillsInvitedLink($id: ID!, $to: ID!) { linkPayee(system: \"quickBooks\", id: $id, to: $to) { id } }": typeof types.BillsInvitedLinkDocument,
    "query BillsInvitedBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId } }": typeof types.BillsInvitedBillsDocument,
    "mutation BillsInvitedPay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }": typeof types.BillsInvitedPayDocument,
    "query BillsPaidOnceBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber payable hasBankAccount paymentId paymentStatus } }": typeof types.BillsPaidOnceBillsDocument,
    "mutation BillsPaidOncePay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }": typeof types.BillsPaidOncePayDocument,
    "query BusinessSetupSetup { businessSetup { businessId name tinOrEinNumber location { zipcode address city state country } emailSettings isPaymentsApproved\n  paymentTime { time timeZone } connectedPaymentSystems\n  sharedPaymentMethods { actualSharedPaymentMethod { bankName bin last4 status } inactiveSharedPaymentMethods { bankName bin last4 status } }\n  accountingSystems { key connected mode } acumatica { url isHashExists } branding { description logoContentType logoSize }\n  registration { serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount connectedAccountingSystemsCount paymentTimeSet isVisitedActiveUserPage } } }": typeof types.BusinessSetupSetupDocument,
    "mutation BusinessSetupEmail($on: Boolean!) { setEmailSettings(emailSettings: $on) { emailSettings } }": typeof types.BusinessSetupEmailDocument,
    "mutation BusinessSetupAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name tinOrEinNumber location { zipcode address city state country } } }": typeof types.BusinessSetupAddressDocument,
    "mutation BusinessSetupUpload($input: BusinessLogoInput!) { uploadBusinessLogo(input: $input) { logoContentType logoFileName logoSize } }": typeof types.BusinessSetupUploadDocument,
    "query BusinessSetupLogo { businessLogo { contentType fileName contentBase64 } }": typeof types.BusinessSetupLogoDocument,
    "mutation BusinessSetupRegister { setupRegistrationDate { status } }": typeof types.BusinessSetupRegisterDocument,
    "query BusinessSetupBusiness($id: ID!) { business(id: $id) { id name } }": typeof types.BusinessSetupBusinessDocument,
    "mutation BusinessSetupSet($on: Boolean!) { setPaymentsApproval(isPaymentsApproved: $on) { isPaymentsApproved } }": typeof types.BusinessSetupSetDocument,
    "mutation BusinessSetupUpdateBranding { updateBranding(input: { description: \"x\" }) { description } }": typeof types.BusinessSetupUpdateBrandingDocument,
    "mutation BusinessSetupSetPaymentTime { setPaymentTime(input: { time: \"9am\", timeZone: \"UTC\" }) { paymentTime { time } } }": typeof types.BusinessSetupSetPaymentTimeDocument,
    "mutation BusinessSetupConnectAccountingSystem { connectAccountingSystem(system: \"oracle\") { businessId } }": typeof types.BusinessSetupConnectAccountingSystemDocument,
    "mutation BusinessSetupConnectAccountingSystem2 { connectAccountingSystem(system: \"xero\") { businessId } }": typeof types.BusinessSetupConnectAccountingSystem2Document,
    "mutation BusinessSetupUpdateAcumaticaSettings { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\" }) { acumatica { url } } }": typeof types.BusinessSetupUpdateAcumaticaSettingsDocument,
    "mutation BusinessSetupUpdateAcumaticaSettings2 { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\", hash: \"abc123XYZ\" }) { acumatica { url isHashExists } } }": typeof types.BusinessSetupUpdateAcumaticaSettings2Document,
    "query BusinessSetupAnswerProgress { businessSetup { registration { connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer } } }": typeof types.BusinessSetupAnswerProgressDocument,
    "mutation BusinessSetupAnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }": typeof types.BusinessSetupAnswerAccountingSystemDocument,
    "mutation BusinessSetupAccountingContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }": typeof types.BusinessSetupAccountingContactDocument,
    "mutation BusinessSetupSetupServiceLevel($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }": typeof types.BusinessSetupSetupServiceLevelDocument,
    "mutation BusinessSetupSetupSubscriptionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }": typeof types.BusinessSetupSetupSubscriptionTermsDocument,
    "mutation BusinessSetupSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": typeof types.BusinessSetupSetBankDocument,
    "mutation BusinessSetupAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }": typeof types.BusinessSetupAcceptDebitsDocument,
    "mutation BusinessSetupUpdateBankCredentials { updateBankCredentials(paymentSystem: \"bankOfAmerica\", input: { clientId: \"harbor-client\", clientSecret: \"harbor-secret\", companyIdForACHPayment: \"1234567890\" }) { connectedPaymentSystems } }": typeof types.BusinessSetupUpdateBankCredentialsDocument,
    "mutation BusinessSetupConnectAccountingSystem3 { connectAccountingSystem(system: \"quickBooks\") { accountingSystems { key connected mode } } }": typeof types.BusinessSetupConnectAccountingSystem3Document,
    "mutation BusinessSetupSetPaymentTime2 { setPaymentTime(input: { time: \"09:30\", timeZone: \"America/Los_Angeles\" }) { businessId } }": typeof types.BusinessSetupSetPaymentTime2Document,
    "query BusinessSetupActiveBusinessUsers { activeBusinessUsers { email isBusinessRightsAvailable } }": typeof types.BusinessSetupActiveBusinessUsersDocument,
    "mutation BusinessSetupMarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }": typeof types.BusinessSetupMarkActiveUsersPageVisitedDocument,
    "query BusinessSetupViewerRegistration { viewer { isBusinessRegistered registration { setup { businessId registration { isVisitedActiveUserPage } } hasSuccessfulTestPayment } } }": typeof types.BusinessSetupViewerRegistrationDocument,
    "mutation BusinessSetupSendTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }": typeof types.BusinessSetupSendTestPaymentDocument,
    "mutation CollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id type collectionType status purchaseId moneyAmount customer { id name } referenceNumber } } }": typeof types.CollectionsCollectDocument,
    "mutation CollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }": typeof types.CollectionsCycleDocument,
    "mutation ConsumersCreate($input: CreateConsumerInput!) { createConsumer(input: $input) {\n  consumerId firstName lastName email businessName processStatus registrationStatus initialPayment bankName accountNumberLast4 year make model } }": typeof types.ConsumersCreateDocument,
    "query ConsumersList { consumers(skip: 0, limit: 100, filter: { processStatus: \"active\" }) { meta { count } edges { node { consumerId firstName accountNumberLast4 } } } }": typeof types.ConsumersListDocument,
    "query CoreViewer { viewer { id role firstName lastName email businessId businessName employeeId isBusinessRegistered\n  isBusinessRightsAvailable isPaymentsApproved products connectedAccountingSystems vendorId bankId } }": typeof types.CoreViewerDocument,
    "query CoreGoLive { viewer { goLiveDate } }": typeof types.CoreGoLiveDocument,
    "mutation CoreSetupGoLiveDate { setupGoLiveDate { status goLiveDate } }": typeof types.CoreSetupGoLiveDateDocument,
    "query CoreBusiness($id: ID!) { business(id: $id) { id name businessType goLiveDate billingAmount registrationDate isPaymentsApproved\n  isVisitedActiveUserPage location { address city state zipcode country } accountingSystemSettings\n  subscriptionSettings { termsAccepted legalAccepted paymentTime { time timeZone }\n    actualServiceLevel { name tags products { name } initialTerm { duration unit price } renewalTerm { duration unit price } } }\n  products { name price } } }": typeof types.CoreBusinessDocument,
    "query CoreEmployee($id: ID!) { businessEmployee(id: $id) { id isBusinessRightsAvailable registeredAt blockedAt\n  business { id name } user { email firstName lastName enabled isSystem } } }": typeof types.CoreEmployeeDocument,
    "query CoreAdminDashboard { adminDashboard { businessesCount registeredBusinessesCount usersCount serviceLevelsCount vendorsCount banksCount\n  usersByRole { label count } businessesByServiceLevel { label count } businessesByType { label count } } }": typeof types.CoreAdminDashboardDocument,
    "query CoreBusinessDashboard($id: ID!) { businessDashboard(businessId: $id) { business { name } employeesCount\n  employeesWithRightsCount vendorsCount serviceLevelName products } }": typeof types.CoreBusinessDashboardDocument,
    "query CoreProducts($skip: Int, $limit: Int, $filter: ProductFilter) { products(skip: $skip, limit: $limit, filter: $filter) {\n  meta { count } edges { node { id name price description active } } } }": typeof types.CoreProductsDocument,
    "fragment DashboardsFigures on DashboardPaymentFigures { period timeZone from to days { date count amount } count volume succeeded { count amount }\n  failed { count amount } pendingApprovalCount upcoming { date count amount } }": typeof types.DashboardsFiguresFragmentDoc,
    "query DashboardsBusinessDashboard($id: ID!, $period: Int) { businessDashboard(businessId: $id, period: $period) { business { name } payments { ...DashboardsFigures } } }": typeof types.DashboardsBusinessDashboardDocument,
    "query DashboardsAdminDashboard($period: Int) { adminDashboard(period: $period) { businessesCount payments { ...DashboardsFigures }\n  businesses { businessName count volume succeededCount failedCount pendingApprovalCount } } }": typeof types.DashboardsAdminDashboardDocument,
    "query DashboardsOwn($period: Int) { businessDashboard(period: $period) { business { name } payments { count volume } } }": typeof types.DashboardsOwnDocument,
    "query DashboardsEach($id: ID!) { businessDashboard(businessId: $id, period: 7) {\n      business { name } employeesCount employeesWithRightsCount vendorsCount serviceLevelName products payments { count volume } } }": typeof types.DashboardsEachDocument,
    "query DirectoryList($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate } }\n  } }": typeof types.DirectoryListDocument,
    "query DirectoryOne($id: ID!) { financialInstitution(id: $id) { routingId institutionName } }": typeof types.DirectoryOneDocument,
    "query DirectoryLookup($routingNumber: String!) { routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName institutionName participantName } }": typeof types.DirectoryLookupDocument,
    "mutation DirectoryCreate($input: FinancialInstitutionInput!) { createFinancialInstitution(input: $input) { id routingId institutionName participantActivationDate } }": typeof types.DirectoryCreateDocument,
    "mutation DirectoryUpdate($id: ID!, $input: FinancialInstitutionInput!) { updateFinancialInstitution(id: $id, input: $input) { id routingId institutionName receivingConnection } }": typeof types.DirectoryUpdateDocument,
    "query DirectorySystems { accountingSystems { key name active route siteLink idType } }": typeof types.DirectorySystemsDocument,
    "mutation DirectorySwitch($key: ID!, $active: Boolean!) { setAccountingSystemActive(key: $key, active: $active) { key active } }": typeof types.DirectorySwitchDocument,
    "query DirectoryCrm { crmIntegrations { key name connected logo { url alt } } }": typeof types.DirectoryCrmDocument,
    "mutation DirectoryCrmSwitch($key: ID!, $connected: Boolean!) { setCrmIntegrationConnected(key: $key, connected: $connected) { key connected } }": typeof types.DirectoryCrmSwitchDocument,
    "mutation DirectoryContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }": typeof types.DirectoryContactDocument,
    "query DirectoryContacts { accountingSystemContacts { meta { count } edges { node { systemName contactName email businessName message } } } }": typeof types.DirectoryContactsDocument,
    "mutation DirectoryConnectAccountingSystem { connectAccountingSystem(system: \"xero\") { businessId } }": typeof types.DirectoryConnectAccountingSystemDocument,
    "query EdgeInputPayableVendors { payableVendors { id } }": typeof types.EdgeInputPayableVendorsDocument,
    "mutation EdgeInputCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id dueDateTime { date } } }": typeof types.EdgeInputCreateDocument,
    "mutation EdgeInputUpdateBusinessAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name } }": typeof types.EdgeInputUpdateBusinessAddressDocument,
    "mutation EmployeeCreateInvite($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { connection { id } } }": typeof types.EmployeeCreateInviteDocument,
    "query ErrorsList($filter: FailureFilter, $skip: Int, $limit: Int) { failures(filter: $filter, skip: $skip, limit: $limit) {\n  meta { count } edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } } } }": typeof types.ErrorsListDocument,
    "query ErrorsCounts { failureCounts { kind count } }": typeof types.ErrorsCountsDocument,
    "mutation ErrorsRetry($kind: String!, $id: ID!) { retryFailure(kind: $kind, id: $id) }": typeof types.ErrorsRetryDocument,
    "mutation ErrorsResolve($kind: String!, $id: ID!, $note: String!) { resolveFailure(kind: $kind, id: $id, note: $note) { kind id resolvedAt resolutionNote retryable } }": typeof types.ErrorsResolveDocument,
    "query ErrorsBanks { banks { id name } }": typeof types.ErrorsBanksDocument,
    "query ExportsViewer { viewer { timeZone } }": typeof types.ExportsViewerDocument,
    "mutation HarnessSendMailboxCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }": typeof types.HarnessSendMailboxCodeDocument,
    "query HistoryExportViewer { viewer { timeZone } }": typeof types.HistoryExportViewerDocument,
    "query InstantCollectionsAccessPending { consumers(limit: 100, filter: { processStatus: \"pending\" }) { meta { count } edges { node { consumerId email businessName } } } }": typeof types.InstantCollectionsAccessPendingDocument,
    "mutation InstantCollectionsAccessInviteConsumer($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": typeof types.InstantCollectionsAccessInviteConsumerDocument,
    "query InstantCollectionsAccessSignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name } }": typeof types.InstantCollectionsAccessSignUpBusinessDocument,
    "query InstantSchemaFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }": typeof types.InstantSchemaFailuresDocument,
    "mutation WaitingNewsInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": typeof types.WaitingNewsInviteDocument,
    "mutation WaitingNewsResend($input: UpdateConnectionInput!) { updateConnection(input: $input) { connection { id } } }": typeof types.WaitingNewsResendDocument,
    "mutation WaitingNewsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": typeof types.WaitingNewsPayDocument,
    "mutation WaitingNewsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } } }": typeof types.WaitingNewsApproveDocument,
    "query WaitingNewsOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { waitingPayments { payer amount referenceNumber purchaseId } } }": typeof types.WaitingNewsOpenDocument,
    "query MoneyListsViewer { viewer { businessId } }": typeof types.MoneyListsViewerDocument,
    "mutation MoneyListsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }": typeof types.MoneyListsCancelPaymentDocument,
    "query MoneyListsConsumers { consumers(limit: 100) { edges { node { consumerId lastReturn { paymentId status returnCode } } } } }": typeof types.MoneyListsConsumersDocument,
    "mutation MoneyCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { moneyAmount status } }": typeof types.MoneyCreateDocument,
    "query MoneyVendors { payableVendors { id } }": typeof types.MoneyVendorsDocument,
    "query MoneyAdminDashboard { adminDashboard { payments { volume } } }": typeof types.MoneyAdminDashboardDocument,
    "query PayeeDirectionPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name accountNumberLast4 } linkedTo { id name accountNumberLast4 } } } }": typeof types.PayeeDirectionPayeesDocument,
    "mutation PayeeDirectionLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }": typeof types.PayeeDirectionLinkDocument,
    "mutation PayeeDirectionLinkMany($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id name linkedTo { id name accountNumberLast4 } } }": typeof types.PayeeDirectionLinkManyDocument,
    "mutation PayeeDirectionUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }": typeof types.PayeeDirectionUnlinkDocument,
    "query PayeeDirectionSetup { businessSetup { accountingSystems { key connected writeBackAccount writeBackAccountNeeded } } }": typeof types.PayeeDirectionSetupDocument,
    "query PayeeLinksPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }": typeof types.PayeeLinksPayeesDocument,
    "mutation PayeeLinksLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name reason accountNumberLast4 } } }": typeof types.PayeeLinksLinkDocument,
    "mutation PayeeLinksUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id linkedTo { id } } }": typeof types.PayeeLinksUnlinkDocument,
    "query PayeeLinksPayable { payableVendors { id name accountNumberLast4 } }": typeof types.PayeeLinksPayableDocument,
    "query PayeeLinksBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber vendorId vendorName payable paymentId } }": typeof types.PayeeLinksBillsDocument,
    "mutation PayeeLinksPay($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }": typeof types.PayeeLinksPayDocument,
    "query PayeeLinksOverdue($system: String!) { accountingSystemBills(system: $system) { externalId dueDate overdue paymentId } }": typeof types.PayeeLinksOverdueDocument,
    "query PayeesPayees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name status hasBankAccount accountNumberLast4 externalId } } }": typeof types.PayeesPayeesDocument,
    "query PayeesLookalikes($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name } } } }": typeof types.PayeesLookalikesDocument,
    "mutation PayeesSet($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }": typeof types.PayeesSetDocument,
    "mutation PayeesSync($system: String!) { syncPayees(system: $system) { created updated vendorsUpdatedAt } }": typeof types.PayeesSyncDocument,
    "mutation PayeesAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": typeof types.PayeesAuthorizeDocument,
    "mutation PayeesComplete($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }": typeof types.PayeesCompleteDocument,
    "mutation PayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink message } }": typeof types.PayeesInviteDocument,
    "mutation PayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": typeof types.PayeesRegisterDocument,
    "query PayeesPayable { payableVendors { id name accountNumberLast4 } }": typeof types.PayeesPayableDocument,
    "mutation PayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": typeof types.PayeesPayDocument,
    "query PayeesPayableVendors { payableVendors { id name } }": typeof types.PayeesPayableVendorsDocument,
    "query PayeesBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable } }": typeof types.PayeesBillsDocument,
    "mutation PayeesPayBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }": typeof types.PayeesPayBillsDocument,
    "query PayeesBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber writeBackStatus writeBackAttempts writeBackError paymentStatus } }": typeof types.PayeesBillPaymentsDocument,
    "query PayeesPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }": typeof types.PayeesPaymentAccountsDocument,
    "mutation PayeesChoosePaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id name chosen } }": typeof types.PayeesChoosePaymentAccountDocument,
    "mutation PayeesDisconnectAccountingSystem { disconnectAccountingSystem(system: \"quickBooks\") { businessId } }": typeof types.PayeesDisconnectAccountingSystemDocument,
    "mutation PayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }": typeof types.PayeesConnectAccountingSystemDocument,
    "fragment DirectionAuthorization on SubscriptionDebitAuthorization { needed text accountLast4 acceptedAt textVersion }": typeof types.DirectionAuthorizationFragmentDoc,
    "query DirectionAuthorization { subscriptionDebitAuthorization { ...DirectionAuthorization } }": typeof types.DirectionAuthorizationDocument,
    "mutation DirectionAccept($accepted: Boolean!, $userAgent: String) { acceptSubscriptionDebitAuthorization(accepted: $accepted, userAgent: $userAgent) { ...DirectionAuthorization } }": typeof types.DirectionAcceptDocument,
    "mutation DirectionCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }": typeof types.DirectionCreateLevelDocument,
    "query DirectionProducts { products(skip: 0, limit: 100) { edges { node { id name } } } }": typeof types.DirectionProductsDocument,
    "mutation DirectionChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }": typeof types.DirectionChooseDocument,
    "mutation DirectionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }": typeof types.DirectionTermsDocument,
    "mutation DirectionBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": typeof types.DirectionBankAccountDocument,
    "mutation DirectionVisited { markActiveUsersPageVisited { status } }": typeof types.DirectionVisitedDocument,
    "mutation DirectionTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }": typeof types.DirectionTestPaymentDocument,
    "mutation DirectionRegister { setupRegistrationDate { status } }": typeof types.DirectionRegisterDocument,
    "query DirectionProgress { businessSetup { registration { hasSharedPaymentMethod subscriptionDebitAuthorized } } }": typeof types.DirectionProgressDocument,
    "query DirectionInvoices { subscriptionInvoices { meta { count } edges { node { billDate billingAmount status paymentId } } } }": typeof types.DirectionInvoicesDocument,
    "query DirectionFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }": typeof types.DirectionFailuresDocument,
    "mutation PaymentEmailsCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id purchaseId status } }": typeof types.PaymentEmailsCreateDocument,
    "mutation PaymentEmailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.PaymentEmailsApproveDocument,
    "mutation PaymentEmailsCycle($at: String) { runProcessingCycle(at: $at) { filedPayments succeeded failed } }": typeof types.PaymentEmailsCycleDocument,
    "query PaymentEmailsPayableVendors { payableVendors { id name } }": typeof types.PaymentEmailsPayableVendorsDocument,
    "query PaymentEmailsPayableVendors2 { payableVendors { id } }": typeof types.PaymentEmailsPayableVendors2Document,
    "fragment PaymentSystemsView on PaymentSystemsSettings { connectedPaymentSystems infoForUpdatingSettingsOfPaymentSystems {\n  jackHenry { name clientId companyIdForACHPayment isBankCredentialExists status }\n  bankOfAmerica { clientId companyIdForACHPayment isBankCredentialExists status }\n  usBank { clientId isBankCredentialExists status }\n  bridgeBank { clientId isBankCredentialExists status }\n  wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status } } }": typeof types.PaymentSystemsViewFragmentDoc,
    "query PaymentSystemsRead { paymentSystemsSettings { ...PaymentSystemsView } }": typeof types.PaymentSystemsReadDocument,
    "mutation PaymentSystemsUpdateBank($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { ...PaymentSystemsView } }": typeof types.PaymentSystemsUpdateBankDocument,
    "mutation PaymentSystemsUpdateWf($input: WellsFargoSettingsInput!) { updateWellsFargoSettings(input: $input) { ...PaymentSystemsView } }": typeof types.PaymentSystemsUpdateWfDocument,
    "mutation PaymentTestSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { id type status moneyAmount } }": typeof types.PaymentTestSendDocument,
    "query PaymentTestStatusOf { paymentTest { proof waiting provenOn accountLast4 } }": typeof types.PaymentTestStatusOfDocument,
    "query PaymentTestPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentProcessStatus paymentErrorMessage returnCode moneyAmount statusDetails { code description } } }": typeof types.PaymentTestPaymentDocument,
    "mutation PaymentTestCycle($at: String) { runProcessingCycle(at: $at) { at } }": typeof types.PaymentTestCycleDocument,
    "query PaymentTestDue($id: ID!) { paymentTransferTransaction(id: $id) { dueDateTime { date time timezone } } }": typeof types.PaymentTestDueDocument,
    "mutation PaymentTestCancel($id: ID!) { cancelPayment(id: $id) { status } }": typeof types.PaymentTestCancelDocument,
    "query PaymentTestSandboxDue($id: ID!) { paymentTransferTransaction(id: $id) { createdDate paymentProcessStatus dueDateTime { date time timezone } } }": typeof types.PaymentTestSandboxDueDocument,
    "query PaymentTestGoesNow { paymentTest { goesNow } }": typeof types.PaymentTestGoesNowDocument,
    "mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }": typeof types.PaymentTestHarborAccountDocument,
    "query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }": typeof types.PaymentTestViewerDocument,
    "mutation PaymentTestSendDeposits { sendPaymentTestMicroDeposits { waiting accountLast4 microDeposits { sent arrivesOn attemptsLeft } } }": typeof types.PaymentTestSendDepositsDocument,
    "mutation PaymentTestConfirmDeposits($input: ConfirmPaymentTestMicroDepositsInput!) { confirmPaymentTestMicroDeposits(input: $input) { waiting microDeposits { attemptsLeft } } }": typeof types.PaymentTestConfirmDepositsDocument,
    "query PaymentTestDeposits { paymentTest { waiting microDeposits { sent arrivesOn attemptsLeft } } }": typeof types.PaymentTestDepositsDocument,
    "query PaymentTimeVendors { payableVendors { id } }": typeof types.PaymentTimeVendorsDocument,
    "mutation PaymentTimeCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { dueDateTime { date time timezone } } }": typeof types.PaymentTimeCreateDocument,
    "query PaymentTimePreview($dueDate: String) { businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) { date time timezone } }": typeof types.PaymentTimePreviewDocument,
    "query PaymentTimeViewerZone { viewer { timeZone } }": typeof types.PaymentTimeViewerZoneDocument,
    "mutation PaymentTimeSetPaymentTime($time: String!, $zone: String!) { setPaymentTime(input: { time: $time, timeZone: $zone }) { businessId } }": typeof types.PaymentTimeSetPaymentTimeDocument,
    "query PaymentTimeViewer { viewer { timeZone } }": typeof types.PaymentTimeViewerDocument,
    "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }": typeof types.PaymentsPaymentFragmentDoc,
    "mutation PaymentsCreate2($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { ...PaymentsPayment } }": typeof types.PaymentsCreate2Document,
    "mutation PaymentsCycle($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried } }": typeof types.PaymentsCycleDocument,
    "mutation PaymentsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id last4 routingNumber } }": typeof types.PaymentsSetVendorBankAccountDocument,
    "query PaymentsPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { ...PaymentsPayment } }": typeof types.PaymentsPaymentTransferTransactionDocument,
    "query PaymentsHolidaySchedules($filter: HolidayScheduleFilter) { holidaySchedules(skip: 0, limit: 10000, filter: $filter, orderBy: \"dateAsc\") { meta { count } edges { node { id scheduleName year paymentNetwork holidays { holidayName staticDate dynamicRule { nthOccurrence dayOfWeek month } } } } } }": typeof types.PaymentsHolidaySchedulesDocument,
    "query PaymentsQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }": typeof types.PaymentsQDocument,
    "query PaymentsQ2($at: String!, $tz: String!, $type: String!, $net: String!) { paymentDueDate(paymentType: $type, paymentNetwork: $net, initiatedAt: $at, timeZone: $tz) { date time timezone } }": typeof types.PaymentsQ2Document,
    "query PaymentsGetPaymentNetworks { getPaymentNetworks { country paymentNetworks } }": typeof types.PaymentsGetPaymentNetworksDocument,
    "query PaymentsPaymentProcessingTimeRules($filter: PaymentProcessingTimeRuleFilter) { paymentProcessingTimeRules(skip: 0, limit: 10000, filter: $filter) { meta { count } edges { node { paymentType providerInfo { banks } processingSchedules { cutoffTime weekdays daysToProcess description } } } } }": typeof types.PaymentsPaymentProcessingTimeRulesDocument,
    "mutation PaymentsCreate($input: HolidayScheduleInput!) { createHolidaySchedule(input: $input) { id scheduleName holidays { holidayName staticDate } } }": typeof types.PaymentsCreateDocument,
    "mutation PaymentsUpdate($id: ID!, $input: HolidayScheduleInput!) { updateHolidaySchedule(id: $id, input: $input) { scheduleName holidays { holidayName dynamicRule { nthOccurrence } } } }": typeof types.PaymentsUpdateDocument,
    "mutation PaymentsDel($id: ID!) { deleteHolidaySchedule(id: $id) }": typeof types.PaymentsDelDocument,
    "mutation PaymentsCreateRule($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id providerInfo { banks } } }": typeof types.PaymentsCreateRuleDocument,
    "query PaymentsPaymentProcessingTimeRules2 { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { banks: [\"wellsFargo\"] }) { meta { count } } }": typeof types.PaymentsPaymentProcessingTimeRules2Document,
    "query PaymentsDueQ($bank: String) { paymentDueDate(paymentType: \"api\", paymentNetwork: \"ACH\", bank: $bank, initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }": typeof types.PaymentsDueQDocument,
    "mutation PaymentsDeletePaymentProcessingTimeRule($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }": typeof types.PaymentsDeletePaymentProcessingTimeRuleDocument,
    "query PaymentsVendorBankAccount($id: ID!) { vendorBankAccount(vendorId: $id) { last4 } }": typeof types.PaymentsVendorBankAccountDocument,
    "query PaymentsQ3($filter: ConsumerFilter) { consumers(skip: 0, limit: 100, filter: $filter) { meta { count } edges { node { consumerId firstName businessName processStatus registrationStatus initialPayment accountNumberLast4 } } } }": typeof types.PaymentsQ3Document,
    "mutation PaymentsM($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 routingNumber accountType } }": typeof types.PaymentsMDocument,
    "query PaymentsBusinessBankAccount { businessBankAccount { last4 } }": typeof types.PaymentsBusinessBankAccountDocument,
    "query PaymentsBusinessBankAccount2 { businessBankAccount { last4 } }": typeof types.PaymentsBusinessBankAccount2Document,
    "mutation PaymentsCancel($id: ID!) { cancelPayment(id: $id) { status statusDetails { status code } } }": typeof types.PaymentsCancelDocument,
    "mutation PaymentsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }": typeof types.PaymentsCancelPaymentDocument,
    "mutation PaymentsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status statusDetails { status code } } skippedIds } }": typeof types.PaymentsApproveDocument,
    "mutation PaymentsReject($ids: [ID!]!, $reason: String) { rejectPayments(ids: $ids, reason: $reason) { payments { id status statusDetails { status code description } } skippedIds } }": typeof types.PaymentsRejectDocument,
    "query PaymentsApprovingState { approvingState { isPaymentsApproved transactionsApprovingCount } }": typeof types.PaymentsApprovingStateDocument,
    "query PaymentsQ4($id: ID!) { paymentTransferTransaction(id: $id) { id } }": typeof types.PaymentsQ4Document,
    "query PaymentsQ5 { originatingAccounts { odfiRoutingNumber companyId companyName } achFiles(skip: 0, limit: 100) { meta { count } edges { node { id fileName entries batches totalCreditAmount totalDebitAmount downloadPath createdAt } } } }": typeof types.PaymentsQ5Document,
    "mutation PaymentsApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.PaymentsApprovePaymentsDocument,
    "mutation PaymentsSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { type status moneyAmount recipient { accountNumberLast4 } } }": typeof types.PaymentsSendDocument,
    "mutation RedirectPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": typeof types.RedirectPayDocument,
    "mutation RedirectApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": typeof types.RedirectApproveDocument,
    "query RedirectShow($id: ID!) { paymentTransferTransaction(id: $id) { id status payoutHold recipient { bankName accountNumberLast4 } previousRecipient { bankName accountNumberLast4 } statusDetails { code description } } }": typeof types.RedirectShowDocument,
    "mutation RedirectChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }": typeof types.RedirectChangeDocument,
    "mutation RedirectDetails($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { vendorId } }": typeof types.RedirectDetailsDocument,
    "mutation RedirectInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": typeof types.RedirectInviteDocument,
    "mutation RedirectRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }": typeof types.RedirectRemintDocument,
    "mutation RedirectRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id } }": typeof types.RedirectRegisterDocument,
    "query RedirectPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason } } } }": typeof types.RedirectPayeesDocument,
    "mutation RedirectLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id linkedTo { id } } }": typeof types.RedirectLinkDocument,
    "mutation RedirectUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }": typeof types.RedirectUnlinkDocument,
    "query RedirectPayable { payableVendors { id payoutChangeHeld } }": typeof types.RedirectPayableDocument,
    "mutation ProcessingByHandCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id } }": typeof types.ProcessingByHandCreateDocument,
    "mutation ProcessingByHandApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.ProcessingByHandApproveDocument,
    "mutation ProcessingByHandRun($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried settled awaitingConfirmation } }": typeof types.ProcessingByHandRunDocument,
    "query ProcessingRulesRules { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { paymentType: \"vendor\" }) { edges { node { id paymentType paymentNetwork timeZone providerInfo { banks }\n  processingSchedules { cutoffTime weekdays daysToProcess description } } } } }": typeof types.ProcessingRulesRulesDocument,
    "mutation ProcessingRulesCreate($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id paymentNetwork providerInfo { banks } } }": typeof types.ProcessingRulesCreateDocument,
    "mutation ProcessingRulesUpdate($id: ID!, $input: PaymentProcessingTimeRuleInput!) { updatePaymentProcessingTimeRule(id: $id, input: $input) { id processingSchedules { daysToProcess } } }": typeof types.ProcessingRulesUpdateDocument,
    "mutation ProcessingRulesDelete($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }": typeof types.ProcessingRulesDeleteDocument,
    "query ProcessingRulesDue { paymentDueDate(paymentType: \"vendor\", paymentNetwork: \"ACH\", initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }": typeof types.ProcessingRulesDueDocument,
    "query ProcessingRulesQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }": typeof types.ProcessingRulesQDocument,
    "query ProductionAccountingSystems { accountingSystems { key } }": typeof types.ProductionAccountingSystemsDocument,
    "mutation ProductionAccountingAuthorizationUrl { accountingAuthorizationUrl(system: \"xero\") { url } }": typeof types.ProductionAccountingAuthorizationUrlDocument,
    "mutation ProductionAccountingAuthorizationUrl2 { accountingAuthorizationUrl(system: \"quickBooks\") { url } }": typeof types.ProductionAccountingAuthorizationUrl2Document,
    "mutation PublicApiUpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }": typeof types.PublicApiUpdateApiClientDocument,
    "mutation PublicApiRotateApiClientSecret($id: ID!) { rotateApiClientSecret(id: $id, grace: \"none\") { apiClient { id } } }": typeof types.PublicApiRotateApiClientSecretDocument,
    "mutation PublicApiRemoveApiClient($id: ID!) { removeApiClient(id: $id) }": typeof types.PublicApiRemoveApiClientDocument,
    "mutation PublicApiRenameApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id name } }": typeof types.PublicApiRenameApiClientDocument,
    "query PublicApiApiClients { apiClients { id } }": typeof types.PublicApiApiClientsDocument,
    "mutation PublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientId clientSecret } apiClient { previousSecretExpiresAt } } }": typeof types.PublicApiRotateDocument,
    "mutation PublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url events } signingSecret } }": typeof types.PublicApiAddDocument,
    "query PublicApiApiClients2 { apiClients { id webhookEndpoints { id deliveries { id eventType status attempts responseStatus } } } }": typeof types.PublicApiApiClients2Document,
    "mutation PublicApiResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { status } }": typeof types.PublicApiResendWebhookDeliveryDocument,
    "mutation PublicApiApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.PublicApiApprovePaymentsDocument,
    "mutation PublicApiRunProcessingCycle($at: String) { runProcessingCycle(at: $at) { at succeeded failed filedPayments } }": typeof types.PublicApiRunProcessingCycleDocument,
    "query PublicApiApiClients3 { apiClients { id } }": typeof types.PublicApiApiClients3Document,
    "mutation PublicApiAdd2($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }": typeof types.PublicApiAdd2Document,
    "query QueryCostHolidaySchedules { holidaySchedules(skip: 0, limit: 10000) { meta { count } edges { node { id scheduleName holidays { id holidayName staticDate } } } } }": typeof types.QueryCostHolidaySchedulesDocument,
    "mutation RailsSetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) { setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { rail { rail label explanation originatingAccount { name } } railChoices { rail label } } }": typeof types.RailsSetBusinessRailDocument,
    "query RailsAdminBusiness($id: ID!) { adminBusiness(id: $id) { rail { rail label } railChoices { rail originatingAccountId label explanation } } }": typeof types.RailsAdminBusinessDocument,
    "mutation RailsCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }": typeof types.RailsCreateVendorPaymentDocument,
    "mutation RailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.RailsApproveDocument,
    "mutation RailsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }": typeof types.RailsCollectDocument,
    "query SameDayVendors { payableVendors { id } }": typeof types.SameDayVendorsDocument,
    "mutation SameDayCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": typeof types.SameDayCreateDocument,
    "mutation SandboxStatementInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": typeof types.SandboxStatementInviteDocument,
    "mutation SandboxStatementRegister($token: String, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }": typeof types.SandboxStatementRegisterDocument,
    "query SandboxStatementLines { sandboxBankStatement { id date accountHolderName accountLast4 descriptor amountCents } }": typeof types.SandboxStatementLinesDocument,
    "mutation SandboxStatementConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }": typeof types.SandboxStatementConfirmDocument,
    "query SendPaymentVendors { payableVendors { id name bankName accountNumberLast4 } }": typeof types.SendPaymentVendorsDocument,
    "mutation SendPaymentCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status dueDateTime { date time timezone } } }": typeof types.SendPaymentCreateDocument,
    "query SendPaymentReviewFacts($dueDate: String) { paymentSystemsSettings { payingAccount { bankName last4 } } expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate) sameDay: expectedArrivalDate(paymentType: \"vendor\", dueDate: \"2026-11-23\", sameDayAch: true) }": typeof types.SendPaymentReviewFactsDocument,
    "mutation SendPaymentCreateWithReference($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id referenceNumber } }": typeof types.SendPaymentCreateWithReferenceDocument,
    "query SentSettledPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { status sentAt settledAt settlementDate } }": typeof types.SentSettledPaymentTransferTransactionDocument,
    "query SessionsViewer { viewer { id } }": typeof types.SessionsViewerDocument,
    "query SessionsShell { viewer { businessId employeeId isBusinessRightsAvailable products } }": typeof types.SessionsShellDocument,
    "mutation SessionsChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }": typeof types.SessionsChangeDocument,
    "query SessionsBusinessDashboard { businessDashboard { employeesCount } }": typeof types.SessionsBusinessDashboardDocument,
    "query SessionsPayable { payableVendors { id name } }": typeof types.SessionsPayableDocument,
    "mutation SessionsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id } }": typeof types.SessionsCreateVendorDocument,
    "query SessionsCopiesShell { viewer { employeeId isBusinessRightsAvailable } }": typeof types.SessionsCopiesShellDocument,
    "mutation SessionsCopiesChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }": typeof types.SessionsCopiesChangeDocument,
    "mutation SetupGateSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": typeof types.SetupGateSetBankDocument,
    "mutation SetupGateSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }": typeof types.SetupGateSetVendorBankDocument,
    "mutation SetupGateCreate($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }": typeof types.SetupGateCreateDocument,
    "query SignInLimitsViewer { viewer { id email } }": typeof types.SignInLimitsViewerDocument,
    "fragment SubscriptionsServiceLevel on ServiceLevel { id name shortDescription description active tags products { id name } initialTerm { duration unit price } renewalTerm { duration unit price } }": typeof types.SubscriptionsServiceLevelFragmentDoc,
    "mutation SubscriptionsCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { ...SubscriptionsServiceLevel } }": typeof types.SubscriptionsCreateLevelDocument,
    "mutation SubscriptionsUpdateLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { ...SubscriptionsServiceLevel } }": typeof types.SubscriptionsUpdateLevelDocument,
    "mutation SubscriptionsDeleteLevel($id: ID!) { deleteServiceLevel(id: $id) }": typeof types.SubscriptionsDeleteLevelDocument,
    "mutation SubscriptionsAddProduct($s: ID!, $p: ID!) { addProductToServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }": typeof types.SubscriptionsAddProductDocument,
    "mutation SubscriptionsRemoveProduct($s: ID!, $p: ID!) { removeProductFromServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }": typeof types.SubscriptionsRemoveProductDocument,
    "mutation SubscriptionsCreateProduct($input: ProductInput!) { createProduct(input: $input) { id name price description active } }": typeof types.SubscriptionsCreateProductDocument,
    "mutation SubscriptionsUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price description active } }": typeof types.SubscriptionsUpdateProductDocument,
    "query SubscriptionsLevels($filter: ServiceLevelFilter) { serviceLevels(filter: $filter) { meta { count } edges { node { ...SubscriptionsServiceLevel } } } }": typeof types.SubscriptionsLevelsDocument,
    "query SubscriptionsProducts($skip: Int, $limit: Int) { products(skip: $skip, limit: $limit) { meta { count } edges { node { id name price } } } }": typeof types.SubscriptionsProductsDocument,
    "mutation SubscriptionsChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id billingAmount subscriptionSettings { actualServiceLevel { id name } } products { name } } }": typeof types.SubscriptionsChooseDocument,
    "mutation SubscriptionsTerms($input: SubscriptionTermsInput!) { setupSubscriptionTerms(input: $input) { subscriptionSettings { termsAccepted legalAccepted } } }": typeof types.SubscriptionsTermsDocument,
    "mutation SubscriptionsGoLive($d: String) { setupGoLiveDate(goLiveDate: $d) { status goLiveDate } }": typeof types.SubscriptionsGoLiveDocument,
    "query SubscriptionsInvoices($businessId: ID) { subscriptionInvoices(businessId: $businessId) { meta { count } edges { node { id uniqueId businessId billDate periodEnd billingAmount isProcessed status term serviceLevelName paymentId } } } }": typeof types.SubscriptionsInvoicesDocument,
    "query SubscriptionsSummary($date: String) { subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } } }": typeof types.SubscriptionsSummaryDocument,
    "query SubscriptionsGroups { businessesByServiceLevel { serviceLevel { id name } businesses { id name billedTotal } } }": typeof types.SubscriptionsGroupsDocument,
    "query SubscriptionsBusiness($id: ID!) { business(id: $id) { id subscriptionSettings { termsAccepted } } }": typeof types.SubscriptionsBusinessDocument,
    "mutation SubscriptionsSetBusinessBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": typeof types.SubscriptionsSetBusinessBankAccountDocument,
    "mutation SubscriptionsAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }": typeof types.SubscriptionsAcceptDebitsDocument,
    "mutation UsBankSaveCredentials($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems } }": typeof types.UsBankSaveCredentialsDocument,
    "mutation UsBankSetRail($id: ID!, $rail: String!) { setBusinessRail(id: $id, rail: $rail) { rail { rail label explanation } } }": typeof types.UsBankSetRailDocument,
    "query UsBankRailChoices($id: ID!) { adminBusiness(id: $id) { railChoices { rail label } } }": typeof types.UsBankRailChoicesDocument,
    "mutation UsBankCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }": typeof types.UsBankCreateVendorPaymentDocument,
    "mutation UsBankApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": typeof types.UsBankApproveDocument,
    "mutation MailboxInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": typeof types.MailboxInviteDocument,
    "mutation MailboxInviteEmployee($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { invitationLink } }": typeof types.MailboxInviteEmployeeDocument,
    "mutation MailboxRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }": typeof types.MailboxRemintDocument,
    "mutation MailboxSend($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { status message } }": typeof types.MailboxSendDocument,
    "mutation MailboxConfirm($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { status message } }": typeof types.MailboxConfirmDocument,
    "query MailboxInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { asksForMailboxCode } }": typeof types.MailboxInvitationDocument,
    "mutation MailboxRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": typeof types.MailboxRegisterDocument,
    "mutation VendorsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id name bankName accountNumberLast4 } }": typeof types.VendorsCreateVendorDocument,
    "query VendorsPayable { payableVendors { id name accountNumberLast4 } }": typeof types.VendorsPayableDocument,
    "mutation VendorsChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId vendorName bankAccountChangedAt bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }": typeof types.VendorsChangeDocument,
    "query VendorsAccount { vendorManagerAccount { vendorId vendorName bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }": typeof types.VendorsAccountDocument,
    "mutation VendorsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }": typeof types.VendorsPayDocument,
    "query VendorsPaymentAsRead($id: ID!) { paymentTransferTransaction(id: $id) { createdBy { name } paymentMethod { routingNumber } business { name } statusDetails { code description } } }": typeof types.VendorsPaymentAsReadDocument,
    "mutation VendorsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": typeof types.VendorsApproveDocument,
    "mutation VendorsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }": typeof types.VendorsSetVendorBankAccountDocument,
    "query VendorsPayableVendors { payableVendors { id payoutChangeHeld } }": typeof types.VendorsPayableVendorsDocument,
    "query VendorsDetails { vendorManagerAccount { vendorName companyDetails { description email phoneNumber address address2 city state zipcode country } } }": typeof types.VendorsDetailsDocument,
    "mutation VendorsUpdate($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { companyDetails { email phoneNumber address city state zipcode description } } }": typeof types.VendorsUpdateDocument,
    "mutation WebOriginAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": typeof types.WebOriginAuthorizeDocument,
};
const documents: Documents = {
    "mutation AchChannelOpenSshSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { host port username password privateKey hostKeyFingerprint }\n}": types.AchChannelOpenSshSetDocument,
    "mutation AchChannelOpenSshRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { status } }": types.AchChannelOpenSshRetryDocument,
    "mutation AchChannelReturnsAccountSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { returnsFolder }\n}": types.AchChannelReturnsAccountSetDocument,
    "mutation AchChannelSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    originatingAccountName host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled\n  }\n}": types.AchChannelSetDocument,
    "query AchChannelDeliveries { achFileDeliveries(limit: 50) { meta { count } edges { node { achFileId remoteName status attempts lastError serverAnswer sizeBytes } } } }": types.AchChannelDeliveriesDocument,
    "query AchChannelFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { kind subject reason } } } }": types.AchChannelFailuresDocument,
    "mutation DeliveryTruthSetChannel($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    fileNamePattern lastDeliveredAt connectionTest { ok message }\n  }\n}": types.DeliveryTruthSetChannelDocument,
    "mutation DeliveryTruthRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status nextAttemptAt } }": types.DeliveryTruthRetryDocument,
    "mutation DeliveryTruthCancel($achFileId: ID!, $reason: String!) { cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status lastError } }": types.DeliveryTruthCancelDocument,
    "query DeliveryTruthFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { subject reason } } } }": types.DeliveryTruthFailuresDocument,
    "query DeliveryTruthDashboard { businessDashboard { payments { notDelivered { count amount } } } }": types.DeliveryTruthDashboardDocument,
    "query DeliveryTruthPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentBankStatus sentAt settlementDate } }": types.DeliveryTruthPaymentDocument,
    "mutation AchReturnUploadUpload($fileName: String!, $content: String!, $originatingAccountId: ID!) { uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n  duplicate file { id fileName source problems applied unmatched ignored entries { position kind code reason originalTraceNumber amount status outcome paymentId paymentTransactionId } } } }": types.AchReturnUploadUploadDocument,
    "query AchReturnUploadFiles { achReturnFiles(limit: 10) { id fileName applied unmatched entries { status code originalTraceNumber paymentTransactionId } } }": types.AchReturnUploadFilesDocument,
    "query AdminList($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id name email businessType registrationState serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled } }\n  } }": types.AdminListDocument,
    "query AdminLeads($filter: BusinessListFilter, $orderBy: String) {\n  leads(filter: $filter, orderBy: $orderBy) { meta { count } edges { node { name registrationState serviceLevel { name } bank { name } monthlyVolume } } } }": types.AdminLeadsDocument,
    "query AdminDetail($id: ID!) { adminBusiness(id: $id) { summary { name usersDisabled } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit\n  accountingSystems sharedPaymentMethod { bankName routingNumber last4 } users { email enabled disableReason } } }": types.AdminDetailDocument,
    "mutation AdminUpdate($id: ID!, $input: BusinessSettingsInput!) { updateBusinessSettings(id: $id, input: $input) {\n  summary { name email } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit } }": types.AdminUpdateDocument,
    "mutation AdminDisable($id: ID!, $disabled: Boolean!) { setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { usersDisabled } users { email enabled disableReason } } }": types.AdminDisableDocument,
    "query AdminBanks { banks { id name routingNumbers businessesCount usersCount } }": types.AdminBanksDocument,
    "mutation AdminCreateBank($input: BankInput!) { createBank(input: $input) { id name routingNumbers businessesCount usersCount } }": types.AdminCreateBankDocument,
    "mutation AdminUpdateBank($id: ID!, $input: BankInput!) { updateBank(id: $id, input: $input) { id name routingNumbers businessesCount } }": types.AdminUpdateBankDocument,
    "query AdminBankUsers($bankId: ID) { bankUsers(bankId: $bankId) { meta { count } edges { node { email firstName status role bank { name } } } } }": types.AdminBankUsersDocument,
    "query AdminOwnBankAccount { businessSetup { sharedPaymentMethods { actualSharedPaymentMethod { bankName routingNumber last4 } } } }": types.AdminOwnBankAccountDocument,
    "query AdminViewer { viewer { id } }": types.AdminViewerDocument,
    "query AdminViewer2 { viewer { id } }": types.AdminViewer2Document,
    "query AdversarialAchFilesFailures($filter: FailureFilter) { failures(filter: $filter, limit: 100) { edges { node { kind subject reason paymentId } } } }": types.AdversarialAchFilesFailuresDocument,
    "mutation AdversarialAchFilesInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": types.AdversarialAchFilesInviteDocument,
    "mutation AdversarialAchFilesRegister($token: String, $input: RegistrationInput!, $userAgent: String) { registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }": types.AdversarialAchFilesRegisterDocument,
    "mutation AdversarialAchFilesApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.AdversarialAchFilesApprovePaymentsDocument,
    "mutation AdversarialCollectionsInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": types.AdversarialCollectionsInviteDocument,
    "mutation AdversarialCollectionsRegister($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { consumerId initialPaymentTransactionId initialPaymentAmount } }": types.AdversarialCollectionsRegisterDocument,
    "mutation AdversarialCollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status moneyAmount } } }": types.AdversarialCollectionsCollectDocument,
    "mutation AdversarialCollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }": types.AdversarialCollectionsCycleDocument,
    "query AdversarialCollectionsDetails($id: ID!) { paymentTransferTransaction(id: $id) { id debitAuthorization { textVersion text textSha256 acceptedAt ipAddress userAgent accountLast4 amount } } }": types.AdversarialCollectionsDetailsDocument,
    "query AdversarialCollectionsCheck($token: String!) { microDepositCheck(token: $token) { businessName accountLast4 } }": types.AdversarialCollectionsCheckDocument,
    "mutation AdversarialCollectionsConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }": types.AdversarialCollectionsConfirmDocument,
    "mutation AdversarialCollectionsRevoke($consumerId: ID!) { revokeDebitAuthorization(consumerId: $consumerId) { message } }": types.AdversarialCollectionsRevokeDocument,
    "query AdversarialCollectionsConsumers { consumers(limit: 100) { edges { node { consumerId debitAuthorization } } } }": types.AdversarialCollectionsConsumersDocument,
    "mutation InvitedVendorInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": types.InvitedVendorInviteDocument,
    "mutation InvitedVendorRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": types.InvitedVendorRegisterDocument,
    "mutation InvitedVendorPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status moneyAmount recipient { accountNumberLast4 } statusDetails { status code description } } }": types.InvitedVendorPayDocument,
    "query InvitedVendorPayable { payableVendors { id name accountNumberLast4 awaitingBankDetails } }": types.InvitedVendorPayableDocument,
    "mutation InvitedVendorCancel($id: ID!) { cancelPayment(id: $id) { status } }": types.InvitedVendorCancelDocument,
    "mutation InvitedVendorApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": types.InvitedVendorApproveDocument,
    "query InvitedVendorShow($id: ID!) { paymentTransferTransaction(id: $id) { id status } }": types.InvitedVendorShowDocument,
    "query InvitedVendorOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { targetBusinessInfo { name location { address city state zipcode } } } }": types.InvitedVendorOpenDocument,
    "mutation InvitedVendorCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }": types.InvitedVendorCreateApiClientDocument,
    "mutation AdversarialPayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": types.AdversarialPayeesInviteDocument,
    "mutation AdversarialPayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": types.AdversarialPayeesRegisterDocument,
    "mutation AdversarialPayeesChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }": types.AdversarialPayeesChangeDocument,
    "mutation AdversarialPayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }": types.AdversarialPayeesPayDocument,
    "mutation AdversarialPayeesApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": types.AdversarialPayeesApproveDocument,
    "mutation AdversarialPayeesSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }": types.AdversarialPayeesSetVendorBankDocument,
    "mutation AdversarialPayeesCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }": types.AdversarialPayeesCreateApiClientDocument,
    "mutation AdversarialPayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }": types.AdversarialPayeesConnectAccountingSystemDocument,
    "query AdversarialPayeesShow($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { fixedFields { name value } } }": types.AdversarialPayeesShowDocument,
    "query AdversarialPayeesAccountingSystemBills { accountingSystemBills(system: \"quickBooks\") { externalId vendorId payable } }": types.AdversarialPayeesAccountingSystemBillsDocument,
    "mutation AdversarialPayeesPayAccountingBills($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds } }": types.AdversarialPayeesPayAccountingBillsDocument,
    "mutation AdversarialPayeesCreateConsumer($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }": types.AdversarialPayeesCreateConsumerDocument,
    "mutation AdversarialPublicApiCreate($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id } credentials { clientId clientSecret } } }": types.AdversarialPublicApiCreateDocument,
    "mutation AdversarialPublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientSecret } } }": types.AdversarialPublicApiRotateDocument,
    "mutation AdversarialPublicApiCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }": types.AdversarialPublicApiCollectDocument,
    "mutation AdversarialPublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }": types.AdversarialPublicApiAddDocument,
    "query AdversarialPublicApiApiClients { apiClients { id } }": types.AdversarialPublicApiApiClientsDocument,
    "query AdversarialPublicApiApiClients2 { apiClients { id } }": types.AdversarialPublicApiApiClients2Document,
    "mutation AdversarialRegistrationInviteBankUser($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }": types.AdversarialRegistrationInviteBankUserDocument,
    "mutation AdversarialRegistrationRegisterBankUser($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }": types.AdversarialRegistrationRegisterBankUserDocument,
    "query AdversarialRegistrationLeads { leads(limit: 100) { meta { count } edges { node { name } } } }": types.AdversarialRegistrationLeadsDocument,
    "mutation AdversarialRegistrationSignUp($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { status message } }": types.AdversarialRegistrationSignUpDocument,
    "query AdversarialRegistrationList($kind: String!) { connections(kind: $kind, limit: 100) { edges { node { targetUserInfo { email } } } } }": types.AdversarialRegistrationListDocument,
    "mutation AdversarialRegistrationBusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { invitationLink } }": types.AdversarialRegistrationBusinessConnectionDocument,
    "mutation AdversarialRegistrationSignUp2($email: String!) { requestSignUpLink(kind: \"businessOwner\", email: $email) { message } }": types.AdversarialRegistrationSignUp2Document,
    "query AuthViewer { viewer { id } }": types.AuthViewerDocument,
    "query AuthViewer2 { viewer { id } }": types.AuthViewer2Document,
    "mutation BillsInvitedInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } } }": types.BillsInvitedInviteDocument,
    "mutation BillsInvitedLink($id: ID!, $to: ID!) { linkPayee(system: \"quickBooks\", id: $id, to: $to) { id } }": types.BillsInvitedLinkDocument,
    "query BillsInvitedBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId } }": types.BillsInvitedBillsDocument,
    "mutation BillsInvitedPay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }": types.BillsInvitedPayDocument,
    "query BillsPaidOnceBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber payable hasBankAccount paymentId paymentStatus } }": types.BillsPaidOnceBillsDocument,
    "mutation BillsPaidOncePay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }": types.BillsPaidOncePayDocument,
    "query BusinessSetupSetup { businessSetup { businessId name tinOrEinNumber location { zipcode address city state country } emailSettings isPaymentsApproved\n  paymentTime { time timeZone } connectedPaymentSystems\n  sharedPaymentMethods { actualSharedPaymentMethod { bankName bin last4 status } inactiveSharedPaymentMethods { bankName bin last4 status } }\n  accountingSystems { key connected mode } acumatica { url isHashExists } branding { description logoContentType logoSize }\n  registration { serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount connectedAccountingSystemsCount paymentTimeSet isVisitedActiveUserPage } } }": types.BusinessSetupSetupDocument,
    "mutation BusinessSetupEmail($on: Boolean!) { setEmailSettings(emailSettings: $on) { emailSettings } }": types.BusinessSetupEmailDocument,
    "mutation BusinessSetupAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name tinOrEinNumber location { zipcode address city state country } } }": types.BusinessSetupAddressDocument,
    "mutation BusinessSetupUpload($input: BusinessLogoInput!) { uploadBusinessLogo(input: $input) { logoContentType logoFileName logoSize } }": types.BusinessSetupUploadDocument,
    "query BusinessSetupLogo { businessLogo { contentType fileName contentBase64 } }": types.BusinessSetupLogoDocument,
    "mutation BusinessSetupRegister { setupRegistrationDate { status } }": types.BusinessSetupRegisterDocument,
    "query BusinessSetupBusiness($id: ID!) { business(id: $id) { id name } }": types.BusinessSetupBusinessDocument,
    "mutation BusinessSetupSet($on: Boolean!) { setPaymentsApproval(isPaymentsApproved: $on) { isPaymentsApproved } }": types.BusinessSetupSetDocument,
    "mutation BusinessSetupUpdateBranding { updateBranding(input: { description: \"x\" }) { description } }": types.BusinessSetupUpdateBrandingDocument,
    "mutation BusinessSetupSetPaymentTime { setPaymentTime(input: { time: \"9am\", timeZone: \"UTC\" }) { paymentTime { time } } }": types.BusinessSetupSetPaymentTimeDocument,
    "mutation BusinessSetupConnectAccountingSystem { connectAccountingSystem(system: \"oracle\") { businessId } }": types.BusinessSetupConnectAccountingSystemDocument,
    "mutation BusinessSetupConnectAccountingSystem2 { connectAccountingSystem(system: \"xero\") { businessId } }": types.BusinessSetupConnectAccountingSystem2Document,
    "mutation BusinessSetupUpdateAcumaticaSettings { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\" }) { acumatica { url } } }": types.BusinessSetupUpdateAcumaticaSettingsDocument,
    "mutation BusinessSetupUpdateAcumaticaSettings2 { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\", hash: \"abc123XYZ\" }) { acumatica { url isHashExists } } }": types.BusinessSetupUpdateAcumaticaSettings2Document,
    "query BusinessSetupAnswerProgress { businessSetup { registration { connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer } } }": types.BusinessSetupAnswerProgressDocument,
    "mutation BusinessSetupAnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }": types.BusinessSetupAnswerAccountingSystemDocument,
    "mutation BusinessSetupAccountingContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }": types.BusinessSetupAccountingContactDocument,
    "mutation BusinessSetupSetupServiceLevel($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }": types.BusinessSetupSetupServiceLevelDocument,
    "mutation BusinessSetupSetupSubscriptionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }": types.BusinessSetupSetupSubscriptionTermsDocument,
    "mutation BusinessSetupSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": types.BusinessSetupSetBankDocument,
    "mutation BusinessSetupAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }": types.BusinessSetupAcceptDebitsDocument,
    "mutation BusinessSetupUpdateBankCredentials { updateBankCredentials(paymentSystem: \"bankOfAmerica\", input: { clientId: \"harbor-client\", clientSecret: \"harbor-secret\", companyIdForACHPayment: \"1234567890\" }) { connectedPaymentSystems } }": types.BusinessSetupUpdateBankCredentialsDocument,
    "mutation BusinessSetupConnectAccountingSystem3 { connectAccountingSystem(system: \"quickBooks\") { accountingSystems { key connected mode } } }": types.BusinessSetupConnectAccountingSystem3Document,
    "mutation BusinessSetupSetPaymentTime2 { setPaymentTime(input: { time: \"09:30\", timeZone: \"America/Los_Angeles\" }) { businessId } }": types.BusinessSetupSetPaymentTime2Document,
    "query BusinessSetupActiveBusinessUsers { activeBusinessUsers { email isBusinessRightsAvailable } }": types.BusinessSetupActiveBusinessUsersDocument,
    "mutation BusinessSetupMarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }": types.BusinessSetupMarkActiveUsersPageVisitedDocument,
    "query BusinessSetupViewerRegistration { viewer { isBusinessRegistered registration { setup { businessId registration { isVisitedActiveUserPage } } hasSuccessfulTestPayment } } }": types.BusinessSetupViewerRegistrationDocument,
    "mutation BusinessSetupSendTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }": types.BusinessSetupSendTestPaymentDocument,
    "mutation CollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id type collectionType status purchaseId moneyAmount customer { id name } referenceNumber } } }": types.CollectionsCollectDocument,
    "mutation CollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }": types.CollectionsCycleDocument,
    "mutation ConsumersCreate($input: CreateConsumerInput!) { createConsumer(input: $input) {\n  consumerId firstName lastName email businessName processStatus registrationStatus initialPayment bankName accountNumberLast4 year make model } }": types.ConsumersCreateDocument,
    "query ConsumersList { consumers(skip: 0, limit: 100, filter: { processStatus: \"active\" }) { meta { count } edges { node { consumerId firstName accountNumberLast4 } } } }": types.ConsumersListDocument,
    "query CoreViewer { viewer { id role firstName lastName email businessId businessName employeeId isBusinessRegistered\n  isBusinessRightsAvailable isPaymentsApproved products connectedAccountingSystems vendorId bankId } }": types.CoreViewerDocument,
    "query CoreGoLive { viewer { goLiveDate } }": types.CoreGoLiveDocument,
    "mutation CoreSetupGoLiveDate { setupGoLiveDate { status goLiveDate } }": types.CoreSetupGoLiveDateDocument,
    "query CoreBusiness($id: ID!) { business(id: $id) { id name businessType goLiveDate billingAmount registrationDate isPaymentsApproved\n  isVisitedActiveUserPage location { address city state zipcode country } accountingSystemSettings\n  subscriptionSettings { termsAccepted legalAccepted paymentTime { time timeZone }\n    actualServiceLevel { name tags products { name } initialTerm { duration unit price } renewalTerm { duration unit price } } }\n  products { name price } } }": types.CoreBusinessDocument,
    "query CoreEmployee($id: ID!) { businessEmployee(id: $id) { id isBusinessRightsAvailable registeredAt blockedAt\n  business { id name } user { email firstName lastName enabled isSystem } } }": types.CoreEmployeeDocument,
    "query CoreAdminDashboard { adminDashboard { businessesCount registeredBusinessesCount usersCount serviceLevelsCount vendorsCount banksCount\n  usersByRole { label count } businessesByServiceLevel { label count } businessesByType { label count } } }": types.CoreAdminDashboardDocument,
    "query CoreBusinessDashboard($id: ID!) { businessDashboard(businessId: $id) { business { name } employeesCount\n  employeesWithRightsCount vendorsCount serviceLevelName products } }": types.CoreBusinessDashboardDocument,
    "query CoreProducts($skip: Int, $limit: Int, $filter: ProductFilter) { products(skip: $skip, limit: $limit, filter: $filter) {\n  meta { count } edges { node { id name price description active } } } }": types.CoreProductsDocument,
    "fragment DashboardsFigures on DashboardPaymentFigures { period timeZone from to days { date count amount } count volume succeeded { count amount }\n  failed { count amount } pendingApprovalCount upcoming { date count amount } }": types.DashboardsFiguresFragmentDoc,
    "query DashboardsBusinessDashboard($id: ID!, $period: Int) { businessDashboard(businessId: $id, period: $period) { business { name } payments { ...DashboardsFigures } } }": types.DashboardsBusinessDashboardDocument,
    "query DashboardsAdminDashboard($period: Int) { adminDashboard(period: $period) { businessesCount payments { ...DashboardsFigures }\n  businesses { businessName count volume succeededCount failedCount pendingApprovalCount } } }": types.DashboardsAdminDashboardDocument,
    "query DashboardsOwn($period: Int) { businessDashboard(period: $period) { business { name } payments { count volume } } }": types.DashboardsOwnDocument,
    "query DashboardsEach($id: ID!) { businessDashboard(businessId: $id, period: 7) {\n      business { name } employeesCount employeesWithRightsCount vendorsCount serviceLevelName products payments { count volume } } }": types.DashboardsEachDocument,
    "query DirectoryList($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate } }\n  } }": types.DirectoryListDocument,
    "query DirectoryOne($id: ID!) { financialInstitution(id: $id) { routingId institutionName } }": types.DirectoryOneDocument,
    "query DirectoryLookup($routingNumber: String!) { routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName institutionName participantName } }": types.DirectoryLookupDocument,
    "mutation DirectoryCreate($input: FinancialInstitutionInput!) { createFinancialInstitution(input: $input) { id routingId institutionName participantActivationDate } }": types.DirectoryCreateDocument,
    "mutation DirectoryUpdate($id: ID!, $input: FinancialInstitutionInput!) { updateFinancialInstitution(id: $id, input: $input) { id routingId institutionName receivingConnection } }": types.DirectoryUpdateDocument,
    "query DirectorySystems { accountingSystems { key name active route siteLink idType } }": types.DirectorySystemsDocument,
    "mutation DirectorySwitch($key: ID!, $active: Boolean!) { setAccountingSystemActive(key: $key, active: $active) { key active } }": types.DirectorySwitchDocument,
    "query DirectoryCrm { crmIntegrations { key name connected logo { url alt } } }": types.DirectoryCrmDocument,
    "mutation DirectoryCrmSwitch($key: ID!, $connected: Boolean!) { setCrmIntegrationConnected(key: $key, connected: $connected) { key connected } }": types.DirectoryCrmSwitchDocument,
    "mutation DirectoryContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }": types.DirectoryContactDocument,
    "query DirectoryContacts { accountingSystemContacts { meta { count } edges { node { systemName contactName email businessName message } } } }": types.DirectoryContactsDocument,
    "mutation DirectoryConnectAccountingSystem { connectAccountingSystem(system: \"xero\") { businessId } }": types.DirectoryConnectAccountingSystemDocument,
    "query EdgeInputPayableVendors { payableVendors { id } }": types.EdgeInputPayableVendorsDocument,
    "mutation EdgeInputCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id dueDateTime { date } } }": types.EdgeInputCreateDocument,
    "mutation EdgeInputUpdateBusinessAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name } }": types.EdgeInputUpdateBusinessAddressDocument,
    "mutation EmployeeCreateInvite($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { connection { id } } }": types.EmployeeCreateInviteDocument,
    "query ErrorsList($filter: FailureFilter, $skip: Int, $limit: Int) { failures(filter: $filter, skip: $skip, limit: $limit) {\n  meta { count } edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } } } }": types.ErrorsListDocument,
    "query ErrorsCounts { failureCounts { kind count } }": types.ErrorsCountsDocument,
    "mutation ErrorsRetry($kind: String!, $id: ID!) { retryFailure(kind: $kind, id: $id) }": types.ErrorsRetryDocument,
    "mutation ErrorsResolve($kind: String!, $id: ID!, $note: String!) { resolveFailure(kind: $kind, id: $id, note: $note) { kind id resolvedAt resolutionNote retryable } }": types.ErrorsResolveDocument,
    "query ErrorsBanks { banks { id name } }": types.ErrorsBanksDocument,
    "query ExportsViewer { viewer { timeZone } }": types.ExportsViewerDocument,
    "mutation HarnessSendMailboxCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }": types.HarnessSendMailboxCodeDocument,
    "query HistoryExportViewer { viewer { timeZone } }": types.HistoryExportViewerDocument,
    "query InstantCollectionsAccessPending { consumers(limit: 100, filter: { processStatus: \"pending\" }) { meta { count } edges { node { consumerId email businessName } } } }": types.InstantCollectionsAccessPendingDocument,
    "mutation InstantCollectionsAccessInviteConsumer($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": types.InstantCollectionsAccessInviteConsumerDocument,
    "query InstantCollectionsAccessSignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name } }": types.InstantCollectionsAccessSignUpBusinessDocument,
    "query InstantSchemaFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }": types.InstantSchemaFailuresDocument,
    "mutation WaitingNewsInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": types.WaitingNewsInviteDocument,
    "mutation WaitingNewsResend($input: UpdateConnectionInput!) { updateConnection(input: $input) { connection { id } } }": types.WaitingNewsResendDocument,
    "mutation WaitingNewsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": types.WaitingNewsPayDocument,
    "mutation WaitingNewsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } } }": types.WaitingNewsApproveDocument,
    "query WaitingNewsOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { waitingPayments { payer amount referenceNumber purchaseId } } }": types.WaitingNewsOpenDocument,
    "query MoneyListsViewer { viewer { businessId } }": types.MoneyListsViewerDocument,
    "mutation MoneyListsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }": types.MoneyListsCancelPaymentDocument,
    "query MoneyListsConsumers { consumers(limit: 100) { edges { node { consumerId lastReturn { paymentId status returnCode } } } } }": types.MoneyListsConsumersDocument,
    "mutation MoneyCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { moneyAmount status } }": types.MoneyCreateDocument,
    "query MoneyVendors { payableVendors { id } }": types.MoneyVendorsDocument,
    "query MoneyAdminDashboard { adminDashboard { payments { volume } } }": types.MoneyAdminDashboardDocument,
    "query PayeeDirectionPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name accountNumberLast4 } linkedTo { id name accountNumberLast4 } } } }": types.PayeeDirectionPayeesDocument,
    "mutation PayeeDirectionLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }": types.PayeeDirectionLinkDocument,
    "mutation PayeeDirectionLinkMany($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id name linkedTo { id name accountNumberLast4 } } }": types.PayeeDirectionLinkManyDocument,
    "mutation PayeeDirectionUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }": types.PayeeDirectionUnlinkDocument,
    "query PayeeDirectionSetup { businessSetup { accountingSystems { key connected writeBackAccount writeBackAccountNeeded } } }": types.PayeeDirectionSetupDocument,
    "query PayeeLinksPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }": types.PayeeLinksPayeesDocument,
    "mutation PayeeLinksLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name reason accountNumberLast4 } } }": types.PayeeLinksLinkDocument,
    "mutation PayeeLinksUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id linkedTo { id } } }": types.PayeeLinksUnlinkDocument,
    "query PayeeLinksPayable { payableVendors { id name accountNumberLast4 } }": types.PayeeLinksPayableDocument,
    "query PayeeLinksBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber vendorId vendorName payable paymentId } }": types.PayeeLinksBillsDocument,
    "mutation PayeeLinksPay($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }": types.PayeeLinksPayDocument,
    "query PayeeLinksOverdue($system: String!) { accountingSystemBills(system: $system) { externalId dueDate overdue paymentId } }": types.PayeeLinksOverdueDocument,
    "query PayeesPayees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name status hasBankAccount accountNumberLast4 externalId } } }": types.PayeesPayeesDocument,
    "query PayeesLookalikes($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name } } } }": types.PayeesLookalikesDocument,
    "mutation PayeesSet($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }": types.PayeesSetDocument,
    "mutation PayeesSync($system: String!) { syncPayees(system: $system) { created updated vendorsUpdatedAt } }": types.PayeesSyncDocument,
    "mutation PayeesAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": types.PayeesAuthorizeDocument,
    "mutation PayeesComplete($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }": types.PayeesCompleteDocument,
    "mutation PayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink message } }": types.PayeesInviteDocument,
    "mutation PayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": types.PayeesRegisterDocument,
    "query PayeesPayable { payableVendors { id name accountNumberLast4 } }": types.PayeesPayableDocument,
    "mutation PayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": types.PayeesPayDocument,
    "query PayeesPayableVendors { payableVendors { id name } }": types.PayeesPayableVendorsDocument,
    "query PayeesBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable } }": types.PayeesBillsDocument,
    "mutation PayeesPayBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }": types.PayeesPayBillsDocument,
    "query PayeesBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber writeBackStatus writeBackAttempts writeBackError paymentStatus } }": types.PayeesBillPaymentsDocument,
    "query PayeesPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }": types.PayeesPaymentAccountsDocument,
    "mutation PayeesChoosePaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id name chosen } }": types.PayeesChoosePaymentAccountDocument,
    "mutation PayeesDisconnectAccountingSystem { disconnectAccountingSystem(system: \"quickBooks\") { businessId } }": types.PayeesDisconnectAccountingSystemDocument,
    "mutation PayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }": types.PayeesConnectAccountingSystemDocument,
    "fragment DirectionAuthorization on SubscriptionDebitAuthorization { needed text accountLast4 acceptedAt textVersion }": types.DirectionAuthorizationFragmentDoc,
    "query DirectionAuthorization { subscriptionDebitAuthorization { ...DirectionAuthorization } }": types.DirectionAuthorizationDocument,
    "mutation DirectionAccept($accepted: Boolean!, $userAgent: String) { acceptSubscriptionDebitAuthorization(accepted: $accepted, userAgent: $userAgent) { ...DirectionAuthorization } }": types.DirectionAcceptDocument,
    "mutation DirectionCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }": types.DirectionCreateLevelDocument,
    "query DirectionProducts { products(skip: 0, limit: 100) { edges { node { id name } } } }": types.DirectionProductsDocument,
    "mutation DirectionChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }": types.DirectionChooseDocument,
    "mutation DirectionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }": types.DirectionTermsDocument,
    "mutation DirectionBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": types.DirectionBankAccountDocument,
    "mutation DirectionVisited { markActiveUsersPageVisited { status } }": types.DirectionVisitedDocument,
    "mutation DirectionTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }": types.DirectionTestPaymentDocument,
    "mutation DirectionRegister { setupRegistrationDate { status } }": types.DirectionRegisterDocument,
    "query DirectionProgress { businessSetup { registration { hasSharedPaymentMethod subscriptionDebitAuthorized } } }": types.DirectionProgressDocument,
    "query DirectionInvoices { subscriptionInvoices { meta { count } edges { node { billDate billingAmount status paymentId } } } }": types.DirectionInvoicesDocument,
    "query DirectionFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }": types.DirectionFailuresDocument,
    "mutation PaymentEmailsCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id purchaseId status } }": types.PaymentEmailsCreateDocument,
    "mutation PaymentEmailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.PaymentEmailsApproveDocument,
    "mutation PaymentEmailsCycle($at: String) { runProcessingCycle(at: $at) { filedPayments succeeded failed } }": types.PaymentEmailsCycleDocument,
    "query PaymentEmailsPayableVendors { payableVendors { id name } }": types.PaymentEmailsPayableVendorsDocument,
    "query PaymentEmailsPayableVendors2 { payableVendors { id } }": types.PaymentEmailsPayableVendors2Document,
    "fragment PaymentSystemsView on PaymentSystemsSettings { connectedPaymentSystems infoForUpdatingSettingsOfPaymentSystems {\n  jackHenry { name clientId companyIdForACHPayment isBankCredentialExists status }\n  bankOfAmerica { clientId companyIdForACHPayment isBankCredentialExists status }\n  usBank { clientId isBankCredentialExists status }\n  bridgeBank { clientId isBankCredentialExists status }\n  wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status } } }": types.PaymentSystemsViewFragmentDoc,
    "query PaymentSystemsRead { paymentSystemsSettings { ...PaymentSystemsView } }": types.PaymentSystemsReadDocument,
    "mutation PaymentSystemsUpdateBank($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { ...PaymentSystemsView } }": types.PaymentSystemsUpdateBankDocument,
    "mutation PaymentSystemsUpdateWf($input: WellsFargoSettingsInput!) { updateWellsFargoSettings(input: $input) { ...PaymentSystemsView } }": types.PaymentSystemsUpdateWfDocument,
    "mutation PaymentTestSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { id type status moneyAmount } }": types.PaymentTestSendDocument,
    "query PaymentTestStatusOf { paymentTest { proof waiting provenOn accountLast4 } }": types.PaymentTestStatusOfDocument,
    "query PaymentTestPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentProcessStatus paymentErrorMessage returnCode moneyAmount statusDetails { code description } } }": types.PaymentTestPaymentDocument,
    "mutation PaymentTestCycle($at: String) { runProcessingCycle(at: $at) { at } }": types.PaymentTestCycleDocument,
    "query PaymentTestDue($id: ID!) { paymentTransferTransaction(id: $id) { dueDateTime { date time timezone } } }": types.PaymentTestDueDocument,
    "mutation PaymentTestCancel($id: ID!) { cancelPayment(id: $id) { status } }": types.PaymentTestCancelDocument,
    "query PaymentTestSandboxDue($id: ID!) { paymentTransferTransaction(id: $id) { createdDate paymentProcessStatus dueDateTime { date time timezone } } }": types.PaymentTestSandboxDueDocument,
    "query PaymentTestGoesNow { paymentTest { goesNow } }": types.PaymentTestGoesNowDocument,
    "mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }": types.PaymentTestHarborAccountDocument,
    "query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }": types.PaymentTestViewerDocument,
    "mutation PaymentTestSendDeposits { sendPaymentTestMicroDeposits { waiting accountLast4 microDeposits { sent arrivesOn attemptsLeft } } }": types.PaymentTestSendDepositsDocument,
    "mutation PaymentTestConfirmDeposits($input: ConfirmPaymentTestMicroDepositsInput!) { confirmPaymentTestMicroDeposits(input: $input) { waiting microDeposits { attemptsLeft } } }": types.PaymentTestConfirmDepositsDocument,
    "query PaymentTestDeposits { paymentTest { waiting microDeposits { sent arrivesOn attemptsLeft } } }": types.PaymentTestDepositsDocument,
    "query PaymentTimeVendors { payableVendors { id } }": types.PaymentTimeVendorsDocument,
    "mutation PaymentTimeCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { dueDateTime { date time timezone } } }": types.PaymentTimeCreateDocument,
    "query PaymentTimePreview($dueDate: String) { businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) { date time timezone } }": types.PaymentTimePreviewDocument,
    "query PaymentTimeViewerZone { viewer { timeZone } }": types.PaymentTimeViewerZoneDocument,
    "mutation PaymentTimeSetPaymentTime($time: String!, $zone: String!) { setPaymentTime(input: { time: $time, timeZone: $zone }) { businessId } }": types.PaymentTimeSetPaymentTimeDocument,
    "query PaymentTimeViewer { viewer { timeZone } }": types.PaymentTimeViewerDocument,
    "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }": types.PaymentsPaymentFragmentDoc,
    "mutation PaymentsCreate2($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { ...PaymentsPayment } }": types.PaymentsCreate2Document,
    "mutation PaymentsCycle($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried } }": types.PaymentsCycleDocument,
    "mutation PaymentsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id last4 routingNumber } }": types.PaymentsSetVendorBankAccountDocument,
    "query PaymentsPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { ...PaymentsPayment } }": types.PaymentsPaymentTransferTransactionDocument,
    "query PaymentsHolidaySchedules($filter: HolidayScheduleFilter) { holidaySchedules(skip: 0, limit: 10000, filter: $filter, orderBy: \"dateAsc\") { meta { count } edges { node { id scheduleName year paymentNetwork holidays { holidayName staticDate dynamicRule { nthOccurrence dayOfWeek month } } } } } }": types.PaymentsHolidaySchedulesDocument,
    "query PaymentsQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }": types.PaymentsQDocument,
    "query PaymentsQ2($at: String!, $tz: String!, $type: String!, $net: String!) { paymentDueDate(paymentType: $type, paymentNetwork: $net, initiatedAt: $at, timeZone: $tz) { date time timezone } }": types.PaymentsQ2Document,
    "query PaymentsGetPaymentNetworks { getPaymentNetworks { country paymentNetworks } }": types.PaymentsGetPaymentNetworksDocument,
    "query PaymentsPaymentProcessingTimeRules($filter: PaymentProcessingTimeRuleFilter) { paymentProcessingTimeRules(skip: 0, limit: 10000, filter: $filter) { meta { count } edges { node { paymentType providerInfo { banks } processingSchedules { cutoffTime weekdays daysToProcess description } } } } }": types.PaymentsPaymentProcessingTimeRulesDocument,
    "mutation PaymentsCreate($input: HolidayScheduleInput!) { createHolidaySchedule(input: $input) { id scheduleName holidays { holidayName staticDate } } }": types.PaymentsCreateDocument,
    "mutation PaymentsUpdate($id: ID!, $input: HolidayScheduleInput!) { updateHolidaySchedule(id: $id, input: $input) { scheduleName holidays { holidayName dynamicRule { nthOccurrence } } } }": types.PaymentsUpdateDocument,
    "mutation PaymentsDel($id: ID!) { deleteHolidaySchedule(id: $id) }": types.PaymentsDelDocument,
    "mutation PaymentsCreateRule($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id providerInfo { banks } } }": types.PaymentsCreateRuleDocument,
    "query PaymentsPaymentProcessingTimeRules2 { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { banks: [\"wellsFargo\"] }) { meta { count } } }": types.PaymentsPaymentProcessingTimeRules2Document,
    "query PaymentsDueQ($bank: String) { paymentDueDate(paymentType: \"api\", paymentNetwork: \"ACH\", bank: $bank, initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }": types.PaymentsDueQDocument,
    "mutation PaymentsDeletePaymentProcessingTimeRule($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }": types.PaymentsDeletePaymentProcessingTimeRuleDocument,
    "query PaymentsVendorBankAccount($id: ID!) { vendorBankAccount(vendorId: $id) { last4 } }": types.PaymentsVendorBankAccountDocument,
    "query PaymentsQ3($filter: ConsumerFilter) { consumers(skip: 0, limit: 100, filter: $filter) { meta { count } edges { node { consumerId firstName businessName processStatus registrationStatus initialPayment accountNumberLast4 } } } }": types.PaymentsQ3Document,
    "mutation PaymentsM($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 routingNumber accountType } }": types.PaymentsMDocument,
    "query PaymentsBusinessBankAccount { businessBankAccount { last4 } }": types.PaymentsBusinessBankAccountDocument,
    "query PaymentsBusinessBankAccount2 { businessBankAccount { last4 } }": types.PaymentsBusinessBankAccount2Document,
    "mutation PaymentsCancel($id: ID!) { cancelPayment(id: $id) { status statusDetails { status code } } }": types.PaymentsCancelDocument,
    "mutation PaymentsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }": types.PaymentsCancelPaymentDocument,
    "mutation PaymentsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status statusDetails { status code } } skippedIds } }": types.PaymentsApproveDocument,
    "mutation PaymentsReject($ids: [ID!]!, $reason: String) { rejectPayments(ids: $ids, reason: $reason) { payments { id status statusDetails { status code description } } skippedIds } }": types.PaymentsRejectDocument,
    "query PaymentsApprovingState { approvingState { isPaymentsApproved transactionsApprovingCount } }": types.PaymentsApprovingStateDocument,
    "query PaymentsQ4($id: ID!) { paymentTransferTransaction(id: $id) { id } }": types.PaymentsQ4Document,
    "query PaymentsQ5 { originatingAccounts { odfiRoutingNumber companyId companyName } achFiles(skip: 0, limit: 100) { meta { count } edges { node { id fileName entries batches totalCreditAmount totalDebitAmount downloadPath createdAt } } } }": types.PaymentsQ5Document,
    "mutation PaymentsApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.PaymentsApprovePaymentsDocument,
    "mutation PaymentsSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { type status moneyAmount recipient { accountNumberLast4 } } }": types.PaymentsSendDocument,
    "mutation RedirectPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": types.RedirectPayDocument,
    "mutation RedirectApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": types.RedirectApproveDocument,
    "query RedirectShow($id: ID!) { paymentTransferTransaction(id: $id) { id status payoutHold recipient { bankName accountNumberLast4 } previousRecipient { bankName accountNumberLast4 } statusDetails { code description } } }": types.RedirectShowDocument,
    "mutation RedirectChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }": types.RedirectChangeDocument,
    "mutation RedirectDetails($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { vendorId } }": types.RedirectDetailsDocument,
    "mutation RedirectInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": types.RedirectInviteDocument,
    "mutation RedirectRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }": types.RedirectRemintDocument,
    "mutation RedirectRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id } }": types.RedirectRegisterDocument,
    "query RedirectPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason } } } }": types.RedirectPayeesDocument,
    "mutation RedirectLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id linkedTo { id } } }": types.RedirectLinkDocument,
    "mutation RedirectUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }": types.RedirectUnlinkDocument,
    "query RedirectPayable { payableVendors { id payoutChangeHeld } }": types.RedirectPayableDocument,
    "mutation ProcessingByHandCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id } }": types.ProcessingByHandCreateDocument,
    "mutation ProcessingByHandApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.ProcessingByHandApproveDocument,
    "mutation ProcessingByHandRun($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried settled awaitingConfirmation } }": types.ProcessingByHandRunDocument,
    "query ProcessingRulesRules { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { paymentType: \"vendor\" }) { edges { node { id paymentType paymentNetwork timeZone providerInfo { banks }\n  processingSchedules { cutoffTime weekdays daysToProcess description } } } } }": types.ProcessingRulesRulesDocument,
    "mutation ProcessingRulesCreate($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id paymentNetwork providerInfo { banks } } }": types.ProcessingRulesCreateDocument,
    "mutation ProcessingRulesUpdate($id: ID!, $input: PaymentProcessingTimeRuleInput!) { updatePaymentProcessingTimeRule(id: $id, input: $input) { id processingSchedules { daysToProcess } } }": types.ProcessingRulesUpdateDocument,
    "mutation ProcessingRulesDelete($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }": types.ProcessingRulesDeleteDocument,
    "query ProcessingRulesDue { paymentDueDate(paymentType: \"vendor\", paymentNetwork: \"ACH\", initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }": types.ProcessingRulesDueDocument,
    "query ProcessingRulesQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }": types.ProcessingRulesQDocument,
    "query ProductionAccountingSystems { accountingSystems { key } }": types.ProductionAccountingSystemsDocument,
    "mutation ProductionAccountingAuthorizationUrl { accountingAuthorizationUrl(system: \"xero\") { url } }": types.ProductionAccountingAuthorizationUrlDocument,
    "mutation ProductionAccountingAuthorizationUrl2 { accountingAuthorizationUrl(system: \"quickBooks\") { url } }": types.ProductionAccountingAuthorizationUrl2Document,
    "mutation PublicApiUpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }": types.PublicApiUpdateApiClientDocument,
    "mutation PublicApiRotateApiClientSecret($id: ID!) { rotateApiClientSecret(id: $id, grace: \"none\") { apiClient { id } } }": types.PublicApiRotateApiClientSecretDocument,
    "mutation PublicApiRemoveApiClient($id: ID!) { removeApiClient(id: $id) }": types.PublicApiRemoveApiClientDocument,
    "mutation PublicApiRenameApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id name } }": types.PublicApiRenameApiClientDocument,
    "query PublicApiApiClients { apiClients { id } }": types.PublicApiApiClientsDocument,
    "mutation PublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientId clientSecret } apiClient { previousSecretExpiresAt } } }": types.PublicApiRotateDocument,
    "mutation PublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url events } signingSecret } }": types.PublicApiAddDocument,
    "query PublicApiApiClients2 { apiClients { id webhookEndpoints { id deliveries { id eventType status attempts responseStatus } } } }": types.PublicApiApiClients2Document,
    "mutation PublicApiResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { status } }": types.PublicApiResendWebhookDeliveryDocument,
    "mutation PublicApiApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.PublicApiApprovePaymentsDocument,
    "mutation PublicApiRunProcessingCycle($at: String) { runProcessingCycle(at: $at) { at succeeded failed filedPayments } }": types.PublicApiRunProcessingCycleDocument,
    "query PublicApiApiClients3 { apiClients { id } }": types.PublicApiApiClients3Document,
    "mutation PublicApiAdd2($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }": types.PublicApiAdd2Document,
    "query QueryCostHolidaySchedules { holidaySchedules(skip: 0, limit: 10000) { meta { count } edges { node { id scheduleName holidays { id holidayName staticDate } } } } }": types.QueryCostHolidaySchedulesDocument,
    "mutation RailsSetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) { setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { rail { rail label explanation originatingAccount { name } } railChoices { rail label } } }": types.RailsSetBusinessRailDocument,
    "query RailsAdminBusiness($id: ID!) { adminBusiness(id: $id) { rail { rail label } railChoices { rail originatingAccountId label explanation } } }": types.RailsAdminBusinessDocument,
    "mutation RailsCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }": types.RailsCreateVendorPaymentDocument,
    "mutation RailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.RailsApproveDocument,
    "mutation RailsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }": types.RailsCollectDocument,
    "query SameDayVendors { payableVendors { id } }": types.SameDayVendorsDocument,
    "mutation SameDayCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }": types.SameDayCreateDocument,
    "mutation SandboxStatementInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }": types.SandboxStatementInviteDocument,
    "mutation SandboxStatementRegister($token: String, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }": types.SandboxStatementRegisterDocument,
    "query SandboxStatementLines { sandboxBankStatement { id date accountHolderName accountLast4 descriptor amountCents } }": types.SandboxStatementLinesDocument,
    "mutation SandboxStatementConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }": types.SandboxStatementConfirmDocument,
    "query SendPaymentVendors { payableVendors { id name bankName accountNumberLast4 } }": types.SendPaymentVendorsDocument,
    "mutation SendPaymentCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status dueDateTime { date time timezone } } }": types.SendPaymentCreateDocument,
    "query SendPaymentReviewFacts($dueDate: String) { paymentSystemsSettings { payingAccount { bankName last4 } } expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate) sameDay: expectedArrivalDate(paymentType: \"vendor\", dueDate: \"2026-11-23\", sameDayAch: true) }": types.SendPaymentReviewFactsDocument,
    "mutation SendPaymentCreateWithReference($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id referenceNumber } }": types.SendPaymentCreateWithReferenceDocument,
    "query SentSettledPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { status sentAt settledAt settlementDate } }": types.SentSettledPaymentTransferTransactionDocument,
    "query SessionsViewer { viewer { id } }": types.SessionsViewerDocument,
    "query SessionsShell { viewer { businessId employeeId isBusinessRightsAvailable products } }": types.SessionsShellDocument,
    "mutation SessionsChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }": types.SessionsChangeDocument,
    "query SessionsBusinessDashboard { businessDashboard { employeesCount } }": types.SessionsBusinessDashboardDocument,
    "query SessionsPayable { payableVendors { id name } }": types.SessionsPayableDocument,
    "mutation SessionsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id } }": types.SessionsCreateVendorDocument,
    "query SessionsCopiesShell { viewer { employeeId isBusinessRightsAvailable } }": types.SessionsCopiesShellDocument,
    "mutation SessionsCopiesChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }": types.SessionsCopiesChangeDocument,
    "mutation SetupGateSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": types.SetupGateSetBankDocument,
    "mutation SetupGateSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }": types.SetupGateSetVendorBankDocument,
    "mutation SetupGateCreate($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }": types.SetupGateCreateDocument,
    "query SignInLimitsViewer { viewer { id email } }": types.SignInLimitsViewerDocument,
    "fragment SubscriptionsServiceLevel on ServiceLevel { id name shortDescription description active tags products { id name } initialTerm { duration unit price } renewalTerm { duration unit price } }": types.SubscriptionsServiceLevelFragmentDoc,
    "mutation SubscriptionsCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { ...SubscriptionsServiceLevel } }": types.SubscriptionsCreateLevelDocument,
    "mutation SubscriptionsUpdateLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { ...SubscriptionsServiceLevel } }": types.SubscriptionsUpdateLevelDocument,
    "mutation SubscriptionsDeleteLevel($id: ID!) { deleteServiceLevel(id: $id) }": types.SubscriptionsDeleteLevelDocument,
    "mutation SubscriptionsAddProduct($s: ID!, $p: ID!) { addProductToServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }": types.SubscriptionsAddProductDocument,
    "mutation SubscriptionsRemoveProduct($s: ID!, $p: ID!) { removeProductFromServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }": types.SubscriptionsRemoveProductDocument,
    "mutation SubscriptionsCreateProduct($input: ProductInput!) { createProduct(input: $input) { id name price description active } }": types.SubscriptionsCreateProductDocument,
    "mutation SubscriptionsUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price description active } }": types.SubscriptionsUpdateProductDocument,
    "query SubscriptionsLevels($filter: ServiceLevelFilter) { serviceLevels(filter: $filter) { meta { count } edges { node { ...SubscriptionsServiceLevel } } } }": types.SubscriptionsLevelsDocument,
    "query SubscriptionsProducts($skip: Int, $limit: Int) { products(skip: $skip, limit: $limit) { meta { count } edges { node { id name price } } } }": types.SubscriptionsProductsDocument,
    "mutation SubscriptionsChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id billingAmount subscriptionSettings { actualServiceLevel { id name } } products { name } } }": types.SubscriptionsChooseDocument,
    "mutation SubscriptionsTerms($input: SubscriptionTermsInput!) { setupSubscriptionTerms(input: $input) { subscriptionSettings { termsAccepted legalAccepted } } }": types.SubscriptionsTermsDocument,
    "mutation SubscriptionsGoLive($d: String) { setupGoLiveDate(goLiveDate: $d) { status goLiveDate } }": types.SubscriptionsGoLiveDocument,
    "query SubscriptionsInvoices($businessId: ID) { subscriptionInvoices(businessId: $businessId) { meta { count } edges { node { id uniqueId businessId billDate periodEnd billingAmount isProcessed status term serviceLevelName paymentId } } } }": types.SubscriptionsInvoicesDocument,
    "query SubscriptionsSummary($date: String) { subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } } }": types.SubscriptionsSummaryDocument,
    "query SubscriptionsGroups { businessesByServiceLevel { serviceLevel { id name } businesses { id name billedTotal } } }": types.SubscriptionsGroupsDocument,
    "query SubscriptionsBusiness($id: ID!) { business(id: $id) { id subscriptionSettings { termsAccepted } } }": types.SubscriptionsBusinessDocument,
    "mutation SubscriptionsSetBusinessBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }": types.SubscriptionsSetBusinessBankAccountDocument,
    "mutation SubscriptionsAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }": types.SubscriptionsAcceptDebitsDocument,
    "mutation UsBankSaveCredentials($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems } }": types.UsBankSaveCredentialsDocument,
    "mutation UsBankSetRail($id: ID!, $rail: String!) { setBusinessRail(id: $id, rail: $rail) { rail { rail label explanation } } }": types.UsBankSetRailDocument,
    "query UsBankRailChoices($id: ID!) { adminBusiness(id: $id) { railChoices { rail label } } }": types.UsBankRailChoicesDocument,
    "mutation UsBankCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }": types.UsBankCreateVendorPaymentDocument,
    "mutation UsBankApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }": types.UsBankApproveDocument,
    "mutation MailboxInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }": types.MailboxInviteDocument,
    "mutation MailboxInviteEmployee($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { invitationLink } }": types.MailboxInviteEmployeeDocument,
    "mutation MailboxRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }": types.MailboxRemintDocument,
    "mutation MailboxSend($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { status message } }": types.MailboxSendDocument,
    "mutation MailboxConfirm($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { status message } }": types.MailboxConfirmDocument,
    "query MailboxInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { asksForMailboxCode } }": types.MailboxInvitationDocument,
    "mutation MailboxRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }": types.MailboxRegisterDocument,
    "mutation VendorsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id name bankName accountNumberLast4 } }": types.VendorsCreateVendorDocument,
    "query VendorsPayable { payableVendors { id name accountNumberLast4 } }": types.VendorsPayableDocument,
    "mutation VendorsChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId vendorName bankAccountChangedAt bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }": types.VendorsChangeDocument,
    "query VendorsAccount { vendorManagerAccount { vendorId vendorName bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }": types.VendorsAccountDocument,
    "mutation VendorsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }": types.VendorsPayDocument,
    "query VendorsPaymentAsRead($id: ID!) { paymentTransferTransaction(id: $id) { createdBy { name } paymentMethod { routingNumber } business { name } statusDetails { code description } } }": types.VendorsPaymentAsReadDocument,
    "mutation VendorsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }": types.VendorsApproveDocument,
    "mutation VendorsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }": types.VendorsSetVendorBankAccountDocument,
    "query VendorsPayableVendors { payableVendors { id payoutChangeHeld } }": types.VendorsPayableVendorsDocument,
    "query VendorsDetails { vendorManagerAccount { vendorName companyDetails { description email phoneNumber address address2 city state zipcode country } } }": types.VendorsDetailsDocument,
    "mutation VendorsUpdate($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { companyDetails { email phoneNumber address city state zipcode description } } }": types.VendorsUpdateDocument,
    "mutation WebOriginAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": types.WebOriginAuthorizeDocument,
};

/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = coreGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function coreGraphql(source: string): unknown;

/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AchChannelOpenSshSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { host port username password privateKey hostKeyFingerprint }\n}"): (typeof documents)["mutation AchChannelOpenSshSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { host port username password privateKey hostKeyFingerprint }\n}"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AchChannelOpenSshRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { status } }"): (typeof documents)["mutation AchChannelOpenSshRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AchChannelReturnsAccountSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { returnsFolder }\n}"): (typeof documents)["mutation AchChannelReturnsAccountSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { returnsFolder }\n}"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AchChannelSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    originatingAccountName host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled\n  }\n}"): (typeof documents)["mutation AchChannelSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    originatingAccountName host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled\n  }\n}"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AchChannelDeliveries { achFileDeliveries(limit: 50) { meta { count } edges { node { achFileId remoteName status attempts lastError serverAnswer sizeBytes } } } }"): (typeof documents)["query AchChannelDeliveries { achFileDeliveries(limit: 50) { meta { count } edges { node { achFileId remoteName status attempts lastError serverAnswer sizeBytes } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AchChannelFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { kind subject reason } } } }"): (typeof documents)["query AchChannelFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { kind subject reason } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DeliveryTruthSetChannel($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    fileNamePattern lastDeliveredAt connectionTest { ok message }\n  }\n}"): (typeof documents)["mutation DeliveryTruthSetChannel($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {\n    fileNamePattern lastDeliveredAt connectionTest { ok message }\n  }\n}"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DeliveryTruthRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status nextAttemptAt } }"): (typeof documents)["mutation DeliveryTruthRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status nextAttemptAt } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DeliveryTruthCancel($achFileId: ID!, $reason: String!) { cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status lastError } }"): (typeof documents)["mutation DeliveryTruthCancel($achFileId: ID!, $reason: String!) { cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status lastError } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DeliveryTruthFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { subject reason } } } }"): (typeof documents)["query DeliveryTruthFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { subject reason } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DeliveryTruthDashboard { businessDashboard { payments { notDelivered { count amount } } } }"): (typeof documents)["query DeliveryTruthDashboard { businessDashboard { payments { notDelivered { count amount } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DeliveryTruthPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentBankStatus sentAt settlementDate } }"): (typeof documents)["query DeliveryTruthPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentBankStatus sentAt settlementDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AchReturnUploadUpload($fileName: String!, $content: String!, $originatingAccountId: ID!) { uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n  duplicate file { id fileName source problems applied unmatched ignored entries { position kind code reason originalTraceNumber amount status outcome paymentId paymentTransactionId } } } }"): (typeof documents)["mutation AchReturnUploadUpload($fileName: String!, $content: String!, $originatingAccountId: ID!) { uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n  duplicate file { id fileName source problems applied unmatched ignored entries { position kind code reason originalTraceNumber amount status outcome paymentId paymentTransactionId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AchReturnUploadFiles { achReturnFiles(limit: 10) { id fileName applied unmatched entries { status code originalTraceNumber paymentTransactionId } } }"): (typeof documents)["query AchReturnUploadFiles { achReturnFiles(limit: 10) { id fileName applied unmatched entries { status code originalTraceNumber paymentTransactionId } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminList($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id name email businessType registrationState serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled } }\n  } }"): (typeof documents)["query AdminList($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id name email businessType registrationState serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled } }\n  } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminLeads($filter: BusinessListFilter, $orderBy: String) {\n  leads(filter: $filter, orderBy: $orderBy) { meta { count } edges { node { name registrationState serviceLevel { name } bank { name } monthlyVolume } } } }"): (typeof documents)["query AdminLeads($filter: BusinessListFilter, $orderBy: String) {\n  leads(filter: $filter, orderBy: $orderBy) { meta { count } edges { node { name registrationState serviceLevel { name } bank { name } monthlyVolume } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminDetail($id: ID!) { adminBusiness(id: $id) { summary { name usersDisabled } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit\n  accountingSystems sharedPaymentMethod { bankName routingNumber last4 } users { email enabled disableReason } } }"): (typeof documents)["query AdminDetail($id: ID!) { adminBusiness(id: $id) { summary { name usersDisabled } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit\n  accountingSystems sharedPaymentMethod { bankName routingNumber last4 } users { email enabled disableReason } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdminUpdate($id: ID!, $input: BusinessSettingsInput!) { updateBusinessSettings(id: $id, input: $input) {\n  summary { name email } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit } }"): (typeof documents)["mutation AdminUpdate($id: ID!, $input: BusinessSettingsInput!) { updateBusinessSettings(id: $id, input: $input) {\n  summary { name email } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdminDisable($id: ID!, $disabled: Boolean!) { setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { usersDisabled } users { email enabled disableReason } } }"): (typeof documents)["mutation AdminDisable($id: ID!, $disabled: Boolean!) { setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { usersDisabled } users { email enabled disableReason } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminBanks { banks { id name routingNumbers businessesCount usersCount } }"): (typeof documents)["query AdminBanks { banks { id name routingNumbers businessesCount usersCount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdminCreateBank($input: BankInput!) { createBank(input: $input) { id name routingNumbers businessesCount usersCount } }"): (typeof documents)["mutation AdminCreateBank($input: BankInput!) { createBank(input: $input) { id name routingNumbers businessesCount usersCount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdminUpdateBank($id: ID!, $input: BankInput!) { updateBank(id: $id, input: $input) { id name routingNumbers businessesCount } }"): (typeof documents)["mutation AdminUpdateBank($id: ID!, $input: BankInput!) { updateBank(id: $id, input: $input) { id name routingNumbers businessesCount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminBankUsers($bankId: ID) { bankUsers(bankId: $bankId) { meta { count } edges { node { email firstName status role bank { name } } } } }"): (typeof documents)["query AdminBankUsers($bankId: ID) { bankUsers(bankId: $bankId) { meta { count } edges { node { email firstName status role bank { name } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminOwnBankAccount { businessSetup { sharedPaymentMethods { actualSharedPaymentMethod { bankName routingNumber last4 } } } }"): (typeof documents)["query AdminOwnBankAccount { businessSetup { sharedPaymentMethods { actualSharedPaymentMethod { bankName routingNumber last4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminViewer { viewer { id } }"): (typeof documents)["query AdminViewer { viewer { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdminViewer2 { viewer { id } }"): (typeof documents)["query AdminViewer2 { viewer { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialAchFilesFailures($filter: FailureFilter) { failures(filter: $filter, limit: 100) { edges { node { kind subject reason paymentId } } } }"): (typeof documents)["query AdversarialAchFilesFailures($filter: FailureFilter) { failures(filter: $filter, limit: 100) { edges { node { kind subject reason paymentId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialAchFilesInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"): (typeof documents)["mutation AdversarialAchFilesInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialAchFilesRegister($token: String, $input: RegistrationInput!, $userAgent: String) { registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }"): (typeof documents)["mutation AdversarialAchFilesRegister($token: String, $input: RegistrationInput!, $userAgent: String) { registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialAchFilesApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation AdversarialAchFilesApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"): (typeof documents)["mutation AdversarialCollectionsInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsRegister($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { consumerId initialPaymentTransactionId initialPaymentAmount } }"): (typeof documents)["mutation AdversarialCollectionsRegister($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { consumerId initialPaymentTransactionId initialPaymentAmount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status moneyAmount } } }"): (typeof documents)["mutation AdversarialCollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id status moneyAmount } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }"): (typeof documents)["mutation AdversarialCollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialCollectionsDetails($id: ID!) { paymentTransferTransaction(id: $id) { id debitAuthorization { textVersion text textSha256 acceptedAt ipAddress userAgent accountLast4 amount } } }"): (typeof documents)["query AdversarialCollectionsDetails($id: ID!) { paymentTransferTransaction(id: $id) { id debitAuthorization { textVersion text textSha256 acceptedAt ipAddress userAgent accountLast4 amount } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialCollectionsCheck($token: String!) { microDepositCheck(token: $token) { businessName accountLast4 } }"): (typeof documents)["query AdversarialCollectionsCheck($token: String!) { microDepositCheck(token: $token) { businessName accountLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }"): (typeof documents)["mutation AdversarialCollectionsConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialCollectionsRevoke($consumerId: ID!) { revokeDebitAuthorization(consumerId: $consumerId) { message } }"): (typeof documents)["mutation AdversarialCollectionsRevoke($consumerId: ID!) { revokeDebitAuthorization(consumerId: $consumerId) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialCollectionsConsumers { consumers(limit: 100) { edges { node { consumerId debitAuthorization } } } }"): (typeof documents)["query AdversarialCollectionsConsumers { consumers(limit: 100) { edges { node { consumerId debitAuthorization } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"): (typeof documents)["mutation InvitedVendorInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"): (typeof documents)["mutation InvitedVendorRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status moneyAmount recipient { accountNumberLast4 } statusDetails { status code description } } }"): (typeof documents)["mutation InvitedVendorPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status moneyAmount recipient { accountNumberLast4 } statusDetails { status code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InvitedVendorPayable { payableVendors { id name accountNumberLast4 awaitingBankDetails } }"): (typeof documents)["query InvitedVendorPayable { payableVendors { id name accountNumberLast4 awaitingBankDetails } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorCancel($id: ID!) { cancelPayment(id: $id) { status } }"): (typeof documents)["mutation InvitedVendorCancel($id: ID!) { cancelPayment(id: $id) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"): (typeof documents)["mutation InvitedVendorApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InvitedVendorShow($id: ID!) { paymentTransferTransaction(id: $id) { id status } }"): (typeof documents)["query InvitedVendorShow($id: ID!) { paymentTransferTransaction(id: $id) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InvitedVendorOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { targetBusinessInfo { name location { address city state zipcode } } } }"): (typeof documents)["query InvitedVendorOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { targetBusinessInfo { name location { address city state zipcode } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InvitedVendorCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }"): (typeof documents)["mutation InvitedVendorCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"): (typeof documents)["mutation AdversarialPayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"): (typeof documents)["mutation AdversarialPayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }"): (typeof documents)["mutation AdversarialPayeesChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }"): (typeof documents)["mutation AdversarialPayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"): (typeof documents)["mutation AdversarialPayeesApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }"): (typeof documents)["mutation AdversarialPayeesSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }"): (typeof documents)["mutation AdversarialPayeesCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }"): (typeof documents)["mutation AdversarialPayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialPayeesShow($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { fixedFields { name value } } }"): (typeof documents)["query AdversarialPayeesShow($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { fixedFields { name value } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialPayeesAccountingSystemBills { accountingSystemBills(system: \"quickBooks\") { externalId vendorId payable } }"): (typeof documents)["query AdversarialPayeesAccountingSystemBills { accountingSystemBills(system: \"quickBooks\") { externalId vendorId payable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesPayAccountingBills($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds } }"): (typeof documents)["mutation AdversarialPayeesPayAccountingBills($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPayeesCreateConsumer($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }"): (typeof documents)["mutation AdversarialPayeesCreateConsumer($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPublicApiCreate($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id } credentials { clientId clientSecret } } }"): (typeof documents)["mutation AdversarialPublicApiCreate($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id } credentials { clientId clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientSecret } } }"): (typeof documents)["mutation AdversarialPublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPublicApiCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }"): (typeof documents)["mutation AdversarialPublicApiCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialPublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }"): (typeof documents)["mutation AdversarialPublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialPublicApiApiClients { apiClients { id } }"): (typeof documents)["query AdversarialPublicApiApiClients { apiClients { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialPublicApiApiClients2 { apiClients { id } }"): (typeof documents)["query AdversarialPublicApiApiClients2 { apiClients { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialRegistrationInviteBankUser($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }"): (typeof documents)["mutation AdversarialRegistrationInviteBankUser($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialRegistrationRegisterBankUser($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }"): (typeof documents)["mutation AdversarialRegistrationRegisterBankUser($token: String!, $input: RegistrationInput!) { registerBankUser(token: $token, input: $input) { accessToken id role } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialRegistrationLeads { leads(limit: 100) { meta { count } edges { node { name } } } }"): (typeof documents)["query AdversarialRegistrationLeads { leads(limit: 100) { meta { count } edges { node { name } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialRegistrationSignUp($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { status message } }"): (typeof documents)["mutation AdversarialRegistrationSignUp($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { status message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AdversarialRegistrationList($kind: String!) { connections(kind: $kind, limit: 100) { edges { node { targetUserInfo { email } } } } }"): (typeof documents)["query AdversarialRegistrationList($kind: String!) { connections(kind: $kind, limit: 100) { edges { node { targetUserInfo { email } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialRegistrationBusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { invitationLink } }"): (typeof documents)["mutation AdversarialRegistrationBusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AdversarialRegistrationSignUp2($email: String!) { requestSignUpLink(kind: \"businessOwner\", email: $email) { message } }"): (typeof documents)["mutation AdversarialRegistrationSignUp2($email: String!) { requestSignUpLink(kind: \"businessOwner\", email: $email) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AuthViewer { viewer { id } }"): (typeof documents)["query AuthViewer { viewer { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AuthViewer2 { viewer { id } }"): (typeof documents)["query AuthViewer2 { viewer { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BillsInvitedInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } } }"): (typeof documents)["mutation BillsInvitedInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BillsInvitedLink($id: ID!, $to: ID!) { linkPayee(system: \"quickBooks\", id: $id, to: $to) { id } }"): (typeof documents)["mutation BillsInvitedLink($id: ID!, $to: ID!) { linkPayee(system: \"quickBooks\", id: $id, to: $to) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BillsInvitedBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId } }"): (typeof documents)["query BillsInvitedBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BillsInvitedPay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }"): (typeof documents)["mutation BillsInvitedPay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BillsPaidOnceBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber payable hasBankAccount paymentId paymentStatus } }"): (typeof documents)["query BillsPaidOnceBills { accountingSystemBills(system: \"quickBooks\") { externalId billNumber payable hasBankAccount paymentId paymentStatus } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BillsPaidOncePay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }"): (typeof documents)["mutation BillsPaidOncePay($bills: [ID!]!) { payAccountingBills(system: \"quickBooks\", bills: $bills) { paymentIds skipped } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupSetup { businessSetup { businessId name tinOrEinNumber location { zipcode address city state country } emailSettings isPaymentsApproved\n  paymentTime { time timeZone } connectedPaymentSystems\n  sharedPaymentMethods { actualSharedPaymentMethod { bankName bin last4 status } inactiveSharedPaymentMethods { bankName bin last4 status } }\n  accountingSystems { key connected mode } acumatica { url isHashExists } branding { description logoContentType logoSize }\n  registration { serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount connectedAccountingSystemsCount paymentTimeSet isVisitedActiveUserPage } } }"): (typeof documents)["query BusinessSetupSetup { businessSetup { businessId name tinOrEinNumber location { zipcode address city state country } emailSettings isPaymentsApproved\n  paymentTime { time timeZone } connectedPaymentSystems\n  sharedPaymentMethods { actualSharedPaymentMethod { bankName bin last4 status } inactiveSharedPaymentMethods { bankName bin last4 status } }\n  accountingSystems { key connected mode } acumatica { url isHashExists } branding { description logoContentType logoSize }\n  registration { serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount connectedAccountingSystemsCount paymentTimeSet isVisitedActiveUserPage } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupEmail($on: Boolean!) { setEmailSettings(emailSettings: $on) { emailSettings } }"): (typeof documents)["mutation BusinessSetupEmail($on: Boolean!) { setEmailSettings(emailSettings: $on) { emailSettings } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name tinOrEinNumber location { zipcode address city state country } } }"): (typeof documents)["mutation BusinessSetupAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name tinOrEinNumber location { zipcode address city state country } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupUpload($input: BusinessLogoInput!) { uploadBusinessLogo(input: $input) { logoContentType logoFileName logoSize } }"): (typeof documents)["mutation BusinessSetupUpload($input: BusinessLogoInput!) { uploadBusinessLogo(input: $input) { logoContentType logoFileName logoSize } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupLogo { businessLogo { contentType fileName contentBase64 } }"): (typeof documents)["query BusinessSetupLogo { businessLogo { contentType fileName contentBase64 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupRegister { setupRegistrationDate { status } }"): (typeof documents)["mutation BusinessSetupRegister { setupRegistrationDate { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupBusiness($id: ID!) { business(id: $id) { id name } }"): (typeof documents)["query BusinessSetupBusiness($id: ID!) { business(id: $id) { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSet($on: Boolean!) { setPaymentsApproval(isPaymentsApproved: $on) { isPaymentsApproved } }"): (typeof documents)["mutation BusinessSetupSet($on: Boolean!) { setPaymentsApproval(isPaymentsApproved: $on) { isPaymentsApproved } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupUpdateBranding { updateBranding(input: { description: \"x\" }) { description } }"): (typeof documents)["mutation BusinessSetupUpdateBranding { updateBranding(input: { description: \"x\" }) { description } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSetPaymentTime { setPaymentTime(input: { time: \"9am\", timeZone: \"UTC\" }) { paymentTime { time } } }"): (typeof documents)["mutation BusinessSetupSetPaymentTime { setPaymentTime(input: { time: \"9am\", timeZone: \"UTC\" }) { paymentTime { time } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupConnectAccountingSystem { connectAccountingSystem(system: \"oracle\") { businessId } }"): (typeof documents)["mutation BusinessSetupConnectAccountingSystem { connectAccountingSystem(system: \"oracle\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupConnectAccountingSystem2 { connectAccountingSystem(system: \"xero\") { businessId } }"): (typeof documents)["mutation BusinessSetupConnectAccountingSystem2 { connectAccountingSystem(system: \"xero\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupUpdateAcumaticaSettings { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\" }) { acumatica { url } } }"): (typeof documents)["mutation BusinessSetupUpdateAcumaticaSettings { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\" }) { acumatica { url } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupUpdateAcumaticaSettings2 { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\", hash: \"abc123XYZ\" }) { acumatica { url isHashExists } } }"): (typeof documents)["mutation BusinessSetupUpdateAcumaticaSettings2 { updateAcumaticaSettings(input: { url: \"https://erp.northwind.test\", hash: \"abc123XYZ\" }) { acumatica { url isHashExists } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupAnswerProgress { businessSetup { registration { connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer } } }"): (typeof documents)["query BusinessSetupAnswerProgress { businessSetup { registration { connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupAnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }"): (typeof documents)["mutation BusinessSetupAnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupAccountingContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }"): (typeof documents)["mutation BusinessSetupAccountingContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSetupServiceLevel($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }"): (typeof documents)["mutation BusinessSetupSetupServiceLevel($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSetupSubscriptionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }"): (typeof documents)["mutation BusinessSetupSetupSubscriptionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"): (typeof documents)["mutation BusinessSetupSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }"): (typeof documents)["mutation BusinessSetupAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupUpdateBankCredentials { updateBankCredentials(paymentSystem: \"bankOfAmerica\", input: { clientId: \"harbor-client\", clientSecret: \"harbor-secret\", companyIdForACHPayment: \"1234567890\" }) { connectedPaymentSystems } }"): (typeof documents)["mutation BusinessSetupUpdateBankCredentials { updateBankCredentials(paymentSystem: \"bankOfAmerica\", input: { clientId: \"harbor-client\", clientSecret: \"harbor-secret\", companyIdForACHPayment: \"1234567890\" }) { connectedPaymentSystems } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupConnectAccountingSystem3 { connectAccountingSystem(system: \"quickBooks\") { accountingSystems { key connected mode } } }"): (typeof documents)["mutation BusinessSetupConnectAccountingSystem3 { connectAccountingSystem(system: \"quickBooks\") { accountingSystems { key connected mode } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSetPaymentTime2 { setPaymentTime(input: { time: \"09:30\", timeZone: \"America/Los_Angeles\" }) { businessId } }"): (typeof documents)["mutation BusinessSetupSetPaymentTime2 { setPaymentTime(input: { time: \"09:30\", timeZone: \"America/Los_Angeles\" }) { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupActiveBusinessUsers { activeBusinessUsers { email isBusinessRightsAvailable } }"): (typeof documents)["query BusinessSetupActiveBusinessUsers { activeBusinessUsers { email isBusinessRightsAvailable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupMarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }"): (typeof documents)["mutation BusinessSetupMarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetupViewerRegistration { viewer { isBusinessRegistered registration { setup { businessId registration { isVisitedActiveUserPage } } hasSuccessfulTestPayment } } }"): (typeof documents)["query BusinessSetupViewerRegistration { viewer { isBusinessRegistered registration { setup { businessId registration { isVisitedActiveUserPage } } hasSuccessfulTestPayment } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessSetupSendTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }"): (typeof documents)["mutation BusinessSetupSendTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id type collectionType status purchaseId moneyAmount customer { id name } referenceNumber } } }"): (typeof documents)["mutation CollectionsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { replayed payments { id type collectionType status purchaseId moneyAmount customer { id name } referenceNumber } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }"): (typeof documents)["mutation CollectionsCycle($at: String) { runProcessingCycle(at: $at) { succeeded failed } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ConsumersCreate($input: CreateConsumerInput!) { createConsumer(input: $input) {\n  consumerId firstName lastName email businessName processStatus registrationStatus initialPayment bankName accountNumberLast4 year make model } }"): (typeof documents)["mutation ConsumersCreate($input: CreateConsumerInput!) { createConsumer(input: $input) {\n  consumerId firstName lastName email businessName processStatus registrationStatus initialPayment bankName accountNumberLast4 year make model } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ConsumersList { consumers(skip: 0, limit: 100, filter: { processStatus: \"active\" }) { meta { count } edges { node { consumerId firstName accountNumberLast4 } } } }"): (typeof documents)["query ConsumersList { consumers(skip: 0, limit: 100, filter: { processStatus: \"active\" }) { meta { count } edges { node { consumerId firstName accountNumberLast4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreViewer { viewer { id role firstName lastName email businessId businessName employeeId isBusinessRegistered\n  isBusinessRightsAvailable isPaymentsApproved products connectedAccountingSystems vendorId bankId } }"): (typeof documents)["query CoreViewer { viewer { id role firstName lastName email businessId businessName employeeId isBusinessRegistered\n  isBusinessRightsAvailable isPaymentsApproved products connectedAccountingSystems vendorId bankId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreGoLive { viewer { goLiveDate } }"): (typeof documents)["query CoreGoLive { viewer { goLiveDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CoreSetupGoLiveDate { setupGoLiveDate { status goLiveDate } }"): (typeof documents)["mutation CoreSetupGoLiveDate { setupGoLiveDate { status goLiveDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreBusiness($id: ID!) { business(id: $id) { id name businessType goLiveDate billingAmount registrationDate isPaymentsApproved\n  isVisitedActiveUserPage location { address city state zipcode country } accountingSystemSettings\n  subscriptionSettings { termsAccepted legalAccepted paymentTime { time timeZone }\n    actualServiceLevel { name tags products { name } initialTerm { duration unit price } renewalTerm { duration unit price } } }\n  products { name price } } }"): (typeof documents)["query CoreBusiness($id: ID!) { business(id: $id) { id name businessType goLiveDate billingAmount registrationDate isPaymentsApproved\n  isVisitedActiveUserPage location { address city state zipcode country } accountingSystemSettings\n  subscriptionSettings { termsAccepted legalAccepted paymentTime { time timeZone }\n    actualServiceLevel { name tags products { name } initialTerm { duration unit price } renewalTerm { duration unit price } } }\n  products { name price } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreEmployee($id: ID!) { businessEmployee(id: $id) { id isBusinessRightsAvailable registeredAt blockedAt\n  business { id name } user { email firstName lastName enabled isSystem } } }"): (typeof documents)["query CoreEmployee($id: ID!) { businessEmployee(id: $id) { id isBusinessRightsAvailable registeredAt blockedAt\n  business { id name } user { email firstName lastName enabled isSystem } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreAdminDashboard { adminDashboard { businessesCount registeredBusinessesCount usersCount serviceLevelsCount vendorsCount banksCount\n  usersByRole { label count } businessesByServiceLevel { label count } businessesByType { label count } } }"): (typeof documents)["query CoreAdminDashboard { adminDashboard { businessesCount registeredBusinessesCount usersCount serviceLevelsCount vendorsCount banksCount\n  usersByRole { label count } businessesByServiceLevel { label count } businessesByType { label count } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreBusinessDashboard($id: ID!) { businessDashboard(businessId: $id) { business { name } employeesCount\n  employeesWithRightsCount vendorsCount serviceLevelName products } }"): (typeof documents)["query CoreBusinessDashboard($id: ID!) { businessDashboard(businessId: $id) { business { name } employeesCount\n  employeesWithRightsCount vendorsCount serviceLevelName products } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query CoreProducts($skip: Int, $limit: Int, $filter: ProductFilter) { products(skip: $skip, limit: $limit, filter: $filter) {\n  meta { count } edges { node { id name price description active } } } }"): (typeof documents)["query CoreProducts($skip: Int, $limit: Int, $filter: ProductFilter) { products(skip: $skip, limit: $limit, filter: $filter) {\n  meta { count } edges { node { id name price description active } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment DashboardsFigures on DashboardPaymentFigures { period timeZone from to days { date count amount } count volume succeeded { count amount }\n  failed { count amount } pendingApprovalCount upcoming { date count amount } }"): (typeof documents)["fragment DashboardsFigures on DashboardPaymentFigures { period timeZone from to days { date count amount } count volume succeeded { count amount }\n  failed { count amount } pendingApprovalCount upcoming { date count amount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DashboardsBusinessDashboard($id: ID!, $period: Int) { businessDashboard(businessId: $id, period: $period) { business { name } payments { ...DashboardsFigures } } }"): (typeof documents)["query DashboardsBusinessDashboard($id: ID!, $period: Int) { businessDashboard(businessId: $id, period: $period) { business { name } payments { ...DashboardsFigures } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DashboardsAdminDashboard($period: Int) { adminDashboard(period: $period) { businessesCount payments { ...DashboardsFigures }\n  businesses { businessName count volume succeededCount failedCount pendingApprovalCount } } }"): (typeof documents)["query DashboardsAdminDashboard($period: Int) { adminDashboard(period: $period) { businessesCount payments { ...DashboardsFigures }\n  businesses { businessName count volume succeededCount failedCount pendingApprovalCount } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DashboardsOwn($period: Int) { businessDashboard(period: $period) { business { name } payments { count volume } } }"): (typeof documents)["query DashboardsOwn($period: Int) { businessDashboard(period: $period) { business { name } payments { count volume } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DashboardsEach($id: ID!) { businessDashboard(businessId: $id, period: 7) {\n      business { name } employeesCount employeesWithRightsCount vendorsCount serviceLevelName products payments { count volume } } }"): (typeof documents)["query DashboardsEach($id: ID!) { businessDashboard(businessId: $id, period: 7) {\n      business { name } employeesCount employeesWithRightsCount vendorsCount serviceLevelName products payments { count volume } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectoryList($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate } }\n  } }"): (typeof documents)["query DirectoryList($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n    meta { count }\n    edges { node { id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate } }\n  } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectoryOne($id: ID!) { financialInstitution(id: $id) { routingId institutionName } }"): (typeof documents)["query DirectoryOne($id: ID!) { financialInstitution(id: $id) { routingId institutionName } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectoryLookup($routingNumber: String!) { routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName institutionName participantName } }"): (typeof documents)["query DirectoryLookup($routingNumber: String!) { routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName institutionName participantName } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectoryCreate($input: FinancialInstitutionInput!) { createFinancialInstitution(input: $input) { id routingId institutionName participantActivationDate } }"): (typeof documents)["mutation DirectoryCreate($input: FinancialInstitutionInput!) { createFinancialInstitution(input: $input) { id routingId institutionName participantActivationDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectoryUpdate($id: ID!, $input: FinancialInstitutionInput!) { updateFinancialInstitution(id: $id, input: $input) { id routingId institutionName receivingConnection } }"): (typeof documents)["mutation DirectoryUpdate($id: ID!, $input: FinancialInstitutionInput!) { updateFinancialInstitution(id: $id, input: $input) { id routingId institutionName receivingConnection } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectorySystems { accountingSystems { key name active route siteLink idType } }"): (typeof documents)["query DirectorySystems { accountingSystems { key name active route siteLink idType } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectorySwitch($key: ID!, $active: Boolean!) { setAccountingSystemActive(key: $key, active: $active) { key active } }"): (typeof documents)["mutation DirectorySwitch($key: ID!, $active: Boolean!) { setAccountingSystemActive(key: $key, active: $active) { key active } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectoryCrm { crmIntegrations { key name connected logo { url alt } } }"): (typeof documents)["query DirectoryCrm { crmIntegrations { key name connected logo { url alt } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectoryCrmSwitch($key: ID!, $connected: Boolean!) { setCrmIntegrationConnected(key: $key, connected: $connected) { key connected } }"): (typeof documents)["mutation DirectoryCrmSwitch($key: ID!, $connected: Boolean!) { setCrmIntegrationConnected(key: $key, connected: $connected) { key connected } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectoryContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }"): (typeof documents)["mutation DirectoryContact($input: AccountingSystemContactInput!) { accountingSystemContact(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectoryContacts { accountingSystemContacts { meta { count } edges { node { systemName contactName email businessName message } } } }"): (typeof documents)["query DirectoryContacts { accountingSystemContacts { meta { count } edges { node { systemName contactName email businessName message } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectoryConnectAccountingSystem { connectAccountingSystem(system: \"xero\") { businessId } }"): (typeof documents)["mutation DirectoryConnectAccountingSystem { connectAccountingSystem(system: \"xero\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query EdgeInputPayableVendors { payableVendors { id } }"): (typeof documents)["query EdgeInputPayableVendors { payableVendors { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation EdgeInputCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id dueDateTime { date } } }"): (typeof documents)["mutation EdgeInputCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id dueDateTime { date } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation EdgeInputUpdateBusinessAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name } }"): (typeof documents)["mutation EdgeInputUpdateBusinessAddress($input: BusinessAddressInput!) { updateBusinessAddress(input: $input) { name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation EmployeeCreateInvite($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { connection { id } } }"): (typeof documents)["mutation EmployeeCreateInvite($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { connection { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ErrorsList($filter: FailureFilter, $skip: Int, $limit: Int) { failures(filter: $filter, skip: $skip, limit: $limit) {\n  meta { count } edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } } } }"): (typeof documents)["query ErrorsList($filter: FailureFilter, $skip: Int, $limit: Int) { failures(filter: $filter, skip: $skip, limit: $limit) {\n  meta { count } edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ErrorsCounts { failureCounts { kind count } }"): (typeof documents)["query ErrorsCounts { failureCounts { kind count } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ErrorsRetry($kind: String!, $id: ID!) { retryFailure(kind: $kind, id: $id) }"): (typeof documents)["mutation ErrorsRetry($kind: String!, $id: ID!) { retryFailure(kind: $kind, id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ErrorsResolve($kind: String!, $id: ID!, $note: String!) { resolveFailure(kind: $kind, id: $id, note: $note) { kind id resolvedAt resolutionNote retryable } }"): (typeof documents)["mutation ErrorsResolve($kind: String!, $id: ID!, $note: String!) { resolveFailure(kind: $kind, id: $id, note: $note) { kind id resolvedAt resolutionNote retryable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ErrorsBanks { banks { id name } }"): (typeof documents)["query ErrorsBanks { banks { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ExportsViewer { viewer { timeZone } }"): (typeof documents)["query ExportsViewer { viewer { timeZone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation HarnessSendMailboxCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }"): (typeof documents)["mutation HarnessSendMailboxCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query HistoryExportViewer { viewer { timeZone } }"): (typeof documents)["query HistoryExportViewer { viewer { timeZone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InstantCollectionsAccessPending { consumers(limit: 100, filter: { processStatus: \"pending\" }) { meta { count } edges { node { consumerId email businessName } } } }"): (typeof documents)["query InstantCollectionsAccessPending { consumers(limit: 100, filter: { processStatus: \"pending\" }) { meta { count } edges { node { consumerId email businessName } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation InstantCollectionsAccessInviteConsumer($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"): (typeof documents)["mutation InstantCollectionsAccessInviteConsumer($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InstantCollectionsAccessSignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name } }"): (typeof documents)["query InstantCollectionsAccessSignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query InstantSchemaFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }"): (typeof documents)["query InstantSchemaFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation WaitingNewsInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"): (typeof documents)["mutation WaitingNewsInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation WaitingNewsResend($input: UpdateConnectionInput!) { updateConnection(input: $input) { connection { id } } }"): (typeof documents)["mutation WaitingNewsResend($input: UpdateConnectionInput!) { updateConnection(input: $input) { connection { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation WaitingNewsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"): (typeof documents)["mutation WaitingNewsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation WaitingNewsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } } }"): (typeof documents)["mutation WaitingNewsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query WaitingNewsOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { waitingPayments { payer amount referenceNumber purchaseId } } }"): (typeof documents)["query WaitingNewsOpen($token: String!) { connectionInvitation(kind: \"vendor\", token: $token) { waitingPayments { payer amount referenceNumber purchaseId } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query MoneyListsViewer { viewer { businessId } }"): (typeof documents)["query MoneyListsViewer { viewer { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MoneyListsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }"): (typeof documents)["mutation MoneyListsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query MoneyListsConsumers { consumers(limit: 100) { edges { node { consumerId lastReturn { paymentId status returnCode } } } } }"): (typeof documents)["query MoneyListsConsumers { consumers(limit: 100) { edges { node { consumerId lastReturn { paymentId status returnCode } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MoneyCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { moneyAmount status } }"): (typeof documents)["mutation MoneyCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { moneyAmount status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query MoneyVendors { payableVendors { id } }"): (typeof documents)["query MoneyVendors { payableVendors { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query MoneyAdminDashboard { adminDashboard { payments { volume } } }"): (typeof documents)["query MoneyAdminDashboard { adminDashboard { payments { volume } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeDirectionPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name accountNumberLast4 } linkedTo { id name accountNumberLast4 } } } }"): (typeof documents)["query PayeeDirectionPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name accountNumberLast4 } linkedTo { id name accountNumberLast4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeDirectionLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }"): (typeof documents)["mutation PayeeDirectionLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeDirectionLinkMany($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id name linkedTo { id name accountNumberLast4 } } }"): (typeof documents)["mutation PayeeDirectionLinkMany($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id name linkedTo { id name accountNumberLast4 } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeDirectionUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }"): (typeof documents)["mutation PayeeDirectionUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeDirectionSetup { businessSetup { accountingSystems { key connected writeBackAccount writeBackAccountNeeded } } }"): (typeof documents)["query PayeeDirectionSetup { businessSetup { accountingSystems { key connected writeBackAccount writeBackAccountNeeded } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeLinksPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }"): (typeof documents)["query PayeeLinksPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeLinksLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name reason accountNumberLast4 } } }"): (typeof documents)["mutation PayeeLinksLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id name linkedTo { id name reason accountNumberLast4 } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeLinksUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id linkedTo { id } } }"): (typeof documents)["mutation PayeeLinksUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id linkedTo { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeLinksPayable { payableVendors { id name accountNumberLast4 } }"): (typeof documents)["query PayeeLinksPayable { payableVendors { id name accountNumberLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeLinksBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber vendorId vendorName payable paymentId } }"): (typeof documents)["query PayeeLinksBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber vendorId vendorName payable paymentId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeeLinksPay($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }"): (typeof documents)["mutation PayeeLinksPay($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeeLinksOverdue($system: String!) { accountingSystemBills(system: $system) { externalId dueDate overdue paymentId } }"): (typeof documents)["query PayeeLinksOverdue($system: String!) { accountingSystemBills(system: $system) { externalId dueDate overdue paymentId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesPayees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name status hasBankAccount accountNumberLast4 externalId } } }"): (typeof documents)["query PayeesPayees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name status hasBankAccount accountNumberLast4 externalId } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesLookalikes($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name } } } }"): (typeof documents)["query PayeesLookalikes($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesSet($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }"): (typeof documents)["mutation PayeesSet($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesSync($system: String!) { syncPayees(system: $system) { created updated vendorsUpdatedAt } }"): (typeof documents)["mutation PayeesSync($system: String!) { syncPayees(system: $system) { created updated vendorsUpdatedAt } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"): (typeof documents)["mutation PayeesAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesComplete($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }"): (typeof documents)["mutation PayeesComplete($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink message } }"): (typeof documents)["mutation PayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"): (typeof documents)["mutation PayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesPayable { payableVendors { id name accountNumberLast4 } }"): (typeof documents)["query PayeesPayable { payableVendors { id name accountNumberLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"): (typeof documents)["mutation PayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesPayableVendors { payableVendors { id name } }"): (typeof documents)["query PayeesPayableVendors { payableVendors { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable } }"): (typeof documents)["query PayeesBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesPayBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }"): (typeof documents)["mutation PayeesPayBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber writeBackStatus writeBackAttempts writeBackError paymentStatus } }"): (typeof documents)["query PayeesBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber writeBackStatus writeBackAttempts writeBackError paymentStatus } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PayeesPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }"): (typeof documents)["query PayeesPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesChoosePaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id name chosen } }"): (typeof documents)["mutation PayeesChoosePaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id name chosen } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesDisconnectAccountingSystem { disconnectAccountingSystem(system: \"quickBooks\") { businessId } }"): (typeof documents)["mutation PayeesDisconnectAccountingSystem { disconnectAccountingSystem(system: \"quickBooks\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }"): (typeof documents)["mutation PayeesConnectAccountingSystem { connectAccountingSystem(system: \"quickBooks\") { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment DirectionAuthorization on SubscriptionDebitAuthorization { needed text accountLast4 acceptedAt textVersion }"): (typeof documents)["fragment DirectionAuthorization on SubscriptionDebitAuthorization { needed text accountLast4 acceptedAt textVersion }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectionAuthorization { subscriptionDebitAuthorization { ...DirectionAuthorization } }"): (typeof documents)["query DirectionAuthorization { subscriptionDebitAuthorization { ...DirectionAuthorization } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionAccept($accepted: Boolean!, $userAgent: String) { acceptSubscriptionDebitAuthorization(accepted: $accepted, userAgent: $userAgent) { ...DirectionAuthorization } }"): (typeof documents)["mutation DirectionAccept($accepted: Boolean!, $userAgent: String) { acceptSubscriptionDebitAuthorization(accepted: $accepted, userAgent: $userAgent) { ...DirectionAuthorization } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }"): (typeof documents)["mutation DirectionCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectionProducts { products(skip: 0, limit: 100) { edges { node { id name } } } }"): (typeof documents)["query DirectionProducts { products(skip: 0, limit: 100) { edges { node { id name } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }"): (typeof documents)["mutation DirectionChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }"): (typeof documents)["mutation DirectionTerms { setupSubscriptionTerms(input: { termsAccepted: true, legalAccepted: true }) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"): (typeof documents)["mutation DirectionBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionVisited { markActiveUsersPageVisited { status } }"): (typeof documents)["mutation DirectionVisited { markActiveUsersPageVisited { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }"): (typeof documents)["mutation DirectionTestPayment($input: SendTestPaymentInput!) { sendTestPayment(input: $input) { id paymentProcessStatus } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DirectionRegister { setupRegistrationDate { status } }"): (typeof documents)["mutation DirectionRegister { setupRegistrationDate { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectionProgress { businessSetup { registration { hasSharedPaymentMethod subscriptionDebitAuthorized } } }"): (typeof documents)["query DirectionProgress { businessSetup { registration { hasSharedPaymentMethod subscriptionDebitAuthorized } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectionInvoices { subscriptionInvoices { meta { count } edges { node { billDate billingAmount status paymentId } } } }"): (typeof documents)["query DirectionInvoices { subscriptionInvoices { meta { count } edges { node { billDate billingAmount status paymentId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query DirectionFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }"): (typeof documents)["query DirectionFailures { failures(filter: { kind: \"review\" }, limit: 100) { edges { node { id subject reason paymentId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentEmailsCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id purchaseId status } }"): (typeof documents)["mutation PaymentEmailsCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id purchaseId status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentEmailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation PaymentEmailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentEmailsCycle($at: String) { runProcessingCycle(at: $at) { filedPayments succeeded failed } }"): (typeof documents)["mutation PaymentEmailsCycle($at: String) { runProcessingCycle(at: $at) { filedPayments succeeded failed } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentEmailsPayableVendors { payableVendors { id name } }"): (typeof documents)["query PaymentEmailsPayableVendors { payableVendors { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentEmailsPayableVendors2 { payableVendors { id } }"): (typeof documents)["query PaymentEmailsPayableVendors2 { payableVendors { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment PaymentSystemsView on PaymentSystemsSettings { connectedPaymentSystems infoForUpdatingSettingsOfPaymentSystems {\n  jackHenry { name clientId companyIdForACHPayment isBankCredentialExists status }\n  bankOfAmerica { clientId companyIdForACHPayment isBankCredentialExists status }\n  usBank { clientId isBankCredentialExists status }\n  bridgeBank { clientId isBankCredentialExists status }\n  wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status } } }"): (typeof documents)["fragment PaymentSystemsView on PaymentSystemsSettings { connectedPaymentSystems infoForUpdatingSettingsOfPaymentSystems {\n  jackHenry { name clientId companyIdForACHPayment isBankCredentialExists status }\n  bankOfAmerica { clientId companyIdForACHPayment isBankCredentialExists status }\n  usBank { clientId isBankCredentialExists status }\n  bridgeBank { clientId isBankCredentialExists status }\n  wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentSystemsRead { paymentSystemsSettings { ...PaymentSystemsView } }"): (typeof documents)["query PaymentSystemsRead { paymentSystemsSettings { ...PaymentSystemsView } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentSystemsUpdateBank($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { ...PaymentSystemsView } }"): (typeof documents)["mutation PaymentSystemsUpdateBank($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { ...PaymentSystemsView } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentSystemsUpdateWf($input: WellsFargoSettingsInput!) { updateWellsFargoSettings(input: $input) { ...PaymentSystemsView } }"): (typeof documents)["mutation PaymentSystemsUpdateWf($input: WellsFargoSettingsInput!) { updateWellsFargoSettings(input: $input) { ...PaymentSystemsView } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { id type status moneyAmount } }"): (typeof documents)["mutation PaymentTestSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { id type status moneyAmount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestStatusOf { paymentTest { proof waiting provenOn accountLast4 } }"): (typeof documents)["query PaymentTestStatusOf { paymentTest { proof waiting provenOn accountLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentProcessStatus paymentErrorMessage returnCode moneyAmount statusDetails { code description } } }"): (typeof documents)["query PaymentTestPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentProcessStatus paymentErrorMessage returnCode moneyAmount statusDetails { code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestCycle($at: String) { runProcessingCycle(at: $at) { at } }"): (typeof documents)["mutation PaymentTestCycle($at: String) { runProcessingCycle(at: $at) { at } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestDue($id: ID!) { paymentTransferTransaction(id: $id) { dueDateTime { date time timezone } } }"): (typeof documents)["query PaymentTestDue($id: ID!) { paymentTransferTransaction(id: $id) { dueDateTime { date time timezone } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestCancel($id: ID!) { cancelPayment(id: $id) { status } }"): (typeof documents)["mutation PaymentTestCancel($id: ID!) { cancelPayment(id: $id) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestSandboxDue($id: ID!) { paymentTransferTransaction(id: $id) { createdDate paymentProcessStatus dueDateTime { date time timezone } } }"): (typeof documents)["query PaymentTestSandboxDue($id: ID!) { paymentTransferTransaction(id: $id) { createdDate paymentProcessStatus dueDateTime { date time timezone } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestGoesNow { paymentTest { goesNow } }"): (typeof documents)["query PaymentTestGoesNow { paymentTest { goesNow } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }"): (typeof documents)["mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }"): (typeof documents)["query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestSendDeposits { sendPaymentTestMicroDeposits { waiting accountLast4 microDeposits { sent arrivesOn attemptsLeft } } }"): (typeof documents)["mutation PaymentTestSendDeposits { sendPaymentTestMicroDeposits { waiting accountLast4 microDeposits { sent arrivesOn attemptsLeft } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTestConfirmDeposits($input: ConfirmPaymentTestMicroDepositsInput!) { confirmPaymentTestMicroDeposits(input: $input) { waiting microDeposits { attemptsLeft } } }"): (typeof documents)["mutation PaymentTestConfirmDeposits($input: ConfirmPaymentTestMicroDepositsInput!) { confirmPaymentTestMicroDeposits(input: $input) { waiting microDeposits { attemptsLeft } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTestDeposits { paymentTest { waiting microDeposits { sent arrivesOn attemptsLeft } } }"): (typeof documents)["query PaymentTestDeposits { paymentTest { waiting microDeposits { sent arrivesOn attemptsLeft } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTimeVendors { payableVendors { id } }"): (typeof documents)["query PaymentTimeVendors { payableVendors { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTimeCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { dueDateTime { date time timezone } } }"): (typeof documents)["mutation PaymentTimeCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { dueDateTime { date time timezone } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTimePreview($dueDate: String) { businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) { date time timezone } }"): (typeof documents)["query PaymentTimePreview($dueDate: String) { businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) { date time timezone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTimeViewerZone { viewer { timeZone } }"): (typeof documents)["query PaymentTimeViewerZone { viewer { timeZone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentTimeSetPaymentTime($time: String!, $zone: String!) { setPaymentTime(input: { time: $time, timeZone: $zone }) { businessId } }"): (typeof documents)["mutation PaymentTimeSetPaymentTime($time: String!, $zone: String!) { setPaymentTime(input: { time: $time, timeZone: $zone }) { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentTimeViewer { viewer { timeZone } }"): (typeof documents)["query PaymentTimeViewer { viewer { timeZone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }"): (typeof documents)["fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCreate2($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { ...PaymentsPayment } }"): (typeof documents)["mutation PaymentsCreate2($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { ...PaymentsPayment } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCycle($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried } }"): (typeof documents)["mutation PaymentsCycle($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id last4 routingNumber } }"): (typeof documents)["mutation PaymentsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id last4 routingNumber } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { ...PaymentsPayment } }"): (typeof documents)["query PaymentsPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { ...PaymentsPayment } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsHolidaySchedules($filter: HolidayScheduleFilter) { holidaySchedules(skip: 0, limit: 10000, filter: $filter, orderBy: \"dateAsc\") { meta { count } edges { node { id scheduleName year paymentNetwork holidays { holidayName staticDate dynamicRule { nthOccurrence dayOfWeek month } } } } } }"): (typeof documents)["query PaymentsHolidaySchedules($filter: HolidayScheduleFilter) { holidaySchedules(skip: 0, limit: 10000, filter: $filter, orderBy: \"dateAsc\") { meta { count } edges { node { id scheduleName year paymentNetwork holidays { holidayName staticDate dynamicRule { nthOccurrence dayOfWeek month } } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }"): (typeof documents)["query PaymentsQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsQ2($at: String!, $tz: String!, $type: String!, $net: String!) { paymentDueDate(paymentType: $type, paymentNetwork: $net, initiatedAt: $at, timeZone: $tz) { date time timezone } }"): (typeof documents)["query PaymentsQ2($at: String!, $tz: String!, $type: String!, $net: String!) { paymentDueDate(paymentType: $type, paymentNetwork: $net, initiatedAt: $at, timeZone: $tz) { date time timezone } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsGetPaymentNetworks { getPaymentNetworks { country paymentNetworks } }"): (typeof documents)["query PaymentsGetPaymentNetworks { getPaymentNetworks { country paymentNetworks } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsPaymentProcessingTimeRules($filter: PaymentProcessingTimeRuleFilter) { paymentProcessingTimeRules(skip: 0, limit: 10000, filter: $filter) { meta { count } edges { node { paymentType providerInfo { banks } processingSchedules { cutoffTime weekdays daysToProcess description } } } } }"): (typeof documents)["query PaymentsPaymentProcessingTimeRules($filter: PaymentProcessingTimeRuleFilter) { paymentProcessingTimeRules(skip: 0, limit: 10000, filter: $filter) { meta { count } edges { node { paymentType providerInfo { banks } processingSchedules { cutoffTime weekdays daysToProcess description } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCreate($input: HolidayScheduleInput!) { createHolidaySchedule(input: $input) { id scheduleName holidays { holidayName staticDate } } }"): (typeof documents)["mutation PaymentsCreate($input: HolidayScheduleInput!) { createHolidaySchedule(input: $input) { id scheduleName holidays { holidayName staticDate } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsUpdate($id: ID!, $input: HolidayScheduleInput!) { updateHolidaySchedule(id: $id, input: $input) { scheduleName holidays { holidayName dynamicRule { nthOccurrence } } } }"): (typeof documents)["mutation PaymentsUpdate($id: ID!, $input: HolidayScheduleInput!) { updateHolidaySchedule(id: $id, input: $input) { scheduleName holidays { holidayName dynamicRule { nthOccurrence } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsDel($id: ID!) { deleteHolidaySchedule(id: $id) }"): (typeof documents)["mutation PaymentsDel($id: ID!) { deleteHolidaySchedule(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCreateRule($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id providerInfo { banks } } }"): (typeof documents)["mutation PaymentsCreateRule($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id providerInfo { banks } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsPaymentProcessingTimeRules2 { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { banks: [\"wellsFargo\"] }) { meta { count } } }"): (typeof documents)["query PaymentsPaymentProcessingTimeRules2 { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { banks: [\"wellsFargo\"] }) { meta { count } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsDueQ($bank: String) { paymentDueDate(paymentType: \"api\", paymentNetwork: \"ACH\", bank: $bank, initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }"): (typeof documents)["query PaymentsDueQ($bank: String) { paymentDueDate(paymentType: \"api\", paymentNetwork: \"ACH\", bank: $bank, initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsDeletePaymentProcessingTimeRule($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }"): (typeof documents)["mutation PaymentsDeletePaymentProcessingTimeRule($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsVendorBankAccount($id: ID!) { vendorBankAccount(vendorId: $id) { last4 } }"): (typeof documents)["query PaymentsVendorBankAccount($id: ID!) { vendorBankAccount(vendorId: $id) { last4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsQ3($filter: ConsumerFilter) { consumers(skip: 0, limit: 100, filter: $filter) { meta { count } edges { node { consumerId firstName businessName processStatus registrationStatus initialPayment accountNumberLast4 } } } }"): (typeof documents)["query PaymentsQ3($filter: ConsumerFilter) { consumers(skip: 0, limit: 100, filter: $filter) { meta { count } edges { node { consumerId firstName businessName processStatus registrationStatus initialPayment accountNumberLast4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsM($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 routingNumber accountType } }"): (typeof documents)["mutation PaymentsM($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 routingNumber accountType } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsBusinessBankAccount { businessBankAccount { last4 } }"): (typeof documents)["query PaymentsBusinessBankAccount { businessBankAccount { last4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsBusinessBankAccount2 { businessBankAccount { last4 } }"): (typeof documents)["query PaymentsBusinessBankAccount2 { businessBankAccount { last4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCancel($id: ID!) { cancelPayment(id: $id) { status statusDetails { status code } } }"): (typeof documents)["mutation PaymentsCancel($id: ID!) { cancelPayment(id: $id) { status statusDetails { status code } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }"): (typeof documents)["mutation PaymentsCancelPayment($id: ID!) { cancelPayment(id: $id) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status statusDetails { status code } } skippedIds } }"): (typeof documents)["mutation PaymentsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status statusDetails { status code } } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsReject($ids: [ID!]!, $reason: String) { rejectPayments(ids: $ids, reason: $reason) { payments { id status statusDetails { status code description } } skippedIds } }"): (typeof documents)["mutation PaymentsReject($ids: [ID!]!, $reason: String) { rejectPayments(ids: $ids, reason: $reason) { payments { id status statusDetails { status code description } } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsApprovingState { approvingState { isPaymentsApproved transactionsApprovingCount } }"): (typeof documents)["query PaymentsApprovingState { approvingState { isPaymentsApproved transactionsApprovingCount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsQ4($id: ID!) { paymentTransferTransaction(id: $id) { id } }"): (typeof documents)["query PaymentsQ4($id: ID!) { paymentTransferTransaction(id: $id) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PaymentsQ5 { originatingAccounts { odfiRoutingNumber companyId companyName } achFiles(skip: 0, limit: 100) { meta { count } edges { node { id fileName entries batches totalCreditAmount totalDebitAmount downloadPath createdAt } } } }"): (typeof documents)["query PaymentsQ5 { originatingAccounts { odfiRoutingNumber companyId companyName } achFiles(skip: 0, limit: 100) { meta { count } edges { node { id fileName entries batches totalCreditAmount totalDebitAmount downloadPath createdAt } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation PaymentsApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PaymentsSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { type status moneyAmount recipient { accountNumberLast4 } } }"): (typeof documents)["mutation PaymentsSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { type status moneyAmount recipient { accountNumberLast4 } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"): (typeof documents)["mutation RedirectPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"): (typeof documents)["mutation RedirectApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query RedirectShow($id: ID!) { paymentTransferTransaction(id: $id) { id status payoutHold recipient { bankName accountNumberLast4 } previousRecipient { bankName accountNumberLast4 } statusDetails { code description } } }"): (typeof documents)["query RedirectShow($id: ID!) { paymentTransferTransaction(id: $id) { id status payoutHold recipient { bankName accountNumberLast4 } previousRecipient { bankName accountNumberLast4 } statusDetails { code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }"): (typeof documents)["mutation RedirectChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectDetails($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { vendorId } }"): (typeof documents)["mutation RedirectDetails($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { vendorId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"): (typeof documents)["mutation RedirectInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }"): (typeof documents)["mutation RedirectRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id } }"): (typeof documents)["mutation RedirectRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query RedirectPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason } } } }"): (typeof documents)["query RedirectPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id linkedTo { id } } }"): (typeof documents)["mutation RedirectLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id linkedTo { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RedirectUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }"): (typeof documents)["mutation RedirectUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query RedirectPayable { payableVendors { id payoutChangeHeld } }"): (typeof documents)["query RedirectPayable { payableVendors { id payoutChangeHeld } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingByHandCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id } }"): (typeof documents)["mutation ProcessingByHandCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingByHandApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation ProcessingByHandApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingByHandRun($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried settled awaitingConfirmation } }"): (typeof documents)["mutation ProcessingByHandRun($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried settled awaitingConfirmation } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ProcessingRulesRules { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { paymentType: \"vendor\" }) { edges { node { id paymentType paymentNetwork timeZone providerInfo { banks }\n  processingSchedules { cutoffTime weekdays daysToProcess description } } } } }"): (typeof documents)["query ProcessingRulesRules { paymentProcessingTimeRules(skip: 0, limit: 100, filter: { paymentType: \"vendor\" }) { edges { node { id paymentType paymentNetwork timeZone providerInfo { banks }\n  processingSchedules { cutoffTime weekdays daysToProcess description } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingRulesCreate($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id paymentNetwork providerInfo { banks } } }"): (typeof documents)["mutation ProcessingRulesCreate($input: PaymentProcessingTimeRuleInput!) { createPaymentProcessingTimeRule(input: $input) { id paymentNetwork providerInfo { banks } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingRulesUpdate($id: ID!, $input: PaymentProcessingTimeRuleInput!) { updatePaymentProcessingTimeRule(id: $id, input: $input) { id processingSchedules { daysToProcess } } }"): (typeof documents)["mutation ProcessingRulesUpdate($id: ID!, $input: PaymentProcessingTimeRuleInput!) { updatePaymentProcessingTimeRule(id: $id, input: $input) { id processingSchedules { daysToProcess } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProcessingRulesDelete($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }"): (typeof documents)["mutation ProcessingRulesDelete($id: ID!) { deletePaymentProcessingTimeRule(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ProcessingRulesDue { paymentDueDate(paymentType: \"vendor\", paymentNetwork: \"ACH\", initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }"): (typeof documents)["query ProcessingRulesDue { paymentDueDate(paymentType: \"vendor\", paymentNetwork: \"ACH\", initiatedAt: \"2026-11-24T12:00:00Z\", timeZone: \"America/New_York\") { date time } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ProcessingRulesQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }"): (typeof documents)["query ProcessingRulesQ($year: Int!) { bankHolidays(country: \"USA\", paymentNetwork: \"ACH\", year: $year) { date holidayName } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ProductionAccountingSystems { accountingSystems { key } }"): (typeof documents)["query ProductionAccountingSystems { accountingSystems { key } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProductionAccountingAuthorizationUrl { accountingAuthorizationUrl(system: \"xero\") { url } }"): (typeof documents)["mutation ProductionAccountingAuthorizationUrl { accountingAuthorizationUrl(system: \"xero\") { url } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ProductionAccountingAuthorizationUrl2 { accountingAuthorizationUrl(system: \"quickBooks\") { url } }"): (typeof documents)["mutation ProductionAccountingAuthorizationUrl2 { accountingAuthorizationUrl(system: \"quickBooks\") { url } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiUpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }"): (typeof documents)["mutation PublicApiUpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiRotateApiClientSecret($id: ID!) { rotateApiClientSecret(id: $id, grace: \"none\") { apiClient { id } } }"): (typeof documents)["mutation PublicApiRotateApiClientSecret($id: ID!) { rotateApiClientSecret(id: $id, grace: \"none\") { apiClient { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiRemoveApiClient($id: ID!) { removeApiClient(id: $id) }"): (typeof documents)["mutation PublicApiRemoveApiClient($id: ID!) { removeApiClient(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiRenameApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id name } }"): (typeof documents)["mutation PublicApiRenameApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PublicApiApiClients { apiClients { id } }"): (typeof documents)["query PublicApiApiClients { apiClients { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientId clientSecret } apiClient { previousSecretExpiresAt } } }"): (typeof documents)["mutation PublicApiRotate($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { credentials { clientId clientSecret } apiClient { previousSecretExpiresAt } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url events } signingSecret } }"): (typeof documents)["mutation PublicApiAdd($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url events } signingSecret } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PublicApiApiClients2 { apiClients { id webhookEndpoints { id deliveries { id eventType status attempts responseStatus } } } }"): (typeof documents)["query PublicApiApiClients2 { apiClients { id webhookEndpoints { id deliveries { id eventType status attempts responseStatus } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { status } }"): (typeof documents)["mutation PublicApiResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation PublicApiApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiRunProcessingCycle($at: String) { runProcessingCycle(at: $at) { at succeeded failed filedPayments } }"): (typeof documents)["mutation PublicApiRunProcessingCycle($at: String) { runProcessingCycle(at: $at) { at succeeded failed filedPayments } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query PublicApiApiClients3 { apiClients { id } }"): (typeof documents)["query PublicApiApiClients3 { apiClients { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PublicApiAdd2($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }"): (typeof documents)["mutation PublicApiAdd2($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query QueryCostHolidaySchedules { holidaySchedules(skip: 0, limit: 10000) { meta { count } edges { node { id scheduleName holidays { id holidayName staticDate } } } } }"): (typeof documents)["query QueryCostHolidaySchedules { holidaySchedules(skip: 0, limit: 10000) { meta { count } edges { node { id scheduleName holidays { id holidayName staticDate } } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RailsSetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) { setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { rail { rail label explanation originatingAccount { name } } railChoices { rail label } } }"): (typeof documents)["mutation RailsSetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) { setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { rail { rail label explanation originatingAccount { name } } railChoices { rail label } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query RailsAdminBusiness($id: ID!) { adminBusiness(id: $id) { rail { rail label } railChoices { rail originatingAccountId label explanation } } }"): (typeof documents)["query RailsAdminBusiness($id: ID!) { adminBusiness(id: $id) { rail { rail label } railChoices { rail originatingAccountId label explanation } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RailsCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }"): (typeof documents)["mutation RailsCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation RailsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RailsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }"): (typeof documents)["mutation RailsCollect($input: CollectPaymentsInput!) { collectPayments(input: $input) { payments { id } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SameDayVendors { payableVendors { id } }"): (typeof documents)["query SameDayVendors { payableVendors { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SameDayCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"): (typeof documents)["mutation SameDayCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SandboxStatementInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"): (typeof documents)["mutation SandboxStatementInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SandboxStatementRegister($token: String, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }"): (typeof documents)["mutation SandboxStatementRegister($token: String, $input: RegistrationInput!, $userAgent: String) {\n  registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SandboxStatementLines { sandboxBankStatement { id date accountHolderName accountLast4 descriptor amountCents } }"): (typeof documents)["query SandboxStatementLines { sandboxBankStatement { id date accountHolderName accountLast4 descriptor amountCents } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SandboxStatementConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }"): (typeof documents)["mutation SandboxStatementConfirm($token: String!, $first: String!, $second: String!) { confirmMicroDeposits(token: $token, firstAmount: $first, secondAmount: $second) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SendPaymentVendors { payableVendors { id name bankName accountNumberLast4 } }"): (typeof documents)["query SendPaymentVendors { payableVendors { id name bankName accountNumberLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SendPaymentCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status dueDateTime { date time timezone } } }"): (typeof documents)["mutation SendPaymentCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status dueDateTime { date time timezone } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SendPaymentReviewFacts($dueDate: String) { paymentSystemsSettings { payingAccount { bankName last4 } } expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate) sameDay: expectedArrivalDate(paymentType: \"vendor\", dueDate: \"2026-11-23\", sameDayAch: true) }"): (typeof documents)["query SendPaymentReviewFacts($dueDate: String) { paymentSystemsSettings { payingAccount { bankName last4 } } expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate) sameDay: expectedArrivalDate(paymentType: \"vendor\", dueDate: \"2026-11-23\", sameDayAch: true) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SendPaymentCreateWithReference($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id referenceNumber } }"): (typeof documents)["mutation SendPaymentCreateWithReference($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id referenceNumber } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SentSettledPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { status sentAt settledAt settlementDate } }"): (typeof documents)["query SentSettledPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { status sentAt settledAt settlementDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SessionsViewer { viewer { id } }"): (typeof documents)["query SessionsViewer { viewer { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SessionsShell { viewer { businessId employeeId isBusinessRightsAvailable products } }"): (typeof documents)["query SessionsShell { viewer { businessId employeeId isBusinessRightsAvailable products } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SessionsChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }"): (typeof documents)["mutation SessionsChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SessionsBusinessDashboard { businessDashboard { employeesCount } }"): (typeof documents)["query SessionsBusinessDashboard { businessDashboard { employeesCount } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SessionsPayable { payableVendors { id name } }"): (typeof documents)["query SessionsPayable { payableVendors { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SessionsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id } }"): (typeof documents)["mutation SessionsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SessionsCopiesShell { viewer { employeeId isBusinessRightsAvailable } }"): (typeof documents)["query SessionsCopiesShell { viewer { employeeId isBusinessRightsAvailable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SessionsCopiesChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }"): (typeof documents)["mutation SessionsCopiesChange($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { isBusinessRightsAvailable } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetupGateSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"): (typeof documents)["mutation SetupGateSetBank($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetupGateSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }"): (typeof documents)["mutation SetupGateSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetupGateCreate($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }"): (typeof documents)["mutation SetupGateCreate($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SignInLimitsViewer { viewer { id email } }"): (typeof documents)["query SignInLimitsViewer { viewer { id email } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment SubscriptionsServiceLevel on ServiceLevel { id name shortDescription description active tags products { id name } initialTerm { duration unit price } renewalTerm { duration unit price } }"): (typeof documents)["fragment SubscriptionsServiceLevel on ServiceLevel { id name shortDescription description active tags products { id name } initialTerm { duration unit price } renewalTerm { duration unit price } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { ...SubscriptionsServiceLevel } }"): (typeof documents)["mutation SubscriptionsCreateLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { ...SubscriptionsServiceLevel } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsUpdateLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { ...SubscriptionsServiceLevel } }"): (typeof documents)["mutation SubscriptionsUpdateLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { ...SubscriptionsServiceLevel } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsDeleteLevel($id: ID!) { deleteServiceLevel(id: $id) }"): (typeof documents)["mutation SubscriptionsDeleteLevel($id: ID!) { deleteServiceLevel(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsAddProduct($s: ID!, $p: ID!) { addProductToServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }"): (typeof documents)["mutation SubscriptionsAddProduct($s: ID!, $p: ID!) { addProductToServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsRemoveProduct($s: ID!, $p: ID!) { removeProductFromServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }"): (typeof documents)["mutation SubscriptionsRemoveProduct($s: ID!, $p: ID!) { removeProductFromServiceLevel(serviceLevelId: $s, productId: $p) { ...SubscriptionsServiceLevel } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsCreateProduct($input: ProductInput!) { createProduct(input: $input) { id name price description active } }"): (typeof documents)["mutation SubscriptionsCreateProduct($input: ProductInput!) { createProduct(input: $input) { id name price description active } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price description active } }"): (typeof documents)["mutation SubscriptionsUpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id name price description active } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsLevels($filter: ServiceLevelFilter) { serviceLevels(filter: $filter) { meta { count } edges { node { ...SubscriptionsServiceLevel } } } }"): (typeof documents)["query SubscriptionsLevels($filter: ServiceLevelFilter) { serviceLevels(filter: $filter) { meta { count } edges { node { ...SubscriptionsServiceLevel } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsProducts($skip: Int, $limit: Int) { products(skip: $skip, limit: $limit) { meta { count } edges { node { id name price } } } }"): (typeof documents)["query SubscriptionsProducts($skip: Int, $limit: Int) { products(skip: $skip, limit: $limit) { meta { count } edges { node { id name price } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id billingAmount subscriptionSettings { actualServiceLevel { id name } } products { name } } }"): (typeof documents)["mutation SubscriptionsChoose($id: ID!) { setupServiceLevel(serviceLevelId: $id) { id billingAmount subscriptionSettings { actualServiceLevel { id name } } products { name } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsTerms($input: SubscriptionTermsInput!) { setupSubscriptionTerms(input: $input) { subscriptionSettings { termsAccepted legalAccepted } } }"): (typeof documents)["mutation SubscriptionsTerms($input: SubscriptionTermsInput!) { setupSubscriptionTerms(input: $input) { subscriptionSettings { termsAccepted legalAccepted } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsGoLive($d: String) { setupGoLiveDate(goLiveDate: $d) { status goLiveDate } }"): (typeof documents)["mutation SubscriptionsGoLive($d: String) { setupGoLiveDate(goLiveDate: $d) { status goLiveDate } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsInvoices($businessId: ID) { subscriptionInvoices(businessId: $businessId) { meta { count } edges { node { id uniqueId businessId billDate periodEnd billingAmount isProcessed status term serviceLevelName paymentId } } } }"): (typeof documents)["query SubscriptionsInvoices($businessId: ID) { subscriptionInvoices(businessId: $businessId) { meta { count } edges { node { id uniqueId businessId billDate periodEnd billingAmount isProcessed status term serviceLevelName paymentId } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsSummary($date: String) { subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } } }"): (typeof documents)["query SubscriptionsSummary($date: String) { subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsGroups { businessesByServiceLevel { serviceLevel { id name } businesses { id name billedTotal } } }"): (typeof documents)["query SubscriptionsGroups { businessesByServiceLevel { serviceLevel { id name } businesses { id name billedTotal } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SubscriptionsBusiness($id: ID!) { business(id: $id) { id subscriptionSettings { termsAccepted } } }"): (typeof documents)["query SubscriptionsBusiness($id: ID!) { business(id: $id) { id subscriptionSettings { termsAccepted } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsSetBusinessBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"): (typeof documents)["mutation SubscriptionsSetBusinessBankAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SubscriptionsAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }"): (typeof documents)["mutation SubscriptionsAcceptDebits { acceptSubscriptionDebitAuthorization(accepted: true) { acceptedAt } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UsBankSaveCredentials($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems } }"): (typeof documents)["mutation UsBankSaveCredentials($paymentSystem: String!, $input: BankCredentialsInput!) { updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UsBankSetRail($id: ID!, $rail: String!) { setBusinessRail(id: $id, rail: $rail) { rail { rail label explanation } } }"): (typeof documents)["mutation UsBankSetRail($id: ID!, $rail: String!) { setBusinessRail(id: $id, rail: $rail) { rail { rail label explanation } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query UsBankRailChoices($id: ID!) { adminBusiness(id: $id) { railChoices { rail label } } }"): (typeof documents)["query UsBankRailChoices($id: ID!) { adminBusiness(id: $id) { railChoices { rail label } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UsBankCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }"): (typeof documents)["mutation UsBankCreateVendorPayment($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UsBankApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"): (typeof documents)["mutation UsBankApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"): (typeof documents)["mutation MailboxInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxInviteEmployee($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { invitationLink } }"): (typeof documents)["mutation MailboxInviteEmployee($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }"): (typeof documents)["mutation MailboxRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxSend($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { status message } }"): (typeof documents)["mutation MailboxSend($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { status message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxConfirm($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { status message } }"): (typeof documents)["mutation MailboxConfirm($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { status message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query MailboxInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { asksForMailboxCode } }"): (typeof documents)["query MailboxInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { asksForMailboxCode } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MailboxRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"): (typeof documents)["mutation MailboxRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id name bankName accountNumberLast4 } }"): (typeof documents)["mutation VendorsCreateVendor($input: CreateVendorInput!) { createVendor(input: $input) { id name bankName accountNumberLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query VendorsPayable { payableVendors { id name accountNumberLast4 } }"): (typeof documents)["query VendorsPayable { payableVendors { id name accountNumberLast4 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId vendorName bankAccountChangedAt bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }"): (typeof documents)["mutation VendorsChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId vendorName bankAccountChangedAt bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query VendorsAccount { vendorManagerAccount { vendorId vendorName bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }"): (typeof documents)["query VendorsAccount { vendorManagerAccount { vendorId vendorName bankAccount { bankName routingNumber accountNumberLast4 accountHolderName } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }"): (typeof documents)["mutation VendorsPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query VendorsPaymentAsRead($id: ID!) { paymentTransferTransaction(id: $id) { createdBy { name } paymentMethod { routingNumber } business { name } statusDetails { code description } } }"): (typeof documents)["query VendorsPaymentAsRead($id: ID!) { paymentTransferTransaction(id: $id) { createdBy { name } paymentMethod { routingNumber } business { name } statusDetails { code description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"): (typeof documents)["mutation VendorsApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }"): (typeof documents)["mutation VendorsSetVendorBankAccount($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query VendorsPayableVendors { payableVendors { id payoutChangeHeld } }"): (typeof documents)["query VendorsPayableVendors { payableVendors { id payoutChangeHeld } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query VendorsDetails { vendorManagerAccount { vendorName companyDetails { description email phoneNumber address address2 city state zipcode country } } }"): (typeof documents)["query VendorsDetails { vendorManagerAccount { vendorName companyDetails { description email phoneNumber address address2 city state zipcode country } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorsUpdate($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { companyDetails { email phoneNumber address city state zipcode description } } }"): (typeof documents)["mutation VendorsUpdate($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { companyDetails { email phoneNumber address city state zipcode description } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation WebOriginAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"): (typeof documents)["mutation WebOriginAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"];

export function coreGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;