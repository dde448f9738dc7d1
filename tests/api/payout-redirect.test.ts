/**
 * Money redirected without the approver: every way a payment's destination can change after a person of the paying
 * business approved it (a vendor's new account, the first account an approved waiting payment takes, a payee linked
 * to another vendor) goes through the payout hold, and the approval shows the old and the new account.
 */
import { Messages } from '../../domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, connections, jobs, payments, paymentStatusDetails, users, vendors } from '../../api/db/schema';
import { PAYOUT_HOLD_CODE } from '../../api/modules/payments/payout-hold';
import { SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = 'northwindOwner' | 'northwindEmployee' | 'acmeVendorManager' | 'northwindSecureOwner';
let northwindId: string;
let acmeId: string;

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const PAY = coreGraphql(`mutation RedirectPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }`);
const APPROVE = coreGraphql(`mutation RedirectApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }`);
const SHOW = coreGraphql(
  `query RedirectShow($id: ID!) { paymentTransferTransaction(id: $id) { id status payoutHold recipient { bankName accountNumberLast4 } previousRecipient { bankName accountNumberLast4 } statusDetails { code description } } }`,
);
const CHANGE = coreGraphql(`mutation RedirectChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }`);
const DETAILS = coreGraphql(`mutation RedirectDetails($input: VendorCompanyDetailsInput!) { updateVendorCompanyDetails(input: $input) { vendorId } }`);
const INVITE = coreGraphql(`mutation RedirectInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }`);
const REMINT = coreGraphql(`mutation RedirectRemint($id: ID!) { connectionInvitationLink(id: $id) { invitationLink } }`);
const REGISTER = coreGraphql(`mutation RedirectRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id } }`);
const PAYEES = coreGraphql(`query RedirectPayees($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name reason } } } }`);
const LINK = coreGraphql(`mutation RedirectLink($system: String!, $id: ID!, $to: ID!) { linkPayee(system: $system, id: $id, to: $to) { id linkedTo { id } } }`);
const UNLINK = coreGraphql(`mutation RedirectUnlink($system: String!, $id: ID!) { unlinkPayee(system: $system, id: $id) { id } }`);
const PAYABLE = coreGraphql(`query RedirectPayable { payableVendors { id payoutChangeHeld } }`);

let keySeq = 0;
const key = () => `redirect-${++keySeq}`;
const pay = (as: As, vendorId: string, amount: number) => core(PAY, as, { input: { vendorId, amount, idempotencyKey: key(), referenceNumber: 'INV-R' } });
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const queued = async (id: string) => t.db.select().from(jobs).where(and(eq(jobs.paymentId, id), eq(jobs.status, 'queued')));
const holds = async (id: string) => t.db.select().from(paymentStatusDetails).where(and(eq(paymentStatusDetails.paymentId, id), eq(paymentStatusDetails.code, PAYOUT_HOLD_CODE)));
const approvals = (on: boolean) => t.db.update(businesses).set({ isPaymentsApproved: on }).where(eq(businesses.id, northwindId));
const newAccount = (accountNumber: string) => ({ bankName: 'Redirect Bank', routingNumber: '122000247', accountNumber, accountHolderName: 'Acme Paper', accountType: 'checking' });

async function signIn() {
  for (const as of ['northwindOwner', 'northwindEmployee', 'acmeVendorManager', 'northwindSecureOwner'] as const) token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
}

beforeAll(async () => {
  t = await startTestApi();
  await signIn();
  [{ id: northwindId }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  [{ id: acmeId }] = await t.db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.name, 'Acme Paper')));
}, 300_000);
afterAll(async () => {
  await t?.close();
});

