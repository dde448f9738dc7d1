// Transaction lists: filter, sort, page, reload to the same rows, open a payment's details with its
// history, approve/reject from For Approval, each role's scope, and axe on every list; JavaScript on and off.
import { expect, test, type Page, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { createVendorPayment, payableVendorId, rejectPayments, tokenOf } from './support/graphql';
import { expectAccessible, signIn, openFilters, signInAt } from './support/pages';

const rows = (page: Page) => page.getByTestId('transaction-row');

/** Waits until the list on screen is the one of the URL (with JavaScript, navigation renders a moment later). */
async function listReady(page: Page) {
  await expect
    .poll(() => page.locator('[data-list-search]').getAttribute('data-list-search'))
    .toBe(new URL(page.url()).search.slice(1));
}

/** The purchase IDs of the rows shown (each is the link to the payment's details). */
async function purchaseIds(page: Page): Promise<string[]> {
  await listReady(page);
  return rows(page).locator('a[href^="/transactions/details/"]').allTextContents();
}

/** The texts of one column, by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  await listReady(page);
  const headers = (await page.locator('table[aria-labelledby="list-heading"] thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}

async function totalOf(page: Page): Promise<number> {
  await listReady(page);
  const text = (await page.getByTestId('list-total').textContent()) ?? '';
  return Number(text.match(/\d+/)?.[0] ?? NaN);
}

test('an owner filters and sorts completed transactions, reloads to the same rows and opens a payment', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Completed Transactions' })).toBeVisible();
  const all = await purchaseIds(page);
  expect(all.length).toBeGreaterThanOrEqual(5);
  expect(await totalOf(page)).toBe(all.length);
  expect(new Set(await columnTexts(page, 'Status'))).toEqual(new Set(['Paid']));
  // A business user does not read their own name on every row.
  await expect(page.getByRole('columnheader', { name: 'Business' })).toHaveCount(0);

  // Sort by due date: descending first, then ascending; the order is the reverse of itself.
  await page.getByRole('link', { name: 'Due Date' }).click();
  await expect(page).toHaveURL(/sortParams=dateDesc/);
  const dueDesc = await columnTexts(page, 'Due Date');
  await page.getByRole('link', { name: 'Due Date' }).click();
  await expect(page).toHaveURL(/sortParams=dateAsc/);
  const dueAsc = await columnTexts(page, 'Due Date');
  const day = (d: string) => d.replace(/(\d\d)-(\d\d)-(\d{4})/, '$3$1$2');
  expect(dueAsc.map(day)).toEqual([...dueAsc.map(day)].sort());
  expect(dueDesc.map(day)).toEqual([...dueAsc.map(day)].reverse());
  const sorted = await purchaseIds(page);
  await page.reload();
  expect(await purchaseIds(page)).toEqual(sorted);

  // Filter by purchase ID through the form: one row, kept by the URL and the sort kept too.
  const wanted = sorted[1];
  await openFilters(page);
  await page.getByLabel('Purchase ID').fill(wanted);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`payloadFilter.purchaseId=${wanted}`));
  await expect(page).toHaveURL(/sortParams=dateAsc/);
  expect(await purchaseIds(page)).toEqual([wanted]);
  await expect(page.getByTestId('list-total')).toHaveText(Messages.listTotal(1));
  const filteredUrl = page.url();
  await page.goto(filteredUrl);
  expect(await purchaseIds(page)).toEqual([wanted]);
  await expectAccessible(page);

  // Open the payment: every field, the status history and the purchase's history.
  await rows(page).getByRole('link', { name: wanted }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Details' })).toBeVisible();
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Purchase ID' })).toContainText(wanted);
  const history = page.getByTestId('status-history-row');
  expect(await history.count()).toBeGreaterThanOrEqual(3);
  await expect(history.last()).toContainText('Paid');
  await expect(history.first()).toContainText('Created');
  await expect(history.filter({ hasText: 'Awaiting approval' })).toHaveCount(1);
  expect(await page.getByTestId('purchase-history-row').count()).toBeGreaterThanOrEqual(1);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Back to Completed Transactions' }).click();
  await expect(page).toHaveURL(filteredUrl);

  // Clear drops the filters and keeps the order.
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/purchaseId/);
  await expect(page).toHaveURL(/sortParams=dateAsc/);
  expect((await purchaseIds(page)).length).toBe(all.length);
});

test('with JavaScript the Purchase ID search filters as the user types, and the URL keeps the filter', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the same form submits with Apply (the test above)');
  await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1');
  const all = await purchaseIds(page);
  const wanted = all[2];
  // No Apply: 700 ms after the last keystroke the list is filtered (spec §9's request debounce).
  await openFilters(page);
  await page.getByLabel('Purchase ID').pressSequentially(wanted, { delay: 15 });
  await expect(page).toHaveURL(new RegExp(`payloadFilter.purchaseId=${wanted}`));
  expect(await purchaseIds(page)).toEqual([wanted]);
  await expect(page.getByLabel('Purchase ID')).toHaveValue(wanted);
  await expect(page.getByLabel('Purchase ID')).toBeFocused();
  // Bookmarkable: the same URL shows the same row.
  await page.goto(page.url());
  expect(await purchaseIds(page)).toEqual([wanted]);
  // Clear empties the field as well as the URL.
  await page.getByRole('link', { name: 'Clear' }).click();
  await expect(page).not.toHaveURL(/purchaseId=PUR/);
  expect((await purchaseIds(page)).length).toBe(all.length);
  await expect(page.getByLabel('Purchase ID')).toHaveValue('');
});

test('an owner pages through For Approval and rejects selected rows after confirming', async ({ page }) => {
  const token = await tokenOf('owner@northwind.test');
  const acme = await payableVendorId(token, 'Acme Paper');
  const created = [];
  for (let i = 0; i < 11; i += 1) created.push(await createVendorPayment(token, acme, 1_000 + i, `Paging test ${i}`));
  try {
    expect(new Set(created.map((p) => p.status))).toEqual(new Set(['pendingApproval']));
    await signInAt(page, 'owner@northwind.test', '/transactions/forapproval?page=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions For Approval' })).toBeVisible();
    const total = await totalOf(page);
    expect(total).toBeGreaterThanOrEqual(11);
    await page.getByRole('link', { name: '10 rows per page' }).click();
    await expect(page).toHaveURL(/rows=10/);
    const pages = Math.ceil(total / 10);
    await expect(page.getByTestId('page-status')).toHaveText(`Page 1 of ${pages}`);
    const seen: string[] = [];
    for (let n = 1; n <= pages; n += 1) {
      const ids = await purchaseIds(page);
      expect(ids.length).toBe(n < pages ? 10 : total - 10 * (pages - 1));
      seen.push(...ids);
      if (n === 2) {
        const url = page.url();
        await page.goto(url);
        expect(await purchaseIds(page)).toEqual(ids);
      }
      if (n < pages) {
        await page.getByRole('link', { name: 'Next' }).click();
        await expect(page).toHaveURL(new RegExp(`page=${n + 1}`));
      }
    }
    expect(new Set(seen).size).toBe(total);
    for (const p of created) expect(seen).toContain(p.purchaseId);

    // Back to page 1 (newest first): select two of ours, reject, confirm with a reason.
    await page.getByRole('link', { name: 'First' }).click();
    await expect(page).toHaveURL(/[?&]page=1&/);
    await listReady(page);
    const [a, b] = created.slice(-2);
    await page.getByRole('checkbox', { name: `Select ${a.purchaseId}` }).check();
    await page.getByRole('checkbox', { name: `Select ${b.purchaseId}` }).check();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const confirm = page.getByTestId('approval-confirm');
    await expect(confirm).toContainText(Messages.confirmReject(2, '$20.19'));
    await confirm.getByLabel('Reason (optional)').fill('Duplicate invoices');
    await confirm.getByRole('button', { name: 'Confirm rejection' }).click();
    await expect(page.getByTestId('toast')).toContainText(Messages.paymentsRejected(2));
    await expect(page).toHaveURL(/rows=10/);
    await listReady(page);
    await expect(page.getByTestId('list-total')).toHaveText(Messages.listTotal(total - 2));
    const left = await purchaseIds(page);
    expect(left).not.toContain(a.purchaseId);
    expect(left).not.toContain(b.purchaseId);

    // Nothing selected: the page says so and nothing changes.
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: Messages.selectPayments })).toBeVisible();
    await expectAccessible(page);
  } finally {
    await rejectPayments(token, created.map((p) => p.id));
  }
});

test('the admin narrows completed transactions to one business and reloads to the same rows', async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/transactions/completed?page=1');
  const businesses = await columnTexts(page, 'Business');
  expect(businesses).toContain('Northwind Supply Co.');
  await rows(page).getByRole('link', { name: 'Northwind Supply Co.' }).first().click();
  await expect(page).toHaveURL(/payloadFilter.businessId=/);
  expect(new Set(await columnTexts(page, 'Business'))).toEqual(new Set(['Northwind Supply Co.']));
  await expect(page.getByTestId('remove-business-filter')).toContainText('Northwind Supply Co.');
  const ids = await purchaseIds(page);
  expect(ids.length).toBe(businesses.filter((b) => b === 'Northwind Supply Co.').length);
  await page.reload();
  expect(await purchaseIds(page)).toEqual(ids);

  // Sort by creation, oldest first, within the filter.
  await page.getByRole('link', { name: 'Created', exact: true }).click();
  await expect(page).toHaveURL(/sortParams=createdAtAsc/);
  await expect(page).toHaveURL(/payloadFilter.businessId=/);
  expect(await purchaseIds(page)).toEqual([...ids].reverse());
  await page.getByTestId('remove-business-filter').click();
  await expect(page).not.toHaveURL(/businessId/);
  expect((await purchaseIds(page)).length).toBe(businesses.length);
});

test('a vendor manager sees only the payments to their vendor', async ({ page }) => {
  await signInAt(page, 'vendor@acme.test', '/transactions/completed?page=1');
  // They read who pays them (decision 084): Northwind, Acme Paper's only payer.
  const payers = await columnTexts(page, 'Payer');
  expect(payers.length).toBeGreaterThanOrEqual(2);
  expect(new Set(payers)).toEqual(new Set(['Northwind Supply Co.']));
  await rows(page).locator('a[href^="/transactions/details/"]').first().click();
  await expect(page.getByTestId('payment-counterparty')).toHaveText('From Northwind Supply Co.');
  await page.goto('/transactions/failed?page=1');
  for (const r of await columnTexts(page, 'Payer')) expect(r).toBe('Northwind Supply Co.');
  await page.goto('/transactions/upcoming?page=1');
  await expect(page).toHaveURL(/\/error-401$/);
});

const ADMIN_LISTS = [
  ['/transactions/upcoming?page=1', 'Upcoming Transactions'],
  ['/transactions/completed?page=1', 'Completed Transactions'],
  ['/transactions/failed?page=1', 'Failed Transactions'],
  ['/collections/completed?page=1', 'Completed Collections'],
  ['/collections/failed?page=1', 'Failed Collections'],
  ['/instant-collections/enabled?page=1', 'Instant Collections Consumers'],
  ['/instant-collections/pending?page=1', 'Pending Instant Collections Consumers'],
  ['/pa/transactions/subscription-payments?page=1', 'Subscription Payments'],
  ['/pa/transactions/test-payments?page=1', 'Test Payments'],
] as const;

test("every one of the admin's lists has its title, a total and no accessibility violations", DISPLAY, async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  for (const [path, title] of ADMIN_LISTS) {
    await test.step(title, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByTestId('list-total')).toBeVisible();
      await expectAccessible(page);
    });
  }
});

test('the admin sees returned payments with their code, consumers, and an empty state', DISPLAY, async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/transactions/failed?page=1');
  expect(await columnTexts(page, 'Return Code')).toContain('R03');
  await page.goto('/instant-collections/enabled?page=1');
  expect(await page.getByTestId('consumer-row').count()).toBeGreaterThanOrEqual(1);
  // The admin collects from no one, so invites no one here (the API would refuse both).
  await expect(page.getByRole('heading', { name: /^Invite a (consumer|customer business)$/ })).toHaveCount(0);
  await page.goto('/transactions/completed?page=1&payloadFilter.purchaseId=none-such');
  await expect(page.getByText(Messages.listEmpty)).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText(Messages.listTotal(0));
});

test('an owner with approval on sees For Approval with selectable rows, accessible', DISPLAY, async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/transactions/forapproval?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Transactions For Approval' })).toBeVisible();
  expect(await rows(page).count()).toBeGreaterThanOrEqual(1);
  await expect(rows(page).first().getByRole('checkbox')).toBeVisible();
  await expectAccessible(page);
});
