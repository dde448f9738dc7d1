import { describe, expect, it } from 'vitest';
import { formatCountCompact, formatDay, formatDayShort, formatDollarsCompact } from './format';

describe('chart labels', () => {
  it('shows API days as the product dates', () => {
    expect(formatDay('2028-01-09')).toBe('01-09-2028');
    expect(formatDayShort('2028-01-09')).toBe('01-09');
  });

  it('writes axis numbers short, the same on server and browser', () => {
    expect(formatCountCompact(0)).toBe('0');
    expect(formatCountCompact(250)).toBe('250');
    expect(formatCountCompact(1_500)).toBe('1.5K');
    expect(formatCountCompact(8_000)).toBe('8K');
    expect(formatCountCompact(2_000_000)).toBe('2M');
    expect(formatDollarsCompact(0)).toBe('$0');
    expect(formatDollarsCompact(50_000)).toBe('$500');
    expect(formatDollarsCompact(800_000)).toBe('$8K');
    expect(formatDollarsCompact(150_000_000)).toBe('$1.5M');
  });
});
