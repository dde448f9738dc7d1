// Production build: the Remix app (server + browser bundles), then the API and web servers bundled by esbuild.
import { build } from 'esbuild';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { precompress } from './lib/precompress.mjs';
import { mustRun } from './lib/run.mjs';

rmSync('build', { recursive: true, force: true });
rmSync('public/build', { recursive: true, force: true });
await mustRun('npx', ['remix', 'build']);

// The chunks the browser entry imports (React, React DOM, Remix and the router: what every page runs to hydrate) start
// with V8's compile hint, so Chrome compiles all their functions while it downloads them, off the page's main thread,
// instead of one by one as the page first calls them: at 4× CPU slowdown the list's module evaluation took 70–80 ms
// without it and 10–25 with it (decision 154). The hint is a comment: the chunks' names, made from their content before,
// still name one content per build.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const entry = readdirSync('public/build').find((file) => /^entry\.client-[A-Z0-9]+\.js$/.test(file));
for (const [, chunk] of readFileSync(`public/build/${entry}`, 'utf8').matchAll(/from"\/build\/(_shared\/chunk-[A-Z0-9]+\.js)"/g)) {
  const file = `public/build/${chunk}`;
  writeFileSync(file, COMPILE_HINT + readFileSync(file, 'utf8'));
}
// Compressed once here, after the last change to the scripts, not per request (server/precompressed.ts).
const packed = await precompress('public/build');
console.log(`public/build: ${packed.files} files compressed once, ${(packed.raw / 1024).toFixed(0)} KB -> ${(packed.br / 1024).toFixed(0)} KB brotli`);

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({ ...common, entryPoints: { main: 'api/main.ts' }, outdir: 'build/api' });
await build({ ...common, entryPoints: { web: 'server/web.ts' }, outdir: 'build' });
// The single-machine default: services and web in one process (decision 102).
await build({ ...common, entryPoints: { main: 'server/main.ts' }, outdir: 'build' });
writeFileSync('build/.stamp', new Date().toISOString());
console.log('Build finished: build/server (Remix), build/api/main.js, build/web.js, build/main.js, public/build');
