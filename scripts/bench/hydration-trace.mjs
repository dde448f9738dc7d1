// The list's load in Chrome's performance trace at Lighthouse's mobile CPU slowdown (4×): each built tree started here
// on a throw-away embedded database (server.mjs), the demo owner signed in, a cold load of the page with the trace and
// V8's CPU profile recorded, runs alternating between the trees. Prints, per run, the main thread's tasks over 50 ms
// from the scripts' evaluation on, each with its wall time and the thread's own CPU time (the second leaves out the
// time other processes took the core, which the wall time on a shared machine does not) and what fills it.
// Usage: HYDRATION_TREES=before=<dir>,after=<dir> [HYDRATION_RUNS=5] [HYDRATION_PAGE=/transactions/completed?page=1]
//   [HYDRATION_TRACES=<folder to keep the traces in, for DevTools>] node scripts/bench/hydration-trace.mjs
// Chromium: CHROME_PATH (default Debian's /usr/bin/chromium), with the browser tests' flags. Nothing here asserts on time.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltApp } from './server.mjs';
import { signInCookie } from './sign-in.mjs';

const RUNS = Number(process.env.HYDRATION_RUNS ?? 5);
const PAGE = process.env.HYDRATION_PAGE ?? '/transactions/completed?page=1';
const KEEP = process.env.HYDRATION_TRACES;
const TREES = (process.env.HYDRATION_TREES ?? `this=${process.cwd()}`).split(',').map((t) => t.split('='));
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'blink.user_timing', 'loading', 'toplevel', 'disabled-by-default-v8.cpu_profiler', '__metadata'];
const LONG_US = 50_000;
/** Trace events whose time names a task's content, outermost only. */
const PIECES = {
  'module evaluation': /^v8\.evaluateModule$/,
  script: /^(FunctionCall|EvaluateScript|v8\.callFunction)$/,
  'HTML parsing': /^ParseHTML$/,
  'style and layout': /^(UpdateLayoutTree|Layout|LocalFrameView::UpdateStyleAndLayout)$/,
  paint: /^(Paint|LocalFrameView::RunPaintLifecyclePhase|PrePaint)$/,
  'request set-up': /^ResourceFetcher::requestResource$/,
};

/** The renderer's main thread of the page's navigation, its tasks, and what fills those over 50 ms from the module evaluation on. */
function longTasks(events) {
  const navigation = events.find((e) => e.name === 'navigationStart' && (e.args?.data?.documentLoaderURL ?? '').includes(PAGE.split('?')[0]));
  const thread = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && e.pid === navigation?.pid);
  if (!thread) return null;
  const main = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur > 0);
  const tasks = main.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
  const evaluation = main.find((e) => e.name === 'v8.evaluateModule');
  // No module evaluated: no window to count in (a page whose scripts never ran is not a page without long tasks).
  if (!evaluation) return null;
  const from = tasks.find((t) => t.ts <= evaluation.ts && t.ts + t.dur >= evaluation.ts)?.ts ?? evaluation.ts;
  return tasks
    .filter((t) => t.ts >= from && t.dur > LONG_US)
    .map((t) => {
      const inside = main.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur);
      const fill = Object.entries(PIECES).flatMap(([piece, name]) => {
        const own = inside.filter((e) => name.test(e.name));
        const outer = own.filter((e) => !own.some((u) => u !== e && u.ts <= e.ts && u.ts + u.dur >= e.ts + e.dur));
        const us = outer.reduce((sum, e) => sum + e.dur, 0);
        return us > 5000 ? [`${piece} ${(us / 1000).toFixed(0)}`] : [];
      });
      return `+${((t.ts - from) / 1000).toFixed(0)} ms: ${(t.dur / 1000).toFixed(0)} ms (CPU ${((t.tdur ?? 0) / 1000).toFixed(0)})${fill.length ? ` [${fill.join(', ')}]` : ''}`;
    });
}

const children = [];
const dirs = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const webs = [];
for (const [label, dir] of TREES) webs.push([label, (await startBuiltApp({ processes: [['app', 'build/main.js']], transport: 'direct', cwd: dir }, children, dirs)).web]);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
if (KEEP) mkdirSync(KEEP, { recursive: true });
const load = () => loadavg().map((l) => l.toFixed(1)).join(' / ');
console.log(`\n${PAGE} at 4× CPU slowdown, 412 px, ${RUNS} runs a tree, load average ${load()} at the start`);
for (let i = 0; i < RUNS * webs.length; i++) {
  const run = Math.floor(i / webs.length);
  const [label, web] = webs[(i + run) % webs.length];
  const cookie = await signInCookie(web);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  await context.addCookies(cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: web })));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES }, transferMode: 'ReportEvents' });
  await page.goto(`${web}${PAGE}`, { waitUntil: 'load' });
  // A fixed wait, not a wait for the hydration mark: Playwright's own script would add tasks to the trace.
  await new Promise((resolve) => setTimeout(resolve, 4000));
  await cdp.send('Tracing.end');
  await complete;
  const hydrated = (await cdp.send('Runtime.evaluate', { expression: 'document.documentElement.dataset.hydrated', returnByValue: true })).result.value === 'true';
  if (KEEP) writeFileSync(join(KEEP, `${label}-${run}.json`), JSON.stringify({ traceEvents: events }));
  const tasks = longTasks(events);
  console.log(`  ${label} run ${run + 1}${hydrated ? '' : ' (NOT hydrated)'}: ${tasks ? `${tasks.length} tasks over 50 ms` : 'no navigation or no module evaluation found'} (load ${load()})`);
  for (const task of tasks ?? []) console.log(`    ${task}`);
  await context.close();
}
await browser.close();
process.exit(0);
