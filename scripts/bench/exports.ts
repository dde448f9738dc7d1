// Report export figures for `npm run bench`: time, CPU and peak memory (RSS sampled every 50 ms) of a CSV and an
// XLSX export of every payment, as the admin sees them, at BENCH_EXPORT_TRANSACTIONS (default 1,000,000) payments
// in a throw-away PostgreSQL database (BENCH_PG_URL's server, else a throwaway embedded one). Each
// export runs in a process of its own, as a worker would, so its RSS is the export's and not the seeding's.
// The CSV export runs twice there: with V8's default heap, and with the heap capped at 128 MiB (what a worker
// would be given; V8 collects a default heap lazily, so its RSS shows garbage, not what the export needs).
// BENCH_EXPORT_XLSX=0 skips the XLSX export, BENCH_EXPORT_HEAP_CAP=0 the capped CSV run; BENCH_EXPORT_DATABASE_URL
// exports from a PostgreSQL database seeded before (demo data and api/seed/large.ts) instead of seeding a throw-away
// one; EXPORT_PARALLEL_PARTS as the services read it. Prints figures; asserts nothing about time.
import { targetText } from './targets.mjs';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import { count, eq } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from '../../api/db/client';
import { payments, reportTasks, users } from '../../api/db/schema';
import { loadBusinessScope } from '../../api/graphql/access';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { createReportTask } from '../../api/modules/reports/exports/tasks';
import { runReportExports } from '../../api/modules/reports/exports/worker';
import { seedDemoData } from '../../api/seed/demo';
import { seedLarge } from '../../api/seed/large';
import { throwAwayDatabase } from './pg';

const TRANSACTIONS = Number(process.env.BENCH_EXPORT_TRANSACTIONS ?? 1_000_000);
const MiB = 1024 * 1024;
const now = new Date('2026-11-18T12:00:00Z');
type Format = 'csv' | 'xlsx';

interface Figures {
  format: Format;
  heapCapMiB?: number;
  rows: number;
  parts: number;
  partSize: number;
  fileBytes: number;
  seconds: number;
  cpuSeconds: number;
  rssBefore: number;
  rssPeak: number;
  heapPeak: number;
  heapLimit: number;
}

/** Creates the admin's export task of every payment and runs the worker on it in this process. */
async function exportOnce(handle: DatabaseHandle, format: Format, reportsDir: string): Promise<Figures> {
  const { db } = handle;
  // Kept where a deployment keeps it by default (decisions 073, 124): in the database.
  const store = exportFileStore('database', db, reportsDir);
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@payloft.test'));
  const task = await createReportTask(db, admin, await loadBusinessScope(db, admin), { reportName: 'generalTransfers', format }, now);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    rssPeak = Math.max(rssPeak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed);
  }, 50);
  const cpu = process.cpuUsage();
  const started = process.hrtime.bigint();
  // EXPORT_PARALLEL_PARTS as a deployment sets it: how many parts of the CSV PostgreSQL writes at once.
  const parallelParts = process.env.EXPORT_PARALLEL_PARTS ? Number(process.env.EXPORT_PARALLEL_PARTS) : undefined;
  const run = await runReportExports(db, { clock: () => now, reportsDir, store, parallelParts });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const used = process.cpuUsage(cpu);
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  const [done] = await db.select().from(reportTasks).where(eq(reportTasks.id, task.id));
  if (run.done !== 1 || done.status !== 'done') throw new Error(`the export did not finish: ${JSON.stringify(run)}`);
  return {
    format,
    rows: done.rowCount!,
    parts: done.parts,
    partSize: done.partSize,
    fileBytes: done.fileBytes!,
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    rssBefore,
    rssPeak,
    heapPeak,
    heapLimit: v8.getHeapStatistics().heap_size_limit,
  };
}

