/**
 * A CSV export's parts written at once on PostgreSQL (decision 092): each part planned ahead by its keyset range
 * (planParts) and written on its own connection, committed in order. The file is byte for byte the one a single part
 * writes, whatever the part size and the number of parts at once, with many rows tied on every sort column but the
 * id; a crash resumes at the first uncommitted part and writes no committed part again; a stop finishes the parts
 * already started and hands the job back. PostgreSQL only: PGlite writes one part after another.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, payments, reportTasks, users, vendors } from '../../api/db/schema';
import { loadBusinessScope } from '../../api/graphql/access';
import { SimulatedCrash } from '../../api/db/queue';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { reportsDirOf } from '../../api/modules/reports/exports/storage';
import { createReportTask, exportJobOf } from '../../api/modules/reports/exports/tasks';
import { runReportExports, type ExportRunOptions } from '../../api/modules/reports/exports/worker';
import { DEMO_USERS } from '../../api/seed/demo';
import { startTestApi, type TestApi } from './harness';
import { paymentRow } from './support/factories';

let t: TestApi;
let reportsDir: string;

/** Many payments tied in groups on their instant, due time and amount, so only the id tells them apart. */
async function seedTies() {
  const [northwind] = await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  const [vendor] = await t.db.select().from(vendors).where(eq(vendors.businessId, northwind.id)).limit(1);
  const base = new Date('2026-11-02T15:00:00Z').getTime();
  const rows: (typeof payments.$inferInsert)[] = [];
  for (let i = 0; i < 120; i++) {
    rows.push(
      paymentRow({
        businessId: northwind.id,
        vendorId: vendor.id,
        amount: 10_000 + Math.floor(i / 11) * 100,
        purchaseId: `PUR-PAR-${i}`,
        paymentTransactionId: `PTX-PAR-${i}`,
        description: i % 13 === 0 ? '=HYPERLINK("x")' : `Part test ${i}`,
        idempotencyKey: `par-${i}`,
        destinationAccountHolderName: vendor.name,
        dueAt: new Date(`2026-11-0${3 + (i % 2)}T15:30:00Z`),
        dueDate: `2026-11-0${3 + (i % 2)}`,
        dueTime: '10:30',
        timezone: 'America/New_York',
        createdAt: new Date(base + Math.floor(i / 9) * 3_600_000),
      }),
    );
  }
  await t.db.insert(payments).values(rows);
}

beforeAll(async () => {
  t = await startTestApi();
  reportsDir = reportsDirOf(t.config.dataDir);
  await seedTies();
});
afterAll(async () => {
  await t?.close();
});

const store = () => exportFileStore(t.config.exportFiles, t.db, reportsDir);
const run = (extra: Partial<ExportRunOptions> = {}) => runReportExports(t.db, { clock: t.clock, reportsDir, store: store(), ...extra });

async function createTask(orderBy: string, partSize: number): Promise<string> {
  const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
  const task = await createReportTask(t.db, admin, await loadBusinessScope(t.db, admin), { reportName: 'generalTransfers', format: 'csv', orderBy }, t.clock(), partSize);
  return task.id;
}

async function fileOf(id: string): Promise<Buffer> {
  const file = await store().open(id);
  expect(file).not.toBeNull();
  return Buffer.concat(await file!.stream.toArray());
}

/** The file of a one-part export: one COPY of every row, as before parts were planned. */
async function wholeFile(orderBy: string): Promise<Buffer> {
  const id = await createTask(orderBy, 100_000);
  expect(await run({ parallelParts: 1 })).toMatchObject({ done: 1, partsWritten: 1 });
  return fileOf(id);
}

async function partsOf(id: string) {
  const [task] = await t.db.select().from(reportTasks).where(eq(reportTasks.id, id));
  return task;
}

describe.skipIf(!process.env.DATABASE_URL)('CSV parts written at once on PostgreSQL (decision 092)', () => {
  it.each(['createdAtDesc', 'amountAsc', 'dateDesc', 'counterpartyAsc'])('writes the same bytes as one part, in %s, whatever the parts at once and their size', async (orderBy) => {
    const whole = await wholeFile(orderBy);
    const lines = whole.toString('utf8').trimEnd().split('\n').length - 1;
    expect(lines).toBeGreaterThan(120);
    // Part size 3 makes more parts than one plan cuts (16), so the plans follow one another too.
    for (const [partSize, parallelParts] of [[3, 1], [3, 2], [3, 4], [7, 3], [lines, 2], [lines - 1, 3]]) {
      const id = await createTask(orderBy, partSize);
      expect(await run({ parallelParts })).toMatchObject({ done: 1, partsWritten: Math.ceil(lines / partSize) });
      expect((await fileOf(id)).equals(whole), `part size ${partSize}, ${parallelParts} at once`).toBe(true);
      expect((await partsOf(id)).rowCount).toBe(lines);
    }
  });

  it.each(['afterPartFile', 'afterPartCommit'] as const)('resumes after a crash %s at the first uncommitted part, writing no committed part again', async (point) => {
    const whole = await wholeFile('createdAtDesc');
    const id = await createTask('createdAtDesc', 5);
    const first: number[] = [];
    await expect(
      run({
        parallelParts: 4,
        beforePart: (index) => first.push(index),
        crashPoint: (at, index) => {
          if (at === point && index === 6) throw new SimulatedCrash(point);
        },
      }),
    ).rejects.toThrow(SimulatedCrash);
    // Parts after the crashed one had started (written ahead), none of them was committed.
    expect(Math.max(...first)).toBeGreaterThan(6);
    const committed = point === 'afterPartCommit' ? 7 : 6;
    t.clock.advance(6 * 60_000);
    const again: number[] = [];
    expect(await run({ parallelParts: 4, beforePart: (index) => again.push(index) })).toMatchObject({ done: 1 });
    expect(Math.min(...again)).toBe(committed);
    expect(new Set(again).size).toBe(again.length);
    expect((await fileOf(id)).equals(whole)).toBe(true);
  });

  it('finishes the parts already started when the process stops, starts no other, and hands the job back', async () => {
    const whole = await wholeFile('amountDesc');
    const id = await createTask('amountDesc', 5);
    const stopping = new AbortController();
    const report = await run({ parallelParts: 4, workerId: 'copy-a', stopping: stopping.signal, beforePart: (index) => index === 1 && stopping.abort() });
    expect(report).toMatchObject({ done: 0, failed: 0, partsWritten: 2 });
    expect((await exportJobOf(t.db, id))!).toMatchObject({ status: 'queued', lockedBy: null });
    const again: number[] = [];
    expect(await run({ parallelParts: 4, workerId: 'copy-b', beforePart: (index) => again.push(index) })).toMatchObject({ done: 1 });
    expect(Math.min(...again)).toBe(2);
    expect((await fileOf(id)).equals(whole)).toBe(true);
  });
});
