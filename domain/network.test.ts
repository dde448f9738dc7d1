import { firstFieldErrors } from './field-errors';
import { describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import { Messages } from './messages';
import {
  bankUserInviteFormSchema,
  businessRegistrationSchema,
  businessTargetSchema,
  consumerRegistrationSchema,
  customerRegistrationSchema,
  employeeInviteSchema,
  employeeRegistrationSchema,
  invalidInvitationMessage,
  invitationPath,
  registrationDefaults,
  vendorRegistrationSchema,
} from './network';

const account = { firstName: 'Nia', lastName: 'Park', email: 'nia@example.test', password: 'Welcome2026x', confirmPassword: 'Welcome2026x' };
const errorsOf = (result: { success: boolean; error?: ZodError }) => (result.success || !result.error ? {} : firstFieldErrors(result.error));

describe('kinds, pages and links', () => {
  it('an invitation link names its registration page and escapes the token', () => {
    expect(invitationPath('employee', 'a b')).toBe('/registration/businessEmployee?token=a%20b');
  });

  it('a bad link says the spec text; customer and consumer links say the customer one', () => {
    expect(invalidInvitationMessage('employee')).toBe('Invalid connection invitation value');
    expect(invalidInvitationMessage('bankUser')).toBe('Invalid connection invitation value');
    expect(invalidInvitationMessage('customer')).toBe('Customer invitation is not found');
    expect(invalidInvitationMessage('consumer')).toBe('Customer invitation is not found');
  });
});

describe('validation messages', () => {
  it('invite: required names, valid e-mail', () => {
    expect(errorsOf(employeeInviteSchema.safeParse({ firstName: ' ', lastName: 'x'.repeat(100), email: 'nope' }))).toEqual({
      firstName: Messages.required,
      lastName: Messages.nameTooLong,
      email: Messages.invalidEmail,
    });
  });

  it('business owner invite: business name and e-mail required; state, zipcode and tags normalised', () => {
    expect(errorsOf(businessTargetSchema.safeParse({ name: '', email: 'x', zipcode: '123' }))).toEqual({
      name: Messages.required,
      email: Messages.invalidEmail,
      zipcode: Messages.setupZipcodeFormat,
    });
    const ok = businessTargetSchema.parse({ name: 'Granite', email: 'o@granite.test', state: 'Colorado', tags: 'a, b,,c' });
    expect(ok).toMatchObject({ state: 'CO', tags: ['a', 'b', 'c'] });
  });

  it('bank user invite form: an existing bank, or the name of a new one', () => {
    const person = { firstName: 'Pat', lastName: 'Lane', email: 'pat@bank.test' };
    expect(errorsOf(bankUserInviteFormSchema.safeParse({ ...person, bank: '' }))).toEqual({ name: Messages.required });
    expect(bankUserInviteFormSchema.safeParse({ ...person, bank: '7f1c0000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(bankUserInviteFormSchema.parse({ ...person, name: 'Prairie Savings' })).toMatchObject({ name: 'Prairie Savings', role: 'bankUserOwner' });
  });

  it('account: new-password rules and matching passwords', () => {
    expect(errorsOf(employeeRegistrationSchema.safeParse({ ...account, password: 'weakpass', confirmPassword: 'weakpass' })).password).toBe(Messages.newPasswordRules);
    expect(errorsOf(employeeRegistrationSchema.safeParse({ ...account, confirmPassword: 'Other2026x' })).confirmPassword).toBe(Messages.passwordsMustMatch);
    expect(employeeRegistrationSchema.safeParse(account).success).toBe(true);
  });

  it('vendor: name, address, city, state, zipcode and bank details with the routing checksum', () => {
    const errors = errorsOf(vendorRegistrationSchema.safeParse({ ...account, routingNumber: '123456789' }));
    expect(errors).toMatchObject({ name: Messages.required, address: Messages.required, city: Messages.required, state: Messages.required, zipcode: Messages.required, bankName: Messages.required, routingNumber: Messages.routingNumberChecksum, accountNumber: Messages.required });
    // An empty State is refused, never made Alabama (a blank or a space alike).
    expect(errorsOf(vendorRegistrationSchema.safeParse({ ...account, state: ' ' })).state).toBe(Messages.required);
    expect(errorsOf(vendorRegistrationSchema.safeParse({ ...account, routingNumber: '12345' })).routingNumber).toBe(Messages.routingNumberLength);
  });

  it("business: name, location, phone and bank account; a bank API's client id and secret only together, never required", () => {
    const errors = errorsOf(businessRegistrationSchema.safeParse(account));
    expect(Object.keys(errors).sort()).toEqual(['accountNumber', 'address', 'bankName', 'city', 'name', 'phoneNumber', 'routingNumber', 'state', 'zipcode']);
    const base = { ...account, name: 'Sunrise', address: '1 Main', city: 'Austin', state: 'texas', zipcode: '73301', phoneNumber: '+1 512 555 0101', bankName: 'BofA', routingNumber: '122000247', accountNumber: '12345678' };
    const ok = businessRegistrationSchema.safeParse(base);
    expect(ok.success && ok.data).toMatchObject({ state: 'TX' });
    expect(errorsOf(businessRegistrationSchema.safeParse({ ...base, clientId: 'c' }))).toEqual({ clientSecret: Messages.required });
    expect(errorsOf(businessRegistrationSchema.safeParse({ ...base, clientSecret: 's' }))).toEqual({ clientId: Messages.required });
    const withApi = businessRegistrationSchema.safeParse({ ...base, clientId: 'c', clientSecret: 's' });
    expect(withApi.success && withApi.data).toMatchObject({ paymentSystem: 'bankOfAmerica', clientId: 'c' });
  });

  it('customer: unknown states fall back to the first of the list', () => {
    const ok = customerRegistrationSchema.safeParse({ ...account, name: 'C', address: 'a', city: 'c', state: 'Atlantis', zipcode: '12345', phoneNumber: '5551234567' });
    expect(ok.success && ok.data.state).toBe('AL');
  });

  it('consumer: bank details only when there is an initial payment', () => {
    const consumer = { firstName: 'Lena', lastName: 'Cruz', email: 'lena@example.test' };
    const free = consumerRegistrationSchema.safeParse(consumer);
    expect(free.success && free.data.initialPayment).toBe(0);
    expect(errorsOf(consumerRegistrationSchema.safeParse({ ...consumer, initialPayment: '12.50' }))).toMatchObject({ bankName: Messages.required, routingNumber: Messages.required });
    expect(errorsOf(consumerRegistrationSchema.safeParse({ ...consumer, initialPayment: 'ten' })).initialPayment).toBe(Messages.amountFormat);
    const paid = consumerRegistrationSchema.safeParse({ ...consumer, initialPayment: '12.50', bankName: 'Chase', routingNumber: '122000247', accountNumber: '5550123', accountHolderName: 'Lena Cruz' });
    expect(paid.success && paid.data.initialPayment).toBe(1250);
  });
});

describe('defaults filled from the invitation target', () => {
  it('copies the invited person and business, and leaves blanks blank', () => {
    const invitation = { email: 'fleet@coastal.test', firstName: 'Gus', targetBusinessInfo: { name: 'Coastal Fleet', location: { city: 'San Diego', state: 'California' } } };
    expect(registrationDefaults('customer', invitation)).toEqual({ email: 'fleet@coastal.test', firstName: 'Gus', lastName: '', phoneNumber: '', name: 'Coastal Fleet', address: '', city: 'San Diego', state: 'CA', zipcode: '' });
    // No state in the invitation: none chosen for the person (the select asks), never Alabama.
    expect(registrationDefaults('businessOwner', null)).toMatchObject({ email: '', paymentSystem: 'bankOfAmerica', state: '' });
    expect(registrationDefaults('vendor', { email: 'v@x.test', targetBusinessInfo: { name: 'Acme', location: { address: '1 Main', city: 'Austin', zipcode: '73301' } } })).toMatchObject({ address: '1 Main', city: 'Austin', state: '', zipcode: '73301' });
    expect(registrationDefaults('bankUser', { email: 'x@y.test', bankName: 'Prairie Savings' }).name).toBe('Prairie Savings');
    expect(registrationDefaults('consumer', { email: 'l@c.test', year: 2019, initialPayment: 4550 })).toMatchObject({ year: '2019', initialPayment: '45.50' });
    expect(registrationDefaults('employee', { email: 'e@x.test' })).toEqual({ email: 'e@x.test', firstName: '', lastName: '', phoneNumber: '' });
  });
});
