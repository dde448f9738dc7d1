// A payment whose ACH file never reached the bank (decision 118), in the browser with JavaScript on and off: the
// administrator puts Northwind on the file rail of an account whose channel cannot connect (saving it says what
// failed), a cycle files Northwind's payment, and the owner reads "Not delivered to the bank" on the payment's page, in
// its list and on the dashboard, never "Sent to bank" or "Paid"; the administrator sees the file with Retry and Cancel.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test, OWN_CLOCK } from './support/test';
import { Messages } from '../../domain/messages';
import { formatCents } from '../../domain/money';
import { achRailLabel } from '../../domain/rails';
import { NOT_DELIVERED, statusLabel } from '../../domain/report-columns';
import { dueInstant, gqlAt, tokenOf, type CreatedPayment } from './support/graphql';
import { codeFor, expectAccessible, signIn, signInWithCode, signOut, turnOnEmailMfa, signInAt, widthProblems } from './support/pages';

// Its journeys on servers of their own run every processing cycle themselves: the servers' loop is off.
test.use({ ownServersEnv: OWN_CLOCK });

const ADMIN = 'admin@payloft.test';
const OWNER = 'owner@northwind.test';
const BUSINESS = 'Northwind Supply Co.';
const NOT_DELIVERED_LABEL = statusLabel(NOT_DELIVERED);

/** The administrator turns MFA on (the rail and the channel are MFA-gated) and signs in again with a code. */
async function adminWithMfa(page: Page) {
  await signIn(page, ADMIN);
  const on = await turnOnEmailMfa(page, ADMIN);
  await signOut(page);
  await signInWithCode(page, ADMIN);
  return codeFor(page, ADMIN, on);
}

/** Setup pages ask an administrator with MFA for a fresh code: sent, read from the outbox and confirmed. */
async function passSetupGate(page: Page, previousCode: string): Promise<string> {
  if (!new URL(page.url()).pathname.startsWith('/setup-verification')) return previousCode;
  await page.getByRole('button', { name: 'Send Code' }).click();
  const code = await codeFor(page, ADMIN, previousCode);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/setup-verification'));
  return code;
}

