/**
 * Drizzle tables of the admin's Errors page: unexpected server errors the services mask (request
 * id, never a stack trace or a message that could hold a secret), and the admin's resolutions of any failure.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One unexpected error a caller saw as 'Unexpected error.' (or a 500): enough to find it in the logs by request id. */
export const serverErrors = pgTable(
  'server_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: text('request_id').notNull(),
    /** auth, core, reports, notifications, or http for a failure outside GraphQL. */
    endpoint: text('endpoint').notNull(),
    operationName: text('operation_name'),
    /** The field path of the failing resolver (`adminBusinesses`, `payment.vendor`). */
    path: text('path'),
    /** The error's class name (`TypeError`): the message and stack stay in the logs only. */
    errorName: text('error_name').notNull(),
    occurredAt: moment('occurred_at').notNull(),
  },
  (t) => [index('server_errors_occurred_idx').on(t.occurredAt)],
);

export const FAILURE_KINDS_SQL = ['payment', 'job', 'email', 'report', 'server', 'review'] as const;

/** The admin marked a failure resolved, with a note: once per failure (kind and the id of its row). */
export const failureResolutions = pgTable(
  'failure_resolutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    failureId: text('failure_id').notNull(),
    note: text('note').notNull(),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: moment('resolved_at').notNull(),
  },
  (t) => [
    uniqueIndex('failure_resolutions_kind_failure_key').on(t.kind, t.failureId),
    check('failure_resolutions_kind_check', sql`${t.kind} in (${sql.raw(FAILURE_KINDS_SQL.map((k) => `'${k}'`).join(', '))})`),
  ],
);

export type ServerErrorRow = typeof serverErrors.$inferSelect;
export type FailureResolutionRow = typeof failureResolutions.$inferSelect;
