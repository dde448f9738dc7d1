/**
 * The browser suite's global setup: one throwaway embedded PostgreSQL for every test server of the run, one migrated,
 * empty database, and a copy of it seeded once with the demo as `npm start` seeds it. A test server starts on its own
 * `CREATE DATABASE … TEMPLATE` copy of the seeded one (DATABASE_URL), instead of copying a cluster, starting a server
 * of its own, running every migration (decision 133) and seeding the demo again at each start (decision 148). Stopped,
 * with every copy, when the run ends.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../../api/config';
import { createDatabase } from '../../../api/db/client';
import { startThrowawayPostgres } from '../../../api/db/embedded-postgres.mjs';
import { connectDemoAccountingSystems } from '../../../api/seed/accounting-demo';
import { seedForEnvironment } from '../../../api/seed/demo';
import { E2E_DATABASE_SERVER, E2E_DATABASE_TEMPLATE, E2E_DEMO_TEMPLATE, type DemoTemplate } from './databases';
import { serverEnv } from './servers';

/**
 * The addresses the demo is seeded with: no server's, so that each copy's can replace them (support/databases.ts).
 * `.invalid` names nothing (RFC 2606); the sandbox's requests to its own address are answered in process.
 */
const TEMPLATE_API_URL = 'http://api.e2e-template.invalid';
const TEMPLATE_WEB_URL = 'http://web.e2e-template.invalid';

/** The text and JSON columns of the seeded database that hold either template address, to rewrite in each copy. */
async function columnsHolding(client: pg.Client, texts: string[]): Promise<DemoTemplate['columns']> {
  const { rows } = await client.query<{ table: string; column: string; type: string }>(
    `select table_name as "table", column_name as "column", data_type as "type" from information_schema.columns
     where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')`,
  );
  const found: DemoTemplate['columns'] = [];
  for (const { table, column, type } of rows) {
    const { rows: hits } = await client.query(`select 1 from "${table}" where ${texts.map((_, i) => `"${column}"::text like '%' || $${i + 1} || '%'`).join(' or ')} limit 1`, texts);
    if (hits.length) found.push({ table, column, type });
  }
  return found;
}

/** Seeds `databaseUrl` as a test server's start would (api/main.ts): the demo, then Northwind's accounting systems. */
async function seedDemo(databaseUrl: string, accessTokenSecret: string): Promise<void> {
  const env = serverEnv('4000', '3000', randomBytes(32).toString('hex'));
  const config = loadConfig({ ...env.api, API_PUBLIC_URL: TEMPLATE_API_URL, WEB_PUBLIC_URL: TEMPLATE_WEB_URL, ACCESS_TOKEN_SECRET: accessTokenSecret, DATABASE_URL: databaseUrl });
  const database = await createDatabase({ databaseUrl });
  try {
    const { seeded } = await seedForEnvironment(database.db, config.appEnv, { encryptionKey: config.encryptionKey, webPublicUrl: config.webPublicUrl, history: false });
    if (!seeded) throw new Error('The demo template already had users');
    await connectDemoAccountingSystems(database.db, config);
  } finally {
    await database.close();
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  // E2E_DATABASES=per-server: each test server starts a throwaway PostgreSQL of its own instead (the shape before
  // decision 133, kept to measure one against the other).
  if (process.env.E2E_DATABASES === 'per-server') return async () => undefined;
  // Each test server keeps a pool of up to 10 connections, plus the harness's own.
  const server = await startThrowawayPostgres({ settings: { max_connections: 400 } });
  const template = `e2e_template_${randomBytes(4).toString('hex')}`;
  const demo = `${template}_demo`;
  const urlOf = (database: string) => Object.assign(new URL(server.serverUrl), { pathname: `/${database}` }).toString();
  const admin = new pg.Client({ connectionString: server.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${template}"`);
    const migrated = await createDatabase({ databaseUrl: urlOf(template) });
    await migrated.close();
    // E2E_SEED=per-server: each test server seeds its own copy of the empty template at its start (before decision 148).
    if (process.env.E2E_SEED !== 'per-server') {
      // The sandbox accounting systems sign their tokens with the services' ACCESS_TOKEN_SECRET: one for the run.
      const accessTokenSecret = randomBytes(32).toString('hex');
      const seededAt = new Date().toISOString();
      await admin.query(`create database "${demo}" template "${template}"`);
      await seedDemo(urlOf(demo), accessTokenSecret);
      const seeded = new pg.Client({ connectionString: urlOf(demo) });
      await seeded.connect();
      try {
        const columns = await columnsHolding(seeded, [TEMPLATE_API_URL, TEMPLATE_WEB_URL]);
        const described: DemoTemplate = { name: demo, seededAt, accessTokenSecret, apiURL: TEMPLATE_API_URL, webURL: TEMPLATE_WEB_URL, columns };
        process.env[E2E_DEMO_TEMPLATE] = JSON.stringify(described);
      } finally {
        await seeded.end();
      }
    }
  } finally {
    await admin.end();
  }
  // Read by the workers (tests/e2e/support/fresh-servers.ts), which inherit the runner's environment.
  process.env[E2E_DATABASE_SERVER] = server.serverUrl;
  process.env[E2E_DATABASE_TEMPLATE] = template;
  return () => server.stop();
}
