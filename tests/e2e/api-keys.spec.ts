/** The API keys page (create a client, see the secret once, rotate it, add a webhook endpoint, resend a delivery) and the public /developers reference, with JavaScript on and off. */
import { expect, test, type Page, DISPLAY } from './support/test';
import { sharedApiUrl } from './support/graphql';
import { expectAccessible, signInAt } from './support/pages';

const PAGE = '/setup/payloft-api-keys';

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId('toast')).toHaveText(text);
}

test('an owner creates an API client, sees the secret once, rotates it, adds a webhook endpoint and resends a delivery', async ({ page }, info) => {
  // One long flow of about twenty page loads and axe runs.
  test.setTimeout(240_000);
  const name = `E2E ${info.project.name} ${Date.now()}`;
  await signInAt(page, 'owner@northwind.test', PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'API Keys' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'New API client' }).click();
  await expect(page.getByRole('heading', { name: 'New API client' })).toBeVisible();
  // Validation: both names are required.
  await page.getByRole('button', { name: 'Create API client' }).click();
  await expect(page.locator('#client-name-helper-text')).toHaveText('Required');
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Application name').fill('E2E integration');
  // Northwind's zone, not the spec's Los Angeles fallback.
  await expect(page.getByLabel('Time zone')).toHaveValue('America/Chicago');
  await page.getByRole('button', { name: 'Create API client' }).click();
  await expectToast(page, 'API client was created successfully.');
  const secret = page.getByTestId('shown-client-secret');
  await expect(secret).toHaveValue(/^pls_/);
  await expect(secret).toHaveAttribute('readonly', '');
  const firstSecret = await secret.inputValue();
  if (info.project.name === 'js') await expect(page.getByRole('button', { name: 'Copy Client secret' })).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Copy Client secret' })).toHaveCount(0);
  await expectAccessible(page);
  const clientId = await page.getByTestId('shown-client-id').inputValue();

  // The secret is shown once: reading the page again shows the client, not the secret.
  await page.goto(PAGE);
  const card = page.getByTestId('api-client').filter({ hasText: name });
  await expect(card).toContainText(clientId);
  expect(await page.content()).not.toContain(firstSecret);

  // Rotate with a 1-hour grace period: a new secret, shown once.
  await card.getByRole('link', { name: `Rotate secret of ${name}` }).click();
  await expect(page.getByLabel('The old secret keeps working for')).toHaveValue('1h');
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  await expectToast(page, 'The client secret was rotated. Copy the new secret now: it is shown only once.');
  const rotated = await page.getByTestId('shown-client-secret').inputValue();
  expect(rotated).toMatch(/^pls_/);
  expect(rotated).not.toBe(firstSecret);

  // A webhook endpoint (http to this machine is allowed in local).
  await page.goto(PAGE);
  await page.getByTestId('api-client').filter({ hasText: name }).getByRole('link', { name: `Add webhook endpoint to ${name}` }).click();
  await page.getByLabel('Endpoint URL').fill('http://127.0.0.1:9/webhooks');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await expectToast(page, 'Webhook endpoint was added successfully.');
  await expect(page.getByTestId('shown-signing-secret')).toHaveValue(/^whsec_/);

  // A payment through the API makes a delivery; the log shows it and Resend queues it again.
  const api = sharedApiUrl();
  const tokenResponse = await page.request.post(`${api}/oauth/token`, { form: { grant_type: 'client_credentials', client_id: clientId, client_secret: rotated } });
  expect(tokenResponse.status()).toBe(200);
  const { access_token } = await tokenResponse.json();
  const vendors = await (await page.request.get(`${api}/api/v1/vendors?limit=100`, { headers: { authorization: `Bearer ${access_token}` } })).json();
  const acme = vendors.data.find((v: { name: string }) => v.name === 'Acme Paper');
  const created = await page.request.post(`${api}/api/v1/payments`, {
    headers: { authorization: `Bearer ${access_token}`, 'idempotency-key': `e2e-${info.project.name}-${Date.now()}` },
    data: { vendorId: acme.id, amount: '1234', description: 'E2E webhook' },
  });
  expect(created.status()).toBe(201);
  await page.goto(PAGE);
  const endpoint = page.getByTestId('api-client').filter({ hasText: name }).getByTestId('webhook-endpoint');
  const delivery = endpoint.getByTestId('delivery-row').filter({ hasText: 'payment.created' });
  await expect(delivery).toHaveCount(1);
  await expectAccessible(page);
  await delivery.getByRole('button', { name: /^Resend payment.created/ }).click();
  await expectToast(page, 'The delivery was queued again.');

  // Remove the client (its endpoint goes with it).
  await page.getByTestId('api-client').filter({ hasText: name }).getByRole('link', { name: `Remove ${name}` }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'API client was removed successfully.');
  await expect(page.getByTestId('api-client').filter({ hasText: name })).toHaveCount(0);
});

test('an employee without rights cannot open the API keys page', DISPLAY, async ({ page }) => {
  await signInAt(page, 'clerk@northwind.test', PAGE);
  await expect(page).toHaveURL(/\/error-401$/);
});

test('the API reference is public and readable', DISPLAY, async ({ page }) => {
  await page.goto('/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'Payloft API reference' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /POST\s*\/api\/v1\/payments\s*Pay a vendor/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Webhooks' })).toBeVisible();
  await expectAccessible(page);
  const doc = await page.request.get('/developers/openapi.json');
  expect((await doc.json()).openapi).toBe('3.1.0');
});

test('the API reference says where the API answers, and the site tells a misdirected API client the same in JSON', DISPLAY, async ({ page, baseURL }) => {
  const api = sharedApiUrl().replace(/\/+$/, '');
  await page.goto('/developers');
  const where = page.getByRole('region', { name: 'Where the API answers' });
  await expect(where).toContainText(`Base URL: ${api}`);
  await expect(where).toContainText(`POST ${api}/oauth/token`);
  await expect(page.getByRole('region', { name: 'Getting started' })).toContainText(`API=${api}`);
  await expectAccessible(page);
  expect((await (await page.request.get('/developers/openapi.json')).json()).servers).toEqual([expect.objectContaining({ url: api })]);

  // The web's own address: never a plain-text 403 or an HTML page, but a problem that names the API's address.
  for (const [method, path] of [
    ['POST', '/oauth/token'],
    ['GET', '/api/v1/payments'],
    ['GET', '/.well-known/oauth-authorization-server'],
  ] as const) {
    const answer = await page.request.fetch(`${baseURL}${path}`, { method, form: method === 'POST' ? { grant_type: 'client_credentials' } : undefined });
    expect(answer.status(), `${method} ${path}`).toBe(404);
    expect(answer.headers()['content-type']).toContain('application/problem+json');
    expect((await answer.json()).detail).toContain(`send API requests to ${api}`);
  }
});
