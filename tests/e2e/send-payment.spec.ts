import { expect, test, type Page } from './support/test';
import { expectAccessible, signInAt } from './support/pages';
import { Messages } from '../../domain/messages';
import { BankingCalendar } from '../../domain/calendar';
import { openSameDayWindow } from '../../domain/same-day-ach';

const PAGE = '/transactions/send-payment';
const ACME = 'Acme Paper (JPMorgan Chase ••2018)';

async function fillStepOne(page: Page, description: string, amount = '1,234.56') {
  await page.getByLabel('Vendor').selectOption({ label: ACME });
  await page.getByLabel('Amount (USD)').fill(amount);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Confirm the payment' })).toBeVisible();
}

const forApprovalRows = (page: Page, description: string) => page.getByTestId('transaction-row').filter({ hasText: description });

test('the owner sends a vendor payment through both steps and finds it waiting for approval', async ({ page }, info) => {
  const description = `E2E ${info.project.name} invoice ${Date.now()}`;
  await signInAt(page, 'owner@northwind.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Send Payment' })).toBeVisible();
  await expectAccessible(page);

  // Server-side validation with the spec's messages.
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('12.345');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('Enter an amount in dollars, e.g. 125.50')).toBeVisible();
  await expectAccessible(page);

  // The vendor's invoice number rides along as the payment's reference.
  await page.getByLabel('Invoice or reference number').fill('INV-1042');
  await fillStepOne(page, description);
  await expect(page.getByTestId('review-vendor')).toHaveText('Acme Paper');
  await expect(page.getByTestId('review-reference')).toHaveText('INV-1042');
  // Which of the business's accounts pays, and when the money should be in the vendor's bank (as BILL shows both).
  await expect(page.getByTestId('review-paid-from')).toHaveText(/ ending \d{4}$/);
  await expect(page.getByTestId('review-arrival')).toHaveText(/^\d{2}-\d{2}-\d{4} in the vendor's bank$/);
  // One name for the day in both steps: the field asked for a Due date, the review shows the Due date.
  await expect(page.getByTestId('payment-review').getByText('Due date', { exact: true })).toBeVisible();
  await expect(page.getByText('Processing date')).toHaveCount(0);
  await expect(page.getByTestId('review-account')).toHaveText('JPMorgan Chase ending 2018');
  await expect(page.getByTestId('review-amount')).toHaveText('$1,234.56');
  await expect(page.getByTestId('review-processing')).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2} [AP]M \(America\/Chicago\), standard ACH$/);
  await expect(page.getByTestId('review-approval')).toHaveText('This payment will wait for approval before it is processed.');
  await expectAccessible(page);

  // Back keeps what was typed.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Description')).toHaveValue(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
  // Northwind approves payments: the toast says it went for approval, not that it is on its way.
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentInitiatedNext(1, 1));
  await expect(forApprovalRows(page, description)).toHaveCount(1);
  await expect(forApprovalRows(page, description)).toContainText('$1,234.56');
  await forApprovalRows(page, description).getByRole('link', { name: /^PUR-/ }).click();
  await expect(page.getByTestId('payment-due')).toContainText('Reference INV-1042');
  await expect(page.getByRole('link', { name: 'Back to Transactions For Approval' })).toBeVisible();
});

