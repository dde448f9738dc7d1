/**
 * Requests for payment of instant collections (decision 108): a collection from a payer whose bank takes requests is
 * asked of that bank with a pain.013, once per payment. The bank's pain.014 is believed only when it answers our
 * request on every id, from the payer's bank, repeating the amount and the accounts; the payer's own pacs.008 is the
 * only thing that pays the collection, matched on end-to-end id, amount and both accounts, once. Anything else waits
 * for a person as an unmatched instant message.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { REQUEST_EXPIRY_HOURS, REQUEST_TIMELINE_CODES, RequestMessages, reasonLabel, requestIdsOf } from '../../../domain/instant-payments';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import { networkMessageId } from '../../../domain/instant-profiles';
import { Messages } from '../../../domain/messages';
import type { Database } from '../../db/client';
import { keepReceivedOnce } from './received-messages';
import { ALREADY_RECEIVED } from './payee-answers';
import { businesses, instantMessages, instantPaymentRequests, payments, type PaymentRow } from '../../db/schema';
import { paymentsPort, type Tx } from '../payments-port';
import type { RailOutcome, RailStatus } from '../types';
import type { ParticipantConnector } from './connector';
import { buildPain013, InvalidMessageError, parsePacs008, parsePain013, parsePain014, rtpInstructionId, toNetwork, type CreditTransfer, type PartyAccount, type PaymentRequest, type PaymentRequestStatus } from './messages';

export type InstantRequestRow = typeof instantPaymentRequests.$inferSelect;

const OPEN_STATES = ['sent', 'presented'] as const;
const HOUR = 3_600_000;
/** The code a request that lapsed unpaid ends its collection with (ExternalStatusReason1Code: waiting time expired). */
const EXPIRED_CODE = 'DS24';

/** What became of a message about a request: applied, or ignored (and why, kept as a review item unless a replay). */
export type RequestMessageOutcome = { applied: true } | { applied: false; why: string };

// Sending.

/**
 * Asks the payer's bank for an instant collection (the instant rail's submit for a collection): the request row, its
 * pain.013 and the timeline row are written in one transaction before the message leaves. A request already written
 * is never sent again from here: one a crash left unsent is the cycle's (handOverPendingRequests).
 */
export async function sendPaymentRequest(db: Database, connector: ParticipantConnector, payment: PaymentRow, payerAccountNumber: string, at: Date): Promise<InstantRequestRow> {
  if (!payment.instantNetwork) throw new Error(`Payment ${payment.id} has no instant network`);
  const network = payment.instantNetwork;
  const [known] = await db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.paymentId, payment.id));
  if (known) return known;
  const [business] = await db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, payment.businessId));
  const derived = requestIdsOf(payment.id);
  // The message id in the network's pattern (FedNow: the date, our routing number, a reference from the payment's id;
  // TCH: M, the date, our participant id, the reference), and over RTP the payment information id in TCH's dated one.
  const messageId = networkMessageId(network, at, connector.participantRoutingNumber, `R${payment.id.replace(/-/g, '')}`);
  const ids = { ...derived, messageId, ...(network === 'rtp' ? { paymentInfoId: rtpInstructionId(messageId) } : {}) };
  const expiresAt = new Date(at.getTime() + REQUEST_EXPIRY_HOURS * HOUR);
  const xml = buildPain013(
    {
      ...ids,
      createdAt: at,
      amountCents: payment.amount,
      requestedDate: at.toISOString().slice(0, 10),
      expiresAt,
      debtor: { name: payment.destinationAccountHolderName.slice(0, 140), accountNumber: payerAccountNumber, routingNumber: payment.destinationRoutingNumber },
      creditor: { name: (business?.name ?? 'Payloft').slice(0, 140), accountNumber: connector.settlementAccountNumber, routingNumber: connector.participantRoutingNumber },
      remittance: (payment.description ?? payment.referenceNumber ?? null)?.slice(0, 140) || null,
    },
    toNetwork(network, connector.participantRoutingNumber),
  );
  const written = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(instantPaymentRequests)
      .values({ paymentId: payment.id, network, ...ids, amount: payment.amount, debtorRoutingNumber: payment.destinationRoutingNumber, expiresAt, state: 'sent', requestedAt: at, updatedAt: at })
      .onConflictDoNothing({ target: instantPaymentRequests.paymentId })
      .returning();
    if (!row) return null;
    await tx.insert(instantMessages).values({ paymentId: payment.id, direction: 'sent', messageName: MESSAGE_VERSIONS.pain013, messageId: row.messageId, xml, at });
    await paymentsPort().appendStatus(tx, payment.id, 'processing', at, RequestMessages.timeline.sent(network), REQUEST_TIMELINE_CODES.sent);
    return row;
  });
  // Another worker wrote it first: that one hands it over.
  if (!written) return (await requestOf(db, payment.id))!;
  return handOver(db, connector, written, xml, at);
}

