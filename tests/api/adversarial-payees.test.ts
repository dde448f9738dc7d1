/**
 * Attacks on where a payee's money goes: vendor invitations, payees' bank accounts, the
 * payout-change hold on every path that creates a payment, and paying consumers without the product. This file is
 * the place for this surface's attacks: add the next one here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bankAccounts, businesses, connections, consumers, outboxMessages, payments, paymentStatusDetails, vendorManagers, vendors } from '../../api/db/schema';
import { changePayoutAccount } from '../../api/modules/payments/payout-change';
import { PAYOUT_HOLD_CODE } from '../../api/modules/payments/payout-hold';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';
import { insertConsumer, insertVendor } from './support/factories';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;
let northwindId: string;
let apiToken: string;

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const INVITE = coreGraphql(`mutation AdversarialPayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink } }`);
const REGISTER = coreGraphql(`mutation AdversarialPayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }`);
const CHANGE = coreGraphql(`mutation AdversarialPayeesChange($input: BankAccountInput!) { changeVendorPayoutAccount(input: $input) { vendorId } }`);
const PAY = coreGraphql(`mutation AdversarialPayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status statusDetails { status code description } } }`);
const APPROVE = coreGraphql(`mutation AdversarialPayeesApprove($ids: [ID!]!) { approvePayments(ids: $ids) { payments { id status } skippedIds } }`);
const SET_VENDOR_BANK = coreGraphql(`mutation AdversarialPayeesSetVendorBank($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }`);

let keySeq = 0;
const key = () => `adversarial-payees-${++keySeq}`;
const bank = (accountNumber: string, accountHolderName = 'Mallory Holdings') => ({ bankName: 'Mule Bank', routingNumber: '122000247', accountNumber, accountHolderName });

beforeAll(async () => {
  t = await startTestApi();
  for (const as of ['northwindOwner', 'northwindEmployee', 'baysideOwner', 'lakesideEmployee', 'acmeVendorManager', 'admin'] as const) {
    token[as] = (await t.tokensFor(DEMO_USERS[as].email)).accessToken;
  }
  [{ id: northwindId }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  // Approvals off at Northwind, so a payment that waits waits only for the payout hold.
  await t.db.update(businesses).set({ isPaymentsApproved: false }).where(eq(businesses.id, northwindId));
  const made = await core(coreGraphql(`mutation AdversarialPayeesCreateApiClient($input: ApiClientInput!) { createApiClient(input: $input) { credentials { clientId clientSecret } } }`), 'northwindOwner', {
    input: { name: 'Adversary ERP', applicationName: 'ERP' },
  });
  expect(made.errors).toBeUndefined();
  const { clientId, clientSecret } = made.data!.createApiClient.credentials;
  const answer = await t.api.fetch(
    new Request('http://api.test/oauth/token', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` },
      body: 'grant_type=client_credentials',
    }),
  );
  apiToken = (await answer.json()).access_token;
  expect(apiToken).toBeTruthy();
}, 300_000);
afterAll(async () => {
  await t?.close();
});

async function vendorNamed(name: string, businessId = northwindId) {
  const [row] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, businessId), eq(vendors.name, name)));
  return row!;
}
async function activeAccount(vendorId: string) {
  const [row] = await t.db.select().from(bankAccounts).where(and(eq(bankAccounts.vendorId, vendorId), eq(bankAccounts.status, 'active')));
  return row ?? null;
}
async function historyCodes(paymentId: string) {
  return (await t.db.select({ code: paymentStatusDetails.code }).from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, paymentId))).map((r) => r.code);
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const registration = (email: string, name: string, accountNumber: string) => ({
  firstName: 'Mal',
  lastName: 'Lory',
  email,
  password: DEMO_PASSWORD,
  confirmPassword: DEMO_PASSWORD,
  name,
  address: '1 Dark Alley',
  city: 'Chicago',
  state: 'Illinois',
  zipcode: '60607',
  ...bank(accountNumber),
});

/** A synced payee of Northwind's QuickBooks that nobody manages yet (connects the sandbox first when the demo did not). */
async function unmanagedSyncedPayee(name: string) {
  let [row] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'quickBooks'), eq(vendors.name, name)));
  if (!row) {
    expect((await core(coreGraphql(`mutation AdversarialPayeesConnectAccountingSystem { connectAccountingSystem(system: "quickBooks") { businessId } }`), 'northwindOwner')).errors).toBeUndefined();
    [row] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwindId), eq(vendors.accountingSystem, 'quickBooks'), eq(vendors.name, name)));
  }
  expect(row).toBeDefined();
  return row!;
}

