// `npm run bench`'s row for several copies: the list page and payments created per second with one copy of
// the services and the web on a throwaway PostgreSQL database, then with two copies of each on the same database and
// the same machine, with the CPU per request of each kind of process and PostgreSQL's share of it. Each web copy
// calls its own services copy (the balancer's round-robin without the balancer); autocannon spreads its connections
// over the copies. The processing loop is off (PROCESSING_INTERVAL_MS=0) so it does not run between the figures.
// Runs from bench.mjs after the build, or alone: `node scripts/bench/copies.mjs` (BENCH_SECONDS, default 10).
// Needs PostgreSQL at 127.0.0.1:5432 (BENCH_PG_HOST, BENCH_PG_PORT, BENCH_PG_USER change it); says so and stops
// without it. Nothing here asserts on time.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cpuMs, postgresCpuMs } from './processes.mjs';
import { benchPort } from './server.mjs';
import { createPayments, publicApiToken } from './public-api.mjs';
import { signInCookie } from './sign-in.mjs';
import { waitForHttp } from '../lib/run.mjs';
import { SERVER_NODE_ARGS } from '../lib/server-node-args.mjs';

const PG = { host: process.env.BENCH_PG_HOST ?? '127.0.0.1', port: process.env.BENCH_PG_PORT ?? '5432', user: process.env.BENCH_PG_USER ?? 'postgres' };
const CONNECTIONS = 50;
/**
 * The public API's payments run with 16 connections per copy: one client's token may have MAX_CONCURRENT_PER_CALLER
 * (16) requests in flight on each copy (api/app.ts, a bulkhead of the process, counted per copy), and more would
 * measure the 429s, not the payments.
 */
const PAYMENT_CONNECTIONS_PER_COPY = 16;

function psql(sql) {
  return spawnSync('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
}

/** Runs `load` and returns its result with the CPU per answered request of the services, the web and PostgreSQL. */
async function withCpu(copies, load) {
  const before = { services: copies.map((c) => cpuMs(c.services.pid)), web: copies.map((c) => cpuMs(c.web.pid)), pg: postgresCpuMs() };
  const result = await load();
  const n = Math.max(1, result.requests);
  const sum = (pids, start) => pids.reduce((total, pid, i) => total + cpuMs(pid) - start[i], 0);
  return {
    ...result,
    cpu: {
      services: sum(copies.map((c) => c.services.pid), before.services) / n,
      web: sum(copies.map((c) => c.web.pid), before.web) / n,
      pg: (postgresCpuMs() - before.pg) / n,
    },
  };
}

async function listPage(urls, cookie, seconds) {
  const result = await autocannon({ url: urls, connections: CONNECTIONS, duration: seconds, headers: { cookie } });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  return { rps: result.requests.average, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors, codes };
}

/** The CPU per request of the processes a request goes through (the public API's payments never reach the web). */
const cpuText = ({ services, web, pg }, withWeb = true) => {
  const total = services + (withWeb ? web : 0) + pg;
  return `CPU/request services ${services.toFixed(1)}${withWeb ? ` + web ${web.toFixed(1)}` : ''} + PostgreSQL ${pg.toFixed(1)} ms (PostgreSQL ${((100 * pg) / total).toFixed(0)} %)`;
};

export async function benchCopies({ seconds = Number(process.env.BENCH_SECONDS ?? 10) } = {}) {
  console.log(
    `\nSeveral copies on one PostgreSQL (list page at ${CONNECTIONS} connections; POST /api/v1/payments at ${PAYMENT_CONNECTIONS_PER_COPY} connections per copy; ${seconds} s a run, ${cpus().length} cores):`,
  );
  if (psql('select 1').status !== 0) {
    console.log(`  skipped: no PostgreSQL at ${PG.host}:${PG.port} (user ${PG.user})`);
    return;
  }
  const database = `payloft_bench_copies_${randomBytes(4).toString('hex')}`;
  const folder = mkdtempSync(join(tmpdir(), 'payloft-bench-copies-'));
  const children = [];
  const secrets = { ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('base64'), SESSION_SECRET: randomBytes(32).toString('hex') };
  const common = { ...process.env, ...secrets, APP_ENV: 'local', NODE_ENV: 'production', LOG_LEVEL: 'warn', PROCESSING_INTERVAL_MS: '0', API_RATE_LIMIT_PER_MINUTE: '100000000', API_MAX_IN_FLIGHT_PER_CALLER: '100000', SEED_DEMO_HISTORY: '0' };
  const launch = (script, env) => {
    const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script], { env: { ...common, ...env }, stdio: 'ignore' });
    children.push(child);
    return child;
  };
  /** One services copy and the web copy that calls it. */
  async function startCopy(n) {
    const [apiPort, webPort] = [await benchPort(), await benchPort()];
    const services = launch('build/api/main.js', { API_PORT: String(apiPort), DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`, DATA_DIR: join(folder, `services${n}`) });
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 180_000);
    const web = launch('build/web.js', { PORT: String(webPort), API_URL: `http://127.0.0.1:${apiPort}` });
    await waitForHttp(`http://127.0.0.1:${webPort}/healthz`, 60_000);
    return { services, web, api: `http://127.0.0.1:${apiPort}`, url: `http://127.0.0.1:${webPort}` };
  }
  try {
    const created = psql(`CREATE DATABASE ${database}`);
    if (created.status !== 0) throw new Error(`psql: ${created.stderr}`);
    const copies = [await startCopy(1)];
    const web = copies[0].url;
    const cookie = await signInCookie(web);
    const { token, vendorId } = await publicApiToken(copies[0].api);

    const rows = [];
    for (const count of [1, 2]) {
      if (count === 2) copies.push(await startCopy(2));
      const pages = copies.map((c) => `${c.url}/transactions/completed?page=1`);
      const apis = copies.map((c) => c.api);
      // Warm-up: every copy compiles its code paths before it is measured.
      await autocannon({ url: pages, connections: 4 * count, amount: 40 * count, headers: { cookie } });
      await createPayments(apis, token, vendorId, { connections: 4 * count, amount: 20 * count });
      const list = await withCpu(copies, () => listPage(pages, cookie, seconds));
      const pay = await withCpu(copies, async () => {
        const r = await createPayments(apis, token, vendorId, { connections: PAYMENT_CONNECTIONS_PER_COPY * count, seconds });
        return { ...r, rps: r.created / seconds, requests: r.created };
      });
      rows.push({ count, list, pay });
      const problems = (r) => (r.non2xx || r.errors ? `; ${r.non2xx} non-2xx${r.codes ? ` (${r.codes})` : ''}, ${r.errors} errors` : '');
      console.log(`  ${count === 1 ? 'one copy ' : 'two copies'}: list page ${list.rps.toFixed(0)} req/s, ${cpuText(list.cpu)}${problems(list)}`);
      console.log(`  ${' '.repeat(10)}  payments ${pay.rps.toFixed(0)} created/s, ${cpuText(pay.cpu, false)}${problems(pay)}`);
    }
    const [one, two] = rows;
    console.log(
      `  two copies / one copy: list page ${(two.list.rps / one.list.rps).toFixed(2)}x, payments ${(two.pay.rps / one.pay.rps).toFixed(2)}x ` +
        `(the same ${cpus().length} cores serve both: a second copy adds no CPU, so what a second machine would add is bounded by the CPU per request above)`,
    );
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCopies();
