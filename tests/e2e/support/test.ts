// The browser tests' `test`: each Playwright worker starts its own pair of servers (the built services and
// web over a fresh in-memory demo database), so workers run side by side without sharing data.
import { test as base } from '@playwright/test';
import { startFreshServers, type FreshServers } from './fresh-servers';

export * from '@playwright/test';

export const test = base.extend<object, { workerServers: FreshServers }>({
  workerServers: [
    async ({}, use) => {
      const servers = await startFreshServers();
      // Helpers that call the services directly (support/graphql.ts) and specs that start a second web
      // sharing the session secret read these.
      Object.assign(process.env, {
        E2E_API_PORT: new URL(servers.apiURL).port,
        E2E_WEB_PORT: new URL(servers.webURL).port,
        E2E_SESSION_SECRET: servers.sessionSecret,
      });
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker', auto: true, timeout: 400_000 },
  ],
  baseURL: async ({ workerServers }, use) => {
    await use(workerServers.webURL);
  },
});
