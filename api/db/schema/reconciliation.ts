/**
 * Drizzle tables of reconciliation: items raised for a person, every ACH entry written (its trace number
 * and settlement date), and the bank's return / notification-of-change files read with each of their entries.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { achFiles, originatingAccounts, payments } from './payments';
import { accountValidations } from './consumer-debits';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * bankFileRefused: a bank file over the size cap left unread on the server. subscriptionFiledAsCredit: a subscription
 * invoice's payment sent to a bank as a credit before its kind had a direction (migration 0042).
 * unreadableInstantAnswer: an instant network's answer about a payment that the parser could not read (decision 123):
 * kept with the payment's messages, the payment waiting for a person instead of being asked about again.
 */
export const REVIEW_ITEM_KINDS = [
  'awaitingBankConfirmation',
  'achFileRejected',
  'unmatchedAchReturn',
  'achFileNotDelivered',
  'achChannelHostKeyChanged',
  'unmatchedInstantMessage',
  'bankFileRefused',
  'subscriptionFiledAsCredit',
  'unreadableInstantAnswer',
] as const;
export type ReviewItemKind = (typeof REVIEW_ITEM_KINDS)[number];

/**
 * Something only a person can settle: a payment the bank has not confirmed for too long, a batch that could not be
 * written, a return that matches no payment. Raised once per (kind, subject); the admin's Errors page lists them.
 */
export const reviewItems = pgTable(
  'review_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ReviewItemKind>().notNull(),
    /** What the item is about (a payment id, a file hash and trace): raising twice is a no-op. */
    subject: text('subject').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: moment('created_at').notNull(),
    resolvedAt: moment('resolved_at'),
  },
  (t) => [
    uniqueIndex('review_items_kind_subject_key').on(t.kind, t.subject),
    index('review_items_open_idx').on(t.resolvedAt, t.createdAt),
    check('review_items_kind_check', sql`${t.kind} in (${list(REVIEW_ITEM_KINDS)})`),
  ],
);

/**
 * The last trace sequence (7 digits) given per originating bank (its 8-digit ODFI identification): one sequence for
 * all files and days, so a trace number comes back only after ten million entries, far beyond any return window.
 */
export const achTraceSequences = pgTable('ach_trace_sequences', {
  odfiIdentification: text('odfi_identification').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * One row per entry written into an ACH file, for a payment or for a consumer's account check (its prenote or one of
 * its two micro-deposits, decision 055): its trace number (ODFI + sequence from `ach_trace_sequences`), what the
 * entry said (amount, receiving bank, account, individual ID: a bank's return or NOC is matched on all of them), and
 * the effective settlement date on which a payment becomes `success`.
 */
export const achEntries = pgTable(
  'ach_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    accountValidationId: uuid('account_validation_id').references(() => accountValidations.id, { onDelete: 'restrict' }),
    achFileId: uuid('ach_file_id')
      .notNull()
      .references(() => achFiles.id, { onDelete: 'restrict' }),
    originatingAccountId: uuid('originating_account_id')
      .notNull()
      .references(() => originatingAccounts.id, { onDelete: 'restrict' }),
    /** The UTC day the file was written. */
    fileDate: date('file_date', { mode: 'string' }).notNull(),
    traceNumber: text('trace_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The receiving bank's 9-digit routing number, as written. */
    rdfiRoutingNumber: text('rdfi_routing_number').notNull(),
    /** The receiver's account number as written, encrypted like every stored account number. */
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    /** The individual / receiver identification number as written (upper case, trimmed). */
    individualId: text('individual_id').notNull(),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    settlementDate: date('settlement_date', { mode: 'string' }).notNull(),
    sentAt: moment('sent_at').notNull(),
    settledAt: moment('settled_at'),
  },
  (t) => [
    uniqueIndex('ach_entries_day_trace_key').on(t.fileDate, t.traceNumber),
    uniqueIndex('ach_entries_payment_key').on(t.paymentId),
    index('ach_entries_validation_idx').on(t.accountValidationId),
    index('ach_entries_trace_idx').on(t.traceNumber),
    index('ach_entries_settlement_idx').on(t.settledAt, t.settlementDate),
    // Each entry answers for exactly one thing the bank was sent: a payment or an account check.
    check('ach_entries_subject_check', sql`num_nonnulls(${t.paymentId}, ${t.accountValidationId}) = 1`),
  ],
);

/** A return / NOC file received from the bank (inbox folder or admin upload), read once by its SHA-256; content sealed (api/rails/ach-file-store.ts). */
export const achReturnFiles = pgTable('ach_return_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  sha256: text('sha256').notNull().unique(),
  fileName: text('file_name').notNull(),
  source: text('source').notNull(),
  content: text('content').notNull(),
  problems: jsonb('problems').$type<string[]>().notNull().default([]),
  receivedAt: moment('received_at').notNull(),
});

export const ACH_RETURN_ENTRY_STATUSES = ['applied', 'unmatched', 'ignored'] as const;
export type AchReturnEntryStatus = (typeof ACH_RETURN_ENTRY_STATUSES)[number];

/** One return (addenda 99) or notification of change (addenda 98) of a received file; unmatched ones are kept. */
export const achReturnEntries = pgTable(
  'ach_return_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => achReturnFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'return' | 'noc'>().notNull(),
    code: text('code').notNull(),
    reason: text('reason').notNull(),
    originalTraceNumber: text('original_trace_number').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** NOC: the corrected data as the bank sent it (account number, routing number, …). */
    correctedData: text('corrected_data'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** The consumer's account check whose prenote or micro-deposit the entry answers (decision 055). */
    accountValidationId: uuid('account_validation_id').references(() => accountValidations.id, { onDelete: 'set null' }),
    status: text('status').$type<AchReturnEntryStatus>().notNull(),
    /** What was done, in plain English (shown on the payment's page and the unmatched list). */
    outcome: text('outcome').notNull(),
    createdAt: moment('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('ach_return_entries_file_position_key').on(t.fileId, t.position),
    // Each return or change of an entry we sent is applied once, whichever file (or byte-different copy) carries it.
    uniqueIndex('ach_return_entries_applied_once_key').on(t.paymentId, t.code).where(sql`${t.status} = 'applied'`),
    uniqueIndex('ach_return_entries_validation_applied_once_key').on(t.accountValidationId, t.code).where(sql`${t.status} = 'applied'`),
    index('ach_return_entries_payment_idx').on(t.paymentId),
    index('ach_return_entries_status_idx').on(t.status, t.createdAt),
    check('ach_return_entries_kind_check', sql`${t.kind} in ('return', 'noc')`),
    check('ach_return_entries_status_check', sql`${t.status} in (${list(ACH_RETURN_ENTRY_STATUSES)})`),
  ],
);

export type ReviewItemRow = typeof reviewItems.$inferSelect;
export type AchEntryRow = typeof achEntries.$inferSelect;
export type AchReturnEntryRow = typeof achReturnEntries.$inferSelect;
