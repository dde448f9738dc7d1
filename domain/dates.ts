/**
 * Dates as the product shows them: `LL-dd-yyyy` and `hh:mm a` (date-fns patterns), in the record's zone (UTC by
 * default). One `Intl.DateTimeFormat` per zone, created on first use and kept: date-fns-tz's `formatInTimeZone`
 * built several on every call, most of the time of an export's cells and a visible share of a list page's render.
 */
import { fromZonedTime } from 'date-fns-tz';
import { Roles } from './roles';

export const DATE_FORMAT = 'LL-dd-yyyy';
export const TIME_FORMAT = 'hh:mm a';
export const DEFAULT_TIME_ZONE = 'UTC';

interface ZonedParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    // An unknown zone throws a RangeError here, as date-fns-tz did; it is not kept.
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function zonedParts(value: Date | string, timeZone: string): ZonedParts {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  const parts: ZonedParts = { year: '', month: '', day: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of formatterOf(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = part.value;
  }
  return parts;
}

export function formatDate(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = zonedParts(value, timeZone);
  return `${month}-${day}-${year.padStart(4, '0')}`;
}

export function formatTime(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { hour, minute, dayPeriod } = zonedParts(value, timeZone);
  return `${hour}:${minute} ${dayPeriod.toUpperCase()}`;
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

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

export interface ViewerZoneInput {
  /** The viewer's role name. */
  role: string;
  /** The business's payment-time zone (owners, employees and anyone else acting for a business). */
  businessTimeZone?: string | null;
  /** The zone an administrator chose in their profile. */
  profileTimeZone?: string | null;
}

/**
 * The one zone a viewer sees every date and time in (decision 032): a business user sees their business's
 * payment-time zone, an administrator the zone kept in their profile; UTC when none is set (spec §9).
 */
export function viewerTimeZone(input: ViewerZoneInput): string {
  const chosen = input.role === Roles.admin ? input.profileTimeZone : input.businessTimeZone;
  return isTimeZone(chosen) ? chosen : DEFAULT_TIME_ZONE;
}

/** The formatters of one zone: built once per zone and kept, so a page or an export never builds them per cell. */
export interface ZoneFormat {
  timeZone: string;
  date(value: Date | string): string;
  time(value: Date | string): string;
  dateTime(value: Date | string): string;
  /** `yyyy-MM-dd` of an instant in the zone (ISO, for CSV files and date inputs). */
  isoDate(value: Date | string): string;
  /** `HH:mm` (24-hour, ISO 8601) of an instant in the zone. */
  isoTime(value: Date | string): string;
  /** The zone's wall clock of an instant as a Date whose UTC fields read it (what a spreadsheet date cell holds). */
  wallClock(value: Date | string): Date;
  /** A wall-clock due date and time stored in `fromZone`, shown in this zone. */
  zoned(date: string, time: string, fromZone?: string | null): string;
}

function hour24({ hour, dayPeriod }: ZonedParts): number {
  const h = Number(hour) % 12;
  return dayPeriod.toUpperCase() === 'PM' ? h + 12 : h;
}

const zoneFormats = new Map<string, ZoneFormat>();

export function zoneFormat(timeZone: string = DEFAULT_TIME_ZONE): ZoneFormat {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE;
  let format = zoneFormats.get(zone);
  if (!format) {
    format = {
      timeZone: zone,
      date: (value) => formatDate(value, zone),
      time: (value) => formatTime(value, zone),
      dateTime: (value) => formatDateTime(value, zone),
      isoDate: (value) => {
        const { year, month, day } = zonedParts(value, zone);
        return `${year.padStart(4, '0')}-${month}-${day}`;
      },
      isoTime: (value) => {
        const parts = zonedParts(value, zone);
        return `${String(hour24(parts)).padStart(2, '0')}:${parts.minute}`;
      },
      wallClock: (value) => {
        const parts = zonedParts(value, zone);
        const at = new Date(Date.UTC(2000, Number(parts.month) - 1, Number(parts.day), hour24(parts), Number(parts.minute)));
        at.setUTCFullYear(Number(parts.year));
        return at;
      },
      zoned: (date, time, fromZone) => formatDateTime(fromZonedTime(`${date}T${time}`, fromZone || zone), zone),
    };
    zoneFormats.set(zone, format);
  }
  return format;
}
