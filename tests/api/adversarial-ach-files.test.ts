/**
 * Adversarial suite for the bank's files: the place for every attack through a return or
 * notification-of-change file. Each file here is built the way a bank writes one (NACHA return and COR entries),
 * and each test fails on code without the defence it names: a return landing on another payment because trace numbers
 * restarted each day, a file from another bank believed, a CRLF file refused, a NOC replayed with one byte changed,
 * a return that matches nothing guessed, a NOC rewriting the wrong vendor's account. Consumers' account checks on the
 * file rail (decision 055) are attacked here too: a prenote never filed, filed twice, or answered by a return it was
 * not about.
 */
import { REVIEW_ITEM_LABELS } from '../../domain/failures';
import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountValidations, achEntries, achFileDeliveries, achFiles, achReturnFiles, achTraceSequences, auditLog, bankAccounts, businesses, consumerDebitSettings, consumers, originatingAccounts, outboxMessages, paymentStatusDetails, payments, reviewItems, vendors } from '../../api/db/schema';
import { SimulatedCrash } from '../../api/db/queue';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { decryptSecret, encryptSecret } from '../../api/lib/crypto';
import { ingestAchReturnFile } from '../../api/modules/ach-returns/service';
import { createPayment } from '../../api/modules/payments/service';
import { openAchFile, sealStoredAchFiles } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { returnReason } from '../../domain/ach-returns';
import { Messages } from '../../domain/messages';
import { MAX_TRACE_SEQUENCE, readAchFile, writeAchFile, type AchEntry, type ReturnAddenda } from '../../domain/nacha';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';

let t: TestApi;
let admin = '';
let northwind = '';
const vendorIds: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApi();
  admin = (await t.tokensFor('admin@payloft.test')).accessToken;
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
  for (const v of await t.db.select().from(vendors).where(eq(vendors.businessId, northwind))) vendorIds[v.name] = v.id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Northwind's files go to JPMorgan Chase (its originating account's bank and ODFI, api/seed/payments.ts). */
const OUR_BANK = '071000013';
const OTHER_BANK = '026009593';
/** First Community Bank's routing number: a bank Northwind sends no files to. */
const FIRST_COMMUNITY = '091000019';
const PAYEES = {
  'Acme Paper': { routingNumber: '071000013', accountNumber: '739104552018' },
  'Delta Packaging': { routingNumber: '084000026', accountNumber: '2200415598' },
} as const;
type Payee = keyof typeof PAYEES;

let keys = 0;
const pay = (payee: Payee, amount: number, at: Date, accountNumber: string = PAYEES[payee].accountNumber) =>
  createPayment(
    t.db,
    t.config.encryptionKey,
    {
      businessId: northwind,
      kind: 'vendor',
      amount,
      vendorId: vendorIds[payee],
      idempotencyKey: `adv-ach-${++keys}`,
      skipApproval: true,
      destination: { bankName: 'Bank', routingNumber: PAYEES[payee].routingNumber, accountNumber, accountHolderName: payee, accountType: 'checking' },
      createdByUserId: null,
    },
    at,
  );
const cycle = (at: Date) => runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, workerId: 'adv' });
const row = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

/** What the bank received for a payment we filed: its trace number and the entry's fields. */
async function sentEntry(paymentId: string) {
  const [e] = await t.db.select({ trace: achEntries.traceNumber }).from(achEntries).where(eq(achEntries.paymentId, paymentId));
  const p = await row(paymentId);
  return {
    traceNumber: e.trace,
    amountCents: p.amount,
    accountNumber: decryptSecret(p.destinationAccountEncrypted, t.config.encryptionKey),
    identificationNumber: p.purchaseId.slice(0, 15).toUpperCase(),
    receiverName: p.destinationAccountHolderName,
    rdfiRoutingNumber: p.destinationRoutingNumber,
  };
}
type Sent = Awaited<ReturnType<typeof sentEntry>>;

/** Files a payment of `payee` created at `at` and returns what was sent. */
async function filed(payee: Payee, amount: number, at: Date) {
  const p = await pay(payee, amount, at);
  await cycle(p.dueAt);
  return { payment: p, sent: await sentEntry(p.id) };
}

/** The bank's entry answering ours: addressed back to our ODFI, with the original fields and the return / NOC addenda. */
function answer(sent: Sent, addenda: Pick<ReturnAddenda, 'type' | 'code' | 'information'>, over: Partial<AchEntry> = {}): AchEntry {
  return {
    transactionCode: '21',
    rdfiRoutingNumber: OUR_BANK,
    accountNumber: sent.accountNumber,
    amountCents: addenda.type === '99' ? sent.amountCents : 0,
    identificationNumber: sent.identificationNumber,
    receiverName: sent.receiverName,
    returnAddenda: { ...addenda, originalTraceNumber: sent.traceNumber, originalRdfi: sent.rdfiRoutingNumber.slice(0, 8) },
    ...over,
  };
}

