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
    "query BusinessSetupSuccessfulTestPayments { testPaymentTransferTransactions(filter: { paymentProcessStatus: \"success\" }, skip: 0, limit: 1) { meta { count } } }": typeof types.BusinessSetupSuccessfulTestPaymentsDocument,
    "query CollectionsInstantCollectionPaymentTransferTransactions($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter) { edges { node { status collectionType customer { name } moneyAmount } } } }": typeof types.CollectionsInstantCollectionPaymentTransferTransactionsDocument,
    "query CollectionsInstantCollectionPaymentTransferTransactions2 { instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { status collectionType referenceNumber returnCode } } } }": typeof types.CollectionsInstantCollectionPaymentTransferTransactions2Document,
    "query CoreReportsHealth { reportsHealth { status } }": typeof types.CoreReportsHealthDocument,
    "query CoreReportsHealth2 { reportsHealth { status } }": typeof types.CoreReportsHealth2Document,
    "query DashboardsPendingReport { pendingApprovalPaymentTransferTransactions(limit: 1) { meta { count } } }": typeof types.DashboardsPendingReportDocument,
    "query EdgeInputList($filter: PaymentTransferTransactionFilter, $after: String) { paymentTransferTransactions(filter: $filter, limit: 5, after: $after) { meta { count } } }": typeof types.EdgeInputListDocument,
    "query EdgeInputPaymentTransferTransactions { paymentTransferTransactions(limit: 2) { pageInfo { endCursor } } }": typeof types.EdgeInputPaymentTransferTransactionsDocument,
    "fragment ExportsTask on ReportTask { id reportName format status parts rowCount fileName fileAvailable error createdAt finishedParts { index skip } failedParts { index skip } }": typeof types.ExportsTaskFragmentDoc,
    "mutation ExportsCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { ...ExportsTask } }": typeof types.ExportsCreateDocument,
    "query ExportsRead($id: ID!) { reportTask(id: $id) { ...ExportsTask } }": typeof types.ExportsReadDocument,
    "mutation HistoryExportCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { id reportName format status fileName } }": typeof types.HistoryExportCreateDocument,
    "query MoneyListsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {\n    meta { count } edges { cursor node { id createdBy { id name } payoutHold } } pageInfo { endCursor hasNextPage } } }": typeof types.MoneyListsListDocument,
    "query MoneyList($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }": typeof types.MoneyListDocument,
    "query MoneyPending { pendingApprovalPaymentTransferTransactions(skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }": typeof types.MoneyPendingDocument,
    "query PayeesBesideList { list: paymentTransferTransactions(limit: 1) { meta { count } } vendors: vendorFilterChoices { id name } }": typeof types.PayeesBesideListDocument,
    "query PayeesVendorFilterChoices { vendorFilterChoices { id } }": typeof types.PayeesVendorFilterChoicesDocument,
    "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }": typeof types.PaymentsPaymentFragmentDoc,
    "query PaymentsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...PaymentsPayment business { id name } } } } }": typeof types.PaymentsListDocument,
    "query PaymentsPending($skip: Int, $limit: Int) { pendingApprovalPaymentTransferTransactions(skip: $skip, limit: $limit) { meta { count } edges { node { id status createdDate } } } }": typeof types.PaymentsPendingDocument,
    "query PaymentsPendingApprovalPaymentTransferTransactions { pendingApprovalPaymentTransferTransactions { meta { count } } }": typeof types.PaymentsPendingApprovalPaymentTransferTransactionsDocument,
    "query PaymentsTestList($filter: PaymentTransferTransactionFilter) { testPaymentTransferTransactions(filter: $filter, skip: 0, limit: 1) { meta { count } edges { node { type status paymentProcessStatus } } } }": typeof types.PaymentsTestListDocument,
    "query QueryCostPaymentTransferTransactions { paymentTransferTransactions(skip: 0, limit: 1001) { meta { count } } }": typeof types.QueryCostPaymentTransferTransactionsDocument,
    "query ReportsHistory($purchaseId: String!) { transactionHistory(purchaseId: $purchaseId) { paymentTransferTransactionId createdDate dueDateTime { date time timezone } moneyAmount paymentProcessStatus } }": typeof types.ReportsHistoryDocument,
    "query SentSettledPaymentTransferTransactions($f: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $f, limit: 5) { edges { node { sentAt settledAt } } } }": typeof types.SentSettledPaymentTransferTransactionsDocument,
};
const documents: Documents = {
    "query BusinessSetupSuccessfulTestPayments { testPaymentTransferTransactions(filter: { paymentProcessStatus: \"success\" }, skip: 0, limit: 1) { meta { count } } }": types.BusinessSetupSuccessfulTestPaymentsDocument,
    "query CollectionsInstantCollectionPaymentTransferTransactions($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter) { edges { node { status collectionType customer { name } moneyAmount } } } }": types.CollectionsInstantCollectionPaymentTransferTransactionsDocument,
    "query CollectionsInstantCollectionPaymentTransferTransactions2 { instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { status collectionType referenceNumber returnCode } } } }": types.CollectionsInstantCollectionPaymentTransferTransactions2Document,
    "query CoreReportsHealth { reportsHealth { status } }": types.CoreReportsHealthDocument,
    "query CoreReportsHealth2 { reportsHealth { status } }": types.CoreReportsHealth2Document,
    "query DashboardsPendingReport { pendingApprovalPaymentTransferTransactions(limit: 1) { meta { count } } }": types.DashboardsPendingReportDocument,
    "query EdgeInputList($filter: PaymentTransferTransactionFilter, $after: String) { paymentTransferTransactions(filter: $filter, limit: 5, after: $after) { meta { count } } }": types.EdgeInputListDocument,
    "query EdgeInputPaymentTransferTransactions { paymentTransferTransactions(limit: 2) { pageInfo { endCursor } } }": types.EdgeInputPaymentTransferTransactionsDocument,
    "fragment ExportsTask on ReportTask { id reportName format status parts rowCount fileName fileAvailable error createdAt finishedParts { index skip } failedParts { index skip } }": types.ExportsTaskFragmentDoc,
    "mutation ExportsCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { ...ExportsTask } }": types.ExportsCreateDocument,
    "query ExportsRead($id: ID!) { reportTask(id: $id) { ...ExportsTask } }": types.ExportsReadDocument,
    "mutation HistoryExportCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { id reportName format status fileName } }": types.HistoryExportCreateDocument,
    "query MoneyListsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {\n    meta { count } edges { cursor node { id createdBy { id name } payoutHold } } pageInfo { endCursor hasNextPage } } }": types.MoneyListsListDocument,
    "query MoneyList($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }": types.MoneyListDocument,
    "query MoneyPending { pendingApprovalPaymentTransferTransactions(skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }": types.MoneyPendingDocument,
    "query PayeesBesideList { list: paymentTransferTransactions(limit: 1) { meta { count } } vendors: vendorFilterChoices { id name } }": types.PayeesBesideListDocument,
    "query PayeesVendorFilterChoices { vendorFilterChoices { id } }": types.PayeesVendorFilterChoicesDocument,
    "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }": types.PaymentsPaymentFragmentDoc,
    "query PaymentsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...PaymentsPayment business { id name } } } } }": types.PaymentsListDocument,
    "query PaymentsPending($skip: Int, $limit: Int) { pendingApprovalPaymentTransferTransactions(skip: $skip, limit: $limit) { meta { count } edges { node { id status createdDate } } } }": types.PaymentsPendingDocument,
    "query PaymentsPendingApprovalPaymentTransferTransactions { pendingApprovalPaymentTransferTransactions { meta { count } } }": types.PaymentsPendingApprovalPaymentTransferTransactionsDocument,
    "query PaymentsTestList($filter: PaymentTransferTransactionFilter) { testPaymentTransferTransactions(filter: $filter, skip: 0, limit: 1) { meta { count } edges { node { type status paymentProcessStatus } } } }": types.PaymentsTestListDocument,
    "query QueryCostPaymentTransferTransactions { paymentTransferTransactions(skip: 0, limit: 1001) { meta { count } } }": types.QueryCostPaymentTransferTransactionsDocument,
    "query ReportsHistory($purchaseId: String!) { transactionHistory(purchaseId: $purchaseId) { paymentTransferTransactionId createdDate dueDateTime { date time timezone } moneyAmount paymentProcessStatus } }": types.ReportsHistoryDocument,
    "query SentSettledPaymentTransferTransactions($f: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $f, limit: 5) { edges { node { sentAt settledAt } } } }": types.SentSettledPaymentTransferTransactionsDocument,
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
export function reportsGraphql(source: "query BusinessSetupSuccessfulTestPayments { testPaymentTransferTransactions(filter: { paymentProcessStatus: \"success\" }, skip: 0, limit: 1) { meta { count } } }"): (typeof documents)["query BusinessSetupSuccessfulTestPayments { testPaymentTransferTransactions(filter: { paymentProcessStatus: \"success\" }, skip: 0, limit: 1) { meta { count } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query CollectionsInstantCollectionPaymentTransferTransactions($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter) { edges { node { status collectionType customer { name } moneyAmount } } } }"): (typeof documents)["query CollectionsInstantCollectionPaymentTransferTransactions($filter: PaymentTransferTransactionFilter) { instantCollectionPaymentTransferTransactions(filter: $filter) { edges { node { status collectionType customer { name } moneyAmount } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query CollectionsInstantCollectionPaymentTransferTransactions2 { instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { status collectionType referenceNumber returnCode } } } }"): (typeof documents)["query CollectionsInstantCollectionPaymentTransferTransactions2 { instantCollectionPaymentTransferTransactions(limit: 100) { edges { node { status collectionType referenceNumber returnCode } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query CoreReportsHealth { reportsHealth { status } }"): (typeof documents)["query CoreReportsHealth { reportsHealth { status } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query CoreReportsHealth2 { reportsHealth { status } }"): (typeof documents)["query CoreReportsHealth2 { reportsHealth { status } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query DashboardsPendingReport { pendingApprovalPaymentTransferTransactions(limit: 1) { meta { count } } }"): (typeof documents)["query DashboardsPendingReport { pendingApprovalPaymentTransferTransactions(limit: 1) { meta { count } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query EdgeInputList($filter: PaymentTransferTransactionFilter, $after: String) { paymentTransferTransactions(filter: $filter, limit: 5, after: $after) { meta { count } } }"): (typeof documents)["query EdgeInputList($filter: PaymentTransferTransactionFilter, $after: String) { paymentTransferTransactions(filter: $filter, limit: 5, after: $after) { meta { count } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query EdgeInputPaymentTransferTransactions { paymentTransferTransactions(limit: 2) { pageInfo { endCursor } } }"): (typeof documents)["query EdgeInputPaymentTransferTransactions { paymentTransferTransactions(limit: 2) { pageInfo { endCursor } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "fragment ExportsTask on ReportTask { id reportName format status parts rowCount fileName fileAvailable error createdAt finishedParts { index skip } failedParts { index skip } }"): (typeof documents)["fragment ExportsTask on ReportTask { id reportName format status parts rowCount fileName fileAvailable error createdAt finishedParts { index skip } failedParts { index skip } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "mutation ExportsCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { ...ExportsTask } }"): (typeof documents)["mutation ExportsCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { ...ExportsTask } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query ExportsRead($id: ID!) { reportTask(id: $id) { ...ExportsTask } }"): (typeof documents)["query ExportsRead($id: ID!) { reportTask(id: $id) { ...ExportsTask } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "mutation HistoryExportCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { id reportName format status fileName } }"): (typeof documents)["mutation HistoryExportCreate($input: CreateReportTaskInput!) { createReportTask(input: $input) { id reportName format status fileName } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query MoneyListsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {\n    meta { count } edges { cursor node { id createdBy { id name } payoutHold } } pageInfo { endCursor hasNextPage } } }"): (typeof documents)["query MoneyListsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {\n    meta { count } edges { cursor node { id createdBy { id name } payoutHold } } pageInfo { endCursor hasNextPage } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query MoneyList($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }"): (typeof documents)["query MoneyList($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query MoneyPending { pendingApprovalPaymentTransferTransactions(skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }"): (typeof documents)["query MoneyPending { pendingApprovalPaymentTransferTransactions(skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PayeesBesideList { list: paymentTransferTransactions(limit: 1) { meta { count } } vendors: vendorFilterChoices { id name } }"): (typeof documents)["query PayeesBesideList { list: paymentTransferTransactions(limit: 1) { meta { count } } vendors: vendorFilterChoices { id name } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PayeesVendorFilterChoices { vendorFilterChoices { id } }"): (typeof documents)["query PayeesVendorFilterChoices { vendorFilterChoices { id } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }"): (typeof documents)["fragment PaymentsPayment on PaymentTransferTransaction { id type status purchaseId paymentTransactionId paymentBankStatus paymentProcessStatus paymentErrorMessage returnCode\n  moneyAmount dueDateTime { date time timezone } vendor { id name } recipient { accountNumberLast4 } rail achFileId\n  statusDetails { status code datetime description } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PaymentsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...PaymentsPayment business { id name } } } } }"): (typeof documents)["query PaymentsList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int) {\n  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...PaymentsPayment business { id name } } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PaymentsPending($skip: Int, $limit: Int) { pendingApprovalPaymentTransferTransactions(skip: $skip, limit: $limit) { meta { count } edges { node { id status createdDate } } } }"): (typeof documents)["query PaymentsPending($skip: Int, $limit: Int) { pendingApprovalPaymentTransferTransactions(skip: $skip, limit: $limit) { meta { count } edges { node { id status createdDate } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PaymentsPendingApprovalPaymentTransferTransactions { pendingApprovalPaymentTransferTransactions { meta { count } } }"): (typeof documents)["query PaymentsPendingApprovalPaymentTransferTransactions { pendingApprovalPaymentTransferTransactions { meta { count } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query PaymentsTestList($filter: PaymentTransferTransactionFilter) { testPaymentTransferTransactions(filter: $filter, skip: 0, limit: 1) { meta { count } edges { node { type status paymentProcessStatus } } } }"): (typeof documents)["query PaymentsTestList($filter: PaymentTransferTransactionFilter) { testPaymentTransferTransactions(filter: $filter, skip: 0, limit: 1) { meta { count } edges { node { type status paymentProcessStatus } } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query QueryCostPaymentTransferTransactions { paymentTransferTransactions(skip: 0, limit: 1001) { meta { count } } }"): (typeof documents)["query QueryCostPaymentTransferTransactions { paymentTransferTransactions(skip: 0, limit: 1001) { meta { count } } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query ReportsHistory($purchaseId: String!) { transactionHistory(purchaseId: $purchaseId) { paymentTransferTransactionId createdDate dueDateTime { date time timezone } moneyAmount paymentProcessStatus } }"): (typeof documents)["query ReportsHistory($purchaseId: String!) { transactionHistory(purchaseId: $purchaseId) { paymentTransferTransactionId createdDate dueDateTime { date time timezone } moneyAmount paymentProcessStatus } }"];
/**
 * The reportsGraphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function reportsGraphql(source: "query SentSettledPaymentTransferTransactions($f: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $f, limit: 5) { edges { node { sentAt settledAt } } } }"): (typeof documents)["query SentSettledPaymentTransferTransactions($f: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $f, limit: 5) { edges { node { sentAt settledAt } } } }"];

export function reportsGraphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;