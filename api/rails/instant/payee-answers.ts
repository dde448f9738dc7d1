/**
 * The receiving participant's side (decisions 123, 135): a value message the network delivers to our participant — a
 * payer's credit transfer paying a business's request, RTP's return of funds, FedNow's payment return (pacs.004) — is
 * answered with the status report the network expects of a receiving participant: a pacs.002 in the network's shape,
 * accepted (ACTC, the Receiver FI's acceptance in FedNow's Operating Procedures and in TCH's list) when it is booked or
 * was booked before, rejected with its reason otherwise. It is handed to the connector before the delivery is
 * acknowledged, and only while the message's payment clock runs: past it the network has rejected the message for
 * time, and nothing is booked or answered (inbox.ts). Booking stays once per message (kept by its message id).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { networkMessageId } from '../../../domain/instant-profiles';
import type { InstantNetwork } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import type { Database } from '../../db/client';
import { instantMessages, instantPaymentRequests, instantTransfers } from '../../db/schema';
import type { ParticipantConnector } from './connector';
import { buildPacs002, InvalidMessageError, messageNameOf, parsePacs004, parsePacs008, toNetwork } from './messages';

export const ALREADY_RECEIVED = 'this transfer was already received';

/** What the receiving participant's answer names of a delivered value message. */
export interface DeliveredValueMessage {
  network: InstantNetwork;
  messageId: string;
  messageName: string;
  createdAt: Date;
  endToEndId: string;
  uetr: string;
  /** TCH names a transfer by its instruction id. */
  instructionId?: string;
  /** The bank that sent it, the answer's instructed agent. */
  sender: string;
  /** The payment it belongs to, for the answer's place among the payment's messages. */
  paymentId: string | null;
  /** RTP's return of funds: the message id of our transfer it sends back (a credit transfer naming it, RfrdDocInf RTRN). */
  returnOf?: string;
}

/** A delivered pacs.008 or pacs.004 as its answer names it; null when it cannot be read (no ids to answer: a person has the review item). */
export async function deliveredValueMessage(db: Database, xml: string): Promise<DeliveredValueMessage | null> {
  try {
    if (messageNameOf(xml) === 'pacs004') {
      const r = parsePacs004(xml);
      const [transfer] = await db.select({ paymentId: instantTransfers.paymentId }).from(instantTransfers).where(eq(instantTransfers.uetr, r.originalUetr));
      return { network: r.network, messageId: r.messageId, messageName: MESSAGE_VERSIONS.pacs004, createdAt: r.createdAt, endToEndId: r.originalEndToEndId, uetr: r.originalUetr, sender: r.instructing, paymentId: transfer?.paymentId ?? null };
    }
    const t = parsePacs008(xml);
    const [request] = await db.select({ paymentId: instantPaymentRequests.paymentId }).from(instantPaymentRequests).where(eq(instantPaymentRequests.endToEndId, t.endToEndId));
    const [returned] = t.returnOf ? await db.select({ paymentId: instantTransfers.paymentId }).from(instantTransfers).where(eq(instantTransfers.messageId, t.returnOf)) : [];
    return {
      network: t.network,
      messageId: t.messageId,
      messageName: MESSAGE_VERSIONS.pacs008,
      createdAt: t.createdAt,
      endToEndId: t.endToEndId,
      uetr: t.uetr,
      ...(t.instructionId ? { instructionId: t.instructionId } : {}),
      ...(t.returnOf ? { returnOf: t.returnOf } : {}),
      sender: t.debtor.routingNumber,
      paymentId: request?.paymentId ?? returned?.paymentId ?? null,
    };
  } catch (error) {
    if (error instanceof InvalidMessageError) return null;
    throw error;
  }
}

/** Answers a delivered value message: accepted when it was booked now or before, else rejected with why. */
export async function answerDelivered(db: Database, connector: ParticipantConnector, delivered: DeliveredValueMessage, outcome: { applied: true } | { applied: false; why: string }, at: Date): Promise<string> {
  const accepted = outcome.applied || outcome.why === ALREADY_RECEIVED;
  const reference = `A${createHash('sha256').update(`${delivered.messageId}|${delivered.uetr}`).digest('hex').slice(0, 24)}`;
  // The same message delivered again gets the same answer, under the same id.
  const messageId = networkMessageId(delivered.network, delivered.createdAt, connector.participantRoutingNumber, reference);
  const answer = buildPacs002(
    {
      messageId,
      createdAt: at,
      originalMessageId: delivered.messageId,
      originalMessageName: delivered.messageName,
      originalCreatedAt: delivered.createdAt,
      groupStatus: null,
      groupReason: null,
      transaction: {
        originalEndToEndId: delivered.endToEndId,
        originalUetr: delivered.uetr,
        // TCH names the transfer by its instruction id.
        ...(delivered.instructionId ? { originalInstructionId: delivered.instructionId } : {}),
        status: accepted ? 'ACTC' : 'RJCT',
        reason: accepted ? null : 'NARR',
        additionalInfo: accepted || outcome.applied ? null : outcome.why.slice(0, 105),
        instructing: connector.participantRoutingNumber,
        instructed: delivered.sender,
      },
    },
    toNetwork(delivered.network, connector.participantRoutingNumber),
  );
  await db
    .insert(instantMessages)
    .values({ paymentId: delivered.paymentId, direction: 'sent', messageName: MESSAGE_VERSIONS.pacs002, messageId, xml: answer, at })
    .onConflictDoNothing();
  await connector.answerTransfer(db, answer, at);
  return answer;
}
