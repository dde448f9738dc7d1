import { availableParallelism } from 'node:os';
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
          // One file more than the cores: vitest's default (cores - 1) runs one file at a time on two cores; two
          // workers beat one (decision 124), and three beat two, as PostgreSQL's own work and the files' waits on the
          // processes they start leave a core idle (two pairs of adjacent runs on PostgreSQL: 163 against 189 s and 148
          // against 160 s; decision 134).
          // API_TEST_WORKERS sets another number.
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? availableParallelism() + 1),
          globalSetup: ['tests/api/support/test-databases.global.ts'],
          // The files of one worker share its module registry: the services' modules are imported once per worker
          // instead of once per file (import time 122 s → 33 s over eight files; decision 133). Each file still has
          // its own database and its own app; module state a file changes it restores (e.g. SANDBOX_RAIL_OUTAGE).
          isolate: false,
          setupFiles: [FAIL_ON_CONSOLE_ERROR],
          environment: 'node',
          // Generous: a test that migrates and seeds a fresh database, with two files at once on a loaded two-core
          // machine, took over 30 s (a timeout only has to tell a hang from slow work).
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