/** A return (CCD) or NOC (COR) file as our bank forwards it; `bank` names the bank in its header. */
function bankFile(entries: AchEntry[], options: { bank?: string; origin?: string; modifier?: string; cor?: boolean } = {}) {
  const bank = options.bank ?? OUR_BANK;
  return writeAchFile({
    immediateDestination: bank,
    immediateDestinationName: 'JPMORGAN CHASE',
    immediateOrigin: options.origin ?? bank,
    immediateOriginName: 'JPMORGAN CHASE',
    createdAt: RECEIVED,
    fileIdModifier: options.modifier ?? 'R',
    batches: [
      {
        companyName: 'NORTHWIND SUPPLY',
        companyIdentification: '1872043196',
        // 'COR' is NACHA's code for notifications of change (typed here as a string the writer copies).
        secCode: (options.cor ? 'COR' : 'CCD') as 'CCD',
        companyEntryDescription: 'PAYMENT',
        effectiveEntryDate: RECEIVED.toISOString().slice(0, 10),
        // The receiving bank that returns the entries originates this batch.
        odfiRoutingNumber: Object.values(PAYEES).find((p) => p.routingNumber.startsWith(entries[0].returnAddenda!.originalRdfi))!.routingNumber,
        entries,
      },
    ],
  });
}

const RECEIVED = new Date('2026-12-02T15:00:00Z');
let uploads = 0;
/** Reads a bank file as one about `account` (an originating account's id), or, by default, as the inbox reads it: about no one account. */
const ingest = (content: string, account: string | null = null) =>
  ingestAchReturnFile(t.db, t.config.encryptionKey, { fileName: `bank-${++uploads}.ach`, content, source: 'upload', originatingAccountId: account }, RECEIVED);
const FAILURES = coreGraphql(`query AdversarialAchFilesFailures($filter: FailureFilter) { failures(filter: $filter, limit: 100) { edges { node { kind subject reason paymentId } } } }`);
const heldOnErrorsPage = async () =>
  ((await t.gql(FAILURES, { filter: { kind: 'review' } }, { token: admin })).data!.failures.edges as { node: { subject: string; reason: string; paymentId: string | null } }[])
    .map((e) => e.node)
    .filter((n) => n.subject === REVIEW_ITEM_LABELS.unmatchedAchReturn);
const accountOf = async (payee: Payee) => {
  const [a] = await t.db.select().from(bankAccounts).where(and(eq(bankAccounts.vendorId, vendorIds[payee]), eq(bankAccounts.status, 'active')));
  return { routingNumber: a.routingNumber, accountNumber: decryptSecret(a.accountNumberEncrypted, t.config.encryptionKey) };
};

describe('a return lands only on the payment it is about', () => {
  let delta: Awaited<ReturnType<typeof filed>>;

  it('trace numbers do not restart with the file day', async () => {
    delta = await filed('Delta Packaging', 43_210, new Date('2026-11-09T14:00:00Z'));
    const next = await filed('Delta Packaging', 43_211, new Date('2026-11-10T14:00:00Z'));
    expect(next.sent.traceNumber.slice(0, 8)).toBe(delta.sent.traceNumber.slice(0, 8));
    expect(Number(next.sent.traceNumber.slice(8))).toBeGreaterThan(Number(delta.sent.traceNumber.slice(8)));
    // No trace number was ever given twice, across every file and day written so far.
    const traces = (await t.db.select({ trace: achEntries.traceNumber }).from(achEntries)).map((e) => e.trace);
    expect(new Set(traces).size).toBe(traces.length);
  });

  it("Delta's R03 carrying a trace number Acme's later entry shares is applied to Delta, never to Acme", async () => {
    // If every file day restarted at 1, Acme's entry of 11-27 would have Delta's trace of 11-09. Trace
    // numbers also come back after ten million entries, and entries sent before the fix keep theirs: give Acme's
    // entry Delta's trace.
    const acme = await filed('Acme Paper', 43_210, new Date('2026-11-27T14:00:00Z'));
    await t.db.update(achEntries).set({ traceNumber: delta.sent.traceNumber }).where(eq(achEntries.paymentId, acme.payment.id));
    const result = await ingest(bankFile([answer(delta.sent, { type: '99', code: 'R03' })]));
    expect(result).toMatchObject({ applied: 1, unmatched: 0, problems: [] });
    expect(await row(delta.payment.id)).toMatchObject({ returnCode: 'R03', paymentBankStatus: 'returned' });
    const a = await row(acme.payment.id);
    expect(a.returnCode).toBeNull();
    expect(['processing', 'success']).toContain(a.status);
  });

  it('a return that matches nothing we sent is held for a person on the Errors page, never guessed', async () => {
    const { payment, sent } = await filed('Acme Paper', 51_000, new Date('2026-11-30T14:00:00Z'));
    // Right trace number, another amount and account: not our entry.
    const result = await ingest(bankFile([answer(sent, { type: '99', code: 'R01' }, { amountCents: 99_000, accountNumber: '1234567890' })]));
    expect(result).toMatchObject({ applied: 0, unmatched: 1 });
    expect((await row(payment.id)).returnCode).toBeNull();
    const held = (await heldOnErrorsPage()).filter((n) => n.reason.includes(sent.traceNumber));
    expect(held).toEqual([expect.objectContaining({ reason: expect.stringContaining(`The entry sent with trace number ${sent.traceNumber} had another amount, account number`) })]);
  });
  it('a return that matches more than one entry we sent is held, never given to the newest', async () => {
    const first = await filed('Acme Paper', 50_500, new Date('2026-11-30T14:00:00Z'));
    const second = await filed('Acme Paper', 50_500, new Date('2026-12-01T14:00:00Z'));
    // Two entries alike in everything a return carries (only possible by a repeated trace and a reused ID).
    await t.db.update(achEntries).set({ traceNumber: first.sent.traceNumber, individualId: first.sent.identificationNumber }).where(eq(achEntries.paymentId, second.payment.id));
    expect(await ingest(bankFile([answer(first.sent, { type: '99', code: 'R01' })]))).toMatchObject({ applied: 0, unmatched: 1 });
    for (const p of [first.payment, second.payment]) expect((await row(p.id)).returnCode).toBeNull();
    expect((await heldOnErrorsPage()).some((n) => n.reason.includes(`2 entries sent with trace number ${first.sent.traceNumber} match its details`))).toBe(true);
  });
});

