// Payments figures for `npm run bench`: creating and processing 10,000 due payments (PostgreSQL when one
// answers on 127.0.0.1:5432, in a throw-away database; else a throwaway embedded one), and writing and reading back a
// NACHA file of 10,000 entries. Prints figures; asserts nothing about time.
import { targetText } from './targets.mjs';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createDatabase } from '../../api/db/client';
import { businesses } from '../../api/db/schema';
import { runProcessingCycle } from '../../api/jobs/cycle';
import { createPayment } from '../../api/modules/payments/service';
import { seedDemoData } from '../../api/seed/demo';
import { readAchFile, transactionCode, writeAchFile, type AchEntry } from '../../domain/nacha';
import { throwAwayDatabase } from './pg';

const COUNT = Number(process.env.BENCH_PAYMENTS ?? 10_000);

function seconds(from: bigint): number {
  return Number(process.hrtime.bigint() - from) / 1e9;
}

const encryptionKey = randomBytes(32);
const target = await throwAwayDatabase('payments');
const handle = await createDatabase(target ? { databaseUrl: target.url } : { dataDir: 'memory://' });
try {
  const now = new Date('2026-11-18T12:00:00Z');
  await seedDemoData(handle.db, { encryptionKey, now });
  const [bayside] = await handle.db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
  let started = process.hrtime.bigint();
  for (let i = 0; i < COUNT; i++) {
    await createPayment(
      handle.db,
      encryptionKey,
      {
        businessId: bayside.id,
        kind: 'api',
        amount: 1_000 + (i % 5_000),
        idempotencyKey: `bench-${i}`,
        destination: {
          bankName: 'Bench Bank',
          routingNumber: '021000021',
          accountNumber: String(100_000_000 + i),
          accountHolderName: `Receiver ${i}`,
          accountType: 'checking',
        },
        createdByUserId: null,
        skipApproval: true,
      },
      now,
    );
  }
  const createSeconds = seconds(started);
  started = process.hrtime.bigint();
  const report = await runProcessingCycle(handle.db, { at: new Date('2026-12-31T23:00:00Z'), encryptionKey, batchSize: 200 });
  const processSeconds = seconds(started);
  console.log('payments on PostgreSQL:');
  console.log(`  created ${COUNT} in ${createSeconds.toFixed(1)} s (${(COUNT / createSeconds).toFixed(0)} payments/s, one transaction each)`);
  console.log(
    `  processed ${report.succeeded + report.failed} due payments in ${processSeconds.toFixed(1)} s ` +
      `(${((report.succeeded + report.failed) / processSeconds).toFixed(0)} payments/s; ${report.succeeded} settled, ${report.failed} returned, ${report.errors.length} errors)` +
      targetText('due payments processed'),
  );
} finally {
  await handle.close();
  await target?.drop();
}

const entries: AchEntry[] = Array.from({ length: COUNT }, (_, i) => ({
  transactionCode: transactionCode('checking', 'credit'),
  rdfiRoutingNumber: '021000021',
  accountNumber: String(100_000_000 + i),
  amountCents: 1_000 + i,
  identificationNumber: `INV-${i}`,
  receiverName: `Receiver ${i}`,
}));
const startedFile = process.hrtime.bigint();
const text = writeAchFile({
  immediateDestination: '011000015',
  immediateDestinationName: 'Federal Reserve Bank',
  immediateOrigin: '1123456789',
  immediateOriginName: 'Bench',
  createdAt: new Date(),
  fileIdModifier: 'A',
  batches: [
    {
      companyName: 'Bench Co',
      companyIdentification: '1123456789',
      secCode: 'CCD',
      companyEntryDescription: 'BENCH',
      effectiveEntryDate: '2026-11-20',
      odfiRoutingNumber: '011000015',
      entries,
    },
  ],
});
const writeSeconds = seconds(startedFile);
const startedRead = process.hrtime.bigint();
const problems = readAchFile(text).problems.length;
console.log(
  `NACHA file of ${COUNT} entries: written and validated in ${(writeSeconds * 1000).toFixed(0)} ms ` +
    `(${(text.length / 1024).toFixed(0)} KiB), read back in ${(seconds(startedRead) * 1000).toFixed(0)} ms, ${problems} problems`,
);
process.exit(0);
