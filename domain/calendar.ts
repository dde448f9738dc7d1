/**
 * The banking calendar: holiday schedules (static dates and nth-weekday rules, with the Federal Reserve's
 * observance) and processing-time rules (cutoff, weekdays, days to process), giving a payment's due date.
 * Dates are ISO `yyyy-MM-dd` strings in the rule's time zone; no I/O.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export type NthOccurrence = 1 | 2 | 3 | 4 | 'last';
/** 0 = Sunday … 6 = Saturday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Holiday {
  holidayName: string;
  /** Fixed month and day (month 1–12). */
  staticDate?: { month: number; day: number };
  dynamicRule?: { nthOccurrence: NthOccurrence; dayOfWeek: DayOfWeek; month: number };
}

export interface HolidaySchedule {
  scheduleName: string;
  country: string;
  paymentNetwork: string;
  holidays: readonly Holiday[];
}

export interface ProcessingSchedule {
  /** `HH:mm`, 24-hour, in the rule's time zone. */
  cutoffTime: string;
  weekdays: readonly DayOfWeek[];
  daysToProcess: number;
  description?: string;
}

export interface ProcessingTimeRule {
  paymentType: string;
  processingSchedules: readonly ProcessingSchedule[];
  banks?: readonly string[];
}

export interface DueDateTime {
  date: string;
  time: string;
  timezone: string;
}

/** The Federal Reserve's holidays (ACH and Fedwire close on these). */
export const FEDERAL_RESERVE_HOLIDAYS: readonly Holiday[] = [
  { holidayName: "New Year's Day", staticDate: { month: 1, day: 1 } },
  { holidayName: 'Birthday of Martin Luther King, Jr.', dynamicRule: { nthOccurrence: 3, dayOfWeek: 1, month: 1 } },
  { holidayName: "Washington's Birthday", dynamicRule: { nthOccurrence: 3, dayOfWeek: 1, month: 2 } },
  { holidayName: 'Memorial Day', dynamicRule: { nthOccurrence: 'last', dayOfWeek: 1, month: 5 } },
  { holidayName: 'Juneteenth National Independence Day', staticDate: { month: 6, day: 19 } },
  { holidayName: 'Independence Day', staticDate: { month: 7, day: 4 } },
  { holidayName: 'Labor Day', dynamicRule: { nthOccurrence: 1, dayOfWeek: 1, month: 9 } },
  { holidayName: 'Columbus Day', dynamicRule: { nthOccurrence: 2, dayOfWeek: 1, month: 10 } },
  { holidayName: 'Veterans Day', staticDate: { month: 11, day: 11 } },
  { holidayName: 'Thanksgiving Day', dynamicRule: { nthOccurrence: 4, dayOfWeek: 4, month: 11 } },
  { holidayName: 'Christmas Day', staticDate: { month: 12, day: 25 } },
];

export const INSTANT_NETWORKS: readonly string[] = ['RTP'];
export const INSTANT_PAYMENT_TYPES: readonly string[] = ['instantCollection'];

// Calendar arithmetic on civil dates, done in UTC so no local zone leaks in.
function civil(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}
function isoOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}
export function addDays(iso: string, days: number): string {
  const d = civil(iso);
  d.setUTCDate(d.getUTCDate() + days);
  return isoOf(d);
}
export function dayOfWeek(iso: string): DayOfWeek {
  return civil(iso).getUTCDay() as DayOfWeek;
}
function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The date a holiday falls on in a year, before any observance shift. */
export function holidayDate(holiday: Holiday, year: number): string | null {
  if (holiday.staticDate) return `${year}-${pad(holiday.staticDate.month)}-${pad(holiday.staticDate.day)}`;
  if (!holiday.dynamicRule) return null;
  const { nthOccurrence, dayOfWeek: wanted, month } = holiday.dynamicRule;
  if (nthOccurrence === 'last') {
    const lastOfMonth = addDays(`${month === 12 ? year + 1 : year}-${pad(month === 12 ? 1 : month + 1)}-01`, -1);
    const back = (dayOfWeek(lastOfMonth) - wanted + 7) % 7;
    return addDays(lastOfMonth, -back);
  }
  const first = `${year}-${pad(month)}-01`;
  const forward = (wanted - dayOfWeek(first) + 7) % 7;
  return addDays(first, forward + (nthOccurrence - 1) * 7);
}

