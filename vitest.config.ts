import { defineConfig } from 'vitest/config';

/** A test that logs console.error fails, unless it calls expectConsoleError for the error it provokes. */
const FAIL_ON_CONSOLE_ERROR = 'tests/support/console-errors.ts';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['domain/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'], environment: 'node', setupFiles: [FAIL_ON_CONSOLE_ERROR] } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/support/test-databases.global.ts'],
          setupFiles: [FAIL_ON_CONSOLE_ERROR],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
