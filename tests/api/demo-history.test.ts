// The demo's 90-day history: a few hundred payments for Northwind, some for Bayside and Lakeside,
// each registered business's invoices and varied registration dates (its seeding time is the benchmarks' business, not an assertion here).
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, consumers, paymentStatusDetails, payments } from '../../api/db/schema';
import { zoneFormat } from '../../domain/dates';
import { subscriptionInvoices } from '../../api/db/schema/subscriptions';
import { seedDemoHistory } from '../../api/seed/history';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let report: { payments: number; invoices: number };

beforeAll(async () => {
  t = await startTestApi();
  report = await seedDemoHistory(t.db, t.clock(), t.config.encryptionKey);
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
  });

  it('returns every payment to an account the sandbox bank always returns with that code (Rosa Martinez: R01)', async () => {
    const [rosa] = await t.db.select().from(consumers).where(and(eq(consumers.firstName, 'Rosa'), eq(consumers.lastName, 'Martinez')));
    const hers = (await t.db.select().from(payments).where(eq(payments.consumerId, rosa.id))).filter((p) => p.purchaseId.includes('-H'));
    expect(hers.length).toBeGreaterThan(0);
    for (const p of hers) expect(p.status === 'canceled' || (p.status === 'error' && p.returnCode === 'R01')).toBe(true);
  });

  it("dates each business's payments in its own zone and at its payment time, as a payment made on the page is", async () => {
    const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
    const seeded = (await t.db.select().from(payments).where(eq(payments.businessId, northwind.id))).filter((p) => p.purchaseId.includes('-H'));
    expect(new Set(seeded.map((p) => p.timezone))).toEqual(new Set([northwind.paymentTimeZone]));
    for (const p of seeded.slice(0, 20)) {
      expect(p.dueTime).toBe('10:30');
      expect(zoneFormat(northwind.paymentTimeZone!).isoDate(p.dueAt)).toBe(p.dueDate);
      expect(zoneFormat(northwind.paymentTimeZone!).isoTime(p.dueAt)).toBe('10:30');
    }
    const [scheduled] = await t.db.select().from(paymentStatusDetails).where(and(eq(paymentStatusDetails.paymentId, seeded[0].id), eq(paymentStatusDetails.status, 'scheduled')));
    expect(scheduled.description).toBe(`Scheduled for ${seeded[0].dueDate} 10:30 ${northwind.paymentTimeZone}`);
  });

  it('bills each registered business’s plan from its go-live date as the invoices job would, and varies the registration dates', async () => {
    // As of the test clock (2026-11-21): Enterprise's 12-month initial term from 02-01; Customer Collections' six-month
    // start from 02-15 and then monthly renewals; Starter monthly from 03-01. Nobody reads "Not billed yet".
    const billed = async (name: string) => {
      const [b] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, name));
      const rows = await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.businessId, b.id));
      return { count: rows.length, total: rows.reduce((sum, r) => sum + r.billingAmount, 0), first: rows.map((r) => r.billDate).sort()[0], terms: new Set(rows.map((r) => r.term)) };
    };
    expect(await billed('Northwind Supply Co.')).toEqual({ count: 1, total: 199_000, first: '2026-02-01', terms: new Set(['initial']) });
    expect(await billed('Bayside Auto Care')).toEqual({ count: 5, total: 59_400 + 4 * 9_900, first: '2026-02-15', terms: new Set(['initial', 'renewal']) });
    expect(await billed('Lakeside Dental')).toEqual({ count: 9, total: 9 * 7_900, first: '2026-03-01', terms: new Set(['initial', 'renewal']) });
    expect(report.invoices).toBe(15);
    const dates = await t.db.select({ d: businesses.registrationDate }).from(businesses).where(inArray(businesses.name, ['Northwind Supply Co.', 'Bayside Auto Care', 'Lakeside Dental']));
    expect(new Set(dates.map((r) => r.d?.toISOString())).size).toBe(3);
    // Each was created before it registered, not on the day of the seed.
    const registered = await t.db.select().from(businesses).where(inArray(businesses.name, ['Northwind Supply Co.', 'Bayside Auto Care', 'Lakeside Dental']));
    for (const b of registered) expect(b.createdAt.getTime()).toBeLessThan(b.registrationDate!.getTime());
    // And each registered before it went live.
    for (const b of registered) expect(b.registrationDate!.toISOString().slice(0, 10) < b.goLiveDate!).toBe(true);
  });
});