/** Gives the pain.013 to the connector, notes that it took it, and applies the answer if one came at once. */
async function handOver(db: Database, connector: ParticipantConnector, request: InstantRequestRow, xml: string, at: Date): Promise<InstantRequestRow> {
  const answer = await connector.requestPayment(db, request.network, xml, at);
  await db.update(instantPaymentRequests).set({ handedOverAt: at }).where(eq(instantPaymentRequests.id, request.id));
  if (answer.answered) await applyRequestStatus(db, answer.xml, at);
  return (await requestOf(db, request.paymentId))!;
}

/**
 * Requests written but never handed over (a crash between the two): their own pain.013, as kept, is given to the
 * connector again. The same message id makes it the same request to the network, so the payer is asked once.
 */
export async function handOverPendingRequests(db: Database, connector: ParticipantConnector, at: Date): Promise<number> {
  const pending = await db.select().from(instantPaymentRequests).where(and(eq(instantPaymentRequests.state, 'sent'), isNull(instantPaymentRequests.handedOverAt)));
  let handed = 0;
  for (const request of pending) {
    const sent = await keptRequestXml(db, request);
    if (!sent) continue;
    await handOver(db, connector, request, sent, at);
    handed += 1;
  }
  return handed;
}

/** A collection's request for payment, if one was written. */
export async function requestOf(db: Pick<Database, 'select'>, paymentId: string): Promise<InstantRequestRow | null> {
  const [row] = await db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.paymentId, paymentId));
  return row ?? null;
}

async function keptRequestXml(db: Pick<Database, 'select'>, request: InstantRequestRow): Promise<string | null> {
  const [sent] = await db
    .select({ xml: instantMessages.xml })
    .from(instantMessages)
    .where(and(eq(instantMessages.direction, 'sent'), eq(instantMessages.messageId, request.messageId)));
  return sent?.xml ?? null;
}

// What the rail reports.

/** The request's state as the rail's word on its collection (sent or presented: the payer has not paid yet). */
export function requestRailStatus(request: InstantRequestRow): RailStatus {
  if (request.state === 'paid') return { state: 'settled', message: RequestMessages.timeline.paid(request.network) };
  if (request.state === 'rejected') return { state: 'returned', code: request.reasonCode ?? 'NARR', message: RequestMessages.timeline.rejected(request.reasonCode) };
  if (request.state === 'expired') return { state: 'returned', code: EXPIRED_CODE, message: RequestMessages.timeline.expired };
  return { state: 'accepted', message: RequestMessages.state[request.state], awaitingPayerUntil: request.expiresAt };
}

export function requestRailOutcome(request: InstantRequestRow): RailOutcome {
  const status = requestRailStatus(request);
  if (status.state === 'settled') return { outcome: 'settled', bankStatus: 'settled', message: status.message };
  if (status.state === 'returned') return { outcome: 'returned', bankStatus: 'rejected', code: status.code, message: status.message };
  return { outcome: 'accepted', bankStatus: 'accepted', message: RequestMessages.state.sent };
}

// Expiry.

/** Ends a request that lapsed unpaid, and its collection with it (once: only an open request past its expiry). */
async function expire(tx: Database | Tx, request: InstantRequestRow, at: Date): Promise<boolean> {
  const [lapsed] = await tx
    .update(instantPaymentRequests)
    .set({ state: 'expired', updatedAt: at })
    .where(and(eq(instantPaymentRequests.id, request.id), inArray(instantPaymentRequests.state, [...OPEN_STATES]), lte(instantPaymentRequests.expiresAt, at)))
    .returning();
  if (!lapsed) return false;
  await endCollection(tx, request.paymentId, EXPIRED_CODE, RequestMessages.timeline.expired, REQUEST_TIMELINE_CODES.expired, at);
  return true;
}

/** Every open request past its expiry becomes expired (each cycle, before the network's deliveries are read). */
export async function expireLapsedRequests(db: Database, at: Date): Promise<number> {
  const lapsed = await db
    .select()
    .from(instantPaymentRequests)
    .where(and(inArray(instantPaymentRequests.state, [...OPEN_STATES]), lte(instantPaymentRequests.expiresAt, at)));
  let expired = 0;
  for (const request of lapsed) if (await db.transaction((tx) => expire(tx, request, at))) expired += 1;
  return expired;
}

/** The request's rail status now, ending it first if it lapsed (the cycle's inquiry for a collection's job). */
export async function currentRequestStatus(db: Database, request: InstantRequestRow, at: Date): Promise<RailStatus> {
  if (request.expiresAt <= at && (OPEN_STATES as readonly string[]).includes(request.state)) await db.transaction((tx) => expire(tx, request, at));
  return requestRailStatus((await requestOf(db, request.paymentId))!);
}

