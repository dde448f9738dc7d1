/**
 * Whether two vendors of one business are the same company (issue 34 item 13): a synced payee and a vendor the business
 * already has ("Blue Ridge Logistics" and "Blue Ridge Logistics (QuickBooks)"). Only ever a suggestion to a person:
 * a match changes nothing, least of all where money goes.
 */
import { ACCOUNTING_SYSTEMS } from './accounting';

const SYSTEM_SUFFIX = new RegExp(`\\s*\\((?:${ACCOUNTING_SYSTEMS.map((s) => s.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\)\\s*$`, 'i');
const LEGAL_FORMS = new Set(['inc', 'incorporated', 'llc', 'llp', 'ltd', 'limited', 'co', 'corp', 'corporation', 'company', 'lp', 'plc']);

/** A vendor name as people mean it: no system suffix, case, punctuation, "&"/"and" or legal form ("Inc.", "LLC"). */
export function normalisedVendorName(name: string): string {
  const words = name
    .replace(SYSTEM_SUFFIX, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1])) words.pop();
  return words.join(' ');
}

export interface VendorIdentity {
  name: string;
  email?: string | null;
}

/** The same e-mail (case aside), or the same normalised name. */
export function sameVendor(a: VendorIdentity, b: VendorIdentity): boolean {
  const email = (v: VendorIdentity) => v.email?.trim().toLowerCase() || null;
  if (email(a) && email(a) === email(b)) return true;
  const name = normalisedVendorName(a.name);
  return name !== '' && name === normalisedVendorName(b.name);
}
