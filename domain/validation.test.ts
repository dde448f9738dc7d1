import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  changePasswordSchema,
  isLatinAlphanumeric,
  isPresent,
  isStrongPassword,
  isValidRoutingChecksum,
  isValidTin,
  loginSchema,
  nameField,
  routingNumberField,
  routingNumberOf,
  withinLength,
} from './validation';

function messages(result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) {
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('required and length helpers', () => {
  it('treats blank strings as missing and other values by truthiness', () => {
    expect(isPresent('  ')).toBe(false);
    expect(isPresent(' a ')).toBe(true);
    expect(isPresent(0)).toBe(false);
    expect(isPresent(true)).toBe(true);
  });
  it('accepts empty or short values for the max length helper', () => {
    expect(withinLength('', 3)).toBe(true);
    expect(withinLength(undefined, 3)).toBe(true);
    expect(withinLength('abc', 3)).toBe(true);
    expect(withinLength('abcd', 3)).toBe(false);
  });
  it('keeps names required and under 100 characters', () => {
    expect(messages(nameField.safeParse(''))).toEqual([`: ${Messages.required}`]);
    expect(nameField.safeParse('x'.repeat(99)).success).toBe(true);
    expect(nameField.safeParse('x'.repeat(100)).success).toBe(false);
  });
});

describe('login form', () => {
  it('needs a valid e-mail and a password of at least 6 characters', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'secret1' }))).toEqual([
      `email: ${Messages.invalidEmail}`,
    ]);
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      `email: ${Messages.required}`,
      `password: ${Messages.required}`,
    ]);
    expect(messages(loginSchema.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual([
      `password: ${Messages.loginPasswordMin}`,
    ]);
    expect(loginSchema.safeParse({ email: ' a@b.co ', password: '123456' }).success).toBe(true);
  });
});

describe('new passwords', () => {
  it('need 8 characters with a number and both cases', () => {
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword('Abcdef1')).toBe(false);
    expect(isStrongPassword('abcdefg1')).toBe(false);
    expect(isStrongPassword('ABCDEFG1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });
  it('must match the confirmation and differ from the old one', () => {
    expect(
      messages(changePasswordSchema.safeParse({ currentPassword: 'Old#pass1', newPassword: 'weak', confirmPassword: 'weak' })),
    ).toEqual([`newPassword: ${Messages.newPasswordRules}`]);
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'Old#pass1', newPassword: 'New#pass1', confirmPassword: 'New#pass2' }),
      ),
    ).toEqual([`confirmPassword: ${Messages.passwordsMustMatch}`]);
    expect(
      messages(
        changePasswordSchema.safeParse({ currentPassword: 'Same#pass1', newPassword: 'Same#pass1', confirmPassword: 'Same#pass1' }),
      ),
    ).toEqual([`newPassword: ${Messages.newPasswordSameAsOld}`]);
  });
});

describe('bank and tax identifiers', () => {
  it('accepts the three TIN/EIN forms only', () => {
    for (const ok of ['123-45-6789', '12-3456789', '123456789']) expect(isValidTin(ok)).toBe(true);
    for (const bad of ['12-345-6789', '1234567890', '12345678', '12-34567a9']) expect(isValidTin(bad)).toBe(false);
  });
  it('checks the ABA routing checksum with weights 3, 7, 1', () => {
    expect(isValidRoutingChecksum('011000015')).toBe(true); // Federal Reserve Bank of Boston
    expect(isValidRoutingChecksum('000000000')).toBe(false); // passes the checksum, names no bank
    expect(isValidRoutingChecksum('021000021')).toBe(true); // JPMorgan Chase
    expect(isValidRoutingChecksum('021000022')).toBe(false);
  });
  it("rebuilds a routing number from a NACHA record's 8-digit identification", () => {
    for (const routing of ['011000015', '021000021', '071000013', '084000026', '122000247', '026009593']) expect(routingNumberOf(routing.slice(0, 8))).toBe(routing);
  });
  it('reports the length first, then the checksum', () => {
    expect(messages(routingNumberField.safeParse('12345'))).toEqual([`: ${Messages.routingNumberLength}`]);
    expect(messages(routingNumberField.safeParse('021000022'))).toEqual([`: ${Messages.routingNumberChecksum}`]);
    expect(messages(routingNumberField.safeParse(''))).toEqual([`: ${Messages.required}`]);
  });
  it('allows only Latin letters and numbers where asked', () => {
    expect(isLatinAlphanumeric('Abc123')).toBe(true);
    expect(isLatinAlphanumeric('Ábc')).toBe(false);
    expect(isLatinAlphanumeric('a b')).toBe(false);
  });
});