describe('a file speaks only for the bank it comes from', () => {
  it('a return file whose header names another bank is held, with the reason', async () => {
    const { payment, sent } = await filed('Acme Paper', 52_000, new Date('2026-11-30T14:00:00Z'));
    const result = await ingest(bankFile([answer(sent, { type: '99', code: 'R01' })], { bank: OTHER_BANK }));
    expect(result).toMatchObject({ applied: 0, unmatched: 1 });
    expect((await row(payment.id)).returnCode).toBeNull();
    const held = (await heldOnErrorsPage()).filter((n) => n.paymentId === payment.id);
    expect(held).toEqual([expect.objectContaining({ reason: expect.stringContaining(`The file comes from ${OTHER_BANK}, but the entry with trace number ${sent.traceNumber} was sent through JPMorgan Chase (${OUR_BANK})`) })]);
  });

  it('a return sent by another bank is held though its header names ours as the destination', async () => {
    const { payment, sent } = await filed('Acme Paper', 52_500, new Date('2026-11-30T14:00:00Z'));
    // First Community Bank sends it: the sender is the header's immediate origin, whatever the destination says.
    const result = await ingest(bankFile([answer(sent, { type: '99', code: 'R01' })], { origin: FIRST_COMMUNITY }));
    expect(result).toMatchObject({ applied: 0, unmatched: 1 });
    expect((await row(payment.id)).returnCode).toBeNull();
    const held = (await heldOnErrorsPage()).filter((n) => n.paymentId === payment.id);
    expect(held).toEqual([expect.objectContaining({ reason: expect.stringContaining(Messages.achReturnOtherBank(sent.traceNumber, FIRST_COMMUNITY, `JPMorgan Chase (${OUR_BANK})`)) })]);
  });

  it("a file about one originating account returns none of another account's payments, even from the same bank: they are held", async () => {
    const [operating] = await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account'));
    const [payroll] = await t.db
      .insert(originatingAccounts)
      .values({ name: 'Payroll account', odfiRoutingNumber: operating.odfiRoutingNumber, companyId: '1999999999', companyName: 'PAYROLL', immediateDestination: operating.immediateDestination, immediateDestinationName: operating.immediateDestinationName })
      .returning();
    const { payment, sent } = await filed('Acme Paper', 54_500, new Date('2026-11-30T14:00:00Z'));
    const file = bankFile([answer(sent, { type: '99', code: 'R01' })], { modifier: 'P' });
    const result = await ingest(file, payroll.id);
    expect(result).toMatchObject({ applied: 0, unmatched: 1 });
    expect((await row(payment.id)).returnCode).toBeNull();
    const held = (await heldOnErrorsPage()).filter((n) => n.paymentId === payment.id);
    expect(held).toEqual([expect.objectContaining({ reason: expect.stringContaining(Messages.achReturnOtherAccount(sent.traceNumber, 'Payroll account', 'Operating account')) })]);
    // The same return in a file about the account it was sent through is applied.
    expect(await ingest(bankFile([answer(sent, { type: '99', code: 'R01' })], { modifier: 'Q' }), operating.id)).toMatchObject({ applied: 1, unmatched: 0 });
    expect((await row(payment.id)).returnCode).toBe('R01');
  });

  it('a return addressed to another originating bank is held too', async () => {
    const { payment, sent } = await filed('Acme Paper', 53_000, new Date('2026-11-30T14:00:00Z'));
    const result = await ingest(bankFile([answer(sent, { type: '99', code: 'R01' }, { rdfiRoutingNumber: OTHER_BANK })]));
    expect(result).toMatchObject({ applied: 0, unmatched: 1 });
    expect((await row(payment.id)).returnCode).toBeNull();
  });
});

describe('files as banks send them', () => {
  it('a return file with CRLF line ends is read and applied', async () => {
    const { payment, sent } = await filed('Acme Paper', 54_000, new Date('2026-11-30T14:00:00Z'));
    const crlf = bankFile([answer(sent, { type: '99', code: 'R01' })]).replace(/\n/g, '\r\n');
    expect(await ingest(crlf)).toMatchObject({ applied: 1, problems: [] });
    expect(await row(payment.id)).toMatchObject({ returnCode: 'R01' });
  });
});

