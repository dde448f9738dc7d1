/**
 * The network's returns of settled instant transfers: FedNow's pacs.004, and RTP's return of funds (TCH has no
 * pacs.004: a new credit transfer naming the one it sends back, decision 132). Each is believed only when it matches
 * our transfer on every field it carries, applied once; anything else waits for a person. Delivered through the inbox
 * (inbox.ts).
 */
import { and, eq } from 'drizzle-orm';
import { reasonLabel, STATUS_REASONS } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import type { Database } from '../../db/client';
import { keepReceivedOnce } from './received-messages';
import { instantRecalls, instantTransfers } from '../../db/schema';
import { paymentsPort } from '../payments-port';
import { InvalidMessageError, messageNameOf, parsePacs004, parsePacs008, type CreditTransfer, type PaymentReturn } from './messages';

/** A return as the returns path reads it: FedNow's pacs.004 names the transfer by UETR; RTP's return of funds by its message id. */
type ReadReturn = Omit<PaymentReturn, 'originalUetr'> & { originalUetr: string | null };

/**
 * RTP's return of funds as a return: the transfer it names (RfrdDocInf RTRN) returned by the bank that sends it.
 * TCH's credit transfer has no return reason: it is FOCR when it follows a recall of ours that was accepted, else the
 * code the remittance text begins with when it is one of the reasons we know, else NARR (the text says why).
 */
async function returnOfFunds(db: Database, t: CreditTransfer & { returnOf: string }): Promise<ReadReturn> {
  const [recalled] = await db
    .select({ id: instantRecalls.id })
    .from(instantRecalls)
    .innerJoin(instantTransfers, eq(instantTransfers.paymentId, instantRecalls.paymentId))
    .where(and(eq(instantTransfers.messageId, t.returnOf), eq(instantRecalls.state, 'accepted')));
  const leading = /^[A-Z0-9]{4}\b/.exec(t.remittance ?? '')?.[0];
  const reason = recalled ? 'FOCR' : leading && Object.hasOwn(STATUS_REASONS, leading) ? leading : 'NARR';
  return {
    network: t.network,
    messageId: t.messageId,
    createdAt: t.createdAt,
    returnId: t.instructionId ?? t.messageId,
    originalMessageId: t.returnOf,
    originalEndToEndId: t.endToEndId,
    originalUetr: null,
    originalAmountCents: t.amountCents,
    returnedAmountCents: t.amountCents,
    settlementDate: t.settlementDate,
    instructing: t.debtor.routingNumber,
    instructed: t.creditor.routingNumber,
    reason,
    additionalInfo: t.remittance,
  };
}

/** Reads a delivered return in either network's way; InvalidMessageError when it is neither. */
async function readReturn(db: Database, xml: string): Promise<ReadReturn> {
  if (messageNameOf(xml) === 'pacs008') {
    const transfer = parsePacs008(xml);
    if (transfer.returnOf === undefined) throw new InvalidMessageError(['RmtInf/Strd/RfrdDocInf: a credit transfer that names no transfer it returns is not a return']);
    return returnOfFunds(db, transfer as CreditTransfer & { returnOf: string });
  }
  return parsePacs004(xml);
}

/** The fields of a return that do not agree with the transfer it names (empty: it is that transfer's return). */
function mismatches(r: ReadReturn, t: typeof instantTransfers.$inferSelect): string[] {
  const fields: string[] = [];
  // TCH's return of funds names the transfer by its message id (it was found by it), not its end-to-end id.
  if (r.originalUetr !== null && r.originalEndToEndId !== t.endToEndId) fields.push('end-to-end id');
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
  /** Why it was not applied, when it was refused (not when it had been applied before): the answer's reason. */
  refused?: string;
}

/**
 * One return the participant delivered (a pacs.004, or RTP's return-of-funds pacs.008): applied to the transfer it names when every field agrees, once (the message
 * is kept by its id); an unreadable or unmatched one raises a review item instead. Either way it has been read.
 */
export async function applyInstantReturn(db: Database, message: { id: string; xml: string }, at: Date): Promise<ReturnOutcome> {
  let read: ReadReturn;
  try {
    read = await readReturn(db, message.xml);
  } catch (error) {
    if (!(error instanceof InvalidMessageError)) throw error;
    const text = `An instant network message could not be read as a return: ${error.problems.slice(0, 3).join('; ')}`;
    const raised = await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `unreadable:${message.id}`, message: text }, at);
    return { applied: false, reviewItem: raised ? text : null, refused: text };
  }
  const [transfer] = read.originalUetr !== null
    ? await db.select().from(instantTransfers).where(eq(instantTransfers.uetr, read.originalUetr))
    : await db.select().from(instantTransfers).where(eq(instantTransfers.messageId, read.originalMessageId));
  const wrong = transfer ? mismatches(read, transfer) : ['UETR'];
  if (!transfer || wrong.length || transfer.state === 'rejected' || transfer.state === 'sent') {
    const why = wrong.length ? `its ${wrong.join(', ')} match no transfer of ours` : `the transfer it names was ${transfer!.state === 'rejected' ? 'rejected' : 'never confirmed'}`;
    const text = `Instant return ${read.messageId} (${read.reason}) was not applied: ${why}`;
    const raised = await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: read.messageId, paymentId: transfer && !wrong.length ? transfer.paymentId : null, message: text }, at);
    return { applied: false, reviewItem: raised ? text : null, refused: text };
  }
  const applied = await db.transaction(async (tx) => {
    // The message is kept once by its id: the same return handed over again changes nothing.
    const messageName = read.originalUetr === null ? MESSAGE_VERSIONS.pacs008 : MESSAGE_VERSIONS.pacs004;
    const kept = await keepReceivedOnce(tx, { paymentId: transfer.paymentId, messageName, messageId: read.messageId, xml: message.xml }, at);
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
