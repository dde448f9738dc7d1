import { expect, test } from './support/test';
import { Messages } from '../../domain/messages';
import { DEMO_PASSWORD } from './support/accounts';
import { codeFor, expectAccessible, signIn, signInWithCode, signOut, signInAt } from './support/pages';

const SECURE = 'secure@northwind.test';
const isJs = (project: string) => project === 'js';

test('secure@northwind.test gets in only with the code from the outbox, then setup pages ask for a code', async ({ page }, info) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(SECURE);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\/verify$/);
  await expect(page.getByRole('heading', { name: Messages.verifyAccountTitle })).toBeVisible();
  await expect(page.getByTestId('mfa-contact')).toHaveText('******@northwind.test');
  await expect(page.getByLabel(Messages.rememberMe)).toBeVisible();
  // The code went with the password (decision 097): no Send Code, and the expiry is in Northwind's zone, named.
  await expect(page.getByRole('button', { name: 'Send Code' })).toHaveCount(0);
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await expect(page.getByTestId('code-expires-at')).toHaveText(/^\d\d:\d\d [AP]M \(America\/Chicago\)$/);
  await expectAccessible(page);

  // Nothing is signed in yet: a protected page still asks for a sign-in.
  const other = await page.context().newPage();
  await other.goto('/bo/executive-dashboard');
  await expect(other).toHaveURL(/\/login\?redirectTo=/);
  await other.close();

  const code = await codeFor(page, SECURE);

  const input = page.getByLabel('Verification code');
  const confirm = page.getByRole('button', { name: 'Confirm' });
  if (isJs(info.project.name)) {
    // The countdown ticks, confirm waits for six digits, and pasted text is cleaned or refused.
    const first = await page.getByTestId('countdown').textContent();
    await expect(page.getByTestId('countdown')).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(confirm).toBeDisabled();
    await input.fill('12');
    await expect(confirm).toBeDisabled();
    await input.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, '12a456');
    await expect(page.getByText(Messages.codeFormat)).toBeVisible();
    await input.evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, `  ${code}99 `);
    await expect(input).toHaveValue(code);
    await expect(confirm).toBeEnabled();
    // A wrong code first, to see the server's answer.
    await input.fill(code === '000000' ? '111111' : '000000');
    await input.press('Enter');
  } else {
    await input.fill(code === '000000' ? '111111' : '000000');
    await confirm.click();
  }
  // The field says what is wrong, and a notification says it too (spec §8: a failed confirmation notifies).
  await expect(page.getByTestId('toast')).toContainText(Messages.wrongCode(4));
  await expect(page.getByText(Messages.wrongCode(4)).first()).toBeVisible();
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/bo\/executive-dashboard$/);

  // Setup pages ask for a fresh code: the blocking dialog, then back to the page.
  await page.goto('/bo/setup/profile');
  await expect(page).toHaveURL(/\/setup-verification\?redirectTo=%2Fbo%2Fsetup%2Fprofile$/);
  await expect(page.getByRole('heading', { name: Messages.setupMfaScreenTitle })).toBeVisible();
  await expect(page.getByRole('dialog', { name: Messages.setupMfaDialogTitle })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByLabel('Verification code')).toBeVisible();
  await page.getByLabel('Verification code').fill(await codeFor(page, SECURE, code));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/bo\/setup\/profile$/);
  await expect(page.getByText(Messages.setupAccessGranted)).toBeVisible();
  await expect(page.getByTestId('mfa-status')).toHaveText('On: codes go to ******@northwind.test.');
  await signOut(page);
});

test('a user turns MFA on with a verified contact, signs in with a code, and turns it off again', async ({ page }, info) => {
  // Accounts no other test signs in with while this runs; both end with MFA off as seeded.
  const email = isJs(info.project.name) ? 'owner@harbor.test' : 'vendor@acme.test';
  const profilePath = isJs(info.project.name) ? '/bo/setup/profile' : '/setup/profile';
  await signInAt(page, email, profilePath);
  await expect(page.getByTestId('mfa-status')).toHaveText('Off: signing in needs only your password.');
  await expectAccessible(page);
  await page.getByLabel(/^E-mail/).check();
  await page.getByRole('button', { name: 'Turn on MFA' }).click();
  await expect(page.getByText(Messages.codeSent)).toBeVisible();
  await expectAccessible(page);
  const on = await codeFor(page, email);
  await page.getByLabel('Verification code').fill(on);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(Messages.mfaTurnedOn)).toBeVisible();
  await expect(page.getByTestId('mfa-status')).toContainText('On: codes go to');
  await signOut(page);

  await signInWithCode(page, email);
  const signInCode = await codeFor(page, email, on);
  await page.goto(profilePath);
  if (isJs(info.project.name)) {
    // An owner whose business is not registered yet is not asked for setup access.
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  } else {
    // The sign-out ended the setup access; a vendor manager with MFA on verifies again.
    await expect(page).toHaveURL(/\/setup-verification\?redirectTo=/);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(page, email, signInCode));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath}$`));
  }
  const before = await codeFor(page, email);
  await page.getByRole('button', { name: 'Turn off MFA' }).click();
  await expect(page.getByText(Messages.codeSent)).toBeVisible();
  const off = await codeFor(page, email, before);
  await page.getByLabel('Verification code').fill(off);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(Messages.mfaTurnedOff)).toBeVisible();
  await signOut(page);
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
});
