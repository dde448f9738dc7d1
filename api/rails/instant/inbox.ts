/**
 * What the instant network's participant delivers to us, read once per cycle (and at once after a recall it
 * accepted): returns (pacs.004) and late answers to recalls (camt.029), each applied or kept for a person once, then
 * acknowledged to the connector. Above returns.ts and recalls.ts, which know nothing of each other.
 */
import type { Database } from '../../db/client';
import type { ParticipantConnector } from './connector';
import { messageNameOf } from './messages';
import { applyRecallResolution, sendInstantRecall, type InstantRecallRow, type RecallRequest } from './recalls';
import { applyInstantReturn } from './returns';

export interface InboxReport {
  /** Returns applied to their payments. */
  applied: number;
  reviewItems: string[];
}

export async function receiveInstantMessages(db: Database, connector: ParticipantConnector, at: Date): Promise<InboxReport> {
  const report: InboxReport = { applied: 0, reviewItems: [] };
  const messages = await connector.receive(db, at);
  const taken: string[] = [];
  for (const message of messages) {
    if (messageNameOf(message.xml) === 'camt029') {
      // A late answer to a recall comes by the same delivery; it is applied (or ignored and kept for a person) once.
      const outcome = await applyRecallResolution(db, message.xml, at);
      if (!outcome.applied) report.reviewItems.push(outcome.why);
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
