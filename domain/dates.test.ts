import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { describe, expect, it } from 'vitest';
import { Roles } from './roles';
import { DATE_FORMAT, TIME_FORMAT, formatDate, formatDateTime, formatDay, formatTime, giveZoneOffsets, isTimeZone, viewerTimeZone, zoneFormat, zoneOffsetSpans, zonedWallInstant } from './dates';

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

  it('defaults to UTC and joins the date and time', () => {
    expect(formatDateTime('2026-11-21T00:05:00Z')).toBe('11-21-2026 12:05 AM');
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
    // A vendor manager is paid by another business: their own zone, never the payer's (decision 084).
    expect(viewerTimeZone({ role: Roles.vendorManager, businessTimeZone: 'America/Chicago', profileTimeZone: 'America/Los_Angeles' })).toBe('America/Los_Angeles');
    expect(viewerTimeZone({ role: Roles.vendorManager })).toBe('UTC');
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

describe('the offset read once an hour (decision 035)', () => {
  // Zones with DST, half- and quarter-hour offsets, a 30-minute DST (Lord Howe), a 2-hour DST (Troll), a southern DST.
  const zones = [
    'UTC',
    'America/Chicago',
    'America/St_Johns',
    'Asia/Kathmandu',
    'Australia/Lord_Howe',
    'Antarctica/Troll',
    'America/Santiago',
    'Europe/Dublin',
    'Pacific/Apia',
  ];

  it('formats every minute around each DST change of 2026 and 300 random instants as date-fns-tz does', () => {
    let seed = 15;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const instants: number[] = [];
    for (let i = 0; i < 300; i++) instants.push(Date.UTC(1901, 0, 1) + Math.floor(random() * (Date.UTC(2199, 0, 1) - Date.UTC(1901, 0, 1))));
    for (const zone of zones) {
      const zoned = zoneFormat(zone);
      const around: number[] = [];
      // Every hour of 2026 to find the changes, then every minute of the two hours around each.
      let previous = formatInTimeZone(Date.UTC(2026, 0, 1), zone, 'xxx');
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60_000) {
        const offset = formatInTimeZone(t, zone, 'xxx');
        if (offset !== previous) for (let m = t - 120 * 60_000; m <= t + 30 * 60_000; m += 60_000) around.push(m, m + 59_999);
        previous = offset;
      }
      for (const t of [...instants, ...around]) {
        const at = new Date(t);
        const label = `${at.toISOString()} ${zone}`;
        expect(formatDate(at, zone), label).toBe(formatInTimeZone(at, zone, DATE_FORMAT));
        expect(formatTime(at, zone), label).toBe(formatInTimeZone(at, zone, TIME_FORMAT));
        expect(zoned.isoDate(at), label).toBe(formatInTimeZone(at, zone, 'yyyy-MM-dd'));
        expect(zoned.isoTime(at), label).toBe(formatInTimeZone(at, zone, 'HH:mm'));
        expect(zoned.wallClock(at).toISOString().slice(0, 16), label).toBe(formatInTimeZone(at, zone, "yyyy-MM-dd'T'HH:mm"));
      }
    }
  }, 60_000);
});

describe('a wall clock in a zone turned into its instant (decision 147)', () => {
  const zones = ['UTC', 'America/New_York', 'America/St_Johns', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'Antarctica/Troll', 'America/Santiago', 'Europe/Dublin', 'Pacific/Apia'];
  const wallText = (t: number) => new Date(t).toISOString().slice(0, 16);

  it('gives what date-fns-tz gives on a host in UTC: every minute of the hours around each DST change of 2026, and 300 random walls', () => {
    // date-fns-tz's first guess reads the host's own zone; the servers run in UTC.
    const hostZone = process.env.TZ;
    process.env.TZ = 'UTC';
    try {
      let seed = 47;
      const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const randomWalls = Array.from({ length: 300 }, () => wallText(Date.UTC(1901, 0, 1) + Math.floor(random() * (Date.UTC(2199, 0, 1) - Date.UTC(1901, 0, 1)))));
      for (const zone of zones) {
        const walls = [...randomWalls, '2026-11-23T00:00:00.000', '2026-11-23T23:59:59.999', '2026-11-23T10:30:15'];
        let previous = formatInTimeZone(Date.UTC(2026, 0, 1), zone, 'xxx');
        for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 60 * 60_000) {
          const offset = formatInTimeZone(t, zone, 'xxx');
          // The change's wall clocks, read as UTC, lie within a day of the instant: every minute of three hours each side of both readings.
          if (offset !== previous) {
            for (const wallAt of [Date.parse(formatInTimeZone(t - 1000, zone, "yyyy-MM-dd'T'HH:mm:ss'Z'")), Date.parse(formatInTimeZone(t, zone, "yyyy-MM-dd'T'HH:mm:ss'Z'"))]) {
              for (let w = wallAt - 180 * 60_000; w <= wallAt + 180 * 60_000; w += 60_000) walls.push(wallText(w));
            }
          }
          previous = offset;
        }
        for (const wall of walls) expect(zonedWallInstant(wall, zone).getTime(), `${wall} ${zone}`).toBe(fromZonedTime(wall, zone).getTime());
      }
    } finally {
      if (hostZone === undefined) delete process.env.TZ;
      else process.env.TZ = hostZone;
    }
  }, 60_000);

  it('gives an invalid date for text of another shape, a day the month lacks or an unknown zone', () => {
    for (const [wall, zone] of [['2026-02-29T10:00', 'UTC'], ['2026-11-23', 'UTC'], ['2026-11-23T25:00', 'UTC'], ['2026-11-23T10:00', 'Nowhere/Unknown']]) {
      expect(Number.isNaN(zonedWallInstant(wall, zone).getTime()), `${wall} ${zone}`).toBe(true);
    }
    expect(zonedWallInstant('2024-02-29T10:00', 'America/New_York').toISOString()).toBe('2024-02-29T15:00:00.000Z');
  });
});

