// `npm run bench`: measures the production build on the demo data with autocannon and prints figures.
// Pages: the login page, the signed-in business dashboard and /transactions/completed, at 10 and 50 connections,
// each beside the ceiling of a bare node:http server sending the same bytes, with the CPU milliseconds the API
// and web processes spent per request (from /proc/<pid>/stat over the run); then scripts/bench/api-calls.ts (the
// list page's service calls in process: CPU ms and SQL statements per call), the payments figures of
// scripts/bench/payments.ts, the report lists of scripts/bench/reports.ts and the exports of scripts/bench/exports.ts.
// Then the API product (scripts/bench/public-api.mjs): payments created per second through /api/v1 at 10 and 50
// connections, each request with its own Idempotency-Key, and webhook deliveries per second to a local listener
// (BENCH_WEBHOOK_PAYMENTS payments, default 1000). BENCH_ONLY=api: the build, the servers and the API product only.
// Last, scripts/bench/copies.mjs: one copy against two on a throwaway PostgreSQL database (BENCH_ONLY=copies: that
// row alone). Then scripts/bench/start-copies.mjs: `npm start` as a whole (its embedded PostgreSQL, one copy and one
// per core) on the list page (BENCH_ONLY=start: that row alone; decision 124). BENCH_ONLY=in-process: the web's transport to the services alone (scripts/bench/in-process.mjs: two processes
// over HTTP against one process over HTTP and in process, alternating rounds; decision 102). BENCH_QUICK=1: pages, the in-process service calls and the previous build's comparison only (3 short rounds), 50
// connections, 4 s a run (demo data; under 3 minutes with the build, plus the previous build's the first time). BENCH_NO_BUILD=1: use the existing build. BENCH_PROFILE=<dir>: both processes run with
// --cpu-prof and write their profiles there on exit. BENCH_PORT_BASE: the servers' ports from it upwards (a machine
// shared by sessions with their own port ranges). After the pages and the service calls, the targets' pages against the
// previous build, side by side in the same run (scripts/bench/previous-build.mjs: HEAD~1, or HEAD when the work tree
// has changes, or BENCH_BASE; BENCH_NO_BASE=1 skips it). Lighthouse is not run here (decision 113): scripts/bench/lighthouse.mjs.
// Nothing here asserts on time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { targetText } from './bench/targets.mjs';
import { percentile } from './bench/percentile.mjs';
import { benchCopies } from './bench/copies.mjs';
import { benchInProcess } from './bench/in-process.mjs';
import { benchAgainstPrevious } from './bench/previous-build.mjs';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';
import { cpuMs } from './bench/processes.mjs';
import { benchEnv, benchPort } from './bench/server.mjs';
import { benchPublicApi } from './bench/public-api.mjs';
import { signInCookie } from './bench/sign-in.mjs';
import { steadyLoad } from './bench/steady.mjs';
import { mustRun, waitForHttp } from './lib/run.mjs';

const QUICK = process.env.BENCH_QUICK === '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 4 : 10));
const CONNECTIONS = QUICK ? [50] : [10, 50];
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? (QUICK ? 100 : 300));
const API_ONLY = process.env.BENCH_ONLY === 'api';
const COPIES_ONLY = process.env.BENCH_ONLY === 'copies';
const START_ONLY = process.env.BENCH_ONLY === 'start';
const IN_PROCESS_ONLY = process.env.BENCH_ONLY === 'in-process';
const NO_BASE = process.env.BENCH_NO_BASE === '1';
const PROFILE_DIR = process.env.BENCH_PROFILE ? resolve(process.env.BENCH_PROFILE) : undefined;

