/**
 * Reconciliation: the engine believes the rail over its own bookkeeping. A payment the rail may have
 * received is never called failed; it waits, visibly, until the rail answers, and a person is asked past a time.
 */
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { businesses, jobs, paymentStatusDetails, payments, railSubmissions, reviewItems } from '../../api/db/schema';
import { PROCESS_ID, releaseClaims, SimulatedCrash } from '../../api/db/queue';
import { runProcessingCycle } from '../../api/jobs/cycle';
import type { CycleOptions } from '../../api/modules/payments/processing/types';
import { createPayment, SUBMIT_JOB } from '../../api/modules/payments/service';
import { createSandboxRail } from '../../api/rails/sandbox';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
const biz: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  for (const b of await t.db.select().from(businesses)) biz[b.name] = b.id;
});
afterAll(async () => {
  await t?.close();
});

let keys = 0;
async function newPayment(account = '5561200934') {
  return createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: biz['Bayside Auto Care'],
      kind: 'vendor',
      amount: 1,
      idempotencyKey: `recon-${++keys}`,
      skipApproval: true,
      destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: account, accountHolderName: 'Receiver', accountType: 'checking' },
      createdByUserId: null,
    },
    new Date('2026-11-23T15:30:00Z'),
  );
}

const up = createSandboxRail({});
const down = createSandboxRail({ SANDBOX_RAIL_OUTAGE: '1' });
/** Dies at `at` while handling this test's payment `id` (the seeded payments of the demo are processed too). */
const crash =
  (at: string, id: string): CycleOptions['crashPoint'] =>
  (point, paymentId) => {
    if (point === at && paymentId === id) throw new SimulatedCrash(point);
  };
async function cycle(at: number, sandbox = up, crashPoint?: CycleOptions['crashPoint'], confirmationTimeoutMs = 4 * 60 * 60_000) {
  return runProcessingCycle(t.db, { at: new Date(at), encryptionKey: t.config.encryptionKey, sandbox, crashPoint, confirmationTimeoutMs, workerId: 'w' }).catch((error) => {
    if (!(error instanceof SimulatedCrash)) throw error;
    return null;
  });
}
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const STALE = 6 * 60_000; // past the stale-lock time, so a crashed worker's job is taken again

