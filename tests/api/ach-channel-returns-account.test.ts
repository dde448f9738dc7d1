/**
 * A file fetched over an originating account's channel is about that account only (decision 120): two accounts at
 * one bank, each with its own channel to a real SFTP server on 127.0.0.1; a return of the first account's payment
 * found in the second account's returns folder is held for a person, and applied once it arrives through its own.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFiles, achReturnEntries, businesses, originatingAccounts, payments, users } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { openAchFile } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { Messages } from '../../domain/messages';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { startSftpServer, type TestSftpServer } from './support/sftp-server';
import { vendorPaymentMaker } from './support/factories';
import { freshVerification } from './support/fresh-verification';

const SET_CHANNEL = coreGraphql(`mutation AchChannelReturnsAccountSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {
  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { returnsFolder }
}`);

let t: TestApi;
let sftp: TestSftpServer;
let northwind = '';
let operating = '';
let payroll = '';
let adminToken = '';

beforeAll(async () => {
  [t, sftp] = await Promise.all([startTestApi(), startSftpServer()]);
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
  const [account] = await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account'));
  operating = account.id;
  payroll = (
    await t.db
      .insert(originatingAccounts)
      .values({ name: 'Payroll account', odfiRoutingNumber: account.odfiRoutingNumber, companyId: '1999999999', companyName: 'PAYROLL', immediateDestination: account.immediateDestination, immediateDestinationName: account.immediateDestinationName })
      .returning()
  )[0].id;
  await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
  adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
  await freshVerification(t, 'admin@payloft.test', adminToken);
  for (const [id, folder] of [
    [operating, 'operating'],
    [payroll, 'payroll'],
  ]) {
    const input = {
      host: '127.0.0.1',
      port: sftp.port,
      username: sftp.username,
      privateKey: sftp.clientPrivateKey,
      hostKeyFingerprint: sftp.hostKeyFingerprint,
      uploadFolder: sftp.folder(`${folder}-out`),
      returnsFolder: sftp.folder(`${folder}-returns`),
    };
    const saved = await t.gql(SET_CHANNEL, { originatingAccountId: id, input: input as never }, { token: adminToken });
    expect(saved.errors).toBeUndefined();
  }
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), sftp?.close()]);
});

const pay = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind }), 'sftp-account', new Date('2026-11-23T15:30:00Z'));
let now = new Date('2026-11-24T16:00:00Z');
const cycle = () => runProcessingCycle(t.db, { at: (now = new Date(now.getTime() + 60 * 60_000)), encryptionKey: t.config.encryptionKey, workerId: 'w' });

describe("another account's returns folder", () => {
  it("returns none of this account's payments: the entry is held, and applied when it comes through this account's channel", async () => {
    const payment = await pay('000000000001');
    if (payment.dueAt > now) now = payment.dueAt;
    await cycle();
    const [filed] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(filed.status).toBe('processing');
    const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, filed.achFileId!));
    expect(file.originatingAccountId).toBe(operating);
    const response = sandboxBankResponse(openAchFile(file.content, t.config.encryptionKey), now)!;

    writeFileSync(join(sftp.root, sftp.folder('payroll-returns'), 'RETURNS-1.ach'), response);
    await cycle();
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({ status: 'processing', returnCode: null });
    const [held] = await t.db.select().from(achReturnEntries).where(eq(achReturnEntries.paymentId, payment.id));
    expect(held).toMatchObject({ status: 'unmatched', outcome: Messages.achReturnOtherAccount(held.originalTraceNumber, 'Payroll account', 'Operating account') });

    // The bank's file through the account's own channel (the bank writes each file anew: another creation time).
    writeFileSync(join(sftp.root, sftp.folder('operating-returns'), 'RETURNS-1.ach'), sandboxBankResponse(openAchFile(file.content, t.config.encryptionKey), new Date(now.getTime() + 60_000))!);
    await cycle();
    expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({ status: 'error', returnCode: 'R01' });
  });
});
