/**
 * The file channel against Debian's OpenSSH server (tests/api/support/openssh-server.ts), as a bank runs it: a pinned
 * ed25519, ECDSA or RSA host key connects and a wrong one gets nothing; files go up and the bank's files come down;
 * a bank file beyond the cap is left unread and reported; the settings refuse paths that climb out and addresses
 * where no bank is, say what a failed connection was in words, and ask for the secrets again for another server.
 */
import { readFileSync, truncateSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { achFileChannels, achFileDeliveries, achFiles, achReturnFiles, businesses, originatingAccounts, payments, reviewItems, users } from '../../api/db/schema';
import { encryptSecret } from '../../api/lib/crypto';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { openAchFile } from '../../api/rails/ach-file-store';
import { sandboxBankResponse } from '../../api/rails/sandbox-bank';
import { ChannelConnectionFailed, HostKeyChanged, openSftp } from '../../api/modules/ach-channels/sftp-connection';
import { fetchBankFiles, readBankFile } from '../../api/modules/ach-channels/bank-files';
import { achChannelConnectionMessages, achChannelMessages, channelConnectionProblems } from '../../domain/ach-channel';
import { SECRET_PLACEHOLDER } from '../../domain/payment-systems';
import { startTestApi, type TestApi } from './harness';
import { coreGraphql } from './graphql/core';
import { vendorPaymentMaker } from './support/factories';
import { freshVerification } from './support/fresh-verification';
import { sshdMissing, startOpenSshServer, type HostKeyType, type OpenSshServer } from './support/openssh-server';

const SET_CHANNEL = coreGraphql(`mutation AchChannelOpenSshSet($originatingAccountId: ID!, $input: AchFileChannelInput!) {
  setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { host port username password privateKey hostKeyFingerprint }
}`);

let t: TestApi;
let sshd: OpenSshServer;
let northwind: string;
let accountId: string;
let adminToken: string;
let outbox: string;
let returns: string;

describe.skipIf(Boolean(sshdMissing))(sshdMissing ?? 'the file channel against Debian’s OpenSSH server', () => {
  beforeAll(async () => {
    [t, sshd] = await Promise.all([startTestApi(), startOpenSshServer()]);
    northwind = (await t.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.')))[0].id;
    accountId = (await t.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account')))[0].id;
    outbox = sshd.folder('outbox');
    returns = sshd.folder('returns');
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
    adminToken = (await t.tokensFor('admin@payloft.test')).accessToken;
    await freshVerification(t, 'admin@payloft.test', adminToken);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([t?.close(), sshd?.close()]);
  });

  const channelInput = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: sshd.port,
    username: sshd.username,
    privateKey: sshd.clientPrivateKey,
    hostKeyFingerprint: sshd.hostKeyFingerprints.ed25519,
    uploadFolder: outbox,
    returnsFolder: returns,
    ...overrides,
  });
  const setChannel = (input: Record<string, unknown>) => t.gql(SET_CHANNEL, { originatingAccountId: accountId, input: input as never }, { token: adminToken });
  const storedChannel = async () => (await t.db.select().from(achFileChannels).where(eq(achFileChannels.originatingAccountId, accountId)))[0];
  /** A channel row as the cycle reads it, pinned to `fingerprint`. */
  const channelRow = async (fingerprint: string, host = '127.0.0.1') => ({ ...(await storedChannel()), hostKeyFingerprint: fingerprint, host });

  const pay = vendorPaymentMaker(() => ({ db: t.db, encryptionKey: t.config.encryptionKey, businessId: northwind }), 'openssh', new Date('2026-11-23T15:30:00Z'));
  let now = new Date('2026-11-24T16:00:00Z');
  const cycle = () => runProcessingCycle(t.db, { at: (now = new Date(now.getTime() + 60 * 60_000)), encryptionKey: t.config.encryptionKey, workerId: 'w' });
  const noReport = () => ({ returnFiles: 0, reviewItems: [] as string[], errors: [] as string[] });

  describe('the host key the bank publishes is the one checked, whatever its type', () => {
    it.each<HostKeyType>(['ed25519', 'ecdsa', 'rsa'])('a pinned %s key connects (the server holds all three)', async (type) => {
      expect((await setChannel(channelInput({ hostKeyFingerprint: sshd.hostKeyFingerprints[type] }))).errors).toBeUndefined();
      const logged = sshd.log().length;
      const client = await openSftp(await storedChannel(), t.config.encryptionKey);
      try {
        expect(await client.exists(outbox)).toBe('d');
        expect(sshd.log().slice(logged)).toMatch(/Accepted publickey for /);
      } finally {
        await client.end();
      }
    });

    it('a key the server does not hold is refused, with every key it showed named and no credential offered', async () => {
      const wrong = `SHA256:${'A'.repeat(43)}`;
      const logged = sshd.log().length;
      const refused = await openSftp(await channelRow(wrong), t.config.encryptionKey).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(HostKeyChanged);
      const changed = refused as HostKeyChanged;
      expect(changed.presented).toBe(sshd.hostKeyFingerprints.ed25519);
      expect([...changed.allPresented].sort()).toEqual(Object.values(sshd.hostKeyFingerprints).sort());
      // sshd saw three connections end before authentication, and no key or password.
      // (sshd logs a connection's end a moment after the client has gone.)
      await vi.waitFor(() => expect(sshd.log().slice(logged).match(/\[preauth\]/g)?.length).toBeGreaterThanOrEqual(3), { timeout: 5000 });
      const seen = sshd.log().slice(logged);
      expect(seen).not.toMatch(/publickey|password|Accepted|Failed/i);
    });
  });

  describe('files go up and the bank’s files come down', () => {
    it('a cycle delivers the ACH file to OpenSSH and reads the return file the bank left', async () => {
      expect((await setChannel(channelInput({ hostKeyFingerprint: sshd.hostKeyFingerprints.rsa }))).errors).toBeUndefined();
      const payment = await pay('000000000001');
      if (payment.dueAt > now) now = payment.dueAt;
      await cycle();
      const [p] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
      const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, p.achFileId!));
      const text = openAchFile(file.content, t.config.encryptionKey);
      const [delivery] = await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, file.id));
      expect(sshd.files(outbox)).toEqual([delivery!.remoteName]);
      sshd.put(returns, 'RETURNS-1.ach', sandboxBankResponse(text, now)!);
      expect((await cycle()).returnFiles).toBe(1);
      expect((await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0]).toMatchObject({ status: 'error', returnCode: 'R01' });
    });

    it('a bank file beyond the cap is not read: refused from its listed size and reported in words', async () => {
      const before = (await t.db.select().from(achReturnFiles)).length;
      // The file that took the services from 198 MB to 643 MB; sparse on disk, and nothing of it is read.
      writeFileSync(join(sshd.localPath(returns), 'HUGE.ach'), '');
      truncateSync(join(sshd.localPath(returns), 'HUGE.ach'), Math.round(61.75 * 1024 * 1024));
      const report = noReport();
      await fetchBankFiles(t.db, { at: now, encryptionKey: t.config.encryptionKey }, report);
      expect((await t.db.select().from(achReturnFiles)).length).toBe(before);
      const message =
        "The file HUGE.ach in the returns folder of Operating account is 61.75 MB; a bank's return or change file is at most 10 MB, so it was not read. " +
        'Ask the bank what the file is; once it is replaced or removed the folder is read as usual.';
      expect(report.errors).toContain(message);
      expect((await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'bankFileRefused'))).map((i) => i.message)).toEqual([message]);
      // Still there on the next cycle: still refused, still one item.
      await fetchBankFiles(t.db, { at: now, encryptionKey: t.config.encryptionKey }, noReport());
      expect(await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'bankFileRefused'))).toHaveLength(1);
      unlinkSync(join(sshd.localPath(returns), 'HUGE.ach'));
    });

    it('the cap holds while the file streams: a file that grew past it after the listing is given up mid-read', async () => {
      const text = `${'1'.repeat(94)}\r\n`.repeat(400);
      sshd.put(returns, 'GROWN.ach', text);
      const client = await openSftp(await storedChannel(), t.config.encryptionKey);
      try {
        expect(await readBankFile(client, `${returns}/GROWN.ach`, 1000)).toBeNull();
        expect(await readBankFile(client, `${returns}/GROWN.ach`, text.length)).toBe(text);
      } finally {
        await client.end();
      }
      unlinkSync(join(sshd.localPath(returns), 'GROWN.ach'));
    });
  });

  describe('a file counts as delivered only when OpenSSH holds it, byte for byte', () => {
    it('unreachable: its payment reads Not delivered; an impostor of the same name and size is not taken for it; once the server holds ours, it is sent', async () => {
      const RETRY = coreGraphql(`mutation AchChannelOpenSshRetry($achFileId: ID!, $reason: String!) { retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { status } }`);
      const retry = async (achFileId: string) => expect((await t.gql(RETRY, { achFileId, reason: 'OpenSSH test' }, { token: adminToken })).errors).toBeUndefined();
      // Nothing listens on port 1: the channel saves, and its files cannot go.
      await t.db.update(achFileChannels).set({ port: 1 }).where(eq(achFileChannels.originatingAccountId, accountId));
      for (const name of sshd.files(outbox)) unlinkSync(join(sshd.localPath(outbox), name));
      const payment = await pay('000000000007');
      if (payment.dueAt > now) now = payment.dueAt;
      await cycle();
      const row = async () => (await t.db.select().from(payments).where(eq(payments.id, payment.id)))[0];
      const filed = await row();
      expect(filed).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
      const [delivery] = await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, filed.achFileId!));
      expect(delivery.status).toBe('pending');
      expect(sshd.files(outbox)).toEqual([]);
      // Someone else's file of our name and our size (NACHA pads every small file alike) is put there first.
      const [file] = await t.db.select().from(achFiles).where(eq(achFiles.id, filed.achFileId!));
      const ours = openAchFile(file.content, t.config.encryptionKey);
      const impostor = ours.replace(/[0-9]/g, (d) => String((Number(d) + 1) % 10));
      expect(impostor.length).toBe(ours.length);
      sshd.put(outbox, delivery.remoteName, impostor);
      await t.db.update(achFileChannels).set({ port: sshd.port }).where(eq(achFileChannels.originatingAccountId, accountId));
      await retry(file.id);
      await cycle();
      const blocked = (await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, file.id)))[0];
      expect(blocked.status).toBe('pending');
      expect(blocked.lastError).toMatch(/another file/);
      expect(await row()).toMatchObject({ status: 'processing', paymentBankStatus: 'notDelivered' });
      // The bank's folder cleared, the retry puts ours there and only then is the payment sent.
      unlinkSync(join(sshd.localPath(outbox), delivery.remoteName));
      await retry(file.id);
      await cycle();
      expect((await t.db.select().from(achFileDeliveries).where(eq(achFileDeliveries.achFileId, file.id)))[0].status).toBe('delivered');
      expect(readFileSync(join(sshd.localPath(outbox), delivery.remoteName), 'utf8')).toBe(ours);
      expect(await row()).toMatchObject({ status: 'processing', paymentBankStatus: 'sentToBank' });
    });
  });

  describe('the settings', () => {
    it('refuse folders written with backslashes and hosts where no bank is', async () => {
      for (const uploadFolder of ['..\\..\\etc', 'outbox\\..\\..\\etc']) {
        const refused = await setChannel(channelInput({ uploadFolder }));
        expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ uploadFolder: achChannelMessages.folder });
      }
      expect((await setChannel(channelInput({ returnsFolder: '..\\returns' }))).errors?.[0]?.extensions?.fieldErrors).toMatchObject({ returnsFolder: achChannelMessages.folder });
      for (const host of ['169.254.169.254', 'fe80::1', '::ffff:169.254.169.254', 'metadata.google.internal']) {
        const refused = await setChannel(channelInput({ host }));
        expect([host, refused.errors?.[0]?.extensions?.fieldErrors]).toEqual([host, expect.objectContaining({ host: achChannelMessages.hostForbidden })]);
      }
      expect((await setChannel(channelInput({ host: '2852039166' }))).errors?.[0]?.extensions?.fieldErrors).toMatchObject({ host: achChannelMessages.hostNumeric });
    });

    it('in production also refuse this machine', async () => {
      const prod = await startTestApi({ config: { appEnv: 'prod' } });
      try {
        await prod.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
        const token = (await prod.tokensFor('admin@payloft.test')).accessToken;
        await freshVerification(prod, 'admin@payloft.test', token);
        const [account] = await prod.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account'));
        for (const host of ['127.0.0.1', 'localhost', '::1']) {
          const refused = await prod.gql(SET_CHANNEL, { originatingAccountId: account.id, input: channelInput({ host }) as never }, { token });
          expect([host, refused.errors?.[0]?.extensions?.fieldErrors]).toEqual([host, { host: achChannelMessages.hostLoopback }]);
        }
      } finally {
        await prod.close();
      }
    });

    it('a host that leads to a link-local address, or in production to this machine, is refused when connecting, in words', async () => {
      const refused = await openSftp(await channelRow(sshd.hostKeyFingerprints.ed25519, '169.254.169.254'), t.config.encryptionKey).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ChannelConnectionFailed);
      expect((refused as Error).message).toBe(channelConnectionProblems.forbiddenAddress);
      // In production a name that leads to this machine is refused too (the cycle passes APP_ENV).
      const local = await openSftp(await channelRow(sshd.hostKeyFingerprints.ed25519, 'localhost'), t.config.encryptionKey, { production: true }).catch((error: unknown) => error);
      expect((local as Error).message).toBe(channelConnectionProblems.loopbackInProduction);
      const report = noReport();
      await fetchBankFiles(t.db, { at: now, encryptionKey: t.config.encryptionKey, appEnv: 'prod' }, report);
      expect(report.errors).toEqual([`Returns folder of Operating account not read: ${channelConnectionProblems.loopbackInProduction}`]);
    });

    it('say what a failed connection was in words, never the library’s text', async () => {
      const cases: Array<[Partial<Awaited<ReturnType<typeof channelRow>>>, string]> = [
        [{ host: 'no-such-host.invalid' }, channelConnectionProblems.hostNotFound],
        [{ port: 1 }, channelConnectionProblems.refused],
        [{ username: 'nobody-here' }, channelConnectionProblems.authentication],
      ];
      for (const [change, words] of cases) {
        const refused = await openSftp({ ...(await channelRow(sshd.hostKeyFingerprints.ed25519)), ...change }, t.config.encryptionKey).catch((error: unknown) => error);
        expect([change, (refused as Error).message]).toEqual([change, words]);
      }
      // The same words reach the delivery's record and the Errors page.
      await t.db.update(achFileChannels).set({ port: 1 }).where(eq(achFileChannels.originatingAccountId, accountId));
      const payment = await pay();
      if (payment.dueAt > now) now = payment.dueAt;
      const report = await cycle();
      const refusedWords = achChannelConnectionMessages.refused('127.0.0.1', 1).replace(/\.$/, '');
      expect(report.errors.join('\n')).toContain(refusedWords);
      expect(report.errors.join('\n')).not.toMatch(/ECONNREFUSED|getConnection|connect:/);
      const items = await t.db.select().from(reviewItems).where(eq(reviewItems.kind, 'achFileNotDelivered'));
      expect(items.map((i) => i.message).join('\n')).toContain(refusedWords);
      expect(items.map((i) => i.message).join('\n')).not.toMatch(/ECONNREFUSED/);
      await t.db.update(achFileChannels).set({ port: sshd.port }).where(eq(achFileChannels.originatingAccountId, accountId));
    });

    it('another host, port or user name gets none of the stored secrets: they are asked for again', async () => {
      expect((await setChannel(channelInput())).errors).toBeUndefined();
      for (const change of [{ host: 'localhost' }, { port: sshd.port + 1 }, { username: 'someone-else' }]) {
        const refused = await setChannel(channelInput({ ...change, privateKey: SECRET_PLACEHOLDER }));
        expect([change, refused.errors?.[0]?.extensions?.fieldErrors]).toEqual([change, { password: achChannelMessages.secretsAgain, privateKey: achChannelMessages.secretsAgain }]);
        // Left out altogether, the same.
        const { privateKey: _left, ...withoutKey } = channelInput(change);
        expect((await setChannel(withoutKey)).errors?.[0]?.message).toBe(achChannelMessages.secretsAgain);
        expect(await storedChannel()).toMatchObject({ host: '127.0.0.1', port: sshd.port, username: sshd.username });
      }
      // With the secret typed again the change is taken, and a password stored for the old server is dropped.
      await t.db.update(achFileChannels).set({ passwordEncrypted: encryptSecret('old server password', t.config.encryptionKey) }).where(eq(achFileChannels.originatingAccountId, accountId));
      const moved = await setChannel(channelInput({ host: 'localhost' }));
      expect(moved.errors).toBeUndefined();
      expect(moved.data?.setAchFileChannel).toMatchObject({ host: 'localhost', privateKey: SECRET_PLACEHOLDER, password: null });
      // The same server keeps what is stored when the placeholder comes back.
      expect((await setChannel(channelInput({ host: 'localhost', privateKey: SECRET_PLACEHOLDER }))).errors).toBeUndefined();
    });
  });
});
