/** The participant directory: whether a receiving bank is reachable instantly, on which network, within which limit. */
import { eq } from 'drizzle-orm';
import { chooseInstantNetwork, chooseRequestNetwork, type InstantRoute } from '../../../domain/instant-payments';
import type { Database } from '../../db/client';
import { instantParticipants } from '../../db/schema';

const participantOf = async (db: Pick<Database, 'select'>, routingNumber: string) =>
  (await db.select().from(instantParticipants).where(eq(instantParticipants.routingNumber, routingNumber)))[0] ?? null;

/** How an amount to this routing number would travel: instantly on a network, or not (with the reason). */
export async function instantRouteFor(db: Pick<Database, 'select'>, routingNumber: string, amountCents: number): Promise<InstantRoute> {
  return chooseInstantNetwork(await participantOf(db, routingNumber), amountCents);
}

/** How a collection from a payer at this routing number would be asked for: a request for payment on a network, or not. */
export async function requestRouteFor(db: Pick<Database, 'select'>, routingNumber: string, amountCents: number): Promise<InstantRoute> {
  return chooseRequestNetwork(await participantOf(db, routingNumber), amountCents);
}
