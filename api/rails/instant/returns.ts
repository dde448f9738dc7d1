/**
 * The network's returns of settled instant transfers (pacs.004): each believed only when it matches our transfer on
 * every field it carries, applied once; anything else waits for a person. Delivered through the inbox (inbox.ts).
 */
import { eq } from 'drizzle-orm';
import { reasonLabel } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import type { Database } from '../../db/client';
import { keepReceivedOnce } from './received-messages';
import { instantTransfers } from '../../db/schema';
import { paymentsPort } from '../payments-port';
import { InvalidMessageError, parsePacs004, type PaymentReturn } from './messages';

/** The fields of a return that do not agree with the transfer it names (empty: it is that transfer's return). */
function mismatches(r: PaymentReturn, t: typeof instantTransfers.$inferSelect): string[] {
  const fields: string[] = [];
  if (r.originalEndToEndId !== t.endToEndId) fields.push('end-to-end id');
  if (r.originalMessageId !== t.messageId) fields.push('original message id');
  if (r.network !== t.network) fields.push('network');
  if (r.originalAmountCents !== t.amount || r.returnedAmountCents !== t.amount) fields.push('amount');
  if (r.instructing !== t.creditorRoutingNumber) fields.push('returning bank');
  return fields;
}

/** What reading one delivered return did: applied to its payment, or kept for a person (the review item's text). */
export interface ReturnOutcome {
  applied: boolean;
  reviewItem: string | null;
}

/**
 * One pacs.004 the participant delivered: applied to the transfer it names when every field agrees, once (the message
 * is kept by its id); an unreadable or unmatched one raises a review item instead. Either way it has been read.
 */
export async function applyInstantReturn(db: Database, message: { id: string; xml: string }, at: Date): Promise<ReturnOutcome> {
  let read: PaymentReturn;
  try {
    read = parsePacs004(message.xml);
  } catch (error) {
    if (!(error instanceof InvalidMessageError)) throw error;
    const text = `An instant network message could not be read as a return: ${error.problems.slice(0, 3).join('; ')}`;
    const raised = await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `unreadable:${message.id}`, message: text }, at);
    return { applied: false, reviewItem: raised ? text : null };
  }
  const [transfer] = await db.select().from(instantTransfers).where(eq(instantTransfers.uetr, read.originalUetr));
  const wrong = transfer ? mismatches(read, transfer) : ['UETR'];
  if (!transfer || wrong.length || transfer.state === 'rejected' || transfer.state === 'sent') {
    const why = wrong.length ? `its ${wrong.join(', ')} match no transfer of ours` : `the transfer it names was ${transfer!.state === 'rejected' ? 'rejected' : 'never confirmed'}`;
    const text = `Instant return ${read.messageId} (${read.reason}) was not applied: ${why}`;
    const raised = await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: read.messageId, paymentId: transfer && !wrong.length ? transfer.paymentId : null, message: text }, at);
    return { applied: false, reviewItem: raised ? text : null };
  }
  const applied = await db.transaction(async (tx) => {
    // The message is kept once by its id: the same return handed over again changes nothing.
    const kept = await keepReceivedOnce(tx, { paymentId: transfer.paymentId, messageName: MESSAGE_VERSIONS.pacs004, messageId: read.messageId, xml: message.xml }, at);
    if (!kept) return false;
    const text = `${read.reason} ${reasonLabel(read.reason)}`;
    const set = { paymentProcessStatus: 'error', paymentBankStatus: 'returned', paymentErrorMessage: text, returnCode: read.reason };
    const detail = { description: `Returned by the receiving bank: ${text}`, code: read.reason };
    // Settled at the network but not yet recorded as paid here (its job runs after a crash): it ends in error instead.
    const moved = (await paymentsPort().transition(tx, transfer.paymentId, ['success'], 'returned', at, detail, set)) ?? (await paymentsPort().transition(tx, transfer.paymentId, ['processing'], 'error', at, detail, set));
    await tx.update(instantTransfers).set({ state: 'returned', reasonCode: read.reason, updatedAt: at }).where(eq(instantTransfers.paymentId, transfer.paymentId));
    return moved !== null;
  });
  return { applied, reviewItem: null };
}
