/** The notifications module's face: what the rest of the services may use of it (the outbox of e-mails and texts and its worker, and the signed-in user's notifications). */
export { deliverNow, enqueueClaimedMessage, enqueueMessage, enqueueMessages, notifyEnqueued, startOutboxWorker, transportsFor } from './outbox';
export type { Channel, OutgoingMessage, Transport } from './outbox';
export { notificationsResolvers } from './resolvers';
