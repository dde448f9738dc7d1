/**
 * The API suite's global setup: the PostgreSQL server the files use, and the databases they copy instead of build,
 * made once per run and removed when it ends.
 * - The server: DATABASE_URL's, or without it (a bare clone) a throwaway embedded server started here
 *   (api/db/embedded-postgres.mjs, no fsync) whose `postgres` database DATABASE_URL then names for the files
 *   (decision 124).
 * - One migrated, empty database the files' databases are CREATE DATABASE … TEMPLATE copies of (~0.1 s a copy against
 *   ~1.9 s of migrations; decision 041).
 * - The demo data (decision 048): seeded once, with an encryption key made here, at the harness's clock start and web
 *   address, so a test file that starts from the demo copies it instead of seeding it again.
 * Each is made under a scratch name and renamed when complete, so no copy starts from half of one.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../../api/db/client';
import { startThrowawayPostgres } from '../../../api/db/embedded-postgres.mjs';
import { seedDemoData } from '../../../api/seed/demo';

/** The variable that hands the migrated template's name to the test files (PostgreSQL). */
export const PG_TEMPLATE_VARIABLE = 'PAYLOFT_TEST_PG_TEMPLATE';
/** The seeded demo: a PostgreSQL database's name. */
export const SEEDED_DEMO_VARIABLE = 'PAYLOFT_TEST_SEEDED_DEMO';
/** The encryption key the seeded demo's secrets are sealed with (base64): a test using the copy must use it too. */
export const SEEDED_DEMO_KEY_VARIABLE = 'PAYLOFT_TEST_SEEDED_DEMO_KEY';
/** Where the harness's clock starts, and so the demo's "now". */
export const TEST_CLOCK_START = '2026-11-21T12:00:00Z';
/** The web's address in the harness's configuration, and so in the demo's invitation links. */
export const TEST_WEB_PUBLIC_URL = 'http://web.test';

export function databaseUrlFor(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server's `postgres` connection (create or drop a database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Makes database `name` on the server (a copy of `template` when given), migrated and filled by `fill`, under a
 * scratch name renamed once complete and once its sessions are gone (pool.end() resolves before its sockets close).
 */
async function makeDatabase(serverUrl: string, name: string, template: string | undefined, fill: (handle: DatabaseHandle) => Promise<unknown>) {
  const scratch = `${name}_making`;
  await onServer(serverUrl, `create database "${scratch}"${template ? ` template "${template}"` : ''}`);
  const handle = await createDatabase({ databaseUrl: databaseUrlFor(serverUrl, scratch) });
  try {
    await fill(handle);
  } finally {
    await handle.close();
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [scratch]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`alter database "${scratch}" rename to "${name}"`);
  } finally {
    await admin.end();
  }
}

const seedDemo = (handle: DatabaseHandle, key: Buffer) =>
  seedDemoData(handle.db, { encryptionKey: key, now: new Date(TEST_CLOCK_START), webPublicUrl: TEST_WEB_PUBLIC_URL });

export default async function setup(): Promise<() => Promise<void>> {
  const key = randomBytes(32);
  const name = `payloft_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const embedded = process.env.DATABASE_URL ? undefined : await startThrowawayPostgres({ settings: { max_connections: 300 } });
  if (embedded) process.env.DATABASE_URL = embedded.serverUrl;
  const serverUrl = process.env.DATABASE_URL!;
  await makeDatabase(serverUrl, name, undefined, async () => {});
  process.env[PG_TEMPLATE_VARIABLE] = name;
  await makeDatabase(serverUrl, `${name}_demo`, name, (handle) => seedDemo(handle, key));
  process.env[SEEDED_DEMO_VARIABLE] = `${name}_demo`;
  process.env[SEEDED_DEMO_KEY_VARIABLE] = key.toString('base64');
  return async () => {
    if (embedded) return embedded.stop();
    await onServer(serverUrl, `drop database if exists "${name}_demo" with (force)`);
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  };
}
