/**
 * What the payments engine does with a payment whose submission may already have happened (a crash, a timeout or
 * a transient error after the submit call started): it asks the rail first and believes the rail's answer over
 * its own bookkeeping. Pure, so every combination is unit-tested (domain/rail-inquiry.test.ts).
 */

/** The rail's answer to "what happened to this payment?", or `unreachable` when it could not answer. */
export type RailAnswer = 'unreachable' | 'notReceived' | 'accepted' | 'settled' | 'returned';

export interface InquiryInput {
  /**
   * False only when no submit call can have started for this payment (it is still `scheduled`, or it is
   * `processing` and the rail says it never received it); true after any crash, timeout or transient error that
   * followed the move to `processing`.
   */
  possiblySubmitted: boolean;
  /** The rail's answer; ignored (and not asked) when nothing can have been submitted. */
  answer: RailAnswer | null;
  /** Whether the submission job still has attempts left. */
  attemptsLeft: boolean;
  /** Whether the payment has been waiting for the bank's confirmation longer than the configured time. */
  overdue: boolean;
}

export type InquiryDecision =
  /** Submit (again): the rail never received it, so a submission cannot pay twice. */
  | { action: 'submit' }
  /** The rail settled it: success. */
  | { action: 'succeed' }
  /** The rail returned it: error with the rail's return code. */
  | { action: 'return' }
  /** Unknown or not final yet: stay `processing`, ask again later; `escalate` raises an item for a person. */
  | { action: 'wait'; bankStatus: 'awaitingConfirmation' | 'accepted'; escalate: boolean }
  /** The rail said it never received it and no attempts are left: error, "not submitted". */
  | { action: 'failNotSubmitted' };

export function decideAfterInquiry(input: InquiryInput): InquiryDecision {
  if (!input.possiblySubmitted) return input.attemptsLeft ? { action: 'submit' } : { action: 'failNotSubmitted' };
  switch (input.answer) {
    case 'settled':
      return { action: 'succeed' };
    case 'returned':
      return { action: 'return' };
    case 'accepted':
      return { action: 'wait', bankStatus: 'accepted', escalate: input.overdue };
    case 'notReceived':
      return input.attemptsLeft ? { action: 'submit' } : { action: 'failNotSubmitted' };
    default:
      // Unreachable (or not asked): the money may have moved, so never call it failed.
      return { action: 'wait', bankStatus: 'awaitingConfirmation', escalate: input.overdue };
  }
}

/** Label of a bank status on the payment's page and in lists. */
export const BANK_STATUS_LABELS: Record<string, string> = {
  awaitingConfirmation: 'Awaiting bank confirmation',
  accepted: 'Accepted by the bank',
  submitted: 'Submitted',
  settled: 'Settled',
  returned: 'Returned',
  sentToBank: 'Sent to the bank',
  notDelivered: 'Not delivered to the bank',
  notSubmitted: 'Not submitted',
  // A bank's or a network's refusal (an instant RJCT, a request for payment the payer's bank refused or let lapse).
  rejected: 'Refused by the bank',
  // A request for payment the payer let lapse: no bank refused anything.
  expired: 'Expired unpaid',
};

/** A bank status in words ("Awaiting bank confirmation"); an unknown value is shown as it is. */
export function bankStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return BANK_STATUS_LABELS[status] ?? status;
}

/** Default time a payment may await the bank's confirmation before a person is asked to look (4 hours). */
export const DEFAULT_CONFIRMATION_TIMEOUT_MS = 4 * 60 * 60_000;
