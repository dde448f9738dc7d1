// `npm run bench`'s comparison with the previous build: this machine's speed changes from day to day, so a figure
// means something only beside the build before it, measured in the same run (the brief; docs/benchmarks.md).
// The previous build is BENCH_BASE (a commit), by default HEAD when the work tree has uncommitted changes and HEAD~1
// when it has none. It is checked out once under $TMPDIR/payloft-bench-base/<commit> (a detached git worktree, outside
// the checkout so that no tool of this one reads it) and built there;
// a later run reuses that build. Its node_modules are this checkout's (a link) when the lockfile and patches/ are
// the same at both commits, otherwise its own `npm ci` (an older patched router would otherwise run with today's
// patches and look faster than it was).
// Then the pages the performance targets name are measured side by side, each tree as `npm start` runs it, rounds
// alternating (scripts/bench/in-process.mjs): the list and the business dashboard signed in as the demo owner, with
// pages/s of the list at 50 connections, this build also with every page drawn (its pages kept by their data off,
// decision 161); the sign-in page and the table gallery as a first visitor (no cookie).
// BENCH_NO_BASE=1 skips it. Nothing here asserts on time.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchInProcess } from './in-process.mjs';
import { mustRun } from '../lib/run.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** The commit to compare with: BENCH_BASE, or HEAD with uncommitted changes, or HEAD~1. */
function baseCommit() {
  const named = process.env.BENCH_BASE;
  if (named) return git('rev-parse', '--verify', `${named}^{commit}`);
  const dirty = git('status', '--porcelain', '--untracked-files=no') !== '';
  return git('rev-parse', dirty ? 'HEAD' : 'HEAD~1');
}

/** Whether the commit installs the same packages, patched the same way, as this checkout has now. */
function sameDependencies(commit) {
  try {
    execFileSync('git', ['diff', '--quiet', commit, '--', 'package-lock.json', 'patches/']);
    return true;
  } catch {
    return false;
  }
}

/** The previous build's folder, checked out and built if it is not yet. */
export async function previousBuild() {
  const commit = baseCommit();
  const parent = join(tmpdir(), 'payloft-bench-base');
  const dir = join(parent, commit.slice(0, 12));
  if (existsSync(join(dir, 'build/main.js'))) return { commit, dir };
  mkdirSync(parent, { recursive: true });
  if (!existsSync(dir)) {
    git('worktree', 'prune'); // a folder the system's tmp cleaner removed is still registered until pruned
    git('worktree', 'add', '--detach', dir, commit);
  }
  if (!existsSync(join(dir, 'node_modules'))) {
    if (sameDependencies(commit)) symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
    else await mustRun('npm', ['ci', '--no-audit', '--no-fund'], { cwd: dir });
  }
  // The ISO 20022 schemas codegen reads (fetched once, not in git).
  if (existsSync('.cache') && !existsSync(join(dir, '.cache'))) cpSync('.cache', join(dir, '.cache'), { recursive: true });
  await mustRun('node', ['scripts/codegen.mjs'], { cwd: dir });
  await mustRun('node', ['scripts/build.mjs'], { cwd: dir });
  return { commit, dir };
}

/** This build against the previous one on the targets' pages; `quick` measures fewer, shorter rounds. */
export async function benchAgainstPrevious({ quick = false } = {}) {
  const { commit, dir } = await previousBuild();
  const head = git('rev-parse', '--short=12', 'HEAD');
  console.log(`\nAgainst the previous build (${commit.slice(0, 12)}; this build is ${head} with the work tree as it is)`);
  // Each tree runs its own default transport to the services (SERVICES_TRANSPORT unset), as `npm start` would.
  const setups = [
    { name: 'previous', processes: [['app', 'build/main.js']], cwd: dir },
    { name: 'this', processes: [['app', 'build/main.js']], cwd: process.cwd() },
  ];
  // This build with every page drawn (decision 161 off): what a page costs the first time its data is seen. The bench
  // asks for the same page over and over, which this build answers from the pages it keeps.
  const drawnEveryTime = { name: 'this, every page drawn', processes: [['app', 'build/main.js']], cwd: process.cwd(), env: { WEB_RENDERED_PAGES_MB: '0' } };
  const sizes = quick ? { rounds: 3, requests: 100 } : {};
  // One signed-in user makes every request: the services' per-caller limit (16 in flight) would answer 429 at 50
  // connections and pages/s would measure it, not the pages (decision 131).
  process.env.API_MAX_IN_FLIGHT_PER_CALLER ??= '100000';
  await benchInProcess({
    setups: [...setups, drawnEveryTime],
    paths: ['/transactions/completed?page=1', '/bo/executive-dashboard'],
    signedOut: false,
    rpsSeconds: quick ? 4 : 10,
    ...sizes,
  });
  await benchInProcess({ setups, paths: ['/login', '/dashonic/table-components'], signedOut: true, rpsSeconds: 0, ...sizes });
}
