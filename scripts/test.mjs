// `npm test`: generated GraphQL documents up to date, lint, type-check, the unit suite and the build side by side
// (each mostly one core; their output is printed whole as each ends), then the API and end-to-end suites in turn;
// ends with each step's wall time, the slowest files of each suite and one summary line.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { run, runCaptured } from './lib/run.mjs';
import { slowestFiles } from './lib/slowest.mjs';

const only = process.argv.slice(2);
const reports = 'test-results/summary';
mkdirSync(reports, { recursive: true });

/**
 * The API suite runs once, on PostgreSQL (decision 124, amending 122): on the server API_DATABASE_URL names where one
 * is at hand (CI), else on a throwaway embedded server its global setup starts (tests/api/support/test-databases.global.ts).
 */
const apiDatabaseUrl = process.env.API_DATABASE_URL;

/** Steps marked `together` that follow one another run at the same time (none reads what another writes). */
const steps = [
  { name: 'codegen', command: 'node', args: ['scripts/codegen.mjs', '--check'], together: true },
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'], together: true },
  { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'], together: true },
  { name: 'compose', command: 'node', args: ['scripts/compose-check.mjs'], together: true },
  { name: 'knip', command: 'npx', args: ['knip', '--include', 'dependencies,unlisted'], together: true },
  { name: 'graph', command: 'node', args: ['scripts/graph.mjs'], together: true },
  { name: 'unit', report: 'unit', command: 'npx', args: vitestArgs('unit'), counts: vitestCounts('unit'), together: true },
  { name: 'build', command: 'node', args: ['scripts/build.mjs'], together: true },
  {
    name: 'api',
    report: 'api',
    command: 'npx',
    args: vitestArgs('api'),
    counts: vitestCounts('api'),
    env: apiDatabaseUrl ? { DATABASE_URL: apiDatabaseUrl } : {},
  },
  {
    name: 'e2e',
    needs: 'build',
    command: 'npx',
    report: 'e2e',
    args: ['playwright', 'test'],
    counts: playwrightCounts(`${reports}/e2e.json`),
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
/** Each step's wall time in seconds (steps run side by side each count from the batch's start). */
const seconds = new Map();
/**
 * How busy the machine's CPUs were while each batch of steps ran (/proc/stat: every process on the machine, so read it
 * on a machine that runs nothing else, as CI's does). Near 100 % a suite waits on the CPU, and only cheaper work speeds it
 * up; well below, it waits on something else. Not the processes' own times: Chromium's helpers are not counted through
 * the test runner, and counted that way a browser run looked half idle while the machine was 92 % busy.
 */
const batchCpu = [];
function cpuJiffies() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal] = values.map(Number);
    return { busy: user + nice + system + irq + softirq + steal, all: user + nice + system + idle + iowait + irq + softirq + steal };
  } catch {
    return undefined;
  }
}
const chosen = steps.filter((step) => !only.length || only.includes(step.report ?? step.name) || only.includes(step.name));
for (let i = 0; i < chosen.length; ) {
  if (chosen[i].needs && failedSteps.includes(chosen[i].needs)) {
    console.log(`\n=== ${chosen[i].name}: not run, ${chosen[i].needs} failed ===`);
    i += 1;
    continue;
  }
  let end = i + 1;
  if (chosen[i].together) while (end < chosen.length && chosen[end].together) end += 1;
  const batch = chosen.slice(i, end);
  i = end;
  const batchStarted = Date.now();
  const cpuBefore = cpuJiffies();
  if (batch.length === 1) {
    const [step] = batch;
    console.log(`\n=== ${step.name} ===`);
    const started = Date.now();
    record(step, await run(step.command, step.args, { env: { ...process.env, ...step.env } }));
    seconds.set(step, (Date.now() - started) / 1000);
  } else {
    const started = Date.now();
    console.log(`\n=== ${batch.map((s) => s.name).join(', ')} (side by side) ===`);
    await Promise.all(
      batch.map(async (step) => {
        const { code, output } = await runCaptured(step.command, step.args, { env: { ...process.env, ...step.env } });
        seconds.set(step, (Date.now() - started) / 1000);
        console.log(`\n=== ${step.name} (${code === 0 ? 'passed' : `failed, exit ${code}`} after ${seconds.get(step).toFixed(0)} s) ===`);
        process.stdout.write(output);
        record(step, code);
      }),
    );
  }
  const cpuAfter = cpuJiffies();
  if (cpuBefore && cpuAfter) {
    const busy = (cpuAfter.busy - cpuBefore.busy) / Math.max(1, cpuAfter.all - cpuBefore.all);
    batchCpu.push({ names: batch.map((s) => s.name).join(', '), wall: (Date.now() - batchStarted) / 1000, busy });
  }
}
console.log('\n=== time per step (wall clock; steps side by side overlap) ===');
for (const [step, s] of seconds) console.log(`  ${s.toFixed(0).padStart(6)} s  ${step.name}${failedSteps.includes(step.name) ? ' (failed)' : ''}`);
if (batchCpu.length) {
  console.log(`\n=== the machine's CPUs busy while each batch ran (${availableParallelism()} cores; everything on the machine) ===`);
  for (const b of batchCpu) console.log(`  ${(b.busy * 100).toFixed(0).padStart(5)} % of ${b.wall.toFixed(0).padStart(5)} s  ${b.names}`);
}
for (const step of chosen.filter((s) => s.report && seconds.has(s))) {
  const lines = slowestFiles(`${reports}/${step.report}.json`);
  if (lines.length) console.log(`\n=== slowest files: ${step.name} ===\n${lines.join('\n')}`);
}
console.log(`\nSteps failed: ${failedSteps.length ? failedSteps.join(', ') : 'none'}`);
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(failedSteps.length ? 1 : 0);
