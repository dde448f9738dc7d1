// Ports and environment for the servers the browser tests run against; shared by the config and the tests.
import { createServer } from 'node:net';

/**
 * The lowest and highest ports a test server takes: below Linux's ephemeral range (32768-60999), from which the
 * kernel picks the local port of every outgoing connection. A port picked inside it could be taken by one of the
 * browser's or the servers' own connections in the seconds between the pick and the server's listen (after its
 * migrations and demo seed), which failed a CI rehearsal with EADDRINUSE.
 */
/** E2E_PORT_RANGE (`lowest-highest`) keeps a run inside the ports it was given (a machine shared by several sessions). */
const TEST_PORTS = (() => {
  const m = /^(\d+)-(\d+)$/.exec(process.env.E2E_PORT_RANGE ?? '');
  return m ? { lowest: Number(m[1]), highest: Number(m[2]) } : { lowest: 20_000, highest: 32_767 };
})();

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    // Every interface, as the servers listen.
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** A port no server holds now, outside the ephemeral range (TEST_PORTS), so only another test server can take it. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = TEST_PORTS.lowest + Math.floor(Math.random() * (TEST_PORTS.highest - TEST_PORTS.lowest + 1));
    if (await listensOn(port)) return port;
  }
  throw new Error(`No free port between ${TEST_PORTS.lowest} and ${TEST_PORTS.highest} in 100 tries`);
}

/** The settings of one pair of servers (the services and the web) on the given ports, over a fresh in-memory database. */
export function serverEnv(apiPort: string, webPort: string, sessionSecret: string) {
  const API_URL = `http://127.0.0.1:${apiPort}`;
  const WEB_URL = `http://127.0.0.1:${webPort}`;
  const common = { APP_ENV: 'local', NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  return {
    API_URL,
    WEB_URL,
    api: {
      ...common,
      API_PORT: apiPort,
      DATA_DIR: 'memory://',
      ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
      WEB_PUBLIC_URL: WEB_URL,
      // The tests count rows of the base demo data: without the 90-day history (decision 033).
      SEED_DEMO_HISTORY: '0',
      // The accounting sandbox's consent page is opened by the browser (decision 031).
      API_PUBLIC_URL: API_URL,
    },
    web: {
      ...common,
      PORT: webPort,
      API_URL,
      SESSION_SECRET: sessionSecret,
      WEB_QUERY_RETRY_DELAY_MS: '20',
      // Every page answered from the pages kept by their data is drawn again and compared (decision 161): the whole
      // suite checks that a page is what its URL and data make it.
      WEB_RENDERED_PAGES_CHECK: '1',
    },
  };
}
