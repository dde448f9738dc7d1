/**
 * A demo history a visitor can try everything on: a few hundred settled, failed and canceled
 * payments for Northwind over the last 90 days, some for Bayside and Lakeside, each registered business's plan billed and
 * varied registration dates. Written in a few set inserts (history only: no jobs, nothing for the cycle to pick
 * up), so seeding stays fast. Seeded by a start of the services; the browser tests' servers leave it out
 * (SEED_DEMO_HISTORY=0) so that their counts stay as the base demo data has them (docs/decisions/033).
 */
import { eq, inArray, isNotNull, and } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { zoneFormat } from '../../domain/dates';
import type { Database } from '../db/client';
import { bankAccounts, businesses, consumers, paymentStatusDetails, payments, serviceLevels, vendors } from '../db/schema';
import { subscriptionInvoices } from '../db/schema/subscriptions';
import { decryptSecret, encryptSecret } from '../lib/crypto';
import { SANDBOX_RETURNS } from '../rails/sandbox';
import { termsDue, utcDay, planOf, invoiceOfTerm } from '../modules/subscriptions';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo's payment time of day, and the zone of a business that has none set. */
const DUE_TIME = '10:30';
const DEFAULT_PAYMENT_ZONE = 'America/Chicago';

/** Payments per business name: a busy business and two quieter ones. */
export const HISTORY_PAYMENTS: Record<string, number> = {
  'Northwind Supply Co.': 300,
  'Bayside Auto Care': 40,
  'Lakeside Dental': 30,
};

/** Varied registration dates, so the admin's lists and dashboards have something to sort; each before its go-live date (demo.ts). */
const REGISTRATION_DATES: Record<string, string> = {
  'Northwind Supply Co.': '2025-10-14T16:00:00Z',
  'Bayside Auto Care': '2026-02-09T18:30:00Z',
  'Lakeside Dental': '2026-02-17T15:15:00Z',
};

const RETURNS = [
  { code: 'R01', message: 'R01 Insufficient funds' },
  { code: 'R02', message: 'R02 Account closed' },
  { code: 'R03', message: 'R03 No account/unable to locate account' },
];

const DESCRIPTIONS = ['Office supplies', 'Freight', 'Monthly service', 'Parts order', 'Cleaning', 'Equipment lease', 'Consulting', 'Catering'];

interface Recipient {
  kind: 'vendor' | 'onDemand';
  vendorId: string | null;
  consumerId: string | null;
  bankName: string;
  routingNumber: string;
  accountNumberEncrypted: string;
  last4: string;
  holder: string;
}

/** A small deterministic generator: the same seed gives the same history. */
function sequence(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
}

async function recipientsOf(db: Database, businessId: string): Promise<Recipient[]> {
  const vendorRows = await db
    .select({ vendorId: vendors.id, name: vendors.name, bankName: bankAccounts.bankName, routingNumber: bankAccounts.routingNumber, enc: bankAccounts.accountNumberEncrypted, last4: bankAccounts.last4, holder: bankAccounts.accountHolderName })
    .from(vendors)
    .innerJoin(bankAccounts, eq(bankAccounts.vendorId, vendors.id))
    .where(eq(vendors.businessId, businessId));
  const consumerRows = await db
    .select()
    .from(consumers)
    .where(and(eq(consumers.businessId, businessId), isNotNull(consumers.accountNumberEncrypted), isNotNull(consumers.routingNumber)));
  return [
    ...vendorRows.map((v) => ({ kind: 'vendor' as const, vendorId: v.vendorId, consumerId: null, bankName: v.bankName, routingNumber: v.routingNumber, accountNumberEncrypted: v.enc, last4: v.last4, holder: v.holder })),
    ...consumerRows.map((c) => ({
      kind: 'onDemand' as const,
      vendorId: null,
      consumerId: c.id,
      bankName: c.bankName ?? 'Demo Bank',
      routingNumber: c.routingNumber!,
      accountNumberEncrypted: c.accountNumberEncrypted!,
      last4: c.accountNumberLast4 ?? '0000',
      holder: c.accountHolderName ?? `${c.firstName} ${c.lastName}`,
    })),
  ];
}