test('a double submit of the confirm step creates one payment', async ({ page, baseURL }, info) => {
  const description = `E2E ${info.project.name} double ${Date.now()}`;
  await signInAt(page, 'owner@northwind.test', PAGE);
  await fillStepOne(page, description, '77.10');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Confirm' }) });
  const fields: Record<string, string> = { intent: 'confirm' };
  for (const input of await form.locator('input[type="hidden"]').all()) {
    fields[(await input.getAttribute('name'))!] = (await input.getAttribute('value')) ?? '';
  }
  expect(fields.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  // Two submits racing (a double click, or a second tab), then the page's own button: one payment.
  const post = () => page.request.post(PAGE, { form: fields, headers: { origin: baseURL! }, maxRedirects: 0 });
  const answers = await Promise.all([post(), post()]);
  for (const answer of answers) {
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe('/transactions/forapproval?page=1');
  }
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
  await expect(forApprovalRows(page, description)).toHaveCount(1);
});

test('Same Day ACH is the payer’s explicit choice, with its cutoff shown in the business’s zone', async ({ page }, info) => {
  // Same Day's windows follow the real clock here: what the page must say is worked out from the same instant.
  const openNow = () => openSameDayWindow(new Date(), new BankingCalendar()) !== null;
  const open = openNow();
  const description = `E2E ${info.project.name} same day ${Date.now()}`;
  await signInAt(page, 'owner@northwind.test', PAGE);
  const cutoff = page.getByTestId('same-day-cutoff');
  await expect(cutoff).toContainText('Same Day ACH settles today, at most $1,000,000.00, due date today.');
  await expect(cutoff).toContainText(
    open
      ? /Cutoff \d{2}:\d{2} [AP]M today; settles at \d{2}:\d{2} [AP]M today \(times in America\/Chicago\)\.$/
      : /Closed for today; the next window's cutoff is \d{2}:\d{2} [AP]M on \d{2}-\d{2}-\d{4} \(times in America\/Chicago\)\.$/,
  );
  const sameDay = page.getByLabel('Send as Same Day ACH');
  await expect(sameDay).not.toBeChecked();
  await expectAccessible(page);
  if (!open) {
    // After the cutoff Same Day is not offered, and a post that asks for it anyway is refused at the review, before
    // anything is promised, in the business's zone and the product's date format.
    await expect(sameDay).toBeDisabled();
    const idempotencyKey = await page.locator('input[name="idempotencyKey"]').first().inputValue();
    const vendorId = await page.getByLabel('Vendor').locator('option').nth(1).getAttribute('value');
    const origin = new URL(page.url()).origin;
    const posted = await page.request.post(PAGE, {
      form: { intent: 'review', vendorId: vendorId!, amount: '25.00', dueDate: await page.getByLabel('Due date').inputValue(), sameDayAch: 'on', idempotencyKey },
      headers: { origin },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(400);
    const body = await posted.text();
    expect(body).toMatch(/Same Day ACH is closed for today: the next window&#x27;s cutoff is \d{2}:\d{2} [AP]M on \d{2}-\d{2}-\d{4} \(times in America\/Chicago\)/);
    expect(body).not.toContain('Step 2 of 2');
    return;
  }

  // Same Day goes today: a later due date is refused on the field.
  await sameDay.check();
  const today = await page.getByLabel('Due date').inputValue();
  const [y, m, d] = today.split('-').map(Number);
  await page.getByLabel('Due date').fill(new Date(Date.UTC(y, m - 1, d + 3)).toISOString().slice(0, 10));
  await page.getByLabel('Vendor').selectOption({ label: ACME });
  await page.getByLabel('Amount (USD)').fill('25.00');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('A Same Day ACH payment is sent today: set the due date to today, or untick Same Day ACH.')).toBeVisible();
  await expect(page.getByLabel('Send as Same Day ACH')).toBeChecked();
  await page.getByLabel('Due date').fill(today);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Confirm the payment' })).toBeVisible();
  await expect(page.getByTestId('review-processing')).toHaveText(/^Today, as Same Day ACH \((Cutoff|Closed for today)/);

  // Back keeps the choice.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('Send as Same Day ACH')).toBeChecked();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'Same Day ACH is closed for today' });
  await expect(page.getByTestId('toast').or(refused).first()).toBeVisible();
  // The day's last window closed while the test ran (it started seconds before 16:45 ET): either answer was right.
  if (openNow() !== open) return;
  if (open) {
    await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
    await expect(page.getByTestId('toast')).toHaveText(Messages.paymentInitiatedNext(1, 1));
    await expect(forApprovalRows(page, description)).toHaveCount(1);
  } else {
    await expect(refused).toBeVisible();
  }
});
