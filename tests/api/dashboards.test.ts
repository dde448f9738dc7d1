/**
 * Executive dashboards' payment figures over the API: equal to a hand-computed set of payments written in the test
 * at instants taken from the test clock; days in the business's zone; scope and refusals per role.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, payments, type PaymentStatus } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { paymentRow } from './support/factories';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';
import type { TestDocument } from './support/graphql';

type As = keyof typeof DEMO_USERS;
let t: TestApi;
const token: Partial<Record<As, string>> = {};
const ids: Record<string, string> = {};
const pendingBefore: Partial<Record<As, number>> = {};

const NORTHWIND = 'Northwind Supply Co.';
const BAYSIDE = 'Bayside Auto Care';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const reports = <R, V>(query: TestDocument<R, V>, as: As) => t.gql(query, undefined, { token: token[as] });

const PENDING_REPORT = reportsGraphql(`query DashboardsPendingReport { pendingApprovalPaymentTransferTransactions(limit: 1) { meta { count } } }`);
coreGraphql(`fragment DashboardsFigures on DashboardPaymentFigures { period timeZone from to days { date count amount } count volume succeeded { count amount }
  failed { count amount } pendingApprovalCount upcoming { date count amount } }`);
const BUSINESS_DASHBOARD = coreGraphql(`query DashboardsBusinessDashboard($id: ID!, $period: Int) { businessDashboard(businessId: $id, period: $period) { business { name } payments { ...DashboardsFigures } } }`);
const ADMIN_DASHBOARD = coreGraphql(`query DashboardsAdminDashboard($period: Int) { adminDashboard(period: $period) { businessesCount payments { ...DashboardsFigures }
  businesses { businessName count volume succeededCount failedCount pendingApprovalCount } } }`);

let seq = 0;
/** A payment row as the engine would leave it; instants are given relative to the test clock's now. */
async function payment(business: string, status: PaymentStatus, amount: number, createdAt: Date, dueAt = new Date(createdAt.getTime() + 2 * DAY)) {
  const n = ++seq;
  await t.db.insert(payments).values(
    paymentRow({
      businessId: ids[business],
      amount,
      purchaseId: `dash-purchase-${n}-${randomUUID()}`,
      paymentTransactionId: `dash-txn-${n}-${randomUUID()}`,
      status,
      dueDate: dueAt.toISOString().slice(0, 10),
      dueTime: dueAt.toISOString().slice(11, 16),
      dueAt,
      idempotencyKey: `dash-${n}`,
      destinationAccountLast4: '6789',
      destinationAccountHolderName: 'Dashboard Test',
      createdAt,
      updatedAt: createdAt,
    }),
  );
}

// Far past the seeded payments (created at the seeding instant, 2026-11-21), so only this file's payments fall in
// the periods; pending approvals have no period, so they are compared with the count before this file added any.
const NOW = new Date('2028-01-15T12:00:00Z');

