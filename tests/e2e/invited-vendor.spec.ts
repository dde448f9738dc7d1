/**
 * An invited vendor can be paid before it registers (decision 094), JavaScript on and off: the owner invites a vendor
 * from Add Vendor, pays it from Send Payment, and every step says the payment waits for the vendor's bank details.
 */
import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { signInAt } from './support/pages';

test('an owner pays a vendor it has only invited; the payment waits for the bank details and says so', async ({ page }, info) => {
  test.setTimeout(180_000);
  const name = `Waiting Reams ${info.project.name} ${Date.now() % 100_000}`;
  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment/add-vendor');
  await page.getByLabel('Invite the vendor to enter their own bank details').check();
  await page.getByLabel('Vendor name').fill(name);
  await page.getByLabel('Email').fill(`reams.${info.project.name}.${Date.now()}@example.test`);
  await page.getByLabel('Address').fill('9 Pier Rd');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/transactions\/send-payment$/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.vendorInvited(name));

  // Offered at once, with the note that it waits for the vendor.
  await page.getByLabel('Vendor').selectOption({ label: `${name} (invited: waiting for bank details)` });
  // The note under the vendor list speaks of the vendor, not of a payment that does not exist yet.
  await expect(page.getByTestId('awaiting-vendors-note')).toContainText(AwaitingBankDetailsMessages.listNote(name));
  const description = `Reams ${info.project.name} ${Date.now()}`;
  await page.getByLabel('Amount (USD)').fill('45.00');
  await page.getByLabel('Invoice or reference number').fill('INV-77');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByTestId('review-account')).toHaveText(AwaitingBankDetailsMessages.note(name));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Approvals on: it goes for approval first; approvals off: its page. Either way its page says it waits for the details.
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('Payment initiated.');
  if (!/\/transactions\/details\//.test(page.url())) {
    const row = page.getByTestId('transaction-row').filter({ hasText: description });
    await expect(row).toContainText('$45.00');
    await row.getByRole('link', { name: /^PUR-/ }).click();
    await expect(page).toHaveURL(/\/transactions\/details\//);
  }
  await expect(page.getByTestId('awaiting-bank-details')).toHaveText(AwaitingBankDetailsMessages.page(name));
});
