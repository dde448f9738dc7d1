import { describe, expect, it } from 'vitest';
import {
  collectFormSchema,
  collectItemProblems,
  collectionFailureReason,
  collectionItemKey,
  collectionTypeLabel,
  collectionTypeOf,
  consumerRefusal,
  customerRefusal,
  parsePayer,
} from './collections';
import { Messages } from './messages';

const BIZ = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

describe('collectionTypeOf', () => {
  it('derives the type from the payer: a consumer, or a customer business', () => {
    expect(collectionTypeOf({ kind: 'instantCollection', consumerId: 'c', recipientBusinessId: null })).toBe('instantCollection');
    expect(collectionTypeOf({ kind: 'instantCollection', consumerId: null, recipientBusinessId: OTHER })).toBe('instantCollectionForCustomer');
    expect(collectionTypeOf({ kind: 'vendor', consumerId: null, recipientBusinessId: OTHER })).toBeNull();
    expect(collectionTypeOf({ kind: 'onDemand', consumerId: 'c' })).toBeNull();
  });
  it('labels it in words, never the enum', () => {
    expect(collectionTypeLabel('instantCollection')).toBe('From a consumer');
    expect(collectionTypeLabel('instantCollectionForCustomer')).toBe('From a customer business');
    expect(collectionTypeLabel(null)).toBe('');
    expect(collectionTypeLabel('vendor')).toBe('');
  });
});

describe('who may be collected from', () => {
  const active = { businessId: BIZ, processStatus: 'active', hasBankAccount: true };
  it('an active consumer of the business with a bank account', () => {
    expect(consumerRefusal(active, BIZ)).toBeNull();
  });
  it("refuses another business's consumer like an unknown one", () => {
    expect(consumerRefusal(active, OTHER)).toBe(Messages.consumerNotFound);
    expect(consumerRefusal(null, BIZ)).toBe(Messages.consumerNotFound);
  });
  it('refuses a consumer who is not enabled, then one without a bank account', () => {
    expect(consumerRefusal({ ...active, processStatus: 'pending' }, BIZ)).toBe(Messages.consumerNotEnabled);
    expect(consumerRefusal({ ...active, processStatus: 'pending', hasBankAccount: false }, BIZ)).toBe(Messages.consumerNotEnabled);
    expect(consumerRefusal({ ...active, hasBankAccount: false }, BIZ)).toBe(Messages.consumerNoBankAccount);
  });
  it("a customer: 'Business is not connected.' without an accepted connection", () => {
    expect(customerRefusal({ connected: false, hasBankAccount: true })).toBe('Business is not connected.');
    expect(customerRefusal({ connected: true, hasBankAccount: false })).toBe(Messages.customerNoBankAccount);
    expect(customerRefusal({ connected: true, hasBankAccount: true })).toBeNull();
  });
});

describe('the collect request', () => {
  it('gives each item its own key from the request key, stable across a retry', () => {
    expect(collectionItemKey('abc', 0)).toBe('abc:0');
    expect(collectionItemKey('abc', 0)).toBe(collectionItemKey('abc', 0));
    expect(collectionItemKey('abc', 1)).not.toBe(collectionItemKey('abc', 0));
  });
  it('checks one item: exactly one payer, cents above zero, the phone number only for a consumer', () => {
    expect(collectItemProblems({ consumerId: 'c', amount: 100 })).toEqual({});
    expect(collectItemProblems({ amount: 100 })).toHaveProperty('payer');
    expect(collectItemProblems({ consumerId: 'c', customerBusinessId: 'b', amount: 100 })).toHaveProperty('payer');
    expect(collectItemProblems({ consumerId: 'c', amount: 0 })).toHaveProperty('amount');
    expect(collectItemProblems({ consumerId: 'c', amount: 1.5 })).toHaveProperty('amount');
    expect(collectItemProblems({ customerBusinessId: 'b', amount: 100, phoneNumber: '+1 619 555 0100' })).toHaveProperty('phoneNumber');
    expect(collectItemProblems({ consumerId: 'c', amount: 100, phoneNumber: 'call me' })).toEqual({ phoneNumber: Messages.phoneFormat });
    expect(collectItemProblems({ consumerId: 'c', amount: 100, referenceNumber: 'RO 1' })).toEqual({ referenceNumber: Messages.collectReferenceFormat });
  });
  it('the form: payers, a dollar amount in cents, optional reference, description and phone', () => {
    const ok = collectFormSchema.safeParse({ idempotencyKey: 'a'.repeat(20), payers: [`consumer:${BIZ}`, `customer:${OTHER}`], amount: '1,250.50', referenceNumber: 'RO-7' });
    expect(ok.success && ok.data).toMatchObject({ amount: 125_050, referenceNumber: 'RO-7' });
    expect(ok.success && [ok.data.description, ok.data.phoneNumber]).toEqual([undefined, undefined]);
    const none = collectFormSchema.safeParse({ idempotencyKey: 'a'.repeat(20), payers: [], amount: '5' });
    expect(none.success).toBe(false);
    expect(!none.success && none.error.issues[0].message).toBe(Messages.selectPayers);
    expect(collectFormSchema.safeParse({ idempotencyKey: 'a'.repeat(20), payers: ['vendor:x'], amount: '5' }).success).toBe(false);
  });
  it('reads a payer field', () => {
    expect(parsePayer(`consumer:${BIZ}`)).toEqual({ kind: 'consumer', consumerId: BIZ });
    expect(parsePayer(`customer:${OTHER}`)).toEqual({ kind: 'customer', customerBusinessId: OTHER });
    expect(parsePayer('customer:nope')).toBeNull();
  });
});

describe('collectionFailureReason', () => {
  it("says a return's reason in plain words, else the engine's message", () => {
    expect(collectionFailureReason({ returnCode: 'R01', paymentErrorMessage: 'R01 Insufficient Funds' })).toBe('Insufficient funds');
    expect(collectionFailureReason({ returnCode: 'R06' })).toBe('Returned at the request of the originating bank');
    expect(collectionFailureReason({ returnCode: null, paymentErrorMessage: 'Not submitted: the sandbox rail never received it' })).toBe('Not submitted: the sandbox rail never received it');
    expect(collectionFailureReason({})).toBe('');
  });
});
