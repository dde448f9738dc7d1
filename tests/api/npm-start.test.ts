/**
 * `npm start` itself (scripts/start.mjs on the production build; decisions 124 and 131): two checkouts (two DATA_DIRs)
 * started at once on one machine each run their own embedded PostgreSQL and never meet; the copies per core
 * (WEB_CONCURRENCY=2, node:cluster) answer from one database, an Idempotency-Key replayed on either copy paying once;
 * and the embedded server killed -9 with its backends while writes are in flight is reported and started again,
 * the app serves on, and every write it acknowledged is there. Builds first when the build is not current.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketUrl } from '../../api/db/embedded-postgres.mjs';
import { buildIsCurrent } from '../../scripts/lib/build-current.mjs';
import { freePort } from '../e2e/support/servers';
import { killServer } from './support/kill-server';

const DEMO_CLIENT = { id: 'plc_northwind_demo', secret: 'pls_northwind_demo_secret_0000000000000000' };

interface Command {
  child: ChildProcess;
  dataDir: string;
  web: string;
  api: string;
  output: string[];
  exited: Promise<unknown>;
}

const folders: string[] = [];
const running: Command[] = [];

beforeAll(() => {
  if (buildIsCurrent()) return;
  // As `npm start` builds: for production (vitest's NODE_ENV=test would build React's development JSX).
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { encoding: 'utf8', timeout: 600_000, env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
}, 600_000);

afterAll(async () => {
  await Promise.all(running.map(stop));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** `npm start` on a new DATA_DIR with `copies` copies, up when its web answers /main and every copy's services listen. */
async function start(copies: number): Promise<Command> {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloft-npm-start-'));
  folders.push(dataDir);
  const [port, apiPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_ENV: 'local',
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    WEB_CONCURRENCY: String(copies),
    LOG_LEVEL: 'info',
    PROCESSING_INTERVAL_MS: '0',
    API_RATE_LIMIT_PER_MINUTE: '100000',
  };
  // Its own database: not the API suite's server.
  for (const name of ['DATABASE_URL', 'API_URL', 'WEB_PUBLIC_URL', 'ACCESS_TOKEN_SECRET', 'ENCRYPTION_KEY', 'SESSION_SECRET']) delete env[name];
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));
  const exited = new Promise((done) => child.once('exit', done));
  const command = { child, dataDir, web: `http://127.0.0.1:${port}`, api: `http://127.0.0.1:${apiPort}`, output, exited };
  running.push(command);
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}:\n${output.join('')}`);
    const answer = await fetch(`${command.web}/main`).catch(() => undefined);
    // The first copy serves before the others start (it migrates and seeds alone).
    if (answer?.ok && answeredBy(command, undefined, 'api listening').size === copies) return command;
    if (Date.now() > deadline) throw new Error(`npm start did not serve within 5 minutes:\n${output.join('')}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

async function stop(command: Command): Promise<void> {
  if (command.child.exitCode === null && command.child.signalCode === null) command.child.kill('SIGTERM');
  await command.exited;
}

/** One request on a connection of its own (no keep-alive), so that node:cluster hands each to the next copy. */
function send(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: any }> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { method: init.method ?? 'GET', headers: init.headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        done({ status: response.statusCode!, body });
      });
    });
    request.on('error', fail);
    request.end(init.body);
  });
}

