import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_PASSWORD } from './support/accounts';
import { expectAccessible, signOut, signInAt } from './support/pages';

// Each project changes a different account, so the two can run side by side.
const accountFor = (project: string) => (project === 'js' ? 'clerk@northwind.test' : 'employee@lakeside.test');

test('a user edits the profile and changes the password, with the spec\'s rules', async ({ page }, info) => {
  const email = accountFor(info.project.name);
  await signInAt(page, email, '/setup/profile');
  await expectAccessible(page);
  await expect(page.getByTestId('profile-email')).toHaveText(email);

  await page.getByLabel('First name').fill('Robin');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(Messages.settingsUpdated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Robin');

  const change = async (current: string, next: string, confirm = next) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('Confirm new password').fill(confirm);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  await change(DEMO_PASSWORD, 'short');
  await expect(page.getByText(Messages.newPasswordRules)).toBeVisible();
  await change(DEMO_PASSWORD, 'Another#2026', 'Another#2027');
  await expect(page.getByText(Messages.passwordsMustMatch)).toBeVisible();
  await change('Wrong#pass9', 'Another#2026');
  await expect(page.getByText(Messages.wrongCurrentPassword)).toBeVisible();
  await change(DEMO_PASSWORD, 'Another#2026');
  await expect(page.getByText(Messages.passwordChanged)).toBeVisible();

  await signOut(page);
  await signInAt(page, email, '/setup/profile', 'Another#2026');
  await change('Another#2026', DEMO_PASSWORD);
  await expect(page.getByText(Messages.passwordChanged)).toBeVisible();
});
