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

/** How a consumer's phone number is kept: E.164 where it can be (`+16195550201`), else as typed (trimmed). */
export function normalizePhone(phone: string): string {
  return toE164(phone) ?? phone.trim();
}

/** The product's one way to show a phone number: `(619) 555-0201` for a U.S. number, E.164 for another country's, else as kept. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const e164 = toE164(phone);
  if (!e164) return phone.trim();
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
