/**
 * The web's operations of the admin console and the bank network: business and lead lists (with their
 * CSV export), one business with its settings and figures, banks and bank users.
 */
import { stringify } from 'csv-stringify/sync';
import { BUSINESS_FILTER_KEYS, isBusinessOrder, LEAD_FILTER_KEYS, registrationLabel, type BusinessListFilter } from '../../../domain/admin';
import { parseListQuery, toSkipLimit, type ListQuery } from '../../../domain/list-query';
import { formatCents, decimalDollars } from '../../../domain/money';
import { coreGraphql } from '../../graphql/core';
import type { AdminBusinessFieldsFragment, AdminBusinessQuery, BanksQuery, BankUsersQuery, BusinessSummaryFieldsFragment } from '../../graphql/core/graphql';
import { formatDate } from '../../platform/format';
import { callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { requireViewer } from '../../platform/viewer.server';
import { spreadsheetSafe } from '../../../domain/spreadsheet';

export type BusinessSummary = BusinessSummaryFieldsFragment;

/** Spread as `...BusinessSummaryFields` wherever a business summary is selected. */
coreGraphql(`
  fragment BusinessSummaryFields on BusinessSummary {
    id name email phoneNumber businessType registrationDate registrationState
    serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled createdAt
  }
`);

const ADMIN_BUSINESSES_QUERY = coreGraphql(`
  query AdminBusinesses($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {
    adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {
      meta { count }
      edges { node { ...BusinessSummaryFields } }
    }
  }
`);

const LEADS_QUERY = coreGraphql(`
  query Leads($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {
    leads(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {
      meta { count }
      edges { node { ...BusinessSummaryFields } }
    }
  }
`);

/** Rows an export reads at most (the API's largest page). */
const EXPORT_MAX_ROWS = 10_000;

type BusinessListKind = 'businesses' | 'leads';

/** The API filter of a list's query string: the search box and the payloadFilter keys the list knows. */
function businessListFilter(kind: BusinessListKind, query: ListQuery): BusinessListFilter {
  const keys = kind === 'businesses' ? BUSINESS_FILTER_KEYS : LEAD_FILTER_KEYS;
  const filter: BusinessListFilter = {};
  if (query.filter) filter.search = query.filter;
  for (const key of keys) if (query.payloadFilter[key]) filter[key] = query.payloadFilter[key];
  return filter;
}

/** Rows per service call when exporting: one page stays within the services' query-cost budget. */
const EXPORT_PAGE_ROWS = 500;

async function fetchBusinessPage(context: RequestContext, kind: BusinessListKind, query: ListQuery, page: { skip: number; limit: number }) {
  const orderBy = isBusinessOrder(query.sortParams) ? query.sortParams : 'createdAtDesc';
  const variables = { filter: businessListFilter(kind, query), orderBy, ...page };
  if (kind === 'businesses') {
    const d = await callApi(context, { document: ADMIN_BUSINESSES_QUERY, variables });
    return { count: d.adminBusinesses.meta.count, rows: d.adminBusinesses.edges.map((e) => e.node) };
  }
  const d = await callApi(context, { document: LEADS_QUERY, variables });
  return { count: d.leads.meta.count, rows: d.leads.edges.map((e) => e.node) };
}

/** One page of the list, or with `all` every row up to EXPORT_MAX_ROWS, page by page. */
export async function fetchBusinessList(context: RequestContext, kind: BusinessListKind, query: ListQuery, options: { all?: boolean } = {}) {
  if (!options.all) return fetchBusinessPage(context, kind, query, toSkipLimit(query));
  const first = await fetchBusinessPage(context, kind, query, { skip: 0, limit: EXPORT_PAGE_ROWS });
  const rows = [...first.rows];
  while (rows.length < Math.min(first.count, EXPORT_MAX_ROWS)) {
    const next = await fetchBusinessPage(context, kind, query, { skip: rows.length, limit: EXPORT_PAGE_ROWS });
    if (!next.rows.length) break;
    rows.push(...next.rows);
  }
  return { count: first.count, rows: rows.slice(0, EXPORT_MAX_ROWS) };
}


/** The CSV export of a business or lead list, with the columns the page shows. */
function businessListCsv(kind: BusinessListKind, rows: readonly BusinessSummary[]): string {
  const header = ['Name', 'E-mail', 'Phone', 'Registration', 'Service level', 'Monthly volume'];
  if (kind === 'businesses') header.push('Type', 'Bank', 'Routing number', 'Users', 'Users disabled');
  const lines = rows.map((r) => {
    const cells = [r.name, r.email ?? '', r.phoneNumber ?? '', registrationLabel(r.registrationState), r.serviceLevel?.name ?? '', formatCents(r.monthlyVolume)];
    if (kind === 'businesses') cells.push(r.businessType, r.bank?.name ?? '', r.routingNumber ?? '', String(r.usersCount), r.usersDisabled ? 'yes' : 'no');
    return cells.map(spreadsheetSafe);
  });
  return stringify([header, ...lines]);
}

// One business.

export type AdminBusiness = AdminBusinessFieldsFragment;

coreGraphql(`
  fragment AdminBusinessFields on AdminBusiness {
    summary { ...BusinessSummaryFields }
    description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit accountingSystems
    sharedPaymentMethod { bankName routingNumber last4 accountHolderName }
    users { id email firstName lastName role enabled disableReason }
    rail { rail label explanation originatingAccount { id name } }
    railChoices { rail originatingAccountId label explanation }
  }
`);

const ADMIN_BUSINESS_QUERY = coreGraphql(`
  query AdminBusiness($id: ID!) {
    adminBusiness(id: $id) { ...AdminBusinessFields }
    businessDashboard(businessId: $id) {
      employeesCount
      vendorsCount
      products
      payments { ...PaymentFiguresFields }
    }
  }
`);

export const UPDATE_BUSINESS_SETTINGS_MUTATION = coreGraphql(`
  mutation UpdateBusinessSettings($id: ID!, $input: BusinessSettingsInput!) {
    updateBusinessSettings(id: $id, input: $input) { summary { id } }
  }
`);

export const SET_BUSINESS_RAIL_MUTATION = coreGraphql(`
  mutation SetBusinessRail($id: ID!, $rail: String!, $originatingAccountId: ID) {
    setBusinessRail(id: $id, rail: $rail, originatingAccountId: $originatingAccountId) { summary { id name } rail { label } }
  }
`);

export const SET_BUSINESS_USERS_DISABLED_MUTATION = coreGraphql(`
  mutation SetBusinessUsersDisabled($id: ID!, $disabled: Boolean!) {
    setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { id name usersDisabled } }
  }
`);

type BusinessFigures = AdminBusinessQuery['businessDashboard'];

export async function fetchAdminBusiness(context: RequestContext, id: string): Promise<{ business: AdminBusiness; figures: BusinessFigures } | null> {
  const d = await callApi(context, {
    document: ADMIN_BUSINESS_QUERY,
    variables: { id },
  });
  return d.adminBusiness ? { business: d.adminBusiness, figures: d.businessDashboard } : null;
}

/** The settings form's defaults: amounts in dollars, as the form takes them. */
export function settingsDefaults(b: AdminBusiness) {
  const dollars = (cents: number | null) => (cents === null ? '' : decimalDollars(cents));
  return {
    name: b.summary.name,
    email: b.summary.email ?? '',
    phoneNumber: b.summary.phoneNumber ?? '',
    description: b.description ?? '',
    tinOrEinNumber: b.tinOrEinNumber ?? '',
    dotNumber: b.dotNumber ?? '',
    goLiveDate: b.goLiveDate ?? '',
    billingAmount: dollars(b.billingAmount),
    paymentLimit: dollars(b.paymentLimit),
  };
}

/** Facts of the business dashboard (spec §3): name, e-mail, go-live date, billing amount, accounting systems, service level, shared payment method. */
export function businessFacts(b: AdminBusiness) {
  const method = b.sharedPaymentMethod;
  return [
    { label: 'Name', value: b.summary.name },
    { label: 'E-mail', value: b.summary.email ?? 'Not set' },
    { label: 'Type', value: b.summary.businessType },
    { label: 'Registration', value: `${registrationLabel(b.summary.registrationState)}${b.summary.registrationDate ? ` (${formatDate(b.summary.registrationDate)})` : ''}` },
    { label: 'Go-live date', value: formatDate(b.goLiveDate) ?? 'Not set' },
    { label: 'Billing amount', value: b.billingAmount === null ? 'Not set' : formatCents(b.billingAmount) },
    { label: 'Payment limit', value: b.paymentLimit === null ? 'No limit' : formatCents(b.paymentLimit) },
    { label: 'Accounting systems', value: b.accountingSystems.length ? b.accountingSystems.join(', ') : 'None connected' },
    { label: 'Service level', value: b.summary.serviceLevel?.name ?? 'Not chosen' },
    {
      label: 'Shared payment method',
      value: method ? `${method.bankName ?? 'Bank'} · routing ${method.routingNumber ?? '—'}${method.last4 ? ` · account ending ${method.last4}` : ''}` : 'None yet',
    },
    { label: 'Bank', value: b.summary.bank?.name ?? 'No bank of the network' },
    { label: 'Monthly volume (30 days)', value: formatCents(b.summary.monthlyVolume) },
  ];
}

// Banks and bank users.

export type Bank = BanksQuery['banks'][number];

const BANKS_QUERY = coreGraphql(`
  query Banks {
    banks { id name routingNumbers businessesCount usersCount createdAt }
  }
`);

export const CREATE_BANK_MUTATION = coreGraphql(`
  mutation CreateBank($input: BankInput!) {
    createBank(input: $input) { id }
  }
`);

export const UPDATE_BANK_MUTATION = coreGraphql(`
  mutation UpdateBank($id: ID!, $input: BankInput!) {
    updateBank(id: $id, input: $input) { id }
  }
`);

export async function fetchBanks(context: RequestContext): Promise<Bank[]> {
  return (await callApi(context, { document: BANKS_QUERY })).banks;
}

export type BankUser = BankUsersQuery['bankUsers']['edges'][number]['node'];

const BANK_USERS_QUERY = coreGraphql(`
  query BankUsers($bankId: ID, $skip: Int, $limit: Int) {
    bankUsers(bankId: $bankId, skip: $skip, limit: $limit) {
      meta { count }
      edges { node { id firstName lastName email phoneNumber role status bank { id name } registeredAt createdAt } }
    }
  }
`);

export async function fetchBankUsers(context: RequestContext, query: ListQuery) {
  const bankId = query.payloadFilter.bankId || undefined;
  const d = await callApi(context, {
    document: BANK_USERS_QUERY,
    variables: { bankId, ...toSkipLimit(query) },
  });
  return { count: d.bankUsers.meta.count, rows: d.bankUsers.edges.map((e) => e.node) };
}

/**
 * The CSV download of a business or lead list (`<list>/export?<list query>`): access is the list page's (the
 * download has no entry of its own in the route table), the rows those the list's filters and order give.
 */
export async function exportBusinessList(request: Request, context: RequestContext, kind: BusinessListKind, listPath: string): Promise<Response> {
  const url = new URL(request.url);
  await requireViewer(new Request(new URL(listPath + url.search, request.url), { headers: request.headers }), context);
  const { rows } = await fetchBusinessList(context, kind, parseListQuery(url.searchParams), { all: true });
  return new Response(businessListCsv(kind, rows), {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${kind}.csv"`, 'cache-control': 'no-store' },
  });
}
