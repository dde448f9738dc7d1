// Lists built for money and the payment lifecycle in the screens: sort by amount, a partial
// purchase ID search in any case, the date range error, a page past the end, cancel with a confirmation, the clerk sees
// no Approve, the approver sees who created each payment. JavaScript on and off (the projects), axe on every page.
import { DISPLAY, expect, test, type Page } from './support/test';
import { Messages } from '../../domain/messages';
import { MAX_PAYMENT_CENTS } from '../../domain/payment-forms';
import { createVendorPayment, payableVendorId, paymentById, rejectPayments, tokenOf } from './support/graphql';
import { expectAccessible, signOut, openFilters, signInAt, widthProblems } from './support/pages';

const rows = (page: Page) => page.getByTestId('transaction-row');

async function listReady(page: Page) {
  await expect
    .poll(() => page.locator('[data-list-search]').getAttribute('data-list-search'))
    .toBe(new URL(page.url()).search.slice(1));
}

async function columnTexts(page: Page, header: string): Promise<string[]> {
  await listReady(page);
  const headers = (await page.locator('table[aria-labelledby="list-heading"] thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}

const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100);

test('a completed list leads with the money, sorts by amount and finds part of a purchase ID in any case', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1');
  await listReady(page);
  const headers = (await page.locator('table[aria-labelledby="list-heading"] thead th').allTextContents()).map((h) => h.trim());
  expect(headers.slice(0, 6)).toEqual(['Amount', 'Recipient', 'Status', 'Due Date', 'Reference Number', 'Created']);
  expect(headers).not.toContain('Business');
  // The vendor filter offers the business's payable vendors (they come with the list's own service call).
  await expect(page.getByLabel('Vendor', { exact: true }).locator('option', { hasText: 'Acme Paper' })).toHaveCount(1);

  // At 1366 px what matters is on screen, not cut off behind a sideways scroll.
  await page.setViewportSize({ width: 1366, height: 768 });
  for (const header of ['Amount', 'Recipient', 'Status', 'Due Date', 'Reference Number', 'Created']) {
    const box = await page.getByRole('columnheader', { name: header, exact: true }).boundingBox();
    expect(box && box.x + box.width, header).toBeLessThanOrEqual(1366);
  }
  await page.getByRole('link', { name: 'Amount', exact: true }).click();
  await expect(page).toHaveURL(/sortParams=amountDesc/);
  const amounts = (await columnTexts(page, 'Amount')).map(cents);
  expect(amounts.length).toBeGreaterThanOrEqual(3);
  expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  await expect(page.getByRole('columnheader', { name: 'Amount', exact: true })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('link', { name: 'Amount', exact: true }).click();
  await expect(page).toHaveURL(/sortParams=amountAsc/);
  expect((await columnTexts(page, 'Amount')).map(cents)).toEqual([...amounts].reverse());

  const ids = await rows(page).locator('a[href^="/transactions/details/"]').allTextContents();
  const wanted = ids[0];
  const part = wanted.slice(4, 10).toLowerCase();
  await openFilters(page);
  await page.getByLabel('Purchase ID').fill(part);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`payloadFilter.purchaseId=${part}`));
  await listReady(page);
  await expect(rows(page).getByRole('link', { name: wanted })).toHaveCount(1);
  await expectAccessible(page);
});

test('"Date from" after "Date to" is an error, and a page past the end shows the last page', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/transactions/completed?page=1');
  await openFilters(page);
  await page.getByLabel('Date from').fill('2026-03-02');
  await page.getByLabel('Date to').fill('2026-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/payloadFilter.dateFrom=2026-03-02/);
  await expect(page.getByText(Messages.listDateFromAfterTo)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: Messages.listFiltersInvalid })).toBeVisible();
  await expect(page.getByLabel('Date from')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await page.goto('/transactions/completed?page=999&rows=10');
  await expect(page).toHaveURL(/[?&]page=\d+&rows=10$/);
  const status = (await page.getByTestId('page-status').textContent()) ?? '';
  const [, shown, of] = status.match(/Page (\d+) of (\d+)/) ?? [];
  expect(Number(shown)).toBe(Number(of));
  expect(await rows(page).count()).toBeGreaterThan(0);
});

