/**
 * The messages the sandbox network and the banks behind it write (sandbox-participant.ts decides which): status
 * reports, recall resolutions, answers to requests for payment, the payer's transfer and returns, each in the shape of
 * the network it answers over, with message ids in that network's pattern.
 */
import { randomUUID } from 'node:crypto';
import { MESSAGE_VERSIONS } from '../../../domain/iso20022-rules';
import { FEDNOW_SERVICE_ID, networkMessageId } from '../../../domain/instant-profiles';
import { STATUS_REASONS, type InstantNetwork, type TransactionStatus } from '../../../domain/instant-payments';
import type { instantSandboxTransfers } from '../../db/schema';
import { buildCamt029, buildPacs002, buildPacs004, buildPacs008, buildPain014, fromNetwork, type CancellationRequest, type PaymentRequest } from './messages';

/** The platform's settlement account at the sandbox participant, where returned money goes back. */
export const SANDBOX_SETTLEMENT_ACCOUNT = '000000PAYLOFT01';
/** A transfer as the sandbox network keeps it in its book. */
type SandboxTransfer = typeof instantSandboxTransfers.$inferSelect;

/** A message id of the sandbox's own, for answers in no network's shape. */
export const sandboxMessageId = () => `SBX${randomUUID().replace(/-/g, '')}`;
/** A message id of the sandbox network, in the pattern of the shape it answers in (FedNow's: date, the Service's id, a reference; TCH's: M, date, the RTP system's id). */
const networkId = (shape: InstantNetwork | null, at: Date) =>
  shape ? networkMessageId(shape, at, shape === 'fednow' ? FEDNOW_SERVICE_ID : RTP_SYSTEM_MEMBER, `S${randomUUID().replace(/-/g, '')}`) : sandboxMessageId();
/** A message id of the sandbox in the shape's pattern, derived from `seed` so that the same delivery is the same message. */
const derivedId = (shape: InstantNetwork | null, at: Date, routing: string, seed: string) => (shape ? networkMessageId(shape, at, routing, seed) : seed.slice(0, 35));
/** The RTP system's member id as TCH's sample messages carry it. */
const RTP_SYSTEM_MEMBER = '000000010';

/** A network's refusal of a whole transfer it cannot read (FF02, syntax error), as the bare ISO document. */
export const unreadableTransferRejection = (at: Date) =>
  buildPacs002({ messageId: sandboxMessageId(), createdAt: at, originalMessageId: 'NOTPROVIDED', originalMessageName: MESSAGE_VERSIONS.pacs008, groupStatus: 'RJCT', groupReason: 'FF02', transaction: null });

// A status report in the shape the question came in: FedNow's (its wrapper and header, the original group inside
// the transaction's status) or TCH's (naming the instruction) when our participant spoke the network's, else the
// bare ISO document for a question asked in one.
export const statusReport = (
  at: Date,
  shape: InstantNetwork | null,
  original: { messageId: string; name: string; createdAt: Date; from: string; to: string; instr?: string },
  tx: { e2e: string; uetr: string; instr?: string; status: TransactionStatus; reason: string | null; from: string; to: string } | null,
) =>
  buildPacs002(
    {
      messageId: networkId(shape, at),
      createdAt: at,
      originalMessageId: original.messageId,
      originalMessageName: original.name,
      originalCreatedAt: original.createdAt,
      groupAgents: { instructing: original.to, instructed: original.from },
      groupStatus: tx ? null : 'RJCT',
      groupReason: tx ? null : 'NARR',
      ...(original.instr ? { groupInstructionId: original.instr } : {}),
      transaction: tx
        ? {
            // TCH names the transfer by its instruction id, with no end-to-end id.
            originalEndToEndId: shape === 'rtp' ? null : tx.e2e,
            originalUetr: tx.uetr,
            ...(tx.instr ? { originalInstructionId: tx.instr } : {}),
            // TCH's code list has no ACSC: its final acceptance is ACTC.
            status: shape === 'rtp' && tx.status === 'ACSC' ? 'ACTC' : tx.status,
            reason: tx.reason,
            additionalInfo: tx.reason ? STATUS_REASONS[tx.reason] ?? null : null,
            instructing: tx.from,
            instructed: tx.to,
          }
        : null,
    },
    shape ? fromNetwork(shape, original.from) : undefined,
  );
