/**
 * Volume data for the report lists and their benchmark (`npm run seed:large`): on top of the demo data, more
 * businesses (each with vendors, consumers and a bank account) and any number of payments with their status
 * history and jobs, spread across businesses (some much busier than others), vendors, kinds, statuses and a year
 * of dates. Set-based: a weighted pool of (business, recipient, kind) rows is written once, then every chunk of
 * payments is one INSERT … SELECT over generate_series that also writes the history and the jobs. Account numbers
 * are encrypted once per vendor or consumer and shared by all their payments, as real ones would be.
 * Deterministic: the same options give the same spread (the n-th payment always lands on the same pool row).
 */
import { count, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts, businesses, consumers, payments, vendors } from '../db/schema';
import { encryptSecret } from '../lib/crypto';
import { foldPaymentCounts } from '../modules/reports';

export interface LargeSeedOptions {
  transactions: number;
  encryptionKey: Buffer;
  /** The newest creation instant; payments spread over `days` before it. */
  now: Date;
  /** Businesses added next to the demo's (default: one per 5,000 payments, at most 200). */
  businesses?: number;
  /** Payments per INSERT statement (default 50,000). */
  chunk?: number;
  days?: number;
  /** Distinct creation instants over those days (default: one per minute); fewer make ties on createdAt. */
  instants?: number;
  log?: (line: string) => void;
}

export interface LargeSeedReport {
  payments: number;
  statusDetails: number;
  jobs: number;
  businessesAdded: number;
  vendorsAdded: number;
  consumersAdded: number;
  seconds: number;
}

const VENDORS_PER_BUSINESS = 12;
const CONSUMERS_PER_BUSINESS = 6;
/** Real routing numbers (valid checksums) and their banks' payment systems. */
const BANKS = [
  { bankName: 'JPMorgan Chase', routingNumber: '071000013', paymentSystem: 'jackHenry' },
  { bankName: 'Bank of America', routingNumber: '026009593', paymentSystem: 'bankOfAmerica' },
  { bankName: 'Wells Fargo', routingNumber: '121042882', paymentSystem: 'wellsFargo' },
  { bankName: 'U.S. Bank', routingNumber: '084000026', paymentSystem: 'usBank' },
  { bankName: 'Bridge Bank', routingNumber: '121143260', paymentSystem: 'bridgeBank' },
];
const ACCOUNTING_SYSTEMS = ['quickBooks', 'xero', 'sage', 'acumatica', 'msBusinessCentral', 'cdr'];
/** How often each kind occurs per recipient: vendors mostly get vendor payments, consumers the collection kinds. */
const VENDOR_KINDS = ['vendor', 'vendor', 'vendor', 'vendor', 'vendor', 'vendor', 'api', 'api', 'subscription'];
const CONSUMER_KINDS = ['onDemand', 'onDemand', 'instantCollection', 'instantCollection', 'instantCollection'];
/** Business activity: the k-th business appears this many times in the pool (a few busy ones, many small). */
const ACTIVITY = [1, 1, 1, 2, 2, 3, 5, 8, 13, 21];
const DEMO_ACTIVITY = 21;
/** The demo's enterprise customer is the platform's biggest: a quarter of all payments (deep pages for its owner). */
const BIGGEST_BUSINESS = 'Northwind Supply Co.';
const BIGGEST_SHARE = 0.25;

const pad = (n: number, width = 3) => String(n).padStart(width, '0');
const accountNumber = (seed: number) => String(1_000_000_000 + ((seed * 7_919) % 8_999_999_999)).slice(0, 10);

interface PoolRow {
  business_id: string;
  vendor_id: string | null;
  consumer_id: string | null;
  kind: string;
  bank_name: string | null;
  routing: string;
  enc: string;
  last4: string;
  holder: string;
}

