import { describe, expect, it } from 'vitest';
import { formatPhone, lastFourDigits, normalizePhone, toE164 } from './phone';

describe('phone numbers for an SMS provider', () => {
  it('writes U.S. numbers in E.164 whatever the punctuation', () => {
    expect(toE164('(312) 555-0141')).toBe('+13125550141');
    expect(toE164('312.555.0141')).toBe('+13125550141');
    expect(toE164('1 312 555 0141')).toBe('+13125550141');
    expect(toE164('+1 312 555 0141')).toBe('+13125550141');
  });
  it('keeps the country of a number written with +', () => {
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
  });
  it('refuses what cannot be dialled', () => {
    expect(toE164('555-0141')).toBeNull();
    expect(toE164('(012) 555-0141')).toBeNull();
    expect(toE164('+0 312')).toBeNull();
    expect(toE164('')).toBeNull();
  });
  it('shows the last four digits', () => {
    expect(lastFourDigits('+1 312 555 0141')).toBe('0141');
  });
});

describe("a consumer's phone number, kept and shown one way", () => {
  it('is kept in E.164 whatever the punctuation, else as typed', () => {
    for (const typed of ['+1 619 555 0201', '(619) 555-0201', '619.555.0201', ' 1 619 555 0201 ']) expect(normalizePhone(typed)).toBe('+16195550201');
    expect(normalizePhone(' 555-0141 ')).toBe('555-0141');
  });
  it('is shown as (619) 555-0201 for a U.S. number, in E.164 for another country, else as kept', () => {
    expect(formatPhone('+16195550201')).toBe('(619) 555-0201');
    expect(formatPhone('+1 619 555 0201')).toBe('(619) 555-0201');
    expect(formatPhone('+442079460958')).toBe('+442079460958');
    expect(formatPhone('555-0141')).toBe('555-0141');
    expect(formatPhone(null)).toBe('');
  });
});
