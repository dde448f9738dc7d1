// Payees in the browser, JavaScript on and off: Northwind connects QuickBooks through the sandbox's
// consent page (the real redirect flow), its vendors appear as payees, one and many are enabled and disabled, a vendor
// is invited, and an enabled synced payee with bank details (from Xero) is offered by Send Payment and its bills paid. A
// payee invited from its row registers into that payee and no other.
import { expect, test, type Page } from './support/test';
import { invitationSentMessage } from '../../domain/network';
import { confirmInvitedMailbox, expectAccessible, menuOutline, registerInvitedVendor, signIn, signOut, signInAt } from './support/pages';
import { Messages } from '../../domain/messages';

const DISABLED = '/manage-payees/quickbooks/disabled?page=1';
const ENABLED = '/manage-payees/quickbooks/enabled?page=1';

const toast = (page: Page) => page.getByTestId('toast');
const row = (page: Page, name: string) => page.getByTestId('payee-row').filter({ hasText: name });

/** Runs in both projects over one database: put a payee back on the Disabled tab whatever an earlier run left. */
async function ensureDisabled(page: Page, name: string) {
  await page.goto(`${ENABLED}&nameFilter=${encodeURIComponent(name)}`);
  if ((await row(page, name).count()) > 0) {
    await page.getByRole('button', { name: `Disable ${name}`, exact: true }).click();
    await expect(toast(page)).toHaveText('1 payee disabled.');
  }
}

