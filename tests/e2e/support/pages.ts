// Page helpers for the browser tests: signing in and out, the side menu, and the accessibility check.
import axe from 'axe-core';
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { Messages } from '../../../domain/messages';

/**
 * Signs in by posting the sign-in form's fields over the page's own request context (it shares the page's cookies),
 * then opens where the server sends the user. The server's side is the whole sign-in (the form's action, the
 * session cookie, the landing redirect); only the browser's drawing of /login is skipped, which sign-in.spec.ts
 * covers with signInWithForm. A refusal fails here with the page the server answered.
 */
/**
 * A page of the anonymous page cache asked for twice without a cookie, under a query of its own (the first answer is
 * rendered and kept now, whatever earlier tests left there): the second comes from the cache with a fresh nonce (the
 * policy's, found in the page), and neither carries an ETag (the bytes change with every nonce).
 */
export async function keptPageTwice(request: APIRequestContext, path: string): Promise<void> {
  const url = `${path}?probe=${Date.now()}${Math.random().toString(36).slice(2)}`;
  const answers = [];
  for (let i = 0; i < 2; i++) {
    // As a browser asks: the kept answer is gzipped once with the fresh nonce cut in (decision 156); Playwright unzips it.
    const response = await request.get(url, { headers: { cookie: '', 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['etag']).toBeUndefined();
    if (i === 1) expect(response.headers()['content-encoding']).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(await response.text()).toContain(`nonce="${nonce}"`);
    answers.push({ nonce, cache: response.headers()['x-page-cache'] });
  }
  expect(answers[0].nonce).not.toBe(answers[1].nonce);
  expect(answers.map((answer) => answer.cache)).toEqual(['miss', 'hit']);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto(await postSignIn(page, email, password));
}

/**
 * Signs in as signIn does, then opens `path` instead of the landing page: a test that goes elsewhere at once would
 * only throw the landing away, and drawing it (with hydration) was a sizeable share of the browser suite's time.
 */
export async function signInAt(page: Page, email: string, path: string, password = DEMO_PASSWORD) {
  await postSignIn(page, email, password);
  await page.goto(path);
}

/** Posts the sign-in form; answers where the server sends the user (a refusal fails with the server's page). */
async function postSignIn(page: Page, email: string, password: string): Promise<string> {
  // The form's page first, as a browser would (it also tells this context's origin, which the server checks on posts).
  const origin = new URL((await page.request.get('/login')).url()).origin;
  const response = await page.request.post('/login', { form: { email, password }, maxRedirects: 0, headers: { origin } });
  const location = response.headers()['location'];
  if (response.status() !== 302 || !location) {
    throw new Error(`Signing in as ${email} answered ${response.status()} without a redirect: ${(await response.text()).slice(0, 300)}`);
  }
  return location;
}

/**
 * Waits until a form submission started by `act` is done: with JavaScript, its POST answered and the router idle again
 * (the revalidation after it ended); without, the next document loaded. The next action then cannot cut the
 * submission short (a new navigation aborts a pending one: the save may be lost, and Remix logs the cut response).
 */
export async function submitted(page: Page, act: () => Promise<void>) {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const done = js ? page.waitForResponse((response) => response.request().method() === 'POST') : page.waitForEvent('load');
  await act();
  await done;
  if (js) {
    await page.waitForFunction(() => {
      const router = (window as { __remixRouter?: { state: { navigation: { state: string }; revalidation: string } } }).__remixRouter;
      return router?.state.navigation.state === 'idle' && router.state.revalidation === 'idle';
    });
  }
}

/** Unfolds a list's filters (folded behind their "Filters (n active)" line at every width), as a person would. */
export async function openFilters(scope: Page | Locator) {
  const filters = scope.getByTestId('filters');
  if (!(await filters.evaluate((details) => (details as HTMLDetailsElement).open))) await filters.locator(':scope > summary').click();
}

/** Signs in through the login page's form, as a person does. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * A vendor link's first step (decision 125): sends the code to the invited address, reads it from the outbox and
 * confirms it; the vendor form shows after.
 */
export async function confirmInvitedMailbox(page: Page, email: string) {
  await expect(page.getByTestId('mailbox-proof')).toContainText(Messages.mailboxProofIntro(email));
  await page.getByRole('button', { name: Messages.mailboxCodeSend }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.mailboxCodeSent(email));
  await page.getByLabel(Messages.mailboxCodeLabel).fill(await codeFor(page, email));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.mailboxConfirmed);
  await expect(page.getByLabel('Bank name')).toBeVisible();
}

/** Fills an invited payee's vendor registration (address, Chase account, Pat Payee's sign-in) and registers it. */
export async function registerInvitedVendor(page: Page, name: string) {
  await page.getByLabel('Address').fill('1 Depot Rd');
  await page.getByLabel('City').fill('Chicago');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('60607');
  await page.getByLabel('Bank name').fill('Chase');
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('000123456789');
  await page.getByLabel('Account holder name').fill(name);
  await page.getByLabel('First name').fill('Pat');
  await page.getByLabel('Last name').fill('Payee');
  await page.getByLabel('Password', { exact: true }).fill('Welcome2026x');
  await page.getByLabel('Confirm password').fill('Welcome2026x');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL(/\/transactions\/completed/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.waitForURL((url) => url.pathname === '/login');
}

/** The links of the side menu, as 'Section › Link' (or the leaf's label). */
export async function menuOutline(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav).toBeVisible();
  return nav.locator('[data-menu-link]').evaluateAll((links) =>
    links.map((a) => (a as HTMLElement).dataset.menuLink ?? ''),
  );
}

/**
 * One scratch page with JavaScript on per browser (each worker has one browser), where axe checks the server's HTML
 * of a page whose own context has JavaScript off. Made once: a new context per check cost about as much as axe.
 */
const scratchPages = new WeakMap<Browser, Promise<Page>>();
function scratchPage(browser: Browser): Promise<Page> {
  let scratch = scratchPages.get(browser);
  if (!scratch) {
    scratch = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    scratchPages.set(browser, scratch);
  }
  return scratch;
}

/**
 * axe-core's rules on a page's document, as @axe-core/playwright's legacy mode runs them (one axe.run in the page;
 * decision 047), with axe's ~550 KB source injected once per document instead of twice per check: the scratch page
 * keeps the same document (setContent rewrites it in place), so there axe is injected once per browser: a later check
 * costs 0.14–0.17 s instead of about 1 s (decision 134).
 */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

async function axeViolations(target: Page): Promise<Violation[]> {
  if (!(await target.evaluate(() => typeof (window as { axe?: typeof axe }).axe?.run === 'function'))) {
    await target.evaluate(`${axe.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'] });`);
  }
  // label-content-name-mismatch (WCAG 2.5.3, a wcag21a rule) is experimental in axe-core 4.14 and off by default.
  // Only violations are asked for: axe then skips describing the checks that passed, about a sixth of its time.
  const options: axe.RunOptions = { rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] };
  return target.evaluate(async (runOptions) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions);
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, options);
}

