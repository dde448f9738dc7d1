/** Drizzle tables of the business setup pages: the e-mail settings flag and the branding (logo and description). */
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea';
import { businesses } from './core';

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * One row per business that changed a setup setting kept outside `businesses`. The logo is stored in the
 * database (at most 64 KB, SVG already sanitised) so every copy of the API serves the same bytes.
 */
export const businessSetupSettings = pgTable('business_setup_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  /** The e-mail settings flag of /setup/email-settings (default off). */
  emailSettings: boolean('email_settings').notNull().default(false),
  brandingDescription: text('branding_description'),
  logo: bytea('logo'),
  logoContentType: text('logo_content_type'),
  logoFileName: text('logo_file_name'),
  logoSize: integer('logo_size'),
  logoUpdatedAt: moment('logo_updated_at'),
  updatedAt: moment('updated_at').notNull().defaultNow(),
});
export type BusinessSetupSettingsRow = typeof businessSetupSettings.$inferSelect;
