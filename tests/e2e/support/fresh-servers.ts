// A private pair of servers (the built services and web) over their own fresh demo database, for a test
// that must start from the demo data whatever the shared servers' earlier tests changed (e.g. onboarding
// Harbor Freightways once with JavaScript and once without).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { SERVER_NODE_ARGS } from '../../../scripts/lib/server-node-args.mjs';
import { copyOfTemplate } from './databases';
import { freePort, serverEnv } from './servers';

export interface FreshServers {
  apiURL: string;
  webURL: string;
  /** The web's session secret, for a second web that must read the same session cookies. */
  sessionSecret: string;
  stop(): Promise<void>;
}

/** A server that exited because its port was taken (by another test server, between the pick and its listen). */
class PortTaken extends Error {}

const portsTaken = new WeakSet<ChildProcess>();

function launch(script: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...SERVER_NODE_ARGS, script], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    if (chunk.includes('EADDRINUSE')) portsTaken.add(child);
    process.stderr.write(`[${script}] ${chunk}`);
  });
  return child;
}

// Generous: on a loaded two-core machine the services' first start (migrations, demo seed) can take a minute.
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const message = `${url}: the server exited with ${child.exitCode}`;
      throw portsTaken.has(child) ? new PortTaken(message) : new Error(message);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      // Read to its end: a body left unread keeps the connection busy, and the server's stop waits 5 s for it.
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

/** `extraEnv`: settings of these servers only (e.g. PROCESSING_INTERVAL_MS=0 for a test that runs every cycle itself). */
export async function startFreshServers(extraEnv: Record<string, string> = {}): Promise<FreshServers> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnFreePorts(extraEnv);
    } catch (error) {
      // Two test servers picked the same free port at once: pick again (support/servers.ts keeps other processes out).
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

/**
 * The browser suite runs what `npm start` runs (decision 102): build/main.js, the services and the web in one process,
 * the web calling the services in process. E2E_SERVERS=two-processes runs the services and the web as two processes
 * talking HTTP instead, as each copy of the multi-copy deployment runs them (the cluster suite runs that shape too).
 * The one process runs the default transport, the web's GraphQL operations executed directly (decision 138);
 * E2E_SERVICES_TRANSPORT=in-process hands them to the services' handler as requests instead (decision 102).
 */
const ONE_PROCESS = (process.env.E2E_SERVERS ?? 'one-process') === 'one-process';
const ONE_PROCESS_TRANSPORT = process.env.E2E_SERVICES_TRANSPORT ?? 'direct';

async function startOnFreePorts(extraEnv: Record<string, string>): Promise<FreshServers> {
  const sessionSecret = randomBytes(32).toString('hex');
  const env = serverEnv(String(await freePort()), String(await freePort()), sessionSecret);
  // A copy of the run's seeded demo on its one PostgreSQL, where the global setup made them (decisions 133, 148).
  const database = await copyOfTemplate({ apiURL: env.API_URL, webURL: env.WEB_URL });
  const accessTokenSecret = database?.accessTokenSecret ?? randomBytes(32).toString('hex');
  const apiEnv = { ...env.api, ACCESS_TOKEN_SECRET: accessTokenSecret, ...(database ? { DATABASE_URL: database.url } : {}), ...extraEnv };
  const api = ONE_PROCESS ? launch('build/main.js', { ...apiEnv, ...env.web, SERVICES_TRANSPORT: ONE_PROCESS_TRANSPORT }) : launch('build/api/main.js', apiEnv);
  const web = ONE_PROCESS ? api : launch('build/web.js', env.web);
  const stop = async () => {
    await Promise.all([...new Set([web, api])].map(stopChild));
    await database?.drop();
  };
  try {
    await waitUntilUp(`${env.API_URL}/healthz`, api);
    await waitUntilUp(`${env.WEB_URL}/main`, web);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiURL: env.API_URL, webURL: env.WEB_URL, sessionSecret, stop };
}
