/**
 * The instant rail (decision 069): one ISO 20022 credit transfer per payment through a participant connector, its
 * status report believed only when it answers our transfer on every id, silence answered by a status request, and
 * the network's returns applied to the payment they match.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { hasSandboxRail } from '../../../domain/rails';
import { INSTANT_NETWORK_LABELS, reasonLabel, transferIdsOf, verdictOf, type InstantNetwork } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import { NETWORK_PROFILES, networkMessageId, statusRequestFrom, withinPaymentClock } from '../../../domain/instant-profiles';
import type { Environment } from '../../../domain/environment';
import type { Database } from '../../db/client';
import { businesses, instantMessages, instantTransfers, reviewItems, type PaymentRow } from '../../db/schema';
import { paymentsPort } from '../payments-port';
import { directionOf } from '../nacha';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailPayment, type RailStatus } from '../types';
import type { ParticipantAnswer, ParticipantConnector } from './connector';
import { buildPacs008, buildPacs028, envelopeNetworkOf, InvalidMessageError, MESSAGE_REJECT_VERSION, messageRejectOf, parsePacs002, rtpInstructionId, toNetwork, type StatusReport } from './messages';
import { currentRequestStatus, requestOf, requestRailOutcome, sendPaymentRequest } from './requests';
import { createSandboxParticipant } from './sandbox-participant';

type Transfer = typeof instantTransfers.$inferSelect;

/**
 * The connector of this environment: the sandbox participant outside production; none in production until a bank's is
 * configured. A FedLine or TCH connection (connector.ts) is returned here, for production, once a bank partner provides it.
 */
export function instantConnectorFor(appEnv: Environment, env: Record<string, string | undefined> = process.env): ParticipantConnector | null {
  return hasSandboxRail(appEnv) ? createSandboxParticipant(env) : null;
}

const settledMessage = (network: InstantNetwork) => `Settled instantly over ${INSTANT_NETWORK_LABELS[network]}`;
const heldMessage = (network: InstantNetwork) => `Waiting for a person: ${INSTANT_NETWORK_LABELS[network]}’s answer could not be read`;
/** The review item holding a payment whose answer could not be read: while it is open, the network is not asked again. */
const heldSubject = (paymentId: string) => `instant-answer:${paymentId}`;

/** A status report's meaning for our transfer, or null when it does not answer that transfer on every id. */
function verdictFor(report: StatusReport, transfer: Transfer, originalMessageId: string, words: 'iso' | 'tch') {
  if (report.originalMessageId !== originalMessageId) return null;
  const tx = report.transaction;
  if (!tx) return report.groupStatus === 'RJCT' ? ({ kind: 'unknown', reason: report.groupReason } as const) : null;
  // ISO and FedNow name it by UETR and end-to-end id; TCH by our instruction id (the message id without its M), its
  // UETR when it gives one.
  const named =
    tx.originalEndToEndId === null
      ? transfer.network === 'rtp' && tx.originalInstructionId === rtpInstructionId(transfer.messageId) && (tx.originalUetr === null || tx.originalUetr === transfer.uetr)
      : tx.originalUetr === transfer.uetr && tx.originalEndToEndId === transfer.endToEndId;
  if (!named || tx.instructing !== transfer.creditorRoutingNumber) return null;
  // A duplicate's rejection says the network already has this UETR: what became of it is asked, never assumed.
  if (tx.status === 'RJCT' && tx.reason === 'DUPL') return { kind: 'pending' } as const;
  return verdictOf(tx.status, tx.reason, words);
}

