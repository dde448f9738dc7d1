/**
 * Registration's Payment Test on a bank that takes ACH files (decision 070): a zero-dollar prenote (code 23) that
 * passes on the third banking day after its settlement when the bank has not returned it, fails on a return (R03)
 * and on a notification of change (showing the correction); one at a time, scoped to the caller's business, and the
 * stepper shows it waiting.
 */
import { and, eq } from 'drizzle-orm';
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
  return { answer, ingest: () => ingestAchReturnFile(t.db, t.config.encryptionKey, { fileName: 'returns.ach', content: answer, source: 'upload' }, new Date(at)) };
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
    const connect = coreGraphql(`mutation PaymentTestConnectBank { updateBankCredentials(paymentSystem: "bankOfAmerica", input: { clientId: "harbor-client", clientSecret: "harbor-secret", companyIdForACHPayment: "1234567890" }) { connectedPaymentSystems } }`);
    expect((await core(connect, 'harborOwner')).errors).toBeUndefined();
    const bankAccount = coreGraphql(`mutation PaymentTestHarborAccount($input: BankAccountInput!) { setBusinessBankAccount(input: $input) { last4 } }`);
    const input = { bankName: 'Puget Sound Bank', routingNumber: '125000024', accountNumber: '7766554433', accountHolderName: 'Harbor Freightways', accountType: 'checking' };
    expect((await core(bankAccount, 'harborOwner', { input })).errors).toBeUndefined();
    const VIEWER = coreGraphql(`query PaymentTestViewer { viewer { registration { hasSuccessfulTestPayment paymentTestWaiting } } }`);
    expect((await core(VIEWER, 'harborOwner')).data!.viewer.registration).toEqual({ hasSuccessfulTestPayment: false, paymentTestWaiting: false });
    expect(await send('harbor-prenote', 'harborOwner')).toMatchObject({ status: 'scheduled', moneyAmount: 0 });
    expect((await core(VIEWER, 'harborOwner')).data!.viewer.registration).toEqual({ hasSuccessfulTestPayment: false, paymentTestWaiting: true });
  });
});