beforeAll(async () => {
  t = await startTestApi();
  t.clock.advance(NOW.getTime() - t.clock().getTime());
  for (const [key, user] of Object.entries(DEMO_USERS)) token[key as As] = (await t.tokensFor(user.email)).accessToken;
  for (const b of await t.db.select().from(businesses)) ids[b.name] = b.id;
  for (const as of ['admin', 'northwindOwner'] as const) {
    pendingBefore[as] = (await reports(PENDING_REPORT, as)).data!.pendingApprovalPaymentTransferTransactions.meta.count;
  }

  const now = t.clock().getTime();
  const at = (iso: string) => {
    const instant = new Date(iso);
    expect(instant.getTime()).toBeLessThanOrEqual(now);
    return instant;
  };
  // Northwind counts days in America/Chicago (UTC-6 in January).
  await payment(NORTHWIND, 'success', 100_00, at('2028-01-15T11:00:00Z'));
  await payment(NORTHWIND, 'error', 25_50, at('2028-01-15T03:00:00Z')); // the 14th in Chicago, the 15th in UTC
  await payment(NORTHWIND, 'success', 1_234_56, at('2028-01-10T12:00:00Z'));
  await payment(NORTHWIND, 'success', 999_00, at('2028-01-09T05:00:00Z')); // the 8th in Chicago: outside its 7 days
  await payment(NORTHWIND, 'canceled', 50_00, at('2028-01-12T12:00:00Z'));
  await payment(NORTHWIND, 'pendingApproval', 70_00, at('2028-01-13T12:00:00Z'));
  await payment(NORTHWIND, 'scheduled', 300_00, at('2027-12-20T12:00:00Z'), new Date('2028-01-17T16:00:00Z'));
  await payment(NORTHWIND, 'processing', 40_00, at('2027-12-01T12:00:00Z'), new Date('2028-01-15T20:00:00Z'));
  await payment(NORTHWIND, 'scheduled', 1_00, at('2027-10-01T12:00:00Z'), new Date('2028-01-22T16:00:00Z')); // due after the 7 days
  await payment(NORTHWIND, 'success', 7_00, at('2027-10-01T12:00:00Z'), new Date('2028-01-16T16:00:00Z')); // paid: not upcoming
  await payment(BAYSIDE, 'success', 5_000_00, at('2028-01-14T12:00:00Z'));
  await payment(BAYSIDE, 'scheduled', 12_00, at('2027-09-01T12:00:00Z'), new Date('2028-01-16T16:00:00Z'));
});
afterAll(async () => {
  await t?.close();
});

const zeroDays = (dates: string[]) => dates.map((date) => ({ date, count: 0, amount: 0 }));
function daysFrom(first: string, length: number): string[] {
  const start = new Date(`${first}T00:00:00Z`).getTime();
  return Array.from({ length }, (_, i) => new Date(start + i * DAY).toISOString().slice(0, 10));
}
function withFigures(days: { date: string; count: number; amount: number }[], figures: Record<string, [number, number]>) {
  return days.map((d) => (figures[d.date] ? { date: d.date, count: figures[d.date][0], amount: figures[d.date][1] } : d));
}

