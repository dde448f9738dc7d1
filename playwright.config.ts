// Browser tests: the production build of the services and the web on free ports over a fresh in-memory
// database with the demo data, driven through Debian's Chromium with JavaScript on and off.
import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { e2eEnv } from './tests/e2e/support/servers';

const env = await e2eEnv();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1, // the suites share one demo database, and some change its accounts
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/summary/e2e.json' }]],
  outputDir: 'test-results/e2e',
  use: {
    baseURL: env.WEB_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'js', use: { javaScriptEnabled: true } },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: 'node build/api/main.js',
      url: `${env.API_URL}/healthz`,
      env: { ...env.api, ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex') },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node build/web.js',
      url: `${env.WEB_URL}/main`,
      env: env.web,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
