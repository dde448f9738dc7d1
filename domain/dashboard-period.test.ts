import { describe, expect, it } from 'vitest';
import {
  addDays,
  dashboardTimeZone,
  DEFAULT_DASHBOARD_PERIOD,
  parsePeriod,
  periodSearch,
  periodWindow,
  startOfDayIn,
  upcomingWindow,
} from './dashboard-period';

describe('dashboard period', () => {
  it('offers 7, 30 and 90 days and falls back to 30 for anything else', () => {
    expect(parsePeriod('7')).toBe(7);
    expect(parsePeriod('90')).toBe(90);
    expect(DEFAULT_DASHBOARD_PERIOD).toBe(30);
    for (const value of [null, undefined, '', '14', '7.5', '-7', 'abc', '007x']) expect(parsePeriod(value), String(value)).toBe(30);
  });

  it('writes the period in the query string', () => {
    expect(periodSearch(7)).toBe('?period=7');
    expect(periodSearch(30)).toBe('?period=30');
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-21', -29)).toBe('2026-10-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('covers the last N days in UTC, today included', () => {
    const w = periodWindow(7, new Date('2026-11-21T12:00:00Z'), 'UTC');
    expect(w.days).toEqual(['2026-11-15', '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
    expect(w.from.toISOString()).toBe('2026-11-15T00:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-22T00:00:00.000Z');
    expect(periodWindow(90, new Date('2026-11-21T12:00:00Z'), 'UTC').days).toHaveLength(90);
  });

  it('counts days in the business zone, where today may still be yesterday in UTC', () => {
    const w = periodWindow(7, new Date('2026-11-21T03:00:00Z'), 'America/Chicago');
    expect(w.days.at(-1)).toBe('2026-11-20');
    expect(w.from.toISOString()).toBe('2026-11-14T06:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-21T06:00:00.000Z');
  });

  it('keeps whole local days across a daylight-saving change', () => {
    // US clocks went back on 2026-11-01: the week holds one 25-hour day.
    const w = periodWindow(7, new Date('2026-11-03T12:00:00Z'), 'America/New_York');
    expect(w.from.toISOString()).toBe('2026-10-28T04:00:00.000Z');
    expect(w.to.toISOString()).toBe('2026-11-04T05:00:00.000Z');
    expect((w.to.getTime() - w.from.getTime()) / 3_600_000).toBe(7 * 24 + 1);
  });

  it('gives midnight in a zone the same each time it is asked, as a new date each time', () => {
    const first = startOfDayIn('2026-03-08', 'America/Chicago');
    expect(first.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    first.setTime(0);
    expect(startOfDayIn('2026-03-08', 'America/Chicago').toISOString()).toBe('2026-03-08T06:00:00.000Z');
    // The day after the change to daylight time starts an hour earlier in UTC.
    expect(startOfDayIn('2026-03-09', 'America/Chicago').toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(startOfDayIn('2026-03-08', 'UTC').toISOString()).toBe('2026-03-08T00:00:00.000Z');
  });

  it('looks for upcoming due payments from today through the next 6 days', () => {
    const w = upcomingWindow(new Date('2026-11-21T12:00:00Z'), 'UTC');
    expect(w.days[0]).toBe('2026-11-21');
    expect(w.days).toHaveLength(7);
    expect(w.to.toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('uses the business payment time zone when it is a real zone, else UTC', () => {
    expect(dashboardTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(dashboardTimeZone(null)).toBe('UTC');
    expect(dashboardTimeZone('Mars/Olympus')).toBe('UTC');
  });
});
