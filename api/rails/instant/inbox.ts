/**
 * What the instant network's participant delivers to us, read every second by the inbox loop (jobs/instant-inbox.ts,
 * so a value message is answered within the network's clock), in every processing cycle, and at once after a recall it
 * accepted: returns (FedNow's pacs.004, RTP's return of funds: a pacs.008 naming the transfer it returns), late answers to recalls (camt.029), answers to requests for payment (pain.014) and
 * payers' transfers paying them (pacs.008), each applied or kept for a person once, then acknowledged to the
 * connector. Above returns.ts, recalls.ts and requests.ts, which know nothing of each other.
 */
import { INSTANT_NETWORK_LABELS } from '../../../domain/instant-payments';
import { NETWORK_PROFILES, withinPaymentClock } from '../../../domain/instant-profiles';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { instantMessages } from '../../db/schema';
import { paymentsPort } from '../payments-port';
import type { ParticipantConnector } from './connector';
import { messageNameOf } from './messages';
import { applyRecallResolution, sendInstantRecall, type InstantRecallRow, type RecallRequest } from './recalls';
import { applyRequestPayment, applyRequestStatus } from './requests';
import { ALREADY_RECEIVED, answerDelivered, deliveredValueMessage, type DeliveredValueMessage } from './payee-answers';
import { applyInstantReturn } from './returns';

export interface InboxReport {
  /** Returns applied to their payments. */
  applied: number;
  reviewItems: string[];
}

/**
 * A value message (a credit transfer or a return) read after its network's payment clock ran out: the network has
 * rejected it for time (its sender sends it again as a new message), so nothing is booked and nothing is answered; a
 * person is told, once per message.
 */
async function lateValueMessage(db: Database, delivered: DeliveredValueMessage, at: Date): Promise<string | null> {
  const network = INSTANT_NETWORK_LABELS[delivered.network];
  const seconds = Math.round((at.getTime() - delivered.createdAt.getTime()) / 1000);
  const limit = NETWORK_PROFILES[delivered.network].time.paymentTimeoutMs / 1000;
  const text = `${network} message ${delivered.messageId} was read ${seconds} s after it was sent, past ${network}'s ${limit}-second payment clock: the network has already rejected it, so it was neither booked nor answered. Its sender sends it again as a new message.`;
  const raised = await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `late:${delivered.messageId}`, paymentId: delivered.paymentId, message: text }, at);
  return raised ? text : null;
}

/** Whether a message with this id was received and kept before (booked once, in time). */
async function keptBefore(db: Database, messageId: string): Promise<boolean> {
  const [kept] = await db
    .select({ id: instantMessages.id })
    .from(instantMessages)
    .where(and(eq(instantMessages.messageId, messageId), eq(instantMessages.direction, 'received')))
    .limit(1);
  return Boolean(kept);
}

/** One read of the participant's deliveries at a time in this process (the processing cycle and the inbox loop share it). */
let reading: Promise<unknown> = Promise.resolve();

export function receiveInstantMessages(db: Database, connector: ParticipantConnector, at: Date): Promise<InboxReport> {
  const read = reading.then(() => readDeliveries(db, connector, at));
  reading = read.catch(() => undefined);
  return read;
}

async function readDeliveries(db: Database, connector: ParticipantConnector, at: Date): Promise<InboxReport> {
  const report: InboxReport = { applied: 0, reviewItems: [] };
  const messages = await connector.receive(db, at);
  const taken: string[] = [];
  for (const message of messages) {
    const name = messageNameOf(message.xml);
    // Value messages are answered by the receiving participant within the network's clock, or not at all.
    const delivered = name === 'pacs008' || name === 'pacs004' ? await deliveredValueMessage(db, message.xml) : null;
    if (delivered && !withinPaymentClock(delivered.network, delivered.createdAt, at)) {
      // Handed over again after a crash, late: it was booked and answered in time before, and nothing changes.
      if (!(await keptBefore(db, delivered.messageId))) {
        const item = await lateValueMessage(db, delivered, at);
        if (item) report.reviewItems.push(item);
      }
    } else if (name === 'pacs004' || delivered?.returnOf) {
      // A return of one of our transfers (FedNow's pacs.004, RTP's return of funds), booked by the returns path and
      // answered as any value message delivered to us.
      const outcome = await applyInstantReturn(db, message, at);
      if (outcome.applied) report.applied += 1;
      if (outcome.reviewItem) report.reviewItems.push(outcome.reviewItem);
      if (delivered) await answerDelivered(db, connector, delivered, outcome.applied ? { applied: true } : { applied: false, why: outcome.refused ?? ALREADY_RECEIVED }, at);
    } else if (name === 'camt029' || name === 'pain014' || name === 'pacs008') {
      // Answers to recalls and to requests for payment, and payers' transfers, come by the same delivery; each is
      // applied (or ignored and kept for a person) once.
      const apply = name === 'camt029' ? applyRecallResolution : name === 'pain014' ? applyRequestStatus : applyRequestPayment;
      const outcome = await apply(db, message.xml, at);
      if (!outcome.applied) report.reviewItems.push(outcome.why);
      // A payer's transfer is answered as a receiving participant must, before the delivery is acknowledged.
      if (delivered) await answerDelivered(db, connector, delivered, outcome, at);
    } else {
      const outcome = await applyInstantReturn(db, message, at);
      if (outcome.applied) report.applied += 1;
      if (outcome.reviewItem) report.reviewItems.push(outcome.reviewItem);
    }
    taken.push(message.id);
  }
  if (taken.length) await connector.acknowledge(db, taken, at);
  return report;
}

/** A person's recall: sent (recalls.ts), and when the bank accepts it at once, the return that follows is booked now (else by the next cycle). */
export async function recallInstantPayment(db: Database, connector: ParticipantConnector | null, r: RecallRequest, at: Date): Promise<InstantRecallRow> {
  const recall = await sendInstantRecall(db, connector, r, at);
  if (connector && recall.state === 'accepted') await receiveInstantMessages(db, connector, at).catch(() => undefined);
  return recall;
}
