/**
 * The payment e-mails: what a business hears about its payments when its e-mail settings flag is on,
 * and the receipt a paying consumer gets. One template per event, each as plain text and as HTML built from the
 * same lines, so both say the same thing and neither needs images.
 */
import { AwaitingBankDetailsMessages } from './awaiting-bank-details';
import { formatCents } from './money';
import { DEFAULT_TIME_ZONE, formatDateTime, formatDay, isTimeZone } from './dates';
import { PRODUCT_NAME } from './product';
import { displayStatus } from './report-columns';

/** What the e-mail settings page says the flag does: exactly what enqueuePaymentEmails (api/) sends. */
export const PAYMENT_EMAILS_EXPLAINED =
  `With e-mail notifications on, ${PRODUCT_NAME} e-mails the business owner and the employees with business rights when a payment needs their approval, ` +
  'when one is sent, when one fails or is returned, and when a collection arrives or fails. With them off, none of these e-mails is sent. ' +
  'Consumers and customer businesses who pay you always get their receipt, and vendors you pay always hear when a payment to them is sent and when it settles.';

/** What happened to a payment, in the words a business uses. */
export const PAYMENT_EMAIL_EVENTS = ['approvalNeeded', 'sent', 'failed', 'returned', 'collectionArrived', 'collectionFailed'] as const;
export type PaymentEmailEvent = (typeof PAYMENT_EMAIL_EVENTS)[number];

/** The payment kinds that bring money in; every other kind sends it out. */
const COLLECTION_KINDS = new Set(['instantCollection']);

/**
 * The e-mail event a payment's move to `to` raises, or null when it raises none. A payment sent out is 'sent' when
 * it leaves for the bank (processing); a collection is 'arrived' when it settles. 'created' with approval pending is
 * the approval request.
 */
export function paymentEmailEvent(kind: string, to: string, returnCode?: string | null): PaymentEmailEvent | null {
  const collection = COLLECTION_KINDS.has(kind);
  if (kind === 'subscription' || kind === 'test') return null;
  // A failure the bank sent back with a return code (before settlement) is a return, as the lists show it.
  switch (displayStatus({ status: to, returnCode })) {
    case 'pendingApproval':
      return collection ? null : 'approvalNeeded';
    case 'processing':
      return collection ? null : 'sent';
    case 'success':
      return collection ? 'collectionArrived' : null;
    case 'error':
      return collection ? 'collectionFailed' : 'failed';
    case 'returned':
      return collection ? 'collectionFailed' : 'returned';
    default:
      return null;
  }
}

