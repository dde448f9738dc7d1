/** Standard Webhooks signatures through its reference library: the headers of one delivery, and their check. */
import { Webhook } from 'standardwebhooks';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** The three headers that sign `body` (the exact bytes sent) for the endpoint's whsec_ secret. */
export function signDelivery(secret: string, eventId: string, at: Date, body: string): SignedHeaders {
  const signature = new Webhook(secret).sign(eventId, at, body);
  return { 'webhook-id': eventId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature };
}

/** The receiver's side: the parsed payload when the signature and timestamp (within 5 minutes) are good; throws otherwise. */
export function verifyDelivery(secret: string, body: string, headers: Record<string, string>): unknown {
  return new Webhook(secret).verify(body, headers);
}
