/**
 * Vendors, JavaScript on and off: an owner adds a vendor by hand from Send Payment and pays it; the
 * vendor manager changes the bank account, and Northwind sees the next payment held for its approval.
 */
import { expect, test, type Page } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, latestMessageTo, signIn, signOut, signInAt, widthProblems } from './support/pages';
import { createVendorPayment, gql, payableVendorId, tokenOf } from './support/graphql';

async function fillProfile(page: Page, name: string, email = 'ap@example.test') {
  await page.getByLabel('Vendor name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Address').fill('9 Pier Rd');
  await page.getByLabel('City').fill('Seattle');
  await page.getByLabel('State').selectOption('WA');
  await page.getByLabel('ZIP code').fill('98101');
}

async function fillBank(page: Page, holder: string, accountNumber: string, confirm: string) {
  await page.getByLabel('Bank name').fill('Puget Sound Bank');
  await page.getByLabel('Routing number').fill('125000024');
  await page.getByLabel('Account number', { exact: true }).fill(accountNumber);
  await page.getByLabel('Account number again').fill(confirm);
  await page.getByLabel('Account holder name').fill(holder);
}

async function fillVendor(page: Page, name: string, confirm: string) {
  await fillProfile(page, name);
  await fillBank(page, name, '000123456789', confirm);
}

test('an owner adds a vendor by hand from Send Payment and pays it', async ({ page }, info) => {
  test.setTimeout(180_000);
  const name = `Pier Nine ${info.project.name}`;
  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment');
  await page.getByRole('link', { name: 'Add vendor' }).click();
  await expect(page).toHaveURL(/\/transactions\/send-payment\/add-vendor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add Vendor' })).toBeVisible();
  await expectAccessible(page);

  // A name Northwind already pays, and account numbers that differ.
  await fillVendor(page, 'Acme Paper', '000123456780');
  await page.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page.getByText(Messages.accountNumbersMismatch)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Account number again').fill('000123456789');
  await page.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page.getByLabel('Vendor name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(Messages.duplicateName).first()).toBeVisible();

  await fillVendor(page, name, '000123456789');
  await page.getByRole('button', { name: 'Add vendor' }).click();
  await expect(page).toHaveURL(/\/transactions\/send-payment\?vendorId=/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.vendorAdded(name));
  const chosen = `${name} (Puget Sound Bank ••6789)`;
  await expect(page.getByLabel('Vendor').locator('option:checked')).toHaveText(chosen);

  const description = `Ropes ${info.project.name} ${Date.now()}`;
  await page.getByLabel('Amount (USD)').fill('310.00');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByTestId('review-vendor')).toHaveText(name);
  await expect(page.getByTestId('review-account')).toHaveText('Puget Sound Bank ending 6789');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentInitiatedNext(1, 1));
  await expect(page.getByTestId('transaction-row').filter({ hasText: description })).toContainText('$310.00');
});

test('an owner invites a vendor to enter their own bank details instead', async ({ page }, info) => {
  test.setTimeout(120_000);
  const name = `Invited Ropes ${info.project.name}`;
  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment/add-vendor');
  // No state is chosen for the owner, and a vendor needs one (spec §5).
  await expect(page.getByLabel('State')).toHaveValue('');
  await expect(page.getByTestId('add-vendor-bank-fields')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add vendor' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // Inviting hides the bank fields (the vendor enters them) and the button says what it does, with or without a script.
  await page.getByLabel('Invite the vendor to enter their own bank details').check();
  await expect(page.getByTestId('add-vendor-bank-fields')).toBeHidden();
  await expect(page.getByLabel('Bank name')).toBeHidden();
  await expect(page.getByTestId('add-vendor-invite-note')).toHaveText(Messages.vendorInviteNote);
  await expect(page.getByRole('button', { name: 'Add vendor' })).toHaveCount(0);
  await page.getByLabel('Vendor name').fill(name);
  await page.getByLabel('Email').fill(`invited.${info.project.name}@example.test`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByLabel('State')).toHaveAttribute('aria-invalid', 'true');
  // Still inviting after the refusal: the bank fields stay hidden.
  await expect(page.getByTestId('add-vendor-bank-fields')).toBeHidden();
  await expectAccessible(page);

  await fillProfile(page, name, `invited.${info.project.name}@example.test`);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/transactions\/send-payment$/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.vendorInvited(name));
});

/** The texts of one column of the list's table, by its header. */
async function columnOf(page: Page, header: string): Promise<string[]> {
  const table = page.locator('table[aria-labelledby="list-heading"]');
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  return page.getByTestId('transaction-row').evaluateAll((trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement).innerText.trim()), index);
}

