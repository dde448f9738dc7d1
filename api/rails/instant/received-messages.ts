/**
 * A message our participant received, kept once by its id: the first keeper applies it, a replay of the same message
 * (handed over again, or sent twice) finds it kept and changes nothing.
 */
import type { Database } from '../../db/client';
import { instantMessages } from '../../db/schema';

export interface ReceivedMessage {
  paymentId: string;
  /** Its ISO 20022 message name and version (MESSAGE_VERSIONS). */
  messageName: string;
  messageId: string;
  xml: string;
}

/** Whether this call kept the message (false: it was kept before, so it must not be applied again). */
export async function keepReceivedOnce(tx: Pick<Database, 'insert'>, message: ReceivedMessage, at: Date): Promise<boolean> {
  const [kept] = await tx
    .insert(instantMessages)
    .values({ ...message, direction: 'received', at })
    .onConflictDoNothing()
    .returning({ id: instantMessages.id });
  return Boolean(kept);
}