test('an owner cancels a payment awaiting approval after confirming, from Upcoming', async ({ page }, info) => {
  const token = await tokenOf('owner@northwind.test');
  const acme = await payableVendorId(token, 'Acme Paper');
  const description = `Cancel me ${info.project.name} ${Date.now()}`;
  const created = await createVendorPayment(token, acme, 4_321, description);
  try {
    await signInAt(page, 'owner@northwind.test', `/transactions/upcoming?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
    await listReady(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).locator('.payloft-pill')).toHaveText('Awaiting approval');
    await rows(page).getByRole('link', { name: created.purchaseId }).click();
    await expect(page.getByTestId('payment-amount')).toHaveText('$43.21');
    await expect(page.getByTestId('payment-counterparty')).toHaveText('To Acme Paper');
    // The layout's breadcrumb leads back to where the owner came from, not to the payment's own list.
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toContainText('Upcoming Transactions');
    await page.getByRole('link', { name: 'Cancel payment' }).click();
    const confirm = page.getByTestId('payment-confirm');
    await expect(confirm).toContainText(Messages.confirmCancelPayment('$43.21', 'Acme Paper', '').slice(0, 40));
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Yes, cancel payment' }).click();
    await expect(page.getByTestId('toast')).toHaveText(Messages.paymentCanceled);
    await expect(page.getByTestId('payment-summary').locator('.payloft-pill')).toHaveText('Canceled');
    await expect(page.getByTestId('payment-actions')).toHaveCount(0);
    expect((await paymentById(token, created.id)).status).toBe('canceled');
  } finally {
    await rejectPayments(token, [created.id]).catch(() => undefined);
  }
});

test('the clerk sees no Approve or Reject; the approver sees who created each payment', async ({ page }, info) => {
  const token = await tokenOf('owner@northwind.test');
  const acme = await payableVendorId(token, 'Acme Paper');
  const created = await createVendorPayment(token, acme, 1_234, `Created by the owner ${info.project.name} ${Date.now()}`);
  try {
    await signInAt(page, 'clerk@northwind.test', `/transactions/forapproval?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
    await listReady(page);
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: /Approve|Reject/ })).toHaveCount(0);
    await expect(rows(page).getByRole('checkbox')).toHaveCount(0);
    // Without the rights to pay vendors there is no vendor filter to offer them.
    await expect(page.getByLabel('Vendor', { exact: true })).toHaveCount(0);
    await rows(page).getByRole('link', { name: created.purchaseId }).click();
    await expect(page.getByTestId('payment-amount')).toHaveText('$12.34');
    await expect(page.getByRole('link', { name: 'Approve payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Reject payment|Cancel payment/ })).toHaveCount(0);
    await expectAccessible(page);

    await signOut(page);
    await signInAt(page, 'owner@northwind.test', `/transactions/forapproval?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
    expect(await columnTexts(page, 'Created By')).toEqual(['Olivia Bennett (you)']);
    await expect(rows(page).getByRole('button', { name: `Approve ${created.purchaseId}` })).toBeVisible();
    await signOut(page);
    await signInAt(page, 'employee@northwind.test', `/transactions/forapproval?page=1&payloadFilter.purchaseId=${created.purchaseId}`);
    expect(await columnTexts(page, 'Created By')).toEqual(['Olivia Bennett']);
  } finally {
    await rejectPayments(token, [created.id]);
  }
});

test('For Approval on a 1366 px laptop: the largest payment, its Approve and Reject and every column fit the box', DISPLAY, async ({ page }, info) => {
  const token = await tokenOf('owner@northwind.test');
  const acme = await payableVendorId(token, 'Acme Paper');
  const created = await createVendorPayment(token, acme, MAX_PAYMENT_CENTS, `Largest ${info.project.name} ${Date.now()}`);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAt(page, 'owner@northwind.test', '/transactions/forapproval?page=1');
    await listReady(page);
    const row = rows(page).filter({ hasText: created.purchaseId });
    await expect(row).toContainText('$1,000,000.00');
    await expect(row.getByRole('button', { name: `Approve ${created.purchaseId}` })).toBeVisible();
    expect(await widthProblems(page)).toEqual([]);
  } finally {
    await rejectPayments(token, [created.id]);
  }
});
