/** Dates as the product shows them: `LL-dd-yyyy` and `hh:mm a`, in the record's zone (UTC by default). */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export const DATE_FORMAT = 'LL-dd-yyyy';
export const TIME_FORMAT = 'hh:mm a';
export const DEFAULT_TIME_ZONE = 'UTC';

export function formatDate(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(new Date(value), timeZone, DATE_FORMAT);
}

export function formatTime(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatInTimeZone(new Date(value), timeZone, TIME_FORMAT);
}

export function formatDateTime(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/** A wall-clock date and time of a zone (`yyyy-MM-dd`, `HH:mm`, as a due date is stored) in the product's format. */
export function formatZonedDate(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(fromZonedTime(`${date}T${time}`, timeZone), timeZone);
}

export function formatZonedTime(date: string, time: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatTime(fromZonedTime(`${date}T${time}`, timeZone), timeZone);
}
