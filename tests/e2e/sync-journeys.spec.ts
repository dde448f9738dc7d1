/**
 * Decisions 096 and 097, JavaScript on and off: a synced vendor linked to the one Northwind
 * already has and unlinked, bills in the menu with overdue bills marked, the sign-in code sent without a "Send Code"
 * click (a reload sends no other), and vehicle fields only for an automotive business's consumers.
 */
import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_PASSWORD } from './support/accounts';
import { expectAccessible, latestMessageTo, signIn, signOut, signInAt } from './support/pages';

/** A pattern matching the text anywhere, taken literally. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

test('a synced vendor is linked to the vendor Northwind has, then unlinked; bills are in the menu and overdue ones marked', async ({ ownServers: { page } }) => {
  test.setTimeout(300_000);
  // Its own servers: linking and enabling payees change Northwind's lists.
  await signInAt(page, 'owner@northwind.test', '/manage-payees/quickbooks/disabled?page=1&nameFilter=Blue%20Ridge');
  const row = page.getByTestId('payee-row').filter({ hasText: 'Blue Ridge Logistics (QuickBooks)' });
  await expect(row.getByTestId('payee-possible-duplicate')).toContainText('Same vendor as Blue Ridge Logistics?');
  await expect(row).toContainText("Its bills will be paid to Blue Ridge Logistics's account ending");
  // A row's "Link to" asks once, saying where the bills will go, before anything changes.
  await row.getByRole('button', { name: 'Link to Blue Ridge Logistics' }).click();
  const review = page.getByTestId('links-review');
  await expect(review.getByTestId('links-review-item')).toHaveText([containing(Messages.payeeWillLinkTo('Blue Ridge Logistics (QuickBooks)', 'Blue Ridge Logistics'))]);
  await review.getByRole('button', { name: 'Link 1 payee' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.payeesLinked(1));
  await expect(row.getByTestId('payee-linked')).toContainText('Linked to Blue Ridge Logistics');
  await row.getByRole('button', { name: 'Unlink Blue Ridge Logistics (QuickBooks) from Blue Ridge Logistics' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.payeeUnlinked('Blue Ridge Logistics (QuickBooks)'));
  await expect(row.getByRole('button', { name: 'Link to Blue Ridge Logistics' })).toBeVisible();

  // Bills under Manage Payees; a bill due before today (the sandbox's bills fall due from 2026-10-31) says Overdue.
  await page.goto('/manage-payees/quickbooks/disabled?page=1&nameFilter=Cascade');
  await page.getByRole('button', { name: 'Enable Cascade Janitorial Services' }).click();
  await expect(page.getByTestId('toast')).toHaveText('1 payee enabled.');
  // The menu names the bills (under Manage Payees, after the system's payees); its group may be folded: follow its address.
  const menuLink = page.locator('a[href^="/business/integration/quickbooks/list/enabled" i]').filter({ hasText: 'QuickBooks bills' });
  await expect(menuLink.first()).toBeAttached();
  await page.goto((await menuLink.first().getAttribute('href'))!);
  await expect(page.getByRole('heading', { level: 1, name: 'QuickBooks Bills' })).toBeVisible();
  const bill = page.getByTestId('bill-row').filter({ hasText: 'Cascade Janitorial Services' }).first();
  await expect(bill.getByTestId('bill-overdue')).toHaveText('Overdue');
});

test('several payees link at once, each onto its twin with the bank account, which keeps the plain name; Business System names the write-back accounts', async ({ ownServers: { page } }) => {
  test.setTimeout(300_000);
  await signInAt(page, 'owner@northwind.test', '/manage-payees/xero/disabled?page=1&nameFilter=Acme%20Office');
  // Xero's Acme Office Supply has the bank account: it is offered no link (the link goes the other way).
  const xeroRow = page.getByTestId('payee-row').filter({ hasText: 'Acme Office Supply (Xero)' });
  await expect(xeroRow).toBeVisible();
  await expect(xeroRow.getByTestId('payee-possible-duplicate')).toHaveCount(0);

  await page.goto('/manage-payees/quickbooks/disabled?page=1');
  await expect(page.getByTestId('payee-row').filter({ hasText: 'Acme Office Supply' }).first().getByTestId('payee-possible-duplicate')).toContainText(
    'Same vendor as Acme Office Supply (Xero)?',
  );
  // Juniper's twins have no bank account either: nothing to link to.
  await expect(page.getByTestId('payee-row').filter({ hasText: 'Juniper IT Consulting' }).getByTestId('payee-possible-duplicate')).toHaveCount(0);
  for (const name of ['Acme Office Supply', 'Evergreen Landscaping', 'Juniper IT Consulting']) await page.getByRole('checkbox', { name: `Select ${name}`, exact: true }).check();
  await page.getByRole('button', { name: 'Link selected' }).click();
  const review = page.getByTestId('links-review');
  await expect(review.getByTestId('links-review-item')).toHaveText([
    containing(Messages.payeeWillLinkTo('Acme Office Supply', 'Acme Office Supply (Xero)')),
    containing(Messages.payeeWillLinkTo('Evergreen Landscaping', 'Evergreen Landscaping (Xero)')),
  ]);
  await expect(review).toContainText(Messages.payeesLinkSkipped(1));
  await review.getByRole('button', { name: 'Link 2 payees' }).click();
  await expect(page.getByTestId('toast')).toHaveText(Messages.payeesLinked(2));
  // The kept vendors carry the person's name; the linked records their system's.
  await expect(page.getByTestId('payee-row').filter({ hasText: 'Acme Office Supply (QuickBooks)' }).getByTestId('payee-linked')).toHaveText(/^Linked to Acme Office Supply \(bills paid to •••• 3330\)$/);
  await expect(page.getByTestId('payee-row').filter({ hasText: 'Evergreen Landscaping (QuickBooks)' }).getByTestId('payee-linked')).toContainText('Linked to Evergreen Landscaping (bills paid');
  await page.goto('/manage-payees/xero/disabled?page=1&nameFilter=Acme%20Office');
  await expect(page.getByTestId('payee-row')).toHaveText([/^Acme Office Supply(?! \()/]);

  await page.goto('/bo/setup/business-system');
  for (const system of ['QuickBooks', 'Xero']) {
    await expect(page.locator('[data-testid="accounting-system"]', { hasText: system }).getByTestId('write-back-account')).toContainText(new RegExp(`^Bill payments are recorded in ${system} against \\S`));
  }
  await expectAccessible(page);
});

test('the sign-in code is sent with the password: no Send Code click, a reload sends no other, expiry in Chicago time', async ({ page }) => {
  const SECURE = 'secure@northwind.test';
  const codes = async () => {
    const body = await latestMessageTo(page, SECURE, (text) => /\b\d{6}\b/.test(text)).catch(() => '');
    return body;
  };
  const before = await codes();
  await page.goto('/login');
  await page.getByLabel('Email').fill(SECURE);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\/verify$/);
  await expect(page.getByRole('button', { name: 'Send Code' })).toHaveCount(0);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByTestId('code-expires-at')).toHaveText(/^\d\d:\d\d [AP]M \(America\/Chicago\)$/);
  await expect.poll(codes).not.toBe(before);
  const sent = await codes();
  await page.reload();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  // Nothing new in the outbox after the reload: the code that works is still the first one.
  expect(await codes()).toBe(sent);
  await page.getByLabel('Verification code').fill(sent.match(/\b(\d{6})\b/)![1]!);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/bo\/executive-dashboard$/);
  await signOut(page);
});

test('consumer registration asks for the vehicle for Bayside Auto Care only, not for Lakeside Dental', async ({ page }) => {
  for (const [email, automotive] of [
    ['owner@bayside.test', true],
    ['employee@lakeside.test', false],
  ] as const) {
    await signIn(page, email);
    const consumer = `vehicle.${automotive ? 'auto' : 'dental'}.${test.info().project.name}@example.test`;
    await page.goto('/instant-collections/pending?page=1');
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Hale');
    await page.getByLabel('Email').fill(consumer);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByTestId('consumer-row').filter({ hasText: consumer })).toBeVisible();
    const body = await latestMessageTo(page, consumer);
    const link = body.match(/https?:\/\/\S+\/registration\/businessConsumer\?token=\S+/)?.[0];
    expect(link).toBeTruthy();
    await signOut(page);
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByLabel('Bank name')).toBeVisible();
    await expect(page.getByLabel('Vehicle year')).toHaveCount(automotive ? 1 : 0);
    await expect(page.getByLabel('Make')).toHaveCount(automotive ? 1 : 0);
  }
});
