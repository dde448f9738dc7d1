/**
 * The embedded default (decision 124): PostgreSQL from the npm-shipped binaries, its data in DATA_DIR/postgres and its
 * socket beside it. Two folders run side by side; a server whose owner crashed is found again and taken over; a stale
 * pid file does not stop a start; another process on the same folder is a guest that leaves the server running; and a
 * folder the PGlite default wrote is moved into the server with every row.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { count } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../api/db/client';
import { startEmbeddedPostgres } from '../../api/db/embedded-postgres.mjs';
import { users } from '../../api/db/schema';
import * as schema from '../../api/db/schema';
import { seedDemoData } from '../../api/seed/demo';
import { expectConsoleError } from '../support/console-errors';
import { killServer } from './support/kill-server';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'payloft-embedded-'));
  folders.push(dir);
  return dir;
};
const servers: { stop(options?: { force?: boolean }): Promise<void> }[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop({ force: true });
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Another process that starts the server in dir and stays until killed (as `npm start` would). */
async function ownerProcess(dir: string) {
  const module = resolve('api/db/embedded-postgres.mjs');
  const child = spawn(
    process.execPath,
    ['--input-type=module', '-e', `import { startEmbeddedPostgres } from ${JSON.stringify(module)}; const s = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dir)} }); console.log('ready ' + s.pid); setInterval(() => {}, 1000);`],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const pid = await new Promise<number>((done, fail) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const m = /ready (\d+)/.exec(chunk.toString());
      if (m) done(Number(m[1]));
    });
    child.on('exit', (code) => fail(new Error(`the owner exited with ${code}`)));
  });
  return { child, serverPid: pid };
}

describe('the embedded PostgreSQL', () => {
  it('runs two folders side by side, each on its own socket, initialised at the first start', { timeout: 120_000 }, async () => {
    const [a, b] = await Promise.all([startEmbeddedPostgres({ dataDir: tempDir() }), startEmbeddedPostgres({ dataDir: tempDir() })]);
    servers.push(a, b);
    expect(a.socketDir).not.toBe(b.socketDir);
    expect(a.adopted || b.adopted).toBe(false);
    await query(a.url, 'create table only_here (n int)');
    expect(await query(b.url, `select count(*)::int as n from pg_tables where tablename = 'only_here'`)).toEqual([{ n: 0 }]);
    expect((await query(a.url, 'show server_version'))[0].server_version).toMatch(/^17\./);
    expect((await query(a.url, 'show listen_addresses'))[0].listen_addresses).toBe('');
    await a.stop();
    expect(isRunning(a.pid)).toBe(false);
    // Started again on its folder: the data is there, and it is not initialised again.
    const again = await startEmbeddedPostgres({ dataDir: join(a.pgdata, '..') });
    servers.push(again);
    expect(await query(again.url, `select count(*)::int as n from pg_tables where tablename = 'only_here'`)).toEqual([{ n: 1 }]);
  });

  it('leaves a live owner its server, and takes it over (to stop it) once the owner is killed', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const owner = await ownerProcess(dir);
    try {
      const guest = await startEmbeddedPostgres({ dataDir: dir });
      expect(guest).toMatchObject({ adopted: true, owns: false, pid: owner.serverPid });
      await guest.stop();
      expect(isRunning(owner.serverPid)).toBe(true);
    } finally {
      owner.child.kill('SIGKILL');
    }
    await new Promise((done) => owner.child.once('exit', done));
    // The crashed owner's server still runs: the next start finds it, and now owns it.
    expect(isRunning(owner.serverPid)).toBe(true);
    const next = await startEmbeddedPostgres({ dataDir: dir });
    servers.push(next);
    expect(next).toMatchObject({ adopted: true, owns: true, pid: owner.serverPid });
    await next.stop();
    expect(isRunning(owner.serverPid)).toBe(false);
  });

  it('starts over a stale pid file, and after the server itself was killed with -9', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const first = await startEmbeddedPostgres({ dataDir: dir });
    servers.push(first);
    await query(first.url, 'create table kept (n int); insert into kept values (1)');
    process.kill(first.pid, 'SIGKILL');
    const afterKill = await startEmbeddedPostgres({ dataDir: dir });
    servers.push(afterKill);
    expect(afterKill.adopted).toBe(false);
    expect(await query(afterKill.url, 'select n from kept')).toEqual([{ n: 1 }]);
    await afterKill.stop();
    // A pid file naming a live process that is no PostgreSQL (this one, as after a reboot that reused the pid).
    writeFileSync(join(afterKill.pgdata, 'postmaster.pid'), `${process.pid}\n${afterKill.pgdata}\n0\n5432\n${afterKill.socketDir}\n\n0 0\nready   \n`);
    const overStale = await startEmbeddedPostgres({ dataDir: dir });
    servers.push(overStale);
    expect(overStale.adopted).toBe(false);
    expect(await query(overStale.url, 'select n from kept')).toEqual([{ n: 1 }]);
  });
});

