import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { Messages } from '../../domain/messages';
import { RAIL_EXPLANATIONS, SANDBOX_RAIL_LABEL, achRailLabel } from '../../domain/rails';
import { codeFor, signIn, signInWithCode, signOut, turnOnEmailMfa } from './support/pages';

// Sign-ins with codes and several page loads on a shared, busy machine.
test.describe.configure({ timeout: 240_000 });

const ADMIN = 'admin@payloft.test';

async function openBusiness(page: Page, name: string) {
  await page.goto(`/pa/businesses/dashboard?filter=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the administrator chooses a business’s rail: plain words, refused without MFA, saved after a fresh code', async ({ page }, info) => {
  // Each project moves its own business, so the two runs never read each other's change.
  const business = info.project.name === 'js' ? 'Bayside Auto Care' : 'Lakeside Dental';
  await signIn(page, ADMIN);
  await openBusiness(page, business);
  const rail = page.getByRole('region', { name: 'Rail' });
  await expect(page.getByTestId('rail-current')).toContainText(SANDBOX_RAIL_LABEL);
  await expect(page.getByTestId('rail-current')).toContainText(RAIL_EXPLANATIONS.sandbox);
  await expect(rail.getByText(RAIL_EXPLANATIONS.nacha)).toBeVisible();

  // Without MFA the choice is refused and nothing changes.
  await rail.getByLabel(achRailLabel('Operating account')).check();
  await rail.getByRole('button', { name: 'Use this rail' }).click();
  await expect(page.getByText(Messages.railNeedsMfa)).toBeVisible();
  await expect(page.getByTestId('rail-current')).toContainText(SANDBOX_RAIL_LABEL);

  // With MFA on, the services ask for a fresh code first; the choice is then saved and shown.
  const on = await turnOnEmailMfa(page, ADMIN);
  try {
    await signOut(page);
    await signInWithCode(page, ADMIN);
    const signInCode = await codeFor(page, ADMIN, on);
    await openBusiness(page, business);
    await page.getByRole('region', { name: 'Rail' }).getByLabel(achRailLabel('Operating account')).check();
    await page.getByRole('region', { name: 'Rail' }).getByRole('button', { name: 'Use this rail' }).click();
    await expect(page).toHaveURL(/\/setup-verification\?redirectTo=/);
    await page.getByRole('button', { name: 'Send Code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(page, ADMIN, signInCode));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page).toHaveURL(/\/pa\/businesses\/dashboard\//);
    await page.getByRole('region', { name: 'Rail' }).getByLabel(achRailLabel('Operating account')).check();
    await page.getByRole('region', { name: 'Rail' }).getByRole('button', { name: 'Use this rail' }).click();
    await expect(page.getByText(`${Messages.railAssigned}: ${achRailLabel('Operating account')}`)).toBeVisible();
    await expect(page.getByTestId('rail-current')).toContainText(achRailLabel('Operating account'));
  } finally {
    // The admin ends with MFA off, as seeded: other tests sign in with the password alone.
    await page.goto('/setup/profile');
    if (page.url().includes('/setup-verification')) {
      await page.getByRole('button', { name: 'Send Code' }).click();
      await page.getByLabel('Verification code').fill(await codeFor(page, ADMIN));
      await page.getByRole('button', { name: 'Confirm' }).click();
    }
    const before = await codeFor(page, ADMIN);
    await page.getByRole('button', { name: 'Turn off MFA' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(page, ADMIN, before));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(Messages.mfaTurnedOff)).toBeVisible();
  }
});
