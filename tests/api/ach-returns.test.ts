/**
 * ACH returns and notifications of change: a return file marks exactly its payments, a second read
 * changes nothing, an unknown trace is kept as unmatched, a NOC corrects the vendor's account and the next file
 * carries the corrected number; the inbox folder reads each file once.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achEntries, achFiles, achReturnEntries, bankAccounts, businesses, outboxMessages, paymentStatusDetails, payments, reviewItems, users, vendors } from '../../api/db/schema';
import { decryptSecret, encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { ingestAchReturnFile } from '../../api/modules/ach-returns/service';
import { loadBusinessScope } from '../../api/graphql/access';
import { approvePayments, createPayment } from '../../api/modules/payments';
import { openAchFile } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { readAchFile, writeAchFile } from '../../domain/nacha';
import { startTestApi, type TestApi } from './harness';

let t: TestApi;
let northwind: string;
let acme: string;
beforeAll(async () => {
  t = await startTestApi();
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
  acme = (await t.db.select().from(vendors).where(and(eq(vendors.name, 'Acme Paper'), eq(vendors.businessId, northwind))))[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

let keys = 0;
const CREATED = new Date('2026-11-23T15:30:00Z');
const pay = (accountNumber: string, vendorId: string | null = null) =>
  createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: northwind,
      kind: 'vendor',
      amount: 10_000 + ++keys,
      vendorId,
      idempotencyKey: `ret-${keys}`,
      skipApproval: true,
      destination: { bankName: 'Test', routingNumber: '122000247', accountNumber, accountHolderName: 'Acme Paper', accountType: 'checking' },
      createdByUserId: null,
    },
    CREATED,
  );
const cycle = (at: Date, returnsInbox?: string) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, workerId: 'w', returnsInbox });
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const NORTHWIND_TEAM = ['employee@northwind.test', 'owner@northwind.test', 'secure@northwind.test'];
const RETURNED_AT = new Date('2026-11-24T14:00:00Z');
/** Every e-mail in the outbox about this payment (by its purchase or transaction id) since its return, sorted by recipient. */
const mailAbout = async (p: { purchaseId: string; paymentTransactionId: string }) =>
  (await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.channel, 'email'), gte(outboxMessages.createdAt, RETURNED_AT))))
    .filter((m) => [m.subject, m.body].some((text) => text.includes(p.purchaseId) || text.includes(p.paymentTransactionId)))
    .map((m) => ({ recipient: m.recipient, subject: m.subject }))
    .sort((a, b) => a.recipient.localeCompare(b.recipient));
const ingest = (content: string) => ingestAchReturnFile(t.db, t.config.encryptionKey, { fileName: 'returns.ach', content, source: 'upload', originatingAccountId: null }, RETURNED_AT);

