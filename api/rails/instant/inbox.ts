/**
 * What the instant network's participant delivers to us, read once per cycle (and at once after a recall it
 * accepted): returns (FedNow's pacs.004, RTP's return of funds: a pacs.008 naming the transfer it returns), late answers to recalls (camt.029), answers to requests for payment (pain.014) and
 * payers' transfers paying them (pacs.008), each applied or kept for a person once, then acknowledged to the
 * connector. Above returns.ts, recalls.ts and requests.ts, which know nothing of each other.
 */
import type { Database } from '../../db/client';
import type { ParticipantConnector } from './connector';
import { InvalidMessageError, messageNameOf, parsePacs008 } from './messages';
import { applyRecallResolution, sendInstantRecall, type InstantRecallRow, type RecallRequest } from './recalls';
import { applyRequestPayment, applyRequestStatus } from './requests';
import { ALREADY_RECEIVED, answerDeliveredTransfer } from './payee-answers';
import { applyInstantReturn } from './returns';

export interface InboxReport {
  /** Returns applied to their payments. */
  applied: number;
  reviewItems: string[];
}

/** Whether a delivered credit transfer is RTP's return of funds (it names the transfer it sends back). */
function isReturnOfFunds(xml: string): boolean {
  try {
    return parsePacs008(xml).returnOf !== undefined;
  } catch (error) {
    if (error instanceof InvalidMessageError) return false;
    throw error;
  }
}

export async function receiveInstantMessages(db: Database, connector: ParticipantConnector, at: Date): Promise<InboxReport> {
  const report: InboxReport = { applied: 0, reviewItems: [] };
  const messages = await connector.receive(db, at);
  const taken: string[] = [];
  for (const message of messages) {
    const name = messageNameOf(message.xml);
    if (name === 'pacs008' && isReturnOfFunds(message.xml)) {
      // RTP's return of funds: a credit transfer sending one of ours back, booked by the returns path and answered
      // as any transfer delivered to us.
      const outcome = await applyInstantReturn(db, message, at);
      if (outcome.applied) report.applied += 1;
      if (outcome.reviewItem) report.reviewItems.push(outcome.reviewItem);
      const answered = outcome.applied ? ({ applied: true } as const) : ({ applied: false, why: outcome.reviewItem ?? ALREADY_RECEIVED } as const);
      await answerDeliveredTransfer(db, connector, message.xml, answered, at);
    } else if (name === 'camt029' || name === 'pain014' || name === 'pacs008') {
      // Answers to recalls and to requests for payment, and payers' transfers, come by the same delivery; each is
      // applied (or ignored and kept for a person) once.
      const apply = name === 'camt029' ? applyRecallResolution : name === 'pain014' ? applyRequestStatus : applyRequestPayment;
      const outcome = await apply(db, message.xml, at);
      if (!outcome.applied) report.reviewItems.push(outcome.why);
      // A payer's transfer is answered as a receiving participant must, before the delivery is acknowledged.
      if (name === 'pacs008') await answerDeliveredTransfer(db, connector, message.xml, outcome, at);
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
