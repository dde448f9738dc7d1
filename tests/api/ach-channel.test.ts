/**
 * ACH files reach the bank over SFTP and the bank's files come back (decision 066), against a real SFTP server on
 * 127.0.0.1: each file is uploaded once, also when the worker dies between upload and record; a changed host key
 * stops everything and raises an item; a dropped connection and a full disk leave no file under the final name
 * and are retried; the returns folder is read on every cycle and each file once.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { achFileChannels, achFileDeliveries, achFiles, achReturnFiles, auditLog, businesses, originatingAccounts, payments, reviewItems, users } from '../../api/db/schema';
import { SimulatedCrash } from '../../api/db/queue';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { openAchFile, sealAchFile } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { DELIVERY_LEASE_MS, deliverAchFiles, deliveryBackoffMs } from '../../api/modules/ach-channels/sftp-channel';
import { hostKeyFingerprint, openSftp, type DeliveryCrashPoint } from '../../api/modules/ach-channels/sftp-connection';
import { fetchBankFiles, readBankFile } from '../../api/modules/ach-channels/bank-files';
import { ErrorCodes } from '../../domain/errors';
import { SECRET_PLACEHOLDER } from '../../domain/payment-systems';
import { codeOf, startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { startSftpServer, type TestSftpServer } from './support/sftp-server';
import { vendorPaymentMaker } from './support/factories';
import { freshVerification } from './support/fresh-verification';
import { Messages } from '../../domain/messages';

const SET_CHANNEL = coreGraphql(`mutation AchChannelSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {
  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) {
    originatingAccountName host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled
  }
}`);
const DELIVERIES = coreGraphql(`query AchChannelDeliveries { achFileDeliveries(limit: 50) { meta { count } edges { node { achFileId remoteName status attempts lastError serverAnswer sizeBytes } } } }`);

const FAILURES = coreGraphql(`query AchChannelFailures { failures(filter: { kind: "review" }, limit: 100) { edges { node { kind subject reason } } } }`);

let t: TestApi;
let sftp: TestSftpServer;
let northwind: string;
let accountId: string;
let adminToken: string;
/** The administrator's attempt before turning MFA on (the first test reads it). */
let withoutMfa: Awaited<ReturnType<typeof setChannel>>;
let outbox: string;
let returns: string;

beforeAll(async () => {
  [t, sftp] = await Promise.all([startTestApi(), startSftpServer()]);
  northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
  accountId = (await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account')))[0].id;
  outbox = sftp.folder('outbox');
  returns = sftp.folder('returns');
  // Where the files go is where the money goes: refused until the administrator has MFA on and a fresh code.
  withoutMfa = await setChannel(channelInput(), (await t.tokensFor('admin@payloft.test')).accessToken);
  await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
  adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
  expect((await setChannel(channelInput())).errors?.[0]?.extensions?.reason).toBe('setupVerificationRequired');
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
  returnsFolder: returns,
  ...overrides,
});
const setChannel = (input: Record<string, unknown>, token = adminToken) => t.gql(SET_CHANNEL, { originatingAccountId: accountId, input: input as never }, { token });

const pay = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind }), 'sftp', new Date('2026-11-23T15:30:00Z'));
/** The cycles' time only moves forward, far enough each time for leases and backoffs to run out. */
let now = new Date('2026-11-24T16:00:00Z');
const later = (ms = 60 * 60_000) => (now = new Date(now.getTime() + ms));
const cycle = () => runProcessingCycle(t.db, { at: later(), encryptionKey: t.config.encryptionKey, workerId: 'w' });
const crashAt = (point: DeliveryCrashPoint) => (p: DeliveryCrashPoint) => {
  if (p === point) throw new SimulatedCrash(p);
};
const deliveryOf = async (achFileId: string) => (await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, achFileId)))[0];
/** A new payment filed by a cycle: its ACH file's id and text. */
async function filedPayment(accountNumber?: string, run: () => Promise<unknown> = cycle) {
  const payment = await pay(accountNumber);
  if (payment.dueAt > now) now = payment.dueAt;
  await run();
  const [p] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
  expect(p.achFileId).toBeTruthy();
  const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, p.achFileId!));
  // The default name carries the account's company ID (two accounts may share one bank folder).
  return { paymentId: payment.id, fileId: file.id, fileName: `1872043196-${file.fileName}`, text: openAchFile(file.content, t.config.encryptionKey) };
}
/** A cycle that writes files but delivers none (the channel switched off meanwhile): the delivery is then run by hand. */
const writeOnly = async () => {
  await t.db.update(achFileChannels).set({ enabled: false });
  await cycle();
  await t.db.update(achFileChannels).set({ enabled: true });
};
const noReport = () => ({ returnFiles: 0, reviewItems: [] as string[], errors: [] as string[] });
const crashingDelivery = (point: DeliveryCrashPoint) =>
  deliverAchFiles(t.db, { at: now, encryptionKey: t.config.encryptionKey, workerId: 'w', deliveryCrashPoint: crashAt(point) }, noReport());
