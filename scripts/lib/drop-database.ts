// Drops a throw-away PostgreSQL database once its sessions are gone: the benchmarks' and the API suite's.
import pg from 'pg';

/** Waits (up to 5 s) for the database's sessions to close, then drops it, forcing any left. */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  const cleanup = new pg.Client({ connectionString: serverUrl });
  await cleanup.connect();
  // pool.end() resolves before its sockets close: let the sessions go before forcing, or a pooled client
  // receives "terminating connection due to administrator command" with no error listener left.
  for (let i = 0; i < 50; i++) {
    const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await cleanup.query(`drop database if exists "${name}" with (force)`);
  await cleanup.end();
}
