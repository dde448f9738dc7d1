/**
 * The admin's Errors page: every failure in one list, read from where each lives (payments in
 * error or returned, jobs out of retries, failed report tasks, undelivered e-mails, open review items, masked
 * server errors), with the admin's resolutions; retrying puts a job back on its queue, so it runs through the same
 * code path as the first time, once however often "Retry" is pressed.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FAILURE_KINDS, REVIEW_ITEM_LABELS, type FailureFilter, type FailureKind } from '../../../domain/failures';
import type { Database } from '../../db/client';
import { failureResolutions, jobs, outboxMessages, reportTasks, reviewItems } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { isUuid } from '../../lib/ids';
import { notifyExportQueued, EXPORT_JOB } from '../reports';

/** What the list shows of one failure. */
export interface Failure {
  kind: FailureKind;
  id: string;
  businessId: string | null;
  businessName: string | null;
  occurredAt: string;
  /** What failed, in a few words (a job's kind, a payment's reference, an e-mail's subject). */
  subject: string;
  /** Why: the reason as the bank, the job or the worker gave it (never a stack trace). */
  reason: string | null;
  /** A return code (R01) or an error class; a server error's request id is `requestId`. */
  code: string | null;
  requestId: string | null;
  paymentId: string | null;
  retryable: boolean;
  resolvedAt: string | null;
  resolutionNote: string | null;
}

/** Names of job kinds as a person reads them. */
const JOB_NAMES: Record<string, string> = {
  submitPayment: 'Payment processing',
  subscriptionInvoices: 'Subscription invoices',
  webhookDelivery: 'Webhook delivery',
};

/**
 * One select per kind, each giving the same columns; `failure_resolutions` says which were resolved. A report
 * export's job is shown as its report task, so it is left out of the jobs.
 */
const UNION = sql`
  select 'payment' as kind, p.id::text as id, p.business_id as business_id, coalesce(p.updated_at, p.created_at) as occurred_at,
    'Payment ' || p.purchase_id as subject, p.payment_error_message as reason, p.return_code as code, null::text as request_id,
    p.id as payment_id, false as retryable, null::text as job_kind
  from payments p where p.status in ('error', 'returned')
  union all
  select 'job', j.id::text, coalesce(jp.business_id, case when j.payload->>'businessId' ~* '^[0-9a-f-]{36}$' then (j.payload->>'businessId')::uuid end),
    coalesce(j.finished_at, j.created_at), j.kind, j.last_error, null, null, j.payment_id, true, j.kind
  from jobs j left join payments jp on jp.id = j.payment_id
  where j.status = 'failed' and j.kind <> ${EXPORT_JOB}
  union all
  select 'report', t.id::text, case when t.visibility->>'businessId' ~* '^[0-9a-f-]{36}$' then (t.visibility->>'businessId')::uuid end,
    coalesce(t.finished_at, t.created_at), 'Export ' || t.file_name, t.last_error, upper(t.format), null, null, true, null
  from report_tasks t where t.status = 'failed'
  union all
  select 'email', o.id::text, null, o.created_at, o.subject || ' (to ' || o.recipient || ')', o.last_error, o.channel, null, null, true, null
  from outbox_messages o where o.status = 'failed'
  union all
  select 'review', r.id::text, rp.business_id, r.created_at, r.kind, r.message, null, null, r.payment_id, false, null
  from review_items r left join payments rp on rp.id = r.payment_id
  where r.resolved_at is null or exists (select 1 from failure_resolutions fr where fr.kind = 'review' and fr.failure_id = r.id::text)
  union all
  select 'server', s.id::text, null, s.occurred_at, s.endpoint || coalesce(' ' || s.operation_name, '') || coalesce(' › ' || s.path, ''),
    null, s.error_name, s.request_id, null, false, null
  from server_errors s`;

function conditions(filter: FailureFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) where.push(sql`f.kind = ${filter.kind}`);
  if (filter.businessId) where.push(isUuid(filter.businessId) ? sql`f.business_id = ${filter.businessId}` : sql`false`);
  if (filter.from) where.push(sql`f.occurred_at >= ${`${filter.from}T00:00:00Z`}::timestamptz`);
  if (filter.to) where.push(sql`f.occurred_at < (${filter.to}::date + 1)::timestamptz`);
  where.push(filter.state === 'resolved' ? sql`fr.id is not null` : sql`fr.id is null`);
  return where;
}

const FROM = sql`from (${UNION}) f
  left join failure_resolutions fr on fr.kind = f.kind and fr.failure_id = f.id
  left join businesses b on b.id = f.business_id`;

interface FailureSqlRow extends Record<string, unknown> {
  kind: FailureKind;
  id: string;
  business_id: string | null;
  business_name: string | null;
  occurred_at: Date | string;
  subject: string;
  reason: string | null;
  code: string | null;
  request_id: string | null;
  payment_id: string | null;
  retryable: boolean;
  job_kind: string | null;
  resolved_at: Date | string | null;
  note: string | null;
}

const iso = (value: Date | string | null) => (value == null ? null : new Date(value).toISOString());

