/**
 * List state in the query string (spec §2 'list navigation helper'): page, filter, nameFilter, sortParams,
 * payloadFilter and rows, so every filtered view is a URL that can be bookmarked, shared and reloaded.
 */
import { zonedWallInstant } from './dates';
import { TransactionMessages } from './messages/transactions';
import { parseDollars } from './money';
import { DEFAULT_PAGE } from './timings';

export const SORT_ORDERS = [
  'createdAtDesc',
  'createdAtAsc',
  'dateDesc',
  'dateAsc',
  'accountingSystemAsc',
  'accountingSystemDesc',
  // Money lists: by amount, by counterparty name, by status in lifecycle order.
  'amountDesc',
  'amountAsc',
  'counterpartyAsc',
  'counterpartyDesc',
  'statusAsc',
  'statusDesc',
  'nameAsc',
  'nameDesc',
  // The financial-institution directory's institution and participant orderings (spec §3).
  'institutionNameAsc',
  'institutionNameDesc',
  'participantNameAsc',
  'participantNameDesc',
  'routingIdAsc',
  'routingIdDesc',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const DEFAULT_SORT: SortOrder = 'createdAtDesc';

export const ROWS_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_ROWS = 25;

export interface ListQuery {
  page: number;
  rows: number;
  sortParams: SortOrder;
  /** Free-text filter (search box). */
  filter: string;
  /** Filter on a name column. */
  nameFilter: string;
  /** Structured filters (dates, status, business…), one value per key. */
  payloadFilter: Record<string, string>;
}

const PAYLOAD_PREFIX = 'payloadFilter.';

/** Reads list state from a URL's query; anything missing or invalid takes its default. */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const rows = Number.parseInt(params.get('rows') ?? '', 10);
  const sort = params.get('sortParams');
  const payloadFilter: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key.startsWith(PAYLOAD_PREFIX) && value.trim()) payloadFilter[key.slice(PAYLOAD_PREFIX.length)] = value.trim();
  }
  return {
    page: Number.isFinite(page) && page >= 1 ? page : DEFAULT_PAGE,
    rows: (ROWS_OPTIONS as readonly number[]).includes(rows) ? rows : DEFAULT_ROWS,
    sortParams: (SORT_ORDERS as readonly string[]).includes(sort ?? '') ? (sort as SortOrder) : DEFAULT_SORT,
    filter: (params.get('filter') ?? '').trim(),
    nameFilter: (params.get('nameFilter') ?? '').trim(),
    payloadFilter,
  };
}

/** Writes list state as a query string, leaving out defaults except the page (always present, as the spec's routes). */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  params.set('page', String(query.page ?? DEFAULT_PAGE));
  if (query.rows && query.rows !== DEFAULT_ROWS) params.set('rows', String(query.rows));
  if (query.sortParams && query.sortParams !== DEFAULT_SORT) params.set('sortParams', query.sortParams);
  if (query.filter) params.set('filter', query.filter);
  if (query.nameFilter) params.set('nameFilter', query.nameFilter);
  for (const [key, value] of Object.entries(query.payloadFilter ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) params.set(PAYLOAD_PREFIX + key, value);
  }
  return params.toString();
}

/** The URL of a list with new state; changing anything but the page goes back to page 1. */
export function listHref(pathname: string, current: ListQuery, change: Partial<ListQuery>): string {
  const pageOnly = Object.keys(change).every((k) => k === 'page');
  const next = { ...current, ...change, page: pageOnly ? (change.page ?? current.page) : (change.page ?? DEFAULT_PAGE) };
  return `${pathname}?${listQueryString(next)}`;
}

/** The skip/limit pair of the API's list contract. */
export function toSkipLimit(query: Pick<ListQuery, 'page' | 'rows'>): { skip: number; limit: number } {
  return { skip: (query.page - 1) * query.rows, limit: query.rows };
}

export function pageCount(total: number, rows: number): number {
  return Math.max(1, Math.ceil(total / rows));
}