describe('business dashboard payment figures', () => {
  it('gives the owner the last 7 days by day in the business zone, outcomes, pending approvals and upcoming due', async () => {
    const r = await core(BUSINESS_DASHBOARD, 'northwindOwner', { id: ids[NORTHWIND], period: 7 });
    expect(r.errors).toBeUndefined();
    const p = r.data!.businessDashboard.payments;
    expect(p).toEqual({
      period: 7,
      timeZone: 'America/Chicago',
      from: '2028-01-09',
      to: '2028-01-15',
      days: withFigures(zeroDays(daysFrom('2028-01-09', 7)), {
        '2028-01-10': [1, 1_234_56],
        '2028-01-13': [1, 70_00],
        '2028-01-14': [1, 25_50],
        '2028-01-15': [1, 100_00],
      }),
      count: 4,
      volume: 1_234_56 + 70_00 + 25_50 + 100_00,
      succeeded: { count: 2, amount: 1_234_56 + 100_00 },
      failed: { count: 1, amount: 25_50 },
      pendingApprovalCount: pendingBefore.northwindOwner! + 1,
      upcoming: withFigures(zeroDays(daysFrom('2028-01-15', 7)), {
        '2028-01-15': [1, 40_00],
        '2028-01-17': [1, 300_00],
      }),
    });
  });

  it('widens to 30 and 90 days, 30 being the default', async () => {
    const of = async (period?: number) =>
      (await core(BUSINESS_DASHBOARD, 'northwindOwner', { id: ids[NORTHWIND], ...(period ? { period } : {}) })).data!.businessDashboard.payments;
    const thirty = await of(30);
    expect(await of()).toEqual(thirty);
    expect(thirty.days).toHaveLength(30);
    expect(thirty.from).toBe('2027-12-17');
    expect(thirty.count).toBe(6);
    expect(thirty.volume).toBe(1_234_56 + 70_00 + 25_50 + 100_00 + 999_00 + 300_00);
    expect(thirty.succeeded).toEqual({ count: 3, amount: 1_234_56 + 100_00 + 999_00 });
    expect(thirty.days.find((d: { date: string }) => d.date === '2028-01-08')).toEqual({ date: '2028-01-08', count: 1, amount: 999_00 });
    const ninety = await of(90);
    expect(ninety.days).toHaveLength(90);
    expect(ninety.count).toBe(7);
    expect(ninety.volume).toBe(thirty.volume + 40_00);
  });

  it('counts pending approvals exactly as the pending-approval report does', async () => {
    for (const as of ['northwindOwner', 'admin'] as const) {
      const report = (await reports(PENDING_REPORT, as)).data!.pendingApprovalPaymentTransferTransactions.meta.count;
      const dashboard =
        as === 'admin'
          ? (await core(ADMIN_DASHBOARD, as)).data!.adminDashboard.payments
          : (await core(BUSINESS_DASHBOARD, as, { id: ids[NORTHWIND] })).data!.businessDashboard.payments;
      expect(dashboard.pendingApprovalCount, as).toBe(report);
      expect(report, as).toBe(pendingBefore[as]! + 1);
    }
  });

  it('serves an employee with rights and the admin the same figures as the owner', async () => {
    const owner = (await core(BUSINESS_DASHBOARD, 'northwindOwner', { id: ids[NORTHWIND], period: 7 })).data!.businessDashboard.payments;
    for (const as of ['northwindEmployee', 'admin'] as const) {
      expect((await core(BUSINESS_DASHBOARD, as, { id: ids[NORTHWIND], period: 7 })).data!.businessDashboard.payments, as).toEqual(owner);
    }
  });

  it('refuses an employee without rights, another business, vendor managers and bank users', async () => {
    const cases: [As, string][] = [
      ['northwindClerk', NORTHWIND],
      ['baysideOwner', NORTHWIND],
      ['northwindOwner', BAYSIDE],
      ['acmeVendorManager', NORTHWIND],
      ['banker', NORTHWIND],
    ];
    for (const [as, business] of cases) {
      const r = await core(BUSINESS_DASHBOARD, as, { id: ids[business], period: 7 });
      expect(codeOf(r), `${as} → ${business}`).toBe(ErrorCodes.forbidden);
      expect(r.data?.businessDashboard ?? null).toBeNull();
    }
  });

  it("gives an owner or employee their own business when no business is named, and asks the admin for one", async () => {
    const own = coreGraphql(`query DashboardsOwn($period: Int) { businessDashboard(period: $period) { business { name } payments { count volume } } }`);
    for (const as of ['northwindOwner', 'northwindEmployee'] as const) {
      const d = (await core(own, as, { period: 7 })).data!.businessDashboard;
      expect(d, as).toEqual({ business: { name: NORTHWIND }, payments: { count: 4, volume: 1_234_56 + 70_00 + 25_50 + 100_00 } });
    }
    expect(codeOf(await core(own, 'admin'))).toBe(ErrorCodes.validation);
    for (const as of ['northwindClerk', 'acmeVendorManager', 'banker'] as const) expect(codeOf(await core(own, as)), as).toBe(ErrorCodes.forbidden);
  });

  it("answers each business its own dashboard when asked one after another (its statements are built once, decision 162)", async () => {
    const each = coreGraphql(`query DashboardsEach($id: ID!) { businessDashboard(businessId: $id, period: 7) {
      business { name } employeesCount employeesWithRightsCount vendorsCount serviceLevelName products payments { count volume } } }`);
    const dashboardOf = async (business: string) => (await core(each, 'admin', { id: ids[business] })).data!.businessDashboard;
    const counted = async (business: string) => {
      const id = ids[business];
      type Counts = { employees: number; rights: number; vendors: number };
      const [row] = (
        (await t.db.execute(sql`select
          (select count(*) from business_employees e join users u on u.id = e.user_id where e.business_id = ${id} and u.role = 'businessEmployee')::int as employees,
          (select count(*) from business_employees e join users u on u.id = e.user_id where e.business_id = ${id} and u.role = 'businessEmployee' and e.is_business_rights_available)::int as rights,
          (select count(*) from vendors where business_id = ${id})::int as vendors`)) as unknown as { rows: Counts[] }
      ).rows;
      return { employeesCount: row!.employees, employeesWithRightsCount: row!.rights, vendorsCount: row!.vendors };
    };
    const north = await dashboardOf(NORTHWIND);
    const bay = await dashboardOf(BAYSIDE);
    expect(north).toMatchObject({ business: { name: NORTHWIND }, ...(await counted(NORTHWIND)), payments: { count: 4, volume: 1_234_56 + 70_00 + 25_50 + 100_00 } });
    expect(bay).toMatchObject({ business: { name: BAYSIDE }, ...(await counted(BAYSIDE)), payments: { count: 1, volume: 5_000_00 } });
    expect(north.vendorsCount).not.toBe(bay.vendorsCount);
    expect(await dashboardOf(NORTHWIND)).toEqual(north);
  });

  it('accepts only the periods it offers', async () => {
    for (const period of [1, 14, 365, -7]) {
      expect(codeOf(await core(BUSINESS_DASHBOARD, 'northwindOwner', { id: ids[NORTHWIND], period })), String(period)).toBe(ErrorCodes.validation);
    }
  });
});