/**
 * The days the schedule closes in a year, with the Federal Reserve's observance: a holiday on Sunday closes
 * the Monday after; a holiday on Saturday closes nothing (the Friday before stays open).
 */
export function closedDates(holidays: readonly Holiday[], year: number): Set<string> {
  const closed = new Set<string>();
  for (const holiday of holidays) {
    const date = holidayDate(holiday, year);
    if (!date) continue;
    const weekday = dayOfWeek(date);
    if (weekday === 0) closed.add(addDays(date, 1));
    else if (weekday !== 6) closed.add(date);
  }
  return closed;
}

/** Memoises closed dates per year for one holiday list. */
export class BankingCalendar {
  private readonly years = new Map<number, Set<string>>();
  constructor(private readonly holidays: readonly Holiday[] = FEDERAL_RESERVE_HOLIDAYS) {}

  isHoliday(iso: string): boolean {
    const year = Number(iso.slice(0, 4));
    let closed = this.years.get(year);
    if (!closed) {
      closed = closedDates(this.holidays, year);
      this.years.set(year, closed);
    }
    return closed.has(iso);
  }

  isBankingDay(iso: string): boolean {
    const weekday = dayOfWeek(iso);
    return weekday !== 0 && weekday !== 6 && !this.isHoliday(iso);
  }

  /** The banking day `count` banking days after `iso` (count 0: `iso` itself if it is one, else the next). */
  addBankingDays(iso: string, count: number): string {
    let date = iso;
    while (!this.isBankingDay(date)) date = addDays(date, 1);
    for (let left = count; left > 0; ) {
      date = addDays(date, 1);
      if (this.isBankingDay(date)) left--;
    }
    return date;
  }
}

export interface DueDateInput {
  paymentType: string;
  paymentNetwork: string;
  /** ISO instant the payment was initiated. */
  initiatedAt: string;
  timeZone: string;
  rule?: ProcessingTimeRule;
  calendar?: BankingCalendar;
}

/** Looks ahead at most this many days for a processing window before giving up. */
const SEARCH_DAYS = 400;

/**
 * When a payment initiated at `initiatedAt` will be processed: the first schedule whose cutoff has not passed
 * on a banking day that the schedule runs on, plus its days to process in banking days. Instant networks and
 * payment types run 24/7/365, so their due time is the initiation itself.
 */
export function paymentDueDate(input: DueDateInput): DueDateTime {
  const { initiatedAt, timeZone } = input;
  const at = new Date(initiatedAt);
  if (Number.isNaN(at.getTime())) throw new RangeError(`Invalid initiatedAt: ${initiatedAt}`);
  const localDate = formatInTimeZone(at, timeZone, 'yyyy-MM-dd');
  const localTime = formatInTimeZone(at, timeZone, 'HH:mm');
  const instant = INSTANT_NETWORKS.includes(input.paymentNetwork) || INSTANT_PAYMENT_TYPES.includes(input.paymentType);
  if (instant) return { date: localDate, time: localTime, timezone: timeZone };
  const calendar = input.calendar ?? new BankingCalendar();
  const schedules = [...(input.rule?.processingSchedules ?? DEFAULT_ACH_RULE.processingSchedules)].sort((a, b) =>
    a.cutoffTime.localeCompare(b.cutoffTime),
  );
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const day = addDays(localDate, offset);
    if (!calendar.isBankingDay(day)) continue;
    for (const schedule of schedules) {
      if (!schedule.weekdays.includes(dayOfWeek(day))) continue;
      if (offset === 0 && localTime >= schedule.cutoffTime) continue;
      return {
        date: calendar.addBankingDays(day, schedule.daysToProcess),
        time: schedule.cutoffTime,
        timezone: timeZone,
      };
    }
  }
  throw new RangeError('No processing window in the next 400 days: check the processing-time rule');
}

