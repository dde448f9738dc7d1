import { expect, test, type Page } from './support/test';
import { expectAccessible, signIn, signOut, signInAt } from './support/pages';

const ADMIN_PAGE = '/pa/setup/banks-settings';

async function processingDateOnSendPayment(page: Page, description: string): Promise<string> {
  await page.goto('/transactions/send-payment');
  await page.getByLabel('Vendor').selectOption({ label: 'Acme Paper (JPMorgan Chase ••2018)' });
  await page.getByLabel('Amount (USD)').fill('10.00');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Confirm the payment' })).toBeVisible();
  return (await page.getByTestId('review-processing').textContent()) ?? '';
}

async function setVendorDaysToProcess(page: Page, days: string) {
  await page.goto(ADMIN_PAGE);
  await page.getByRole('link', { name: 'Edit Vendor payment ACH rule', exact: true }).click();
  await expect(page).toHaveURL(/dialog=edit-rule&id=/);
  const form = page.getByTestId('rule-form');
  await expect(form.getByTestId('processing-schedule-row').first()).toBeVisible();
  const rows = await form.getByTestId('processing-schedule-row').count();
  for (let i = 1; i <= rows; i++) await form.getByLabel(`Schedule ${i} days to process`, { exact: true }).fill(days);
  await form.getByRole('button', { name: 'Save rule' }).click();
  await expect(page.getByText('Processing time rule updated successfully')).toBeVisible();
  const row = page.getByTestId('rule-row').filter({ has: page.getByRole('link', { name: 'Edit Vendor payment ACH rule', exact: true }) });
  await expect(row).toContainText(`${days} day${days === '1' ? '' : 's'} to process`);
}

test('the admin edits a processing-time rule and the owner sees a new processing date on Send Payment', async ({ page }, info) => {
  await signIn(page, 'owner@northwind.test');
  const before = await processingDateOnSendPayment(page, `E2E ${info.project.name} rule before`);
  await signOut(page);

  await signInAt(page, 'admin@payloft.test', `${ADMIN_PAGE}?dialog=new-rule`);
  await expect(page.getByRole('heading', { name: 'New processing time rule' })).toBeVisible();
  await expectAccessible(page);
  await setVendorDaysToProcess(page, '10');
  await signOut(page);

  await signIn(page, 'owner@northwind.test');
  const after = await processingDateOnSendPayment(page, `E2E ${info.project.name} rule after`);
  expect(after).not.toBe(before);
  await signOut(page);

  // Back as it was, for the other tests on these servers.
  await signIn(page, 'admin@payloft.test');
  await setVendorDaysToProcess(page, '0');
});

test('the admin creates and deletes a processing-time rule; a schedule lists its own year and a holiday shows its kind\'s fields', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', ADMIN_PAGE);
  // The 2027 Federal Reserve schedule closes on 2027 dates (New Year's Day 2027 is a Friday).
  const fed2027 = page.getByTestId('schedule-row').filter({ hasText: 'Federal Reserve 2027' }).first();
  await expect(fed2027).toContainText('01-01-2027');
  await expect(fed2027).not.toContainText('2026');

  await page.getByRole('link', { name: 'New processing time rule' }).click();
  const form = page.getByTestId('rule-form');
  await form.getByLabel('Payment type').selectOption('instantCollection');
  await form.getByLabel('Network').selectOption('Wire');
  await form.getByLabel('Banks').fill('E2E Test Bank');
  await form.getByLabel('Schedule 1 cutoff time', { exact: true }).fill('15:30');
  await form.getByLabel('Schedule 1 days to process', { exact: true }).fill('2');
  await form.getByLabel('Schedule 1 description', { exact: true }).fill('E2E wire window');
  await form.getByRole('button', { name: 'Create rule' }).click();
  await expect(page.getByText('Processing time rule created successfully')).toBeVisible();
  const name = 'Instant collection Wire rule for E2E Test Bank';
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(1);
  await page.getByRole('link', { name: `Delete ${name}` }).click();
  // The confirmation first: without JavaScript the click starts a navigation, and axe must read the page it ends on.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Processing time rule deleted successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toHaveCount(0);

  // The holiday form: a fixed date shows the date only; the nth weekday shows its three fields only.
  await page.goto(`${ADMIN_PAGE}?dialog=new-schedule`);
  await expect(page.getByLabel('Holiday 1 date', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Holiday 1 occurrence', { exact: true })).toHaveCount(0);
  await page.getByLabel('Holiday 1 name', { exact: true }).fill('Founders Day');
  await page.getByLabel('Holiday 1 kind', { exact: true }).selectOption('rule');
  if (test.info().project.use.javaScriptEnabled === false) await page.getByRole('button', { name: 'Show fields of holiday 1' }).click();
  await expect(page.getByLabel('Holiday 1 occurrence', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Holiday 1 date', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Holiday 1 name', { exact: true })).toHaveValue('Founders Day');
  // Networks are those of each country: USA's ACH, RTP and Wire.
  await expect(page.locator('#paymentNetwork optgroup[label="USA"] option')).toHaveText(['ACH', 'RTP', 'Wire']);
  await expectAccessible(page);
});
