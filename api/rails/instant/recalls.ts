/**
 * Recalls of settled instant payments (decision 101): the business asks the receiving bank for the money back with a
 * camt.056, once per payment; the bank's camt.029 is believed only when it answers our case on every id, and an
 * accepted recall is followed by the bank's return (FedNow's pacs.004; over RTP, whose Request for Return of Funds is
 * answered IPAY, a new pacs.008 naming the transfer: decision 132), which the returns path books.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECALL_REASONS, RECALL_TIMELINE_CODES, RecallMessages, recallRefusal, type RecallReason } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import { networkMessageId } from '../../../domain/instant-profiles';
import type { Database } from '../../db/client';
import { keepReceivedOnce } from './received-messages';
import { instantMessages, instantRecalls, instantTransfers, payments, type UserRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { paymentsPort, type Tx } from '../payments-port';
import type { ParticipantConnector } from './connector';
import { buildCamt056, InvalidMessageError, parseCamt029, rtpInstructionId, toNetwork, type RecallResolution } from './messages';

export type InstantRecallRow = typeof instantRecalls.$inferSelect;

export const RECALL_ALREADY_SENT = 'This payment has already been recalled; a payment is recalled once.';

/** What became of a camt.029: applied to its recall, or ignored (and why, kept as a review item). */
export type ResolutionOutcome = { applied: true; recall: InstantRecallRow } | { applied: false; why: string };

/**
 * Applies a receiving bank's camt.029 to the recall it answers. A resolution for a case we never opened, from a bank
 * we did not ask, about another transfer, or for a recall already decided changes nothing and waits for a person.
 */
export async function applyRecallResolution(db: Database, xml: string, at: Date): Promise<ResolutionOutcome> {
  let read: RecallResolution;
  try {
    read = parseCamt029(xml);
  } catch (error) {
    if (!(error instanceof InvalidMessageError)) throw error;
    const why = `A recall resolution could not be read: ${error.problems.slice(0, 3).join('; ')}`;
    await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `camt029:unreadable:${randomUUID()}`, message: why }, at);
    return { applied: false, why };
  }
  const ignore = async (why: string, paymentId: string | null = null): Promise<ResolutionOutcome> => {
    const message = `Recall resolution ${read.assignmentId} for case ${read.caseId} was ignored: ${why}`;
    await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `camt029:${read.assignmentId}`, paymentId, message }, at);
    return { applied: false, why };
  };
  const [recall] = await db.select().from(instantRecalls).where(eq(instantRecalls.caseId, read.caseId));
  if (!recall) return ignore('no recall of ours has that case');
  const [transfer] = await db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, recall.paymentId));
  const wrong: string[] = [];
  if (read.assigner !== recall.assignee) wrong.push('answering bank');
  // ISO and FedNow name the transfer on every id; TCH names our request (its message id) and, when it gives one, the UETR.
  if (!transfer || (read.originalUetr === null ? !read.request : read.originalUetr !== transfer.uetr)) wrong.push('UETR');
  if (transfer && read.originalEndToEndId !== null && read.originalEndToEndId !== transfer.endToEndId) wrong.push('end-to-end id');
  if (transfer && read.originalMessageId !== null && read.originalMessageId !== transfer.messageId) wrong.push('original message id');
  if (read.request && read.request.messageId !== recall.assignmentId) wrong.push('request message id');
  if (wrong.length) return ignore(`its ${wrong.join(', ')} do not match the recall`, recall.paymentId);
  if (read.status === 'PDCR') return { applied: false, why: 'the receiving bank has not decided yet' };
  return db.transaction(async (tx) => {
    // The message is kept once by its id, and only an open recall is decided: a replay changes nothing.
    const kept = await keepReceivedOnce(tx, { paymentId: recall.paymentId, messageName: MESSAGE_VERSIONS.camt029, messageId: read.assignmentId, xml }, at);
    if (!kept) return { applied: false, why: 'this resolution was already received' } as const;
    const [decided] = await tx
      .update(instantRecalls)
      .set(read.status === 'ACCR' ? { state: 'accepted', resolvedAt: at } : { state: 'rejected', refusalCode: read.reason, resolvedAt: at })
      .where(and(eq(instantRecalls.id, recall.id), eq(instantRecalls.state, 'requested')))
      .returning();
    if (!decided) {
      const why = `the recall was already ${recall.state}`;
      await paymentsPort().raiseReviewItem(tx, { kind: 'unmatchedInstantMessage', subject: `camt029:${read.assignmentId}`, paymentId: recall.paymentId, message: `Recall resolution ${read.assignmentId} was ignored: ${why}` }, at);
      return { applied: false, why } as const;
    }
    // The decision joins the payment's timeline beside its other events, in the same transaction as the decision.
    const reason = RECALL_REASONS[decided.reasonCode as RecallReason] ?? decided.reasonCode;
    await paymentsPort().appendStatus(
      tx,
      recall.paymentId,
      await statusOf(tx, recall.paymentId),
      at,
      decided.state === 'accepted' ? RecallMessages.timeline.accepted(reason) : RecallMessages.timeline.rejected(reason, decided.refusalCode),
      decided.state === 'accepted' ? RECALL_TIMELINE_CODES.accepted : RECALL_TIMELINE_CODES.rejected,
    );
    return { applied: true, recall: decided } as const;
  });
}

/** The payment's status now: a recall's timeline row keeps the state the payment was in when it happened. */
async function statusOf(db: Database | Tx, paymentId: string): Promise<string> {
  const [row] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, paymentId));
  return row?.status ?? 'success';
}

export interface RecallRequest {
  user: UserRow;
  businessId: string | null;
  hasRights: boolean;
  paymentId: string;
  reason: RecallReason;
  address?: string | null;
}