/** Adds `n` businesses named "Volume Business NNN" (skipping names that exist), each with vendors, consumers and a bank account. */
async function addBusinesses(db: Database, key: Buffer, n: number) {
  const wanted = Array.from({ length: n }, (_, i) => `Volume Business ${pad(i + 1)}`);
  if (!n) return { businesses: 0, vendors: 0, consumers: 0 };
  const existing = new Set((await db.select({ name: businesses.name }).from(businesses).where(like(businesses.name, 'Volume Business %'))).map((b) => b.name));
  const fresh = wanted.filter((name) => !existing.has(name));
  if (!fresh.length) return { businesses: 0, vendors: 0, consumers: 0 };
  const added = await db
    .insert(businesses)
    .values(
      fresh.map((name, i) => {
        const bank = BANKS[i % BANKS.length];
        return {
          name,
          email: `ap${i + 1}@volume.test`,
          businessType: 'General Business' as const,
          isPaymentsApproved: i % 4 === 0,
          paymentSettings: {
            connectedPaymentSystems: [bank.paymentSystem],
            actualSharedPaymentMethod: { paymentMethodType: 'bankAccount', status: 'active', accountHolderName: name, accountType: 'checking', last4: accountNumber(i).slice(-4), ...bank },
            inactiveSharedPaymentMethods: [],
          },
        };
      }),
    )
    .returning({ id: businesses.id, name: businesses.name });
  await db.insert(bankAccounts).values(
    added.map((b, i) => {
      const bank = BANKS[i % BANKS.length];
      const number = accountNumber(i);
      return { businessId: b.id, bankName: bank.bankName, routingNumber: bank.routingNumber, accountNumberEncrypted: encryptSecret(number, key), last4: number.slice(-4), accountHolderName: b.name, paymentSystem: bank.paymentSystem };
    }),
  );
  const vendorRows = await db
    .insert(vendors)
    .values(added.flatMap((b) => Array.from({ length: VENDORS_PER_BUSINESS }, (_, v) => ({ businessId: b.id, name: `Supplier ${pad(v + 1, 2)} of ${b.name}`, city: 'Chicago', state: 'IL' }))))
    .returning({ id: vendors.id, name: vendors.name });
  await db.insert(bankAccounts).values(
    vendorRows.map((v, i) => {
      const bank = BANKS[(i * 3) % BANKS.length];
      const number = accountNumber(10_000 + i);
      return { vendorId: v.id, bankName: bank.bankName, routingNumber: bank.routingNumber, accountNumberEncrypted: encryptSecret(number, key), last4: number.slice(-4), accountHolderName: v.name };
    }),
  );
  const consumerValues = added.flatMap((b, bi) =>
    Array.from({ length: CONSUMERS_PER_BUSINESS }, (_, c) => {
      const bank = BANKS[(bi + c) % BANKS.length];
      const number = accountNumber(100_000 + bi * CONSUMERS_PER_BUSINESS + c);
      return {
        businessId: b.id,
        firstName: `Customer${pad(c + 1, 2)}`,
        lastName: b.name.replace('Volume Business ', 'Volume'),
        processStatus: 'active',
        registrationStatus: 'completed',
        bankName: bank.bankName,
        routingNumber: bank.routingNumber,
        accountNumberEncrypted: encryptSecret(number, key),
        accountNumberLast4: number.slice(-4),
        accountHolderName: `Customer${pad(c + 1, 2)} Volume`,
      };
    }),
  );
  await db.insert(consumers).values(consumerValues);
  return { businesses: added.length, vendors: vendorRows.length, consumers: consumerValues.length };
}

/** The weighted pool: one row per (business, recipient, kind) occurrence. */
async function buildPool(db: Database, key: Buffer): Promise<PoolRow[]> {
  const bizRows = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).orderBy(businesses.name);
  const accounts = await db.select().from(bankAccounts).where(eq(bankAccounts.status, 'active'));
  const vendorRows = await db.select({ id: vendors.id, name: vendors.name, businessId: vendors.businessId }).from(vendors);
  const consumerRows = await db.select().from(consumers).where(inArray(consumers.registrationStatus, ['completed']));
  const pool: PoolRow[] = [];
  let biggest: PoolRow[] = [];
  bizRows.forEach((b, k) => {
    const weight = b.name.startsWith('Volume Business ') ? ACTIVITY[k % ACTIVITY.length] : DEMO_ACTIVITY;
    const rows: PoolRow[] = [];
    for (const v of vendorRows.filter((x) => x.businessId === b.id)) {
      const a = accounts.find((x) => x.vendorId === v.id);
      // A demo vendor without bank details still gets payments, to a destination made up for the seed.
      const dest = a
        ? { bank_name: a.bankName, routing: a.routingNumber, enc: a.accountNumberEncrypted, last4: a.last4 }
        : { bank_name: BANKS[0].bankName, routing: BANKS[0].routingNumber, enc: encryptSecret('000123456789', key), last4: '6789' };
      for (const kind of VENDOR_KINDS) rows.push({ business_id: b.id, vendor_id: v.id, consumer_id: null, kind, holder: a?.accountHolderName ?? v.name, ...dest });
    }
    for (const c of consumerRows.filter((x) => x.businessId === b.id && x.accountNumberEncrypted && x.routingNumber)) {
      for (const kind of CONSUMER_KINDS) {
        rows.push({
          business_id: b.id,
          vendor_id: null,
          consumer_id: c.id,
          kind,
          bank_name: c.bankName,
          routing: c.routingNumber!,
          enc: c.accountNumberEncrypted!,
          last4: c.accountNumberLast4 ?? '0000',
          holder: c.accountHolderName ?? `${c.firstName} ${c.lastName}`,
        });
      }
    }
    const own = accounts.find((x) => x.businessId === b.id);
    if (own) rows.push({ business_id: b.id, vendor_id: null, consumer_id: null, kind: 'test', bank_name: own.bankName, routing: own.routingNumber, enc: own.accountNumberEncrypted, last4: own.last4, holder: own.accountHolderName });
    if (b.name === BIGGEST_BUSINESS) biggest = rows;
    else for (let w = 0; w < weight; w++) pool.push(...rows);
  });
  if (biggest.length) {
    const weight = Math.max(1, Math.round((pool.length * BIGGEST_SHARE) / (1 - BIGGEST_SHARE) / biggest.length));
    for (let w = 0; w < weight; w++) pool.push(...biggest);
  }
  return pool;
}

