/**
 * Payment events for webhooks: one delivery row and one job per subscribed endpoint, written inside the payment's
 * own transaction (so an event exists exactly when its state change committed). Delivery is api/webhooks/deliver.ts.
 */
import { randomUUID } from 'node:crypto';
import { and, arrayContains, eq, inArray } from 'drizzle-orm';
import type { WebhookEvent } from '../../../domain/api-clients';
import { jobs, webhookDeliveries, webhookEndpoints, type PaymentRow, type PaymentStatus } from '../../db/schema';
import type { Database } from '../../db/client';
import { dueAt } from '../../lib/clock';
import { paymentResource } from './public-resource';

type Tx = Pick<Database, 'select' | 'insert'>;

export const WEBHOOK_JOB = 'webhookDelivery';
/** Deliveries are retried for 3 days (Standard Webhooks' usual window). */
export const WEBHOOK_RETRY_WINDOW_MS = 3 * 86_400_000;
/** The job row's own attempt cap never ends a delivery: the retry window does. */
export const WEBHOOK_JOB_MAX_ATTEMPTS = 100_000;

/** The event a state change announces, if any ('scheduled' after creation is not an event of its own). */
export function eventOfTransition(to: PaymentStatus | 'created'): WebhookEvent | null {
  switch (to) {
    case 'created':
      return 'payment.created';
    case 'scheduled':
      // Only approval moves a payment to scheduled through transition(); creation schedules without an event of its own.
      return 'payment.approved';
    case 'processing':
      return 'payment.processing';
    case 'success':
      return 'payment.succeeded';
    case 'error':
    case 'returned': // an ACH return after settlement is a failure too, with its return code
      return 'payment.failed';
    case 'canceled':
      return 'payment.canceled';
    default:
      return null;
  }
}

/** Records the event for every enabled endpoint of the payment's business that wants it (call inside the payment's transaction). */
export async function emitPaymentEvent(tx: Tx, payment: PaymentRow, to: PaymentStatus | 'created', at: Date): Promise<void> {
  await emitPaymentEvents(tx, [payment], to, at);
}

/** The same for a batch of payments that made the same move: one read of the endpoints, one insert of deliveries and one of jobs. */
export async function emitPaymentEvents(tx: Tx, moved: readonly PaymentRow[], to: PaymentStatus | 'created', at: Date): Promise<void> {
  const type = eventOfTransition(to);
  if (type) await emitPaymentEventsOfType(tx, moved, type, at);
}

/**
 * An event that is not a status move of its own: `payment.updated`, when a payment that waited for its vendor's bank
 * details takes them at the vendor's registration (decision 100), whether it is then scheduled or still awaits approval.
 */
export async function emitPaymentEventsOfType(tx: Tx, moved: readonly PaymentRow[], type: WebhookEvent, at: Date): Promise<void> {
  if (!moved.length) return;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, businessId: webhookEndpoints.businessId })
    .from(webhookEndpoints)
    .where(and(inArray(webhookEndpoints.businessId, [...new Set(moved.map((p) => p.businessId))]), eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  if (!endpoints.length) return;
  // The payload keeps when the event happened; the delivery is due in the system's time (a cycle run as of later must not hold it back).
  const due = dueAt(at);
  const giveUpAt = new Date(due.getTime() + WEBHOOK_RETRY_WINDOW_MS);
  const deliveries = moved.flatMap((payment) => {
    const mine = endpoints.filter((e) => e.businessId === payment.businessId);
    if (!mine.length) return [];
    const eventId = `msg_${randomUUID().replace(/-/g, '')}`;
    const payload = { type, timestamp: at.toISOString(), data: paymentResource(payment) };
    return mine.map((e) => ({ endpointId: e.id, eventId, eventType: type, paymentId: payment.id, payload, giveUpAt, createdAt: at }));
  });
  for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
    const rows = await tx.insert(webhookDeliveries).values(deliveries.slice(i, i + INSERT_CHUNK)).returning({ id: webhookDeliveries.id });
    await tx.insert(jobs).values(rows.map((r) => ({ kind: WEBHOOK_JOB, payload: { deliveryId: r.id }, runAt: due, maxAttempts: WEBHOOK_JOB_MAX_ATTEMPTS, createdAt: due })));
  }
}

/** Rows per multi-row insert, well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1_000;
