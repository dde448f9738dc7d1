import { expect, test, type Page, DISPLAY } from './support/test';
import { DashboardMessages as M } from '../../domain/messages';
import { gql, tokenOf } from './support/graphql';
import { expectAccessible, menuOutline, signIn, signInAt } from './support/pages';

const CHARTS = [M.volumeChart, M.countChart, M.outcomeChart, M.upcomingChart];

// The charts are rendered on the server and hydrated: any difference (a hydration error) shows in the console.
// Only the dashboards' own pages count here (sign-in may pass through other pages).
const consoleErrors: string[] = [];
test.beforeEach(({ page }) => {
  consoleErrors.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' && page.url().includes('/executive-dashboard')) consoleErrors.push(message.text());
  });
});
test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

/** A figure card's number, as shown (thousands separators removed). */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? '';
  return Number(text.replace(/[$,]/g, ''));
}

/** The charts are SVG images named by their titles; each has its data as a table for screen readers. */
async function expectCharts(page: Page, days: number) {
  for (const name of CHARTS) await expect(page.getByRole('img', { name })).toBeVisible();
  await expect(page.getByRole('table', { name: M.volumeChart }).locator('tbody tr')).toHaveCount(days);
  await expect(page.getByRole('table', { name: M.countChart }).locator('tbody tr')).toHaveCount(days);
  await expect(page.getByRole('table', { name: M.outcomeChart }).locator('tbody tr')).toHaveCount(2);
  await expect(page.getByRole('table', { name: M.upcomingChart }).locator('tbody tr')).toHaveCount(7);
  const periodNav = page.getByRole('navigation', { name: M.periodNav });
  await expect(periodNav.getByRole('link', { name: M.periodOption(days) })).toHaveAttribute('aria-current', 'page');
}

test('the admin sees payment charts and the per-business table, and the period lives in the URL', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/pa/executive-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Executive Dashboard' })).toBeVisible();
  await expectCharts(page, 30);
  const businesses = await figure(page, 'stat-businesses');
  const table = page.getByRole('table', { name: M.byBusinessHeading });
  await expect(table.getByTestId('by-business-row')).toHaveCount(businesses);
  await expect(table.getByTestId('by-business-row').filter({ hasText: 'Northwind Supply Co.' })).toHaveCount(1);
  await expectAccessible(page);

  const thirtyDays = { payments: await figure(page, 'stat-payments'), range: await page.getByTestId('period-range').textContent() };
  // The volume of each business adds up to the platform's.
  const volumes = await table.getByTestId('by-business-row').evaluateAll((rows) => rows.map((r) => r.querySelectorAll('td')[2]?.textContent ?? ''));
  const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);
  expect(volumes.reduce((sum, v) => sum + cents(v), 0)).toBe(cents((await page.getByTestId('stat-volume-value').textContent()) ?? ''));

  await page.getByRole('navigation', { name: M.periodNav }).getByRole('link', { name: M.periodOption(7) }).click();
  await expect(page).toHaveURL(/\/pa\/executive-dashboard\?period=7$/);
  await expectCharts(page, 7);
  await expect(page.getByTestId('period-range')).not.toHaveText(thirtyDays.range ?? '');
  expect(await figure(page, 'stat-payments')).toBeLessThanOrEqual(thirtyDays.payments);
  await expectAccessible(page);

  // Bookmarkable: the same URL opened again shows the same period.
  await page.goto('/pa/executive-dashboard?period=90');
  await expectCharts(page, 90);
  expect(await figure(page, 'stat-payments')).toBeGreaterThanOrEqual(thirtyDays.payments);
});

test('the owner sees the business figures and charts for 7, 30 and 90 days', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/bo/executive-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Supply Co.' })).toBeVisible();
  await expectCharts(page, 30);
  await expect(page.getByRole('table', { name: M.byBusinessHeading })).toHaveCount(0);
  await expect(page.getByTestId('period-range')).toContainText('America/Chicago');
  // The same number as the pending-approval report's meta.count (other suites add and approve payments in this database).
  const { pendingApprovalPaymentTransferTransactions: pending } = await gql<{ pendingApprovalPaymentTransferTransactions: { meta: { count: number } } }>(
    'reports',
    '{ pendingApprovalPaymentTransferTransactions(skip: 0, limit: 1) { meta { count } } }',
    {},
    await tokenOf('owner@northwind.test'),
  );
  expect(await figure(page, 'stat-pending-approval')).toBe(pending.meta.count);
  await expectAccessible(page);

  const nav = page.getByRole('navigation', { name: M.periodNav });
  await nav.getByRole('link', { name: M.periodOption(90) }).click();
  await expect(page).toHaveURL(/\/bo\/executive-dashboard\?period=90$/);
  await expectCharts(page, 90);
  const ninety = await figure(page, 'stat-payments');
  await nav.getByRole('link', { name: M.periodOption(7) }).click();
  await expect(page).toHaveURL(/\/bo\/executive-dashboard\?period=7$/);
  await expectCharts(page, 7);
  expect(await figure(page, 'stat-payments')).toBeLessThanOrEqual(ninety);
  await expectAccessible(page);
});

test('an owner whose business holds InstantCollectionForCustomer has no dashboard in the menu, but the page opens by its address', DISPLAY, async ({ page }) => {
  await signIn(page, 'owner@bayside.test');
  expect(await menuOutline(page)).not.toContain('Executive Dashboard');
  await page.goto('/bo/executive-dashboard');
  await expect(page).toHaveURL(/\/bo\/executive-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bayside Auto Care' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown period falls back to 30 days', DISPLAY, async ({ page }) => {
  await signInAt(page, 'employee@northwind.test', '/bo/executive-dashboard?period=365');
  await expectCharts(page, 30);
});
