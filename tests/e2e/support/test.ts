// The browser tests' `test`: each Playwright worker starts its own pair of servers (the built services and
// web over a fresh in-memory demo database), so workers run side by side without sharing data.
import { test as base, type Page, type Request } from '@playwright/test';
import { startFreshServers, type FreshServers } from './fresh-servers';

export * from '@playwright/test';

/**
 * After a document load, waits until React has hydrated it (root.tsx marks <html data-hydrated>): acting on a
 * page before then races hydration, which resets a select's choice and can swallow a click. Pages that carry no
 * Remix scripts (downloads, the outbox) are not waited for.
 */
async function untilHydrated(page: Page) {
  // A script error stops hydration for good: fail at once with its message rather than at the test's timeout.
  let onError: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    onError = (error) => reject(new Error(`The page did not hydrate: ${error.message}`));
    page.once('pageerror', onError);
  });
  try {
    await Promise.race([page.waitForFunction(() => !('__remixContext' in window) || document.documentElement.dataset.hydrated === 'true'), failed]);
  } finally {
    page.off('pageerror', onError);
  }
}

/** How Chromium logs a response with an error status (not an error of the page's scripts). */
const ANSWERED_WITH_ERROR_STATUS = 'Failed to load resource: the server responded with a status of';

/** Console errors a test provokes on purpose, per page (expectConsoleError). */
const expectedErrors = new WeakMap<Page, { pattern: RegExp; seen: boolean }[]>();

/** The test provokes a console error matching `pattern` on `page` on purpose: allowed, and required before it ends. */
export function expectConsoleError(page: Page, pattern: RegExp): void {
  expectedErrors.set(page, [...(expectedErrors.get(page) ?? []), { pattern, seen: false }]);
}

/**
 * Records a page's script errors and console errors, so the test fails on them (a broken script the assertions did
 * not notice). Chromium's own "Failed to load resource: the server responded with a status of ..." is the network log
 * of an answer the server gave on purpose (a 404 page, a 400 with a form's errors, a 401), which the test checks
 * itself: it is not counted.
 */
function watchErrors(page: Page) {
  const messages: string[] = [];
  // The page's data requests still under way: an aborted one logs an AbortError with no URL of its own (Remix's
  // single fetch logs the decoding error of a response cut by a newer navigation), so the failure names them.
  const inFlight = new Set<Request>();
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch') inFlight.add(request);
  });
  const failed: Request[] = [];
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => {
    if (inFlight.delete(request)) failed.push(request);
  });
  const named = (r: Request) => `${r.method()} ${new URL(r.url()).pathname}${new URL(r.url()).search}`;
  const underWay = () =>
    ` [requests under way: ${[...inFlight].map(named).join(', ') || 'none'}; last failed: ${failed.slice(-3).map((r) => `${named(r)} (${r.failure()?.errorText})`).join(', ') || 'none'}]`;
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}${underWay()}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().startsWith(ANSWERED_WITH_ERROR_STATUS)) return;
    messages.push(`console.error: ${message.text()} (${message.location().url})${underWay()}`);
  });
  return () => {
    const unexpected: string[] = [];
    const expected = expectedErrors.get(page) ?? [];
    for (const message of messages) {
      const allowance = expected.find((e) => e.pattern.test(message));
      if (allowance) allowance.seen = true;
      else unexpected.push(message);
    }
    const missing = expected.filter((e) => !e.seen).map((e) => String(e.pattern));
    if (unexpected.length) throw new Error(`The page logged errors (fix the cause, or expectConsoleError(page, ...) where it is the point):\n${unexpected.join('\n')}`);
    if (missing.length) throw new Error(`Expected console errors never came: ${missing.join(', ')}`);
  };
}

/** `test` without servers of its own: the page waits for hydration and fails on console errors (the cluster suite's base). */
export const pageTest = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const errorsOfPage = watchErrors(page);
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const waitForURL = page.waitForURL.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await untilHydrated(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await untilHydrated(page);
        return response;
      };
      page.waitForURL = async (...args) => {
        await waitForURL(...args);
        await untilHydrated(page);
      };
    }
    await use(page);
    errorsOfPage();
  },
});

/** A page of the test's own servers (a fresh demo database), for a test whose changes other tests must not see. */
export interface OwnServers {
  page: Page;
  servers: FreshServers;
}

export const test = pageTest.extend<{ ownServers: OwnServers; ownServersEnv: Record<string, string> }, { workerServers: FreshServers }>({
  /** Settings of the test's own servers (`test.use({ ownServersEnv: ... })`), e.g. OWN_CLOCK. */
  ownServersEnv: [{}, { option: true }],
  // Its own timeout: starting the servers (migrations, the demo seed) can take a minute on a loaded machine, which
  // should not be taken from the test's own time. The page, as before, is a plain one of its own context.
  ownServers: [
    async ({ browser, javaScriptEnabled, ownServersEnv }, use) => {
      const servers = await startFreshServers(ownServersEnv);
      const context = await browser.newContext({ baseURL: servers.webURL, javaScriptEnabled });
      try {
        await use({ page: await context.newPage(), servers });
      } finally {
        await context.close();
        await servers.stop();
      }
    },
    { timeout: 200_000 },
  ],
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

/**
 * For the own servers of a test that runs every processing cycle itself, at times of its choosing (days ahead): the
 * servers' own loop is off, so no cycle at the real time can move the test's payments between two of its steps (a
 * request for payment was found already paid when the loop's cycle ran between the test's cycles on a loaded machine).
 */
export const OWN_CLOCK = { PROCESSING_INTERVAL_MS: '0' };

/**
 * Marks a test that only looks at what pages show (no form is posted, nothing the page's scripts do is used): the
 * server's HTML is the same with JavaScript on or off, so it runs once, in the no-JavaScript project, where it also
 * holds the pages to working without scripts (playwright.config.ts). Flows keep running in both projects.
 */
export const DISPLAY = { tag: '@display' };
