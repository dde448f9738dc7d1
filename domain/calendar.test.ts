import { describe, expect, it } from 'vitest';
import {
  BankingCalendar,
  DEFAULT_ACH_RULE,
  FEDERAL_RESERVE_HOLIDAYS,
  closedDates,
  dueInstant,
  holidayDate,
  paymentDueDate,
  scheduledSubmission,
  type ProcessingTimeRule,
} from './calendar';

// The Federal Reserve's published holiday closures (observed dates).
const FED_CLOSED = {
  2025: ['2025-01-01', '2025-01-20', '2025-02-17', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-10-13', '2025-11-11', '2025-11-27', '2025-12-25'],
  2026: ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-06-19', '2026-09-07', '2026-10-12', '2026-11-11', '2026-11-26', '2026-12-25'],
  2027: ['2027-01-01', '2027-01-18', '2027-02-15', '2027-05-31', '2027-07-05', '2027-09-06', '2027-10-11', '2027-11-11', '2027-11-25'],
};

describe('Federal Reserve holidays', () => {
  for (const [year, dates] of Object.entries(FED_CLOSED)) {
    it(`closes exactly the published days of ${year}`, () => {
      expect([...closedDates(FEDERAL_RESERVE_HOLIDAYS, Number(year))].sort()).toEqual(dates);
    });
  }

  it('keeps Friday July 3, 2026 open when July 4 falls on a Saturday', () => {
    const calendar = new BankingCalendar();
    expect(calendar.isBankingDay('2026-07-03')).toBe(true);
    expect(calendar.isHoliday('2026-07-04')).toBe(false);
  });

  it('closes Monday July 5, 2027 when July 4 falls on a Sunday', () => {
    const calendar = new BankingCalendar();
    expect(calendar.isBankingDay('2027-07-05')).toBe(false);
  });

  it('computes nth and last weekday rules', () => {
    expect(holidayDate({ holidayName: 'x', dynamicRule: { nthOccurrence: 'last', dayOfWeek: 1, month: 12 } }, 2026)).toBe('2026-12-28');
    expect(holidayDate({ holidayName: 'x', dynamicRule: { nthOccurrence: 1, dayOfWeek: 0, month: 3 } }, 2026)).toBe('2026-03-01');
  });
});

describe('banking days', () => {
  const calendar = new BankingCalendar();
  it('skips weekends and holidays', () => {
    expect(calendar.addBankingDays('2026-11-25', 1)).toBe('2026-11-27'); // over Thanksgiving
    expect(calendar.addBankingDays('2026-12-24', 1)).toBe('2026-12-28'); // over Christmas and a weekend
    expect(calendar.addBankingDays('2026-11-21', 0)).toBe('2026-11-23'); // Saturday rolls to Monday
  });
});

describe('paymentDueDate', () => {
  const ach = (initiatedAt: string, timeZone = 'America/New_York', rule: ProcessingTimeRule = DEFAULT_ACH_RULE) =>
    paymentDueDate({ paymentType: 'vendor', paymentNetwork: 'ACH', initiatedAt, timeZone, rule });

  it('processes the next banking day when initiated before the cutoff', () => {
    expect(ach('2026-11-18T20:59:00Z')).toEqual({ date: '2026-11-19', time: '16:00', timezone: 'America/New_York' });
  });

  it('moves to the following banking day at or after the cutoff', () => {
    expect(ach('2026-11-18T21:00:00Z')).toEqual({ date: '2026-11-20', time: '16:00', timezone: 'America/New_York' });
  });

  it('reads the cutoff in the given time zone', () => {
    // 23:30 UTC Wednesday is 15:30 in Los Angeles (before the cutoff) but 18:30 in New York (after it).
    expect(ach('2026-11-18T23:30:00Z', 'America/Los_Angeles').date).toBe('2026-11-19');
    expect(ach('2026-11-18T23:30:00Z', 'America/New_York').date).toBe('2026-11-20');
    // 02:00 UTC Thursday is still Wednesday evening in Chicago.
    expect(ach('2026-11-19T02:00:00Z', 'America/Chicago').date).toBe('2026-11-20');
  });

  it('rolls weekends and holidays forward', () => {
    expect(ach('2026-11-21T15:00:00Z').date).toBe('2026-11-24'); // Saturday → Monday window → Tuesday
    expect(ach('2026-11-25T15:00:00Z').date).toBe('2026-11-27'); // the day before Thanksgiving
    expect(ach('2027-07-02T21:30:00Z').date).toBe('2027-07-07'); // Friday after cutoff, Monday 5th closed
  });

  it('picks the first schedule whose cutoff has not passed', () => {
    const sameDay: ProcessingTimeRule = {
      paymentType: 'vendor',
      processingSchedules: [
        { cutoffTime: '16:00', weekdays: [1, 2, 3, 4, 5], daysToProcess: 1 },
        { cutoffTime: '10:30', weekdays: [1, 2, 3, 4, 5], daysToProcess: 0 },
      ],
    };
    expect(ach('2026-11-18T14:00:00Z', 'America/New_York', sameDay)).toEqual({
      date: '2026-11-18',
      time: '10:30',
      timezone: 'America/New_York',
    });
    expect(ach('2026-11-18T16:00:00Z', 'America/New_York', sameDay)).toMatchObject({ date: '2026-11-19', time: '16:00' });
  });

  it('honours the weekdays of a schedule', () => {
    const tuesdays: ProcessingTimeRule = {
      paymentType: 'vendor',
      processingSchedules: [{ cutoffTime: '12:00', weekdays: [2], daysToProcess: 0 }],
    };
    expect(ach('2026-11-18T12:00:00Z', 'UTC', tuesdays).date).toBe('2026-11-24');
  });

  it('runs instant payments at once, every day of the year', () => {
    expect(
      paymentDueDate({ paymentType: 'instantCollection', paymentNetwork: 'ACH', initiatedAt: '2026-12-25T10:15:00Z', timeZone: 'UTC' }),
    ).toEqual({ date: '2026-12-25', time: '10:15', timezone: 'UTC' });
    expect(
      paymentDueDate({ paymentType: 'vendor', paymentNetwork: 'RTP', initiatedAt: '2026-07-04T23:59:00Z', timeZone: 'America/New_York' }),
    ).toEqual({ date: '2026-07-04', time: '19:59', timezone: 'America/New_York' });
  });

  it('turns a due date-time back into an instant', () => {
    expect(dueInstant({ date: '2026-11-19', time: '16:00', timezone: 'America/New_York' }).toISOString()).toBe(
      '2026-11-19T21:00:00.000Z',
    );
  });
});

describe('Payment Time decides when a business payment is submitted', () => {
  // FedACH same-day windows, read in New York, as the demo seeds them.
  const fedach: ProcessingTimeRule = {
    paymentType: 'vendor',
    processingSchedules: [
      { cutoffTime: '10:30', weekdays: [1, 2, 3, 4, 5], daysToProcess: 0 },
      { cutoffTime: '14:45', weekdays: [1, 2, 3, 4, 5], daysToProcess: 0 },
      { cutoffTime: '16:45', weekdays: [1, 2, 3, 4, 5], daysToProcess: 0 },
    ],
  };
  const submit = (from: string, time: string, timeZone: string) =>
    scheduledSubmission({ from: new Date(from), paymentTime: { time, timeZone }, rule: fedach, ruleTimeZone: 'America/New_York' });

  it("submits at the business's payment time, in its zone, on the same processing day when it is still ahead", () => {
    // Monday 2026-11-23 08:00 in Chicago (14:00Z): Northwind's 10:00 Chicago is 11:00 New York, before the 14:45 cutoff.
    expect(submit('2026-11-23T14:00:00Z', '10:00', 'America/Chicago')).toEqual({ date: '2026-11-23', time: '10:00', timezone: 'America/Chicago' });
    // Harbor's 09:30 Los Angeles is 12:30 New York.
    expect(submit('2026-11-23T14:00:00Z', '09:30', 'America/Los_Angeles')).toEqual({ date: '2026-11-23', time: '09:30', timezone: 'America/Los_Angeles' });
  });

  it('moves to the next processing day when the payment time has passed today, skipping weekends and holidays', () => {
    // Monday 12:00 Chicago: 10:00 has passed, so Tuesday 10:00.
    expect(submit('2026-11-23T18:00:00Z', '10:00', 'America/Chicago').date).toBe('2026-11-24');
    // Wednesday 2026-11-25 after 10:00: Thursday is Thanksgiving, so Friday.
    expect(submit('2026-11-25T18:00:00Z', '10:00', 'America/Chicago')).toEqual({ date: '2026-11-27', time: '10:00', timezone: 'America/Chicago' });
    // Friday after the payment time: the next Monday.
    expect(submit('2026-11-27T18:00:00Z', '10:00', 'America/Chicago').date).toBe('2026-11-30');
  });

  it('a payment time after the last cutoff moves the payment to the next processing day, at its first window', () => {
    // 16:30 Chicago is 17:30 New York, after the 16:45 cutoff: Tuesday's 10:30 New York window, 09:30 in Chicago.
    expect(submit('2026-11-23T14:00:00Z', '16:30', 'America/Chicago')).toEqual({ date: '2026-11-24', time: '09:30', timezone: 'America/Chicago' });
  });

  it('keeps the payment time across days to process', () => {
    const nextDay: ProcessingTimeRule = { paymentType: 'vendor', processingSchedules: [{ cutoffTime: '16:00', weekdays: [1, 2, 3, 4, 5], daysToProcess: 1 }] };
    const due = scheduledSubmission({ from: new Date('2026-11-23T14:00:00Z'), paymentTime: { time: '10:00', timeZone: 'America/Chicago' }, rule: nextDay, ruleTimeZone: 'America/New_York' });
    expect(due).toEqual({ date: '2026-11-24', time: '10:00', timezone: 'America/Chicago' });
  });
});
