/**
 * A filed payment claims no more than the bank's server has answered: a file its channel has not delivered leaves its
 * payments "Not delivered to the bank" (no settlement, no paid e-mail or write-back) until the delivery is recorded
 * with the server's answer; the administrator retries or cancels such a file with a reason; saving a channel tests the
 * connection; two accounts sharing one bank folder never take each other's file for their own (names carry the
 * company ID, and a file already on the server counts as ours only when its content is ours).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFileDeliveries, achFiles, auditLog, businessRails, businesses, originatingAccounts, paymentStatusDetails, payments, users } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { openAchFile } from '../../api/rails/ach-file-store';
import { DEFAULT_ACH_FILE_NAME_PATTERN, remoteAchFileName } from '../../domain/ach-channel';
import { ErrorCodes } from '../../domain/errors';
import { displayStatus, statusLabel } from '../../domain/report-columns';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { startSftpServer, type TestSftpServer } from './support/sftp-server';
import { vendorPaymentMaker } from './support/factories';
import { freshVerification } from './support/fresh-verification';

const SET_CHANNEL = coreGraphql(`mutation DeliveryTruthSetChannel($originatingAccountId: ID!, $input: AchFileChannelInput!) {
  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {
    fileNamePattern lastDeliveredAt connectionTest { ok message }
  }
}`);
const RETRY = coreGraphql(`mutation DeliveryTruthRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status nextAttemptAt } }`);
const CANCEL = coreGraphql(`mutation DeliveryTruthCancel($achFileId: ID!, $reason: String!) { cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status lastError } }`);
const FAILURES = coreGraphql(`query DeliveryTruthFailures { failures(filter: { kind: "review" }, limit: 100) { edges { node { subject reason } } } }`);
const DASHBOARD = coreGraphql(`query DeliveryTruthDashboard { businessDashboard { payments { notDelivered { count amount } } } }`);
const PAYMENT = coreGraphql(`query DeliveryTruthPayment($id: ID!) { paymentTransferTransaction(id: $id) { status paymentBankStatus sentAt settlementDate } }`);

let t: TestApi;
let sftp: TestSftpServer;
let northwind: string;
let bayside: string;
let operating: string;
let second: string;
let adminToken: string;
let outbox: string;

beforeAll(async () => {
  [t, sftp] = await Promise.all([startTestApi(), startSftpServer()]);
  const biz = async (name: string) => (await t.db.select().from(businesses).where(eq(businesses.name, name)))[0].id;
  northwind = await biz('Northwind Supply Co.');
  bayside = await biz('Bayside Auto Care');
  operating = (await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account')))[0].id;
  // A second originating account at the same bank, whose channel points at the same folder.
  [{ id: second }] = await t.db
    .insert(originatingAccounts)
    .values({ name: 'Second account', odfiRoutingNumber: '071000013', companyId: '1999888777', companyName: 'PAYLOFT TWO', immediateDestination: '071000013', immediateDestinationName: 'JPMorgan Chase' })
    .returning({ id: originatingAccounts.id });
  await t.db.update(businessRails).set({ rail: 'nacha', originatingAccountId: second }).where(eq(businessRails.businessId, bayside));
  outbox = sftp.folder('outbox');
  await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
  adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
  await freshVerification(t, 'admin@payloft.test', adminToken);
}, 120_000);
afterAll(async () => {
  await Promise.all([t?.close(), sftp?.close()]);
});

const channelInput = (overrides: Record<string, unknown> = {}) => ({
  host: '127.0.0.1',
  port: sftp.port,
  username: sftp.username,
  privateKey: sftp.clientPrivateKey,
  hostKeyFingerprint: sftp.hostKeyFingerprint,
  uploadFolder: outbox,
  ...overrides,
});
const setChannel = (account: string, input: Record<string, unknown>, token = adminToken) => t.gql(SET_CHANNEL, { originatingAccountId: account, input: input as never }, { token });

const createdAt = new Date('2026-11-23T15:30:00Z');
const payNorthwind = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind }), 'truth-n', createdAt);
const payBayside = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: bayside }), 'truth-b', createdAt);
let now = new Date('2026-11-24T16:00:00Z');
const later = (ms = 60 * 60_000) => (now = new Date(now.getTime() + ms));
const cycle = () => runProcessingCycle(t.db, { at: later(), encryptionKey: t.config.encryptionKey, workerId: 'w' });
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];
const deliveryOf = async (achFileId: string) => (await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, achFileId)))[0];
const fileText = async (achFileId: string) => openAchFile((await t.db.select().from(achFiles).where(eq(achFiles.id, achFileId)))[0].content, t.config.encryptionKey);

describe('two accounts whose channels share one bank folder', () => {
  it('the default name carries the company ID, so two accounts’ files of one minute have two names', () => {
    const parts = { id: 'x', fileName: 'ACH-202611241700-A.ach', createdAt: now, modifier: 'A' };
    expect(remoteAchFileName(DEFAULT_ACH_FILE_NAME_PATTERN, { ...parts, companyId: '1872043196' })).not.toBe(remoteAchFileName(DEFAULT_ACH_FILE_NAME_PATTERN, { ...parts, companyId: '1999888777' }));
  });

  it('a file of the same name and size already there is not taken for ours: the second file is not recorded delivered and its payment does not settle', async () => {
    // Both channels keep the old pattern, so both accounts write ACH-<minute>-A.ach into one folder.
    expect((await setChannel(operating, channelInput({ fileNamePattern: '{fileName}' }))).errors).toBeUndefined();
    expect((await setChannel(second, channelInput({ fileNamePattern: '{fileName}' }))).errors).toBeUndefined();
    const first = await payNorthwind();
    const other = await payBayside();
    now = first.dueAt > now ? first.dueAt : now;
    await cycle();
    const [a, b] = [await paymentRow(first.id), await paymentRow(other.id)];
    const [fa, fb] = [(await t.db.select().from(achFiles).where(eq(achFiles.id, a.achFileId!)))[0], (await t.db.select().from(achFiles).where(eq(achFiles.id, b.achFileId!)))[0]];
    expect(fa.fileName).toBe(fb.fileName);
    const [ta, tb] = [await fileText(fa.id), await fileText(fb.id)];
    expect(ta.length).toBe(tb.length);
    expect(ta).not.toBe(tb);
    // Exactly one of the two reached the server under that name; the other is not delivered and says why.
    const held = readFileSync(join(sftp.root, outbox, fa.fileName), 'utf8');
    const [ours, theirs] = held === ta ? [fa, fb] : [fb, fa];
    expect(await deliveryOf(ours.id)).toMatchObject({ status: 'delivered' });
    const blocked = await deliveryOf(theirs.id);
    expect(blocked.status).toBe('pending');
    expect(blocked.lastError).toMatch(/another file/);
    // The Errors page says what the item is about in words, with the reason.
    const failures = await t.gql(FAILURES, {}, { token: adminToken });
    expect(failures.data?.failures.edges.map((e) => e.node)).toContainEqual(expect.objectContaining({ subject: 'ACH file not delivered to the bank', reason: expect.stringMatching(/another file/) }));
    const waiting = theirs.id === fa.id ? first.id : other.id;
    expect(await paymentRow(waiting)).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
    // Days later it has still not settled.
    for (let i = 0; i < 4; i++) {
      later(24 * 60 * 60_000);
      await cycle();
    }
    expect((await paymentRow(waiting)).status).toBe('processing');
    // With the company ID in the name it goes up beside the other and is delivered.
    expect((await setChannel(theirs.originatingAccountId, channelInput({ fileNamePattern: '{companyId}-{fileName}', privateKey: undefined }))).errors).toBeUndefined();
    await cycle();
    expect(await deliveryOf(theirs.id)).toMatchObject({ status: 'delivered' });
    expect(await paymentRow(waiting)).toMatchObject({ paymentBankStatus: 'sentToBank' });
  });

  it('a channel saved without a pattern names files with the company ID', async () => {
    const saved = await setChannel(operating, channelInput());
    expect(saved.data?.setAchFileChannel.fileNamePattern).toContain('{companyId}');
  });
});

describe('a channel that cannot connect', () => {
  it('saving it says what failed; its files’ payments read “Not delivered to the bank” and never settle; delivered, they are sent', async () => {
    const saved = await setChannel(operating, channelInput({ host: 'bank-sftp.invalid' }));
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.setAchFileChannel.connectionTest).toMatchObject({ ok: false, message: expect.stringMatching(/bank-sftp\.invalid/) });
    const payment = await payNorthwind();
    await cycle();
    const filed = await paymentRow(payment.id);
    expect(filed).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
    expect(statusLabel(displayStatus(filed))).toBe('Not delivered to the bank');
    const read = await t.gql(PAYMENT, { id: payment.id }, { token: (await t.tokensFor('owner@northwind.test')).accessToken });
    expect(read.data?.paymentTransferTransaction).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered', sentAt: null, settlementDate: null });
    const dashboard = await t.gql(DASHBOARD, {}, { token: (await t.tokensFor('owner@northwind.test')).accessToken });
    expect(dashboard.data?.businessDashboard.payments.notDelivered).toEqual({ count: 1, amount: payment.amount });
    const history = await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, payment.id));
    expect(history.map((h) => h.description).join('\n')).not.toMatch(/Sent to the bank/);
    for (let i = 0; i < 5; i++) {
      later(24 * 60 * 60_000);
      await cycle();
    }
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
    // Fixed: the next delivery is recorded with the server's answer, and only then is the payment sent.
    const fixed = await setChannel(operating, channelInput());
    expect(fixed.data?.setAchFileChannel.connectionTest).toMatchObject({ ok: true });
    await t.gql(RETRY, { achFileId: filed.achFileId!, reason: 'DNS fixed' }, { token: adminToken });
    await cycle();
    expect(await deliveryOf(filed.achFileId!)).toMatchObject({ status: 'delivered' });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'processing', paymentBankStatus: 'sentToBank' });
    const [row] = (await t.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, payment.id))).slice(-1);
    expect(row.description).toMatch(/^Sent to the bank/);
    for (let i = 0; i < 4; i++) {
      later(24 * 60 * 60_000);
      await cycle();
    }
    expect((await paymentRow(payment.id)).status).toBe('success');
    const listed = await setChannel(operating, channelInput({ privateKey: undefined }));
    expect(listed.data?.setAchFileChannel.lastDeliveredAt).toBeTruthy();
  });

  it('the administrator cancels an undelivered file with a reason: audited, its payments fail with it, nothing is sent; another role is refused', async () => {
    expect((await setChannel(operating, channelInput({ port: 1 }))).data?.setAchFileChannel.connectionTest?.ok).toBe(false);
    const payment = await payNorthwind();
    await cycle();
    const { achFileId } = await paymentRow(payment.id);
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    expect(codeOf(await t.gql(CANCEL, { achFileId: achFileId!, reason: 'wrong bank' }, { token: owner }))).toBe(ErrorCodes.forbidden);
    expect(codeOf(await t.gql(RETRY, { achFileId: achFileId!, reason: 'again' }, { token: owner }))).toBe(ErrorCodes.forbidden);
    expect((await t.gql(CANCEL, { achFileId: achFileId!, reason: ' ' }, { token: adminToken })).errors?.[0]).toBeTruthy();
    const canceled = await t.gql(CANCEL, { achFileId: achFileId!, reason: 'The bank asked for it to be sent again as a new file' }, { token: adminToken });
    expect(canceled.errors).toBeUndefined();
    expect(canceled.data?.cancelAchFileDelivery.status).toBe('canceled');
    const failed = await paymentRow(payment.id);
    expect(failed.status).toBe('error');
    expect(failed.paymentErrorMessage).toContain('The bank asked for it to be sent again');
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'achFileDeliveryCanceled')));
    expect(audit.details).toMatchObject({ achFileId, reason: 'The bank asked for it to be sent again as a new file' });
    await setChannel(operating, channelInput());
    const before = sftp.writesOpened.length;
    await cycle();
    expect((await deliveryOf(achFileId!)).status).toBe('canceled');
    expect(sftp.writesOpened.length).toBe(before);
    // A file written while the channel is paused waits for its delivery from its first moment, and can be canceled.
    await setChannel(operating, channelInput({ enabled: false }));
    const paused = await payNorthwind();
    await cycle();
    const pausedFile = (await paymentRow(paused.id)).achFileId!;
    expect(await paymentRow(paused.id)).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
    expect(await deliveryOf(pausedFile)).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await t.gql(CANCEL, { achFileId: pausedFile, reason: 'Sent another way' }, { token: adminToken })).data?.cancelAchFileDelivery.status).toBe('canceled');
    expect((await paymentRow(paused.id)).status).toBe('error');
    await setChannel(operating, channelInput());
    // A delivered file cannot be canceled.
    const [delivered] = await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.status, 'delivered'));
    expect((await t.gql(CANCEL, { achFileId: delivered.achFileId, reason: 'too late' }, { token: adminToken })).errors?.[0]).toBeTruthy();
  });
});
