// Report-list figures for `npm run bench`: 1,000,000 payments seeded with api/seed/large.ts into a
// throw-away PostgreSQL database; the completed-transactions list (the reports query /transactions/completed
// asks for: status success) timed at page 1, at page 5,000 (25 rows a page) by OFFSET and by cursor, and with a
// filter, as the busiest business's owner and as the admin; then requests per second at 10 and 50 connections.
// When the production build exists (bench.mjs builds first), the web page /transactions/completed is measured too.
// Skipped, with a line saying so, when no PostgreSQL answers. Prints figures; asserts nothing about time.
import { targetText } from './targets.mjs';
import { percentile } from './percentile.mjs';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { createApi } from '../../api/app';
import { createDatabase } from '../../api/db/client';
import { payments, vendors } from '../../api/db/schema';
import { DEMO_PASSWORD, seedDemoData } from '../../api/seed/demo';
import { seedLarge } from '../../api/seed/large';
import { BENCH_PG_SERVER, throwAwayDatabase } from './pg';
import { SERVER_NODE_ARGS } from '../lib/server-node-args.mjs';

const TRANSACTIONS = Number(process.env.BENCH_REPORT_TRANSACTIONS ?? 1_000_000);
const SAMPLES = Number(process.env.BENCH_REPORT_SAMPLES ?? 100);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROWS = 25;
const DEEP_PAGE = 5_000;

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p97_5: number };
  non2xx: number;
  errors: number;
  statusCodeStats?: Record<string, { count: number }>;
}
/** ", 12 non-2xx (302: 12), 0 errors" when something was not a 2xx. */
const failures = (r: CannonResult) =>
  r.non2xx || r.errors
    ? `, ${r.non2xx} non-2xx (${Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => `${code}: ${s.count}`).join(', ')}), ${r.errors} errors`
    : '';
