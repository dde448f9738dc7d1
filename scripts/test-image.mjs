// `npm run test:image` (on demand and before a release; not in CI): the production image built and run on this
// machine (docs/deploy-image.md). Makes the base deploy/Dockerfile's FROM names when podman has no image of that name
// (debootstrap, this machine's Node 20), builds deploy/Dockerfile with podman, then runs the cluster suite's journeys,
// its kill -9 cases and its graceful stop (`podman stop`) on containers of that image: two services and two web copies
// (and the crash test's doomed third services copy) on the host's network, Debian's PostgreSQL at 127.0.0.1:5432 and
// HAProxy on the host, as `npm run test:cluster` runs them as processes. Last, the image run alone as
// `node build/main.js` (its embedded PostgreSQL) answers its pages and its /healthz, and its HEALTHCHECK passes.
// `--built` uses the image already there; every other argument goes to Playwright.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { exitWith, freePort, launch, log, requireHaproxy, runCluster } from './lib/cluster.mjs';
import { IMAGE, PODMAN, baseImageName, buildImage, imageExists, imageSize, makeBase, podman, requireTools } from './lib/image.mjs';

requireHaproxy();
requireTools([
  ['podman', 'podman'],
  ['runc', 'runc'],
  ['psql', 'postgresql-client'],
]);
const built = process.argv.includes('--built');
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--built');
const run = randomBytes(3).toString('hex');

/**
 * Podman's default limits of open files and processes (1,048,576 and more) are above what this machine lets a process
 * have, and runc then refuses to start the container ("error setting rlimit type 7"): the host's own limits instead
 * (processes at most 32,768, the most runc accepted here).
 */
function ulimits() {
  const hard = (flag) => Number(spawnSync('sh', ['-c', `ulimit -H${flag}`], { encoding: 'utf8' }).stdout.trim()) || 1024;
  return ['--ulimit', `nofile=${hard('n')}:${hard('n')}`, '--ulimit', `nproc=${Math.min(hard('u'), 32_768)}:${Math.min(hard('u'), 32_768)}`];
}

/** A container of the image on the host's network, as `podman run` (attached: its exit is the copy's). */
function runContainer(name, command, env, extra = []) {
  const args = [...PODMAN, 'run', '--rm', '--name', name, '--network', 'host', ...ulimits(), ...extra, ...Object.entries(env).flatMap(([k, v]) => ['-e', `${k}=${v}`]), IMAGE, ...command];
  return launch(name, 'podman', args, {});
}

async function containerPid(name) {
  for (let i = 0; i < 300; i += 1) {
    const pid = Number(podman(['inspect', '--format', '{{.State.Pid}}', name], { allowFailure: true }));
    if (pid > 0) return pid;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name}: no process after 60 s`);
}

const names = new Set();
/**
 * The copies as containers. `--pid host`: the copy's process id is the host's, so the tests' SIGKILL reaches it and
 * the claims it names after its pid are the ones the crash test looks for. Its files go to the image's /app/.data.
 */
const containerLauncher = {
  start(copy, script, env) {
    const name = `payloft-image-${run}-${copy}`;
    names.add(name);
    const services = script.includes('api/');
    const child = runContainer(name, ['node', '--enable-source-maps', script], { ...env, DATA_DIR: '/app/.data', ...(services && { HEALTH_PORT: env.API_PORT }) }, ['--pid', 'host']);
    return { child, pid: () => containerPid(name) };
  },
  stopCommand: (copy) => ['podman', ...PODMAN, 'stop', '--time', '30', `payloft-image-${run}-${copy}`],
  /** Every copy's HEALTHCHECK (the image's own, at HEALTH_PORT or PORT) passes. */
  async whenUp() {
    for (const name of names) {
      const check = spawnSync('podman', [...PODMAN, 'healthcheck', 'run', name], { encoding: 'utf8' });
      if (check.status !== 0) throw new Error(`${name}: the image's HEALTHCHECK failed: ${check.stdout}${check.stderr}`);
    }
    log(`every container's HEALTHCHECK passed (${names.size})`);
  },
  async cleanup() {
    for (const name of names) podman(['rm', '--force', '--time', '5', name], { allowFailure: true });
  },
};

/** The image run alone, as `podman run IMAGE node build/main.js`: the services and the web in one process. */
async function oneProcessAlone(port, apiPort) {
  const name = `payloft-image-${run}-alone`;
  names.add(name);
  const secret = randomBytes(32).toString('hex');
  const child = runContainer(name, ['node', 'build/main.js'], {
    APP_ENV: 'demo',
    PORT: String(port),
    API_PORT: String(apiPort),
    SESSION_SECRET: secret,
    ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO_HISTORY: '0',
    LOG_LEVEL: 'warn',
  });
  try {
    const deadline = Date.now() + 240_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`${name}: /login did not answer within 240 s`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/login`, { signal: AbortSignal.timeout(2_000) })).ok) break;
      } catch {
        // starting (initdb, migrations, the demo seed)
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    const body = await health.text();
    if (health.status !== 200) throw new Error(`${name}: /healthz answered ${health.status} ${body}`);
    const check = spawnSync('podman', [...PODMAN, 'healthcheck', 'run', name], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`${name}: the image's HEALTHCHECK failed: ${check.stdout}${check.stderr}`);
    log(`alone as node build/main.js: /login 200, /healthz 200 ${body}, HEALTHCHECK passed`);
  } finally {
    podman(['stop', '--time', '30', name], { allowFailure: true });
  }
}

exitWith(
  (async () => {
    const base = baseImageName();
    if (!imageExists(base)) {
      requireTools([['debootstrap', 'debootstrap']]);
      await makeBase(base, log);
    } else log(`base ${base}: there (${(imageSize(base) / 1e6).toFixed(0)} MB)`);
    if (!built || !imageExists(IMAGE)) await buildImage(IMAGE, log);
    log(`image ${IMAGE}: ${(imageSize(IMAGE) / 1e6).toFixed(0)} MB (the base ${(imageSize(base) / 1e6).toFixed(0)} MB)`);
    const code = await runCluster({ launcher: containerLauncher, playwrightArgs });
    if (code !== 0) return code;
    const [port, apiPort] = [await freePort(), await freePort()];
    await oneProcessAlone(port, apiPort);
    return 0;
  })().finally(() => containerLauncher.cleanup()),
);