async function writePool(db: Database, pool: PoolRow[]) {
  await db.execute(sql`drop table if exists seed_large_pool`);
  await db.execute(
    sql`create table seed_large_pool (idx int primary key, business_id uuid not null, vendor_id uuid, consumer_id uuid, kind text not null, bank_name text, routing text not null, enc text not null, last4 text not null, holder text not null)`,
  );
  for (let from = 0; from < pool.length; from += 5_000) {
    const part = pool.slice(from, from + 5_000).map((row, i) => ({ idx: from + i, ...row }));
    await db.execute(sql`insert into seed_large_pool
      select * from json_to_recordset(${JSON.stringify(part)}::json)
        as x(idx int, business_id uuid, vendor_id uuid, consumer_id uuid, kind text, bank_name text, routing text, enc text, last4 text, holder text)`);
  }
}

/**
 * One chunk: payments [from, to) of this run, numbered after `base` so reruns add new ones. h1..h3 are fixed
 * multiplicative hashes of the number: h1 picks the pool row, h2 the creation instant, h3 the status and amount.
 */
function chunkStatement(base: number, from: number, to: number, poolSize: number, o: { now: Date; days: number; instants: number }) {
  const minutesPerInstant = sql.raw(String((o.days * 24 * 60) / o.instants));
  const int = (v: number) => sql.raw(String(Math.trunc(v)));
  return sql`
    with numbered as (
      select n, (n * 2654435761) % ${int(poolSize)} as pick, (n * 40503) % ${int(o.instants)} as slot, (n * 2246822519) % 1000 as h3
      from generate_series(${int(base + from)}::bigint, ${int(base + to - 1)}::bigint) as n
    ),
    shaped as (
      select n, h3, p.*,
        date_trunc('milliseconds', ${o.now.toISOString()}::timestamptz - make_interval(mins => (slot * ${minutesPerInstant})::int)) as created,
        case
          when slot * ${minutesPerInstant} < 2 * 24 * 60 then
            case when h3 < 150 and p.kind <> 'test' then 'pendingApproval' when h3 < 650 then 'scheduled' when h3 < 900 then 'processing' else 'success' end
          else case when h3 < 860 then 'success' when h3 < 950 then 'error' else 'canceled' end
        end as status
      from numbered join seed_large_pool p on p.idx = numbered.pick
    ),
    due as (
      select s.*, date_trunc('day', s.created + interval '1 day') + interval '15 hours 30 minutes' as due_at from shaped s
    ),
    inserted as (
      insert into payments (business_id, kind, amount, vendor_id, consumer_id, purchase_id, payment_transaction_id, status,
        payment_bank_status, payment_process_status, payment_error_message, return_code, due_date, due_time, timezone, due_at,
        description, reference_number, idempotency_key, destination_bank_name, destination_routing_number,
        destination_account_encrypted, destination_account_last4, destination_account_holder_name, rail,
        accounting_system, accounting_system_bill_info, created_at, updated_at)
      select business_id, kind, case when kind = 'test' then 100 else 500 + ((n * 7919) % 2500000) end, vendor_id, consumer_id,
        'PUR-V' || lpad(n::text, 9, '0'), 'PTX-V' || lpad(n::text, 9, '0'), status,
        case status when 'success' then 'settled' when 'error' then 'returned' when 'processing' then 'submitted' end,
        case status when 'success' then 'success' when 'error' then 'error' when 'processing' then 'processing' when 'canceled' then 'canceled' else 'pending' end,
        case when status = 'error' then (array['R01 Insufficient funds', 'R03 No account/unable to locate account', 'R02 Account closed'])[1 + h3 % 3] end,
        case when status = 'error' then (array['R01', 'R03', 'R02'])[1 + h3 % 3] end,
        (due_at at time zone 'America/New_York')::date, '10:30', 'America/New_York', due_at,
        'Invoice INV-' || n, case when h3 % 3 = 0 then 'PO-' || (n % 100000) end, 'volume-' || n,
        bank_name, routing, enc, last4, holder,
        case when status in ('success', 'error', 'processing') then 'sandbox' end,
        case when kind = 'vendor' and h3 % 5 < 2 then (array[${sql.raw(ACCOUNTING_SYSTEMS.map((s) => `'${s}'`).join(', '))}])[1 + n % ${int(ACCOUNTING_SYSTEMS.length)}] end,
        case when kind = 'vendor' and h3 % 5 < 2 then jsonb_build_object('billId', 'BILL-' || n, 'billNumber', 'B' || (n % 1000000), 'dueDate', (due_at at time zone 'America/New_York')::date) end,
        created, created
      from due
      -- In creation order: the (…, created_at, id) indexes then take each chunk's rows in runs, not scattered.
      order by created
      returning id, status, created_at, due_at, return_code, payment_error_message
    ),
    history as (
      insert into payment_status_details (payment_id, status, code, datetime, description, seq)
      select i.id, step.status, step.code, step.at, step.description, step.seq
      from inserted i cross join lateral (values
        (1, 'created', null::text, i.created_at, 'Payment created', true),
        (2, 'pendingApproval', null, i.created_at, 'Waiting for approval', i.status = 'pendingApproval'),
        (2, 'scheduled', null, i.created_at, 'Scheduled for 10:30 America/New_York', i.status <> 'pendingApproval'),
        (3, 'canceled', 'canceled', i.created_at + interval '1 hour', 'Canceled by the business', i.status = 'canceled'),
        (3, 'processing', null, i.due_at, 'Submitted to the sandbox rail', i.status in ('processing', 'success', 'error')),
        (4, 'success', 'settled', i.due_at + interval '1 day', 'Settled', i.status = 'success'),
        (4, 'error', i.return_code, i.due_at + interval '2 days', i.payment_error_message, i.status = 'error')
      ) as step(seq, status, code, at, description, applies)
      where step.applies
      returning 1
    ),
    queued as (
      insert into jobs (kind, payment_id, run_at, created_at)
      select 'submitPayment', i.id, i.due_at, i.created_at from inserted i where i.status = 'scheduled'
      returning 1
    )
    select (select count(*) from inserted)::int as payments, (select count(*) from history)::int as details, (select count(*) from queued)::int as jobs`;
}

