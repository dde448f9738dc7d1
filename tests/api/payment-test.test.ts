/**
 * Registration's Payment Test on a bank that takes ACH files (decision 070): a zero-dollar prenote (code 23) that
 * passes on the third banking day after its settlement when the bank has not returned it, fails on a return (R03)
 * and on a notification of change (showing the correction); one at a time, scoped to the caller's business, and the
 * stepper shows it waiting.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { fromZonedTime } from 'date-fns-tz';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, bankAccounts, businessRails, businesses, originatingAccounts, payments } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { ingestAchReturnFile } from '../../api/modules/ach-returns/service';
import { openAchFile } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { DEMO_USERS } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { readAchFile } from '../../domain/nacha';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import type { TestDocument } from './support/graphql';

let t: TestApi;
const token: Record<string, string> = {};
let northwind: string;
beforeAll(async () => {
  t = await startTestApi();
  for (const key of ['admin', 'northwindOwner', 'northwindClerk', 'baysideOwner', 'harborOwner'] as const) token[key] = (await t.tokensFor(DEMO_USERS[key].email)).accessToken;
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type As = keyof typeof DEMO_USERS;
const core = <R, V>(query: TestDocument<R, V>, as: As, variables?: V) => t.gql(query, variables, { token: token[as] });
const SEND = coreGraphql(`mutation PaymentTestSend($key: String!) { sendTestPayment(input: { idempotencyKey: $key }) { id type status moneyAmount } }`);
const STATUS = coreGraphql(`query PaymentTestStatusOf { paymentTest { proof waiting provenOn accountLast4 } }`);
const PAYMENT = coreGraphql(`query PaymentTestPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentProcessStatus paymentErrorMessage returnCode moneyAmount statusDetails { code description } } }`);
const CYCLE = coreGraphql(`mutation PaymentTestCycle($at: String) { runProcessingCycle(at: $at) { at } }`);
const cycle = async (at: string) => expect((await core(CYCLE, 'admin', { at })).errors).toBeUndefined();
const payment = async (id: string) => (await core(PAYMENT, 'northwindOwner', { id })).data!.paymentTransferTransaction!;
const send = async (key: string, as: As = 'northwindOwner') => {
  const sent = await core(SEND, as, { key });
  expect(sent.errors).toBeUndefined();
  return sent.data!.sendTestPayment;
};
/** Northwind's own account becomes one the sandbox bank answers (README, "Sandboxes"): R03, or a C01 correction. */
const useAccount = (accountNumber: string) =>
  t.db
    .update(bankAccounts)
    .set({ accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey), last4: accountNumber.slice(-4) })
    .where(and(eq(bankAccounts.businessId, northwind), eq(bankAccounts.status, 'active')));
/** The ACH file that carried a payment, as the bank received it. */
const fileOf = async (paymentId: string) => {
  const [row] = await t.db.select({ fileId: payments.achFileId }).from(payments).where(eq(payments.id, paymentId));
  const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, row.fileId!));
  return openAchFile(file.content, t.config.encryptionKey);
};
/** The sandbox bank's return or NOC file for our file, read as the cycle would read it from the bank's folder. */
const bankAnswers = async (paymentId: string, at: string) => {
  const answer = sandboxBankResponse(await fileOf(paymentId), new Date(at))!;
  return { answer, ingest: () => ingestAchReturnFile(t.db, t.config.encryptionKey, { fileName: 'returns.ach', content: answer, source: 'upload', originatingAccountId: null }, new Date(at)) };
};

