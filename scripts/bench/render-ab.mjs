// The pages' own rendering, before and after a change, side by side in one process: each built tree's
// Remix handler (build/server/index.js with that tree's own node_modules, so a patched and an unpatched router can be
// compared) is called directly, with no HTTP and no services, for pages that need neither (signed out: the login page,
// the table gallery), in alternating order, ROUNDS rounds of N calls; the figure is the process's CPU time per call.
// One process and alternating rounds keep the machine's load out of the ratio, which HTTP runs on a loaded machine do not.
// Usage: node scripts/bench/render-ab.mjs before=<dir>,after=<dir> [paths, comma-separated] [N] [ROUNDS]
// Nothing here asserts on time.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.APP_ENV ??= 'local';
process.env.LOG_LEVEL ??= 'warn';
// The root's loader reads the web's settings; a throwaway secret for a run that signs nobody in.
process.env.SESSION_SECRET ??= 'render-ab-0123456789abcdef0123456789abcdef';
const trees = (process.argv[2] ?? '').split(',').filter(Boolean).map((e) => e.split('=')).map(([name, dir]) => [name, resolve(dir)]);
if (trees.length < 2) throw new Error('usage: node scripts/bench/render-ab.mjs before=<dir>,after=<dir> [paths] [N] [ROUNDS]');
const paths = (process.argv[3] || '/login,/dashonic/table-components,/dashonic/table-components/phone').split(',');
const N = Number(process.argv[4] ?? 200), ROUNDS = Number(process.argv[5] ?? 5);
const handlers = [];
for (const [name, dir] of trees) {
  const req = createRequire(`${dir}/package.json`);
  const { createRequestHandler } = req('@remix-run/node');
  const build = await import(pathToFileURL(`${dir}/build/server/index.js`).href);
  handlers.push({ name, handle: createRequestHandler(build, 'production') });
}
// A signed-out session: its fields as a fresh session has them, every method a no-op.
const session = new Proxy({ isSignedIn: false, isDirty: false }, { get: (t, k) => (k in t ? t[k] : k === 'then' || typeof k === 'symbol' ? undefined : () => undefined) });
const ctx = () => ({ cspNonce: 'abc', requestId: 'r', session, clientAddress: '127.0.0.1', webOrigin: 'http://localhost' });
async function once(h, path) {
  const res = await h.handle(new Request(`http://localhost${path}`), ctx());
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${h.name} ${path} ${res.status} ${text.slice(0, 300)}`);
  return text.length;
}
for (const h of handlers) for (const p of paths) console.log(h.name, p, 'bytes', await once(h, p));
for (const h of handlers) for (const p of paths) for (let i = 0; i < 30; i++) await once(h, p);
const fig = Object.fromEntries(handlers.map((h) => [h.name, Object.fromEntries(paths.map((p) => [p, []]))]));
for (let r = 0; r < ROUNDS; r++) {
  for (const h of r % 2 ? [...handlers].reverse() : handlers) {
    for (const p of paths) {
      const c0 = process.cpuUsage();
      for (let i = 0; i < N; i++) await once(h, p);
      const c = process.cpuUsage(c0);
      fig[h.name][p].push((c.user + c.system) / 1000 / N);
    }
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
for (const p of paths) {
  const [a, b] = [handlers[0], handlers.at(-1)].map((h) => fig[h.name][p]);
  console.log(p, handlers.map((h) => `${h.name} median ${med(fig[h.name][p]).toFixed(2)} ms [${fig[h.name][p].map((x) => x.toFixed(1)).join(' ')}]`).join('; '),
    `ratio ${(med(b) / med(a)).toFixed(2)}, per round ${a.map((x, i) => (b[i] / x).toFixed(2)).join(' ')}`);
}
process.exit(0);
