/** The send-payment form's service pieces: payableVendors (who may list them, last4 only) and createVendorPayment's dueDate. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'northwindClerk', 'baysideOwner', 'acmeVendorManager', 'admin'] as const) {
    token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  }
});
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: string, variables?: V) => t.gql(query, variables, { token: token[as] });
const VENDORS = coreGraphql(`query SendPaymentVendors { payableVendors { id name bankName accountNumberLast4 } }`);
const CREATE = coreGraphql(`mutation SendPaymentCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { status dueDateTime { date time timezone } } }`);

describe('payableVendors', () => {
  it('lists the business’s vendors with a bank account, by name, with last4 only', async () => {
    const result = await core(VENDORS, 'northwindOwner');
    expect(result.errors).toBeUndefined();
    const vendors = result.data!.payableVendors;
    expect(vendors.map((v: any) => v.name)).toEqual(['Acme Paper', 'Blue Ridge Logistics', 'Cedar Office Furniture', 'Delta Packaging', 'Evergreen Janitorial']);
    expect(vendors.find((v: any) => v.name === 'Acme Paper')).toMatchObject({ bankName: 'JPMorgan Chase', accountNumberLast4: '2018' });
    expect(JSON.stringify(result)).not.toContain('739104552018');
    const bayside = await core(VENDORS, 'baysideOwner');
    expect(bayside.data!.payableVendors.map((v: any) => v.name)).toEqual(['Pacific Auto Parts']);
  });

  it('is refused to an employee without rights, a vendor manager and the admin', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'admin']) expect(codeOf(await core(VENDORS, as))).toBe(ErrorCodes.forbidden);
  });
});

describe('createVendorPayment with a due date', () => {
  it('is not processed before the due date; an invalid date is refused', async () => {
    const [acme] = (await core(VENDORS, 'northwindOwner')).data!.payableVendors;
    const asap = await core(CREATE, 'northwindOwner', { input: { vendorId: acme.id, amount: 10_00, idempotencyKey: 'due-date-asap-0001' } });
    expect(asap.errors).toBeUndefined();
    // The test clock is 2026-11-21 (a Saturday): as soon as possible is the next banking day.
    expect(asap.data!.createVendorPayment.dueDateTime.date).toBe('2026-11-23');
    const later = await core(CREATE, 'northwindOwner', { input: { vendorId: acme.id, amount: 10_00, idempotencyKey: 'due-date-later-0001', dueDate: '2026-12-02' } });
    expect(later.errors).toBeUndefined();
    expect(later.data!.createVendorPayment.dueDateTime.date).toBe('2026-12-02');
    const bad = await core(CREATE, 'northwindOwner', { input: { vendorId: acme.id, amount: 10_00, idempotencyKey: 'due-date-bad-0001', dueDate: '2026-02-30' } });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
  });
});

describe('what the review shows before money moves', () => {
  const REVIEW = coreGraphql(
    `query SendPaymentReviewFacts($dueDate: String) { paymentSystemsSettings { payingAccount { bankName last4 } } expectedArrivalDate(paymentType: "vendor", dueDate: $dueDate) sameDay: expectedArrivalDate(paymentType: "vendor", dueDate: "2026-11-23", sameDayAch: true) }`,
  );
  const CREATE_WITH_REFERENCE = coreGraphql(`mutation SendPaymentCreateWithReference($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id referenceNumber } }`);

  it('the account paid from and the day the money is expected: the banking day after processing, the same day for Same Day ACH', async () => {
    const answer = await core(REVIEW, 'northwindOwner', { dueDate: '2026-12-02' });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.paymentSystemsSettings.payingAccount).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/) });
    // Processed Wednesday 2026-12-02, in the vendor's bank Thursday 2026-12-03; Same Day on a Monday arrives that Monday.
    expect(answer.data!.expectedArrivalDate).toBe('2026-12-03');
    expect(answer.data!.sameDay).toBe('2026-11-23');
    expect(codeOf(await core(REVIEW, 'northwindOwner', { dueDate: '12/02/2026' }))).toBe(ErrorCodes.validation);
  });

  it('carries the invoice number as the payment’s reference, and refuses one the form would refuse', async () => {
    const [acme] = (await core(VENDORS, 'northwindOwner')).data!.payableVendors;
    const made = await core(CREATE_WITH_REFERENCE, 'northwindOwner', { input: { vendorId: acme.id, amount: 12_00, idempotencyKey: 'reference-0001', referenceNumber: 'INV-1042' } });
    expect(made.errors).toBeUndefined();
    expect(made.data!.createVendorPayment.referenceNumber).toBe('INV-1042');
    const refused = await core(CREATE_WITH_REFERENCE, 'northwindOwner', { input: { vendorId: acme.id, amount: 12_00, idempotencyKey: 'reference-0002', referenceNumber: 'INV 1042; drop' } });
    expect(codeOf(refused)).toBe(ErrorCodes.validation);
  });
});
