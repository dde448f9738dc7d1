import { expect, test, type Page, DISPLAY } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_PASSWORD } from './support/accounts';
import { expectAccessible, latestMessageTo, signIn, signOut } from './support/pages';

// Each project resets a different account, and puts the demo password back at the end.
const accountFor = (project: string) => (project === 'js' ? 'employee@bayside.test' : 'owner@bayside.test');

async function requestLink(page: Page, email: string, previous?: string): Promise<string> {
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(Messages.resetRequested)).toBeVisible();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const resetLink = /https?:\/\/\S+\/reset-password\?token=\S+/;
    const link = (await latestMessageTo(page, email, (body) => resetLink.test(body))).match(resetLink)?.[0];
    if (link && link !== previous) return link;
    await page.waitForTimeout(250);
  }
  throw new Error('no reset link');
}

test('password reset by e-mail link: rules, single use, then sign-in', async ({ page }, info) => {
  const email = accountFor(info.project.name);
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expectAccessible(page);

  // The same answer for an address without an account.
  await page.getByLabel('Email').fill('nobody@nowhere.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(Messages.resetRequested)).toBeVisible();

  const link = await requestLink(page, email);
  await page.goto(link);
  await expect(page.getByTestId('reset-email')).toHaveText(email);
  await expectAccessible(page);
  const choose = async (next: string, confirm = next) => {
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(confirm);
    await page.getByRole('button', { name: 'Reset password' }).click();
  };
  await choose('short');
  await expect(page.getByText(Messages.newPasswordRules)).toBeVisible();
  await choose('Renewed#2026', 'Renewed#2027');
  await expect(page.getByText(Messages.passwordsMustMatch)).toBeVisible();
  await choose(DEMO_PASSWORD);
  await expect(page.getByText(Messages.newPasswordSameAsOld)).toBeVisible();
  await choose('Renewed#2026');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(Messages.passwordReset)).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(Messages.resetLinkInvalid)).toBeVisible();

  await signIn(page, email, 'Renewed#2026');
  await signOut(page);

  // Back to the demo password through a second link.
  const second = await requestLink(page, email, link);
  await page.goto(second);
  await page.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm new password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the outbox page lists messages newest first and is accessible', DISPLAY, async ({ page }) => {
  await page.goto('/dev/outbox');
  await expect(page.getByRole('heading', { name: 'Outbox', level: 1 })).toBeVisible();
  await expectAccessible(page);
});