test('the vendor manager reads who pays them, what is on its way and when, in their own time zone', async ({ page }, info) => {
  test.setTimeout(120_000);
  // Northwind schedules a payment to Acme Paper (approved at once if a payout change from another test holds it).
  const owner = await tokenOf('owner@northwind.test');
  const description = `On its way ${info.project.name} ${Date.now()}`;
  const payment = await createVendorPayment(owner, await payableVendorId(owner, 'Acme Paper'), 12_345, description);
  if (payment.status === 'pendingApproval') await gql('core', 'mutation($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }', { ids: [payment.id] }, owner);

  await signInAt(page, 'vendor@acme.test', '/transactions/completed?page=1');
  const payers = await columnOf(page, 'Payer');
  expect(payers.length).toBeGreaterThanOrEqual(1);
  expect(new Set(payers)).toEqual(new Set(['Northwind Supply Co.']));
  await expect(page.locator('table[aria-labelledby="list-heading"] thead')).not.toContainText('Recipient');
  // Completed money arrived: the column says Settled, not Expected.
  await expect(page.locator('table[aria-labelledby="list-heading"] thead')).toContainText('Settled');
  await expect(page.locator('table[aria-labelledby="list-heading"] thead')).not.toContainText('Expected');

  // Incoming is in the vendor's menu: what is scheduled or at the bank, with when it is expected.
  await expect(page.getByTestId('side-menu').locator('a[href^="/transactions/incoming"]')).toHaveCount(1);
  await page.goto('/transactions/incoming?page=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Incoming Payments' })).toBeVisible();
  const row = page.getByTestId('transaction-row').filter({ hasText: description });
  await expect(row).toContainText('$123.45');
  await expect(row).toContainText('Northwind Supply Co.');
  await expect(row.locator('.payloft-pill')).toHaveText('Scheduled');
  expect((await columnOf(page, 'Expected')).every((d) => /^\d{2}-\d{2}-\d{4}$/.test(d))).toBe(true);
  await expect(page.getByText('All times are in UTC')).toBeVisible();
  await expectAccessible(page);

  // The payment's page says who it is from, and leads back to Incoming.
  await row.getByRole('link', { name: /^PUR-/ }).click();
  await expect(page.getByTestId('payment-counterparty')).toHaveText('From Northwind Supply Co.');
  await expect(page.getByRole('link', { name: 'Back to Incoming Payments' })).toBeVisible();
  await expectAccessible(page);

  // The vendor's own zone, chosen once in the profile, reads every time.
  await page.goto('/setup/profile');
  await page.getByLabel('Show times in').selectOption('America/Los_Angeles');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.profileTimeZoneSaved);
  await page.goto('/transactions/incoming?page=1');
  await expect(page.getByText('All times are in America/Los_Angeles')).toBeVisible();
  await page.goto('/setup/profile');
  await page.getByLabel('Show times in').selectOption('UTC');
  await page.getByRole('button', { name: 'Save time zone' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.profileTimeZoneSaved);
  // The upcoming list of the payer stays the payer's.
  await page.goto('/transactions/upcoming?page=1');
  await expect(page).toHaveURL(/\/error-401$/);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the vendor manager finds Incoming in the phone drawer and reads amount, payer and when, without the page scrolling sideways', async ({ page }, info) => {
    const owner = await tokenOf('owner@northwind.test');
    const description = `Phone ${info.project.name} ${Date.now()}`;
    const payment = await createVendorPayment(owner, await payableVendorId(owner, 'Acme Paper'), 6_789, description);
    if (payment.status === 'pendingApproval') await gql('core', 'mutation($ids: [ID!]!) { approvePayments(ids: $ids) { skippedIds } }', { ids: [payment.id] }, owner);
    await signIn(page, 'vendor@acme.test');
    await page.getByTestId('phone-drawer').locator(':scope > summary').click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // The Transactions group is open already on a transactions page (the vendor lands on Completed).
    const group = menu.locator('details').filter({ has: page.locator('summary', { hasText: 'Transactions' }) });
    if (!(await group.evaluate((d) => (d as HTMLDetailsElement).open))) await group.locator(':scope > summary').click();
    await menu.getByRole('link', { name: 'Incoming' }).click();
    await page.waitForURL(/\/transactions\/incoming\?page=1$/);
    const row = page.getByTestId('transaction-row').filter({ hasText: description });
    await expect(row).toContainText('$67.89');
    await expect(row).toContainText('Northwind Supply Co.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});

test('the vendor manager changes the bank account; Northwind is told and sees its next payment held until it approves', async ({ page }, info) => {
  test.setTimeout(150_000);
  await signIn(page, 'vendor@acme.test');
  // The menu's Setup group (a closed <details>) now lists Bank Account.
  await page.getByTestId('side-menu').locator('summary', { hasText: 'Setup' }).click();
  await page.getByRole('link', { name: 'Bank Account' }).click({ timeout: 10_000 });
  await expect(page).toHaveURL(/\/setup\/bank-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Bank Account' })).toBeVisible();
  await expect(page.getByTestId('payout-account-last4')).toContainText('ending 2018');
  await expectAccessible(page);

  await fillBank(page, 'Acme Paper Inc.', '99887766', '99887767');
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await expect(page.getByText(Messages.accountNumbersMismatch)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Account number', { exact: true }).fill('99887766');
  await page.getByLabel('Account number again').fill('99887766');
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.payoutAccountChanged);
  await expect(page.getByTestId('payout-account-last4')).toContainText('ending 7766');
  await expect(page.getByTestId('payout-account-holder')).toContainText('Acme Paper Inc.');
  await expect(page.locator('body')).not.toContainText('99887766');
  await signOut(page);

  const notice = await latestMessageTo(page, 'owner@northwind.test', (body) => body.includes('ends in 7766'));
  expect(notice).toContain('Acme Paper');

  await signInAt(page, 'owner@northwind.test', '/transactions/send-payment');
  const description = `After change ${info.project.name} ${Date.now()}`;
  await page.getByLabel('Vendor').selectOption({ label: 'Acme Paper (Puget Sound Bank ••7766)' });
  await page.getByLabel('Amount (USD)').fill('45.00');
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(page.getByTestId('review-approval')).toHaveText(Messages.payoutChangeHold);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/transactions\/forapproval\?page=1$/);
  // Upcoming shows the held payment with why it waits and a Release action, behind a confirm step.
  await page.goto('/transactions/upcoming?page=1');
  const held = page.getByTestId('transaction-row').filter({ hasText: description });
  await expect(held).toContainText(Messages.payoutHoldShort);
  await expect(held.locator('.payloft-pill')).toHaveText('Awaiting approval');
  // Why it waits goes under the status on a laptop rather than push the table past its box.
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await widthProblems(page)).toEqual([]);
  await held.getByRole('button', { name: /^Release PUR-/ }).click();
  const confirm = page.getByTestId('approval-confirm');
  await expect(confirm.getByRole('heading', { name: 'Release payment' })).toBeVisible();
  await expect(confirm).toContainText(Messages.confirmRelease('$45.00', 'Acme Paper'));
  // The list's confirm step names the account Acme was paid into until now and the one this payment goes to.
  await expect(confirm).toContainText('ending 2018 until now');
  await expect(confirm).toContainText('goes to Puget Sound Bank account ending 7766');
  await expectAccessible(page);
  await confirm.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('approval-confirm')).toHaveCount(0);
  await page.getByTestId('transaction-row').filter({ hasText: description }).getByRole('link', { name: /^PUR-/ }).click();
  await expect(page).toHaveURL(/\/transactions\/details\//);
  await expect(page.getByTestId('payout-hold')).toContainText(Messages.payoutChangeHoldNotice);
  await expect(page.getByTestId('status-history-row').last()).toContainText(Messages.payoutChangeHold);
  await expectAccessible(page);
  // Approve has the confirm step the list has (URL state, so it works without JavaScript), showing the account the
  // vendor was paid into until now and the one this payment goes to.
  await page.getByRole('link', { name: 'Approve payment' }).click();
  await expect(page).toHaveURL(/[?&]confirm=approve/);
  const approval = page.getByTestId('payment-confirm');
  await expect(approval.getByRole('heading', { name: 'Approve payment' })).toBeVisible();
  await expect(approval.getByTestId('approval-previous-account')).toContainText('2018');
  await expect(approval.getByTestId('approval-new-account')).toContainText('7766');
  await expectAccessible(page);
  await approval.getByRole('button', { name: 'Confirm approval' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.paymentsApproved(1));
  await expect(page.getByTestId('payout-hold')).toHaveCount(0);
  await expect(page.getByTestId('status-history-row').last()).toContainText('Approved by Olivia Bennett');

  // Acme reads the same payment as its payee: who paid, how much, its own account; not Northwind's people or account.
  const details = new URL(page.url()).pathname;
  await signOut(page);
  await signInAt(page, 'vendor@acme.test', details);
  await expect(page.getByTestId('payment-counterparty')).toHaveText('From Northwind Supply Co.');
  await expect(page.getByTestId('status-history-row').last()).toContainText('Approved by Northwind Supply Co.');
  await expect(page.locator('main')).not.toContainText('Olivia Bennett');
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Sending Routing Number' })).toHaveCount(0);
  await expect(page.getByTestId('payment-field').filter({ hasText: 'Recipient Account' })).toContainText('7766');
  await expectAccessible(page);
});

test('the vendor manager keeps the company details: a bad phone number is explained, the saved ones come back', async ({ page }) => {
  await signInAt(page, 'vendor@acme.test', '/setup/bank-account');
  const company = page.getByTestId('company-details');
  await company.getByLabel('E-mail').fill('billing@acmepaper.test');
  await company.getByLabel('Phone number').fill('call me');
  await company.getByLabel('Address', { exact: true }).fill('400 Mill St');
  await company.getByLabel('City').fill('Tacoma');
  await company.getByLabel('State').selectOption('WA');
  await company.getByLabel('ZIP code').fill('98402');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(company.getByText('Please enter a valid phone number')).toBeVisible();
  await expectAccessible(page);
  await company.getByLabel('Phone number').fill('+1 (206) 555-0142');
  await company.getByRole('button', { name: 'Save company details' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.vendorCompanyDetailsSaved);
  await page.reload();
  await expect(page.getByTestId('company-details').getByLabel('Phone number')).toHaveValue('+1 (206) 555-0142');
  await expect(page.getByTestId('company-details').getByLabel('City')).toHaveValue('Tacoma');
  await expect(page.getByTestId('company-details').getByLabel('State')).toHaveValue('WA');
});
