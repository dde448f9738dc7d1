/**
 * Same Day ACH and standard ACH effective dates: NACHA's per-entry limit, the operators' Same Day windows (Eastern
 * time), and the effective entry date an entry gets for the day its file is written. Pure; the calendar is passed in.
 */
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { formatCents } from './money';

/** NACHA's Same Day ACH per-entry limit: $1,000,000.00. */
export const SAME_DAY_ENTRY_LIMIT_CENTS = 100_000_000;

/** The ACH operators' clock: Same Day windows are set in Eastern time. */
export const SAME_DAY_TIME_ZONE = 'America/New_York';

/** The operators' Same Day windows: a file submitted by `submitBy` settles at `settlesAt` the same day (ET, HH:mm). */
export const SAME_DAY_WINDOWS = [
  { submitBy: '10:30', settlesAt: '13:00' },
  { submitBy: '14:45', settlesAt: '17:00' },
  { submitBy: '16:45', settlesAt: '18:00' },
] as const;

interface Calendar {
  isBankingDay(iso: string): boolean;
  addBankingDays(iso: string, count: number): string;
}

/** A Same Day window on a given banking day, as instants. */
export interface SameDayWindow {
  /** The banking day (ET) the entries settle on, yyyy-MM-dd. */
  date: string;
  /** 1, 2 or 3. */
  number: number;
  submitBy: Date;
  settlesAt: Date;
}

const at = (date: string, hhmm: string) => fromZonedTime(`${date}T${hhmm}:00`, SAME_DAY_TIME_ZONE);

/**
 * The Same Day window an entry sent at `now` makes: the first of today's windows (ET) whose submission deadline is
 * still ahead, on a banking day. Null on a weekend or holiday and after the last deadline: Same Day is closed then.
 */
export function openSameDayWindow(now: Date, calendar: Calendar): SameDayWindow | null {
  const date = formatInTimeZone(now, SAME_DAY_TIME_ZONE, 'yyyy-MM-dd');
  if (!calendar.isBankingDay(date)) return null;
  const index = SAME_DAY_WINDOWS.findIndex((w) => now.getTime() < at(date, w.submitBy).getTime());
  if (index < 0) return null;
  const w = SAME_DAY_WINDOWS[index];
  return { date, number: index + 1, submitBy: at(date, w.submitBy), settlesAt: at(date, w.settlesAt) };
}

/** The next banking day (ET) after today on which Same Day is open from its first window. */
export function nextSameDayDate(now: Date, calendar: Calendar): string {
  const today = formatInTimeZone(now, SAME_DAY_TIME_ZONE, 'yyyy-MM-dd');
  return calendar.addBankingDays(today, calendar.isBankingDay(today) ? 1 : 0);
}

/**
 * A standard entry's effective entry date: the banking day after the one its file reaches the operator (the file
 * day, or the next banking day when the file is written on a weekend or holiday). Never the processing day itself,
 * which would make it Same Day eligible at the operator, with its fees and limit.
 */
export function standardEffectiveDate(fileDate: string, calendar: Pick<Calendar, 'addBankingDays'>): string {
  return calendar.addBankingDays(calendar.addBankingDays(fileDate, 0), 1);
}

/**
 * A Same Day entry's effective entry date for a file written at `writtenAt`: the file's day (ET) while a window is
 * open, else null (the window was missed; the caller dates it as a standard entry and says so).
 */
export function sameDayEffectiveDate(writtenAt: Date, calendar: Calendar): string | null {
  return openSameDayWindow(writtenAt, calendar)?.date ?? null;
}

/** An entry's effective entry date as achEntryDate decides it. */
export interface EntryDate {
  effectiveDate: string;
  /** Sent as Same Day: the payer chose it and a window is open. */
  sameDay: boolean;
  /** The payer chose Same Day but no window was open: dated as a standard entry (SameDayMessages.missedWindow says so). */
  missedWindow: boolean;
}

/**
 * The one rule for an ACH entry's effective date, whatever carries it to the bank (a NACHA file, U.S. Bank's API):
 * sent at `sentAt` (the file written, or the API request made), a standard entry is dated the banking day after
 * (standardEffectiveDate of that UTC day), never its due day itself; a Same Day entry the day it is sent, only while
 * a window is open.
 */
export function achEntryDate(sentAt: Date, sameDayAch: boolean, calendar: Calendar): EntryDate {
  const sameDayDate = sameDayAch ? sameDayEffectiveDate(sentAt, calendar) : null;
  if (sameDayDate) return { effectiveDate: sameDayDate, sameDay: true, missedWindow: false };
  return { effectiveDate: standardEffectiveDate(sentAt.toISOString().slice(0, 10), calendar), sameDay: false, missedWindow: sameDayAch };
}

export const SameDayMessages = {
  overLimit: `A Same Day ACH payment can be at most ${formatCents(SAME_DAY_ENTRY_LIMIT_CENTS)} (NACHA's per-entry limit). Send it as a standard ACH payment instead.`,
  /** `nextWindow`: nextSameDayWindowText's words, in the business's zone and the product's date format. */
  closed: (nextWindow: string) => `Same Day ACH is closed for today: ${nextWindow}. Send it as a standard ACH payment, or as Same Day then.`,
  withDueDate: 'A Same Day ACH payment is sent today: leave the due date empty.',
  /** Send Payment's form always has a due date: with Same Day it must be today. */
  dueDateNotToday: 'A Same Day ACH payment is sent today: set the due date to today, or untick Same Day ACH.',
  /** The history line of a Same Day payment whose file was written after the window closed. */
  missedWindow: (effectiveDate: string) => `The Same Day ACH window closed before the file was written; dated ${effectiveDate} as a standard entry`,
};

/**
 * What Send Payment says about the Same Day choice, in the business's zone: the deadline of the window a payment
 * sent now makes and when it settles, or that Same Day is closed and the next banking day's first window.
 */
export function sameDayCutoffText(now: Date, calendar: Calendar, timeZone: string): { open: boolean; text: string } {
  const clock = (d: Date) => formatInTimeZone(d, timeZone, 'hh:mm a');
  const window = openSameDayWindow(now, calendar);
  if (window) {
    return { open: true, text: `Cutoff ${clock(window.submitBy)} today; settles at ${clock(window.settlesAt)} today (times in ${timeZone}).` };
  }
  return { open: false, text: `Closed for today; ${nextSameDayWindowText(now, calendar, timeZone)}.` };
}

/** When the next Same Day window closes, in the business's zone and the product's date format. */
export function nextSameDayWindowText(now: Date, calendar: Calendar, timeZone: string): string {
  const cutoff = at(nextSameDayDate(now, calendar), SAME_DAY_WINDOWS[0].submitBy);
  return `the next window's cutoff is ${formatInTimeZone(cutoff, timeZone, 'hh:mm a')} on ${formatInTimeZone(cutoff, timeZone, 'MM-dd-yyyy')} (times in ${timeZone})`;
}
