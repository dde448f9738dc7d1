// The layout shell, JavaScript on and off: the phone drawer and the Filters
// control at 390 px, breadcrumbs in the header, notifications switched off and on, the registration stepper's
// "Step N of 9" and Save and continue, and axe (with WCAG 2.5.3's label-content-name-mismatch) on every page.
import { expect, test, type APIRequestContext, type Page, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, signIn, signInAt, submitted } from './support/pages';

const PHONE = { width: 390, height: 844 };
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the side menu is a drawer behind the Menu button and the content starts at the top', async ({ page }) => {
    await signIn(page, 'owner@northwind.test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // No menu column above the content: the page's heading is within the first screenful's top part.
    await expect(mainMenu(page)).toBeHidden();
    const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading!.y).toBeLessThan(260);
    await expectAccessible(page);

    await page.getByTestId('phone-drawer').locator(':scope > summary').click();
    await expect(mainMenu(page)).toBeVisible();
    await expectAccessible(page);
    await mainMenu(page).locator('summary', { hasText: 'Transactions' }).click();
    await mainMenu(page).getByRole('link', { name: 'Completed' }).click();
    await page.waitForURL(/\/transactions\/completed/);
    // After moving on, the drawer is closed again (a new document without JavaScript, closed by the layout with it).
    await expect(mainMenu(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();

    // The list's filters collapse behind a "Filters" control.
    await expect(page.getByLabel('Date from')).toBeHidden();
    await page.getByTestId('filters').locator(':scope > summary').click();
    await expect(page.getByLabel('Date from')).toBeVisible();
    await expectAccessible(page);
  });

  test('number inputs carry inputmode on the input itself', async ({ page }) => {
    await signInAt(page, 'owner@northwind.test', '/transactions/send-payment');
    const amount = page.getByLabel(/Amount/).first();
    await expect(amount).toHaveAttribute('inputmode', 'decimal');
    await expectAccessible(page);
  });
});

test('at 1366 px the menu is a column, the breadcrumbs are in the header and the chart tables add no scroll', DISPLAY, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, 'owner@northwind.test');
  await expect(mainMenu(page)).toBeVisible();
  await expect(page.getByTestId('phone-drawer')).toBeHidden();
  await expect(page.locator('header').getByRole('navigation', { name: 'Breadcrumbs' })).toBeVisible();
  // No blank scroll below the footer: the document ends where the footer ends.
  const gap = await page.evaluate(() => document.documentElement.scrollHeight - (document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY));
  expect(gap).toBeLessThanOrEqual(1);
  await expectAccessible(page);
});

/**
 * Opens the user menu and presses its notifications switch. With JavaScript the menu closes when a navigation ends
 * (a save's revalidation may end just after the menu was opened): open it again until the press lands.
 */
async function switchNotifications(page: Page, label: string) {
  const menu = page.getByTestId('user-menu');
  await submitted(page, () =>
    expect(async () => {
      if (!(await menu.evaluate((details) => (details as HTMLDetailsElement).open))) await menu.locator(':scope > summary').click();
      await page.getByRole('button', { name: label }).click({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 }),
  );
}

test('notifications can be switched off and on from the user menu', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/setup/address');
  await switchNotifications(page, Messages.notificationsOnLabel);
  await expect(page).toHaveURL(/\/setup\/address/);
  // The save done before the switch is pressed again: pressing it mid-save would cut the save short.
  await submitted(page, () => page.getByRole('button', { name: 'Save', exact: true }).click());
  await expect(page).toHaveURL(/\/setup\/address/);
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await switchNotifications(page, Messages.notificationsOffLabel);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.settingsUpdated);
  await expectAccessible(page);
  if (test.info().project.use.javaScriptEnabled !== false) {
    // With JavaScript the layout's notification alert hides after 5 s.
    await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 8_000 });
  }
});