/** What axe found in the scratch page's documents, by their HTML: the same HTML there is the same document to axe. */
const scratchFindings = new WeakMap<Page, Map<string, Violation[]>>();

/**
 * axe on `html` in the scratch page, once per HTML: a page without JavaScript shown again as it was (a test's second
 * look, or another test's) is the same document in the same scratch page and window, which axe judges the same.
 */
async function scratchViolations(scratch: Page, html: string): Promise<Violation[]> {
  const findings = scratchFindings.get(scratch) ?? new Map<string, Violation[]>();
  scratchFindings.set(scratch, findings);
  let violations = findings.get(html);
  if (!violations) {
    await scratch.setContent(html);
    violations = await axeViolations(scratch);
    findings.set(html, violations);
  }
  return violations;
}

/** How long expectAccessible waits for the page's finite transitions and animations to end. */
const ANIMATIONS_WAIT_MS = 10_000;

/**
 * axe-core on the current page: no serious or critical violation. axe runs as a script, which a page with
 * JavaScript off cannot run, so there the server's HTML (its scripts removed) is checked in a scratch page.
 */
export async function expectAccessible(page: Page) {
  const jsOff = test.info().project.use.javaScriptEnabled === false;
  // Let finite CSS transitions and animations end first: axe must judge the colours the page settles on, not a
  // button caught half-way through a transition (infinite ones, such as a progress spinner, are left running).
  if (!jsOff) {
    // Finite ones last under a second here; one still running after ANIMATIONS_WAIT_MS fails the test saying what it is
    // and whether the page's clock moves (one such wait once ran out the test's two minutes with no word of why).
    const evaluated = page.evaluate(async (waitMs) => {
      const finite = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      // Polled by play state, not by each animation's `finished` promise: reading the timing above may flush styles,
      // and a transition that flush cancels is idle, its new `finished` promise never settling. That is the likeliest
      // reading of a full run whose wait ran out with nothing running.
      const settled = () => finite.every((a) => a.playState === 'finished' || a.playState === 'idle');
      const done = new Promise<null>((resolve) => {
        const check = () => (settled() ? resolve(null) : setTimeout(check, 50));
        check();
      });
      const clockAt = () => Number(document.timeline.currentTime);
      const clockBefore = clockAt();
      const late = new Promise<string>((resolve) =>
        setTimeout(() => {
          const running = finite
            .filter((a) => a.playState !== 'finished' && a.playState !== 'idle')
            .map((a) => {
              const target = (a.effect as KeyframeEffect | null)?.target;
              const name = a instanceof CSSTransition ? a.transitionProperty : a instanceof CSSAnimation ? a.animationName : 'script animation';
              return `${name} on ${target ? `${target.tagName.toLowerCase()}.${target.className}` : 'nothing'} (${a.playState}, at ${Math.round(Number(a.currentTime))} ms)`;
            });
          resolve(`${running.join('; ')}; the document's clock moved ${Math.round(clockAt() - clockBefore)} ms in ${waitMs} ms; ${document.visibilityState}`);
        }, waitMs),
      );
      return Promise.race([done, late]);
    }, ANIMATIONS_WAIT_MS);
    // A page whose main thread is busy runs neither the wait nor its timer: that is said too.
    let silent: NodeJS.Timeout | undefined;
    const unanswered = new Promise<string>((resolve) => {
      silent = setTimeout(() => resolve(`the page did not answer for ${(ANIMATIONS_WAIT_MS + 5_000) / 1000} s (its main thread busy?)`), ANIMATIONS_WAIT_MS + 5_000);
    });
    const unfinished = await Promise.race([evaluated, unanswered]).finally(() => clearTimeout(silent));
    if (unfinished) throw new Error(`Animations still running after ${ANIMATIONS_WAIT_MS / 1000} s, before the accessibility check: ${unfinished}`);
  }
  let violations: Violation[];
  if (jsOff) {
    // A document still loading would be read half-made (no title yet): axe judges the one the page settles on.
    await page.waitForLoadState('load');
    // The response's CSP nonce is the one part of the HTML that differs from one answer of the same page to the next.
    const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/ nonce="[^"]*"/g, '');
    const scratch = await scratchPage(page.context().browser()!);
    violations = await scratchViolations(scratch, html);
  } else {
    violations = await axeViolations(page);
  }
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/** The outbox's tab of a context: opened at the first read, reloaded at the next (a new tab per read cost ~0.3 s). */
const outboxTabs = new WeakMap<BrowserContext, Page>();

