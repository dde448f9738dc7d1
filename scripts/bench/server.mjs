// One setup of the built app for a benchmark: its processes started on a throw-away embedded database with the demo
// data (the processing loop off), on ports from BENCH_PORT_BASE upwards or any free ones. in-process.mjs and
// lighthouse.mjs start theirs here.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from './processes.mjs';
import { waitForHttp } from '../lib/run.mjs';
import { resolveSecrets } from '../lib/secrets.mjs';

// BENCH_PORT_BASE: ports from it upwards instead of any free ones (a machine shared by sessions with their own ranges).
let nextPort = Number(process.env.BENCH_PORT_BASE ?? 0);

/** A port for a benchmark's server: the next from BENCH_PORT_BASE, or any free one. */
export async function benchPort() {
  return nextPort ? nextPort++ : freePort();
}

/** The built app's environment for a benchmark: production mode, quiet logs, its own data folder, ports and secrets. */
export function benchEnv(dataDir, apiPort, webPort, extra = {}) {
  const env = {
    ...process.env,
    APP_ENV: 'local',
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    API_PORT: String(apiPort),
    PORT: String(webPort),
    API_URL: `http://127.0.0.1:${apiPort}`,
    ...extra,
  };
  return Object.assign(env, resolveSecrets(env, dataDir));
}

/**
 * The Node flags the tree in `cwd` starts its servers with (its scripts/lib/server-node-args.mjs, decision 164), so a
 * build from before them runs as its own `npm start` ran it; none for such a tree.
 */
async function serverNodeArgsOf(cwd = '.') {
  const file = resolve(cwd, 'scripts/lib/server-node-args.mjs');
  return existsSync(file) ? (await import(pathToFileURL(file).href)).SERVER_NODE_ARGS : [];
}

/**
 * Starts `processes` ([name, script] pairs, run from `cwd`, Node given the tree's flags and `nodeArgs`) with SERVICES_TRANSPORT=`transport` and `env`; the children and the
 * data folder are pushed onto `children` and `dirs` for the caller to stop and remove. Returns the web's address and
 * the processes' ids (and the services' address).
 */
export async function startBuiltApp({ processes, transport, cwd, nodeArgs = [], env: setupEnv = {} }, children, dirs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'payloft-bench-app-'));
  dirs.push(dataDir);
  const [apiPort, webPort] = [await benchPort(), await benchPort()];
  const env = benchEnv(dataDir, apiPort, webPort, {
    SERVICES_TRANSPORT: transport,
    // The processing loop would run between the figures.
    PROCESSING_INTERVAL_MS: '0',
    ...setupEnv,
  });
  const pids = [];
  const treeArgs = await serverNodeArgsOf(cwd);
  for (const [, script] of processes) {
    const child = spawn('node', [...treeArgs, ...nodeArgs, script], { env, stdio: 'ignore', cwd });
    children.push(child);
    pids.push(child.pid);
    if (script === 'build/api/main.js') await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 180_000);
  }
  const web = `http://127.0.0.1:${webPort}`;
  await waitForHttp(`${web}/main`, 180_000);
  return { web, api: env.API_URL, pids };
}
