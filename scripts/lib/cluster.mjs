// The cluster suite's driver (npm run test:cluster, npm run test:image): two services copies and two web copies on one
// throwaway PostgreSQL database behind Debian's HAProxy (and a third services copy that dies in the middle of a
// processing cycle, for the crash test), then the cluster browser journeys (tests/cluster) against the balancer;
// everything is stopped and the database dropped at the end, also on failure or Ctrl-C. How a copy is started is the
// caller's (a `launcher`): processes of this checkout's build (scripts/test-cluster.mjs) or containers of the
// production image (scripts/test-image.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVER_NODE_ARGS } from './server-node-args.mjs';

const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy';
const PG = { host: process.env.CLUSTER_PG_HOST ?? '127.0.0.1', port: process.env.CLUSTER_PG_PORT ?? '5432', user: process.env.CLUSTER_PG_USER ?? 'postgres' };
export const started = Date.now();
export const log = (message) => console.log(`[cluster ${((Date.now() - started) / 1000).toFixed(1)}s] ${message}`);

export function requireHaproxy() {
  if (!existsSync(HAPROXY)) {
    console.error(`HAProxy is not installed (${HAPROXY}). On Debian or Ubuntu: sudo apt-get install -y haproxy`);
    process.exit(2);
  }
}

// Below Linux's ephemeral range, as the browser tests' servers (tests/e2e/support/servers.ts), or E2E_PORT_RANGE.
const PORTS = (() => {
  const m = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  return m ? { lowest: Number(m[1]), highest: Number(m[2]) } : { lowest: 20_000, highest: 32_767 };
})();
const taken = new Set();
function listensOn(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = PORTS.lowest + Math.floor(Math.random() * (PORTS.highest - PORTS.lowest + 1));
    if (!taken.has(port) && (await listensOn(port))) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('No free port in 100 tries');
}

