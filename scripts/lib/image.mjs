// The production image on this machine (npm run test:image, docs/deploy-image.md): the base deploy/Dockerfile's FROM
// names, made here when missing (no registry of images is reachable), and the image built from deploy/Dockerfile with
// podman. Podman runs with runc: crun fails on this machine's cgroups.
import { spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mustRun } from './run.mjs';

export const PODMAN = ['--runtime', 'runc'];
export const IMAGE = process.env.IMAGE_TAG ?? 'localhost/payloft:local';
const DEBIAN_MIRROR = process.env.DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
/** The machine's CA bundle: the build's `npm ci` reaches the npm registry through whatever this machine trusts. */
const CA_BUNDLE = '/etc/ssl/certs/ca-certificates.crt';

/** Runs podman (with runc) and returns its standard output; throws on failure unless `allowFailure`. */
export function podman(args, { allowFailure = false } = {}) {
  const result = spawnSync('podman', [...PODMAN, ...args], { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) throw new Error(`podman ${args.join(' ')}: ${result.stderr || result.error}`);
  return result.status === 0 ? result.stdout.trim() : null;
}

export function requireTools(tools) {
  const missing = tools.filter(([command]) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0);
  if (missing.length) {
    console.error(`Missing: ${missing.map(([c]) => c).join(', ')}. On Debian: apt-get install -y ${[...new Set(missing.map(([, p]) => p))].join(' ')}`);
    process.exit(2);
  }
}

/** The image deploy/Dockerfile's stages start FROM (the one name they all use), fully qualified as Docker would. */
export function baseImageName(dockerfile = 'deploy/Dockerfile') {
  const names = [...readFileSync(dockerfile, 'utf8').matchAll(/^FROM\s+(\S+)/gm)].map((m) => m[1]);
  const bases = [...new Set(names)];
  if (bases.length !== 1) throw new Error(`${dockerfile}: expected one base image, found ${bases.join(', ')}`);
  const [name] = bases;
  if (name.includes('/') && /[.:]/.test(name.split('/')[0])) return name;
  return `docker.io/${name.includes('/') ? name : `library/${name}`}`;
}

export function imageExists(name) {
  return podman(['image', 'exists', name], { allowFailure: true }) !== null;
}

/** Bytes of an image as podman counts them (its layers, uncompressed). */
export function imageSize(name) {
  return Number(podman(['image', 'inspect', '--format', '{{.Size}}', name]));
}

/**
 * Makes the base: Debian bookworm (debootstrap's minbase, with the C++ runtime Node links to), this machine's Node 20
 * and npm in /usr/local as the official image has them, a `node` user and group with uid and gid 1000, and the
 * machine's CA bundle named by NODE_EXTRA_CA_CERTS. Apt's lists and archives, documentation and locales are left out.
 */
export async function makeBase(name, log) {
  const version = process.version;
  if (!version.startsWith('v20.')) throw new Error(`The base carries this machine's Node, which is ${version}; Node 20 is needed`);
  const folder = mkdtempSync(join(tmpdir(), 'payloft-base-'));
  const root = join(folder, 'root');
  try {
    log(`making ${name}: debootstrap --variant=minbase bookworm from ${DEBIAN_MIRROR}`);
    await mustRun('debootstrap', ['--variant=minbase', '--include=libstdc++6', 'bookworm', root, DEBIAN_MIRROR], { stdio: ['ignore', 'ignore', 'inherit'] });
    const node = realpathSync(process.execPath);
    const npm = realpathSync(join(dirname(node), '..', 'lib', 'node_modules', 'npm'));
    mkdirSync(join(root, 'usr/local/lib/node_modules'), { recursive: true });
    cpSync(node, join(root, 'usr/local/bin/node'));
    chmodSync(join(root, 'usr/local/bin/node'), 0o755);
    cpSync(npm, join(root, 'usr/local/lib/node_modules/npm'), { recursive: true });
    symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(root, 'usr/local/bin/npm'));
    symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(root, 'usr/local/bin/npx'));
    appendFileSync(join(root, 'etc/group'), 'node:x:1000:\n');
    appendFileSync(join(root, 'etc/passwd'), 'node:x:1000:1000::/home/node:/bin/bash\n');
    appendFileSync(join(root, 'etc/shadow'), 'node:*:20000:0:99999:7:::\n');
    mkdirSync(join(root, 'home/node'), { recursive: true });
    mkdirSync(join(root, 'etc/ssl/certs'), { recursive: true });
    cpSync(CA_BUNDLE, join(root, 'etc/ssl/certs/ca-certificates.crt'));
    for (const path of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man', 'usr/share/info', 'usr/share/locale']) {
      rmSync(join(root, path), { recursive: true, force: true });
      mkdirSync(join(root, path), { recursive: true });
    }
    writeFileSync(join(root, 'var/cache/apt/archives/.keep'), '');
    await mustRun('chown', ['-R', '1000:1000', join(root, 'home/node')]);
    const tar = join(folder, 'root.tar');
    await mustRun('tar', ['-C', root, '--numeric-owner', '-cf', tar, '.']);
    const changes = ['ENV NODE_VERSION=' + version.slice(1), `ENV NODE_EXTRA_CA_CERTS=${CA_BUNDLE}`, 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin', 'CMD ["node"]'];
    podman(['import', ...changes.flatMap((c) => ['--change', c]), tar, name]);
    log(`made ${name} (${(imageSize(name) / 1e6).toFixed(0)} MB)`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Builds deploy/Dockerfile (host network: the build's `npm ci` reaches the registry as this machine does). */
export async function buildImage(tag, log) {
  const started = Date.now();
  await mustRun('podman', [...PODMAN, 'build', '--format', 'docker', '--network', 'host', '--pull=never', '--ignorefile', 'deploy/Dockerfile.dockerignore', '-f', 'deploy/Dockerfile', '-t', tag, '.']);
  const seconds = (Date.now() - started) / 1000;
  log(`built ${tag} in ${seconds.toFixed(0)} s: ${(imageSize(tag) / 1e6).toFixed(0)} MB`);
  return seconds;
}

