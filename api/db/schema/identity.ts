/** Drizzle tables of identity and account security: verification codes, trusted browsers, reset links and the message outbox. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });


/**
 * One-time verification codes (sign-in, setup-page access, turning MFA on or off), stored only as a hash.
 * `purpose` says what a correct code grants; `pendingId` ties a sign-in code to its signed pending sign-in.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    /** Where the code was sent (e-mail or phone), needed when the purpose turns MFA on with this contact. */
    contact: text('contact').notNull(),
    pendingId: uuid('pending_id'),
    codeHash: text('code_hash').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    consumedAt: moment('consumed_at'),
    /** Set only when the code was confirmed (not when a newer code retired it): a pending sign-in is then spent. */
    confirmedAt: moment('confirmed_at'),
    requestedFrom: text('requested_from'),
    createdAt: moment('created_at').notNull(),
    /** The outbox row of the text that carried the code (phone codes only). */
    messageId: uuid('message_id'),
    /** Why the text never reached the phone (the provider's status callback), in the words the MFA step shows. */
    deliveryFailure: text('delivery_failure'),
  },
  (t) => [
    index('verification_codes_user_created_idx').on(t.userId, t.createdAt),
    index('verification_codes_address_created_idx').on(t.requestedFrom, t.createdAt),
    check('verification_codes_channel_check', sql`${t.channel} in ('email', 'phoneNumber')`),
  ],
);

/** Browsers trusted for 30 days after 'Remember me' (token kept hashed, valid for that user only). */
export const trustedBrowsers = pgTable(
  'trusted_browsers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [uniqueIndex('trusted_browsers_token_hash_key').on(t.tokenHash), index('trusted_browsers_user_idx').on(t.userId)],
);

/** Single-use password reset links (token kept hashed, 1 hour). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    requestedFrom: text('requested_from'),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Every e-mail and SMS, written in the same transaction as what it announces and delivered by the
 * outbox worker (api/modules/notifications/outbox.ts): pending → sent (SMTP or SMS provider) or outbox (kept here only).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML part of an e-mail, when its template has one (the plain-text body is always there). */
    html: text('html'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** A worker holds a claimed row until then; after it, another worker may take it again. */
    lockedUntil: moment('locked_until'),
    createdAt: moment('created_at').notNull(),
    deliveredAt: moment('delivered_at'),
    /** The SMS provider's id of a text it accepted (Twilio's Message SID), by which its status callbacks find the row. */
    providerMessageId: text('provider_message_id'),
    /** The provider's latest word on a text it accepted (Twilio's MessageStatus: sent, delivered, undelivered, failed…). */
    deliveryStatus: text('delivery_status'),
  },
  (t) => [
    index('outbox_messages_provider_message_idx').on(t.providerMessageId),
    index('outbox_messages_status_created_idx').on(t.status, t.createdAt),
    index('outbox_messages_created_idx').on(t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'sms')`),
    check('outbox_messages_status_check', sql`${t.status} in ('pending', 'sent', 'outbox', 'failed')`),
  ],
);

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type OutboxMessageRow = typeof outboxMessages.$inferSelect;
