/**
 * The columns of each transaction report (spec §3 report types): one definition read by the list pages and the
 * file exports, so a screen and its CSV/XLSX always show the same columns with the same formatting.
 */
import { fromZonedTime } from 'date-fns-tz';
import { zoneFormat, DEFAULT_TIME_ZONE, type ZoneFormat } from './dates';
import { formatCents } from './money';
import type { SortOrder } from './list-query';
import { collectionFailureReason, collectionTypeLabel } from './collections';
import { bankStatusLabel } from './rail-inquiry';

export const REPORT_NAMES = [
  'generalTransfers',
  'pendingApproval',
  'test',
  'subscription',
  'api',
  'vendor',
  'instantCollection',
  'onDemand',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export function isReportName(value: unknown): value is ReportName {
  return typeof value === 'string' && (REPORT_NAMES as readonly string[]).includes(value);
}

/** Every report with a file export (spec §3): the lists, and the history of one purchase (by purchaseId, no list of its own). */
export const EXPORT_REPORT_NAMES = [...REPORT_NAMES, 'history'] as const;
export type ExportReportName = (typeof EXPORT_REPORT_NAMES)[number];

export function isExportReportName(value: unknown): value is ExportReportName {
  return typeof value === 'string' && (EXPORT_REPORT_NAMES as readonly string[]).includes(value);
}

/** A transaction as the reports service returns it (spec §3); fields added later are optional. */
export interface ReportTransaction {
  id: string;
  type: string;
  status: string;
  purchaseId: string;
  paymentTransactionId: string;
  paymentBankStatus?: string | null;
  paymentProcessStatus?: string | null;
  paymentErrorMessage?: string | null;
  returnCode?: string | null;
  /** Cents. */
  moneyAmount: number;
  description?: string | null;
  referenceNumber?: string | null;
  /** ISO instant. */
  createdDate: string;
  /** Local date (yyyy-MM-dd) and time (HH:mm) in the record's zone. */
  dueDateTime: { date: string; time: string; timezone?: string | null };
  business: { id: string; name: string };
  vendor?: { id: string; name: string } | null;
  customer?: { id: string; name: string } | null;
  contactName?: string | null;
  recipient?: { bankName?: string | null; accountHolderName?: string | null; accountNumberLast4?: string | null } | null;
  accountingSystem?: string | null;
  paymentMethod?: { bankName?: string | null; routingNumber?: string | null; paymentSystem?: string | null } | null;
  paymentParticipants?: { buyer?: string | null; recipient?: string | null } | null;
  reportType?: string | null;
  /** Collections: instantCollection (a consumer paid) or instantCollectionForCustomer (a customer business paid). */
  collectionType?: string | null;
  /** ISO instant the payment was sent to the bank; null before. */
  sentAt?: string | null;
  /** ISO instant the bank settled it; null until then. */
  settledAt?: string | null;
}

/** Which API order a sortable column stands for: the column sorts `<sort>Asc` / `<sort>Desc`. */
export type SortKey = 'date' | 'createdAt' | 'accountingSystem';

/** What a cell holds, for files that keep types (XLSX numbers and dates, CSV plain numbers and ISO dates). */
export type ColumnKind = 'text' | 'money' | 'date' | 'time';

export interface ReportColumn {
  key: string;
  header: string;
  /** The cell as the viewer reads it, with dates and times in the viewer's zone (decision 032). */
  value: (tx: ReportTransaction, zone: ZoneFormat) => string;
  sort?: SortKey;
  /** Absent: text. */
  kind?: ColumnKind;
  /** money: cents; date and time: the instant (shown in the viewer's zone); null for an empty cell. */
  raw?: (tx: ReportTransaction) => number | Date | null;
}

/** The zone a record's due date and time were stored in (its own), UTC when it has none. */
export function recordTimeZone(tx: Pick<ReportTransaction, 'dueDateTime'>): string {
  return tx.dueDateTime?.timezone || DEFAULT_TIME_ZONE;
}

/** The instant a record falls due (its stored wall-clock date and time in its own zone). */
export function dueInstantOf(tx: Pick<ReportTransaction, 'dueDateTime'>): Date {
  return fromZonedTime(`${tx.dueDateTime.date}T${tx.dueDateTime.time}`, recordTimeZone(tx));
}

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

export const STATUS_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  pendingApproval: 'Pending approval',
  scheduled: 'Scheduled',
  processing: 'Processing',
  success: 'Success',
  error: 'Error',
  canceled: 'Canceled',
  returned: 'Returned',
};

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return STATUS_LABELS[status] ?? status;
}

export function maskedAccount(last4: string | null | undefined): string {
  return last4 ? `****${last4}` : '';
}