/** autocannon ships no types: only what is used here. */
const autocannon = createRequire(import.meta.url)('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>;

interface ListPage {
  meta: { count: number };
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
  edges: { node: { id: string } }[];
}


const target = await throwAwayDatabase('reports');
if (!target) {
  console.log(`report lists: skipped (no PostgreSQL answered on ${new URL(BENCH_PG_SERVER).host}; set BENCH_PG_URL to measure them)`);
  process.exit(0);
}

const LIST = `query($filter: PaymentTransferTransactionFilter, $orderBy: String, $skip: Int, $limit: Int, $after: String) {
  paymentTransferTransactions(filter: $filter, orderBy: $orderBy, skip: $skip, limit: $limit, after: $after) {
    meta { count }
    pageInfo { endCursor hasNextPage }
    edges { node { id type status purchaseId paymentTransactionId paymentProcessStatus paymentBankStatus paymentErrorMessage moneyAmount createdDate
      dueDateTime { date time timezone } business { id name } vendor { id name } customer { id name } contactName accountingSystem reportType
      paymentMethod { bankName routingNumber paymentSystem } paymentParticipants { buyer recipient } recipient { bankName accountHolderName accountNumberLast4 }
      statusDetails { status code datetime description } } }
  } }`;

const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-reports-'));
const encryptionKey = randomBytes(32);
const accessTokenSecret = randomBytes(48).toString('base64url');
const handle = await createDatabase({ databaseUrl: target.url });
const children: ChildProcess[] = [];
try {
  const now = new Date();
  await seedDemoData(handle.db, { encryptionKey, now });
  console.log(`\nreport lists on PostgreSQL (throw-away database), ${TRANSACTIONS.toLocaleString('en-US')} payments:`);
  const seeded = await seedLarge(handle.db, { transactions: TRANSACTIONS, encryptionKey, now });
  console.log(
    `  seed:large wrote ${seeded.payments.toLocaleString('en-US')} payments, ${seeded.statusDetails.toLocaleString('en-US')} status details ` +
      `and ${seeded.jobs.toLocaleString('en-US')} jobs in ${seeded.seconds.toFixed(0)} s (${(seeded.payments / seeded.seconds).toFixed(0)} payments/s)`,
  );

  const api = createApi({
    db: handle.db,
    config: {
      apiPort: 0,
      dataDir,
      exportFiles: 'database',
      accessTokenSecret,
      encryptionKey,
      appEnv: 'local',
      logLevel: 'silent',
      newBusinessRail: { rail: 'sandbox' },
      mailFrom: 'Payloft <no-reply@payloft.test>',
      smsProvider: 'outbox',
      webPublicUrl: 'http://localhost:3000',
      trustedProxies: ['127.0.0.1', '::1'],
    },
  });
  const server = createServer(api.nodeListener).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const post = async (path: string, query: string, variables: Record<string, unknown>, token?: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors || !body.data) throw new Error(JSON.stringify(body.errors));
    return body.data;
  };
  const signIn = async (email: string) =>
    ((await post('/auth/graphql', `mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }`, { input: { email, password: DEMO_PASSWORD } })).authorize as { accessToken: string })
      .accessToken;
  const tokens = { owner: await signIn('owner@northwind.test'), admin: await signIn('admin@payloft.test') };
  const [acme] = await handle.db.select().from(vendors).where(eq(vendors.name, 'Acme Paper'));
  const [{ total }] = await handle.db.select({ total: count() }).from(payments);

  const completed = { status: 'success' };
  const list = (token: string, variables: Record<string, unknown>): Promise<ListPage> =>
    post('/reports/graphql', LIST, { limit: ROWS, ...variables }, token).then((d) => d.paymentTransferTransactions as ListPage);

  /** Sequential requests (one at a time, loopback): the server's time for the call, p50 and p95. */
  async function timed(name: string, token: string, variables: Record<string, unknown>) {
    const durations: number[] = [];
    let last: ListPage | undefined;
    for (let i = 0; i < SAMPLES + 5; i++) {
      const started = performance.now();
      last = await list(token, variables);
      if (i >= 5) durations.push(performance.now() - started);
    }
    durations.sort((a, b) => a - b);
    console.log(
      `  ${name}: p50 ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms ` +
        `(${last!.edges.length} rows of ${last!.meta.count.toLocaleString('en-US')})`,
    );
  }

  const deepSkip = (DEEP_PAGE - 1) * ROWS;
  console.log(`  ${total.toLocaleString('en-US')} payments in all; ${SAMPLES} sequential requests each, ${ROWS} rows a page, every transaction field:`);
  for (const [who, token] of [
    ['owner of Northwind (a quarter of all payments)', tokens.owner],
    ['admin (all businesses)', tokens.admin],
  ] as const) {
    console.log(`  completed list as the ${who}:`);
    await timed('page 1', token, { filter: completed, skip: 0 });
    await timed(`page ${DEEP_PAGE.toLocaleString('en-US')} by skip (OFFSET over the index, deferred join)`, token, { filter: completed, skip: deepSkip });
    const before = await list(token, { filter: completed, skip: deepSkip - ROWS });
    await timed(`page ${DEEP_PAGE.toLocaleString('en-US')} by cursor (after the previous page's last row)`, token, { filter: completed, after: before.pageInfo.endCursor });
    await timed('filtered (vendor Acme Paper, last 90 days), page 1', token, {
      filter: { ...completed, vendorId: acme.id, dateFrom: new Date(now.getTime() - 90 * 86_400_000).toISOString() },
      skip: 0,
    });
    await timed('filtered (paymentProcessStatus error, sorted by due date), page 1', token, { filter: { paymentProcessStatus: 'error' }, orderBy: 'dateDesc', skip: 0 });
  }

  const body = JSON.stringify({ query: LIST, variables: { filter: completed, skip: 0, limit: ROWS } });
  for (const connections of [10, 50]) {
    const result = await autocannon({
      url: `${base}/reports/graphql`,
      method: 'POST',
      connections,
      duration: SECONDS,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.owner}` },
      body,
    });
    console.log(
      `  completed list page 1 as the owner, ${connections} connections: ${result.requests.average.toFixed(0)} req/s ` +
        `(p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms${failures(result)})`,
    );
  }
  await new Promise((r) => server.close(r));

  // Through the web, when the production build is there: the page a business owner opens.
  if (existsSync('build/api/main.js') && existsSync('build/web.js')) {
    const free = () => new Promise<number>((resolve) => { const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as AddressInfo; s.close(() => resolve(port)); }); });
    const [apiPort, webPort] = [await free(), await free()];
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'local',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: target.url,
      ENCRYPTION_KEY: encryptionKey.toString('base64'),
      ACCESS_TOKEN_SECRET: accessTokenSecret,
      SESSION_SECRET: randomBytes(48).toString('base64url'),
      PROCESSING_INTERVAL_MS: '0',
      API_PORT: String(apiPort),
      PORT: String(webPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
    };
    children.push(spawn('node', [...SERVER_NODE_ARGS, 'build/api/main.js'], { env, stdio: 'ignore' }));
    const web = `http://127.0.0.1:${webPort}`;
    const waitFor = async (url: string) => {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(url)).ok) return;
        } catch {
          /* not up yet */
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`${url} did not answer`);
    };
    await waitFor(`http://127.0.0.1:${apiPort}/healthz`);
    children.push(spawn('node', [...SERVER_NODE_ARGS, 'build/web.js'], { env, stdio: 'ignore' }));
    await waitFor(`${web}/login`);
    const login = await fetch(`${web}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: web },
      body: new URLSearchParams({ email: 'owner@northwind.test', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    console.log(`  through the web (/transactions/completed, signed in as the owner, server-rendered HTML):`);
    for (const [name, query] of [
      // 25 rows is the lists' default: the page redirects a URL that spells it out to the one that does not.
      ['page 1', 'page=1'],
      [`page ${DEEP_PAGE.toLocaleString('en-US')}`, `page=${DEEP_PAGE}`],
    ] as const) {
      const durations: number[] = [];
      let status = 0;
      for (let i = 0; i < SAMPLES / 2 + 3; i++) {
        const started = performance.now();
        const response = await fetch(`${web}/transactions/completed?${query}`, { headers: { cookie }, redirect: 'manual' });
        await response.text();
        status = response.status;
        if (i >= 3) durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      console.log(`    ${name}: HTTP ${status}, p50 ${percentile(durations, 50).toFixed(1)} ms, p95 ${percentile(durations, 95).toFixed(1)} ms`);
    }
    for (const connections of [10, 50]) {
      const result = await autocannon({ url: `${web}/transactions/completed?page=1`, connections, duration: SECONDS, headers: { cookie } });
      console.log(
        `    page 1, ${connections} connections: ${result.requests.average.toFixed(0)} req/s (p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms` +
          `${failures(result)})${targetText('list at 1,000,000 payments')}`,
      );
    }
  } else {
    console.log('  web page /transactions/completed: not measured (no production build; `npm run bench` builds first)');
  }
} finally {
  for (const c of children) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1_000));
  await handle.close();
  await target.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
