/**
 * The browser suite's global setup: one throwaway embedded PostgreSQL for every test server of the run, and one
 * migrated, empty database their databases are `CREATE DATABASE … TEMPLATE` copies of. A test server then starts on
 * its own copy (DATABASE_URL) and seeds the demo there as `npm start` does, instead of copying a cluster, starting a
 * server of its own and running every migration (decision 133). Stopped, with every copy, when the run ends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../../../api/db/client';
import { startThrowawayPostgres } from '../../../api/db/embedded-postgres.mjs';
import { E2E_DATABASE_SERVER, E2E_DATABASE_TEMPLATE } from './databases';

export default async function setup(): Promise<() => Promise<void>> {
  // E2E_DATABASES=per-server: each test server starts a throwaway PostgreSQL of its own instead (the shape before
  // decision 133, kept to measure one against the other).
  if (process.env.E2E_DATABASES === 'per-server') return async () => undefined;
  // Each test server keeps a pool of up to 10 connections, plus the harness's own.
  const server = await startThrowawayPostgres({ settings: { max_connections: 400 } });
  const template = `e2e_template_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server.serverUrl);
  url.pathname = `/${template}`;
  const migrated = await createDatabase({ databaseUrl: url.toString() });
  await migrated.close();
  // Read by the workers (tests/e2e/support/fresh-servers.ts), which inherit the runner's environment.
  process.env[E2E_DATABASE_SERVER] = server.serverUrl;
  process.env[E2E_DATABASE_TEMPLATE] = template;
  return () => server.stop();
}
