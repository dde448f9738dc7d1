/** The PaymentRail interface: how a payment leaves the platform (the sandbox, a bank's file, later a bank API). */
import type { Database } from '../db/client';
import type { PaymentRow } from '../db/schema';

/** One payment as a rail sees it: where the money goes, in clear text only for the moment of submission. */
export interface RailPayment {
  payment: PaymentRow;
  accountNumber: string;
}

export type RailOutcome =
  | { outcome: 'settled'; bankStatus: string; message: string }
  /** A bank API took the payment but has not settled it yet: the payment waits, and its status is asked later. */
  | { outcome: 'accepted'; bankStatus: 'accepted'; message: string }
  | { outcome: 'returned'; bankStatus: string; code: string; message: string };

/** The rail's own record of a payment, asked by the payment's id (its idempotency key at the rail). */
export type RailStatus =
  | { state: 'notReceived' }
  /**
   * Taken, not settled. `awaitingPayerUntil`: the rail waits on a person, not a bank (a request for payment before its
   * expiry), so the payment is not late for the bank's confirmation before then.
   */
  | { state: 'accepted'; message: string; awaitingPayerUntil?: Date }
  | { state: 'settled'; message: string }
  | { state: 'returned'; code: string; message: string };

/** Thrown when the rail cannot be reached; the job is retried with backoff. */
export class TransientRailError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransientRailError';
  }
}

/** Every rail answers the status inquiry; a rail that files payments in batches (NACHA) only answers it. */
export interface RailInquiry {
  readonly name: 'sandbox' | 'nacha' | 'instant' | 'usBankApi';
  /**
   * What the rail knows of this payment. Throws TransientRailError when the rail cannot answer: the caller must
   * then treat the payment as possibly paid (domain/rail-inquiry.ts).
   */
  status(db: Database, paymentId: string, at: Date): Promise<RailStatus>;
  /**
   * Optional batch form of status: what the rail knows of each payment (a payment missing from the map is
   * `notReceived`). Throws TransientRailError when the rail cannot answer for the batch.
   */
  statusMany?(db: Database, paymentIds: readonly string[], at: Date): Promise<Map<string, RailStatus>>;
}

export interface PaymentRail extends RailInquiry {
  /**
   * Submits one payment. Must be idempotent per payment: a second call for the same payment returns the first
   * outcome and moves no money (delivery of jobs is at least once).
   */
  submit(db: Database, item: RailPayment, at: Date): Promise<RailOutcome>;
  /**
   * Optional batch form of submit, with the same guarantee per payment (a repeat returns the first outcome and
   * moves no money). Returns the outcome of every payment given; throws TransientRailError when the rail cannot be
   * reached, after which any of them may have been received (the caller asks before submitting again).
   */
  submitMany?(db: Database, items: readonly RailPayment[], at: Date): Promise<Map<string, RailOutcome>>;
}
