/** The database factory: the only place that picks the driver (PGlite when DATABASE_URL is unset, node-postgres when set). */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { apiSourcePath } from '../lib/paths';
import { lockDataDir } from './lock';
import { preparePgliteReads } from './pglite-prepared';
import { readTemplate, templateEnabled, templatePath, writeTemplate } from './pglite-template';
import * as schema from './schema';

export type Schema = typeof schema;
/** Either driver's database: services only use what both share. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as PGlite's dump, to start other in-memory databases from (`startFrom`). */
  dump?(): Promise<Blob>;
}

/** Databases on a PostgreSQL server, which other copies of the services may be using at the same time. */
const sharedDatabases = new WeakSet<object>();

/**
 * Whether other processes may change this database behind this one's back: true on PostgreSQL (any number of copies),
 * false on PGlite (one process owns its DATA_DIR: api/db/lock.ts). Caches kept per process ask it.
 */
export function mayBeShared(db: Database): boolean {
  return sharedDatabases.has(db);
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when set, node-postgres is used. */
  databaseUrl?: string;
  /** PGlite data directory (default ./.data), or `memory://` for an in-memory database. */
  dataDir?: string;
  /** Apply the committed migrations before returning (default true). */
  migrate?: boolean;
  /**
   * An in-memory database's first contents: a dump of another's data directory (`DatabaseHandle.dump`), used instead
   * of the migrated snapshot. For throwaway test databases (decision 048).
   */
  startFrom?: Blob;
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
  const migrationsFolder = apiSourcePath('db/migrations');
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    try {
      if (options.migrate !== false) await migrateOnce(pool, migrationsFolder);
    } catch (error) {
      await pool.end();
      throw error;
    }
    sharedDatabases.add(db);
    return { db: db as unknown as Database, driver: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? './.data';
  let release = () => {};
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    // One process per PGlite directory: PGlite has no cross-process locking (api/db/lock.ts).
    release = lockDataDir(dataDir);
  }
  let client: PGlite | undefined;
  try {
    // A throwaway in-memory database starts from the migrated snapshot when there is one (api/db/pglite-template.ts).
    const inMemory = dataDir.startsWith('memory://');
    if (options.startFrom && !inMemory) throw new Error('startFrom is for in-memory databases only');
    const template = !options.startFrom && inMemory && options.migrate !== false && templateEnabled() ? templatePath(migrationsFolder) : undefined;
    const snapshot = options.startFrom ?? (template ? readTemplate(template) : undefined);
    client = snapshot ? new PGlite(dataDir, { loadDataDir: snapshot }) : new PGlite(dataDir);
    const db = drizzlePglite({ client, schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder });
    if (template && !snapshot) await writeTemplate(client, template);
    const opened = client;
    // After the migrations, which are not reads: from here a SELECT is parsed and planned once (decision 039).
    preparePgliteReads(client);
    return {
      db: db as unknown as Database,
      driver: 'pglite',
      dump: () => opened.dumpDataDir('none'),
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close();
    release();
    throw error;
  }
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
