/**
 * What an invited vendor that has not registered is told of the payments waiting on its registration (decision 140):
 * an e-mail to the invited address when a payment starts to wait (created so, or approved so), and the list its
 * invitation's registration page and e-mail show. Only the inviting business's payments to the invitation's own
 * vendor, never another business's.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { formatDate } from '../../../domain/dates';
import { receiptTimeZone, waitingPayeeEmail } from '../../../domain/payment-emails';
import type { Database } from '../../db/client';
import { businesses, connections, payments, type PaymentRow } from '../../db/schema';
import { enqueueMessages, type OutgoingMessage } from '../notifications';

type Reader = Pick<Database, 'select'>;
type Writer = Pick<Database, 'select' | 'insert'>;

/** A payment waiting on the registration, as the vendor reads it. */
export interface PaymentWaitingForRegistration {
  payer: string;
  amount: number;
  referenceNumber: string | null;
  purchaseId: string;
}

/** The payments of `businessId` to `vendorId` that wait for the vendor's registration (approved or never needing it), oldest first. */
export async function paymentsWaitingForRegistration(db: Reader, businessId: string, vendorId: string): Promise<PaymentWaitingForRegistration[]> {
  return db
    .select({ payer: businesses.name, amount: payments.amount, referenceNumber: payments.referenceNumber, purchaseId: payments.purchaseId })
    .from(payments)
    .innerJoin(businesses, eq(businesses.id, payments.businessId))
    .where(and(eq(payments.businessId, businessId), eq(payments.vendorId, vendorId), eq(payments.status, 'awaitingBankDetails'), eq(payments.destinationRoutingNumber, '')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

/**
 * E-mails the invited address of each payment in `rows` that now waits for its vendor's registration: the open,
 * unexpired invitations its business made for that vendor. In the caller's transaction, with the payment's change.
 */
export async function tellInvitedVendors(tx: Writer, rows: readonly PaymentRow[], now: Date): Promise<void> {
  const waiting = rows.filter((p) => p.status === 'awaitingBankDetails' && p.vendorId && p.destinationRoutingNumber === '');
  if (!waiting.length) return;
  const vendorIds = [...new Set(waiting.map((p) => p.vendorId!))];
  const invitations = await tx
    .select({ businessId: connections.businessId, vendorId: connections.vendorId, email: connections.targetEmail, firstName: connections.targetFirstName, expiresAt: connections.tokenExpiresAt })
    .from(connections)
    .where(and(eq(connections.kind, 'vendor'), eq(connections.status, 'invited'), inArray(connections.vendorId, vendorIds), gt(connections.tokenExpiresAt, now)));
  const payers = await tx
    .select({ id: businesses.id, name: businesses.name, zone: businesses.paymentTimeZone })
    .from(businesses)
    .where(inArray(businesses.id, [...new Set(waiting.map((p) => p.businessId))]));
  const messages: OutgoingMessage[] = [];
  for (const p of waiting) {
    const payer = payers.find((b) => b.id === p.businessId);
    if (!payer) continue;
    const zone = receiptTimeZone(payer.zone);
    for (const invitation of invitations.filter((i) => i.businessId === p.businessId && i.vendorId === p.vendorId)) {
      const email = waitingPayeeEmail({
        payer: payer.name,
        amountCents: p.amount,
        referenceNumber: p.referenceNumber,
        purchaseId: p.purchaseId,
        invitedEmail: invitation.email,
        firstName: invitation.firstName,
        linkExpiresOn: `${formatDate(invitation.expiresAt!, zone)} (${zone})`,
      });
      messages.push({ channel: 'email', recipient: invitation.email, subject: email.subject, body: email.text, html: email.html });
    }
  }
  if (messages.length) await enqueueMessages(tx, messages, now);
}