describe('a payment the rail may have received is never called failed', () => {
  it('the property test\'s counterexample (seed -1650426891): crashes after submit, then an outage for every retry, ends success once', async () => {
    const p = await newPayment();
    // The worker dies after the rail settled the submission, before recording it ...
    let at = p.dueAt.getTime();
    await cycle(at, up, crash('afterSubmit', p.id));
    at += STALE;
    // ... and every remaining attempt meets an outage (the last one crashing again).
    for (let i = 0; i < 6; i++) {
      await cycle(at, down, i === 5 ? crash('afterSubmit', p.id) : undefined);
      at += 2 * 60 * 60_000;
    }
    const waiting = await row(p.id);
    expect(waiting).toMatchObject({ status: 'processing', paymentBankStatus: 'awaitingConfirmation' });
    // The rail is back: it says settled, and the payment succeeds once.
    await cycle(at, up);
    const done = await row(p.id);
    expect(done.status).toBe('success');
    const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, p.id));
    expect(history.filter((h) => h.status === 'success')).toHaveLength(1);
    expect(history.filter((h) => h.status === 'error')).toHaveLength(0);
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, p.id))).toHaveLength(1);
  });

  it('past the configured time, a payment awaiting confirmation becomes an item for a person, raised once', async () => {
    const p = await newPayment();
    let at = p.dueAt.getTime();
    await cycle(at, up, crash('afterSubmit', p.id));
    at += STALE;
    const report = await cycle(at, down, undefined, 5 * 60_000);
    expect(report).toMatchObject({ awaitingConfirmation: 1, reviewItems: [expect.stringContaining('do not pay it again')] });
    at += 2 * 60 * 60_000;
    await cycle(at, down, undefined, 5 * 60_000);
    const items = await t.db.select().from(reviewItems).where(eq(reviewItems.paymentId, p.id));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'awaitingBankConfirmation', resolvedAt: null });
    expect((await row(p.id)).status).toBe('processing');
    at += 2 * 60 * 60_000;
    await cycle(at, up);
    expect((await row(p.id)).status).toBe('success');
    const [closed] = await t.db.select().from(reviewItems).where(eq(reviewItems.paymentId, p.id));
    expect(closed.resolvedAt).not.toBeNull();
  });

  it('marks a payment "not submitted" only once the rail says it never received it', async () => {
    const p = await newPayment();
    let at = p.dueAt.getTime();
    for (let i = 0; i < 7; i++) {
      await cycle(at, down);
      at += 2 * 60 * 60_000;
    }
    expect(await row(p.id)).toMatchObject({ status: 'processing', paymentBankStatus: 'awaitingConfirmation' });
    await cycle(at, up);
    const done = await row(p.id);
    expect(done).toMatchObject({ status: 'error', paymentBankStatus: 'notSubmitted' });
    expect(done.paymentErrorMessage).toContain('never received it');
    expect(await t.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, p.id))).toHaveLength(0);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.paymentId, p.id));
    expect(job.status).toBe('failed');
  });

  it('a crash after the move to processing submits once the rail says it never received it', async () => {
    const [a, b] = [await newPayment(), await newPayment('000000000001')];
    const at = Math.max(a.dueAt.getTime(), b.dueAt.getTime());
    await cycle(at, up, crash('afterProcessing', a.id));
    await cycle(at + STALE, up);
    await cycle(at + 2 * STALE, up);
    const rows = await t.db.select().from(payments).where(inArray(payments.id, [a.id, b.id]));
    expect(rows.find((r) => r.id === a.id)).toMatchObject({ status: 'success' });
    expect(rows.find((r) => r.id === b.id)).toMatchObject({ status: 'error', returnCode: 'R01' });
  });
});

