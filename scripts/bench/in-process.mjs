// `npm run bench`'s row for the single-machine default's transport (decision 102): the CPU per list request
// (/transactions/completed?page=1, signed in as the demo owner) of the web and the services together, in four setups
// started side by side on their own embedded databases:
//   two processes — build/api/main.js and build/web.js talking HTTP (what `npm start` ran before, and each copy of
//                   the multi-copy deployment still runs);
//   one process, HTTP — build/main.js with SERVICES_TRANSPORT=http (the web calls its own process over loopback);
//   one process, in process — build/main.js with SERVICES_TRANSPORT=in-process (the services' handler, decision 102);
//   one process, direct — build/main.js with SERVICES_TRANSPORT=direct (the default: operations executed, decision 138).
// Each round measures every setup once, in an order that rotates from round to round, BENCH_ROUNDS rounds (default 5):
// a warm-up of 40 requests, then BENCH_CPU_REQUESTS (default 1,000; rounds of 300 spread about twice as wide,
// docs/benchmarks.md step 39) requests 4 at a time. The figure is CPU time (user + system, from /proc/<pid>/stat:
// what process.cpuUsage reports inside the process) per answered request summed over the setup's processes, so other
// work on the machine changes it far less than it changes wall time. Prints the median
// and the spread (min–max) per setup and the load average before and after.
// Runs from bench.mjs (BENCH_ONLY=in-process) after the build, or alone with an existing build:
// `node scripts/bench/in-process.mjs`; alone, BENCH_TREES compares built trees (before and after a change) the same way,
// on the page BENCH_PATH (docs/benchmarks.md); `name=dir=transport` runs that tree with SERVICES_TRANSPORT=transport
// (e.g. `direct`, decision 138), so one tree can stand twice; `name=dir=transport=flags` also starts Node with those flags
// (separated by spaces, e.g. `--max-semi-space-size=32`) and its environment with NAME:value words (e.g.
// `WEB_RENDERED_PAGES_MB:0`, every page drawn, decision 161). BENCH_RPS_SECONDS (default 0, off) adds to each round and
// setup that many seconds of the first page at 50 connections, reported as pages/s. BENCH_SIGNED_OUT=1 asks for the
// pages without a cookie (the sign-in page, the galleries), as a first visitor does. Nothing here asserts on time.
import autocannon from 'autocannon';
import { rmSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { cpuMs } from './processes.mjs';
import { startBuiltApp } from './server.mjs';
import { signInCookie } from './sign-in.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 1000);
// BENCH_PATH: the page, or pages separated by commas (each measured on the same servers, one after the other).
const PATHS = (process.env.BENCH_PATH ?? '/transactions/completed?page=1').split(',');

// BENCH_TREES=name=dir[=transport],…: one one-process setup per built tree (before and after builds side by side) instead.
const TREES = (process.env.BENCH_TREES ?? '')
  .split(',')
  .filter(Boolean)
  .map((entry) => entry.split('='))
  .map(([name, cwd, transport = 'in-process', ...flags]) => {
    const words = flags.join('=').split(' ').filter(Boolean);
    return {
      name,
      processes: [['app', 'build/main.js']],
      transport,
      cwd,
      nodeArgs: words.filter((word) => word.startsWith('--')),
      env: Object.fromEntries(words.filter((word) => !word.startsWith('--')).map(environmentWord)),
    };
  });
/** A `NAME:value` word as [name, value], the value whole (it may hold colons: an address). */
function environmentWord(word) {
  const colon = word.indexOf(':');
  return [word.slice(0, colon), word.slice(colon + 1)];
}
const RPS_SECONDS = Number(process.env.BENCH_RPS_SECONDS ?? 0);
const RPS = 'pages/s at 50 connections';
const SIGNED_OUT = process.env.BENCH_SIGNED_OUT === '1';
// BENCH_ACCEPT_ENCODING: the Accept-Encoding the pages are asked with (a browser sends `gzip, deflate, br, zstd`); none
// by default, as autocannon asks.
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ? { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING } : {};

const SETUPS = TREES.length ? TREES : [
  { name: 'two processes, HTTP', processes: [['api', 'build/api/main.js'], ['web', 'build/web.js']], transport: 'http' },
  { name: 'one process, HTTP', processes: [['app', 'build/main.js']], transport: 'http' },
  { name: 'one process, in process', processes: [['app', 'build/main.js']], transport: 'in-process' },
  { name: 'one process, direct', processes: [['app', 'build/main.js']], transport: 'direct' },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const loadText = () => loadavg().map((l) => l.toFixed(1)).join(' / ');

/** The cookie the pages are asked with: a fresh session of the demo owner, or none. */
const cookieFor = async (web, signedOut) => (signedOut ? '' : signInCookie(web));

async function start(setup, children, dirs, { paths, signedOut, rpsSeconds }) {
  const { web, pids } = await startBuiltApp(setup, children, dirs);
  const cookie = await cookieFor(web, signedOut);
  for (const path of paths) {
    const check = await fetch(`${web}${path}`, { headers: { cookie }, redirect: 'manual' });
    if (check.status !== 200) throw new Error(`${setup.name}: ${path} answered ${check.status}`);
  }
  const keys = rpsSeconds ? [...paths, RPS] : paths;
  return { ...setup, web, cookie, pids, figures: Object.fromEntries(keys.map((key) => [key, []])) };
}

async function run(url, cookie, amount) {
  // A generous timeout: on a machine loaded by other sessions a page can wait seconds for a core.
  const result = await autocannon({ url, connections: 4, amount, headers: { cookie, ...ACCEPT_ENCODING }, timeout: 60 });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.total;
}

/**
 * Trees (before and after a change): per figure, each later tree's over the first's, from the medians and from each
 * round's pair (same round, same moment on the machine), the figure to trust on a loaded machine.
 */
function printTreeRatios([before, ...afters]) {
  for (const after of afters) {
    for (const key of Object.keys(before.figures)) {
      const pairs = before.figures[key].map((b, i) => after.figures[key][i] / b);
      const what = key === RPS ? 'pages/s' : 'CPU';
      console.log(
        `  ${key} ${after.name} / ${before.name}: ${(median(after.figures[key]) / median(before.figures[key])).toFixed(2)} of the ${what} (medians); ` +
          `per round ${pairs.map((r) => r.toFixed(2)).join(', ')} (median ${median(pairs).toFixed(2)})`,
      );
    }
  }
}

/** Pages per second of `url` at 50 connections for `seconds` (the per-caller limit lifted by the caller's env). */
async function pagesPerSecond(url, cookie, seconds) {
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { cookie, ...ACCEPT_ENCODING }, timeout: 60 });
  if (result.non2xx || result.errors) console.log(`  (${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors at 50 connections)`);
  return (result.requests.total - result.non2xx) / seconds;
}