/** The payloadFilter keys a transaction list understands (the screen's filter form and the exports). */
export const TRANSACTION_FILTER_KEYS = [
  'dateFrom',
  'dateTo',
  'businessId',
  'vendorId',
  'consumerId',
  'purchaseId',
  'paymentTransactionId',
  'referenceNumber',
  'paymentProcessStatus',
  'status',
  'statuses',
  'type',
  'types',
  'amountMin',
  'amountMax',
] as const;
/** The reports service's filter (PaymentTransferTransactionFilter); absent keys are not filtered. */
export interface TransactionFilter {
  dateFrom?: string;
  dateTo?: string;
  businessId?: string;
  vendorId?: string;
  consumerId?: string;
  /** Part of the purchase ID, any case. */
  purchaseId?: string;
  paymentTransactionId?: string;
  /** Part of the reference number, any case. */
  referenceNumber?: string;
  paymentProcessStatus?: string;
  status?: string;
  statuses?: string[];
  type?: string;
  types?: string[];
  /** Cents, inclusive (the URL holds dollars as a person types them). */
  amountMin?: number;
  amountMax?: number;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const at = new Date(`${day}T00:00:00.000Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
}

/**
 * Turns list state's payloadFilter into the API's filter: days (`yyyy-MM-dd`, as a date input sends them) become
 * the first and last instant of that day in the viewer's zone (UTC unless given; decision 032), comma lists become
 * arrays, unknown keys and bad days are dropped.
 */
export function toTransactionFilter(payloadFilter: Readonly<Record<string, string>>, timeZone: string = 'UTC'): TransactionFilter {
  const filter: TransactionFilter = {};
  for (const key of TRANSACTION_FILTER_KEYS) {
    const value = payloadFilter[key]?.trim();
    if (!value) continue;
    if (key === 'dateFrom' || key === 'dateTo') {
      if (isRealDay(value)) filter[key] = zonedWallInstant(`${value}T${key === 'dateFrom' ? '00:00:00.000' : '23:59:59.999'}`, timeZone).toISOString();
    } else if (key === 'amountMin' || key === 'amountMax') {
      const cents = parseDollars(value);
      if (cents !== null) filter[key] = cents;
    } else if (key === 'statuses' || key === 'types') {
      const list = value.split(',').map((v) => v.trim()).filter(Boolean);
      if (list.length) filter[key] = list;
    } else {
      filter[key] = value;
    }
  }
  return filter;
}

/** The number of filters a person set (shown next to the filter form), leaving out a page's fixed ones. */
export function activeFilterCount(payloadFilter: Readonly<Record<string, string>>, fixed: readonly string[] = []): number {
  return Object.entries(payloadFilter).filter(([key, value]) => value && !fixed.includes(key)).length;
}

/** What is wrong with a list's filters, by payloadFilter key: shown next to the fields, and the list is not asked for. */
export function listFilterProblems(payloadFilter: Readonly<Record<string, string>>): Record<string, string> {
  const problems: Record<string, string> = {};
  const { dateFrom, dateTo, amountMin, amountMax } = payloadFilter;
  if (dateFrom && !isRealDay(dateFrom)) problems.dateFrom = TransactionMessages.listDateInvalid;
  if (dateTo && !isRealDay(dateTo)) problems.dateTo = TransactionMessages.listDateInvalid;
  if (!problems.dateFrom && !problems.dateTo && dateFrom && dateTo && dateFrom > dateTo) problems.dateFrom = TransactionMessages.listDateFromAfterTo;
  const min = amountMin ? parseDollars(amountMin) : null;
  const max = amountMax ? parseDollars(amountMax) : null;
  if (amountMin && min === null) problems.amountMin = TransactionMessages.listAmountInvalid;
  if (amountMax && max === null) problems.amountMax = TransactionMessages.listAmountInvalid;
  if (min !== null && max !== null && min > max) problems.amountMin = TransactionMessages.listAmountMinAboveMax;
  return problems;
}

/** The page to show for a list of `total` rows: a page past the end is the last page. */
export function clampPage(page: number, total: number, rows: number): number {
  return Math.min(page, pageCount(total, rows));
}
