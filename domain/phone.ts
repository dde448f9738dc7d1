/** Phone numbers as an SMS provider takes them (E.164); the product's numbers are entered in U.S. style. */

/**
 * `(312) 555-0141`, `312.555.0141`, `1 312 555 0141` → `+13125550141`; a number written with `+` keeps its country.
 * Null when the digits cannot be a dialable number (the provider would refuse it anyway).
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (/^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}

/** The last four digits, as the person recognises the number (the MFA screens mask the rest). */
export function lastFourDigits(phone: string): string {
  return phone.replace(/\D/g, '').slice(-4);
}
