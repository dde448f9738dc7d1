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
    "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n}": typeof types.TransactionFieldsFragmentDoc,
    "\n  query TestPayments {\n    testPaymentTransferTransactions(orderBy: \"createdAtDesc\", skip: 0, limit: 10) {\n      meta { count }\n      edges { node { id status paymentProcessStatus paymentErrorMessage moneyAmount createdDate dueDateTime { date time timezone } } }\n    }\n  }\n": typeof types.TestPaymentsDocument,
    "\n  query ReportTask($id: ID!) {\n    reportTask(id: $id) {\n      id\n      reportName\n      format\n      status\n      parts\n      finishedParts {\n        index\n        skip\n      }\n      failedParts {\n        index\n        skip\n      }\n      rowCount\n      fileName\n      fileAvailable\n      error\n    }\n  }\n": typeof types.ReportTaskDocument,
    "\n  mutation CreateReportTask($input: CreateReportTaskInput!) {\n    createReportTask(input: $input) {\n      id\n    }\n  }\n": typeof types.CreateReportTaskDocument,
    "\n  query ReportExportState($id: ID!) {\n    reportTask(id: $id) {\n      status\n      parts\n      rowCount\n      fileAvailable\n    }\n  }\n": typeof types.ReportExportStateDocument,
    "\n  query OnDemandPayments($filter: PaymentTransferTransactionFilter, $skip: Int, $limit: Int) {\n    paymentTransferTransactions(filter: $filter, orderBy: \"createdAtDesc\", skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id status purchaseId paymentTransactionId paymentErrorMessage returnCode moneyAmount description referenceNumber createdDate\n          dueDateTime { date time timezone } business { name } recipient { accountHolderName accountNumberLast4 }\n        }\n      }\n    }\n  }\n": typeof types.OnDemandPaymentsDocument,
    "\n  query GeneralTransfersList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.GeneralTransfersListDocument,
    "\n  query PendingApprovalList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: pendingApprovalPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.PendingApprovalListDocument,
    "\n  query TestList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: testPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.TestListDocument,
    "\n  query SubscriptionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: subscriptionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.SubscriptionListDocument,
    "\n  query ApiList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: apiPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.ApiListDocument,
    "\n  query VendorList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: vendorPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.VendorListDocument,
    "\n  query InstantCollectionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: instantCollectionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.InstantCollectionListDocument,
    "\n  query OnDemandList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: onDemandPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": typeof types.OnDemandListDocument,
    "\n  query TransactionHistory($purchaseId: String!) {\n    transactionHistory(purchaseId: $purchaseId) {\n      paymentTransferTransactionId\n      createdDate\n      dueDateTime {\n        date\n        time\n        timezone\n      }\n      moneyAmount\n      paymentProcessStatus\n    }\n  }\n": typeof types.TransactionHistoryDocument,
};
const documents: Documents = {
    "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n}": types.TransactionFieldsFragmentDoc,
    "\n  query TestPayments {\n    testPaymentTransferTransactions(orderBy: \"createdAtDesc\", skip: 0, limit: 10) {\n      meta { count }\n      edges { node { id status paymentProcessStatus paymentErrorMessage moneyAmount createdDate dueDateTime { date time timezone } } }\n    }\n  }\n": types.TestPaymentsDocument,
    "\n  query ReportTask($id: ID!) {\n    reportTask(id: $id) {\n      id\n      reportName\n      format\n      status\n      parts\n      finishedParts {\n        index\n        skip\n      }\n      failedParts {\n        index\n        skip\n      }\n      rowCount\n      fileName\n      fileAvailable\n      error\n    }\n  }\n": types.ReportTaskDocument,
    "\n  mutation CreateReportTask($input: CreateReportTaskInput!) {\n    createReportTask(input: $input) {\n      id\n    }\n  }\n": types.CreateReportTaskDocument,
    "\n  query ReportExportState($id: ID!) {\n    reportTask(id: $id) {\n      status\n      parts\n      rowCount\n      fileAvailable\n    }\n  }\n": types.ReportExportStateDocument,
    "\n  query OnDemandPayments($filter: PaymentTransferTransactionFilter, $skip: Int, $limit: Int) {\n    paymentTransferTransactions(filter: $filter, orderBy: \"createdAtDesc\", skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id status purchaseId paymentTransactionId paymentErrorMessage returnCode moneyAmount description referenceNumber createdDate\n          dueDateTime { date time timezone } business { name } recipient { accountHolderName accountNumberLast4 }\n        }\n      }\n    }\n  }\n": types.OnDemandPaymentsDocument,
    "\n  query GeneralTransfersList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.GeneralTransfersListDocument,
    "\n  query PendingApprovalList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: pendingApprovalPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.PendingApprovalListDocument,
    "\n  query TestList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: testPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.TestListDocument,
    "\n  query SubscriptionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: subscriptionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.SubscriptionListDocument,
    "\n  query ApiList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: apiPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.ApiListDocument,
    "\n  query VendorList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: vendorPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.VendorListDocument,
    "\n  query InstantCollectionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: instantCollectionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.InstantCollectionListDocument,
    "\n  query OnDemandList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: onDemandPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n": types.OnDemandListDocument,
    "\n  query TransactionHistory($purchaseId: String!) {\n    transactionHistory(purchaseId: $purchaseId) {\n      paymentTransferTransactionId\n      createdDate\n      dueDateTime {\n        date\n        time\n        timezone\n      }\n      moneyAmount\n      paymentProcessStatus\n    }\n  }\n": types.TransactionHistoryDocument,
};

