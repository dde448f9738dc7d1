/**
 * An invited vendor can be paid before it registers (decision 094), JavaScript on and off: the owner invites a vendor
 * from Add Vendor, pays it from Send Payment, and every step says the payment waits for the vendor's bank details; the
 * vendor hears who pays and how much, by e-mail and on the registration page its invitation opens (decision 140).
 */
import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { AwaitingBankDetailsMessages } from '../../domain/awaiting-bank-details';
import { formatCents } from '../../domain/money';
import { expectAccessible, latestMessageTo, signInAt, signOut } from './support/pages';

test('an owner pays a vendor it has only invited; the payment waits for the bank details and says so', async ({ page }, info) => {
  test.setTimeout(180_000);
  const name = `Waiting Reams ${info.project.name} ${Date.now() % 100_000}`;
  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment/add-vendor');
  await page.getByLabel('Invite the vendor to enter their own bank details').check();
  await page.getByLabel('Vendor name').fill(name);
  const email = `reams.${info.project.name}.${Date.now()}@example.test`;
  await page.getByLabel('Email').fill(email);
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

  // Approved (Northwind approves its payments), it waits for the vendor's registration: the vendor is told who pays and how much.
  const approve = page.getByRole('link', { name: 'Approve payment' });
  if (await approve.count()) {
    await approve.click();
    await page.getByTestId('payment-confirm').getByRole('button', { name: 'Confirm approval' }).click();
    await expect(page.getByTestId('toast')).toHaveText(Messages.paymentsApproved(1));
  }
  const waiting = AwaitingBankDetailsMessages.waitsForYou('Northwind Supply Co.', formatCents(4_500), 'INV-77');
  const news = await latestMessageTo(page, email, (body) => body.includes(waiting));
  expect(news).toContain(AwaitingBankDetailsMessages.vendorEmailHowTo('Northwind Supply Co.', email, '').split(';')[0]);
  const invitation = await latestMessageTo(page, email, (body) => body.includes('/registration/vendor?token='));
  const link = new URL(invitation.match(/https?:\/\/\S+\/registration\/vendor\?token=\S+/)![0]);
  await signOut(page);

  // The registration page its invitation opens names the waiting payment, above the mailbox step and the form.
  await page.goto(link.pathname + link.search);
  await expect(page.getByTestId('waiting-payments')).toContainText(AwaitingBankDetailsMessages.waitsForYouTitle(1));
  await expect(page.getByTestId('waiting-payments').getByRole('listitem')).toHaveText([waiting]);
  await expectAccessible(page);
});
