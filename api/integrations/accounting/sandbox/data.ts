/**
 * The sandbox's books: deterministic vendors and open bills per sandbox company, so demos and tests see the same
 * realistic data every time. Bills paid through the sandbox are kept in the database (decision 077), so every copy of
 * the services sees the same books.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { accountingSandboxPayments } from '../../../db/schema';
import type { AccountingSystemKey } from '../../../../domain/accounting';

export interface SandboxCompany {
  id: string;
  name: string;
  /** How many vendors the company's books hold (12 unless said): a large company shows paging past a page's limit. */
  vendorCount?: number;
}

/** The companies the consent page offers per system (the first is the demo business's). */
export const SANDBOX_COMPANIES: Record<AccountingSystemKey, SandboxCompany[]> = {
  quickBooks: [
    { id: '9341453050219712', name: 'Northwind Supply Co. (sandbox)' },
    { id: '9341453050219713', name: 'Sandbox Company_US_1' },
    { id: '9341453050219714', name: 'Large Sandbox Company_US (2,345 vendors)', vendorCount: 2345 },
  ],
  xero: [
    { id: '6c1a9f2e-0d3b-4b6e-9a51-3f2c8a7d1e01', name: 'Northwind Supply Co. (Demo Company US)' },
    { id: '6c1a9f2e-0d3b-4b6e-9a51-3f2c8a7d1e02', name: 'Demo Company (US)' },
  ],
  sage: [{ id: '2b8f5d6c4e3a4f1b9c7d8e6f5a4b3c21', name: 'Sandbox Business (Sage)' }],
  acumatica: [{ id: 'sandbox', name: 'Acumatica sandbox tenant' }],
  msBusinessCentral: [{ id: '7b2e0c3a-5f1d-4e8b-a6c9-1d2e3f4a5b60', name: 'CRONUS USA, Inc.' }],
  cdr: [{ id: 'cdr-sandbox-1', name: 'CDR sandbox company' }],
};

const VENDOR_POOL = [
  { name: 'Acme Office Supply', city: 'Chicago', state: 'IL', zipcode: '60607', address: '1200 W Lake St' },
  { name: 'Blue Ridge Logistics', city: 'Asheville', state: 'NC', zipcode: '28801', address: '45 Patton Ave' },
  { name: 'Cascade Janitorial Services', city: 'Seattle', state: 'WA', zipcode: '98104', address: '501 2nd Ave' },
  { name: 'Delta Print & Sign', city: 'Memphis', state: 'TN', zipcode: '38103', address: '88 Union Ave' },
  { name: 'Evergreen Landscaping', city: 'Portland', state: 'OR', zipcode: '97205', address: '1020 SW Taylor St' },
  { name: 'Frontier Fuel Co.', city: 'Denver', state: 'CO', zipcode: '80202', address: '1700 Broadway' },
  { name: 'Granite State Electric', city: 'Manchester', state: 'NH', zipcode: '03101', address: '900 Elm St' },
  { name: 'Harborview Catering', city: 'Boston', state: 'MA', zipcode: '02110', address: '75 State St' },
  { name: 'Ironclad Security Systems', city: 'Dallas', state: 'TX', zipcode: '75201', address: '2200 Ross Ave' },
  { name: 'Juniper IT Consulting', city: 'Austin', state: 'TX', zipcode: '78701', address: '300 Congress Ave' },
  { name: 'Keystone Freight Lines', city: 'Pittsburgh', state: 'PA', zipcode: '15222', address: '600 Grant St' },
  { name: 'Lakeside Packaging', city: 'Milwaukee', state: 'WI', zipcode: '53202', address: '411 E Wisconsin Ave' },
  { name: 'Magnolia Uniforms', city: 'Atlanta', state: 'GA', zipcode: '30303', address: '191 Peachtree St' },
  { name: 'Northstar Waste Management', city: 'Minneapolis', state: 'MN', zipcode: '55402', address: '80 S 8th St' },
];

/** ABA-valid routing numbers of real banks, so synced bank details pass Payloft's checksum. */
const ROUTING_NUMBERS = ['021000021', '011000015', '121000358', '091000019', '111000025', '026009593'];

