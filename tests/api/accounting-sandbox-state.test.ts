/**
 * The accounting sandboxes' state in the database (decision 077): the first answer per idempotency key (a day at most,
 * a bounded number, one effect per key even at once), and two copies of the services on one database agreeing on the
 * payments written back and on a repeated key.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { createDatabase, type DatabaseHandle } from '../../api/db/client';
import { accountingSandboxAnswers } from '../../api/db/schema';
import { CONNECTORS, endpointsFor } from '../../api/integrations/accounting';
import type { ConnectorContext } from '../../api/integrations/accounting/connector';
import { SANDBOX_COMPANIES, sandboxBillPayments } from '../../api/integrations/accounting/sandbox/data';
import { answerOnce, keptAnswerCount } from '../../api/integrations/accounting/sandbox/idempotency';
import { openTestDatabase, testConfig } from './harness';
import { databaseUrlFor } from './support/test-databases.global';

const config = testConfig({ apiPublicUrl: 'http://api.test' });
const redirectUri = `${config.webPublicUrl}/manage-payees/callback`;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** An answer that counts how often it acted. */
function counted(body: string) {
  const effect = { count: 0 };
  const answer = () => {
    effect.count += 1;
    return new Response(JSON.stringify({ body, n: effect.count }), { status: 200 });
  };
  return { effect, answer };
}

describe('the sandboxes’ first answers per idempotency key', () => {
  it('gives a repeated key the first answer and acts once; another scope or no key acts anew', async () => {
    const { effect, answer } = counted('first');
    const first = await answerOnce(database.db, 'quickBooks:9341453050219712', 'k-repeat', answer);
    const again = await answerOnce(database.db, 'quickBooks:9341453050219712', 'k-repeat', answer);
    expect(await again.text()).toBe(await first.text());
    expect(effect.count).toBe(1);
    await answerOnce(database.db, 'quickBooks:9341453050219713', 'k-repeat', answer);
    await answerOnce(database.db, 'quickBooks:9341453050219712', null, answer);
    expect(effect.count).toBe(3);
  });

  it('hands a repeat that arrives before the first is answered that same answer', async () => {
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const acting = new Promise<void>((resolve) => (started = resolve));
    let acted = 0;
    const slow = async () => {
      acted += 1;
      started();
      await held;
      return new Response('{"once":true}', { status: 201 });
    };
    const first = answerOnce(database.db, 'xero:t-1', 'k-at-once', slow);
    // The repeat arrives while the first is being answered: its key's row taken, its answer not yet kept.
    await acting;
    const repeat = answerOnce(database.db, 'xero:t-1', 'k-at-once', slow);
    release();
    const [a, b] = await Promise.all([first, repeat]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(await b.text()).toBe('{"once":true}');
    expect(acted).toBe(1);
  });

  it('forgets an answer after a day, and an answer that failed frees its key', async () => {
    const { effect, answer } = counted('day');
    await answerOnce(database.db, 'xero:t-2', 'k-old', answer);
    await database.db.execute(sql`update ${accountingSandboxAnswers} set created_at = now() - interval '25 hours' where key = 'k-old'`);
    await answerOnce(database.db, 'xero:t-2', 'k-old', answer);
    expect(effect.count).toBe(2);
    await expect(answerOnce(database.db, 'xero:t-2', 'k-fails', () => Promise.reject(new Error('books unavailable')))).rejects.toThrow(/books unavailable/);
    await answerOnce(database.db, 'xero:t-2', 'k-fails', answer);
    expect(effect.count).toBe(3);
  });

  it('keeps at most its bound, forgetting the oldest first', async () => {
    const limits = { keptMs: 24 * 3_600_000, max: 3 };
    for (const [i, key] of ['b-1', 'b-2', 'b-3', 'b-4', 'b-5'].entries()) {
      await answerOnce(database.db, 'cdr:bound', key, counted(key).answer, limits);
      // Distinct times without waiting: each earlier key is made older.
      await database.db.execute(sql`update ${accountingSandboxAnswers} set created_at = created_at - make_interval(mins => ${5 - i}) where key = ${key}`);
    }
    expect(await keptAnswerCount(database.db)).toBeLessThanOrEqual(3);
    const kept = await database.db.select({ key: accountingSandboxAnswers.key }).from(accountingSandboxAnswers).where(sql`scope = 'cdr:bound'`);
    expect(kept.map((k) => k.key)).toContain('b-5');
    expect(kept.map((k) => k.key)).not.toContain('b-1');
  });
});

describe('two copies of the services on one database', () => {
  /** Another copy: on PostgreSQL its own connection pool on the same database; on PGlite the one process's database. */
  async function otherCopy(): Promise<{ db: DatabaseHandle['db']; close(): Promise<void> }> {
    if (!process.env.DATABASE_URL) return { db: database.db, close: async () => {} };
    const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const handle = await createDatabase({ databaseUrl: databaseUrlFor(process.env.DATABASE_URL, result.rows[0]!.name), migrate: false });
    return { db: handle.db, close: () => handle.close() };
  }

  /** A connector talking to one copy's sandbox through that copy's own request handler. */
  const through = (db: DatabaseHandle['db'], system: 'quickBooks' | 'xero'): ConnectorContext => {
    const api = createApi({ db, config });
    return { endpoints: endpointsFor(config, system), fetch: (input, init) => api.fetch(new Request(input, init)) };
  };

  it.each(['quickBooks', 'xero'] as const)('%s: a write-back recorded through one copy is seen through the other, and its key repeated there acts once', async (system) => {
    const other = await otherCopy();
    try {
      const one = through(database.db, system);
      const two = through(other.db, system);
      const connector = CONNECTORS[system];
      const page = new URL(connector.authorizationUrl(one, { state: 'st-2', redirectUri }));
      const form = new URLSearchParams(page.searchParams);
      form.set('decision', 'allow');
      const back = new URL((await one.fetch(`${page.origin}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' })).headers.get('location')!);
      const grant = await connector.exchangeCode(one, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
      const paymentAccountId = (await connector.listPaymentAccounts?.(one, grant))?.[0]?.id ?? null;
      const [bill] = await connector.listOpenBills(one, grant);
      const books = SANDBOX_COMPANIES[system][0]!.id;
      const writeBack = { bill: bill!, amount: 2, paidOn: '2026-11-24', reference: `7c2d4e10-copies-${system}`, paymentAccountId };

      const first = await connector.recordBillPayment(one, grant, writeBack);
      // The other copy's books hold the payment: the bill's balance there is down by it.
      expect((await connector.listOpenBills(two, grant)).find((b) => b.externalId === bill!.externalId)?.amount).toBe(bill!.amount - 2);
      expect(await sandboxBillPayments(other.db, system, books, bill!.externalId)).toHaveLength(1);
      // A retry with the same key landing on the other copy answers the first payment and records none.
      expect(await connector.recordBillPayment(two, grant, writeBack)).toEqual(first);
      expect(await sandboxBillPayments(database.db, system, books, bill!.externalId)).toHaveLength(1);

      // The same key sent to both copies at once: one payment, answered to both.
      const atOnce = { ...writeBack, amount: 1, reference: `7c2d4e10-at-once-${system}` };
      const [a, b] = await Promise.all([connector.recordBillPayment(one, grant, atOnce), connector.recordBillPayment(two, grant, atOnce)]);
      expect(b).toEqual(a);
      expect(await sandboxBillPayments(database.db, system, books, bill!.externalId)).toHaveLength(2);
    } finally {
      await other.close();
    }
  });
});
