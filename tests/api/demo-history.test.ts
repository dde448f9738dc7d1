// The demo's 90-day history: a few hundred payments for Northwind, some for Bayside and Lakeside,
// Northwind's invoices and varied registration dates; fast enough for every start of the services.
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, payments } from '../../api/db/schema';
import { subscriptionInvoices } from '../../api/db/schema/subscriptions';
import { seedDemoHistory } from '../../api/seed/history';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let report: { payments: number; invoices: number };
let seconds = 0;

beforeAll(async () => {
  t = await startTestApi();
  const started = Date.now();
  report = await seedDemoHistory(t.db, t.clock(), t.config.encryptionKey);
  seconds = (Date.now() - started) / 1000;
});

afterAll(async () => {
  await t?.close?.();
});

const paymentsOf = async (name: string) => {
  const [b] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
  const [{ n }] = await t.db.select({ n: count() }).from(payments).where(eq(payments.businessId, b.id));
  return n;
};

describe('demo history', () => {
  it('gives Northwind a few hundred payments over 90 days and Bayside and Lakeside some', async () => {
    expect(report.payments).toBe(370);
    expect(await paymentsOf('Northwind Supply Co.')).toBeGreaterThanOrEqual(300);
    expect(await paymentsOf('Bayside Auto Care')).toBeGreaterThanOrEqual(40);
    expect(await paymentsOf('Lakeside Dental')).toBeGreaterThanOrEqual(30);
    const rows = await t.db.select({ createdAt: payments.createdAt, status: payments.status, purchaseId: payments.purchaseId }).from(payments);
    const seeded = rows.filter((r) => r.purchaseId.includes('-H'));
    const oldest = Math.min(...seeded.map((r) => r.createdAt.getTime()));
    expect(t.clock().getTime() - oldest).toBeLessThanOrEqual(91 * 24 * 3600_000);
    expect(new Set(seeded.map((r) => r.status))).toEqual(new Set(['success', 'error', 'canceled']));
    // Fast: every browser-test worker and every demo start seeds its own database.
    expect(seconds).toBeLessThan(10);
  });

  it('bills Northwind’s plan and varies the registration dates', async () => {
    expect(report.invoices).toBe(3);
    const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    expect(await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, northwind.id))).toHaveLength(3);
    const dates = await t.db.select({ d: businesses.registrationDate }).from(businesses).where(inArray(businesses.name, ['Northwind Supply Co.', 'Bayside Auto Care', 'Lakeside Dental']));
    expect(new Set(dates.map((r) => r.d?.toISOString())).size).toBe(3);
  });
});