export interface PaymentEmailFacts {
  businessName: string;
  /** The vendor, consumer or customer on the other side. */
  party: string;
  amountCents: number;
  /** When it happened; shown in `timeZone`. */
  at: Date;
  /** The day the payment is due (yyyy-mm-dd, the business's calendar day): what an approver decides about. */
  dueDate?: string;
  timeZone: string;
  purchaseId: string;
  referenceNumber?: string | null;
  /** The reason in plain words, for failures and returns. */
  reason?: string | null;
  /** The payment's page on the web (absolute URL). */
  link: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Plain text and HTML from the same lines, then the link to the payment when there is one. */
function render(subject: string, lines: string[], link?: { url: string; label: string }): RenderedEmail {
  const text = [...lines, ...(link ? ['', `${link.label}: ${link.url}`] : []), '', `— ${PRODUCT_NAME}`].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    ...lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')),
    link ? `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>` : '',
    `<p>— ${escapeHtml(PRODUCT_NAME)}</p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html };
}

const when = (f: Pick<PaymentEmailFacts, 'at' | 'timeZone'>) => `${formatDateTime(f.at, f.timeZone)} (${f.timeZone})`;
const reference = (f: Pick<PaymentEmailFacts, 'purchaseId' | 'referenceNumber'>) => [`Purchase ID: ${f.purchaseId}`, ...(f.referenceNumber ? [`Reference: ${f.referenceNumber}`] : [])];

/** The e-mail to a business's owner and employees with rights about one of its payments. */
export function businessPaymentEmail(event: PaymentEmailEvent, f: PaymentEmailFacts): RenderedEmail {
  const amount = formatCents(f.amountCents);
  const facts = [`Amount: ${amount}`, `Date: ${when(f)}`, ...reference(f)];
  const because = f.reason ? [`Reason: ${f.reason}`] : [];
  switch (event) {
    case 'approvalNeeded':
      // The approver decides about the day it is due; the date below is when it was asked.
      return render(`Payment of ${amount} to ${f.party} needs your approval`, [`A payment of ${amount} from ${f.businessName} to ${f.party} is waiting for approval.`, facts[0], ...(f.dueDate ? [`Due: ${formatDay(f.dueDate)}`] : []), ...facts.slice(1)], { url: f.link, label: 'Review the payment' });
    case 'sent':
      return render(`Payment of ${amount} to ${f.party} was sent`, [`${f.businessName}'s payment of ${amount} to ${f.party} was sent to the bank.`, ...facts], { url: f.link, label: 'See the payment' });
    case 'failed':
      return render(`Payment of ${amount} to ${f.party} failed`, [`${f.businessName}'s payment of ${amount} to ${f.party} failed.`, ...because, ...facts], { url: f.link, label: 'See the payment' });
    case 'returned':
      return render(`Payment of ${amount} to ${f.party} was returned`, [`The bank returned ${f.businessName}'s payment of ${amount} to ${f.party}.`, ...because, ...facts], { url: f.link, label: 'See the payment' });
    case 'collectionArrived':
      return render(`${amount} collected from ${f.party}`, [`${f.businessName} collected ${amount} from ${f.party}.`, ...facts], { url: f.link, label: 'See the collection' });
    case 'collectionFailed':
      return render(`Collection of ${amount} from ${f.party} failed`, [`${f.businessName}'s collection of ${amount} from ${f.party} failed.`, ...because, ...facts], { url: f.link, label: 'See the collection' });
  }
}

/** What a payee hears about a payment to it: that it was sent, and that it settled. */
export type PayeeEmailEvent = 'payeeSent' | 'payeeSettled';

/** The e-mail a vendor payment's move to `to` sends its vendor, or null: sent to the bank, then settled. */
export function payeeEmailEvent(kind: string, to: string): PayeeEmailEvent | null {
  if (kind !== 'vendor') return null;
  if (to === 'processing') return 'payeeSent';
  if (to === 'success') return 'payeeSettled';
  return null;
}

/** What a payee needs to know of a payment to it: who pays, how much, for what, when it arrives, into which of its accounts. */
export interface PayeeEmailFacts {
  payer: string;
  amountCents: number;
  purchaseId: string;
  referenceNumber?: string | null;
  /** Sent: the day (MM-dd-yyyy) it is expected in the account; settled: the day it arrived. */
  day: string;
  /** The last four digits of the payee's own account the money goes to. */
  accountLast4: string | null;
  /** Where the payee sees its payments (absolute URL). */
  link: string;
}

/** The e-mail to a vendor (its managers, else the address the business keeps for it) about a payment to it. Never the payer's people or bank. */
export function payeePaymentEmail(event: PayeeEmailEvent, f: PayeeEmailFacts): RenderedEmail {
  const amount = formatCents(f.amountCents);
  const facts = [
    `Amount: ${amount}`,
    `From: ${f.payer}`,
    ...(f.referenceNumber ? [`Reference: ${f.referenceNumber}`] : []),
    `Purchase ID: ${f.purchaseId}`,
    ...(f.accountLast4 ? [`Into your account ending in ${f.accountLast4}`] : []),
  ];
  if (event === 'payeeSent') {
    return render(`${f.payer} sent you ${amount}`, [`${f.payer} sent you a payment of ${amount}. It is expected in your bank account on ${f.day}.`, ...facts], {
      url: f.link,
      label: 'See your payments',
    });
  }
  return render(`${amount} from ${f.payer} arrived`, [`The payment of ${amount} from ${f.payer} settled in your bank account on ${f.day}.`, ...facts], { url: f.link, label: 'See your payments' });
}