const ACCOUNTING_SYSTEM_LABELS: Readonly<Record<string, string>> = {
  quickBooks: 'QuickBooks',
  xero: 'Xero',
  sage: 'Sage',
  cdr: 'CDR',
  acumatica: 'Acumatica',
  msBusinessCentral: 'Microsoft Business Central',
};

export function accountingSystemLabel(system: string | null | undefined): string {
  if (!system) return '';
  return ACCOUNTING_SYSTEM_LABELS[system] ?? system;
}

const text = (v: string | null | undefined) => v ?? '';

/** The columns every report is built from, by key. */
export const COLUMN = {
  createdDate: {
    key: 'createdDate',
    header: 'Created Date',
    value: (tx, zone) => zone.date(tx.createdDate),
    sort: 'createdAt',
    kind: 'date',
    raw: (tx) => instant(tx.createdDate),
  },
  createdTime: { key: 'createdTime', header: 'Created Time', value: (tx, zone) => zone.time(tx.createdDate), kind: 'time', raw: (tx) => instant(tx.createdDate) },
  dueDate: {
    key: 'dueDate',
    header: 'Due Date',
    value: (tx, zone) => zone.date(dueInstantOf(tx)),
    sort: 'date',
    kind: 'date',
    raw: dueInstantOf,
  },
  dueTime: {
    key: 'dueTime',
    header: 'Due Time',
    value: (tx, zone) => zone.time(dueInstantOf(tx)),
    kind: 'time',
    raw: dueInstantOf,
  },
  business: { key: 'business', header: 'Business', value: (tx) => tx.business.name },
  vendor: { key: 'vendor', header: 'Vendor', value: (tx) => text(tx.vendor?.name ?? tx.contactName) },
  customer: { key: 'customer', header: 'Customer', value: (tx) => text(tx.customer?.name ?? tx.contactName) },
  contactName: { key: 'contactName', header: 'Recipient', value: (tx) => text(tx.contactName) },
  payer: { key: 'payer', header: 'Payer', value: (tx) => text(tx.customer?.name ?? tx.contactName) },
  collectionType: { key: 'collectionType', header: 'Collected From', value: (tx) => collectionTypeLabel(tx.collectionType) },
  failureReason: {
    key: 'failureReason',
    header: 'Reason',
    value: (tx) => (tx.status === 'error' || tx.status === 'returned' ? collectionFailureReason(tx) : ''),
  },
  recipientBank: { key: 'recipientBank', header: 'Recipient Bank', value: (tx) => text(tx.recipient?.bankName) },
  recipientAccount: {
    key: 'recipientAccount',
    header: 'Recipient Account',
    value: (tx) => maskedAccount(tx.recipient?.accountNumberLast4),
  },
  accountingSystem: {
    key: 'accountingSystem',
    header: 'Accounting System',
    value: (tx) => accountingSystemLabel(tx.accountingSystem),
    sort: 'accountingSystem',
  },
  paymentMethod: {
    key: 'paymentMethod',
    header: 'Payment Method',
    value: (tx) => [tx.paymentMethod?.paymentSystem, tx.paymentMethod?.bankName].filter(Boolean).join(' · '),
  },
  type: { key: 'type', header: 'Type', value: (tx) => tx.type },
  purchaseId: { key: 'purchaseId', header: 'Purchase ID', value: (tx) => tx.purchaseId },
  paymentTransactionId: { key: 'paymentTransactionId', header: 'Payment Transaction ID', value: (tx) => tx.paymentTransactionId },
  referenceNumber: { key: 'referenceNumber', header: 'Reference Number', value: (tx) => text(tx.referenceNumber) },
  description: { key: 'description', header: 'Description', value: (tx) => text(tx.description) },
  amount: { key: 'amount', header: 'Amount', value: (tx) => formatCents(tx.moneyAmount), kind: 'money', raw: (tx) => tx.moneyAmount },
  status: { key: 'status', header: 'Status', value: (tx) => statusLabel(tx.status) },
  paymentBankStatus: { key: 'paymentBankStatus', header: 'Bank Status', value: (tx) => bankStatusLabel(tx.paymentBankStatus) },
  paymentProcessStatus: {
    key: 'paymentProcessStatus',
    header: 'Process Status',
    value: (tx) => text(tx.paymentProcessStatus),
  },
  paymentErrorMessage: { key: 'paymentErrorMessage', header: 'Error Message', value: (tx) => text(tx.paymentErrorMessage) },
  returnCode: { key: 'returnCode', header: 'Return Code', value: (tx) => text(tx.returnCode) },
  sent: { key: 'sent', header: 'Sent', value: (tx, zone) => (tx.sentAt ? zone.date(tx.sentAt) : ''), kind: 'date', raw: (tx) => instant(tx.sentAt) },
  settled: { key: 'settled', header: 'Settled', value: (tx, zone) => (tx.settledAt ? zone.date(tx.settledAt) : ''), kind: 'date', raw: (tx) => instant(tx.settledAt) },
} as const satisfies Record<string, ReportColumn>;

