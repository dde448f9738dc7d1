import { expect, test, type Page } from './support/test';
import { fromZonedTime } from 'date-fns-tz';
import { expectAccessible, signInAt } from './support/pages';

const PAGE = '/on-demand/consumers?page=1';
const apiUrl = () => `http://127.0.0.1:${process.env.E2E_API_PORT}`;

async function gql(endpoint: string, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await fetch(`${apiUrl()}/${endpoint}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The admin runs one processing cycle as of the payment's due time (APP_ENV local), as a demo would. */
async function processPayment(purchaseId: string) {
  const { authorize } = await gql('auth', 'mutation($input: AuthorizeInput!) { authorize(input: $input) { accessToken } }', {
    input: { email: 'admin@payloft.test', password: 'Payloft#2026' },
  });
  const token = authorize.accessToken as string;
  const { paymentTransferTransactions } = await gql(
    'reports',
    'query($filter: PaymentTransferTransactionFilter) { paymentTransferTransactions(filter: $filter, limit: 1) { edges { node { dueDateTime { date time timezone } } } } }',
    { filter: { purchaseId } },
    token,
  );
  const due = paymentTransferTransactions.edges[0].node.dueDateTime;
  const at = new Date(fromZonedTime(`${due.date}T${due.time}:00`, due.timezone).getTime() + 60_000);
  await gql('core', 'mutation($at: String) { runProcessingCycle(at: $at) { failed succeeded } }', { at: at.toISOString() }, token);
}

async function openSendForm(page: Page, consumer: string) {
  await page.getByRole('link', { name: `Send payment to ${consumer}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Send payment to ${consumer}` })).toBeVisible();
}

test('the owner sends a consumer payment through the ACH confirmation step and finds it pending', async ({ page }, info) => {
  const reference = `E2E${info.project.name === 'js' ? 'JS' : 'NOJS'}${Date.now()}`;
  await signInAt(page, 'owner@bayside.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'On Demand' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On demand' }).getByRole('link', { name: 'Active Payments' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('consumer-row').filter({ hasText: 'Rosa Martinez' })).toContainText('••0001');
  await expectAccessible(page);

  await openSendForm(page, 'Maria Lopez');
  await page.getByLabel('Amount (USD)').fill('0');
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByText('The amount must be more than $0.00')).toBeVisible();
  await page.getByLabel('Amount (USD)').fill('25.40');
  await page.getByLabel('Reference number').fill(reference);
  await page.getByLabel('Description').fill('Detailing refund');
  // Nothing leaves before a review that says how and when, with a real day, never "the processing date".
  await page.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByTestId('payment-review');
  await expect(review.getByRole('heading', { name: 'Review payment' })).toBeVisible();
  await expect(review).toContainText('$25.40');
  await expect(review).toContainText(reference);
  await expect(review).toContainText(/As an instant payment: .* \(expected on \d{2}-\d{2}-\d{4}\)\./);
  await expectAccessible(page);
  await review.getByRole('button', { name: 'Send payment' }).click();

  const ach = page.getByTestId('ach-confirmation');
  await expect(ach.getByRole('heading', { name: 'Confirm ACH payment' })).toBeVisible();
  await expect(ach).toContainText('$25.40');
  await expect(ach).toContainText('you authorise us to send this payment by ACH');
  await expect(ach).toContainText(/it is expected there on \d{2}-\d{2}-\d{4}\./);
  await expect(ach).not.toContainText('processing date of the ACH network');
  await expectAccessible(page);
  await ach.getByRole('button', { name: 'Confirm ACH payment' }).click();

  // Scheduled by ACH, not sent: the toast says so, with its day.
  await expect(page.getByTestId('toast')).toHaveText(/^Payment scheduled: it goes by ACH and is expected in the consumer's bank on \d{2}-\d{2}-\d{4}\.$/);
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome).toContainText('Payment initiated');
  await expect(outcome.getByTestId('outcome-status')).toHaveText('Scheduled');
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'On demand' }).getByRole('link', { name: 'Pending' }).click();
  await expect(page).toHaveURL(/\/on-demand\/pending\?page=1$/);
  await expect(page.getByTestId('transaction-row').filter({ hasText: reference })).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'On demand' }).getByRole('link', { name: 'Completed' }).click();
  await expect(page.getByTestId('transaction-row').filter({ hasText: 'Brake service refund' })).toHaveCount(1);
  await expectAccessible(page);
});

test('a payment to the R01 consumer ends with the failure message after the processing cycle', async ({ page }) => {
  await signInAt(page, 'owner@bayside.test', PAGE);
  await openSendForm(page, 'Rosa Martinez');
  await page.getByLabel('Amount (USD)').fill('60.00');
  await page.getByLabel('Send by ACH (skip the instant payment attempt)').check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByTestId('payment-review')).toContainText(/By ACH: .* expected in the consumer's bank on \d{2}-\d{2}-\d{4}\./);
  await page.getByTestId('payment-review').getByRole('button', { name: 'Send payment' }).click();
  // Sent by ACH directly: no confirmation step.
  await expect(page.getByTestId('toast')).toContainText("Payment scheduled: it goes by ACH and is expected in the consumer's bank on");
  await expect(page).toHaveURL(/payment=PUR-/);
  const purchaseId = new URL(page.url()).searchParams.get('payment')!;

  await processPayment(purchaseId);
  await page.reload();
  const outcome = page.getByTestId('payment-outcome');
  await expect(outcome.getByRole('alert')).toContainText('Payment Failed! See Transactions - Failed for more details');
  await expect(outcome.getByTestId('outcome-status')).toHaveText('Failed');
  await expect(outcome).toContainText('R01');
  await expectAccessible(page);

  // The failure never disappears: On Demand › Failed lists it, and Rosa's row shows her last return.
  await page.getByRole('navigation', { name: 'On demand' }).getByRole('link', { name: 'Failed' }).click();
  await expect(page).toHaveURL(/\/on-demand\/failed\?page=1$/);
  const failedRow = page.getByTestId('transaction-row').filter({ hasText: purchaseId });
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow).toContainText('$60.00');
  await expect(failedRow).toContainText('Rosa Martinez');
  await expect(failedRow.locator('.payloft-pill')).toHaveText(/Failed|Returned/);
  await expectAccessible(page);
  await page.goto(PAGE);
  const rosa = page.getByTestId('consumer-row').filter({ hasText: 'Rosa Martinez' });
  await expect(rosa).toContainText('R01 Insufficient funds');
});

test('add consumer validates the routing number and adds an active consumer', async ({ page }, info) => {
  const lastName = `E2e${info.project.name === 'js' ? 'Js' : 'Nojs'}${Date.now()}`;
  await signInAt(page, 'owner@bayside.test', PAGE);
  await page.getByRole('link', { name: 'Add consumer' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add consumer' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('First name').fill('Lena');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Bank name').fill('Wells Fargo');
  await page.getByLabel('Routing number').fill('12200024');
  await page.getByLabel('Account number').fill('998877665544');
  await page.getByLabel('Account holder name').fill(`Lena ${lastName}`);
  await page.getByRole('button', { name: 'Add consumer' }).click();
  await expect(page.getByText('Routing Number must contain 9 characters')).toBeVisible();
  await page.getByLabel('Routing number').fill('122000248');
  await page.getByLabel('Account number').fill('998877665544');
  await page.getByRole('button', { name: 'Add consumer' }).click();
  await expect(page.getByText('Routing Number is not valid: please check the digits')).toBeVisible();
  await page.getByLabel('Routing number').fill('122000247');
  await page.getByLabel('Account number').fill('998877665544');
  await page.getByRole('button', { name: 'Add consumer' }).click();
  await expect(page.getByTestId('toast')).toHaveText('Consumer created successfully');
  await expect(page.getByTestId('consumer-row').filter({ hasText: lastName })).toContainText('••5544');
});
