/** Instant payments' pure rules: the networks and their per-transaction limits, which network pays, what a status report means. */
import { formatCents } from './money';
import { reasonLabel } from './status-reasons';

/** The reason codes' words are a file of their own (status-reasons.ts), read through this one too. */
export { STATUS_REASONS, reasonLabel } from './status-reasons';

export const INSTANT_NETWORK_NAMES = ['fednow', 'rtp'] as const;
export type InstantNetwork = (typeof INSTANT_NETWORK_NAMES)[number];

/**
 * Per-transaction limits as the networks set them (checked 2026-11): FedNow's network maximum rose from $500,000 to
 * $1,000,000 in June 2025 and to $10,000,000 in November 2025, while its default participant limit stays $100,000
 * unless the receiving participant raised its own; RTP's maximum is $10,000,000 since February 2025. A receiving
 * participant may set a lower limit of its own (the directory's), never a higher one.
 */
export const INSTANT_LIMITS_CENTS: Record<InstantNetwork, { networkMax: number; participantDefault: number }> = {
  fednow: { networkMax: 10_000_000_00, participantDefault: 100_000_00 },
  rtp: { networkMax: 10_000_000_00, participantDefault: 10_000_000_00 },
};

export const INSTANT_NETWORK_LABELS: Record<InstantNetwork, string> = { fednow: 'FedNow', rtp: 'RTP' };

/** One receiving bank's entry in the participant directory: the networks it is reachable on, and its own limits. */
export interface InstantParticipant {
  routingNumber: string;
  fednow: boolean;
  rtp: boolean;
  /** The participant's own per-transaction limit on each network (null: the network's default). */
  fednowLimitCents: number | null;
  rtpLimitCents: number | null;
  /** Whether the bank presents requests for payment (pain.013) to its customers. */
  requestsForPayment?: boolean;
}

/** The limit a payment to this participant must stay within on a network. */
export function instantLimitCents(participant: InstantParticipant, network: InstantNetwork): number {
  const { networkMax, participantDefault } = INSTANT_LIMITS_CENTS[network];
  const own = network === 'fednow' ? participant.fednowLimitCents : participant.rtpLimitCents;
  return Math.min(networkMax, own ?? participantDefault);
}

/** Why a payment cannot go instantly, in words a person reads in the payment's history. */
export type InstantRoute = { instant: true; network: InstantNetwork } | { instant: false; reason: string };

/**
 * Which network pays an amount to a receiving bank: FedNow first (the Federal Reserve's settlement in central bank
 * money, and the network every participant of ours reaches), RTP when only it reaches the bank or only its limit
 * allows the amount; none when the bank is on neither or the amount is above every limit (the ACH fallback).
 */
export function chooseInstantNetwork(participant: InstantParticipant | null, amountCents: number): InstantRoute {
  if (!participant || (!participant.fednow && !participant.rtp)) return { instant: false, reason: 'The receiving bank is not reachable by an instant network' };
  const reachable = INSTANT_NETWORK_NAMES.filter((n) => participant[n]);
  const fits = reachable.find((n) => amountCents <= instantLimitCents(participant, n));
  if (fits) return { instant: true, network: fits };
  const highest = Math.max(...reachable.map((n) => instantLimitCents(participant, n)));
  return { instant: false, reason: `The amount is above the instant limit of ${formatCents(highest)} for the receiving bank` };
}

/** ISO 20022 transaction statuses (ExternalPaymentTransactionStatus1Code) that a pacs.002 may carry. */
export const TRANSACTION_STATUSES = ['ACSC', 'ACTC', 'ACCP', 'ACWP', 'ACSP', 'PDNG', 'RJCT', 'BLCK'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];


/** What one status report says about a transaction, as the rail acts on it. */
export type InstantVerdict = { kind: 'settled' } | { kind: 'rejected'; code: string } | { kind: 'pending' };

/**
 * A transaction status as the payment's outcome: ACSC (and ACCP/ACSP/ACWP/ACTC where the receiving participant has
 * accepted and the network settles) is not all the same: only ACSC is final settlement; the acceptances and PDNG
 * mean "not yet", and the rail asks again (never treats them as paid). RJCT and BLCK are refusals with a reason.
 */
