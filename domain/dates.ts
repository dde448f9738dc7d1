/**
 * Dates as the product shows them: `LL-dd-yyyy` and `hh:mm a` (date-fns patterns), in the record's zone (UTC by
 * default). One `Intl.DateTimeFormat` per zone, created on first use and kept: date-fns-tz's `formatInTimeZone`
 * built several on every call, most of the time of an export's cells and a visible share of a list page's render;
 * and between 1900 and 2199 the zone's offset is read once per hour, not once per call (decision 035). A wall clock
 * is turned into its instant here too (`zonedWallInstant`), so the browser loads no date-fns-tz (decision 147).
 */
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

/** The wall clock of an instant in a zone: year as Intl writes it, month, day and minute two digits, hour 0–23. */
interface Wall {
  year: string;
  month: string;
  day: string;
  hour: number;
  minute: string;
}

/** One Intl formatter per zone and use, created on first use (an unknown zone throws a RangeError, as date-fns-tz did, and is not kept). */
function cachedFormatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, formatter);
  }
  return formatter;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const WALL_CLOCK: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: true };

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  return cachedFormatter(formatters, timeZone, WALL_CLOCK);
}

function zonedParts(date: Date, timeZone: string): ZonedParts {
  const parts: ZonedParts = { year: '', month: '', day: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of formatterOf(timeZone).formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = part.value;
  }
  return parts;
}

/*
 * The fast path: Intl's formatToParts costs several microseconds a call, which made dates most of an export's
 * time (five a row). A zone's offset from UTC changes at most once in an hour, so it is read from Intl once per
 * UTC hour (at the hour's first and last second; when they differ, the hour holds a transition and each instant
 * asks Intl) and the wall clock is the instant plus the offset. Outside 1900–2199 every call asks Intl.
 */
const HOUR_MS = 3_600_000;
const FAST_FROM = Date.UTC(1900, 0, 1);
const FAST_TO = Date.UTC(2200, 0, 1);
const OFFSETS_KEPT = 100_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const OFFSET_CLOCK: Intl.DateTimeFormatOptions = { hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' };
const offsetsByZone = new Map<string, Map<number, number>>();

/** The zone's offset (ms, seconds exact) at a whole second. */
function offsetAt(timeZone: string, second: number): number {
  const formatter = cachedFormatter(offsetFormatters, timeZone, OFFSET_CLOCK);
  const f: Record<string, number> = {};
  for (const part of formatter.formatToParts(second)) if (part.type !== 'literal') f[part.type] = Number(part.value);
  return Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute, f.second) - second;
}

/** The zone's offset over the UTC hour `hour`, read once: NaN when the hour holds a transition. */
function hourOffset(timeZone: string, hour: number): number {
  let offsets = offsetsByZone.get(timeZone);
  if (!offsets) {
    offsets = new Map();
    offsetsByZone.set(timeZone, offsets);
  }
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const first = offsetAt(timeZone, hour * HOUR_MS);
    offset = first === offsetAt(timeZone, hour * HOUR_MS + HOUR_MS - 1000) ? first : NaN;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/**
 * A zone's offsets over runs of whole UTC hours, `[first hour, hour after the last, offset in ms]`, as the server reads
 * them from Intl and hands them to the browser with the viewer's zone (decision 154).
 */
export type ZoneOffsets = readonly (readonly [number, number, number])[];

/** Offsets the server handed over, by zone: the browser formats the instants they cover without building an Intl formatter. */
const givenOffsets = new Map<string, ZoneOffsets>();

/** Takes the server's offsets of `timeZone` (useZoneFormat does, with the root's data). */
export function giveZoneOffsets(timeZone: string, offsets: ZoneOffsets | null | undefined): void {
  if (offsets && givenOffsets.get(timeZone) !== offsets) givenOffsets.set(timeZone, offsets);
}

/** A zone whose name needs no Intl formatter to be known: UTC, or one whose offsets the server handed over. */
const knownZone = (timeZone: string) => timeZone === DEFAULT_TIME_ZONE || givenOffsets.has(timeZone);

const DAY_HOURS = 24;
const SPAN_DAYS_BEFORE = 400;
const SPAN_DAYS_AFTER = 100;
const spansByZone = new Map<string, { day: number; spans: ZoneOffsets }>();

/**
 * The offsets of `timeZone` from about 13 months before `now` to 3 months after, in runs (a few a year): what a page's
 * dates mostly fall in. An hour holding a transition is left out, as is anything outside: the browser asks Intl for
 * those. Null for UTC, whose offset is known. Kept per zone for the day.
 */
export function zoneOffsetSpans(timeZone: string, now: number): ZoneOffsets | null {
  if (timeZone === DEFAULT_TIME_ZONE || !isTimeZone(timeZone)) return null;
  const today = Math.floor(now / (DAY_HOURS * HOUR_MS));
  const kept = spansByZone.get(timeZone);
  if (kept?.day === today) return kept.spans;
  const spans: [number, number, number][] = [];
  const add = (hour: number, offset: number) => {
    if (Number.isNaN(offset)) return;
    const last = spans.at(-1);
    if (last && last[1] === hour && last[2] === offset) last[1] = hour + 1;
    else spans.push([hour, hour + 1, offset]);
  };
  for (let day = today - SPAN_DAYS_BEFORE; day < today + SPAN_DAYS_AFTER; day++) {
    const first = day * DAY_HOURS;
    const offset = hourOffset(timeZone, first);
    // A zone's offset changes at most once in a day: equal at the day's first and last hour, it held all day.
    if (!Number.isNaN(offset) && offset === hourOffset(timeZone, first + DAY_HOURS - 1)) {
      add(first, offset);
      spans.at(-1)![1] = first + DAY_HOURS;
    } else for (let hour = first; hour < first + DAY_HOURS; hour++) add(hour, hourOffset(timeZone, hour));
  }
  if (spansByZone.size >= 1000) spansByZone.clear();
  spansByZone.set(timeZone, { day: today, spans });
  return spans;
}

/** The offset of the zone at instant `t` (1900–2199). */
function offsetOf(timeZone: string, t: number): number {
  if (timeZone === 'UTC') return 0;
  const hour = Math.floor(t / HOUR_MS);
  for (const [from, to, given] of givenOffsets.get(timeZone) ?? []) if (hour >= from && hour < to) return given;
  const offset = hourOffset(timeZone, hour);
  return Number.isNaN(offset) ? offsetAt(timeZone, t - (((t % 1000) + 1000) % 1000)) : offset;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

const WALL_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The instant a wall clock (`yyyy-MM-ddTHH:mm`, seconds and milliseconds optional) reads in a zone, as date-fns-tz's
 * `fromZonedTime` gives it on a host whose own zone is UTC, as the servers run (its first guess reads the host's
 * zone): the zone's offset at the wall clock read as UTC, checked at the instant it gives and corrected once; a wall
 * clock the zone skips or repeats takes what that correction takes. Text of another shape, a day the month does not
 * have or an unknown zone: an invalid Date.
 */
export function zonedWallInstant(wall: string, timeZone: string): Date {
  const m = WALL_TEXT.exec(wall);
  if (!m || !isTimeZone(timeZone)) return new Date(NaN);
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0));
  if (minute > 59 || second > 59 || hour > 24 || (hour === 24 && (minute > 0 || second > 0))) return new Date(NaN);
  const asUtc = new Date(0);
  asUtc.setUTCFullYear(year, month - 1, day);
  if (asUtc.getUTCMonth() !== month - 1 || asUtc.getUTCDate() !== day) return new Date(NaN);
  const local = asUtc.getTime() + ((hour * 60 + minute) * 60 + second) * 1000 + Number((m[7] ?? '0').padEnd(3, '0'));
  const guess = offsetOf(timeZone, local);
  const checked = offsetOf(timeZone, local - guess);
  if (checked === guess) return new Date(local - guess);
  const corrected = offsetOf(timeZone, local - checked);
  return new Date(local - (checked === corrected ? checked : Math.max(checked, corrected)));
}