const uploadsOf = (name: string) => sftp.writesOpened.filter((p) => p.endsWith(`/.${name}.part`) || p.endsWith(`/${name}`)).length;
const fileOnServer = (name: string) => readFileSync(join(sftp.root, outbox, name), 'utf8');

describe('the administrator sets the channel', () => {
  it('only the administrator, with a pinned key as OpenSSH prints it; secrets come back as the placeholder; audited', async () => {
    expect(withoutMfa.errors?.[0]?.message).toBe(Messages.fileChannelNeedsMfa);
    const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
    expect(codeOf(await setChannel(channelInput(), owner))).toBe(ErrorCodes.forbidden);
    const bad = await setChannel(channelInput({ hostKeyFingerprint: 'MD5:aa:bb', fileNamePattern: 'PAYLOFT.ach' }));
    expect(bad.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ hostKeyFingerprint: expect.any(String), fileNamePattern: expect.any(String) });
    const done = await setChannel(channelInput());
    expect(done.errors).toBeUndefined();
    expect(done.data?.setAchFileChannel).toMatchObject({ originatingAccountName: 'Operating account', privateKey: SECRET_PLACEHOLDER, password: null, fileNamePattern: '{companyId}-{fileName}', enabled: true });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'achFileChannelSet'));
    expect(audit.details).toMatchObject({ originatingAccountId: accountId, changed: ['created'] });
    expect(JSON.stringify(audit.details)).not.toContain('PRIVATE KEY');
    // The placeholder sent back keeps the stored key.
    expect((await setChannel(channelInput({ privateKey: SECRET_PLACEHOLDER }))).data?.setAchFileChannel.privateKey).toBe(SECRET_PLACEHOLDER);
  });

  it('computes fingerprints as OpenSSH does (GitHub’s published ed25519 host key)', () => {
    const blob = Buffer.from('AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl', 'base64');
    expect(hostKeyFingerprint(blob)).toBe('SHA256:+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU');
  });
});

