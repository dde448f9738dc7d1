/**
 * The Node flags of the app's server processes (scripts/lib/server-node-args.mjs, decision 164): the image carries the
 * same ones, and they give V8 the larger young generation they are there for.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_ARGS, SERVER_NODE_OPTIONS } from '../../scripts/lib/server-node-args.mjs';

/** The young generation's size after a run that keeps much of what it allocates, in MiB, under `flags`. */
function youngGenerationAfterLoad(flags: readonly string[]): number {
  const program = `
    const kept = [];
    for (let i = 0; i < 2e6; i++) { kept.push({ i, list: [i] }); if (kept.length > 150000) kept.splice(0, 75000); }
    const young = require('node:v8').getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    console.log(young.space_size / 1048576);`;
  // Without NODE_OPTIONS, which may carry these flags already (the image sets them): the baseline is V8's default.
  const { NODE_OPTIONS: _options, ...env } = process.env;
  const run = spawnSync(process.execPath, [...flags, '-e', program], { encoding: 'utf8', env });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

describe("the server processes' Node flags", () => {
  it('are the container image’s NODE_OPTIONS', () => {
    const dockerfile = readFileSync('deploy/Dockerfile', 'utf8');
    expect(dockerfile).toContain(`ENV NODE_OPTIONS="${SERVER_NODE_OPTIONS}"`);
  });

  it('let the young generation grow past what it reaches without them', () => {
    const without = youngGenerationAfterLoad([]);
    const withFlags = youngGenerationAfterLoad(SERVER_NODE_ARGS);
    expect(withFlags).toBeGreaterThan(without);
  });
});
