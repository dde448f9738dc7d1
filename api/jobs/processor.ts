/**
 * The processing cycle: writes the ACH files of the cutoff for businesses whose bank takes files, then claims due
 * submission jobs (FOR UPDATE SKIP LOCKED) and submits each payment through its rail. Delivery is at least once;
 * a payment is paid at most once because every transition is guarded and each rail is idempotent per payment.
 */
import { and, asc, count, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { achFiles, businessRails, businesses, jobs, originatingAccounts, payments, railSubmissions, type JobRow } from '../db/schema';
import { decryptSecret } from '../lib/crypto';
import { SUBMIT_JOB, transition } from '../modules/payments/service';
import { runSubscriptionInvoiceJobs, SUBSCRIPTION_INVOICES_JOB } from '../modules/subscriptions/invoices';
import { buildAchFile, fileIdModifier, type FileItem } from '../rails/nacha';
import { createSandboxRail } from '../rails/sandbox';
import { TransientRailError, type PaymentRail } from '../rails/types';

/** A running job whose worker went silent this long is handed to another worker (crash recovery). */
export const STALE_LOCK_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Thrown by a test's crashPoint hook: stands for the process dying, so nothing catches it. */
export class SimulatedCrash extends Error {
  constructor(point: string) {
    super(`simulated crash ${point}`);
    this.name = 'SimulatedCrash';
  }
}

export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface CycleOptions {
  at: Date;
  encryptionKey: Buffer;
  /** Defaults to the sandbox rail reading SANDBOX_RAIL_OUTAGE from the environment. */
  sandbox?: PaymentRail;
  workerId?: string;
  batchSize?: number;
  /** Test hook: called between steps; throwing SimulatedCrash simulates the process dying at that point. */
  crashPoint?: (point: 'afterClaim' | 'afterProcessing' | 'afterSubmit') => void;
}

export interface CycleReport {
  achFiles: number;
  filedPayments: number;
  succeeded: number;
  failed: number;
  retried: number;
  /** Unexpected errors of this cycle's jobs (their jobs are retried with backoff). */
  errors: string[];
}

export async function runProcessingCycle(db: Database, options: CycleOptions): Promise<CycleReport> {
  const report: CycleReport = { achFiles: 0, filedPayments: 0, succeeded: 0, failed: 0, retried: 0, errors: [] };
  const { at } = options;
  await db
    .update(jobs)
    .set({ status: 'queued', lockedAt: null, lockedBy: null })
    .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, new Date(at.getTime() - STALE_LOCK_MS))));
  const filed = await writeDueAchFiles(db, options);
  report.achFiles = filed.files;
  report.filedPayments = filed.payments;
  const workerId = options.workerId ?? `worker-${process.pid}`;
  // Subscription invoices (api/modules/subscriptions/invoices.ts): bill due terms and create their payments.
  report.errors.push(...(await runSubscriptionInvoiceJobs(db, options, (limit) => claimJobs(db, at, workerId, limit, SUBSCRIPTION_INVOICES_JOB))));
  for (;;) {
    const claimed = await claimJobs(db, at, workerId, options.batchSize ?? 50);
    if (!claimed.length) break;
    for (const job of claimed) {
      let outcome: JobOutcome;
      try {
        outcome = await handleSubmitJob(db, job, options);
      } catch (error) {
        if (error instanceof SimulatedCrash) throw error;
        // An unexpected failure: retry later, then park the job for a person (the payment stays where it is).
        const message = error instanceof Error ? error.message : String(error);
        const last = job.attempts >= job.maxAttempts;
        await db
          .update(jobs)
          .set({ status: last ? 'failed' : 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: message, finishedAt: last ? at : null })
          .where(eq(jobs.id, job.id));
        report.errors.push(message);
        continue;
      }
      if (outcome === 'success') report.succeeded++;
      else if (outcome === 'error') report.failed++;
      else if (outcome === 'retry') report.retried++;
    }
  }
  return report;
}

/**
 * Claims due queued jobs of one kind for this worker; a row locked by another worker is skipped, never taken twice.
 * Each kind has its own worker (report exports: api/modules/reports/exports/worker.ts), so a long export never
 * holds up payment submissions.
 */
