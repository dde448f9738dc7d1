/**
 * Payment e-mails (issue 21), written to the outbox in the same transaction as the payment's change: the business's
 * owners and employees with rights hear about its payments when its e-mail settings flag is on, and the payer of a
 * collection (a consumer, or a customer business's owner) gets a receipt (or a failure notice) whatever the flag. Templates live in domain/payment-emails.ts.
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { returnReason } from '../../../domain/ach-returns';
import { businessPaymentEmail, payerReceiptEmail, paymentEmailEvent, receiptTimeZone } from '../../../domain/payment-emails';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { businessEmployees, businessSetupSettings, businesses, consumers, users, vendors, type PaymentRow } from '../../db/schema';
import { enqueueMessage } from './outbox';

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

/** The other side of a payment, and where a payer's receipt goes: a consumer's e-mail, or a customer business's owner. */
async function partyOf(tx: Tx, payment: PaymentRow): Promise<{ name: string; payerEmail: string | null }> {
  if (payment.vendorId) {
    const [v] = await tx.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, payment.vendorId));
    if (v) return { name: v.name, payerEmail: null };
  }
  if (payment.consumerId) {
    const [c] = await tx.select({ firstName: consumers.firstName, lastName: consumers.lastName, email: consumers.email }).from(consumers).where(eq(consumers.id, payment.consumerId));
    if (c) return { name: `${c.firstName} ${c.lastName}`.trim(), payerEmail: c.email };
  }
  if (payment.recipientBusinessId) {
    const [b] = await tx
      .select({ name: businesses.name, ownerEmail: users.email })
      .from(businesses)
      .leftJoin(users, eq(users.id, businesses.ownerUserId))
      .where(eq(businesses.id, payment.recipientBusinessId));
    if (b) return { name: b.name, payerEmail: b.ownerEmail };
  }
  return { name: payment.destinationAccountHolderName, payerEmail: null };
}

/** Writes the e-mails a payment's move to `to` calls for (none for most moves). */
export async function enqueuePaymentEmails(tx: Tx, payment: PaymentRow, to: string, at: Date): Promise<void> {
  const event = paymentEmailEvent(payment.kind, to);
  if (!event) return;
  const [business] = await tx
    .select({ name: businesses.name, paymentTimeZone: businesses.paymentTimeZone, emailSettings: businessSetupSettings.emailSettings })
    .from(businesses)
    .leftJoin(businessSetupSettings, eq(businessSetupSettings.businessId, businesses.id))
    .where(eq(businesses.id, payment.businessId));
  if (!business) return;
  const party = await partyOf(tx, payment);
  const facts = {
    businessName: business.name,
    party: party.name,
    amountCents: payment.amount,
    at,
    timeZone: payment.timezone,
    purchaseId: payment.purchaseId,
    referenceNumber: payment.referenceNumber,
    reason: payment.returnCode ? `${payment.returnCode} ${returnReason(payment.returnCode)}` : payment.paymentErrorMessage,
  };
  if (business.emailSettings) {
    const email = businessPaymentEmail(event, { ...facts, link: `${webPublicUrl}/transactions/details/${payment.id}` });
    for (const recipient of await paymentEmailRecipients(tx, payment.businessId)) {
      await enqueueMessage(tx, { channel: 'email', recipient, subject: email.subject, body: email.text, html: email.html }, at);
    }
  }
  if (party.payerEmail && (event === 'collectionArrived' || event === 'collectionFailed')) {
    const receipt = payerReceiptEmail(event, { ...facts, timeZone: receiptTimeZone(business.paymentTimeZone, payment.timezone) });
    await enqueueMessage(tx, { channel: 'email', recipient: party.payerEmail, subject: receipt.subject, body: receipt.text, html: receipt.html }, at);
  }
}
