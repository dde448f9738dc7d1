/**
 * A services process that dies for real (kill -9) in the middle of a processing cycle, for tests/api/kill9.test.ts:
 * on the embedded database in DATA_DIR it seeds the demo data (first run), creates one payment and runs a cycle with
 * the sandbox rail up, sending itself SIGKILL right after the rail accepted (and settled) the submission, before
 * the engine recorded anything.
 */
import { createDatabase } from '../../../api/db/client';
import { runProcessingCycle } from '../../../api/jobs/cycle';
import { createPayment } from '../../../api/modules/payments/service';
import { createSandboxRail } from '../../../api/rails/sandbox';
import { businesses } from '../../../api/db/schema';
import { seedDemoData } from '../../../api/seed/demo';

const [dataDir, keyBase64, idempotencyKey] = process.argv.slice(2);
const encryptionKey = Buffer.from(keyBase64, 'base64');
const now = new Date('2026-11-23T15:30:00Z');
const handle = await createDatabase({ dataDir });
await seedDemoData(handle.db, { encryptionKey, now, webPublicUrl: 'http://web.test' });
const [bayside] = (await handle.db.select().from(businesses)).filter((b) => b.name === 'Bayside Auto Care');
const payment = await createPayment(
  handle.db,
  encryptionKey,
  {
    businessId: bayside.id,
    kind: 'vendor',
    amount: 4_242,
    idempotencyKey,
    skipApproval: true,
    destination: { bankName: 'Test', routingNumber: '122000247', accountNumber: '5561200934', accountHolderName: 'Receiver', accountType: 'checking' },
    createdByUserId: null,
  },
  now,
);
await runProcessingCycle(handle.db, {
  at: payment.dueAt,
  encryptionKey,
  sandbox: createSandboxRail({}),
  workerId: 'doomed',
  crashPoint: (point, paymentId) => {
    if (point === 'afterSubmit' && paymentId === payment.id) process.kill(process.pid, 'SIGKILL');
  },
});
// Not reached: the cycle handles this payment, and the process dies there.
process.exit(3);
