/** Drizzle tables of the admin console and the bank network: the routing numbers that tie businesses to banks. */
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { banks } from './core';

/**
 * A bank's ABA routing numbers. A business belongs to the bank whose routing number its payment method
 * uses (its active bank account, else the shared payment method of its settings); a routing number
 * belongs to one bank at most.
 */
export const bankRoutingNumbers = pgTable(
  'bank_routing_numbers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    routingNumber: text('routing_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bank_routing_numbers_routing_key').on(t.routingNumber), index('bank_routing_numbers_bank_idx').on(t.bankId)],
);
export type BankRoutingNumberRow = typeof bankRoutingNumbers.$inferSelect;
