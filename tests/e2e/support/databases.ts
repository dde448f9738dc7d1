// The test servers' databases: copies of the run's migrated template on its one embedded PostgreSQL
// (support/database-server.global.ts), made for a server's start and dropped at its stop.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The run's PostgreSQL server (its `postgres` database), set by the global setup. */
export const E2E_DATABASE_SERVER = 'PAYLOFT_E2E_DATABASE_SERVER';
/** The migrated, empty database each test server's database is a copy of. */
export const E2E_DATABASE_TEMPLATE = 'PAYLOFT_E2E_DATABASE_TEMPLATE';

/** PostgreSQL's "object in use": the template still has a session (one just closed may linger for a moment). */
const OBJECT_IN_USE = '55006';

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function urlOf(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh copy of the migrated template for one test server, or undefined outside a run with the global setup (a
 * server then starts a throwaway PostgreSQL of its own, DATA_DIR=memory://).
 */
export async function copyOfTemplate(): Promise<TestDatabase | undefined> {
  const serverUrl = process.env[E2E_DATABASE_SERVER];
  const template = process.env[E2E_DATABASE_TEMPLATE];
  if (!serverUrl || !template) return undefined;
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, async (client) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await client.query(`create database "${name}" template "${template}"`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
  return {
    url: urlOf(serverUrl, name),
    drop: () => onServer(serverUrl, async (client) => void (await client.query(`drop database if exists "${name}" with (force)`))),
  };
}