describe('each ACH file reaches the bank exactly once', () => {
  it('the cycle that writes a file delivers it under its name and records the server’s answer; the next cycle sends nothing', async () => {
    // A file written before the channel existed went to the bank by hand: it is never uploaded.
    const [old] = await t.db
      .insert(achFiles)
      .values({ originatingAccountId: accountId, fileName: 'ACH-202611010900-A.ach', content: sealAchFile('old file', t.config.encryptionKey), batchCutoff: new Date('2026-11-01T09:00:00Z'), entryCount: 1, batchCount: 1, totalCreditCents: 100, totalDebitCents: 0, createdAt: new Date('2026-11-01T09:00:00Z') })
      .returning();
    const file = await filedPayment();
    expect(await deliveryOf(old.id)).toBeUndefined();
    expect(fileOnServer(file.fileName)).toBe(file.text);
    expect(sftp.files(outbox)).toEqual([file.fileName]);
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered', remoteName: file.fileName, sizeBytes: file.text.length, attempts: 1 });
    expect((await deliveryOf(file.fileId)).serverAnswer).toMatch(new RegExp(`^renamed .*\\.${file.fileName}\\.part to /outbox/${file.fileName}; the server lists ${file.text.length} bytes`));
    const writes = sftp.writesOpened.length;
    await cycle();
    expect(sftp.writesOpened.length).toBe(writes);
    const listed = await t.gql(DELIVERIES, {}, { token: adminToken });
    expect(listed.data?.achFileDeliveries.edges.map((e) => e.node)).toContainEqual(expect.objectContaining({ achFileId: file.fileId, status: 'delivered' }));
  });

  it('a crash after the rename, before the record: the next run asks the server, finds the file and uploads nothing', async () => {
    const file = await filedPayment(undefined, writeOnly);
    await expect(crashingDelivery('afterRename')).rejects.toThrow(SimulatedCrash);
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'renaming' });
    expect(uploadsOf(file.fileName)).toBe(1);
    // Within the dead worker's lease nobody touches the file; after it, the server is asked first.
    await deliverAchFiles(t.db, { at: new Date(now.getTime() + 1000), encryptionKey: t.config.encryptionKey, workerId: 'other' }, noReport());
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'renaming' });
    await cycle();
    expect(uploadsOf(file.fileName)).toBe(1);
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered' });
    expect((await deliveryOf(file.fileId)).serverAnswer).toContain('already held');
    expect(fileOnServer(file.fileName)).toBe(file.text);
  });

  it('a crash after the rename and the bank collected the file since: delivered, not sent twice', async () => {
    const file = await filedPayment(undefined, writeOnly);
    await expect(crashingDelivery('afterRename')).rejects.toThrow(SimulatedCrash);
    // The bank's pick-up takes files from the folder.
    unlinkSync(join(sftp.root, outbox, file.fileName));
    await cycle();
    expect(uploadsOf(file.fileName)).toBe(1);
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered' });
    expect((await deliveryOf(file.fileId)).serverAnswer).toContain('collected');
  });

  it('a crash after the upload, before the rename: the next run uploads again and one file appears', async () => {
    const file = await filedPayment(undefined, writeOnly);
    await expect(crashingDelivery('afterUpload')).rejects.toThrow(SimulatedCrash);
    expect(sftp.files(outbox)).not.toContain(file.fileName);
    await cycle();
    expect(uploadsOf(file.fileName)).toBe(2);
    expect(sftp.files(outbox).filter((n) => n.includes(file.fileName))).toEqual([file.fileName]);
    expect(fileOnServer(file.fileName)).toBe(file.text);
  });
});

describe('what goes wrong on the way', () => {
  it('a dropped connection mid-upload: no file under the final name, the failure recorded and retried after the backoff', async () => {
    sftp.faults.dropAfterBytes = 500;
    const file = await filedPayment();
    expect(file.text.length).toBeGreaterThan(500);
    expect(sftp.files(outbox)).not.toContain(file.fileName);
    const failed = await deliveryOf(file.fileId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt!.getTime()).toBe(now.getTime() + deliveryBackoffMs(1));
    const [item] = await t.db.select().from(reviewItems).where(and(eq(reviewItems.kind, 'achFileNotDelivered'), eq(reviewItems.subject, file.fileId)));
    expect(item.resolvedAt).toBeNull();
    sftp.faults = {};
    await cycle();
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(fileOnServer(file.fileName)).toBe(file.text);
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, item.id)))[0].resolvedAt).not.toBeNull();
  });

  it('a full disk: the server’s refusal recorded, no half file left, delivered once there is room', async () => {
    const used = readdirSync(join(sftp.root, outbox)).reduce((sum, n) => sum + statSync(join(sftp.root, outbox, n)).size, 0);
    sftp.faults.diskBytes = used + 100;
    const file = await filedPayment();
    const failed = await deliveryOf(file.fileId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toContain('No space left on device');
    expect(sftp.files(outbox).filter((n) => n.includes(file.fileName))).toEqual([]);
    sftp.faults = {};
    await cycle();
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(uploadsOf(file.fileName)).toBe(2);
  });

  it('a changed host key: nothing is sent, an item is raised for the Errors page; pinning the new key settles it', async () => {
    const pinned = sftp.hostKeyFingerprint;
    await sftp.changeHostKey();
    const writes = sftp.writesOpened.length;
    const file = await filedPayment();
    expect(sftp.writesOpened.length).toBe(writes);
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'pending', attempts: 1 });
    const [item] = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'achChannelHostKeyChanged'));
    expect(item.message).toContain(sftp.hostKeyFingerprint);
    expect(item.message).toContain(pinned);
    const failures = await t.gql(FAILURES, {}, { token: adminToken });
    expect(JSON.stringify(failures.data)).toContain(sftp.hostKeyFingerprint);
    // Still changed on the next cycle: still nothing sent, and no second item.
    await cycle();
    expect(sftp.writesOpened.length).toBe(writes);
    expect(await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'achChannelHostKeyChanged'))).toHaveLength(1);
    expect((await setChannel(channelInput({ privateKey: SECRET_PLACEHOLDER, hostKeyFingerprint: sftp.hostKeyFingerprint }))).errors).toBeUndefined();
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.id, item.id)))[0].resolvedAt).not.toBeNull();
    const [audit] = (await t.db.select().from(auditLog).where(eq(auditLog.action, 'achFileChannelSet'))).slice(-1);
    expect(audit.details).toMatchObject({ previousHostKeyFingerprint: pinned, hostKeyFingerprint: sftp.hostKeyFingerprint });
    later(DELIVERY_LEASE_MS);
    await cycle();
    expect(await deliveryOf(file.fileId)).toMatchObject({ status: 'delivered' });
  });
});

