import { describe, expect, it } from 'vitest';
import { lastFourDigits, toE164 } from './phone';

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
