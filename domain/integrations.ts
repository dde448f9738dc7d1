/**
 * The integrations catalogue (spec §3): the accounting systems with their route, site link and id
 * type, the CRM entry (HubSpot), and the accounting-system contact form for a business whose system is not listed.
 */
import { z } from 'zod';
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from './accounting';
import { isFeatureOn } from './features';
import { Messages } from './messages';
import { emailField, nameField } from './validation';

export interface AccountingSystemCatalogueEntry {
  key: AccountingSystemKey;
  /** The key in `/business/integration/{route}/list/enabled`. */
  route: string;
  siteLink: string;
  /** What identifies a business's company in that system (spec §3 accountingSystemSettings). */
  idType: string;
}

const DETAILS: Record<AccountingSystemKey, { siteLink: string; idType: string }> = {
  quickBooks: { siteLink: 'https://quickbooks.intuit.com', idType: 'realmId' },
  xero: { siteLink: 'https://www.xero.com', idType: 'tenantId' },
  sage: { siteLink: 'https://www.sage.com', idType: 'companyId' },
  cdr: { siteLink: 'https://www.cdrsoftware.com', idType: 'companyId' },
  acumatica: { siteLink: 'https://www.acumatica.com', idType: 'url' },
  msBusinessCentral: { siteLink: 'https://dynamics.microsoft.com/business-central', idType: 'companyId' },
};

/** The id types of the catalogue (spec §3 field values) as people call them: the admin's page shows these. */
export const ID_TYPE_LABELS: Record<string, string> = {
  realmId: 'Company ID (Intuit realm ID)',
  tenantId: 'Organisation ID (Xero tenant)',
  companyId: 'Company ID',
  url: 'Site address',
};
export const idTypeLabel = (idType: string): string => ID_TYPE_LABELS[idType] ?? idType;

/** The catalogue in the product's order, with each system's feature flag applied. */
export function accountingSystemCatalogue(): (AccountingSystemCatalogueEntry & { name: string })[] {
  return ACCOUNTING_SYSTEMS.filter((s) => !s.featureFlag || isFeatureOn(s.featureFlag)).map((s) => ({
    key: s.key,
    name: s.name,
    route: s.routeKey,
    ...DETAILS[s.key],
  }));
}

export interface CrmCatalogueEntry {
  key: string;
  name: string;
  logo: { url: string; alt: string };
}

export const CRM_INTEGRATIONS: readonly CrmCatalogueEntry[] = [{ key: 'hubspot', name: 'HubSpot', logo: { url: '/integrations/hubspot.svg', alt: 'HubSpot logo' } }];

const optional = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine((v) => v.length <= max, Messages.fieldTooLong(max))
    .transform((v) => v || null);

/** The accounting-system contact form (a business whose system is not listed). */
export const accountingSystemContactSchema = z.object({
  systemName: nameField,
  contactName: nameField,
  email: emailField,
  phoneNumber: optional(30),
  message: optional(2000),
});
export type AccountingSystemContactInput = z.input<typeof accountingSystemContactSchema>;

/** The activation switch form of one system (admin). */
export const accountingSystemSwitchSchema = z.object({
  system: z.enum(ACCOUNTING_SYSTEMS.map((s) => s.key) as [AccountingSystemKey, ...AccountingSystemKey[]], { errorMap: () => ({ message: Messages.setupUnknownAccountingSystem }) }),
  active: z.enum(['true', 'false']).transform((v) => v === 'true'),
});

/** The admin's switch of the CRM entry: which entry, and whether it is now connected. */
export const crmSwitchSchema = z.object({
  key: z.string().trim().min(1),
  connected: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
