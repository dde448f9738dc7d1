// The payments engine end to end, JavaScript on and off: a vendor payment waits for approval, is
// approved in the browser, a processing cycle sends it and it shows as completed with success; a payment to the
// sandbox's R03 account ends in Failed with R03. Payments are created and cycles run through the API (setup);
// approving and reading the outcome happen in the browser.
import { expect, test, type Page } from './support/test';
import { returnReason } from '../../domain/ach-returns';
import { Messages } from '../../domain/messages';
import {
  createVendorPayment,
  dueInstant,
  gql,
  payableVendorId,
  paymentById,
  runProcessingCycle,
  tokenOf,
} from './support/graphql';
import { expectAccessible, latestMessageTo, openFilters, signIn, signInAt } from './support/pages';

const rows = (page: Page) => page.getByTestId('transaction-row');

/** Shows one list filtered by purchase ID through the filter form (as a person would). */
async function findByPurchaseId(page: Page, path: string, purchaseId: string) {
  await page.goto(`${path}?page=1`);
  await openFilters(page);
  await page.getByLabel('Purchase ID').fill(purchaseId);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`payloadFilter.purchaseId=${purchaseId}`));
}

test('a vendor payment is approved in For Approval, processed by a cycle and completed with success', async ({ page }) => {
  const owner = await tokenOf('owner@northwind.test');
  const admin = await tokenOf('admin@payloft.test');
  const vendorId = await payableVendorId(owner, 'Cedar Office Furniture');
  const created = await createVendorPayment(owner, vendorId, 2_468_10, 'Invoice CF-E2E');
  // Northwind holds the Approval product with approval on (demo data): the payment waits.
  expect(created.status).toBe('pendingApproval');

  await signIn(page, 'owner@northwind.test');
  // Northwind's e-mail settings flag is on (demo data): its owner hears that the payment needs approval.
  const asked = await latestMessageTo(page, 'owner@northwind.test', (body) => body.includes(created.purchaseId));
  expect(asked).toContain('is waiting for approval');
  expect(asked).toContain(`/transactions/details/${created.id}`);
  await findByPurchaseId(page, '/transactions/forapproval', created.purchaseId);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('$2,468.10');
  await rows(page).getByRole('button', { name: `Approve ${created.purchaseId}` }).click();
  const confirm = page.getByTestId('approval-confirm');
  await expect(confirm).toContainText(Messages.confirmApprove(1, '$2,468.10'));
  await confirm.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(page.getByTestId('toast')).toContainText(Messages.paymentsApproved(1));
  await expect(page.getByText(Messages.listEmpty)).toBeVisible();
  // The approver sees who created each payment (nobody in the filtered list now: the one row was approved).

  const approved = await paymentById(owner, created.id);
  expect(approved.status).toBe('scheduled');
  await findByPurchaseId(page, '/transactions/upcoming', created.purchaseId);
  // The address bar changes a moment before the filtered rows render: wait for the one row (the count retries).
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Scheduled');

  const report = await runProcessingCycle(admin, dueInstant(approved));
  expect(report.filedPayments + report.succeeded).toBeGreaterThanOrEqual(1);
  // Northwind's bank takes NACHA files: a filed entry is 'processing' until its settlement date, a banking day
  // or two later, so the cycle runs day by day until the bank's settlement.
  let at = dueInstant(approved);
  for (let day = 0; day < 7 && (await paymentById(owner, created.id)).status === 'processing'; day += 1) {
    at = new Date(at.getTime() + 24 * 3600_000);
    await runProcessingCycle(admin, at);
  }
  expect((await paymentById(owner, created.id)).status).toBe('success');
  const sent = await latestMessageTo(page, 'employee@northwind.test', (body) => body.includes(created.purchaseId) && body.includes('was sent to the bank'));
  expect(sent).toContain('$2,468.10');

  await findByPurchaseId(page, '/transactions/completed', created.purchaseId);
  await expect(rows(page)).toHaveCount(1);
  // Paid only once the bank settled it (a NACHA entry is Sent to bank until then).
  await expect(rows(page)).toContainText('Paid');
  await rows(page).getByRole('link', { name: created.purchaseId }).click();
  const history = page.getByTestId('status-history-row');
  await expect(history.first()).toContainText('Created');
  await expect(history.filter({ hasText: 'Awaiting approval' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Sent to bank' }).first()).toBeVisible();
  await expect(history.last()).toContainText('Paid');
  // Sent when its ACH file was written, Settled on its settlement date, both with their dates.
  await expect(page.getByTestId('payment-field').filter({ has: page.getByRole('rowheader', { name: 'Sent to bank', exact: true }) })).toContainText(/\d{2}-\d{2}-\d{4}/);
  await expect(page.getByTestId('payment-field').filter({ has: page.getByRole('rowheader', { name: 'Settled', exact: true }) })).toContainText(/\d{2}-\d{2}-\d{4}/);
});

test('a payment to the sandbox account 000000000003 ends in Failed with R03', async ({ page }) => {
  // Bayside's bank is the sandbox rail. Its vendor gets the R03 account for this payment only, and its usual account
  // back once the payment is sent (a change before would carry the unsent payment to the new account, decision 121).
  const owner = await tokenOf('owner@bayside.test');
  const admin = await tokenOf('admin@payloft.test');
  const vendorId = await payableVendorId(owner, 'Pacific Auto Parts');
  const setAccount = (accountNumber: string) =>
    gql(
      'core',
      `mutation($vendorId: ID!, $input: BankAccountInput!) { setVendorBankAccount(vendorId: $vendorId, input: $input) { last4 } }`,
      { vendorId, input: { bankName: 'Wells Fargo', routingNumber: '122000247', accountNumber, accountHolderName: 'Pacific Auto Parts' } },
      owner,
    );
  await setAccount('000000000003');
  let created;
  let report;
  try {
    created = await createVendorPayment(owner, vendorId, 310_00, 'Brake pads R03');
    expect(created.status).toBe('scheduled');
    report = await runProcessingCycle(admin, dueInstant(created));
  } finally {
    await setAccount('5561200934');
  }
  expect(report.failed).toBeGreaterThanOrEqual(1);

  await signIn(page, 'owner@bayside.test');
  await findByPurchaseId(page, '/transactions/failed', created.purchaseId);
  await expect(rows(page)).toHaveCount(1);
  // The code once, and the reason in words (never the code twice).
  await expect(rows(page)).toContainText('R03');
  await expect(rows(page)).toContainText('No account / unable to locate account');
  await expect(rows(page)).not.toContainText('R03 R03');
  await expect(rows(page)).toContainText('$310.00');
  await rows(page).getByRole('link', { name: created.purchaseId }).click();
  await expect(page.getByTestId('payment-failure')).toHaveText(`R03 ${returnReason('R03')}`);
  await expect(page.locator('main')).not.toContainText('R03 R03');
  await expect(page.getByTestId('status-history-row').last()).toContainText('Failed');
});

test('a bill being paid shows its payment at once, cannot be chosen again, and its page speaks one language', async ({ page }, info) => {
  // Each project pays a bill of its own Xero payee (one with bank details in the sandbox), enabled first if need be.
  const payee = `${info.project.name === 'js' ? 'Ironclad Security Systems' : 'Keystone Freight Lines'} (Xero)`;
  const bills = '/business/integration/xero/list/enabled';
  await signInAt(page, 'owner@northwind.test', `/manage-payees/xero/disabled?page=1&nameFilter=${encodeURIComponent(payee)}`);
  const enable = page.getByRole('button', { name: `Enable ${payee}`, exact: true });
  if ((await enable.count()) > 0) {
    await enable.click();
    await expect(page.getByTestId('toast')).toHaveText('1 payee enabled.');
  }
  await page.goto(bills);
  const choose = page.getByTestId('bill-row').filter({ hasText: payee }).getByRole('checkbox').first();
  const billNumber = (await choose.getAttribute('aria-label'))!.replace(/^Select bill /, '').replace(` of ${payee}`, '');
  const row = page.getByTestId('bill-row').filter({ hasText: payee }).filter({ has: page.getByRole('cell', { name: billNumber, exact: true }) });
  await expect(row).toContainText('Open');
  await choose.check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();

  // Northwind approves payments: the toast says what happened and what happens next, and the bill shows its payment
  // at once, with no box to choose it again.
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentInitiatedNext(1, 1));
  await expect(row.getByRole('link', { name: 'Awaiting approval' })).toBeVisible();
  await expect(row.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page);

  // The payment's page: one status vocabulary (header and history agree), the bill number as its reference, the
  // approver by name as its creator is, and the way back to the bills.
  await row.getByRole('link', { name: 'Awaiting approval' }).click();
  await expect(page).toHaveURL(/\/transactions\/details\//);
  await expect(page.getByTestId('payment-summary')).toContainText('Awaiting approval');
  await expect(page.getByTestId('purchase-history-row')).toContainText('Awaiting approval');
  await expect(page.getByTestId('payment-due')).toContainText(`Reference ${billNumber}`);
  await page.getByRole('link', { name: 'Approve payment' }).click();
  await page.getByTestId('payment-confirm').getByRole('button', { name: 'Confirm approval' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentsApproved(1));
  await expect(page.getByTestId('payment-summary')).toContainText('Scheduled');
  await expect(page.getByTestId('purchase-history-row')).toContainText('Scheduled');
  await expect(page.getByTestId('status-history-row').last()).toContainText('Approved by Olivia Bennett');
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Created' })).toContainText('Olivia Bennett');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Xero Integration' }).click();
  await expect(page).toHaveURL(new RegExp(`${bills}$`));
  await expect(row.getByRole('link', { name: 'Scheduled' })).toBeVisible();
  await expect(row.getByRole('checkbox')).toHaveCount(0);
});
