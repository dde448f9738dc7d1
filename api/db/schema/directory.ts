/**
 * Drizzle tables of the financial-institution directory and the integrations catalogue.
 * The accounting systems themselves (names, routes, site links, id types) are domain constants
 * (domain/accounting.ts); only what the administrator changes is stored.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { businesses, users } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => moment('created_at').notNull().defaultNow();
const textField = (name: string) => text(name).notNull().default('');

/** One institution of the directory per ABA routing number (spec §3 Financial institution: every field a string). */
export const financialInstitutions = pgTable(
  'financial_institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routingId: text('routing_id').notNull(),
    participantId: textField('participant_id'),
    participantName: textField('participant_name'),
    institutionId: textField('institution_id'),
    institutionName: textField('institution_name'),
    receiveServices: textField('receive_services'),
    receivingConnection: textField('receiving_connection'),
    /** yyyy-MM-dd, or '' when unknown. */
    participantActivationDate: textField('participant_activation_date'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('financial_institutions_routing_key').on(t.routingId),
    index('financial_institutions_institution_name_idx').on(sql`lower(${t.institutionName})`, t.routingId),
    index('financial_institutions_participant_name_idx').on(sql`lower(${t.participantName})`, t.routingId),
  ],
);
export type FinancialInstitutionRow = typeof financialInstitutions.$inferSelect;

/** The activation switch of an accounting system of the catalogue; a system without a row is active. */
export const accountingSystemSwitches = pgTable('accounting_system_switches', {
  system: text('system').primaryKey(),
  active: boolean('active').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The CRM integrations' connected flags (spec §3 CRM integration entry: hubspot); no row means not connected. */
export const crmIntegrations = pgTable('crm_integrations', {
  key: text('key').primaryKey(),
  connected: boolean('connected').notNull(),
  updatedAt: moment('updated_at').notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** The accounting-system contact form: a business asks for a system the catalogue does not list. */
export const accountingSystemContacts = pgTable(
  'accounting_system_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id').references(() => businesses.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    systemName: text('system_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number'),
    message: text('message'),
    createdAt: createdAt(),
  },
  (t) => [index('accounting_system_contacts_created_idx').on(t.createdAt)],
);
export type AccountingSystemContactRow = typeof accountingSystemContacts.$inferSelect;
