/**
 * Money is 64-bit safe end to end (the Money scalar, decision 014) and every entry point refuses
 * an amount above the business's payment limit (paymentSettings.limit, the platform maximum when unset).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';

const BIG = 2_147_483_648; // one cent above GraphQL Int
let t: TestApi;
const token: Record<string, string> = {};
let maria = '';
let keys = 0;
const newKey = () => `money-test-key-${++keys}-${Date.now()}`;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'baysideOwner', 'admin'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  [{ id: maria }] = await t.db.select({ id: consumers.id }).from(consumers).where(eq(consumers.firstName, 'Maria'));
});
afterAll(async () => {
  await t?.close();
});

const sendToConsumer = (amount: unknown) =>
  t.api.fetch(
    new Request('http://api.test/rest/sendFundsToCustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token.baysideOwner}`, 'idempotency-key': newKey() },
      body: JSON.stringify({ consumerId: maria, amount, needACHConfirmation: false, isACHPayment: true }),
    }),
  );

const setLimit = (name: string, limit: number | null) =>
  t.db
    .update(businesses)
    .set({ paymentSettings: limit === null ? sql`${businesses.paymentSettings} - 'limit'` : sql`${businesses.paymentSettings} || ${JSON.stringify({ limit })}::jsonb` })
    .where(eq(businesses.name, name));

const LIST = reportsGraphql(`query MoneyList($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }`);
const PENDING = reportsGraphql(`query MoneyPending { pendingApprovalPaymentTransferTransactions(skip: 0, limit: 50) { meta { count } edges { node { moneyAmount } } } }`);
const CREATE = coreGraphql(`mutation MoneyCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { moneyAmount status } }`);
const VENDORS = coreGraphql(`query MoneyVendors { payableVendors { id } }`);

describe('payment limits at every entry point', () => {
  it('REST refuses a consumer payment above the platform maximum when the business has no limit, with a clear message', async () => {
    const response = await sendToConsumer(BIG);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ paymentError: true, message: Messages.amountAboveLimit('$1,000,000.00') });
    expect(body.fieldErrors.amount).toBe(Messages.amountAboveLimit('$1,000,000.00'));
  });

  it('GraphQL refuses a vendor payment above the business limit', async () => {
    await setLimit('Northwind Supply Co.', 50_000_00);
    const [vendor] = (await t.gql(VENDORS, {}, { token: token.northwindOwner })).data!.payableVendors;
    const refused = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: 50_000_01, idempotencyKey: newKey() } }, { token: token.northwindOwner });
    expect(codeOf(refused)).toBe(ErrorCodes.validation);
    expect(refused.errors![0].message).toBe(Messages.amountAboveLimit('$50,000.00'));
    const within = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: 50_000_00, idempotencyKey: newKey() } }, { token: token.northwindOwner });
    expect(within.errors).toBeUndefined();
  });

  it('refuses amounts that are not safe whole cents before they reach a resolver', async () => {
    const [vendor] = (await t.gql(VENDORS, {}, { token: token.northwindOwner })).data!.payableVendors;
    for (const amount of [2 ** 53, 12.5, '1000']) {
      const result = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: amount as number, idempotencyKey: newKey() } }, { token: token.northwindOwner });
      expect(result.errors?.length, String(amount)).toBeGreaterThan(0);
    }
  });
});

describe('a payment of 2,147,483,648 cents', () => {
  it('is accepted under a higher business limit and every list that holds it still answers', async () => {
    await setLimit('Bayside Auto Care', 5_000_000_000);
    const sent = await sendToConsumer(BIG);
    expect(sent.status).toBe(200);
    const { purchaseId } = await sent.json();

    for (const as of ['baysideOwner', 'admin']) {
      const list = await t.gql(LIST, { filter: { type: 'onDemand' } }, { token: token[as] });
      expect(list.errors, as).toBeUndefined();
      expect(list.data!.paymentTransferTransactions.edges.map((e: any) => e.node.moneyAmount)).toContain(BIG);
    }
    const one = await t.gql(LIST, { filter: { purchaseId } }, { token: token.admin });
    expect(one.data!.paymentTransferTransactions.edges[0].node.moneyAmount).toBe(BIG);

    // Northwind's For Approval list (approval is on) with the same amount.
    await setLimit('Northwind Supply Co.', 5_000_000_000);
    const [vendor] = (await t.gql(VENDORS, {}, { token: token.northwindOwner })).data!.payableVendors;
    const created = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: BIG, idempotencyKey: newKey() } }, { token: token.northwindOwner });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createVendorPayment).toMatchObject({ moneyAmount: BIG, status: 'pendingApproval' });
    const pending = await t.gql(PENDING, {}, { token: token.northwindOwner });
    expect(pending.errors).toBeUndefined();
    expect(pending.data!.pendingApprovalPaymentTransferTransactions.meta.count).toBeGreaterThan(0);
    expect(pending.data!.pendingApprovalPaymentTransferTransactions.edges.map((e: any) => e.node.moneyAmount)).toContain(BIG);

    const dashboard = await t.gql(coreGraphql(`query MoneyAdminDashboard { adminDashboard { payments { volume } } }`), {}, { token: token.admin });
    expect(dashboard.errors).toBeUndefined();
    expect(dashboard.data!.adminDashboard.payments.volume).toBeGreaterThanOrEqual(BIG);
  });
});
