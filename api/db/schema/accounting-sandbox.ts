/** Drizzle tables of the accounting sandboxes' own state (decision 077): kept in the database so every copy of the services agrees. */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A bill payment recorded in a sandbox company (what the real system would hold), per system and company. */
export const accountingSandboxPayments = pgTable(
  'accounting_sandbox_payments',
  {
    /** Order of recording: lists answer in it, as the in-memory books did. */
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    system: text('system').notNull(),
    companyId: text('company_id').notNull(),
    /** The payment's id as its system writes ids. */
    id: text('id').notNull(),
    billId: text('bill_id').notNull(),
    vendorId: text('vendor_id').notNull(),
    /** Cents. */
    amount: integer('amount').notNull(),
    /** The reference text the connector wrote on the payment. */
    reference: text('reference').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('accounting_sandbox_payments_company_idx').on(t.system, t.companyId, t.billId), check('accounting_sandbox_payments_amount_check', sql`${t.amount} > 0`)],
);

/**
 * The first answer per idempotency key (QuickBooks' requestid, Xero's Idempotency-Key), per system and company. The
 * row is taken before the request is acted on (status and body null while it is being answered), so a repeat on any
 * copy waits for that answer instead of acting again.
 */
export const accountingSandboxAnswers = pgTable(
  'accounting_sandbox_answers',
  {
    /** `system:company`. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('accounting_sandbox_answers_created_idx').on(t.createdAt)],
);
