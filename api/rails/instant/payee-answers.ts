/**
 * The payee's side (decision 123): a credit transfer the network delivers to our participant (a payer paying a
 * business's request) is answered with the status report the network expects of a receiving participant — a pacs.002
 * in the network's shape (FedNow's ParticipantPaymentStatus), accepted (ACSP) when the transfer is booked or was booked
 * before, rejected with its reason otherwise — handed to the connector before the delivery is acknowledged, so within
 * the same cycle that read it. Booking stays once per transfer (requests.ts keeps it by its message id).
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { networkMessageId } from '../../../domain/instant-profiles';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import type { Database } from '../../db/client';
import { instantMessages, instantPaymentRequests } from '../../db/schema';
import type { ParticipantConnector } from './connector';
import { buildPacs002, InvalidMessageError, parsePacs008, toNetwork, type CreditTransfer } from './messages';
import type { RequestMessageOutcome } from './requests';

/** What a booked transfer, or one booked before (a delivery repeated), is answered with: accepted, settlement in process (TCH's list: ACTC). */
const ACCEPTED = { fednow: 'ACSP', rtp: 'ACTC' } as const;
export const ALREADY_RECEIVED = 'this transfer was already received';

/** Answers a delivered pacs.008; nothing when it cannot be read (no ids to answer: the network times it out, and a person has the review item). */
export async function answerDeliveredTransfer(db: Database, connector: ParticipantConnector, xml: string, outcome: RequestMessageOutcome, at: Date): Promise<string | null> {
  let transfer: CreditTransfer;
  try {
    transfer = parsePacs008(xml);
  } catch (error) {
    if (error instanceof InvalidMessageError) return null;
    throw error;
  }
  const accepted = outcome.applied || outcome.why === ALREADY_RECEIVED;
  const reference = `A${createHash('sha256').update(`${transfer.messageId}|${transfer.uetr}`).digest('hex').slice(0, 24)}`;
  // The same transfer delivered again gets the same answer, under the same id.
  const messageId = networkMessageId(transfer.network, transfer.createdAt, connector.participantRoutingNumber, reference);
  const answer = buildPacs002(
    {
      messageId,
      createdAt: at,
      originalMessageId: transfer.messageId,
      originalMessageName: MESSAGE_VERSIONS.pacs008,
      originalCreatedAt: transfer.createdAt,
      groupStatus: null,
      groupReason: null,
      transaction: {
        originalEndToEndId: transfer.endToEndId,
        originalUetr: transfer.uetr,
        // TCH names the transfer by its instruction id, and has no ACSP: ACTC is its receiving participant's acceptance.
        ...(transfer.instructionId ? { originalInstructionId: transfer.instructionId } : {}),
        status: accepted ? ACCEPTED[transfer.network] : 'RJCT',
        reason: accepted ? null : 'NARR',
        additionalInfo: accepted || outcome.applied ? null : outcome.why.slice(0, 105),
        instructing: connector.participantRoutingNumber,
        instructed: transfer.debtor.routingNumber,
      },
    },
    toNetwork(transfer.network, connector.participantRoutingNumber),
  );
  const [request] = await db.select({ paymentId: instantPaymentRequests.paymentId }).from(instantPaymentRequests).where(eq(instantPaymentRequests.endToEndId, transfer.endToEndId));
  await db
    .insert(instantMessages)
    .values({ paymentId: request?.paymentId ?? null, direction: 'sent', messageName: MESSAGE_VERSIONS.pacs002, messageId, xml: answer, at })
    .onConflictDoNothing();
  await connector.answerTransfer(db, answer, at);
  return answer;
}
