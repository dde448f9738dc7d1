/**
 * Payment e-mails, written to the outbox in the same transaction as the payment's change: the business's
 * owners and employees with rights hear about its payments when its e-mail settings flag is on, and the payer of a
 * collection (a consumer, or a customer business's owner) gets a receipt (or a failure notice) whatever the flag, and
 * a consumer with a phone number (the collection's, else the one on file) gets it as a text too, through the same
 * outbox and SMS provider as MFA codes (decision 065). Templates live in domain/payment-emails.ts.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { returnReason } from '../../../domain/ach-returns';
import { formatDate, formatDay } from '../../../domain/dates';
import { businessPaymentEmail, payeeEmailEvent, payeePaymentEmail, payerReceiptEmail, payerReceiptText, paymentEmailEvent, receiptTimeZone } from '../../../domain/payment-emails';
import { standardEffectiveDate } from '../../../domain/same-day-ach';
import { loadCalendar } from './calendar';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { businessEmployees, businessSetupSettings, businesses, consumers, users, vendorManagers, vendors, type PaymentRow } from '../../db/schema';
import { enqueueMessages, type OutgoingMessage } from '../notifications';

type Tx = Pick<Database, 'select' | 'insert'>;

/** The web's public address for links in these e-mails; the services set it from WEB_PUBLIC_URL at start. */
let webPublicUrl = 'http://localhost:3000';
export function setPaymentEmailLinkBase(url: string): void {
  webPublicUrl = url.replace(/\/+$/, '');
}

/** Who at a business hears about its payments: its owners and its employees with business rights, signed-in-able. */
export async function paymentEmailRecipients(tx: Tx, businessId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.enabled, true),
        or(
          sql`${users.id} = (select ${businesses.ownerUserId} from ${businesses} where ${businesses.id} = ${businessId})`,
          inArray(
            users.id,
            tx
              .select({ id: businessEmployees.userId })
              .from(businessEmployees)
              .innerJoin(users, eq(users.id, businessEmployees.userId))
              .where(and(eq(businessEmployees.businessId, businessId), isNull(businessEmployees.blockedAt), or(eq(businessEmployees.isBusinessRightsAvailable, true), eq(users.role, Roles.owner)))),
          ),
        ),
      ),
    );
  return [...new Set(rows.map((r) => r.email))].sort();
}

interface Party {
  name: string;
  payerEmail: string | null;
  /** Where the receipt is texted: a consumer's collection's phone number, else the consumer's on file. */
  payerPhone: string | null;
}

/** The other side of each payment, and where a payer's receipt goes: a consumer's e-mail and phone, or a customer business's owner (three reads for any batch). */
async function partiesOf(tx: Tx, rows: readonly PaymentRow[]): Promise<Map<string, Party>> {
  const ids = (pick: (p: PaymentRow) => string | null) => [...new Set(rows.map(pick).filter((id): id is string => !!id))];
  const vendorIds = ids((p) => p.vendorId);
  const consumerIds = ids((p) => p.consumerId);
  const businessIds = ids((p) => p.recipientBusinessId);
  const vendorRows = vendorIds.length ? await tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)) : [];
  const consumerRows = consumerIds.length
    ? await tx
        .select({ id: consumers.id, firstName: consumers.firstName, lastName: consumers.lastName, email: consumers.email, phoneNumber: consumers.phoneNumber })
        .from(consumers)
        .where(inArray(consumers.id, consumerIds))
    : [];
  const businessRows = businessIds.length
    ? await tx.select({ id: businesses.id, name: businesses.name, ownerEmail: users.email }).from(businesses).leftJoin(users, eq(users.id, businesses.ownerUserId)).where(inArray(businesses.id, businessIds))
    : [];
  const parties = new Map<string, Party>();
  for (const payment of rows) {
    const v = payment.vendorId ? vendorRows.find((r) => r.id === payment.vendorId) : undefined;
    const c = payment.consumerId ? consumerRows.find((r) => r.id === payment.consumerId) : undefined;
    const b = payment.recipientBusinessId ? businessRows.find((r) => r.id === payment.recipientBusinessId) : undefined;
    parties.set(
      payment.id,
      v
        ? { name: v.name, payerEmail: null, payerPhone: null }
        : c
          ? { name: `${c.firstName} ${c.lastName}`.trim(), payerEmail: c.email, payerPhone: payment.payerPhoneNumber || c.phoneNumber || null }
          : b
            ? { name: b.name, payerEmail: b.ownerEmail, payerPhone: null }
            : { name: payment.destinationAccountHolderName, payerEmail: null, payerPhone: null },
    );
  }
  return parties;
}

/** Writes the e-mails a payment's move to `to` calls for (none for most moves). */
export async function enqueuePaymentEmails(tx: Tx, payment: PaymentRow, to: string, at: Date): Promise<void> {
  await enqueuePaymentEmailsMany(tx, [payment], to, at);
}

