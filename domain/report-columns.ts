/**
 * The columns of each transaction report (spec §3 report types): one definition read by the list pages and the
 * file exports, so a screen and its CSV/XLSX always show the same columns with the same formatting. One topic
 * (decision 142): the record a report reads, its columns, which side and page shows which, and how they sort; the
 * payment's words are in payment-words.ts.
 */
import { formatDay, zoneFormat, zonedWallInstant, DEFAULT_TIME_ZONE, type ZoneFormat } from './dates';
import { formatCents } from './money';
import type { SortOrder } from './list-query';
import { collectionFailureReason, collectionTypeLabel } from './collection-labels';
import { bankStatusLabel } from './rail-inquiry';
import { Roles } from './roles';
import { ConsumerDebitMessages } from './messages/consumer-debits';
import { ReportExportMessages } from './messages/report-exports';
/** The payment's words, kept in payment-words.ts, are read through this file too, as the columns read them. */
export {
  STATUS_LABELS,
  LIFECYCLE_STATUSES,
  displayStatus,
  NOT_DELIVERED,
  ACH_FILE_WRITTEN_CODE,
  timelineStatus,
  statusLabel,
  PAYMENT_TYPE_LABELS,
  paymentTypeLabel,
  PROCESS_STATUS_LABELS,
  processStatusLabel,
  paymentMethodLabel,
  returnLabel,
  counterpartyName,
  maskedAccount,
  ACCOUNTING_SYSTEM_LABELS,
  accountingSystemLabel,
} from './payment-words';
import { displayStatus, statusLabel, paymentTypeLabel, processStatusLabel, paymentMethodLabel, counterpartyName, maskedAccount, accountingSystemLabel, type ReportTransaction } from './payment-words';

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

/**
 * An XLSX export's sheet: the report's words as the Reports page names it, never its key. Excel takes at most 31
 * characters and none of []:*?/\, so a longer name is cut at a word.
 */
export function exportSheetName(report: ExportReportName): string {
  const words = (ReportExportMessages.reportExportReportNames[report] ?? report).replace(/[[\]:*?/\\]/g, ' ');
  if (words.length <= 31) return words;
  return words.slice(0, 31).replace(/\s+\S*$/, '');
}

/** A transaction as the reports service returns it: kept beside its words (payment-words.ts), read here too. */
export type { ReportTransaction };

/** Which API order a sortable column stands for: the column sorts `<sort>Asc` / `<sort>Desc`. */
export type SortKey = 'date' | 'createdAt' | 'accountingSystem' | 'amount' | 'counterparty' | 'status';

/** What a cell holds, for files that keep types (XLSX numbers and dates, CSV plain numbers and ISO dates). */
export type ColumnKind = 'text' | 'money' | 'date' | 'time' | 'dateTime';

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
  /** The transaction's fields `value` and `raw` read: a list page sends its rows with only these (listRowOf). */
  reads: readonly (keyof ReportTransaction)[];
}

/** The zone a record's due date and time were stored in (its own), UTC when it has none. */
export function recordTimeZone(tx: Pick<ReportTransaction, 'dueDateTime'>): string {
  return tx.dueDateTime?.timezone || DEFAULT_TIME_ZONE;
}

const dueInstants = new Map<string, number>();
const DUE_INSTANTS_KEPT = 10_000;

/**
 * The instant a record falls due (its stored wall-clock date and time in its own zone). Remembered by date, time and
 * zone (few distinct ones, even in an export of a million rows): turning a wall clock into an instant asks Intl.
 */
export function dueInstantOf(tx: Pick<ReportTransaction, 'dueDateTime'>): Date {
  const wall = `${tx.dueDateTime.date}T${tx.dueDateTime.time}`;
  const zone = recordTimeZone(tx);
  const key = `${wall} ${zone}`;
  let at = dueInstants.get(key);
  if (at === undefined) {
    at = zonedWallInstant(wall, zone).getTime();
    if (dueInstants.size >= DUE_INSTANTS_KEPT) dueInstants.clear();
    dueInstants.set(key, at);
  }
  return new Date(at);
}

const instant = (value: string | null | undefined) => (value ? new Date(value) : null);

/**
 * Which side of a payment a viewer stands on (decision 084): the payer's people (and the administrator) read whom
 * the money goes to; a payee (a vendor manager) reads who pays them, never their own name on every row.
 */
export type PaymentSide = 'payer' | 'payee';