describe('the Payment Test on a bank that takes ACH files', () => {
  it('sends a zero-dollar prenote (code 23) and passes on the third banking day after settlement when nothing came back', async () => {
    expect((await core(STATUS, 'northwindOwner')).data!.paymentTest).toEqual({ proof: 'prenote', waiting: false, provenOn: null, accountLast4: null });
    const sent = await send('prenote-pass');
    expect(sent).toMatchObject({ type: 'test', status: 'scheduled', moneyAmount: 0 });
    // Before it is filed: the answer expected if it goes out on its due day (Monday 23rd), settling Tuesday.
    expect((await core(STATUS, 'northwindOwner')).data!.paymentTest).toMatchObject({ proof: 'prenote', waiting: true, provenOn: '2026-11-30' });

    await cycle('2026-11-23T16:00:00Z');
    const read = readAchFile(await fileOf(sent.id));
    expect(read.problems).toEqual([]);
    const entries = read.batches.flatMap((b) => b.entries).filter((e) => e.amountCents === 0);
    expect(entries.map((e) => e.transactionCode)).toEqual(['23']);
    // Settles Tuesday 24th; Thanksgiving (26th) is no banking day: Wednesday, Friday, Monday 30th.
    expect((await core(STATUS, 'northwindOwner')).data!.paymentTest).toMatchObject({ waiting: true, provenOn: '2026-11-30' });

    // Settlement is not proof: the bank may still return it until the window closes.
    await cycle('2026-11-24T16:00:00Z');
    expect(await payment(sent.id)).toMatchObject({ status: 'processing', paymentProcessStatus: 'processing' });
    await cycle('2026-11-27T16:00:00Z');
    expect((await payment(sent.id)).status).toBe('processing');

    await cycle('2026-11-30T16:00:00Z');
    const passed = await payment(sent.id);
    expect(passed).toMatchObject({ status: 'success', paymentProcessStatus: 'success', moneyAmount: 0 });
    expect(passed.statusDetails.map((d) => d.code)).toContain('prenoteProven');
    expect((await core(STATUS, 'northwindOwner')).data!.paymentTest).toMatchObject({ waiting: false, provenOn: null });
  });

  it('one prenote at a time: a second one is refused while the first waits; the same key twice is a duplicate', async () => {
    const first = await send('prenote-once');
    const again = await core(SEND, 'northwindOwner', { key: 'prenote-twice' });
    expect(codeOf(again)).toBe(ErrorCodes.validation);
    expect(again.errors![0].message).toBe(Messages.paymentTestAlreadyWaiting);
    expect(codeOf(await core(SEND, 'northwindOwner', { key: 'prenote-once' }))).toBe('requestIsDuplicatedAPIError');
    // Let it pass, so the next cases start with none waiting.
    await cycle('2026-12-01T16:00:00Z');
    await cycle('2026-12-07T16:00:00Z');
    expect((await payment(first.id)).status).toBe('success');
  });

  it('fails when the bank returns it (R03), once, whatever the window says later', async () => {
    await useAccount('000000000003');
    const sent = await send('prenote-r03');
    await cycle('2026-12-08T16:00:00Z');
    const { ingest } = await bankAnswers(sent.id, '2026-12-09T14:00:00Z');
    expect(await ingest()).toMatchObject({ duplicate: false, applied: 1 });
    const failed = await payment(sent.id);
    expect(failed).toMatchObject({ status: 'error', paymentProcessStatus: 'error', returnCode: 'R03' });
    expect(failed.paymentErrorMessage).toMatch(/^R03 /);
    expect((await core(STATUS, 'northwindOwner')).data!.paymentTest.waiting).toBe(false);
    // The same file read again changes nothing; the window passing does not make it a success.
    expect(await ingest()).toMatchObject({ duplicate: true });
    await cycle('2026-12-15T16:00:00Z');
    expect((await payment(sent.id)).status).toBe('error');
  });

  it('fails on a notification of change and shows the correction (never the whole account number)', async () => {
    await useAccount('000000000098');
    const sent = await send('prenote-c01');
    await cycle('2026-12-16T16:00:00Z');
    const { ingest } = await bankAnswers(sent.id, '2026-12-17T14:00:00Z');
    await ingest();
    // The NOC is in its history; the next cycle fails it at once rather than let the window pass it.
    expect((await payment(sent.id)).statusDetails.map((d) => d.code)).toContain('C01');
    await cycle('2026-12-17T16:00:00Z');
    const corrected = await payment(sent.id);
    expect(corrected).toMatchObject({ status: 'error', paymentProcessStatus: 'error' });
    expect(corrected.paymentErrorMessage).toBe(Messages.paymentTestCorrected('C01 Incorrect account number: account number corrected to ••••0934'));
    expect(corrected.paymentErrorMessage).not.toContain('5561200934');
  });

  it("goes at the business's Payment Time, in its zone, as its payments do", async () => {
    // Northwind's Payment Time is 10:00 in Chicago; the bank's window (08:30 Eastern, 07:30 there) is not its time.
    const sent = await send('prenote-payment-time');
    const DUE = coreGraphql(`query PaymentTestDue($id: ID!) { paymentTransferTransaction(id: $id) { dueDateTime { date time timezone } } }`);
    expect((await core(DUE, 'northwindOwner', { id: sent.id })).data!.paymentTransferTransaction!.dueDateTime).toEqual({ date: '2026-11-23', time: '10:00', timezone: 'America/Chicago' });
    const CANCEL = coreGraphql(`mutation PaymentTestCancel($id: ID!) { cancelPayment(id: $id) { status } }`);
    expect((await core(CANCEL, 'northwindOwner', { id: sent.id })).errors).toBeUndefined();
  });

  it('on the sandbox, is due when it goes: at once, not at the next window', async () => {
    const sent = await send('sandbox-at-once', 'baysideOwner');
    const DUE = coreGraphql(`query PaymentTestSandboxDue($id: ID!) { paymentTransferTransaction(id: $id) { createdDate paymentProcessStatus dueDateTime { date time timezone } } }`);
    const row = (await core(DUE, 'baysideOwner', { id: sent.id })).data!.paymentTransferTransaction!;
    expect(row.paymentProcessStatus).toBe('success');
    const { date, time, timezone } = row.dueDateTime;
    expect(fromZonedTime(`${date}T${time}:00`, timezone).toISOString()).toBe(new Date(row.createdDate).toISOString().slice(0, 16) + ':00.000Z');
    expect((await core(STATUS, 'baysideOwner')).data!.paymentTest).toMatchObject({ proof: 'settlesAtOnce' });
    const GOES = coreGraphql(`query PaymentTestGoesNow { paymentTest { goesNow } }`);
    expect((await core(GOES, 'baysideOwner')).data!.paymentTest.goesNow).toBe(true);
    expect((await core(GOES, 'northwindOwner')).data!.paymentTest.goesNow).toBe(false);
  });

  it("answers only for the caller's own business, and only to people with business rights", async () => {
    expect(codeOf(await core(STATUS, 'northwindClerk'))).toBe(ErrorCodes.forbidden);
    // Bayside pays through the sandbox rail: its test is a dollar settled at once, and it sees nothing of Northwind's.
    expect((await core(STATUS, 'baysideOwner')).data!.paymentTest).toEqual({ proof: 'settlesAtOnce', waiting: false, provenOn: null, accountLast4: null });
    expect(codeOf(await core(STATUS, 'admin'))).toBe(ErrorCodes.forbidden);
  });

  it('a registering business on the file rail sees the step waiting, not done', async () => {
    const [harbor] = await t.db.select().from(businesses).where(eq(businesses.name, 'Harbor Freightways'));
    const [account] = await t.db.select().from(originatingAccounts).limit(1);
    await t.db.update(businessRails).set({ rail: 'nacha', originatingAccountId: account.id }).where(eq(businessRails.businessId, harbor.id));
    // No bank API connected (decision 078: it is optional): the test goes through the business's rail all the same.
    const bankAccount = coreGraphql(`mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }`);
    const input = { bankName: 'Puget Sound Bank', routingNumber: '125000024', accountNumber: '7766554433', accountHolderName: 'Harbor Freightways', accountType: 'checking' };
    expect((await core(bankAccount, 'harborOwner', { input })).errors).toBeUndefined();
    const VIEWER = coreGraphql(`query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }`);
    expect((await core(VIEWER, 'harborOwner')).data!.viewer.registration).toEqual({ hasSuccessfulTestPayment: false, paymentTestWaiting: false });
    expect(await send('harbor-prenote', 'harborOwner')).toMatchObject({ status: 'scheduled', moneyAmount: 0 });
    expect((await core(VIEWER, 'harborOwner')).data!.viewer.registration).toEqual({ hasSuccessfulTestPayment: false, paymentTestWaiting: true });
  });
});