export function verdictOf(status: TransactionStatus, reason: string | null, words: 'iso' | 'tch' = 'iso'): InstantVerdict {
  if (status === 'ACSC') return { kind: 'settled' };
  // In TCH's own status report (RTP, decision 123) there is no ACSC: ACTC and ACWP are its final acceptance, settled.
  if (words === 'tch' && (status === 'ACTC' || status === 'ACWP')) return { kind: 'settled' };
  if (status === 'RJCT' || status === 'BLCK') return { kind: 'rejected', code: reason ?? 'NARR' };
  return { kind: 'pending' };
}

/** The end-to-end id and UETR of a payment, derived from its id so that a repeat of the same payment is the same transfer. */
export function transferIdsOf(paymentId: string): { endToEndId: string; uetr: string; messageId: string } {
  const hex = paymentId.replace(/-/g, '').toLowerCase();
  // The UETR is a UUID v4 (RFC 4122 variant); the payment id is one already, so it is used as is.
  return { endToEndId: `PL${hex.slice(0, 33)}`, uetr: paymentId.toLowerCase(), messageId: `PLM${hex.slice(0, 32)}` };
}

/**
 * Why a business may ask the receiving bank to send an instant payment back (camt.056 CxlRsnInf/Rsn/Cd), from ISO
 * 20022's ExternalCancellationReason1Code list, limited to the codes the FedNow Service's camt.056 usage guideline and
 * RTP's Request for Return of Funds accept from a sender (the guides list AC03, AM09, CUST, DUPL, FRAD, TECH, UPAY).
 */
export const RECALL_REASONS = {
  DUPL: 'Duplicate payment',
  AM09: 'Wrong amount',
  AC03: 'Wrong recipient account',
  CUST: 'Requested by the business',
  FRAD: 'Fraudulent origin',
  TECH: 'Technical problem',
  UPAY: 'Undue payment',
} as const;
export type RecallReason = keyof typeof RECALL_REASONS;
export const RECALL_REASON_CODES = Object.keys(RECALL_REASONS) as RecallReason[];
export const isRecallReason = (value: unknown): value is RecallReason => typeof value === 'string' && Object.hasOwn(RECALL_REASONS, value);

/**
 * Why a receiving bank refuses a recall (camt.029 CxlStsRsnInf/Rsn/Cd), from ISO 20022's
 * ExternalPaymentCancellationRejection1Code list, each as the sentence the business reads on the payment.
 */
export const RECALL_REFUSALS: Record<string, string> = {
  AC04: 'The recipient’s account is closed, so the bank cannot take the money back from it.',
  AGNT: 'The receiving bank decided not to return the money.',
  AM04: 'The recipient’s account does not hold enough money to return it.',
  ARDT: 'The money has already been returned.',
  ARJR: 'The recall was already refused.',
  CUST: 'The recipient did not agree to return the money.',
  LEGL: 'The receiving bank cannot return the money for a legal reason.',
  NOAS: 'The recipient did not answer the receiving bank in time.',
  NOOR: 'The receiving bank has no record of this payment.',
  PTNA: 'The recall was sent to the wrong bank.',
  RQDA: 'The receiving bank needs a debit authority from the recipient first.',
};
export function recallRefusalSentence(code: string | null | undefined): string {
  return (code && RECALL_REFUSALS[code]) ?? 'The receiving bank refused to return the money.';
}

/**
 * How long after settlement a recall may be sent. Neither network closes the door on a camt.056 (FedNow's Operating
 * Circular 8 and RTP's rules leave the answer to the receiving bank), so this is the product's own window, kept short
 * so a recall is asked while the money can still be found: 30 days, like the time a consumer has to dispute an error.
 */
export const RECALL_WINDOW_DAYS = 30;

/** What a recall of a payment is refused for, or null when it may be sent (the API checks ownership and roles itself). */
export function recallRefusal(payment: { rail: string | null; instantNetwork: string | null; status: string; settledAt: Date | null; kind: string }, now: Date): string | null {
  if (payment.rail !== 'instant' || !payment.instantNetwork) return 'Only an instant payment can be recalled; an ACH payment cannot.';
  if (payment.kind === 'instantCollection' || payment.kind === 'subscription') return 'Only a payment the business sent can be recalled.';
  if (payment.status !== 'success') return 'Only a payment that was paid can be recalled.';
  if (payment.settledAt && now.getTime() - payment.settledAt.getTime() > RECALL_WINDOW_DAYS * 86_400_000) return `A recall can be sent within ${RECALL_WINDOW_DAYS} days of the payment.`;
  return null;
}

