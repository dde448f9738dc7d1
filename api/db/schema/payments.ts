/** Drizzle tables of the payments engine: payments and their history, bank details, consumers, rails, ACH files and the job queue (the banking calendar and consumer debits beside it). */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, users, vendors } from './core';
import { cents, createdAt, moment, updatedAt } from './columns';
import type { InstantNetwork } from '../../../domain/instant-payments';
import { PAYMENT_KINDS, type PaymentKind } from '../../../domain/payment-kinds';


export { PAYMENT_KINDS, type PaymentKind };
/** awaitingBankDetails: a payment to an invited vendor that has no bank account yet (decision 094). */
export const PAYMENT_STATUSES = ['pendingApproval', 'awaitingBankDetails', 'scheduled', 'processing', 'success', 'error', 'canceled', 'returned'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** usBankApi: U.S. Bank's ACH Originations API with the business's own credentials (decision 071). */
export const RAILS = ['sandbox', 'nacha', 'usBankApi'] as const;
export type RailName = (typeof RAILS)[number];
/** The rail a payment went through: its business's rail, or the instant rail beside it (decision 069). */
export type PaymentRailName = RailName | 'instant';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/** The platform's originating accounts at its ODFI (the bank that sends our ACH files). */
export const originatingAccounts = pgTable('originating_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  odfiRoutingNumber: text('odfi_routing_number').notNull(),
  /** 10 characters, '1' + EIN. */
  companyId: text('company_id').notNull(),
  companyName: text('company_name').notNull(),
  immediateDestination: text('immediate_destination').notNull(),
  immediateDestinationName: text('immediate_destination_name').notNull(),
  createdAt: createdAt(),
});

/** Which rail a business's payments go through (sandbox unless its bank takes files). */
export const businessRails = pgTable('business_rails', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  rail: text('rail').$type<RailName>().notNull().default('sandbox'),
  originatingAccountId: uuid('originating_account_id').references(() => originatingAccounts.id, { onDelete: 'restrict' }),
  updatedAt: updatedAt(),
});

