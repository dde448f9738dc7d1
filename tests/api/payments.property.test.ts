/**
 * Property: whatever mix of repeated and racing creates, concurrent workers, rail outages and crashes at any
 * step, every payment ends once (success or error), no idempotency key creates twice, no payment is paid
 * twice (at most one rail submission, a filed payment in exactly one ACH file entry), and no payment the rail
 * holds a submission for is ever called failed.
 *
 * Replay (decision 012): CI runs a fixed seed, so a red run is a real regression and reruns identically.
 * `npm run test:property -- --runs 2000` explores new seeds and prints any counterexample with its seed; each
 * one found is added to COUNTEREXAMPLES below, which run first on every run.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, businesses, jobs, paymentStatusDetails, payments, railSubmissions, users } from '../../api/db/schema';
import { SimulatedCrash } from '../../api/db/queue';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { loadBusinessScope } from '../../api/graphql/access';
import { approvePayments, createPayment } from '../../api/modules/payments';
import { openAchFile } from '../../api/rails/ach-file-store';
import { createSandboxRail } from '../../api/rails/sandbox';
import { readAchFile } from '../../domain/nacha';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
const biz: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApi();
  for (const b of await t.db.select().from(businesses)) biz[b.name] = b.id;
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type CrashPoint = 'afterClaim' | 'afterProcessing' | 'afterSubmit';
type Command =
  | { op: 'create'; business: 'Bayside Auto Care' | 'Northwind Supply Co.'; key: number; copies: number; amount: number; account: string }
  | { op: 'cycle'; workers: number; minutes: number; outage: boolean; crash: CrashPoint | null };

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('create' as const),
    business: fc.constantFrom('Bayside Auto Care' as const, 'Northwind Supply Co.' as const),
    key: fc.integer({ min: 0, max: 4 }),
    copies: fc.integer({ min: 1, max: 3 }),
    amount: fc.integer({ min: 1, max: 5_000_000 }),
    account: fc.constantFrom('5561200934', '000000000001', '000000000003', '000000000004'),
  }),
  fc.record({
    op: fc.constant('cycle' as const),
    workers: fc.integer({ min: 1, max: 3 }),
    minutes: fc.integer({ min: 0, max: 600 }),
    outage: fc.boolean(),
    crash: fc.constantFrom(null, 'afterClaim' as const, 'afterProcessing' as const, 'afterSubmit' as const),
  }),
);

/** Counterexamples found so far, replayed first on every run. */
const COUNTEREXAMPLES: Command[][] = [
  // A counterexample this property found, seed -1650426891: a settled submission, crashes before it is recorded, then an outage for the rest
  // of the retries; the payment was marked error / notSubmitted although the rail had paid it.
  [
    { op: 'create', business: 'Bayside Auto Care', key: 0, copies: 1, amount: 1, account: '5561200934' },
    { op: 'cycle', workers: 1, minutes: 600, outage: false, crash: 'afterSubmit' },
    { op: 'cycle', workers: 1, minutes: 6, outage: false, crash: 'afterSubmit' },
    { op: 'cycle', workers: 1, minutes: 6, outage: false, crash: 'afterSubmit' },
    { op: 'create', business: 'Bayside Auto Care', key: 2, copies: 1, amount: 1, account: '5561200934' },
    { op: 'cycle', workers: 1, minutes: 6, outage: true, crash: null },
    { op: 'cycle', workers: 1, minutes: 6, outage: true, crash: 'afterSubmit' },
  ],
];

/** CI: a fixed seed and run count (deterministic). PROPERTY_SEED / PROPERTY_RUNS explore (scripts/test-property.mjs). */
const SEED = process.env.PROPERTY_SEED ? Number(process.env.PROPERTY_SEED) : 20_261_124;
const RUNS = process.env.PROPERTY_RUNS ? Number(process.env.PROPERTY_RUNS) : 25;

let run = 0;

