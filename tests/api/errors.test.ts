/** The admin's Errors page: failures of every kind, filters, retry (idempotent) and resolve (audited), for every role. */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, businesses, jobs, outboxMessages, reportTasks, reviewItems, users } from '../../api/db/schema';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_JOB } from '../../api/modules/reports/exports/tasks';
import { exportFileStore } from '../../api/modules/reports/exports/file-store';
import { runReportExports } from '../../api/modules/reports/exports/worker';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { FAILURE_KINDS } from '../../domain/failures';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';
import { insertOutboxMessage } from './support/factories';

type DemoKey = keyof typeof DEMO_USERS;
let t: TestApi;
const token: Partial<Record<DemoKey, string>> = {};
const EVERYONE = Object.keys(DEMO_USERS).filter((k) => k !== 'northwindSecureOwner') as DemoKey[];
const NOT_ADMIN = EVERYONE.filter((k) => k !== 'admin');
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const key of EVERYONE) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  for (const b of await t.db.select().from(businesses)) ids[b.name] = b.id;
  const now = t.clock();
  const [job] = await t.db
    .insert(jobs)
    .values({ kind: 'subscriptionInvoices', payload: { businessId: ids['Northwind Supply Co.'] }, status: 'failed', runAt: now, attempts: 5, lastError: 'billing provider timed out', createdAt: now, finishedAt: now })
    .returning();
  ids.job = job.id;
  const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_USERS.admin.email));
  const [task] = await t.db
    .insert(reportTasks)
    .values({
      reportName: 'vendor',
      format: 'csv',
      status: 'failed',
      filter: {},
      orderBy: 'dateAsc',
      visibility: { businessId: ids['Bayside Auto Care'] },
      createdByUserId: admin.id,
      partSize: 1000,
      fileName: 'vendor-transactions.csv',
      lastError: 'disk full',
      createdAt: now,
      finishedAt: now,
    })
    .returning();
  ids.task = task.id;
  const [exportJob] = await t.db
    .insert(jobs)
    .values({ kind: EXPORT_JOB, payload: { taskId: task.id }, status: 'failed', runAt: now, attempts: 5, lastError: 'disk full', createdAt: now, finishedAt: now })
    .returning();
  ids.exportJob = exportJob.id;
  const mail = await insertOutboxMessage(t.db, { recipient: 'owner@northwind.test', subject: 'Your invoice', body: 'Hello', status: 'failed', attempts: 5, lastError: 'SMTP 550', createdAt: now });
  ids.mail = mail.id;
  const [review] = await t.db
    .insert(reviewItems)
    .values({ kind: 'awaitingBankConfirmation', subject: 'test-subject', message: 'The bank has not confirmed payment X for 4 hours', createdAt: now })
    .returning();
  ids.review = review.id;
}, 300_000);
afterAll(async () => {
  await t?.close();
});

const core = <R, V>(query: TestDocument<R, V>, as: DemoKey, variables?: V, headers: Record<string, string> = {}) =>
  t.gql(query, variables, { token: token[as], headers });

const LIST = coreGraphql(`query ErrorsList($filter: FailureFilter, $skip: Int, $limit: Int) { failures(filter: $filter, skip: $skip, limit: $limit) {
  meta { count } edges { node { kind id businessId businessName occurredAt subject reason code requestId paymentId retryable resolvedAt resolutionNote } } } }`);
const COUNTS = coreGraphql(`query ErrorsCounts { failureCounts { kind count } }`);
const RETRY = coreGraphql(`mutation ErrorsRetry($kind: String!, $id: ID!) { retryFailure(kind: $kind, id: $id) }`);
const RESOLVE = coreGraphql(`mutation ErrorsResolve($kind: String!, $id: ID!, $note: String!) { resolveFailure(kind: $kind, id: $id, note: $note) { kind id resolvedAt resolutionNote retryable } }`);

type Node = { kind: string; id: string; businessName: string | null; code: string | null; reason: string | null; requestId: string | null; retryable: boolean; subject: string };
const nodes = async (filter: Record<string, unknown> = {}, limit = 100): Promise<Node[]> => {
  const result = await core(LIST, 'admin', { filter, limit });
  expect(result.errors).toBeUndefined();
  return result.data!.failures.edges.map((e: { node: Node }) => e.node);
};

