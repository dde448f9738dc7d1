// Summarises a V8 .cpuprofile (from `BENCH_PROFILE=<dir> npm run bench`): self time by package or project file,
// and the heaviest functions by self and by inclusive time.
// Usage: node scripts/bench/profile-summary.mjs <dir>/<api|web>.cpuprofile [page name] [top]
// With a page name (as bench prints it), only the samples taken while that page was measured count (the bench
// writes the windows to windows.json beside the profiles; the server's start stands for the profile's start).
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const [file, page, topArg] = process.argv.slice(2);
const TOP = Number(topArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8'));
let window = [0, Infinity];
const windowsFile = join(dirname(file), 'windows.json');
if (page && existsSync(windowsFile)) {
  const windows = JSON.parse(readFileSync(windowsFile, 'utf8'));
  const started = windows.started[basename(file, '.cpuprofile')];
  const [from, to] = windows.pages[page] ?? [];
  if (from === undefined) throw new Error(`no window named ${page} in ${windowsFile}`);
  window = [(from - started) * 1000, (to - started) * 1000]; // microseconds since the profile started
}
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Sample counts → milliseconds (timeDeltas are in microseconds).
const self = new Map();
let at = 0;
for (let i = 0; i < profile.samples.length; i++) {
  at += profile.timeDeltas[i] ?? 0;
  if (at < window[0] || at > window[1]) continue;
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);

function area(url) {
  if (!url) return '(native/V8)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (url.startsWith('node:')) return 'node core';
  return url.replace(/^file:\/\/.*?\/(build|app|api|domain|server)\//, '$1/');
}
const frame = (n) => `${n.callFrame.functionName || '(anonymous)'} ${area(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
const idle = new Set(['(idle)', '(program)', '(garbage collector)']);

const areas = new Map();
const selfByFrame = new Map();
const inclusive = new Map();
for (const [id, ms] of self) {
  const n = byId.get(id);
  const name = n.callFrame.functionName;
  const a = idle.has(name) ? name : area(n.callFrame.url);
  areas.set(a, (areas.get(a) ?? 0) + ms);
  const f = idle.has(name) ? name : frame(n);
  selfByFrame.set(f, (selfByFrame.get(f) ?? 0) + ms);
  // Inclusive: every distinct frame on the stack gets the sample once.
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const key = frame(byId.get(cur));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
  }
}
// The layers a page's time is told in (docs/benchmarks.md, step 19), by the package or file of a frame's self time.
const GROUPS = [
  ['GC', (a) => a === '(garbage collector)'],
  ['idle and unattributed V8', (a) => a === '(idle)' || a === '(program)' || a === '(native/V8)'],
  ['React render', (a) => /^(react-dom|react|@emotion\/.*|@mui\/.*|stylis)$/.test(a) || a.startsWith('build/server/')],
  ['route matching', (a) => /^(@remix-run\/router|react-router|react-router-dom)$/.test(a)],
  ['loader data', (a) => /^(turbo-stream|@remix-run\/server-runtime|@remix-run\/node|@remix-run\/react|@remix-run\/express|cookie|set-cookie-parser)$/.test(a)],
  ['PGlite / drizzle', (a) => a.startsWith('wasm://') || /^(@electric-sql\/pglite|drizzle-orm|pg|pg-protocol|pg-types)$/.test(a)],
  ['services plumbing (GraphQL, fetch, our server code)', (a) => /^(graphql|graphql-yoga|graphql-request|@graphql-yoga\/.*|@graphql-tools\/.*|@envelop\/.*|@whatwg-node\/.*|undici|dataloader)$/.test(a) || a.startsWith('build/') || a.startsWith('api/') || a.startsWith('server/')],
  ['Node core (HTTP, streams, buffers, zlib)', (a) => a === 'node core'],
];
const groups = new Map();
for (const [a, ms] of areas) {
  const group = GROUPS.find(([, test]) => test(a))?.[0] ?? 'other';
  groups.set(group, (groups.get(group) ?? 0) + ms);
}

const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) {
    console.log(`${v.toFixed(0).padStart(8)} ms ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`);
  }
};
console.log(`${file}: ${total.toFixed(0)} ms sampled`);
print('self time by layer', groups);
print('self time by package / file', areas);
print('self time by function', selfByFrame);
print('inclusive time by function', inclusive);
