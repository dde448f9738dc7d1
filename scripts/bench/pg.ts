// A throw-away PostgreSQL database for a benchmark: created on BENCH_PG_URL's server, dropped afterwards.
import pg from 'pg';
import { dropDatabase } from '../lib/drop-database';

export const BENCH_PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** What the throw-away databases' names start with (BENCH_PG_PREFIX), so benches run beside each other keep apart. */
const PREFIX = process.env.BENCH_PG_PREFIX ?? 'payloft_bench';

export interface ThrowAwayDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database named `<prefix>_<label>_<pid>` (`payloft_bench_…` by default), or null when no PostgreSQL answers. */
export async function throwAwayDatabase(label: string): Promise<ThrowAwayDatabase | null> {
  const name = `${PREFIX}_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: BENCH_PG_SERVER });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`create database "${name}"`);
  await admin.end();
  return {
    url: BENCH_PG_SERVER.replace(/\/[^/]*$/, `/${name}`),
    drop: () => dropDatabase(BENCH_PG_SERVER, name),
  };
}