export function paymentSideOf(role: string): PaymentSide {
  return role === Roles.vendorManager ? 'payee' : 'payer';
}

/** The party across the payment from `side`: whom it goes to for the payer, who pays for the payee. */
export function counterpartyFor(tx: Pick<ReportTransaction, 'vendor' | 'customer' | 'contactName' | 'recipient' | 'business'>, side: PaymentSide): string {
  return side === 'payee' ? tx.business.name : counterpartyName(tx);
}

/**
 * When the money is expected in the payee's account: the day it settled, the settlement day the bank's file gave it,
 * or, before the payment reaches the bank, the day it is due to be sent.
 */
export function expectedInstant(tx: Pick<ReportTransaction, 'settledAt' | 'settlementDate' | 'dueDateTime'>): Date {
  if (tx.settledAt) return new Date(tx.settledAt);
  // Noon UTC keeps a bank's calendar day on the same day in every zone of the Americas.
  if (tx.settlementDate) return new Date(`${tx.settlementDate}T12:00:00Z`);
  return dueInstantOf(tx);
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
    reads: ['createdDate'],
  },
  createdTime: { key: 'createdTime', header: 'Created Time', value: (tx, zone) => zone.time(tx.createdDate), kind: 'time', raw: (tx) => instant(tx.createdDate), reads: ['createdDate'] },
  /** The creation instant in one column (the lists, where date and time apart would take two). */
  created: { key: 'created', header: 'Created', value: (tx, zone) => zone.dateTime(tx.createdDate), sort: 'createdAt', kind: 'dateTime', raw: (tx) => instant(tx.createdDate), reads: ['createdDate'] },
  dueDate: {
    key: 'dueDate',
    header: 'Due Date',
    value: (tx, zone) => zone.date(dueInstantOf(tx)),
    sort: 'date',
    kind: 'date',
    raw: dueInstantOf,
    reads: ['dueDateTime'],
  },
  dueTime: {
    key: 'dueTime',
    header: 'Due Time',
    value: (tx, zone) => zone.time(dueInstantOf(tx)),
    kind: 'time',
    raw: dueInstantOf,
    reads: ['dueDateTime'],
  },
  business: { key: 'business', header: 'Business', value: (tx) => tx.business.name, reads: ['business'] },
  vendor: { key: 'vendor', header: 'Vendor', value: (tx) => text(tx.vendor?.name ?? tx.contactName), sort: 'counterparty', reads: ['vendor', 'contactName'] },
  customer: { key: 'customer', header: 'Customer', value: (tx) => text(tx.customer?.name ?? tx.contactName), sort: 'counterparty', reads: ['customer', 'contactName'] },
  contactName: { key: 'contactName', header: 'Recipient', value: (tx) => counterpartyName(tx), sort: 'counterparty', reads: ['vendor', 'customer', 'contactName', 'recipient'] },
  payer: { key: 'payer', header: 'Payer', value: (tx) => text(tx.customer?.name ?? tx.contactName), sort: 'counterparty', reads: ['customer', 'contactName'] },
  /** The business that pays, as its payee reads a payment (decision 084). */
  payerBusiness: { key: 'payerBusiness', header: 'Payer', value: (tx) => tx.business.name, reads: ['business'] },
  createdBy: { key: 'createdBy', header: 'Created By', value: (tx) => text(tx.createdBy?.name), reads: ['createdBy'] },
  collectionType: { key: 'collectionType', header: 'Collected From', value: (tx) => collectionTypeLabel(tx.collectionType), reads: ['collectionType'] },
  failureReason: {
    key: 'failureReason',
    header: 'Reason',
    value: (tx) => (tx.status === 'error' || tx.status === 'returned' ? collectionFailureReason(tx) : ''),
    reads: ['status', 'returnCode', 'paymentErrorMessage'],
  },
  recipientBank: { key: 'recipientBank', header: 'Recipient Bank', value: (tx) => text(tx.recipient?.bankName), reads: ['recipient'] },
  recipientAccount: {
    key: 'recipientAccount',
    header: 'Recipient Account',
    value: (tx) => maskedAccount(tx.recipient?.accountNumberLast4),
    reads: ['recipient'],
  },
  accountingSystem: {
    key: 'accountingSystem',
    header: 'Accounting System',
    value: (tx) => accountingSystemLabel(tx.accountingSystem),
    sort: 'accountingSystem',
    reads: ['accountingSystem'],
  },
  paymentMethod: {
    key: 'paymentMethod',
    header: 'Payment Method',
    value: (tx) => paymentMethodLabel(tx.paymentMethod),
    reads: ['paymentMethod'],
  },
  type: { key: 'type', header: 'Type', value: (tx) => paymentTypeLabel(tx.type), reads: ['type'] },
  purchaseId: { key: 'purchaseId', header: 'Purchase ID', value: (tx) => tx.purchaseId, reads: ['purchaseId'] },
  paymentTransactionId: { key: 'paymentTransactionId', header: 'Payment Transaction ID', value: (tx) => tx.paymentTransactionId, reads: ['paymentTransactionId'] },
  referenceNumber: { key: 'referenceNumber', header: 'Reference Number', value: (tx) => text(tx.referenceNumber), reads: ['referenceNumber'] },
  description: { key: 'description', header: 'Description', value: (tx) => text(tx.description), reads: ['description'] },
  amount: { key: 'amount', header: 'Amount', value: (tx) => formatCents(tx.moneyAmount), sort: 'amount', kind: 'money', raw: (tx) => tx.moneyAmount, reads: ['moneyAmount'] },
  status: { key: 'status', header: 'Status', value: (tx) => statusLabel(displayStatus(tx)), sort: 'status', reads: ['status', 'returnCode', 'paymentBankStatus'] },
  paymentBankStatus: { key: 'paymentBankStatus', header: 'Bank Status', value: (tx) => bankStatusLabel(tx.paymentBankStatus), reads: ['paymentBankStatus'] },
  paymentProcessStatus: {
    key: 'paymentProcessStatus',
    header: 'Process Status',
    value: (tx) => processStatusLabel(tx.paymentProcessStatus),
    reads: ['paymentProcessStatus'],
  },
  paymentErrorMessage: { key: 'paymentErrorMessage', header: 'Error Message', value: (tx) => text(tx.paymentErrorMessage), reads: ['paymentErrorMessage'] },
  returnCode: { key: 'returnCode', header: 'Return Code', value: (tx) => text(tx.returnCode), reads: ['returnCode'] },
  sent: { key: 'sent', header: 'Sent', value: (tx, zone) => (tx.sentAt ? zone.date(tx.sentAt) : ''), kind: 'date', raw: (tx) => instant(tx.sentAt), reads: ['sentAt'] },
  settled: { key: 'settled', header: 'Settled', value: (tx, zone) => (tx.settledAt ? zone.date(tx.settledAt) : ''), kind: 'date', raw: (tx) => instant(tx.settledAt), reads: ['settledAt'] },
} as const satisfies Record<string, ReportColumn>;

