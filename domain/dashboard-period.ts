/** The executive dashboards' period rules: the periods offered and the default (dashboard-period-choice.ts), and the calendar days a period covers in a zone. */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { DEFAULT_TIME_ZONE } from './dates';
import type { DashboardPeriod } from './dashboard-period-choice';

export * from './dashboard-period-choice';

/** Upcoming due payments: today and the days after it, this many calendar days in all. */
export const UPCOMING_DAYS = 7;

/** Zone names checked (building a formatter to check one cost more than the rest of a dashboard's dates); bounded. */
const checkedZones = new Map<string, boolean>();

/** The zone a dashboard counts days in: the business's payment time zone when it is a real one, else UTC. */
export function dashboardTimeZone(paymentTimeZone: string | null | undefined): string {
  if (!paymentTimeZone) return DEFAULT_TIME_ZONE;
  let real = checkedZones.get(paymentTimeZone);
  if (real === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: paymentTimeZone });
      real = true;
    } catch {
      real = false;
    }
    if (checkedZones.size < 1_000) checkedZones.set(paymentTimeZone, real);
  }
  return real ? paymentTimeZone : DEFAULT_TIME_ZONE;
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

/**
 * Midnights worked out so far, by day and zone: the zone rules do not change while the process runs, and working one
 * out (the zone's offset through Intl) cost a dashboard more than its statements. Bounded.
 */
const midnights = new Map<string, number>();
const MIDNIGHTS_KEPT = 10_000;

/** Midnight at the start of a calendar day in a zone, as an instant (days of 23 or 25 hours included). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const key = `${day} ${timeZone}`;
  let instant = midnights.get(key);
  if (instant === undefined) {
    instant = fromZonedTime(`${day}T00:00:00`, timeZone).getTime();
    if (midnights.size >= MIDNIGHTS_KEPT) midnights.clear();
    midnights.set(key, instant);
  }
  return new Date(instant);
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
