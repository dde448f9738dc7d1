/**
 * Payees through the API: connecting an accounting system by OAuth authorization code against its
 * sandbox (grants sealed), vendor sync (idempotent), payees by status and name, enable/disable, who may do it, and
 * that a synced payee with bank details is paid through the ordinary vendor payment only while enabled.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingConnections, businesses, payments, vendors } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { runWriteBacks } from '../../api/modules/payees/write-back';
import { sandboxBillPayments } from '../../api/integrations/accounting/sandbox/data';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
type As = keyof typeof DEMO_USERS;

beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['northwindOwner', 'northwindEmployee', 'northwindClerk', 'baysideOwner', 'acmeVendorManager', 'admin'] as const) {
    token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  }
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: As | null, variables?: V) => t.gql(query, variables, as ? { token: token[as] } : {});
const PAYEES = coreGraphql(`query PayeesPayees($system: String!, $status: String!, $nameFilter: String, $skip: Int, $limit: Int) { payees(system: $system, status: $status, nameFilter: $nameFilter, skip: $skip, limit: $limit) { meta { count } edges { id name status hasBankAccount accountNumberLast4 externalId } } }`);
const LOOKALIKES = coreGraphql(`query PayeesLookalikes($system: String!, $status: String!, $nameFilter: String) { payees(system: $system, status: $status, nameFilter: $nameFilter) { edges { id name possibleDuplicateOf { id name } } } }`);
const SET = coreGraphql(`mutation PayeesSet($system: String!, $ids: [ID!]!, $status: String!) { setPayeesStatus(system: $system, ids: $ids, status: $status) { changed } }`);
const SYNC = coreGraphql(`mutation PayeesSync($system: String!) { syncPayees(system: $system) { created updated vendorsUpdatedAt } }`);
const AUTHORIZE = coreGraphql(`mutation PayeesAuthorize($system: String!) { accountingAuthorizationUrl(system: $system) { url } }`);
const COMPLETE = coreGraphql(`mutation PayeesComplete($state: String!, $code: String, $error: String, $params: [CallbackParamInput!]) { completeAccountingConnection(state: $state, code: $code, error: $error, params: $params) { system companyId sync { created updated } } }`);

/** What the user's browser does at the sandbox consent page: choose the first company and press Connect. */
async function consentInBrowser(url: string, decision = 'allow') {
  const page = new URL(url);
  const shown = await t.api.fetch(new Request(url, { headers: { 'sec-fetch-site': 'cross-site' } }));
  expect(shown.status).toBe(200);
  const form = new URLSearchParams(page.searchParams);
  form.set('decision', decision);
  const answer = await t.api.fetch(new Request(`${page.origin}${page.pathname}`, { method: 'POST', body: form, headers: { origin: 'http://web.test', 'content-type': 'application/x-www-form-urlencoded' } }));
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

const callbackVariables = (back: URL) => ({
  state: back.searchParams.get('state')!,
  code: back.searchParams.get('code'),
  error: back.searchParams.get('error'),
  params: [...back.searchParams].filter(([k]) => !['state', 'code', 'error'].includes(k)).map(([name, value]) => ({ name, value })),
});

describe('connecting QuickBooks by the redirect flow', () => {
  it('walks authorization code against the sandbox, seals the grant, and syncs a dozen vendors as disabled payees', async () => {
    const started = await core(AUTHORIZE, 'northwindOwner', { system: 'quickBooks' });
    expect(started.errors).toBeUndefined();
    const url = started.data!.accountingAuthorizationUrl.url as string;
    expect(url).toContain('/sandbox/quickbooks/oauth/authorize?');
    expect(new URL(url).searchParams.get('redirect_uri')).toBe('http://web.test/manage-payees/callback');

    const back = await consentInBrowser(url);
    expect(back.searchParams.get('realmId')).toBeTruthy();
    // Another user cannot finish this user's flow with the same state.
    expect((await core(COMPLETE, 'northwindEmployee', callbackVariables(back))).errors![0].message).toBe(Messages.accountingConnectExpired);

    const done = await core(COMPLETE, 'northwindOwner', callbackVariables(back));
    expect(done.errors).toBeUndefined();
    expect(done.data!.completeAccountingConnection).toMatchObject({ system: 'quickBooks', companyId: back.searchParams.get('realmId'), sync: { created: 12, updated: 0 } });

    const [grant] = await t.db.select().from(accountingConnections).where(eq(accountingConnections.system, 'quickBooks'));
    expect(grant!.accessTokenSealed).toMatch(/^v1\./);
    expect(grant!.refreshTokenSealed).toMatch(/^v1\./);
    const [biz] = await t.db.select({ s: businesses.accountingSystemSettings }).from(businesses).where(eq(businesses.id, grant!.businessId));
    expect(biz!.s.infoOfAccountingSystems!.quickBooks).toMatchObject({ realmId: back.searchParams.get('realmId'), disconnected: false, mode: 'sandbox' });
    expect(biz!.s.infoOfAccountingSystems!.quickBooks!.vendorsUpdatedAt).toBeTruthy();

    const disabled = await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', limit: 5 });
    expect(disabled.data!.payees.meta.count).toBe(12);
    expect(disabled.data!.payees.edges).toHaveLength(5);
    expect(disabled.data!.payees.edges[0].name).toBe('Acme Office Supply');
    expect((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.meta.count).toBe(0);
  });

  it('a denied consent connects nothing and says so', async () => {
    const started = await core(AUTHORIZE, 'northwindOwner', { system: 'xero' });
    const back = await consentInBrowser(started.data!.accountingAuthorizationUrl.url, 'deny');
    expect((await core(COMPLETE, 'northwindOwner', callbackVariables(back))).errors![0].message).toBe(Messages.accountingConnectDenied);
  });

  it('sync is idempotent: a second run creates nothing new', async () => {
    const again = await core(SYNC, 'northwindOwner', { system: 'quickBooks' });
    expect(again.data!.syncPayees).toMatchObject({ created: 0, updated: 0 });
    const rows = await t.db.select().from(vendors).where(eq(vendors.accountingSystem, 'quickBooks'));
    expect(rows).toHaveLength(12);
  });

  it('searches by name and pages', async () => {
    const found = await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', nameFilter: 'logist' });
    // Northwind already has a vendor of that name added by hand: the synced one carries its system's name.
    expect(found.data!.payees.edges.map((p: { name: string }) => p.name)).toEqual(['Blue Ridge Logistics (QuickBooks)']);
    const page2 = await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', skip: 10, limit: 5 });
    expect(page2.data!.payees.edges).toHaveLength(2);
    expect((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', nameFilter: '%' })).data!.payees.meta.count).toBe(0);
  });

  it("offers the vendor Northwind already has as the synced payee's likely duplicate, never another business's, and changes nothing", async () => {
    const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    const [bayside] = await t.db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
    // Another business's vendor of the same name, made first (the oldest match would win if businesses were mixed).
    await t.db.insert(vendors).values({ businessId: bayside.id, name: 'Blue Ridge Logistics Inc.', createdAt: new Date('2020-01-01T00:00:00Z') });
    const [own] = await t.db.select().from(vendors).where(and(eq(vendors.businessId, northwind.id), eq(vendors.name, 'Blue Ridge Logistics')));
    const before = await t.db.select().from(vendors).where(eq(vendors.businessId, northwind.id));
    const found = await core(LOOKALIKES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', nameFilter: 'logist' });
    expect(found.errors).toBeUndefined();
    expect(found.data!.payees.edges).toEqual([expect.objectContaining({ name: 'Blue Ridge Logistics (QuickBooks)', possibleDuplicateOf: { id: own.id, name: 'Blue Ridge Logistics' } })]);
    // A payee that looks like nobody else carries no suggestion.
    const office = await core(LOOKALIKES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', nameFilter: 'Acme Office' });
    expect(office.data!.payees.edges.every((p: { possibleDuplicateOf: unknown }) => p.possibleDuplicateOf === null)).toBe(true);
    // Reading changes nothing: no vendor, name or account moved.
    expect(await t.db.select().from(vendors).where(eq(vendors.businessId, northwind.id))).toEqual(before);
    // Bayside's own list never names a Northwind vendor.
    const theirs = await core(LOOKALIKES, 'baysideOwner', { system: 'quickBooks', status: 'disabled', nameFilter: 'logist' });
    for (const p of theirs.data?.payees.edges ?? []) expect(p.possibleDuplicateOf?.id).not.toBe(own.id);
  });
});

describe('enable and disable', () => {
  it('enables many, then one is disabled again; repeating changes nothing', async () => {
    const list = (await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled', limit: 3 })).data!.payees.edges as { id: string }[];
    const ids = list.map((p) => p.id);
    expect((await core(SET, 'northwindEmployee', { system: 'quickBooks', ids, status: 'enabled' })).data!.setPayeesStatus.changed).toBe(3);
    expect((await core(SET, 'northwindOwner', { system: 'quickBooks', ids, status: 'enabled' })).data!.setPayeesStatus.changed).toBe(0);
    expect((await core(SET, 'northwindOwner', { system: 'quickBooks', ids: [ids[2]], status: 'disabled' })).data!.setPayeesStatus.changed).toBe(1);
    expect((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.meta.count).toBe(2);
    expect(codeOf(await core(SET, 'northwindOwner', { system: 'quickBooks', ids: [], status: 'enabled' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(SET, 'northwindOwner', { system: 'quickBooks', ids, status: 'archived' }))).toBe(ErrorCodes.validation);
  });

  it('is refused to employees without rights, vendor managers, administrators and anonymous callers', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'admin'] as const) {
      expect(codeOf(await core(PAYEES, as, { system: 'quickBooks', status: 'enabled' }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(SET, as, { system: 'quickBooks', ids: ['00000000-0000-0000-0000-000000000000'], status: 'enabled' }))).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(AUTHORIZE, as, { system: 'quickBooks' }))).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(PAYEES, null, { system: 'quickBooks', status: 'enabled' }))).toBe(ErrorCodes.unauthenticated);
  });

  it('another business cannot see or switch Northwind payees', async () => {
    const ids = ((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.edges as { id: string }[]).map((p) => p.id);
    // Bayside's service level lacks BusinessSystem: refused outright; then give it Northwind's level.
    expect(codeOf(await core(PAYEES, 'baysideOwner', { system: 'quickBooks', status: 'enabled' }))).toBe(ErrorCodes.forbidden);
    const [northwind] = await t.db.select({ level: businesses.serviceLevelId }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    await t.db.update(businesses).set({ serviceLevelId: northwind!.level }).where(eq(businesses.name, 'Bayside Auto Care'));
    expect((await core(PAYEES, 'baysideOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.meta.count).toBe(0);
    expect((await core(SET, 'baysideOwner', { system: 'quickBooks', ids, status: 'disabled' })).data!.setPayeesStatus.changed).toBe(0);
    expect((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.meta.count).toBe(2);
    expect(codeOf(await core(SYNC, 'baysideOwner', { system: 'quickBooks' }))).toBe(ErrorCodes.validation);
  });
});

const INVITE = coreGraphql(`mutation PayeesInvite($input: VendorConnectionInput!) { vendorConnection(input: $input) { connection { id } invitationLink message } }`);
const REGISTER = coreGraphql(`mutation PayeesRegister($token: String!, $input: RegistrationInput!) { registerVendor(token: $token, input: $input) { id role } }`);

/** The payee's invitation, accepted: the vendor registers into its synced record with its own bank details. */
async function registerByInvitation(payee: { id: string; name: string }, email: string, bank: { bankName: string; routingNumber: string; accountNumber: string; accountHolderName: string }) {
  const invited = await core(INVITE, 'northwindOwner', { input: { name: payee.name, email, vendorId: payee.id } });
  expect(invited.errors).toBeUndefined();
  const token = new URL(invited.data!.vendorConnection.invitationLink!).searchParams.get('token')!;
  const password = 'Welcome2026x';
  return core(REGISTER, null, { token, input: { firstName: 'Pat', lastName: 'Payee', email, password, confirmPassword: password, name: payee.name, address: '1 Main St', city: 'Chicago', state: 'Illinois', zipcode: '60607', ...bank, mailboxCode: await t.mailboxCodeFor(token) } });
}

describe('paying a synced payee', () => {
  const PAYABLE = coreGraphql(`query PayeesPayable { payableVendors { id name accountNumberLast4 } }`);
  const PAY = coreGraphql(`mutation PayeesPay($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }`);

  beforeAll(async () => {
    // QuickBooks holds no US bank details (VendorPaymentBankDetail is Australian): synced payees have none until
    // their invitation brings them. The first enabled payee accepts its invitation; the other stays without.
    const enabled = (await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.edges as { id: string; name: string; hasBankAccount: boolean }[];
    expect(enabled.every((p) => !p.hasBankAccount)).toBe(true);
    const registered = await registerByInvitation(enabled[0]!, 'ap@first-enabled.test', { bankName: 'Chase', routingNumber: '021000021', accountNumber: '000123456789', accountHolderName: enabled[0]!.name });
    expect(registered.errors).toBeUndefined();
  });

  it('an enabled payee with bank details is payable through the vendor payment; a disabled one is not', async () => {
    const enabled = (await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.edges as { id: string; name: string; hasBankAccount: boolean }[];
    const withBank = enabled.find((p) => p.hasBankAccount)!;
    expect(withBank).toBeDefined();
    const payable = (await core(PAYABLE, 'northwindOwner')).data!.payableVendors as { id: string }[];
    expect(payable.map((v) => v.id)).toContain(withBank.id);
    const disabled = (await t.db.select().from(vendors).where(and(eq(vendors.accountingSystem, 'quickBooks'), eq(vendors.payeeStatus, 'disabled'))))[0]!;
    expect(payable.map((v) => v.id)).not.toContain(disabled.id);

    const paid = await core(PAY, 'northwindOwner', { input: { vendorId: withBank.id, amount: 12500, idempotencyKey: 'payee-sync-1' } });
    expect(paid.errors).toBeUndefined();
    const refused = await core(PAY, 'northwindOwner', { input: { vendorId: disabled.id, amount: 1000, idempotencyKey: 'payee-sync-2' } });
    expect(refused.errors![0].message).toBe(Messages.payeeDisabled);
  });
});

describe("the list filter's vendor choices (reports, asked beside a list)", () => {
  const reports = <R, V>(query: TestDocument<R, V>, as: As) => t.gql(query, undefined, { token: token[as] });
  const BESIDE_LIST = reportsGraphql(`query PayeesBesideList { list: paymentTransferTransactions(limit: 1) { meta { count } } vendors: vendorFilterChoices { id name } }`);

  it("are the business's payable vendors, in the same call as the list, for owners and employees with rights", async () => {
    for (const as of ['northwindOwner', 'northwindEmployee'] as const) {
      const payable = (await core(coreGraphql(`query PayeesPayableVendors { payableVendors { id name } }`), as)).data!.payableVendors as { id: string; name: string }[];
      expect(payable.length).toBeGreaterThan(0);
      const both = await reports(BESIDE_LIST, as);
      expect(both.errors).toBeUndefined();
      expect(both.data!.vendors).toEqual(payable);
      expect(both.data!.list.meta.count).toBeGreaterThan(0);
    }
  });

  it('are refused to anyone who may not pay vendors', async () => {
    for (const as of ['northwindClerk', 'acmeVendorManager', 'admin'] as const) {
      expect(codeOf(await reports(reportsGraphql(`query PayeesVendorFilterChoices { vendorFilterChoices { id } }`), as))).toBe(ErrorCodes.forbidden);
    }
  });
});

describe('open bills', () => {
  const BILLS = coreGraphql(`query PayeesBills($system: String!) { accountingSystemBills(system: $system) { externalId billNumber dueDate amount currency vendorId vendorName payable } }`);
  const PAY_BILLS = coreGraphql(`mutation PayeesPayBills($system: String!, $bills: [ID!]!) { payAccountingBills(system: $system, bills: $bills) { paymentIds skipped } }`);

  it('lists the open bills of enabled payees and pays them once each through the payments engine', async () => {
    const bills = (await core(BILLS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingSystemBills as { externalId: string; billNumber: string; amount: number; vendorName: string; payable: boolean; dueDate: string }[];
    const enabledNames = ((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'enabled' })).data!.payees.edges as { name: string }[]).map((p) => p.name);
    expect(bills.length).toBeGreaterThan(0);
    for (const b of bills) expect(enabledNames).toContain(b.vendorName);
    expect(bills.map((b) => b.dueDate)).toEqual([...bills.map((b) => b.dueDate)].sort());
    const payable = bills.filter((b) => b.payable);
    const notPayable = bills.filter((b) => !b.payable);
    expect(payable.length).toBeGreaterThan(0);
    expect(notPayable.length).toBeGreaterThan(0);

    const paid = await core(PAY_BILLS, 'northwindEmployee', { system: 'quickBooks', bills: [...payable.map((b) => b.externalId), notPayable[0]!.externalId, 'no-such-bill'] });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payAccountingBills.paymentIds).toHaveLength(payable.length);
    expect(paid.data!.payAccountingBills.skipped).toEqual([notPayable[0]!.externalId, 'no-such-bill']);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.data!.payAccountingBills.paymentIds[0]));
    expect(row).toMatchObject({ kind: 'vendor', accountingSystem: 'quickBooks', amount: payable[0]!.amount, description: `Bill ${payable[0]!.billNumber}` });
    expect(row!.accountingSystemBillInfo).toMatchObject({ billNumber: payable[0]!.billNumber, currency: 'USD', amount: payable[0]!.amount });

    // Paying the same bills again pays nothing twice.
    const again = await core(PAY_BILLS, 'northwindOwner', { system: 'quickBooks', bills: payable.map((b) => b.externalId) });
    expect(again.data!.payAccountingBills).toEqual({ paymentIds: [], skipped: payable.map((b) => b.externalId) });
  });

  it('refuses callers without rights and pays nothing for another business', async () => {
    const bills = (await core(BILLS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingSystemBills as { externalId: string }[];
    expect(codeOf(await core(PAY_BILLS, 'northwindClerk', { system: 'quickBooks', bills: [bills[0]!.externalId] }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(BILLS, 'acmeVendorManager', { system: 'quickBooks' }))).toBe(ErrorCodes.forbidden);
    const other = await core(PAY_BILLS, 'baysideOwner', { system: 'quickBooks', bills: [bills[0]!.externalId] });
    expect(other.data!.payAccountingBills).toEqual({ paymentIds: [], skipped: [bills[0]!.externalId] });
    expect(codeOf(await core(PAY_BILLS, 'northwindOwner', { system: 'quickBooks', bills: [] }))).toBe(ErrorCodes.validation);
  });
});

describe('write-back of settled bill payments', () => {
  const BILL_PAYMENTS = coreGraphql(`query PayeesBillPayments($system: String!) { accountingBillPayments(system: $system) { paymentId billNumber writeBackStatus writeBackAttempts writeBackError paymentStatus } }`);
  const ACCOUNTS = coreGraphql(`query PayeesPaymentAccounts($system: String!) { accountingPaymentAccounts(system: $system) { id name code chosen } }`);
  const CHOOSE = coreGraphql(`mutation PayeesChoosePaymentAccount($system: String!, $accountId: ID!) { setAccountingPaymentAccount(system: $system, accountId: $accountId) { id name chosen } }`);

  it("the business chooses the account payments are recorded against among the system's bank accounts", async () => {
    const offered = (await core(ACCOUNTS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingPaymentAccounts as { id: string; name: string; chosen: boolean }[];
    expect(offered.map((a) => a.name)).toEqual(['Business Bank Account', 'Business Savings Account']);
    expect(offered.some((a) => a.chosen)).toBe(false);
    // Only an account the system offers: the liability and income accounts of its chart are not.
    expect(codeOf(await core(CHOOSE, 'northwindOwner', { system: 'quickBooks', accountId: '37' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(CHOOSE, 'northwindClerk', { system: 'quickBooks', accountId: offered[1]!.id }))).toBe(ErrorCodes.forbidden);
    const chosen = await core(CHOOSE, 'northwindOwner', { system: 'quickBooks', accountId: offered[1]!.id });
    expect(chosen.data!.setAccountingPaymentAccount.filter((a: { chosen: boolean }) => a.chosen).map((a: { name: string }) => a.name)).toEqual(['Business Savings Account']);
  });

  it('records each settled bill payment once in the accounting system, and retries a failure with backoff, visibly', async () => {
    const before = (await core(BILL_PAYMENTS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingBillPayments as { paymentId: string; writeBackStatus: string }[];
    expect(before.length).toBeGreaterThan(1);
    expect(before.every((p) => p.writeBackStatus === 'waitingForSettlement')).toBe(true);
    // Settle them (the processing cycle's outcome), and spoil one bill's id so the system refuses it.
    for (const p of before) await t.db.update(payments).set({ status: 'success' }).where(eq(payments.id, p.paymentId));
    const [spoiled] = await t.db.select().from(payments).where(eq(payments.id, before[0]!.paymentId));
    await t.db.update(payments).set({ accountingSystemBillInfo: { ...(spoiled!.accountingSystemBillInfo as object), externalId: 'gone' } }).where(eq(payments.id, spoiled!.id));

    const now = t.clock();
    expect(await runWriteBacks(t.db, t.config, now)).toEqual({ recorded: before.length - 1, failed: 1 });
    const after = (await core(BILL_PAYMENTS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingBillPayments as { paymentId: string; writeBackStatus: string; writeBackAttempts: number; writeBackError: string | null }[];
    expect(after.find((p) => p.paymentId === spoiled!.id)).toMatchObject({ writeBackStatus: 'failed', writeBackAttempts: 1 });
    expect(after.find((p) => p.paymentId === spoiled!.id)!.writeBackError).toBeTruthy();
    expect(after.filter((p) => p.writeBackStatus === 'recorded')).toHaveLength(before.length - 1);

    // Recorded ones are never recorded twice; the failed one waits for its backoff, then is tried again.
    expect(await runWriteBacks(t.db, t.config, now)).toEqual({ recorded: 0, failed: 0 });
    expect(await runWriteBacks(t.db, t.config, new Date(now.getTime() + 61_000))).toEqual({ recorded: 0, failed: 1 });
    const again = (await core(BILL_PAYMENTS, 'northwindOwner', { system: 'quickBooks' })).data!.accountingBillPayments as { paymentId: string; writeBackAttempts: number }[];
    expect(again.find((p) => p.paymentId === spoiled!.id)!.writeBackAttempts).toBe(2);
    expect(codeOf(await core(BILL_PAYMENTS, 'northwindClerk', { system: 'quickBooks' }))).toBe(ErrorCodes.forbidden);
  });

  it('a write-back run again after QuickBooks confirmed it but before we kept its answer (a crash) records no second payment', async () => {
    const [connection] = await t.db.select().from(accountingConnections).where(eq(accountingConnections.system, 'quickBooks'));
    const [recorded] = (await t.db.select().from(payments).where(eq(payments.accountingSystem, 'quickBooks'))).filter(
      (p) => (p.accountingSystemBillInfo as { writeBack?: { status: string } }).writeBack?.status === 'recorded',
    );
    const info = recorded!.accountingSystemBillInfo as { writeBack: { externalId: string } } & Record<string, unknown>;
    const held = async () => (await sandboxBillPayments(t.db, 'quickBooks', connection!.companyId)).filter((p) => p.reference === `Payloft ${recorded!.id}`);
    expect(await held()).toHaveLength(1);
    // The crash: QuickBooks has the payment, our row never learnt it.
    const { writeBack, ...beforeWriteBack } = info;
    await t.db.update(payments).set({ accountingSystemBillInfo: beforeWriteBack }).where(eq(payments.id, recorded!.id));
    expect(await runWriteBacks(t.db, t.config, t.clock())).toEqual({ recorded: 1, failed: 0 });
    const [after] = await t.db.select().from(payments).where(eq(payments.id, recorded!.id));
    expect((after!.accountingSystemBillInfo as { writeBack: { externalId: string; status: string } }).writeBack).toMatchObject({ status: 'recorded', externalId: writeBack.externalId });
    expect(await held()).toHaveLength(1);
  });
});

describe('Generate Invite for a synced payee', () => {

  it('the invited payee registers into its synced record, with its own bank details and a vendor manager', async () => {
    const [payee] = await t.db.select().from(vendors).where(and(eq(vendors.accountingSystem, 'quickBooks'), eq(vendors.name, 'Delta Print & Sign')));
    expect(payee).toBeDefined();
    // The invitation names the payee it is for (registration never matches a payee by a typed name).
    const invited = await core(INVITE, 'northwindOwner', { input: { name: payee!.name, email: 'ap@deltaprint.test', vendorId: payee!.id } });
    expect(invited.errors).toBeUndefined();
    const token = new URL(invited.data!.vendorConnection.invitationLink!).searchParams.get('token')!;
    const password = 'Welcome2026x';
    const registered = await core(REGISTER, null, {
      token,
      input: { firstName: 'Dee', lastName: 'Print', email: 'ap@deltaprint.test', password, confirmPassword: password, name: payee!.name, address: '88 Union Ave', city: 'Memphis', state: 'Tennessee', zipcode: '38103', bankName: 'Chase', routingNumber: '122000247', accountNumber: '000987654321', accountHolderName: 'Delta Print LLC', mailboxCode: await t.mailboxCodeFor(token) },
    });
    expect(registered.errors).toBeUndefined();
    expect(registered.data!.registerVendor.role).toBe('vendorManager');
    const same = await t.db.select().from(vendors).where(eq(vendors.name, payee!.name));
    expect(same).toHaveLength(1);
    const edges = (await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: payee!.payeeStatus, nameFilter: 'Delta' })).data!.payees.edges;
    expect(edges[0]).toMatchObject({ id: payee!.id, hasBankAccount: true, accountNumberLast4: '4321' });
  });
});

describe('disconnecting', () => {
  it('forgets the grant and its tokens; payees stay; sync then says the system is not connected', async () => {
    const off = await core(coreGraphql(`mutation PayeesDisconnectAccountingSystem { disconnectAccountingSystem(system: "quickBooks") { businessId } }`), 'northwindOwner');
    expect(off.errors).toBeUndefined();
    expect(await t.db.select().from(accountingConnections).where(eq(accountingConnections.system, 'quickBooks'))).toHaveLength(0);
    expect((await core(SYNC, 'northwindOwner', { system: 'quickBooks' })).errors![0].message).toBe(Messages.accountingSystemNotConnected);
    expect((await core(PAYEES, 'northwindOwner', { system: 'quickBooks', status: 'disabled' })).data!.payees.meta.count).toBeGreaterThan(0);
    // Connecting again syncs the same vendors by id: nothing new.
    const on = await core(coreGraphql(`mutation PayeesConnectAccountingSystem { connectAccountingSystem(system: "quickBooks") { businessId } }`), 'northwindOwner');
    expect(on.errors).toBeUndefined();
    expect(await t.db.select().from(vendors).where(eq(vendors.accountingSystem, 'quickBooks'))).toHaveLength(12);
  });
});