/**
 * Measures `setups` side by side (the env's by default: BENCH_TREES or the four transports) on `paths`, signed in as
 * the demo owner or `signedOut`; with `rpsSeconds`, pages/s of the first path at 50 connections too. With two or more
 * trees, prints each later tree's figures over the first's. Returns each setup's figures per round.
 */
export async function benchInProcess({
  setups = SETUPS,
  paths = PATHS,
  signedOut = SIGNED_OUT,
  rpsSeconds = RPS_SECONDS,
  rounds = ROUNDS,
  requests = REQUESTS,
} = {}) {
  const options = { paths, signedOut, rpsSeconds };
  const children = [];
  const dirs = [];
  const stop = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('exit', () => {
    stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  console.log(
    `\nCPU ms per request of ${paths.join(' and ')}${signedOut ? ' without a cookie' : ''} (${setups.map((s) => s.name).join(', ')}), ` +
      `${rounds} rounds of ${requests} requests 4 at a time, Node ${process.version}, ${cpus().length} cores`,
  );
  const loadBefore = loadText();
  const running = [];
  for (const setup of setups) running.push(await start(setup, children, dirs, options));
  for (let round = 0; round < rounds; round++) {
    const order = running.map((_, i) => running[(i + round) % running.length]);
    for (const setup of order) {
      // A fresh session each time: the access token lives 15 minutes, and a refresh would change the cookie that
      // autocannon keeps sending (then the burnt refresh token signs it out).
      setup.cookie = await cookieFor(setup.web, signedOut);
      for (const path of paths) {
        const url = `${setup.web}${path}`;
        await run(url, setup.cookie, 40);
        const before = setup.pids.map(cpuMs);
        const answered = await run(url, setup.cookie, requests);
        const spent = setup.pids.reduce((total, pid, i) => total + cpuMs(pid) - before[i], 0);
        setup.figures[path].push(spent / answered);
      }
      if (rpsSeconds) setup.figures[RPS].push(await pagesPerSecond(`${setup.web}${paths[0]}`, setup.cookie, rpsSeconds));
    }
    for (const key of Object.keys(running[0].figures)) {
      console.log(`  round ${round + 1}, ${key}: ${running.map((s) => `${s.name} ${s.figures[key].at(-1).toFixed(1)}`).join('; ')} (load ${loadText()})`);
    }
  }
  for (const key of Object.keys(running[0].figures)) {
    for (const setup of running) {
      const f = setup.figures[key];
      const unit = key === RPS ? '' : ' ms';
      console.log(`  ${key} ${setup.name.padEnd(24)} median ${median(f).toFixed(1)}${unit}, spread ${Math.min(...f).toFixed(1)}–${Math.max(...f).toFixed(1)}${unit}`);
    }
  }
  if (setups.every((setup) => setup.cwd) && setups.length >= 2) printTreeRatios(running);
  console.log(`  load average (1 / 5 / 15 min): ${loadBefore} before, ${loadText()} after`);
  stop();
  return running.map((s) => ({ name: s.name, figures: s.figures }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchInProcess();
  process.exit(0);
}