function print(f: Figures) {
  const label = `${f.format === 'csv' ? 'CSV' : 'XLSX'} export${f.heapCapMiB ? ` (heap capped at ${f.heapCapMiB} MiB)` : ''}`;
  console.log(
    `  ${label} of all ${f.rows.toLocaleString('en-US')} rows: ${f.seconds.toFixed(1)} s (${Math.round(f.rows / f.seconds).toLocaleString('en-US')} rows/s; ` +
      `exporting process ${f.cpuSeconds.toFixed(1)} s CPU, ${Math.round(f.rows / f.cpuSeconds).toLocaleString('en-US')} rows per CPU second), ` +
      `${f.parts} parts of ${f.partSize.toLocaleString('en-US')}, file ${(f.fileBytes / MiB).toFixed(1)} MiB; ` +
      `RSS ${(f.rssBefore / MiB).toFixed(0)} MiB before, peak ${(f.rssPeak / MiB).toFixed(0)} MiB (+${((f.rssPeak - f.rssBefore) / MiB).toFixed(0)} MiB), ` +
      `peak JS heap ${(f.heapPeak / MiB).toFixed(0)} MiB (heap limit ${(f.heapLimit / MiB).toFixed(0)} MiB); ` +
      `load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}` +
      (f.format === 'csv' ? targetText('CSV export') : ''),
  );
}

const child = process.env.BENCH_EXPORT_CHILD;
if (child) {
  // The exporting process: one export of the database the parent seeded, figures on stdout as JSON.
  const { url, format, reportsDir } = JSON.parse(child) as { url: string; format: Format; reportsDir: string };
  const handle = await createDatabase({ databaseUrl: url, migrate: false });
  try {
    console.log(JSON.stringify(await exportOnce(handle, format, reportsDir)));
  } finally {
    await handle.close();
  }
} else {
  const encryptionKey = randomBytes(32);
  const seededUrl = process.env.BENCH_EXPORT_DATABASE_URL;
  const target = seededUrl ? { url: seededUrl, drop: async () => {} } : await throwAwayDatabase('exports');
  const handle = await createDatabase(target ? { databaseUrl: target.url, migrate: !seededUrl } : { dataDir: 'memory://' });
  const reportsDir = path.join(tmpdir(), `payloft-bench-exports-${process.pid}`);
  try {
    if (seededUrl) {
      const [{ n }] = await handle.db.select({ n: count() }).from(payments);
      console.log(`Export benchmark on PostgreSQL: ${n.toLocaleString('en-US')} payments seeded before`);
    } else {
      await seedDemoData(handle.db, { encryptionKey, now });
      const started = process.hrtime.bigint();
      const seeded = await seedLarge(handle.db, { transactions: TRANSACTIONS, encryptionKey, now });
      console.log(
        `Export benchmark on PostgreSQL: seeded ${seeded.payments.toLocaleString('en-US')} payments ` +
          `in ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`,
      );
    }
    const runs: { format: Format; heapCapMiB?: number }[] = [{ format: 'csv' }];
    if (target && process.env.BENCH_EXPORT_HEAP_CAP !== '0') runs.push({ format: 'csv', heapCapMiB: 128 });
    if (process.env.BENCH_EXPORT_XLSX !== '0') runs.push({ format: 'xlsx' });
    for (const { format, heapCapMiB } of runs) {
      if (target) {
        const heap = heapCapMiB ? [`--max-old-space-size=${heapCapMiB}`] : [];
        const out = execFileSync(process.execPath, ['--expose-gc', ...heap, '--import', 'tsx', path.resolve('scripts/bench/exports.ts')], {
          env: { ...process.env, BENCH_EXPORT_CHILD: JSON.stringify({ url: target.url, format, reportsDir }) },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'inherit'],
          maxBuffer: 16 * MiB,
        });
        print({ ...(JSON.parse(out.trim().split('\n').pop()!) as Figures), heapCapMiB });
      } else {
        print(await exportOnce(handle, format, reportsDir));
      }
      await rm(reportsDir, { recursive: true, force: true });
    }
  } finally {
    await rm(reportsDir, { recursive: true, force: true });
    await handle.close();
    await target?.drop();
  }
}
