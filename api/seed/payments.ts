/**
 * Demo data of the payments engine: the Federal Reserve holiday schedules (2025–2027, ACH and Wire), FedACH
 * same-day processing rules, the platform's originating account, bank accounts, Bayside's consumers, and
 * payments in every state. Processed payments go through the real lifecycle and processing cycle, so Northwind
 * (whose bank takes files) starts with real ACH files.
 */
import { eq } from 'drizzle-orm';
import { FEDERAL_RESERVE_HOLIDAYS } from '../../domain/calendar';
import { COMPANY_NAME } from '../../domain/product';
import type { Database } from '../db/client';
import {
  bankAccounts,
  businessRails,
  businesses,
  consumers,
  holidaySchedules,
  holidays,
  originatingAccounts,
  processingSchedules,
  processingTimeRules,
  users,
  vendors,
} from '../db/schema';
import { runProcessingCycle } from '../jobs/cycle';
import { settleDueAchEntries, approvePayments, createPayment, type Destination } from '../modules/payments';
import { encryptSecret } from '../lib/crypto';
import { loadBusinessScope } from '../graphql/access';
import { grantDebitConsent } from './debit-consent';
import { consumerPhoneField } from '../../domain/payment-forms';

const FED_YEARS = [2025, 2026, 2027];
const FED_NETWORKS = ['ACH', 'Wire'];

/** FedACH same-day input deadlines (Eastern): processed the same banking day. */
export const FEDACH_WINDOWS = [
  { cutoffTime: '10:30', description: 'FedACH same-day window 1 (input deadline 10:30 ET)' },
  { cutoffTime: '14:45', description: 'FedACH same-day window 2 (input deadline 14:45 ET)' },
  { cutoffTime: '16:45', description: 'FedACH same-day window 3 (input deadline 16:45 ET)' },
];
const ACH_PAYMENT_TYPES = ['vendor', 'api', 'onDemand', 'subscription', 'test'];

const pad = (n: number) => String(n).padStart(2, '0');

/** Calendar and rules: needed by every environment, not only the demo. */
export async function seedBankingCalendar(db: Database): Promise<void> {
  for (const year of FED_YEARS) {
    for (const paymentNetwork of FED_NETWORKS) {
      const [schedule] = await db
        .insert(holidaySchedules)
        .values({ scheduleName: `Federal Reserve ${year}`, country: 'USA', paymentNetwork, year })
        .onConflictDoNothing()
        .returning({ id: holidaySchedules.id });
      if (!schedule) continue;
      await db.insert(holidays).values(
        FEDERAL_RESERVE_HOLIDAYS.map((h, position) => ({
          scheduleId: schedule.id,
          position,
          holidayName: h.holidayName,
          staticDate: h.staticDate ? `${year}-${pad(h.staticDate.month)}-${pad(h.staticDate.day)}` : null,
          nthOccurrence: h.dynamicRule ? String(h.dynamicRule.nthOccurrence) : null,
          dayOfWeek: h.dynamicRule?.dayOfWeek ?? null,
          month: h.dynamicRule?.month ?? null,
        })),
      );
    }
  }
  const existing = await db.select({ id: processingTimeRules.id }).from(processingTimeRules).limit(1);
  if (existing.length) return;
  for (const paymentType of ACH_PAYMENT_TYPES) {
    const [rule] = await db
      .insert(processingTimeRules)
      .values({ paymentType, paymentNetwork: 'ACH', banks: [], timeZone: 'America/New_York' })
      .returning({ id: processingTimeRules.id });
    await db.insert(processingSchedules).values(
      FEDACH_WINDOWS.map((w, position) => ({ ruleId: rule.id, position, cutoffTime: w.cutoffTime, weekdays: [1, 2, 3, 4, 5], daysToProcess: 0, description: w.description })),
    );
  }
}

const VENDOR_ACCOUNTS: Record<string, { routingNumber: string; accountNumber: string; bankName: string }> = {
  'Acme Paper': { routingNumber: '071000013', accountNumber: '739104552018', bankName: 'JPMorgan Chase' },
  'Blue Ridge Logistics': { routingNumber: '051000017', accountNumber: '000000000003', bankName: 'Bank of America' },
  'Cedar Office Furniture': { routingNumber: '073000228', accountNumber: '4410982231', bankName: 'Wells Fargo' },
  'Delta Packaging': { routingNumber: '084000026', accountNumber: '2200415598', bankName: 'U.S. Bank' },
  'Evergreen Janitorial': { routingNumber: '125000024', accountNumber: '000000000001', bankName: 'Bank of America' },
  'Pacific Auto Parts': { routingNumber: '122000247', accountNumber: '5561200934', bankName: 'Wells Fargo' },
};