/** A business's daily payment time (`HH:mm`, 24-hour) in its zone. */
export interface PaymentTime {
  time: string;
  timeZone: string;
}

export interface ScheduledSubmissionInput {
  /** Not submitted before this instant (now, or the start of the payer's due date). */
  from: Date;
  paymentTime: PaymentTime;
  rule?: ProcessingTimeRule;
  /** The zone the rule's cutoffs are read in (FedACH windows are Eastern). */
  ruleTimeZone: string;
  calendar?: BankingCalendar;
}

const zonedDay = (at: Date, zone: string) => formatInTimeZone(at, zone, 'yyyy-MM-dd');
const zonedClock = (at: Date, zone: string) => formatInTimeZone(at, zone, 'HH:mm');

/** The due date-time of an instant, as wall clock in `timeZone`. */
function dueInZone(at: Date, timeZone: string): DueDateTime {
  return { date: zonedDay(at, timeZone), time: zonedClock(at, timeZone), timezone: timeZone };
}

/**
 * When a business's payment is submitted under its Payment Time (decision 032): at the payment time on the first
 * processing day (a banking day the rule runs on, in the rule's zone) on which that time is not before `from`.
 * The payment time must fall before one of that day's cutoffs; when it is after the last cutoff, the bank takes
 * the payment on the next processing day, so it is due at that day's first window. Days to process of the window
 * it meets are added in banking days, keeping the payment time. The result is in the business's zone.
 */
export function scheduledSubmission(input: ScheduledSubmissionInput): DueDateTime {
  const { from, paymentTime, ruleTimeZone } = input;
  const zone = paymentTime.timeZone;
  const calendar = input.calendar ?? new BankingCalendar();
  const schedules = [...(input.rule?.processingSchedules ?? DEFAULT_ACH_RULE.processingSchedules)].sort((a, b) =>
    a.cutoffTime.localeCompare(b.cutoffTime),
  );
  const runsOn = (day: string) => (calendar.isBankingDay(day) ? schedules.filter((s) => s.weekdays.includes(dayOfWeek(day))) : []);
  const firstDay = zonedDay(from, zone);
  for (let offset = 0; offset < SEARCH_DAYS; offset++) {
    const at = fromZonedTime(`${addDays(firstDay, offset)}T${paymentTime.time}:00`, zone);
    if (at.getTime() < from.getTime()) continue;
    const bankDay = zonedDay(at, ruleTimeZone);
    const windows = runsOn(bankDay);
    if (!windows.length) continue;
    const bankClock = zonedClock(at, ruleTimeZone);
    const window = windows.find((s) => bankClock < s.cutoffTime);
    if (window) {
      if (window.daysToProcess === 0) return dueInZone(at, zone);
      const day = calendar.addBankingDays(bankDay, window.daysToProcess);
      return dueInZone(fromZonedTime(`${day}T${bankClock}:00`, ruleTimeZone), zone);
    }
    // After the day's last cutoff: the next processing day's first window.
    for (let next = 1; next < SEARCH_DAYS; next++) {
      const day = addDays(bankDay, next);
      const first = runsOn(day)[0];
      if (!first) continue;
      const processed = calendar.addBankingDays(day, first.daysToProcess);
      return dueInZone(fromZonedTime(`${processed}T${first.cutoffTime}:00`, ruleTimeZone), zone);
    }
  }
  throw new RangeError('No processing window in the next 400 days: check the processing-time rule');
}

/** The instant (UTC) of a due date-time. */
export function dueInstant(due: DueDateTime): Date {
  return fromZonedTime(`${due.date}T${due.time}:00`, due.timezone);
}

/** Standard next-day ACH: cutoff 16:00 on weekdays, processed the next banking day. */
export const DEFAULT_ACH_RULE: ProcessingTimeRule = {
  paymentType: 'vendor',
  processingSchedules: [{ cutoffTime: '16:00', weekdays: [1, 2, 3, 4, 5], daysToProcess: 1, description: 'Next-day ACH' }],
};
