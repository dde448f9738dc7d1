/**
 * A payment in a person's words (STYLE.md "Pages for money"): its status, kind, sending method, return, counterparty,
 * account and accounting system, as every list, detail page and file export says them.
 */
import { collectionFailureReason } from './collection-labels';
import { paymentSystemName } from './payment-system-names';

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
  /** The day (yyyy-MM-dd) the bank settles it, once an ACH file dated it; null before. */
  settlementDate?: string | null;
  /** Who created the payment (a person of the business; null for API clients and the engine). */
  createdBy?: { id: string; name: string } | null;
  /** Held because the vendor changed its bank account (decision 029): released by an approval. */
  payoutHold?: boolean | null;
  /** A consumer debit not yet sent that waits for its account check: a prenote (`until`, yyyy-MM-dd, once sent) or micro-deposits. */
  accountCheck?: { method: string; until?: string | null } | null;
}

/**
 * A payment's status in the words of STYLE.md "Pages for money". `processing` is the engine's state between the
 * bank taking the payment and settling it, so it reads "Sent to bank"; `success` is settled money, "Paid" (a NACHA
 * payment reaches it only on settlement, decision 013).
 */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  created: 'Created',
  pendingApproval: 'Awaiting approval',
  awaitingBankDetails: 'Waiting for bank details',
  scheduled: 'Scheduled',
  notDelivered: 'Not delivered to the bank',
  processing: 'Sent to bank',
  success: 'Paid',
  error: 'Failed',
  canceled: 'Canceled',
  returned: 'Returned',
};

/** The statuses a person can filter a list by, in lifecycle order (the status sort's order too). */
export const LIFECYCLE_STATUSES = ['pendingApproval', 'awaitingBankDetails', 'scheduled', 'processing', 'success', 'returned', 'error', 'canceled'] as const;

/**
 * The status a person reads: a payment the bank sent back with a return code is Returned, whether the engine failed it
 * before settlement (`error`) or after (`returned`): to the person both are money that came back. A payment written
 * into an ACH file whose channel has not delivered it yet (bank status `notDelivered`) is not "Sent to bank".
 */
export function displayStatus(tx: { status: string; returnCode?: string | null; paymentBankStatus?: string | null }): string {
  if (tx.status === 'processing' && tx.paymentBankStatus === NOT_DELIVERED) return NOT_DELIVERED;
  return tx.status === 'error' && tx.returnCode ? 'returned' : tx.status;
}

/** The bank status of a payment in an ACH file not yet delivered to the bank's server (api/rails/nacha-filing.ts). */
export const NOT_DELIVERED = 'notDelivered';

/** The timeline code of a payment written into an ACH file its channel has yet to deliver (api/rails/nacha-filing.ts). */
export const ACH_FILE_WRITTEN_CODE = 'achFileWritten';

/**
 * The status a timeline entry shows: as `displayStatus` for the payment, an entry of a file written but not yet
 * delivered reads "Not delivered to the bank", never the "Sent to bank" of its lifecycle status (decision 118).
 */
export function timelineStatus(entry: { status: string; code?: string | null }): string {
  return entry.code === ACH_FILE_WRITTEN_CODE ? NOT_DELIVERED : entry.status;
}

export function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return STATUS_LABELS[status] ?? status;
}

/** Payment kinds (spec §3 payment type enum) in words. */
export const PAYMENT_TYPE_LABELS: Readonly<Record<string, string>> = {
  vendor: 'Vendor payment',
  api: 'API payment',
  onDemand: 'On-demand payment',
  instantCollection: 'Instant collection',
  subscription: 'Subscription',
  test: 'Test payment',
};

export function paymentTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return PAYMENT_TYPE_LABELS[type] ?? type;
}

/** The engine's process status (pending, processing, success, error, canceled) in the status words. */
export const PROCESS_STATUS_LABELS: Readonly<Record<string, string>> = { ...STATUS_LABELS, pending: 'Pending' };

export function processStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return PROCESS_STATUS_LABELS[status] ?? status;
}

/** The sending method: the payment system's name (never its key, e.g. "bankOfAmerica") and the bank. */
export function paymentMethodLabel(method: ReportTransaction['paymentMethod']): string {
  const system = method?.paymentSystem ? paymentSystemName(method.paymentSystem) : '';
  return [system, system === method?.bankName ? '' : method?.bankName].filter(Boolean).join(' · ');
}

/** A return once: "R03 No account / unable to locate account" (the code, then the reason's headline). */
export function returnLabel(code: string | null | undefined): string {
  if (!code) return '';
  return `${code} ${collectionFailureReason({ returnCode: code })}`;
}

/** Who the money goes to or comes from, as a name. */
export function counterpartyName(tx: Pick<ReportTransaction, 'vendor' | 'customer' | 'contactName' | 'recipient'>): string {
  return tx.vendor?.name ?? tx.customer?.name ?? tx.contactName ?? tx.recipient?.accountHolderName ?? '';
}

export function maskedAccount(last4: string | null | undefined): string {
  return last4 ? `****${last4}` : '';
}

export const ACCOUNTING_SYSTEM_LABELS: Readonly<Record<string, string>> = {
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
