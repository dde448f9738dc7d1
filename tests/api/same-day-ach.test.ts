/**
 * Same Day ACH on purpose, not by accident: standard entries are dated the banking day after the file; an entry is
 * dated the file day only when its payer chose Same Day, within NACHA's per-entry limit and an open window, in a
 * batch of its own. Files are read back by an independent parser (@midlandsbank/node-nacha).
 */
import { createRequire } from 'node:module';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achEntries, achFiles, businesses, paymentStatusDetails, payments } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createPayment, MAX_AMOUNT_CENTS } from '../../api/modules/payments/service';
import { openAchFile } from '../../api/rails/ach-file-store';
import { createSandboxRail } from '../../api/rails/sandbox';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { SAME_DAY_ENTRY_LIMIT_CENTS, SameDayMessages } from '../../domain/same-day-ach';
import { coreGraphql } from './graphql/core';
import { codeOf, setPaymentLimit, startTestApi, type TestApi } from './harness';

type Parsed = { batches: (Record<string, string | number> & { entries: Record<string, string | number>[] })[] };
const nacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as { from(text: string): { data: Parsed } };

let t: TestApi;
let northwind: string;
beforeAll(async () => {
  t = await startTestApi();
  [{ id: northwind }] = await t.db.select({ id: businesses.id }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  await setPaymentLimit(t.db, 'Northwind Supply Co.', MAX_AMOUNT_CENTS);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let keys = 0;
function pay(amount: number, at: Date, sameDayAch = false, dueDate?: string) {
  return createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: northwind,
      kind: 'vendor',
      amount,
      idempotencyKey: `same-day-${++keys}`,
      skipApproval: true,
      sameDayAch,
      dueDate,
      destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
      createdByUserId: null,
    },
    at,
  );
}
const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, sandbox: createSandboxRail({}), workerId: 'w' });
const entryOf = async (paymentId: string) => (await t.db.select().from(achEntries).where(eq(achEntries.paymentId, paymentId)))[0];
async function fileOf(paymentId: string) {
  const [p] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
  const [f] = await t.db.select().from(achFiles).where(eq(achFiles.id, p.achFileId!));
  return { payment: p, parsed: nacha.from(openAchFile(f.content, t.config.encryptionKey).replace(/\r\n/g, '\n')).data };
}
const refusal = async (promise: Promise<unknown>) => {
  const error = (await promise.then(() => null).catch((e: unknown) => e)) as { extensions?: { code?: string; fields?: Record<string, string> }; message: string } | null;
  expect(error, 'the payment must be refused').not.toBeNull();
  return error!;
};

describe('standard ACH entries', () => {
  it('are dated the banking day after the file day, and settle then', async () => {
    // Tuesday 2026-12-01: the file is written on its due instant, the entry is effective Wednesday.
    const p = await pay(1_000, new Date('2026-12-01T14:00:00Z'));
    expect(p.sameDayAch).toBe(false);
    await cycle(p.dueAt);
    const fileDay = p.dueAt.toISOString().slice(0, 10);
    const entry = await entryOf(p.id);
    expect(entry.fileDate).toBe(fileDay);
    expect(entry.effectiveDate > fileDay).toBe(true);
    expect(entry.settlementDate).toBe(entry.effectiveDate);
    const { parsed } = await fileOf(p.id);
    const batch = parsed.batches.find((b) => b.entries.some((e) => String(e.amount) === '1000' || Number(e.amount) === 1000))!;
    expect(batch.effectiveDate).toBe(entry.effectiveDate.slice(2).replace(/-/g, ''));
  });

  it('a Friday file is effective Monday; a file before Thanksgiving the Friday after', async () => {
    const friday = await pay(1_001, new Date('2026-12-04T14:00:00Z'));
    await t.db.update(payments).set({ dueAt: new Date('2026-12-04T20:00:00Z') }).where(eq(payments.id, friday.id));
    await cycle(new Date('2026-12-04T20:00:00Z'));
    expect((await entryOf(friday.id)).effectiveDate).toBe('2026-12-07');
    const wednesday = await pay(1_002, new Date('2026-11-24T14:00:00Z'));
    await t.db.update(payments).set({ dueAt: new Date('2026-11-25T20:00:00Z') }).where(eq(payments.id, wednesday.id));
    await cycle(new Date('2026-11-25T20:00:00Z'));
    expect((await entryOf(wednesday.id)).effectiveDate).toBe('2026-11-27');
  });
});

