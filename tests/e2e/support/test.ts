// The browser tests' `test`: each Playwright worker starts its own pair of servers (the built services and
// web over a fresh in-memory demo database), so workers run side by side without sharing data.
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Request, type ViewportSize } from '@playwright/test';
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
  const hydrated = page
    .waitForFunction(() => !('__remixContext' in window) || document.documentElement.dataset.hydrated === 'true', undefined, { timeout: HYDRATION_WAIT_MS })
    .catch(async (error: Error) => {
      const recent = recentEvents.get(page)?.join(' | ') || 'none';
      throw new Error(
        `The page did not hydrate within ${HYDRATION_WAIT_MS / 1000} s (${await hydrationState(page)}; the page's last events: ${recent}; ` +
          `its requests under way: ${requestsUnderWay(page)}): ${error.message}`,
      );
    });
  try {
    await Promise.race([hydrated, failed]);
  } finally {
    page.off('pageerror', onError);
  }
}

/**
 * How long a page may take to hydrate: seconds on a loaded machine. A page that never does (a session-ended run once
 * waited out its five-minute timeout with no error) fails at this point, saying where it stopped.
 */
const HYDRATION_WAIT_MS = 60_000;

/** Where a page that has not hydrated stands: its address, its state, its scripts (held, fetched) and its visibility. */
function hydrationState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      // The preloads' fetches: the module script's imports are among them, so its own fetches add none.
      const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/build/')).length;
      const held = document.querySelectorAll('script[type="after-paint-module"], link[rel="after-paint-modulepreload"]').length;
      const moduleScript = document.querySelector('script[type="module"]');
      const released = moduleScript ? `module script of ${moduleScript.textContent?.length ?? 0} characters in ${moduleScript.childNodes.length} nodes` : 'no module script';
      // How far the page's own scripts got: the module script's imports (route modules), Remix's router (made by
      // RemixBrowser's first render), and the loader data's stream (its last inline script closes it).
      type RouterState = { initialized: boolean; navigation: { state: string; location?: { pathname: string } }; matches: { route: { id: string } }[]; errors: object | null };
      const w = window as unknown as {
        __remixRouteModules?: object;
        __remixRouter?: { state: RouterState };
        __remixManifest?: { routes: object };
      };
      const router = w.__remixRouter?.state;
      const progress = [
        w.__remixRouteModules ? `route modules imported (${Object.keys(w.__remixRouteModules).join(' ')})` : 'route modules not imported',
        w.__remixManifest ? `manifest routes ${Object.keys(w.__remixManifest.routes).join(' ')}` : 'no manifest',
        router
          ? `router made (initialized ${router.initialized}, navigation ${router.navigation.state}${router.navigation.location ? ` to ${router.navigation.location.pathname}` : ''}, ` +
            `matches ${router.matches.map((m) => m.route.id).join(' ') || 'none'}, errors ${router.errors ? Object.keys(router.errors).join(' ') : 'none'})`
          : 'no router',
        document.documentElement.innerHTML.includes('streamController.close()') ? 'data stream closed by the page' : 'no close of the data stream in the page',
      ].join(', ');
      return `${location.pathname}${location.search}; ${document.readyState}; ${document.visibilityState}; ${held} script elements still held; ${released}; ${scripts} scripts fetched; ${progress}`;
    })
    .catch((error: Error) => `its state unreadable: ${error.message}`);
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
  const named = (r: Request) => `${r.method()} ${pathOf(r.url())}`;
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

/** Playwright's Page is an event emitter; its types name only on, once and off. */
interface Listeners {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
}

/** The page's listeners by event, to tell later which ones a test added. */
function listenersOf(page: Page): Map<string | symbol, unknown[]> {
  const emitter = page as unknown as Listeners;
  return new Map(emitter.eventNames().map((name) => [name, [...emitter.listeners(name)]]));
}

/** Pages whose navigations already wait for hydration (a page shared by a worker's tests is wrapped once). */
const waitsForHydration = new WeakSet<Page>();

/** The last console messages, failed requests and error answers of each page, for a hydration failure to show. */
const recentEvents = new WeakMap<Page, string[]>();
const RECENT_EVENTS = 12;