describe('the embedded server killed under the services', () => {
  it('is reported, started again by the process that owns it, and every acknowledged write is there', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    const handle = await createDatabase({ dataDir: dir });
    try {
      const server = readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
      const pid = Number(server[0]);
      const acknowledged: number[] = [];
      await handle.db.execute('create table writes (n int primary key)');
      for (let n = 1; n <= 50; n++) {
        await handle.db.execute(`insert into writes values (${n})`);
        acknowledged.push(n);
      }
      // The pool's idle connections are ended by the server's death: reported, not the end of the process.
      const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
      await Promise.all([1, 2, 3].map(() => handle.db.execute('select pg_sleep(0.05)')));
      expect(pool.idleCount).toBeGreaterThan(0);
      expectConsoleError(/database connection lost/);
      expectConsoleError(/The embedded PostgreSQL \(pid \d+\) is gone: starting it again/);
      // A transaction in flight when the server and its backends are killed (-9): it fails with the reason, was never
      // acknowledged, and its lent-out connection's end is no unhandled error (which ended the process before).
      const inFlight = handle.db.transaction((tx) => tx.execute('insert into writes select 1000 from pg_sleep(5)'));
      await new Promise((done) => setTimeout(done, 300));
      expect(killServer(pid).length).toBeGreaterThan(0);
      await expect(inFlight).rejects.toThrow();
      // The owner (this process, through createDatabase) starts it again on the same folder within seconds.
      let rows: { n: number }[] = [];
      for (let tries = 0; ; tries++) {
        try {
          rows = ((await handle.db.execute('select n from writes order by n')) as unknown as { rows: { n: number }[] }).rows;
          break;
        } catch (error) {
          if (tries > 300) throw error;
          await new Promise((done) => setTimeout(done, 50));
        }
      }
      expect(Number(readFileSync(join(dir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])).not.toBe(pid);
      expect(rows.map((r) => r.n)).toEqual(acknowledged);
      await handle.db.execute('insert into writes values (51)');
    } finally {
      await handle.close();
    }
    // Closed: the server it owned is stopped, and not started again.
    await new Promise((done) => setTimeout(done, 1_500));
    expect(existsSync(join(dir, 'postgres', 'postmaster.pid'))).toBe(false);
  });
});

describe('a DATA_DIR written by the PGlite default', () => {
  it('is moved into the embedded PostgreSQL at the first start, every table with its rows, and the old files kept', { timeout: 180_000 }, async () => {
    const dir = tempDir();
    // What the PGlite default (before decision 124) wrote: PGlite's data folder at DATA_DIR's top, migrated and seeded.
    const lite = new PGlite(dir);
    const liteDb = drizzlePglite({ client: lite, schema });
    await migratePglite(liteDb, { migrationsFolder: 'api/db/migrations' });
    await seedDemoData(liteDb as unknown as Database, { encryptionKey: Buffer.alloc(32, 3), now: new Date('2026-11-21T12:00:00Z'), webPublicUrl: 'http://web.test' });
    const { rows: tables } = await lite.query<{ tablename: string }>(`select tablename from pg_tables where schemaname = 'public'`);
    const before: Record<string, number> = {};
    for (const { tablename } of tables) before[tablename] = (await lite.query<{ n: number }>(`select count(*)::int as n from "${tablename}"`)).rows[0].n;
    await lite.query(`select nextval('session_epoch') from generate_series(1, 5)`);
    const sequences = (await lite.query(`select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`)).rows;
    await lite.close();
    writeFileSync(join(dir, 'secrets.json'), '{}');
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(100);

    const lines: string[] = [];
    const log = console.log;
    console.log = (line: string) => lines.push(line);
    let handle;
    try {
      handle = await createDatabase({ dataDir: dir });
    } finally {
      console.log = log;
    }
    try {
      const server = await startEmbeddedPostgres({ dataDir: dir });
      for (const [table, n] of Object.entries(before)) {
        expect((await query(server.url, `select count(*)::int as n from "${table}"`))[0].n, table).toBe(n);
      }
      // The sequences go on from where they were.
      expect(await query(server.url, `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`)).toEqual(sequences);
      expect((await handle.db.select({ n: count() }).from(users))[0].n).toBe(before.users);
    } finally {
      await handle.close();
    }
    const kept = readdirSync(dir).find((name) => name.startsWith('pglite-moved-'))!;
    expect(lines.join('\n')).toContain(join(dir, kept));
    expect(existsSync(join(dir, kept, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dir, 'PG_VERSION'))).toBe(false);
    expect(existsSync(join(dir, 'secrets.json'))).toBe(true);
    // The next start moves nothing again.
    const next = await createDatabase({ dataDir: dir });
    await next.close();
    expect(readdirSync(dir).filter((name) => name.startsWith('pglite-moved-'))).toHaveLength(1);
  });
});
