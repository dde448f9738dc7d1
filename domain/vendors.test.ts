import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import { addVendorSchema, vendorBankAccountFormSchema, vendorBankDetailsSchema } from './vendors';

const bank = { bankName: 'Lake Bank', routingNumber: '021000021', accountNumber: '000123456789', accountHolderName: 'Acme Paper' };
const errorsOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('vendor bank details', () => {
  it('accepts 4 to 17 digits and trims them', () => {
    expect(vendorBankDetailsSchema.parse({ ...bank, accountNumber: ' 1234 ' }).accountNumber).toBe('1234');
    expect(vendorBankDetailsSchema.safeParse({ ...bank, accountNumber: '12345678901234567' }).success).toBe(true);
  });

  it.each(['123', '123456789012345678', '12AB5678', '1234-5678'])('refuses %s with the digits message', (accountNumber) => {
    expect(errorsOf(vendorBankDetailsSchema.safeParse({ ...bank, accountNumber })).accountNumber).toBe(Messages.accountNumberDigits);
  });

  it('says Required for an empty account number, and reuses the routing checksum', () => {
    expect(errorsOf(vendorBankDetailsSchema.safeParse({ ...bank, accountNumber: '' })).accountNumber).toBe(Messages.required);
    expect(errorsOf(vendorBankDetailsSchema.safeParse({ ...bank, routingNumber: '021000022' })).routingNumber).toBe(Messages.routingNumberChecksum);
    expect(errorsOf(vendorBankDetailsSchema.safeParse({ ...bank, routingNumber: '02100002' })).routingNumber).toBe(Messages.routingNumberLength);
  });
});

describe('account number entered twice', () => {
  it('passes when both match and names the confirmation field when they differ', () => {
    expect(vendorBankAccountFormSchema.safeParse({ ...bank, confirmAccountNumber: bank.accountNumber }).success).toBe(true);
    expect(errorsOf(vendorBankAccountFormSchema.safeParse({ ...bank, confirmAccountNumber: '000123456780' }))).toEqual({ confirmAccountNumber: Messages.accountNumbersMismatch });
    expect(errorsOf(vendorBankAccountFormSchema.safeParse({ ...bank, confirmAccountNumber: '' })).confirmAccountNumber).toBe(Messages.required);
  });
});

describe('add vendor', () => {
  const vendor = { name: 'Pier Nine Ropes', email: 'ap@piernine.test', address: '9 Pier Rd', city: 'Seattle', state: 'WA', zipcode: '98101' };
  it('with bank details needs them, confirmed', () => {
    expect(addVendorSchema.safeParse({ bankDetailsBy: 'enter', ...vendor, ...bank, confirmAccountNumber: bank.accountNumber }).success).toBe(true);
    const missing = errorsOf(addVendorSchema.safeParse({ bankDetailsBy: 'enter', ...vendor }));
    expect(missing).toMatchObject({ bankName: Messages.required, routingNumber: Messages.required, accountNumber: Messages.required });
    expect(errorsOf(addVendorSchema.safeParse({ bankDetailsBy: 'enter', ...vendor, ...bank, confirmAccountNumber: '1111' })).confirmAccountNumber).toBe(Messages.accountNumbersMismatch);
  });
  it('with an invitation needs no bank details, but the vendor fields stay required', () => {
    expect(addVendorSchema.safeParse({ bankDetailsBy: 'invite', ...vendor }).success).toBe(true);
    expect(errorsOf(addVendorSchema.safeParse({ bankDetailsBy: 'invite', ...vendor, city: ' ', email: 'nope' }))).toEqual({ city: Messages.required, email: Messages.invalidEmail });
  });
});