const c = COLUMN;

/** The columns of each report, in the order they are shown and exported. */
export const REPORT_COLUMNS: Readonly<Record<ExportReportName, readonly ReportColumn[]>> = {
  generalTransfers: [
    c.createdDate, c.createdTime, c.dueDate, c.business, c.type, c.contactName, c.purchaseId, c.paymentTransactionId,
    c.amount, c.status, c.sent, c.settled, c.paymentProcessStatus, c.paymentErrorMessage, c.returnCode,
  ],
  pendingApproval: [
    c.createdDate, c.createdTime, c.dueDate, c.dueTime, c.business, c.vendor, c.accountingSystem, c.purchaseId,
    c.description, c.amount, c.status,
  ],
  test: [
    c.createdDate, c.createdTime, c.business, c.paymentMethod, c.paymentTransactionId, c.amount, c.paymentProcessStatus,
    c.paymentErrorMessage,
  ],
  subscription: [
    c.createdDate, c.createdTime, c.dueDate, c.business, c.purchaseId, c.paymentTransactionId, c.description, c.amount,
    c.status, c.sent, c.settled, c.paymentProcessStatus, c.paymentErrorMessage,
  ],
  api: [
    c.createdDate, c.createdTime, c.dueDate, c.business, c.contactName, c.referenceNumber, c.purchaseId,
    c.paymentTransactionId, c.amount, c.status, c.sent, c.settled, c.paymentProcessStatus, c.paymentErrorMessage, c.returnCode,
  ],
  vendor: [
    c.createdDate, c.createdTime, c.dueDate, c.business, c.vendor, c.accountingSystem, c.recipientBank,
    c.recipientAccount, c.purchaseId, c.paymentTransactionId, c.amount, c.status, c.sent, c.settled, c.paymentProcessStatus,
    c.paymentErrorMessage, c.returnCode,
  ],
  // Amount first, then who paid and how it went (issue 21): a row reads as a person asks.
  instantCollection: [
    c.amount, c.payer, c.collectionType, c.status, c.failureReason, c.createdDate, c.createdTime, c.referenceNumber,
    c.business, c.purchaseId, c.paymentTransactionId, c.sent, c.settled, c.returnCode,
  ],
  onDemand: [
    c.createdDate, c.createdTime, c.dueDate, c.business, c.customer, c.purchaseId, c.paymentTransactionId,
    c.referenceNumber, c.amount, c.status, c.sent, c.settled, c.paymentProcessStatus, c.paymentErrorMessage, c.returnCode,
  ],
  // Spec §3 transaction history item (createdDate, dueDateTime, moneyAmount, paymentProcessStatus), oldest first.
  history: [
    c.createdDate, c.createdTime, c.dueDate, c.dueTime, c.purchaseId, c.paymentTransactionId, c.amount, c.status,
    c.paymentProcessStatus,
  ],
};

export function reportColumns(report: ExportReportName): readonly ReportColumn[] {
  return REPORT_COLUMNS[report];
}

/** One row of a report as text, column by column, dates in `zone` (UTC unless given). */
export function reportRow(report: ExportReportName, tx: ReportTransaction, zone: ZoneFormat = zoneFormat(DEFAULT_TIME_ZONE)): string[] {
  return REPORT_COLUMNS[report].map((col) => col.value(tx, zone));
}

/**
 * The columns of a report's file: the screen's, then description and reference number where the screen has none
 * (a finance reader reconciles by them, issue 14).
 */
export function exportColumns(report: ExportReportName): readonly ReportColumn[] {
  const columns = REPORT_COLUMNS[report];
  const extra = [COLUMN.description, COLUMN.referenceNumber].filter((x) => !columns.some((c) => c.key === x.key));
  return [...columns, ...extra];
}

/** The API order a click on a sortable column asks for: descending first, then flipping. */
export function nextSortOrder(sort: SortKey, current: SortOrder): SortOrder {
  return current === `${sort}Desc` ? (`${sort}Asc` as SortOrder) : (`${sort}Desc` as SortOrder);
}

/** The direction a column is sorted in now, for `aria-sort`. */
export function sortDirection(sort: SortKey, current: SortOrder): 'ascending' | 'descending' | undefined {
  if (current === `${sort}Asc`) return 'ascending';
  if (current === `${sort}Desc`) return 'descending';
  return undefined;
}
