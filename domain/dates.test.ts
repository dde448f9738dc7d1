import { formatInTimeZone } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { Roles } from './roles';
import { DATE_FORMAT, TIME_FORMAT, formatDate, formatDateTime, formatTime, formatZonedDate, formatZonedTime, isTimeZone, viewerTimeZone, zoneFormat } from './dates';

describe('dates in the product format, one formatter per zone', () => {
  const zones = ['UTC', 'America/New_York', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Chatham', 'Europe/London'];
  // Midnight, noon, the hours around them, a DST change in New York, a leap day and a year before 1000.
  const instants = [
    '2026-11-21T00:00:00Z',
    '2026-11-21T00:30:00Z',
    '2026-11-21T11:59:00Z',
    '2026-11-21T12:00:00Z',
    '2026-11-21T23:59:59Z',
    '2026-03-08T06:59:00Z',
    '2026-03-08T07:00:00Z',
    '2024-02-29T15:04:05Z',
    '0999-07-04T09:05:00Z',
  ];

  it('formats exactly as date-fns-tz does with LL-dd-yyyy and hh:mm a', () => {
    for (const zone of zones) {
      for (const instant of instants) {
        expect(formatDate(instant, zone), `${instant} ${zone}`).toBe(formatInTimeZone(new Date(instant), zone, DATE_FORMAT));
        expect(formatTime(new Date(instant), zone), `${instant} ${zone}`).toBe(formatInTimeZone(new Date(instant), zone, TIME_FORMAT));
      }
    }
  });

  it('defaults to UTC and composes the date and time', () => {
    expect(formatDateTime('2026-11-21T00:05:00Z')).toBe('11-21-2026 12:05 AM');
    expect(formatZonedDate('2026-11-21', '17:30', 'America/New_York')).toBe('11-21-2026');
    expect(formatZonedTime('2026-11-21', '17:30', 'America/New_York')).toBe('05:30 PM');
  });

  it('throws on an invalid date or zone, as before', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatTime('2026-11-21T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('one time zone per viewer (decision 032)', () => {
  it('gives a business user the business payment-time zone and an admin their profile zone, UTC otherwise', () => {
    expect(viewerTimeZone({ role: Roles.owner, businessTimeZone: 'America/Chicago', profileTimeZone: 'Asia/Tokyo' })).toBe('America/Chicago');
    expect(viewerTimeZone({ role: Roles.employee, businessTimeZone: 'America/Los_Angeles' })).toBe('America/Los_Angeles');
    expect(viewerTimeZone({ role: Roles.owner, businessTimeZone: null })).toBe('UTC');
    expect(viewerTimeZone({ role: Roles.admin, businessTimeZone: 'America/Chicago' })).toBe('UTC');
    expect(viewerTimeZone({ role: Roles.admin, profileTimeZone: 'Europe/London' })).toBe('Europe/London');
    expect(viewerTimeZone({ role: Roles.owner, businessTimeZone: 'Mars/Olympus' })).toBe('UTC');
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('')).toBe(false);
  });

  it('keeps one set of formatters per zone and shows one instant the same everywhere', () => {
    expect(zoneFormat('America/Chicago')).toBe(zoneFormat('America/Chicago'));
    const chicago = zoneFormat('America/Chicago');
    expect(chicago.dateTime('2026-11-23T14:05:00Z')).toBe('11-23-2026 08:05 AM');
    expect(chicago.isoDate('2026-11-24T03:00:00Z')).toBe('2026-11-23');
    // A due time stored in New York wall clock, shown in Chicago.
    expect(chicago.zoned('2026-11-23', '10:30', 'America/New_York')).toBe('11-23-2026 09:30 AM');
    expect(zoneFormat('Nowhere/Unknown').timeZone).toBe('UTC');
  });
});

describe('ISO and spreadsheet forms of an instant in a zone', () => {
  it('gives the 24-hour clock and the wall clock a spreadsheet date cell holds', () => {
    const chicago = zoneFormat('America/Chicago');
    expect(chicago.isoTime('2026-11-23T18:05:00Z')).toBe('12:05');
    expect(chicago.isoTime('2026-11-23T06:05:00Z')).toBe('00:05');
    expect(chicago.wallClock('2026-11-23T18:05:00Z').toISOString()).toBe('2026-11-23T12:05:00.000Z');
  });
});
