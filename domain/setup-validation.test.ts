import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  LOGO_MAX_BYTES,
  acumaticaSchema,
  accountingSystemSchema,
  addressSchema,
  approvalSchema,
  bankAccountSchema,
  brandingSchema,
  checkLogoFile,
  emailSettingsSchema,
  formLevelMessage,
  paymentTimeSchema,
  sniffLogoType,
} from './setup-validation';

function errors(result: { success: boolean; error?: { issues: { message: string; path: (string | number)[] }[] } }) {
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

const address = { name: 'Harbor Freightways', zipcode: '98101', address: '1 Pier Rd', city: 'Seattle', state: 'WA' };

describe('address form', () => {
  it('needs the name and every location part but address2', () => {
    expect(errors(addressSchema.safeParse({}))).toMatchObject({
      name: Messages.required,
      zipcode: Messages.required,
      address: Messages.required,
      city: Messages.required,
      state: Messages.required,
    });
    expect(addressSchema.safeParse(address).success).toBe(true);
  });
  it('keeps the name under 100 characters and checks the ZIP code', () => {
    expect(errors(addressSchema.safeParse({ ...address, name: 'x'.repeat(100) }))).toEqual({ name: Messages.nameTooLong });
    expect(errors(addressSchema.safeParse({ ...address, zipcode: '9810' }))).toEqual({ zipcode: Messages.setupZipcodeFormat });
    expect(addressSchema.parse({ ...address, zipcode: '98101-1234' }).zipcode).toBe('98101-1234');
  });
  it('stores the two-letter state code, refuses an empty State (never Alabama), and defaults the country', () => {
    expect(addressSchema.parse({ ...address, state: 'washington' }).state).toBe('WA');
    // A name of no state still falls back to the list's first entry (spec §3); an empty one is asked for.
    expect(addressSchema.parse({ ...address, state: 'Atlantis' }).state).toBe('AL');
    for (const state of [undefined, '', '  ']) expect(errors(addressSchema.safeParse({ ...address, state }))).toEqual({ state: Messages.required });
    expect(addressSchema.parse(address).country).toBe('United States');
    expect(addressSchema.parse({ ...address, country: 'Canada' }).country).toBe('Canada');
  });
  it('takes the TIN/EIN in the three accepted forms only', () => {
    for (const tin of ['123-45-6789', '12-3456789', '123456789', '', undefined]) {
      expect(addressSchema.safeParse({ ...address, tinOrEinNumber: tin }).success).toBe(true);
    }
    for (const tin of ['12345678', '1234-56789', '12-345678a']) {
      expect(errors(addressSchema.safeParse({ ...address, tinOrEinNumber: tin }))).toEqual({ tinOrEinNumber: Messages.tinFormat });
    }
    expect(addressSchema.parse({ ...address, tinOrEinNumber: '' }).tinOrEinNumber).toBeNull();
  });
});

describe('bank account form', () => {
  const account = { bankName: 'Puget Sound Bank', routingNumber: '021000021', accountNumber: '000123456789', accountHolderName: 'Harbor Freightways' };
  it('checks required fields, the routing number and the account number', () => {
    expect(errors(bankAccountSchema.safeParse({}))).toMatchObject({ bankName: Messages.required, routingNumber: Messages.required, accountNumber: Messages.required, accountHolderName: Messages.required });
    expect(errors(bankAccountSchema.safeParse({ ...account, routingNumber: '12345' }))).toEqual({ routingNumber: Messages.routingNumberLength });
    expect(errors(bankAccountSchema.safeParse({ ...account, routingNumber: '021000022' }))).toEqual({ routingNumber: Messages.routingNumberChecksum });
    expect(errors(bankAccountSchema.safeParse({ ...account, accountNumber: '1234-5678' }))).toEqual({ accountNumber: Messages.latinOnly });
    expect(errors(bankAccountSchema.safeParse({ ...account, accountNumber: '123' }))).toEqual({ accountNumber: Messages.setupAccountNumberFormat });
  });
  it('defaults the account type to checking and refuses other types', () => {
    expect(bankAccountSchema.parse(account).accountType).toBe('checking');
    expect(bankAccountSchema.parse({ ...account, accountType: 'savings' }).accountType).toBe('savings');
    expect(errors(bankAccountSchema.safeParse({ ...account, accountType: 'brokerage' }))).toEqual({ accountType: Messages.setupAccountType });
  });
});

describe('small setup forms', () => {
  it('reads checkboxes as on when ticked and off when absent', () => {
    expect(approvalSchema.parse({ isPaymentsApproved: 'on' }).isPaymentsApproved).toBe(true);
    expect(approvalSchema.parse({}).isPaymentsApproved).toBe(false);
    expect(emailSettingsSchema.parse({ emailSettings: 'on' }).emailSettings).toBe(true);
    expect(emailSettingsSchema.parse({}).emailSettings).toBe(false);
  });
  it('takes a payment time as HH:mm in a listed zone', () => {
    expect(paymentTimeSchema.safeParse({ time: '09:30', timeZone: 'America/Los_Angeles' }).success).toBe(true);
    expect(errors(paymentTimeSchema.safeParse({ time: '', timeZone: 'UTC' }))).toEqual({ time: Messages.required });
    expect(errors(paymentTimeSchema.safeParse({ time: '25:00', timeZone: 'UTC' }))).toEqual({ time: Messages.setupTimeFormat });
    expect(errors(paymentTimeSchema.safeParse({ time: '09:00', timeZone: 'Mars/Olympus' }))).toEqual({ timeZone: Messages.setupTimeZone });
  });
  it('takes only catalogue systems whose feature flag is on', () => {
    expect(accountingSystemSchema.safeParse({ system: 'quickBooks' }).success).toBe(true);
    expect(accountingSystemSchema.safeParse({ system: 'acumatica' }).success).toBe(true);
    expect(errors(accountingSystemSchema.safeParse({ system: 'cdr' }))).toEqual({ system: Messages.setupUnknownAccountingSystem });
    expect(errors(accountingSystemSchema.safeParse({ system: 'oracle' }))).toEqual({ system: Messages.setupUnknownAccountingSystem });
  });
  it('checks the Acumatica address and hash', () => {
    expect(acumaticaSchema.parse({ url: 'https://erp.harbor.test/', hash: '' })).toEqual({ url: 'https://erp.harbor.test/', hash: null });
    expect(errors(acumaticaSchema.safeParse({ url: 'http://erp.harbor.test' }))).toEqual({ url: Messages.setupUrlFormat });
    expect(errors(acumaticaSchema.safeParse({ url: '' }))).toEqual({ url: Messages.required });
    expect(errors(acumaticaSchema.safeParse({ url: 'https://erp.harbor.test', hash: 'abc-123' }))).toEqual({ hash: Messages.latinOnly });
  });
  it('limits the branding description', () => {
    expect(brandingSchema.parse({ description: '  ' }).description).toBeNull();
    expect(errors(brandingSchema.safeParse({ description: 'x'.repeat(1001) }))).toEqual({ description: Messages.setupDescriptionTooLong });
  });
});

describe('form-level messages', () => {
  it('asks for the required fields when one is empty, otherwise to fill the form correctly', () => {
    expect(formLevelMessage({ name: [Messages.required], zipcode: [Messages.setupZipcodeFormat] })).toBe(Messages.formRequired);
    expect(formLevelMessage({ zipcode: [Messages.setupZipcodeFormat] })).toBe(Messages.formIncorrect);
    expect(formLevelMessage({ name: Messages.required })).toBe(Messages.formRequired);
  });
});

describe('logo files', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
  const svg = new TextEncoder().encode('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  it('recognises PNG, JPEG and SVG by their content', () => {
    expect(sniffLogoType(png)).toBe('image/png');
    expect(sniffLogoType(jpeg)).toBe('image/jpeg');
    expect(sniffLogoType(svg)).toBe('image/svg+xml');
    expect(sniffLogoType(new TextEncoder().encode('<html><svg></svg></html>'))).toBeNull();
    expect(sniffLogoType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });
  it('refuses empty, oversize and other files', () => {
    expect(checkLogoFile(new Uint8Array())).toEqual({ ok: false, message: Messages.setupLogoRequired });
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set(png);
    expect(checkLogoFile(big)).toEqual({ ok: false, message: Messages.setupLogoTooLarge });
    expect(checkLogoFile(new TextEncoder().encode('GIF89a'))).toEqual({ ok: false, message: Messages.setupLogoType });
    expect(checkLogoFile(png)).toEqual({ ok: true, contentType: 'image/png' });
  });
});

describe('the suggested payment time zone', () => {
  it('follows the business address state (not UTC for a Washington business)', async () => {
    const { timeZoneOfState } = await import('./setup-validation');
    expect(timeZoneOfState('WA')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('il')).toBe('America/Chicago');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState('')).toBeNull();
    expect(timeZoneOfState(null)).toBeNull();
    expect(timeZoneOfState('ZZ')).toBeNull();
  });
});
