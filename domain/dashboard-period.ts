/** The executive dashboards' period rules: the periods offered, the default, and the calendar days a period covers in a zone. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from './dates';

export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;
/** The query-string parameter that holds the period, so a dashboard view can be bookmarked. */
export const PERIOD_PARAM = 'period';
/** Upcoming due payments: today and the days after it, this many calendar days in all. */
export const UPCOMING_DAYS = 7;

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'number' && (DASHBOARD_PERIODS as readonly number[]).includes(value);
}

/** The period a query-string value asks for; anything that is not one of the offered periods means the default. */
export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_DASHBOARD_PERIOD;
  const days = Number(value);
  return isDashboardPeriod(days) ? days : DEFAULT_DASHBOARD_PERIOD;
}

/** The zone a dashboard counts days in: the business's payment time zone when it is a real one, else UTC. */
export function dashboardTimeZone(paymentTimeZone: string | null | undefined): string {
  if (!paymentTimeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: paymentTimeZone });
    return paymentTimeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** A run of whole calendar days in a zone: instants [from, to) and the days as yyyy-MM-dd, oldest first. */
export interface DayWindow {
  from: Date;
  to: Date;
  days: string[];
  timeZone: string;
}

const ISO_DAY = 'yyyy-MM-dd';

/** The calendar day `offset` days after `day` (both yyyy-MM-dd); plain date arithmetic, no zone involved. */
export function addDays(day: string, offset: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** Midnight at the start of a calendar day in a zone, as an instant (days of 23 or 25 hours included). */
export function startOfDayIn(day: string, timeZone: string): Date {
  return fromZonedTime(`${day}T00:00:00`, timeZone);
}

export function todayIn(now: Date, timeZone: string): string {
  return formatInTimeZone(now, timeZone, ISO_DAY);
}

function window(firstDay: string, length: number, timeZone: string): DayWindow {
  const days = Array.from({ length }, (_, i) => addDays(firstDay, i));
  return { from: startOfDayIn(firstDay, timeZone), to: startOfDayIn(addDays(firstDay, length), timeZone), days, timeZone };
}

/** The last `period` calendar days in the zone, today included. */
export function periodWindow(period: DashboardPeriod, now: Date, timeZone: string): DayWindow {
  return window(addDays(todayIn(now, timeZone), 1 - period), period, timeZone);
}

/** Today and the following days, UPCOMING_DAYS in all: where upcoming due payments are looked for. */
export function upcomingWindow(now: Date, timeZone: string): DayWindow {
  return window(todayIn(now, timeZone), UPCOMING_DAYS, timeZone);
}

/** The query string of a dashboard showing a period. */
export function periodSearch(period: DashboardPeriod): string {
  return `?${new URLSearchParams({ [PERIOD_PARAM]: String(period) })}`;
}
