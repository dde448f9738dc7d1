/** The job queue on the jobs table: claiming due jobs (SKIP LOCKED), moving them on, backoff, stale locks and hand-back. */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { and, asc, eq, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from './client';
import { jobs, type JobRow } from './schema';

/** A database or a transaction on it: queue moves may commit with the work they record. */
type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** A running job whose worker went silent this long is handed to another worker (crash recovery): the default. */
export const STALE_LOCK_MS = 5 * 60_000;
/** This process's stale-lock age: STALE_LOCK_MS unless the services were started with JOB_STALE_LOCK_SECONDS. */
let staleLockMs = STALE_LOCK_MS;

/** Sets this process's stale-lock age once at start (api/main.ts, from JOB_STALE_LOCK_SECONDS); every queue reads it. */
export function setStaleLockAge(ms: number = STALE_LOCK_MS): void {
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`The stale-lock age must be a whole number of milliseconds above 0, not ${ms}`);
  staleLockMs = ms;
}
const MAX_BACKOFF_MS = 60 * 60_000;

/** Thrown by a test's crashPoint hook: stands for the process dying, so nothing catches it. */
export class SimulatedCrash extends Error {
  constructor(point: string) {
    super(`simulated crash ${point}`);
    this.name = 'SimulatedCrash';
  }
}

/**
 * TEST_CRASH_POINT's hook (the cluster suite; api/config.ts refuses it in staging and prod): the process kills
 * itself with SIGKILL at the first job that reaches `point`, as a machine lost mid-cycle would. Undefined when unset.
 */
export function killAtCrashPoint<P extends string>(point: P | undefined): ((reached: P, id: string) => void) | undefined {
  if (point === undefined) return undefined;
  return (reached) => {
    if (reached === point) process.kill(process.pid, 'SIGKILL');
  };
}

/**
 * This process's name on the claims it takes (prefixed by the loop: `worker-`, `exports-`…). A pid alone is not
 * enough: every container of the deployment recipe runs as pid 1, and two copies answering to one name would take
 * over each other's heartbeats and hand back each other's claims.
 */
export const PROCESS_ID = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

/**
 * Hands running jobs whose lock is older than the stale-lock age (STALE_LOCK_MS by default) back to the queue: of one
 * kind, or of every kind. The age is measured from the claim's `lockedAt`, the claiming cycle's `at`.
 */
export async function releaseStaleLocks(db: Database, at: Date, kind?: string): Promise<void> {
  const stale = and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(at.getTime() - staleLockMs)));
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where(kind === undefined ? stale : and(eq(jobs.kind, kind), stale));
}

/**
 * Hands back every job this worker still holds, at shutdown once its loop has stopped (decision 088): queued again at
 * once for another copy, the interrupted claim not counted as an attempt. Work that reached a rail is never held here
 * past its batch (the loops stop between batches), so nothing handed back was half-sent.
 */
export async function releaseClaims(db: Database, workerId: string): Promise<number> {
  const released = await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
    .where(and(eq(jobs.status, 'running'), eq(jobs.lockedBy, workerId)))
    .returning({ id: jobs.id });
  return released.length;
}

/**
 * Claims due queued jobs of one kind for this worker; a row locked by another worker is skipped, never taken twice.
 * Each kind has its own worker (report exports: api/modules/reports/exports/worker.ts), so a long export never
 * holds up payment submissions.
 */
export async function claimJobs(db: Database, at: Date, workerId: string, limit: number, kind: string): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.status, 'queued'), eq(jobs.kind, kind), lte(jobs.runAt, at)))
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', lockedAt: at, lockedBy: workerId, attempts: sql`${jobs.attempts} + 1` })
    .where(and(inArray(jobs.id, due), eq(jobs.status, 'queued')))
    .returning();
}

/** A job's next state: back to the queue (unlocked, at runAt) or finished; lastError is kept unless one is given. */
export interface JobUpdate {
  id: string;
  status: 'queued' | 'done' | 'failed';
  runAt?: Date;
  lastError?: string | null;
}

/** Moves a batch of jobs to their next states in one UPDATE … FROM jsonb_to_recordset. */
export async function updateJobs(db: Executor, updates: readonly JobUpdate[], at: Date): Promise<void> {
  if (!updates.length) return;
  const rows = updates.map((u) => ({ id: u.id, status: u.status, run_at: u.runAt?.toISOString() ?? null, last_error: u.lastError ?? null, set_error: u.lastError !== undefined }));
  await db.execute(sql`
    update ${jobs} as j set
      status = v.status,
      run_at = coalesce(v.run_at, j.run_at),
      locked_at = case when v.status = 'queued' then null else j.locked_at end,
      locked_by = case when v.status = 'queued' then null else j.locked_by end,
      last_error = case when v.set_error then v.last_error else j.last_error end,
      finished_at = case when v.status = 'queued' then null else ${at.toISOString()}::timestamptz end
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, status text, run_at timestamptz, last_error text, set_error boolean)
    where j.id = v.id`);
}
