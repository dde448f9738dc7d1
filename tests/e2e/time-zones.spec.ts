// One time zone per business (decision 032), JavaScript on and off: the same payment reads
// the same time on the list and on its details, each page says its zone once, and Send Payment shows the payment
// scheduled at Northwind's Payment Time (10:00 America/Chicago).
import { expect, test, type Page, DISPLAY } from './support/test';
import { listColumns } from '../../domain/report-columns';
import { expectAccessible, signInAt } from './support/pages';

const LIST = '/transactions/completed?page=1&rows=100&sortParams=createdAtAsc';
const ZONE_NOTE = 'All times are in America/Chicago';
const field = (page: Page, label: string) => page.getByTestId('payment-field').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test("a Northwind payment shows the same created time in Chicago on the list and its details, with the zone said once", DISPLAY, async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', LIST);
  await expect(page.getByTestId('time-zone-note')).toHaveCount(1);
  await expect(page.getByTestId('time-zone-note')).toHaveText(ZONE_NOTE);
  // The owner's completed list: no Business column, no failure columns.
  const columns = listColumns('generalTransfers', { showBusiness: false, showFailure: false });
  const at = (key: string) => columns.findIndex((c) => c.key === key);
  const first = page.getByTestId('transaction-row').first();
  const cells = await first.locator('td').evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));
  const created = cells[at('created')];
  expect(created).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M$/);
  await expectAccessible(page);

  await first.getByRole('link', { name: cells[at('purchaseId')] }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expect(page.getByTestId('time-zone-note')).toHaveCount(1);
  await expect(page.getByTestId('time-zone-note')).toHaveText(ZONE_NOTE);
  await expect(field(page, 'Created')).toContainText(created);
  // Processing never reads earlier than creation: both are instants shown in one zone.
  // The page leads with "Due <date time> · Reference …" (decision 030).
  const due = /^Due (\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M)/.exec((await page.getByTestId('payment-due').innerText()).trim())?.[1] ?? '';
  const instant = (text: string) => {
    const [, mm, dd, yyyy, hh, min, ap] = /^(\d{2})-(\d{2})-(\d{4}) (\d{2}):(\d{2}) ([AP])M$/.exec(text)!;
    return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), (Number(hh) % 12) + (ap === 'P' ? 12 : 0), Number(min));
  };
  expect(instant(due)).toBeGreaterThanOrEqual(instant(created));
  await expectAccessible(page);
});

test("Send Payment shows the payment scheduled at Northwind's Payment Time, 10:00 AM Chicago", async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment');
  await expect(page.getByText('Dates are in America/Chicago')).toBeVisible();
  await page.getByLabel('Vendor').selectOption({ label: 'Acme Paper (JPMorgan Chase ••2018)' });
  await page.getByLabel('Amount (USD)').fill('12.34');
  await page.getByLabel('Description').fill(`E2E payment time ${Date.now()}`);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByTestId('review-processing')).toHaveText(/^\d{2}-\d{2}-\d{4} 10:00 AM \(America\/Chicago\), standard ACH$/);
  await expectAccessible(page);
});

test('an administrator sees UTC until they pick a zone in their profile', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', LIST);
  await expect(page.getByTestId('time-zone-note')).toHaveText('All times are in UTC');
  await page.goto('/setup/profile');
  await page.getByLabel('Show times in').selectOption('America/Denver');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Time zone saved');
  await expectAccessible(page);
  await page.goto(LIST);
  await expect(page.getByTestId('time-zone-note')).toHaveText('All times are in America/Denver');
  // Back to UTC, as the other tests expect of the administrator.
  await page.goto('/setup/profile');
  await page.getByLabel('Show times in').selectOption('UTC');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Time zone saved');
  await page.goto(LIST);
  await expect(page.getByTestId('time-zone-note')).toHaveText('All times are in UTC');
});