export interface SandboxVendor {
  id: string;
  name: string;
  email: string;
  /** The vendor's EIN, the same in every system's books for one vendor of the pool (so two systems' records match), on every third vendor. */
  taxId: string | null;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  bank: { routingNumber: string; accountNumber: string; bankName: string } | null;
  updatedAt: Date;
}
export interface SandboxBill {
  id: string;
  number: string;
  vendorId: string;
  dueDate: string;
  /** Cents. */
  total: number;
  currency: string;
}

function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join(':')).digest('hex');
}

/** A made-up EIN (NN-NNNNNNN) that depends on the vendor's name only. */
function einOf(name: string): string {
  const n = String(parseInt(digest('ein', name).slice(0, 12), 16)).padStart(9, '0').slice(-9);
  return `${n.slice(0, 2)}-${n.slice(2)}`;
}

const BASE_TIME = Date.UTC(2026, 9, 1, 12, 0, 0);

const DEFAULT_VENDOR_COUNT = 12;

/** The company's vendors (a dozen unless the company says otherwise); about half carry bank details. */
export function sandboxVendors(system: AccountingSystemKey, companyId: string): SandboxVendor[] {
  const total = SANDBOX_COMPANIES[system].find((c) => c.id === companyId)?.vendorCount ?? DEFAULT_VENDOR_COUNT;
  return Array.from({ length: total }, (_, i) => {
    const pooled = VENDOR_POOL[i % VENDOR_POOL.length]!;
    const v = i < VENDOR_POOL.length ? pooled : { ...pooled, name: `${pooled.name} ${Math.floor(i / VENDOR_POOL.length) + 1}` };
    const h = digest(system, companyId, v.name);
    const id = system === 'quickBooks' || system === 'acumatica' ? String(56 + i) : `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
    return {
      id: system === 'acumatica' ? `V${String(i + 1).padStart(6, '0')}` : id,
      name: v.name,
      email: `ap@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      taxId: i % 3 === 1 ? einOf(v.name) : null,
      address: v.address,
      city: v.city,
      state: v.state,
      zipcode: v.zipcode,
      bank: i % 2 === 0 ? { routingNumber: ROUTING_NUMBERS[i % ROUTING_NUMBERS.length]!, accountNumber: String(parseInt(h.slice(0, 10), 16)).slice(0, 10).padStart(8, '4'), bankName: 'Sandbox Bank' } : null,
      updatedAt: new Date(BASE_TIME + i * 3_600_000),
    };
  });
}

/** An account of a sandbox company's chart of accounts. */
export interface SandboxAccount {
  id: string;
  code: string;
  name: string;
  /** Bank accounts always take payments; another account only with payments enabled (Xero's EnablePaymentsToAccount). */
  type: 'BANK' | 'CURRLIAB' | 'REVENUE' | 'EXPENSE';
  paymentsEnabled: boolean;
}

/** The chart a sandbox company starts with: two bank accounts, a liability that takes payments, and two that do not. */
export function sandboxAccounts(system: AccountingSystemKey, companyId: string): SandboxAccount[] {
  const chart = [
    { code: '090', name: 'Business Bank Account', type: 'BANK', paymentsEnabled: false },
    { code: '091', name: 'Business Savings Account', type: 'BANK', paymentsEnabled: false },
    { code: '850', name: 'Suspense', type: 'CURRLIAB', paymentsEnabled: true },
    { code: '200', name: 'Sales', type: 'REVENUE', paymentsEnabled: false },
    { code: '429', name: 'General Expenses', type: 'EXPENSE', paymentsEnabled: false },
  ] as const;
  return chart.map((a, i) => {
    const h = digest(system, companyId, 'account', a.code);
    const id = system === 'quickBooks' ? String(35 + i) : `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-9${h.slice(17, 20)}-${h.slice(20, 32)}`;
    return { id, ...a };
  });
}

/** A sandbox payment's id as its system writes ids: a uuid in Xero, a number in QuickBooks, a code elsewhere. */
function paymentIdOf(system: AccountingSystemKey, seed: string): string {
  const h = digest(seed);
  if (system === 'xero') return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
  if (system === 'quickBooks') return String(1000 + (parseInt(h.slice(0, 8), 16) % 9_000_000));
  return `PMT-${h.slice(0, 12)}`;
}