describe('notifications of change', () => {
  /** A payment to Delta scheduled before the NOC, not yet sent. */
  let waiting = '';

  it('a NOC replayed in a file that differs by one byte corrects once and e-mails once', async () => {
    const { payment, sent } = await filed('Delta Packaging', 55_000, new Date('2026-11-30T14:00:00Z'));
    const noc = answer(sent, { type: '98', code: 'C01', information: '5561200934' }, { transactionCode: '21' });
    waiting = (await pay('Delta Packaging', 55_500, new Date('2026-12-01T14:00:00Z'))).id;
    const mails = async () => (await t.db.select().from(outboxMessages).where(gte(outboxMessages.createdAt, RECEIVED))).filter((m) => m.subject.includes('Delta Packaging')).length;
    expect(await ingest(bankFile([noc], { cor: true }))).toMatchObject({ applied: 1, ignored: 0 });
    expect(await accountOf('Delta Packaging')).toMatchObject({ accountNumber: '5561200934' });
    const mailed = await mails();
    expect(mailed).toBeGreaterThan(0);
    for (const modifier of ['S', 'T']) {
      // The same NOC, another file ID modifier: another hash, the same entry.
      expect(await ingest(bankFile([noc], { cor: true, modifier }))).toMatchObject({ duplicate: false, applied: 0, ignored: 1 });
    }
    expect(await mails()).toBe(mailed);
    const corrections = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'bankAccountCorrectedByNoc'))).filter((a) => (a.details as { paymentId?: string }).paymentId === payment.id);
    expect(corrections).toHaveLength(1);
    const history = (await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, payment.id))).filter((h) => h.code === 'C01');
    expect(history).toHaveLength(1);
  });

  it("a NOC's account correction holds the vendor's next payment and tells the business (decision 029)", async () => {
    const [vendor] = await t.db.select().from(vendors).where(eq(vendors.id, vendorIds['Delta Packaging']));
    expect(vendor.bankAccountChangedAt).not.toBeNull();
    const notices = (await t.db.select().from(outboxMessages).where(gte(outboxMessages.createdAt, RECEIVED))).filter((m) => m.subject === 'Delta Packaging changed the bank account you pay them into');
    expect(notices.length).toBeGreaterThan(0);
    expect(notices[0].body).toContain('The bank (notification of change C01)');
    const next = await pay('Delta Packaging', 56_000, new Date('2026-12-03T14:00:00Z'));
    expect(next.status).toBe('pendingApproval');
    // The payment scheduled before it now goes to the corrected account: it waits too, and says why.
    expect(await row(waiting)).toMatchObject({ status: 'pendingApproval', destinationAccountLast4: '0934' });
    const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, waiting));
    expect(history.at(-1)).toMatchObject({ status: 'pendingApproval', code: 'payoutChangeHold' });
  });

  it("a NOC carrying Acme's trace but another receiver's account and ID corrects no one's account", async () => {
    const { payment, sent } = await filed('Acme Paper', 57_000, new Date('2026-11-30T14:00:00Z'));
    const before = { acme: await accountOf('Acme Paper'), delta: await accountOf('Delta Packaging') };
    const forged = answer(sent, { type: '98', code: 'C01', information: '9988776655' }, { accountNumber: '5561200934', identificationNumber: 'DELTA-1' });
    expect(await ingest(bankFile([forged], { cor: true }))).toMatchObject({ applied: 0, unmatched: 1 });
    expect(await accountOf('Acme Paper')).toEqual(before.acme);
    expect(await accountOf('Delta Packaging')).toEqual(before.delta);
    expect((await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, payment.id))).some((h) => h.code === 'C01')).toBe(false);
    expect(await t.db.select().from(reviewItems).where(eq(reviewItems.paymentId, payment.id))).toHaveLength(1);
  });

  it('a NOC about an account the vendor has since replaced corrects nothing and is held for a person', async () => {
    const { sent } = await filed('Acme Paper', 58_000, new Date('2026-11-30T14:00:00Z'));
    // Acme's manager changes its account after the entry left.
    await t.db.update(bankAccounts).set({ accountNumberEncrypted: encryptSecret('31415926535', t.config.encryptionKey), last4: '6535' }).where(eq(bankAccounts.vendorId, vendorIds['Acme Paper']));
    const result = await ingest(bankFile([answer(sent, { type: '98', code: 'C01', information: '9988776655' })], { cor: true }));
    expect(result).toMatchObject({ applied: 0 });
    expect(await accountOf('Acme Paper')).toMatchObject({ accountNumber: '31415926535' });
  });
});

