/**
 * The sandbox participant (local, dev and demo only): a simulated network and receiving bank that reads our pacs.008
 * and pacs.028 as a real one would, keeps its own book in the database, and answers in the real message shapes
 * (sandbox-answers.ts writes them), deterministically by the creditor's account number (README, "Sandboxes").
 */
import { and, eq, isNull, isNotNull } from 'drizzle-orm';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import { statusRequestFrom } from '../../../domain/instant-profiles';
import type { InstantNetwork, TransactionStatus } from '../../../domain/instant-payments';
import type { Database } from '../../db/client';
import { instantSandboxRequests, instantSandboxTransfers } from '../../db/schema';
import { TransientRailError } from '../types';
import type { ParticipantAnswer, ParticipantConnector } from './connector';
import { envelopeNetworkOf, InvalidMessageError, parseCamt056, parsePacs002, parsePacs008, parsePacs028, parsePain013, rtpInstructionId, type CancellationRequest, type PaymentRequest } from './messages';
import {
  lateRecallAcceptance,
  payerTransfer,
  recallResolution,
  requestStatus,
  sandboxMessageId,
  sandboxReturn,
  SANDBOX_SETTLEMENT_ACCOUNT,
  statusReport,
  unreadableTransferRejection,
} from './sandbox-answers';

/** Magic creditor account numbers and what the sandbox network does with a transfer to each. */
export const INSTANT_SANDBOX_ACCOUNTS = {
  rejectedAc03: '900000000003',
  rejectedAc06: '900000000006',
  /** Settles, but its status report is lost: the rail must ask (pacs.028) to learn that it settled. */
  noAnswer: '900000000012',
  /** Settles, then the receiving bank returns it (AC04 closed account: FedNow's pacs.004, RTP's return-of-funds pacs.008). */
  returnedAc04: '900000000004',
  /** Settles; a recall of it is refused by the recipient (camt.029 RJCR CUST). */
  recallRefused: '900000000056',
  /** Settles; a recall of it is answered late (no camt.029 at once, an acceptance on the next delivery). */
  recallAnsweredLate: '900000000029',
} as const;

/** Magic payer account numbers and what the payer does with a request for payment (pain.013) to it; any other pays. */
export const INSTANT_SANDBOX_PAYERS = {
  /** The payer's bank refuses the request (pain.014 RJCT AM04). */
  refuses: '900000000014',
  /** Shown to the payer, who never pays: the request expires. */
  ignores: '900000000016',
  /** No answer at once; the pain.014 (ACCP) and the payer's transfer come with the next delivery. */
  late: '900000000017',
} as const;

const PAYER_BEHAVIOURS: Record<string, 'refuses' | 'ignores' | 'late'> = Object.fromEntries(Object.entries(INSTANT_SANDBOX_PAYERS).map(([behaviour, account]) => [account, behaviour as 'refuses' | 'ignores' | 'late']));
/**
 * Why the payer's bank refuses a request: AM04 (insufficient funds); TCH's pain.014 code list has no AM04, so over
 * RTP the refusal is the payer's own (CUST), as TCH's list allows it.
 */
const REQUEST_REFUSAL = { fednow: 'AM04', rtp: 'CUST' } as const;

const REJECTIONS: Record<string, string> = { [INSTANT_SANDBOX_ACCOUNTS.rejectedAc03]: 'AC03', [INSTANT_SANDBOX_ACCOUNTS.rejectedAc06]: 'AC06' };

/** The sandbox's own routing number as our participant. */
export const SANDBOX_PARTICIPANT_ROUTING = '021000021';

