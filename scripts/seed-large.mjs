// `npm run seed:large -- --transactions 1000000 [--businesses N] [--chunk 50000]`: adds volume data for the report
// lists on top of the demo data (seeded first when the database is empty), in the database the app uses:
// PostgreSQL when DATABASE_URL is set, else the embedded PostgreSQL in DATA_DIR (default ./.data, as `npm start`; a running app's server is used).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { resolveSecrets } from './lib/secrets.mjs';

const { values } = parseArgs({
  options: {
    transactions: { type: 'string', default: '1000000' },
    businesses: { type: 'string' },
    chunk: { type: 'string' },
  },
});
const whole = (name, text) => {
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got ${text})`);
  return n;
};
const transactions = whole('transactions', values.transactions);

const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const env = { ...process.env, DATA_DIR: dataDir };
Object.assign(env, resolveSecrets(env, dataDir));
const encryptionKey = Buffer.from(env.ENCRYPTION_KEY, 'base64');

const { createDatabase } = await tsImport('../api/db/client.ts', import.meta.url);
const { seedDemoData } = await tsImport('../api/seed/demo.ts', import.meta.url);
const { seedLarge } = await tsImport('../api/seed/large.ts', import.meta.url);
const { businesses } = await tsImport('../api/db/schema.ts', import.meta.url);

const handle = await createDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir });
const where = env.DATABASE_URL ? `PostgreSQL (${new URL(env.DATABASE_URL).pathname.slice(1)})` : `the embedded PostgreSQL (${dataDir})`;
try {
  const now = new Date();
  if (!(await handle.db.select({ id: businesses.id }).from(businesses).limit(1)).length) {
    console.log('empty database: seeding the demo data first');
    await seedDemoData(handle.db, { encryptionKey, now });
  }
  console.log(`seeding ${transactions.toLocaleString('en-US')} payments into ${where}`);
  const report = await seedLarge(handle.db, {
    transactions,
    encryptionKey,
    now,
    businesses: values.businesses === undefined ? undefined : whole('businesses', values.businesses),
    chunk: values.chunk === undefined ? undefined : whole('chunk', values.chunk),
    log: (line) => console.log(line),
  });
  console.log(
    `done in ${report.seconds.toFixed(1)} s: ${report.payments.toLocaleString('en-US')} payments, ` +
      `${report.statusDetails.toLocaleString('en-US')} status details, ${report.jobs.toLocaleString('en-US')} queued jobs; ` +
      `${report.businessesAdded} businesses, ${report.vendorsAdded} vendors and ${report.consumersAdded} consumers added ` +
      `(${(report.payments / report.seconds).toFixed(0)} payments/s)`,
  );
} finally {
  await handle.close();
}
