/** Tables of the API product: API clients (hashed secrets), their rate-limit windows, idempotency records, webhook endpoints and deliveries. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, users } from './core';
import { payments } from './payments';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();
const updatedAt = () => moment('updated_at').notNull().defaultNow();

/**
 * An integration's credentials (spec §3 API client). The secret is random (256 bits), so a SHA-256 digest is a
 * sufficient one-way store; the previous secret stays valid until previous_secret_expires_at after a rotation.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    applicationName: text('application_name').notNull(),
    clientId: text('client_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    previousSecretExpiresAt: moment('previous_secret_expires_at'),
    /** The instant the client stops working (null: never), and the wall clock it was chosen in. */
    expiredAt: moment('expired_at'),
    expiredDate: text('expired_date'),
    expiredTime: text('expired_time'),
    expiredTimeZone: text('expired_time_zone'),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    secretRotatedAt: moment('secret_rotated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('api_clients_client_id_key').on(t.clientId), index('api_clients_business_idx').on(t.businessId, t.createdAt, t.id)],
);

/** Requests per client per window (fixed windows), shared by every copy of the services. */
export const apiRateWindows = pgTable(
  'api_rate_windows',
  {
    bucket: text('bucket').notNull(),
    windowStart: moment('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('api_rate_windows_start_idx').on(t.windowStart)],
);

/** One row per (client, Idempotency-Key): the request's fingerprint and, once answered, the answer to replay. */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    apiClientId: uuid('api_client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.apiClientId, t.key] }), index('api_idempotency_keys_created_idx').on(t.createdAt)],
);


export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    apiClientId: uuid('api_client_id')
      .notNull()
      .references(() => apiClients.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    /** The Standard Webhooks signing secret (whsec_…), sealed with the services' key. */
    secretEncrypted: text('secret_encrypted').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_business_idx').on(t.businessId), index('webhook_endpoints_client_idx').on(t.apiClientId)],
);

/** One event for one endpoint; seq orders the deliveries of a payment. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The webhook-id header: the same on every attempt and resend of this event. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    /** When delivery is given up: 3 days after the event. */
    giveUpAt: moment('give_up_at').notNull(),
    lastAttemptAt: moment('last_attempt_at'),
    deliveredAt: moment('delivered_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt, t.id),
    index('webhook_deliveries_endpoint_payment_seq_idx').on(t.endpointId, t.paymentId, t.seq),
    check('webhook_deliveries_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export type ApiClientRow = typeof apiClients.$inferSelect;
export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