export async function seedDemoHistory(db: Database, now: Date, encryptionKey: Buffer): Promise<{ payments: number; invoices: number }> {
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, serviceLevelId: businesses.serviceLevelId, paymentTimeZone: businesses.paymentTimeZone })
    .from(businesses)
    .where(inArray(businesses.name, Object.keys(HISTORY_PAYMENTS)));
  let written = 0;
  for (const business of rows) {
    const zone = business.paymentTimeZone ?? DEFAULT_PAYMENT_ZONE;
    let recipients = await recipientsOf(db, business.id);
    if (!recipients.length) {
      // A business with no one to pay yet (Lakeside) gets a supplier with bank details first.
      const [supplier] = await db.insert(vendors).values({ businessId: business.id, name: 'Bright Smile Supplies', description: 'Dental supplies', address: '88 Harbor Way', city: 'Portland', state: 'OR', zipcode: '97201' }).returning({ id: vendors.id });
      await db.insert(bankAccounts).values({ vendorId: supplier.id, bankName: 'U.S. Bank', routingNumber: '123000848', accountNumberEncrypted: encryptSecret('000456789012', encryptionKey), last4: '9012', accountHolderName: 'Bright Smile Supplies' });
      recipients = await recipientsOf(db, business.id);
    }
    const random = sequence(business.name.length * 7919);
    const sandboxReturnOf = new Map(recipients.map((r) => [r, SANDBOX_RETURNS[decryptSecret(r.accountNumberEncrypted, encryptionKey)]] as const));
    const values = Array.from({ length: HISTORY_PAYMENTS[business.name] }, (_, i) => {
      const r = recipients[Math.floor(random() * recipients.length)];
      // Spread over the 90 days before yesterday, at working hours.
      const created = new Date(now.getTime() - (2 + Math.floor(random() * 88)) * DAY_MS - Math.floor(random() * 8) * 3600_000);
      // Due the next day at the business's payment time, in its own zone (as a payment made on the page would be).
      const dueDate = zoneFormat(zone).isoDate(new Date(created.getTime() + DAY_MS));
      const dueAt = fromZonedTime(`${dueDate}T${DUE_TIME}`, zone);
      const roll = random();
      // A payee whose account the sandbox bank always returns (Rosa R01, Kevin R03) was returned with that code, as the
      // docs and the next live payment to it say; the others settle, fail or are canceled at random.
      const always = sandboxReturnOf.get(r);
      const status = always && roll < 0.95 ? 'error' : roll < 0.86 ? 'success' : roll < 0.95 ? 'error' : 'canceled';
      const returned = status !== 'error' ? null : always ? { code: always.code, message: `${always.code} ${always.message}` } : RETURNS[i % RETURNS.length];
      const tag = `${business.name.split(' ')[0].toUpperCase()}-H${String(i + 1).padStart(4, '0')}`;
      return {
        row: {
          businessId: business.id,
          kind: r.kind,
          amount: Math.round(2_500 + random() * 480_000),
          vendorId: r.vendorId,
          consumerId: r.consumerId,
          purchaseId: `PUR-${tag}`,
          paymentTransactionId: `PTX-${tag}`,
          status,
          paymentProcessStatus: status,
          paymentBankStatus: status === 'success' ? 'settled' : status === 'error' ? 'returned' : null,
          paymentErrorMessage: returned?.message ?? null,
          returnCode: returned?.code ?? null,
          dueDate,
          dueTime: DUE_TIME,
          timezone: zone,
          dueAt,
          description: DESCRIPTIONS[i % DESCRIPTIONS.length],
          referenceNumber: i % 3 === 0 ? `INV-${2000 + i}` : null,
          idempotencyKey: `history-${tag}`,
          destinationBankName: r.bankName,
          destinationRoutingNumber: r.routingNumber,
          destinationAccountEncrypted: r.accountNumberEncrypted,
          destinationAccountLast4: r.last4,
          destinationAccountHolderName: r.holder,
          rail: status === 'canceled' ? null : 'sandbox',
          createdAt: created,
          updatedAt: created,
        },
        created,
        dueAt,
        dueDate,
        status,
        returned,
      };
    });
    const inserted = await db
      .insert(payments)
      .values(values.map((v) => v.row) as (typeof payments.$inferInsert)[])
      .returning({ id: payments.id });
    const details = inserted.flatMap(({ id }, i) => {
      const v = values[i];
      const steps: { paymentId: string; status: string; code: string | null; datetime: Date; description: string; seq: number }[] = [
        { paymentId: id, status: 'created', code: null, datetime: v.created, description: 'Payment created', seq: 1 },
        { paymentId: id, status: 'scheduled', code: null, datetime: v.created, description: `Scheduled for ${v.dueDate} ${DUE_TIME} ${zone}`, seq: 2 },
      ];
      if (v.status === 'canceled') steps.push({ paymentId: id, status: 'canceled', code: 'canceled', datetime: new Date(v.created.getTime() + 3600_000), description: 'Canceled by the business', seq: 3 });
      else {
        steps.push({ paymentId: id, status: 'processing', code: null, datetime: v.dueAt, description: 'Submitted to the sandbox rail', seq: 3 });
        if (v.returned) steps.push({ paymentId: id, status: 'error', code: v.returned.code, datetime: new Date(v.dueAt.getTime() + 2 * DAY_MS), description: v.returned.message, seq: 4 });
        else steps.push({ paymentId: id, status: 'success', code: 'settled', datetime: new Date(v.dueAt.getTime() + DAY_MS), description: 'Settled', seq: 4 });
      }
      return steps;
    });
    await db.insert(paymentStatusDetails).values(details as (typeof paymentStatusDetails.$inferInsert)[]);
    written += inserted.length;
    const registered = REGISTRATION_DATES[business.name];
    // Created three weeks before it registered (the admin's Businesses list shows both), not on the day of the seed.
    if (registered) await db.update(businesses).set({ registrationDate: new Date(registered), createdAt: new Date(Date.parse(registered) - 21 * DAY_MS) }).where(eq(businesses.id, business.id));
  }
  return { payments: written, invoices: await seedPlanInvoices(db, now) };
}

