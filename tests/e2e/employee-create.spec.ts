/** Spec §3's employee create: the owner sets a first password on the Active tab and the employee signs in with it, JavaScript on and off. */
import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { expectAccessible, signIn, signOut, signInAt } from './support/pages';

const PASSWORD = 'FirstPass2026';

test("Northwind's owner creates an employee with a first password, who is active at once and signs in with it", async ({ page }, info) => {
  test.setTimeout(180_000);
  const email = `first.${info.project.name}@example.test`;
  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/active?page=1');
  const form = page.getByRole('region', { name: 'Or create an employee with a first password' });
  await form.getByLabel('First name').fill('Ruth');
  await form.getByLabel('Last name').fill('Okafor');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First password').fill('weakpassword');
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(form.getByText(Messages.newPasswordRules)).toBeVisible();
  // What was typed stays; a password that went to the server (JavaScript off) does not come back in the page.
  await expect(form.getByLabel('Email')).toHaveValue(email);
  if (info.project.use.javaScriptEnabled === false) await expect(form.getByLabel('First password')).toHaveValue('');
  await expectAccessible(page);

  await form.getByLabel('First password').fill(PASSWORD);
  await form.getByLabel('Business rights (manage users, payees, subscription and setup)').check();
  await form.getByRole('button', { name: 'Create employee' }).click();
  await page.waitForURL(/\/bo\/manage-users\/active\?page=1$/);
  await expect(page.getByTestId('toast')).toHaveText(Messages.employeeCreatedWithPassword);
  const row = page.getByTestId('active-user-row').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Yes');
  await signOut(page);

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  // Given business rights, the new employee manages users too.
  await page.goto('/bo/manage-users/active?page=1');
  await expect(page.getByTestId('active-user-row').filter({ hasText: email })).toBeVisible();
});

test('an e-mail that has an account is refused on the form with the duplicate message', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAt(page, 'owner@northwind.test', '/bo/manage-users/active?page=1');
  const form = page.getByRole('region', { name: 'Or create an employee with a first password' });
  await form.getByLabel('First name').fill('Dup');
  await form.getByLabel('Last name').fill('Licate');
  await form.getByLabel('Email').fill('employee@northwind.test');
  await form.getByLabel('First password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create employee' }).click();
  await expect(form.getByText(Messages.duplicateEmail)).toBeVisible();
  await expectAccessible(page);
});
