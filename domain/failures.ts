/**
 * The admin's Errors page: the kinds of failure it lists, their labels and the page's filter as it
 * travels in the query string, shared by the services and the web.
 */
import { z } from 'zod';
import { Messages } from './messages';

export const FAILURE_KINDS = ['payment', 'job', 'report', 'email', 'review', 'server'] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];
export const isFailureKind = (value: string): value is FailureKind => (FAILURE_KINDS as readonly string[]).includes(value);

export const FAILURE_KIND_LABELS: Record<FailureKind, string> = {
  payment: 'Failed payments',
  job: 'Jobs out of retries',
  report: 'Failed report exports',
  email: 'Undelivered e-mails',
  review: 'Awaiting review',
  server: 'Server errors',
};

/** What a review item on the Errors page is about, in words (never the item's kind as the code names it). */
export const REVIEW_ITEM_LABELS: Readonly<Record<string, string>> = {
  awaitingBankConfirmation: 'Not confirmed by the bank',
  achFileRejected: 'ACH file not written',
  unmatchedAchReturn: 'Bank return matching no payment',
  achFileNotDelivered: 'ACH file not delivered to the bank',
  achChannelHostKeyChanged: 'Bank server’s host key changed',
  unmatchedInstantMessage: 'Instant payment message matching no payment',
  bankFileRefused: 'Bank file too large to read',
  subscriptionFiledAsCredit: 'Subscription sent to the bank as a credit',
  unreadableInstantAnswer: 'Instant network answer that could not be read',
};

/** Open failures still need someone; resolved ones were marked resolved with a note. */
export const FAILURE_STATES = ['open', 'resolved'] as const;
export type FailureState = (typeof FAILURE_STATES)[number];

export const FAILURES_PAGE_SIZE = 25;
/** A resolution note's longest length. */
export const FAILURE_NOTE_MAX = 500;

export interface FailureFilter {
  kind?: FailureKind;
  businessId?: string;
  /** yyyy-MM-dd, inclusive, UTC days. */
  from?: string;
  to?: string;
  state: FailureState;
}

const day = /^\d{4}-\d{2}-\d{2}$/;

/** The filter of an Errors URL; anything unknown is dropped rather than refused, so an old bookmark still opens. */
export function failureFilterOf(params: URLSearchParams): FailureFilter & { page: number } {
  const kind = params.get('kind') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const businessId = params.get('businessId')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page') ?? '1')) || 1);
  return {
    ...(isFailureKind(kind) ? { kind } : {}),
    ...(businessId ? { businessId } : {}),
    ...(day.test(from) ? { from } : {}),
    ...(day.test(to) ? { to } : {}),
    state: params.get('state') === 'resolved' ? 'resolved' : 'open',
    page,
  };
}

export const resolveFailureSchema = z.object({
  note: z
    .string({ required_error: Messages.required, invalid_type_error: Messages.required })
    .trim()
    .min(1, Messages.required)
    .max(FAILURE_NOTE_MAX, `Must be less than ${FAILURE_NOTE_MAX} characters`),
});
