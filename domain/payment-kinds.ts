/**
 * The kinds of payment and the way each moves money: one table every rail reads (the NACHA file, U.S. Bank's API,
 * the instant rail), so no rail decides on its own whether it pays out or pulls in.
 */
import type { Direction } from './nacha';

export const PAYMENT_KINDS = ['vendor', 'api', 'onDemand', 'instantCollection', 'subscription', 'test'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The kinds that are a business's own trade with its payees and payers; its subscription invoice and Payment Test are not (a volume leaves them out). */
export const TRADE_KINDS = PAYMENT_KINDS.filter((k) => k !== 'subscription' && k !== 'test');

/**
 * Credit: money leaves the business to the account the payment names (a vendor, a customer paid on demand, an API
 * payout, the business's own account for its Payment Test). Debit: money is pulled from the account the payment names
 * (a consumer's or customer's account for a collection; the business's own account for its subscription invoice).
 * A `Record` over every kind: a kind added to PAYMENT_KINDS without a direction does not compile.
 */
export const PAYMENT_DIRECTIONS: Readonly<Record<PaymentKind, Direction>> = {
  vendor: 'credit',
  api: 'credit',
  onDemand: 'credit',
  // The Payment Test proves the business's own account can take the payouts it will receive: a credit, or its prenote.
  test: 'credit',
  instantCollection: 'debit',
  subscription: 'debit',
};

/** The direction of a payment of this kind; throws for a kind the table does not know (a row written by other code). */
export function directionOfKind(kind: PaymentKind): Direction {
  const direction = (PAYMENT_DIRECTIONS as Record<string, Direction | undefined>)[kind];
  if (!direction) throw new Error(`Payment kind ${kind} has no direction`);
  return direction;
}

/**
 * Entries that are not payments, as NACHA defines them: a prenote takes the direction of the live entry it announces
 * (a consumer's account before its debits: debit, code 28/38; the business's own account before its payouts: credit,
 * 23/33), and micro-deposits are credits (22/32) the receiver reads on its statement.
 */
export const prenoteDirectionFor = (liveKind: PaymentKind): Direction => directionOfKind(liveKind);
export const MICRO_DEPOSIT_DIRECTION: Direction = 'credit';

/**
 * The payment-type code of a WEB entry (NACHA: R recurring, S single entry; the writer refuses a WEB entry without
 * one). A consumer's authorization covers the initial debit and later ones it names (domain/consumer-debits.ts), so
 * its debits and their prenote are recurring; micro-deposits are two single entries.
 */
export const WEB_PAYMENT_TYPE = { recurring: 'R', single: 'S' } as const;
export type WebPaymentType = (typeof WEB_PAYMENT_TYPE)[keyof typeof WEB_PAYMENT_TYPE];