/** The demo's bank details and payments; `now` is the seeding instant (scheduled payments fall due after it). */
export async function seedPaymentDemo(db: Database, key: Buffer, now: Date): Promise<void> {
  const biz = async (name: string) => (await db.select().from(businesses).where(eq(businesses.name, name)))[0];
  const northwind = await biz('Northwind Supply Co.');
  const bayside = await biz('Bayside Auto Care');
  const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

  const [account] = await db
    .insert(originatingAccounts)
    .values({
      name: 'Operating account',
      odfiRoutingNumber: '071000013',
      companyId: '1872043196',
      companyName: COMPANY_NAME,
      immediateDestination: '071000013',
      immediateDestinationName: 'JPMorgan Chase',
    })
    .returning();
  await db.insert(businessRails).values([
    { businessId: northwind.id, rail: 'nacha', originatingAccountId: account.id },
    { businessId: bayside.id, rail: 'sandbox' },
  ]);

  await db.insert(bankAccounts).values([
    {
      businessId: northwind.id,
      bankName: 'Bank of America',
      routingNumber: '026009593',
      accountNumberEncrypted: encryptSecret('483920174821', key),
      last4: '4821',
      accountHolderName: 'Northwind Supply Co.',
      paymentSystem: 'bankOfAmerica',
    },
    {
      businessId: bayside.id,
      bankName: 'Wells Fargo',
      routingNumber: '121042882',
      accountNumberEncrypted: encryptSecret('8812004471', key),
      last4: '4471',
      accountHolderName: 'Bayside Auto Care',
      paymentSystem: 'wellsFargo',
    },
  ]);
  const vendorRows = await db.select().from(vendors);
  for (const v of vendorRows) {
    const a = VENDOR_ACCOUNTS[v.name];
    if (!a) continue;
    await db.insert(bankAccounts).values({
      vendorId: v.id,
      bankName: a.bankName,
      routingNumber: a.routingNumber,
      accountNumberEncrypted: encryptSecret(a.accountNumber, key),
      last4: a.accountNumber.slice(-4),
      accountHolderName: v.name,
    });
  }
  const vendor = (name: string) => vendorRows.find((v) => v.name === name)!;
  const vendorDest = (name: string): Destination => {
    const a = VENDOR_ACCOUNTS[name];
    return { bankName: a.bankName, routingNumber: a.routingNumber, accountNumber: a.accountNumber, accountHolderName: name, accountType: 'checking' };
  };

  const consumerSeed = [
    { firstName: 'Maria', lastName: 'Lopez', email: 'maria.lopez@example.test', phoneNumber: '+1 619 555 0201', year: 2019, make: 'Toyota', model: 'Camry', account: '3300129944', routing: '122000247', registered: true },
    { firstName: 'Kevin', lastName: 'Nguyen', email: 'kevin.nguyen@example.test', phoneNumber: '+1 619 555 0202', year: 2021, make: 'Honda', model: 'Civic', account: '000000000003', routing: '121000358', registered: true },
    { firstName: 'Aisha', lastName: 'Patel', email: 'aisha.patel@example.test', phoneNumber: '+1 619 555 0203', year: 2017, make: 'Ford', model: 'F-150', account: null, routing: null, registered: false },
    // Returned R01 (Insufficient Funds) by the sandbox rail: the on-demand failure path.
    { firstName: 'Rosa', lastName: 'Martinez', email: 'rosa.martinez@example.test', phoneNumber: '+1 619 555 0204', year: 2015, make: 'Subaru', model: 'Outback', account: '000000000001', routing: '122000247', registered: true },
  ];
  const consumerRows: { row: typeof consumers.$inferSelect; account: string | null }[] = [];
  for (const c of consumerSeed) {
    const [row] = await db
      .insert(consumers)
      .values({
        businessId: bayside.id,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        // Kept as the consumer forms keep it (normalised), not as typed here.
        phoneNumber: consumerPhoneField.parse(c.phoneNumber) ?? null,
        year: c.year,
        make: c.make,
        model: c.model,
        description: `${c.year} ${c.make} ${c.model}`,
        processStatus: c.registered ? 'active' : 'pending',
        registrationStatus: c.registered ? 'completed' : 'pending',
        bankName: c.account ? 'Wells Fargo' : null,
        routingNumber: c.routing,
        accountNumberEncrypted: c.account ? encryptSecret(c.account, key) : null,
        accountNumberLast4: c.account ? c.account.slice(-4) : null,
        accountHolderName: c.account ? `${c.firstName} ${c.lastName}` : null,
      })
      .returning();
    consumerRows.push({ row, account: c.account });
    // Registered consumers accepted a debit authorization and had their account prenoted (decision 052).
    if (c.registered) await grantDebitConsent(db, row, new Date('2026-10-01T16:00:00Z'));
  }

  const owner = await userByEmail('owner@northwind.test');
  const ownerScope = await loadBusinessScope(db, owner);
  const baysideOwner = await userByEmail('owner@bayside.test');
  let n = 0;
  const vendorPayment = (name: string, amount: number, description: string, at: Date) =>
    createPayment(db, key, { businessId: northwind.id, kind: 'vendor', amount, idempotencyKey: `seed-${++n}`, vendorId: vendor(name).id, description, destination: vendorDest(name), bank: 'bankOfAmerica', createdByUserId: owner.id }, at);
  const consumerPayment = (i: number, amount: number, description: string, at: Date) => {
    const { row, account } = consumerRows[i];
    return createPayment(
      db,
      key,
      {
        businessId: bayside.id,
        kind: 'onDemand',
        amount,
        idempotencyKey: `seed-${++n}`,
        consumerId: row.id,
        description,
        destination: { bankName: row.bankName, routingNumber: row.routingNumber!, accountNumber: account!, accountHolderName: row.accountHolderName!, accountType: 'checking' },
        bank: 'wellsFargo',
        createdByUserId: baysideOwner.id,
      },
      at,
    );
  };

  // Two past payment times for Northwind (10:00 Chicago): approved vendor payments written into ACH files by the processing cycle.
  for (const [created, cutoff, batch] of [
    ['2026-11-02T14:00:00Z', '2026-11-02T16:00:00Z', [['Acme Paper', 1_284_50, 'Invoice 10482'], ['Cedar Office Furniture', 4_615_00, 'Invoice CF-2291'], ['Delta Packaging', 932_75, 'Invoice DP-7781']]],
    ['2026-11-09T14:00:00Z', '2026-11-09T16:00:00Z', [['Acme Paper', 2_040_00, 'Invoice 10517'], ['Delta Packaging', 1_118_40, 'Invoice DP-7820']]],
  ] as const) {
    const made = [];
    for (const [name, amount, description] of batch) made.push(await vendorPayment(name, amount, description, new Date(created)));
    await approvePayments(db, owner, ownerScope, made.map((p) => p.id), new Date(created));
    await runProcessingCycle(db, { at: new Date(cutoff), encryptionKey: key });
  }
  // Both files' entries settled on their settlement dates (the next banking day).
  await settleDueAchEntries(db, new Date('2026-11-10T15:00:00Z'));

  // Bayside (sandbox rail): one consumer payment settles, one is returned R03.
  await consumerPayment(0, 450_00, 'Brake service refund', new Date('2026-11-03T15:00:00Z'));
  await consumerPayment(1, 125_00, 'Deposit refund', new Date('2026-11-03T15:00:00Z'));
  await runProcessingCycle(db, { at: new Date('2026-11-03T19:45:00Z'), encryptionKey: key });

  // Waiting work as of now: pending approval at Northwind, scheduled at Northwind and Bayside.
  await vendorPayment('Acme Paper', 3_310_00, 'Invoice 10560', now);
  await vendorPayment('Blue Ridge Logistics', 780_00, 'Freight November', now);
  const toSchedule = await vendorPayment('Cedar Office Furniture', 1_205_00, 'Invoice CF-2340', now);
  await approvePayments(db, owner, ownerScope, [toSchedule.id], now);
  await consumerPayment(0, 89_99, 'Oil change refund', now);
}