describe('a batch is paid exactly once whichever step it dies after (decision 036)', () => {
  /** One batch holds all of this test's payments (and any demo payment still due). */
  const batchCycle = (at: number, crashPoint?: CycleOptions['crashPoint']) =>
    runProcessingCycle(t.db, { at: new Date(at), encryptionKey: t.config.encryptionKey, sandbox: up, crashPoint, workerId: 'w', batchSize: 500 }).catch((error) => {
      if (!(error instanceof SimulatedCrash)) throw error;
      return null;
    });

  for (const point of ['afterClaim', 'afterProcessing', 'afterSubmit'] as const) {
    it(`dies ${point} of a batch's third payment: the batch's steps are all or nothing, and a re-run pays each once`, async () => {
      const batch = [];
      for (let i = 0; i < 5; i++) batch.push(await newPayment(i === 1 ? '000000000001' : '5561200934'));
      const ids = batch.map((p) => p.id);
      const at = Math.max(...batch.map((p) => p.dueAt.getTime()));
      expect(await batchCycle(at, crash(point, batch[2].id))).toBeNull();

      const left = await t.db.select().from(payments).where(inArray(payments.id, ids));
      const sent = await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, ids));
      expect(left.map((p) => p.status)).toEqual(ids.map(() => (point === 'afterClaim' ? 'scheduled' : 'processing')));
      expect(sent).toHaveLength(point === 'afterSubmit' ? 5 : 0);

      // Another worker takes the stale jobs: it asks the rail about every payment that may have been submitted.
      const report = await batchCycle(at + STALE);
      expect(report).toMatchObject({ errors: [] });
      const done = await t.db.select().from(payments).where(inArray(payments.id, ids));
      for (const p of batch) {
        const row = done.find((d) => d.id === p.id)!;
        expect(row).toMatchObject(p.id === batch[1].id ? { status: 'error', returnCode: 'R01' } : { status: 'success' });
        const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, p.id));
        expect(history.filter((h) => h.status === 'processing')).toHaveLength(1);
        expect(history.filter((h) => h.status === 'success' || h.status === 'error')).toHaveLength(1);
        expect(history.map((h) => h.seq).sort((a, b) => a - b)).toEqual(history.map((_, i) => i + 1));
      }
      const after = await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, ids));
      expect(after).toHaveLength(5);
      if (point === 'afterSubmit') expect(after.map((s) => s.submittedAt.getTime()).sort()).toEqual(sent.map((s) => s.submittedAt.getTime()).sort());
      const batchJobs = await t.db.select().from(jobs).where(inArray(jobs.paymentId, ids));
      expect(batchJobs.map((j) => j.status)).toEqual(ids.map(() => 'done'));
    });
  }

  it('one payment that fails unexpectedly holds up only itself: the rest of its batch is paid once', async () => {
    const batch = [];
    for (let i = 0; i < 4; i++) batch.push(await newPayment());
    const [bad] = batch;
    await t.db.update(payments).set({ destinationAccountEncrypted: 'v1.not.a.secret' }).where(eq(payments.id, bad.id));
    const at = Math.max(...batch.map((p) => p.dueAt.getTime()));
    const report = await batchCycle(at);
    expect(report?.errors).toHaveLength(1);
    const rows = await t.db.select().from(payments).where(inArray(payments.id, batch.map((p) => p.id)));
    for (const p of batch.slice(1)) expect(rows.find((r) => r.id === p.id)).toMatchObject({ status: 'success' });
    // Moved with its batch but never submitted: it stays processing, its job waits with the error, nothing was sent.
    expect(rows.find((r) => r.id === bad.id)).toMatchObject({ status: 'processing' });
    const [badJob] = await t.db.select().from(jobs).where(eq(jobs.paymentId, bad.id));
    expect(badJob).toMatchObject({ status: 'queued', lockedBy: null });
    expect(badJob.lastError).toBeTruthy();
    expect(await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, batch.map((p) => p.id)))).toHaveLength(3);
  });
});

describe('the sandbox rail in batches is the same rail', () => {
  /** A payment id no rail has heard of. */
  const NOBODY = '00000000-0000-4000-8000-000000000000';
  it('submitMany records each payment once, a repeat returns the first outcome, and status agrees with it', async () => {
    const [a, r] = [await newPayment(), await newPayment('000000000003')];
    const at = new Date(Math.max(a.dueAt.getTime(), r.dueAt.getTime()));
    const first = await up.submitMany!(t.db, [{ payment: a, accountNumber: '5561200934' }, { payment: r, accountNumber: '000000000003' }], at);
    expect(first.get(a.id)).toEqual({ outcome: 'settled', bankStatus: 'settled', message: 'Settled' });
    expect(first.get(r.id)).toMatchObject({ outcome: 'returned', code: 'R03' });
    // A repeat, even with another account number, moves no money and answers what the rail first recorded.
    const again = await up.submitMany!(t.db, [{ payment: r, accountNumber: '5561200934' }], new Date(at.getTime() + STALE));
    expect(again.get(r.id)).toEqual(first.get(r.id));
    expect(await up.submit(t.db, { payment: a, accountNumber: '000000000001' }, at)).toEqual(first.get(a.id));
    const rows = await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, [a.id, r.id]));
    expect(rows).toHaveLength(2);
    const statuses = await up.statusMany!(t.db, [a.id, r.id, NOBODY], at);
    expect(statuses.get(a.id)).toEqual(await up.status(t.db, a.id, at));
    expect(statuses.get(r.id)).toMatchObject({ state: 'returned', code: 'R03' });
    expect(statuses.get(NOBODY)).toEqual({ state: 'notReceived' });
    await expect(down.submitMany!(t.db, [{ payment: a, accountNumber: '5561200934' }], at)).rejects.toThrow('unavailable');
    await expect(down.statusMany!(t.db, [a.id], at)).rejects.toThrow('unavailable');
  });
});

