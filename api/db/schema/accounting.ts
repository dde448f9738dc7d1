/** Drizzle tables of the accounting connectors (decision 031): each business's OAuth grant per system, sealed. */
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** One business's grant in one accounting system; tokens are AES-256-GCM sealed under ENCRYPTION_KEY, never returned. */
export const accountingConnections = pgTable(
  'accounting_connections',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Data key (quickBooks, xero, …). */
    system: text('system').notNull(),
    /** The company the grant is for: realmId, tenantId, companyId, or the Acumatica/Sage business id. */
    companyId: text('company_id').notNull(),
    accessTokenSealed: text('access_token_sealed').notNull(),
    refreshTokenSealed: text('refresh_token_sealed').notNull(),
    accessTokenExpiresAt: moment('access_token_expires_at').notNull(),
    /** The connector's base URLs at connect time: which service (sandbox or real) the grant belongs to. */
    apiBaseUrl: text('api_base_url').notNull(),
    /** The system's id of the account the business chose to record bill payments against (Xero, QuickBooks); null until chosen. */
    paymentAccountId: text('payment_account_id'),
    /** That account as the system names it ("Business Checking (090)"), kept with the choice so pages show it without asking the system. */
    paymentAccountName: text('payment_account_name'),
    /** The newest vendor change already synced (incremental sync asks for changes after it). */
    vendorsUpdatedAt: moment('vendors_updated_at'),
    status: text('status').notNull().default('connected'),
    createdAt: moment('created_at').notNull().defaultNow(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.businessId, t.system] }), check('accounting_connections_status_check', sql`${t.status} in ('connected', 'disconnected')`)],
);
export type AccountingConnectionRow = typeof accountingConnections.$inferSelect;