describe('ACH returns and notifications of change', () => {
  let returned: string;
  let corrected: string;
  let bankFile: string;
  let pending: string;

  it('a return file marks exactly its payments, keeps an unknown trace as unmatched, and tells the business', async () => {
    // Acme's stored account (routing and number) is the one the sandbox bank corrects (C01 to 5561200934).
    await t.db.update(bankAccounts).set({ routingNumber: '122000247', accountNumberEncrypted: encryptSecret('000000000098', t.config.encryptionKey), last4: '0098' }).where(eq(bankAccounts.vendorId, acme));
    const r01 = await pay('000000000001');
    const noc = await pay('000000000098', acme);
    const fine = await pay('5561200934');
    returned = r01.id;
    corrected = noc.id;
    await cycle(new Date(Math.max(r01.dueAt.getTime(), noc.dueAt.getTime(), fine.dueAt.getTime())));
    // A payment to Acme with the old number, created after that file and not yet sent.
    pending = (await pay('000000000098', acme)).id;
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, (await row(r01.id)).achFileId!));
    const response = sandboxBankResponse(openAchFile(file.content, t.config.encryptionKey), new Date('2026-11-24T14:00:00Z'))!;
    // Add an entry that matches nothing we sent.
    const read = readAchFile(response);
    expect(read.problems).toEqual([]);
    const r01Entry = read.batches[0].entries.find((e) => e.returnAddenda?.type === '99')!;
    const stray = { ...r01Entry, returnAddenda: { ...r01Entry.returnAddenda!, originalTraceNumber: '999999990000001' } };
    bankFile = writeAchFile({
      immediateDestination: read.immediateDestination,
      immediateDestinationName: 'PAYLOFT',
      immediateOrigin: read.immediateDestination,
      immediateOriginName: 'SANDBOX BANK',
      createdAt: new Date('2026-11-24T14:00:00Z'),
      fileIdModifier: 'R',
      batches: [{ companyName: 'SANDBOX BANK', companyIdentification: '1000000000', secCode: 'CCD', companyEntryDescription: 'RETURNS', effectiveEntryDate: '2026-11-24', odfiRoutingNumber: read.immediateDestination, entries: [...read.batches.flatMap((b) => b.entries), stray] }],
    });
    const result = await ingest(bankFile);
    expect(result).toMatchObject({ duplicate: false, applied: 2, unmatched: 1, ignored: 0, problems: [] });
    const r = await row(r01.id);
    expect(r).toMatchObject({ status: 'error', returnCode: 'R01', paymentBankStatus: 'returned' });
    expect(r.paymentErrorMessage).toBe('R01 Insufficient funds: the account did not have enough money to cover the payment.');
    expect((await row(fine.id)).status).toBe('processing');
    const unmatched = await t.db.select().from(achReturnEntries).where(eq(achReturnEntries.status, 'unmatched'));
    expect(unmatched).toMatchObject([{ originalTraceNumber: '999999990000001', code: 'R01' }]);
    expect(await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'unmatchedAchReturn'))).toHaveLength(1);
    // Once per audience: Northwind's team (its e-mail flag is on) hears of the return once each, with the reason,
    // in the list's word for it: returned (the bank sent it back before it settled), not failed.
    expect(await mailAbout(r)).toEqual(NORTHWIND_TEAM.map((recipient) => ({ recipient, subject: 'Payment of $100.01 to Acme Paper was returned' })));
    const [toOwner] = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, 'owner@northwind.test'), gte(outboxMessages.createdAt, RETURNED_AT)));
    expect(toOwner.body).toContain(`Reason: ${r.paymentErrorMessage}`);
  });

  it('the same return read again, from the same file or another one carrying it, e-mails no one', async () => {
    const r = await row(returned);
    expect(await ingest(bankFile)).toMatchObject({ duplicate: true });
    // The bank sends the return again in a new file (another header time, so another hash).
    const again = readAchFile(bankFile);
    const resent = writeAchFile({
      immediateDestination: again.immediateDestination,
      immediateDestinationName: 'PAYLOFT',
      immediateOrigin: again.immediateDestination,
      immediateOriginName: 'SANDBOX BANK',
      createdAt: new Date('2026-11-25T14:00:00Z'),
      fileIdModifier: 'S',
      batches: [
        {
          companyName: 'SANDBOX BANK',
          companyIdentification: '1000000000',
          secCode: 'CCD',
          companyEntryDescription: 'RETURNS',
          effectiveEntryDate: '2026-11-25',
          odfiRoutingNumber: again.immediateDestination,
          entries: again.batches[0].entries.filter((e) => e.returnAddenda?.type === '99' && e.returnAddenda.originalTraceNumber !== '999999990000001'),
        },
      ],
    });
    expect(await ingest(resent)).toMatchObject({ duplicate: false, applied: 0, ignored: 1 });
    expect(await mailAbout(r)).toHaveLength(NORTHWIND_TEAM.length);
  });

  it('a second read of the same file changes nothing', async () => {
    const before = await t.db.select().from(paymentStatusDetails).where(inArray(paymentStatusDetails.paymentId, [returned, corrected]));
    expect(await ingest(bankFile)).toMatchObject({ duplicate: true, applied: 0, unmatched: 0 });
    const after = await t.db.select().from(paymentStatusDetails).where(inArray(paymentStatusDetails.paymentId, [returned, corrected]));
    expect(after).toHaveLength(before.length);
  });

  it("a NOC corrects the vendor's account, says so on the payment, and the next file carries the corrected number", async () => {
    const [account] = await t.db.select().from(bankAccounts).where(and(eq(bankAccounts.vendorId, acme), eq(bankAccounts.status, 'active')));
    expect(decryptSecret(account.accountNumberEncrypted, t.config.encryptionKey)).toBe('5561200934');
    const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, corrected));
    expect(history.at(-1)).toMatchObject({ code: 'C01', description: expect.stringContaining('account number corrected to ••••0934') });
    // The payment created before the NOC with the old number, not yet sent, is written with the corrected one, once
    // a person approves it (a change of where a vendor is paid holds its payments, decision 029).
    expect(await row(pending)).toMatchObject({ status: 'pendingApproval' });
    const [owner] = await t.db.select().from(users).where(eq(users.email, 'owner@northwind.test'));
    await approvePayments(t.db, owner, await loadBusinessScope(t.db, owner), [pending], RETURNED_AT);
    const next = await row(pending);
    await cycle(new Date(next.dueAt.getTime() + 24 * 60 * 60_000));
    const sent = await row(next.id);
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, sent.achFileId!));
    const [entry] = await t.db.select().from(achEntries).where(eq(achEntries.paymentId, next.id));
    const written = readAchFile(openAchFile(file.content, t.config.encryptionKey)).batches.flatMap((b) => b.entries).find((e) => e.traceNumber === entry.traceNumber)!;
    expect(written.accountNumber).toBe('5561200934');
  });

  it('a return after settlement moves the payment from success to returned; the inbox reads each file once', async () => {
    const p = await pay('000000000004');
    await cycle(p.dueAt);
    const [entry] = await t.db.select().from(achEntries).where(eq(achEntries.paymentId, p.id));
    await cycle(new Date(`${entry.settlementDate}T15:00:00Z`));
    expect((await row(p.id)).status).toBe('success');
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, entry.achFileId));
    const dir = await mkdtemp(join(tmpdir(), 'payloft-returns-'));
    await writeFile(join(dir, 'bank-returns-1.ach'), sandboxBankResponse(openAchFile(file.content, t.config.encryptionKey), new Date(`${entry.settlementDate}T16:00:00Z`))!);
    const first = await cycle(new Date(`${entry.settlementDate}T17:00:00Z`), dir);
    expect(first.returnFiles).toBe(1);
    const done = await row(p.id);
    expect(done).toMatchObject({ status: 'returned', returnCode: 'R04' });
    const again = await cycle(new Date(`${entry.settlementDate}T18:00:00Z`), dir);
    expect(again.returnFiles).toBe(0);
    const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, p.id));
    expect(history.filter((h) => h.status === 'returned')).toHaveLength(1);
  });
});
