/**
 * Crash suite: a services process is killed with SIGKILL right after the rail accepted a payment, before the
 * engine recorded it; the rail then stays down for every following cycle of two workers. Nothing that was paid is
 * ever marked failed: the payment waits as "awaiting bank confirmation" and succeeds once, when the rail answers.
 * And a process killed inside an idempotent public-API request, after the payment was made and before
 * the answer was stored, leaves a key the retry can use: the retry pays once, and the next one replays it.
 * And a process killed between an ACH file's rename on the bank's SFTP server and its record never uploads it again.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createApi } from '../../api/app';
import { createDatabase } from '../../api/db/client';
import { achFileDeliveries, apiClients, apiIdempotencyKeys, paymentStatusDetails, payments, railSubmissions, vendors } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createSandboxRail } from '../../api/rails/sandbox';
import { deliverAchFiles } from '../../api/modules/ach-channels/sftp-channel';
import { DEMO_API_CLIENT } from '../../api/seed/api-clients';
import { createTestClock, testConfig } from './harness';
import { startSftpServer } from './support/sftp-server';

describe('kill -9 after submission, then the rail down', () => {
  it('never marks the paid payment failed, and it succeeds once when the rail answers', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payloft-kill9-'));
    const key = randomBytes(32);
    const idempotencyKey = `kill9-${Date.now()}`;
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'support/crash-child.ts'), dir, key.toString('base64'), idempotencyKey], {
        encoding: 'utf8',
        timeout: 240_000,
        env: { ...process.env, DATABASE_URL: '' },
      });
      expect(child.signal, child.stderr).toBe('SIGKILL');

      // The services start again on the same folder (the dead process's lock is taken over).
      const handle = await createDatabase({ dataDir: dir });
      try {
        const [paid] = await handle.db.select().from(payments).where(eq(payments.idempotencyKey, idempotencyKey));
        expect(paid.status).toBe('processing');
        expect(await handle.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, paid.id))).toHaveLength(1);

        const down = createSandboxRail({ SANDBOX_RAIL_OUTAGE: '1' });
        let at = paid.dueAt.getTime() + 6 * 60_000;
        for (let i = 0; i < 8; i++) {
          await Promise.all(
            ['w1', 'w2'].map((workerId) => runProcessingCycle(handle.db, { at: new Date(at), encryptionKey: key, sandbox: down, workerId })),
          );
          at += 2 * 60 * 60_000;
          const [now] = await handle.db.select().from(payments).where(eq(payments.id, paid.id));
          expect(now.status, `cycle ${i} with the rail down`).toBe('processing');
        }
        await runProcessingCycle(handle.db, { at: new Date(at), encryptionKey: key, sandbox: createSandboxRail({}), workerId: 'w1' });
        const [done] = await handle.db.select().from(payments).where(eq(payments.id, paid.id));
        expect(done.status).toBe('success');
        const history = await handle.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, paid.id));
        expect(history.filter((h) => h.status === 'error')).toHaveLength(0);
        expect(history.filter((h) => h.status === 'success')).toHaveLength(1);
        expect(await handle.db.select().from(railSubmissions).where(eq(railSubmissions.paymentId, paid.id))).toHaveLength(1);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kill -9 inside an idempotent public-API request', () => {
  it('leaves no key stuck in progress: the retry creates the payment once, the next retry replays it', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payloft-kill9-api-'));
    const key = randomBytes(32);
    const idempotencyKey = `kill9-api-${Date.now()}`;
    try {
      const child = spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'support/crash-child-api.ts'), dir, key.toString('base64'), idempotencyKey, '4242'], {
        encoding: 'utf8',
        timeout: 240_000,
        env: { ...process.env, DATABASE_URL: '' },
      });
      expect(child.signal, child.stderr).toBe('SIGKILL');

      const handle = await createDatabase({ dataDir: dir });
      try {
        const [client] = await handle.db.select().from(apiClients).where(eq(apiClients.clientId, DEMO_API_CLIENT.clientId));
        const [acme] = await handle.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
        const made = () => handle.db.select().from(payments).where(eq(payments.idempotencyKey, `api:${client.id}:${idempotencyKey}`));
        // Whatever the dead process left, it is not a key held "in progress" for 7 days.
        const [claim] = await handle.db.select().from(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.key, idempotencyKey));
        expect(claim === undefined || claim.responseStatus !== null).toBe(true);

        const api = createApi({ db: handle.db, config: testConfig({ encryptionKey: key }), clock: createTestClock() });
        const tokenResponse = await api.fetch(
          new Request('http://api.test/oauth/token', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_API_CLIENT.clientId, client_secret: DEMO_API_CLIENT.clientSecret }).toString(),
          }),
        );
        const { access_token } = await tokenResponse.json();
        const retry = () =>
          api.fetch(
            new Request('http://api.test/api/v1/payments', {
              method: 'POST',
              headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
              body: JSON.stringify({ vendorId: acme.id, amount: '4242' }),
            }),
          );
        const first = await retry();
        expect(first.status).toBe(201);
        const paid = await first.json();
        expect(await made()).toHaveLength(1);
        const second = await retry();
        expect(second.status).toBe(201);
        expect(second.headers.get('idempotent-replayed')).toBe('true');
        expect((await second.json()).id).toBe(paid.id);
        expect(await made()).toHaveLength(1);
      } finally {
        await handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('kill -9 between an ACH file’s rename on the bank’s server and its record', () => {
  it('the next delivery asks the server, finds the file and uploads nothing', { timeout: 300_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'payloft-kill9-sftp-'));
    const key = randomBytes(32);
    const sftp = await startSftpServer();
    try {
      const folder = sftp.folder('outbox');
      const settings = { port: sftp.port, username: sftp.username, privateKey: sftp.clientPrivateKey, fingerprint: sftp.hostKeyFingerprint, folder };
      // Not spawnSync: the SFTP server answers from this process's event loop.
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'support/crash-child-sftp.ts'), dir, key.toString('base64'), JSON.stringify(settings), 'afterRename'], {
        env: { ...process.env, DATABASE_URL: '' },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const signal = await new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, sig) => resolve(sig)));
      expect(signal, stderr).toBe('SIGKILL');
      const [uploaded] = sftp.files(folder);
      expect(sftp.writesOpened).toEqual([`${folder}/.${uploaded}.part`]);

      const handle = await createDatabase({ dataDir: dir });
      try {
        const [row] = await handle.db.select().from(achFileDeliveries);
        expect(row).toMatchObject({ status: 'renaming', remoteName: uploaded });
        const at = new Date(row.claimedUntil!.getTime() + 1);
        await Promise.all(['w1', 'w2'].map((workerId) => deliverAchFiles(handle.db, { at, encryptionKey: key, workerId }, { returnFiles: 0, reviewItems: [], errors: [] })));
        const [after] = await handle.db.select().from(achFileDeliveries);
        expect(after).toMatchObject({ status: 'delivered' });
        expect(after.serverAnswer).toContain('already held');
        expect(sftp.writesOpened).toHaveLength(1);
        expect(sftp.files(folder)).toEqual([uploaded]);
      } finally {
        await handle.close();
      }
    } finally {
      await sftp.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
