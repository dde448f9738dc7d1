// Every page of the route table at a laptop's 1366 px and a phone's 390 px, signed in as each role that may open it:
// the page never scrolls sideways and no table is cut off (its scroll box is as wide as the table); on the laptop a
// table keeps room for a longer status and amount than the demo's. The walk runs once,
// without JavaScript (DISPLAY): the widths come from the server's HTML and CSS (the phone's cards are a container
// query), the same with JavaScript, and walking twice would add minutes to every run; each page is loaded once and resized to each width. Data-driven from domain/routes.ts: a new page is walked without editing this file.
// LAYOUT_SHOTS=<label> also writes screenshots of a few representative lists to /work/notes/shots (closing notes).
import { existsSync, mkdirSync } from 'node:fs';
import { expect, test, type Page, DISPLAY } from './support/test';
import { checkAccess } from '../../domain/guard';
import { ROUTES, hrefOf, type RouteDef } from '../../domain/routes';
import { DEMO_ACCOUNTS, type DemoAccount } from './support/accounts';
import { expectAccessible, openFilters, signIn, signInAt, widthProblems } from './support/pages';
import { Messages } from '../../domain/messages';
import { CONNECTION_KINDS } from '../../domain/network';
import { NOT_DELIVERED, REPORT_NAMES } from '../../domain/report-columns';
import { ROLES } from '../../domain/roles';
import { PAYMENT_STATUSES } from '../../api/db/schema/payments';
import { REVIEW_ITEM_KINDS } from '../../api/db/schema/reconciliation';

const WIDTHS = [
  { name: 'laptop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Routes a walk cannot open on its own: a record's id in the path, or a page that signs out or sets up MFA. */
const skipped = (route: RouteDef) => /\/:[^/?]+(\/|$)/.test(route.path) || ['logout', 'setupVerification'].includes(route.id);

/** Accounts that have finished registration (an unregistered owner is held on the registration steps). */
const registered = DEMO_ACCOUNTS.filter((a) => !a.email.startsWith('owner@harbor'));

/**
 * Each signed-in page once per role that may open it, with the first demo account of that role whose business lets
 * it in (a page for a product only Bayside holds is walked as Bayside's owner).
 */
function walks(): { account: DemoAccount; routes: RouteDef[] }[] {
  const byAccount = new Map<DemoAccount, RouteDef[]>();
  for (const route of ROUTES) {
    if (!route.access || skipped(route)) continue;
    const roles = new Set(registered.map((a) => a.user.role));
    for (const role of roles) {
      const account = registered.find((a) => a.user.role === role && checkAccess(route, a.user).kind === 'allow');
      if (account) byAccount.set(account, [...(byAccount.get(account) ?? []), route]);
    }
  }
  return [...byAccount].map(([account, routes]) => ({ account, routes }));
}

/**
 * Public pages a visitor opens: sign-in, password reset, the API reference (served by the web from the services'
 * OpenAPI document) and the demo's outbox (open to anyone in local and dev).
 */
const publicRoutes = ROUTES.filter((r) => (r.guestOnly || ['resetPassword', 'developers', 'dev.outbox'].includes(r.id)) && !skipped(r));

/**
 * Room a table keeps on a laptop for data the demo lacks: its box less the table at its narrowest (every column at its
 * min-content). The longest status ("Not delivered to the bank", +55 px over "Awaiting approval") and the largest
 * payment ("$1,000,000.00", +32 px over "$3,310.00") together need 87 px, measured on the owner's Upcoming (decision 157).
 */
const ROOM_FOR_DATA = 90;

/** Tables with less than ROOM_FOR_DATA to spare in their box: a longer status or amount would cut them off. */
async function tightTables(page: Page): Promise<string[]> {
  return page.evaluate((room) => {
    const tight: string[] = [];
    document.querySelectorAll('table').forEach((table, i) => {
      const box = table.parentElement;
      if (!table.getClientRects().length || !box || box.clientWidth <= 1) return;
      const width = table.style.width;
      table.style.width = 'min-content';
      const spare = box.clientWidth - table.getBoundingClientRect().width;
      table.style.width = width;
      const name = table.getAttribute('aria-label') ?? document.getElementById(table.getAttribute('aria-labelledby') ?? '')?.textContent ?? `table ${i + 1}`;
      if (spare < room) tight.push(`"${name.trim()}" has ${Math.round(spare)} px to spare for longer data (${room} needed)`);
    });
    return tight;
  }, ROOM_FOR_DATA);
}

/** Buttons whose label breaks inside a word ("Approv" above "e"): a text of n words laid out on more than n lines. */
async function brokenButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    document.querySelectorAll('button, a.pl-button, a.MuiButton-root, [role="button"]').forEach((button) => {
      if (!button.getClientRects().length) return;
      const walker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const words = (node.textContent ?? '').trim().split(/\s+/).filter(Boolean).length;
        if (!words) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > words) broken.push(`the button "${button.textContent?.trim()}" breaks inside a word (${lines.size} lines)`);
      }
    });
    return broken;
  });
}