export const recallResolution = (at: Date, shape: InstantNetwork | null, request: CancellationRequest, status: 'ACCR' | 'RJCR', reason: string | null) =>
  buildCamt029(
    {
      // The receiving bank's own message, in its pattern (TCH: M, date, its participant id).
      assignmentId: shape === 'rtp' ? networkMessageId('rtp', at, request.assignee, `S${randomUUID().replace(/-/g, '')}`) : networkId(shape, at),
      createdAt: at,
      assigner: request.assignee,
      assignee: request.assigner,
      caseId: request.caseId,
      caseCreator: request.assigner,
      confirmation: status === 'ACCR' ? 'CNCL' : 'RJCR',
      originalMessageId: request.original.messageId,
      originalCreatedAt: request.original.createdAt ?? request.createdAt,
      originalEndToEndId: request.original.endToEndId,
      originalUetr: request.original.uetr,
      status,
      reason,
      additionalInfo: null,
      // TCH: the request answered, and the amount the money comes back with.
      request: { messageId: request.assignmentId, createdAt: request.createdAt },
      ...(status === 'ACCR' ? { returnedAmountCents: request.original.amountCents } : {}),
    },
    shape ? fromNetwork(shape, request.assigner) : undefined,
  );
// The payer's bank's answer to a request, repeating what it was asked (pain.014).
// TCH's pain.014 says ACTC or RJCT only, and its reason list has no DUPL (NARR says it in words).
export const requestStatus = (at: Date, shape: InstantNetwork | null, id: string, q: PaymentRequest, asked: 'ACTC' | 'ACCP' | 'RJCT', askedReason: string | null) => {
  const status = shape === 'rtp' && asked === 'ACCP' ? 'ACTC' : asked;
  const reason = shape === 'rtp' && askedReason === 'DUPL' ? 'NARR' : askedReason;
  return buildPain014(
    {
      // Dated by the request, so that the same answer delivered again is the same message.
      messageId: derivedId(shape, q.createdAt, q.debtor.routingNumber, id),
      createdAt: at,
      answeringBank: q.debtor.routingNumber,
      creditorBank: q.creditor.routingNumber,
      originalMessageId: q.messageId,
      originalCreatedAt: q.createdAt,
      originalPaymentInfoId: q.paymentInfoId,
      originalEndToEndId: q.endToEndId,
      originalUetr: q.uetr,
      status,
      reason,
      additionalInfo: askedReason ? STATUS_REASONS[askedReason] ?? null : null,
      amountCents: q.amountCents,
      requestedDate: q.requestedDate,
      debtor: q.debtor,
      creditor: q.creditor,
    },
    shape ? fromNetwork(shape, q.creditor.routingNumber) : undefined,
  );
};
// The payer's own transfer paying a request: from the payer's account at its bank to the account the request names.
// A network hands a transfer to the receiving participant the moment it is sent, so it is stamped when delivered
// (`at`): its payment clock starts then (decision 135).
export const payerTransfer = (requestedAt: Date, at: Date, network: InstantNetwork, shape: InstantNetwork | null, q: PaymentRequest) =>
  buildPacs008(
    {
      network,
      // Derived from the request, so that a delivery repeated is the same message (FedNow's pattern: date, payer's bank, reference).
      messageId: derivedId(shape, requestedAt, q.debtor.routingNumber, `SBXP${q.uetr.replace(/-/g, '')}`),
      createdAt: at,
      endToEndId: q.endToEndId,
      // The payer's transfer has its own UETR, derived from the request's so that a delivery repeated is the same message.
      uetr: `${q.uetr.startsWith('b') ? 'c' : 'b'}${q.uetr.slice(1)}`,
      amountCents: q.amountCents,
      settlementDate: at.toISOString().slice(0, 10),
      debtor: q.debtor,
      creditor: q.creditor,
      remittance: null,
    },
    shape ? fromNetwork(shape, q.creditor.routingNumber) : undefined,
  );
