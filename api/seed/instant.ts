/**
 * The demo's instant participant directory: banks of the demo's routing numbers reachable by FedNow and/or RTP, with
 * some of their own limits. Banks left out (122000247, 121000358, 122235821, 081902101) are not reachable instantly,
 * so paying their consumers shows the ACH fallback and its confirmation. Two banks take requests for payment (decision
 * 108), banks no existing demo payer uses, so collecting from a payer there shows a pain.013 and every other
 * collection stays an ACH debit.
 */
import type { Database } from '../db/client';
import { instantParticipants } from '../db/schema';

export const DEMO_INSTANT_PARTICIPANTS = [
  { routingNumber: '021000021', name: 'JPMorgan Chase Bank, N.A.', fednow: true, rtp: true, fednowLimitCents: 1_000_000_00, rtpLimitCents: null, requestsForPayment: false },
  { routingNumber: '071000013', name: 'JPMorgan Chase Bank, N.A.', fednow: true, rtp: true, fednowLimitCents: 500_000_00, rtpLimitCents: null, requestsForPayment: true },
  { routingNumber: '026009593', name: 'Bank of America, N.A.', fednow: true, rtp: true, fednowLimitCents: null, rtpLimitCents: null, requestsForPayment: false },
  { routingNumber: '121042882', name: 'Wells Fargo Bank, N.A.', fednow: true, rtp: true, fednowLimitCents: null, rtpLimitCents: 1_000_000_00, requestsForPayment: false },
  { routingNumber: '084000026', name: 'U.S. Bank National Association', fednow: true, rtp: false, fednowLimitCents: null, rtpLimitCents: null, requestsForPayment: false },
  { routingNumber: '121143260', name: 'Western Alliance Bank', fednow: false, rtp: true, fednowLimitCents: null, rtpLimitCents: 250_000_00, requestsForPayment: true },
] as const;

export async function seedInstantParticipants(tx: Pick<Database, 'insert'>): Promise<void> {
  await tx.insert(instantParticipants).values(DEMO_INSTANT_PARTICIPANTS.map((p) => ({ ...p }))).onConflictDoNothing();
}