describe('the Payment Test by micro-deposits (the owner’s alternative on a bank that takes ACH files)', () => {
  const SEND_DEPOSITS = coreGraphql(`mutation PaymentTestSendDeposits { sendPaymentTestMicroDeposits { waiting accountLast4 microDeposits { sent arrivesOn attemptsLeft } } }`);
  const CONFIRM = coreGraphql(`mutation PaymentTestConfirmDeposits($input: ConfirmPaymentTestMicroDepositsInput!) { confirmPaymentTestMicroDeposits(input: $input) { waiting microDeposits { attemptsLeft } } }`);
  const DEPOSITS = coreGraphql(`query PaymentTestDeposits { paymentTest { waiting microDeposits { sent arrivesOn attemptsLeft } } }`);
  const dollars = (cents: number) => (cents / 100).toFixed(2);
  /** The two deposits as the bank received them (what the owner reads on the statement): the newest ACCTVERIFY batch. */
  const depositsInFile = async () => {
    const [file] = await t.db.select().from(achFiles).orderBy(desc(achFiles.createdAt)).limit(1);
    const read = readAchFile(openAchFile(file.content, t.config.encryptionKey));
    const batch = read.batches.find((b) => b.companyEntryDescription === 'ACCTVERIFY')!;
    expect(batch.secCode).toBe('CCD');
    expect(batch.entries.map((e) => e.transactionCode)).toEqual(['22', '22']);
    return batch.entries.map((e) => e.amountCents);
  };
  const confirm = (first: number, second: number) => core(CONFIRM, 'northwindOwner', { input: { firstAmount: dollars(first), secondAmount: dollars(second) } });

  it('match: two credits under a dollar are filed, the owner types them, and the test passes', async () => {
    await useAccount('5561200934');
    const sent = await core(SEND_DEPOSITS, 'northwindOwner');
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.sendPaymentTestMicroDeposits).toMatchObject({ waiting: true, accountLast4: '0934', microDeposits: { sent: false, attemptsLeft: 3 } });
    // Nothing to confirm before they are filed; a prenote cannot be sent beside them.
    expect((await confirm(10, 20)).errors![0].message).toBe(Messages.paymentTestDepositsNotSent);
    expect((await core(SEND, 'northwindOwner', { key: 'prenote-beside-deposits' })).errors![0].message).toBe(Messages.paymentTestAlreadyWaiting);

    await cycle('2026-12-21T16:00:00Z');
    const amounts = await depositsInFile();
    expect(amounts.every((a) => a >= 1 && a <= 99)).toBe(true);
    expect((await core(DEPOSITS, 'northwindOwner')).data!.paymentTest.microDeposits).toEqual({ sent: true, arrivesOn: '2026-12-22', attemptsLeft: 3 });

    const wrong = await confirm(amounts[0] === 1 ? 2 : 1, amounts[1]);
    expect(wrong.errors![0].message).toBe(Messages.microDepositsMismatch(2));
    const right = await confirm(amounts[1], amounts[0]);
    expect(right.errors).toBeUndefined();
    expect(right.data!.confirmPaymentTestMicroDeposits).toEqual({ waiting: false, microDeposits: null });
    // The stepper's condition: a test payment in success, recording the match (never filed, amounts nowhere).
    const records = await t.db.select().from(payments).where(and(eq(payments.businessId, northwind), eq(payments.kind, 'test'), like(payments.description, 'Micro-deposits confirmed%')));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ status: 'success', paymentProcessStatus: 'success', amount: 0, achFileId: null });
    // Used once: the same amounts again find nothing to confirm.
    expect((await confirm(amounts[0], amounts[1])).errors![0].message).toBe(Messages.paymentTestNoDeposits);
  });

  it('too many attempts: the third wrong pair fails the test; the amounts are never answered back', async () => {
    expect((await core(SEND_DEPOSITS, 'northwindOwner')).errors).toBeUndefined();
    await cycle('2026-12-22T16:00:00Z');
    const amounts = await depositsInFile();
    const miss = amounts[0] === 1 ? 2 : 1;
    expect((await confirm(miss, amounts[1])).errors![0].message).toBe(Messages.microDepositsMismatch(2));
    const second = await confirm(miss, amounts[1]);
    expect(second.errors![0].message).toBe(Messages.microDepositsMismatch(1));
    expect(JSON.stringify(second)).not.toContain(dollars(amounts[0]));
    expect((await confirm(miss, amounts[1])).errors![0].message).toBe(Messages.paymentTestDepositsFailed);
    expect((await core(DEPOSITS, 'northwindOwner')).data!.paymentTest).toEqual({ waiting: false, microDeposits: null });
    // Even the right amounts now find nothing: the owner sends a new test.
    expect((await confirm(amounts[0], amounts[1])).errors![0].message).toBe(Messages.paymentTestNoDeposits);
  });

  it('only a file-rail business sends them, only people with business rights, each for its own business', async () => {
    expect((await core(SEND_DEPOSITS, 'baysideOwner')).errors![0].message).toBe(Messages.paymentTestNoDeposits);
    expect(codeOf(await core(SEND_DEPOSITS, 'northwindClerk'))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await core(CONFIRM, 'northwindClerk', { input: { firstAmount: '0.10', secondAmount: '0.20' } }))).toBe(ErrorCodes.forbidden);
    // Bayside confirming has no deposits of its own, whatever Northwind has waiting.
    expect((await core(SEND_DEPOSITS, 'northwindOwner')).errors).toBeUndefined();
    expect((await core(CONFIRM, 'baysideOwner', { input: { firstAmount: '0.10', secondAmount: '0.20' } })).errors![0].message).toBe(Messages.paymentTestNoDeposits);
  });
});