/** What the payment's page says about a recall, one place for the page, its toast and its tests. */
export const RecallMessages = {
  button: 'Recall payment',
  confirmTitle: 'Recall payment',
  confirm: (amount: string, party: string) =>
    `Ask ${party}’s bank to send back ${amount}? The bank asks ${party} first: the money comes back only if the recall is accepted, and a payment can be recalled only once.`,
  submit: 'Yes, recall payment',
  keep: 'Keep payment',
  sent: 'Recall sent: waiting for the receiving bank’s answer.',
  accepted: 'Recall accepted: the receiving bank is sending the money back.',
  refused: (sentence: string) => `Recall refused: ${sentence}`,
  state: (state: string, reason: string, refusal: string | null | undefined) =>
    state === 'accepted'
      ? `Recall accepted (${reason}): the receiving bank is sending the money back.`
      : state === 'rejected'
        ? `Recall refused (${reason}): ${refusal ?? recallRefusalSentence(null)}`
        : `Recall sent (${reason}): waiting for the receiving bank’s answer.`,
  /** The rows the payment's status timeline gains: each says what happened then, not what is awaited now. */
  timeline: {
    requested: (reason: string) => `Recall asked (${reason}).`,
    accepted: (reason: string) => `Recall accepted (${reason}): the receiving bank is sending the money back.`,
    rejected: (reason: string, refusalCode: string | null | undefined) => `Recall refused (${reason}): ${recallRefusalSentence(refusalCode)}`,
  },
} as const;

/** The codes a recall's rows carry in the payment's status history, so code can find them without reading words. */
export const RECALL_TIMELINE_CODES = { requested: 'recallRequested', accepted: 'recallAccepted', rejected: 'recallRejected' } as const;

/**
 * How an instant collection from a payer at this bank is asked for: by a request for payment on a network (only when
 * the bank takes requests, and the amount is within what that network may carry to it), or not (the ACH debit).
 */
export function chooseRequestNetwork(participant: InstantParticipant | null, amountCents: number): InstantRoute {
  if (!participant?.requestsForPayment) return { instant: false, reason: 'The payer’s bank does not take requests for payment' };
  return chooseInstantNetwork(participant, amountCents);
}

/**
 * How long a request for payment waits for the payer: the product's choice (neither network's guide was available to
 * check a maximum), three days so a payer away for a weekend can still pay it.
 */
export const REQUEST_EXPIRY_HOURS = 72;

/** The ids of a collection's request for payment, derived from the payment id so that a repeat is the same request. */
export function requestIdsOf(paymentId: string): { messageId: string; paymentInfoId: string; endToEndId: string; uetr: string } {
  const { endToEndId, uetr } = transferIdsOf(paymentId);
  const hex = paymentId.replace(/-/g, '').toLowerCase();
  return { messageId: `PLR${hex.slice(0, 32)}`, paymentInfoId: `PLI${hex.slice(0, 32)}`, endToEndId, uetr };
}

/** A request's rows in the payment's status timeline: what happened then, in words (decision 108, as 103 did for recalls). */
export const RequestMessages = {
  timeline: {
    sent: (network: InstantNetwork) => `Request for payment sent to the payer’s bank over ${INSTANT_NETWORK_LABELS[network]}.`,
    presented: 'The payer’s bank showed the request to the payer.',
    rejected: (code: string | null) => `Request for payment refused by the payer’s bank: ${code ? `${code} ${reasonLabel(code)}` : 'no reason given'}.`,
    expired: 'Request for payment expired: the payer did not pay it in time.',
    paid: (network: InstantNetwork) => `Paid by the payer over ${INSTANT_NETWORK_LABELS[network]}.`,
  },
  /** The request's state as the payment's page names it. */
  state: {
    sent: 'Request for payment sent: waiting for the payer’s bank.',
    presented: 'Request for payment shown to the payer: waiting for the payer to pay.',
    paid: 'Request for payment paid by the payer.',
    rejected: 'Request for payment refused.',
    expired: 'Request for payment expired unpaid.',
  },
} as const;

/** The codes a request's rows carry in the payment's status history. */
export const REQUEST_TIMELINE_CODES = { sent: 'requestSent', presented: 'requestPresented', rejected: 'requestRejected', expired: 'requestExpired', paid: 'requestPaid' } as const;