test('the registration stepper counts "Step 1 of 9" on arrival and advances with Save and continue', async ({ ownServers: { page } }) => {
  test.setTimeout(180_000);
  // Its own servers: the owner's choices change Harbor, which other tests expect as seeded.
  await signIn(page, 'owner@harbor.test');
  await expect(page).toHaveURL(/\/bo\/subscription\/service-level/);
  const stepper = page.getByTestId('registration-stepper');
  await expect(page.getByTestId('registration-progress')).toHaveText(Messages.setupProgress(1, 9));
  // Only the first three steps show at first; the page's own step is not a link to itself.
  await expect(stepper.locator('ol').first().getByTestId('registration-step')).toHaveCount(3);
  await expect(stepper.locator('[data-step="serviceLevel"]').getByRole('link')).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('radio', { name: /^Enterprise/ }).check();
  await page.getByRole('button', { name: Messages.saveAndContinue }).click();
  await expect(page).toHaveURL(/\/bo\/subscription\/terms/);
  await expect(page.getByTestId('registration-progress')).toHaveText(Messages.setupProgress(2, 9));
  // After moving on to the next step the stepper shows all nine.
  await expect(stepper).toHaveAttribute('data-expanded', 'true');
  await expect(stepper.locator('ol').first().getByTestId('registration-step')).toHaveCount(9);
  await expect(stepper.locator('[data-step="serviceLevel"]')).toHaveAttribute('data-complete', 'true');
  // The plan's price and the texts being accepted are on the page before accepting.
  await expect(page.getByTestId('terms-price')).toContainText('$');
  await expect(page.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '#terms-of-service');
  await expect(page.getByTestId('legal-terms').getByRole('heading', { name: 'Legal terms' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal terms' }).check();
  await page.getByRole('button', { name: Messages.saveAndContinue }).click();
  await expect(page).toHaveURL(/\/setup\/address/);
  await expect(page.getByTestId('registration-progress')).toHaveText(Messages.setupProgress(3, 9));
});

test('the welcome page after the last registration step says what to do next', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/bo/welcome');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Supply Co. is ready' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Send your first payment/ })).toHaveAttribute('href', '/transactions/send-payment');
  // On Demand pays consumers: the page never says it charges them.
  await expect(page.getByRole('link', { name: /Pay a consumer on demand/ })).toHaveAttribute('href', /\/on-demand\/consumers/);
  await expect(page.getByRole('main')).not.toContainText(/charge/i);
  await expectAccessible(page);
});