describe('a copy shutting down finishes the batch in hand and leaves the rest to another copy (decision 088)', () => {
  it('claims no batch after the stop, and what it did not claim is due for the next copy at once', async () => {
    const batch = [];
    for (let i = 0; i < 4; i++) batch.push(await newPayment());
    const ids = batch.map((p) => p.id);
    const at = Math.max(...batch.map((p) => p.dueAt.getTime()));
    // Earlier tests' leftovers out of the way (parked a year ahead, put back after): the cycle sees only these four,
    // two per batch.
    const parked = await t.db
      .select({ id: jobs.id, runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.kind, SUBMIT_JOB), eq(jobs.status, 'queued'), notInArray(jobs.paymentId, ids)));
    if (parked.length) await t.db.update(jobs).set({ runAt: new Date(at + 365 * 24 * 60 * 60_000) }).where(inArray(jobs.id, parked.map((j) => j.id)));
    onTestFinished(async () => {
      for (const job of parked) await t.db.update(jobs).set({ runAt: job.runAt }).where(eq(jobs.id, job.id));
    });
    const stopping = new AbortController();
    const report = await runProcessingCycle(t.db, {
      at: new Date(at),
      encryptionKey: t.config.encryptionKey,
      sandbox: up,
      workerId: 'stopping-copy',
      batchSize: 2,
      stopping: stopping.signal,
      // SIGTERM arrives while the first batch is with the rail.
      crashPoint: (point) => {
        if (point === 'afterSubmit') stopping.abort();
      },
    });
    expect(report.errors).toEqual([]);
    const submitJobs = await t.db.select().from(jobs).where(and(inArray(jobs.paymentId, ids), eq(jobs.kind, SUBMIT_JOB)));
    expect(submitJobs.map((j) => j.status).sort()).toEqual(['done', 'done', 'queued', 'queued']);
    expect(submitJobs.filter((j) => j.status === 'running')).toEqual([]);
    expect(submitJobs.filter((j) => j.status === 'queued').map((j) => j.lockedBy)).toEqual([null, null]);
    // The next copy pays the other two, once each.
    await runProcessingCycle(t.db, { at: new Date(at), encryptionKey: t.config.encryptionKey, sandbox: up, workerId: 'next-copy' });
    const paid = await t.db.select().from(payments).where(inArray(payments.id, ids));
    expect(paid.map((p) => p.status)).toEqual(ids.map(() => 'success'));
    expect(await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, ids))).toHaveLength(4);
  });

  it('hands back only its own claims, never another copy\'s', async () => {
    const [mine, theirs] = [await newPayment(), await newPayment()];
    await t.db.update(jobs).set({ status: 'running', lockedBy: 'copy-a', lockedAt: new Date(), attempts: 1 }).where(eq(jobs.paymentId, mine.id));
    await t.db.update(jobs).set({ status: 'running', lockedBy: 'copy-b', lockedAt: new Date(), attempts: 1 }).where(eq(jobs.paymentId, theirs.id));
    expect(await releaseClaims(t.db, 'copy-a')).toBe(1);
    const [a] = await t.db.select().from(jobs).where(eq(jobs.paymentId, mine.id));
    const [b] = await t.db.select().from(jobs).where(eq(jobs.paymentId, theirs.id));
    expect(a).toMatchObject({ status: 'queued', lockedBy: null, lockedAt: null, attempts: 0 });
    expect(b).toMatchObject({ status: 'running', lockedBy: 'copy-b', attempts: 1 });
    await t.db.update(jobs).set({ status: 'queued', lockedBy: null, lockedAt: null }).where(eq(jobs.paymentId, theirs.id));
  });

  it('names each process apart, so copies in containers (all pid 1) never share a claim name', () => {
    expect(PROCESS_ID).toMatch(new RegExp(`:${process.pid}:[0-9a-f]{8}$`));
  });
});