describe("a zone's offsets handed to the browser (decision 154)", () => {
  const HOUR = 3_600_000;
  const now = Date.parse('2026-12-04T17:00:00Z');
  /** The offset at an instant, read from a formatter of the test's own. */
  const formats = new Map<string, Intl.DateTimeFormat>();
  const intlOffset = (zone: string, t: number) => {
    const f: Record<string, number> = {};
    if (!formats.has(zone)) formats.set(zone, new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }));
    const parts = formats.get(zone)!.formatToParts(t);
    for (const part of parts) if (part.type !== 'literal') f[part.type] = Number(part.value);
    return Date.UTC(f.year, f.month - 1, f.day, f.hour % 24, f.minute, f.second) - t;
  };

  it('covers about 13 months back and 3 ahead in runs whose every hour has the offset Intl gives, and leaves UTC out', () => {
    expect(zoneOffsetSpans('UTC', now)).toBeNull();
    expect(zoneOffsetSpans('Mars/Olympus', now)).toBeNull();
    for (const zone of ['America/Chicago', 'Asia/Kolkata', 'Australia/Lord_Howe', 'America/St_Johns', 'Europe/London']) {
      const spans = zoneOffsetSpans(zone, now)!;
      expect(zoneOffsetSpans(zone, now + HOUR)).toBe(spans);
      expect(spans.length, zone).toBeLessThan(8);
      expect(spans[0][0] * HOUR, zone).toBeLessThanOrEqual(now - 395 * 24 * HOUR);
      expect(spans.at(-1)![1] * HOUR, zone).toBeGreaterThanOrEqual(now + 95 * 24 * HOUR);
      for (const [from, to, offset] of spans) {
        for (let hour = from; hour < to; hour++) {
          const wrong = [hour * HOUR, hour * HOUR + HOUR - 1000].filter((t) => intlOffset(zone, t) !== offset);
          if (wrong.length) expect.fail(`${zone} ${new Date(wrong[0]).toISOString()}: ${offset} against Intl's ${intlOffset(zone, wrong[0])}`);
        }
      }
    }
  });

  it('writes the same dates and walls with the offsets handed over, inside their runs and outside', () => {
    const zone = 'America/Denver';
    const instants = [now, now - 200 * 24 * HOUR, now + 60 * 24 * HOUR, Date.parse('2026-03-08T08:59:00Z'), Date.parse('2026-03-08T09:00:00Z'), Date.parse('2026-11-01T07:30:00Z'), Date.parse('2019-06-01T12:00:00Z')];
    const walls = ['2026-03-08T02:30', '2026-11-01T01:30', '2026-12-04T09:00', '2019-06-01T09:00'];
    const before = instants.map((t) => formatDateTime(new Date(t), zone));
    const wallsBefore = walls.map((w) => zonedWallInstant(w, zone).toISOString());
    giveZoneOffsets(zone, zoneOffsetSpans(zone, now));
    expect(instants.map((t) => formatDateTime(new Date(t), zone))).toEqual(before);
    expect(walls.map((w) => zonedWallInstant(w, zone).toISOString())).toEqual(wallsBefore);
    expect(isTimeZone(zone)).toBe(true);
  });
});

describe('formatDay', () => {
  it('writes a calendar day in the one date format, and anything else as given', () => {
    expect(formatDay('2026-11-30')).toBe('11-30-2026');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
