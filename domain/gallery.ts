/**
 * The component gallery's data (`/dashonic/form-components`, `/dashonic/table-components`): the demo
 * form's schema, built from the product's own field schemas so its messages are the spec's, the sample values each
 * field shows filled and in error, and the sample payments of the table page, filtered, sorted and paged as the
 * reports service would, from the list state in the URL.
 */
import { z } from 'zod';
import { toTransactionFilter, type ListQuery } from './list-query';
import { Messages } from './messages';
import { isCompleteCode } from './mfa';
import { dollarAmountField } from './payment-forms';
import { counterpartyName, LIFECYCLE_STATUSES, type ReportTransaction } from './report-columns';
import { addressSchema, bankAccountSchema, paymentTimeSchema, PAYMENT_TIME_ZONES } from './setup-validation';
import { emailField, isPresent, nameField, newPasswordField, orderedRules, routingNumberField } from './validation';
import { PRODUCT_NAME } from './product';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const GALLERY_FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'XLSX' },
] as const;

export const GALLERY_ACCOUNT_TYPES = [
  { value: 'checking', label: 'Checking' },
  { value: 'savings', label: 'Savings' },
] as const;

/** The demo form: every field kind the product's forms use, each with the schema a real page validates it with. */
export const galleryDemoSchema = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField,
  amount: dollarAmountField,
  routingNumber: routingNumberField,
  accountNumber: bankAccountSchema.shape.accountNumber,
  date: orderedRules([
    [isPresent, Messages.required],
    [(v) => ISO_DATE.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), Messages.dateFormat],
  ]),
  time: paymentTimeSchema.shape.time,
  timeZone: paymentTimeSchema.shape.timeZone,
  accountType: bankAccountSchema.shape.accountType,
  state: addressSchema.shape.state,
  agree: z
    .union([z.literal('on'), z.literal('true')], { errorMap: () => ({ message: Messages.required }) })
    .transform(() => true),
  format: z.enum(['csv', 'xlsx'], { errorMap: () => ({ message: Messages.reportExportChooseFormat }) }),
  code: orderedRules([
    [isPresent, Messages.required],
    [isCompleteCode, Messages.codeFormat],
  ]),
});
export type GalleryDemoInput = z.infer<typeof galleryDemoSchema>;

/** The demo form's toast when every field is valid. */
export const GALLERY_DEMO_SUCCESS = 'The form is valid. Nothing was saved: this is the component gallery.';

/** What each field holds when shown filled (all valid). */
export const GALLERY_FILLED = {
  name: 'Northwind Supply Co.',
  email: 'owner@northwind.test',
  password: `${PRODUCT_NAME}#2026`,
  amount: '1250.75',
  routingNumber: '081902101',
  accountNumber: '5550001112',
  date: '2026-12-01',
  time: '14:30',
  timeZone: 'America/Chicago',
  accountType: 'savings',
  state: 'IL',
  agree: 'on',
  format: 'xlsx',
  code: '123456',
} as const satisfies Record<keyof GalleryDemoInput, string>;

/** What each field holds when shown in error: each value breaks the field's own rule, so its message is the spec's. */
export const GALLERY_INVALID: Record<keyof GalleryDemoInput, string> = {
  name: 'N'.repeat(120),
  email: 'owner@',
  password: 'password',
  amount: '12,50.7x',
  routingNumber: '12345',
  accountNumber: 'ab-12',
  date: '',
  time: '25:99',
  timeZone: 'Mars/Olympus',
  accountType: 'brokerage',
  // The state list never refuses: unknown input falls back to Alabama (shown selected).
  state: 'Atlantis',
  agree: '',
  format: '',
  code: '12a',
};

export { PAYMENT_TIME_ZONES as GALLERY_TIME_ZONES };

// The table page's sample payments.

const NAMES = ['Acme Paper', 'Bright Office Supply', 'Cedar Logistics', 'Delta Print Works', 'Evergreen Janitorial', 'Fulton Freight'];
const STATUSES = ['success', 'error', 'scheduled', 'pendingApproval', 'processing', 'returned', 'canceled'] as const;
const ZONES = ['America/Chicago', 'America/New_York', 'America/Los_Angeles'];