describe('a vendor changes its account while payments to it are unsent', () => {
  it('holds every one, awaiting approval and scheduled, each now to the new account and showing the old one; approving sends it to the new account', async () => {
    await approvals(true);
    const awaiting = (await pay('northwindOwner', acmeId, 331_000)).data!.createVendorPayment;
    expect(awaiting.status).toBe('pendingApproval');
    const scheduled = (await pay('northwindOwner', acmeId, 250_000)).data!.createVendorPayment;
    await core(APPROVE, 'northwindOwner', { ids: [scheduled.id] });
    expect((await row(scheduled.id)).status).toBe('scheduled');
    expect(await queued(scheduled.id)).toHaveLength(1);
    const oldLast4 = (await row(awaiting.id)).destinationAccountLast4;

    const changed = await core(CHANGE, 'acmeVendorManager', { input: newAccount('777000555123') });
    expect(changed.errors).toBeUndefined();

    for (const id of [awaiting.id, scheduled.id]) {
      const shown = (await core(SHOW, 'northwindOwner', { id })).data!.paymentTransferTransaction!;
      expect(shown).toMatchObject({ status: 'pendingApproval', payoutHold: true, recipient: { bankName: 'Redirect Bank', accountNumberLast4: '5123' }, previousRecipient: { accountNumberLast4: oldLast4 } });
      expect(shown.statusDetails.at(-1)!.code).toBe(PAYOUT_HOLD_CODE);
      expect(shown.statusDetails.at(-1)!.description).toContain('5123');
      expect(shown.statusDetails.at(-1)!.description).toContain(oldLast4);
    }
    // Out of the queue: the cycle cannot send it until a person approves it.
    expect(await queued(scheduled.id)).toHaveLength(0);

    const approved = await core(APPROVE, 'northwindOwner', { ids: [scheduled.id] });
    expect(approved.data!.approvePayments.payments.map((p) => p.status)).toEqual(['scheduled']);
    expect(await queued(scheduled.id)).toHaveLength(1);
    expect((await row(scheduled.id)).destinationAccountLast4).toBe('5123');
    // Approving a redirected payment is a person's approval of the new account: the next payment is not held.
    const next = (await pay('northwindOwner', acmeId, 1_000)).data!.createVendorPayment;
    expect(await holds(next.id)).toHaveLength(0);
  });

  it('holds them also when approvals are off, and the approval is allowed for that hold', async () => {
    await approvals(false);
    const scheduled = (await pay('northwindOwner', acmeId, 12_300)).data!.createVendorPayment;
    expect(scheduled.status).toBe('scheduled');
    await core(CHANGE, 'acmeVendorManager', { input: newAccount('777000555999') });
    expect((await row(scheduled.id)).status).toBe('pendingApproval');
    expect(await holds(scheduled.id)).toHaveLength(1);
    const approved = await core(APPROVE, 'northwindOwner', { ids: [scheduled.id] });
    expect(approved.data!.approvePayments.payments.map((p) => p.status)).toEqual(['scheduled']);
    await approvals(true);
  });
});

