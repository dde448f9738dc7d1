/**
 * Payment Time does what it says (decision 032): a business's payments are submitted at its
 * payment time, within the bank's cutoffs and the holiday calendar, and Send Payment's preview says the same.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { businesses } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'baysideOwner', 'admin', 'acmeVendorManager'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
});
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: string, variables?: V) => t.gql(query, variables, { token: token[as] });
const VENDORS = coreGraphql(`query PaymentTimeVendors { payableVendors { id } }`);
const CREATE = coreGraphql(`mutation PaymentTimeCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { dueDateTime { date time timezone } } }`);
const PREVIEW = coreGraphql(`query PaymentTimePreview($dueDate: String) { businessPaymentDueDate(paymentType: "vendor", dueDate: $dueDate) { date time timezone } }`);
const VIEWER_ZONE = coreGraphql(`query PaymentTimeViewerZone { viewer { timeZone } }`);

async function pay(as: string, key: string, dueDate?: string) {
  const [vendor] = (await core(VENDORS, as)).data!.payableVendors;
  const result = await core(CREATE, as, { input: { vendorId: vendor.id, amount: 25_00, idempotencyKey: key, dueDate } });
  expect(result.errors).toBeUndefined();
  return result.data!.createVendorPayment.dueDateTime;
}

describe("a payment's processing time follows its business's Payment Time", () => {
  it("Northwind's 10:00 Chicago: submitted at 10:00 Chicago on the next processing day, as the preview says", async () => {
    // The test clock is Saturday 2026-11-21 12:00 UTC: Monday is the next processing day.
    const preview = (await core(PREVIEW, 'northwindOwner')).data!.businessPaymentDueDate;
    const due = await pay('northwindOwner', 'payment-time-northwind-1');
    expect(due).toEqual({ date: '2026-11-23', time: '10:00', timezone: 'America/Chicago' });
    expect(preview).toEqual(due);
    expect((await core(VIEWER_ZONE, 'northwindOwner')).data!.viewer.timeZone).toBe('America/Chicago');
  });

  it('a changed payment time changes when the next payment goes; after the last cutoff it moves to the next processing day', async () => {
    const set = (time: string, timeZone: string) => core(coreGraphql(`mutation PaymentTimeSetPaymentTime($time: String!, $zone: String!) { setPaymentTime(input: { time: $time, timeZone: $zone }) { businessId } }`), 'northwindOwner', { time, zone: timeZone });
    expect((await set('09:30', 'America/Los_Angeles')).errors).toBeUndefined();
    expect(await pay('northwindOwner', 'payment-time-northwind-2')).toEqual({ date: '2026-11-23', time: '09:30', timezone: 'America/Los_Angeles' });
    // 16:30 Chicago is 17:30 New York, after FedACH's 16:45 cutoff: Tuesday's first window (10:30 New York).
    expect((await set('16:30', 'America/Chicago')).errors).toBeUndefined();
    expect(await pay('northwindOwner', 'payment-time-northwind-3')).toEqual({ date: '2026-11-24', time: '09:30', timezone: 'America/Chicago' });
    // A due date before Thanksgiving's closure: Wednesday 16:30 Chicago → Friday's first window.
    expect((await set('16:30', 'America/Chicago')).errors).toBeUndefined();
    expect(await pay('northwindOwner', 'payment-time-northwind-4', '2026-11-25')).toEqual({ date: '2026-11-27', time: '09:30', timezone: 'America/Chicago' });
    expect((await core(VIEWER_ZONE, 'northwindOwner')).data!.viewer.timeZone).toBe('America/Chicago');
  });

  it('without a payment time the first FedACH window applies, and the viewer sees UTC', async () => {
    await t.db.update(businesses).set({ paymentTime: null, paymentTimeZone: null }).where(eq(businesses.name, 'Bayside Auto Care'));
    const bayside = (await core(coreGraphql(`query PaymentTimeViewer { viewer { timeZone } }`), 'baysideOwner')).data!.viewer.timeZone;
    const preview = (await core(PREVIEW, 'baysideOwner')).data!.businessPaymentDueDate;
    expect(preview).toEqual({ date: '2026-11-23', time: '10:30', timezone: 'America/New_York' });
    expect(bayside).toBe('UTC');
  });

  it("an admin sees UTC until they pick a zone in their profile", async () => {
    expect((await core(VIEWER_ZONE, 'admin')).data!.viewer.timeZone).toBe('UTC');
    const profile = (zone: string) => t.gql(authGraphql(`mutation PaymentTimeUpdateProfile($zone: String) { updateProfile(input: { firstName: "Ada", lastName: "Admin", timeZone: $zone }) { timeZone } }`), { zone }, { token: token.admin });
    const denver = await profile('America/Denver');
    expect(denver.errors).toBeUndefined();
    expect(denver.data!.updateProfile.timeZone).toBe('America/Denver');
    expect((await core(VIEWER_ZONE, 'admin')).data!.viewer.timeZone).toBe('America/Denver');
    expect((await profile('Nowhere/Else')).errors?.length).toBeGreaterThan(0);
    expect((await profile('')).data!.updateProfile.timeZone).toBeNull();
    const owner = await t.gql(authGraphql(`mutation PaymentTimeUpdateProfile2 { updateProfile(input: { firstName: "N", lastName: "O", timeZone: "Asia/Tokyo" }) { timeZone } }`), {}, { token: token.northwindOwner });
    expect(owner.errors?.length).toBeGreaterThan(0);
  });

  it("a vendor manager sees their own zone, picked in their profile, never their payer's (decision 084)", async () => {
    expect((await core(VIEWER_ZONE, 'acmeVendorManager')).data!.viewer.timeZone).toBe('UTC');
    const saved = await t.gql(
      authGraphql(`mutation PaymentTimeVendorZone { updateProfile(input: { firstName: "Elena", lastName: "Rossi", timeZone: "America/Los_Angeles" }) { timeZone } }`),
      {},
      { token: token.acmeVendorManager },
    );
    expect(saved.errors).toBeUndefined();
    expect((await core(VIEWER_ZONE, 'acmeVendorManager')).data!.viewer.timeZone).toBe('America/Los_Angeles');
  });
});