/**
 * A collection that will not be paid: processing → error with the reason in words, the row in the timeline (once).
 * No return code: nothing was taken and nothing came back, so it is Failed, not Returned (decision 114); the ISO code
 * is in the words and in the request's own row.
 */
async function endCollection(tx: Database | Tx, paymentId: string, code: string, description: string, timelineCode: string, at: Date) {
  await paymentsPort().transition(tx, paymentId, ['processing'], 'error', at, { description, code: timelineCode }, {
    paymentProcessStatus: 'error',
    paymentBankStatus: code === EXPIRED_CODE ? 'expired' : 'rejected',
    paymentErrorMessage: code === EXPIRED_CODE ? Messages.requestExpiredReason : Messages.requestRefusedReason(code, reasonLabel(code)),
    returnCode: null,
  });
}

// Answers.

const sameParty = (a: PartyAccount, b: PartyAccount) => a.accountNumber === b.accountNumber && a.routingNumber === b.routingNumber;

/** The request as it was sent (its pain.013, kept), to compare an answer with. */
async function sentRequest(db: Pick<Database, 'select'>, request: InstantRequestRow): Promise<PaymentRequest | null> {
  const xml = await keptRequestXml(db, request);
  return xml ? parsePain013(xml) : null;
}

/** The fields of a pain.014 that do not agree with the request it names (empty: it answers that request). */
function statusMismatches(read: PaymentRequestStatus, request: InstantRequestRow, sent: PaymentRequest): string[] {
  const wrong: string[] = [];
  if (read.originalPaymentInfoId !== request.paymentInfoId) wrong.push('payment information id');
  if (read.originalEndToEndId !== request.endToEndId) wrong.push('end-to-end id');
  if (read.originalUetr !== request.uetr) wrong.push('UETR');
  if (read.answeringBank !== request.debtorRoutingNumber) wrong.push('answering bank');
  if (read.creditorBank !== sent.creditor.routingNumber) wrong.push('creditor bank');
  if (read.amountCents !== request.amount) wrong.push('amount');
  if (read.requestedDate !== sent.requestedDate) wrong.push('requested date');
  // What the answer repeats must agree; FedNow's repeats neither the payer nor the creditor's account (its answering bank is checked above).
  if (read.debtor && !sameParty(read.debtor, sent.debtor)) wrong.push('payer account');
  if (read.creditor.routingNumber !== sent.creditor.routingNumber || (read.creditor.accountNumber !== null && read.creditor.accountNumber !== sent.creditor.accountNumber)) wrong.push('creditor account');
  return wrong;
}

/** The fields of a payer's pacs.008 that do not agree with the request it pays (empty: it pays that request). */
function paymentMismatches(read: CreditTransfer, request: InstantRequestRow, sent: PaymentRequest): string[] {
  const wrong: string[] = [];
  if (read.amountCents !== request.amount) wrong.push('amount');
  if (!sameParty(read.debtor, sent.debtor)) wrong.push('payer account');
  if (!sameParty(read.creditor, sent.creditor)) wrong.push('creditor account');
  if (read.network !== request.network) wrong.push('network');
  return wrong;
}

/** Keeps a message that changes nothing for a person, and says why. */
async function ignored(db: Database | Tx, subject: string, paymentId: string | null, message: string, why: string, at: Date): Promise<RequestMessageOutcome> {
  await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject, paymentId, message: `${message} was ignored: ${why}` }, at);
  return { applied: false, why };
}

/** Reads a message strictly, or keeps it for a person as unreadable. */
async function readOrKeep<T>(db: Database, name: string, parse: (xml: string) => T, xml: string, at: Date): Promise<T | RequestMessageOutcome> {
  try {
    return parse(xml);
  } catch (error) {
    if (!(error instanceof InvalidMessageError)) throw error;
    const why = `A ${name} could not be read: ${error.problems.slice(0, 3).join('; ')}`;
    await paymentsPort().raiseReviewItem(db, { kind: 'unmatchedInstantMessage', subject: `${name}:unreadable:${randomUUID()}`, message: why }, at);
    return { applied: false, why };
  }
}
const isOutcome = (value: unknown): value is RequestMessageOutcome => typeof value === 'object' && value !== null && 'applied' in value;

/**
 * Applies the payer's bank's pain.014 to the request it answers: presented (ACTC, ACCP, PDNG) or refused (RJCT, which
 * ends the collection with the reason). Believed only when it names a stored request on every id, comes from that
 * request's bank and repeats its amount and accounts; kept once by its id (a replay changes nothing); only an open
 * request moves.
 */
