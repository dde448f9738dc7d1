import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_ACCOUNTS } from './support/accounts';
import { expectAccessible, keptPageTwice, signIn, signInWithForm, signOut, signInAt } from './support/pages';

test.describe('signing in', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.email} lands on ${account.landsOn}`, async ({ page }) => {
      await signInWithForm(page, account.email);
      // With JavaScript an unregistered owner's first step opens 0.5 s after landing: wait for the address to settle.
      await expect
        .poll(() => {
          const url = new URL(page.url());
          return url.pathname + url.search;
        })
        .toBe(account.landsOn);
    });
  }

  test('the login page is accessible and explains bad input', async ({ page }) => {
    await page.goto('/login');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(Messages.invalidEmail)).toBeVisible();
    await expect(page.getByText(Messages.loginPasswordMin)).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
  });

  test('a visitor without an account finds the way to create one on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL((url) => url.pathname === '/registration/business');
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('the login page served again from the anonymous page cache has a fresh nonce and still works', async ({ page, request, javaScriptEnabled }) => {
    await keptPageTwice(request, '/login');
    await page.goto('/login');
    if (javaScriptEnabled) await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByLabel('Email').fill('owner@northwind.test');
    await page.getByLabel('Password').fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(Messages.invalidCredentials)).toBeVisible();
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('owner@northwind.test');
    await page.getByLabel('Password').fill('Wrong#pass1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(Messages.invalidCredentials)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  test('a signed-in user opening the login page goes to the 401 page', async ({ page }) => {
    await signInAt(page, 'admin@payloft.test', '/login');
    await expect(page).toHaveURL(/\/error-401$/);
    await expectAccessible(page);
  });

  test('signing out clears the session', async ({ page }) => {
    await signIn(page, 'admin@payloft.test');
    await signOut(page);
    await page.goto('/pa/executive-dashboard');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fpa%2Fexecutive-dashboard$/);
  });

  test('signing in returns to the page asked for when the user may open it', async ({ page }) => {
    await page.goto('/setup/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.getByLabel('Email').fill('vendor@acme.test');
    await page.getByLabel('Password').fill('Payloft#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/setup\/profile$/);
  });
});
