/**
 * One bad file never stops the cycle; a cutoff too large for one file's 12-digit
 * totals is split; trace numbers are unique per originating bank and day across files; filed entries settle on
 * their settlement date, not when the file is written.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achEntries, achFiles, businesses, originatingAccounts, payments, reviewItems } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createPayment, MAX_AMOUNT_CENTS } from '../../api/modules/payments/service';
import { openAchFile } from '../../api/rails/ach-file-store';
import { createSandboxRail } from '../../api/rails/sandbox';
import { nachaInquiry } from '../../api/rails/nacha';
import { readAchFile } from '../../domain/nacha';
import { startTestApi, type TestApi, setPaymentLimit } from './harness';

let t: TestApi;
const biz: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  for (const b of await t.db.select().from(businesses)) biz[b.name] = b.id;
  await setPaymentLimit(t.db, 'Northwind Supply Co.', MAX_AMOUNT_CENTS);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let keys = 0;
const CREATED = new Date('2026-11-23T15:30:00Z'); // a Monday
async function pay(business: 'Northwind Supply Co.' | 'Bayside Auto Care', amount: number) {
  return createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: biz[business],
      kind: 'vendor',
      amount,
      idempotencyKey: `iso-${++keys}`,
      skipApproval: true,
      destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
      createdByUserId: null,
    },
    CREATED,
  );
}
const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, sandbox: createSandboxRail({}), workerId: 'w' });
const rows = (ids: string[]) => t.db.select().from(payments).where(inArray(payments.id, ids));

describe('one bad file never stops the cycle', () => {
  it('splits 101 payments of $99,999,999.99 into files whose totals fit, and the other banks proceed', async () => {
    const big = [];
    for (let i = 0; i < 101; i++) big.push(await pay('Northwind Supply Co.', MAX_AMOUNT_CENTS));
    const other = await pay('Bayside Auto Care', 1_234);
    const at = new Date(Math.max(other.dueAt.getTime(), ...big.map((p) => p.dueAt.getTime())));
    const report = await cycle(at);
    expect(report.errors).toEqual([]);
    expect(report.achFiles).toBe(2);
    const files = await t.db.select().from(achFiles).where(eq(achFiles.createdAt, at));
    const traces = new Set<string>();
    let entries = 0;
    for (const f of files) {
      const read = readAchFile(openAchFile(f.content, t.config.encryptionKey));
      expect(read.problems).toEqual([]);
      for (const e of read.batches.flatMap((b) => b.entries)) {
        traces.add(e.traceNumber);
        entries++;
      }
    }
    expect(entries).toBe(report.filedPayments);
    expect(traces.size).toBe(entries); // unique across the two files of the day
    const mine = await t.db.select().from(achEntries).where(inArray(achEntries.paymentId, big.map((p) => p.id)));
    expect(mine).toHaveLength(101);
    expect((await rows(big.map((p) => p.id))).every((p) => p.status === 'processing' && p.paymentBankStatus === 'sentToBank')).toBe(true);
    expect((await rows([other.id]))[0].status).toBe('success');
  }, 180_000);

  it('fails only the payment that cannot be written, with the reason, and tells a person', async () => {
    const good = await pay('Northwind Supply Co.', 500);
    const bad = await pay('Northwind Supply Co.', 600);
    await t.db.update(payments).set({ destinationRoutingNumber: '123456789' }).where(eq(payments.id, bad.id));
    const report = await cycle(new Date(Math.max(good.dueAt.getTime(), bad.dueAt.getTime())));
    expect(report.errors).toEqual([]);
    const [g, b] = [(await rows([good.id]))[0], (await rows([bad.id]))[0]];
    expect(g.status).toBe('processing');
    expect(b).toMatchObject({ status: 'error', paymentBankStatus: 'notSubmitted' });
    expect(b.paymentErrorMessage).toMatch(/^Not sent: the ACH file could not include this payment \(.*routing number is not valid/);
    expect(await t.db.select().from(reviewItems).where(eq(reviewItems.paymentId, bad.id))).toMatchObject([{ kind: 'achFileRejected' }]);
  });

  it('an originating account whose files cannot be written stops nothing else, and files once fixed', async () => {
    const [account] = await t.db.select().from(originatingAccounts);
    await t.db.update(originatingAccounts).set({ immediateDestination: '123456789' }).where(eq(originatingAccounts.id, account.id));
    const filed = await pay('Northwind Supply Co.', 700);
    const sandboxed = await pay('Bayside Auto Care', 800);
    const at = new Date(Math.max(filed.dueAt.getTime(), sandboxed.dueAt.getTime()));
    const report = await cycle(at);
    expect(report.errors).toEqual([expect.stringContaining(`ACH files of ${account.name} not written`)]);
    expect((await rows([filed.id]))[0].status).toBe('scheduled');
    expect((await rows([sandboxed.id]))[0].status).toBe('success');
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'achFileRejected'))).some((i) => i.message.includes(account.name))).toBe(true);
    await t.db.update(originatingAccounts).set({ immediateDestination: account.immediateDestination }).where(eq(originatingAccounts.id, account.id));
    const again = await cycle(new Date(at.getTime() + 60_000));
    expect(again.errors).toEqual([]);
    expect((await rows([filed.id]))[0].status).toBe('processing');
  });

  it('continues trace numbers across files of the same bank and day', async () => {
    const all = await t.db.select().from(achEntries);
    const byDay = new Map<string, Set<string>>();
    for (const e of all) byDay.set(e.fileDate, new Set([...(byDay.get(e.fileDate) ?? []), e.traceNumber]));
    expect([...byDay.values()].reduce((n, s) => n + s.size, 0)).toBe(all.length);
    expect(new Set(all.map((e) => e.achFileId)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('settlement dates', () => {
  it('a filed entry is accepted until its settlement date, then success; the NACHA inquiry says so', async () => {
    const p = await pay('Northwind Supply Co.', 900);
    await cycle(p.dueAt);
    const [entry] = await t.db.select().from(achEntries).where(eq(achEntries.paymentId, p.id));
    expect(entry.settlementDate >= entry.effectiveDate).toBe(true);
    expect(await nachaInquiry.status(t.db, p.id, p.dueAt)).toMatchObject({ state: 'accepted' });
    expect(entry.settlementDate > entry.fileDate).toBe(true);
    // The evening before settlement (in New York): still processing.
    const dayBefore = new Date(`${entry.settlementDate}T03:00:00Z`);
    await cycle(dayBefore);
    expect((await rows([p.id]))[0].status).toBe('processing');
    await cycle(new Date(`${entry.settlementDate}T15:00:00Z`));
    const done = (await rows([p.id]))[0];
    expect(done).toMatchObject({ status: 'success', paymentBankStatus: 'settled' });
    expect(await nachaInquiry.status(t.db, p.id, new Date())).toMatchObject({ state: 'settled' });
  });
});
