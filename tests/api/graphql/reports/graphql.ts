/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CreateReportTaskInput = {
  filter?: PaymentTransferTransactionFilter | null | undefined;
  format: string;
  /** The list the user was on, as the file's name starts (lower-case words joined by -, e.g. completed-transactions); the report name when absent. */
  listName?: string | null | undefined;
  /** As the report lists: createdAtDesc (default), createdAtAsc, dateDesc, dateAsc, accountingSystemDesc, accountingSystemAsc. */
  orderBy?: string | null | undefined;
  /** A report list's name, or history: the payments of filter.purchaseId the caller may see (orderBy createdAtAsc for oldest first). */
  reportName: string;
};

export type PaymentTransferTransactionFilter = {
  /** Cents: at most this amount. */
  amountMax?: number | null | undefined;
  /** Cents: at least this amount. */
  amountMin?: number | null | undefined;
  businessId?: string | number | null | undefined;
  consumerId?: string | number | null | undefined;
  /** ISO instant: created at or after. */
  dateFrom?: string | null | undefined;
  /** ISO instant: created at or before. */
  dateTo?: string | null | undefined;
  paymentProcessStatus?: string | null | undefined;
  /** Part of the payment transaction ID, any case. */
  paymentTransactionId?: string | null | undefined;
  /** Part of the purchase ID, any case (the history report: the whole ID). */
  purchaseId?: string | null | undefined;
  /** Part of the reference number, any case. */
  referenceNumber?: string | null | undefined;
  /** pendingApproval, scheduled, processing, success, error or canceled. */
  status?: string | null | undefined;
  /** Any of these statuses (e.g. upcoming: scheduled and processing). */
  statuses?: Array<string> | null | undefined;
  /** vendor, api, onDemand, instantCollection, subscription or test. */
  type?: string | null | undefined;
  /** Any of these kinds. */
  types?: Array<string> | null | undefined;
  vendorId?: string | number | null | undefined;
};

export type BusinessSetupSuccessfulTestPaymentsQueryVariables = Exact<{ [key: string]: never; }>;


export type BusinessSetupSuccessfulTestPaymentsQuery = { testPaymentTransferTransactions: { meta: { count: number } } };

export type CollectionsInstantCollectionPaymentTransferTransactionsQueryVariables = Exact<{
  filter?: PaymentTransferTransactionFilter | null | undefined;
}>;


export type CollectionsInstantCollectionPaymentTransferTransactionsQuery = { instantCollectionPaymentTransferTransactions: { edges: Array<{ node: { status: string, collectionType: string | null, moneyAmount: number, customer: { name: string } | null } }> } };

export type CollectionsInstantCollectionPaymentTransferTransactions2QueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionsInstantCollectionPaymentTransferTransactions2Query = { instantCollectionPaymentTransferTransactions: { edges: Array<{ node: { status: string, collectionType: string | null, referenceNumber: string | null, returnCode: string | null } }> } };

export type CoreReportsHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type CoreReportsHealthQuery = { reportsHealth: { status: string } };

export type CoreReportsHealth2QueryVariables = Exact<{ [key: string]: never; }>;


export type CoreReportsHealth2Query = { reportsHealth: { status: string } };

