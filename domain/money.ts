/** Money is integer cents everywhere until it is shown; these turn cents into dollars and back. */

/**
 * Cents as US dollars, `-$1,234.56`: what `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes
 * (money.test.ts compares the two), written from the digits. The first Intl formatter a browser page builds loads
 * ICU's data, 15–35 ms of a phone's main thread before any list could hydrate (decision 154).
 */
export function formatCents(cents: number): string {
  // Money crosses the API as a safe integer (decision 014); anything else would print a wrong amount.
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const dollars = digits.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${cents < 0 || Object.is(cents, -0) ? '-' : ''}$${dollars}.${digits.slice(-2)}`;
}

/** Cents as the decimal dollars an API input takes ("125.50"). */
export function decimalDollars(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
  return (cents / 100).toFixed(2);
}

/** Parses a dollar amount typed by a person ("1,234.5", "$12") into cents; null when it is not one. */
export function parseDollars(input: string): number | null {
  const text = input.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