/** The Northwind demo client's token and the id of its vendor Acme Paper (decision 020's public API). */
async function publicApi(api: string) {
  const token = await send(`${api}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: DEMO_CLIENT.id, client_secret: DEMO_CLIENT.secret }).toString(),
  });
  expect(token.status).toBe(200);
  const auth = { authorization: `Bearer ${token.body.access_token}` };
  const vendors = await send(`${api}/api/v1/vendors?limit=100`, { headers: auth });
  const vendorId = vendors.body.data.find((v: { name: string }) => v.name === 'Acme Paper').id as string;
  // Amounts in cents.
  const pay = (key: string, amount = '1250') =>
    send(`${api}/api/v1/payments`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ vendorId, amount, description: 'npm start test' }),
    });
  return { auth, pay };
}

/** The embedded server of a DATA_DIR: its pid and socket folder, from its pid file. */
function serverOf(dataDir: string): { pid: number; socketDir: string } {
  const lines = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  return { pid: Number(lines[0]), socketDir: lines[4] };
}

async function query<T>(dataDir: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: socketUrl(serverOf(dataDir).socketDir) });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The process ids of the services' log lines about requests to `path`, or with message `msg` (pino's `pid`). */
function answeredBy(command: Command, path: string | undefined, msg = 'request'): Set<number> {
  const pids = new Set<number>();
  for (const line of command.output.join('').split('\n')) {
    if (!line.includes(`"msg":"${msg}"`) || (path && !line.includes(`"path":"${path}"`))) continue;
    const pid = /"pid":(\d+)/.exec(line)?.[1];
    if (pid) pids.add(Number(pid));
  }
  return pids;
}

describe('npm start', () => {
  it('two checkouts started at once on one machine: each its own PostgreSQL in its DATA_DIR, nothing shared', { timeout: 600_000 }, async () => {
    const [a, b] = await Promise.all([start(1), start(1)]);
    const [serverA, serverB] = [serverOf(a.dataDir), serverOf(b.dataDir)];
    expect(serverA.pid).not.toBe(serverB.pid);
    expect(serverA.socketDir.startsWith(a.dataDir) || serverA.socketDir.includes('payloft-pg-')).toBe(true);
    expect(serverA.socketDir).not.toBe(serverB.socketDir);
    const paidOnA = await (await publicApi(a.api)).pay(randomUUID());
    expect(paidOnA.status).toBe(201);
    const { auth: authB } = await publicApi(b.api);
    expect((await send(`${b.api}/api/v1/payments/${paidOnA.body.id}`, { headers: authB })).status).toBe(404);
    expect(await query(a.dataDir, 'select count(*)::int as n from payments where id = $1', [paidOnA.body.id])).toEqual([{ n: 1 }]);
    expect(await query(b.dataDir, 'select count(*)::int as n from payments where id = $1', [paidOnA.body.id])).toEqual([{ n: 0 }]);
    // One stopped, the other serves on, its server untouched.
    await stop(a);
    expect((await send(`${b.web}/main`)).status).toBe(200);
    expect(serverOf(b.dataDir).pid).toBe(serverB.pid);
    await stop(b);
  });

  it('runs its copies per core on one database: what one copy writes every copy reads, and a replayed key pays once', { timeout: 600_000 }, async () => {
    const command = await start(2);
    const { auth, pay } = await publicApi(command.api);
    const key = randomUUID();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await pay(key));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const id = answers[0].body.id as string;
    expect(new Set(answers.map((a) => a.body.id))).toEqual(new Set([id]));
    for (let i = 0; i < 6; i++) expect((await send(`${command.api}/api/v1/payments/${id}`, { headers: auth })).body.id).toBe(id);
    // Both copies answered: the payment written by one was read by the other.
    expect(answeredBy(command, '/api/v1/payments').size).toBe(2);
    expect(answeredBy(command, `/api/v1/payments/${id}`).size).toBe(2);
    expect(await query(command.dataDir, `select count(*)::int as n from payments where description = 'npm start test'`)).toEqual([{ n: 1 }]);
    await stop(command);
  });

  it('starts its PostgreSQL again when it is killed in the middle of requests, and loses no acknowledged write', { timeout: 600_000 }, async () => {
    const command = await start(2);
    const { auth, pay } = await publicApi(command.api);
    const before = serverOf(command.dataDir);
    const acknowledged: string[] = [];
    const failed: number[] = [];
    let killed = false;
    let servedAfter = 0;
    // Four writers, each a payment at a time with a key of its own, until twenty more were acknowledged after the kill.
    const deadline = Date.now() + 300_000;
    const writer = async () => {
      while (servedAfter < 20) {
        if (Date.now() > deadline) throw new Error(`writes did not come back: ${acknowledged.length} acknowledged, answers ${failed.join(' ')}`);
        const answer = await pay(randomUUID()).catch(() => ({ status: 0, body: undefined }));
        if (answer.status === 201) {
          acknowledged.push(answer.body.id);
          if (killed) servedAfter++;
        } else {
          failed.push(answer.status);
          await new Promise((done) => setTimeout(done, 50));
        }
      }
    };
    const writers = [writer(), writer(), writer(), writer()];
    while (acknowledged.length < 10) {
      if (Date.now() > deadline || failed.length > 50) throw new Error(`no payment made before the kill: answers ${failed.join(' ')}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    // The server and its backends, -9, with payments in flight.
    killServer(before.pid);
    killed = true;
    await Promise.all(writers);

    const log = command.output.join('');
    expect(log).toContain(`The embedded PostgreSQL (pid ${before.pid}) is gone: starting it again`);
    expect(failed.length).toBeGreaterThan(0);
    expect(serverOf(command.dataDir).pid).not.toBe(before.pid);
    const stored = await query<{ id: string }>(command.dataDir, 'select id from payments where id = any($1)', [acknowledged]);
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
    // The copies serve on (neither was restarted for it): pages and reads.
    expect((await send(`${command.web}/main`)).status).toBe(200);
    expect((await send(`${command.api}/api/v1/payments/${acknowledged.at(-1)}`, { headers: auth })).status).toBe(200);
    expect(log).not.toMatch(/app copy \d+ stopped/);
    await stop(command);
  });
});