const c = COLUMN;

/**
 * The columns of each report, in the order they are shown and exported: a row reads as a person asks (STYLE.md
 * "Pages for money"): how much, to or from whom, in what state, when, which reference; then when it was made.
 */
export const REPORT_COLUMNS: Readonly<Record<ExportReportName, readonly ReportColumn[]>> = {
  generalTransfers: [
    c.amount, c.contactName, c.status, c.dueDate, c.referenceNumber, c.created, c.type, c.business, c.failureReason, c.returnCode,
    c.purchaseId, c.paymentTransactionId, c.description, c.sent, c.settled,
  ],
  pendingApproval: [
    c.amount, c.vendor, c.status, c.dueDate, c.referenceNumber, c.createdBy, c.created, c.business, c.accountingSystem,
    c.purchaseId, c.description, c.dueTime,
  ],
  test: [
    c.amount, c.status, c.created, c.business, c.paymentMethod, c.paymentTransactionId, c.paymentProcessStatus,
    c.paymentErrorMessage,
  ],
  subscription: [
    c.amount, c.business, c.status, c.dueDate, c.created, c.failureReason, c.returnCode, c.purchaseId, c.paymentTransactionId,
    c.description, c.sent, c.settled,
  ],
  api: [
    c.amount, c.contactName, c.status, c.dueDate, c.referenceNumber, c.created, c.business, c.failureReason, c.returnCode, c.purchaseId,
    c.paymentTransactionId, c.description, c.sent, c.settled,
  ],
  vendor: [
    c.amount, c.vendor, c.status, c.dueDate, c.referenceNumber, c.created, c.business, c.accountingSystem, c.recipientBank,
    c.recipientAccount, c.failureReason, c.returnCode, c.purchaseId, c.paymentTransactionId, c.description, c.sent, c.settled,
  ],
  // Amount first, then who paid and how it went: a row reads as a person asks.
  instantCollection: [
    c.amount, c.payer, c.collectionType, c.status, c.failureReason, c.returnCode, c.created, c.referenceNumber, c.business, c.purchaseId,
    c.paymentTransactionId, c.description, c.sent, c.settled,
  ],
  onDemand: [
    c.amount, c.customer, c.status, c.dueDate, c.referenceNumber, c.created, c.business, c.failureReason, c.returnCode, c.purchaseId,
    c.paymentTransactionId, c.description, c.sent, c.settled,
  ],
  // Spec §3 transaction history item (createdDate, dueDateTime, moneyAmount, paymentProcessStatus), oldest first.
  history: [
    c.createdDate, c.createdTime, c.dueDate, c.dueTime, c.purchaseId, c.paymentTransactionId, c.amount, c.status,
    c.paymentProcessStatus,
  ],
};

