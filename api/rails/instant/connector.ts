/**
 * The participant connector: how the instant rail hands ISO 20022 messages to a network (through a bank or service
 * provider) and gets its answers. It is the only seam between Payloft and a network (decision 123): the messages it
 * carries are already built in the network's shape (FedNow's wrapper and head.001; domain/instant-profiles.ts), so a
 * FedLine (FedNow) or TCH (RTP) connection implements this interface and nothing else, and is returned by
 * `instantConnectorFor` (rail.ts). Today that returns the sandbox participant outside production and nothing in it.
 */
import type { InstantNetwork } from '../../../domain/instant-payments';
import type { Database } from '../../db/client';

/** What came back within the network's time for an answer: its message, or nothing (never read as paid or failed). */
export type ParticipantAnswer = { answered: true; xml: string } | { answered: false };

export interface ParticipantConnector {
  /** `sandbox` answers from a simulated receiving bank; production refuses it (decision 067's rule). */
  readonly kind: 'sandbox' | 'bank';
  /** Our participant's routing number (the instructing agent of what we send). */
  readonly participantRoutingNumber: string;
  /** The settlement account the platform pays from, the debtor account of every transfer. */
  readonly settlementAccountNumber: string;
  /** Sends a pacs.008 and waits for its pacs.002. Throws TransientRailError when the message could not be handed over. */
  send(db: Database, xml: string, at: Date): Promise<ParticipantAnswer>;
  /** Sends a pacs.028 status request and waits for its pacs.002. Throws TransientRailError when it could not be handed over. */
  inquire(db: Database, xml: string, at: Date): Promise<ParticipantAnswer>;
  /** Sends a camt.056 recall and waits for its camt.029; no answer leaves the recall open (a late camt.029 comes through receive). */
  recall(db: Database, xml: string, at: Date): Promise<ParticipantAnswer>;
  /**
   * Sends a pain.013 request for payment to the payer's bank over a network and waits for its pain.014; no answer
   * leaves the request open (a late pain.014, and the payer's own pacs.008 when it pays, come through receive).
   */
  requestPayment(db: Database, network: InstantNetwork, xml: string, at: Date): Promise<ParticipantAnswer>;
  /**
   * Hands the network our status report (pacs.002) for a credit transfer it delivered to us (payee-answers.ts), in the
   * same cycle that read the transfer. Throws TransientRailError when it could not be handed over.
   */
  answerTransfer(db: Database, xml: string, at: Date): Promise<void>;
  /** Messages the network sent us unasked (returns: FedNow's pacs.004, RTP's return-of-funds pacs.008; late camt.029 resolutions, pain.014 answers, payers' pacs.008) and not yet acknowledged, oldest first. */
  receive(db: Database, at: Date): Promise<Array<{ id: string; xml: string }>>;
  /** Tells the connector these messages are recorded: they are not handed over again. */
  acknowledge(db: Database, ids: readonly string[], at: Date): Promise<void>;
}
