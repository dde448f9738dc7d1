/**
 * The subscription invoices job: for one business, bills every term due by the cycle's instant (one invoice per
 * (business, bill date), enforced by the unique key) and charges each unpaid invoice as a `subscription` payment
 * whose idempotency key is derived from the invoice, so a job run twice, or twice at once, bills and charges once.
 * Then it queues itself for the next bill date (or soon, while the business has no bank account to charge).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import type { Database } from '../../db/client';
import { businesses, jobs, payments, serviceLevels, subscriptionInvoices, type JobRow, type ServiceLevelRow } from '../../db/schema';
import { claimJobs, PROCESS_ID } from '../../db/queue';
import { notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { businessBankAccount, createPayment, destinationOf } from '../payments';
import { authorizationForAccount } from './authorization';
import { nextTerm, termsDue, utcDay, type DueTerm } from './billing';
import { planOf } from './service';

type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export const SUBSCRIPTION_INVOICES_JOB = 'subscriptionInvoices';
/** How soon an invoice waiting for the business's bank account is tried again. */
export const AWAITING_ACCOUNT_RETRY_MS = 15 * 60_000;

export const invoiceIdempotencyKey = (invoiceId: string) => `subscription-invoice:${invoiceId}`;

function newUniqueId(billDate: string): string {
  return `INV-${billDate.replace(/-/g, '')}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export interface BillingOutcome {
  created: number;
  charged: number;
  awaitingAccount: number;
  /** When the job should run again for this business; null when nothing more will fall due. */
  nextRunAt: Date | null;
}

/** The invoice of one due term of a business's service level (its name and price as they are when billed). */
export function invoiceOfTerm(businessId: string, level: Pick<ServiceLevelRow, 'id' | 'name'>, term: DueTerm, uniqueId: string) {
  return {
    uniqueId,
    businessId,
    serviceLevelId: level.id,
    serviceLevelName: level.name,
    term: term.term,
    billDate: term.billDate,
    periodEnd: term.periodEnd,
    billingAmount: term.amount,
  };
}

/** Creates the invoices due by `at` for one business; idempotent. */
async function createDueInvoices(db: Database, businessId: string, at: Date, startDate: string | null): Promise<{ created: number; nextBillDate: string | null }> {
  const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
  if (!business?.serviceLevelId) return { created: 0, nextBillDate: null };
  const [level] = await db.select().from(serviceLevels).where(eq(serviceLevels.id, business.serviceLevelId));
  if (!level) return { created: 0, nextBillDate: null };
  const [last] = await db
    .select({ periodEnd: subscriptionInvoices.periodEnd })
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.businessId, businessId))
    .orderBy(desc(subscriptionInvoices.billDate))
    .limit(1);
  const [billedBefore] = await db
    .select({ id: subscriptionInvoices.id })
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.businessId, businessId), eq(subscriptionInvoices.serviceLevelId, level.id)))
    .limit(1);
  const today = utcDay(at);
  const from = last?.periodEnd ?? startDate ?? today;
  const plan = planOf(level);
  const due = termsDue(plan, from, today, Boolean(billedBefore));
  let created = 0;
  for (const term of due) {
    const inserted = await db
      .insert(subscriptionInvoices)
      .values({ ...invoiceOfTerm(businessId, level, term, newUniqueId(term.billDate)), createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: [subscriptionInvoices.businessId, subscriptionInvoices.billDate] })
      .returning({ id: subscriptionInvoices.id });
    created += inserted.length;
  }
  // The next term's bill date, unless the plan has no further term (no renewal): then nothing more is billed.
  const candidate = due.length ? due[due.length - 1].periodEnd : from;
  const nextBillDate = nextTerm(plan, Boolean(billedBefore) || due.length > 0) && candidate > today ? candidate : null;
  return { created, nextBillDate };
}

/**
 * Charges every invoice of the business that has no payment yet (and costs something): a debit of the business's
 * own account (domain/payment-kinds.ts), only under the owner's authorization naming that account; without one the
 * invoices wait, like invoices of a business with no account.
 */
async function chargeInvoices(db: Database, key: Buffer, businessId: string, at: Date): Promise<{ charged: number; awaitingAccount: number }> {
  const unpaid = await db
    .select()
    .from(subscriptionInvoices)
    .where(and(eq(subscriptionInvoices.businessId, businessId), isNull(subscriptionInvoices.paymentId), gt(subscriptionInvoices.billingAmount, 0)))
    .orderBy(asc(subscriptionInvoices.billDate));
  if (!unpaid.length) return { charged: 0, awaitingAccount: 0 };
  const account = await businessBankAccount(db, businessId);
  if (!account || !(await authorizationForAccount(db, businessId, account))) return { charged: 0, awaitingAccount: unpaid.length };
  let charged = 0;
  for (const invoice of unpaid) {
    const idempotencyKey = invoiceIdempotencyKey(invoice.id);
    let paymentId: string;
    try {
      const payment = await createPayment(
        db,
        key,
        {
          businessId,
          kind: 'subscription',
          amount: invoice.billingAmount,
          idempotencyKey,
          description: `${invoice.serviceLevelName} subscription, ${invoice.term} term from ${invoice.billDate} (invoice ${invoice.uniqueId})`,
          referenceNumber: invoice.uniqueId,
          destination: destinationOf(account, key),
          createdByUserId: null,
          skipApproval: true,
        },
        at,
      );
      paymentId = payment.id;
    } catch (error) {
      // Another run created it first (or this run crashed after creating it): link the one that exists.
      if ((error as { extensions?: { code?: string } }).extensions?.code !== ErrorCodes.requestDuplicated) throw error;
      const [existing] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.businessId, businessId), eq(payments.idempotencyKey, idempotencyKey)));
      paymentId = existing.id;
    }
    const linked = await db
      .update(subscriptionInvoices)
      .set({ paymentId, updatedAt: at })
      .where(and(eq(subscriptionInvoices.id, invoice.id), isNull(subscriptionInvoices.paymentId)))
      .returning({ id: subscriptionInvoices.id });
    charged += linked.length;
  }
  return { charged, awaitingAccount: 0 };
}

/** Bills and charges one business as of `at`. */
export async function billBusiness(db: Database, key: Buffer, businessId: string, at: Date, startDate: string | null = null): Promise<BillingOutcome> {
  const { created, nextBillDate } = await createDueInvoices(db, businessId, at, startDate);
  const { charged, awaitingAccount } = await chargeInvoices(db, key, businessId, at);
  const nextBill = nextBillDate ? new Date(`${nextBillDate}T00:00:00Z`) : null;
  const retry = awaitingAccount ? new Date(at.getTime() + AWAITING_ACCOUNT_RETRY_MS) : null;
  const nextRunAt = [nextBill, retry].filter((d): d is Date => d !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  return { created, charged, awaitingAccount, nextRunAt };
}

/** Queues the job for a business unless one is already queued to run by then. */
export async function enqueueInvoicesJob(db: Db, businessId: string, runAt: Date, now: Date, payload: Record<string, unknown> = {}) {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, SUBSCRIPTION_INVOICES_JOB), eq(jobs.status, 'queued'), sql`${jobs.payload}->>'businessId' = ${businessId}`, lte(jobs.runAt, runAt)))
    .limit(1);
  if (queued) return queued.id;
  const [row] = await db
    .insert(jobs)
    .values({ kind: SUBSCRIPTION_INVOICES_JOB, payload: { ...payload, businessId }, runAt, createdAt: now })
    .returning({ id: jobs.id });
  return row.id;
}

/** The processing cycle's handler of a claimed invoices job (errors are retried by the cycle). */
export async function handleSubscriptionInvoicesJob(db: Database, job: JobRow, options: { at: Date; encryptionKey: Buffer }): Promise<'skipped'> {
  const { at } = options;
  const businessId = typeof job.payload.businessId === 'string' ? job.payload.businessId : null;
  const startDate = typeof job.payload.startDate === 'string' ? job.payload.startDate : null;
  if (!businessId || !isUuid(businessId)) {
    await db.update(jobs).set({ status: 'failed', finishedAt: at, lastError: 'No business in the job' }).where(eq(jobs.id, job.id));
    return 'skipped';
  }
  const outcome = await billBusiness(db, options.encryptionKey, businessId, at, startDate);
  await db.transaction(async (tx) => {
    await tx.update(jobs).set({ status: 'done', finishedAt: at, lockedAt: null, lockedBy: null }).where(eq(jobs.id, job.id));
    if (outcome.nextRunAt) await enqueueInvoicesJob(tx, businessId, outcome.nextRunAt, at);
  });
  return 'skipped';
}

/**
 * Runs a just-queued invoices job at once, when no worker has taken it (so the first invoice exists when the
 * page reloads). If this fails the job stays queued and the next processing cycle runs it.
 */
export async function runInvoicesJobNow(db: Database, jobId: string, options: { at: Date; encryptionKey: Buffer; workerId?: string }): Promise<void> {
  const [job] = await db
    .update(jobs)
    .set({ status: 'running', lockedAt: options.at, lockedBy: options.workerId ?? `request-${PROCESS_ID}`, attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')))
    .returning();
  if (!job) return;
  try {
    await handleSubscriptionInvoicesJob(db, job, options);
  } catch (error) {
    await db
      .update(jobs)
      .set({ status: 'queued', lockedAt: null, lockedBy: null, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(jobs.id, job.id));
    throw error;
  }
}

/** Runs a just-queued invoices job now; a failure is logged and leaves it queued for the processing cycle, which bills it. */
export async function runInvoicesJobAtOnce(
  ctx: { db: Database; config: { encryptionKey: Buffer }; logger: { error(details: object, message: string): void } },
  businessId: string,
  jobId: string,
  now: Date,
): Promise<void> {
  try {
    await runInvoicesJobNow(ctx.db, jobId, { at: now, encryptionKey: ctx.config.encryptionKey });
  } catch (error) {
    ctx.logger.error({ err: error, businessId }, 'subscription invoices job failed; left for the processing cycle');
  }
}

/**
 * A business chooses (or changes) its service level: saved with its billing amount. A registered business's
 * invoices job is queued in the same transaction (a change applies from the next bill date); a business still
 * registering is billed from the day registration completes (startBillingAtGoLive), so null is returned.
 */
export async function chooseServiceLevel(db: Database, businessId: string, serviceLevelId: string, now: Date): Promise<string | null> {
  if (!isUuid(serviceLevelId)) throw notFound('Service level');
  return db.transaction(async (tx) => {
    const [level] = await tx.select().from(serviceLevels).where(eq(serviceLevels.id, serviceLevelId));
    if (!level) throw notFound('Service level');
    if (!level.active) throw validationError('This service level is not available', { serviceLevelId: 'This service level is not available' });
    const plan = planOf(level);
    const [business] = await tx
      .update(businesses)
      .set({ serviceLevelId, billingAmount: (plan.initialTerm ?? plan.renewalTerm)?.price ?? null, updatedAt: now })
      .where(eq(businesses.id, businessId))
      .returning({ registrationDate: businesses.registrationDate });
    if (!business?.registrationDate) return null;
    return enqueueInvoicesJob(tx, businessId, now, now, { startDate: utcDay(now) });
  });
}

/** Registration completed (go-live): the first term is billed from today; null when the business has no service level. */
export async function startBillingAtGoLive(db: Db, businessId: string, now: Date): Promise<string | null> {
  const [business] = await db.select({ serviceLevelId: businesses.serviceLevelId }).from(businesses).where(eq(businesses.id, businessId));
  if (!business?.serviceLevelId) return null;
  return enqueueInvoicesJob(db, businessId, now, now, { startDate: utcDay(now) });
}

/**
 * The processing cycle's pass over due invoices jobs. An unexpected failure is retried later (5 minutes per
 * attempt so far), then the job is parked as failed for a person; returns the failures' messages.
 */
export async function runSubscriptionInvoiceJobs(db: Database, options: { at: Date; encryptionKey: Buffer; workerId: string }): Promise<string[]> {
  const errors: string[] = [];
  for (;;) {
    const claimed = await claimJobs(db, options.at, options.workerId, 20, SUBSCRIPTION_INVOICES_JOB);
    if (!claimed.length) return errors;
    for (const job of claimed) {
      try {
        await handleSubscriptionInvoicesJob(db, job, options);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const last = job.attempts >= job.maxAttempts;
        await db
          .update(jobs)
          .set({
            status: last ? 'failed' : 'queued',
            runAt: new Date(options.at.getTime() + 5 * 60_000 * job.attempts),
            lockedAt: null,
            lockedBy: null,
            lastError: message,
            finishedAt: last ? options.at : null,
          })
          .where(eq(jobs.id, job.id));
        errors.push(message);
      }
    }
  }
}
