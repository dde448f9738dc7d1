import { expect, test } from './support/test';
import { signIn, signOut } from './support/pages';

// Decision 097: only an automotive business asks its consumers for a vehicle, on its own forms as on registration.
test('the business-side consumer forms ask for the vehicle only at an automotive business', async ({ page }) => {
  await signIn(page, 'owner@northwind.test');
  await page.goto('/on-demand/consumers?page=1&dialog=add-consumer');
  await expect(page.getByRole('heading', { level: 2, name: 'Add consumer' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveCount(0);
  await expect(page.getByLabel('Year')).toHaveCount(0);
  await page.goto('/instant-collections/pending?page=1');
  await expect(page.getByRole('heading', { name: 'Invite a consumer' })).toBeVisible();
  await expect(page.getByLabel('Vehicle year')).toHaveCount(0);
  await expect(page.getByLabel('Model')).toHaveCount(0);

  await signOut(page);
  await signIn(page, 'owner@bayside.test');
  await page.goto('/on-demand/consumers?page=1&dialog=add-consumer');
  await expect(page.getByLabel('Make')).toBeVisible();
  await expect(page.getByLabel('Year')).toBeVisible();
  await page.goto('/instant-collections/pending?page=1');
  await expect(page.getByLabel('Vehicle year')).toBeVisible();
  await expect(page.getByLabel('Model')).toBeVisible();
});
