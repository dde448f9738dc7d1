import { describe, expect, it } from 'vitest';
import { CHANGE_CODES, describeCorrection, parseCorrection, RETURN_REASONS, returnReason } from './ach-returns';

describe('return reasons', () => {
  it('name every common return code in plain English', () => {
    for (const code of ['R01', 'R02', 'R03', 'R04', 'R10', 'R29']) expect(RETURN_REASONS[code]).toMatch(/^[A-Z].+\.$/);
    expect(returnReason('R01')).toContain('Insufficient funds');
    expect(returnReason('R99')).toBe('Returned by the bank with code R99.');
  });
});

describe('notifications of change', () => {
  it('read the corrected data of each change code', () => {
    expect(parseCorrection('C01', '123456789012')).toEqual({ accountNumber: '123456789012' });
    expect(parseCorrection('C02', '021000021')).toEqual({ routingNumber: '021000021' });
    expect(parseCorrection('C03', '021000021   5550001112')).toEqual({ routingNumber: '021000021', accountNumber: '5550001112' });
    expect(parseCorrection('C05', '32')).toEqual({ accountType: 'savings' });
    expect(parseCorrection('C06', '5550001112          27')).toEqual({ accountNumber: '5550001112', accountType: 'checking' });
    expect(parseCorrection('C07', '0210000215550001112       32')).toEqual({ routingNumber: '021000021', accountNumber: '5550001112', accountType: 'savings' });
  });
  it('refuse unreadable data and unknown codes', () => {
    expect(parseCorrection('C02', '02100')).toBeNull();
    expect(parseCorrection('C05', '99')).toBeNull();
    expect(parseCorrection('C09', '123')).toBeNull();
    for (const code of Object.keys(CHANGE_CODES)) expect(parseCorrection(code, '')).toBeNull();
  });
  it('describe a correction without the full account number', () => {
    expect(describeCorrection('C01', { accountNumber: '123456789012' })).toBe('C01 Incorrect account number: account number corrected to ••••9012');
  });
});