/**
 * RTP has no pacs.004: the receiving bank sends the money back as a new credit transfer (TCH's shape) naming the
 * transfer it returns (RfrdDocInf RTRN), from the payee's account to the platform's settlement account. TCH's
 * transfer has no return reason: the remittance text says it, its code first.
 */
const rtpReturnOfFunds = (t: SandboxTransfer, at: Date) =>
  buildPacs008(
    {
      network: 'rtp',
      // Derived from the transfer, so the same return handed over twice is the same message.
      messageId: networkMessageId('rtp', t.receivedAt, t.creditorRoutingNumber, `SBXR${t.uetr.replace(/-/g, '')}`),
      createdAt: at,
      endToEndId: t.endToEndId,
      // A transfer of its own: its UETR derived from the original's.
      uetr: `${t.uetr.startsWith('d') ? 'e' : 'd'}${t.uetr.slice(1)}`,
      amountCents: t.amount,
      settlementDate: at.toISOString().slice(0, 10),
      debtor: { name: 'Account holder', accountNumber: t.creditorAccountNumber ?? 'UNKNOWN', routingNumber: t.creditorRoutingNumber },
      creditor: { name: 'Payloft', accountNumber: SANDBOX_SETTLEMENT_ACCOUNT, routingNumber: t.debtorRoutingNumber },
      remittance: `${t.returnReason} ${STATUS_REASONS[t.returnReason!] ?? 'Returned'}`,
      returnOf: t.messageId,
    },
    fromNetwork('rtp', t.debtorRoutingNumber),
  );

/** The receiving bank's late acceptance of a recall, delivered unasked in the transfer's network's own shape. */
export const lateRecallAcceptance = (t: SandboxTransfer, at: Date) =>
  buildCamt029(
    {
      assignmentId: derivedId(t.network, t.receivedAt, t.creditorRoutingNumber, `SBXC${t.uetr.replace(/-/g, '')}`),
      createdAt: at,
      assigner: t.creditorRoutingNumber,
      assignee: t.debtorRoutingNumber,
      caseId: t.recallCaseId!,
      caseCreator: t.debtorRoutingNumber,
      confirmation: 'CNCL',
      originalMessageId: t.messageId,
      originalCreatedAt: t.receivedAt,
      originalEndToEndId: t.endToEndId,
      originalUetr: t.uetr,
      status: 'ACCR',
      reason: null,
      additionalInfo: null,
      // TCH: the request answered. Over RTP our case id is the request's message id (TCH's samples do the
      // same); the sandbox keeps no time of the request, so the transfer's stands for it.
      request: { messageId: t.recallCaseId!, createdAt: t.receivedAt },
      returnedAmountCents: t.amount,
    },
    fromNetwork(t.network, t.debtorRoutingNumber),
  );

/** The receiving bank's return of a settled transfer: FedNow's pacs.004, RTP's return-of-funds pacs.008. */
export const sandboxReturn = (t: SandboxTransfer, at: Date) =>
  t.network === 'rtp' ? rtpReturnOfFunds(t, at) : buildPacs004(
    {
      network: t.network,
      // Derived from the transfer, so the same return handed over twice is the same message.
      messageId: derivedId(t.network, t.receivedAt, t.creditorRoutingNumber, `SBXR${t.uetr.replace(/-/g, '')}`),
      createdAt: at,
      returnId: `RTR${t.uetr.replace(/-/g, '')}`.slice(0, 35),
      originalMessageId: t.messageId,
      originalEndToEndId: t.endToEndId,
      originalUetr: t.uetr,
      originalAmountCents: t.amount,
      returnedAmountCents: t.amount,
      settlementDate: at.toISOString().slice(0, 10),
      instructing: t.creditorRoutingNumber,
      instructed: t.debtorRoutingNumber,
      reason: t.returnReason!,
      additionalInfo: STATUS_REASONS[t.returnReason!] ?? null,
      // The sandbox's book keeps no names: the return chain names the parties by role; the money goes back to the platform's settlement account.
      original: { createdAt: t.receivedAt, settlementDate: t.receivedAt.toISOString().slice(0, 10), payeeName: 'Account holder', payerName: 'Payloft', payerAccount: SANDBOX_SETTLEMENT_ACCOUNT },
    },
    fromNetwork(t.network, t.debtorRoutingNumber),
  );