/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = reportsGraphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function reportsGraphql(source: string): unknown;

/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n}"): (typeof documents)["fragment TransactionFields on PaymentTransferTransaction {\n  id\n  type\n  status\n  purchaseId\n  paymentTransactionId\n  paymentBankStatus\n  paymentProcessStatus\n  paymentErrorMessage\n  returnCode\n  moneyAmount\n  description\n  referenceNumber\n  createdDate\n  dueDateTime {\n    date\n    time\n    timezone\n  }\n  business {\n    id\n    name\n  }\n  vendor {\n    id\n    name\n  }\n  customer {\n    id\n    name\n  }\n  contactName\n  accountingSystem\n  paymentMethod {\n    bankName\n    routingNumber\n    paymentSystem\n  }\n  paymentParticipants {\n    buyer\n    recipient\n  }\n  reportType\n  collectionType\n  recipient {\n    bankName\n    accountHolderName\n    accountNumberLast4\n  }\n  rail\n  sentAt\n  settledAt\n  settlementDate\n  createdBy {\n    id\n    name\n  }\n  payoutHold\n}"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query TestPayments {\n    testPaymentTransferTransactions(orderBy: \"createdAtDesc\", skip: 0, limit: 10) {\n      meta { count }\n      edges { node { id status paymentProcessStatus paymentErrorMessage moneyAmount createdDate dueDateTime { date time timezone } } }\n    }\n  }\n"): (typeof documents)["\n  query TestPayments {\n    testPaymentTransferTransactions(orderBy: \"createdAtDesc\", skip: 0, limit: 10) {\n      meta { count }\n      edges { node { id status paymentProcessStatus paymentErrorMessage moneyAmount createdDate dueDateTime { date time timezone } } }\n    }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query ReportTask($id: ID!) {\n    reportTask(id: $id) {\n      id\n      reportName\n      format\n      status\n      parts\n      finishedParts {\n        index\n        skip\n      }\n      failedParts {\n        index\n        skip\n      }\n      rowCount\n      fileName\n      fileAvailable\n      error\n    }\n  }\n"): (typeof documents)["\n  query ReportTask($id: ID!) {\n    reportTask(id: $id) {\n      id\n      reportName\n      format\n      status\n      parts\n      finishedParts {\n        index\n        skip\n      }\n      failedParts {\n        index\n        skip\n      }\n      rowCount\n      fileName\n      fileAvailable\n      error\n    }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  mutation CreateReportTask($input: CreateReportTaskInput!) {\n    createReportTask(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateReportTask($input: CreateReportTaskInput!) {\n    createReportTask(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query ReportExportState($id: ID!) {\n    reportTask(id: $id) {\n      status\n      parts\n      rowCount\n      fileAvailable\n    }\n  }\n"): (typeof documents)["\n  query ReportExportState($id: ID!) {\n    reportTask(id: $id) {\n      status\n      parts\n      rowCount\n      fileAvailable\n    }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query OnDemandPayments($filter: PaymentTransferTransactionFilter, $skip: Int, $limit: Int) {\n    paymentTransferTransactions(filter: $filter, orderBy: \"createdAtDesc\", skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id status purchaseId paymentTransactionId paymentErrorMessage returnCode moneyAmount description referenceNumber createdDate\n          dueDateTime { date time timezone } business { name } recipient { accountHolderName accountNumberLast4 }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OnDemandPayments($filter: PaymentTransferTransactionFilter, $skip: Int, $limit: Int) {\n    paymentTransferTransactions(filter: $filter, orderBy: \"createdAtDesc\", skip: $skip, limit: $limit) {\n      meta {\n        count\n      }\n      edges {\n        node {\n          id status purchaseId paymentTransactionId paymentErrorMessage returnCode moneyAmount description referenceNumber createdDate\n          dueDateTime { date time timezone } business { name } recipient { accountHolderName accountNumberLast4 }\n        }\n      }\n    }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query GeneralTransfersList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query GeneralTransfersList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query PendingApprovalList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: pendingApprovalPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query PendingApprovalList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: pendingApprovalPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query TestList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: testPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query TestList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: testPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query SubscriptionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: subscriptionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query SubscriptionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: subscriptionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query ApiList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: apiPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query ApiList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: apiPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query VendorList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: vendorPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query VendorList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: vendorPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query InstantCollectionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: instantCollectionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query InstantCollectionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: instantCollectionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query OnDemandList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: onDemandPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"): (typeof documents)["\n  query OnDemandList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n    list: onDemandPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }\n  }\n"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "\n  query TransactionHistory($purchaseId: String!) {\n    transactionHistory(purchaseId: $purchaseId) {\n      paymentTransferTransactionId\n      createdDate\n      dueDateTime {\n        date\n        time\n        timezone\n      }\n      moneyAmount\n      paymentProcessStatus\n    }\n  }\n"): (typeof documents)["\n  query TransactionHistory($purchaseId: String!) {\n    transactionHistory(purchaseId: $purchaseId) {\n      paymentTransferTransactionId\n      createdDate\n      dueDateTime {\n        date\n        time\n        timezone\n      }\n      moneyAmount\n      paymentProcessStatus\n    }\n  }\n"];

export function reportsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;