/** Admin console and the bank network: businesses, business settings, disabling users, banks, bank users and leads, for every role. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, banks, businesses, payments, users } from '../../api/db/schema';
import { paymentRow } from './support/factories';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

type DemoKey = keyof typeof DEMO_USERS;
let t: TestApi;
const token: Partial<Record<DemoKey, string>> = {};
const ids: Record<string, string> = {};
const EVERYONE = Object.keys(DEMO_USERS).filter((k) => k !== 'northwindSecureOwner') as DemoKey[];
const NOT_ADMIN = EVERYONE.filter((k) => k !== 'admin');

beforeAll(async () => {
  t = await startTestApi();
  for (const key of EVERYONE) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  for (const b of await t.db.select().from(businesses)) ids[b.name] = b.id;
  for (const b of await t.db.select().from(banks)) ids[b.name] = b.id;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: DemoKey, variables?: V) => t.gql(query, variables, { token: token[as] });

const LIST = coreGraphql(`query AdminList($filter: BusinessListFilter, $orderBy: String, $skip: Int, $limit: Int) {
  adminBusinesses(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit) {
    meta { count }
    edges { node { id name email businessType registrationState serviceLevel { id name } bank { id name } routingNumber monthlyVolume usersCount usersDisabled } }
  } }`);
const LEADS = coreGraphql(`query AdminLeads($filter: BusinessListFilter, $orderBy: String) {
  leads(filter: $filter, orderBy: $orderBy) { meta { count } edges { node { name registrationState serviceLevel { name } bank { name } monthlyVolume } } } }`);
const DETAIL = coreGraphql(`query AdminDetail($id: ID!) { adminBusiness(id: $id) { summary { name usersDisabled } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit
  accountingSystems sharedPaymentMethod { bankName routingNumber last4 } users { email enabled disableReason } } }`);
const UPDATE = coreGraphql(`mutation AdminUpdate($id: ID!, $input: BusinessSettingsInput!) { updateBusinessSettings(id: $id, input: $input) {
  summary { name email } description tinOrEinNumber dotNumber goLiveDate billingAmount paymentLimit } }`);
const DISABLE = coreGraphql(`mutation AdminDisable($id: ID!, $disabled: Boolean!) { setBusinessUsersDisabled(id: $id, disabled: $disabled) { summary { usersDisabled } users { email enabled disableReason } } }`);
const BANKS = coreGraphql(`query AdminBanks { banks { id name routingNumbers businessesCount usersCount } }`);
const CREATE_BANK = coreGraphql(`mutation AdminCreateBank($input: BankInput!) { createBank(input: $input) { id name routingNumbers businessesCount usersCount } }`);
const UPDATE_BANK = coreGraphql(`mutation AdminUpdateBank($id: ID!, $input: BankInput!) { updateBank(id: $id, input: $input) { id name routingNumbers businessesCount } }`);
const BANK_USERS = coreGraphql(`query AdminBankUsers($bankId: ID) { bankUsers(bankId: $bankId) { meta { count } edges { node { email firstName status role bank { name } } } } }`);

const names = (data: { edges: { node: { name: string } }[] }) => data.edges.map((e) => e.node.name);

describe('adminBusinesses', () => {
  it('lists every business with its bank, service level, registration state and users', async () => {
    const { data } = await core(LIST, 'admin', { orderBy: 'nameAsc' });
    expect(data!.adminBusinesses.meta.count).toBe(5);
    expect(names(data!.adminBusinesses)).toEqual(['Bayside Auto Care', 'Coastal Fleet Services', 'Harbor Freightways', 'Lakeside Dental', 'Northwind Supply Co.']);
    const byName = Object.fromEntries(data!.adminBusinesses.edges.map((e: any) => [e.node.name, e.node]));
    expect(byName['Northwind Supply Co.']).toMatchObject({ bank: { name: 'Bank of America' }, registrationState: 'registered', usersCount: 5, usersDisabled: false });
    expect(byName['Bayside Auto Care'].bank).toEqual({ id: ids['Wells Fargo'], name: 'Wells Fargo' });
    expect(byName['Lakeside Dental']).toMatchObject({ bank: { name: 'First Community Bank' }, routingNumber: '081902101', usersCount: 1 });
    expect(byName['Harbor Freightways']).toMatchObject({ registrationState: 'inProgress', serviceLevel: null, bank: { name: 'First Community Bank' } });
    expect(byName['Northwind Supply Co.'].monthlyVolume).toBeGreaterThan(0);
  });

  it("counts a business's trade as its monthly volume, not its subscription invoices or Payment Tests", async () => {
    const volume = async () => (await core(LIST, 'admin', { filter: { search: 'Northwind' } })).data!.adminBusinesses.edges[0].node.monthlyVolume;
    const before = await volume();
    const northwind = ids['Northwind Supply Co.'];
    const paid = { businessId: northwind, status: 'success' as const, createdAt: t.clock() };
    await t.db.insert(payments).values([paymentRow({ ...paid, kind: 'subscription', amount: 125_00 }), paymentRow({ ...paid, kind: 'test', amount: 1_00 })]);
    expect(await volume()).toBe(before);
    await t.db.insert(payments).values(paymentRow({ ...paid, kind: 'vendor', amount: 42_00 }));
    expect(await volume()).toBe(before + 42_00);
  });

  it('searches name and e-mail in any case, and filters by type, service level, registration state and bank', async () => {
    const search = async (filter: Record<string, string>) => names((await core(LIST, 'admin', { filter, orderBy: 'nameAsc' })).data!.adminBusinesses);
    expect(await search({ search: 'NORTH' })).toEqual(['Northwind Supply Co.']);
    expect(await search({ search: 'harbor.test' })).toEqual(['Harbor Freightways']);
    expect(await search({ search: '%' })).toEqual([]);
    expect(await search({ businessType: 'Customer Business' })).toEqual(['Bayside Auto Care', 'Coastal Fleet Services']);
    expect(await search({ registrationState: 'inProgress' })).toEqual(['Coastal Fleet Services', 'Harbor Freightways']);
    expect(await search({ bankId: ids['First Community Bank'] })).toEqual(['Harbor Freightways', 'Lakeside Dental']);
    const northwind = (await core(DETAIL, 'admin', { id: ids['Northwind Supply Co.'] })).data!;
    expect(northwind.adminBusiness!.summary.name).toBe('Northwind Supply Co.');
    const level = (await core(LIST, 'admin', { filter: { search: 'Northwind' } })).data!.adminBusinesses.edges[0].node.serviceLevel;
    expect(await search({ serviceLevelId: level!.id })).toEqual(['Northwind Supply Co.']);
  });

  it('sorts and pages', async () => {
    const desc = names((await core(LIST, 'admin', { orderBy: 'nameDesc', skip: 1, limit: 2 })).data!.adminBusinesses);
    expect(desc).toEqual(['Lakeside Dental', 'Harbor Freightways']);
    expect(codeOf(await core(LIST, 'admin', { orderBy: 'bogus' }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(LIST, 'admin', { limit: 0 }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(LIST, 'admin', { filter: { registrationState: 'x' } }))).toBe(ErrorCodes.validation);
  });

  it('is the admin’s only', async () => {
    for (const as of NOT_ADMIN) {
      expect(codeOf(await core(LIST, as)), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(DETAIL, as, { id: ids['Northwind Supply Co.'] })), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(BANKS, as)), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(BANK_USERS, as)), as).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await t.gql(LIST))).toBe(ErrorCodes.unauthenticated);
  });
});

describe('adminBusiness and updateBusinessSettings', () => {
  it('shows the settings, accounting systems, shared payment method and users', async () => {
    const d = (await core(DETAIL, 'admin', { id: ids['Northwind Supply Co.'] })).data!.adminBusiness;
    expect(d).toMatchObject({ tinOrEinNumber: '36-4821907', dotNumber: '2849131', goLiveDate: '2026-02-01', billingAmount: 199_000, paymentLimit: null, accountingSystems: ['QuickBooks'] });
    expect(d!.sharedPaymentMethod).toMatchObject({ routingNumber: '026009593' });
    expect(d!.users[0].email).toBe('owner@northwind.test');
    expect((await core(DETAIL, 'admin', { id: '00000000-0000-0000-0000-000000000000' })).data!.adminBusiness).toBeNull();
  });

  it("shows the account the business's own Bank Account page shows, and none it does not", async () => {
    const OWN = coreGraphql(`query AdminOwnBankAccount { businessSetup { sharedPaymentMethods { actualSharedPaymentMethod { bankName routingNumber last4 } } } }`);
    for (const [business, as, last4] of [['Harbor Freightways', 'harborOwner', '3342'], ['Lakeside Dental', 'lakesideEmployee', '7710'], ['Northwind Supply Co.', 'northwindOwner', '4821']] as const) {
      const own = (await core(OWN, as)).data!.businessSetup.sharedPaymentMethods.actualSharedPaymentMethod;
      expect(own, business).toMatchObject({ last4 });
      expect((await core(DETAIL, 'admin', { id: ids[business] })).data!.adminBusiness!.sharedPaymentMethod, business).toMatchObject({ bankName: own!.bankName, routingNumber: own!.routingNumber, last4 });
    }
    // A method written only into a business's settings (no bank account of its own) is not shown as its account.
    const [bare] = await t.db
      .insert(businesses)
      .values({ name: 'Settings Only Freight', paymentSettings: { actualSharedPaymentMethod: { bankName: 'Copy Bank', routingNumber: '021000021', last4: '0001', status: 'active' } } })
      .returning({ id: businesses.id });
    try {
      expect((await core(DETAIL, 'admin', { id: bare.id })).data!.adminBusiness!.sharedPaymentMethod).toBeNull();
    } finally {
      await t.db.delete(businesses).where(eq(businesses.id, bare.id));
    }
  });

  it('saves the settings and audits each change with its old and new value', async () => {
    const input = {
      name: 'Lakeside Dental Group',
      email: 'billing@lakeside.test',
      phoneNumber: '+1 608 555 0181',
      description: 'Family and cosmetic dentistry',
      tinOrEinNumber: '396610245',
      dotNumber: '',
      goLiveDate: '2026-04-01',
      billingAmount: 12_500,
      paymentLimit: 5_000_000,
    };
    const { data, errors } = await core(UPDATE, 'admin', { id: ids['Lakeside Dental'], input });
    expect(errors).toBeUndefined();
    expect(data!.updateBusinessSettings).toMatchObject({ summary: { name: 'Lakeside Dental Group', email: 'billing@lakeside.test' }, dotNumber: null, billingAmount: 12_500, paymentLimit: 5_000_000 });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'businessUpdated'));
    expect(audit.details).toMatchObject({ businessId: ids['Lakeside Dental'], changes: { name: ['Lakeside Dental', 'Lakeside Dental Group'], billingAmount: [7_900, 12_500], paymentLimit: [null, 5_000_000] } });
    // Put the name back for the other tests.
    await core(UPDATE, 'admin', { id: ids['Lakeside Dental'], input: { ...input, name: 'Lakeside Dental' } });
  });

  it('checks the input with the spec’s messages', async () => {
    const base = { name: 'Lakeside Dental', email: 'frontdesk@lakeside.test' };
    const fieldError = async (input: Record<string, unknown>) => {
      const r = await core(UPDATE, 'admin', { id: ids['Lakeside Dental'], input: { ...base, ...input } });
      expect(codeOf(r)).toBe(ErrorCodes.validation);
      return r.errors![0].extensions!.fieldErrors;
    };
    expect(await fieldError({ email: 'nope' })).toEqual({ email: Messages.invalidEmail });
    expect(await fieldError({ tinOrEinNumber: '12-34' })).toEqual({ tinOrEinNumber: Messages.tinFormat });
    expect(await fieldError({ name: '  ' })).toEqual({ name: Messages.required });
    expect(await fieldError({ goLiveDate: '2026-13-45' })).toEqual({ goLiveDate: Messages.dateFormat });
    expect(await fieldError({ billingAmount: -1 })).toEqual({ billingAmount: Messages.amountFormat });
    expect(await fieldError({ name: 'northwind supply co.' })).toEqual({ name: Messages.duplicateBusinessName });
    for (const as of NOT_ADMIN) expect(codeOf(await core(UPDATE, as, { id: ids['Lakeside Dental'], input: base })), as).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(UPDATE, 'admin', { id: 'nope', input: base }))).toBe(ErrorCodes.notFound);
  });
});

describe('setBusinessUsersDisabled', () => {
  it('signs the business’s users out with userIsDisabledByPaymentIssueError and lets them back in when enabled again', async () => {
    const session = await t.tokensFor(DEMO_USERS.baysideEmployee.email);
    const { data } = await core(DISABLE, 'admin', { id: ids['Bayside Auto Care'], disabled: true });
    expect(data!.setBusinessUsersDisabled.summary.usersDisabled).toBe(true);
    expect(data!.setBusinessUsersDisabled.users.every((u: any) => !u.enabled && u.disableReason === 'paymentIssue')).toBe(true);
    // The next request with a live access token, the refresh and a new sign-in all get the payment-issue error.
    const viewer = await t.gql(coreGraphql(`query AdminViewer { viewer { id } }`), {}, { token: session.accessToken });
    expect(codeOf(viewer)).toBe(ErrorCodes.userDisabledByPaymentIssue);
    const refreshed = await t.gql(authGraphql(`mutation AdminRefreshToken($input: RefreshTokenInput!) { refreshToken(input: $input) { id } }`), { input: { refreshToken: session.refreshToken } });
    expect(codeOf(refreshed)).not.toBeUndefined();
    expect(codeOf(await t.signIn(DEMO_USERS.baysideOwner.email))).toBe(ErrorCodes.userDisabledByPaymentIssue);
    // Other businesses' users are untouched.
    expect(codeOf(await core(coreGraphql(`query AdminViewer2 { viewer { id } }`), 'northwindOwner'))).toBeUndefined();

    const again = await core(DISABLE, 'admin', { id: ids['Bayside Auto Care'], disabled: false });
    expect(again.data!.setBusinessUsersDisabled.summary.usersDisabled).toBe(false);
    expect(codeOf(await t.signIn(DEMO_USERS.baysideOwner.email))).toBeUndefined();
    // Their sign-ins were revoked: sign in again for the tests that follow.
    for (const key of ['baysideOwner', 'baysideEmployee'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  });

  it('leaves a user disabled for another reason disabled when enabling again', async () => {
    const [lakesideUser] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.lakesideEmployee.email));
    await t.db.update(users).set({ enabled: false, disableReason: 'left the company' }).where(eq(users.id, lakesideUser.id));
    await core(DISABLE, 'admin', { id: ids['Lakeside Dental'], disabled: true });
    await core(DISABLE, 'admin', { id: ids['Lakeside Dental'], disabled: false });
    const [after] = await t.db.select().from(users).where(and(eq(users.id, lakesideUser.id)));
    expect(after).toMatchObject({ enabled: false, disableReason: 'left the company' });
    await t.db.update(users).set({ enabled: true, disableReason: null }).where(eq(users.id, lakesideUser.id));
  });

  it('is the admin’s only', async () => {
    for (const as of NOT_ADMIN) expect(codeOf(await core(DISABLE, as, { id: ids['Northwind Supply Co.'], disabled: true })), as).toBe(ErrorCodes.forbidden);
  });
});

describe('banks and bank users', () => {
  it('lists banks with their routing numbers, businesses and users counts', async () => {
    const list = (await core(BANKS, 'admin')).data!.banks;
    expect(list.map((b: any) => [b.name, b.businessesCount, b.usersCount])).toEqual([
      ['Bank of America', 1, 0],
      ['First Community Bank', 2, 1],
      ['Wells Fargo', 1, 0],
    ]);
  });

  it('creates and renames a bank; names and routing numbers are unique and checked', async () => {
    const created = await core(CREATE_BANK, 'admin', { input: { name: 'Prairie State Bank', routingNumbers: ['091000006'] } });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createBank).toMatchObject({ name: 'Prairie State Bank', routingNumbers: ['091000006'], businessesCount: 0, usersCount: 0 });
    const id = created.data!.createBank.id;
    const renamed = await core(UPDATE_BANK, 'admin', { id, input: { name: 'Prairie State Bank & Trust', routingNumbers: ['091000006', '081902101'] } });
    expect(renamed.errors![0].extensions!.fieldErrors).toEqual({ routingNumbers: Messages.routingNumberTaken('081902101', 'First Community Bank') });
    const ok = await core(UPDATE_BANK, 'admin', { id, input: { name: 'Prairie State Bank & Trust', routingNumbers: [] } });
    expect(ok.data!.updateBank).toMatchObject({ name: 'Prairie State Bank & Trust', routingNumbers: [] });
    const dup = await core(CREATE_BANK, 'admin', { input: { name: 'wells fargo' } });
    expect(dup.errors![0].extensions!.fieldErrors).toEqual({ name: Messages.duplicateName });
    const bad = await core(CREATE_BANK, 'admin', { input: { name: 'X Bank', routingNumbers: ['123456789'] } });
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({ 'routingNumbers.0': Messages.routingNumberChecksum });
    expect(codeOf(await core(UPDATE_BANK, 'admin', { id: '00000000-0000-0000-0000-000000000000', input: { name: 'Y' } }))).toBe(ErrorCodes.notFound);
    for (const as of NOT_ADMIN) {
      expect(codeOf(await core(CREATE_BANK, as, { input: { name: 'Z Bank' } })), as).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(UPDATE_BANK, as, { id, input: { name: 'Z Bank' } })), as).toBe(ErrorCodes.forbidden);
    }
  });

  it('lists bank users with their bank and status, of one bank when asked', async () => {
    const all = (await core(BANK_USERS, 'admin')).data!.bankUsers;
    expect(all.edges.map((e: any) => e.node)).toEqual([
      { email: 'banker@firstcommunity.test', firstName: 'James', status: 'active', role: 'bankUserOwner', bank: { name: 'First Community Bank' } },
    ]);
    expect((await core(BANK_USERS, 'admin', { bankId: ids['Wells Fargo'] })).data!.bankUsers.meta.count).toBe(0);
  });
});

describe('leads', () => {
  it('gives a bank user their own bank’s businesses only, whatever bank the filter names', async () => {
    const own = (await core(LEADS, 'banker', { orderBy: 'nameAsc' })).data!.leads;
    expect(names(own)).toEqual(['Harbor Freightways', 'Lakeside Dental']);
    expect(own.edges.map((e: any) => e.node.registrationState)).toEqual(['inProgress', 'registered']);
    const other = (await core(LEADS, 'banker', { filter: { bankId: ids['Bank of America'] } })).data!.leads;
    expect(names(other).sort()).toEqual(['Harbor Freightways', 'Lakeside Dental']);
    const filtered = (await core(LEADS, 'banker', { filter: { registrationState: 'registered', search: 'dent' } })).data!.leads;
    expect(names(filtered)).toEqual(['Lakeside Dental']);
  });

  it('lets the admin read any bank’s leads by bankId, and nobody else', async () => {
    expect(names((await core(LEADS, 'admin', { filter: { bankId: ids['Bank of America'] } })).data!.leads)).toEqual(['Northwind Supply Co.']);
    expect(codeOf(await core(LEADS, 'admin'))).toBe(ErrorCodes.validation);
    for (const as of NOT_ADMIN.filter((k) => k !== 'banker')) expect(codeOf(await core(LEADS, as)), as).toBe(ErrorCodes.forbidden);
  });
});
