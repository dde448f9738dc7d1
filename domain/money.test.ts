import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates';
import { decimalDollars, formatCents, parseDollars } from './money';

describe('money', () => {
  it('shows cents as dollars', () => {
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(() => formatCents(1.5)).toThrow(RangeError);
  });
  it("writes what Intl's en-US dollar format writes, without building one", () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const edges = [0, -0, 1, -1, 99, 100, -100, 99999, 100000, 123456789, -123456789];
    for (let p = 0; p <= 15; p++) edges.push(10 ** p, 10 ** p - 1, -(10 ** p));
    let seed = 154;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let i = 0; i < 20000; i++) edges.push(Math.round((random() - 0.5) * 10 ** Math.floor(random() * 16)));
    for (const cents of edges) expect(formatCents(cents), String(cents)).toBe(usd.format(cents / 100));
    // Past ten trillion dollars `cents / 100` is no longer the nearest double to the amount and Intl could print a cent off.
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
    expect(formatCents(Number.MIN_SAFE_INTEGER)).toBe('-$90,071,992,547,409.91');
  });
  it('parses typed dollars into cents without floating-point drift', () => {
    expect(parseDollars('1,234.5')).toBe(123450);
    expect(parseDollars('$0.29')).toBe(29);
    expect(parseDollars('12')).toBe(1200);
    expect(parseDollars('1.234')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
  });
  it('writes cents as the decimal dollars an API input takes, read back to the same cents', () => {
    expect(decimalDollars(12550)).toBe('125.50');
    expect(decimalDollars(5)).toBe('0.05');
    expect(parseDollars(decimalDollars(123456789))).toBe(123456789);
    expect(() => decimalDollars(0.5)).toThrow(RangeError);
  });
});

describe('dates', () => {
  it('formats in the record zone, UTC by default', () => {
    const at = '2026-11-19T02:05:00Z';
    expect(formatDate(at)).toBe('11-19-2026');
    expect(formatTime(at)).toBe('02:05 AM');
    expect(formatDateTime(at, 'America/Los_Angeles')).toBe('11-18-2026 06:05 PM');
  });
});