test('the page scripts arrive compressed at build time, as brotli for a browser and gzip for a client without it', async ({ request }) => {
  // The scripts the page's HTML names, as the server sent it (after hydration the browser's head is React's to change).
  const html = await (await request.get('/login', { headers: { cookie: '' } })).text();
  const scripts = [...html.matchAll(/<link rel="after-paint-modulepreload"[^>]* href="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const [acceptEncoding, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']]) {
    const answers = await Promise.all(scripts.map((url) => request.get(url, { headers: { 'accept-encoding': acceptEncoding } })));
    for (const answer of answers) {
      const headers = answer.headers();
      // Compressed on the fly it would be chunked, without a length: a length says the copy was made at build time.
      expect(headers['content-length'], answer.url()).toBeDefined();
      if (headers['content-encoding']) expect(headers['content-encoding'], answer.url()).toBe(encoding);
      expect(headers['content-type'], answer.url()).toMatch(/javascript/);
      // Playwright decodes the body: the script either way.
      expect(await answer.text()).toMatch(/import|export|function/);
    }
    expect(answers.filter((answer) => answer.headers()['content-encoding'] === encoding).length).toBeGreaterThan(3);
  }
});

test('a rendered page is compressed whole, in one answer with its length, as the browser asks', async ({ request }) => {
  // A cookie (not a session) keeps the sign-in page out of the anonymous page cache, and a query of its own out of the
  // pages kept by their data (decision 161): rendered for this request.
  for (const [acceptEncoding, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip', 'gzip']]) {
    const answer = await request.get(`/login?probe=${uniqueProbe()}`, { headers: { cookie: 'probe=1', 'accept-encoding': acceptEncoding } });
    const headers = answer.headers();
    expect(headers['x-page-cache']).toBeUndefined();
    expect(headers['x-rendered-page']).toBe('kept');
    expect(headers['content-encoding']).toBe(encoding);
    // Streamed through the compression middleware it had no length (chunked).
    expect(Number(headers['content-length'])).toBeGreaterThan(1000);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(await answer.text()).toContain('<h1');
  }
});

const uniqueProbe = () => `${Date.now()}${Math.random().toString(36).slice(2)}`;

/** A page as a browser asks for it, its nonce (the policy's) taken out of the text. */
async function askedFor(request: APIRequestContext, url: string) {
  const answer = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' }, maxRedirects: 0 });
  const nonce = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  const text = await answer.text();
  if (answer.status() === 200) expect(text).toContain(`nonce="${nonce}"`);
  return { status: answer.status(), headers: answer.headers(), text: nonce ? text.replaceAll(nonce, 'NONCE') : text };
}

test('a page asked for again with the same data is the page drawn then; new data, another business and no session get their own', DISPLAY, async ({ page, browser }) => {
  // Decision 161. The browser suite's servers draw every kept page again and answer 500 if it differs (servers.ts).
  await signIn(page, 'owner@northwind.test');
  // The business dashboard takes a query of its own (the lists put theirs in order, by redirect).
  const url = `/bo/executive-dashboard?probe=${uniqueProbe()}`;
  const first = await askedFor(page.request, url);
  expect(first.headers['x-rendered-page']).toBe('kept');
  const again = await askedFor(page.request, url);
  expect(again.headers['x-rendered-page']).toBe('hit');
  // Gzipped once with the fresh nonce cut in (decision 156), whatever else the browser takes.
  expect(again.headers['content-encoding']).toBe('gzip');
  expect(again.text).toBe(first.text);

  // The user's own choice changes the page's data: drawn anew; switched back, the page of the same data again.
  const origin = new URL(page.url()).origin;
  const switchTo = (enabled: boolean) =>
    page.request.post('/notifications', { form: { enabled: String(enabled), redirectTo: url }, headers: { origin }, maxRedirects: 0 });
  expect((await switchTo(false)).status()).toBe(302);
  const off = await askedFor(page.request, url);
  expect(off.headers['x-rendered-page']).toBe('kept');
  expect(off.text).toContain(Messages.notificationsOffLabel);
  expect((await switchTo(true)).status()).toBe(302);
  const on = await askedFor(page.request, url);
  expect(on.headers['x-rendered-page']).toBe('hit');
  expect(on.text).toBe(first.text);

  // Another business's owner at the same address: their own page, nothing of Northwind's.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'owner@bayside.test');
  const theirs = await askedFor(otherPage.request, url);
  expect(theirs.headers['x-rendered-page']).toBe('kept');
  expect(theirs.text).not.toContain('Northwind');
  await other.close();

  // No session: the loaders still run first, and send the visitor to sign in.
  const anonymous = await browser.newContext();
  const signedOut = await askedFor(anonymous.request, url);
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers['location']).toMatch(/\/login/);
  await anonymous.close();
});

test("the page's scripts start loading once it has been drawn, and the page then works as a script-driven page", async ({ page, request }) => {
  // As sent: nothing the browser would fetch before drawing the page (decision 155).
  const html = await (await request.get('/login', { headers: { cookie: '' } })).text();
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toMatch(/<link rel="after-paint-modulepreload"/);
  await page.goto('/login');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/build/'));
    return { parsed: navigation.domContentLoadedEventEnd, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), count: scripts.length };
  });
  if (test.info().project.use.javaScriptEnabled === false) {
    expect(timing.count).toBe(0);
    return;
  }
  // Fetched after the document was parsed (a preload in the HTML is fetched while it is parsed), then run: hydrated.
  expect(timing.count).toBeGreaterThan(3);
  expect(timing.firstScript).toBeGreaterThanOrEqual(timing.parsed);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The held elements were replaced by new ones of their own (decision 160): nothing is left held.
  await expect(page.locator('script[type="after-paint-module"], link[rel="after-paint-modulepreload"]')).toHaveCount(0);
});

test('a tab sent to the background before it was drawn loads its scripts at once, not when it is seen again', async ({ openPage }) => {
  test.skip(test.info().project.use.javaScriptEnabled === false, 'about the page scripts');
  // A page of its own (its goto does not wait for hydration): no frame is ever drawn, and the tab is hidden after
  // parsing, as when a person switches away while it loads.
  const page = await openPage();
  await page.addInitScript(() => {
    let visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { get: () => visibility });
    window.requestAnimationFrame = () => 0;
    (window as unknown as { hideTab: () => void }).hideTab = () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
  await page.goto('/login');
  await expect(page.locator('script[type="after-paint-module"]')).toHaveCount(1);
  await page.evaluate(() => (window as unknown as { hideTab: () => void }).hideTab());
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});
