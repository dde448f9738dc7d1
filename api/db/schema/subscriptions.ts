/** Drizzle tables of subscriptions: one invoice per billed term of a business's service level. */
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, serviceLevels, users } from './core';
import { payments } from './payments';
import { acceptedAuthorization, moment } from './columns';

export const INVOICE_TERMS = ['initial', 'renewal'] as const;
export type InvoiceTerm = (typeof INVOICE_TERMS)[number];

/**
 * A subscription invoice: the price of one term (initial, then each renewal) at its bill date. The unique key on
 * (business, bill date) makes a term billed at most once however often the invoices job runs; the payment that
 * charges it is linked once (unique payment_id) and its outcome is the invoice's status.
 */
export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uniqueId: text('unique_id').notNull().unique(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    serviceLevelId: uuid('service_level_id').references(() => serviceLevels.id, { onDelete: 'set null' }),
    /** The service level's name when billed, so the invoice reads the same after the level changes. */
    serviceLevelName: text('service_level_name').notNull(),
    term: text('term').$type<InvoiceTerm>().notNull(),
    billDate: date('bill_date', { mode: 'string' }).notNull(),
    /** First day after the term: the next term's bill date. */
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    /** Cents. */
    billingAmount: bigint('billing_amount', { mode: 'number' }).notNull(),
    paymentId: uuid('payment_id')
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_invoices_business_bill_date_key').on(t.businessId, t.billDate),
    index('subscription_invoices_bill_date_idx').on(t.billDate),
    check('subscription_invoices_term_check', sql`${t.term} in ('initial', 'renewal')`),
    check('subscription_invoices_amount_check', sql`${t.billingAmount} >= 0`),
    check('subscription_invoices_period_check', sql`${t.periodEnd} > ${t.billDate}`),
  ],
);

export type SubscriptionInvoiceRow = typeof subscriptionInvoices.$inferSelect;

/**
 * The owner's authorization of the subscription's debits (NACHA CCD): the exact words, their version and SHA-256, the
 * account they name, who accepted them, when and from where. An invoice is charged only under the newest one that
 * names the account it debits (api/modules/subscriptions/authorization.ts).
 */
export const subscriptionDebitAuthorizations = pgTable(
  'subscription_debit_authorizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ...acceptedAuthorization(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscription_debit_authorizations_business_idx').on(t.businessId, t.acceptedAt)],
);

export type SubscriptionDebitAuthorizationRow = typeof subscriptionDebitAuthorizations.$inferSelect;
