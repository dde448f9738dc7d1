/**
 * The export worker: claims report-export jobs from the durable queue (SKIP LOCKED), writes each task's parts
 * in order, each read by keyset in one flat statement (never OFFSET, never the whole result; rows.ts, decision
 * 035) and assembles the file. A part's file is written under a temporary name and renamed, then the part is
 * committed; a re-run after a crash starts at the first uncommitted part, so every part lands in the file exactly
 * once. A failed part is retried with the queue's
 * backoff; files of tasks older than a day are deleted on every run. The assembled file is published to the
 * export file store (file-store.ts: this copy's disk, or the database that every copy reads) before the task is done.
 */
import { access } from 'node:fs/promises';
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { zoneFormat } from '../../../../domain/dates';
import { csvCells, xlsxCells, xlsxColumns } from '../../../../domain/export-cells';
import { exportColumns, exportSheetName } from '../../../../domain/report-columns';
import type { Database } from '../../../db/client';
import { jobs, payments, reportTaskParts, reportTasks, type JobRow, type ReportTaskRow } from '../../../db/schema';
import { backoffMs, claimJobs, PROCESS_ID, releaseClaims, releaseStaleLocks, SimulatedCrash } from '../../../db/queue';
import type { Clock } from '../../../lib/clock';
import { cursorOf, reportCondition, reportOrder, type ExportReportName, type ReportFilter } from '../query';
import { assembleFile, csvLine, writePart, xlsxLine } from './formats';
import { copyExportPart, COPY_CSV_REPORTS, planParts, postgresPool, type CopiedPart } from './copy';
import type pg from 'pg';
import { readExportPart, type ExportPartRows } from './rows';
import type { ExportFileStore } from './file-store';
import { filePath, partPath, removeParts, removeTaskFiles, writeAtomically } from './storage';
import { visibilityCondition } from '../access';
import { EXPORT_JOB } from './tasks';

/** Files are kept this long after their task was created. */
export const EXPORT_FILE_TTL_MS = 24 * 60 * 60_000;

/** Parts written at once when not told (EXPORT_PARALLEL_PARTS; decision 092). */
export const DEFAULT_PARALLEL_PARTS = 2;
/** How many parts one planning statement cuts ahead (planParts), at least twice the parts written at once. */
const PLAN_AHEAD_PARTS = 16;

/** The parts written at once on `pool`: asked for (else the default), at least one, at most the pool's size less one. */
export function parallelPartsOf(pool: pg.Pool, asked: number | undefined): number {
  const max = Math.max(1, (pool.options.max ?? 10) - 1);
  return Math.min(max, Math.max(1, Math.floor(asked ?? DEFAULT_PARALLEL_PARTS)));
}

export type ExportCrashPoint = 'afterPartFile' | 'afterPartCommit' | 'afterAssemble';

export interface ExportRunOptions {
  clock: Clock;
  /** This copy's working folder for parts (and, with the disk store, the files themselves). */
  reportsDir: string;
  /** Where finished files are kept (EXPORT_FILES). */
  store: ExportFileStore;
  workerId?: string;
  /** Aborted when the process shuts down: the export stops between parts and is handed back (decision 088). */
  stopping?: AbortSignal;
  /**
   * How many parts of one CSV export PostgreSQL writes at once, each on its own pool connection (decision 092);
   * capped at the pool's size less one. XLSX writes one part after another.
   */
  parallelParts?: number;
  /** Test hook: called before a part is read; throwing fails that attempt of the part. */
  beforePart?: (index: number, attempt: number) => void;
  /** Test hook: throwing SimulatedCrash stands for the process dying at that point. */
  crashPoint?: (point: ExportCrashPoint, partIndex: number) => void;
}

export interface ExportRunReport {
  done: number;
  failed: number;
  retried: number;
  partsWritten: number;
  filesDeleted: number;
  errors: string[];
}

type Outcome = 'done' | 'failed' | 'retried' | 'lost' | 'handedBack';