export async function claimJobs(db: Database, at: Date, workerId: string, limit: number, kind: string = SUBMIT_JOB): Promise<JobRow[]> {
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

async function finishJob(db: Database, job: JobRow, status: 'done' | 'failed', at: Date, lastError: string | null = null) {
  await db.update(jobs).set({ status, finishedAt: at, lastError }).where(eq(jobs.id, job.id));
}

type JobOutcome = 'success' | 'error' | 'retry' | 'skipped';

async function handleSubmitJob(db: Database, job: JobRow, options: CycleOptions): Promise<JobOutcome> {
  const { at } = options;
  if (job.kind !== SUBMIT_JOB || !job.paymentId) {
    await finishJob(db, job, 'failed', at, `Unknown job kind ${job.kind}`);
    return 'skipped';
  }
  options.crashPoint?.('afterClaim');
  const [payment] = await db.select().from(payments).where(eq(payments.id, job.paymentId));
  if (!payment || !['scheduled', 'processing'].includes(payment.status)) {
    await finishJob(db, job, 'done', at);
    return 'skipped';
  }
  const [railRow] = await db.select().from(businessRails).where(eq(businessRails.businessId, payment.businessId));
  if (railRow?.rail === 'nacha') {
    // Files are written per cutoff by writeDueAchFiles; the job only waits for that.
    if (payment.status === 'scheduled') {
      await db.update(jobs).set({ status: 'queued', runAt: new Date(at.getTime() + 60_000), lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
      return 'skipped';
    }
    await finishJob(db, job, 'done', at);
    return 'skipped';
  }
  const rail = options.sandbox ?? createSandboxRail();
  if (payment.status === 'scheduled') {
    const moved = await db.transaction((tx) =>
      transition(tx, payment.id, ['scheduled'], 'processing', at, { description: `Submitted to the ${rail.name} rail` }, {
        rail: rail.name,
        paymentProcessStatus: 'processing',
        paymentBankStatus: 'submitted',
      }),
    );
    if (!moved) {
      // Canceled, or another worker got there first: nothing to do here.
      const [now] = await db.select({ status: payments.status }).from(payments).where(eq(payments.id, payment.id));
      if (now?.status !== 'processing') {
        await finishJob(db, job, 'done', at);
        return 'skipped';
      }
    }
  }
  options.crashPoint?.('afterProcessing');
  let result;
  try {
    result = await rail.submit(db, { payment, accountNumber: decryptSecret(payment.destinationAccountEncrypted, options.encryptionKey) }, at);
  } catch (error) {
    if (!(error instanceof TransientRailError)) throw error;
    return db.transaction(async (tx) => {
      if (job.attempts >= job.maxAttempts) {
        await transition(tx, payment.id, ['processing'], 'error', at, { description: error.message, code: 'railUnavailable' }, {
          paymentProcessStatus: 'error',
          paymentBankStatus: 'notSubmitted',
          paymentErrorMessage: error.message,
        });
        await tx.update(jobs).set({ status: 'failed', finishedAt: at, lastError: error.message }).where(eq(jobs.id, job.id));
        return 'error' as const;
      }
      await tx
        .update(jobs)
        .set({ status: 'queued', runAt: new Date(at.getTime() + backoffMs(job.attempts)), lockedAt: null, lockedBy: null, lastError: error.message })
        .where(eq(jobs.id, job.id));
      return 'retry' as const;
    });
  }
  options.crashPoint?.('afterSubmit');
  return db.transaction(async (tx) => {
    const done =
      result.outcome === 'settled'
        ? await transition(tx, payment.id, ['processing'], 'success', at, { description: result.message, code: 'settled' }, {
            paymentProcessStatus: 'success',
            paymentBankStatus: result.bankStatus,
          })
        : await transition(tx, payment.id, ['processing'], 'error', at, { description: result.message, code: result.code }, {
            paymentProcessStatus: 'error',
            paymentBankStatus: result.bankStatus,
            paymentErrorMessage: `${result.code} ${result.message}`,
            returnCode: result.code,
          });
    await tx.update(jobs).set({ status: 'done', finishedAt: at }).where(eq(jobs.id, job.id));
    if (!done) return 'skipped' as const;
    return result.outcome === 'settled' ? ('success' as const) : ('error' as const);
  });
}

/**
 * For businesses whose bank takes files: every scheduled payment due by `at` goes into one ACH file per
 * originating account. The file row, each payment's transitions and its job's completion commit together, and
 * the payments are locked with SKIP LOCKED, so two workers never put one payment in two files.
 */
export async function writeDueAchFiles(db: Database, options: CycleOptions): Promise<{ files: number; payments: number }> {
  const { at } = options;
  return db.transaction(async (tx) => {
    const nachaBusinesses = tx.select({ id: businessRails.businessId }).from(businessRails).where(eq(businessRails.rail, 'nacha'));
    const due = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.status, 'scheduled'), lte(payments.dueAt, at), inArray(payments.businessId, nachaBusinesses)))
      .orderBy(asc(payments.dueAt), asc(payments.id))
      .limit(10_000)
      .for('update', { skipLocked: true });
    if (!due.length) return { files: 0, payments: 0 };
    const railRows = await tx.select().from(businessRails).where(inArray(businessRails.businessId, [...new Set(due.map((p) => p.businessId))]));
    const bizRows = await tx.select({ id: businesses.id, name: businesses.name, tin: businesses.tinOrEinNumber }).from(businesses).where(inArray(businesses.id, railRows.map((r) => r.businessId)));
    const byAccount = new Map<string, FileItem[]>();
    for (const payment of due) {
      const accountId = railRows.find((r) => r.businessId === payment.businessId)?.originatingAccountId;
      if (!accountId) continue;
      const biz = bizRows.find((b) => b.id === payment.businessId)!;
      const item: FileItem = { payment, accountNumber: decryptSecret(payment.destinationAccountEncrypted, options.encryptionKey), businessName: biz.name, businessTin: biz.tin };
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), item]);
    }
    let files = 0;
    let filedPayments = 0;
    const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
    for (const [accountId, items] of byAccount) {
      const [account] = await tx.select().from(originatingAccounts).where(eq(originatingAccounts.id, accountId));
      const [{ n }] = await tx
        .select({ n: count() })
        .from(achFiles)
        .where(and(eq(achFiles.originatingAccountId, accountId), gte(achFiles.createdAt, dayStart), lt(achFiles.createdAt, new Date(dayStart.getTime() + 86_400_000))));
      const modifier = fileIdModifier(n);
      const built = buildAchFile(account, items, at, modifier);
      const stamp = at.toISOString().slice(0, 16).replace(/[-:T]/g, '');
      const [file] = await tx
        .insert(achFiles)
        .values({
          originatingAccountId: accountId,
          fileName: `ACH-${stamp}-${modifier}.ach`,
          content: built.content,
          batchCutoff: at,
          entryCount: built.entryCount,
          batchCount: built.batchCount,
          totalCreditCents: built.totalCreditCents,
          totalDebitCents: built.totalDebitCents,
          createdAt: at,
        })
        .returning({ id: achFiles.id, fileName: achFiles.fileName });
      for (const { payment } of items) {
        await transition(tx, payment.id, ['scheduled'], 'processing', at, { description: `Added to ACH file ${file.fileName}` }, { rail: 'nacha', achFileId: file.id, paymentProcessStatus: 'processing' });
        await transition(tx, payment.id, ['processing'], 'success', at, { description: `Sent to the bank in ACH file ${file.fileName}`, code: 'sentToBank' }, {
          paymentProcessStatus: 'success',
          paymentBankStatus: 'sentToBank',
        });
        await tx.insert(railSubmissions).values({ paymentId: payment.id, rail: 'nacha', outcome: 'filed', message: file.fileName, submittedAt: at });
        await tx.update(jobs).set({ status: 'done', finishedAt: at }).where(and(eq(jobs.paymentId, payment.id), eq(jobs.kind, SUBMIT_JOB)));
      }
      files++;
      filedPayments += items.length;
    }
    return { files, payments: filedPayments };
  });
}
