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
    "\n  fragment BusinessSummaryFields on BusinessSummary {\n    id name email phoneNumber businessType registrationDate registrationState\n    serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled createdAt\n  }\n": typeof types.BusinessSummaryFieldsFragmentDoc,
    "\n  query AdminBusinesses($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n": typeof types.AdminBusinessesDocument,
    "\n  query Leads($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    leads(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n": typeof types.LeadsDocument,
    "\n  fragment AdminBusinessFields on AdminBusiness {\n    summary { ...BusinessSummaryFields }\n    description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit accountingSystems\n    sharedPaymentMethod { bankName routingNumber last4 accountHolderName }\n    users { id email firstName lastName role enabled disableReason }\n    rail { rail label explanation originatingAccount { id name } }\n    railChoices { rail originatingAccountId label explanation }\n  }\n": typeof types.AdminBusinessFieldsFragmentDoc,
    "\n  query AdminBusiness($id: ID!) {\n    adminBusiness(id: $id) { ...AdminBusinessFields }\n    businessDashboard(businessId: $id) {\n      employeesCount\n      vendorsCount\n      products\n      payments { ...PaymentFiguresFields }\n    }\n  }\n": typeof types.AdminBusinessDocument,
    "\n  mutation UpdateBusinessSettings($id: ID!, $input: BusinessSettingsInput!) {\n    updateBusinessSettings(id: $id, input: $input) { summary { id } }\n  }\n": typeof types.UpdateBusinessSettingsDocument,
    "\n  mutation SetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) {\n    setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { summary { id name } rail { label } }\n  }\n": typeof types.SetBusinessRailDocument,
    "\n  mutation SetBusinessUsersDisabled($id: ID!, $disabled: Boolean!) {\n    setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { id name usersDisabled } }\n  }\n": typeof types.SetBusinessUsersDisabledDocument,
    "\n  query Banks {\n    banks { id name routingNumbers businessesCount usersCount createdAt }\n  }\n": typeof types.BanksDocument,
    "\n  mutation CreateBank($input: BankInput!) {\n    createBank(input: $input) { id }\n  }\n": typeof types.CreateBankDocument,
    "\n  mutation UpdateBank($id: ID!, $input: BankInput!) {\n    updateBank(id: $id, input: $input) { id }\n  }\n": typeof types.UpdateBankDocument,
    "\n  query BankUsers($bankId: ID, $skip: Int, $limit: Int) {\n    bankUsers(bankId: $bankId, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id firstName lastName email phoneNumber role status bank { id name } registeredAt createdAt } }\n    }\n  }\n": typeof types.BankUsersDocument,
    "\n  query Failures($filter: FailureFilter, $skip: Int, $limit: Int) {\n    failures(filter: $filter, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } }\n    }\n  }\n": typeof types.FailuresDocument,
    "\n  query FailureBusinesses {\n    adminBusinesses(orderBy: \"nameAsc\", limit: 500) { edges { node { id name } } }\n  }\n": typeof types.FailureBusinessesDocument,
    "\n  query FailureCounts {\n    failureCounts { kind count }\n  }\n": typeof types.FailureCountsDocument,
    "\n  mutation RetryFailure($kind: String!, $id: ID!) {\n    retryFailure(kind: $kind, id: $id)\n  }\n": typeof types.RetryFailureDocument,
    "\n  mutation ResolveFailure($kind: String!, $id: ID!, $note: String!) {\n    resolveFailure(kind: $kind, id: $id, note: $note) { id resolvedAt }\n  }\n": typeof types.ResolveFailureDocument,
    "\n  fragment PaymentFiguresFields on DashboardPaymentFigures {\n    period\n    timeZone\n    from\n    to\n    days {\n      date\n      count\n      amount\n    }\n    count\n    volume\n    succeeded {\n      count\n      amount\n    }\n    failed {\n      count\n      amount\n    }\n    pendingApprovalCount\n    upcoming {\n      date\n      count\n      amount\n    }\n    notDelivered {\n      count\n      amount\n    }\n  }\n": typeof types.PaymentFiguresFieldsFragmentDoc,
    "\n  fragment ApiClientFields on ApiClient {\n    id name applicationName clientId isExpired createdAt secretRotatedAt previousSecretExpiresAt\n    expiredAt { date time timezone at }\n  }\n": typeof types.ApiClientFieldsFragmentDoc,
    "\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n      webhookEndpoints {\n        id url events createdAt\n        deliveries(limit: 10) { id eventId eventType paymentId status attempts responseStatus lastError createdAt lastAttemptAt }\n      }\n    }\n  }\n": typeof types.ApiClientsDocument,
    "mutation CreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id name } credentials { clientId clientSecret } } }": typeof types.CreateApiClientDocument,
    "mutation UpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }": typeof types.UpdateApiClientDocument,
    "mutation RotateApiClientSecret($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { apiClient { id name } credentials { clientId clientSecret } } }": typeof types.RotateApiClientSecretDocument,
    "mutation RemoveApiClient($id: ID!) { removeApiClient(id: $id) }": typeof types.RemoveApiClientDocument,
    "mutation CreateWebhookEndpoint($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url } signingSecret } }": typeof types.CreateWebhookEndpointDocument,
    "mutation RemoveWebhookEndpoint($id: ID!) { removeWebhookEndpoint(id: $id) }": typeof types.RemoveWebhookEndpointDocument,
    "mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { id status } }": typeof types.ResendWebhookDeliveryDocument,
    "\n  fragment ConnectionFields on Connection {\n    id kind status activationStatus sentAt expiresAt acceptedAt createdAt consumerId initialPayment isBusinessRightsAvailable bank role\n    targetUserInfo { email phoneNumber firstName lastName }\n    targetBusinessInfo { name tags location { address city state zipcode country } }\n  }\n": typeof types.ConnectionFieldsFragmentDoc,
    "\n  fragment ConnectionPayloadFields on ConnectionPayload { connection { ...ConnectionFields } invitationLink message }\n": typeof types.ConnectionPayloadFieldsFragmentDoc,
    "\n  fragment RegistrationPayloadFields on RegistrationPayload {\n    accessToken refreshToken id role email phoneNumber message consumerId initialPaymentTransactionId initialPaymentAmount accountValidation\n  }\n": typeof types.RegistrationPayloadFieldsFragmentDoc,
    "mutation EmployeeConnection($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.EmployeeConnectionDocument,
    "mutation VendorConnection($input: VendorConnectionInput!) { vendorConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.VendorConnectionDocument,
    "mutation CustomerConnection($input: BusinessConnectionInput!) { customerConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.CustomerConnectionDocument,
    "mutation ConsumerConnection($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.ConsumerConnectionDocument,
    "mutation BusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.BusinessConnectionDocument,
    "mutation BankUserConnection($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.BankUserConnectionDocument,
    "mutation UpdateConnection($input: UpdateConnectionInput!) { updateConnection(input: $input) { ...ConnectionPayloadFields } }": typeof types.UpdateConnectionDocument,
    "mutation ConnectionInvitationLink($id: ID!) { connectionInvitationLink(id: $id) { ...ConnectionPayloadFields } }": typeof types.ConnectionInvitationLinkDocument,
    "mutation RemoveConnection($id: ID!) { removeConnection(id: $id) { status message } }": typeof types.RemoveConnectionDocument,
    "mutation CreateBusinessEmployee($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { employeeId } }": typeof types.CreateBusinessEmployeeDocument,
    "mutation UpdateBusinessEmployee($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId } }": typeof types.UpdateBusinessEmployeeDocument,
    "query Connections($kind: String!, $status: String, $skip: Int, $limit: Int) { connections(kind: $kind, status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { ...ConnectionFields } } } }": typeof types.ConnectionsDocument,
    "query BusinessUsers($status: String, $skip: Int, $limit: Int) { businessUsers(status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { employeeId userId firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt blockedAt } } } }": typeof types.BusinessUsersDocument,
    "query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt asksForMailboxCode fixedFields { name value } waitingPayments { payer amount referenceNumber purchaseId } targetBusinessInfo { name location { address city state zipcode } } } }": typeof types.ConnectionInvitationDocument,
    "query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }": typeof types.SignUpBusinessDocument,
    "mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }": typeof types.RequestSignUpLinkDocument,
    "mutation RegisterBusinessEmployee($token: String!, $input: RegistrationInput!) { registration: registerBusinessEmployee(token: $token, input: $input) { ...RegistrationPayloadFields } }": typeof types.RegisterBusinessEmployeeDocument,
    "mutation RegisterVendor($token: String!, $input: RegistrationInput!) { registration: registerVendor(token: $token, input: $input) { ...RegistrationPayloadFields } }": typeof types.RegisterVendorDocument,
    "mutation RegisterCustomer($token: String, $input: RegistrationInput!) { registration: registerCustomer(token: $token, input: $input) { ...RegistrationPayloadFields } }": typeof types.RegisterCustomerDocument,
    "mutation RegisterBusinessConsumer($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) { registration: registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { ...RegistrationPayloadFields } }": typeof types.RegisterBusinessConsumerDocument,
    "mutation RegisterBusiness($token: String, $input: RegistrationInput!) { registration: registerBusiness(token: $token, input: $input) { ...RegistrationPayloadFields } }": typeof types.RegisterBusinessDocument,
    "mutation RegisterBankUser($token: String!, $input: RegistrationInput!) { registration: registerBankUser(token: $token, input: $input) { ...RegistrationPayloadFields } }": typeof types.RegisterBankUserDocument,
    "mutation SendInvitationCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }": typeof types.SendInvitationCodeDocument,
    "mutation ConfirmInvitationCode($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { message } }": typeof types.ConfirmInvitationCodeDocument,
    "\n  query OnDemandConsumers($skip: Int, $limit: Int) {\n    consumers(skip: $skip, limit: $limit, filter: { processStatus: \"active\" }) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          lastReturn {\n            paymentId\n            purchaseId\n            status\n            returnCode\n            paymentErrorMessage\n            at\n          }\n        }\n      }\n    }\n  }\n": typeof types.OnDemandConsumersDocument,
    "\n  mutation CreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumerId\n    }\n  }\n": typeof types.CreateConsumerDocument,
    "\n  query OnDemandAchArrival {\n    expectedArrivalDate(paymentType: \"onDemand\")\n  }\n": typeof types.OnDemandAchArrivalDocument,
    "mutation AccountingAuthorizationUrl($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": typeof types.AccountingAuthorizationUrlDocument,
    "mutation CompleteAccountingConnection($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }": typeof types.CompleteAccountingConnectionDocument,
    "query Payees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name email externalId status hasBankAccount accountNumberLast4 city state possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }": typeof types.PayeesDocument,
    "mutation SetPayeesStatus($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }": typeof types.SetPayeesStatusDocument,
    "mutation LinkPayees($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id } }": typeof types.LinkPayeesDocument,
    "mutation UnlinkPayee($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id name } }": typeof types.UnlinkPayeeDocument,
    "mutation SyncPayees($system: String!) { syncPayees(system: $system) { created updated } }": typeof types.SyncPayeesDocument,
    "\n  mutation CreateVendor($input: CreateVendorInput!) {\n    createVendor(input: $input) { id name }\n  }\n": typeof types.CreateVendorDocument,
    "\n  query VendorManagerAccount {\n    vendorManagerAccount {\n      vendorId\n      vendorName\n      bankAccountChangedAt\n      bankAccount { bankName routingNumber accountNumberLast4 accountHolderName }\n      companyDetails { description email phoneNumber address address2 city state zipcode country }\n    }\n  }\n": typeof types.VendorManagerAccountDocument,
    "\n  mutation UpdateVendorCompanyDetails($input: VendorCompanyDetailsInput!) {\n    updateVendorCompanyDetails(input: $input) { vendorId }\n  }\n": typeof types.UpdateVendorCompanyDetailsDocument,
    "\n  mutation ChangeVendorPayoutAccount($input: BankAccountInput!) {\n    changeVendorPayoutAccount(input: $input) { vendorId }\n  }\n": typeof types.ChangeVendorPayoutAccountDocument,
    "\n  query HolidaySchedules($skip: Int, $limit: Int) {\n    holidaySchedules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          scheduleName\n          country\n          paymentNetwork\n          year\n          holidays {\n            id\n            holidayName\n            staticDate\n            dynamicRule {\n              nthOccurrence\n              dayOfWeek\n              month\n            }\n          }\n        }\n      }\n    }\n  }\n": typeof types.HolidaySchedulesDocument,
    "\n  query GetPaymentNetworks {\n    getPaymentNetworks {\n      country\n      paymentNetworks\n    }\n  }\n": typeof types.GetPaymentNetworksDocument,
    "\n  query PaymentProcessingTimeRules($skip: Int, $limit: Int) {\n    paymentProcessingTimeRules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          paymentType\n          paymentNetwork\n          timeZone\n          processingSchedules {\n            id\n            cutoffTime\n            weekdays\n            daysToProcess\n            description\n          }\n          providerInfo {\n            banks\n          }\n        }\n      }\n    }\n  }\n": typeof types.PaymentProcessingTimeRulesDocument,
    "\n  fragment BusinessSetupFields on BusinessSetup {\n    businessId\n    name\n    tinOrEinNumber\n    industry\n    location { zipcode address address2 city state country }\n    products\n    registrationDate\n    isPaymentsApproved\n    paymentTime { time timeZone }\n    emailSettings\n    connectedPaymentSystems\n    sharedPaymentMethods {\n      actualSharedPaymentMethod { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt }\n      inactiveSharedPaymentMethods { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt updatedAt }\n    }\n    accountingSystems { key name connected everConnected mode vendorsUpdatedAt writeBackAccount writeBackAccountNeeded }\n    acumatica { url isHashExists }\n    branding { description logoContentType logoFileName logoSize logoUpdatedAt }\n    registration {\n      serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount\n      connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer paymentTimeSet isVisitedActiveUserPage\n    }\n  }\n": typeof types.BusinessSetupFieldsFragmentDoc,
    "query BusinessSetup { businessSetup { ...BusinessSetupFields } }": typeof types.BusinessSetupDocument,
    "mutation MarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }": typeof types.MarkActiveUsersPageVisitedDocument,
    "mutation SetupRegistrationDate { setupRegistrationDate { status } }": typeof types.SetupRegistrationDateDocument,
    "\n  fragment FinancialInstitutionFields on FinancialInstitution {\n    id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate\n  }\n": typeof types.FinancialInstitutionFieldsFragmentDoc,
    "\n  query FinancialInstitutions($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...FinancialInstitutionFields } }\n    }\n  }\n": typeof types.FinancialInstitutionsDocument,
    "\n  query FinancialInstitution($id: ID!) {\n    financialInstitution(id: $id) { ...FinancialInstitutionFields }\n  }\n": typeof types.FinancialInstitutionDocument,
    "\n  mutation CreateFinancialInstitution($input: FinancialInstitutionInput!) {\n    createFinancialInstitution(input: $input) { id }\n  }\n": typeof types.CreateFinancialInstitutionDocument,
    "\n  mutation UpdateFinancialInstitution($id: ID!, $input: FinancialInstitutionInput!) {\n    updateFinancialInstitution(id: $id, input: $input) { id }\n  }\n": typeof types.UpdateFinancialInstitutionDocument,
    "\n  query RoutingNumberInstitution($routingNumber: String!) {\n    routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName }\n  }\n": typeof types.RoutingNumberInstitutionDocument,
    "\n  query AccountingSystems {\n    accountingSystems { key name active route siteLink idType }\n  }\n": typeof types.AccountingSystemsDocument,
    "\n  query Integrations($skip: Int, $limit: Int) {\n    accountingSystems { key name active route siteLink idType }\n    crmIntegrations { key name connected logo { url alt } }\n    accountingSystemContacts(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id systemName contactName email phoneNumber message businessName createdAt } }\n    }\n  }\n": typeof types.IntegrationsDocument,
    "\n  mutation SetAccountingSystemActive($key: ID!, $active: Boolean!) {\n    setAccountingSystemActive(key: $key, active: $active) { key name active }\n  }\n": typeof types.SetAccountingSystemActiveDocument,
    "\n  mutation SetCrmIntegrationConnected($key: ID!, $connected: Boolean!) {\n    setCrmIntegrationConnected(key: $key, connected: $connected) { key name connected }\n  }\n": typeof types.SetCrmIntegrationConnectedDocument,
    "\n  mutation AccountingSystemContact($input: AccountingSystemContactInput!) {\n    accountingSystemContact(input: $input) { id }\n  }\n": typeof types.AccountingSystemContactDocument,
    "\n  mutation CreateHolidaySchedule($input: HolidayScheduleInput!) {\n    createHolidaySchedule(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateHolidayScheduleDocument,
    "\n  mutation UpdateHolidaySchedule($id: ID!, $input: HolidayScheduleInput!) {\n    updateHolidaySchedule(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdateHolidayScheduleDocument,
    "\n  mutation DeleteHolidaySchedule($id: ID!) {\n    deleteHolidaySchedule(id: $id)\n  }\n": typeof types.DeleteHolidayScheduleDocument,
    "\n  mutation CreatePaymentProcessingTimeRule($input: PaymentProcessingTimeRuleInput!) {\n    createPaymentProcessingTimeRule(input: $input) {\n      id\n    }\n  }\n": typeof types.CreatePaymentProcessingTimeRuleDocument,
    "\n  mutation UpdatePaymentProcessingTimeRule($id: ID!, $input: PaymentProcessingTimeRuleInput!) {\n    updatePaymentProcessingTimeRule(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.UpdatePaymentProcessingTimeRuleDocument,
    "\n  mutation DeletePaymentProcessingTimeRule($id: ID!) {\n    deletePaymentProcessingTimeRule(id: $id)\n  }\n": typeof types.DeletePaymentProcessingTimeRuleDocument,
    "\n  fragment ProductFields on Product {\n    id name price description active\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  fragment ServiceLevelFields on ServiceLevel {\n    id name shortDescription description active tags products { ...ProductFields }\n    initialTerm { duration unit price } renewalTerm { duration unit price }\n  }\n": typeof types.ServiceLevelFieldsFragmentDoc,
    "\n  query ServiceLevels($skip: Int, $limit: Int, $filter: ServiceLevelFilter) {\n    serviceLevels(skip: $skip, limit: $limit, filter: $filter) { meta { count } edges { node { ...ServiceLevelFields } } }\n  }\n": typeof types.ServiceLevelsDocument,
    "\n  query Products($skip: Int, $limit: Int) {\n    products(skip: $skip, limit: $limit) { meta { count } edges { node { ...ProductFields } } }\n  }\n": typeof types.ProductsDocument,
    "\n  query SubscriptionBusiness($id: ID!) {\n    business(id: $id) {\n      id name goLiveDate registrationDate billingAmount\n      subscriptionSettings { termsAccepted legalAccepted actualServiceLevel { ...ServiceLevelFields } }\n      products { ...ProductFields }\n    }\n  }\n": typeof types.SubscriptionBusinessDocument,
    "\n  query SubscriptionInvoices($skip: Int, $limit: Int) {\n    subscriptionInvoices(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id uniqueId serviceLevelName term billDate periodEnd billingAmount isProcessed status } }\n    }\n  }\n": typeof types.SubscriptionInvoicesDocument,
    "\n  query SubscriptionSummary($date: String) {\n    subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } }\n    businessesByServiceLevel {\n      serviceLevel { id name active initialTerm { duration unit price } renewalTerm { duration unit price } }\n      businesses { id name goLiveDate registrationDate termsAccepted legalAccepted billedTotal }\n    }\n  }\n": typeof types.SubscriptionSummaryDocument,
    "\n  mutation CreateServiceLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }\n": typeof types.CreateServiceLevelDocument,
    "\n  mutation UpdateServiceLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { id } }\n": typeof types.UpdateServiceLevelDocument,
    "\n  mutation DeleteServiceLevel($id: ID!) { deleteServiceLevel(id: $id) }\n": typeof types.DeleteServiceLevelDocument,
    "\n  mutation AddProductToServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    addProductToServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name products { id name } }\n  }\n": typeof types.AddProductToServiceLevelDocument,
    "\n  mutation RemoveProductFromServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    removeProductFromServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name }\n  }\n": typeof types.RemoveProductFromServiceLevelDocument,
    "\n  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetupServiceLevel($serviceLevelId: ID!) {\n    setupServiceLevel(serviceLevelId: $serviceLevelId) { id subscriptionSettings { actualServiceLevel { id name } } }\n  }\n": typeof types.SetupServiceLevelDocument,
    "\n  mutation SetupSubscriptionTerms($input: SubscriptionTermsInput!) {\n    setupSubscriptionTerms(input: $input) { id subscriptionSettings { termsAccepted legalAccepted } }\n  }\n": typeof types.SetupSubscriptionTermsDocument,
    "\n  mutation SetupGoLiveDate($goLiveDate: String) { setupGoLiveDate(goLiveDate: $goLiveDate) { status goLiveDate } }\n": typeof types.SetupGoLiveDateDocument,
    "\n  mutation ApprovePayments($ids: [ID!]!) {\n    approvePayments(ids: $ids) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n": typeof types.ApprovePaymentsDocument,
    "\n  mutation RejectPayments($ids: [ID!]!, $reason: String) {\n    rejectPayments(ids: $ids, reason: $reason) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n": typeof types.RejectPaymentsDocument,
    "\n  fragment ConsumerListFields on Consumer {\n    consumerId\n    firstName\n    lastName\n    email\n    phoneNumber\n    year\n    make\n    model\n    businessName\n    processStatus\n    bankName\n    accountNumberLast4\n  }\n": typeof types.ConsumerListFieldsFragmentDoc,
    "\n  query ConsumersList($skip: Int, $limit: Int, $filter: ConsumerFilter) {\n    consumers(skip: $skip, limit: $limit, filter: $filter) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          initialPayment\n          registrationStatus\n          createdAt\n          debitAuthorization\n          collectBlock\n        }\n      }\n    }\n  }\n": typeof types.ConsumersListDocument,
    "\n  query VendorFilterOptions {\n    payableVendors {\n      id\n      name\n    }\n  }\n": typeof types.VendorFilterOptionsDocument,
    "\n  query PaymentDetail($id: ID!) {\n    paymentTransferTransaction(id: $id) {\n      ...TransactionFields\n      achFileId\n      payerPhoneNumber\n      accountingSystemBillInfo\n      statusDetails {\n        status\n        code\n        datetime\n        description\n      }\n      debitAuthorization {\n        textVersion\n        text\n        textSha256\n        acceptedAt\n        ipAddress\n        userAgent\n        accountLast4\n        amount\n      }\n      instantRecall {\n        state\n        reasonCode\n        reason\n        refusalCode\n        refusal\n        requestedAt\n        resolvedAt\n      }\n      instantPaymentRequest {\n        state\n        network\n        expiresAt\n        reasonCode\n      }\n    }\n  }\n": typeof types.PaymentDetailDocument,
    "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelPaymentDocument,
    "\n  mutation RecallInstantPayment($id: ID!, $reasonCode: String!) {\n    recallInstantPayment(id: $id, reasonCode: $reasonCode) {\n      state\n      refusal\n    }\n  }\n": typeof types.RecallInstantPaymentDocument,
    "\n  query SendPaymentOptions {\n    payableVendors {\n      id\n      name\n      bankName\n      accountNumberLast4\n      payoutChangeHeld\n      awaitingBankDetails\n    }\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      payingAccount {\n        bankName\n        last4\n      }\n    }\n  }\n": typeof types.SendPaymentOptionsDocument,
    "\n  query VendorPaymentDueDate($dueDate: String, $sameDayAch: Boolean) {\n    businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) {\n      date\n      time\n      timezone\n    }\n    expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate, sameDayAch: $sameDayAch)\n  }\n": typeof types.VendorPaymentDueDateDocument,
    "\n  query SameDayAchCutoff($timeZone: String!) {\n    sameDayAchCutoff(timeZone: $timeZone) {\n      open\n      text\n      closedMessage\n    }\n  }\n": typeof types.SameDayAchCutoffDocument,
    "\n  mutation CreateVendorPayment($input: CreateVendorPaymentInput!) {\n    createVendorPayment(input: $input) {\n      id\n      status\n      purchaseId\n    }\n  }\n": typeof types.CreateVendorPaymentDocument,
    "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  previousRecipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n  accountCheck {\n    method\n    until\n  }\n}": typeof types.TransactionFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      email\n      businessId\n      businessName\n      isBusinessRegistered\n      goLiveDate\n      isBusinessRightsAvailable\n      isPaymentsApproved\n      products\n      connectedAccountingSystems\n      vendorId\n      bankId\n      isMFA\n      mfaPreference\n      setupExpiredAt\n      timeZone\n      asksForVehicle\n      registration {\n        setup { ...BusinessSetupFields }\n        hasSuccessfulTestPayment\n        paymentTestWaiting\n      }\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query MicroDepositCheck($token: String!) {\n    microDepositCheck(token: $token) {\n      businessName\n      accountLast4\n    }\n  }\n": typeof types.MicroDepositCheckDocument,
    "\n  mutation ConfirmMicroDeposits($token: String!, $firstAmount: String!, $secondAmount: String!) {\n    confirmMicroDeposits(token: $token, firstAmount: $firstAmount, secondAmount: $secondAmount) {\n      message\n    }\n  }\n": typeof types.ConfirmMicroDepositsDocument,
    "\n  query BusinessDashboard($period: Int) {\n    businessDashboard(period: $period) {\n      business {\n        id\n        name\n        businessType\n        goLiveDate\n        registrationDate\n        location {\n          city\n          state\n        }\n        subscriptionSettings {\n          actualServiceLevel {\n            name\n            shortDescription\n          }\n        }\n      }\n      employeesCount\n      employeesWithRightsCount\n      vendorsCount\n      serviceLevelName\n      products\n      payments {\n        ...PaymentFiguresFields\n      }\n    }\n  }\n": typeof types.BusinessDashboardDocument,
    "\n  mutation UpdateAcumaticaSettings($input: AcumaticaSettingsInput!) {\n    updateAcumaticaSettings(input: $input) { acumatica { url isHashExists } }\n  }\n": typeof types.UpdateAcumaticaSettingsDocument,
    "\n  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {\n    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }\n  }\n": typeof types.SetPaymentsApprovalDocument,
    "\n  mutation SetBusinessBankAccount($input: BankAccountInput!) {\n    setBusinessBankAccount(input: $input) { id }\n  }\n": typeof types.SetBusinessBankAccountDocument,
    "\n  query BankAccountSubscriptionDebitAuthorization {\n    subscriptionDebitAuthorization { needed text accountLast4 acceptedAt }\n  }\n": typeof types.BankAccountSubscriptionDebitAuthorizationDocument,
    "\n  mutation AcceptSubscriptionDebitAuthorization($userAgent: String) {\n    acceptSubscriptionDebitAuthorization(accepted: true, userAgent: $userAgent) { acceptedAt }\n  }\n": typeof types.AcceptSubscriptionDebitAuthorizationDocument,
    "\n  fragment BankCredentialFields on BankCredentialSettingsInfo {\n    name clientId companyIdForACHPayment isBankCredentialExists status\n  }\n": typeof types.BankCredentialFieldsFragmentDoc,
    "\n  query PaymentSystemsSettings {\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      infoForUpdatingSettingsOfPaymentSystems {\n        jackHenry { ...BankCredentialFields }\n        bankOfAmerica { ...BankCredentialFields }\n        usBank { ...BankCredentialFields }\n        bridgeBank { ...BankCredentialFields }\n        wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status }\n      }\n    }\n  }\n": typeof types.PaymentSystemsSettingsDocument,
    "\n  mutation UpdateBankCredentials($paymentSystem: String!, $input: BankCredentialsInput!) {\n    updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems }\n  }\n": typeof types.UpdateBankCredentialsDocument,
    "\n  mutation UpdateWellsFargoSettings($input: WellsFargoSettingsInput!) {\n    updateWellsFargoSettings(input: $input) { connectedPaymentSystems }\n  }\n": typeof types.UpdateWellsFargoSettingsDocument,
    "\n  query SampleDueDate($paymentType: String!, $paymentNetwork: String!, $initiatedAt: String!, $timeZone: String!) {\n    paymentDueDate(paymentType: $paymentType, paymentNetwork: $paymentNetwork, initiatedAt: $initiatedAt, timeZone: $timeZone) {\n      date\n      time\n      timezone\n    }\n  }\n": typeof types.SampleDueDateDocument,
    "mutation AnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }": typeof types.AnswerAccountingSystemDocument,
    "mutation DisconnectAccountingSystem($system: String!) { disconnectAccountingSystem(system: $system) { businessId } }": typeof types.DisconnectAccountingSystemDocument,
    "\n  mutation SendTestPayment($input: SendTestPaymentInput!) {\n    sendTestPayment(input: $input) { id moneyAmount paymentProcessStatus }\n  }\n": typeof types.SendTestPaymentDocument,
    "\n  query PaymentTestStatus {\n    paymentTest { proof goesNow waiting provenOn accountLast4 microDeposits { sent arrivesOn attemptsLeft } }\n  }\n": typeof types.PaymentTestStatusDocument,
    "\n  mutation SendPaymentTestMicroDeposits {\n    sendPaymentTestMicroDeposits { waiting }\n  }\n": typeof types.SendPaymentTestMicroDepositsDocument,
    "\n  mutation ConfirmPaymentTestMicroDeposits($input: ConfirmPaymentTestMicroDepositsInput!) {\n    confirmPaymentTestMicroDeposits(input: $input) { waiting }\n  }\n": typeof types.ConfirmPaymentTestMicroDepositsDocument,
    "\n  mutation SetPaymentTime($input: PaymentTimeInput!) {\n    setPaymentTime(input: $input) { businessId }\n  }\n": typeof types.SetPaymentTimeDocument,
    "query AccountingSystemBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId paymentStatus overdue } }": typeof types.AccountingSystemBillsDocument,
    "query AccountingBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber amount paymentStatus writeBackStatus writeBackAttempts writeBackError } }": typeof types.AccountingBillPaymentsDocument,
    "query AccountingPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }": typeof types.AccountingPaymentAccountsDocument,
    "mutation SetAccountingPaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id } }": typeof types.SetAccountingPaymentAccountDocument,
    "mutation PayAccountingBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped awaitingApproval } }": typeof types.PayAccountingBillsDocument,
    "\n  query DevSandboxStatement($limit: Int) {\n    sandboxBankStatement(limit: $limit) {\n      id\n      date\n      accountHolderName\n      accountLast4\n      descriptor\n      amountCents\n    }\n  }\n": typeof types.DevSandboxStatementDocument,
    "\n  query ConsumerDebitSettings {\n    consumerDebitSettings { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n": typeof types.ConsumerDebitSettingsDocument,
    "\n  mutation UpdateConsumerDebitSettings($input: ConsumerDebitSettingsInput!) {\n    updateConsumerDebitSettings(input: $input) { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n": typeof types.UpdateConsumerDebitSettingsDocument,
    "\n  query CollectableCustomers {\n    collectableCustomers {\n      businessId\n      name\n      email\n      hasBankAccount\n      connectedAt\n    }\n  }\n": typeof types.CollectableCustomersDocument,
    "\n  mutation RevokeDebitAuthorization($consumerId: ID!) {\n    revokeDebitAuthorization(consumerId: $consumerId) {\n      message\n    }\n  }\n": typeof types.RevokeDebitAuthorizationDocument,
    "\n  mutation CollectPayments($input: CollectPaymentsInput!) {\n    collectPayments(input: $input) {\n      replayed\n      payments {\n        id\n        purchaseId\n      }\n    }\n  }\n": typeof types.CollectPaymentsDocument,
    "\n  query AdminDashboard($period: Int) {\n    adminDashboard(period: $period) {\n      businessesCount\n      registeredBusinessesCount\n      usersCount\n      serviceLevelsCount\n      vendorsCount\n      banksCount\n      usersByRole {\n        label\n        count\n      }\n      businessesByServiceLevel {\n        label\n        count\n      }\n      businessesByType {\n        label\n        count\n      }\n      payments {\n        ...PaymentFiguresFields\n      }\n      businesses {\n        businessId\n        businessName\n        count\n        volume\n        succeededCount\n        failedCount\n        pendingApprovalCount\n      }\n    }\n  }\n": typeof types.AdminDashboardDocument,
    "\n  mutation AdminRunProcessingCycle($at: String) {\n    runProcessingCycle(at: $at) {\n      at\n      achFiles\n      filedPayments\n      succeeded\n      failed\n      retried\n      awaitingConfirmation\n    }\n  }\n": typeof types.AdminRunProcessingCycleDocument,
    "\n  query BankAccountsPage($skip: Int, $limit: Int) {\n    originatingAccounts {\n      id\n      name\n      odfiRoutingNumber\n      companyId\n      companyName\n    }\n    achFiles(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          fileName\n          createdAt\n          entries\n          totalCreditAmount\n          totalDebitAmount\n          originatingAccount {\n            id\n            companyName\n          }\n        }\n      }\n    }\n    achFileDeliveries(skip: $skip, limit: $limit) {\n      edges {\n        node {\n          achFileId\n          status\n          lastError\n          nextAttemptAt\n          deliveredAt\n        }\n      }\n    }\n  }\n": typeof types.BankAccountsPageDocument,
    "\n  mutation RetryAchFileDelivery($achFileId: ID!, $reason: String!) {\n    retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n": typeof types.RetryAchFileDeliveryDocument,
    "\n  mutation CancelAchFileDelivery($achFileId: ID!, $reason: String!) {\n    cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n": typeof types.CancelAchFileDeliveryDocument,
    "\n  query AchFileChannelPage {\n    originatingAccounts { id name companyName }\n    achFileChannels {\n      originatingAccountId host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled deliverFilesFrom updatedAt lastDeliveredAt\n    }\n  }\n": typeof types.AchFileChannelPageDocument,
    "\n  mutation SetAchFileChannelPage($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n    setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { originatingAccountName hostKeyFingerprint connectionTest { ok message } }\n  }\n": typeof types.SetAchFileChannelPageDocument,
    "\n  query AchReturnFilesPage {\n    achReturnFiles(limit: 20) {\n      ...AchReturnFileFields\n    }\n    originatingAccounts {\n      id\n      name\n    }\n  }\n  fragment AchReturnFileFields on AchReturnFile {\n    id\n    fileName\n    source\n    receivedAt\n    problems\n    applied\n    unmatched\n    ignored\n    entries {\n      position\n      kind\n      code\n      reason\n      originalTraceNumber\n      amount\n      status\n      outcome\n      paymentId\n      paymentTransactionId\n    }\n  }\n": typeof types.AchReturnFilesPageDocument,
    "\n  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {\n    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n      duplicate\n      file {\n        id\n        applied\n        unmatched\n        ignored\n        problems\n      }\n    }\n  }\n": typeof types.UploadAchReturnFileDocument,
    "\n  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {\n    updateBusinessAddress(input: $input) { businessId }\n  }\n": typeof types.UpdateBusinessAddressDocument,
    "\n  mutation UploadBusinessLogo($input: BusinessLogoInput!) {\n    uploadBusinessLogo(input: $input) { logoContentType logoSize }\n  }\n": typeof types.UploadBusinessLogoDocument,
    "\n  mutation UpdateBranding($input: BrandingInput!) {\n    updateBranding(input: $input) { description }\n  }\n": typeof types.UpdateBrandingDocument,
    "query BusinessLogo { businessLogo { contentType fileName contentBase64 } }": typeof types.BusinessLogoDocument,
    "\n  mutation SetEmailSettings($emailSettings: Boolean!) {\n    setEmailSettings(emailSettings: $emailSettings) { emailSettings }\n  }\n": typeof types.SetEmailSettingsDocument,
};
const documents: Documents = {
    "\n  fragment BusinessSummaryFields on BusinessSummary {\n    id name email phoneNumber businessType registrationDate registrationState\n    serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled createdAt\n  }\n": types.BusinessSummaryFieldsFragmentDoc,
    "\n  query AdminBusinesses($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n": types.AdminBusinessesDocument,
    "\n  query Leads($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    leads(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n": types.LeadsDocument,
    "\n  fragment AdminBusinessFields on AdminBusiness {\n    summary { ...BusinessSummaryFields }\n    description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit accountingSystems\n    sharedPaymentMethod { bankName routingNumber last4 accountHolderName }\n    users { id email firstName lastName role enabled disableReason }\n    rail { rail label explanation originatingAccount { id name } }\n    railChoices { rail originatingAccountId label explanation }\n  }\n": types.AdminBusinessFieldsFragmentDoc,
    "\n  query AdminBusiness($id: ID!) {\n    adminBusiness(id: $id) { ...AdminBusinessFields }\n    businessDashboard(businessId: $id) {\n      employeesCount\n      vendorsCount\n      products\n      payments { ...PaymentFiguresFields }\n    }\n  }\n": types.AdminBusinessDocument,
    "\n  mutation UpdateBusinessSettings($id: ID!, $input: BusinessSettingsInput!) {\n    updateBusinessSettings(id: $id, input: $input) { summary { id } }\n  }\n": types.UpdateBusinessSettingsDocument,
    "\n  mutation SetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) {\n    setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { summary { id name } rail { label } }\n  }\n": types.SetBusinessRailDocument,
    "\n  mutation SetBusinessUsersDisabled($id: ID!, $disabled: Boolean!) {\n    setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { id name usersDisabled } }\n  }\n": types.SetBusinessUsersDisabledDocument,
    "\n  query Banks {\n    banks { id name routingNumbers businessesCount usersCount createdAt }\n  }\n": types.BanksDocument,
    "\n  mutation CreateBank($input: BankInput!) {\n    createBank(input: $input) { id }\n  }\n": types.CreateBankDocument,
    "\n  mutation UpdateBank($id: ID!, $input: BankInput!) {\n    updateBank(id: $id, input: $input) { id }\n  }\n": types.UpdateBankDocument,
    "\n  query BankUsers($bankId: ID, $skip: Int, $limit: Int) {\n    bankUsers(bankId: $bankId, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id firstName lastName email phoneNumber role status bank { id name } registeredAt createdAt } }\n    }\n  }\n": types.BankUsersDocument,
    "\n  query Failures($filter: FailureFilter, $skip: Int, $limit: Int) {\n    failures(filter: $filter, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } }\n    }\n  }\n": types.FailuresDocument,
    "\n  query FailureBusinesses {\n    adminBusinesses(orderBy: \"nameAsc\", limit: 500) { edges { node { id name } } }\n  }\n": types.FailureBusinessesDocument,
    "\n  query FailureCounts {\n    failureCounts { kind count }\n  }\n": types.FailureCountsDocument,
    "\n  mutation RetryFailure($kind: String!, $id: ID!) {\n    retryFailure(kind: $kind, id: $id)\n  }\n": types.RetryFailureDocument,
    "\n  mutation ResolveFailure($kind: String!, $id: ID!, $note: String!) {\n    resolveFailure(kind: $kind, id: $id, note: $note) { id resolvedAt }\n  }\n": types.ResolveFailureDocument,
    "\n  fragment PaymentFiguresFields on DashboardPaymentFigures {\n    period\n    timeZone\n    from\n    to\n    days {\n      date\n      count\n      amount\n    }\n    count\n    volume\n    succeeded {\n      count\n      amount\n    }\n    failed {\n      count\n      amount\n    }\n    pendingApprovalCount\n    upcoming {\n      date\n      count\n      amount\n    }\n    notDelivered {\n      count\n      amount\n    }\n  }\n": types.PaymentFiguresFieldsFragmentDoc,
    "\n  fragment ApiClientFields on ApiClient {\n    id name applicationName clientId isExpired createdAt secretRotatedAt previousSecretExpiresAt\n    expiredAt { date time timezone at }\n  }\n": types.ApiClientFieldsFragmentDoc,
    "\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n      webhookEndpoints {\n        id url events createdAt\n        deliveries(limit: 10) { id eventId eventType paymentId status attempts responseStatus lastError createdAt lastAttemptAt }\n      }\n    }\n  }\n": types.ApiClientsDocument,
    "mutation CreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id name } credentials { clientId clientSecret } } }": types.CreateApiClientDocument,
    "mutation UpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }": types.UpdateApiClientDocument,
    "mutation RotateApiClientSecret($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { apiClient { id name } credentials { clientId clientSecret } } }": types.RotateApiClientSecretDocument,
    "mutation RemoveApiClient($id: ID!) { removeApiClient(id: $id) }": types.RemoveApiClientDocument,
    "mutation CreateWebhookEndpoint($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url } signingSecret } }": types.CreateWebhookEndpointDocument,
    "mutation RemoveWebhookEndpoint($id: ID!) { removeWebhookEndpoint(id: $id) }": types.RemoveWebhookEndpointDocument,
    "mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { id status } }": types.ResendWebhookDeliveryDocument,
    "\n  fragment ConnectionFields on Connection {\n    id kind status activationStatus sentAt expiresAt acceptedAt createdAt consumerId initialPayment isBusinessRightsAvailable bank role\n    targetUserInfo { email phoneNumber firstName lastName }\n    targetBusinessInfo { name tags location { address city state zipcode country } }\n  }\n": types.ConnectionFieldsFragmentDoc,
    "\n  fragment ConnectionPayloadFields on ConnectionPayload { connection { ...ConnectionFields } invitationLink message }\n": types.ConnectionPayloadFieldsFragmentDoc,
    "\n  fragment RegistrationPayloadFields on RegistrationPayload {\n    accessToken refreshToken id role email phoneNumber message consumerId initialPaymentTransactionId initialPaymentAmount accountValidation\n  }\n": types.RegistrationPayloadFieldsFragmentDoc,
    "mutation EmployeeConnection($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ...ConnectionPayloadFields } }": types.EmployeeConnectionDocument,
    "mutation VendorConnection($input: VendorConnectionInput!) { vendorConnection(input: $input) { ...ConnectionPayloadFields } }": types.VendorConnectionDocument,
    "mutation CustomerConnection($input: BusinessConnectionInput!) { customerConnection(input: $input) { ...ConnectionPayloadFields } }": types.CustomerConnectionDocument,
    "mutation ConsumerConnection($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ...ConnectionPayloadFields } }": types.ConsumerConnectionDocument,
    "mutation BusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { ...ConnectionPayloadFields } }": types.BusinessConnectionDocument,
    "mutation BankUserConnection($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ...ConnectionPayloadFields } }": types.BankUserConnectionDocument,
    "mutation UpdateConnection($input: UpdateConnectionInput!) { updateConnection(input: $input) { ...ConnectionPayloadFields } }": types.UpdateConnectionDocument,
    "mutation ConnectionInvitationLink($id: ID!) { connectionInvitationLink(id: $id) { ...ConnectionPayloadFields } }": types.ConnectionInvitationLinkDocument,
    "mutation RemoveConnection($id: ID!) { removeConnection(id: $id) { status message } }": types.RemoveConnectionDocument,
    "mutation CreateBusinessEmployee($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { employeeId } }": types.CreateBusinessEmployeeDocument,
    "mutation UpdateBusinessEmployee($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId } }": types.UpdateBusinessEmployeeDocument,
    "query Connections($kind: String!, $status: String, $skip: Int, $limit: Int) { connections(kind: $kind, status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { ...ConnectionFields } } } }": types.ConnectionsDocument,
    "query BusinessUsers($status: String, $skip: Int, $limit: Int) { businessUsers(status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { employeeId userId firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt blockedAt } } } }": types.BusinessUsersDocument,
    "query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt asksForMailboxCode fixedFields { name value } waitingPayments { payer amount referenceNumber purchaseId } targetBusinessInfo { name location { address city state zipcode } } } }": types.ConnectionInvitationDocument,
    "query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }": types.SignUpBusinessDocument,
    "mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }": types.RequestSignUpLinkDocument,
    "mutation RegisterBusinessEmployee($token: String!, $input: RegistrationInput!) { registration: registerBusinessEmployee(token: $token, input: $input) { ...RegistrationPayloadFields } }": types.RegisterBusinessEmployeeDocument,
    "mutation RegisterVendor($token: String!, $input: RegistrationInput!) { registration: registerVendor(token: $token, input: $input) { ...RegistrationPayloadFields } }": types.RegisterVendorDocument,
    "mutation RegisterCustomer($token: String, $input: RegistrationInput!) { registration: registerCustomer(token: $token, input: $input) { ...RegistrationPayloadFields } }": types.RegisterCustomerDocument,
    "mutation RegisterBusinessConsumer($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) { registration: registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { ...RegistrationPayloadFields } }": types.RegisterBusinessConsumerDocument,
    "mutation RegisterBusiness($token: String, $input: RegistrationInput!) { registration: registerBusiness(token: $token, input: $input) { ...RegistrationPayloadFields } }": types.RegisterBusinessDocument,
    "mutation RegisterBankUser($token: String!, $input: RegistrationInput!) { registration: registerBankUser(token: $token, input: $input) { ...RegistrationPayloadFields } }": types.RegisterBankUserDocument,
    "mutation SendInvitationCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }": types.SendInvitationCodeDocument,
    "mutation ConfirmInvitationCode($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { message } }": types.ConfirmInvitationCodeDocument,
    "\n  query OnDemandConsumers($skip: Int, $limit: Int) {\n    consumers(skip: $skip, limit: $limit, filter: { processStatus: \"active\" }) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          lastReturn {\n            paymentId\n            purchaseId\n            status\n            returnCode\n            paymentErrorMessage\n            at\n          }\n        }\n      }\n    }\n  }\n": types.OnDemandConsumersDocument,
    "\n  mutation CreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumerId\n    }\n  }\n": types.CreateConsumerDocument,
    "\n  query OnDemandAchArrival {\n    expectedArrivalDate(paymentType: \"onDemand\")\n  }\n": types.OnDemandAchArrivalDocument,
    "mutation AccountingAuthorizationUrl($system: String!) { accountingAuthorizationUrl(system: $system) { url } }": types.AccountingAuthorizationUrlDocument,
    "mutation CompleteAccountingConnection($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }": types.CompleteAccountingConnectionDocument,
    "query Payees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name email externalId status hasBankAccount accountNumberLast4 city state possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }": types.PayeesDocument,
    "mutation SetPayeesStatus($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }": types.SetPayeesStatusDocument,
    "mutation LinkPayees($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id } }": types.LinkPayeesDocument,
    "mutation UnlinkPayee($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id name } }": types.UnlinkPayeeDocument,
    "mutation SyncPayees($system: String!) { syncPayees(system: $system) { created updated } }": types.SyncPayeesDocument,
    "\n  mutation CreateVendor($input: CreateVendorInput!) {\n    createVendor(input: $input) { id name }\n  }\n": types.CreateVendorDocument,
    "\n  query VendorManagerAccount {\n    vendorManagerAccount {\n      vendorId\n      vendorName\n      bankAccountChangedAt\n      bankAccount { bankName routingNumber accountNumberLast4 accountHolderName }\n      companyDetails { description email phoneNumber address address2 city state zipcode country }\n    }\n  }\n": types.VendorManagerAccountDocument,
    "\n  mutation UpdateVendorCompanyDetails($input: VendorCompanyDetailsInput!) {\n    updateVendorCompanyDetails(input: $input) { vendorId }\n  }\n": types.UpdateVendorCompanyDetailsDocument,
    "\n  mutation ChangeVendorPayoutAccount($input: BankAccountInput!) {\n    changeVendorPayoutAccount(input: $input) { vendorId }\n  }\n": types.ChangeVendorPayoutAccountDocument,
    "\n  query HolidaySchedules($skip: Int, $limit: Int) {\n    holidaySchedules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          scheduleName\n          country\n          paymentNetwork\n          year\n          holidays {\n            id\n            holidayName\n            staticDate\n            dynamicRule {\n              nthOccurrence\n              dayOfWeek\n              month\n            }\n          }\n        }\n      }\n    }\n  }\n": types.HolidaySchedulesDocument,
    "\n  query GetPaymentNetworks {\n    getPaymentNetworks {\n      country\n      paymentNetworks\n    }\n  }\n": types.GetPaymentNetworksDocument,
    "\n  query PaymentProcessingTimeRules($skip: Int, $limit: Int) {\n    paymentProcessingTimeRules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          paymentType\n          paymentNetwork\n          timeZone\n          processingSchedules {\n            id\n            cutoffTime\n            weekdays\n            daysToProcess\n            description\n          }\n          providerInfo {\n            banks\n          }\n        }\n      }\n    }\n  }\n": types.PaymentProcessingTimeRulesDocument,
    "\n  fragment BusinessSetupFields on BusinessSetup {\n    businessId\n    name\n    tinOrEinNumber\n    industry\n    location { zipcode address address2 city state country }\n    products\n    registrationDate\n    isPaymentsApproved\n    paymentTime { time timeZone }\n    emailSettings\n    connectedPaymentSystems\n    sharedPaymentMethods {\n      actualSharedPaymentMethod { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt }\n      inactiveSharedPaymentMethods { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt updatedAt }\n    }\n    accountingSystems { key name connected everConnected mode vendorsUpdatedAt writeBackAccount writeBackAccountNeeded }\n    acumatica { url isHashExists }\n    branding { description logoContentType logoFileName logoSize logoUpdatedAt }\n    registration {\n      serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount\n      connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer paymentTimeSet isVisitedActiveUserPage\n    }\n  }\n": types.BusinessSetupFieldsFragmentDoc,
    "query BusinessSetup { businessSetup { ...BusinessSetupFields } }": types.BusinessSetupDocument,
    "mutation MarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }": types.MarkActiveUsersPageVisitedDocument,
    "mutation SetupRegistrationDate { setupRegistrationDate { status } }": types.SetupRegistrationDateDocument,
    "\n  fragment FinancialInstitutionFields on FinancialInstitution {\n    id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate\n  }\n": types.FinancialInstitutionFieldsFragmentDoc,
    "\n  query FinancialInstitutions($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...FinancialInstitutionFields } }\n    }\n  }\n": types.FinancialInstitutionsDocument,
    "\n  query FinancialInstitution($id: ID!) {\n    financialInstitution(id: $id) { ...FinancialInstitutionFields }\n  }\n": types.FinancialInstitutionDocument,
    "\n  mutation CreateFinancialInstitution($input: FinancialInstitutionInput!) {\n    createFinancialInstitution(input: $input) { id }\n  }\n": types.CreateFinancialInstitutionDocument,
    "\n  mutation UpdateFinancialInstitution($id: ID!, $input: FinancialInstitutionInput!) {\n    updateFinancialInstitution(id: $id, input: $input) { id }\n  }\n": types.UpdateFinancialInstitutionDocument,
    "\n  query RoutingNumberInstitution($routingNumber: String!) {\n    routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName }\n  }\n": types.RoutingNumberInstitutionDocument,
    "\n  query AccountingSystems {\n    accountingSystems { key name active route siteLink idType }\n  }\n": types.AccountingSystemsDocument,
    "\n  query Integrations($skip: Int, $limit: Int) {\n    accountingSystems { key name active route siteLink idType }\n    crmIntegrations { key name connected logo { url alt } }\n    accountingSystemContacts(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id systemName contactName email phoneNumber message businessName createdAt } }\n    }\n  }\n": types.IntegrationsDocument,
    "\n  mutation SetAccountingSystemActive($key: ID!, $active: Boolean!) {\n    setAccountingSystemActive(key: $key, active: $active) { key name active }\n  }\n": types.SetAccountingSystemActiveDocument,
    "\n  mutation SetCrmIntegrationConnected($key: ID!, $connected: Boolean!) {\n    setCrmIntegrationConnected(key: $key, connected: $connected) { key name connected }\n  }\n": types.SetCrmIntegrationConnectedDocument,
    "\n  mutation AccountingSystemContact($input: AccountingSystemContactInput!) {\n    accountingSystemContact(input: $input) { id }\n  }\n": types.AccountingSystemContactDocument,
    "\n  mutation CreateHolidaySchedule($input: HolidayScheduleInput!) {\n    createHolidaySchedule(input: $input) {\n      id\n    }\n  }\n": types.CreateHolidayScheduleDocument,
    "\n  mutation UpdateHolidaySchedule($id: ID!, $input: HolidayScheduleInput!) {\n    updateHolidaySchedule(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdateHolidayScheduleDocument,
    "\n  mutation DeleteHolidaySchedule($id: ID!) {\n    deleteHolidaySchedule(id: $id)\n  }\n": types.DeleteHolidayScheduleDocument,
    "\n  mutation CreatePaymentProcessingTimeRule($input: PaymentProcessingTimeRuleInput!) {\n    createPaymentProcessingTimeRule(input: $input) {\n      id\n    }\n  }\n": types.CreatePaymentProcessingTimeRuleDocument,
    "\n  mutation UpdatePaymentProcessingTimeRule($id: ID!, $input: PaymentProcessingTimeRuleInput!) {\n    updatePaymentProcessingTimeRule(id: $id, input: $input) {\n      id\n    }\n  }\n": types.UpdatePaymentProcessingTimeRuleDocument,
    "\n  mutation DeletePaymentProcessingTimeRule($id: ID!) {\n    deletePaymentProcessingTimeRule(id: $id)\n  }\n": types.DeletePaymentProcessingTimeRuleDocument,
    "\n  fragment ProductFields on Product {\n    id name price description active\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  fragment ServiceLevelFields on ServiceLevel {\n    id name shortDescription description active tags products { ...ProductFields }\n    initialTerm { duration unit price } renewalTerm { duration unit price }\n  }\n": types.ServiceLevelFieldsFragmentDoc,
    "\n  query ServiceLevels($skip: Int, $limit: Int, $filter: ServiceLevelFilter) {\n    serviceLevels(skip: $skip, limit: $limit, filter: $filter) { meta { count } edges { node { ...ServiceLevelFields } } }\n  }\n": types.ServiceLevelsDocument,
    "\n  query Products($skip: Int, $limit: Int) {\n    products(skip: $skip, limit: $limit) { meta { count } edges { node { ...ProductFields } } }\n  }\n": types.ProductsDocument,
    "\n  query SubscriptionBusiness($id: ID!) {\n    business(id: $id) {\n      id name goLiveDate registrationDate billingAmount\n      subscriptionSettings { termsAccepted legalAccepted actualServiceLevel { ...ServiceLevelFields } }\n      products { ...ProductFields }\n    }\n  }\n": types.SubscriptionBusinessDocument,
    "\n  query SubscriptionInvoices($skip: Int, $limit: Int) {\n    subscriptionInvoices(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id uniqueId serviceLevelName term billDate periodEnd billingAmount isProcessed status } }\n    }\n  }\n": types.SubscriptionInvoicesDocument,
    "\n  query SubscriptionSummary($date: String) {\n    subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } }\n    businessesByServiceLevel {\n      serviceLevel { id name active initialTerm { duration unit price } renewalTerm { duration unit price } }\n      businesses { id name goLiveDate registrationDate termsAccepted legalAccepted billedTotal }\n    }\n  }\n": types.SubscriptionSummaryDocument,
    "\n  mutation CreateServiceLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }\n": types.CreateServiceLevelDocument,
    "\n  mutation UpdateServiceLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { id } }\n": types.UpdateServiceLevelDocument,
    "\n  mutation DeleteServiceLevel($id: ID!) { deleteServiceLevel(id: $id) }\n": types.DeleteServiceLevelDocument,
    "\n  mutation AddProductToServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    addProductToServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name products { id name } }\n  }\n": types.AddProductToServiceLevelDocument,
    "\n  mutation RemoveProductFromServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    removeProductFromServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name }\n  }\n": types.RemoveProductFromServiceLevelDocument,
    "\n  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }\n": types.UpdateProductDocument,
    "\n  mutation SetupServiceLevel($serviceLevelId: ID!) {\n    setupServiceLevel(serviceLevelId: $serviceLevelId) { id subscriptionSettings { actualServiceLevel { id name } } }\n  }\n": types.SetupServiceLevelDocument,
    "\n  mutation SetupSubscriptionTerms($input: SubscriptionTermsInput!) {\n    setupSubscriptionTerms(input: $input) { id subscriptionSettings { termsAccepted legalAccepted } }\n  }\n": types.SetupSubscriptionTermsDocument,
    "\n  mutation SetupGoLiveDate($goLiveDate: String) { setupGoLiveDate(goLiveDate: $goLiveDate) { status goLiveDate } }\n": types.SetupGoLiveDateDocument,
    "\n  mutation ApprovePayments($ids: [ID!]!) {\n    approvePayments(ids: $ids) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n": types.ApprovePaymentsDocument,
    "\n  mutation RejectPayments($ids: [ID!]!, $reason: String) {\n    rejectPayments(ids: $ids, reason: $reason) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n": types.RejectPaymentsDocument,
    "\n  fragment ConsumerListFields on Consumer {\n    consumerId\n    firstName\n    lastName\n    email\n    phoneNumber\n    year\n    make\n    model\n    businessName\n    processStatus\n    bankName\n    accountNumberLast4\n  }\n": types.ConsumerListFieldsFragmentDoc,
    "\n  query ConsumersList($skip: Int, $limit: Int, $filter: ConsumerFilter) {\n    consumers(skip: $skip, limit: $limit, filter: $filter) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          initialPayment\n          registrationStatus\n          createdAt\n          debitAuthorization\n          collectBlock\n        }\n      }\n    }\n  }\n": types.ConsumersListDocument,
    "\n  query VendorFilterOptions {\n    payableVendors {\n      id\n      name\n    }\n  }\n": types.VendorFilterOptionsDocument,
    "\n  query PaymentDetail($id: ID!) {\n    paymentTransferTransaction(id: $id) {\n      ...TransactionFields\n      achFileId\n      payerPhoneNumber\n      accountingSystemBillInfo\n      statusDetails {\n        status\n        code\n        datetime\n        description\n      }\n      debitAuthorization {\n        textVersion\n        text\n        textSha256\n        acceptedAt\n        ipAddress\n        userAgent\n        accountLast4\n        amount\n      }\n      instantRecall {\n        state\n        reasonCode\n        reason\n        refusalCode\n        refusal\n        requestedAt\n        resolvedAt\n      }\n      instantPaymentRequest {\n        state\n        network\n        expiresAt\n        reasonCode\n      }\n    }\n  }\n": types.PaymentDetailDocument,
    "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelPaymentDocument,
    "\n  mutation RecallInstantPayment($id: ID!, $reasonCode: String!) {\n    recallInstantPayment(id: $id, reasonCode: $reasonCode) {\n      state\n      refusal\n    }\n  }\n": types.RecallInstantPaymentDocument,
    "\n  query SendPaymentOptions {\n    payableVendors {\n      id\n      name\n      bankName\n      accountNumberLast4\n      payoutChangeHeld\n      awaitingBankDetails\n    }\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      payingAccount {\n        bankName\n        last4\n      }\n    }\n  }\n": types.SendPaymentOptionsDocument,
    "\n  query VendorPaymentDueDate($dueDate: String, $sameDayAch: Boolean) {\n    businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) {\n      date\n      time\n      timezone\n    }\n    expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate, sameDayAch: $sameDayAch)\n  }\n": types.VendorPaymentDueDateDocument,
    "\n  query SameDayAchCutoff($timeZone: String!) {\n    sameDayAchCutoff(timeZone: $timeZone) {\n      open\n      text\n      closedMessage\n    }\n  }\n": types.SameDayAchCutoffDocument,
    "\n  mutation CreateVendorPayment($input: CreateVendorPaymentInput!) {\n    createVendorPayment(input: $input) {\n      id\n      status\n      purchaseId\n    }\n  }\n": types.CreateVendorPaymentDocument,
    "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  previousRecipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n  accountCheck {\n    method\n    until\n  }\n}": types.TransactionFieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      email\n      businessId\n      businessName\n      isBusinessRegistered\n      goLiveDate\n      isBusinessRightsAvailable\n      isPaymentsApproved\n      products\n      connectedAccountingSystems\n      vendorId\n      bankId\n      isMFA\n      mfaPreference\n      setupExpiredAt\n      timeZone\n      asksForVehicle\n      registration {\n        setup { ...BusinessSetupFields }\n        hasSuccessfulTestPayment\n        paymentTestWaiting\n      }\n    }\n  }\n": types.ViewerDocument,
    "\n  query MicroDepositCheck($token: String!) {\n    microDepositCheck(token: $token) {\n      businessName\n      accountLast4\n    }\n  }\n": types.MicroDepositCheckDocument,
    "\n  mutation ConfirmMicroDeposits($token: String!, $firstAmount: String!, $secondAmount: String!) {\n    confirmMicroDeposits(token: $token, firstAmount: $firstAmount, secondAmount: $secondAmount) {\n      message\n    }\n  }\n": types.ConfirmMicroDepositsDocument,
    "\n  query BusinessDashboard($period: Int) {\n    businessDashboard(period: $period) {\n      business {\n        id\n        name\n        businessType\n        goLiveDate\n        registrationDate\n        location {\n          city\n          state\n        }\n        subscriptionSettings {\n          actualServiceLevel {\n            name\n            shortDescription\n          }\n        }\n      }\n      employeesCount\n      employeesWithRightsCount\n      vendorsCount\n      serviceLevelName\n      products\n      payments {\n        ...PaymentFiguresFields\n      }\n    }\n  }\n": types.BusinessDashboardDocument,
    "\n  mutation UpdateAcumaticaSettings($input: AcumaticaSettingsInput!) {\n    updateAcumaticaSettings(input: $input) { acumatica { url isHashExists } }\n  }\n": types.UpdateAcumaticaSettingsDocument,
    "\n  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {\n    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }\n  }\n": types.SetPaymentsApprovalDocument,
    "\n  mutation SetBusinessBankAccount($input: BankAccountInput!) {\n    setBusinessBankAccount(input: $input) { id }\n  }\n": types.SetBusinessBankAccountDocument,
    "\n  query BankAccountSubscriptionDebitAuthorization {\n    subscriptionDebitAuthorization { needed text accountLast4 acceptedAt }\n  }\n": types.BankAccountSubscriptionDebitAuthorizationDocument,
    "\n  mutation AcceptSubscriptionDebitAuthorization($userAgent: String) {\n    acceptSubscriptionDebitAuthorization(accepted: true, userAgent: $userAgent) { acceptedAt }\n  }\n": types.AcceptSubscriptionDebitAuthorizationDocument,
    "\n  fragment BankCredentialFields on BankCredentialSettingsInfo {\n    name clientId companyIdForACHPayment isBankCredentialExists status\n  }\n": types.BankCredentialFieldsFragmentDoc,
    "\n  query PaymentSystemsSettings {\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      infoForUpdatingSettingsOfPaymentSystems {\n        jackHenry { ...BankCredentialFields }\n        bankOfAmerica { ...BankCredentialFields }\n        usBank { ...BankCredentialFields }\n        bridgeBank { ...BankCredentialFields }\n        wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status }\n      }\n    }\n  }\n": types.PaymentSystemsSettingsDocument,
    "\n  mutation UpdateBankCredentials($paymentSystem: String!, $input: BankCredentialsInput!) {\n    updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems }\n  }\n": types.UpdateBankCredentialsDocument,
    "\n  mutation UpdateWellsFargoSettings($input: WellsFargoSettingsInput!) {\n    updateWellsFargoSettings(input: $input) { connectedPaymentSystems }\n  }\n": types.UpdateWellsFargoSettingsDocument,
    "\n  query SampleDueDate($paymentType: String!, $paymentNetwork: String!, $initiatedAt: String!, $timeZone: String!) {\n    paymentDueDate(paymentType: $paymentType, paymentNetwork: $paymentNetwork, initiatedAt: $initiatedAt, timeZone: $timeZone) {\n      date\n      time\n      timezone\n    }\n  }\n": types.SampleDueDateDocument,
    "mutation AnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }": types.AnswerAccountingSystemDocument,
    "mutation DisconnectAccountingSystem($system: String!) { disconnectAccountingSystem(system: $system) { businessId } }": types.DisconnectAccountingSystemDocument,
    "\n  mutation SendTestPayment($input: SendTestPaymentInput!) {\n    sendTestPayment(input: $input) { id moneyAmount paymentProcessStatus }\n  }\n": types.SendTestPaymentDocument,
    "\n  query PaymentTestStatus {\n    paymentTest { proof goesNow waiting provenOn accountLast4 microDeposits { sent arrivesOn attemptsLeft } }\n  }\n": types.PaymentTestStatusDocument,
    "\n  mutation SendPaymentTestMicroDeposits {\n    sendPaymentTestMicroDeposits { waiting }\n  }\n": types.SendPaymentTestMicroDepositsDocument,
    "\n  mutation ConfirmPaymentTestMicroDeposits($input: ConfirmPaymentTestMicroDepositsInput!) {\n    confirmPaymentTestMicroDeposits(input: $input) { waiting }\n  }\n": types.ConfirmPaymentTestMicroDepositsDocument,
    "\n  mutation SetPaymentTime($input: PaymentTimeInput!) {\n    setPaymentTime(input: $input) { businessId }\n  }\n": types.SetPaymentTimeDocument,
    "query AccountingSystemBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId paymentStatus overdue } }": types.AccountingSystemBillsDocument,
    "query AccountingBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber amount paymentStatus writeBackStatus writeBackAttempts writeBackError } }": types.AccountingBillPaymentsDocument,
    "query AccountingPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }": types.AccountingPaymentAccountsDocument,
    "mutation SetAccountingPaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id } }": types.SetAccountingPaymentAccountDocument,
    "mutation PayAccountingBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped awaitingApproval } }": types.PayAccountingBillsDocument,
    "\n  query DevSandboxStatement($limit: Int) {\n    sandboxBankStatement(limit: $limit) {\n      id\n      date\n      accountHolderName\n      accountLast4\n      descriptor\n      amountCents\n    }\n  }\n": types.DevSandboxStatementDocument,
    "\n  query ConsumerDebitSettings {\n    consumerDebitSettings { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n": types.ConsumerDebitSettingsDocument,
    "\n  mutation UpdateConsumerDebitSettings($input: ConsumerDebitSettingsInput!) {\n    updateConsumerDebitSettings(input: $input) { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n": types.UpdateConsumerDebitSettingsDocument,
    "\n  query CollectableCustomers {\n    collectableCustomers {\n      businessId\n      name\n      email\n      hasBankAccount\n      connectedAt\n    }\n  }\n": types.CollectableCustomersDocument,
    "\n  mutation RevokeDebitAuthorization($consumerId: ID!) {\n    revokeDebitAuthorization(consumerId: $consumerId) {\n      message\n    }\n  }\n": types.RevokeDebitAuthorizationDocument,
    "\n  mutation CollectPayments($input: CollectPaymentsInput!) {\n    collectPayments(input: $input) {\n      replayed\n      payments {\n        id\n        purchaseId\n      }\n    }\n  }\n": types.CollectPaymentsDocument,
    "\n  query AdminDashboard($period: Int) {\n    adminDashboard(period: $period) {\n      businessesCount\n      registeredBusinessesCount\n      usersCount\n      serviceLevelsCount\n      vendorsCount\n      banksCount\n      usersByRole {\n        label\n        count\n      }\n      businessesByServiceLevel {\n        label\n        count\n      }\n      businessesByType {\n        label\n        count\n      }\n      payments {\n        ...PaymentFiguresFields\n      }\n      businesses {\n        businessId\n        businessName\n        count\n        volume\n        succeededCount\n        failedCount\n        pendingApprovalCount\n      }\n    }\n  }\n": types.AdminDashboardDocument,
    "\n  mutation AdminRunProcessingCycle($at: String) {\n    runProcessingCycle(at: $at) {\n      at\n      achFiles\n      filedPayments\n      succeeded\n      failed\n      retried\n      awaitingConfirmation\n    }\n  }\n": types.AdminRunProcessingCycleDocument,
    "\n  query BankAccountsPage($skip: Int, $limit: Int) {\n    originatingAccounts {\n      id\n      name\n      odfiRoutingNumber\n      companyId\n      companyName\n    }\n    achFiles(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          fileName\n          createdAt\n          entries\n          totalCreditAmount\n          totalDebitAmount\n          originatingAccount {\n            id\n            companyName\n          }\n        }\n      }\n    }\n    achFileDeliveries(skip: $skip, limit: $limit) {\n      edges {\n        node {\n          achFileId\n          status\n          lastError\n          nextAttemptAt\n          deliveredAt\n        }\n      }\n    }\n  }\n": types.BankAccountsPageDocument,
    "\n  mutation RetryAchFileDelivery($achFileId: ID!, $reason: String!) {\n    retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n": types.RetryAchFileDeliveryDocument,
    "\n  mutation CancelAchFileDelivery($achFileId: ID!, $reason: String!) {\n    cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n": types.CancelAchFileDeliveryDocument,
    "\n  query AchFileChannelPage {\n    originatingAccounts { id name companyName }\n    achFileChannels {\n      originatingAccountId host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled deliverFilesFrom updatedAt lastDeliveredAt\n    }\n  }\n": types.AchFileChannelPageDocument,
    "\n  mutation SetAchFileChannelPage($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n    setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { originatingAccountName hostKeyFingerprint connectionTest { ok message } }\n  }\n": types.SetAchFileChannelPageDocument,
    "\n  query AchReturnFilesPage {\n    achReturnFiles(limit: 20) {\n      ...AchReturnFileFields\n    }\n    originatingAccounts {\n      id\n      name\n    }\n  }\n  fragment AchReturnFileFields on AchReturnFile {\n    id\n    fileName\n    source\n    receivedAt\n    problems\n    applied\n    unmatched\n    ignored\n    entries {\n      position\n      kind\n      code\n      reason\n      originalTraceNumber\n      amount\n      status\n      outcome\n      paymentId\n      paymentTransactionId\n    }\n  }\n": types.AchReturnFilesPageDocument,
    "\n  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {\n    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n      duplicate\n      file {\n        id\n        applied\n        unmatched\n        ignored\n        problems\n      }\n    }\n  }\n": types.UploadAchReturnFileDocument,
    "\n  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {\n    updateBusinessAddress(input: $input) { businessId }\n  }\n": types.UpdateBusinessAddressDocument,
    "\n  mutation UploadBusinessLogo($input: BusinessLogoInput!) {\n    uploadBusinessLogo(input: $input) { logoContentType logoSize }\n  }\n": types.UploadBusinessLogoDocument,
    "\n  mutation UpdateBranding($input: BrandingInput!) {\n    updateBranding(input: $input) { description }\n  }\n": types.UpdateBrandingDocument,
    "query BusinessLogo { businessLogo { contentType fileName contentBase64 } }": types.BusinessLogoDocument,
    "\n  mutation SetEmailSettings($emailSettings: Boolean!) {\n    setEmailSettings(emailSettings: $emailSettings) { emailSettings }\n  }\n": types.SetEmailSettingsDocument,
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
export function coreGraphql(source: "\n  fragment BusinessSummaryFields on BusinessSummary {\n    id name email phoneNumber businessType registrationDate registrationState\n    serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled createdAt\n  }\n"): (typeof documents)["\n  fragment BusinessSummaryFields on BusinessSummary {\n    id name email phoneNumber businessType registrationDate registrationState\n    serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled createdAt\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AdminBusinesses($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n"): (typeof documents)["\n  query AdminBusinesses($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Leads($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    leads(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n"): (typeof documents)["\n  query Leads($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    leads(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...BusinessSummaryFields } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment AdminBusinessFields on AdminBusiness {\n    summary { ...BusinessSummaryFields }\n    description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit accountingSystems\n    sharedPaymentMethod { bankName routingNumber last4 accountHolderName }\n    users { id email firstName lastName role enabled disableReason }\n    rail { rail label explanation originatingAccount { id name } }\n    railChoices { rail originatingAccountId label explanation }\n  }\n"): (typeof documents)["\n  fragment AdminBusinessFields on AdminBusiness {\n    summary { ...BusinessSummaryFields }\n    description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit accountingSystems\n    sharedPaymentMethod { bankName routingNumber last4 accountHolderName }\n    users { id email firstName lastName role enabled disableReason }\n    rail { rail label explanation originatingAccount { id name } }\n    railChoices { rail originatingAccountId label explanation }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AdminBusiness($id: ID!) {\n    adminBusiness(id: $id) { ...AdminBusinessFields }\n    businessDashboard(businessId: $id) {\n      employeesCount\n      vendorsCount\n      products\n      payments { ...PaymentFiguresFields }\n    }\n  }\n"): (typeof documents)["\n  query AdminBusiness($id: ID!) {\n    adminBusiness(id: $id) { ...AdminBusinessFields }\n    businessDashboard(businessId: $id) {\n      employeesCount\n      vendorsCount\n      products\n      payments { ...PaymentFiguresFields }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateBusinessSettings($id: ID!, $input: BusinessSettingsInput!) {\n    updateBusinessSettings(id: $id, input: $input) { summary { id } }\n  }\n"): (typeof documents)["\n  mutation UpdateBusinessSettings($id: ID!, $input: BusinessSettingsInput!) {\n    updateBusinessSettings(id: $id, input: $input) { summary { id } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) {\n    setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { summary { id name } rail { label } }\n  }\n"): (typeof documents)["\n  mutation SetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) {\n    setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { summary { id name } rail { label } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetBusinessUsersDisabled($id: ID!, $disabled: Boolean!) {\n    setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { id name usersDisabled } }\n  }\n"): (typeof documents)["\n  mutation SetBusinessUsersDisabled($id: ID!, $disabled: Boolean!) {\n    setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { id name usersDisabled } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Banks {\n    banks { id name routingNumbers businessesCount usersCount createdAt }\n  }\n"): (typeof documents)["\n  query Banks {\n    banks { id name routingNumbers businessesCount usersCount createdAt }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateBank($input: BankInput!) {\n    createBank(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateBank($input: BankInput!) {\n    createBank(input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateBank($id: ID!, $input: BankInput!) {\n    updateBank(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateBank($id: ID!, $input: BankInput!) {\n    updateBank(id: $id, input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query BankUsers($bankId: ID, $skip: Int, $limit: Int) {\n    bankUsers(bankId: $bankId, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id firstName lastName email phoneNumber role status bank { id name } registeredAt createdAt } }\n    }\n  }\n"): (typeof documents)["\n  query BankUsers($bankId: ID, $skip: Int, $limit: Int) {\n    bankUsers(bankId: $bankId, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id firstName lastName email phoneNumber role status bank { id name } registeredAt createdAt } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Failures($filter: FailureFilter, $skip: Int, $limit: Int) {\n    failures(filter: $filter, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } }\n    }\n  }\n"): (typeof documents)["\n  query Failures($filter: FailureFilter, $skip: Int, $limit: Int) {\n    failures(filter: $filter, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query FailureBusinesses {\n    adminBusinesses(orderBy: \"nameAsc\", limit: 500) { edges { node { id name } } }\n  }\n"): (typeof documents)["\n  query FailureBusinesses {\n    adminBusinesses(orderBy: \"nameAsc\", limit: 500) { edges { node { id name } } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query FailureCounts {\n    failureCounts { kind count }\n  }\n"): (typeof documents)["\n  query FailureCounts {\n    failureCounts { kind count }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RetryFailure($kind: String!, $id: ID!) {\n    retryFailure(kind: $kind, id: $id)\n  }\n"): (typeof documents)["\n  mutation RetryFailure($kind: String!, $id: ID!) {\n    retryFailure(kind: $kind, id: $id)\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation ResolveFailure($kind: String!, $id: ID!, $note: String!) {\n    resolveFailure(kind: $kind, id: $id, note: $note) { id resolvedAt }\n  }\n"): (typeof documents)["\n  mutation ResolveFailure($kind: String!, $id: ID!, $note: String!) {\n    resolveFailure(kind: $kind, id: $id, note: $note) { id resolvedAt }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment PaymentFiguresFields on DashboardPaymentFigures {\n    period\n    timeZone\n    from\n    to\n    days {\n      date\n      count\n      amount\n    }\n    count\n    volume\n    succeeded {\n      count\n      amount\n    }\n    failed {\n      count\n      amount\n    }\n    pendingApprovalCount\n    upcoming {\n      date\n      count\n      amount\n    }\n    notDelivered {\n      count\n      amount\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentFiguresFields on DashboardPaymentFigures {\n    period\n    timeZone\n    from\n    to\n    days {\n      date\n      count\n      amount\n    }\n    count\n    volume\n    succeeded {\n      count\n      amount\n    }\n    failed {\n      count\n      amount\n    }\n    pendingApprovalCount\n    upcoming {\n      date\n      count\n      amount\n    }\n    notDelivered {\n      count\n      amount\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ApiClientFields on ApiClient {\n    id name applicationName clientId isExpired createdAt secretRotatedAt previousSecretExpiresAt\n    expiredAt { date time timezone at }\n  }\n"): (typeof documents)["\n  fragment ApiClientFields on ApiClient {\n    id name applicationName clientId isExpired createdAt secretRotatedAt previousSecretExpiresAt\n    expiredAt { date time timezone at }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n      webhookEndpoints {\n        id url events createdAt\n        deliveries(limit: 10) { id eventId eventType paymentId status attempts responseStatus lastError createdAt lastAttemptAt }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiClients {\n    apiClients {\n      ...ApiClientFields\n      webhookEndpoints {\n        id url events createdAt\n        deliveries(limit: 10) { id eventId eventType paymentId status attempts responseStatus lastError createdAt lastAttemptAt }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id name } credentials { clientId clientSecret } } }"): (typeof documents)["mutation CreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { apiClient { id name } credentials { clientId clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }"): (typeof documents)["mutation UpdateApiClient($id: ID!, $input: ApiClientInput!) { updateApiClient(id: $id, input: $input) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RotateApiClientSecret($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { apiClient { id name } credentials { clientId clientSecret } } }"): (typeof documents)["mutation RotateApiClientSecret($id: ID!, $grace: String!) { rotateApiClientSecret(id: $id, grace: $grace) { apiClient { id name } credentials { clientId clientSecret } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RemoveApiClient($id: ID!) { removeApiClient(id: $id) }"): (typeof documents)["mutation RemoveApiClient($id: ID!) { removeApiClient(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CreateWebhookEndpoint($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url } signingSecret } }"): (typeof documents)["mutation CreateWebhookEndpoint($apiClientId: ID!, $input: WebhookEndpointInput!) { createWebhookEndpoint(apiClientId: $apiClientId, input: $input) { endpoint { id url } signingSecret } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RemoveWebhookEndpoint($id: ID!) { removeWebhookEndpoint(id: $id) }"): (typeof documents)["mutation RemoveWebhookEndpoint($id: ID!) { removeWebhookEndpoint(id: $id) }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { id status } }"): (typeof documents)["mutation ResendWebhookDelivery($id: ID!) { resendWebhookDelivery(id: $id) { id status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ConnectionFields on Connection {\n    id kind status activationStatus sentAt expiresAt acceptedAt createdAt consumerId initialPayment isBusinessRightsAvailable bank role\n    targetUserInfo { email phoneNumber firstName lastName }\n    targetBusinessInfo { name tags location { address city state zipcode country } }\n  }\n"): (typeof documents)["\n  fragment ConnectionFields on Connection {\n    id kind status activationStatus sentAt expiresAt acceptedAt createdAt consumerId initialPayment isBusinessRightsAvailable bank role\n    targetUserInfo { email phoneNumber firstName lastName }\n    targetBusinessInfo { name tags location { address city state zipcode country } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ConnectionPayloadFields on ConnectionPayload { connection { ...ConnectionFields } invitationLink message }\n"): (typeof documents)["\n  fragment ConnectionPayloadFields on ConnectionPayload { connection { ...ConnectionFields } invitationLink message }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment RegistrationPayloadFields on RegistrationPayload {\n    accessToken refreshToken id role email phoneNumber message consumerId initialPaymentTransactionId initialPaymentAmount accountValidation\n  }\n"): (typeof documents)["\n  fragment RegistrationPayloadFields on RegistrationPayload {\n    accessToken refreshToken id role email phoneNumber message consumerId initialPaymentTransactionId initialPaymentAmount accountValidation\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation EmployeeConnection($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation EmployeeConnection($input: EmployeeConnectionInput!) { employeeConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation VendorConnection($input: VendorConnectionInput!) { vendorConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation VendorConnection($input: VendorConnectionInput!) { vendorConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CustomerConnection($input: BusinessConnectionInput!) { customerConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation CustomerConnection($input: BusinessConnectionInput!) { customerConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ConsumerConnection($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation ConsumerConnection($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation BusinessConnection($input: BusinessConnectionInput!) { businessConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation BankUserConnection($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation BankUserConnection($input: BankUserConnectionInput!) { bankUserConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UpdateConnection($input: UpdateConnectionInput!) { updateConnection(input: $input) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation UpdateConnection($input: UpdateConnectionInput!) { updateConnection(input: $input) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ConnectionInvitationLink($id: ID!) { connectionInvitationLink(id: $id) { ...ConnectionPayloadFields } }"): (typeof documents)["mutation ConnectionInvitationLink($id: ID!) { connectionInvitationLink(id: $id) { ...ConnectionPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RemoveConnection($id: ID!) { removeConnection(id: $id) { status message } }"): (typeof documents)["mutation RemoveConnection($id: ID!) { removeConnection(id: $id) { status message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CreateBusinessEmployee($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { employeeId } }"): (typeof documents)["mutation CreateBusinessEmployee($input: CreateBusinessEmployeeInput!) { createBusinessEmployee(input: $input) { employeeId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UpdateBusinessEmployee($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId } }"): (typeof documents)["mutation UpdateBusinessEmployee($input: UpdateBusinessEmployeeInput!) { updateBusinessEmployee(input: $input) { employeeId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query Connections($kind: String!, $status: String, $skip: Int, $limit: Int) { connections(kind: $kind, status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { ...ConnectionFields } } } }"): (typeof documents)["query Connections($kind: String!, $status: String, $skip: Int, $limit: Int) { connections(kind: $kind, status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { ...ConnectionFields } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessUsers($status: String, $skip: Int, $limit: Int) { businessUsers(status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { employeeId userId firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt blockedAt } } } }"): (typeof documents)["query BusinessUsers($status: String, $skip: Int, $limit: Int) { businessUsers(status: $status, skip: $skip, limit: $limit) { meta { count } edges { node { employeeId userId firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt blockedAt } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt asksForMailboxCode fixedFields { name value } waitingPayments { payer amount referenceNumber purchaseId } targetBusinessInfo { name location { address city state zipcode } } } }"): (typeof documents)["query ConnectionInvitation($kind: String!, $token: String!) { connectionInvitation(kind: $kind, token: $token) { kind asksForVehicle email firstName lastName phoneNumber invitedBy bankName role year make model description initialPayment selfSignUp debitAuthorizationText expiresAt asksForMailboxCode fixedFields { name value } waitingPayments { payer amount referenceNumber purchaseId } targetBusinessInfo { name location { address city state zipcode } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }"): (typeof documents)["query SignUpBusiness($id: ID!) { signUpBusiness(id: $id) { id name asksForVehicle } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }"): (typeof documents)["mutation RequestSignUpLink($kind: String!, $email: String!) { requestSignUpLink(kind: $kind, email: $email) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterBusinessEmployee($token: String!, $input: RegistrationInput!) { registration: registerBusinessEmployee(token: $token, input: $input) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterBusinessEmployee($token: String!, $input: RegistrationInput!) { registration: registerBusinessEmployee(token: $token, input: $input) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterVendor($token: String!, $input: RegistrationInput!) { registration: registerVendor(token: $token, input: $input) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterVendor($token: String!, $input: RegistrationInput!) { registration: registerVendor(token: $token, input: $input) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterCustomer($token: String, $input: RegistrationInput!) { registration: registerCustomer(token: $token, input: $input) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterCustomer($token: String, $input: RegistrationInput!) { registration: registerCustomer(token: $token, input: $input) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterBusinessConsumer($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) { registration: registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterBusinessConsumer($token: String, $businessId: ID, $input: RegistrationInput!, $userAgent: String) { registration: registerBusinessConsumer(token: $token, businessId: $businessId, input: $input, userAgent: $userAgent) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterBusiness($token: String, $input: RegistrationInput!) { registration: registerBusiness(token: $token, input: $input) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterBusiness($token: String, $input: RegistrationInput!) { registration: registerBusiness(token: $token, input: $input) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation RegisterBankUser($token: String!, $input: RegistrationInput!) { registration: registerBankUser(token: $token, input: $input) { ...RegistrationPayloadFields } }"): (typeof documents)["mutation RegisterBankUser($token: String!, $input: RegistrationInput!) { registration: registerBankUser(token: $token, input: $input) { ...RegistrationPayloadFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SendInvitationCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }"): (typeof documents)["mutation SendInvitationCode($kind: String!, $token: String!) { sendInvitationCode(kind: $kind, token: $token) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation ConfirmInvitationCode($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { message } }"): (typeof documents)["mutation ConfirmInvitationCode($kind: String!, $token: String!, $code: String!) { confirmInvitationCode(kind: $kind, token: $token, code: $code) { message } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query OnDemandConsumers($skip: Int, $limit: Int) {\n    consumers(skip: $skip, limit: $limit, filter: { processStatus: \"active\" }) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          lastReturn {\n            paymentId\n            purchaseId\n            status\n            returnCode\n            paymentErrorMessage\n            at\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnDemandConsumers($skip: Int, $limit: Int) {\n    consumers(skip: $skip, limit: $limit, filter: { processStatus: \"active\" }) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          lastReturn {\n            paymentId\n            purchaseId\n            status\n            returnCode\n            paymentErrorMessage\n            at\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumerId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateConsumer($input: CreateConsumerInput!) {\n    createConsumer(input: $input) {\n      consumerId\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query OnDemandAchArrival {\n    expectedArrivalDate(paymentType: \"onDemand\")\n  }\n"): (typeof documents)["\n  query OnDemandAchArrival {\n    expectedArrivalDate(paymentType: \"onDemand\")\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AccountingAuthorizationUrl($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"): (typeof documents)["mutation AccountingAuthorizationUrl($system: String!) { accountingAuthorizationUrl(system: $system) { url } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation CompleteAccountingConnection($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }"): (typeof documents)["mutation CompleteAccountingConnection($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query Payees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name email externalId status hasBankAccount accountNumberLast4 city state possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }"): (typeof documents)["query Payees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name email externalId status hasBankAccount accountNumberLast4 city state possibleDuplicateOf { id name reason accountNumberLast4 } linkedTo { id name reason accountNumberLast4 } } } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetPayeesStatus($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }"): (typeof documents)["mutation SetPayeesStatus($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation LinkPayees($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id } }"): (typeof documents)["mutation LinkPayees($system: String!, $links: [PayeeLinkInput!]!) { linkPayees(system: $system, links: $links) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation UnlinkPayee($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id name } }"): (typeof documents)["mutation UnlinkPayee($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id name } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SyncPayees($system: String!) { syncPayees(system: $system) { created updated } }"): (typeof documents)["mutation SyncPayees($system: String!) { syncPayees(system: $system) { created updated } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateVendor($input: CreateVendorInput!) {\n    createVendor(input: $input) { id name }\n  }\n"): (typeof documents)["\n  mutation CreateVendor($input: CreateVendorInput!) {\n    createVendor(input: $input) { id name }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query VendorManagerAccount {\n    vendorManagerAccount {\n      vendorId\n      vendorName\n      bankAccountChangedAt\n      bankAccount { bankName routingNumber accountNumberLast4 accountHolderName }\n      companyDetails { description email phoneNumber address address2 city state zipcode country }\n    }\n  }\n"): (typeof documents)["\n  query VendorManagerAccount {\n    vendorManagerAccount {\n      vendorId\n      vendorName\n      bankAccountChangedAt\n      bankAccount { bankName routingNumber accountNumberLast4 accountHolderName }\n      companyDetails { description email phoneNumber address address2 city state zipcode country }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateVendorCompanyDetails($input: VendorCompanyDetailsInput!) {\n    updateVendorCompanyDetails(input: $input) { vendorId }\n  }\n"): (typeof documents)["\n  mutation UpdateVendorCompanyDetails($input: VendorCompanyDetailsInput!) {\n    updateVendorCompanyDetails(input: $input) { vendorId }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation ChangeVendorPayoutAccount($input: BankAccountInput!) {\n    changeVendorPayoutAccount(input: $input) { vendorId }\n  }\n"): (typeof documents)["\n  mutation ChangeVendorPayoutAccount($input: BankAccountInput!) {\n    changeVendorPayoutAccount(input: $input) { vendorId }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query HolidaySchedules($skip: Int, $limit: Int) {\n    holidaySchedules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          scheduleName\n          country\n          paymentNetwork\n          year\n          holidays {\n            id\n            holidayName\n            staticDate\n            dynamicRule {\n              nthOccurrence\n              dayOfWeek\n              month\n            }\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HolidaySchedules($skip: Int, $limit: Int) {\n    holidaySchedules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          scheduleName\n          country\n          paymentNetwork\n          year\n          holidays {\n            id\n            holidayName\n            staticDate\n            dynamicRule {\n              nthOccurrence\n              dayOfWeek\n              month\n            }\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query GetPaymentNetworks {\n    getPaymentNetworks {\n      country\n      paymentNetworks\n    }\n  }\n"): (typeof documents)["\n  query GetPaymentNetworks {\n    getPaymentNetworks {\n      country\n      paymentNetworks\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query PaymentProcessingTimeRules($skip: Int, $limit: Int) {\n    paymentProcessingTimeRules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          paymentType\n          paymentNetwork\n          timeZone\n          processingSchedules {\n            id\n            cutoffTime\n            weekdays\n            daysToProcess\n            description\n          }\n          providerInfo {\n            banks\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentProcessingTimeRules($skip: Int, $limit: Int) {\n    paymentProcessingTimeRules(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          paymentType\n          paymentNetwork\n          timeZone\n          processingSchedules {\n            id\n            cutoffTime\n            weekdays\n            daysToProcess\n            description\n          }\n          providerInfo {\n            banks\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment BusinessSetupFields on BusinessSetup {\n    businessId\n    name\n    tinOrEinNumber\n    industry\n    location { zipcode address address2 city state country }\n    products\n    registrationDate\n    isPaymentsApproved\n    paymentTime { time timeZone }\n    emailSettings\n    connectedPaymentSystems\n    sharedPaymentMethods {\n      actualSharedPaymentMethod { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt }\n      inactiveSharedPaymentMethods { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt updatedAt }\n    }\n    accountingSystems { key name connected everConnected mode vendorsUpdatedAt writeBackAccount writeBackAccountNeeded }\n    acumatica { url isHashExists }\n    branding { description logoContentType logoFileName logoSize logoUpdatedAt }\n    registration {\n      serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount\n      connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer paymentTimeSet isVisitedActiveUserPage\n    }\n  }\n"): (typeof documents)["\n  fragment BusinessSetupFields on BusinessSetup {\n    businessId\n    name\n    tinOrEinNumber\n    industry\n    location { zipcode address address2 city state country }\n    products\n    registrationDate\n    isPaymentsApproved\n    paymentTime { time timeZone }\n    emailSettings\n    connectedPaymentSystems\n    sharedPaymentMethods {\n      actualSharedPaymentMethod { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt }\n      inactiveSharedPaymentMethods { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt updatedAt }\n    }\n    accountingSystems { key name connected everConnected mode vendorsUpdatedAt writeBackAccount writeBackAccountNeeded }\n    acumatica { url isHashExists }\n    branding { description logoContentType logoFileName logoSize logoUpdatedAt }\n    registration {\n      serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount\n      connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer paymentTimeSet isVisitedActiveUserPage\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessSetup { businessSetup { ...BusinessSetupFields } }"): (typeof documents)["query BusinessSetup { businessSetup { ...BusinessSetupFields } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation MarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }"): (typeof documents)["mutation MarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetupRegistrationDate { setupRegistrationDate { status } }"): (typeof documents)["mutation SetupRegistrationDate { setupRegistrationDate { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment FinancialInstitutionFields on FinancialInstitution {\n    id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate\n  }\n"): (typeof documents)["\n  fragment FinancialInstitutionFields on FinancialInstitution {\n    id routingId participantId participantName institutionId institutionName receiveServices receivingConnection participantActivationDate\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query FinancialInstitutions($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...FinancialInstitutionFields } }\n    }\n  }\n"): (typeof documents)["\n  query FinancialInstitutions($filter: FinancialInstitutionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    financialInstitutions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { ...FinancialInstitutionFields } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query FinancialInstitution($id: ID!) {\n    financialInstitution(id: $id) { ...FinancialInstitutionFields }\n  }\n"): (typeof documents)["\n  query FinancialInstitution($id: ID!) {\n    financialInstitution(id: $id) { ...FinancialInstitutionFields }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateFinancialInstitution($input: FinancialInstitutionInput!) {\n    createFinancialInstitution(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation CreateFinancialInstitution($input: FinancialInstitutionInput!) {\n    createFinancialInstitution(input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateFinancialInstitution($id: ID!, $input: FinancialInstitutionInput!) {\n    updateFinancialInstitution(id: $id, input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation UpdateFinancialInstitution($id: ID!, $input: FinancialInstitutionInput!) {\n    updateFinancialInstitution(id: $id, input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query RoutingNumberInstitution($routingNumber: String!) {\n    routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName }\n  }\n"): (typeof documents)["\n  query RoutingNumberInstitution($routingNumber: String!) {\n    routingNumberInstitution(routingNumber: $routingNumber) { routingId bankName }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AccountingSystems {\n    accountingSystems { key name active route siteLink idType }\n  }\n"): (typeof documents)["\n  query AccountingSystems {\n    accountingSystems { key name active route siteLink idType }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Integrations($skip: Int, $limit: Int) {\n    accountingSystems { key name active route siteLink idType }\n    crmIntegrations { key name connected logo { url alt } }\n    accountingSystemContacts(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id systemName contactName email phoneNumber message businessName createdAt } }\n    }\n  }\n"): (typeof documents)["\n  query Integrations($skip: Int, $limit: Int) {\n    accountingSystems { key name active route siteLink idType }\n    crmIntegrations { key name connected logo { url alt } }\n    accountingSystemContacts(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id systemName contactName email phoneNumber message businessName createdAt } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetAccountingSystemActive($key: ID!, $active: Boolean!) {\n    setAccountingSystemActive(key: $key, active: $active) { key name active }\n  }\n"): (typeof documents)["\n  mutation SetAccountingSystemActive($key: ID!, $active: Boolean!) {\n    setAccountingSystemActive(key: $key, active: $active) { key name active }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetCrmIntegrationConnected($key: ID!, $connected: Boolean!) {\n    setCrmIntegrationConnected(key: $key, connected: $connected) { key name connected }\n  }\n"): (typeof documents)["\n  mutation SetCrmIntegrationConnected($key: ID!, $connected: Boolean!) {\n    setCrmIntegrationConnected(key: $key, connected: $connected) { key name connected }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation AccountingSystemContact($input: AccountingSystemContactInput!) {\n    accountingSystemContact(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation AccountingSystemContact($input: AccountingSystemContactInput!) {\n    accountingSystemContact(input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateHolidaySchedule($input: HolidayScheduleInput!) {\n    createHolidaySchedule(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHolidaySchedule($input: HolidayScheduleInput!) {\n    createHolidaySchedule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateHolidaySchedule($id: ID!, $input: HolidayScheduleInput!) {\n    updateHolidaySchedule(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHolidaySchedule($id: ID!, $input: HolidayScheduleInput!) {\n    updateHolidaySchedule(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation DeleteHolidaySchedule($id: ID!) {\n    deleteHolidaySchedule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteHolidaySchedule($id: ID!) {\n    deleteHolidaySchedule(id: $id)\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreatePaymentProcessingTimeRule($input: PaymentProcessingTimeRuleInput!) {\n    createPaymentProcessingTimeRule(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentProcessingTimeRule($input: PaymentProcessingTimeRuleInput!) {\n    createPaymentProcessingTimeRule(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdatePaymentProcessingTimeRule($id: ID!, $input: PaymentProcessingTimeRuleInput!) {\n    updatePaymentProcessingTimeRule(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentProcessingTimeRule($id: ID!, $input: PaymentProcessingTimeRuleInput!) {\n    updatePaymentProcessingTimeRule(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation DeletePaymentProcessingTimeRule($id: ID!) {\n    deletePaymentProcessingTimeRule(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePaymentProcessingTimeRule($id: ID!) {\n    deletePaymentProcessingTimeRule(id: $id)\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ProductFields on Product {\n    id name price description active\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    id name price description active\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ServiceLevelFields on ServiceLevel {\n    id name shortDescription description active tags products { ...ProductFields }\n    initialTerm { duration unit price } renewalTerm { duration unit price }\n  }\n"): (typeof documents)["\n  fragment ServiceLevelFields on ServiceLevel {\n    id name shortDescription description active tags products { ...ProductFields }\n    initialTerm { duration unit price } renewalTerm { duration unit price }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query ServiceLevels($skip: Int, $limit: Int, $filter: ServiceLevelFilter) {\n    serviceLevels(skip: $skip, limit: $limit, filter: $filter) { meta { count } edges { node { ...ServiceLevelFields } } }\n  }\n"): (typeof documents)["\n  query ServiceLevels($skip: Int, $limit: Int, $filter: ServiceLevelFilter) {\n    serviceLevels(skip: $skip, limit: $limit, filter: $filter) { meta { count } edges { node { ...ServiceLevelFields } } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Products($skip: Int, $limit: Int) {\n    products(skip: $skip, limit: $limit) { meta { count } edges { node { ...ProductFields } } }\n  }\n"): (typeof documents)["\n  query Products($skip: Int, $limit: Int) {\n    products(skip: $skip, limit: $limit) { meta { count } edges { node { ...ProductFields } } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SubscriptionBusiness($id: ID!) {\n    business(id: $id) {\n      id name goLiveDate registrationDate billingAmount\n      subscriptionSettings { termsAccepted legalAccepted actualServiceLevel { ...ServiceLevelFields } }\n      products { ...ProductFields }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionBusiness($id: ID!) {\n    business(id: $id) {\n      id name goLiveDate registrationDate billingAmount\n      subscriptionSettings { termsAccepted legalAccepted actualServiceLevel { ...ServiceLevelFields } }\n      products { ...ProductFields }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SubscriptionInvoices($skip: Int, $limit: Int) {\n    subscriptionInvoices(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id uniqueId serviceLevelName term billDate periodEnd billingAmount isProcessed status } }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionInvoices($skip: Int, $limit: Int) {\n    subscriptionInvoices(skip: $skip, limit: $limit) {\n      meta { count }\n      edges { node { id uniqueId serviceLevelName term billDate periodEnd billingAmount isProcessed status } }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SubscriptionSummary($date: String) {\n    subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } }\n    businessesByServiceLevel {\n      serviceLevel { id name active initialTerm { duration unit price } renewalTerm { duration unit price } }\n      businesses { id name goLiveDate registrationDate termsAccepted legalAccepted billedTotal }\n    }\n  }\n"): (typeof documents)["\n  query SubscriptionSummary($date: String) {\n    subscriptionSummary(date: $date) { date forOneDay { total count } forAllTime { total count } }\n    businessesByServiceLevel {\n      serviceLevel { id name active initialTerm { duration unit price } renewalTerm { duration unit price } }\n      businesses { id name goLiveDate registrationDate termsAccepted legalAccepted billedTotal }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateServiceLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateServiceLevel($input: ServiceLevelInput!) { createServiceLevel(input: $input) { id } }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateServiceLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateServiceLevel($id: ID!, $input: ServiceLevelInput!) { updateServiceLevel(id: $id, input: $input) { id } }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation DeleteServiceLevel($id: ID!) { deleteServiceLevel(id: $id) }\n"): (typeof documents)["\n  mutation DeleteServiceLevel($id: ID!) { deleteServiceLevel(id: $id) }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation AddProductToServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    addProductToServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name products { id name } }\n  }\n"): (typeof documents)["\n  mutation AddProductToServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    addProductToServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name products { id name } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RemoveProductFromServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    removeProductFromServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name }\n  }\n"): (typeof documents)["\n  mutation RemoveProductFromServiceLevel($serviceLevelId: ID!, $productId: ID!) {\n    removeProductFromServiceLevel(serviceLevelId: $serviceLevelId, productId: $productId) { id name }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) { createProduct(input: $input) { id } }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $input: ProductInput!) { updateProduct(id: $id, input: $input) { id } }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetupServiceLevel($serviceLevelId: ID!) {\n    setupServiceLevel(serviceLevelId: $serviceLevelId) { id subscriptionSettings { actualServiceLevel { id name } } }\n  }\n"): (typeof documents)["\n  mutation SetupServiceLevel($serviceLevelId: ID!) {\n    setupServiceLevel(serviceLevelId: $serviceLevelId) { id subscriptionSettings { actualServiceLevel { id name } } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetupSubscriptionTerms($input: SubscriptionTermsInput!) {\n    setupSubscriptionTerms(input: $input) { id subscriptionSettings { termsAccepted legalAccepted } }\n  }\n"): (typeof documents)["\n  mutation SetupSubscriptionTerms($input: SubscriptionTermsInput!) {\n    setupSubscriptionTerms(input: $input) { id subscriptionSettings { termsAccepted legalAccepted } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetupGoLiveDate($goLiveDate: String) { setupGoLiveDate(goLiveDate: $goLiveDate) { status goLiveDate } }\n"): (typeof documents)["\n  mutation SetupGoLiveDate($goLiveDate: String) { setupGoLiveDate(goLiveDate: $goLiveDate) { status goLiveDate } }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation ApprovePayments($ids: [ID!]!) {\n    approvePayments(ids: $ids) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePayments($ids: [ID!]!) {\n    approvePayments(ids: $ids) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RejectPayments($ids: [ID!]!, $reason: String) {\n    rejectPayments(ids: $ids, reason: $reason) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPayments($ids: [ID!]!, $reason: String) {\n    rejectPayments(ids: $ids, reason: $reason) {\n      payments {\n        id\n      }\n      skippedIds\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment ConsumerListFields on Consumer {\n    consumerId\n    firstName\n    lastName\n    email\n    phoneNumber\n    year\n    make\n    model\n    businessName\n    processStatus\n    bankName\n    accountNumberLast4\n  }\n"): (typeof documents)["\n  fragment ConsumerListFields on Consumer {\n    consumerId\n    firstName\n    lastName\n    email\n    phoneNumber\n    year\n    make\n    model\n    businessName\n    processStatus\n    bankName\n    accountNumberLast4\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query ConsumersList($skip: Int, $limit: Int, $filter: ConsumerFilter) {\n    consumers(skip: $skip, limit: $limit, filter: $filter) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          initialPayment\n          registrationStatus\n          createdAt\n          debitAuthorization\n          collectBlock\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConsumersList($skip: Int, $limit: Int, $filter: ConsumerFilter) {\n    consumers(skip: $skip, limit: $limit, filter: $filter) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          ...ConsumerListFields\n          initialPayment\n          registrationStatus\n          createdAt\n          debitAuthorization\n          collectBlock\n        }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query VendorFilterOptions {\n    payableVendors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query VendorFilterOptions {\n    payableVendors {\n      id\n      name\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query PaymentDetail($id: ID!) {\n    paymentTransferTransaction(id: $id) {\n      ...TransactionFields\n      achFileId\n      payerPhoneNumber\n      accountingSystemBillInfo\n      statusDetails {\n        status\n        code\n        datetime\n        description\n      }\n      debitAuthorization {\n        textVersion\n        text\n        textSha256\n        acceptedAt\n        ipAddress\n        userAgent\n        accountLast4\n        amount\n      }\n      instantRecall {\n        state\n        reasonCode\n        reason\n        refusalCode\n        refusal\n        requestedAt\n        resolvedAt\n      }\n      instantPaymentRequest {\n        state\n        network\n        expiresAt\n        reasonCode\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentDetail($id: ID!) {\n    paymentTransferTransaction(id: $id) {\n      ...TransactionFields\n      achFileId\n      payerPhoneNumber\n      accountingSystemBillInfo\n      statusDetails {\n        status\n        code\n        datetime\n        description\n      }\n      debitAuthorization {\n        textVersion\n        text\n        textSha256\n        acceptedAt\n        ipAddress\n        userAgent\n        accountLast4\n        amount\n      }\n      instantRecall {\n        state\n        reasonCode\n        reason\n        refusalCode\n        refusal\n        requestedAt\n        resolvedAt\n      }\n      instantPaymentRequest {\n        state\n        network\n        expiresAt\n        reasonCode\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelPayment($id: ID!) {\n    cancelPayment(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RecallInstantPayment($id: ID!, $reasonCode: String!) {\n    recallInstantPayment(id: $id, reasonCode: $reasonCode) {\n      state\n      refusal\n    }\n  }\n"): (typeof documents)["\n  mutation RecallInstantPayment($id: ID!, $reasonCode: String!) {\n    recallInstantPayment(id: $id, reasonCode: $reasonCode) {\n      state\n      refusal\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SendPaymentOptions {\n    payableVendors {\n      id\n      name\n      bankName\n      accountNumberLast4\n      payoutChangeHeld\n      awaitingBankDetails\n    }\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      payingAccount {\n        bankName\n        last4\n      }\n    }\n  }\n"): (typeof documents)["\n  query SendPaymentOptions {\n    payableVendors {\n      id\n      name\n      bankName\n      accountNumberLast4\n      payoutChangeHeld\n      awaitingBankDetails\n    }\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      payingAccount {\n        bankName\n        last4\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query VendorPaymentDueDate($dueDate: String, $sameDayAch: Boolean) {\n    businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) {\n      date\n      time\n      timezone\n    }\n    expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate, sameDayAch: $sameDayAch)\n  }\n"): (typeof documents)["\n  query VendorPaymentDueDate($dueDate: String, $sameDayAch: Boolean) {\n    businessPaymentDueDate(paymentType: \"vendor\", dueDate: $dueDate) {\n      date\n      time\n      timezone\n    }\n    expectedArrivalDate(paymentType: \"vendor\", dueDate: $dueDate, sameDayAch: $sameDayAch)\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SameDayAchCutoff($timeZone: String!) {\n    sameDayAchCutoff(timeZone: $timeZone) {\n      open\n      text\n      closedMessage\n    }\n  }\n"): (typeof documents)["\n  query SameDayAchCutoff($timeZone: String!) {\n    sameDayAchCutoff(timeZone: $timeZone) {\n      open\n      text\n      closedMessage\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CreateVendorPayment($input: CreateVendorPaymentInput!) {\n    createVendorPayment(input: $input) {\n      id\n      status\n      purchaseId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateVendorPayment($input: CreateVendorPaymentInput!) {\n    createVendorPayment(input: $input) {\n      id\n      status\n      purchaseId\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  previousRecipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n  accountCheck {\n    method\n    until\n  }\n}"): (typeof documents)["fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  previousRecipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n  accountCheck {\n    method\n    until\n  }\n}"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query Viewer {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      email\n      businessId\n      businessName\n      isBusinessRegistered\n      goLiveDate\n      isBusinessRightsAvailable\n      isPaymentsApproved\n      products\n      connectedAccountingSystems\n      vendorId\n      bankId\n      isMFA\n      mfaPreference\n      setupExpiredAt\n      timeZone\n      asksForVehicle\n      registration {\n        setup { ...BusinessSetupFields }\n        hasSuccessfulTestPayment\n        paymentTestWaiting\n      }\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      role\n      firstName\n      lastName\n      email\n      businessId\n      businessName\n      isBusinessRegistered\n      goLiveDate\n      isBusinessRightsAvailable\n      isPaymentsApproved\n      products\n      connectedAccountingSystems\n      vendorId\n      bankId\n      isMFA\n      mfaPreference\n      setupExpiredAt\n      timeZone\n      asksForVehicle\n      registration {\n        setup { ...BusinessSetupFields }\n        hasSuccessfulTestPayment\n        paymentTestWaiting\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query MicroDepositCheck($token: String!) {\n    microDepositCheck(token: $token) {\n      businessName\n      accountLast4\n    }\n  }\n"): (typeof documents)["\n  query MicroDepositCheck($token: String!) {\n    microDepositCheck(token: $token) {\n      businessName\n      accountLast4\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation ConfirmMicroDeposits($token: String!, $firstAmount: String!, $secondAmount: String!) {\n    confirmMicroDeposits(token: $token, firstAmount: $firstAmount, secondAmount: $secondAmount) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmMicroDeposits($token: String!, $firstAmount: String!, $secondAmount: String!) {\n    confirmMicroDeposits(token: $token, firstAmount: $firstAmount, secondAmount: $secondAmount) {\n      message\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query BusinessDashboard($period: Int) {\n    businessDashboard(period: $period) {\n      business {\n        id\n        name\n        businessType\n        goLiveDate\n        registrationDate\n        location {\n          city\n          state\n        }\n        subscriptionSettings {\n          actualServiceLevel {\n            name\n            shortDescription\n          }\n        }\n      }\n      employeesCount\n      employeesWithRightsCount\n      vendorsCount\n      serviceLevelName\n      products\n      payments {\n        ...PaymentFiguresFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessDashboard($period: Int) {\n    businessDashboard(period: $period) {\n      business {\n        id\n        name\n        businessType\n        goLiveDate\n        registrationDate\n        location {\n          city\n          state\n        }\n        subscriptionSettings {\n          actualServiceLevel {\n            name\n            shortDescription\n          }\n        }\n      }\n      employeesCount\n      employeesWithRightsCount\n      vendorsCount\n      serviceLevelName\n      products\n      payments {\n        ...PaymentFiguresFields\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateAcumaticaSettings($input: AcumaticaSettingsInput!) {\n    updateAcumaticaSettings(input: $input) { acumatica { url isHashExists } }\n  }\n"): (typeof documents)["\n  mutation UpdateAcumaticaSettings($input: AcumaticaSettingsInput!) {\n    updateAcumaticaSettings(input: $input) { acumatica { url isHashExists } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {\n    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }\n  }\n"): (typeof documents)["\n  mutation SetPaymentsApproval($isPaymentsApproved: Boolean!) {\n    setPaymentsApproval(isPaymentsApproved: $isPaymentsApproved) { isPaymentsApproved }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetBusinessBankAccount($input: BankAccountInput!) {\n    setBusinessBankAccount(input: $input) { id }\n  }\n"): (typeof documents)["\n  mutation SetBusinessBankAccount($input: BankAccountInput!) {\n    setBusinessBankAccount(input: $input) { id }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query BankAccountSubscriptionDebitAuthorization {\n    subscriptionDebitAuthorization { needed text accountLast4 acceptedAt }\n  }\n"): (typeof documents)["\n  query BankAccountSubscriptionDebitAuthorization {\n    subscriptionDebitAuthorization { needed text accountLast4 acceptedAt }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation AcceptSubscriptionDebitAuthorization($userAgent: String) {\n    acceptSubscriptionDebitAuthorization(accepted: true, userAgent: $userAgent) { acceptedAt }\n  }\n"): (typeof documents)["\n  mutation AcceptSubscriptionDebitAuthorization($userAgent: String) {\n    acceptSubscriptionDebitAuthorization(accepted: true, userAgent: $userAgent) { acceptedAt }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  fragment BankCredentialFields on BankCredentialSettingsInfo {\n    name clientId companyIdForACHPayment isBankCredentialExists status\n  }\n"): (typeof documents)["\n  fragment BankCredentialFields on BankCredentialSettingsInfo {\n    name clientId companyIdForACHPayment isBankCredentialExists status\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query PaymentSystemsSettings {\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      infoForUpdatingSettingsOfPaymentSystems {\n        jackHenry { ...BankCredentialFields }\n        bankOfAmerica { ...BankCredentialFields }\n        usBank { ...BankCredentialFields }\n        bridgeBank { ...BankCredentialFields }\n        wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentSystemsSettings {\n    paymentSystemsSettings {\n      connectedPaymentSystems\n      infoForUpdatingSettingsOfPaymentSystems {\n        jackHenry { ...BankCredentialFields }\n        bankOfAmerica { ...BankCredentialFields }\n        usBank { ...BankCredentialFields }\n        bridgeBank { ...BankCredentialFields }\n        wellsFargo { name isAuthCertificateExists isBankCredentialExists isPassphraseExists certificateFileName keyFileName gatewayEntityId paymentType status }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateBankCredentials($paymentSystem: String!, $input: BankCredentialsInput!) {\n    updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems }\n  }\n"): (typeof documents)["\n  mutation UpdateBankCredentials($paymentSystem: String!, $input: BankCredentialsInput!) {\n    updateBankCredentials(paymentSystem: $paymentSystem, input: $input) { connectedPaymentSystems }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateWellsFargoSettings($input: WellsFargoSettingsInput!) {\n    updateWellsFargoSettings(input: $input) { connectedPaymentSystems }\n  }\n"): (typeof documents)["\n  mutation UpdateWellsFargoSettings($input: WellsFargoSettingsInput!) {\n    updateWellsFargoSettings(input: $input) { connectedPaymentSystems }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query SampleDueDate($paymentType: String!, $paymentNetwork: String!, $initiatedAt: String!, $timeZone: String!) {\n    paymentDueDate(paymentType: $paymentType, paymentNetwork: $paymentNetwork, initiatedAt: $initiatedAt, timeZone: $timeZone) {\n      date\n      time\n      timezone\n    }\n  }\n"): (typeof documents)["\n  query SampleDueDate($paymentType: String!, $paymentNetwork: String!, $initiatedAt: String!, $timeZone: String!) {\n    paymentDueDate(paymentType: $paymentType, paymentNetwork: $paymentNetwork, initiatedAt: $initiatedAt, timeZone: $timeZone) {\n      date\n      time\n      timezone\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation AnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }"): (typeof documents)["mutation AnswerAccountingSystem($answer: String) { answerAccountingSystem(answer: $answer) { status } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation DisconnectAccountingSystem($system: String!) { disconnectAccountingSystem(system: $system) { businessId } }"): (typeof documents)["mutation DisconnectAccountingSystem($system: String!) { disconnectAccountingSystem(system: $system) { businessId } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SendTestPayment($input: SendTestPaymentInput!) {\n    sendTestPayment(input: $input) { id moneyAmount paymentProcessStatus }\n  }\n"): (typeof documents)["\n  mutation SendTestPayment($input: SendTestPaymentInput!) {\n    sendTestPayment(input: $input) { id moneyAmount paymentProcessStatus }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query PaymentTestStatus {\n    paymentTest { proof goesNow waiting provenOn accountLast4 microDeposits { sent arrivesOn attemptsLeft } }\n  }\n"): (typeof documents)["\n  query PaymentTestStatus {\n    paymentTest { proof goesNow waiting provenOn accountLast4 microDeposits { sent arrivesOn attemptsLeft } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SendPaymentTestMicroDeposits {\n    sendPaymentTestMicroDeposits { waiting }\n  }\n"): (typeof documents)["\n  mutation SendPaymentTestMicroDeposits {\n    sendPaymentTestMicroDeposits { waiting }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation ConfirmPaymentTestMicroDeposits($input: ConfirmPaymentTestMicroDepositsInput!) {\n    confirmPaymentTestMicroDeposits(input: $input) { waiting }\n  }\n"): (typeof documents)["\n  mutation ConfirmPaymentTestMicroDeposits($input: ConfirmPaymentTestMicroDepositsInput!) {\n    confirmPaymentTestMicroDeposits(input: $input) { waiting }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetPaymentTime($input: PaymentTimeInput!) {\n    setPaymentTime(input: $input) { businessId }\n  }\n"): (typeof documents)["\n  mutation SetPaymentTime($input: PaymentTimeInput!) {\n    setPaymentTime(input: $input) { businessId }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AccountingSystemBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId paymentStatus overdue } }"): (typeof documents)["query AccountingSystemBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId paymentStatus overdue } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AccountingBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber amount paymentStatus writeBackStatus writeBackAttempts writeBackError } }"): (typeof documents)["query AccountingBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber amount paymentStatus writeBackStatus writeBackAttempts writeBackError } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query AccountingPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }"): (typeof documents)["query AccountingPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation SetAccountingPaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id } }"): (typeof documents)["mutation SetAccountingPaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "mutation PayAccountingBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped awaitingApproval } }"): (typeof documents)["mutation PayAccountingBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped awaitingApproval } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query DevSandboxStatement($limit: Int) {\n    sandboxBankStatement(limit: $limit) {\n      id\n      date\n      accountHolderName\n      accountLast4\n      descriptor\n      amountCents\n    }\n  }\n"): (typeof documents)["\n  query DevSandboxStatement($limit: Int) {\n    sandboxBankStatement(limit: $limit) {\n      id\n      date\n      accountHolderName\n      accountLast4\n      descriptor\n      amountCents\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query ConsumerDebitSettings {\n    consumerDebitSettings { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n"): (typeof documents)["\n  query ConsumerDebitSettings {\n    consumerDebitSettings { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateConsumerDebitSettings($input: ConsumerDebitSettingsInput!) {\n    updateConsumerDebitSettings(input: $input) { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n"): (typeof documents)["\n  mutation UpdateConsumerDebitSettings($input: ConsumerDebitSettingsInput!) {\n    updateConsumerDebitSettings(input: $input) { perDebitLimit perConsumerPerDayLimit accountValidation }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query CollectableCustomers {\n    collectableCustomers {\n      businessId\n      name\n      email\n      hasBankAccount\n      connectedAt\n    }\n  }\n"): (typeof documents)["\n  query CollectableCustomers {\n    collectableCustomers {\n      businessId\n      name\n      email\n      hasBankAccount\n      connectedAt\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RevokeDebitAuthorization($consumerId: ID!) {\n    revokeDebitAuthorization(consumerId: $consumerId) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeDebitAuthorization($consumerId: ID!) {\n    revokeDebitAuthorization(consumerId: $consumerId) {\n      message\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CollectPayments($input: CollectPaymentsInput!) {\n    collectPayments(input: $input) {\n      replayed\n      payments {\n        id\n        purchaseId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CollectPayments($input: CollectPaymentsInput!) {\n    collectPayments(input: $input) {\n      replayed\n      payments {\n        id\n        purchaseId\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AdminDashboard($period: Int) {\n    adminDashboard(period: $period) {\n      businessesCount\n      registeredBusinessesCount\n      usersCount\n      serviceLevelsCount\n      vendorsCount\n      banksCount\n      usersByRole {\n        label\n        count\n      }\n      businessesByServiceLevel {\n        label\n        count\n      }\n      businessesByType {\n        label\n        count\n      }\n      payments {\n        ...PaymentFiguresFields\n      }\n      businesses {\n        businessId\n        businessName\n        count\n        volume\n        succeededCount\n        failedCount\n        pendingApprovalCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminDashboard($period: Int) {\n    adminDashboard(period: $period) {\n      businessesCount\n      registeredBusinessesCount\n      usersCount\n      serviceLevelsCount\n      vendorsCount\n      banksCount\n      usersByRole {\n        label\n        count\n      }\n      businessesByServiceLevel {\n        label\n        count\n      }\n      businessesByType {\n        label\n        count\n      }\n      payments {\n        ...PaymentFiguresFields\n      }\n      businesses {\n        businessId\n        businessName\n        count\n        volume\n        succeededCount\n        failedCount\n        pendingApprovalCount\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation AdminRunProcessingCycle($at: String) {\n    runProcessingCycle(at: $at) {\n      at\n      achFiles\n      filedPayments\n      succeeded\n      failed\n      retried\n      awaitingConfirmation\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRunProcessingCycle($at: String) {\n    runProcessingCycle(at: $at) {\n      at\n      achFiles\n      filedPayments\n      succeeded\n      failed\n      retried\n      awaitingConfirmation\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query BankAccountsPage($skip: Int, $limit: Int) {\n    originatingAccounts {\n      id\n      name\n      odfiRoutingNumber\n      companyId\n      companyName\n    }\n    achFiles(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          fileName\n          createdAt\n          entries\n          totalCreditAmount\n          totalDebitAmount\n          originatingAccount {\n            id\n            companyName\n          }\n        }\n      }\n    }\n    achFileDeliveries(skip: $skip, limit: $limit) {\n      edges {\n        node {\n          achFileId\n          status\n          lastError\n          nextAttemptAt\n          deliveredAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BankAccountsPage($skip: Int, $limit: Int) {\n    originatingAccounts {\n      id\n      name\n      odfiRoutingNumber\n      companyId\n      companyName\n    }\n    achFiles(skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id\n          fileName\n          createdAt\n          entries\n          totalCreditAmount\n          totalDebitAmount\n          originatingAccount {\n            id\n            companyName\n          }\n        }\n      }\n    }\n    achFileDeliveries(skip: $skip, limit: $limit) {\n      edges {\n        node {\n          achFileId\n          status\n          lastError\n          nextAttemptAt\n          deliveredAt\n        }\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation RetryAchFileDelivery($achFileId: ID!, $reason: String!) {\n    retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n"): (typeof documents)["\n  mutation RetryAchFileDelivery($achFileId: ID!, $reason: String!) {\n    retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation CancelAchFileDelivery($achFileId: ID!, $reason: String!) {\n    cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n"): (typeof documents)["\n  mutation CancelAchFileDelivery($achFileId: ID!, $reason: String!) {\n    cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AchFileChannelPage {\n    originatingAccounts { id name companyName }\n    achFileChannels {\n      originatingAccountId host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled deliverFilesFrom updatedAt lastDeliveredAt\n    }\n  }\n"): (typeof documents)["\n  query AchFileChannelPage {\n    originatingAccounts { id name companyName }\n    achFileChannels {\n      originatingAccountId host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled deliverFilesFrom updatedAt lastDeliveredAt\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetAchFileChannelPage($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n    setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { originatingAccountName hostKeyFingerprint connectionTest { ok message } }\n  }\n"): (typeof documents)["\n  mutation SetAchFileChannelPage($originatingAccountId: ID!, $input: AchFileChannelInput!) {\n    setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { originatingAccountName hostKeyFingerprint connectionTest { ok message } }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  query AchReturnFilesPage {\n    achReturnFiles(limit: 20) {\n      ...AchReturnFileFields\n    }\n    originatingAccounts {\n      id\n      name\n    }\n  }\n  fragment AchReturnFileFields on AchReturnFile {\n    id\n    fileName\n    source\n    receivedAt\n    problems\n    applied\n    unmatched\n    ignored\n    entries {\n      position\n      kind\n      code\n      reason\n      originalTraceNumber\n      amount\n      status\n      outcome\n      paymentId\n      paymentTransactionId\n    }\n  }\n"): (typeof documents)["\n  query AchReturnFilesPage {\n    achReturnFiles(limit: 20) {\n      ...AchReturnFileFields\n    }\n    originatingAccounts {\n      id\n      name\n    }\n  }\n  fragment AchReturnFileFields on AchReturnFile {\n    id\n    fileName\n    source\n    receivedAt\n    problems\n    applied\n    unmatched\n    ignored\n    entries {\n      position\n      kind\n      code\n      reason\n      originalTraceNumber\n      amount\n      status\n      outcome\n      paymentId\n      paymentTransactionId\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {\n    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n      duplicate\n      file {\n        id\n        applied\n        unmatched\n        ignored\n        problems\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {\n    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {\n      duplicate\n      file {\n        id\n        applied\n        unmatched\n        ignored\n        problems\n      }\n    }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {\n    updateBusinessAddress(input: $input) { businessId }\n  }\n"): (typeof documents)["\n  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {\n    updateBusinessAddress(input: $input) { businessId }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UploadBusinessLogo($input: BusinessLogoInput!) {\n    uploadBusinessLogo(input: $input) { logoContentType logoSize }\n  }\n"): (typeof documents)["\n  mutation UploadBusinessLogo($input: BusinessLogoInput!) {\n    uploadBusinessLogo(input: $input) { logoContentType logoSize }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation UpdateBranding($input: BrandingInput!) {\n    updateBranding(input: $input) { description }\n  }\n"): (typeof documents)["\n  mutation UpdateBranding($input: BrandingInput!) {\n    updateBranding(input: $input) { description }\n  }\n"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "query BusinessLogo { businessLogo { contentType fileName contentBase64 } }"): (typeof documents)["query BusinessLogo { businessLogo { contentType fileName contentBase64 } }"];
/**
 * The coreGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function coreGraphql(source: "\n  mutation SetEmailSettings($emailSettings: Boolean!) {\n    setEmailSettings(emailSettings: $emailSettings) { emailSettings }\n  }\n"): (typeof documents)["\n  mutation SetEmailSettings($emailSettings: Boolean!) {\n    setEmailSettings(emailSettings: $emailSettings) { emailSettings }\n  }\n"];

export function coreGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;