/** A vendor of another business (Lakeside Dental), with a bank account. */
async function lakesideVendor() {
  const [lakeside] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Lakeside Dental'));
  const [found] = await t.db.select().from(vendors).where(eq(vendors.businessId, lakeside.id)).limit(1);
  if (found) return found;
  return insertVendor(t, {
    businessId: lakeside.id,
    name: 'Bright Smile Supplies',
    bankAccount: { bankName: 'U.S. Bank', routingNumber: '123000848', accountNumber: '000456789012' },
  });
}

async function apiPost(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await t.api.fetch(
    new Request(`http://api.test${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${apiToken}`, 'idempotency-key': key(), ...headers }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json() };
}
async function restSendFunds(as: As, consumerId: string, amount: number) {
  const response = await t.api.fetch(
    new Request('http://api.test/rest/sendFundsToCustomer', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token[as]}`, 'idempotency-key': key() },
      body: JSON.stringify({ consumerId, amount, needACHConfirmation: false, isACHPayment: true }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe('vendor invitations', () => {
  it('an invitee cannot take over an existing payee by typing its name: the registration lands on the invited vendor; the payee keeps its account and stays unmanaged', async () => {
    const payee = await unmanagedSyncedPayee('Acme Office Supply');
    const before = await activeAccount(payee.id);
    const invited = await core(INVITE, 'northwindOwner', { input: { name: 'Brand New Supplies', email: 'mallory@takeover.test' } });
    expect(invited.errors).toBeUndefined();
    // The invitation made the vendor (decision 100), so the link fixes its name: the name typed is not read.
    const registered = await core(REGISTER, null, { token: tokenOf(invited.data!.vendorConnection.invitationLink!), input: { ...registration('mallory@takeover.test', payee.name, '66600001'), mailboxCode: await t.mailboxCodeFor(tokenOf(invited.data!.vendorConnection.invitationLink!)) } });
    expect(registered.errors).toBeUndefined();
    const [manager] = await t.db.select().from(vendorManagers).where(eq(vendorManagers.userId, registered.data!.registerVendor.id!));
    expect(manager.vendorId).toBe((await vendorNamed('Brand New Supplies')).id);
    expect(await t.db.select().from(vendorManagers).where(eq(vendorManagers.vendorId, payee.id))).toHaveLength(0);
    expect((await activeAccount(payee.id))?.id ?? null).toBe(before?.id ?? null);
    expect((await vendorNamed(payee.name)).bankAccountChangedAt).toBeNull();
  });

  it("an invitation cannot be made for another business's vendor, nor for a vendor someone already manages", async () => {
    const foreign = await lakesideVendor();
    const acme = await vendorNamed('Acme Paper');
    for (const vendorId of [foreign.id, acme.id, 'not-a-uuid']) {
      const refused = await core(INVITE, 'northwindOwner', { input: { name: 'Whatever', email: `steal-${vendorId.slice(0, 8)}@takeover.test`, vendorId } });
      expect(codeOf(refused), vendorId).toBe(ErrorCodes.notFound);
    }
    expect(await t.db.select().from(connections).where(eq(connections.targetEmail, 'steal-not-a-uu@takeover.test'))).toHaveLength(0);
  });

  it('an invitation made for a payee attaches to that payee only; its new account is audited, e-mailed and holds the next payment', async () => {
    const payee = await unmanagedSyncedPayee('Delta Print & Sign');
    await t.db.update(vendors).set({ payeeStatus: 'enabled' }).where(eq(vendors.id, payee.id));
    const invited = await core(INVITE, 'northwindOwner', { input: { name: 'Typed by the inviter', email: 'ap@deltaprint.test', vendorId: payee.id } });
    expect(invited.errors).toBeUndefined();
    const [made] = await t.db.select().from(connections).where(eq(connections.id, invited.data!.vendorConnection.connection.id));
    expect(made).toMatchObject({ vendorId: payee.id, targetBusinessInfo: { name: payee.name } });
    t.clock.advance(60_000);
    // Whatever name the invitee types, the registration lands on the payee it was made for, which keeps its name.
    const registered = await core(REGISTER, null, { token: tokenOf(invited.data!.vendorConnection.invitationLink!), input: { ...registration('ap@deltaprint.test', 'Some Other Name', '000987654321'), mailboxCode: await t.mailboxCodeFor(tokenOf(invited.data!.vendorConnection.invitationLink!)) } });
    expect(registered.errors).toBeUndefined();
    const [manager] = await t.db.select().from(vendorManagers).where(eq(vendorManagers.userId, registered.data!.registerVendor.id!));
    expect(manager.vendorId).toBe(payee.id);
    const after = await vendorNamed(payee.name);
    expect(after.bankAccountChangedAt?.toISOString()).toBe(t.clock().toISOString());
    expect((await activeAccount(payee.id))!.last4).toBe('4321');
    expect(await t.db.select().from(vendors).where(eq(vendors.name, 'Some Other Name'))).toHaveLength(0);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'vendorBankAccountChanged'), eq(auditLog.userId, registered.data!.registerVendor.id!)));
    expect(audit.details).toMatchObject({ vendorId: payee.id, changedBy: 'ap@deltaprint.test', accountNumberLast4: '4321', held: true, businessesNotified: [northwindId] });
    const mails = await t.db.select().from(outboxMessages).where(eq(outboxMessages.subject, `${payee.name} changed the bank account you pay them into`));
    expect(mails.map((m) => m.recipient)).toContain(DEMO_USERS.northwindOwner.email);
    const paid = await core(PAY, 'northwindOwner', { input: { vendorId: payee.id, amount: 1_000, idempotencyKey: key() } });
    expect(paid.data!.createVendorPayment.status).toBe('pendingApproval');
    expect(paid.data!.createVendorPayment.statusDetails.at(-1)!.code).toBe(PAYOUT_HOLD_CODE);
  });
});

describe('what an invitation link fixes', () => {
  const SHOW = coreGraphql(`query AdversarialPayeesShow($token: String!) { connectionInvitation(kind: "vendor", token: $token) { fixedFields { name value } } }`);
  it("the link says which fields it fixes: a payee's invitation fixes the payee's name (the page shows it read-only); a new vendor's its e-mail and the name it was invited by", async () => {
    const payee = await unmanagedSyncedPayee('Acme Office Supply');
    const forPayee = await core(INVITE, 'northwindOwner', { input: { name: 'Typed by the inviter', email: 'fixed-name@payee.test', vendorId: payee.id } });
    const shown = await core(SHOW, null, { token: tokenOf(forPayee.data!.vendorConnection.invitationLink!) });
    expect(shown.data!.connectionInvitation.fixedFields).toEqual([
      { name: 'email', value: 'fixed-name@payee.test' },
      { name: 'name', value: payee.name },
    ]);
    const newVendor = await core(INVITE, 'northwindOwner', { input: { name: 'Fresh Supplies Inc', email: 'fresh@vendor.test' } });
    const open = await core(SHOW, null, { token: tokenOf(newVendor.data!.vendorConnection.invitationLink!) });
    // The invitation made the vendor under that name (decision 100): the registration cannot rename it.
    expect(open.data!.connectionInvitation.fixedFields).toEqual([
      { name: 'email', value: 'fresh@vendor.test' },
      { name: 'name', value: 'Fresh Supplies Inc' },
    ]);
  });
});

describe('two invitations for one payee', () => {
  it('the first registration takes the payee; the second link is refused and changes nothing', async () => {
    const payee = await unmanagedSyncedPayee('Granite State Electric');
    const links: string[] = [];
    for (const email of ['first@granite.test', 'second@granite.test']) {
      const invited = await core(INVITE, 'northwindOwner', { input: { name: payee.name, email, vendorId: payee.id } });
      expect(invited.errors).toBeUndefined();
      links.push(invited.data!.vendorConnection.invitationLink!);
    }
    expect((await core(REGISTER, null, { token: tokenOf(links[0]), input: { ...registration('first@granite.test', payee.name, '12120001'), mailboxCode: await t.mailboxCodeFor(tokenOf(links[0])) } })).errors).toBeUndefined();
    const second = await core(REGISTER, null, { token: tokenOf(links[1]), input: registration('second@granite.test', payee.name, '12120002') });
    expect(second.errors![0].message).toBe(Messages.invalidInvitation);
    expect((await activeAccount(payee.id))!.last4).toBe('0001');
    expect(await t.db.select().from(vendorManagers).where(eq(vendorManagers.vendorId, payee.id))).toHaveLength(1);
  });
});

describe("another business's vendor ids", () => {
  it('are unknown to payments from the web and the API, and to bank-account changes: nothing is paid or changed', async () => {
    const foreign = await lakesideVendor();
    const before = await activeAccount(foreign.id);
    expect(codeOf(await core(PAY, 'northwindOwner', { input: { vendorId: foreign.id, amount: 1_000, idempotencyKey: key() } }))).toBe(ErrorCodes.notFound);
    expect((await apiPost('/api/v1/payments', { vendorId: foreign.id, amount: '1000' })).status).toBe(404);
    expect(codeOf(await core(SET_VENDOR_BANK, 'northwindOwner', { vendorId: foreign.id, input: bank('99990001') }))).toBe(ErrorCodes.forbidden);
    expect(await t.db.select().from(payments).where(eq(payments.vendorId, foreign.id))).toHaveLength(0);
    expect((await activeAccount(foreign.id))!.id).toBe(before!.id);
  });
});

describe('the payout-change hold, whatever creates the payment', () => {
  it('an API payment after the vendor changed its account waits for approval with the hold code', async () => {
    const acme = await vendorNamed('Acme Paper');
    t.clock.advance(60_000);
    expect((await core(CHANGE, 'acmeVendorManager', { input: bank('55510001', 'Acme Paper Inc.') })).errors).toBeUndefined();
    const created = await apiPost('/api/v1/payments', { vendorId: acme.id, amount: '1500' });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pending_approval');
    expect(created.body.statusHistory.at(-1)).toMatchObject({ status: 'pending_approval', code: PAYOUT_HOLD_CODE });
  });

  it('a payment after the change that settles does not release the hold: only a person approving a held payment does', async () => {
    const acme = await vendorNamed('Acme Paper');
    t.clock.advance(60_000);
    expect((await core(CHANGE, 'acmeVendorManager', { input: bank('55510002', 'Acme Paper Inc.') })).errors).toBeUndefined();
    const created = await apiPost('/api/v1/payments', { vendorId: acme.id, amount: '1600' });
    // Whatever moved it (a path that skipped the hold, a rail's answer), a payment to the new account settles.
    await t.db.update(payments).set({ status: 'success' }).where(eq(payments.id, created.body.id));
    await t.db.insert(paymentStatusDetails).values({ paymentId: created.body.id, status: 'success', code: null, datetime: t.clock(), description: 'Paid', seq: 99 });
    const next = await core(PAY, 'northwindOwner', { input: { vendorId: acme.id, amount: 1_700, idempotencyKey: key() } });
    expect(next.data!.createVendorPayment.status).toBe('pendingApproval');
    const approved = await core(APPROVE, 'northwindEmployee', { ids: [next.data!.createVendorPayment.id] });
    expect(approved.data!.approvePayments.payments).toEqual([{ id: next.data!.createVendorPayment.id, status: 'scheduled' }]);
    const released = await apiPost('/api/v1/payments', { vendorId: acme.id, amount: '1800' });
    expect(released.body.status).toBe('scheduled');
  });

  it("a payee's bank account changed by someone other than the paying business's approver holds; the approver's own change does not", async () => {
    const cedar = await vendorNamed('Cedar Office Furniture');
    t.clock.advance(60_000);
    expect((await core(SET_VENDOR_BANK, 'admin', { vendorId: cedar.id, input: bank('44410001') })).errors).toBeUndefined();
    const held = await core(PAY, 'northwindOwner', { input: { vendorId: cedar.id, amount: 1_000, idempotencyKey: key() } });
    expect(held.data!.createVendorPayment.status).toBe('pendingApproval');
    expect(held.data!.createVendorPayment.statusDetails.at(-1)!.code).toBe(PAYOUT_HOLD_CODE);
    expect((await core(APPROVE, 'northwindOwner', { ids: [held.data!.createVendorPayment.id] })).errors).toBeUndefined();

    t.clock.advance(60_000);
    expect((await core(SET_VENDOR_BANK, 'northwindOwner', { vendorId: cedar.id, input: bank('44410002', 'Cedar Office Furniture') })).errors).toBeUndefined();
    expect((await core(PAY, 'northwindOwner', { input: { vendorId: cedar.id, amount: 1_000, idempotencyKey: key() } })).data!.createVendorPayment.status).toBe('scheduled');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'vendorBankAccountChanged'));
    const ofCedar = audits.filter((a) => (a.details as { vendorId?: string }).vendorId === cedar.id).map((a) => (a.details as { held: boolean; changedBy: string }));
    expect(ofCedar).toEqual([expect.objectContaining({ held: true, changedBy: DEMO_USERS.admin.email }), expect.objectContaining({ held: false, changedBy: DEMO_USERS.northwindOwner.email })]);
  });

  it('a bill paid from the accounting system after the payee changed its account waits too', async () => {
    const bills = (await core(coreGraphql(`query AdversarialPayeesAccountingSystemBills { accountingSystemBills(system: "quickBooks") { externalId vendorId payable } }`), 'northwindOwner')).data!.accountingSystemBills as { externalId: string; vendorId: string; payable: boolean }[];
    const bill = bills.find((b) => b.payable)!;
    expect(bill).toBeDefined();
    t.clock.advance(60_000);
    await t.db.transaction((tx) => changePayoutAccount(tx, { party: { vendorId: bill.vendorId }, account: bank('33310001'), actor: { system: 'the bank (notification of change C01)' }, key: t.config.encryptionKey, now: t.clock() }));
    const paid = await core(coreGraphql(`mutation AdversarialPayeesPayAccountingBills($bills: [ID!]!) { payAccountingBills(system: "quickBooks", bills: $bills) { paymentIds } }`), 'northwindOwner', { bills: [bill.externalId] });
    expect(paid.errors).toBeUndefined();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.data!.payAccountingBills.paymentIds[0]));
    expect(row.status).toBe('pendingApproval');
    expect(await historyCodes(row.id)).toContain(PAYOUT_HOLD_CODE);
  });

  it("a consumer's changed account holds on-demand payments from REST and from the public API, until a person approves one", async () => {
    const [maria] = await t.db.select().from(consumers).where(eq(consumers.firstName, 'Maria'));
    t.clock.advance(60_000);
    await t.db.transaction((tx) => changePayoutAccount(tx, { party: { consumerId: maria.id }, account: bank('22210001', 'Maria'), actor: { system: 'the bank (notification of change C01)' }, key: t.config.encryptionKey, now: t.clock() }));
    const rest = await restSendFunds('baysideOwner', maria.id, 1_500);
    expect(rest.status).toBe(200);
    expect(rest.body.status).toBe('pendingApproval');
    const [row] = await t.db.select().from(payments).where(eq(payments.paymentTransactionId, rest.body.paymentTransactionId));
    const [line] = await t.db.select().from(paymentStatusDetails).where(and(eq(paymentStatusDetails.paymentId, row.id), eq(paymentStatusDetails.code, PAYOUT_HOLD_CODE)));
    expect(line.description).toBe(Messages.payoutChangeHoldConsumer);
    // Bayside has no Approval product: the held payment can still be approved, and that releases the consumer.
    const approved = await core(APPROVE, 'baysideOwner', { ids: [row.id] });
    expect(approved.data!.approvePayments.payments).toEqual([{ id: row.id, status: 'scheduled' }]);
    expect((await restSendFunds('baysideOwner', maria.id, 1_600)).body.status).toBe('scheduled');

    // Northwind's own consumer, paid through the public API.
    const made = await core(coreGraphql(`mutation AdversarialPayeesCreateConsumer($input: CreateConsumerInput!) { createConsumer(input: $input) { consumerId } }`), 'northwindOwner', {
      input: { firstName: 'Ola', lastName: 'Nordmann', email: 'ola@consumer.test', bankName: 'Chase', routingNumber: '122000247', accountNumber: '11110001', accountHolderName: 'Ola Nordmann' },
    });
    expect(made.errors).toBeUndefined();
    const olaId = made.data!.createConsumer.consumerId;
    expect((await apiPost('/api/v1/send-funds-to-customer', { consumerId: olaId, amount: '100' })).body.status).toBe('scheduled');
    t.clock.advance(60_000);
    await t.db.transaction((tx) => changePayoutAccount(tx, { party: { consumerId: olaId }, account: bank('11110002', 'Ola Nordmann'), actor: { system: 'the bank (notification of change C01)' }, key: t.config.encryptionKey, now: t.clock() }));
    const held = await apiPost('/api/v1/send-funds-to-customer', { consumerId: olaId, amount: '200' });
    expect(held.body.status).toBe('pending_approval');
    expect(held.body.statusHistory.at(-1).code).toBe(PAYOUT_HOLD_CODE);
  });
});

describe('/rest/sendFundsToCustomer', () => {
  it('refuses a business without the OnDemandPayments product and creates nothing', async () => {
    const [lakeside] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Lakeside Dental'));
    const patient = await insertConsumer(t, { businessId: lakeside.id, firstName: 'Pat', lastName: 'Ient', routingNumber: '122000247', accountNumber: '77770001' });
    const refused = await restSendFunds('lakesideEmployee', patient.id, 1_500);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ paymentError: true, code: ErrorCodes.forbidden, message: Messages.productNotHeld('OnDemandPayments') });
    expect(await t.db.select().from(payments).where(eq(payments.consumerId, patient.id))).toHaveLength(0);
  });
});

/**
 * Every call of the engine's createPayment in api/, by file, with what it pays. The paths that pay a payee are
 * exercised for the hold in this file; a new call makes this test fail until it is listed (and, if it pays a payee,
 * tested above).
 */
const CREATING_PATHS: Record<string, { calls: number; pays: string }> = {
  'api/modules/payments/resolvers.ts': { calls: 2, pays: 'createVendorPayment (a vendor, held: tested above) and sendTestPayment (the business itself)' },
  'api/public-api/routes.ts': { calls: 2, pays: 'POST /api/v1/payments (a vendor) and /send-funds-to-customer (a consumer): both held, tested above' },
  'api/modules/payments/rest.ts': { calls: 1, pays: '/rest/sendFundsToCustomer (a consumer, held: tested above)' },
  'api/modules/payees/service.ts': { calls: 1, pays: 'payBills (a synced vendor, held: tested above)' },
  'api/modules/payments/payment-test.ts': { calls: 1, pays: "the Payment Test's $0.00 record of a micro-deposit match: the business itself, nothing moves" },
  'api/modules/payments/collections.ts': { calls: 1, pays: 'collections: debits a consumer or customer business, nobody is paid out' },
  'api/modules/network/registration.ts': { calls: 1, pays: "a consumer's initial payment: a debit" },
  'api/modules/subscriptions/invoices.ts': { calls: 1, pays: "the platform's subscription invoice: from the business" },
  'api/seed/payments.ts': { calls: 2, pays: 'the demo data' },
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('every path that creates a payment', () => {
  it('is listed with what it pays, so a new one is added here (and tested for the hold) or this fails', () => {
    const root = join(__dirname, '../..');
    const found: Record<string, number> = {};
    for (const file of sourceFiles(join(root, 'api'))) {
      const calls = (readFileSync(file, 'utf8').match(/\bcreatePayment\(/g) ?? []).length;
      const rel = relative(root, file).split('\\').join('/');
      // The definition itself is not a call.
      const own = rel === 'api/modules/payments/service.ts' ? 1 : 0;
      if (calls - own > 0) found[rel] = calls - own;
    }
    expect(found).toEqual(Object.fromEntries(Object.entries(CREATING_PATHS).map(([file, p]) => [file, p.calls])));
  });
});
