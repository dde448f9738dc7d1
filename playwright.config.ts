// Browser tests: the production build of the services and the web, driven through Debian's Chromium with
// JavaScript on and off. Each worker starts its own servers over its own copy of the run's migrated template, seeded
// with the demo (tests/e2e/support/test.ts, decision 133), so test files run in parallel workers without sharing data.
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';

/**
 * One worker per core (E2E_WORKERS changes it). A third worker on two cores was tried: 857 s against 1,005 s in two
 * runs one after the other, but no difference interleaved on the same ten files (2: 251 and 204 s; 3: 233 and 214 s):
 * the machine's speed drifts more than that within an hour, and a third worker adds load for nothing (decision 134).
 */
const workers = Number(process.env.E2E_WORKERS ?? availableParallelism());

export default defineConfig({
  testDir: 'tests/e2e',
  // One embedded PostgreSQL for the run's test servers, each on its own copy of a migrated template (decision 133).
  globalSetup: './tests/e2e/support/database-server.global.ts',
  fullyParallel: false,
  workers,
  retries: 0,
  // Long journeys (MFA, onboarding) take most of a minute on a busy two-core machine; a slow run is not a failure.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The time reporter prints where the tests' time went (fixtures, page loads, clicks, assertions' waits).
  reporter: [['list'], ['json', { outputFile: 'test-results/summary/e2e.json' }], ['./tests/e2e/support/time-reporter.ts']],
  outputDir: 'test-results/e2e',
  use: {
    // No trace by default: recording one (DOM snapshots and screencast frames at every action) made the suite
    // 16-30 % slower even when it was thrown away after a pass (decision 049). A failure keeps a screenshot and the
    // call log; to record traces, run with `--trace retain-on-failure` (or `on`).
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // More flags for a measurement (e.g. E2E_CHROMIUM_ARGS='--disable-frame-rate-limit', which made a run slower:
        // Playwright's waits poll on animation frames, and unthrottled frames spun the CPU).
        ...(process.env.E2E_CHROMIUM_ARGS ?? '').split(' ').filter(Boolean),
      ],
    },
  },
  projects: [
    // Display-only tests (support/test.ts DISPLAY) run once, without JavaScript: the same HTML either way.
    { name: 'js', use: { javaScriptEnabled: true }, grepInvert: /@display/ },
    { name: 'no-js', use: { javaScriptEnabled: false } },
  ],
});
