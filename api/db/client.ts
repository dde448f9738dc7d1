/**
 * The database factory: always PostgreSQL through node-postgres (decision 124). With DATABASE_URL, that server; without
 * it, the embedded server in DATA_DIR (api/db/embedded-postgres.mjs, started here unless running), or with
 * `memory://` a throwaway server of this process's own.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiSourcePath } from '../lib/paths';
import { keepEmbeddedPostgres, startEmbeddedPostgres, startThrowawayPostgres } from './embedded-postgres.mjs';
import { movePgliteFolder } from './pglite-move.mjs';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'postgres';
  close(): Promise<void>;
}

/** Databases on a PostgreSQL server, which other copies of the services may be using at the same time. */
const sharedDatabases = new WeakSet<object>();

/**
 * Whether other processes may change this database behind this one's back: true on a PostgreSQL server (any number of
 * copies, the embedded one included), false on a throwaway `memory://` server of this process's own. Caches kept per
 * process ask it.
 */
export function mayBeShared(db: Database): boolean {
  return sharedDatabases.has(db);
}

export interface DatabaseOptions {
  /** PostgreSQL connection string: that server's database. */
  databaseUrl?: string;
  /** Without databaseUrl: the embedded server's folder (default ./.data), or `memory://` for a throwaway server. */
  dataDir?: string;
  /** Apply the committed migrations before returning (default true). */
  migrate?: boolean;
}

/** The advisory lock every copy of the services takes to migrate: one migrates, the others wait and find nothing to do. */
const MIGRATION_LOCK_KEY = 0x7061796c6f6674n; // "payloft"
const MIGRATION_LOCK_TIMEOUT = '5s';

/**
 * Applies the committed migrations under a session-level advisory lock on one connection, so copies starting at
 * once never apply the same migration twice (decision 075); the lock goes with the connection if the process dies.
 */
async function migrateOnce(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [String(MIGRATION_LOCK_KEY)]);
    // A migration waiting for a table's lock would queue every payment write behind it: give up instead, and the
    // copy fails to start with the reason (decision 075).
    await client.query(`set lock_timeout = '${MIGRATION_LOCK_TIMEOUT}'`);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('reset lock_timeout');
      await client.query('select pg_advisory_unlock($1)', [String(MIGRATION_LOCK_KEY)]);
    }
  } finally {
    client.release();
  }
}

/** Opens the database and, unless told otherwise, brings it up to the committed migrations (never `push`). */
export async function createDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.migrate, true, async () => {});
  const dataDir = options.dataDir ?? './.data';
  if (dataDir.startsWith('memory://')) {
    const server = await startThrowawayPostgres();
    return openPostgres(server.url, options.migrate, false, () => server.stop());
  }
  // Started again if it dies under this process, while this process owns it (decision 131).
  const server = await keepEmbeddedPostgres(
    () =>
      startEmbeddedPostgres({
        dataDir,
        // A folder the PGlite default wrote is moved into the server at its first start.
        onReady: ({ serverUrl }) => movePgliteFolder({ dataDir, serverUrl, migrationsFolder: apiSourcePath('db/migrations'), log: (line) => console.log(line) }),
      }),
    { log: (line) => console.error(line) },
  );
  return openPostgres(server.url, options.migrate, true, () => server.stop());
}

async function openPostgres(url: string, migrate: boolean | undefined, shared: boolean, after: () => Promise<void>): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (a restart, a crash, an administrator) is reported and dropped; the pool opens
  // a new one for the next query. Without a listener the error would end the process.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`database connection lost: ${error.message}`);
  });
  // A connection lent out (a transaction, a COPY) has no pool listener: its end by the server would be an unhandled
  // `error` event, which ended the process in the middle of a transaction (decision 131). The query running on it
  // fails with the same error, which its caller reports; the pool drops the broken connection when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzlePg({ client: pool, schema });
  const close = async () => {
    closing = true;
    try {
      await pool.end();
    } finally {
      await after();
    }
  };
  try {
    if (migrate !== false) await migrateOnce(pool, apiSourcePath('db/migrations'));
  } catch (error) {
    await close();
    throw error;
  }
  if (shared) sharedDatabases.add(db);
  return { db: db as unknown as Database, driver: 'postgres', close };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Database): Promise<boolean> {
  try {
    await db.execute('select 1');
    return true;
  } catch {
    return false;
  }
}