export async function applyRequestStatus(db: Database, xml: string, at: Date): Promise<RequestMessageOutcome> {
  const read = await readOrKeep(db, 'pain014', parsePain014, xml, at);
  if (isOutcome(read)) return read;
  const subject = `pain014:${read.messageId}`;
  const label = `Request for payment status ${read.messageId}`;
  const [request] = await db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.messageId, read.originalMessageId));
  if (!request) return ignored(db, subject, null, label, 'no request of ours has that message id', at);
  const sent = await sentRequest(db, request);
  const wrong = sent ? statusMismatches(read, request, sent) : ['request'];
  if (wrong.length) return ignored(db, subject, request.paymentId, label, `its ${wrong.join(', ')} do not match the request`, at);
  return db.transaction(async (tx) => {
    const kept = await keepReceivedOnce(tx, { paymentId: request.paymentId, messageName: MESSAGE_VERSIONS.pain014, messageId: read.messageId, xml }, at);
    if (!kept) return { applied: false, why: 'this status was already received' } as const;
    const [current] = await tx.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.id, request.id));
    if (current.state === 'presented' && read.status !== 'RJCT') return { applied: true } as const;
    const refused = read.status === 'RJCT';
    const [moved] = await tx
      .update(instantPaymentRequests)
      .set(refused ? { state: 'rejected', reasonCode: read.reason, updatedAt: at } : { state: 'presented', updatedAt: at })
      .where(and(eq(instantPaymentRequests.id, request.id), inArray(instantPaymentRequests.state, refused ? [...OPEN_STATES] : ['sent'])))
      .returning();
    if (!moved) return ignored(tx, subject, request.paymentId, label, `the request was already ${current.state}`, at);
    if (refused) await endCollection(tx, request.paymentId, read.reason ?? 'NARR', RequestMessages.timeline.rejected(read.reason), REQUEST_TIMELINE_CODES.rejected, at);
    else await paymentsPort().appendStatus(tx, request.paymentId, 'processing', at, RequestMessages.timeline.presented, REQUEST_TIMELINE_CODES.presented);
    return { applied: true } as const;
  });
}

/**
 * Applies a payer's pacs.008 to the request it pays: matched on end-to-end id, amount, network and both accounts, kept
 * once by its id, and only an open request within its expiry is paid; the collection moves processing → success once.
 * One for a request refused, expired or already paid, or matching none, changes nothing and waits for a person (the
 * money has reached our participant and must be handled by someone).
 */
export async function applyRequestPayment(db: Database, xml: string, at: Date): Promise<RequestMessageOutcome> {
  const read = await readOrKeep(db, 'pacs008', parsePacs008, xml, at);
  if (isOutcome(read)) return read;
  const subject = `pacs008:${read.messageId}`;
  const label = `Payer's transfer ${read.messageId} (end-to-end id ${read.endToEndId})`;
  const [request] = await db.select().from(instantPaymentRequests).where(eq(instantPaymentRequests.endToEndId, read.endToEndId));
  if (!request) return ignored(db, subject, null, label, 'no request of ours has that end-to-end id', at);
  const sent = await sentRequest(db, request);
  const wrong = sent ? paymentMismatches(read, request, sent) : ['request'];
  if (wrong.length) return ignored(db, subject, request.paymentId, label, `its ${wrong.join(', ')} do not match the request`, at);
  return db.transaction(async (tx) => {
    const kept = await keepReceivedOnce(tx, { paymentId: request.paymentId, messageName: MESSAGE_VERSIONS.pacs008, messageId: read.messageId, xml }, at);
    if (!kept) return { applied: false, why: ALREADY_RECEIVED } as const;
    // A request past its expiry is ended now, whatever the cycle's sweep has not reached yet: it is never paid late.
    if (await expire(tx, request, at)) return ignored(tx, subject, request.paymentId, label, 'the request had expired', at);
    const [paid] = await tx
      .update(instantPaymentRequests)
      .set({ state: 'paid', updatedAt: at })
      .where(and(eq(instantPaymentRequests.id, request.id), inArray(instantPaymentRequests.state, [...OPEN_STATES])))
      .returning();
    if (!paid) {
      const [current] = await tx.select({ state: instantPaymentRequests.state }).from(instantPaymentRequests).where(eq(instantPaymentRequests.id, request.id));
      return ignored(tx, subject, request.paymentId, label, `the request was already ${current.state}`, at);
    }
    const settled = await paymentsPort().transition(tx, request.paymentId, ['processing'], 'success', at, { description: RequestMessages.timeline.paid(request.network), code: REQUEST_TIMELINE_CODES.paid }, {
      paymentProcessStatus: 'success',
      paymentBankStatus: 'settled',
    });
    if (!settled) {
      const [payment] = await tx.select({ status: payments.status }).from(payments).where(eq(payments.id, request.paymentId));
      return ignored(tx, subject, request.paymentId, label, `its collection was ${payment?.status ?? 'missing'}, not waiting for the payer`, at);
    }
    return { applied: true } as const;
  });
}
