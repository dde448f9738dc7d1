/**
 * Whether two vendors of one business are the same company: a synced payee and a vendor the business
 * already has ("Blue Ridge Logistics" and "Blue Ridge Logistics (QuickBooks)"). A match is a suggestion to a person: only
 * the business's own "Link" makes one record an alias of the other (decision 096), and only between vendors that match.
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

/** A name without the system's tail a sync adds when the name is taken ("Acme (Xero)" is "Acme"). */
export function withoutSystemSuffix(name: string): string {
  return name.replace(SYSTEM_SUFFIX, '').trim();
}

/** A vendor as the link rule weighs it: whether its bills can be paid, whether the business added it, its age. */
export interface LinkParty {
  /** It has an active bank account, or it is the business's invited vendor whose payments wait for its bank details (decision 094). */
  canBePaid: boolean;
  /** A synced record of an accounting system (null: added by the business, or a registered vendor). */
  accountingSystem: string | null;
  /** Position among the business's vendors, oldest first (created, then id). */
  age: number;
}

/**
 * Whether a link may make `source` an alias of `target` (decision 137): one direction only, always onto the record whose
 * bills can be paid. The alias is a synced record; the target can be paid (a bank account, or an invitation awaiting
 * one); and of two that both can, the business's own vendor is kept, else the older record.
 */
export function mayLinkTo(source: LinkParty, target: LinkParty): boolean {
  if (!source.accountingSystem || !target.canBePaid) return false;
  if (!source.canBePaid) return true;
  if (!target.accountingSystem) return true;
  return target.age < source.age;
}

export interface VendorIdentity {
  name: string;
  email?: string | null;
  taxId?: string | null;
}

/** Why two vendors look like one company: the same tax ID, the same e-mail, or the same name as people mean it. */
export type VendorMatchReason = 'taxId' | 'email' | 'name';

/** A tax ID as written, spaces and dashes aside ("12-3456789" is "123456789"); otherwise exact. */
const taxIdOf = (v: VendorIdentity) => v.taxId?.replace(/[\s-]/g, '').toUpperCase() || null;
const emailOf = (v: VendorIdentity) => v.email?.trim().toLowerCase() || null;

/** The strongest reason the two are the same company, or null. Two different tax IDs are two companies, whatever the names say. */
export function vendorMatch(a: VendorIdentity, b: VendorIdentity): VendorMatchReason | null {
  const taxA = taxIdOf(a);
  const taxB = taxIdOf(b);
  if (taxA && taxB) return taxA === taxB ? 'taxId' : null;
  if (emailOf(a) && emailOf(a) === emailOf(b)) return 'email';
  const name = normalisedVendorName(a.name);
  return name !== '' && name === normalisedVendorName(b.name) ? 'name' : null;
}

/** The same tax ID, the same e-mail (case aside), or the same normalised name. */
export function sameVendor(a: VendorIdentity, b: VendorIdentity): boolean {
  return vendorMatch(a, b) !== null;
}