/**
 * Columns a list page leaves to the details page and the file (they would push what matters off a 1366 px screen).
 * The Business column is only for the admin (a business user would read their own name on every row).
 */
export const FILE_ONLY_COLUMNS: ReadonlySet<string> = new Set(['paymentTransactionId', 'sent', 'settled', 'dueTime']);

/** Columns a list page shows only where payments failed: why, and the bank's return code (once). */
const FAILURE_COLUMNS: ReadonlySet<string> = new Set(['failureReason', 'returnCode']);

/**
 * When the payee can count on the money (decision 084): a list column only (the file has Sent and Settled), so it is
 * not one of COLUMN's, which the SQL export writes.
 */
export const EXPECTED_COLUMN: ReportColumn = { key: 'expected', header: 'Expected', value: (tx, zone) => zone.date(expectedInstant(tx)), kind: 'date', raw: expectedInstant, reads: ['settledAt', 'settlementDate', 'dueDateTime'] };
/** The same column on a list of settled payments (Completed): the day the money arrived, said as such. */
const SETTLED_ARRIVAL_COLUMN: ReportColumn = { ...EXPECTED_COLUMN, header: 'Settled' };

/**
 * When a collection not yet settled is expected (Collections › Upcoming): the day its money is due, or, for a consumer
 * debit that waits for its account check, that wait in words with its day. A list column only, as EXPECTED_COLUMN.
 */
export const COLLECTION_EXPECTED_COLUMN: ReportColumn = {
  key: 'collectionExpected',
  header: 'Expected',
  value: (tx, zone) => {
    const check = tx.accountCheck;
    if (!check) return zone.date(expectedInstant(tx));
    if (check.method === 'microDeposits') return ConsumerDebitMessages.awaitingMicroDeposits;
    return check.until ? ConsumerDebitMessages.awaitingAccountCheckUntil(formatDay(check.until)) : ConsumerDebitMessages.awaitingAccountCheckToStart;
  },
  reads: ['accountCheck', 'settledAt', 'settlementDate', 'dueDateTime'],
};

/** When the payee reads the money arrives: expected (still on its way), or settled (a list of settled payments). */
export type ArrivalColumn = 'expected' | 'settled';

/** Columns that name the payee: the payee reads the payer in the first of them instead. */
const PAYEE_NAME_COLUMNS: ReadonlySet<string> = new Set(['contactName', 'vendor', 'customer']);

/** The payer's own facts, which its payee does not read (who in the business made it, its books, the payer again). */
const PAYER_ONLY_COLUMNS: ReadonlySet<string> = new Set(['business', 'createdBy', 'accountingSystem']);

/**
 * A report's columns as one side of the payments reads them (decision 084): the payer's as they are; the payee's
 * with the payer's name where the payee's own would be, without the payer's own facts, and (`expected`, the lists)
 * when the money is expected after the due date.
 */
export function columnsFor(columns: readonly ReportColumn[], side: PaymentSide, expected: ArrivalColumn | false = false): readonly ReportColumn[] {
  if (side === 'payer') return columns;
  let named = false;
  return columns.flatMap((col): ReportColumn[] => {
    if (PAYER_ONLY_COLUMNS.has(col.key)) return [];
    if (PAYEE_NAME_COLUMNS.has(col.key)) {
      if (named) return [];
      named = true;
      return [COLUMN.payerBusiness];
    }
    if (col.key === 'dueDate' && expected) return [col, expected === 'settled' ? SETTLED_ARRIVAL_COLUMN : EXPECTED_COLUMN];
    return [col];
  });
}