function psql(sql) {
  const result = spawnSync('psql', ['-h', PG.host, '-p', PG.port, '-U', PG.user, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql: ${result.stderr || result.error}`);
}

const children = [];
/** Starts `command` with `env` added to this process's; its standard error is shown, prefixed with `name`. */
export function launch(name, command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  children.push({ name, child });
  return child;
}

/**
 * The copies as processes of this checkout's build. A launcher's `start(name, script, env)` returns the child to
 * watch (its exit is the copy's) and `pid()`, the copy's process id on this machine (the tests kill it with SIGKILL;
 * the copy names its claims after it); `stopCommand(name)` is how a copy is stopped the way an orchestrator stops it.
 */
export const processLauncher = {
  start: (name, script, env) => {
    const child = launch(name, process.execPath, [...SERVER_NODE_ARGS, script], env);
    return { child, pid: async () => child.pid };
  },
  stopCommand: () => null,
};

/** Polls `url` until it answers 2xx; fails at once when `child` exits, or at the deadline. */
async function waitUntilUp(url, child, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Polls HAProxy's statistics until every server of both back ends (`count` in all) is UP (its health checks passed). */
async function waitUntilBalanced(statsUrl, count, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const csv = await (await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2_000) })).text();
      const servers = csv.split('\n').filter((line) => /^(web|services),(web|services)\d,/.test(line));
      last = servers.map((line) => `${line.split(',')[1]} ${line.split(',')[17]}`).join(', ');
      if (servers.length === count && servers.every((line) => line.split(',')[17] === 'UP')) return;
    } catch {
      // HAProxy not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`HAProxy's servers were not all UP within ${timeoutMs} ms: ${last}`);
}

function haproxyConfig({ webPort, apiPort, statsPort, webs, services, doomed }) {
  const server = (name, port, extra = '') => `  server ${name} 127.0.0.1:${port} check inter 500ms fall 2 rise 2${extra}`;
  return `# Written by scripts/test-cluster.mjs for one run; deploy/haproxy.cfg is the production recipe's.
global
  maxconn 512

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A request sent to a copy that just died goes to the other copy instead of failing.
  retries 2
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend web_in
  bind 127.0.0.1:${webPort}
  option forwardfor
  default_backend web

frontend services_in
  bind 127.0.0.1:${apiPort}
  default_backend services

backend web
  balance roundrobin
  option httpchk GET /healthz
  http-response set-header X-Payloft-Copy %s
${webs.map((port, i) => server(`web${i + 1}`, port)).join('\n')}

backend services
  balance roundrobin
  option httpchk GET /healthz
${services.map((port, i) => server(`services${i + 1}`, port)).join('\n')}
  # The crash test's doomed copy: health-checked like the others (the test waits for DOWN), sent no requests (weight 0),
  # so the journeys share out over two copies as they did before it existed.
${server(`services${services.length + 1}`, doomed, ' weight 0')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 0
`;
}

let stopping;
async function stopAll(database, folder, launcher) {
  stopping ??= (async () => {
    const alive = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    await Promise.all(
      alive.map(
        ({ child }) =>
          new Promise((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    await launcher.cleanup?.();
    try {
      if (database) psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    } catch (error) {
      console.error(`Could not drop the database ${database}: ${error.message}`);
    }
    if (folder) rmSync(folder, { recursive: true, force: true });
  })();
  return stopping;
}

/**
 * Every copy's stale-lock age (JOB_STALE_LOCK_SECONDS; 300 by default): the crash test's surviving copy runs its cycle
 * this long after the dead copy's claim. A claim's age is counted in the cycles' `at` (the instant a cycle runs as
 * of), not in the wall clock, so the suite waits for nothing; 30 s keeps the loops (every 60 s, at the wall clock)
 * from taking over each other's claims while a slow machine is still handling them.
 */
const STALE_LOCK_SECONDS = 30;

/** Runs the suite on copies the launcher starts; resolves with Playwright's exit code. */
export async function runCluster({ launcher, playwrightArgs = [] }) {
  const folder = mkdtempSync(join(tmpdir(), 'payloft-cluster-'));
  // CLUSTER_DB_PREFIX: where several runs share one server (a shared machine's own prefix).
  const database = `${process.env.CLUSTER_DB_PREFIX ?? 'payloft_cluster_'}${randomBytes(4).toString('hex')}`;
  const cleanup = () => stopAll(database, folder, launcher);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      log(`${signal}: stopping`);
      cleanup().then(() => process.exit(130));
    });
  }
  try {
    psql(`CREATE DATABASE ${database}`);
    const [webPort, apiPort, statsPort, service1, service2, service3, web1, web2] = await Promise.all(Array.from({ length: 8 }, freePort));
    const lbWeb = `http://127.0.0.1:${webPort}`;
    const lbApi = `http://127.0.0.1:${apiPort}`;
    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    // The same secrets on every copy, by environment (decision 074; npm start refuses to make them with DATABASE_URL).
    const common = { APP_ENV: 'local', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
    const servicesEnv = (port, n) => ({
      ...common,
      API_PORT: String(port),
      DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`,
      DATA_DIR: join(folder, `services${n}`),
      ACCESS_TOKEN_SECRET: randomBytesOnce.access,
      ENCRYPTION_KEY: randomBytesOnce.encryption,
      WEB_PUBLIC_URL: lbWeb,
      API_PUBLIC_URL: lbApi,
      SEED_DEMO_HISTORY: '0',
      JOB_STALE_LOCK_SECONDS: String(STALE_LOCK_SECONDS),
    });
    const webEnv = (port) => ({ ...common, PORT: String(port), API_URL: lbApi, SESSION_SECRET: randomBytesOnce.session, WEB_QUERY_RETRY_DELAY_MS: '20' });

    const config = join(folder, 'haproxy.cfg');
    writeFileSync(config, haproxyConfig({ webPort, apiPort, statsPort, webs: [web1, web2], services: [service1, service2], doomed: service3 }));
    const check = spawnSync(HAPROXY, ['-c', '-q', '-f', config], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`HAProxy refused its configuration: ${check.stderr}`);
    const haproxy = launch('haproxy', HAPROXY, ['-db', '-f', config], {});

    // The first copy migrates and seeds the demo data alone; the second then finds it there.
    log(`database ${database}; starting services1`);
    const s1 = launcher.start('services1', 'build/api/main.js', servicesEnv(service1, 1));
    await waitUntilUp(`http://127.0.0.1:${service1}/healthz`, s1.child);
    log('services1 up (migrated, seeded); starting services2, services3 (the doomed copy) and both web copies');
    const s2 = launcher.start('services2', 'build/api/main.js', servicesEnv(service2, 2));
    // A copy like the others, except that the first processing cycle it runs with a payment reaching the rail kills it
    // (SIGKILL) right after the rail accepted it, before it recorded anything. Its loop is off (the demo's own due
    // payments would kill it at a moment no test chose): only the crash test runs its cycle, at its own address.
    const s3 = launcher.start('services3', 'build/api/main.js', { ...servicesEnv(service3, 3), TEST_CRASH_POINT: 'afterSubmit', PROCESSING_INTERVAL_MS: '0' });
    const w1 = launcher.start('web1', 'build/web.js', webEnv(web1));
    const w2 = launcher.start('web2', 'build/web.js', webEnv(web2));
    await Promise.all([
      waitUntilUp(`http://127.0.0.1:${service2}/healthz`, s2.child),
      waitUntilUp(`http://127.0.0.1:${service3}/healthz`, s3.child),
      waitUntilUp(`http://127.0.0.1:${web1}/healthz`, w1.child),
      waitUntilUp(`http://127.0.0.1:${web2}/healthz`, w2.child),
    ]);
    const [p1, p2, p3, pw1, pw2] = await Promise.all([s1, s2, s3, w1, w2].map((copy) => copy.pid()));
    await launcher.whenUp?.();
    if (haproxy.exitCode !== null) throw new Error('HAProxy exited');
    await waitUntilBalanced(statsUrl, 5);
    log(`all copies up behind HAProxy: web ${lbWeb}, services ${lbApi}, statistics ${statsUrl}`);

    const tests = spawn('npx', ['playwright', 'test', '-c', 'tests/cluster/playwright.config.ts', ...playwrightArgs], {
      stdio: 'inherit',
      env: {
        ...process.env,
        CLUSTER_WEB_URL: lbWeb,
        CLUSTER_STATS_URL: statsUrl,
        CLUSTER_WEB_COPIES: JSON.stringify([`http://127.0.0.1:${web1}`, `http://127.0.0.1:${web2}`]),
        CLUSTER_WEB_PIDS: JSON.stringify([pw1, pw2]),
        CLUSTER_SERVICES_COPIES: JSON.stringify([
          { name: 'services1', url: `http://127.0.0.1:${service1}`, pid: p1 },
          { name: 'services2', url: `http://127.0.0.1:${service2}`, pid: p2, stopCommand: launcher.stopCommand('services2') },
        ]),
        // Not among the copies above: the earlier tests run on services1 and services2; the crash test kills this one.
        CLUSTER_DOOMED_SERVICES: JSON.stringify({ name: 'services3', url: `http://127.0.0.1:${service3}`, pid: p3 }),
        CLUSTER_STALE_LOCK_SECONDS: String(STALE_LOCK_SECONDS),
        CLUSTER_DATABASE_URL: `postgres://${PG.user}@${PG.host}:${PG.port}/${database}`,
        // The browser tests' GraphQL helpers (tests/e2e/support/graphql.ts) reach the services through the balancer.
        E2E_API_PORT: String(apiPort),
      },
    });
    const code = await new Promise((resolve) => tests.once('exit', (exitCode) => resolve(exitCode ?? 1)));
    log(`tests finished with ${code}`);
    return code;
  } finally {
    await cleanup();
    log('stopped every process, dropped the database');
  }
}

const randomBytesOnce = {
  access: randomBytes(32).toString('hex'),
  session: randomBytes(32).toString('hex'),
  encryption: randomBytes(32).toString('base64'),
};

/** Ends this process with `run`'s exit code, after its wall time. */
export function exitWith(run) {
  run.then(
    (code) => {
      log(`wall time ${((Date.now() - started) / 1000).toFixed(0)} s`);
      process.exit(code);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
