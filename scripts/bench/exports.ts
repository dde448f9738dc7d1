// Report export figures for `npm run bench`: time and peak memory (RSS sampled every 50 ms) of a CSV export of
// every payment, as the admin sees them, at BENCH_EXPORT_TRANSACTIONS (default 1,000,000) payments in a
// throw-away PostgreSQL database (embedded PGlite when no server answers on BENCH_PG_URL). Prints figures;
// asserts nothing about time.
import { issueText } from './issue15.mjs';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../api/db/client';
import { reportTasks, users } from '../../api/db/schema';
import { loadBusinessScope } from '../../api/modules/core/access';
import { createReportTask } from '../../api/modules/reports/exports/tasks';
import { runReportExports } from '../../api/modules/reports/exports/worker';
import { seedDemoData } from '../../api/seed/demo';
import { seedLarge } from '../../api/seed/large';
import { throwAwayDatabase } from './pg';

const TRANSACTIONS = Number(process.env.BENCH_EXPORT_TRANSACTIONS ?? 1_000_000);
const MiB = 1024 * 1024;

const encryptionKey = randomBytes(32);
const target = await throwAwayDatabase('exports');
const handle = await createDatabase(target ? { databaseUrl: target.url } : { dataDir: 'memory://' });
const reportsDir = path.join(tmpdir(), `payloft-bench-exports-${process.pid}`);
try {
  const now = new Date('2026-11-18T12:00:00Z');
  await seedDemoData(handle.db, { encryptionKey, now });
  let started = process.hrtime.bigint();
  const seeded = await seedLarge(handle.db, { transactions: TRANSACTIONS, encryptionKey, now });
  console.log(
    `Export benchmark on ${handle.driver === 'postgres' ? 'PostgreSQL' : 'PGlite'}: seeded ${seeded.payments.toLocaleString('en-US')} payments ` +
      `in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`,
  );

  const [admin] = await handle.db.select().from(users).where(eq(users.email, 'admin@payloft.test'));
  const task = await createReportTask(handle.db, admin, await loadBusinessScope(handle.db, admin), { reportName: 'generalTransfers', format: 'csv' }, now);
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  started = process.hrtime.bigint();
  const run = await runReportExports(handle.db, { clock: () => now, reportsDir });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const [done] = await handle.db.select().from(reportTasks).where(eq(reportTasks.id, task.id));
  if (run.done !== 1 || done.status !== 'done') throw new Error(`the export did not finish: ${JSON.stringify(run)}`);
  console.log(
    `  CSV export of all ${done.rowCount!.toLocaleString('en-US')} rows: ${seconds.toFixed(1)} s (${Math.round(done.rowCount! / seconds).toLocaleString('en-US')} rows/s), ` +
      `${done.parts} parts of ${done.partSize.toLocaleString('en-US')}, file ${(done.fileBytes! / MiB).toFixed(1)} MiB; ` +
      `RSS ${(baseline / MiB).toFixed(0)} MiB before, peak ${(peak / MiB).toFixed(0)} MiB (+${((peak - baseline) / MiB).toFixed(0)} MiB), ` +
      `peak JS heap ${(peakHeap / MiB).toFixed(0)} MiB (heap limit ${(v8.getHeapStatistics().heap_size_limit / MiB).toFixed(0)} MiB)` +
      issueText('CSV export'),
  );
} finally {
  await rm(reportsDir, { recursive: true, force: true });
  await handle.close();
  await target?.drop();
}
