import { describe, expect, it } from 'vitest';
import { Messages } from './messages';
import {
  checkboxField,
  chooseServiceLevelSchema,
  formLevelMessage,
  goLiveDateSchema,
  invalidAmount,
  invalidDate,
  invalidDuration,
  isIsoDate,
  productFormSchema,
  productInputSchema,
  serviceLevelFormSchema,
  serviceLevelInputSchema,
  subscriptionTermsSchema,
  termMonths,
} from './subscription-validation';

const form = {
  name: 'Freight',
  shortDescription: ' For carriers ',
  description: '',
  active: 'on',
  tags: 'freight, carriers, freight,',
  initialTermDuration: '12',
  initialTermUnit: 'month',
  initialTermPrice: '1,990.00',
  renewalTermDuration: '1',
  renewalTermUnit: 'year',
  renewalTermPrice: '$1790.5',
};

const errorsOf = (result: { success: boolean; error?: { issues: { path: (string | number)[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('service level form', () => {
  it('turns dollars into cents, checkboxes into booleans and tags into a list', () => {
    expect(serviceLevelFormSchema.parse(form)).toEqual({
      name: 'Freight',
      shortDescription: 'For carriers',
      description: null,
      active: true,
      tags: ['freight', 'carriers'],
      initialTerm: { duration: 12, unit: 'month', price: 199_000 },
      renewalTerm: { duration: 1, unit: 'year', price: 179_050 },
    });
    expect(serviceLevelFormSchema.parse({ ...form, active: undefined }).active).toBe(false);
  });

  it('requires every term field and the name', () => {
    const errors = errorsOf(serviceLevelFormSchema.safeParse({ ...form, name: ' ', initialTermDuration: '', renewalTermUnit: undefined, renewalTermPrice: '' }));
    expect(errors).toEqual({
      name: Messages.required,
      initialTermDuration: Messages.required,
      renewalTermUnit: Messages.required,
      renewalTermPrice: Messages.required,
    });
  });

  it('keeps names under 100 characters', () => {
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, name: 'x'.repeat(100) }))).toEqual({ name: Messages.nameTooLong });
    expect(serviceLevelFormSchema.safeParse({ ...form, name: 'x'.repeat(99) }).success).toBe(true);
  });

  it('refuses amounts that are not dollars, and terms beyond ten years', () => {
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, initialTermPrice: '12.345' }))).toEqual({ initialTermPrice: invalidAmount });
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, initialTermPrice: '-5' }))).toEqual({ initialTermPrice: invalidAmount });
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, renewalTermDuration: '11', renewalTermUnit: 'year' }))).toEqual({ renewalTermDuration: invalidDuration });
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, initialTermDuration: '0' }))).toEqual({ initialTermDuration: invalidDuration });
    expect(errorsOf(serviceLevelFormSchema.safeParse({ ...form, initialTermUnit: 'week' }))).toEqual({ initialTermUnit: Messages.required });
  });

  it('the API input schema checks the same rules on cents', () => {
    const input = serviceLevelFormSchema.parse(form);
    expect(serviceLevelInputSchema.parse({ ...input, tags: [' a ', 'a', ''] }).tags).toEqual(['a']);
    expect(errorsOf(serviceLevelInputSchema.safeParse({ ...input, initialTerm: { duration: 1, unit: 'month', price: 1.5 } }))).toHaveProperty(['initialTerm.price']);
    expect(errorsOf(serviceLevelInputSchema.safeParse({ ...input, renewalTerm: { duration: 121, unit: 'month', price: 1 } }))).toEqual({ 'renewalTerm.duration': invalidDuration });
  });
});

describe('product form', () => {
  it('reads name, price in dollars, description and active', () => {
    expect(productFormSchema.parse({ name: 'Audit', price: '25', description: 'x', active: 'on' })).toEqual({ name: 'Audit', price: 2_500, description: 'x', active: true });
    expect(errorsOf(productFormSchema.safeParse({ name: '', price: 'ten' }))).toEqual({ name: Messages.required, price: invalidAmount });
    expect(productInputSchema.safeParse({ name: 'A', price: -1 }).success).toBe(false);
  });
});

describe('business subscription forms', () => {
  it('needs a service level to choose', () => {
    expect(errorsOf(chooseServiceLevelSchema.safeParse({ serviceLevelId: '' }))).toEqual({ serviceLevelId: Messages.required });
  });

  it('needs both terms and legal ticked', () => {
    expect(subscriptionTermsSchema.parse({ termsAccepted: 'on', legalAccepted: 'on' })).toEqual({ termsAccepted: true, legalAccepted: true });
    expect(errorsOf(subscriptionTermsSchema.safeParse({ termsAccepted: 'on' }))).toEqual({ legalAccepted: Messages.required });
  });

  it('takes a go-live date that exists', () => {
    expect(goLiveDateSchema.parse({ goLiveDate: '2026-12-01' })).toEqual({ goLiveDate: '2026-12-01' });
    expect(errorsOf(goLiveDateSchema.safeParse({ goLiveDate: '' }))).toEqual({ goLiveDate: Messages.required });
    expect(errorsOf(goLiveDateSchema.safeParse({ goLiveDate: '2026-02-30' }))).toEqual({ goLiveDate: invalidDate });
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('12-01-2026')).toBe(false);
  });

  it('reads checkboxes', () => {
    expect(checkboxField.parse('on')).toBe(true);
    expect(checkboxField.parse(undefined)).toBe(false);
    expect(checkboxField.parse('false')).toBe(false);
  });
});

describe('form-level messages', () => {
  it('says required fields are missing before anything else', () => {
    expect(formLevelMessage({ name: [Messages.required], price: [invalidAmount] })).toBe(Messages.formRequired);
    expect(formLevelMessage({ price: invalidAmount })).toBe(Messages.formIncorrect);
    expect(formLevelMessage({})).toBeNull();
  });
});

describe('termMonths', () => {
  it('counts a year as twelve months', () => {
    expect(termMonths(2, 'year')).toBe(24);
    expect(termMonths(3, 'month')).toBe(3);
  });
});
