// `npm test`: generated GraphQL documents up to date, lint, type-check, unit, API and end-to-end suites in turn; ends with one summary line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { run } from './lib/run.mjs';

const only = process.argv.slice(2);
const reports = 'test-results/summary';
mkdirSync(reports, { recursive: true });

const steps = [
  { name: 'codegen', command: 'node', args: ['scripts/codegen.mjs', '--check'] },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
  { name: 'unit', command: 'npx', args: vitestArgs('unit'), counts: vitestCounts('unit') },
  { name: 'api', command: 'npx', args: vitestArgs('api'), counts: vitestCounts('api') },
  { name: 'build', command: 'node', args: ['scripts/build.mjs'] },
  {
    name: 'e2e',
    command: 'npx',
    args: ['playwright', 'test'],
    counts: playwrightCounts(`${reports}/e2e.json`),
  },
];

function vitestArgs(project) {
  return ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${project}.json`];
}
function vitestCounts(project) {
  return () => {
    const file = `${reports}/${project}.json`;
    if (!existsSync(file)) return null;
    const r = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
  };
}
function playwrightCounts(file) {
  return () => {
    if (!existsSync(file)) return null;
    const s = JSON.parse(readFileSync(file, 'utf8')).stats;
    return { passed: s.expected + s.flaky, failed: s.unexpected, skipped: s.skipped };
  };
}

const total = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue;
  console.log(`\n=== ${step.name} ===`);
  const code = await run(step.command, step.args, { env: { ...process.env, ...step.env } });
  const counts = step.counts?.();
  if (counts) for (const k of Object.keys(total)) total[k] += counts[k] ?? 0;
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!counts || counts.failed === 0) total.failed += 1; // a step that failed without failing tests counts once
    if (step.name === 'build') break;
  }
}
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
