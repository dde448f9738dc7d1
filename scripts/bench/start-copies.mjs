// What `npm start` serves as a whole: the list page /transactions/completed at 50 connections, against the command
// itself (its database and its copies: WEB_CONCURRENCY=1 and the default, one per core; decision 124), on a fresh
// DATA_DIR with the demo data. `node scripts/bench/start-copies.mjs [checkout]` measures another checkout's `npm start`
// (a build of it must exist) the same way, for a before-and-after. Asserts nothing on time.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchPort } from './server.mjs';
import { signInCookie } from './sign-in.mjs';
import { waitForHttp } from '../lib/run.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const checkout = resolve(process.argv[2] ?? '.');

async function measure(copies) {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-start-'));
  const [port, apiPort] = [await benchPort(), await benchPort()];
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), API_PORT: String(apiPort), LOG_LEVEL: 'warn', PROCESSING_INTERVAL_MS: '0' };
  delete env.DATABASE_URL;
  if (copies) env.WEB_CONCURRENCY = String(copies);
  else delete env.WEB_CONCURRENCY;
  const started = Date.now();
  const child = spawn('node', ['scripts/start.mjs'], { cwd: checkout, env, stdio: 'ignore' });
  try {
    const web = `http://127.0.0.1:${port}`;
    await waitForHttp(`${web}/main`, 180_000);
    const startMs = Date.now() - started;
    const cookie = await signInCookie(web);
    const url = `${web}/transactions/completed?page=1`;
    await autocannon({ url, connections: 10, amount: 200, headers: { cookie } });
    const rows = [];
    // 16 connections: the services' limit of requests in flight per caller (MAX_CONCURRENT_PER_CALLER); at 50 one
    // signed-in user is over it, and the pages answered otherwise (a 429 from the services) are not counted.
    for (const connections of [16, 50]) {
      const result = await autocannon({ url, connections, duration: SECONDS, headers: { cookie } });
      const ok = result['2xx'] / SECONDS;
      rows.push(`${connections} connections ${ok.toFixed(1)} pages/s (p50 ${result.latency.p50} ms${result.non2xx ? `, ${result.non2xx} answers not 2xx` : ''})`);
    }
    console.log(`  ${copies ? `WEB_CONCURRENCY=${copies}` : 'default copies'}: ${rows.join('; ')}; first start to serving ${(startMs / 1000).toFixed(1)} s`);
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(`\nnpm start (${checkout}), /transactions/completed as Northwind's owner, ${SECONDS} s, ${availableParallelism()} cores:`);
for (const copies of (process.env.BENCH_COPIES ?? '1,default').split(',')) await measure(copies === 'default' ? undefined : Number(copies));