/** 57 payments of one demo business, deterministic so every link of the page shows the same rows. */
export const GALLERY_TRANSACTIONS: readonly ReportTransaction[] = Array.from({ length: 57 }, (_, i) => {
  const status = STATUSES[i % STATUSES.length];
  const vendor = NAMES[i % NAMES.length];
  const created = new Date(Date.UTC(2026, 9, 1, 14, 0) + i * 11 * 3_600_000);
  const due = new Date(created.getTime() + 2 * 86_400_000);
  const n = String(i + 1).padStart(3, '0');
  return {
    id: `gallery-${n}`,
    type: 'vendor',
    status,
    purchaseId: `PUR-GAL-${n}`,
    paymentTransactionId: `PTX-GAL-${n}`,
    paymentProcessStatus: status === 'success' || status === 'error' ? status : status === 'returned' ? 'error' : 'pending',
    paymentErrorMessage: status === 'error' ? 'R01 Insufficient Funds' : status === 'returned' ? 'R03 No Account/Unable to Locate Account' : null,
    returnCode: status === 'error' ? 'R01' : status === 'returned' ? 'R03' : null,
    // Amounts from cents to hundreds of thousands, so the money column shows its alignment.
    moneyAmount: ((i * 7919) % 100_000) * (i % 5 === 0 ? 100 : 1) + 99,
    description: `Invoice INV-${2000 + i}`,
    createdDate: created.toISOString(),
    dueDateTime: { date: due.toISOString().slice(0, 10), time: '10:30', timezone: ZONES[i % ZONES.length] },
    business: { id: 'gallery-business', name: 'Northwind Supply Co.' },
    vendor: { id: `gallery-vendor-${i % NAMES.length}`, name: vendor },
    contactName: vendor,
    recipient: { bankName: 'First Community Bank', accountHolderName: vendor, accountNumberLast4: String(1000 + i * 37).slice(-4) },
    accountingSystem: i % 3 === 0 ? 'quickBooks' : i % 3 === 1 ? 'xero' : null,
    paymentMethod: { bankName: 'Bank of America', routingNumber: '081902101', paymentSystem: 'bankOfAmerica' },
  };
});

/** The vendors of the sample payments (the toolbar's vendor filter). */
export const GALLERY_VENDORS = NAMES.map((name, i) => ({ id: `gallery-vendor-${i}`, name }));

const compareBy: Record<string, (a: ReportTransaction, b: ReportTransaction) => number> = {
  createdAt: (a, b) => a.createdDate.localeCompare(b.createdDate),
  date: (a, b) => `${a.dueDateTime.date} ${a.dueDateTime.time}`.localeCompare(`${b.dueDateTime.date} ${b.dueDateTime.time}`),
  accountingSystem: (a, b) => (a.accountingSystem ?? '').localeCompare(b.accountingSystem ?? ''),
  amount: (a, b) => a.moneyAmount - b.moneyAmount,
  counterparty: (a, b) => counterpartyName(a).toLowerCase().localeCompare(counterpartyName(b).toLowerCase()),
  status: (a, b) => LIFECYCLE_STATUSES.indexOf(a.status as never) - LIFECYCLE_STATUSES.indexOf(b.status as never),
};

/** Part of the text, any case (as the reports service searches). */
const contains = (text: string | null | undefined, part: string) => (text ?? '').toLowerCase().includes(part.toLowerCase());

/** The sample list as the reports service would answer it: the list state's filters, order and page. */
export function galleryPage(query: ListQuery, rows: readonly ReportTransaction[] = GALLERY_TRANSACTIONS): { count: number; rows: ReportTransaction[] } {
  const f = toTransactionFilter(query.payloadFilter);
  const matching = rows.filter(
    (tx) =>
      (!f.dateFrom || tx.createdDate >= f.dateFrom) &&
      (!f.dateTo || tx.createdDate <= f.dateTo) &&
      (!f.vendorId || tx.vendor?.id === f.vendorId) &&
      (!f.purchaseId || contains(tx.purchaseId, f.purchaseId)) &&
      (!f.paymentTransactionId || contains(tx.paymentTransactionId, f.paymentTransactionId)) &&
      (!f.referenceNumber || contains(tx.referenceNumber, f.referenceNumber)) &&
      (f.amountMin === undefined || tx.moneyAmount >= f.amountMin) &&
      (f.amountMax === undefined || tx.moneyAmount <= f.amountMax) &&
      (!f.paymentProcessStatus || tx.paymentProcessStatus === f.paymentProcessStatus),
  );
  const key = query.sortParams.replace(/(Asc|Desc)$/, '');
  const descending = query.sortParams.endsWith('Desc');
  const compare = compareBy[key] ?? compareBy.createdAt;
  const sorted = [...matching].sort((a, b) => (descending ? -1 : 1) * (compare(a, b) || a.id.localeCompare(b.id)));
  const start = (query.page - 1) * query.rows;
  return { count: matching.length, rows: sorted.slice(start, start + query.rows) };
}