/**
 * Each registered business's plan billed as the invoices job bills it: every term due from its go-live date up to
 * `now` (termsDue, with the service level's own terms and prices), so the admin's "Billed so far" tells the story the
 * demo implies: Northwind's annual plan, Bayside's six-month start then monthly renewals, Lakeside's monthly Starter.
 * History only: the invoices carry no payment (nothing for the cycle to charge).
 */
async function seedPlanInvoices(db: Database, now: Date): Promise<number> {
  const registered = await db.select().from(businesses).where(and(isNotNull(businesses.registrationDate), isNotNull(businesses.serviceLevelId), isNotNull(businesses.goLiveDate)));
  const levels = await db.select().from(serviceLevels);
  const invoices = registered.flatMap((business) => {
    const level = levels.find((l) => l.id === business.serviceLevelId);
    if (!level) return [];
    const prefix = business.name.replace(/[^A-Za-z]/g, '').slice(0, 4).toUpperCase();
    return termsDue(planOf(level), business.goLiveDate!, utcDay(now), false).map((term) => invoiceOfTerm(business.id, level, term, `INV-${prefix}-${term.billDate}`));
  });
  if (!invoices.length) return 0;
  const written = await db.insert(subscriptionInvoices).values(invoices).onConflictDoNothing().returning({ id: subscriptionInvoices.id });
  return written.length;
}
