import { expect, test, DISPLAY } from './support/test';
import { expectAccessible, signIn, signInAt } from './support/pages';

const ADMIN_PAGE = '/pa/setup/banks-settings';

test('the admin creates a holiday schedule with a static and an nth-weekday holiday, then deletes it', async ({ page }, info) => {
  // The two projects share one database: each uses its own schedule name.
  const name = `E2E ${info.project.name} schedule ${Date.now()}`;
  const year = new Date().getUTCFullYear();
  await signInAt(page, 'admin@payloft.test', ADMIN_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Banks Settings' })).toBeVisible();
  await expect(page.getByTestId('rule-row').first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New holiday schedule' }).click();
  await expect(page).toHaveURL(/dialog=new-schedule/);
  await expectAccessible(page);
  await page.getByLabel('Schedule name').fill(name);
  await page.getByLabel('Country').selectOption('USA');
  await page.getByLabel('Payment network').selectOption('ACH');
  await page.getByLabel('Year').fill(String(year));
  await page.getByLabel('Holiday 1 name', { exact: true }).fill('Founders Day');
  await page.getByLabel('Holiday 1 kind', { exact: true }).selectOption('static');
  await page.getByLabel('Holiday 1 date', { exact: true }).fill(`${year}-03-17`);

  await page.getByRole('button', { name: 'Add holiday' }).click();
  await expect(page.getByTestId('holiday-row')).toHaveCount(2);
  // The first row keeps what was typed.
  await expect(page.getByLabel('Holiday 1 name', { exact: true })).toHaveValue('Founders Day');
  await page.getByLabel('Holiday 2 name', { exact: true }).fill('Second Monday of March');
  await page.getByLabel('Holiday 2 kind', { exact: true }).selectOption('rule');
  // The kind's own fields: at once with JavaScript, after "Show fields" without.
  if (info.project.use.javaScriptEnabled === false) await page.getByRole('button', { name: 'Show fields of holiday 2' }).click();
  await page.getByLabel('Holiday 2 occurrence', { exact: true }).selectOption('2');
  await page.getByLabel('Holiday 2 day of week', { exact: true }).selectOption('1');
  await page.getByLabel('Holiday 2 month', { exact: true }).selectOption('3');
  await page.getByRole('button', { name: 'Create schedule' }).click();

  await expect(page.getByText('Holiday Schedule created successfully')).toBeVisible();
  const row = page.getByTestId('schedule-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText('USA');
  await expect(row.getByRole('cell').nth(2)).toHaveText('ACH');
  await expect(row.getByRole('cell').nth(3)).toHaveText(String(year));
  await expect(row.getByRole('cell').nth(4)).toHaveText('2');

  // Edit: the form opens with the schedule's values; the rule row keeps its rule.
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/dialog=edit-schedule&id=/);
  await expect(page.getByLabel('Schedule name')).toHaveValue(name);
  await expect(page.getByLabel('Holiday 2 kind', { exact: true })).toHaveValue('rule');
  await expect(page.getByLabel('Holiday 2 occurrence', { exact: true })).toHaveValue('2');
  await page.getByLabel('Payment network').selectOption('Wire');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Holiday Schedule updated successfully')).toBeVisible();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Wire');

  await row.getByRole('link', { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(/dialog=delete-schedule/);
  await expect(page.getByText(`Delete the holiday schedule “${name}”?`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === ADMIN_PAGE && !url.search.includes('dialog'));
  await expect(page.getByTestId('schedule-row').filter({ hasText: name })).toHaveCount(0);
});

test('a schedule with a missing holiday name is refused with the field error', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', `${ADMIN_PAGE}?dialog=new-schedule`);
  await page.getByLabel('Schedule name').fill('Incomplete');
  await page.getByRole('button', { name: 'Create schedule' }).click();
  await expect(page.getByTestId('schedule-form').getByText('Required').first()).toBeVisible();
  await expect(page.getByLabel('Schedule name')).toHaveValue('Incomplete');
});

test('the admin downloads an ACH file: 94-character lines starting with the file header', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/pa/setup/bank-accounts');
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Accounts' })).toBeVisible();
  await expect(page.getByTestId('originating-account-row').first()).toBeVisible();
  await expectAccessible(page);
  const link = page.getByRole('link', { name: /^Download / }).first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/pa\/setup\/bank-accounts\/files\//);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  const body = await response.text();
  expect(body.startsWith('101')).toBe(true);
  const lines = body.split(/\r?\n/).filter((l) => l.length > 0);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(line).toHaveLength(94);
  // The page never hands the bearer token to the browser.
  expect(await page.content()).not.toMatch(/Bearer|eyJ[\w-]+\.[\w-]+\./);
});

test('an owner sees the read-only banks settings of the business', DISPLAY, async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/bo/setup/banks-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Banks Settings' })).toBeVisible();
  await expect(page.getByTestId('next-due-date')).toContainText('A payment initiated now is processed on');
  await expect(page.getByTestId('business-schedule').first()).toBeVisible();
  await expect(page.getByTestId('rule-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'New holiday schedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Delete|Save|Create/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a vendor manager is sent to the 401 page from the admin banks settings', DISPLAY, async ({ page }) => {
  await signInAt(page, 'vendor@acme.test', ADMIN_PAGE);
  await expect(page).toHaveURL(/\/error-401$/);
});

test('a vendor manager cannot download an ACH file', DISPLAY, async ({ page }) => {
  await signIn(page, 'vendor@acme.test');
  const response = await page.request.get('/pa/setup/bank-accounts/files/00000000-0000-0000-0000-000000000000', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toMatch(/\/error-401$/);
});
