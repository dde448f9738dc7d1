/** The participant directory: whether a receiving bank is reachable instantly, on which network, within which limit. */
import { eq } from 'drizzle-orm';
import { chooseInstantNetwork, type InstantRoute } from '../../../domain/instant-payments';
import type { Database } from '../../db/client';
import { instantParticipants } from '../../db/schema';

/** How an amount to this routing number would travel: instantly on a network, or not (with the reason). */
export async function instantRouteFor(db: Pick<Database, 'select'>, routingNumber: string, amountCents: number): Promise<InstantRoute> {
  const [participant] = await db.select().from(instantParticipants).where(eq(instantParticipants.routingNumber, routingNumber));
  return chooseInstantNetwork(participant ?? null, amountCents);
}