function wallOf(value: Date | string, timeZone: string): Wall {
  const date = new Date(value);
  const t = date.getTime();
  if (Number.isNaN(t)) throw new RangeError('Invalid time value');
  if (t >= FAST_FROM && t < FAST_TO) {
    if (!knownZone(timeZone)) formatterOf(timeZone); // an unknown zone throws a RangeError, as on the slow path
    const w = new Date(t + offsetOf(timeZone, t));
    return { year: String(w.getUTCFullYear()), month: two(w.getUTCMonth() + 1), day: two(w.getUTCDate()), hour: w.getUTCHours(), minute: two(w.getUTCMinutes()) };
  }
  const parts = zonedParts(date, timeZone);
  return { year: parts.year, month: parts.month, day: parts.day, hour: hour24(parts), minute: parts.minute };
}

const dateOf = ({ year, month, day }: Wall) => `${month}-${day}-${year.padStart(4, '0')}`;
const timeOf = ({ hour, minute }: Wall) => `${two(hour % 12 || 12)}:${minute} ${hour < 12 ? 'AM' : 'PM'}`;

export function formatDate(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return dateOf(wallOf(value, timeZone));
}

/** A calendar day (`yyyy-MM-dd`, no instant, no zone: a due or settlement date) in the one date format; anything else as given. */
export function formatDay(isoDay: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : isoDay;
}

export function formatTime(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return timeOf(wallOf(value, timeZone));
}

export function formatDateTime(value: Date | string, timeZone: string = DEFAULT_TIME_ZONE): string {
  const wall = wallOf(value, timeZone);
  return `${dateOf(wall)} ${timeOf(wall)}`;
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  if (knownZone(zone)) return true;
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
  /** The zone an administrator or a vendor manager chose in their profile. */
  profileTimeZone?: string | null;
}

/**
 * Who keeps a zone of their own in their profile: those who act for no business's payment time (the administrator,
 * and a vendor manager, who is paid by another business and reads times where they are; decision 084).
 */
export function picksOwnTimeZone(role: string): boolean {
  return role === Roles.admin || role === Roles.vendorManager;
}

/**
 * The one zone a viewer sees every date and time in (decision 032): a business user sees their business's
 * payment-time zone, an administrator or a vendor manager the zone kept in their profile (decision 084); UTC when
 * none is set (spec §9).
 */
export function viewerTimeZone(input: ViewerZoneInput): string {
  const chosen = picksOwnTimeZone(input.role) ? input.profileTimeZone : input.businessTimeZone;
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
        const { year, month, day } = wallOf(value, zone);
        return `${year.padStart(4, '0')}-${month}-${day}`;
      },
      isoTime: (value) => {
        const { hour, minute } = wallOf(value, zone);
        return `${two(hour)}:${minute}`;
      },
      wallClock: (value) => {
        const wall = wallOf(value, zone);
        const at = new Date(Date.UTC(2000, Number(wall.month) - 1, Number(wall.day), wall.hour, Number(wall.minute)));
        at.setUTCFullYear(Number(wall.year));
        return at;
      },
      zoned: (date, time, fromZone) => formatDateTime(zonedWallInstant(`${date}T${time}`, fromZone || zone), zone),
    };
    zoneFormats.set(zone, format);
  }
  return format;
}
