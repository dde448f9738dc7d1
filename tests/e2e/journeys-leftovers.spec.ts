import { expect, test } from './support/test';
import { signIn, signOut, signInAt } from './support/pages';

// Decision 097: only an automotive business asks its consumers for a vehicle, on its own forms as on registration.
test('the business-side consumer forms ask for the vehicle only at an automotive business', async ({ page }) => {
  await signInAt(page, 'owner@northwind.test', '/on-demand/consumers?page=1&dialog=add-consumer');
  await expect(page.getByRole('heading', { level: 2, name: 'Add consumer' })).toBeVisible();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expect(page.getByLabel('Make')).toHaveCount(0);
  await expect(page.getByLabel('Year')).toHaveCount(0);
  await page.goto('/instant-collections/pending?page=1');
  await expect(page.getByRole('heading', { name: 'Invite a consumer' })).toBeVisible();
  await expect(page.getByLabel('Vehicle year')).toHaveCount(0);
  await expect(page.getByLabel('Model')).toHaveCount(0);

  await signOut(page);
  await signInAt(page, 'owner@bayside.test', '/on-demand/consumers?page=1&dialog=add-consumer');
  await expect(page.getByLabel('Make')).toBeVisible();
  await expect(page.getByLabel('Year')).toBeVisible();
  await page.goto('/instant-collections/pending?page=1');
  await expect(page.getByLabel('Vehicle year')).toBeVisible();
  await expect(page.getByLabel('Model')).toBeVisible();
});

// The README's promise: Harbor, mid-registration, lands on its first unfinished step, not on a dashboard of zeros,
// when it signs in and whenever it comes back to `/` (the step auto-opens only once a sign-in).
test('an owner whose business has not finished registering lands on its next step, on sign-in and from /', async ({ page }) => {
  const origin = new URL((await page.request.get('/login')).url()).origin;
  const response = await page.request.post('/login', { form: { email: 'owner@harbor.test', password: 'Payloft#2026' }, maxRedirects: 0, headers: { origin } });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/bo/subscription/service-level');
  await page.goto('/');
  await expect(page).toHaveURL(/\/bo\/subscription\/service-level$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bo\/subscription\/service-level$/);
  await signOut(page);
  // A registered business's owner still lands on the role's page.
  await signIn(page, 'owner@northwind.test');
  await expect(page).toHaveURL(/\/bo\/executive-dashboard/);
});