export type EdgeInputListQueryVariables = Exact<{
  filter?: PaymentTransferTransactionFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type EdgeInputListQuery = { paymentTransferTransactions: { meta: { count: number } } };

export type EdgeInputPaymentTransferTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type EdgeInputPaymentTransferTransactionsQuery = { paymentTransferTransactions: { pageInfo: { endCursor: string | null } } };

export type HistoryExportCreateMutationVariables = Exact<{
  input: CreateReportTaskInput;
}>;


export type HistoryExportCreateMutation = { createReportTask: { id: string, reportName: string, format: string, status: string, fileName: string } };

export type MoneyListsListQueryVariables = Exact<{
  filter?: PaymentTransferTransactionFilter | null | undefined;
  orderBy?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MoneyListsListQuery = { paymentTransferTransactions: { meta: { count: number }, edges: Array<{ cursor: string, node: { id: string, payoutHold: boolean, createdBy: { id: string, name: string } | null } }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type MoneyListQueryVariables = Exact<{
  filter?: PaymentTransferTransactionFilter | null | undefined;
}>;


export type MoneyListQuery = { paymentTransferTransactions: { meta: { count: number }, edges: Array<{ node: { moneyAmount: number } }> } };

export type MoneyPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type MoneyPendingQuery = { pendingApprovalPaymentTransferTransactions: { meta: { count: number }, edges: Array<{ node: { moneyAmount: number } }> } };

export type PayeesBesideListQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeesBesideListQuery = { list: { meta: { count: number } }, vendors: Array<{ id: string, name: string }> };

export type PayeesVendorFilterChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type PayeesVendorFilterChoicesQuery = { vendorFilterChoices: Array<{ id: string }> };

export type QueryCostPaymentTransferTransactionsQueryVariables = Exact<{ [key: string]: never; }>;


export type QueryCostPaymentTransferTransactionsQuery = { paymentTransferTransactions: { meta: { count: number } } };

export type SentSettledPaymentTransferTransactionsQueryVariables = Exact<{
  f?: PaymentTransferTransactionFilter | null | undefined;
}>;


export type SentSettledPaymentTransferTransactionsQuery = { paymentTransferTransactions: { edges: Array<{ node: { sentAt: string | null, settledAt: string | null } }> } };


export const BusinessSetupSuccessfulTestPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BusinessSetupSuccessfulTestPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testPaymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"paymentProcessStatus"},"value":{"kind":"StringValue","value":"success","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<BusinessSetupSuccessfulTestPaymentsQuery, BusinessSetupSuccessfulTestPaymentsQueryVariables>;
export const CollectionsInstantCollectionPaymentTransferTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionsInstantCollectionPaymentTransferTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransactionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantCollectionPaymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"collectionType"}},{"kind":"Field","name":{"kind":"Name","value":"customer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CollectionsInstantCollectionPaymentTransferTransactionsQuery, CollectionsInstantCollectionPaymentTransferTransactionsQueryVariables>;
export const CollectionsInstantCollectionPaymentTransferTransactions2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionsInstantCollectionPaymentTransferTransactions2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"instantCollectionPaymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"collectionType"}},{"kind":"Field","name":{"kind":"Name","value":"referenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"returnCode"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CollectionsInstantCollectionPaymentTransferTransactions2Query, CollectionsInstantCollectionPaymentTransferTransactions2QueryVariables>;
export const CoreReportsHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreReportsHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportsHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CoreReportsHealthQuery, CoreReportsHealthQueryVariables>;
export const CoreReportsHealth2Document = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CoreReportsHealth2"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportsHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CoreReportsHealth2Query, CoreReportsHealth2QueryVariables>;
export const EdgeInputListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdgeInputList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<EdgeInputListQuery, EdgeInputListQueryVariables>;
export const EdgeInputPaymentTransferTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EdgeInputPaymentTransferTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<EdgeInputPaymentTransferTransactionsQuery, EdgeInputPaymentTransferTransactionsQueryVariables>;
export const HistoryExportCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HistoryExportCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateReportTaskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReportTask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reportName"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<HistoryExportCreateMutation, HistoryExportCreateMutationVariables>;
export const MoneyListsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyListsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransactionFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"skip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"skip"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payoutHold"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<MoneyListsListQuery, MoneyListsListQueryVariables>;
export const MoneyListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransactionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoneyListQuery, MoneyListQueryVariables>;
export const MoneyPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MoneyPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovalPaymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyAmount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoneyPendingQuery, MoneyPendingQueryVariables>;
export const PayeesBesideListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesBesideList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"list"},"name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"vendors"},"name":{"kind":"Name","value":"vendorFilterChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PayeesBesideListQuery, PayeesBesideListQueryVariables>;
export const PayeesVendorFilterChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayeesVendorFilterChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorFilterChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<PayeesVendorFilterChoicesQuery, PayeesVendorFilterChoicesQueryVariables>;
export const QueryCostPaymentTransferTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QueryCostPaymentTransferTransactions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"skip"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1001"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meta"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<QueryCostPaymentTransferTransactionsQuery, QueryCostPaymentTransferTransactionsQueryVariables>;
export const SentSettledPaymentTransferTransactionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SentSettledPaymentTransferTransactions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"f"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentTransferTransactionFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentTransferTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"f"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"settledAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SentSettledPaymentTransferTransactionsQuery, SentSettledPaymentTransferTransactionsQueryVariables>;