describe('access', () => {
  it('only the admin reads failures and their counts, retries and resolves', async () => {
    for (const who of NOT_ADMIN) {
      expect(codeOf(await core(LIST, who)), who).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(COUNTS, who)), who).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(RETRY, who, { kind: 'job', id: ids.job })), who).toBe(ErrorCodes.forbidden);
      expect(codeOf(await core(RESOLVE, who, { kind: 'email', id: ids.mail, note: 'x' })), who).toBe(ErrorCodes.forbidden);
    }
    expect(codeOf(await t.gql(LIST, {}))).toBe(ErrorCodes.unauthenticated);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, ids.job));
    expect(job.status).toBe('failed');
  });
});

describe('failures', () => {
  it('lists failed payments with their return code and reason, jobs out of retries, report tasks, e-mails and review items', async () => {
    const all = await nodes();
    const kinds = new Set(all.map((n) => n.kind));
    for (const kind of ['payment', 'job', 'report', 'email', 'review']) expect(kinds, kind).toContain(kind);
    const returned = all.filter((n) => n.kind === 'payment');
    expect(returned.some((n) => n.code === 'R01' || n.code === 'R03')).toBe(true);
    expect(returned.every((n) => !n.retryable)).toBe(true);
    const job = all.find((n) => n.id === ids.job)!;
    expect(job).toMatchObject({ kind: 'job', subject: 'Subscription invoices', reason: 'billing provider timed out', businessName: 'Northwind Supply Co.', retryable: true });
    expect(all.find((n) => n.id === ids.task)).toMatchObject({ kind: 'report', businessName: 'Bayside Auto Care', reason: 'disk full', retryable: true });
    // The export's job is shown as its report task, once.
    expect(all.find((n) => n.id === ids.exportJob)).toBeUndefined();
    expect(all.find((n) => n.id === ids.mail)).toMatchObject({ kind: 'email', reason: 'SMTP 550', retryable: true });
    expect(all.find((n) => n.id === ids.review)).toMatchObject({ kind: 'review', retryable: false });
  });

  it('filters by kind, business and date, and pages', async () => {
    expect((await nodes({ kind: 'email' })).map((n) => n.id)).toContain(ids.mail);
    const northwind = await nodes({ businessId: ids['Northwind Supply Co.'] });
    expect(northwind.length).toBeGreaterThan(0);
    expect(northwind.every((n) => n.businessName === 'Northwind Supply Co.')).toBe(true);
    expect(await nodes({ from: '2099-01-01' })).toEqual([]);
    expect(await nodes({ businessId: 'not-a-uuid' })).toEqual([]);
    const today = t.clock().toISOString().slice(0, 10);
    expect((await nodes({ kind: 'job', from: today, to: today })).map((n) => n.id)).toContain(ids.job);
    const total = (await core(LIST, 'admin', {})).data!.failures.meta.count;
    const paged = await core(LIST, 'admin', { skip: 1, limit: 2 });
    expect(paged.data!.failures.meta.count).toBe(total);
    expect(paged.data!.failures.edges).toHaveLength(Math.min(2, total - 1));
    expect(codeOf(await core(LIST, 'admin', { filter: { kind: 'bogus' } }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(LIST, 'admin', { filter: { from: '21-11-2026' } }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(LIST, 'admin', { limit: 0 }))).toBe(ErrorCodes.validation);
  });

  it('counts open failures by kind, every kind listed', async () => {
    const { data } = await core(COUNTS, 'admin');
    const counts = Object.fromEntries(data!.failureCounts.map((c: { kind: string; count: number }) => [c.kind, c.count]));
    expect(Object.keys(counts)).toEqual([...FAILURE_KINDS]);
    expect(counts.email).toBe(3);
    expect(counts.report).toBe(2);
    expect(counts.payment).toBeGreaterThan(0);
  });
});

describe('unexpected server errors', () => {
  it('are recorded with the request id, never the message or stack', async () => {
    await t.db.execute(sql`alter table banks rename to banks_gone`);
    let result;
    try {
      result = await core(coreGraphql(`query ErrorsBanks { banks { id name } }`), 'admin', {}, { 'x-request-id': 'req-errors-test-1' });
    } finally {
      await t.db.execute(sql`alter table banks_gone rename to banks`);
    }
    expect(result.errors?.[0].message).toBe('Unexpected error.');
    expect(JSON.stringify(result)).not.toMatch(/banks_gone|stack/);
    // The error is recorded after the answer is sent (it never delays it): waited for, not slept on.
    const found = await vi.waitFor(
      async () => {
        const recorded = (await nodes({ kind: 'server' })).find((n) => n.requestId === 'req-errors-test-1');
        expect(recorded).toBeDefined();
        return recorded!;
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(found.subject).toContain('core');
    expect(JSON.stringify(found)).not.toMatch(/banks_gone|relation/);
    expect(found.retryable).toBe(false);
  });
});

describe('retryFailure', () => {
  it('puts a failed job back on its queue once, however often it is pressed', async () => {
    expect((await core(RETRY, 'admin', { kind: 'job', id: ids.job })).data!.retryFailure).toBe(true);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.id, ids.job));
    expect(job).toMatchObject({ status: 'queued', attempts: 0, lastError: 'billing provider timed out' });
    const again = await Promise.all([core(RETRY, 'admin', { kind: 'job', id: ids.job }), core(RETRY, 'admin', { kind: 'job', id: ids.job })]);
    expect(again.map((r) => r.data!.retryFailure)).toEqual([false, false]);
    const audits = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'failureRetried'), sql`${auditLog.details}->>'id' = ${ids.job}`));
    expect(audits).toHaveLength(1);
    expect((await nodes({ kind: 'job' })).find((n) => n.id === ids.job)).toBeUndefined();
  });

  it('requeues a failed report task with its export job, and a failed e-mail', async () => {
    expect((await core(RETRY, 'admin', { kind: 'report', id: ids.task })).data!.retryFailure).toBe(true);
    expect((await core(RETRY, 'admin', { kind: 'report', id: ids.task })).data!.retryFailure).toBe(false);
    const [task] = await t.db.select().from(reportTasks).where(eq(reportTasks.id, ids.task));
    const [exportJob] = await t.db.select().from(jobs).where(eq(jobs.id, ids.exportJob));
    expect(task.status).toBe('queued');
    expect(exportJob).toMatchObject({ status: 'queued', attempts: 0 });
    // The export's own worker runs it as the first time, and this time it completes.
    const reportsDir = await mkdtemp(join(tmpdir(), 'errors-test-'));
    try {
      await runReportExports(t.db, { clock: t.clock, reportsDir, store: exportFileStore(t.config.exportFiles, t.db, reportsDir) });
    } finally {
      await rm(reportsDir, { recursive: true, force: true });
    }
    const [ran] = await t.db.select().from(reportTasks).where(eq(reportTasks.id, ids.task));
    expect(ran.status).toBe('done');
    expect((await core(RETRY, 'admin', { kind: 'report', id: ids.task })).data!.retryFailure).toBe(false);
    expect((await core(RETRY, 'admin', { kind: 'email', id: ids.mail })).data!.retryFailure).toBe(true);
    const [mail] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, ids.mail));
    expect(mail).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('refuses what is not safe to retry and unknown ids', async () => {
    const payment = (await nodes({ kind: 'payment' }))[0];
    expect(codeOf(await core(RETRY, 'admin', { kind: 'payment', id: payment.id }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(RETRY, 'admin', { kind: 'review', id: ids.review }))).toBe(ErrorCodes.validation);
    expect(codeOf(await core(RETRY, 'admin', { kind: 'job', id: '00000000-0000-4000-8000-000000000000' }))).toBe(ErrorCodes.notFound);
    expect(codeOf(await core(RETRY, 'admin', { kind: 'nope', id: ids.job }))).toBe(ErrorCodes.validation);
  });
});

