/**
 * A services process that dies for real (kill -9) in the middle of an ACH file's SFTP delivery, for
 * tests/api/kill9.test.ts: on the embedded database in DATA_DIR it seeds the demo data, points the originating
 * account's channel at the test's SFTP server, writes Northwind's file with a cycle, and delivers it, sending itself
 * SIGKILL at the point it is told (after the upload, or after the rename, before anything is recorded).
 */
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../../api/db/client';
import { runProcessingCycle } from '../../../api/jobs/cycle';
import { createPayment } from '../../../api/modules/payments/service';
import { deliverAchFiles } from '../../../api/modules/ach-channels/sftp-channel';
import type { DeliveryCrashPoint } from '../../../api/modules/ach-channels/sftp-connection';
import { achFileChannels, businesses, originatingAccounts } from '../../../api/db/schema';
import { encryptSecret } from '../../../api/lib/crypto';
import { seedDemoData } from '../../../api/seed/demo';

const [dataDir, keyBase64, settingsJson, point] = process.argv.slice(2);
const encryptionKey = Buffer.from(keyBase64, 'base64');
const settings = JSON.parse(settingsJson) as { port: number; username: string; privateKey: string; fingerprint: string; folder: string };
const now = new Date('2026-11-23T15:30:00Z');
const handle = await createDatabase({ dataDir });
await seedDemoData(handle.db, { encryptionKey, now, webPublicUrl: 'http://web.test' });
const [account] = await handle.db.select().from(originatingAccounts).where(eq(originatingAccounts.name, 'Operating account'));
await handle.db.insert(achFileChannels).values({
  originatingAccountId: account.id,
  host: '127.0.0.1',
  port: settings.port,
  username: settings.username,
  privateKeyEncrypted: encryptSecret(settings.privateKey, encryptionKey),
  hostKeyFingerprint: settings.fingerprint,
  uploadFolder: settings.folder,
  fileNamePattern: '{fileName}',
  enabled: false,
  deliverFilesFrom: now,
  updatedAt: now,
});
const [northwind] = await handle.db.select().from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
const payment = await createPayment(
  handle.db,
  encryptionKey,
  {
    businessId: northwind.id,
    kind: 'vendor',
    amount: 4_343,
    idempotencyKey: `kill9-sftp-${point}`,
    skipApproval: true,
    destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
    createdByUserId: null,
  },
  now,
);
// The cycle writes the file with the channel off; the delivery then runs on its own so it can die where told.
await runProcessingCycle(handle.db, { at: payment.dueAt, encryptionKey, workerId: 'doomed' });
await handle.db.update(achFileChannels).set({ enabled: true });
await deliverAchFiles(
  handle.db,
  {
    at: payment.dueAt,
    encryptionKey,
    workerId: 'doomed',
    deliveryCrashPoint: (p: DeliveryCrashPoint) => {
      if (p === point) process.kill(process.pid, 'SIGKILL');
    },
  },
  { returnFiles: 0, reviewItems: [], errors: [] },
);
// Not reached: the delivery passes the point, and the process dies there.
process.exit(3);
