/**
 * Issue 20, crash suite: a services process is killed with SIGKILL right after the rail accepted a payment, before the
 * engine recorded it; the rail then stays down for every following cycle of two workers. Nothing that was paid is
 * ever marked failed: the payment waits as "awaiting bank confirmation" and succeeds once, when the rail answers.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/client';
import { paymentStatusDetails, payments, railSubmissions } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/processor';
import { createSandboxRail } from '../../api/rails/sandbox';

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
