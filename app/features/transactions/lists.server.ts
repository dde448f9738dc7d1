/**
 * The transaction lists: which report and fixed filter each list page shows, the reports service's list queries,
 * and the loader the list routes share.
 */
import { redirect } from '../../platform/redirect.server';
import { activeFilterCount, clampPage, listFilterProblems, listHref, listQueryString, parseListQuery, toSkipLimit, toTransactionFilter, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { guardRoute } from '../../../domain/guard';
import { listColumns, listRowFields, listRowOf, paymentSideOf, type ArrivalColumn, type PaymentSide, type ReportName, type ReportTransaction } from '../../../domain/report-columns';
import { Roles } from '../../../domain/roles';
import { hrefOf, routeById } from '../../../domain/routes';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { getViewer, requireViewer, toUserContext } from '../../platform/viewer.server';
import { viewerZoneOf } from '../../platform/time-zone.server';
import { coreGraphql } from '../../graphql/core';
import type { VendorFilterOptionsQuery } from '../../graphql/core/graphql';
import { reportsGraphql } from '../../graphql/reports';
import type { TransactionFieldsFragment } from '../../graphql/reports/graphql';

/**
 * The reports service's list query of each report (the list under the alias `list`), with the vendor filter's
 * choices under `vendors` when asked for (`withVendors`): one service call per list page.
 */
const GENERAL_TRANSFERS_LIST = reportsGraphql(`
  query GeneralTransfersList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const PENDING_APPROVAL_LIST = reportsGraphql(`
  query PendingApprovalList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: pendingApprovalPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const TEST_LIST = reportsGraphql(`
  query TestList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: testPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const SUBSCRIPTION_LIST = reportsGraphql(`
  query SubscriptionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: subscriptionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const API_LIST = reportsGraphql(`
  query ApiList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: apiPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const VENDOR_LIST = reportsGraphql(`
  query VendorList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: vendorPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const INSTANT_COLLECTION_LIST = reportsGraphql(`
  query InstantCollectionList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: instantCollectionPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
const ON_DEMAND_LIST = reportsGraphql(`
  query OnDemandList($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $withVendors: Boolean! = false) {
    list: onDemandPaymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) { meta { count } edges { node { ...TransactionFields } } }
    vendors: vendorFilterChoices @include(if: $withVendors) { id name }
  }
`);
export const REPORT_LIST_QUERY: Readonly<Record<ReportName, typeof GENERAL_TRANSFERS_LIST>> = {
  generalTransfers: GENERAL_TRANSFERS_LIST,
  pendingApproval: PENDING_APPROVAL_LIST,
  test: TEST_LIST,
  subscription: SUBSCRIPTION_LIST,
  api: API_LIST,
  vendor: VENDOR_LIST,
  instantCollection: INSTANT_COLLECTION_LIST,
  onDemand: ON_DEMAND_LIST,
};

/** Payment kinds the Transactions pages hold (spec §3 payment type enum); collections have their own pages. */
const TRANSFER_KINDS = 'vendor,api,onDemand';

export type TransactionListId =
  | 'transactions.upcoming'
  | 'transactions.incoming'
  | 'transactions.forApproval'
  | 'transactions.completed'
  | 'transactions.failed'
  | 'collections.upcoming'
  | 'collections.completed'
  | 'collections.failed'
  | 'pa.transactions.subscriptionPayments'
  | 'pa.transactions.testPayments'
  | 'onDemand.completed'
  | 'onDemand.pending'
  | 'onDemand.failed';

export interface TransactionListDef {
  /** Route id in domain/routes.ts. */
  routeId: TransactionListId;
  report: ReportName;
  /** payloadFilter entries the page always applies (they travel to the exports too). */
  fixed: Readonly<Record<string, string>>;
  /** Show the error message and return code columns' filter (process status). */
  failures?: boolean;
  /** Filter by vendor (lists that hold vendor payments). */
  byVendor?: boolean;
  approvals?: boolean;
  /** Upcoming: payments held for a vendor's payout change can be released from the list (decision 029). */
  releases?: boolean;
  /** Collections › Upcoming: says when each collection is expected, or the account check it waits for. */
  collectionExpected?: boolean;
  /** What the list says when it is empty and no filter is set. */
  empty: string;
}

export const TRANSACTION_LISTS: Readonly<Record<TransactionListId, TransactionListDef>> = {
  'transactions.upcoming': {
    routeId: 'transactions.upcoming',
    report: 'generalTransfers',
    // Everything not yet paid: awaiting approval (including a payout-change hold), waiting for an invited vendor's bank
    // details (decision 094), scheduled, sent to the bank.
    fixed: { statuses: 'pendingApproval,awaitingBankDetails,scheduled,processing', types: TRANSFER_KINDS },
    byVendor: true,
    releases: true,
    empty: Messages.emptyUpcoming,
  },
  'transactions.incoming': {
    routeId: 'transactions.incoming',
    report: 'generalTransfers',
    // What its payer has committed to and not yet settled: scheduled and sent to the bank (decision 084). A payment
    // still awaiting the payer's approval is the payer's to decide, so its payee does not count on it yet.
    fixed: { statuses: 'scheduled,processing', types: TRANSFER_KINDS },
    empty: Messages.emptyIncoming,
  },
  'transactions.forApproval': {
    routeId: 'transactions.forApproval',
    report: 'pendingApproval',
    fixed: {},
    byVendor: true,
    approvals: true,
    empty: Messages.emptyForApproval,
  },
  'transactions.completed': {
    routeId: 'transactions.completed',
    report: 'generalTransfers',
    fixed: { status: 'success', types: TRANSFER_KINDS },
    byVendor: true,
    empty: Messages.emptyCompleted,
  },
  'transactions.failed': {
    routeId: 'transactions.failed',
    report: 'generalTransfers',
    // A payment the bank returned after it settled is a failure too: the money came back.
    fixed: { statuses: 'error,returned', types: TRANSFER_KINDS },
    byVendor: true,
    failures: true,
    empty: Messages.emptyFailed,
  },
  // Requested and not yet settled: a consumer debit waiting for its account check is here, saying until when.
  'collections.upcoming': {
    routeId: 'collections.upcoming',
    report: 'instantCollection',
    fixed: { statuses: 'pendingApproval,scheduled,processing' },
    collectionExpected: true,
    empty: Messages.emptyCollectionsUpcoming,
  },
  'collections.completed': { routeId: 'collections.completed', report: 'instantCollection', fixed: { status: 'success' }, empty: Messages.emptyCollectionsCompleted },
  'collections.failed': {
    routeId: 'collections.failed',
    report: 'instantCollection',
    fixed: { statuses: 'error,returned' },
    failures: true,
    empty: Messages.emptyCollectionsFailed,
  },
  'pa.transactions.subscriptionPayments': {
    routeId: 'pa.transactions.subscriptionPayments',
    report: 'subscription',
    fixed: {},
    failures: true,
    empty: Messages.emptySubscriptionPayments,
  },
  'pa.transactions.testPayments': { routeId: 'pa.transactions.testPayments', report: 'test', fixed: {}, empty: Messages.emptyTestPayments },
  // On Demand's tabs: Completed is settled, Pending everything not yet settled, Failed what failed or came back.
  'onDemand.completed': { routeId: 'onDemand.completed', report: 'onDemand', fixed: { status: 'success' }, empty: Messages.emptyOnDemand },
  'onDemand.pending': {
    routeId: 'onDemand.pending',
    report: 'onDemand',
    fixed: { statuses: 'pendingApproval,scheduled,processing' },
    empty: Messages.emptyOnDemand,
  },
  'onDemand.failed': { routeId: 'onDemand.failed', report: 'onDemand', fixed: { statuses: 'error,returned' }, failures: true, empty: Messages.emptyOnDemand },
};

/** The list's state with the page's fixed filter added: what the API and the exports are asked for. */
export function effectivePayloadFilter(def: TransactionListDef, query: ListQuery): Record<string, string> {
  return { ...query.payloadFilter, ...def.fixed };
}

/** The query string the export buttons send: the screen's filters and order, plus the page's fixed filter. */
export function exportSearch(def: TransactionListDef, query: ListQuery): string {
  return listQueryString({ ...query, payloadFilter: effectivePayloadFilter(def, query) });
}

/**
 * One page of a report list; with `withVendors` the vendor filter's choices come in the same service call (only for
 * those who may pay vendors: owners and employees with rights, as the service checks).
 */
export async function fetchTransactionList(
  context: RequestContext,
  def: TransactionListDef,
  query: ListQuery,
  withVendors = false,
): Promise<{ count: number; rows: TransactionFieldsFragment[]; vendors: VendorOption[] }> {
  // The days of the date filters are the viewer's (decision 032); the viewer is this request's memoised one.
  const timeZone = viewerZoneOf(await getViewer(context));
  const data = await callApi(context, {
    document: REPORT_LIST_QUERY[def.report],
    variables: { filter: toTransactionFilter(effectivePayloadFilter(def, query), timeZone), orderBy: query.sortParams, ...toSkipLimit(query), withVendors },
  });
  return { count: data.list.meta.count, rows: data.list.edges.map((e) => e.node), vendors: data.vendors ?? [] };
}

// Loaders and actions shared by the list routes.

export interface TransactionListData {
  title: string;
  report: ReportName;
  pathname: string;
  query: ListQuery;
  count: number;
  /** Only the fields the table reads (rowsAsShown). */
  rows: ReportTransaction[];
  canFilterBusiness: boolean;
  canFilterVendor: boolean;
  processStatusFilter: boolean;
  approvals: boolean;
  /** Query string for the export buttons (screen filters plus the page's fixed filter). */
  exportSearch: string;
  /** The business's vendors, for the vendor filter (owners and employees with rights). */
  vendorOptions: VendorOption[];
  /** Upcoming only: the send-payment form's address when the viewer may open it (the guard's answer for that route). */
  sendPaymentHref: string | null;
  /** May the viewer approve, reject and release (owner, employee with rights): nobody else sees those buttons. */
  canApprove: boolean;
  /** Upcoming: rows held for a payout change carry a Release button (for those who may approve). */
  releases: boolean;
  /** Show the Business column (the admin; a business user would read their own name on every row). */
  showBusiness: boolean;
  /** Show the failure reason column (lists of failed payments). */
  showFailure: boolean;
  /** The signed-in user's id: a payment they created is marked so. */
  viewerId: string;
  /** What the table says when it has no rows: "no match" with a filter set, the list's own words without. */
  empty: string;
  /** The filters' problems, by payloadFilter key (the list was not asked for). */
  filterProblems: Record<string, string>;
  /** Which side of the payments the viewer is on: a payee reads who pays them (decision 084). */
  side: PaymentSide;
  /** What the payee's arrival column says: expected, or (a list of settled payments) settled. */
  arrival: ArrivalColumn;
  /** Collections › Upcoming: the Expected column with each collection's wait. */
  collectionExpected: boolean;
  error: string | null;
}

export type VendorOption = VendorFilterOptionsQuery['payableVendors'][number];

const PAYABLE_VENDORS_QUERY = coreGraphql(`
  query VendorFilterOptions {
    payableVendors {
      id
      name
    }
  }
`);

/** The vendor filter's choices; a list without them still works (vendor links in rows set the filter). */
async function vendorOptions(context: RequestContext): Promise<VendorOption[]> {
  try {
    const { payableVendors } = await callApi(context, { document: PAYABLE_VENDORS_QUERY });
    return payableVendors;
  } catch (error) {
    if (error instanceof ApiError) return [];
    throw error;
  }
}

/**
 * The list state of a list page's URL. A URL that is not in its one canonical form (no page, empty filter fields
 * from a GET form, another parameter order) is redirected to it, so each view has exactly one bookmarkable URL.
 */
export function canonicalListQuery(url: URL): ListQuery {
  const query = parseListQuery(url.searchParams);
  const canonical = listQueryString(query);
  if (url.searchParams.toString() !== canonical) throw redirect(`${url.pathname}?${canonical}`);
  return query;
}

/**
 * The rows as the page's table reads them (decision 111): the fields of the columns TransactionList shows for these
 * options, the row's furniture, and the business and vendor where a filter names them from the rows. A quarter of the
 * page's HTML was fields no cell shows; the files and the details page read the whole transaction.
 */
function rowsAsShown(
  rows: readonly TransactionFieldsFragment[],
  shown: Pick<TransactionListData, 'report' | 'showBusiness' | 'showFailure' | 'side' | 'arrival' | 'collectionExpected' | 'canFilterBusiness' | 'canFilterVendor'>,
): ReportTransaction[] {
  const columns = listColumns(shown.report, { showBusiness: shown.showBusiness, showFailure: shown.showFailure, side: shown.side, arrival: shown.arrival, collectionExpected: shown.collectionExpected });
  const also = [...(shown.canFilterBusiness ? (['business'] as const) : []), ...(shown.canFilterVendor ? (['vendor'] as const) : [])];
  const fields = listRowFields(columns, also);
  return rows.map((row) => listRowOf(row, fields));
}

/** The list page's data: guard, list state from the URL, one reports call. */
export async function loadTransactionList(request: Request, context: RequestContext, def: TransactionListDef): Promise<TransactionListData> {
  const { viewer } = await requireViewer(request, context);
  const url = new URL(request.url);
  const query = canonicalListQuery(url);
  const withRights = viewer.role === Roles.owner || (viewer.role === Roles.employee && viewer.isBusinessRightsAvailable);
  const filterProblems = listFilterProblems(query.payloadFilter);
  const sendPayment = routeById('transactions.sendPayment');
  const base = {
    title: routeById(def.routeId).title,
    report: def.report,
    pathname: url.pathname,
    query,
    canFilterBusiness: viewer.role === Roles.admin,
    canFilterVendor: Boolean(def.byVendor) && viewer.role !== Roles.vendorManager,
    processStatusFilter: !def.fixed.status && !def.fixed.statuses && def.report !== 'pendingApproval',
    approvals: Boolean(def.approvals),
    exportSearch: exportSearch(def, query),
    sendPaymentHref: def.routeId === 'transactions.upcoming' && guardRoute(sendPayment, toUserContext(viewer)).kind === 'allow' ? hrefOf(sendPayment) : null,
    canApprove: withRights,
    releases: Boolean(def.releases) && withRights,
    showBusiness: viewer.role === Roles.admin,
    showFailure: Boolean(def.failures),
    viewerId: viewer.id,
    empty: activeFilterCount(query.payloadFilter) ? Messages.listEmpty : def.empty,
    filterProblems,
    side: paymentSideOf(viewer.role),
    // Completed lists hold settled payments only: their money arrived, it is not expected.
    arrival: (def.fixed.status === 'success' ? 'settled' : 'expected') as ArrivalColumn,
    collectionExpected: Boolean(def.collectionExpected),
  };
  const withVendors = Boolean(def.byVendor) && withRights;
  if (Object.keys(filterProblems).length) {
    // The list is not asked for, so the filter's choices come on their own (the form is shown again to be mended).
    return { ...base, count: 0, rows: [], vendorOptions: withVendors ? await vendorOptions(context) : [], error: Messages.listFiltersInvalid };
  }
  try {
    const { count, rows, vendors } = await fetchTransactionList(context, def, query, withVendors);
    // A page past the end (a bookmark of a list that shrank, a typed URL) goes to the last page.
    const last = clampPage(query.page, count, query.rows);
    if (!rows.length && count > 0 && last < query.page) throw redirect(listHref(url.pathname, query, { page: last }));
    return { ...base, count, rows: rowsAsShown(rows, base), vendorOptions: vendors, error: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ...base, count: 0, rows: [], vendorOptions: [], error: error.message || Messages.somethingWentWrong };
  }
}
