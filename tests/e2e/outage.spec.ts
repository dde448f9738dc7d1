import { expect, test, DISPLAY } from './support/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { Messages } from '../../domain/messages';
import { signIn } from './support/pages';
import { freePort } from './support/servers';

// A second copy of the web, sharing the session secret, whose services are down: the web must stay up
// and show the spec's banner in place of the page content.
let web: ChildProcess;
let outageUrl: string;

test.beforeAll(async () => {
  const [port, deadApiPort] = [await freePort(), await freePort()];
  outageUrl = `http://127.0.0.1:${port}`;
  web = spawn('node', ['build/web.js'], {
    env: {
      ...process.env,
      APP_ENV: 'local',
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: `http://127.0.0.1:${deadApiPort}`,
      SESSION_SECRET: process.env.E2E_SESSION_SECRET,
      WEB_QUERY_RETRY_DELAY_MS: '10',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${outageUrl}/main`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('outage web server did not start');
});

test.afterAll(() => {
  web?.kill('SIGTERM');
});

test('signing in while the services are down shows the banner', async ({ page }) => {
  await page.goto(`${outageUrl}/login`);
  await page.getByLabel('Email').fill('owner@northwind.test');
  await page.getByLabel('Password').fill('Payloft#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText(Messages.serverUnavailable)).toBeVisible();
});

test('a signed-in page shows the banner in place of its content when the services are down', DISPLAY, async ({ page }) => {
  await signIn(page, 'owner@northwind.test');
  const response = await page.goto(`${outageUrl}/bo/executive-dashboard`);
  expect(response?.status()).toBeLessThan(600);
  await expect(page.getByText(Messages.serverUnavailable)).toBeVisible();
});

// The web's /healthz reports the services too, and answers 503 while they are down.
test('the web /healthz says ok only when the services answer', DISPLAY, async ({ request, baseURL }) => {
  const down = await request.get(`${outageUrl}/healthz`);
  expect(down.status()).toBe(503);
  expect(await down.json()).toEqual({ status: 'error', web: 'ok', services: 'unreachable' });
  const up = await request.get(`${baseURL}/healthz`);
  expect(up.status()).toBe(200);
  expect(await up.json()).toEqual({ status: 'ok', web: 'ok', services: 'ok' });
});

// A malformed `%` in a download path is the caller's mistake, never a 500.
test('a malformed % in a download path answers 400 or 404, not 500', DISPLAY, async ({ page }) => {
  await signIn(page, 'admin@payloft.test');
  for (const path of ['/reports/%E0%A4%A/file', '/reports/%/file', '/pa/setup/bank-accounts/files/%E0%A4%A', '/transactions/details/%']) {
    const response = await page.request.get(path);
    expect([400, 404], `${path} answered ${response.status()}: ${(await response.text()).slice(0, 300)}`).toContain(response.status());
  }
});
