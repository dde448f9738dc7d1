// A DATA_DIR written by the PGlite default (before decision 124) is moved into the embedded PostgreSQL at its first
// start: both brought to the committed migrations, every table's rows copied (COPY out of PGlite, COPY into
// PostgreSQL), sequences set, row counts compared per table; then the old files go to DATA_DIR/pglite-moved-<time>,
// kept and named in the log. PGlite stays a dependency for this move only.
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** The entries of a PostgreSQL data folder (what PGlite writes into DATA_DIR), moved aside once copied. */
const PGDATA_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql\.(auto\.)?conf|postmaster\.(opts|pid)|payloft\.lock)$/;

/** True when dataDir holds PGlite's data (a PostgreSQL data folder at its top). */
export function holdsPgliteData(dataDir) {
  return existsSync(join(resolve(dataDir), 'PG_VERSION'));
}

function withDatabase(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

/**
 * Moves the PGlite data in dataDir into database `database` on the server at serverUrl (its `postgres` database),
 * unless that database exists already (then an earlier move completed and only the files are left to put aside).
 * Returns the per-table row counts copied, or undefined when there was nothing to move.
 */
export async function movePgliteFolder({ dataDir, serverUrl, migrationsFolder, database = 'payloft', log = console.log }) {
  const root = resolve(dataDir);
  if (!holdsPgliteData(root)) return undefined;
  const folder = migrationsFolder ?? resolve('api/db/migrations');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let counts;
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) {
      const started = Date.now();
      const scratch = `${database}_moving`;
      await admin.query(`drop database if exists ${quote(scratch)} with (force)`);
      await admin.query(`create database ${quote(scratch)}`);
      counts = await copyAll(root, withDatabase(serverUrl, scratch), folder);
      // The rename is the move's commit: a crash before it starts the move again, after it only the files remain.
      await admin.query(`alter database ${quote(scratch)} rename to ${quote(database)}`);
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      log(`Moved the PGlite data in ${root} into the embedded PostgreSQL: ${Object.keys(counts).length} tables, ${rows} rows, counts checked per table (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
  } finally {
    await admin.end();
  }
  const kept = join(root, `pglite-moved-${new Date().toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(kept);
  for (const name of readdirSync(root)) if (PGDATA_ENTRY.test(name)) renameSync(join(root, name), join(kept, name));
  log(`The old PGlite data is kept in ${kept} (delete it once you no longer need it).`);
  return counts;
}

async function copyAll(root, targetUrl, migrationsFolder) {
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const lite = new PGlite(root);
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    // Both at the committed migrations: the same tables with the same columns.
    await migratePglite(drizzlePglite({ client: lite }), { migrationsFolder });
    await migratePg(drizzlePg({ client: target }), { migrationsFolder });
    const { rows: tables } = await lite.query(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
    // Rows go in as they are: no triggers, no foreign-key checks while tables fill in any order (superuser).
    await target.query(`set session_replication_role = replica`);
    const counts = {};
    for (const { tablename } of tables) {
      const { rows: columns } = await lite.query(
        `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER' order by ordinal_position`,
        [tablename],
      );
      const list = columns.map((c) => quote(c.column_name)).join(', ');
      const { blob } = await lite.query(`copy ${quote(tablename)} (${list}) to '/dev/blob'`);
      // No blob comes back for an empty table.
      const data = blob ? Buffer.from(await blob.arrayBuffer()) : Buffer.alloc(0);
      if (data.length) await pipeline(Readable.from([data]), target.query(copyFrom(`copy ${quote(tablename)} (${list}) from stdin`)));
      const [{ n: from }] = (await lite.query(`select count(*)::int as n from ${quote(tablename)}`)).rows;
      const {
        rows: [{ n: to }],
      } = await target.query(`select count(*)::int as n from ${quote(tablename)}`);
      if (from !== to) throw new Error(`Moving the PGlite data: table ${tablename} has ${from} rows there and ${to} after the copy`);
      counts[tablename] = to;
    }
    await target.query(`set session_replication_role = origin`);
    const { rows: sequences } = await lite.query(`select sequencename, last_value from pg_sequences where schemaname = 'public' and last_value is not null`);
    for (const { sequencename, last_value } of sequences) await target.query(`select setval($1, $2, true)`, [quote(sequencename), String(last_value)]);
    return counts;
  } finally {
    await target.end();
    await lite.close();
  }
}