/** One or two open bills per vendor, due over the next weeks. */
export function sandboxBills(system: AccountingSystemKey, companyId: string): SandboxBill[] {
  return sandboxVendors(system, companyId).flatMap((v, i) => {
    const count = i % 3 === 0 ? 2 : 1;
    return Array.from({ length: count }, (_, k) => {
      const h = digest(system, companyId, v.id, String(k));
      const total = 25_000 + (parseInt(h.slice(0, 6), 16) % 475_000);
      const due = new Date(BASE_TIME + (30 + i * 3 + k * 14) * 86_400_000).toISOString().slice(0, 10);
      const seq = 1001 + i * 2 + k;
      const id = system === 'quickBooks' ? String(140 + i * 2 + k) : system === 'acumatica' ? String(seq).padStart(6, '0') : `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20, 32)}`;
      return { id, number: `INV-${seq}`, vendorId: v.id, dueDate: due, total, currency: 'USD' };
    });
  });
}

/** A bill payment recorded in a sandbox company, with the reference text the connector wrote on it. */
export interface SandboxBillPayment {
  id: string;
  billId: string;
  vendorId: string;
  /** Cents. */
  amount: number;
  reference: string;
}

const payments = accountingSandboxPayments;

/** The payments a sandbox company holds, in the order recorded, of one bill when `billId` is given. */
export async function sandboxBillPayments(db: Database, system: AccountingSystemKey, companyId: string, billId?: string): Promise<SandboxBillPayment[]> {
  return db
    .select({ id: payments.id, billId: payments.billId, vendorId: payments.vendorId, amount: payments.amount, reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.system, system), eq(payments.companyId, companyId), billId === undefined ? undefined : eq(payments.billId, billId)))
    .orderBy(asc(payments.seq));
}

/** Cents paid on each of a sandbox company's bills. */
async function paidByBill(db: Database, system: AccountingSystemKey, companyId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ billId: payments.billId, paid: sql<number>`sum(${payments.amount})::int` })
    .from(payments)
    .where(and(eq(payments.system, system), eq(payments.companyId, companyId)))
    .groupBy(payments.billId);
  return new Map(rows.map((r) => [r.billId, Number(r.paid)]));
}

/**
 * Records a payment against a bill when its open balance allows. Two payments of one bill at once (on any copy) are
 * taken one after the other, so together they never pay more than the bill.
 */
export async function recordSandboxPayment(
  db: Database,
  system: AccountingSystemKey,
  companyId: string,
  billId: string,
  cents: number,
  reference = '',
): Promise<{ ok: true; id: string } | { ok: false; reason: string }> {
  const bill = sandboxBills(system, companyId).find((b) => b.id === billId || b.number === billId);
  if (!bill) return { ok: false, reason: 'Bill not found' };
  if (!Number.isInteger(cents) || cents <= 0 || cents > bill.total) return { ok: false, reason: 'Amount exceeds the open balance' };
  const key = `${system}:${companyId}`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`accounting sandbox bill ${key}:${bill.id}`}, 0))`);
    const already = (await paidByBill(tx, system, companyId)).get(bill.id) ?? 0;
    if (already + cents > bill.total) return { ok: false as const, reason: 'Amount exceeds the open balance' };
    const id = paymentIdOf(system, `${key}:${bill.id}:${already + cents}`);
    await tx.insert(payments).values({ system, companyId, id, billId: bill.id, vendorId: bill.vendorId, amount: cents, reference });
    return { ok: true as const, id };
  });
}

/** Open bills with their balance after sandbox payments. */
export async function openSandboxBills(db: Database, system: AccountingSystemKey, companyId: string): Promise<(SandboxBill & { balance: number })[]> {
  const paid = await paidByBill(db, system, companyId);
  return sandboxBills(system, companyId)
    .map((b) => ({ ...b, balance: b.total - (paid.get(b.id) ?? 0) }))
    .filter((b) => b.balance > 0);
}