describe('never pays twice', () => {
  it('holds for concurrent workers, retries, crashes and repeated requests', async () => {
    const owner = (await t.db.select().from(users).where(eq(users.email, 'owner@northwind.test')))[0];
    const scope = await loadBusinessScope(t.db, owner);
    const key = t.config.encryptionKey;
    let now = new Date('2026-11-23T15:30:00Z').getTime();

    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const prefix = `prop-${++run}-`;
        for (const c of commands) {
          if (c.op === 'create') {
            const attempts = Array.from({ length: c.copies }, () =>
              createPayment(
                t.db,
                key,
                {
                  businessId: biz[c.business],
                  kind: 'vendor',
                  amount: c.amount,
                  idempotencyKey: `${prefix}${c.key}`,
                  destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: c.account, accountHolderName: 'Receiver', accountType: 'checking' },
                  createdByUserId: null,
                },
                new Date(now),
              ),
            );
            const settled = await Promise.allSettled(attempts);
            const made = settled.filter((s) => s.status === 'fulfilled');
            expect(made.length).toBeLessThanOrEqual(1);
            for (const m of made) {
              const p = (m as PromiseFulfilledResult<typeof payments.$inferSelect>).value;
              if (p.status === 'pendingApproval') await approvePayments(t.db, owner, scope, [p.id], new Date(now));
            }
          } else {
            now += c.minutes * 60_000;
            const sandbox = createSandboxRail({ SANDBOX_RAIL_OUTAGE: c.outage ? '1' : undefined });
            const workers = Array.from({ length: c.workers }, (_, i) => {
              let crashed = false;
              return runProcessingCycle(t.db, {
                at: new Date(now),
                encryptionKey: key,
                sandbox,
                workerId: `${prefix}w${i}`,
                crashPoint: (point) => {
                  if (!crashed && point === c.crash && i === 0) {
                    crashed = true;
                    throw new SimulatedCrash(point);
                  }
                },
              });
            });
            await Promise.allSettled(workers);
          }
        }

        // Drain: the rail is back, nobody crashes; stale locks expire, every job finishes and filed entries settle.
        const rows0 = await t.db.select({ id: payments.id }).from(payments).where(like(payments.idempotencyKey, `${prefix}%`));
        // Weekends and holidays can push a due time four days out: step three hours at a time until all is done.
        for (let i = 0; i < 60 && rows0.length; i++) {
          const open = await t.db
            .select({ id: jobs.id })
            .from(jobs)
            .where(and(inArray(jobs.paymentId, rows0.map((r) => r.id)), inArray(jobs.status, ['queued', 'running'])));
          const unsettled = await t.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(inArray(payments.id, rows0.map((r) => r.id)), eq(payments.status, 'processing')));
          if (!open.length && !unsettled.length) break;
          now += 3 * 60 * 60_000;
          await runProcessingCycle(t.db, { at: new Date(now), encryptionKey: key, sandbox: createSandboxRail({}) });
        }
        const rows = await t.db.select().from(payments).where(like(payments.idempotencyKey, `${prefix}%`));
        const keys = rows.map((r) => `${r.businessId}|${r.idempotencyKey}`);
        expect(new Set(keys).size).toBe(keys.length);
        if (!rows.length) return;
        const ids = rows.map((r) => r.id);
        const subs = await t.db.select().from(railSubmissions).where(inArray(railSubmissions.paymentId, ids));
        const details = await t.db.select().from(paymentStatusDetails).where(inArray(paymentStatusDetails.paymentId, ids));
        const openJobs = await t.db.select().from(jobs).where(inArray(jobs.paymentId, ids));
        expect(openJobs.filter((j) => j.status === 'queued' || j.status === 'running')).toEqual([]);
        const files = await t.db.select().from(achFiles);
        const filedIds = new Map<string, number>();
        for (const f of files) {
          const read = readAchFile(openAchFile(f.content, t.config.encryptionKey));
          expect(read.problems).toEqual([]);
          for (const b of read.batches) for (const e of b.entries) filedIds.set(e.identificationNumber, (filedIds.get(e.identificationNumber) ?? 0) + 1);
        }
        for (const p of rows) {
          expect(['success', 'error']).toContain(p.status);
          const mineDetails = details.filter((d) => d.paymentId === p.id);
          expect(mineDetails.filter((d) => d.status === 'success' || d.status === 'error')).toHaveLength(1);
          expect(mineDetails.filter((d) => d.status === 'processing')).toHaveLength(1);
          const mineSubs = subs.filter((s) => s.paymentId === p.id);
          expect(mineSubs.length).toBeLessThanOrEqual(1);
          const filed = filedIds.get(p.purchaseId.slice(0, 15)) ?? 0;
          if (p.rail === 'nacha') {
            expect(p.status).toBe('success');
            expect(filed).toBe(1);
          } else {
            expect(filed).toBe(0);
            if (p.status === 'success') expect(mineSubs[0]?.outcome).toBe('settled');
            else if (p.returnCode) expect(mineSubs[0]).toMatchObject({ outcome: 'returned', code: p.returnCode });
            else expect(mineSubs).toHaveLength(0); // gave up during an outage: no money moved
          }
        }
      }),
      { numRuns: RUNS, seed: SEED, examples: COUNTEREXAMPLES.map((c) => [c] as [Command[]]) },
    );
  }, Math.max(120_000, RUNS * 10_000));
});