describe('the bank’s files come back', () => {
  it('a return file in the returns folder is fetched on the next cycle and read once', async () => {
    const file = await filedPayment('000000000001');
    const response = sandboxBankResponse(file.text, now)!;
    writeFileSync(join(sftp.root, returns, 'RETURNS-1.ach'), response);
    const first = await cycle();
    expect(first.returnFiles).toBe(1);
    const [p] = await t.db.select().from(payments).where(eq(payments.id, file.paymentId));
    expect(p).toMatchObject({ status: 'error', returnCode: 'R01' });
    expect(await t.db.select().from(achReturnFiles).where(eq(achReturnFiles.source, 'sftp'))).toHaveLength(1);
    const reads = sftp.writesOpened.length;
    expect((await cycle()).returnFiles).toBe(0);
    // The same content under another name is not read again either.
    writeFileSync(join(sftp.root, returns, 'RETURNS-1-copy.ach'), response);
    expect((await cycle()).returnFiles).toBe(0);
    expect(await t.db.select().from(achReturnFiles).where(eq(achReturnFiles.source, 'sftp'))).toHaveLength(1);
    expect(sftp.writesOpened.length).toBe(reads);
  });

  it('a file beyond the cap is left unread and reported, from its listed size or while it streams', async () => {
    const text = `${'9'.repeat(94)}\r\n`.repeat(50);
    writeFileSync(join(sftp.root, returns, 'LARGE.ach'), text);
    const before = await t.db.select().from(achReturnFiles);
    const listed = noReport();
    await fetchBankFiles(t.db, { at: now, encryptionKey: t.config.encryptionKey, bankFileMaxBytes: 1000 }, listed);
    expect(listed.errors).toContain(
      "The file LARGE.ach in the returns folder of Operating account is 4.69 KB; a bank's return or change file is at most 1000 bytes, so it was not read. Ask the bank what the file is; once it is replaced or removed the folder is read as usual.",
    );
    const client = await openSftp((await t.db.select().from(achFileChannels))[0], t.config.encryptionKey);
    try {
      expect(await readBankFile(client, `${returns}/LARGE.ach`, 1000)).toBeNull();
      expect(await readBankFile(client, `${returns}/LARGE.ach`, text.length)).toBe(text);
    } finally {
      await client.end();
    }
    expect(await t.db.select().from(achReturnFiles)).toHaveLength(before.length);
    expect((await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'bankFileRefused'))).map((i) => i.message)).toEqual([expect.stringContaining('LARGE.ach')]);
    unlinkSync(join(sftp.root, returns, 'LARGE.ach'));
  });
});
