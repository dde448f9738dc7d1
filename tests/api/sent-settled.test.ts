/**
 * Lists, details and exports show "Sent" and "Settled" with their dates. A NACHA entry is sent when its
 * file is written and settled on its settlement date (not at file time); the sandbox rail settles at once.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achEntries, businesses } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createPayment } from '../../api/modules/payments/service';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { reportsGraphql } from './graphql/reports';

let t: TestApi;
let admin = '';
const biz: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  admin = (await t.tokensFor('admin@payloft.test')).accessToken;
  for (const b of await t.db.select().from(businesses)) biz[b.name] = b.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let keys = 0;
const pay = (business: string) =>
  createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: biz[business],
      kind: 'vendor',
      amount: 30_000 + ++keys,
      idempotencyKey: `sent-settled-${keys}`,
      skipApproval: true,
      destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
      createdByUserId: null,
    },
    new Date('2026-11-23T15:30:00Z'),
  );
const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, workerId: 'w' });
const view = async (id: string) =>
  (await t.gql(coreGraphql(`query SentSettledPaymentTransferTransaction($id: ID!) { paymentTransferTransaction(id: $id) { status sentAt settledAt settlementDate } }`), { id }, { token: admin })).data!.paymentTransferTransaction!;
const listed = async (purchaseId: string) =>
  (await t.gql(reportsGraphql(`query SentSettledPaymentTransferTransactions($f: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $f, limit: 5) { edges { node { sentAt settledAt } } } }`), { f: { purchaseId } }, { token: admin })).data!
    .paymentTransferTransactions.edges[0].node;

describe('Sent and Settled', () => {
  it('a NACHA entry is sent when filed and settled on its settlement date', async () => {
    const p = await pay('Northwind Supply Co.');
    expect(await view(p.id)).toMatchObject({ sentAt: null, settledAt: null, settlementDate: null });
    await cycle(p.dueAt);
    const [entry] = await t.db.select().from(achEntries).where(eq(achEntries.paymentId, p.id));
    const filed = await view(p.id);
    expect(filed).toMatchObject({ status: 'processing', sentAt: entry.sentAt.toISOString(), settledAt: null, settlementDate: entry.settlementDate });
    expect(await listed(p.purchaseId)).toEqual({ sentAt: entry.sentAt.toISOString(), settledAt: null });
    await cycle(new Date(`${entry.settlementDate}T15:00:00Z`));
    const settled = await view(p.id);
    expect(settled.status).toBe('success');
    expect(settled.settledAt).not.toBeNull();
    expect(settled.settledAt!.slice(0, 10) >= entry.settlementDate).toBe(true);
    expect((await listed(p.purchaseId)).settledAt).toBe(settled.settledAt);
  });

  it('a sandbox rail payment is sent and settled in the same cycle', async () => {
    const p = await pay('Bayside Auto Care');
    await cycle(p.dueAt);
    const v = await view(p.id);
    expect(v.status).toBe('success');
    expect(v.sentAt).not.toBeNull();
    expect(v.settledAt).not.toBeNull();
    expect(v.settlementDate).toBeNull();
  });
});
