/**
 * Pay Bills offers invited vendors (decision 094, 096): a bill whose payee is linked to this business's invited vendor
 * that has no bank details yet is payable, and its payment waits for the vendor's details through the engine's one
 * rule; attacked with another business's bill, a bill already being paid, and another business's invited vendor.
 */
import { and, eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, connections, payments, paymentStatusDetails, vendors } from '../../api/db/schema';
import { connectSandboxHeadless } from '../../api/modules/payees/service';
import { DEMO_USERS } from '../../api/seed/demo';
import { AwaitingBankDetailsCodes, AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { Messages } from '../../domain/messages';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'baysideOwner';
let northwindId: string;

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const INVITE = coreGraphql(`mutation BillsInvitedInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } } }`);
const LINK = coreGraphql(`mutation BillsInvitedLink($id: ID!, $to: ID!) { linkPayee(system: "quickBooks", id: $id, to: $to) { id } }`);
const BILLS = coreGraphql(`query BillsInvitedBills { accountingSystemBills(system: "quickBooks") { externalId billNumber vendorId vendorName payable hasBankAccount awaitingBankDetails paymentId } }`);
const PAY = coreGraphql(`mutation BillsInvitedPay($bills: [ID!]!) { payAccountingBills(system: "quickBooks", bills: $bills) { paymentIds skipped } }`);

type Bill = { externalId: string; billNumber: string; vendorId: string; vendorName: string; payable: boolean; hasBankAccount: boolean; awaitingBankDetails: boolean; paymentId: string | null };
const bills = async (as: As = 'northwindOwner') => (await core(BILLS, as)).data!.accountingSystemBills as Bill[];

/** Add Vendor's invite mode: the vendor is made without bank details, with an open invitation for it. */
async function invite(as: As, name: string, email: string) {
  const invited = await core(INVITE, as, { input: { name, email, address: '1 Paper Way', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
  expect(invited.errors).toBeUndefined();
  const [connection] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
  return connection!.vendorId!;
}
const synced = async (name: string) => (await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'quickBooks'), ilike(vendors.name, `${name}%`))))[0]!;

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'baysideOwner'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  const [northwind] = await t.db.select({ id: businesses.id, owner: businesses.ownerUserId }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  northwindId = northwind!.id;
  // Approvals off, so a payment waits only for its vendor's details.
  await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
  const [already] = await t.db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'quickBooks'))).limit(1);
  if (!already) expect(await connectSandboxHeadless(t.db, t.config, northwindId, northwind!.owner!, 'quickBooks', t.clock())).toBe(true);
  // Synced payees arrive disabled and without bank details: enabled, their bills show, but none can be paid yet.
  await t.db.update(vendors).set({ payeeStatus: 'enabled' }).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'quickBooks')));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe("an invited vendor's bills", () => {
  it('are payable once the payee is linked to the invited vendor, and the payment waits for its bank details', async () => {
    const payee = await synced('Harborview Catering');
    const before = (await bills()).filter((b) => b.vendorId === payee.id);
    expect(before.length).toBeGreaterThan(0);
    // No account and no invitation: not payable, and paying it creates nothing.
    expect(before.every((b) => !b.payable && !b.awaitingBankDetails)).toBe(true);
    expect((await core(PAY, 'northwindOwner', { bills: [before[0]!.externalId] })).data!.payAccountingBills).toEqual({ paymentIds: [], skipped: [before[0]!.externalId] });

    const invitedId = await invite('northwindOwner', 'Harborview Catering, Inc.', 'ap@harborview.example');
    expect((await core(LINK, 'northwindOwner', { id: payee.id, to: invitedId })).errors).toBeUndefined();
    const open = (await bills()).filter((b) => b.vendorId === invitedId);
    expect(open.map((b) => b.externalId).sort()).toEqual(before.map((b) => b.externalId).sort());
    expect(open.every((b) => b.payable && !b.hasBankAccount && b.awaitingBankDetails && b.vendorName === 'Harborview Catering, Inc.')).toBe(true);

    const bill = open[0]!;
    const paid = await core(PAY, 'northwindOwner', { bills: [bill.externalId] });
    expect(paid.errors).toBeUndefined();
    const [paymentId] = paid.data!.payAccountingBills.paymentIds;
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId!));
    expect(row).toMatchObject({ status: 'awaitingBankDetails', vendorId: invitedId, referenceNumber: bill.billNumber, destinationRoutingNumber: '' });
    const [line] = await t.db.select().from(paymentStatusDetails).where(and(eq(paymentStatusDetails.paymentId, paymentId!), eq(paymentStatusDetails.status, 'awaitingBankDetails')));
    expect(line).toMatchObject({ code: AwaitingBankDetailsCodes.waiting, description: AwaitingBankDetailsMessages.waiting('Harborview Catering, Inc.') });

    // A bill already being paid: shown with its payment, no longer payable, and skipped when posted again.
    const after = (await bills()).find((b) => b.externalId === bill.externalId)!;
    expect(after).toMatchObject({ payable: false, paymentId });
    expect((await core(PAY, 'northwindOwner', { bills: [bill.externalId] })).data!.payAccountingBills).toEqual({ paymentIds: [], skipped: [bill.externalId] });
    expect(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.vendorId, invitedId))).toHaveLength(1);
  });

  it("pays nothing for another business: Northwind's bill posted by Bayside, or a payee pointed at Bayside's invited vendor", async () => {
    const [bayside] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
    const baysidePayments = async () => (await t.db.select({ id: payments.id }).from(payments).where(eq(payments.businessId, bayside!.id))).length;
    const before = await baysidePayments();
    const fromOutside = await core(PAY, 'baysideOwner', { bills: (await bills()).map((b) => b.externalId) });
    expect(fromOutside.data?.payAccountingBills.paymentIds ?? []).toEqual([]);
    expect(await baysidePayments()).toBe(before);

    // Bayside's invited vendor of the same name as Northwind's payee: the link is refused, and its bills stay unpayable.
    const payee = await synced('Cascade Janitorial Services');
    const cascade = (await bills()).filter((b) => b.vendorId === payee.id);
    expect(cascade.length).toBeGreaterThan(0);
    const theirs = await invite('baysideOwner', 'Cascade Janitorial Services, Inc.', 'ap@cascade.example');
    expect((await core(LINK, 'northwindOwner', { id: payee.id, to: theirs })).errors?.[0]?.message).toBe(Messages.payeeLinkRefused);
    // Even forced into the database, a link to another business's vendor pays nothing: its bills are no longer offered.
    await t.db.update(vendors).set({ aliasOfVendorId: theirs }).where(eq(vendors.id, payee.id));
    const shown = new Set((await bills()).map((b) => b.externalId));
    expect(cascade.some((b) => shown.has(b.externalId))).toBe(false);
    const forced = await core(PAY, 'northwindOwner', { bills: cascade.map((b) => b.externalId) });
    expect(forced.data!.payAccountingBills.paymentIds).toEqual([]);
    expect(await t.db.select({ id: payments.id }).from(payments).where(eq(payments.vendorId, theirs))).toHaveLength(0);
  });
});