/** Lists whose before/after pictures go into the closing note (as the first account that walks them). */
const SHOTS = new Set(['transactions.forApproval', 'transactions.completed', 'collections.failed', 'pa.businesses']);

async function shoot(page: Page, route: RouteDef, width: number) {
  const label = process.env.LAYOUT_SHOTS;
  if (!label || !SHOTS.has(route.id) || test.info().project.use.javaScriptEnabled !== false) return;
  const dir = '/work/notes/shots';
  const path = `${dir}/${label}-${route.id}-${width}px.png`;
  if (existsSync(path)) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path, fullPage: true });
}

/**
 * The product's codes that are never words (camelCase keys of statuses, roles, kinds, reports, review items): none may
 * reach a page's text, where a person reads words. The developers' reference documents the API's values, and the
 * outbox shows e-mails as sent (their links), both on purpose.
 */
const CODES = [...new Set([...PAYMENT_STATUSES, ...ROLES, ...CONNECTION_KINDS, ...REPORT_NAMES, ...REVIEW_ITEM_KINDS, NOT_DELIVERED, 'sentToBank'])].filter((code) => /[a-z][A-Z]/.test(code));
const CODE_PATTERN = new RegExp(`\\b(${CODES.join('|')})\\b|/registration/[a-zA-Z]+`, 'g');
const SHOWS_CODES_ON_PURPOSE = new Set(['developers', 'dev.outbox']);

async function codesShown(page: Page, route: RouteDef): Promise<string[]> {
  if (SHOWS_CODES_ON_PURPOSE.has(route.id)) return [];
  const text = await page.locator('body').innerText();
  return [...new Set(text.match(CODE_PATTERN) ?? [])].map((code) => `shows the code "${code}"`);
}

/**
 * Opens each route once and checks it at every width: the window is resized in place, since without JavaScript the
 * layout is the HTML and CSS alone (media and container queries follow the window), so one load serves both widths.
 */
async function walk(page: Page, routes: readonly RouteDef[]) {
  const problems: string[] = [];
  for (const route of routes) {
    await page.setViewportSize({ width: WIDTHS[0].width, height: WIDTHS[0].height });
    await page.goto(hrefOf(route));
    for (const problem of await codesShown(page, route)) problems.push(`${route.path}: ${problem}`);
    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      const tight = size.name === 'laptop' ? await tightTables(page) : [];
      for (const problem of [...(await widthProblems(page)), ...tight, ...(await brokenButtons(page))]) problems.push(`${route.path} at ${size.width} px: ${problem}`);
      await shoot(page, route, size.width);
    }
  }
  expect(problems).toEqual([]);
}

const atWidths = WIDTHS.map((size) => `${size.width} px (${size.name})`).join(' and ');

test('public pages at ' + atWidths + ': no sideways scroll, no cut-off table', DISPLAY, async ({ page }) => {
  await walk(page, publicRoutes);
});

for (const { account, routes } of walks()) {
  // On servers of its own, with the demo's data only: on the worker's servers, what earlier tests left (a longer
  // status, more rows) changed the widths measured from one run to the next (decision 157).
  test(`${account.email}'s ${routes.length} pages at ${atWidths}: no sideways scroll, no cut-off table`, DISPLAY, async ({ ownServers: { page } }) => {
    test.setTimeout(300_000);
    await signIn(page, account.email);
    await walk(page, routes);
  });
}

/** Whether an element lies within the window's width (not hidden past a sideways scroll). */
async function withinWidth(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  return Boolean(box && box.x >= 0 && box.x + box.width <= width);
}