export async function runReportExports(db: Database, options: ExportRunOptions): Promise<ExportRunReport> {
  const report: ExportRunReport = { done: 0, failed: 0, retried: 0, partsWritten: 0, filesDeleted: 0, errors: [] };
  const at = options.clock();
  const workerId = options.workerId ?? `exports-${PROCESS_ID}`;
  const { store } = options;
  await releaseStaleLocks(db, at, EXPORT_JOB);
  report.filesDeleted = await deleteExpiredFiles(db, store, options.reportsDir, at);
  while (!options.stopping?.aborted) {
    const [job] = await claimJobs(db, at, workerId, 1, EXPORT_JOB);
    if (!job) break;
    let outcome: Outcome;
    try {
      outcome = await runExportJob(db, job, { ...options, workerId }, report);
    } catch (error) {
      if (error instanceof SimulatedCrash) throw error;
      // Not a part's failure (assembly, the disk): retry the whole job later, then give up.
      const message = error instanceof Error ? error.message : String(error);
      report.errors.push(message);
      outcome = await retryOrFail(db, job, null, job.attempts, message, options.clock());
    }
    if (outcome === 'done') report.done++;
    else if (outcome === 'failed') report.failed++;
    else if (outcome === 'retried') report.retried++;
  }
  return report;
}

/** Deletes the files of tasks created more than a day ago, wherever kept; the task rows stay, marked. */
export async function deleteExpiredFiles(db: Database, store: ExportFileStore, reportsDir: string, at: Date): Promise<number> {
  const old = await db
    .select({ id: reportTasks.id })
    .from(reportTasks)
    .where(and(lt(reportTasks.createdAt, new Date(at.getTime() - EXPORT_FILE_TTL_MS)), isNull(reportTasks.fileDeletedAt)));
  for (const { id } of old) {
    await store.remove(id);
    await removeTaskFiles(reportsDir, id);
    await db.update(reportTasks).set({ fileDeletedAt: at }).where(eq(reportTasks.id, id));
  }
  return old.length;
}

async function finishJob(db: Database, job: JobRow, status: 'done' | 'failed', at: Date, lastError: string | null = null) {
  await db.update(jobs).set({ status, finishedAt: at, lockedAt: null, lockedBy: null, lastError }).where(eq(jobs.id, job.id));
}

/** Requeues the job with the queue's backoff, or fails the task once `attempt` reached the job's limit. */
async function retryOrFail(db: Database, job: JobRow, task: ReportTaskRow | null, attempt: number, message: string, at: Date): Promise<Outcome> {
  if (attempt >= job.maxAttempts) {
    await db.transaction(async (tx) => {
      const taskId = task?.id ?? (job.payload as { taskId?: string }).taskId;
      if (taskId) await tx.update(reportTasks).set({ status: 'failed', lastError: message, finishedAt: at }).where(eq(reportTasks.id, taskId));
      await tx.update(jobs).set({ status: 'failed', finishedAt: at, lockedAt: null, lockedBy: null, lastError: message }).where(eq(jobs.id, job.id));
    });
    return 'failed';
  }
  await db
    .update(jobs)
    .set({ status: 'queued', runAt: new Date(at.getTime() + backoffMs(attempt)), lockedAt: null, lockedBy: null, lastError: message })
    .where(eq(jobs.id, job.id));
  return 'retried';
}