/** The columns a list page shows for a report: the file's columns less the file-only ones, and the Business column for the admin only. */
export function listColumns(
  report: ReportName,
  options: { showBusiness: boolean; showFailure: boolean; side?: PaymentSide; arrival?: ArrivalColumn; collectionExpected?: boolean },
): readonly ReportColumn[] {
  const shown = REPORT_COLUMNS[report]
    .filter(
      (col) =>
        !FILE_ONLY_COLUMNS.has(col.key) &&
        (options.showBusiness || col.key !== 'business') &&
        (options.showFailure || !FAILURE_COLUMNS.has(col.key)),
    )
    // Collections not yet settled say when they are expected, right after their status.
    .flatMap((col) => (options.collectionExpected && col.key === 'status' ? [col, COLLECTION_EXPECTED_COLUMN] : [col]));
  return columnsFor(shown, options.side ?? 'payer', options.arrival ?? 'expected');
}

export function reportColumns(report: ExportReportName): readonly ReportColumn[] {
  return REPORT_COLUMNS[report];
}

/** One row of a report as text, column by column, dates in `zone` (UTC unless given). */
export function reportRow(report: ExportReportName, tx: ReportTransaction, zone: ZoneFormat = zoneFormat(DEFAULT_TIME_ZONE)): string[] {
  return REPORT_COLUMNS[report].map((col) => col.value(tx, zone));
}

/**
 * The columns of a report's file: the screen's, then description and reference number where the screen has none
 * (a finance reader reconciles by them).
 */
export function exportColumns(report: ExportReportName, side: PaymentSide = 'payer'): readonly ReportColumn[] {
  const columns = REPORT_COLUMNS[report];
  const extra = [COLUMN.description, COLUMN.referenceNumber].filter((x) => !columns.some((c) => c.key === x.key));
  return columnsFor([...columns, ...extra], side);
}

/** Columns that sort A to Z first (names); the rest start with the largest or latest. */
const ASCENDING_FIRST: ReadonlySet<SortKey> = new Set(['counterparty', 'status']);

/** The API order a click on a sortable column asks for: descending first (names and status ascending first), then flipping. */
export function nextSortOrder(sort: SortKey, current: SortOrder): SortOrder {
  const [first, second] = ASCENDING_FIRST.has(sort) ? (['Asc', 'Desc'] as const) : (['Desc', 'Asc'] as const);
  return (current === `${sort}${first}` ? `${sort}${second}` : `${sort}${first}`) as SortOrder;
}

/** The direction a column is sorted in now, for `aria-sort`. */
export function sortDirection(sort: SortKey, current: SortOrder): 'ascending' | 'descending' | undefined {
  if (current === `${sort}Asc`) return 'ascending';
  if (current === `${sort}Desc`) return 'descending';
  return undefined;
}

/**
 * What a list row reads beyond its columns' cells: its key and details link (id), the approve, reject and release
 * buttons' labels (purchaseId), the status pill and its hold note (status, returnCode, payoutHold).
 */
const LIST_ROW_FURNITURE: readonly (keyof ReportTransaction)[] = ['id', 'purchaseId', 'status', 'returnCode', 'payoutHold'];

/**
 * The fields a list page's rows carry (decision 111): what its columns read, the row's furniture, and `also` (the
 * business and the vendor where their filters name them from the rows). The page sends nothing its table does not
 * show; the files and the details page read the whole transaction.
 */
export function listRowFields(columns: readonly ReportColumn[], also: readonly (keyof ReportTransaction)[] = []): readonly (keyof ReportTransaction)[] {
  return [...new Set([...LIST_ROW_FURNITURE, ...columns.flatMap((col) => col.reads), ...also])];
}

/**
 * A row with only `fields`: typed as the whole transaction because the page reads nothing else (the unit test renders
 * every list's cells from such rows and from whole ones and compares them).
 */
export function listRowOf(tx: ReportTransaction, fields: readonly (keyof ReportTransaction)[]): ReportTransaction {
  const row: Partial<Record<keyof ReportTransaction, unknown>> = {};
  for (const field of fields) if (field in tx) row[field] = tx[field];
  return row as unknown as ReportTransaction;
}