export function createSandboxParticipant(env: Record<string, string | undefined> = process.env): ParticipantConnector {
  const reachable = () => {
    if (env.SANDBOX_INSTANT_OUTAGE === '1') throw new TransientRailError('Instant network unavailable (SANDBOX_INSTANT_OUTAGE=1)');
  };
  return {
    kind: 'sandbox',
    participantRoutingNumber: SANDBOX_PARTICIPANT_ROUTING,
    settlementAccountNumber: SANDBOX_SETTLEMENT_ACCOUNT,
    async send(db: Database, xml: string, at: Date): Promise<ParticipantAnswer> {
      reachable();
      let transfer;
      try {
        transfer = parsePacs008(xml);
      } catch (error) {
        if (!(error instanceof InvalidMessageError)) throw error;
        // A network answers a message it cannot read with a rejection of the whole message (FF02, syntax error).
        return { answered: true, xml: unreadableTransferRejection(at) };
      }
      const shape = envelopeNetworkOf(xml);
      const original = { messageId: transfer.messageId, name: MESSAGE_VERSIONS.pacs008, createdAt: transfer.createdAt, from: transfer.debtor.routingNumber, to: transfer.creditor.routingNumber };
      const account = transfer.creditor.accountNumber;
      const reason = REJECTIONS[account] ?? null;
      // The network keeps one transfer per UETR: a repeat is answered with the first verdict, and moves no money.
      await db
        .insert(instantSandboxTransfers)
        .values({
          uetr: transfer.uetr,
          messageId: transfer.messageId,
          endToEndId: transfer.endToEndId,
          network: transfer.network,
          amount: transfer.amountCents,
          debtorRoutingNumber: transfer.debtor.routingNumber,
          creditorRoutingNumber: transfer.creditor.routingNumber,
          creditorAccountNumber: account,
          status: reason ? 'RJCT' : 'ACSC',
          reasonCode: reason,
          returnReason: account === INSTANT_SANDBOX_ACCOUNTS.returnedAc04 ? 'AC04' : null,
          receivedAt: at,
        })
        .onConflictDoNothing();
      const [kept] = await db.select().from(instantSandboxTransfers).where(eq(instantSandboxTransfers.uetr, transfer.uetr));
      if (kept.messageId !== transfer.messageId || kept.endToEndId !== transfer.endToEndId || kept.amount !== transfer.amountCents) {
        // The same UETR with other contents is a different payment claiming an id already used: rejected as a duplicate.
        return { answered: true, xml: statusReport(at, shape, original, { e2e: transfer.endToEndId, uetr: transfer.uetr, instr: transfer.instructionId, status: 'RJCT', reason: 'DUPL', from: transfer.creditor.routingNumber, to: transfer.debtor.routingNumber }) };
      }
      if (account === INSTANT_SANDBOX_ACCOUNTS.noAnswer) return { answered: false };
      return {
        answered: true,
        xml: statusReport(at, shape, original, { e2e: kept.endToEndId, uetr: kept.uetr, instr: transfer.instructionId, status: kept.status as TransactionStatus, reason: kept.reasonCode, from: kept.creditorRoutingNumber, to: kept.debtorRoutingNumber }),
      };
    },
    async inquire(db: Database, xml: string, at: Date): Promise<ParticipantAnswer> {
      reachable();
      const request = parsePacs028(xml);
      const shape = envelopeNetworkOf(xml);
      // The network refuses a status request while the transfer's payment clock runs (decision 135): the rail never sends one then.
      if (request.originalCreatedAt && shape && at < statusRequestFrom(shape, request.originalCreatedAt)) {
        throw new Error(`The sandbox network refuses status request ${request.messageId}: it came before ${statusRequestFrom(shape, request.originalCreatedAt).toISOString()}, while the transfer's payment clock ran`);
      }
      const original = { messageId: request.messageId, name: MESSAGE_VERSIONS.pacs028, createdAt: request.createdAt, from: request.instructing, to: request.instructed, instr: request.originalInstructionId };
      // ISO and FedNow name the transfer by UETR and end-to-end id; TCH by its message, instruction id and amount.
      const [kept] = request.originalUetr
        ? await db.select().from(instantSandboxTransfers).where(eq(instantSandboxTransfers.uetr, request.originalUetr))
        : await db.select().from(instantSandboxTransfers).where(eq(instantSandboxTransfers.messageId, request.originalMessageId));
      const named = kept && (request.originalUetr ? kept.endToEndId === request.originalEndToEndId : rtpInstructionId(kept.messageId) === request.originalInstructionId && kept.amount === request.originalAmountCents);
      if (!named || kept.messageId !== request.originalMessageId) {
        // No such transfer on the network: the request itself is refused, no transaction status is given.
        return { answered: true, xml: statusReport(at, shape, original, null) };
      }
      return {
        answered: true,
        xml: statusReport(at, shape, original, { e2e: kept.endToEndId, uetr: kept.uetr, instr: request.originalInstructionId, status: kept.status as TransactionStatus, reason: kept.reasonCode, from: kept.creditorRoutingNumber, to: kept.debtorRoutingNumber }),
      };
    },
    async recall(db: Database, xml: string, at: Date): Promise<ParticipantAnswer> {
      reachable();
      let request: CancellationRequest;
      try {
        request = parseCamt056(xml);
      } catch (error) {
        if (!(error instanceof InvalidMessageError)) throw error;
        // An unreadable recall is not an investigation the receiving bank opens: nothing comes back.
        return { answered: false };
      }
      const shape = envelopeNetworkOf(xml);
      const [kept] = await db.select().from(instantSandboxTransfers).where(eq(instantSandboxTransfers.uetr, request.original.uetr));
      const known =
        kept &&
        kept.status === 'ACSC' &&
        kept.endToEndId === request.original.endToEndId &&
        kept.messageId === request.original.messageId &&
        kept.amount === request.original.amountCents &&
        kept.creditorRoutingNumber === request.assignee;
      if (!known) return { answered: true, xml: recallResolution(at, shape, request, 'RJCR', 'NOOR') };
      if (kept.recallCaseId === request.caseId) {
        // The same case sent again (a retry after a lost answer) is answered as the first time, and moves nothing more.
        if (kept.recallAnswer === 'late') return { answered: false };
        return { answered: true, xml: recallResolution(at, shape, request, kept.recallAnswer === 'RJCR' ? 'RJCR' : 'ACCR', kept.recallAnswer === 'RJCR' ? 'CUST' : null) };
      }
      // A second case about a transfer: already returned (ARDT), or already refused (ARJR; TCH's list lacks it: CUST).
      if (kept.recallCaseId) return { answered: true, xml: recallResolution(at, shape, request, 'RJCR', kept.returnReason ? 'ARDT' : shape === 'rtp' ? 'CUST' : 'ARJR') };
      const answer = kept.creditorAccountNumber === INSTANT_SANDBOX_ACCOUNTS.recallRefused ? 'RJCR' : kept.creditorAccountNumber === INSTANT_SANDBOX_ACCOUNTS.recallAnsweredLate ? 'late' : 'ACCR';
      // An accepted recall is followed by the receiving bank's return of the money (FedNow's pacs.004, reason FOCR;
      // RTP's new credit transfer marked as a return of funds).
      await db
        .update(instantSandboxTransfers)
        .set({ recallCaseId: request.caseId, recallAnswer: answer, returnReason: answer === 'ACCR' && !kept.returnReason ? 'FOCR' : kept.returnReason })
        .where(eq(instantSandboxTransfers.uetr, kept.uetr));
      if (answer === 'late') return { answered: false };
      return { answered: true, xml: recallResolution(at, shape, request, answer, answer === 'RJCR' ? 'CUST' : null) };
    },
    async requestPayment(db: Database, network: InstantNetwork, xml: string, at: Date): Promise<ParticipantAnswer> {
      reachable();
      let request: PaymentRequest;
      try {
        request = parsePain013(xml);
      } catch (error) {
        if (!(error instanceof InvalidMessageError)) throw error;
        // A request the payer's bank cannot read is not shown to anyone: nothing comes back.
        return { answered: false };
      }
      const behaviour = PAYER_BEHAVIOURS[request.debtor.accountNumber] ?? 'pays';
      await db.insert(instantSandboxRequests).values({ uetr: request.uetr, messageId: request.messageId, network, xml, behaviour, receivedAt: at }).onConflictDoNothing();
      const [kept] = await db.select().from(instantSandboxRequests).where(eq(instantSandboxRequests.uetr, request.uetr));
      // The same request sent again (after a crash or a lost answer) is answered as the first time; another request
      // claiming its UETR is refused as a duplicate.
      const shape = envelopeNetworkOf(xml);
      if (kept.xml !== xml) return { answered: true, xml: requestStatus(at, shape, sandboxMessageId(), request, 'RJCT', 'DUPL') };
      if (kept.behaviour === 'late') return { answered: false };
      const refused = kept.behaviour === 'refuses';
      return { answered: true, xml: requestStatus(at, shape, `SBXS${request.uetr.replace(/-/g, '')}`.slice(0, 35), request, refused ? 'RJCT' : 'ACTC', refused ? REQUEST_REFUSAL[network] : null) };
    },
    async answerTransfer(_db: Database, xml: string) {
      reachable();
      // The network reads the receiving participant's answer as it reads any message: one it cannot read is refused.
      parsePacs002(xml);
    },
    async receive(db: Database, at: Date) {
      reachable();
      const requests = await db.select().from(instantSandboxRequests).where(isNull(instantSandboxRequests.paymentTakenAt));
      const requestMessages = requests.flatMap((r) => {
        const q = parsePain013(r.xml);
        const shape = envelopeNetworkOf(r.xml);
        const compact = r.uetr.replace(/-/g, '');
        return [
          ...(r.behaviour === 'late' && !r.statusTakenAt ? [{ id: `rfp-status:${r.uetr}`, xml: requestStatus(at, shape, `SBXL${compact}`.slice(0, 35), q, 'ACCP', null) }] : []),
          ...(r.behaviour === 'pays' || r.behaviour === 'late' ? [{ id: `rfp-paid:${r.uetr}`, xml: payerTransfer(r.receivedAt, at, r.network, shape, q) }] : []),
        ];
      });
      const late = await db
        .select()
        .from(instantSandboxTransfers)
        .where(and(eq(instantSandboxTransfers.recallAnswer, 'late'), isNull(instantSandboxTransfers.recallTakenAt)));
      // What it delivers unasked is in the transfer's network's own shape.
      const resolutions = late.map((t) => ({ id: `recall:${t.uetr}`, xml: lateRecallAcceptance(t, at) }));
      const due = await db
        .select()
        .from(instantSandboxTransfers)
        .where(and(eq(instantSandboxTransfers.status, 'ACSC'), isNotNull(instantSandboxTransfers.returnReason), isNull(instantSandboxTransfers.returnTakenAt)));
      const returns = due.map((t) => ({ id: t.uetr, xml: sandboxReturn(t, at) }));
      return [...requestMessages, ...resolutions, ...returns];
    },
    async acknowledge(db: Database, ids: readonly string[], at: Date) {
      for (const id of ids) {
        if (id.startsWith('rfp-status:')) await db.update(instantSandboxRequests).set({ statusTakenAt: at }).where(eq(instantSandboxRequests.uetr, id.slice('rfp-status:'.length)));
        else if (id.startsWith('rfp-paid:')) await db.update(instantSandboxRequests).set({ paymentTakenAt: at }).where(eq(instantSandboxRequests.uetr, id.slice('rfp-paid:'.length)));
        else if (id.startsWith('recall:')) {
          // The late acceptance is taken: the receiving bank now sends the money back, as after an answer at once.
          await db
            .update(instantSandboxTransfers)
            .set({ recallTakenAt: at, recallAnswer: 'ACCR', returnReason: 'FOCR' })
            .where(and(eq(instantSandboxTransfers.uetr, id.slice('recall:'.length)), isNull(instantSandboxTransfers.returnReason)));
          await db.update(instantSandboxTransfers).set({ recallTakenAt: at }).where(eq(instantSandboxTransfers.uetr, id.slice('recall:'.length)));
        } else await db.update(instantSandboxTransfers).set({ returnTakenAt: at }).where(eq(instantSandboxTransfers.uetr, id));
      }
    },
  };
}