/** The bodies of the messages in /dev/outbox to `recipient`, newest first (read in a second tab, as a person would). */
async function messagesTo(page: Page, recipient: string): Promise<string[]> {
  const context = page.context();
  let tab = outboxTabs.get(context);
  if (!tab || tab.isClosed()) {
    tab = await context.newPage();
    outboxTabs.set(context, tab);
  }
  await tab.goto('/dev/outbox');
  const messages = tab.getByTestId('outbox-message').filter({ has: tab.getByTestId('outbox-recipient').getByText(recipient, { exact: true }) });
  return (await messages.getByTestId('outbox-body').allTextContents()).map((body) => body ?? '');
}

/** The newest message in /dev/outbox to `recipient` that `matches` (any message by default). */
export async function latestMessageTo(page: Page, recipient: string, matches: (body: string) => boolean = () => true): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const found = (await messagesTo(page, recipient)).find(matches);
    if (found !== undefined) return found;
    await page.waitForTimeout(250);
  }
  throw new Error(`no such message to ${recipient} in the outbox`);
}

const SIX_DIGITS = /\b(\d{6})\b/;

/**
 * The six-digit code of the newest message to `recipient` that carries one and is newer than `after` (a previous
 * code). Messages without a code (payment e-mails to the same person) are passed over.
 */
export async function codeFor(page: Page, recipient: string, after?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const code = (await latestMessageTo(page, recipient, (body) => SIX_DIGITS.test(body))).match(SIX_DIGITS)?.[1];
    if (code && code !== after) return code;
    await page.waitForTimeout(250);
  }
  throw new Error(`no new code for ${recipient}`);
}

/** Turns MFA on by e-mail on the profile page (signed in as `email`); returns the code it used. */
export async function turnOnEmailMfa(page: Page, email: string): Promise<string> {
  await page.goto('/setup/profile');
  await page.getByLabel(/^E-mail/).check();
  await page.getByRole('button', { name: 'Turn on MFA' }).click();
  const code = await codeFor(page, email);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(Messages.mfaTurnedOn)).toBeVisible();
  return code;
}

/** Signs in with password and the code from the outbox (MFA on). */
export async function signInWithCode(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/login/verify');
  // The password step sent the code (decision 097): the page opens on the code entry.
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFor(page, email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname !== '/login/verify');
}

/** What is wrong with the page's width: a sideways scroll of the page, or a table wider than the box it is in. */
export async function widthProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} px in ${root.clientWidth} px)`);
    document.querySelectorAll('table').forEach((table, i) => {
      if (!table.getClientRects().length) return;
      const name = table.getAttribute('aria-label') ?? document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent ?? `table ${i + 1}`;
      for (let box: HTMLElement | null = table; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        // A table for screen readers only (a chart's figures) sits in a 1 px clipped box on purpose.
        if (box.clientWidth <= 1) break;
        if (box.scrollWidth > box.clientWidth + 1) {
          problems.push(`"${name.trim()}" is cut off (${box.scrollWidth} px in a ${box.clientWidth} px box)`);
          break;
        }
      }
    });
    return problems;
  });
}