test('a payment whose file never reached the bank reads “Not delivered to the bank” everywhere the owner looks', async ({ ownServers: { page, servers } }) => {
  test.setTimeout(300_000);
  const api = servers.apiURL;
  // Taken before the administrator's MFA is on: the processing cycle is run through the services as in other journeys.
  const adminToken = await tokenOf(ADMIN, api);
  const ownerToken = await tokenOf(OWNER, api);

  // The channel first: saving tests the connection and says what failed, and nothing goes out through it yet.
  let lastCode = await adminWithMfa(page);
  await page.goto('/pa/setup/bank-accounts');
  lastCode = await passSetupGate(page, lastCode);
  await page.getByRole('link', { name: 'File channel of Operating account' }).click();
  await page.getByLabel('Host', { exact: true }).fill('bank-sftp.invalid');
  await page.getByLabel('User name').fill('payloft');
  await page.getByLabel('Password', { exact: true }).fill(`e2e-${randomUUID()}`);
  await page.getByLabel('Host key fingerprint').fill(`SHA256:${'A'.repeat(43)}`);
  await page.getByLabel('Upload folder').fill('/inbound');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('toast')).toContainText(Messages.fileChannelSaved);
  await expect(page.getByTestId('toast')).toContainText('bank-sftp.invalid');

  // Northwind onto that account's file rail.
  await page.goto(`/pa/businesses/dashboard?filter=${encodeURIComponent(BUSINESS)}`);
  await page.getByRole('link', { name: BUSINESS }).click();
  await expect(page.getByRole('heading', { level: 1, name: BUSINESS })).toBeVisible();
  const rail = page.getByRole('region', { name: 'Rail' });
  await rail.getByLabel(achRailLabel('Operating account')).check();
  await rail.getByRole('button', { name: 'Use this rail' }).click();
  if (new URL(page.url()).pathname.startsWith('/setup-verification')) {
    lastCode = await passSetupGate(page, lastCode);
    await page.getByRole('region', { name: 'Rail' }).getByLabel(achRailLabel('Operating account')).check();
    await page.getByRole('region', { name: 'Rail' }).getByRole('button', { name: 'Use this rail' }).click();
  }
  await expect(page.getByText(`${Messages.railAssigned}: ${achRailLabel('Operating account')}`)).toBeVisible();
  // MFA off again, as seeded: the services then take the administrator's earlier token for the cycle.
  await page.goto('/setup/profile');
  lastCode = await passSetupGate(page, lastCode);
  await page.getByRole('button', { name: 'Turn off MFA' }).click();
  await page.getByLabel('Verification code').fill(await codeFor(page, ADMIN, lastCode));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(Messages.mfaTurnedOff)).toBeVisible();

  // A payment, approved, and the cycle of its due time: the file is written, and its delivery fails.
  const { payableVendors } = await gqlAt<{ payableVendors: { id: string; name: string }[] }>(api, 'core', '{ payableVendors { id name } }', {}, ownerToken);
  const vendorId = payableVendors.find((v) => v.name === 'Cedar Office Furniture')!.id;
  const { createVendorPayment: created } = await gqlAt<{ createVendorPayment: CreatedPayment }>(
    api,
    'core',
    'mutation($input: CreateVendorPaymentInput!) { createVendorPayment(input: $input) { id status purchaseId dueDateTime { date time timezone } } }',
    { input: { vendorId, amount: 1_357_90, description: 'Invoice ND-E2E', idempotencyKey: randomUUID() } },
    ownerToken,
  );
  if (created.status === 'pendingApproval') {
    await gqlAt(api, 'core', 'mutation($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }', { ids: [created.id] }, ownerToken);
  }
  const { runProcessingCycle: report } = await gqlAt<{ runProcessingCycle: { filedPayments: number } }>(
    api,
    'core',
    'mutation($at: String) { runProcessingCycle(at: $at) { filedPayments } }',
    { at: new Date(dueInstant(created).getTime() + 60_000).toISOString() },
    adminToken,
  );
  expect(report.filedPayments).toBeGreaterThanOrEqual(1);

  // The owner: the payment's page, its list and the dashboard say where the money is.
  await signOut(page);
  await signInAt(page, OWNER, `/transactions/details/${created.id}`);
  await expect(page.getByTestId('payment-summary')).toContainText(NOT_DELIVERED_LABEL);
  await expect(page.getByTestId('payment-amount')).toHaveText('$1,357.90');
  await expect(page.getByText(/Sent to (the )?bank/i)).toHaveCount(0);
  await expect(page.getByText(/^Paid$/)).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/transactions/upcoming?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toContainText(NOT_DELIVERED_LABEL);
  // The cycle filed every Northwind payment due by then: the card counts them all, as the services do.
  const { businessDashboard } = await gqlAt<{ businessDashboard: { payments: { notDelivered: { count: number; amount: number } } } }>(
    api,
    'core',
    '{ businessDashboard { payments { notDelivered { count amount } } } }',
    {},
    ownerToken,
  );
  const { count, amount } = businessDashboard.payments.notDelivered;
  expect(count).toBeGreaterThanOrEqual(1);
  expect(amount).toBeGreaterThanOrEqual(1_357_90);
  await page.goto('/bo/executive-dashboard');
  await expect(page.getByTestId('stat-not-delivered')).toContainText(NOT_DELIVERED_LABEL);
  await expect(page.getByTestId('stat-not-delivered')).toContainText(`${count}${formatCents(amount)}`);
  await signOut(page);

  // The administrator: the file, not delivered, with its reason and Retry / Cancel.
  await signInAt(page, ADMIN, '/pa/setup/bank-accounts');
  await expect(page.getByTestId('ach-file-delivery').first()).toContainText(NOT_DELIVERED_LABEL);
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel file' }).first()).toBeVisible();
  // The longest status in the administrator's widest list (a Business column too) fits a laptop's 1366 px.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/transactions/upcoming?page=1');
  await expect(page.getByTestId('transaction-row').filter({ hasText: created.purchaseId })).toContainText(NOT_DELIVERED_LABEL);
  expect(await widthProblems(page)).toEqual([]);
});
