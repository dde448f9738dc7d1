import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import { consumerPaymentSchema, consumerSchema, referenceNumberField, vendorPaymentSchema } from './payment-forms';
import { SameDayMessages } from './same-day-ach';
import { bankCredentialsSchema, keepsStoredSecret, looksLikePem, SECRET_PLACEHOLDER, wellsFargoSettingsSchema } from './payment-systems';

const firstMessages = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('vendor payment form', () => {
  const schema = vendorPaymentSchema('2026-11-21');
  it('turns dollars into cents and keeps an optional description', () => {
    expect(schema.parse({ vendorId: 'v1', amount: '$1,234.5', dueDate: '2026-11-21' })).toEqual({ vendorId: 'v1', amount: 123450, dueDate: '2026-11-21', description: undefined, sameDayAch: false });
  });
  it('reads the Same Day ACH choice, which needs the due date to be today', () => {
    expect(schema.parse({ vendorId: 'v1', amount: '10', dueDate: '2026-11-21', sameDayAch: 'on' }).sameDayAch).toBe(true);
    expect(firstMessages(schema.safeParse({ vendorId: 'v1', amount: '10', dueDate: '2026-11-23', sameDayAch: 'on' }))).toEqual({ dueDate: SameDayMessages.dueDateNotToday });
    expect(schema.parse({ vendorId: 'v1', amount: '10', dueDate: '2026-11-23' }).sameDayAch).toBe(false);
  });
  it('reports the spec messages field by field', () => {
    expect(firstMessages(schema.safeParse({ vendorId: '', amount: '', dueDate: '' }))).toEqual({ vendorId: Messages.required, amount: Messages.required, dueDate: Messages.required });
    expect(firstMessages(schema.safeParse({ vendorId: 'v', amount: '1.234', dueDate: '2026-11-20' }))).toEqual({ amount: Messages.amountFormat, dueDate: Messages.dueDateInPast });
    expect(firstMessages(schema.safeParse({ vendorId: 'v', amount: '0.00', dueDate: '21-11-2026' }))).toEqual({ amount: Messages.amountPositive, dueDate: Messages.dateFormat });
    expect(firstMessages(schema.safeParse({ vendorId: 'v', amount: '1000000.01', dueDate: '2026-11-22' }))).toEqual({ amount: Messages.amountTooLarge });
  });
});

describe('consumer payment form', () => {
  it('reads the ACH checkbox; a reference takes letters, digits and hyphens as every payment form does, nothing else', () => {
    expect(consumerPaymentSchema.parse({ consumerId: 'c', amount: '25', isACHPayment: 'on' })).toMatchObject({ amount: 2500, isACHPayment: true });
    expect(consumerPaymentSchema.parse({ consumerId: 'c', amount: '25' }).isACHPayment).toBe(false);
    expect(consumerPaymentSchema.parse({ consumerId: 'c', amount: '25', referenceNumber: 'INV-2026-1' }).referenceNumber).toBe('INV-2026-1');
    expect(firstMessages(consumerPaymentSchema.safeParse({ consumerId: 'c', amount: '25', referenceNumber: 'A 1/2' }))).toEqual({ referenceNumber: Messages.collectReferenceFormat });
    expect(referenceNumberField.safeParse('INV-2026-1').success).toBe(true);
  });
});

describe('add consumer form', () => {
  const valid = { firstName: 'A', lastName: 'B', bankName: 'Bank', routingNumber: '122000247', accountNumber: '12345678', accountHolderName: 'A B' };
  it('checks the routing number length before its checksum', () => {
    expect(consumerSchema.safeParse(valid).success).toBe(true);
    expect(firstMessages(consumerSchema.safeParse({ ...valid, routingNumber: '1220002' }))).toEqual({ routingNumber: Messages.routingNumberLength });
    expect(firstMessages(consumerSchema.safeParse({ ...valid, routingNumber: '122000248' }))).toEqual({ routingNumber: Messages.routingNumberChecksum });
    expect(firstMessages(consumerSchema.safeParse({ ...valid, accountNumber: '12', email: 'nope', year: '99' }))).toEqual({
      accountNumber: Messages.accountNumberFormat,
      email: Messages.invalidEmail,
      year: Messages.yearFormat,
    });
  });
});

describe('payment-system settings', () => {
  it('treats only the exact placeholder as "keep the stored secret"', () => {
    expect(keepsStoredSecret(SECRET_PLACEHOLDER)).toBe(true);
    expect(keepsStoredSecret(`${SECRET_PLACEHOLDER} `)).toBe(false);
    expect(keepsStoredSecret('')).toBe(false);
  });
  it('requires client id and secret, and a known Wells Fargo payment type', () => {
    expect(firstMessages(bankCredentialsSchema.safeParse({ clientId: ' ', clientSecret: '' }))).toEqual({ clientId: Messages.required, clientSecret: Messages.required });
    expect(firstMessages(wellsFargoSettingsSchema.safeParse({ gatewayEntityId: 'g', paymentType: 'CASH' }))).toEqual({ paymentType: Messages.required });
  });
  it('recognises PEM text', () => {
    expect(looksLikePem('-----BEGIN CERTIFICATE-----\nabc\n-----END CERTIFICATE-----')).toBe(true);
    expect(looksLikePem('hello')).toBe(false);
  });
});