describe('Same Day ACH, chosen by the payer', () => {
  it('is due at once, dated and settled the file day, in its own batch beside standard entries of the same business', async () => {
    const now = new Date('2026-12-08T15:00:00Z'); // Tuesday, 10:00 ET: first window
    const standard = await pay(2_000, new Date('2026-12-07T14:00:00Z'));
    await t.db.update(payments).set({ dueAt: now }).where(eq(payments.id, standard.id));
    const sameDay = await pay(3_000, now, true);
    expect(sameDay.sameDayAch).toBe(true);
    expect(sameDay.dueAt.getTime()).toBe(now.getTime());
    expect(sameDay.dueDate).toBe('2026-12-08');
    const at = new Date(now.getTime() + 60_000);
    await cycle(at);
    const [s, d] = [await entryOf(standard.id), await entryOf(sameDay.id)];
    expect(s.achFileId).toBe(d.achFileId);
    expect(d).toMatchObject({ fileDate: '2026-12-08', effectiveDate: '2026-12-08', settlementDate: '2026-12-08' });
    expect(s).toMatchObject({ fileDate: '2026-12-08', effectiveDate: '2026-12-09', settlementDate: '2026-12-09' });
    const { parsed } = await fileOf(sameDay.id);
    const northwindBatches = parsed.batches.filter((b) => String(b.companyName).startsWith('NORTHWIND'));
    const dated = (date: string) => northwindBatches.filter((b) => b.effectiveDate === date);
    expect(dated('261208')).toHaveLength(1);
    expect(dated('261209')).toHaveLength(1);
    // One effective date per batch: the same-day batch holds only the same-day entry.
    expect(dated('261208')[0].entries.map((e) => Number(e.amount))).toEqual([3_000]);
    expect(dated('261209')[0].entries.map((e) => Number(e.amount))).toContain(2_000);
    expect(dated('261209')[0].entries.map((e) => Number(e.amount))).not.toContain(3_000);
  });

  it("is refused above NACHA's $1,000,000.00 per entry; exactly the limit is accepted", async () => {
    const now = new Date('2026-12-08T16:00:00Z');
    const over = await refusal(pay(SAME_DAY_ENTRY_LIMIT_CENTS + 1, now, true));
    expect(over.extensions?.code).toBe(ErrorCodes.validation);
    expect(over.message).toBe(SameDayMessages.overLimit);
    expect((await pay(SAME_DAY_ENTRY_LIMIT_CENTS, now, true)).sameDayAch).toBe(true);
    // The same amount as standard ACH is not bound by the Same Day limit.
    expect((await pay(SAME_DAY_ENTRY_LIMIT_CENTS + 1, now)).sameDayAch).toBe(false);
  });

  it('is refused after the last window (16:45 ET), on a weekend and on a holiday, naming the next Same Day day', async () => {
    const late = await refusal(pay(1_000, new Date('2026-12-08T21:45:00Z'), true));
    // In Northwind's zone and the product's date format: the first window's 10:30 AM Eastern deadline is 09:30 AM in Chicago.
    const nextWindow = (day: string) => SameDayMessages.closed(`the next window's cutoff is 09:30 AM on ${day} (times in America/Chicago)`);
    expect(late.message).toBe(nextWindow('12-09-2026'));
    expect(late.extensions?.code).toBe(ErrorCodes.validation);
    expect((await refusal(pay(1_000, new Date('2026-12-12T15:00:00Z'), true))).message).toBe(nextWindow('12-14-2026'));
    expect((await refusal(pay(1_000, new Date('2026-12-25T15:00:00Z'), true))).message).toBe(nextWindow('12-28-2026'));
    // Just before the deadline it is accepted.
    expect((await pay(1_000, new Date('2026-12-08T21:44:00Z'), true)).sameDayAch).toBe(true);
  });

  it('is refused with a due date of its own', async () => {
    expect((await refusal(pay(1_000, new Date('2026-12-08T15:00:00Z'), true, '2026-12-10'))).message).toBe(SameDayMessages.withDueDate);
  });

  it('filed after its window closed is dated the next banking day as a standard entry, and the history says so', async () => {
    const p = await pay(4_000, new Date('2026-12-10T21:44:00Z'), true); // Thursday 16:44 ET
    await cycle(new Date('2026-12-10T21:46:00Z'));
    expect(await entryOf(p.id)).toMatchObject({ effectiveDate: '2026-12-11', settlementDate: '2026-12-11' });
    const history = await t.db.select().from(paymentStatusDetails).where(and(eq(paymentStatusDetails.paymentId, p.id), eq(paymentStatusDetails.code, 'sameDayWindowMissed')));
    expect(history.map((h) => h.description)).toEqual([SameDayMessages.missedWindow('2026-12-11')]);
  });
});

describe('createVendorPayment takes the choice', () => {
  const VENDORS = coreGraphql(`query SameDayVendors { payableVendors { id } }`);
  const CREATE = coreGraphql(`mutation SameDayCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status } }`);
  it('GraphQL: Same Day is refused while closed (the test clock is a Saturday), with the message on the field', async () => {
    const token = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
    const [vendor] = (await t.gql(VENDORS, undefined, { token })).data!.payableVendors;
    const result = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: 10_00, idempotencyKey: 'same-day-gql-1', sameDayAch: true } }, { token });
    expect(codeOf(result)).toBe(ErrorCodes.validation);
    expect(result.errors![0].message).toMatch(/^Same Day ACH is closed for today/);
    const standard = await t.gql(CREATE, { input: { vendorId: vendor.id, amount: 10_00, idempotencyKey: 'same-day-gql-2', sameDayAch: false } }, { token });
    expect(standard.errors).toBeUndefined();
    const [row] = await t.db.select().from(payments).where(inArray(payments.id, [standard.data!.createVendorPayment.id]));
    expect(row.sameDayAch).toBe(false);
  });
});
