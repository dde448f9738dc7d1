/**
 * The payments module's face: what the rest of the services may use of it (payments, approvals, calendars, rails' side, processing, payout changes, collections).
 * Loading it plugs the module into the port the rails call (api/rails/payments-port.ts).
 */
import './rail-port';

export { confirmMicroDeposits, failReturnedCheck, microDepositCheck, runAccountValidations, startAccountValidation } from './account-validation';
export { approvePayments, cancelPayment } from './approvals';
export { attachWaitingPayments, expireWaitingPayments } from './awaiting-details';
export { billIdempotencyKey, paymentsOfBills } from './bills';
export { collectPayments } from './collections';
export { authorizationTextFor, checkPerDebitLimit, consumerDebitSettingsOf, recordAuthorization, revokeAuthorizations, saveConsumerDebitSettings } from './consumer-debits';
export { consumersResolvers } from './consumers';
export { businessBankAccount, destinationOf, paymentSystemOf, vendorDestination } from './destinations';
export type { Destination } from './destinations';
export { invitedVendorsAwaitingDetails } from './invited-vendors';
export { payableVendorsResolvers, vendorFilterChoicesResolvers } from './payees';
export { setPaymentEmailLinkBase } from './payment-emails';
export { hasBankApiCredentials, paymentSystemsResolvers } from './payment-systems';
export { decidePrenoteTests, openMicroDepositTest, openPrenoteTest } from './payment-test';
export { changePayoutAccount, holdPayouts } from './payout-change';
export type { PayoutAccount } from './payout-change';
export { PAYOUT_HOLD_CODE } from './payout-hold';
export type { PayoutParty } from './payout-hold';
export { PUBLIC_HISTORY_STATUS, PUBLIC_STATUS, paymentResource, publicHistoryStatus } from './public-resource';
export { applyNewBusinessRail, assignBusinessRail, businessRail, listOriginatingAccounts, productionRailProblem } from './rails';
export type { BusinessRail } from './rails';
export { paymentsCoreResolvers } from './resolvers';
export { matchPaymentsRest } from './rest';
export { MAX_AMOUNT_CENTS, SUBMIT_JOB, appendStatus, businessProducts, createPayment, transition, transitionMany } from './service';
export type { Tx } from './service';
export { vendorNameTaken, vendorsResolvers } from './vendors';
export { paymentsWaitingForRegistration } from './waiting-for-registration';
export { WEBHOOK_JOB, WEBHOOK_JOB_MAX_ATTEMPTS } from './webhook-events';
export { failUndeliveredFile, recordFileDelivered, settleDueAchEntries, writeDueAchFiles } from './processing/nacha-filing';
export { handleSubmitBatch, instantConnectorOf } from './processing/submit';
export { emptyCycleReport } from './processing/types';
export type { CycleOptions, CycleReport } from './processing/types';
