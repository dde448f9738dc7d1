/** Drizzle tables of report exports: a task per requested file and one row per part written. */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { users } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REPORT_TASK_FORMATS = ['csv', 'xlsx'] as const;
export type ReportTaskFormat = (typeof REPORT_TASK_FORMATS)[number];
export const REPORT_TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ReportTaskStatus = (typeof REPORT_TASK_STATUSES)[number];

/** The rows a task may export, captured when it was created: everything, one business's or one vendor's payments. */
export type CapturedVisibility = { all: true } | { businessId: string } | { vendorId: string };

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * One requested export. The filter, order and the creator's visibility are fixed at creation, so the file holds
 * what the creator could see then, whoever runs the job and whenever.
 */
export const reportTasks = pgTable(
  'report_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reportName: text('report_name').notNull(),
    format: text('format').$type<ReportTaskFormat>().notNull(),
    status: text('status').$type<ReportTaskStatus>().notNull().default('queued'),
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull().default({}),
    orderBy: text('order_by').notNull(),
    visibility: jsonb('visibility').$type<CapturedVisibility>().notNull(),
    createdByUserId: uuid('created_by_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Rows per part. */
    partSize: integer('part_size').notNull(),
    /** Parts planned from the row count when the job starts; grows if rows arrive while it runs. */
    parts: integer('parts').notNull().default(0),
    rowCount: integer('row_count'),
    fileName: text('file_name').notNull(),
    /** The creator's zone (decision 032): the file's dates and times are in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    fileBytes: integer('file_bytes'),
    lastError: text('last_error'),
    createdAt: moment('created_at').notNull(),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    /** Set when the day-old file was removed; the task stays as a record. */
    fileDeletedAt: moment('file_deleted_at'),
  },
  (t) => [
    index('report_tasks_creator_created_idx').on(t.createdByUserId, t.createdAt),
    index('report_tasks_created_idx').on(t.createdAt),
    check('report_tasks_format_check', sql`${t.format} in (${list(REPORT_TASK_FORMATS)})`),
    check('report_tasks_status_check', sql`${t.status} in (${list(REPORT_TASK_STATUSES)})`),
  ],
);

/** A part of a task: `skip` rows come before it; `endCursor` is the keyset position its last row left, where the next part starts. */
export const reportTaskParts = pgTable(
  'report_task_parts',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => reportTasks.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    skip: integer('skip').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    rowCount: integer('row_count'),
    endCursor: text('end_cursor'),
    lastError: text('last_error'),
    finishedAt: moment('finished_at'),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.index] }), check('report_task_parts_status_check', sql`${t.status} in ('done', 'failed')`)],
);

/**
 * A finished export's file kept in the database (EXPORT_FILES=database, decision 073): the
 * bytes in chunks of at most a MiB, in order, so every copy of the services can stream it without holding it whole.
 */
export const reportFileChunks = pgTable(
  'report_file_chunks',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => reportTasks.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.seq] })],
);

export type ReportTaskRow = typeof reportTasks.$inferSelect;
export type ReportTaskPartRow = typeof reportTaskParts.$inferSelect;
