/** Drizzle tables of the banking calendar: holiday schedules with their holidays, and processing-time rules with their cutoffs (spec §7). */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const holidaySchedules = pgTable(
  'holiday_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleName: text('schedule_name').notNull(),
    country: text('country').notNull(),
    paymentNetwork: text('payment_network').notNull(),
    year: integer('year').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('holiday_schedules_network_year_name_key').on(t.country, t.paymentNetwork, t.year, t.scheduleName),
    index('holiday_schedules_created_idx').on(t.createdAt, t.id),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => holidaySchedules.id, { onDelete: 'cascade' }),
    holidayName: text('holiday_name').notNull(),
    /** ISO date within the schedule's year, for a fixed-date holiday. */
    staticDate: date('static_date', { mode: 'string' }),
    nthOccurrence: text('nth_occurrence'),
    dayOfWeek: smallint('day_of_week'),
    month: smallint('month'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('holidays_schedule_idx').on(t.scheduleId, t.position),
    check(
      'holidays_rule_check',
      sql`(${t.staticDate} is not null) <> (${t.nthOccurrence} is not null and ${t.dayOfWeek} is not null and ${t.month} is not null)`,
    ),
  ],
);

export const processingTimeRules = pgTable(
  'processing_time_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentType: text('payment_type').notNull(),
    paymentNetwork: text('payment_network').notNull().default('ACH'),
    /** Banks (payment systems) the rule applies to; empty means every bank. */
    banks: text('banks').array().notNull().default(sql`'{}'::text[]`),
    /** Zone the cutoff times are written in. */
    timeZone: text('time_zone').notNull().default('America/New_York'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('processing_time_rules_type_idx').on(t.paymentType, t.createdAt, t.id)],
);

export const processingSchedules = pgTable(
  'processing_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => processingTimeRules.id, { onDelete: 'cascade' }),
    cutoffTime: text('cutoff_time').notNull(),
    weekdays: smallint('weekdays').array().notNull(),
    daysToProcess: integer('days_to_process').notNull(),
    description: text('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('processing_schedules_rule_idx').on(t.ruleId, t.position)],
);
