/**
 * A bill of an accounting system is paid once: the open bills show a bill's payment and its status
 * as soon as it has one, the bill is no longer payable, and a second payment of it is refused by the payments engine
 * itself, whatever key its caller sends, until that payment ends unpaid (failed, returned, canceled), when the bill
 * may be paid again, once; another business's bill id pays nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankAccounts, businesses, payments, vendors } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { connectSandboxHeadless } from '../../api/modules/payees/service';
import { createPayment } from '../../api/modules/payments/service';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'baysideOwner';

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'baysideOwner'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  // Northwind connects QuickBooks (its vendors sync as disabled payees without bank details), then enables them and
  // gives each an account (as their invitations would), so their open bills are payable.
  const [northwind] = await t.db.select({ id: businesses.id, owner: businesses.ownerUserId }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  expect(await connectSandboxHeadless(t.db, t.config, northwind!.id, northwind!.owner!, 'quickBooks', t.clock())).toBe(true);
  const synced = await t.db.update(vendors).set({ payeeStatus: 'enabled' }).where(eq(vendors.accountingSystem, 'quickBooks')).returning({ id: vendors.id, name: vendors.name });
  await t.db.insert(bankAccounts).values(
    synced.map((v) => ({ vendorId: v.id, bankName: 'Chase', routingNumber: '021000021', accountNumberEncrypted: encryptSecret('000123456789', t.config.encryptionKey), last4: '6789', accountHolderName: v.name })),
  );
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const BILLS = coreGraphql(`query BillsPaidOnceBills { accountingSystemBills(system: "quickBooks") { externalId billNumber payable hasBankAccount paymentId paymentStatus } }`);
const PAY = coreGraphql(`mutation BillsPaidOncePay($bills: [ID!]!) { payAccountingBills(system: "quickBooks", bills: $bills) { paymentIds skipped } }`);

type PaymentRow = typeof payments.$inferSelect;
/** Straight at the engine, as any other path that carries the bill would (an import, the public API), with its own key. */
const payAtTheEngine = (row: PaymentRow, idempotencyKey: string) =>
  createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: row.businessId,
      kind: 'vendor',
      amount: row.amount,
      idempotencyKey,
      vendorId: row.vendorId,
      destination: { bankName: 'Bank', routingNumber: row.destinationRoutingNumber, accountNumber: '123456789', accountHolderName: 'Payee', accountType: 'checking' },
      createdByUserId: null,
      accountingSystem: 'quickBooks',
      accountingSystemBillInfo: row.accountingSystemBillInfo,
    },
    t.clock(),
  );

type Bill = { externalId: string; billNumber: string; payable: boolean; hasBankAccount: boolean; paymentId: string | null; paymentStatus: string | null };

describe('a bill is paid once', () => {
  it('shows its payment at once, is no longer payable, and a second payment is refused by the engine', async () => {
    const before = (await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[];
    const bill = before.find((b) => b.payable)!;
    expect(bill).toMatchObject({ hasBankAccount: true, paymentId: null, paymentStatus: null });

    const paid = await core(PAY, 'northwindOwner', { bills: [bill.externalId] });
    expect(paid.errors).toBeUndefined();
    const [paymentId] = paid.data!.payAccountingBills.paymentIds;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId!));
    // The bill number is the payment's reference.
    expect(row!.referenceNumber).toBe(bill.billNumber);

    const after = ((await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[]).find((b) => b.externalId === bill.externalId)!;
    expect(after).toMatchObject({ payable: false, hasBankAccount: true, paymentId, paymentStatus: row!.status });

    // Through the page's mutation again: nothing paid.
    expect((await core(PAY, 'northwindOwner', { bills: [bill.externalId] })).data!.payAccountingBills).toEqual({ paymentIds: [], skipped: [bill.externalId] });

    // Straight at the engine with a fresh key (any other path that carries the bill): refused as a duplicate.
    const again = payAtTheEngine(row!, 'a-different-key-for-the-same-bill');
    await expect(again).rejects.toMatchObject({ extensions: { code: ErrorCodes.requestDuplicated } });
    const ofBill = await t.db.select({ id: payments.id }).from(payments).where(eq(payments.referenceNumber, bill.billNumber));
    expect(ofBill).toHaveLength(1);
  });

  it('is open to be paid again once its payment failed, and then again only once', async () => {
    const bills = (await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[];
    const bill = bills.find((b) => b.payable && !b.paymentId)!;
    const first = (await core(PAY, 'northwindOwner', { bills: [bill.externalId] })).data!.payAccountingBills.paymentIds[0]!;
    // The bank returned it (R01): the bill was not paid.
    await t.db.update(payments).set({ status: 'error', returnCode: 'R01' }).where(eq(payments.id, first));
    const failed = ((await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[]).find((b) => b.externalId === bill.externalId)!;
    expect(failed).toMatchObject({ payable: true, paymentId: first });

    const retry = await core(PAY, 'northwindOwner', { bills: [bill.externalId] });
    expect(retry.errors).toBeUndefined();
    const second = retry.data!.payAccountingBills.paymentIds[0]!;
    expect(second).not.toBe(first);
    const after = ((await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[]).find((b) => b.externalId === bill.externalId)!;
    expect(after).toMatchObject({ payable: false, paymentId: second });
    // While the second is under way, a third is refused, by the page and by the engine.
    expect((await core(PAY, 'northwindOwner', { bills: [bill.externalId] })).data!.payAccountingBills).toEqual({ paymentIds: [], skipped: [bill.externalId] });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, second));
    const third = payAtTheEngine(row!, 'yet-another-key-for-the-same-bill');
    await expect(third).rejects.toMatchObject({ extensions: { code: ErrorCodes.requestDuplicated } });
    expect(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.referenceNumber, bill.billNumber))).toHaveLength(2);
  });

  it("pays nothing for another business's bill id", async () => {
    const bills = (await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[];
    const bill = bills.find((b) => b.payable && !b.paymentId)!;
    const [bayside] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
    const countOf = async () => (await t.db.select({ id: payments.id }).from(payments).where(eq(payments.businessId, bayside!.id))).length;
    const before = await countOf();
    const other = await core(PAY, 'baysideOwner', { bills: [bill.externalId] });
    // Bayside holds no BusinessSystem product: refused outright; and whoever may call, the bill is read from the
    // caller's own connection, where another business's id is no bill at all.
    expect(codeOf(other)).toBe(ErrorCodes.forbidden);
    expect(await countOf()).toBe(before);
    // And the bill is still open and payable at its own business.
    expect(((await core(BILLS, 'northwindOwner')).data!.accountingSystemBills as Bill[]).find((b) => b.externalId === bill.externalId)).toMatchObject({ payable: true, paymentId: null });
  });
});