/** One autocannon run: for SECONDS, or until `amount` answers (then no request is still in flight at the end). */
async function measure(url, { connections, headers = {}, amount, pids = [] }) {
  const latencies = [];
  const before = pids.map(cpuMs);
  const instance = autocannon({
    url,
    connections,
    headers,
    ...(amount ? { amount } : { duration: SECONDS }),
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const cpu = pids.map((pid, i) => (cpuMs(pid) - before[i]) / Math.max(1, result.requests.total));
  latencies.sort((a, b) => a - b);
  const ms = (p) => Number(percentile(latencies, p).toFixed(1));
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  return { rps: result.requests.average, p50: ms(50), p95: ms(95), p99: ms(99), non2xx: result.non2xx, codes, errors: result.errors, cpu };
}

/** The page's scripts: gzip of each (the targets' unit) and the bytes a browser is sent (build-time brotli, decision 151). */
async function scriptsGzipBytes(base, html) {
  const srcs = new Set();
  // A modulepreload is written `after-paint-modulepreload` until the page is painted (decision 155).
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="(?:after-paint-)?modulepreload"[^>]+href)="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"/g)) srcs.add(m[1] ?? m[2]);
  let total = 0;
  let sent = 0;
  for (const src of srcs) {
    const answer = await fetch(new URL(src, base), { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const body = Buffer.from(await answer.arrayBuffer());
    total += gzipSync(body).length;
    sent += Number(answer.headers.get('content-length') ?? gzipSync(body).length);
  }
  return { files: srcs.size, gzipBytes: total, sentBytes: sent };
}

const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-'));
const [apiPort, webPort, ceilingPort] = [await benchPort(), await benchPort(), await benchPort()];
const env = benchEnv(dataDir, apiPort, webPort, {
  // The public API's per-client limit above the load: the limiter's upsert is measured, never a 429.
  API_RATE_LIMIT_PER_MINUTE: '100000000',
  // One signed-in user makes every page request: the services' limit of requests in flight per caller (16) would
  // answer 429 at 50 connections and the figures would measure it, not the pages (decision 131).
  API_MAX_IN_FLIGHT_PER_CALLER: '100000',
});

const children = [];
/** When each server started and when each page was measured (wall clock), so a profile can be cut per page. */
const windows = { started: {}, pages: {} };
const exited = [];
const cleanup = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('exit', () => {
  cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a server; with BENCH_PROFILE it writes a CPU profile named after it when it stops. */
function startServer(name, script) {
  const flags = [...SERVER_NODE_ARGS];
  if (PROFILE_DIR) {
    mkdirSync(PROFILE_DIR, { recursive: true });
    flags.push('--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}.cpuprofile`);
  }
  windows.started[name] = Date.now();
  const child = spawn('node', [...flags, script], { env, stdio: 'ignore' });
  children.push(child);
  exited.push(new Promise((r) => child.once('exit', r)));
  return child;
}

if (process.env.BENCH_NO_BUILD !== '1') await mustRun('node', ['scripts/build.mjs']);
if (COPIES_ONLY) {
  await benchCopies({ seconds: SECONDS });
  process.exit(0);
}
if (START_ONLY) {
  await mustRun('node', ['scripts/bench/start-copies.mjs']);
  process.exit(0);
}
if (IN_PROCESS_ONLY) {
  await benchInProcess();
  process.exit(0);
}
const api = startServer('api', 'build/api/main.js');
await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 120_000);
const webServer = startServer('web', 'build/web.js');
const web = `http://127.0.0.1:${webPort}`;
await waitForHttp(`${web}/main`);
const pids = [api.pid, webServer.pid];

const cookie = await signInCookie(web);

const pages = [
  { name: 'login page', url: `${web}/login`, headers: {} },
  { name: 'business dashboard', url: `${web}/bo/executive-dashboard`, headers: { cookie } },
  { name: '/transactions/completed', url: `${web}/transactions/completed?page=1`, headers: { cookie } },
  // The table gallery calls no service: what rendering a list costs.
  { name: 'table gallery', url: `${web}/dashonic/table-components`, headers: {} },
];
const cpuText = (cpu) => `CPU/request: api ${cpu[0].toFixed(1)} ms + web ${cpu[1].toFixed(1)} ms = ${(cpu[0] + cpu[1]).toFixed(1)} ms`;
console.log(`\nBenchmark${QUICK ? ' (quick)' : ''}: ${SECONDS} s per run, Node ${process.version}, ${cpus().length} cores`);
// Every request below asks for a page again with the same data: after the first, the pages kept by their data answer
// it (decision 161); the comparison with the previous build also measures this build with every page drawn.
console.log('Pages asked for again with unchanged data: answered from the pages kept by their data after the first (decision 161)\n');
for (const page of API_ONLY ? [] : pages) {
  const response = await fetch(page.url, { headers: page.headers, redirect: 'manual' });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page.name} answered ${response.status}`);
  const js = await scriptsGzipBytes(web, html);
  const ceiling = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }).listen(ceilingPort, '127.0.0.1');
  console.log(
    `${page.name}: ${Buffer.byteLength(html)} bytes of HTML; JavaScript loaded: ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped (${(js.sentBytes / 1024).toFixed(1)} KB sent to a browser)` +
      targetText(`JavaScript on ${page.name}`) + targetText(page.name),
  );
  // Warm-up: the first requests compile code paths and fill caches.
  await measure(page.url, { connections: 4, headers: page.headers, amount: 40 });
  const windowStart = Date.now();
  // CPU per request from a fixed number of requests, 4 at a time, all answered before the CPU is read again.
  const costs = await measure(page.url, { connections: 4, headers: page.headers, amount: CPU_REQUESTS, pids });
  console.log(`  ${CPU_REQUESTS} requests 4 at a time: ${cpuText(costs.cpu)}; p50 ${costs.p50} ms`);
  for (const connections of CONNECTIONS) {
    const app = await measure(page.url, { connections, headers: page.headers });
    const top = await measure(`http://127.0.0.1:${ceilingPort}/`, { connections });
    console.log(
      `  ${String(connections).padStart(2)} connections: ${app.rps.toFixed(0)} req/s (p50 ${app.p50} ms, p95 ${app.p95} ms, p99 ${app.p99} ms` +
        `${app.non2xx || app.errors ? `, ${app.non2xx} non-2xx (${app.codes}), ${app.errors} errors` : ''}); ` +
        `ceiling ${top.rps.toFixed(0)} req/s (p50 ${top.p50} ms); ratio ${(app.rps / top.rps).toFixed(3)}`,
    );
  }
  if (page.name === '/transactions/completed') {
    // Evenly spaced, not autocannon's overallRate (a burst of 50 at each second's start: scripts/bench/steady.mjs).
    const steady = await steadyLoad(page.url, { headers: page.headers, rate: 50, seconds: SECONDS * 2 });
    console.log(
      `  steady 50 req/s: ${steady.rps.toFixed(0)} req/s served, p50 ${steady.p50} ms, p95 ${steady.p95} ms, p99 ${steady.p99} ms, max ${steady.max} ms` +
        `${steady.other ? ` (${steady.other})` : ''}` +
        targetText('steady 50 req/s'),
    );
  }
  windows.pages[page.name] = [windowStart, Date.now()];
  await new Promise((r) => ceiling.close(r));
}
if (PROFILE_DIR) writeFileSync(join(PROFILE_DIR, 'windows.json'), JSON.stringify(windows));
if (!QUICK || API_ONLY) {
  await benchPublicApi({
    api: `http://127.0.0.1:${apiPort}`,
    seconds: SECONDS,
    connectionsList: [10, 50],
    webhookPayments: Number(process.env.BENCH_WEBHOOK_PAYMENTS ?? 1000),
  });
}
cleanup();
await Promise.all(exited);
if (PROFILE_DIR) console.log(`\nCPU profiles: ${PROFILE_DIR}/api.cpuprofile, ${PROFILE_DIR}/web.cpuprofile`);
console.log('');
if (API_ONLY) process.exit(0);
await mustRun('npx', ['tsx', 'scripts/bench/api-calls.ts']);
if (!NO_BASE) await benchAgainstPrevious({ quick: QUICK });
if (QUICK) process.exit(0);
await mustRun('npx', ['tsx', 'scripts/bench/payments.ts']);
await mustRun('npx', ['tsx', 'scripts/bench/reports.ts']);
await mustRun('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench/exports.ts']);
await benchInProcess();
await benchCopies({ seconds: SECONDS });
await mustRun('node', ['scripts/bench/start-copies.mjs']);
process.exit(0);
