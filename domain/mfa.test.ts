import { describe, expect, it } from 'vitest';
import {
  canConfirm,
  codeExpiresAt,
  codeFromPaste,
  codeFromTyping,
  formatCountdown,
  isCompleteCode,
  isExpired,
  maskContact,
  maskEmail,
  maskPhone,
  needsSetupVerification,
  remainingMs,
} from './mfa';
import { MFA_CODE_TTL_MS, SETUP_MFA_ACCESS_MS } from './timings';

describe('masking', () => {
  it('hides the local part of an e-mail', () => {
    expect(maskEmail('secure@northwind.test')).toBe('******@northwind.test');
    expect(maskEmail('a@b.co')).toBe('***@b.co');
    expect(maskEmail('secure@northwind.test')).not.toContain('secure');
  });
  it('shows only the last 4 digits of a phone', () => {
    expect(maskPhone('+1 312 555 0141')).toBe('*******0141');
    expect(maskPhone('(312) 555-0141')).toBe('******0141');
    expect(maskPhone('12')).toBe('**');
  });
  it('masks by preference', () => {
    expect(maskContact('email', 'x@y.test')).toBe('***@y.test');
    expect(maskContact('phoneNumber', '5550141')).toBe('***0141');
  });
});

describe('code format and paste', () => {
  it('accepts exactly six digits', () => {
    expect(isCompleteCode('123456')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '']) expect(isCompleteCode(bad)).toBe(false);
  });
  it('trims pasted text, cuts it to 6 and rejects any non-digit left', () => {
    expect(codeFromPaste('  123456 ')).toBe('123456');
    expect(codeFromPaste('123456789')).toBe('123456');
    expect(codeFromPaste('1234')).toBe('1234');
    expect(codeFromPaste('12 345')).toBeNull();
    expect(codeFromPaste('12a456')).toBeNull();
    expect(codeFromPaste('123456abc')).toBe('123456');
  });
  it('keeps only digits when typing', () => {
    expect(codeFromTyping('1a2b3c4d5e6f7')).toBe('123456');
  });
});

describe('expiry and countdown', () => {
  const issued = new Date('2026-11-21T12:00:00Z');
  const expires = codeExpiresAt(issued);
  it('codes live 10 minutes', () => {
    expect(expires.getTime() - issued.getTime()).toBe(MFA_CODE_TTL_MS);
    expect(isExpired(expires, new Date(expires.getTime() - 1))).toBe(false);
    expect(isExpired(expires, expires)).toBe(true);
  });
  it('counts down as mm:ss and stops at 00:00', () => {
    expect(formatCountdown(remainingMs(expires, issued))).toBe('10:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(400)).toBe('00:01');
    expect(formatCountdown(remainingMs(expires, new Date(expires.getTime() + 5000)))).toBe('00:00');
  });
  it('confirm needs a complete code before expiry', () => {
    const before = new Date(expires.getTime() - 1000);
    expect(canConfirm('123456', expires, before)).toBe(true);
    expect(canConfirm('12345', expires, before)).toBe(false);
    expect(canConfirm('123456', expires, expires)).toBe(false);
  });
});

describe('setup-page verification', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const base = { isMFA: true, role: 'businessOwner', isBusinessRegistered: true, setupExpiredAt: null, now };
  it('asks when MFA is on and there is no fresh verification', () => {
    expect(needsSetupVerification(base)).toBe(true);
    expect(needsSetupVerification({ ...base, setupExpiredAt: new Date(now.getTime() - 1) })).toBe(true);
    expect(needsSetupVerification({ ...base, setupExpiredAt: new Date(now.getTime() + SETUP_MFA_ACCESS_MS) })).toBe(false);
  });
  it('does not ask with MFA off or for owners and employees before registration', () => {
    expect(needsSetupVerification({ ...base, isMFA: false })).toBe(false);
    expect(needsSetupVerification({ ...base, isBusinessRegistered: false })).toBe(false);
    expect(needsSetupVerification({ ...base, role: 'vendorManager', isBusinessRegistered: false })).toBe(true);
  });
});

describe('setup pages', () => {
  it('are the setup, profile and configuration routes of the table', async () => {
    const { ROUTES } = await import('./routes');
    const { isSetupPage } = await import('./mfa');
    const setup = ROUTES.filter(isSetupPage).map((r) => r.path);
    expect(setup).toEqual(expect.arrayContaining(['/bo/setup/profile', '/setup/profile', '/setup/branding', '/pa/setup/service-levels']));
    expect(setup).not.toContain('/bo/executive-dashboard');
    expect(setup).not.toContain('/setup-verification');
  });
});
