/** Column helpers every schema file may share: timestamps with their zone, integer cents, and the record of accepted authorization words. */
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();
export const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * What proves a debit authorization (NACHA): the account it names, the exact words accepted with their version and
 * hash, when and from where, and its revocation. A consumer's and a business's subscription authorization keep the same.
 */
export const acceptedAuthorization = () => ({
  routingNumber: text('routing_number').notNull(),
  accountLast4: text('account_last4').notNull(),
  textVersion: text('text_version').notNull(),
  text: text('text').notNull(),
  textSha256: text('text_sha256').notNull(),
  acceptedAt: moment('accepted_at').notNull(),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
  revokedAt: moment('revoked_at'),
});
