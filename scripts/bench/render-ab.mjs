// The pages' own rendering, before and after a change, side by side in one process: each built tree's
// Remix handler (build/server/index.js with that tree's own node_modules, so a patched and an unpatched router can be
// compared) is called directly, with no HTTP and no services, for pages that need neither (signed out: the login page,
// the table gallery), in alternating order, ROUNDS rounds of N calls; the figure is the process's CPU time per call.
// One process and alternating rounds keep the machine's load out of the ratio, which HTTP runs on a loaded machine do not.
// RENDER_AB_SIGNED_IN=1: the pages as the demo owner (the dashboard, the lists): the last tree's services and web run as
// their own processes on a throwaway database with the demo data (server.mjs; BENCH_PORT_BASE for the ports), the owner
// signs in through its form, and every call's session is read from that cookie; the handlers call those services over
// HTTP, so the figure is the web's CPU (and its GraphQL client's), not the services'.
// RENDER_AB_AS=bayside: signed in as the owner of the business with On Demand consumers and payments instead.
// Usage: [RENDER_AB_SIGNED_IN=1 [RENDER_AB_AS=bayside]] node scripts/bench/render-ab.mjs before=<dir>,after=<dir> [paths, comma-separated] [N] [ROUNDS]
// Nothing here asserts on time.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { startBuiltApp } from './server.mjs';
import { BENCH_BAYSIDE, signInCookie } from './sign-in.mjs';

process.env.APP_ENV ??= 'local';
process.env.LOG_LEVEL ??= 'warn';
// The root's loader reads the web's settings; a throwaway secret for a run that signs nobody in.
process.env.SESSION_SECRET ??= 'render-ab-0123456789abcdef0123456789abcdef';
const trees = (process.argv[2] ?? '').split(',').filter(Boolean).map((e) => e.split('=')).map(([name, dir]) => [name, resolve(dir)]);
if (trees.length < 2) throw new Error('usage: node scripts/bench/render-ab.mjs before=<dir>,after=<dir> [paths] [N] [ROUNDS]');
const paths = (process.argv[3] || '/login,/dashonic/table-components,/dashonic/table-components/phone').split(',');
const N = Number(process.argv[4] ?? 200), ROUNDS = Number(process.argv[5] ?? 5);
const SIGNED_IN = process.env.RENDER_AB_SIGNED_IN === '1';
let readSession;
if (SIGNED_IN) {
  // One set of secrets for the started processes and this one, so this process reads their session cookie.
  process.env.ACCESS_TOKEN_SECRET ??= randomBytes(48).toString('base64url');
  process.env.ENCRYPTION_KEY ??= randomBytes(32).toString('base64');
  const children = [], dirs = [];
  process.on('exit', () => {
    for (const child of children) child.kill('SIGTERM');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const processes = [['api', 'build/api/main.js'], ['web', 'build/web.js']];
  const { web, api } = await startBuiltApp({ processes, transport: 'http', cwd: trees.at(-1)[1] }, children, dirs);
  process.env.API_URL = api;
  const cookie = await signInCookie(web, process.env.RENDER_AB_AS === 'bayside' ? BENCH_BAYSIDE : undefined);
  const { createSessionStore } = await tsImport(`${trees.at(-1)[1]}/app/platform/session.server.ts`, import.meta.url);
  const store = createSessionStore({ secret: process.env.SESSION_SECRET, secure: false });
  readSession = () => store.read(cookie);
}
const handlers = [];
for (const [name, dir] of trees) {
  const req = createRequire(`${dir}/package.json`);
  const { createRequestHandler } = req('@remix-run/node');
  const build = await import(pathToFileURL(`${dir}/build/server/index.js`).href);
  handlers.push({ name, handle: createRequestHandler(build, 'production') });
}
// A signed-out session: its fields as a fresh session has them, every method a no-op.
const session = new Proxy({ isSignedIn: false, isDirty: false }, { get: (t, k) => (k in t ? t[k] : k === 'then' || typeof k === 'symbol' ? undefined : () => undefined) });
const ctx = async () => ({ cspNonce: 'abc', requestId: 'r', session: readSession ? await readSession() : session, clientAddress: '127.0.0.1', webOrigin: 'http://localhost' });
async function once(h, path) {
  const res = await h.handle(new Request(`http://localhost${path}`), await ctx());
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
