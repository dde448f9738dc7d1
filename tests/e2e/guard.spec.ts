import { expect, test, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { buildMenu } from '../../domain/menu';
import { DEMO_ACCOUNTS, demoAccount } from './support/accounts';
import { expectAccessible, menuOutline, signIn, signInAt } from './support/pages';

test('a vendor manager is sent to the 401 page from an admin page', DISPLAY, async ({ page }) => {
  await signInAt(page, 'vendor@acme.test', '/pa/businesses');
  await expect(page).toHaveURL(/\/error-401$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the admin outside its pages is sent to its executive dashboard', DISPLAY, async ({ page }) => {
  await signInAt(page, 'admin@payloft.test', '/bo/executive-dashboard');
  await expect(page).toHaveURL(/\/pa\/executive-dashboard$/);
});

test('an employee without business rights is kept out of the business dashboard', DISPLAY, async ({ page }) => {
  await signInAt(page, 'clerk@northwind.test', '/bo/executive-dashboard');
  await expect(page).toHaveURL(/\/error-401$/);
});

test('an unknown page answers 404 with a way home', DISPLAY, async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(Messages.notFound)).toBeVisible();
  await expect(page.getByTestId('not-found-status')).toHaveText(Messages.notFoundStatus);
  await expectAccessible(page);
  await page.getByRole('link', { name: Messages.backHome }).click();
  await expect(page).toHaveURL(/\/(login|main)/);
});

test('the public main page is open to visitors', DISPLAY, async ({ page }) => {
  const response = await page.goto('/main');
  expect(response?.status()).toBe(200);
  await expectAccessible(page);
});

for (const account of DEMO_ACCOUNTS) {
  test(`the menu of ${account.email} is the spec's menu for its role and products`, DISPLAY, async ({ page }) => {
    await signIn(page, account.email);
    if (account.landsOn.startsWith('/bo/') || account.landsOn.startsWith('/pa/')) await expectAccessible(page);
    const expected = buildMenu(demoAccount(account.email).user).flatMap((entry) =>
      entry.link ? [entry.label] : entry.children.map((c) => `${entry.label} › ${c.label}`),
    );
    expect(await menuOutline(page)).toEqual(expected);
  });
}