describe("an invited vendor's first account, after the owner approved a payment to it", () => {
  it('waits for a person when someone else re-mints the link and registers: never scheduled straight to that account', async () => {
    await approvals(true);
    const invited = await core(INVITE, 'northwindOwner', { input: { name: 'Harbor Lumber', email: 'ap@harbor-lumber.test', address: '1 Dock St', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
    expect(invited.errors).toBeUndefined();
    const [connection] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
    const payment = (await pay('northwindOwner', connection.vendorId!, 250_000)).data!.createVendorPayment;
    await core(APPROVE, 'northwindOwner', { ids: [payment.id] });
    expect((await row(payment.id)).status).toBe('awaitingBankDetails');

    // "Copy link" by an employee with rights, who registers the vendor with an account of their own.
    const reminted = await core(REMINT, 'northwindEmployee', { id: connection.id });
    expect(reminted.errors).toBeUndefined();
    const link = reminted.data!.connectionInvitationLink.invitationLink!;
    const linkToken = new URL(link).searchParams.get('token')!;
    const insider = {
        firstName: 'Not',
        lastName: 'Harbor',
        email: 'ap@harbor-lumber.test',
        password: DEMO_PASSWORD,
        confirmPassword: DEMO_PASSWORD,
        name: 'Harbor Lumber',
        address: '1 Dock St',
        city: 'Chicago',
        state: 'Illinois',
        zipcode: '60607',
        bankName: 'Insider Bank',
        routingNumber: '122000247',
        accountNumber: '999888777666',
        accountHolderName: 'Harbor Lumber',
    };
    // The link alone is not enough: without the code e-mailed to the invited mailbox, no bank details are taken.
    const refused = await core(REGISTER, null, { token: linkToken, input: insider });
    expect(refused.errors![0].extensions!.fieldErrors).toMatchObject({ mailboxCode: Messages.mailboxCodeNeeded });
    expect((await row(payment.id)).status).toBe('awaitingBankDetails');
    // Whoever does read that mailbox registers; the approved payment still waits for a person before it goes there.
    const registered = await core(REGISTER, null, { token: linkToken, input: { ...insider, mailboxCode: await t.mailboxCodeFor(linkToken) } });
    expect(registered.errors).toBeUndefined();
    const after = await row(payment.id);
    expect(after.status).toBe('pendingApproval');
    expect(after.destinationAccountLast4).toBe('7666');
    expect(await holds(payment.id)).toHaveLength(1);
    expect(await queued(payment.id)).toHaveLength(0);
  });
});

describe('Manage Payees matching and links', () => {
  let payeeId: string;
  beforeAll(async () => {
    const [made] = await t.db
      .insert(vendors)
      .values({ businessId: northwindId, name: 'Lakeshore Pulp', email: 'billing@lakeshore-pulp.test', accountingSystem: 'quickBooks', externalId: 'qb-redirect-1', payeeStatus: 'enabled' })
      .returning();
    payeeId = made.id;
  });

  it("never matches on an e-mail the other vendor's own manager typed into its company details", async () => {
    const details = await core(DETAILS, 'acmeVendorManager', { input: { email: 'billing@lakeshore-pulp.test', address: '1 Paper Way', city: 'Chicago', state: 'Illinois', zipcode: '60607' } });
    expect(details.errors).toBeUndefined();
    const listed = await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled', nameFilter: 'Lakeshore' });
    const edge = listed.data!.payees.edges.find((e) => e.id === payeeId)!;
    expect(edge.possibleDuplicateOf?.id ?? null).not.toBe(acmeId);
    const tried = await core(LINK, "northwindOwner", { system: "quickBooks", id: payeeId, to: acmeId });
    expect(codeOf(tried)).toBe(ErrorCodes.validation);
    const [still] = await t.db.select().from(vendors).where(eq(vendors.id, payeeId));
    expect(still.aliasOfVendorId).toBeNull();
  });

  it("a link that sends a payee's bills to another account holds the linked vendor's next payment", async () => {
    // The business's own record of the same company (by name): a match the business's own fields make.
    const [own] = await t.db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.name, 'Blue Ridge Logistics')));
    const [synced] = await t.db
      .insert(vendors)
      .values({ businessId: northwindId, name: 'Blue Ridge Logistics LLC', accountingSystem: 'xero', externalId: 'xero-redirect-1', payeeStatus: 'enabled' })
      .returning();
    const before = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors.find((v) => v.id === own.id);
    expect(before?.payoutChangeHeld).toBe(false);
    const linked = await core(LINK, 'northwindOwner', { system: 'xero', id: synced.id, to: own.id });
    expect(linked.errors).toBeUndefined();
    const after = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors.find((v) => v.id === own.id);
    expect(after?.payoutChangeHeld).toBe(true);
  });

  it('linkPayee and unlinkPayee need a fresh setup verification, as createVendor does', async () => {
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, DEMO_USERS.northwindSecureOwner.email));
    const refused = (r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) => `${r.errors?.[0]?.extensions?.code}:${r.errors?.[0]?.extensions?.reason ?? ''}`;
    expect(refused(await core(LINK, 'northwindSecureOwner', { system: 'quickBooks', id: payeeId, to: acmeId }))).toBe(`${ErrorCodes.forbidden}:${SETUP_VERIFICATION_REQUIRED}`);
    expect(refused(await core(UNLINK, 'northwindSecureOwner', { system: 'quickBooks', id: payeeId }))).toBe(`${ErrorCodes.forbidden}:${SETUP_VERIFICATION_REQUIRED}`);
  });
});
