// What `npm start` serves as a whole (decision 124, 131): the command itself (its database and its copies) on a fresh
// DATA_DIR with the demo data, measured as a user meets it: the first start to serving, memory at idle (PSS of the
// command's whole process tree: start.mjs, the copies, PostgreSQL's processes), the CPU per request of that tree on
// the list page /transactions/completed and the business dashboard (BENCH_CPU_REQUESTS requests 4 at a time), pages/s
// at 16 and 50 connections (2xx answers only; the others are counted), then a later start on the same DATA_DIR.
// Setups: WEB_CONCURRENCY=1 and the default (one copy per core) of this checkout (BENCH_COPIES, default `1,default`);
// `node scripts/bench/start-copies.mjs name=checkout ...` measures other checkouts' `npm start` too (a build of each
// must exist), e.g. the build before a change beside this one, in rounds that rotate the order (BENCH_ROUNDS, default 1).
// One signed-in user makes every request: the services' limit of requests in flight per caller (16 a copy, api/app.ts)
// is lifted with API_MAX_IN_FLIGHT_PER_CALLER so the figures measure pages, not that limit (a checkout that predates
// the setting keeps its limit: its non-2xx answers say so). Asserts nothing on time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cpuMs } from './processes.mjs';
import { benchPort } from './server.mjs';
import { signInCookie } from './sign-in.mjs';
import { waitForHttp } from '../lib/run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CPU_REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 300);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PAGES = [
  ['list', '/transactions/completed?page=1'],
  ['dashboard', '/bo/executive-dashboard'],
];

/** Every process whose parent chain leads to `root` (start.mjs: its copies, and the PostgreSQL it started with its backends). */
function processTree(root) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]));
    } catch {
      // gone while read
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (!tree.has(pid) && tree.has(parent)) {
        tree.add(pid);
        grew = true;
      }
    }
  }
  return [...tree];
}

const treeCpuMs = (root) => processTree(root).reduce((total, pid) => total + (cpuMs(pid) || 0), 0);

/** PSS in MB (shared pages split between the processes that share them) of the tree, and its process count. */
function treePssMb(root) {
  let kb = 0;
  const pids = processTree(root);
  for (const pid of pids) {
    try {
      kb += Number(/^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // gone while read
    }
  }
  return { mb: kb / 1024, processes: pids.length };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

async function startCommand(checkout, env) {
  const started = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], { cwd: checkout, env, stdio: ['ignore', 'pipe', 'pipe'] });
  // The last lines it printed, for the reason when it stops before serving.
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise((done) => child.once('exit', done));
  await Promise.race([
    waitForHttp(`http://127.0.0.1:${env.PORT}/main`, 300_000),
    exited.then((code) => Promise.reject(new Error(`npm start in ${checkout} exited (${code}):\n${output}`))),
  ]);
  return { child, exited, seconds: (Date.now() - started) / 1000 };
}

async function stopCommand({ child, exited }) {
  child.kill('SIGTERM');
  await exited;
}

/** Pages/s (2xx) at `connections` for SECONDS, with the answers that were not 2xx. */
async function throughput(url, cookie, connections) {
  const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie }, timeout: 60 });
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${s.count}×${code}`)
    .join(' ');
  return `${(result['2xx'] / SECONDS).toFixed(1)}/s (p50 ${result.latency.p50} ms${codes ? `; ${codes}` : ''}${result.errors ? `; ${result.errors} errors` : ''})`;
}

async function measure({ name, checkout, copies }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-start-'));
  const [port, apiPort] = [await benchPort(), await benchPort()];
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
    PROCESSING_INTERVAL_MS: '0',
    API_MAX_IN_FLIGHT_PER_CALLER: '100000',
  };
  delete env.DATABASE_URL;
  if (copies) env.WEB_CONCURRENCY = String(copies);
  else delete env.WEB_CONCURRENCY;
  const figures = [];
  try {
    const first = await startCommand(checkout, env);
    figures.push(`first start ${first.seconds.toFixed(1)} s`);
    let running = first;
    try {
      // Idle: the demo seed's and the first requests' work done, nothing asked.
      await sleep(5_000);
      const idle = treePssMb(first.child.pid);
      figures.push(`idle ${idle.mb.toFixed(0)} MB PSS (${idle.processes} processes)`);
      const web = `http://127.0.0.1:${port}`;
      const cookie = await signInCookie(web);
      for (const [page, path] of PAGES) {
        const url = `${web}${path}`;
        // Warm-up: every copy compiles the page's code paths.
        await autocannon({ url, connections: 8, amount: 80, headers: { cookie }, timeout: 60 });
        const before = treeCpuMs(first.child.pid);
        const cpu = await autocannon({ url, connections: 4, amount: CPU_REQUESTS, headers: { cookie }, timeout: 60 });
        const perRequest = (treeCpuMs(first.child.pid) - before) / Math.max(1, cpu.requests.total);
        figures.push(`${page}: CPU ${perRequest.toFixed(1)} ms/request${cpu.non2xx ? ` (${cpu.non2xx} not 2xx)` : ''}, 16 conn ${await throughput(url, cookie, 16)}, 50 conn ${await throughput(url, cookie, 50)}`);
      }
      await stopCommand(first);
      running = undefined;
      const later = await startCommand(checkout, env);
      running = later;
      figures.push(`later start ${later.seconds.toFixed(1)} s`);
    } finally {
      if (running) await stopCommand(running);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`  ${name}: ${figures.join('; ')} (load ${loadavg().map((l) => l.toFixed(1)).join(' / ')})`);
}

const checkouts = process.argv.slice(2).map((arg) => {
  const [name, dir] = arg.includes('=') ? arg.split('=') : [arg, arg];
  return { name, checkout: resolve(dir) };
});
const setups = [
  ...checkouts.map(({ name, checkout }) => ({ name: `${name} (its default)`, checkout })),
  ...(process.env.BENCH_COPIES ?? '1,default').split(',').map((copies) => ({
    name: copies === 'default' ? `this checkout, one copy per core (${availableParallelism()})` : `this checkout, WEB_CONCURRENCY=${copies}`,
    checkout: resolve('.'),
    copies: copies === 'default' ? undefined : Number(copies),
  })),
];
console.log(`\nnpm start whole, as Northwind's owner, ${SECONDS} s a run, ${CPU_REQUESTS} requests for the CPU, ${availableParallelism()} cores:`);
for (let round = 0; round < ROUNDS; round++) {
  if (ROUNDS > 1) console.log(` round ${round + 1}`);
  for (let i = 0; i < setups.length; i++) await measure(setups[(i + round) % setups.length]);
}