test('Northwind connects QuickBooks through the sandbox consent page and manages its payees', async ({ page }, info) => {
  await signInAt(page, 'owner@northwind.test', '/bo/setup/business-system');
  const quickBooks = page.locator('[data-testid="accounting-system"][data-system="quickBooks"]');
  if ((await quickBooks.getAttribute('data-connected')) === 'true') {
    await page.getByRole('button', { name: 'Disconnect QuickBooks', exact: true }).click();
    await expect(quickBooks).toHaveAttribute('data-connected', 'false');
  }

  // The real redirect flow: our services' sandbox shows QuickBooks' consent page, then back to the callback.
  await page.getByRole('link', { name: 'Connect QuickBooks', exact: true }).click();
  await expect(page).toHaveURL(/\/sandbox\/quickbooks\/oauth\/authorize\?/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connect Payloft to QuickBooks' })).toBeVisible();
  await expect(page.getByLabel('Company')).toHaveValue('9341453050219712');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page).toHaveURL(/\/bo\/setup\/business-system$/);
  await expect(toast(page)).toHaveText('QuickBooks connected');
  await expect(quickBooks).toHaveAttribute('data-connected', 'true');
  expect(await menuOutline(page)).toContain('Manage Payees › QuickBooks');

  // Synced vendors are payees; the list is paged and searchable by name in the URL.
  await page.goto(DISABLED);
  await expect(page.getByRole('heading', { level: 1, name: 'QuickBooks Payees' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add vendor' })).toHaveAttribute('href', '/transactions/send-payment/add-vendor');
  await expectAccessible(page);

  const one = 'Frontier Fuel Co.';
  await ensureDisabled(page, one);
  await page.goto(DISABLED);
  await page.getByLabel('Name', { exact: true }).fill('Frontier');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/nameFilter=Frontier/);
  await expect(page.getByTestId('payee-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Enable ${one}`, exact: true }).click();
  await expect(toast(page)).toHaveText('1 payee enabled.');
  await page.goto(`${ENABLED}&nameFilter=Frontier`);
  await expect(row(page, one)).toHaveCount(1);
  await expectAccessible(page);
  await page.getByRole('button', { name: `Disable ${one}`, exact: true }).click();
  await expect(toast(page)).toHaveText('1 payee disabled.');
  await expect(row(page, one)).toHaveCount(0);

  // Many at once with the row checkboxes (a plain form without JavaScript).
  const many = ['Delta Print & Sign', 'Granite State Electric'];
  for (const name of many) await ensureDisabled(page, name);
  await page.goto(`${DISABLED}&rows=100`);
  for (const name of many) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await page.getByRole('button', { name: 'Enable selected' }).click();
  await expect(toast(page)).toHaveText('2 payees enabled.');
  await page.goto(`${ENABLED}&rows=100`);
  for (const name of many) await expect(row(page, name)).toHaveCount(1);

  // An enabled synced payee with bank details is offered by Send Payment. QuickBooks holds no US bank details (its
  // payees bring theirs by invitation); Xero's free-text bank details give its Acme Office Supply an account.
  const fromXero = (name: string) => `${name} (Xero)`;
  const enableInXero = async (name: string) => {
    await page.goto(`/manage-payees/xero/disabled?page=1&nameFilter=${encodeURIComponent(name)}`);
    if ((await row(page, name).count()) > 0) {
      await page.getByRole('button', { name: `Enable ${name}`, exact: true }).click();
      await expect(toast(page)).toHaveText('1 payee enabled.');
    }
  };
  const acme = fromXero('Acme Office Supply');
  await enableInXero(acme);
  await page.goto('/transactions/send-payment');
  await expect(page.getByLabel('Vendor').locator('option', { hasText: acme })).toHaveCount(1);

  // Open bills of enabled payees, two paid at once after a confirmation (each project pays another vendor's two bills).
  const payee = info.project.name === 'js' ? acme : fromXero('Granite State Electric');
  await enableInXero(payee);
  await page.goto('/business/integration/xero/list/enabled');
  await expect(page.getByRole('heading', { level: 1, name: 'Xero Bills' })).toBeVisible();
  // The business chooses the Xero account its payments are recorded against.
  await page.getByLabel('Record payments in Xero against').selectOption({ label: '090 Business Bank Account' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByLabel('Record payments in Xero against')).toHaveValue(/.+/);
  await expectAccessible(page);
  const bills = page.getByTestId('bill-row').filter({ hasText: payee });
  await expect(bills).toHaveCount(2);
  for (const checkbox of await bills.getByRole('checkbox').all()) await checkbox.check();
  await page.getByRole('button', { name: 'Pay selected' }).click();
  await expect(page.getByTestId('bills-review')).toContainText('2 bills');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  // Back on the bills, each bill just paid shows its payment (Northwind approves payments: both wait for approval).
  await expect(page).toHaveURL(/\/business\/integration\/xero\/list\/enabled$/);
  await expect(toast(page)).toHaveText(Messages.paymentInitiatedNext(2, 2));
  await expect(bills.getByRole('link', { name: 'Awaiting approval' })).toHaveCount(2);
  await expect(bills.getByRole('checkbox')).toHaveCount(0);
  // The paid bills wait for settlement before they are recorded back in Xero.
  await page.goto('/business/integration/xero/list/enabled');
  await expect(page.getByTestId('bill-payment-row').filter({ hasText: 'After the payment settles' }).first()).toBeVisible();
  await expectAccessible(page);

  // Generate Invite e-mails the vendor a registration link; Pending Acceptance lists it.
  const email = `ap-${info.project.name}-${Date.now()}@vendor.example`;
  await page.goto('/manage-payees/quickbooks/invite?page=1');
  await expectAccessible(page);
  await page.getByLabel('Vendor name').fill(`Invited Vendor ${info.project.name} ${Date.now()}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/manage-payees\/quickbooks\/pending\?page=1$/);
  await expect(toast(page)).toHaveText(invitationSentMessage('vendor', email));
  await expect(page.getByTestId('pending-row').filter({ hasText: email })).toHaveCount(1);
  await expectAccessible(page);

  // Sending the same invitation again is ignored (spec §8): no error, on to the one invitation still waiting.
  await page.goto('/manage-payees/quickbooks/invite?page=1');
  await page.getByLabel('Vendor name').fill('Again');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/manage-payees\/quickbooks\/pending\?page=1$/);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByText(Messages.invitationAlreadySent)).toHaveCount(0);
  await expect(page.getByTestId('pending-row').filter({ hasText: email })).toHaveCount(1);
});

test('a payee without bank details is invited from its row and its registration attaches to that payee, its name shown read-only', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInAt(page, 'owner@northwind.test', `${DISABLED}&rows=100`);
  const invite = page.getByRole('link', { name: /^Invite .+ to enter bank details$/ }).first();
  const name = (await invite.getAttribute('aria-label'))!.replace(/^Invite /, '').replace(/ to enter bank details$/, '');
  await invite.click();
  // The invitation is for this payee: its name is fixed on the form.
  await expect(page.getByLabel('Vendor name')).toHaveValue(name);
  await expect(page.getByLabel('Vendor name')).toHaveAttribute('readonly', '');
  const email = `payee-${info.project.name}-${Date.now()}@vendor.example`;
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send and show link to copy' }).click();
  const link = new URL(await page.getByTestId('invitation-link').inputValue());
  await signOut(page);

  await page.goto(link.pathname + link.search);
  await confirmInvitedMailbox(page, email);
  // The link fixes the payee's name (the API says so): the invitee sees it and cannot type another.
  await expect(page.getByLabel('Vendor name')).toHaveValue(name);
  await expect(page.getByLabel('Vendor name')).toHaveAttribute('readonly', '');
  await registerInvitedVendor(page, name);
  await signOut(page);

  // The payee now has the vendor's account; no vendor was made under the typed name.
  await signInAt(page, 'owner@northwind.test', `${DISABLED}&nameFilter=${encodeURIComponent(name)}`);
  await expect(row(page, name)).toContainText('•••• 6789');
  await page.goto(`${DISABLED}&nameFilter=${encodeURIComponent('Somebody Else')}`);
  await expect(page.getByTestId('payee-row')).toHaveCount(0);
});

test("a synced payee that looks like a vendor Northwind already has says so on its row; nothing is linked by it", async ({ page }) => {
  await signIn(page, 'owner@northwind.test');
  // Northwind added Blue Ridge Logistics by hand; QuickBooks' copy was synced as "Blue Ridge Logistics (QuickBooks)".
  let row = page.getByTestId('payee-row').filter({ hasText: 'Blue Ridge Logistics (QuickBooks)' });
  for (const tab of ['disabled', 'enabled']) {
    await page.goto(`/manage-payees/quickbooks/${tab}?nameFilter=Blue%20Ridge&page=1`);
    row = page.getByTestId('payee-row').filter({ hasText: 'Blue Ridge Logistics (QuickBooks)' });
    if (await row.count()) break;
  }
  await expect(row.getByTestId('payee-possible-duplicate')).toHaveText(`${Messages.payeePossibleDuplicate('Blue Ridge Logistics')} (${Messages.payeeLinkReason.name})`);
  await expectAccessible(page);
});