/** What the e-mail to an invited vendor about a payment waiting on its registration says. */
export interface WaitingPayeeEmailFacts {
  payer: string;
  amountCents: number;
  referenceNumber: string | null;
  purchaseId: string;
  /** The address the invitation went to (and this e-mail goes to), and the person's first name when the business gave it. */
  invitedEmail: string;
  firstName: string | null;
  /** When the invitation's link stops working, as the reader reads it (date and zone). */
  linkExpiresOn: string;
}

/**
 * The e-mail to an invited vendor that has not registered when a payment to it starts to wait for its bank details:
 * who pays, how much, that it waits for the registration, and where the registration link is (the invitation's; no
 * new link, which would void the one the vendor has).
 */
export function waitingPayeeEmail(f: WaitingPayeeEmailFacts): RenderedEmail {
  const amount = formatCents(f.amountCents);
  return render(AwaitingBankDetailsMessages.vendorEmailSubject(f.payer, amount), [
    f.firstName ? `Hello ${f.firstName},` : 'Hello,',
    '',
    AwaitingBankDetailsMessages.waitsForYou(f.payer, amount, f.referenceNumber),
    `Amount: ${amount}`,
    `From: ${f.payer}`,
    ...(f.referenceNumber ? [`Reference: ${f.referenceNumber}`] : []),
    `Purchase ID: ${f.purchaseId}`,
    '',
    AwaitingBankDetailsMessages.vendorEmailHowTo(f.payer, f.invitedEmail, f.linkExpiresOn),
  ]);
}

/** The zone a payer's receipt is dated in: the business's own payment time zone when it is a real one, else UTC. */
export function receiptTimeZone(businessZone: string | null | undefined, _paymentZone?: string): string {
  // One zone per business (decision 032): its payment-time zone, else UTC, never the processing rule's.
  return isTimeZone(businessZone) ? businessZone : DEFAULT_TIME_ZONE;
}

/** The receipt (or the failure notice) to the consumer, or the customer business, who paid a business. */
export function payerReceiptEmail(event: 'collectionArrived' | 'collectionFailed', f: Omit<PaymentEmailFacts, 'link'>): RenderedEmail {
  const amount = formatCents(f.amountCents);
  const facts = [`Amount: ${amount}`, `Paid by: ${f.party}`, `Date: ${when(f)}`, ...reference(f)];
  if (event === 'collectionArrived') {
    return render(`Receipt: ${amount} paid to ${f.businessName}`, [`Your payment of ${amount} to ${f.businessName} was received. Thank you.`, ...facts, '', 'Keep this e-mail as your receipt.']);
  }
  return render(`Your payment of ${amount} to ${f.businessName} did not go through`, [
    `Your payment of ${amount} to ${f.businessName} could not be completed.`,
    ...(f.reason ? [`Reason: ${f.reason}`] : []),
    ...facts,
    '',
    `Nothing was taken from your account. Please check your bank details with ${f.businessName}, or contact them to pay another way.`,
  ]);
}

/** The same receipt as a text message to the payer's phone: short, with what the e-mail says first. */
export function payerReceiptText(event: 'collectionArrived' | 'collectionFailed', f: Omit<PaymentEmailFacts, 'link'>): string {
  const amount = formatCents(f.amountCents);
  if (event === 'collectionArrived') {
    return `${PRODUCT_NAME} receipt: your payment of ${amount} to ${f.businessName} was received on ${when(f)}. Purchase ID ${f.purchaseId}. Thank you.`;
  }
  return `${PRODUCT_NAME}: your payment of ${amount} to ${f.businessName} did not go through${f.reason ? ` (${f.reason})` : ''}. Nothing was taken from your account. Please contact ${f.businessName} to pay another way. Purchase ID ${f.purchaseId}.`;
}