export function createInstantRail(connector: ParticipantConnector): PaymentRail {
  async function record(db: Database, paymentId: string, direction: 'sent' | 'received', name: string, messageId: string, xml: string, at: Date) {
    await db.insert(instantMessages).values({ paymentId, direction, messageName: name, messageId, xml, at }).onConflictDoNothing();
  }

  /**
   * An answer that came but could not be read is never taken for silence (decision 123): it is kept with the
   * payment's messages, a person is asked to read it on the Errors page, and the payment waits for them (the network
   * is not asked again until the item is resolved).
   */
  async function hold(db: Database, transfer: Transfer, xml: string, error: InvalidMessageError, at: Date) {
    // A message reject (admi.002) is read for its reason, but held all the same: it refuses a message, it is not a transfer's status.
    const reject = messageRejectOf(xml);
    const messageId = `unreadable:${createHash('sha256').update(xml).digest('hex').slice(0, 24)}`;
    await record(db, transfer.paymentId, 'received', reject ? MESSAGE_REJECT_VERSION : MESSAGE_VERSIONS.pacs002, messageId, xml, at);
    const network = INSTANT_NETWORK_LABELS[transfer.network];
    const problems = error.problems.slice(0, 3).join('; ');
    const message = reject
      ? `${network} rejected a message about transfer ${transfer.messageId} before processing it (reason ${reject.reason ?? 'not given'}${reject.description ? `: ${reject.description}` : ''}; the message rejected: ${reject.reference ?? 'not named'}). The rejection is kept with the payment's messages and nothing was concluded from it. Find out from the bank why, then resolve this item: ${network} is then asked for the payment's status again, and a transfer it does not have goes again as a new message.`
      : `${network} answered transfer ${transfer.messageId}, but its answer could not be read (${problems}). The answer is kept with the payment's messages and nothing was concluded from it. Find out from the bank whether the transfer settled, then resolve this item: ${network} is then asked for the payment's status again.`;
    await paymentsPort().raiseReviewItem(db, { kind: 'unreadableInstantAnswer', subject: heldSubject(transfer.paymentId), paymentId: transfer.paymentId, message }, at);
    return { kind: 'held' } as const;
  }

  const isHeld = async (db: Database, paymentId: string) =>
    (
      await db
        .select({ id: reviewItems.id })
        .from(reviewItems)
        .where(and(eq(reviewItems.kind, 'unreadableInstantAnswer'), eq(reviewItems.subject, heldSubject(paymentId)), isNull(reviewItems.resolvedAt)))
    ).length > 0;

  /** The network's answer read and matched, `held` when it could not be read, or null (no answer, or about another transfer). */
  async function answerOf(db: Database, transfer: Transfer, answer: ParticipantAnswer, originalMessageId: string, at: Date) {
    if (!answer.answered) return null;
    let report: StatusReport;
    try {
      report = parsePacs002(answer.xml);
    } catch (error) {
      if (error instanceof InvalidMessageError) return hold(db, transfer, answer.xml, error, at);
      throw error;
    }
    // A status in TCH's own report (its envelope) reads by TCH's code list.
    const verdict = verdictFor(report, transfer, originalMessageId, transfer.network === 'rtp' && envelopeNetworkOf(answer.xml) === 'rtp' ? 'tch' : 'iso');
    if (verdict) await record(db, transfer.paymentId, 'received', MESSAGE_VERSIONS.pacs002, report.messageId, answer.xml, at);
    return verdict;
  }

  /** Keeps the network's final word on the transfer (a final state never changes back). */
  async function settle(db: Database, transfer: Transfer, state: 'settled' | 'rejected', reasonCode: string | null, at: Date) {
    await db.update(instantTransfers).set({ state, reasonCode, updatedAt: at }).where(eq(instantTransfers.paymentId, transfer.paymentId));
  }

  /**
   * Asks the network what became of a transfer (pacs.028); its answer, or `unknown` when it has no such transfer.
   * Never while the transfer's payment clock runs: the network refuses a status request until then (decision 135), so
   * the payment waits, visibly, and is asked about on a later attempt.
   */
  async function ask(db: Database, transfer: Transfer, at: Date): Promise<RailStatus | 'unknown'> {
    if (at < statusRequestFrom(transfer.network, transfer.sentAt)) {
      const seconds = NETWORK_PROFILES[transfer.network].time.statusRequestAfterMs / 1000;
      throw new TransientRailError(`${INSTANT_NETWORK_LABELS[transfer.network]} takes a status request about a transfer only ${seconds} s after it was sent: it is asked on the next attempt`);
    }
    const reference = `Q${randomUUID().replace(/-/g, '')}`;
    const messageId = networkMessageId(transfer.network, at, connector.participantRoutingNumber, reference);
    const xml = buildPacs028(
      {
        messageId,
        createdAt: at,
        requestId: messageId,
        originalMessageId: transfer.messageId,
        originalCreatedAt: transfer.sentAt,
        originalEndToEndId: transfer.endToEndId,
        originalUetr: transfer.uetr,
        // What TCH's status request names the transfer by (RTP).
        originalInstructionId: rtpInstructionId(transfer.messageId),
        originalAmountCents: transfer.amount,
        originalSettlementDate: transfer.sentAt.toISOString().slice(0, 10),
        instructing: connector.participantRoutingNumber,
        instructed: transfer.creditorRoutingNumber,
      },
      toNetwork(transfer.network, connector.participantRoutingNumber),
    );
    await record(db, transfer.paymentId, 'sent', MESSAGE_VERSIONS.pacs028, messageId, xml, at);
    const verdict = await answerOf(db, transfer, await connector.inquire(db, xml, at), messageId, at);
    if (!verdict) throw new TransientRailError('The instant network did not answer the status request');
    if (verdict.kind === 'unknown') return 'unknown';
    if (verdict.kind === 'held') return { state: 'accepted', message: heldMessage(transfer.network) };
    if (verdict.kind === 'settled') {
      await settle(db, transfer, 'settled', null, at);
      return { state: 'settled', message: settledMessage(transfer.network) };
    }
    if (verdict.kind === 'rejected') {
      await settle(db, transfer, 'rejected', verdict.code, at);
      return { state: 'returned', code: verdict.code, message: reasonLabel(verdict.code) };
    }
    return { state: 'accepted', message: 'Accepted by the receiving bank, not yet settled' };
  }

  function statusOf(transfer: Transfer): RailStatus | null {
    if (transfer.state === 'settled' || transfer.state === 'returned') return { state: 'settled', message: settledMessage(transfer.network) };
    if (transfer.state === 'rejected') return { state: 'returned', code: transfer.reasonCode ?? 'NARR', message: reasonLabel(transfer.reasonCode ?? 'NARR') };
    return null;
  }

  const outcomeOf = (status: RailStatus): RailOutcome => {
    if (status.state === 'settled') return { outcome: 'settled', bankStatus: 'settled', message: status.message };
    if (status.state === 'returned') return { outcome: 'returned', bankStatus: 'rejected', code: status.code, message: status.message };
    throw new TransientRailError('The instant network has not settled the transfer yet; its status will be asked');
  };

  /**
   * The transfer as it may go out at `at`: a message stamped earlier whose payment clock has run out would be refused
   * for time by the network (decision 135), so a transfer the network never received is sent again as a new message
   * (a new message id and time stamp; the same end-to-end id, UETR and amount), and the row follows it so its answer is
   * matched to the message that went out.
   */
  async function stampedNow(db: Database, transfer: Transfer, at: Date): Promise<Transfer> {
    if (withinPaymentClock(transfer.network, transfer.sentAt, at)) return transfer;
    const messageId = networkMessageId(transfer.network, at, connector.participantRoutingNumber, `P${randomUUID().replace(/-/g, '')}`);
    const [restamped] = await db.update(instantTransfers).set({ messageId, sentAt: at, updatedAt: at }).where(and(eq(instantTransfers.paymentId, transfer.paymentId), eq(instantTransfers.state, 'sent'))).returning();
    return restamped ?? transfer;
  }

  async function sendTransfer(db: Database, payment: PaymentRow, accountNumber: string, transfer: Transfer, at: Date): Promise<RailOutcome> {
    const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, payment.businessId));
    const xml = buildPacs008(
      {
        network: transfer.network,
        messageId: transfer.messageId,
        createdAt: transfer.sentAt,
        endToEndId: transfer.endToEndId,
        uetr: transfer.uetr,
        amountCents: transfer.amount,
        // Instant transfers settle the day they are sent, every day of the year (spec: 24/7/365).
        settlementDate: transfer.sentAt.toISOString().slice(0, 10),
        debtor: { name: (business?.name ?? 'Payloft').slice(0, 140), accountNumber: connector.settlementAccountNumber, routingNumber: connector.participantRoutingNumber },
        creditor: { name: payment.destinationAccountHolderName.slice(0, 140), accountNumber, routingNumber: transfer.creditorRoutingNumber },
        remittance: (payment.description ?? payment.referenceNumber ?? null)?.slice(0, 140) || null,
      },
      toNetwork(transfer.network, connector.participantRoutingNumber),
    );
    await record(db, payment.id, 'sent', MESSAGE_VERSIONS.pacs008, transfer.messageId, xml, at);
    const verdict = await answerOf(db, transfer, await connector.send(db, xml, at), transfer.messageId, at);
    if (!verdict || verdict.kind === 'unknown') throw new TransientRailError('No status report from the instant network; its status will be asked');
    if (verdict.kind === 'held') return { outcome: 'accepted', bankStatus: 'accepted', message: heldMessage(transfer.network) };
    if (verdict.kind === 'settled') {
      await settle(db, transfer, 'settled', null, at);
      return { outcome: 'settled', bankStatus: 'settled', message: settledMessage(transfer.network) };
    }
    if (verdict.kind === 'rejected') {
      await settle(db, transfer, 'rejected', verdict.code, at);
      return { outcome: 'returned', bankStatus: 'rejected', code: verdict.code, message: reasonLabel(verdict.code) };
    }
    throw new TransientRailError('The receiving bank accepted the transfer but has not settled it; its status will be asked');
  }

  const rail: PaymentRail = {
    name: 'instant',
    async status(db: Database, paymentId: string, at: Date): Promise<RailStatus> {
      const [transfer] = await db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, paymentId));
      if (!transfer) {
        // A collection asked of the payer's bank: what the request's answers (and its expiry) say.
        const request = await requestOf(db, paymentId);
        return request ? currentRequestStatus(db, request, at) : { state: 'notReceived' };
      }
      const known = statusOf(transfer);
      if (known) return known;
      if (await isHeld(db, paymentId)) return { state: 'accepted', message: heldMessage(transfer.network) };
      const answer = await ask(db, transfer, at);
      // Written down but never reached the network (a crash between the two): it may be sent, with the same ids.
      return answer === 'unknown' ? { state: 'notReceived' } : answer;
    },
    async submit(db: Database, item: RailPayment, at: Date): Promise<RailOutcome> {
      const { payment, accountNumber } = item;
      if (!payment.instantNetwork) throw new Error(`Payment ${payment.id} has no instant network`);
      // A debit (domain/payment-kinds.ts) is not a transfer we send: the payer's bank is asked, and the payer's own
      // transfer pays it (decision 108). Only a credit goes out as a pacs.008.
      if (directionOf(payment) === 'debit') return requestRailOutcome(await sendPaymentRequest(db, connector, payment, accountNumber, at));
      const ids = transferIdsOf(payment.id);
      // The message id in the network's pattern (FedNow: the date, our routing number, a reference from the payment's id;
      // RTP: M, the date, our participant id, the reference).
      const messageId = networkMessageId(payment.instantNetwork, at, connector.participantRoutingNumber, `P${payment.id.replace(/-/g, '')}`);
      await db
        .insert(instantTransfers)
        .values({
          paymentId: payment.id,
          network: payment.instantNetwork,
          messageId,
          endToEndId: ids.endToEndId,
          uetr: ids.uetr,
          amount: payment.amount,
          creditorRoutingNumber: payment.destinationRoutingNumber,
          state: 'sent',
          sentAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing();
      const [transfer] = await db.select().from(instantTransfers).where(eq(instantTransfers.paymentId, payment.id));
      const known = statusOf(transfer);
      if (known) return outcomeOf(known);
      if (await isHeld(db, payment.id)) return { outcome: 'accepted', bankStatus: 'accepted', message: heldMessage(transfer.network) };
      // Already sent once (a repeat of the job): the network is asked first, and the transfer sent again only if it has none.
      if ((await db.select({ id: instantMessages.id }).from(instantMessages).where(eq(instantMessages.messageId, transfer.messageId))).length) {
        const answer = await ask(db, transfer, at);
        if (answer !== 'unknown') return outcomeOf(answer);
      }
      return sendTransfer(db, payment, accountNumber, await stampedNow(db, transfer, at), at);
    },
  };
  return rail;
}
