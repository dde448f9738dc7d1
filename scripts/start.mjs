// `npm start`: build if needed, then run the services and the web together on the embedded database
// (migrations and demo data run at the services' start). `--dev` watches sources instead.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { mustRun, waitForHttp } from './lib/run.mjs';
import { resolveSecrets } from './lib/secrets.mjs';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '4000';
const dataDir = resolve(process.env.DATA_DIR ?? '.data');

const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  DATA_DIR: dataDir,
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  NODE_ENV: dev ? 'development' : (process.env.NODE_ENV ?? 'production'),
};
Object.assign(env, resolveSecrets(env, dataDir));

const SOURCES = ['app', 'api', 'domain', 'server', 'remix.config.js', 'package-lock.json'];
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}
function buildIsCurrent() {
  const stamp = 'build/.stamp';
  if (!['build/api/main.js', 'build/web.js', 'build/server/index.js', stamp].every(existsSync)) return false;
  return statSync(stamp).mtimeMs >= Math.max(...SOURCES.map(newestMtime));
}

const children = [];
function launch(name, command, args) {
  const child = spawn(command, args, { env, stdio: 'inherit' });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the rest.`);
      stop(typeof code === 'number' && code !== 0 ? code : 1);
    }
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const timer = setTimeout(() => process.exit(code), 10_000);
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.on('exit', r)) : null))).then(() => {
    clearTimeout(timer);
    process.exit(code);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

if (dev) {
  await mustRun('npx', ['remix', 'build'], { env });
  launch('remix', 'npx', ['remix', 'watch']);
  launch('api', 'npx', ['tsx', 'watch', 'api/main.ts']);
  await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`);
  launch('web', 'npx', ['tsx', 'watch', 'server/web.ts']);
  await waitForHttp(`http://127.0.0.1:${port}/main`, 60_000);
} else {
  if (!buildIsCurrent()) await mustRun('node', ['scripts/build.mjs'], { env });
  launch('api', 'node', ['--enable-source-maps', 'build/api/main.js']);
  await waitForHttp(`http://127.0.0.1:${apiPort}/healthz`, 120_000);
  launch('web', 'node', ['--enable-source-maps', 'build/web.js']);
  await waitForHttp(`http://127.0.0.1:${port}/main`, 60_000);
}
console.log(`\nThe web app is running at http://localhost:${port}  (services at http://127.0.0.1:${apiPort})`);
console.log('Sign in with any demo account from the README, e.g. owner@northwind.test / Payloft#2026. Ctrl-C stops both.\n');