/** Bank accounts of businesses and vendors; the account number is encrypted, only last4 is readable. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    bankName: text('bank_name').notNull(),
    routingNumber: text('routing_number').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    last4: text('last4').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountType: text('account_type').notNull().default('checking'),
    paymentSystem: text('payment_system'),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bank_accounts_business_idx').on(t.businessId, t.status),
    index('bank_accounts_vendor_idx').on(t.vendorId, t.status),
    check('bank_accounts_owner_check', sql`(${t.businessId} is null) <> (${t.vendorId} is null)`),
    check('bank_accounts_type_check', sql`${t.accountType} in ('checking', 'savings')`),
  ],
);

/** Consumers of a business (spec §3), with their bank details encrypted. */
export const consumers = pgTable(
  'consumers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phoneNumber: text('phone_number'),
    /** Cents. */
    initialPayment: cents('initial_payment').notNull().default(0),
    year: integer('year'),
    make: text('make'),
    model: text('model'),
    description: text('description'),
    processStatus: text('process_status').notNull().default('pending'),
    registrationStatus: text('registration_status').notNull().default('pending'),
    initialPaymentResult: jsonb('initial_payment_result').$type<{ success: boolean; uniqueTransactionId: string | null }>(),
    bankName: text('bank_name'),
    routingNumber: text('routing_number'),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountNumberLast4: text('account_number_last4'),
    accountHolderName: text('account_holder_name'),
    accountType: text('account_type').notNull().default('checking'),
    /** When the account the consumer is paid into changed so that the next payment waits for approval (decision 050). */
    bankAccountChangedAt: moment('bank_account_changed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('consumers_business_idx').on(t.businessId, t.createdAt, t.id),
    check('consumers_process_status_check', sql`${t.processStatus} in ('pending', 'active')`),
    check('consumers_registration_status_check', sql`${t.registrationStatus} in ('pending', 'completed')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<PaymentKind>().notNull(),
    /** Cents. */
    amount: cents('amount').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'restrict' }),
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'restrict' }),
    recipientBusinessId: uuid('recipient_business_id').references(() => businesses.id, { onDelete: 'restrict' }),
    /** A consumer collection's phone number (spec §3 consumer payment), as the business entered it. */
    payerPhoneNumber: text('payer_phone_number'),
    purchaseId: text('purchase_id').notNull().unique(),
    paymentTransactionId: text('payment_transaction_id').notNull().unique(),
    status: text('status').$type<PaymentStatus>().notNull(),
    paymentBankStatus: text('payment_bank_status'),
    paymentProcessStatus: text('payment_process_status'),
    paymentErrorMessage: text('payment_error_message'),
    returnCode: text('return_code'),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    dueTime: text('due_time').notNull(),
    timezone: text('timezone').notNull(),
    /** dueDate + dueTime in timezone, as an instant: what the processing cycle compares with. */
    dueAt: moment('due_at').notNull(),
    /** Sent as Same Day ACH by the payer's explicit choice (domain/same-day-ach.ts); otherwise dated the next banking day. */
    sameDayAch: boolean('same_day_ach').notNull().default(false),
    description: text('description'),
    referenceNumber: text('reference_number'),
    idempotencyKey: text('idempotency_key').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    approvedByUserId: uuid('approved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Snapshot of where the money goes, taken at creation; empty (routing number '') only while a payment to an
     * invited vendor waits for its bank details (decision 094), which the check below keeps from any moving status.
     */
    destinationBankName: text('destination_bank_name'),
    destinationRoutingNumber: text('destination_routing_number').notNull(),
    destinationAccountEncrypted: text('destination_account_encrypted').notNull(),
    destinationAccountLast4: text('destination_account_last4').notNull(),
    destinationAccountHolderName: text('destination_account_holder_name').notNull(),
    destinationAccountType: text('destination_account_type').notNull().default('checking'),
    /**
     * The account this unsent payment went to before its payee's payout account changed (payout-change.ts): shown
     * beside the new one to the person who approves it. Null when it was never redirected.
     */
    previousDestinationBankName: text('previous_destination_bank_name'),
    previousDestinationAccountLast4: text('previous_destination_account_last4'),
    previousDestinationAccountHolderName: text('previous_destination_account_holder_name'),
    /** Rail the payment was submitted through, and its ACH file when the rail writes files. */
    rail: text('rail').$type<PaymentRailName>(),
    /** The instant network chosen at creation (domain/instant-payments.ts); null for a payment sent by ACH. */
    instantNetwork: text('instant_network').$type<InstantNetwork>(),
    achFileId: uuid('ach_file_id').references(() => achFiles.id, { onDelete: 'restrict' }),
    /** The accounting system the bill came from (quickBooks, xero, …) and the bill's details, when synced from one. */
    accountingSystem: text('accounting_system'),
    accountingSystemBillInfo: jsonb('accounting_system_bill_info').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_business_idempotency_key').on(t.businessId, t.idempotencyKey),
    // kind last: a web list's fixed kinds (completed: vendor, api, onDemand) are read from the index, so a deep OFFSET stays index-only (decision 045).
    index('payments_business_status_created_idx').on(t.businessId, t.status, t.createdAt, t.id, t.kind),
    index('payments_business_kind_created_idx').on(t.businessId, t.kind, t.createdAt, t.id),
    index('payments_vendor_created_idx').on(t.vendorId, t.createdAt, t.id),
    index('payments_consumer_idx').on(t.consumerId),
    index('payments_due_idx').on(t.status, t.dueAt),
    index('payments_process_status_idx').on(t.paymentProcessStatus, t.createdAt),
    index('payments_ach_file_idx').on(t.achFileId),
    // Report lists (decision 008): every order ends on id; each index serves one scope × order, so the page and its count read the index.
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_status_created_idx').on(t.status, t.createdAt, t.id, t.kind),
    index('payments_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('payments_business_created_idx').on(t.businessId, t.createdAt, t.id),
    index('payments_due_at_idx').on(t.dueAt, t.id),
    index('payments_business_due_at_idx').on(t.businessId, t.dueAt, t.id),
    index('payments_accounting_system_idx').on(sql`coalesce(${t.accountingSystem}, '')`, t.createdAt, t.id),
    // A vendor's (or vendor manager's) list by status; business_id last so an owner's count stays index-only.
    index('payments_vendor_status_created_idx').on(t.vendorId, t.status, t.createdAt, t.id, t.businessId),
    index('payments_business_process_status_created_idx').on(t.businessId, t.paymentProcessStatus, t.createdAt, t.id),
    check('payments_kind_check', sql`${t.kind} in (${list(PAYMENT_KINDS)})`),
    check('payments_status_check', sql`${t.status} in (${list(PAYMENT_STATUSES)})`),
    // Only a payment that has not started may lack its destination: nothing is scheduled or sent without one (decision 094).
    check('payments_destination_check', sql`${t.destinationRoutingNumber} <> '' or ${t.status} in ('pendingApproval', 'awaitingBankDetails', 'canceled')`),
    // A test payment's prenote (decision 070) is the one entry of no money.
    check('payments_amount_check', sql`${t.amount} > 0 or (${t.kind} = 'test' and ${t.amount} = 0)`),
  ],
);

/**
 * Exact report counts without counting rows (decision 045): how many payments each (business, kind, status) holds
 * is the `total` here plus the signed `delta`s of payment_count_deltas below. Only the fold
 * (api/modules/reports/counters.ts) writes this table, one fold at a time.
 */
export const paymentCounts = pgTable(
  'payment_counts',
  {
    businessId: uuid('business_id').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.kind, t.status] })],
);

/**
 * Signed changes to payment_counts, appended by the statement-level triggers on payments in the transaction that
 * changes the payments (migration 0020_payment-counts), so they commit or roll back with it. Appending never waits
 * on another transaction's row lock; the fold moves committed deltas into payment_counts.
 */
export const paymentCountDeltas = pgTable('payment_count_deltas', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  businessId: uuid('business_id').notNull(),
  kind: text('kind').$type<PaymentKind>().notNull(),
  status: text('status').$type<PaymentStatus>().notNull(),
  delta: bigint('delta', { mode: 'number' }).notNull(),
});

/** Append-only history of every payment: one row per state change. */
export const paymentStatusDetails = pgTable(
  'payment_status_details',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    code: text('code'),
    datetime: moment('datetime').notNull(),
    description: text('description'),
    /** Order within a payment, so two changes in the same instant keep their order. */
    seq: integer('seq').notNull(),
  },
  (t) => [uniqueIndex('payment_status_details_payment_seq_key').on(t.paymentId, t.seq)],
);

/** What the sandbox or a bank accepted: at most one submission per payment, ever. */
export const railSubmissions = pgTable('rail_submissions', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'restrict' }),
  rail: text('rail').$type<RailName>().notNull(),
  outcome: text('outcome').notNull(),
  code: text('code'),
  message: text('message'),
  submittedAt: moment('submitted_at').notNull(),
});

export const achFiles = pgTable(
  'ach_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    originatingAccountId: uuid('originating_account_id')
      .notNull()
      .references(() => originatingAccounts.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    /** The NACHA file sealed with ENCRYPTION_KEY: it holds full account numbers (api/rails/ach-file-store.ts). */
    content: text('content').notNull(),
    batchCutoff: moment('batch_cutoff').notNull(),
    entryCount: integer('entry_count').notNull(),
    batchCount: integer('batch_count').notNull(),
    totalCreditCents: cents('total_credit_cents').notNull(),
    totalDebitCents: cents('total_debit_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('ach_files_created_idx').on(t.createdAt, t.id), index('ach_files_account_cutoff_idx').on(t.originatingAccountId, t.batchCutoff)],
);

/** The durable job queue: a row per unit of work, claimed with FOR UPDATE SKIP LOCKED (decision 005+). */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status').notNull().default('queued'),
    runAt: moment('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: moment('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: moment('finished_at'),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_kind_payment_key').on(t.kind, t.paymentId),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'canceled')`),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
export type ConsumerRow = typeof consumers.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
