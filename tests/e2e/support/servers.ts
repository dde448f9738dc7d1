// Ports and environment for the servers the browser tests run against; shared by the config and the tests.
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
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
    },
  };
}