describe('admin dashboard payment figures', () => {
  it('adds every business up by UTC day', async () => {
    const r = await core(ADMIN_DASHBOARD, 'admin', { period: 7 });
    expect(r.errors).toBeUndefined();
    const p = r.data!.adminDashboard.payments;
    expect(p).toEqual({
      period: 7,
      timeZone: 'UTC',
      from: '2028-01-09',
      to: '2028-01-15',
      days: withFigures(zeroDays(daysFrom('2028-01-09', 7)), {
        '2028-01-09': [1, 999_00],
        '2028-01-10': [1, 1_234_56],
        '2028-01-13': [1, 70_00],
        '2028-01-14': [1, 5_000_00],
        '2028-01-15': [2, 100_00 + 25_50],
      }),
      count: 6,
      volume: 999_00 + 1_234_56 + 70_00 + 5_000_00 + 100_00 + 25_50,
      succeeded: { count: 4, amount: 999_00 + 1_234_56 + 5_000_00 + 100_00 },
      failed: { count: 1, amount: 25_50 },
      pendingApprovalCount: pendingBefore.admin! + 1,
      upcoming: withFigures(zeroDays(daysFrom('2028-01-15', 7)), {
        '2028-01-15': [1, 40_00],
        '2028-01-16': [1, 12_00],
        '2028-01-17': [1, 300_00],
      }),
    });
  });

  it('lists every business with its figures, highest volume first', async () => {
    const d = (await core(ADMIN_DASHBOARD, 'admin', { period: 7 })).data!.adminDashboard;
    expect(d.businesses).toHaveLength(d.businessesCount);
    expect(d.businesses.slice(0, 2)).toEqual([
      { businessName: BAYSIDE, count: 1, volume: 5_000_00, succeededCount: 1, failedCount: 0, pendingApprovalCount: expect.any(Number) },
      {
        businessName: NORTHWIND,
        count: 5,
        volume: 999_00 + 1_234_56 + 70_00 + 100_00 + 25_50,
        succeededCount: 3,
        failedCount: 1,
        pendingApprovalCount: expect.any(Number),
      },
    ]);
    for (const row of d.businesses.slice(2)) expect(row).toMatchObject({ count: 0, volume: 0, succeededCount: 0, failedCount: 0 });
    const pendingSum = d.businesses.reduce((sum: number, b: { pendingApprovalCount: number }) => sum + b.pendingApprovalCount, 0);
    expect(pendingSum).toBe(d.payments.pendingApprovalCount);
    const northwindPending = (await core(BUSINESS_DASHBOARD, 'northwindOwner', { id: ids[NORTHWIND] })).data!.businessDashboard.payments.pendingApprovalCount;
    expect(d.businesses[1].pendingApprovalCount).toBe(northwindPending);
  });

  it('is admin only', async () => {
    for (const as of ['northwindOwner', 'northwindEmployee', 'northwindClerk', 'acmeVendorManager', 'banker'] as const) {
      expect(codeOf(await core(ADMIN_DASHBOARD, as, { period: 7 })), as).toBe(ErrorCodes.forbidden);
    }
  });
});
