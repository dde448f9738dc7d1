/** Display formats of spec §9: dates LL-dd-yyyy in UTC unless a record names its zone; money from cents. */
import { formatInTimeZone } from 'date-fns-tz';

export const DATE_FORMAT = 'LL-dd-yyyy';

export function formatDate(value: string | null | undefined, timeZone = 'UTC'): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return formatInTimeZone(date, timeZone, DATE_FORMAT);
}

export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
