// `npm run bench`: measures the production build on the demo data with autocannon and prints figures.
// Pages: the login page and the signed-in business dashboard, at 10 and 50 connections, against the
// ceiling of a bare node:http server sending a static page of the same size; then the payments figures of
// scripts/bench/payments.ts and the report-list figures of scripts/bench/reports.ts. Nothing here asserts on time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { mustRun, waitForHttp } from './lib/run.mjs';
import { resolveSecrets } from './lib/secrets.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = [10, 50];

function freePort() {
  return new Promise((resolve) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(url, connections, headers = {}) {
  const latencies = [];
  const instance = autocannon({ url, connections, duration: SECONDS, headers });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ms = (p) => Number(percentile(latencies, p).toFixed(1));
  return {
    rps: result.requests.average,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function scriptsGzipBytes(base, html) {
  const srcs = new Set();
  for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)|import "([^"]+\.js)"/g)) srcs.add(m[1] ?? m[2]);
  let total = 0;
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
    total += gzipSync(body).length;
  }
  return { files: srcs.size, gzipBytes: total };
}

const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-'));
const [apiPort, webPort, ceilingPort] = [await freePort(), await freePort(), await freePort()];
const env = {
  ...process.env,
  APP_ENV: 'local',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  PORT: String(webPort),
  API_URL: `http://127.0.0.1:${apiPort}`,
};
Object.assign(env, resolveSecrets(env, dataDir));

const children = [];
const cleanup = () => {
  for (const c of children) c.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

await mustRun('node', ['scripts/build.mjs']);
children.push(spawn('node', ['build/api/main.js'], { env, stdio: 'ignore' }));
await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 120_000);
children.push(spawn('node', ['build/web.js'], { env, stdio: 'ignore' }));
const web = `http://127.0.0.1:${webPort}`;
await waitForHttp(`${web}/main`);

const login = await fetch(`${web}/login`, {
  method: 'POST',
  redirect: 'manual',
  headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
  body: new URLSearchParams({ email: 'owner@northwind.test', password: 'Payloft#2026' }),
});
const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
if (!cookie) throw new Error(`signing in for the benchmark failed (status ${login.status})`);

const pages = [
  { name: 'login page', url: `${web}/login`, headers: {} },
  { name: 'business dashboard (signed in)', url: `${web}/bo/executive-dashboard`, headers: { cookie } },
];
console.log(`\nBenchmark: ${SECONDS} s per run, Node ${process.version}, ${(await import('node:os')).cpus().length} cores\n`);
for (const page of pages) {
  const response = await fetch(page.url, { headers: page.headers });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${page.name} answered ${response.status}`);
  const js = await scriptsGzipBytes(web, html);
  const ceiling = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  }).listen(ceilingPort, '127.0.0.1');
  console.log(`${page.name}: ${Buffer.byteLength(html)} bytes of HTML; JavaScript loaded: ${js.files} files, ${js.gzipBytes} bytes gzipped`);
  for (const connections of CONNECTIONS) {
    const app = await measure(page.url, connections, page.headers);
    const top = await measure(`http://127.0.0.1:${ceilingPort}/`, connections);
    console.log(
      `  ${String(connections).padStart(2)} connections: ${app.rps.toFixed(0)} req/s (p50 ${app.p50} ms, p95 ${app.p95} ms, p99 ${app.p99} ms` +
        `${app.non2xx || app.errors ? `, ${app.non2xx} non-2xx, ${app.errors} errors` : ''}); ` +
        `ceiling ${top.rps.toFixed(0)} req/s (p50 ${top.p50} ms, p99 ${top.p99} ms); ratio ${(app.rps / top.rps).toFixed(3)}`,
    );
  }
  await new Promise((r) => ceiling.close(r));
}
cleanup();
console.log('');
await mustRun('npx', ['tsx', 'scripts/bench/payments.ts']);
await mustRun('npx', ['tsx', 'scripts/bench/reports.ts']);
await mustRun('node', ['--expose-gc', '--import', 'tsx', 'scripts/bench/exports.ts']);
process.exit(0);
