// `npm test`: generated GraphQL documents up to date, lint, type-check, the unit suite and the build side by side
// (each mostly one core; their output is printed whole as each ends), then the API and end-to-end suites in turn;
// ends with one summary line. With TEST_POSTGRES_URL (an empty database the caller creates and drops, as .ci/run
// does), the API suite also runs on PostgreSQL, beside the browser suite: the browser suite's two workers each wait
// on Chromium and their servers in turn, so they leave part of the two cores idle for it.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { run, runCaptured } from './lib/run.mjs';

const only = process.argv.slice(2);
const reports = 'test-results/summary';
mkdirSync(reports, { recursive: true });

/** Steps marked `together` that follow one another run at the same time (none reads what another writes). */
const steps = [
  { name: 'codegen', command: 'node', args: ['scripts/codegen.mjs', '--check'], together: true },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'], together: true },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'], together: true },
  { name: 'unit', command: 'npx', args: vitestArgs('unit'), counts: vitestCounts('unit'), together: true },
  { name: 'build', command: 'node', args: ['scripts/build.mjs'], together: true },
  { name: 'api', command: 'npx', args: vitestArgs('api'), counts: vitestCounts('api') },
  {
    name: 'e2e',
    needs: 'build',
    command: 'npx',
    args: ['playwright', 'test'],
    counts: playwrightCounts(`${reports}/e2e.json`),
  },
  {
    name: 'api-postgres',
    beside: 'e2e',
    command: 'npx',
    args: vitestArgs('api', 'api-postgres'),
    counts: vitestCounts('api-postgres'),
    // One file at a time: the browser suite has the cores it needs first.
    env: { DATABASE_URL: process.env.TEST_POSTGRES_URL, API_TEST_WORKERS: '1' },
    skip: !process.env.TEST_POSTGRES_URL,
  },
];

function vitestArgs(project, report = project) {
  return ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${report}.json`];
}
function vitestCounts(report) {
  return () => {
    const file = `${reports}/${report}.json`;
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
/** Adds a finished step's counts to the total; a step that failed without failing tests counts once. */
function record(step, code) {
  const counts = step.counts?.();
  if (counts) for (const k of Object.keys(total)) total[k] += counts[k] ?? 0;
  if (code !== 0) {
    failedSteps.push(step.name);
    if (!counts || counts.failed === 0) total.failed += 1;
  }
}
const chosen = steps.filter((step) => !step.skip && (!only.length || only.includes(step.name) || only.includes(step.beside)));
/** A step that runs beside another starts with it, its output captured and printed when it ends. */
const besides = (name) => chosen.filter((step) => step.beside === name);
async function runBeside(step, started) {
  const { code, output } = await runCaptured(step.command, step.args, { env: { ...process.env, ...step.env } });
  console.log(`\n=== ${step.name} (${code === 0 ? 'passed' : `failed, exit ${code}`} after ${((Date.now() - started) / 1000).toFixed(0)} s, beside ${step.beside}) ===`);
  process.stdout.write(output);
  record(step, code);
}
for (let i = 0; i < chosen.length; ) {
  if (chosen[i].beside && chosen.some((step) => step.name === chosen[i].beside)) {
    i += 1;
    continue;
  }
  if (chosen[i].needs && failedSteps.includes(chosen[i].needs)) {
    console.log(`\n=== ${chosen[i].name}: not run, ${chosen[i].needs} failed ===`);
    i += 1;
    continue;
  }
  let end = i + 1;
  if (chosen[i].together) while (end < chosen.length && chosen[end].together) end += 1;
  const batch = chosen.slice(i, end);
  i = end;
  if (batch.length === 1) {
    const [step] = batch;
    const alongside = besides(step.name);
    console.log(`\n=== ${[step.name, ...alongside.map((s) => `${s.name} beside it (printed when it ends)`)].join(', ')} ===`);
    const started = Date.now();
    const others = alongside.map((other) => runBeside(other, started));
    const code = await run(step.command, step.args, { env: { ...process.env, ...step.env } });
    console.log(`\n=== ${step.name} ${code === 0 ? 'passed' : `failed, exit ${code}`} after ${((Date.now() - started) / 1000).toFixed(0)} s ===`);
    record(step, code);
    await Promise.all(others);
  } else {
    const started = Date.now();
    console.log(`\n=== ${batch.map((s) => s.name).join(', ')} (side by side) ===`);
    await Promise.all(
      batch.map(async (step) => {
        const { code, output } = await runCaptured(step.command, step.args, { env: { ...process.env, ...step.env } });
        console.log(`\n=== ${step.name} (${code === 0 ? 'passed' : `failed, exit ${code}`} after ${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
        process.stdout.write(output);
        record(step, code);
      }),
    );
  }
}
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
