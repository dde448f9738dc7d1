/**
 * What a business does (decision 097): a select with human labels on the business's profile, "unknown" until its owner
 * says. Only what a page asks depends on it: consumers of an automotive business are asked for their vehicle.
 */
export const INDUSTRIES = [
  { key: 'unknown', label: 'Not specified' },
  { key: 'automotive', label: 'Automotive' },
  { key: 'dental', label: 'Dental' },
  { key: 'medical', label: 'Medical' },
  { key: 'homeServices', label: 'Home services' },
  { key: 'professionalServices', label: 'Professional services' },
  { key: 'retail', label: 'Retail' },
  { key: 'transportation', label: 'Transportation and logistics' },
  { key: 'wholesale', label: 'Wholesale and distribution' },
  { key: 'other', label: 'Other' },
] as const;

export type Industry = (typeof INDUSTRIES)[number]['key'];

export const DEFAULT_INDUSTRY: Industry = 'unknown';

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && INDUSTRIES.some((i) => i.key === value);
}

export function industryLabel(key: string | null | undefined): string {
  return INDUSTRIES.find((i) => i.key === key)?.label ?? 'Not specified';
}

/** Whether a consumer of this business is asked for the vehicle (year, make, model): automotive businesses only. */
export function asksForVehicle(industry: string | null | undefined): boolean {
  return industry === 'automotive';
}
