// Pay Bills offers invited vendors (decision 094), JavaScript on and off: a QuickBooks payee without bank details is
// invited from its row and enabled; its bill shows Send Payment's note, is reviewed with it, and its payment waits for
// approval, then for the vendor's bank details. Each project pays another payee's bills over the one database.
import { expect, test, type Page } from './support/test';
import { AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { Messages } from '../../domain/messages';
import { expectAccessible, signInAt } from './support/pages';

const toast = (page: Page) => page.getByTestId('toast');
const row = (page: Page, name: string) => page.getByTestId('payee-row').filter({ hasText: name });

test("an invited payee's bill is paid before the vendor registers, with Send Payment's note", async ({ page }, info) => {
  test.setTimeout(120_000);
  const name = info.project.name === 'js' ? 'Juniper IT Consulting' : 'Harborview Catering';
  await signInAt(page, 'owner@northwind.test', `/manage-payees/quickbooks/disabled?page=1&nameFilter=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `Invite ${name} to enter bank details` }).click();
  await page.getByLabel('Email', { exact: true }).fill(`bills-${info.project.name}-${Date.now()}@vendor.example`);
  await page.getByRole('button', { name: 'Send and show link to copy' }).click();
  await expect(page.getByTestId('invitation-link')).toBeVisible();
  await page.goto(`/manage-payees/quickbooks/disabled?page=1&nameFilter=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Enable ${name}`, exact: true }).click();
  await expect(toast(page)).toHaveText('1 payee enabled.');
  await expect(row(page, name)).toHaveCount(0);

  await page.goto('/business/integration/quickbooks/list/enabled');
  const bills = page.getByTestId('bill-row').filter({ hasText: name });
  const count = await bills.count();
  expect(count).toBeGreaterThan(0);
  for (const bill of await bills.all()) await expect(bill).toContainText(AwaitingBankDetailsMessages.note(name));
  await expectAccessible(page);
  for (const checkbox of await bills.getByRole('checkbox').all()) await checkbox.check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await expect(page.getByTestId('bills-review')).toContainText(count === 1 ? '1 bill' : `${count} bills`);
  await expect(page.getByTestId('bills-review-awaiting')).toHaveCount(count);
  await expect(page.getByTestId('bills-review-awaiting').first()).toContainText(AwaitingBankDetailsMessages.note(name));
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  // Northwind approves payments: each waits for approval first, then for the vendor's bank details.
  await expect(page).toHaveURL(/\/business\/integration\/quickbooks\/list\/enabled$/);
  await expect(toast(page)).toHaveText(Messages.paymentInitiatedNext(count, count));
  await expect(bills.getByRole('link', { name: 'Awaiting approval' })).toHaveCount(count);
  await expect(bills.getByRole('checkbox')).toHaveCount(0);
});