/** Keeps this worker's claim alive; false when another worker has taken the job over (then this one stops). */
async function heartbeat(db: Database, job: JobRow, workerId: string, at: Date): Promise<boolean> {
  const held = await db
    .update(jobs)
    .set({ lockedAt: at })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return held.length > 0;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

async function runExportJob(db: Database, job: JobRow, options: ExportRunOptions & { workerId: string }, report: ExportRunReport): Promise<Outcome> {
  const { clock, reportsDir, store, workerId } = options;
  const taskId = (job.payload as { taskId?: string }).taskId;
  let [task] = taskId ? await db.select().from(reportTasks).where(eq(reportTasks.id, taskId)) : [];
  if (!task || task.status === 'done' || task.status === 'failed') {
    await finishJob(db, job, 'done', clock());
    return 'done';
  }
  const name = task.reportName as ExportReportName;
  const cond = reportCondition(name, task.filter as ReportFilter, visibilityCondition(task.visibility));
  const order = reportOrder(task.orderBy);
  // A vendor manager's export reads as their list does: who pays them (decision 084).
  const columns = exportColumns(name, 'vendorId' in task.visibility ? 'payee' : 'payer');
  const zone = zoneFormat(task.timeZone);
  if (!task.startedAt) {
    // Plan the parts from the row count; a count that moves while the job runs only adds or drops a last part.
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(cond);
    [task] = await db
      .update(reportTasks)
      .set({ status: 'running', startedAt: clock(), parts: Math.ceil(n / task.partSize) })
      .where(eq(reportTasks.id, task.id))
      .returning();
  }

  const committed = await db.select().from(reportTaskParts).where(eq(reportTaskParts.taskId, task.id)).orderBy(asc(reportTaskParts.index));
  let index = 0;
  let skip = 0;
  let cursor: string | null = null;
  for (const part of committed) {
    // Only an unbroken run of written parts whose files are still there counts; anything after is written again.
    if (part.index !== index || part.status !== 'done' || !(await exists(partPath(reportsDir, task.id, index)))) break;
    skip += part.rowCount ?? 0;
    cursor = part.endCursor;
    index++;
  }
  if (index < committed.filter((p) => p.status === 'done').length) {
    await db.delete(reportTaskParts).where(and(eq(reportTaskParts.taskId, task.id), sql`${reportTaskParts.index} >= ${index}`, eq(reportTaskParts.status, 'done')));
  }
  let parts = task.parts;
  // PostgreSQL writes a CSV part's lines itself (decision 042); XLSX builds them here.
  const pool = task.format === 'csv' && COPY_CSV_REPORTS.has(name) ? postgresPool(db) : null;
  const read = (after: string | null) => readExportPart(db, { condition: cond, order, cursor: after, partSize: task.partSize, columns });
  // The next part is read while this one is written and committed (the database works while this process
  // builds cells); it is only used once this part is committed, and dropped on any other way out.
  let next: Promise<ExportPartRows> | null = null;
  const dropNext = async () => {
    await next?.catch(() => undefined);
    next = null;
  };

  // CSV parts written ahead: each planned (its range known before it starts) and written on its own
  // connection while this loop commits the parts in order (decision 092).
  const width = pool ? parallelPartsOf(pool, options.parallelParts) : 1;
  const planned = new Map<number, { from: string | null; until: string | null; last: boolean }>();
  const flights = new Map<number, Promise<CopiedPart & { endCursor: string | null }>>();
  // Where the next plan starts; null once a part without an end (or the end of the rows) is planned.
  let planFrom: { cursor: string | null; index: number } | null = { cursor, index };
  const drain = async () => {
    await Promise.allSettled(flights.values());
    flights.clear();
  };
  const attemptOf = (i: number) => (committed.find((p) => p.index === i && p.status === 'failed')?.attempts ?? 0) + 1;
  const launch = async () => {
    for (let i = index; i < index + width && !options.stopping?.aborted; i++) {
      if (flights.has(i)) continue;
      if (!planned.has(i) && planFrom && planFrom.index === i) {
        const plan = await planParts(pool!, { condition: cond, order, cursor: planFrom.cursor, partSize: task.partSize, parts: PLAN_AHEAD_PARTS });
        let from = planFrom.cursor;
        plan.ends.forEach((until, j) => {
          planned.set(i + j, { from, until, last: !plan.more && !plan.tail && j === plan.ends.length - 1 });
          from = until;
        });
        if (plan.tail || !plan.ends.length) planned.set(i + plan.ends.length, { from, until: null, last: false });
        planFrom = plan.more ? { cursor: from, index: i + plan.ends.length } : null;
      }
      const range = planned.get(i);
      if (!range) break;
      const target = partPath(reportsDir, task.id, i);
      const input = { condition: cond, order, cursor: range.from, until: range.until, partSize: task.partSize, columns, timeZone: zone.timeZone };
      const flight = (async () => {
        options.beforePart?.(i, attemptOf(i));
        let copied: CopiedPart | undefined;
        await writeAtomically(target, async (tmp) => {
          copied = await copyExportPart(pool!, input, tmp);
        });
        const part = copied!;
        if (range.until) return { ...part, more: !range.last, endCursor: range.until };
        return { ...part, endCursor: part.lastKey ? cursorOf(order, part.lastKey) : range.from };
      })();
      flight.catch(() => undefined); // awaited in order (or drained); never an unhandled rejection
      flights.set(i, flight);
    }
  };

  while (index < parts) {
    if (options.stopping?.aborted && !flights.has(index)) {
      await drain();
      // Shutting down: the parts written so far stay committed, and another copy goes on from the next one.
      await dropNext();
      await releaseClaims(db, workerId);
      return 'handedBack';
    }
    if (!(await heartbeat(db, job, workerId, clock()))) {
      await dropNext();
      await drain();
      return 'lost';
    }
    const attempt = attemptOf(index);
    let written: { rows: number; endCursor: string | null; more: boolean };
    try {
      if (pool) {
        await launch();
        const flight = flights.get(index);
        if (!flight) {
          if (!options.stopping?.aborted) throw new Error(`Part ${index + 1} was not planned`);
          // The stop came while the parts were being planned: none of them started.
          await drain();
          await releaseClaims(db, workerId);
          return 'handedBack';
        }
        const part = await flight;
        flights.delete(index);
        written = { rows: part.size, endCursor: part.endCursor, more: part.more };
        // A part without an end that finds rows after it (added since the plan): the next plan starts there.
        if (!planned.get(index)!.until && part.more) planFrom = { cursor: part.endCursor, index: index + 1 };
        planned.delete(index);
      } else {
        options.beforePart?.(index, attempt);
        const rows: ExportPartRows = await (next ?? read(cursor));
        next = rows.more ? read(cursorOf(order, rows.lastKey!)) : null;
        next?.catch(() => undefined); // awaited (or dropped) on the next turn; never an unhandled rejection
        let text = '';
        if (task.format === 'csv') for (const tx of rows.transactions) text += csvLine(csvCells(columns, tx, zone));
        else for (const tx of rows.transactions) text += xlsxLine(xlsxCells(columns, tx, zone));
        await writeAtomically(partPath(reportsDir, task.id, index), (tmp) => writePart(text, tmp));
        written = { rows: rows.size, endCursor: rows.lastKey ? cursorOf(order, rows.lastKey) : cursor, more: rows.more };
      }
    } catch (error) {
      await dropNext();
      await drain();
      if (error instanceof SimulatedCrash) throw error;
      const message = error instanceof Error ? error.message : String(error);
      report.errors.push(message);
      const at = clock();
      await db
        .insert(reportTaskParts)
        .values({ taskId: task.id, index, skip, status: 'failed', attempts: attempt, lastError: message })
        .onConflictDoUpdate({ target: [reportTaskParts.taskId, reportTaskParts.index], set: { status: 'failed', attempts: attempt, lastError: message } });
      return retryOrFail(db, job, task, attempt, `Part ${index + 1}: ${message}`, at);
    }
    try {
      options.crashPoint?.('afterPartFile', index);
    } catch (error) {
      await dropNext();
      await drain();
      throw error;
    }
    parts = written.more ? Math.max(parts, index + 2) : index + 1;
    const done = { status: 'done', attempts: attempt, rowCount: written.rows, endCursor: written.endCursor, lastError: null, finishedAt: clock(), skip };
    await db.transaction(async (tx) => {
      await tx
        .insert(reportTaskParts)
        .values({ taskId: task.id, index, ...done })
        .onConflictDoUpdate({ target: [reportTaskParts.taskId, reportTaskParts.index], set: done });
      await tx.update(reportTasks).set({ parts }).where(eq(reportTasks.id, task.id));
    });
    report.partsWritten++;
    try {
      options.crashPoint?.('afterPartCommit', index);
    } catch (error) {
      await dropNext();
      await drain();
      throw error;
    }
    skip += written.rows;
    cursor = written.endCursor;
    index++;
  }

  if (!(await heartbeat(db, job, workerId, clock()))) return 'lost';
  const header = xlsxColumns(columns);
  const partFiles = Array.from({ length: parts }, (_, i) => partPath(reportsDir, task.id, i));
  await writeAtomically(filePath(reportsDir, task.id), (tmp) => assembleFile(task.format, exportSheetName(name), header, partFiles, tmp));
  const bytes = await store.publish(task.id);
  options.crashPoint?.('afterAssemble', parts);
  const at = clock();
  await db.transaction(async (tx) => {
    await tx.update(reportTasks).set({ status: 'done', parts, rowCount: skip, fileBytes: bytes, finishedAt: at, lastError: null }).where(eq(reportTasks.id, task.id));
    await tx.update(jobs).set({ status: 'done', finishedAt: at, lockedAt: null, lockedBy: null, lastError: null }).where(eq(jobs.id, job.id));
  });
  // Kept elsewhere, the local copy goes whole; kept here, the parts go and the file stays.
  if (store.kind === 'disk') await removeParts(reportsDir, task.id);
  else await removeTaskFiles(reportsDir, task.id);
  return 'done';
}