export async function seedLarge(db: Database, options: LargeSeedOptions): Promise<LargeSeedReport> {
  const started = process.hrtime.bigint();
  const log = options.log ?? (() => {});
  const n = options.transactions;
  if (!Number.isInteger(n) || n < 0) throw new Error('transactions must be a whole number');
  const chunk = options.chunk ?? 50_000;
  const days = options.days ?? 365;
  const instants = options.instants ?? days * 24 * 60;
  const extra = options.businesses ?? Math.min(200, Math.floor(n / 5_000));

  const added = await addBusinesses(db, options.encryptionKey, extra);
  if (added.businesses) log(`added ${added.businesses} businesses, ${added.vendors} vendors, ${added.consumers} consumers`);
  const pool = await buildPool(db, options.encryptionKey);
  if (!pool.length) throw new Error('no business with vendors or consumers to pay: seed the demo data first');
  await writePool(db, pool);
  // Numbers continue after the payments already there, so a second run adds rather than collides.
  const [{ existing }] = await db.select({ existing: count() }).from(payments);
  const base = existing + 1;
  const totals = { payments: 0, statusDetails: 0, jobs: 0 };
  try {
    for (let from = 0; from < n; from += chunk) {
      const to = Math.min(n, from + chunk);
      const result = await db.execute(chunkStatement(base, from, to, pool.length, { now: options.now, days, instants }));
      const row = (result as unknown as { rows: { payments: number; details: number; jobs: number }[] }).rows[0];
      totals.payments += row.payments;
      totals.statusDetails += row.details;
      totals.jobs += row.jobs;
      log(`  ${to.toLocaleString('en-US')} / ${n.toLocaleString('en-US')} payments (${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s)`);
    }
  } finally {
    await db.execute(sql`drop table if exists seed_large_pool`);
  }
  // The chunks' counter deltas become totals (decision 045); VACUUM sets the visibility map, so filtered counts and
  // id pages read the indexes only (decision 008).
  await foldPaymentCounts(db);
  await db.execute(sql`vacuum (analyze) payments`);
  await db.execute(sql`vacuum (analyze) payment_status_details`);
  return {
    ...totals,
    businessesAdded: added.businesses,
    vendorsAdded: added.vendors,
    consumersAdded: added.consumers,
    seconds: Number(process.hrtime.bigint() - started) / 1e9,
  };
}
