/**
 * The administrator's "Run processing now" (decision 086): its report counts every payment a cycle paid (ACH entries
 * reaching their settlement date included), every run is audited, and staging and prod refuse it whoever asks.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, vendors } from '../../api/db/schema';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';

const CREATE = coreGraphql(`mutation ProcessingByHandCreate($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id } }`);
const APPROVE = coreGraphql(`mutation ProcessingByHandApprove($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`);
const RUN = coreGraphql(`mutation ProcessingByHandRun($at: String) { runProcessingCycle(at: $at) { at achFiles filedPayments succeeded failed retried settled awaitingConfirmation } }`);

let t: TestApi;
let admin: string;
let owner: string;
beforeAll(async () => {
  t = await startTestApi();
  admin = (await t.tokensFor(DEMO_USERS.admin.email)).accessToken;
  owner = (await t.tokensFor(DEMO_USERS.northwindOwner.email)).accessToken;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

describe('runProcessingCycle', () => {
  it('counts the filed payments it settles as succeeded, and audits each run with its counts', async () => {
    const [acme] = await t.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
    const ids: string[] = [];
    for (const amount of [10_101, 20_202, 30_303]) {
      const made = await t.gql(CREATE, { input: { vendorId: acme.id, amount, description: `By hand ${amount}`, idempotencyKey: `by-hand-${amount}` } }, { token: owner });
      expect(made.errors).toBeUndefined();
      ids.push(made.data!.createVendorPayment.id);
    }
    expect((await t.gql(APPROVE, { ids }, { token: owner })).data!.approvePayments.skippedIds).toEqual([]);
    // Wednesday's cutoff files them (Northwind's bank takes files); Friday they have reached their settlement date.
    const filed = (await t.gql(RUN, { at: '2026-11-25T15:30:00Z' }, { token: admin })).data!.runProcessingCycle;
    expect(filed.filedPayments).toBeGreaterThanOrEqual(3);
    const settled = await t.gql(RUN, { at: '2026-11-27T18:00:00Z' }, { token: admin });
    expect(settled.errors).toBeUndefined();
    const report = settled.data!.runProcessingCycle;
    expect(report.settled).toBeGreaterThanOrEqual(3);
    expect(report.succeeded, 'a settled entry is a payment paid').toBeGreaterThanOrEqual(report.settled);

    const runs = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'processingCycleRun'), eq(auditLog.outcome, 'success')));
    expect(runs.map((r) => r.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ asOf: '2026-11-27T18:00:00.000Z', succeeded: report.succeeded, settled: report.settled })]),
    );
  });

  it('refuses anyone but the administrator, and an as-of time that is not one', async () => {
    expect(codeOf(await t.gql(RUN, {}, { token: owner }))).toBe(ErrorCodes.forbidden);
    const wrong = await t.gql(RUN, { at: 'tomorrow' }, { token: admin });
    expect(wrong.errors?.[0].message).toBe(Messages.processingAsOfInvalid);
  });
});

describe('runProcessingCycle outside local, dev and demo', { timeout: 300_000 }, () => {
  for (const appEnv of ['staging', 'prod'] as const) {
    it(`is refused in ${appEnv}, even to the administrator`, async () => {
      const s = await startTestApi({ config: { appEnv } });
      try {
        const token = (await s.tokensFor(DEMO_USERS.admin.email)).accessToken;
        expect(codeOf(await s.gql(RUN, {}, { token }))).toBe(ErrorCodes.forbidden);
        expect(await s.db.select().from(auditLog).where(eq(auditLog.action, 'processingCycleRun'))).toEqual([]);
      } finally {
        await s.close();
      }
    });
  }
});