describe('ACH files at rest', () => {
  it('hold no account number in clear; the admin still downloads the real file', async () => {
    const { payment, sent } = await filed('Acme Paper', 59_000, new Date('2026-11-30T14:00:00Z'));
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, (await row(payment.id)).achFileId!));
    expect(file.content).not.toContain(sent.accountNumber);
    expect(file.content.startsWith('1')).toBe(false);
    const response = await t.api.fetch(new Request(`http://api.test/rest/ach-files/${file.id}`, { headers: { authorization: `Bearer ${admin}` } }));
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(readAchFile(text).batches.flatMap((b) => b.entries).find((e) => e.traceNumber === sent.traceNumber)).toMatchObject({ accountNumber: sent.accountNumber });
    // The bank's return files hold account numbers too.
    const received = await t.db.select({ content: achReturnFiles.content }).from(achReturnFiles);
    expect(received.length).toBeGreaterThan(0);
    expect(received.every((r) => !r.content.includes(PAYEES['Acme Paper'].accountNumber))).toBe(true);
  });

  it('files stored in clear before are sealed at start-up, and read the same', async () => {
    const [account] = await t.db.select().from(originatingAccounts);
    const plain = writeAchFile({
      immediateDestination: OUR_BANK,
      immediateDestinationName: 'JPMORGAN CHASE',
      immediateOrigin: account.companyId,
      immediateOriginName: account.companyName,
      createdAt: RECEIVED,
      fileIdModifier: 'Z',
      batches: [{ companyName: 'NORTHWIND', companyIdentification: account.companyId, secCode: 'CCD', companyEntryDescription: 'PAYMENT', effectiveEntryDate: '2026-12-03', odfiRoutingNumber: OUR_BANK, entries: [{ transactionCode: '22', rdfiRoutingNumber: PAYEES['Delta Packaging'].routingNumber, accountNumber: '8675309', amountCents: 100, identificationNumber: 'OLD-1', receiverName: 'Delta Packaging' }] }],
    });
    const [old] = await t.db
      .insert(achFiles)
      .values({ originatingAccountId: account.id, fileName: 'old.ach', content: plain, batchCutoff: RECEIVED, entryCount: 1, batchCount: 1, totalCreditCents: 100, totalDebitCents: 0, createdAt: RECEIVED })
      .returning();
    expect(await sealStoredAchFiles(t.db, t.config.encryptionKey)).toBe(1);
    const [sealed] = await t.db.select().from(achFiles).where(eq(achFiles.id, old.id));
    expect(sealed.content).not.toContain('8675309');
    expect(openAchFile(sealed.content, t.config.encryptionKey)).toBe(plain);
    expect(await sealStoredAchFiles(t.db, t.config.encryptionKey)).toBe(0);
  });
});

describe('trace sequences', () => {
  it('start again at 1 only after the last 7-digit sequence of the bank', async () => {
    await t.db.update(achTraceSequences).set({ lastSequence: MAX_TRACE_SEQUENCE });
    const { sent } = await filed('Acme Paper', 60_000, new Date('2026-12-07T14:00:00Z'));
    expect(Number(sent.traceNumber.slice(8))).toBeLessThan(100);
  });
});

describe("the sandbox bank's files", () => {
  it("are NACHA's layout: the original batch's company fields, returns then a COR batch, addenda 99 and 98 in place", async () => {
    // The sandbox's magic accounts: 000000000001 draws an R01, 000000000098 a C01 (README, "Sandboxes").
    const at = new Date('2026-12-07T14:00:00Z');
    const r01 = await pay('Acme Paper', 61_000, at, '000000000001');
    const c01 = await pay('Acme Paper', 62_000, at, '000000000098');
    await cycle(new Date(Math.max(r01.dueAt.getTime(), c01.dueAt.getTime())));
    const [sentR01, sentC01] = [await sentEntry(r01.id), await sentEntry(c01.id)];
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, (await row(r01.id)).achFileId!));
    const ours = openAchFile(file.content, t.config.encryptionKey);
    const sentBatch = ours.split('\n').find((line) => line.startsWith('5'))!;
    const lines = sandboxBankResponse(ours, RECEIVED)!.replace(/\n$/, '').split('\n');
    expect(lines[0].slice(3, 13)).toBe(` ${OUR_BANK}`);
    const batches = lines.filter((line) => line.startsWith('5'));
    // Company name, discretionary data, ID and description of the original batch; NOCs in a COR batch; the RDFI
    // (the payee's bank) originates each.
    expect(batches.map((b) => b.slice(50, 53))).toEqual(['CCD', 'COR']);
    for (const b of batches) {
      expect(b.slice(4, 50) + b.slice(53, 63)).toBe(sentBatch.slice(4, 50) + sentBatch.slice(53, 63));
      expect(b.slice(79, 87)).toBe(PAYEES['Acme Paper'].routingNumber.slice(0, 8));
    }
    const [entry, ret, , , corEntry, cor] = lines.slice(2);
    // The entry goes back to our ODFI, with the original account, amount (none for a NOC) and individual ID.
    expect([entry.slice(1, 3), entry.slice(3, 12), entry.slice(12, 29).trim(), Number(entry.slice(29, 39)), entry.slice(39, 54).trim()]).toEqual(['21', OUR_BANK, '000000000001', 61_000, sentR01.identificationNumber]);
    expect([corEntry.slice(1, 3), corEntry.slice(3, 12), corEntry.slice(12, 29).trim(), Number(corEntry.slice(29, 39))]).toEqual(['21', OUR_BANK, '000000000098', 0]);
    // Addenda 99: reason, original trace, date of death (blank), original RDFI, information, the entry's trace.
    expect([ret.slice(0, 6), ret.slice(6, 21), ret.slice(21, 27), ret.slice(27, 35), ret.slice(79, 94)]).toEqual(['799R01', sentR01.traceNumber, '      ', '07100001', entry.slice(79, 94)]);
    // Addenda 98: change code, original trace, reserved, original RDFI, corrected data, reserved, the entry's trace.
    expect([cor.slice(0, 6), cor.slice(6, 21), cor.slice(21, 27), cor.slice(27, 35), cor.slice(35, 64).trim(), cor.slice(64, 79), cor.slice(79, 94)]).toEqual([
      '798C01',
      sentC01.traceNumber,
      '      ',
      '07100001',
      '5561200934',
      ' '.repeat(15),
      corEntry.slice(79, 94),
    ]);
    // Read as a bank's file (CRLF here), it returns one payment and corrects the other (Acme is paid into the
    // account the NOC is about).
    await t.db.update(bankAccounts).set({ accountNumberEncrypted: encryptSecret('000000000098', t.config.encryptionKey), last4: '0098' }).where(eq(bankAccounts.vendorId, vendorIds['Acme Paper']));
    expect(await ingest(lines.join('\r\n'))).toMatchObject({ applied: 2, unmatched: 0, problems: [] });
    expect(await row(r01.id)).toMatchObject({ returnCode: 'R01' });
    expect(await accountOf('Acme Paper')).toMatchObject({ accountNumber: '5561200934' });
  });
});