/**
 * Sends a recall of one of the business's settled instant payments. The recall row (unique per payment) and the
 * camt.056 are written before the message leaves, so a second recall is refused even while the first waits.
 * People recall through inbox.ts's recallInstantPayment, which also books the return an acceptance brings.
 */
export async function sendInstantRecall(db: Database, connector: ParticipantConnector | null, r: RecallRequest, at: Date): Promise<InstantRecallRow> {
  const audit = (outcome: 'success' | 'blocked', details: Record<string, unknown>) =>
    writeAudit(db, { at, userId: r.user.id, action: 'instantPaymentRecalled', address: r.address ?? null, outcome, details: { paymentId: r.paymentId, reason: r.reason, ...details } });
  if (!r.businessId || !r.hasRights) throw forbidden();
  const [payment] = await db.select().from(payments).where(and(eq(payments.id, r.paymentId), eq(payments.businessId, r.businessId)));
  // Another business's payment answers like a missing one: nothing about it leaks.
  if (!payment) throw notFound('Payment');
  const [transfer] = await db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
  const refusal =
    recallRefusal({ rail: payment.rail, instantNetwork: payment.instantNetwork, status: payment.status, kind: payment.kind, settledAt: transfer?.state === 'settled' ? transfer.updatedAt : null }, at) ??
    (transfer?.state === 'settled' ? null : 'Only a payment that was paid can be recalled.') ??
    (connector ? null : 'The instant network cannot be reached from here.');
  if (refusal) {
    await audit('blocked', { refusal });
    throw validationError(refusal);
  }
  const ids = randomUUID().replace(/-/g, '');
  // The assignment id is the message id, in the network's pattern (FedNow: date, routing number, reference; TCH: M,
  // date, participant id, reference). Over RTP the case is named by it too, as TCH's samples do.
  const assignmentId = networkMessageId(transfer!.network, at, connector!.participantRoutingNumber, `A${ids}`);
  const recall = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(instantRecalls)
      .values({
        paymentId: payment.id,
        caseId: transfer!.network === 'rtp' ? assignmentId : `PLC${ids}`,
        assignmentId,
        assignee: transfer!.creditorRoutingNumber,
        reasonCode: r.reason,
        state: 'requested',
        requestedBy: r.user.id,
        requestedAt: at,
      })
      .onConflictDoNothing({ target: instantRecalls.paymentId })
      .returning();
    if (row) await paymentsPort().appendStatus(tx, payment.id, payment.status, at, RecallMessages.timeline.requested(RECALL_REASONS[r.reason]), RECALL_TIMELINE_CODES.requested);
    return row ?? null;
  });
  if (!recall) {
    await audit('blocked', { refusal: RECALL_ALREADY_SENT });
    throw validationError(RECALL_ALREADY_SENT);
  }
  const xml = buildCamt056(
    {
      assignmentId: recall.assignmentId,
      caseId: recall.caseId,
      createdAt: at,
      assigner: connector!.participantRoutingNumber,
      assignee: recall.assignee,
      cancellationId: recall.caseId,
      original: {
        messageId: transfer!.messageId,
        endToEndId: transfer!.endToEndId,
        uetr: transfer!.uetr,
        amountCents: transfer!.amount,
        settlementDate: transfer!.sentAt.toISOString().slice(0, 10),
        createdAt: transfer!.sentAt,
        instructionId: rtpInstructionId(transfer!.messageId),
      },
      reason: r.reason,
      additionalInfo: null,
    },
    toNetwork(transfer!.network, connector!.participantRoutingNumber),
  );
  await db.insert(instantMessages).values({ paymentId: payment.id, direction: 'sent', messageName: MESSAGE_VERSIONS.camt056, messageId: recall.assignmentId, xml, at });
  await audit('success', { caseId: recall.caseId });
  return handOver(db, connector!, recall, xml, at);
}

/** Gives the camt.056 to the connector, notes that it took it, and applies the answer if one came at once. */
async function handOver(db: Database, connector: ParticipantConnector, recall: InstantRecallRow, xml: string, at: Date): Promise<InstantRecallRow> {
  const answer = await connector.recall(db, xml, at);
  const [taken] = await db.update(instantRecalls).set({ handedOverAt: at }).where(eq(instantRecalls.id, recall.id)).returning();
  if (!answer.answered) return taken ?? recall;
  const outcome = await applyRecallResolution(db, answer.xml, at);
  return outcome.applied ? outcome.recall : (taken ?? recall);
}

/**
 * Recalls written but never handed over (a crash between the two): their own camt.056, as kept, is given to the
 * connector again. The same case id makes it the same request to the network, so it is never a second recall. The
 * cycle reads the inbox after this, so the return of a recall accepted here is booked in the same cycle.
 */
export async function handOverPendingRecalls(db: Database, connector: ParticipantConnector, at: Date): Promise<number> {
  const pending = await db.select().from(instantRecalls).where(and(eq(instantRecalls.state, 'requested'), isNull(instantRecalls.handedOverAt)));
  let handed = 0;
  for (const recall of pending) {
    const [sent] = await db
      .select({ xml: instantMessages.xml })
      .from(instantMessages)
      .where(and(eq(instantMessages.direction, 'sent'), eq(instantMessages.messageId, recall.assignmentId)));
    if (!sent) continue;
    await handOver(db, connector, recall, sent.xml, at);
    handed += 1;
  }
  return handed;
}

/** A payment's recall, if one was sent. */
export async function recallOf(db: Database, paymentId: string): Promise<InstantRecallRow | null> {
  const [row] = await db.select().from(instantRecalls).where(eq(instantRecalls.paymentId, paymentId));
  return row ?? null;
}