/** A URL without its origin: the path and the query, as the failure messages name requests. */
function pathOf(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** Each page's requests not yet finished or failed, with when they began. */
const pendingRequests = new WeakMap<Page, Map<Request, number>>();

/** The page's requests still under way, as `GET /path (type, N s)`. */
function requestsUnderWay(page: Page): string {
  const pending = [...(pendingRequests.get(page) ?? [])];
  return pending.map(([r, since]) => `${r.method()} ${pathOf(r.url())} (${r.resourceType()}, ${Math.round((Date.now() - since) / 1000)} s)`).join(', ') || 'none';
}

function recordRecentEvents(page: Page) {
  const events: string[] = [];
  recentEvents.set(page, events);
  const pending = new Map<Request, number>();
  pendingRequests.set(page, pending);
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  const add = (event: string) => {
    events.push(event);
    if (events.length > RECENT_EVENTS) events.shift();
  };
  page.on('console', (message) => add(`console.${message.type()}: ${message.text().slice(0, 200)}`));
  page.on('requestfailed', (request) => add(`failed ${request.method()} ${pathOf(request.url())} (${request.failure()?.errorText})`));
  page.on('response', (response) => {
    if (response.status() >= 300) add(`${response.status()} ${response.request().method()} ${pathOf(response.url())}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`navigated to ${pathOf(frame.url())}`);
  });
}

/** With JavaScript on, a document load (goto, reload, waitForURL) returns once React has hydrated it. */
function waitForHydrationOnLoads(page: Page) {
  // Per test: the shared page's release removes the listeners a test added.
  recordRecentEvents(page);
  if (waitsForHydration.has(page)) return;
  waitsForHydration.add(page);
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

/** `test` without servers of its own: the page waits for hydration and fails on console errors (the cluster suite's base). */
export const pageTest = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const errorsOfPage = watchErrors(page);
    if (javaScriptEnabled !== false) waitForHydrationOnLoads(page);
    await use(page);
    errorsOfPage();
  },
});

/** The viewport of the test now using each shared context. */
const viewportOfTest = new WeakMap<BrowserContext, ViewportSize | null>();

/**
 * A page a test opens in the shared context (`context.newPage()`, a second tab) gets the test's viewport. Without this
 * it got the viewport the context was made with, a test before it: a 390 px tab after a phone test, whose Sign Out
 * sits in a closed menu.
 */
function opensPagesAtTheTestsViewport(context: BrowserContext) {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    const viewport = viewportOfTest.get(context);
    const size = page.viewportSize();
    if (viewport && (size?.width !== viewport.width || size?.height !== viewport.height)) await page.setViewportSize(viewport);
    return page;
  };
}

/**
 * One page per worker, used by its tests in turn (decision 139). A new context and page per test cost Chromium about
 * 0.45 s of CPU and over a second of wall time on a loaded two-core machine, and the new context began with a cold
 * cache (every script of the app fetched and compiled again). Between tests the page is emptied as a new one would
 * be: the test's other tabs closed, its listeners and routes removed, cookies and permissions cleared, the document
 * left for about:blank; after a failed test the context is thrown away, so a broken state never reaches the next test.
 */
class SharedPage {
  private current?: Promise<Page>;
  private optionsOfCurrent = '';

  constructor(private readonly browser: Browser) {}

  /**
   * The page for a test with these context options: the kept one when its context was made with the same options
   * (resized to the test's viewport), else a new context's.
   */
  page(options: BrowserContextOptions, viewport: ViewportSize | null): Promise<Page> {
    const stale = this.current;
    const key = JSON.stringify(options);
    const sameOptions = key === this.optionsOfCurrent;
    this.optionsOfCurrent = key;
    this.current = (async () => {
      const page = stale ? await stale.catch(() => undefined) : undefined;
      if (page && !page.isClosed() && sameOptions && viewport) {
        const size = page.viewportSize();
        if (size?.width !== viewport.width || size?.height !== viewport.height) await page.setViewportSize(viewport);
        viewportOfTest.set(page.context(), viewport);
        // release() cleared the permissions a test granted, and with them those of the options.
        if (options.permissions?.length) await page.context().grantPermissions(options.permissions);
        return page;
      }
      await page?.context().close().catch(() => undefined);
      const context = await this.browser.newContext({ ...options, viewport });
      viewportOfTest.set(context, viewport);
      opensPagesAtTheTestsViewport(context);
      return context.newPage();
    })();
    return this.current;
  }

  /** Empties the page for the next test; throws it away (with its context) when the test failed or it will not empty. */
  async release(page: Page, listenersBefore: Map<string | symbol, unknown[]>, keep: boolean): Promise<void> {
    const context = page.context();
    try {
      if (!keep || page.isClosed()) throw new Error('not kept');
      for (const other of context.pages()) if (other !== page) await other.close();
      for (const [name, listeners] of listenersOf(page)) {
        const before = listenersBefore.get(name) ?? [];
        for (const listener of listeners) if (!before.includes(listener)) page.off(name as 'close', listener as () => void);
      }
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto('about:blank');
      await context.clearCookies();
      await context.clearPermissions();
    } catch {
      this.current = undefined;
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const page = await this.current?.catch(() => undefined);
    await page?.context().close().catch(() => undefined);
  }
}

/** A page of the test's own servers (a fresh demo database), for a test whose changes other tests must not see. */
export interface OwnServers {
  page: Page;
  servers: FreshServers;
}

/**
 * A page of a browser context of its own on the worker's servers (a second person signed in beside the test's page),
 * closed with its context when the test ends: a context left open kept its pages polling the servers for the rest of
 * the worker's run.
 */
export type OpenPage = () => Promise<Page>;

export const test = pageTest.extend<{ ownServers: OwnServers; ownServersEnv: Record<string, string>; openPage: OpenPage }, { workerServers: FreshServers; sharedPage: SharedPage }>({
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
  openPage: async ({ browser, baseURL, javaScriptEnabled }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      contexts.push(context);
      return context.newPage();
    });
    await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  },
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
  sharedPage: [
    async ({ browser }, use) => {
      const shared = new SharedPage(browser);
      await use(shared);
      await shared.close();
    },
    { scope: 'worker' },
  ],
  page: async (
    // The context options Playwright's own context fixture reads (its defaults and the test's test.use), but the
    // viewport, which the shared page is resized to.
    { sharedPage, viewport, acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, storageState, timezoneId, userAgent, baseURL, serviceWorkers, contextOptions },
    use,
    testInfo,
  ) => {
    const options = { acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, proxy, reducedMotion, storageState, timezoneId, userAgent, baseURL, serviceWorkers, ...contextOptions };
    const page = await sharedPage.page(options, viewport ?? null);
    const listenersBefore = listenersOf(page);
    expectedErrors.delete(page);
    const errorsOfPage = watchErrors(page);
    if (javaScriptEnabled !== false) waitForHydrationOnLoads(page);
    let clean = false;
    try {
      await use(page);
      errorsOfPage();
      clean = testInfo.status === testInfo.expectedStatus;
    } finally {
      expectedErrors.delete(page);
      await sharedPage.release(page, listenersBefore, clean);
    }
  },
  context: async ({ page }, use) => {
    await use(page.context());
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