describe('resolveFailure', () => {
  it('needs a note, marks resolved (audited), keeps the first note and closes a review item', async () => {
    expect(codeOf(await core(RESOLVE, 'admin', { kind: 'review', id: ids.review, note: '  ' }))).toBe(ErrorCodes.validation);
    const done = await core(RESOLVE, 'admin', { kind: 'review', id: ids.review, note: 'Bank confirmed by phone' });
    expect(done.data!.resolveFailure).toMatchObject({ kind: 'review', resolutionNote: 'Bank confirmed by phone', retryable: false });
    const again = await core(RESOLVE, 'admin', { kind: 'review', id: ids.review, note: 'second' });
    expect(again.data!.resolveFailure.resolutionNote).toBe('Bank confirmed by phone');
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.id, ids.review));
    expect(item.resolvedAt).not.toBeNull();
    expect((await nodes({ kind: 'review' })).find((n) => n.id === ids.review)).toBeUndefined();
    expect((await nodes({ kind: 'review', state: 'resolved' })).map((n) => n.id)).toContain(ids.review);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'failureResolved'));
    expect(audits).toHaveLength(1);
    expect(audits[0].details).toMatchObject({ kind: 'review', id: ids.review, note: 'Bank confirmed by phone' });
    expect(codeOf(await core(RESOLVE, 'admin', { kind: 'payment', id: '00000000-0000-4000-8000-000000000000', note: 'x' }))).toBe(ErrorCodes.notFound);
  });
});