function failureOf(row: FailureSqlRow): Failure {
  return {
    kind: row.kind,
    id: row.id,
    businessId: row.business_id,
    businessName: row.business_name,
    occurredAt: iso(row.occurred_at)!,
    subject: row.job_kind ? (JOB_NAMES[row.job_kind] ?? row.job_kind) : row.kind === 'review' ? (REVIEW_ITEM_LABELS[row.subject] ?? row.subject) : row.subject,
    reason: row.reason,
    code: row.code,
    requestId: row.request_id,
    paymentId: row.payment_id,
    retryable: row.retryable && !row.resolved_at,
    resolvedAt: iso(row.resolved_at),
    resolutionNote: row.note,
  };
}

async function rows(db: Database, query: SQL): Promise<FailureSqlRow[]> {
  const result = await db.execute<FailureSqlRow>(query);
  return (Array.isArray(result) ? result : (result as { rows: FailureSqlRow[] }).rows) as FailureSqlRow[];
}

export async function listFailures(db: Database, filter: FailureFilter, page: { skip: number; limit: number }) {
  const where = sql.join(conditions(filter), sql` and `);
  const [{ n }] = (await rows(db, sql`select count(*)::int as n ${FROM} where ${where}`)) as unknown as { n: number }[];
  const list = await rows(
    db,
    sql`select f.*, b.name as business_name, fr.resolved_at, fr.note ${FROM} where ${where}
      order by f.occurred_at desc, f.kind, f.id offset ${page.skip} limit ${page.limit}`,
  );
  return { meta: { count: Number(n) }, edges: list.map((r) => ({ node: failureOf(r) })) };
}

/** Open failures by kind (every kind, zeros included), for the admin's dashboard. */
export async function countOpenFailures(db: Database): Promise<{ kind: FailureKind; count: number }[]> {
  const counted = (await rows(db, sql`select f.kind, count(*)::int as n ${FROM} where fr.id is null group by f.kind`)) as unknown as { kind: FailureKind; n: number }[];
  const byKind = new Map(counted.map((r) => [r.kind, Number(r.n)]));
  return FAILURE_KINDS.map((kind) => ({ kind, count: byKind.get(kind) ?? 0 }));
}

export async function findFailure(db: Database, kind: FailureKind, id: string): Promise<Failure | null> {
  const [row] = await rows(db, sql`select f.*, b.name as business_name, fr.resolved_at, fr.note ${FROM} where f.kind = ${kind} and f.id = ${id}`);
  return row ? failureOf(row) : null;
}

/** Whether the row behind a failure exists at all, failed or not. */
export async function sourceExists(db: Database, kind: FailureKind, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const table = kind === 'job' ? jobs : kind === 'report' ? reportTasks : kind === 'email' ? outboxMessages : null;
  if (!table) return false;
  const found = await db.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1);
  return found.length > 0;
}

interface Actor {
  userId: string;
  address: string;
  now: Date;
}

/**
 * Puts a failed job, report task or e-mail back on its queue with a fresh count of attempts. Only a row still
 * failed is touched, so a second press (or a second admin) changes nothing; the worker then runs it as the first time.
 * False when nothing was failed any more.
 */
export async function retryFailure(db: Database, kind: FailureKind, id: string, actor: Actor): Promise<boolean> {
  if (!isUuid(id)) return false;
  const retried = await db.transaction(async (tx) => {
    let done = false;
    if (kind === 'job') {
      const back = await tx
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAt: actor.now, lockedAt: null, lockedBy: null, finishedAt: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed'), sql`${jobs.kind} <> ${EXPORT_JOB}`))
        .returning({ id: jobs.id });
      done = back.length > 0;
    } else if (kind === 'report') {
      const back = await tx
        .update(reportTasks)
        .set({ status: 'queued', lastError: null, finishedAt: null })
        .where(and(eq(reportTasks.id, id), eq(reportTasks.status, 'failed')))
        .returning({ id: reportTasks.id });
      done = back.length > 0;
      if (done) {
        await tx
          .update(jobs)
          .set({ status: 'queued', attempts: 0, runAt: actor.now, lockedAt: null, lockedBy: null, finishedAt: null })
          .where(and(eq(jobs.kind, EXPORT_JOB), sql`${jobs.payload}->>'taskId' = ${id}`));
      }
    } else if (kind === 'email') {
      const back = await tx
        .update(outboxMessages)
        .set({ status: 'pending', attempts: 0, lockedUntil: null })
        .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, 'failed')))
        .returning({ id: outboxMessages.id });
      done = back.length > 0;
    }
    if (done) await writeAudit(tx, { at: actor.now, userId: actor.userId, action: 'failureRetried', address: actor.address, outcome: 'success', details: { kind, id } });
    return done;
  });
  if (retried && kind === 'report') notifyExportQueued();
  return retried;
}

/** Marks a failure resolved with the admin's note (audited); a failure already resolved keeps its first note. */
export async function resolveFailure(db: Database, kind: FailureKind, id: string, note: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(failureResolutions)
      .values({ kind, failureId: id, note, resolvedByUserId: actor.userId, resolvedAt: actor.now })
      .onConflictDoNothing({ target: [failureResolutions.kind, failureResolutions.failureId] })
      .returning({ id: failureResolutions.id });
    if (!row) return false;
    if (kind === 'review' && isUuid(id)) await tx.update(reviewItems).set({ resolvedAt: actor.now }).where(and(eq(reviewItems.id, id), sql`${reviewItems.resolvedAt} is null`));
    await writeAudit(tx, { at: actor.now, userId: actor.userId, action: 'failureResolved', address: actor.address, outcome: 'success', details: { kind, id, note } });
    return true;
  });
}