/** Where a vendor hears about payments to it: its vendor managers who can sign in, else the address its payer keeps for it. */
async function payeeRecipients(tx: Tx, vendorIds: readonly string[]): Promise<Map<string, string[]>> {
  const managers = await tx
    .select({ vendorId: vendorManagers.vendorId, email: users.email })
    .from(vendorManagers)
    .innerJoin(users, eq(users.id, vendorManagers.userId))
    .where(and(inArray(vendorManagers.vendorId, [...vendorIds]), eq(users.enabled, true)));
  const kept = await tx.select({ id: vendors.id, email: vendors.email }).from(vendors).where(inArray(vendors.id, [...vendorIds]));
  const to = new Map<string, string[]>();
  for (const id of vendorIds) {
    const own = managers.filter((m) => m.vendorId === id).map((m) => m.email);
    const fallback = kept.find((v) => v.id === id)?.email;
    to.set(id, own.length ? [...new Set(own)].sort() : fallback ? [fallback] : []);
  }
  return to;
}

/**
 * The e-mails a vendor gets about payments to it: sent, with the day it is expected (the banking day after
 * it is processed for standard ACH, that day for Same Day ACH, at once for an instant payment); settled, with the day.
 */
async function payeeMessages(tx: Tx, moved: readonly PaymentRow[], to: string, at: Date): Promise<OutgoingMessage[]> {
  const mailed = moved.filter((p) => p.vendorId && payeeEmailEvent(p.kind, to));
  if (!mailed.length) return [];
  const recipients = await payeeRecipients(tx, [...new Set(mailed.map((p) => p.vendorId!))]);
  const payers = await tx.select({ id: businesses.id, name: businesses.name, zone: businesses.paymentTimeZone }).from(businesses).where(inArray(businesses.id, [...new Set(mailed.map((p) => p.businessId))]));
  const ach = to === 'processing' ? await loadCalendar(tx as Database, 'USA', 'ACH') : null;
  const messages: OutgoingMessage[] = [];
  for (const p of mailed) {
    const payer = payers.find((b) => b.id === p.businessId);
    const emails = recipients.get(p.vendorId!) ?? [];
    if (!payer || !emails.length) continue;
    const event = payeeEmailEvent(p.kind, to)!;
    const zone = receiptTimeZone(payer.zone, p.timezone);
    const day =
      event === 'payeeSettled' || p.instantNetwork ? formatDate(at, zone) : formatDay(p.sameDayAch ? p.dueDate : standardEffectiveDate(p.dueDate, ach!));
    const email = payeePaymentEmail(event, {
      payer: payer.name,
      amountCents: p.amount,
      purchaseId: p.purchaseId,
      referenceNumber: p.referenceNumber,
      day,
      accountLast4: p.destinationAccountLast4,
      link: `${webPublicUrl}/transactions/${event === 'payeeSent' ? 'incoming' : 'completed'}?page=1`,
    });
    for (const recipient of emails) messages.push({ channel: 'email', recipient, subject: email.subject, body: email.text, html: email.html });
  }
  return messages;
}

/** The same for a batch of payments that made the same move: reads per batch (and per business for recipients), one insert of messages. */
export async function enqueuePaymentEmailsMany(tx: Tx, moved: readonly PaymentRow[], to: string, at: Date): Promise<void> {
  const toPayees = await payeeMessages(tx, moved, to, at);
  if (toPayees.length) await enqueueMessages(tx, toPayees, at);
  const mailed = moved.filter((p) => paymentEmailEvent(p.kind, to, p.returnCode));
  if (!mailed.length) return;
  const businessRows = await tx
    .select({ id: businesses.id, name: businesses.name, paymentTimeZone: businesses.paymentTimeZone, emailSettings: businessSetupSettings.emailSettings })
    .from(businesses)
    .leftJoin(businessSetupSettings, eq(businessSetupSettings.businessId, businesses.id))
    .where(inArray(businesses.id, [...new Set(mailed.map((p) => p.businessId))]));
  const parties = await partiesOf(tx, mailed);
  const recipientsOf = new Map<string, string[]>();
  const messages: OutgoingMessage[] = [];
  for (const payment of mailed) {
    const event = paymentEmailEvent(payment.kind, to, payment.returnCode)!;
    const business = businessRows.find((b) => b.id === payment.businessId);
    if (!business) continue;
    const party = parties.get(payment.id)!;
    const facts = {
      businessName: business.name,
      party: party.name,
      amountCents: payment.amount,
      at,
      dueDate: payment.dueDate,
      timeZone: payment.timezone,
      purchaseId: payment.purchaseId,
      referenceNumber: payment.referenceNumber,
      reason: payment.returnCode ? `${payment.returnCode} ${returnReason(payment.returnCode)}` : payment.paymentErrorMessage,
    };
    if (business.emailSettings) {
      const email = businessPaymentEmail(event, { ...facts, link: `${webPublicUrl}/transactions/details/${payment.id}` });
      if (!recipientsOf.has(business.id)) recipientsOf.set(business.id, await paymentEmailRecipients(tx, business.id));
      for (const recipient of recipientsOf.get(business.id)!) messages.push({ channel: 'email', recipient, subject: email.subject, body: email.text, html: email.html });
    }
    if (event === 'collectionArrived' || event === 'collectionFailed') {
      const payerFacts = { ...facts, timeZone: receiptTimeZone(business.paymentTimeZone, payment.timezone) };
      const receipt = payerReceiptEmail(event, payerFacts);
      if (party.payerEmail) messages.push({ channel: 'email', recipient: party.payerEmail, subject: receipt.subject, body: receipt.text, html: receipt.html });
      if (party.payerPhone) messages.push({ channel: 'sms', recipient: party.payerPhone, subject: receipt.subject, body: payerReceiptText(event, payerFacts) });
    }
  }
  await enqueueMessages(tx, messages, at);
}
