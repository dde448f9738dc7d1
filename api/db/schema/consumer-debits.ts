/** Drizzle tables of consumer debits: a business's limits, the authorizations consumers accepted, and the checks of accounts before a first debit. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { AccountValidationMethod, AccountValidationStatus } from '../../../domain/consumer-debits';
import { businesses } from './core';
import { achFiles, bankAccounts, consumers } from './payments';
import { acceptedAuthorization, cents, createdAt, moment, updatedAt } from './columns';

/** A business's own limits on consumer debits and how it validates a consumer's account (defaults in domain/consumer-debits.ts). */
export const consumerDebitSettings = pgTable('consumer_debit_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  perDebitLimit: cents('per_debit_limit').notNull(),
  perConsumerPerDayLimit: cents('per_consumer_per_day_limit').notNull(),
  accountValidation: text('account_validation').$type<AccountValidationMethod>().notNull().default('prenote'),
  updatedAt: updatedAt(),
});

/** The debit authorization a consumer accepted (NACHA WEB): the exact words, their version and hash, when and from where. */
export const debitAuthorizations = pgTable(
  'debit_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Cents: the initial payment the text names. */
    amount: cents('amount').notNull(),
    ...acceptedAuthorization(),
    createdAt: createdAt(),
  },
  (t) => [index('debit_authorizations_consumer_idx').on(t.consumerId, t.acceptedAt)],
);

/**
 * The check of an account: a consumer's before its first debit (a prenote, or two micro-deposits the consumer
 * confirms), or a business's own bank account by micro-deposits its owner confirms in the Payment Test (decision 070).
 */
export const accountValidations = pgTable(
  'account_validations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .unique()
      .references(() => consumers.id, { onDelete: 'cascade' }),
    /** The Payment Test's micro-deposits: the business's own account they went to (decision 070). */
    bankAccountId: uuid('bank_account_id').references(() => bankAccounts.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    method: text('method').$type<AccountValidationMethod>().notNull(),
    status: text('status').$type<AccountValidationStatus>().notNull().default('pending'),
    sentAt: moment('sent_at'),
    /** Prenote: validated when no return came by then. */
    validatesAt: moment('validates_at'),
    /** Micro-deposits: the two amounts in cents, sealed like an account number. */
    amountsEncrypted: text('amounts_encrypted'),
    attempts: integer('attempts').notNull().default(0),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: moment('token_expires_at'),
    failureReason: text('failure_reason'),
    /** Why an open check has not reached a bank yet (its business's rail cannot carry it), in words; null once it can. */
    waitingReason: text('waiting_reason'),
    /** File rail: the ACH file that carried the prenote or the two micro-deposits (set once, when it is written). */
    achFileId: uuid('ach_file_id').references(() => achFiles.id, { onDelete: 'restrict' }),
    decidedAt: moment('decided_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('account_validations_status_idx').on(t.status),
    check('account_validations_method_check', sql`${t.method} in ('prenote', 'microDeposits')`),
    check('account_validations_status_check', sql`${t.status} in ('pending', 'sent', 'validated', 'failed')`),
    check('account_validations_subject_check', sql`(${t.consumerId} is null) <> (${t.bankAccountId} is null)`),
    index('account_validations_bank_account_idx').on(t.bankAccountId),
  ],
);
export type AccountValidationRow = typeof accountValidations.$inferSelect;
