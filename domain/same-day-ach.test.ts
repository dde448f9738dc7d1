import { describe, expect, it } from 'vitest';
import { BankingCalendar } from './calendar';
import { SAME_DAY_ENTRY_LIMIT_CENTS, SameDayMessages, nextSameDayWindowText, openSameDayWindow, sameDayCutoffText, sameDayEffectiveDate, standardEffectiveDate } from './same-day-ach';

const calendar = new BankingCalendar();

describe('Same Day ACH windows (Eastern time)', () => {
  // 2026-12-01 is a Tuesday; EST is UTC-5.
  it('picks the first window whose deadline is ahead, with its settlement time', () => {
    const first = openSameDayWindow(new Date('2026-12-01T15:29:59Z'), calendar)!;
    expect(first).toMatchObject({ date: '2026-12-01', number: 1 });
    expect(first.submitBy.toISOString()).toBe('2026-12-01T15:30:00.000Z');
    expect(first.settlesAt.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const second = openSameDayWindow(new Date('2026-12-01T15:30:00Z'), calendar)!;
    expect(second.number).toBe(2);
    expect(second.submitBy.toISOString()).toBe('2026-12-01T19:45:00.000Z');
    expect(second.settlesAt.toISOString()).toBe('2026-12-01T22:00:00.000Z');
    const third = openSameDayWindow(new Date('2026-12-01T21:44:59Z'), calendar)!;
    expect(third.number).toBe(3);
    expect(third.settlesAt.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  });
  it('follows daylight saving time: 10:30 EDT is 14:30 UTC', () => {
    expect(openSameDayWindow(new Date('2026-07-01T14:00:00Z'), calendar)!.submitBy.toISOString()).toBe('2026-07-01T14:30:00.000Z');
  });
  it('is closed after the last deadline (16:45 ET)', () => {
    expect(openSameDayWindow(new Date('2026-12-01T21:45:00Z'), calendar)).toBeNull();
    expect(sameDayEffectiveDate(new Date('2026-12-01T23:00:00Z'), calendar)).toBeNull();
  });
  it('is closed on weekends and Federal Reserve holidays', () => {
    expect(openSameDayWindow(new Date('2026-12-05T14:00:00Z'), calendar)).toBeNull(); // Saturday
    expect(openSameDayWindow(new Date('2026-12-06T14:00:00Z'), calendar)).toBeNull(); // Sunday
    expect(openSameDayWindow(new Date('2026-11-26T14:00:00Z'), calendar)).toBeNull(); // Thanksgiving
    expect(openSameDayWindow(new Date('2026-12-25T14:00:00Z'), calendar)).toBeNull(); // Christmas
  });
  it('reads the day in Eastern time, not UTC: 01:00 UTC Wednesday is Tuesday evening ET, closed', () => {
    expect(openSameDayWindow(new Date('2026-12-02T01:00:00Z'), calendar)).toBeNull();
  });
  it('dates a same-day entry the file day while a window is open', () => {
    expect(sameDayEffectiveDate(new Date('2026-12-01T19:00:00Z'), calendar)).toBe('2026-12-01');
  });
});

describe('standard effective entry date', () => {
  it('is the banking day after the file day, never the file day', () => {
    expect(standardEffectiveDate('2026-12-01', calendar)).toBe('2026-12-02');
  });
  it('skips the weekend: a Friday file is effective Monday', () => {
    expect(standardEffectiveDate('2026-12-04', calendar)).toBe('2026-12-07');
  });
  it('skips holidays: a file the day before Thanksgiving is effective the Friday after', () => {
    expect(standardEffectiveDate('2026-11-25', calendar)).toBe('2026-11-27');
  });
  it('a file written on a weekend reaches the operator Monday, so it is effective Tuesday', () => {
    expect(standardEffectiveDate('2026-12-05', calendar)).toBe('2026-12-08');
  });
  it('a file written on a holiday reaches the operator the next banking day, effective the one after', () => {
    expect(standardEffectiveDate('2026-12-25', calendar)).toBe('2026-12-29');
  });
});

describe('limit and texts', () => {
  it("is NACHA's $1,000,000.00 per entry", () => {
    expect(SAME_DAY_ENTRY_LIMIT_CENTS).toBe(100_000_000);
    expect(SameDayMessages.overLimit).toContain('$1,000,000.00');
  });
  it("shows the open window's cutoff in the business's zone", () => {
    expect(sameDayCutoffText(new Date('2026-12-01T16:00:00Z'), calendar, 'America/Chicago')).toEqual({
      open: true,
      text: 'Cutoff 01:45 PM today; settles at 04:00 PM today (times in America/Chicago).',
    });
  });
  it('says when Same Day is closed and when the next window is', () => {
    expect(sameDayCutoffText(new Date('2026-12-04T22:00:00Z'), calendar, 'America/Chicago')).toEqual({
      open: false,
      text: 'Closed for today; the next window\'s cutoff is 09:30 AM on 12-07-2026 (times in America/Chicago).',
    });
    // The refusal says the same, in the same zone and format: no Eastern deadline beside a Chicago page, no ISO date.
    const closed = SameDayMessages.closed(nextSameDayWindowText(new Date('2026-12-04T22:00:00Z'), calendar, 'America/Chicago'));
    expect(closed).toBe("Same Day ACH is closed for today: the next window's cutoff is 09:30 AM on 12-07-2026 (times in America/Chicago). Send it as a standard ACH payment, or as Same Day then.");
    expect(closed).not.toMatch(/\d{4}-\d{2}-\d{2}|Eastern/);
  });
});
