/** Core service: the viewer of every demo account and each resolver's role and business-scope rules. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessEmployees, businesses, users } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { notificationsGraphql } from './graphql/notifications';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key] = (await t.tokensFor(user.email)).accessToken;
  for (const b of await t.db.select().from(businesses)) ids[b.name] = b.id;
  const employeeRows = await t.db
    .select({ id: businessEmployees.id, email: users.email })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId));
  for (const e of employeeRows) ids[e.email] = e.id;
});
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: keyof typeof DEMO_USERS, variables?: V) =>
  t.gql(query, variables, { token: token[as] });

const VIEWER = coreGraphql(`query CoreViewer { viewer { id role firstName lastName email businessId businessName employeeId isBusinessRegistered
  isBusinessRightsAvailable isPaymentsApproved products connectedAccountingSystems vendorId bankId } }`);

describe('viewer', () => {
  it('describes the Northwind owner: every product but InstantCollectionForCustomer, registered, QuickBooks connected', async () => {
    const v = (await core(VIEWER, 'northwindOwner')).data!.viewer;
    expect(v).toMatchObject({
      role: 'businessOwner',
      firstName: 'Olivia',
      businessName: 'Northwind Supply Co.',
      businessId: ids['Northwind Supply Co.'],
      employeeId: null,
      isBusinessRegistered: true,
      isBusinessRightsAvailable: true,
      isPaymentsApproved: true,
      connectedAccountingSystems: ['quickBooks'],
      vendorId: null,
      bankId: null,
    });
    expect(v.products).toEqual(['API', 'Approval', 'BusinessSystem', 'InstantCollection', 'OnDemandPayments']);
  });

  it('gives each account of the demo table its business, rights and products', async () => {
    const expectations: [keyof typeof DEMO_USERS, Record<string, unknown>][] = [
      ['northwindEmployee', { role: 'businessEmployee', businessName: 'Northwind Supply Co.', isBusinessRightsAvailable: true, employeeId: ids['employee@northwind.test'] }],
      ['northwindClerk', { role: 'businessEmployee', businessName: 'Northwind Supply Co.', isBusinessRightsAvailable: false }],
      ['baysideOwner', { businessName: 'Bayside Auto Care', products: ['InstantCollection', 'InstantCollectionForCustomer', 'OnDemandPayments'] }],
      ['baysideEmployee', { businessName: 'Bayside Auto Care', isBusinessRightsAvailable: true }],
      ['lakesideEmployee', { businessName: 'Lakeside Dental', products: ['InstantCollection'] }],
      ['harborOwner', { businessName: 'Harbor Freightways', isBusinessRegistered: false, products: [], connectedAccountingSystems: [] }],
      ['admin', { role: 'payloftAdmin', businessId: null, products: [], isBusinessRightsAvailable: false }],
    ];
    for (const [account, expected] of expectations) {
      expect((await core(VIEWER, account)).data!.viewer, account).toMatchObject(expected);
    }
  });

  it('carries the go-live date, which setupGoLiveDate sets once for an owner whose business has none (spec §4)', async () => {
    const GO_LIVE = coreGraphql(`query CoreGoLive { viewer { goLiveDate } }`);
    expect((await core(GO_LIVE, 'harborOwner')).data!.viewer.goLiveDate).toBeNull();
    const set = await core(coreGraphql(`mutation CoreSetupGoLiveDate { setupGoLiveDate { status goLiveDate } }`), 'harborOwner');
    expect(set.errors).toBeUndefined();
    expect((await core(GO_LIVE, 'harborOwner')).data!.viewer.goLiveDate).toBe(set.data!.setupGoLiveDate.goLiveDate);
    expect((await core(GO_LIVE, 'admin')).data!.viewer.goLiveDate).toBeNull();
  });

  it('gives the vendor manager a vendorId and the banker a bankId, and neither a business', async () => {
    const vendor = (await core(VIEWER, 'acmeVendorManager')).data!.viewer;
    expect(vendor).toMatchObject({ role: 'vendorManager', businessId: null, bankId: null });
    expect(vendor.vendorId).toBeTruthy();
    const banker = (await core(VIEWER, 'banker')).data!.viewer;
    expect(banker).toMatchObject({ role: 'bankUserOwner', businessId: null, vendorId: null });
    expect(banker.bankId).toBeTruthy();
  });

  it('requires a signed-in caller', async () => {
    expect(codeOf(await t.gql(VIEWER))).toBe(ErrorCodes.unauthenticated);
  });
});

const BUSINESS = coreGraphql(`query CoreBusiness($id: ID!) { business(id: $id) { id name businessType goLiveDate billingAmount registrationDate isPaymentsApproved
  isVisitedActiveUserPage location { address city state zipcode country } accountingSystemSettings
  subscriptionSettings { termsAccepted legalAccepted paymentTime { time timeZone }
    actualServiceLevel { name tags products { name } initialTerm { duration unit price } renewalTerm { duration unit price } } }
  products { name price } } }`);

describe('business(id)', () => {
  it('gives the owner their business in full', async () => {
    const b = (await core(BUSINESS, 'northwindOwner', { id: ids['Northwind Supply Co.'] })).data!.business!;
    expect(b).toMatchObject({
      name: 'Northwind Supply Co.',
      businessType: 'General Business',
      goLiveDate: '2026-02-01',
      billingAmount: 199000,
      isPaymentsApproved: true,
      location: { city: 'Chicago', state: 'IL', country: 'United States' },
      subscriptionSettings: { termsAccepted: true, legalAccepted: true, paymentTime: { time: '10:00', timeZone: 'America/Chicago' } },
    });
    expect(b.registrationDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(JSON.parse(b.accountingSystemSettings!).infoOfAccountingSystems.quickBooks.disconnected).toBe(false);
    expect(b.subscriptionSettings.actualServiceLevel!.initialTerm).toEqual({ duration: 12, unit: 'month', price: 199000 });
    expect(b.products).toHaveLength(5);
  });

  it('gives employees, with or without rights, their own business', async () => {
    for (const account of ['northwindEmployee', 'northwindClerk'] as const) {
      expect((await core(BUSINESS, account, { id: ids['Northwind Supply Co.'] })).data!.business!.name).toBe('Northwind Supply Co.');
    }
  });

  it('refuses another business to owners and employees, and any business to vendor managers and bank users', async () => {
    const cases: [keyof typeof DEMO_USERS, string][] = [
      ['northwindOwner', 'Bayside Auto Care'],
      ['baysideEmployee', 'Northwind Supply Co.'],
      ['harborOwner', 'Northwind Supply Co.'],
      ['acmeVendorManager', 'Northwind Supply Co.'],
      ['banker', 'Northwind Supply Co.'],
    ];
    for (const [account, business] of cases) {
      const result = await core(BUSINESS, account, { id: ids[business] });
      expect(codeOf(result), `${account} → ${business}`).toBe(ErrorCodes.forbidden);
      expect(result.data?.business ?? null).toBeNull();
    }
    expect(codeOf(await core(BUSINESS, 'northwindOwner', { id: '00000000-0000-4000-8000-000000000000' }))).toBe(ErrorCodes.forbidden);
  });

  it('gives the admin any business, and null for an unknown or malformed id', async () => {
    expect((await core(BUSINESS, 'admin', { id: ids['Harbor Freightways'] })).data!.business).toMatchObject({
      name: 'Harbor Freightways',
      registrationDate: null,
      products: [],
      subscriptionSettings: { actualServiceLevel: null, termsAccepted: false },
    });
    const unknown = await core(BUSINESS, 'admin', { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data!.business).toBeNull();
    expect((await core(BUSINESS, 'admin', { id: 'not-a-uuid' })).data!.business).toBeNull();
  });
});

const EMPLOYEE = coreGraphql(`query CoreEmployee($id: ID!) { businessEmployee(id: $id) { id isBusinessRightsAvailable registeredAt blockedAt
  business { id name } user { email firstName lastName enabled isSystem } } }`);

describe('businessEmployee(id)', () => {
  it('lets the admin, the owner, a rights-employee and the employee themself read an employee', async () => {
    const clerk = ids['clerk@northwind.test'];
    for (const account of ['admin', 'northwindOwner', 'northwindEmployee', 'northwindClerk'] as const) {
      const result = await core(EMPLOYEE, account, { id: clerk });
      expect(result.errors, account).toBeUndefined();
      expect(result.data!.businessEmployee).toMatchObject({
        id: clerk,
        isBusinessRightsAvailable: false,
        business: { name: 'Northwind Supply Co.' },
        user: { email: 'clerk@northwind.test', firstName: 'Priya' },
      });
    }
  });

  it('refuses employees without rights (for others), other businesses, vendor managers and bank users', async () => {
    const cases: [keyof typeof DEMO_USERS, string][] = [
      ['northwindClerk', 'employee@northwind.test'],
      ['baysideOwner', 'clerk@northwind.test'],
      ['baysideEmployee', 'employee@northwind.test'],
      ['acmeVendorManager', 'clerk@northwind.test'],
      ['banker', 'clerk@northwind.test'],
    ];
    for (const [account, employee] of cases) {
      expect(codeOf(await core(EMPLOYEE, account, { id: ids[employee] })), `${account} → ${employee}`).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await core(EMPLOYEE, 'northwindOwner', { id: 'nope' }))).toBe(ErrorCodes.forbidden);
    expect((await core(EMPLOYEE, 'admin', { id: 'nope' })).data!.businessEmployee).toBeNull();
  });
});

const ADMIN_DASHBOARD = coreGraphql(`query CoreAdminDashboard { adminDashboard { businessesCount registeredBusinessesCount usersCount serviceLevelsCount vendorsCount banksCount
  usersByRole { label count } businessesByServiceLevel { label count } businessesByType { label count } } }`);

describe('adminDashboard', () => {
  it('gives the admin real counts from the database', async () => {
    const d = (await core(ADMIN_DASHBOARD, 'admin')).data!.adminDashboard;
    expect(d).toMatchObject({
      businessesCount: 5,
      registeredBusinessesCount: 3,
      usersCount: 13,
      serviceLevelsCount: 4,
      vendorsCount: 6,
      banksCount: 3,
    });
    expect(d.usersByRole).toContainEqual({ label: 'businessEmployee', count: 5 });
    expect(d.businessesByServiceLevel).toContainEqual({ label: 'No service level', count: 2 });
    expect(d.businessesByType).toEqual([
      { label: 'Customer Business', count: 2 },
      { label: 'General Business', count: 3 },
    ]);
  });

  it('is admin only', async () => {
    for (const account of ['northwindOwner', 'northwindEmployee', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(ADMIN_DASHBOARD, account)), account).toBe(ErrorCodes.forbidden);
    }
  });
});

const BUSINESS_DASHBOARD = coreGraphql(`query CoreBusinessDashboard($id: ID!) { businessDashboard(businessId: $id) { business { name } employeesCount
  employeesWithRightsCount vendorsCount serviceLevelName products } }`);

describe('businessDashboard', () => {
  it('serves the owner, a rights-employee and the admin', async () => {
    for (const account of ['northwindOwner', 'northwindEmployee', 'admin'] as const) {
      const d = (await core(BUSINESS_DASHBOARD, account, { id: ids['Northwind Supply Co.'] })).data!.businessDashboard;
      expect(d, account).toMatchObject({
        business: { name: 'Northwind Supply Co.' },
        employeesCount: 3,
        employeesWithRightsCount: 1,
        vendorsCount: 5,
        serviceLevelName: 'Enterprise',
      });
    }
  });

  it('refuses an employee without rights, another business, vendor managers and bank users', async () => {
    const cases: [keyof typeof DEMO_USERS, string][] = [
      ['northwindClerk', 'Northwind Supply Co.'],
      ['baysideOwner', 'Northwind Supply Co.'],
      ['northwindEmployee', 'Bayside Auto Care'],
      ['acmeVendorManager', 'Northwind Supply Co.'],
      ['banker', 'Northwind Supply Co.'],
    ];
    for (const [account, business] of cases) {
      expect(codeOf(await core(BUSINESS_DASHBOARD, account, { id: ids[business] })), `${account} → ${business}`).toBe(ErrorCodes.forbidden);
    }
  });

  it('answers notFoundAPIError to the admin for an unknown business', async () => {
    expect(codeOf(await core(BUSINESS_DASHBOARD, 'admin', { id: '00000000-0000-4000-8000-000000000000' }))).toBe(ErrorCodes.notFound);
  });
});

const PRODUCTS = coreGraphql(`query CoreProducts($skip: Int, $limit: Int, $filter: ProductFilter) { products(skip: $skip, limit: $limit, filter: $filter) {
  meta { count } edges { node { id name price description active } } } }`);

describe('products', () => {
  it('pages by name then id without repeats or gaps', async () => {
    const seen: string[] = [];
    for (let skip = 0; skip < 8; skip += 2) {
      const page = (await core(PRODUCTS, 'northwindClerk', { skip, limit: 2 })).data!.products;
      expect(page.meta.count).toBe(6);
      seen.push(...page.edges.map((e: { node: { name: string } }) => e.node.name));
    }
    expect(seen).toEqual(['API', 'Approval', 'BusinessSystem', 'InstantCollection', 'InstantCollectionForCustomer', 'OnDemandPayments']);
  });

  it('defaults to a page of 100, filters by name and active, and is open to any signed-in role', async () => {
    for (const account of ['acmeVendorManager', 'banker', 'harborOwner'] as const) {
      const all = (await core(PRODUCTS, account)).data!.products;
      expect(all.edges).toHaveLength(6);
      expect(all.edges[0].node).toMatchObject({ name: 'API', price: 9900, active: true });
    }
    const filtered = (await core(PRODUCTS, 'admin', { filter: { name: 'instant' } })).data!.products;
    expect(filtered.meta.count).toBe(2);
    expect((await core(PRODUCTS, 'admin', { filter: { name: '%' } })).data!.products.meta.count).toBe(0);
    expect((await core(PRODUCTS, 'admin', { filter: { active: false } })).data!.products.meta.count).toBe(0);
  });

  it('rejects a limit over 100 or a negative skip, and anonymous callers', async () => {
    expect(codeOf(await core(PRODUCTS, 'admin', { limit: 101 }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(PRODUCTS, 'admin', { skip: -1 }))).toBe(ErrorCodes.validation);
    expect(codeOf(await t.gql(PRODUCTS))).toBe(ErrorCodes.unauthenticated);
  });
});

describe('reports and notifications', () => {
  it('answer signed-in callers and refuse anonymous ones', async () => {
    expect((await t.gql(reportsGraphql(`query CoreReportsHealth { reportsHealth { status } }`), {}, { token: token.admin })).data!.reportsHealth.status).toBe('ok');
    expect(codeOf(await t.gql(reportsGraphql(`query CoreReportsHealth2 { reportsHealth { status } }`)))).toBe(ErrorCodes.unauthenticated);
    const notes = await t.gql(notificationsGraphql(`query CoreNotifications { notifications { meta { count } edges { id } } }`), {}, { token: token.northwindClerk });
    expect(notes.data!.notifications).toEqual({ meta: { count: 0 }, edges: [] });
    expect(codeOf(await t.gql(notificationsGraphql(`query CoreNotifications2 { notifications { meta { count } } }`)))).toBe(ErrorCodes.unauthenticated);
  });
});