describe("a file-rail business's consumers get their accounts checked in its own ACH files (decision 055)", () => {
  const INVITE = coreGraphql(`mutation AdversarialAchFilesInvite($input: ConsumerConnectionInput!) { consumerConnection(input: $input) { connection { consumerId } invitationLink } }`);
  const REGISTER = coreGraphql(`mutation AdversarialAchFilesRegister($token: String, $input: RegistrationInput!, $userAgent: String) { registerBusinessConsumer(token: $token, input: $input, userAgent: $userAgent) { consumerId } }`);
  /** The consumer banks where Delta Packaging does, so the bank's answer comes from a bank our helpers know. */
  const CONSUMER_BANK = PAYEES['Delta Packaging'].routingNumber;
  let owner = '';
  let invited = 0;

  /** A Northwind consumer invited for a $40 initial debit, registered with the given account and the authorization accepted. */
  async function northwindConsumer(accountNumber: string) {
    owner ||= (await t.tokensFor('owner@northwind.test')).accessToken;
    const email = `file-rail-${++invited}@example.test`;
    const inv = await t.gql(INVITE, { input: { firstName: 'Nora', lastName: 'Vance', email, initialPayment: '40.00' } }, { token: owner });
    expect(inv.errors).toBeUndefined();
    const token = new URL(inv.data!.consumerConnection.invitationLink!).searchParams.get('token')!;
    const bank = { bankName: 'Bank', routingNumber: CONSUMER_BANK, accountNumber, accountHolderName: 'Nora Vance' };
    const reg = await t.gql(REGISTER, { token, userAgent: 'Mozilla/5.0', input: { firstName: 'Nora', lastName: 'Vance', email, ...bank, acceptDebitAuthorization: 'on' } }, { address: `203.0.113.${invited}` });
    expect(reg.errors).toBeUndefined();
    const consumerId = inv.data!.consumerConnection.connection.consumerId as string;
    const [pending] = await t.db.select().from(payments).where(eq(payments.consumerId, consumerId));
    // Northwind approves its payments: its owner approves the initial debit, which then waits for the check.
    const approved = await t.gql(coreGraphql(`mutation AdversarialAchFilesApprovePayments($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }`), { ids: [pending.id] }, { token: owner });
    expect(approved.errors).toBeUndefined();
    return { consumerId, debit: await row(pending.id) };
  }
  const checkOf = async (consumerId: string) => (await t.db.select().from(accountValidations).where(eq(accountValidations.consumerId, consumerId)))[0];
  const checkEntriesOf = (validationId: string) => t.db.select().from(achEntries).where(eq(achEntries.accountValidationId, validationId));

  /** What the bank received for a check's entry, read back from the stored file: the fields a return answers. */
  async function sentCheck(validationId: string) {
    const [e] = await checkEntriesOf(validationId);
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, e.achFileId));
    const read = readAchFile(openAchFile(file.content, t.config.encryptionKey));
    const batch = read.batches.find((b) => b.entries.some((x) => x.traceNumber === e.traceNumber))!;
    const entry = batch.entries.find((x) => x.traceNumber === e.traceNumber)!;
    const sent: Sent = { traceNumber: e.traceNumber, amountCents: entry.amountCents, accountNumber: entry.accountNumber, identificationNumber: entry.identificationNumber, receiverName: entry.receiverName, rdfiRoutingNumber: entry.rdfiRoutingNumber };
    return { sent, entry, batch, file };
  }

  it('the prenote goes into the next file with a unique trace; the debit waits; a quiet window validates and the debit goes in a later file', async () => {
    const { consumerId, debit } = await northwindConsumer('66012345');
    expect(debit.status).toBe('scheduled');
    const sequenceBefore = (await t.db.select().from(achTraceSequences).where(eq(achTraceSequences.odfiIdentification, OUR_BANK.slice(0, 8))))[0].lastSequence;
    await cycle(new Date(debit.dueAt.getTime() + 60_000));
    const check = await checkOf(consumerId);
    expect(check).toMatchObject({ method: 'prenote', status: 'sent' });
    expect(check.achFileId).not.toBeNull();
    const { sent, entry, batch, file } = await sentCheck(check.id);
    expect(file.id).toBe(check.achFileId);
    // A zero-dollar prenote of the debit to come (28: checking debit prenote), in Northwind's WEB batch.
    expect([entry.transactionCode, entry.amountCents, entry.accountNumber, entry.rdfiRoutingNumber]).toEqual(['28', 0, '66012345', CONSUMER_BANK]);
    expect([batch.secCode, batch.companyName.trim()]).toEqual(['WEB', 'NORTHWIND SUPPLY']);
    // NACHA's WEB layout: the payment-type code of the recurring debits the authorization covers, never blank.
    expect(entry.discretionaryData).toBe('R');
    // Its trace comes from the bank's persistent sequence (reserved with the file's other entries), not a per-file count.
    const sequenceAfter = (await t.db.select().from(achTraceSequences).where(eq(achTraceSequences.odfiIdentification, OUR_BANK.slice(0, 8))))[0].lastSequence;
    expect(Number(sent.traceNumber.slice(8))).toBeGreaterThan(sequenceBefore);
    expect(Number(sent.traceNumber.slice(8))).toBeLessThanOrEqual(sequenceAfter);
    expect(sent.traceNumber.slice(0, 8)).toBe(OUR_BANK.slice(0, 8));
    const inFile = (await t.db.select({ trace: achEntries.traceNumber }).from(achEntries).where(eq(achEntries.achFileId, file.id))).map((e) => e.trace);
    expect(inFile.filter((x) => x === sent.traceNumber)).toHaveLength(1);
    expect(inFile.length).toBe(file.entryCount);
    expect(await row(debit.id)).toMatchObject({ status: 'scheduled', achFileId: null });
    // Filed once: the next cycles write no second prenote.
    await cycle(new Date(debit.dueAt.getTime() + 2 * 3_600_000));
    expect(await checkEntriesOf(check.id)).toHaveLength(1);
    // The window (three banking days, at least five calendar days at most) is counted from the batch's effective date.
    const effective = new Date(`20${batch.effectiveEntryDate.slice(0, 2)}-${batch.effectiveEntryDate.slice(2, 4)}-${batch.effectiveEntryDate.slice(4, 6)}T00:00:00Z`);
    expect((check.validatesAt!.getTime() - effective.getTime()) / 86_400_000).toBeGreaterThanOrEqual(3);
    expect(effective.getTime()).toBeGreaterThan(check.createdAt.getTime() - 86_400_000);
    await cycle(new Date(check.validatesAt!.getTime() - 60_000));
    expect((await checkOf(consumerId)).status).toBe('sent');
    await cycle(new Date(check.validatesAt!.getTime() + 2 * 3_600_000));
    expect((await checkOf(consumerId)).status).toBe('validated');
    const sentDebit = await row(debit.id);
    expect(sentDebit.status).toBe('processing');
    expect(sentDebit.achFileId).not.toBe(check.achFileId);
    expect(sentDebit.achFileId).not.toBeNull();
  });

  it('a crash after the file is written and before the prenote is recorded files it once, on the re-run', async () => {
    const { consumerId, debit } = await northwindConsumer('66023456');
    const at = new Date(debit.dueAt.getTime() + 60_000);
    const filesBefore = (await t.db.select({ id: achFiles.id }).from(achFiles)).length;
    const crash = () => {
      throw new SimulatedCrash('afterFileWritten');
    };
    await expect(runProcessingCycle(t.db, { at, encryptionKey: t.config.encryptionKey, workerId: 'adv', crashPoint: (point) => point === 'afterFileWritten' && crash() })).rejects.toThrow(SimulatedCrash);
    // The file, the prenote's entry and its claim were one transaction: nothing of it stands.
    expect((await t.db.select({ id: achFiles.id }).from(achFiles)).length).toBe(filesBefore);
    const check = await checkOf(consumerId);
    expect(check).toMatchObject({ status: 'pending', achFileId: null });
    expect(await checkEntriesOf(check.id)).toEqual([]);
    await cycle(at);
    await cycle(new Date(at.getTime() + 3_600_000));
    const entries = await checkEntriesOf(check.id);
    expect(entries).toHaveLength(1);
    expect((await checkOf(consumerId)).achFileId).toBe(entries[0].achFileId);
  });

  it('a hand-built R03 return of the prenote fails the check and the waiting debit', async () => {
    const { consumerId, debit } = await northwindConsumer('66054321');
    await cycle(new Date(debit.dueAt.getTime() + 60_000));
    const check = await checkOf(consumerId);
    const { sent } = await sentCheck(check.id);
    expect(await ingest(bankFile([answer(sent, { type: '99', code: 'R03' })]))).toMatchObject({ applied: 1, unmatched: 0 });
    const reason = Messages.prenoteReturned('R03', returnReason('R03'));
    expect(await checkOf(consumerId)).toMatchObject({ status: 'failed', failureReason: reason });
    await cycle(new Date(debit.dueAt.getTime() + 3_600_000 + 60_000));
    expect(await row(debit.id)).toMatchObject({ status: 'error', paymentErrorMessage: Messages.accountNotValidated(reason), achFileId: null });
  });

  it('a return whose amount or account differs from the prenote is held unmatched, and the check goes on', async () => {
    const { consumerId, debit } = await northwindConsumer('66077777');
    await cycle(new Date(debit.dueAt.getTime() + 60_000));
    const check = await checkOf(consumerId);
    const { sent } = await sentCheck(check.id);
    const before = (await heldOnErrorsPage()).length;
    expect(await ingest(bankFile([answer(sent, { type: '99', code: 'R03' }, { amountCents: 40_00 })]))).toMatchObject({ applied: 0, unmatched: 1 });
    expect(await ingest(bankFile([answer(sent, { type: '99', code: 'R03' }, { accountNumber: '66077778' })], { modifier: 'S' }))).toMatchObject({ applied: 0, unmatched: 1 });
    const held = (await heldOnErrorsPage()).filter((h) => h.reason.includes(sent.traceNumber));
    expect(held).toHaveLength(2);
    expect((await heldOnErrorsPage()).length).toBe(before + 2);
    expect(held.map((h) => h.reason).join('\n')).toContain('amount');
    expect(held.map((h) => h.reason).join('\n')).toContain('account number');
    expect(await checkOf(consumerId)).toMatchObject({ status: 'sent', failureReason: null });
  });

  it("a NOC on the prenote corrects the consumer's account through the audited path and leaves the check going", async () => {
    const { consumerId, debit } = await northwindConsumer('66088888');
    await cycle(new Date(debit.dueAt.getTime() + 60_000));
    const check = await checkOf(consumerId);
    const { sent } = await sentCheck(check.id);
    expect(await ingest(bankFile([answer(sent, { type: '98', code: 'C01', information: '66088899' })], { cor: true, modifier: 'T' }))).toMatchObject({ applied: 1, unmatched: 0 });
    const [consumer] = await t.db.select().from(consumers).where(eq(consumers.id, consumerId));
    expect(decryptSecret(consumer.accountNumberEncrypted!, t.config.encryptionKey)).toBe('66088899');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'consumerBankAccountChanged'));
    expect(audits.some((a) => (a.details as { consumerId?: string }).consumerId === consumerId)).toBe(true);
    // The waiting debit now goes to the corrected account; the check is still running its window.
    expect(decryptSecret((await row(debit.id)).destinationAccountEncrypted, t.config.encryptionKey)).toBe('66088899');
    expect(await checkOf(consumerId)).toMatchObject({ status: 'sent' });
    // The same NOC again is applied once.
    expect(await ingest(bankFile([answer(sent, { type: '98', code: 'C01', information: '66088899' })], { cor: true, modifier: 'U' }))).toMatchObject({ applied: 0, ignored: 1 });
  });

  it('a prenote in a file its channel has not delivered is not validated by time: the quiet window runs from the delivery', async () => {
    const { consumerId, debit } = await northwindConsumer('66012399');
    await cycle(new Date(debit.dueAt.getTime() + 60_000));
    const check = await checkOf(consumerId);
    expect(check).toMatchObject({ method: 'prenote', status: 'sent' });
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, check.achFileId!));
    // The file waits for its channel, as a file of an account with a channel that cannot connect does.
    await t.db.insert(achFileDeliveries).values({ achFileId: file.id, originatingAccountId: file.originatingAccountId!, remoteName: file.fileName });
    await cycle(new Date(check.validatesAt!.getTime() + 10 * 86_400_000));
    expect((await checkOf(consumerId)).status).toBe('sent');
    // Delivered late: three banking days from then, not from the file's own date.
    const deliveredAt = new Date(check.validatesAt!.getTime() + 10 * 86_400_000);
    await t.db.update(achFileDeliveries).set({ status: 'delivered', deliveredAt }).where(eq(achFileDeliveries.achFileId, file.id));
    await cycle(new Date(deliveredAt.getTime() + 2 * 3_600_000));
    expect((await checkOf(consumerId)).status).toBe('sent');
    await cycle(new Date(deliveredAt.getTime() + 8 * 86_400_000));
    expect((await checkOf(consumerId)).status).toBe('validated');
  });

  it('micro-deposits on the file rail go out as two credits in an ACCTVERIFY batch, once, and their return fails the check', async () => {
    await t.db.insert(consumerDebitSettings).values({ businessId: northwind, perDebitLimit: 2_500_00, perConsumerPerDayLimit: 5_000_00, accountValidation: 'microDeposits' });
    try {
      const { consumerId, debit } = await northwindConsumer('66099999');
      const check = await checkOf(consumerId);
      expect(check).toMatchObject({ method: 'microDeposits', status: 'sent', achFileId: null });
      await cycle(new Date(debit.dueAt.getTime() + 60_000));
      await cycle(new Date(debit.dueAt.getTime() + 2 * 3_600_000));
      const entries = await checkEntriesOf(check.id);
      expect(entries).toHaveLength(2);
      const amounts = JSON.parse(decryptSecret((await checkOf(consumerId)).amountsEncrypted!, t.config.encryptionKey)) as number[];
      expect(entries.map((e) => e.amountCents).sort()).toEqual([...amounts].sort());
      const { entry, batch, sent } = await sentCheck(check.id);
      expect([entry.transactionCode, batch.secCode, batch.companyEntryDescription.trim()]).toEqual(['22', 'WEB', 'ACCTVERIFY']);
      expect(batch.entries.map((x) => x.discretionaryData)).toEqual(['S', 'S']);
      expect(batch.entries).toHaveLength(2);
      expect(await row(debit.id)).toMatchObject({ status: 'scheduled', achFileId: null });
      expect(await ingest(bankFile([answer(sent, { type: '99', code: 'R04' })], { modifier: 'V' }))).toMatchObject({ applied: 1 });
      expect(await checkOf(consumerId)).toMatchObject({ status: 'failed', failureReason: Messages.microDepositsReturned('R04', returnReason('R04')) });
    } finally {
      await t.db.delete(consumerDebitSettings).where(eq(consumerDebitSettings.businessId, northwind));
    }
  });
});