test.describe('a list on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each row is a card: amount, counterparty, status, due date, reference and Approve in view; the rest on the payment page', async ({ page }) => {
    await signInAt(page, 'owner@northwind.test', '/transactions/forapproval?page=1');
    const row = page.getByTestId('transaction-row').first();
    const cells = ['Amount', 'Vendor', 'Due Date'].map((label) => row.locator(`td[data-label="${label}"]`));
    // A payment's reference is in its card when it has one (the demo's payments for approval have none: the cell is
    // kept, not left to the payment's page as the description is).
    await expect(row.locator('td[data-label="Reference Number"]')).not.toHaveClass(/pl-minor/);
    await expect(row.locator('td[data-label="Description"]')).toHaveClass(/pl-minor/);
    for (const cell of [...cells, row.locator('.payloft-pill'), row.getByRole('button', { name: /^Approve / })]) {
      await expect(cell).toBeVisible();
      expect(await withinWidth(page, cell)).toBe(true);
    }
    // What the card leaves out is on the payment's page, one tap away.
    await expect(row.locator('td[data-label="Description"]')).toBeHidden();
    await expect(row.getByRole('link', { name: /^PUR-/ })).toBeVisible();
    await expectAccessible(page);
  });

  test("a payee's card names the payer and the day the money arrived", async ({ page }) => {
    await signInAt(page, 'vendor@acme.test', '/transactions/completed?page=1');
    const row = page.getByTestId('transaction-row').first();
    for (const cell of [row.locator('td[data-label="Amount"]'), row.locator('td[data-label="Payer"]'), row.locator('td[data-label="Settled"]'), row.locator('.payloft-pill')]) {
      await expect(cell).toBeVisible();
      expect(await withinWidth(page, cell)).toBe(true);
    }
    await expect(row.locator('td[data-label="Payer"]')).toHaveText('Northwind Supply Co.');
    await expect(row.locator('td[data-label="Settled"]')).toHaveText(/^\d{2}-\d{2}-\d{4}$/);
  });

  test('a failed collection shows its reason in the card', async ({ page }) => {
    await signInAt(page, 'owner@bayside.test', '/collections/failed?page=1');
    const row = page.getByTestId('transaction-row').first();
    for (const cell of [row.locator('td[data-label="Amount"]'), row.locator('.payloft-pill'), row.locator('td[data-label="Reason"]')]) {
      await expect(cell).toBeVisible();
      expect(await withinWidth(page, cell)).toBe(true);
    }
  });
});

test('at 390 px the API Keys page with a new client: the Client ID whole in its field, no sideways scroll', DISPLAY, async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, 'owner@northwind.test', '/setup/payloft-api-keys?dialog=new');
  await page.getByLabel('Name', { exact: true }).fill('Layout check');
  await page.getByLabel('Application name').fill('Layout check');
  await page.getByRole('button', { name: 'Create API client' }).click();
  const clientId = page.getByTestId('shown-client-id');
  await expect(clientId).toHaveValue(/^plc_/);
  expect(await clientId.evaluate((input) => input.scrollWidth <= input.clientWidth)).toBe(true);
  // The list below shows every client's ID; a generated one is long and without spaces.
  await expect(page.getByTestId('client-id').filter({ hasText: await clientId.inputValue() })).toBeVisible();
  expect(await widthProblems(page)).toEqual([]);
});

test('at 1366 px the approval list keeps Approve and Reject whole on one line', DISPLAY, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, 'owner@northwind.test', '/transactions/forapproval?page=1');
  const approve = page.getByTestId('transaction-row').first().getByRole('button', { name: /^Approve / });
  await expect(approve).toHaveText('Approve');
  // One line: the button is as tall as a one-line button (the bulk Approve above the list has the same text).
  const [row, bulk] = await Promise.all([approve.boundingBox(), page.getByRole('button', { name: 'Approve', exact: true }).boundingBox()]);
  expect(row!.height).toBeLessThanOrEqual(bulk!.height);
  expect(await brokenButtons(page)).toEqual([]);
});

test('at 1366 px the filters fold to one line that counts those set, the list first; the URL keeps them', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1&payloadFilter.amountMin=1&payloadFilter.dateFrom=2020-01-01');
  const filters = page.getByTestId('filters');
  await expect(filters.locator(':scope > summary')).toHaveText(Messages.filtersSummary(2));
  await expect(page.getByLabel('Date from')).toBeHidden();
  // The list's table starts within the first 400 px of the page.
  const table = await page.getByRole('table', { name: 'Completed Transactions' }).boundingBox();
  expect(table!.y).toBeLessThan(400);
  await openFilters(page);
  await expect(page.getByLabel('Date from')).toHaveValue('2020-01-01');
  await expectAccessible(page);
});
