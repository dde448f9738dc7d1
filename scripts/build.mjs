// Production build: the Remix app (server + browser bundles), then the API and web servers bundled by esbuild.
import { build } from 'esbuild';
import { rmSync, writeFileSync } from 'node:fs';
import { precompress } from './lib/precompress.mjs';
import { mustRun } from './lib/run.mjs';

rmSync('build', { recursive: true, force: true });
rmSync('public/build', { recursive: true, force: true });
await mustRun('npx', ['remix', 'build']);
// Compressed once here, not per request (server/precompressed.ts).
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
