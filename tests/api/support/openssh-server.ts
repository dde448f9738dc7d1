/**
 * Debian's OpenSSH server (`/usr/sbin/sshd`, package openssh-server) on a free loopback port for the file-channel
 * tests: its own configuration and host keys of each type (ed25519, ECDSA, RSA, made by ssh-keygen in a temporary
 * folder), one SFTP-only account (ForceCommand internal-sftp, key login), run as a child in the foreground and
 * stopped by close(). As root the account is a system user made once (`payloft-sftp`); otherwise it is the user
 * running the tests. `.ci/run` installs openssh-server where it is missing; `sshdMissing` says why tests skip.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

export const SSHD = '/usr/sbin/sshd';
/** Why the OpenSSH tests cannot run here, or null when they can. */
export const sshdMissing: string | null = existsSync(SSHD) ? null : `${SSHD} is not installed (Debian's openssh-server; .ci/run installs it): the tests against a real OpenSSH server are skipped`;

export type HostKeyType = 'ed25519' | 'ecdsa' | 'rsa';
const HOST_KEY_TYPES: HostKeyType[] = ['ed25519', 'ecdsa', 'rsa'];
const SYSTEM_USER = 'payloft-sftp';

export interface OpenSshServer {
  port: number;
  username: string;
  /** The account's private key (OpenSSH format). */
  clientPrivateKey: string;
  /** Each host key's fingerprint as `ssh-keygen -lf` prints it. */
  hostKeyFingerprints: Record<HostKeyType, string>;
  /** A folder the account can write (created), as the client names it. */
  folder(name: string): string;
  /** The same folder on this machine's disk. */
  localPath(remote: string): string;
  files(remote: string): string[];
  /** Writes a file into a folder as the bank would leave it there. */
  put(remote: string, name: string, content: string | Buffer): void;
  /** What sshd has logged so far (LogLevel VERBOSE: every key a client offers and every login). */
  log(): string;
  close(): Promise<void>;
}

const run = (command: string, args: string[]) => execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The account that logs in: a system user without a shell as root (sshd can switch to it), else ourselves. */
function account(): { name: string; uid: number; gid: number } {
  const me = userInfo();
  if (me.uid !== 0) return { name: me.username, uid: me.uid, gid: me.gid };
  try {
    run('id', ['-u', SYSTEM_USER]);
  } catch {
    run('useradd', ['--system', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SYSTEM_USER]);
  }
  // useradd's "!" password marks the account locked, which sshd (without PAM) refuses even for a key; "*" has no
  // password either but is not locked.
  run('usermod', ['--password', '*', SYSTEM_USER]);
  return { name: SYSTEM_USER, uid: Number(run('id', ['-u', SYSTEM_USER]).trim()), gid: Number(run('id', ['-g', SYSTEM_USER]).trim()) };
}

function keyPair(path: string, type: HostKeyType) {
  run('ssh-keygen', ['-q', '-t', type, ...(type === 'rsa' ? ['-b', '3072'] : []), '-N', '', '-C', `payloft-test-${type}`, '-f', path]);
  // "256 SHA256:… comment (ED25519)"
  return run('ssh-keygen', ['-l', '-E', 'sha256', '-f', `${path}.pub`]).split(' ')[1];
}

export async function startOpenSshServer(): Promise<OpenSshServer> {
  if (sshdMissing) throw new Error(sshdMissing);
  const base = mkdtempSync(join(process.env.TMPDIR ?? tmpdir(), 'payloft-sshd-'));
  // sshd reads the authorized keys as the account: the folder must let it in (the host keys stay root's, 0600).
  chmodSync(base, 0o755);
  const data = join(base, 'data');
  mkdirSync(data, { mode: 0o755 });
  const user = account();
  if (userInfo().uid === 0) {
    chownSync(data, user.uid, user.gid);
    // sshd refuses to start without its privilege-separation folder.
    mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  }
  const hostKeyFingerprints = Object.fromEntries(HOST_KEY_TYPES.map((type) => [type, keyPair(join(base, `host_${type}`), type)])) as Record<HostKeyType, string>;
  keyPair(join(base, 'client'), 'ed25519');
  writeFileSync(join(base, 'authorized_keys'), readFileSync(join(base, 'client.pub')), { mode: 0o644 });
  const port = await freePort();
  const config = [
    `Port ${port}`,
    'ListenAddress 127.0.0.1',
    ...HOST_KEY_TYPES.map((type) => `HostKey ${join(base, `host_${type}`)}`),
    `PidFile ${join(base, 'sshd.pid')}`,
    `AuthorizedKeysFile ${join(base, 'authorized_keys')}`,
    // The temporary folder is not root's alone, as sshd's strict checks want for a real home.
    'StrictModes no',
    'PubkeyAuthentication yes',
    'PasswordAuthentication no',
    'KbdInteractiveAuthentication no',
    'UsePAM no',
    `AllowUsers ${user.name}`,
    'PermitRootLogin prohibit-password',
    'AllowTcpForwarding no',
    'X11Forwarding no',
    'PermitTTY no',
    `ForceCommand internal-sftp -d ${data}`,
    'Subsystem sftp internal-sftp',
    'LogLevel VERBOSE',
  ].join('\n');
  writeFileSync(join(base, 'sshd_config'), `${config}\n`);
  run(SSHD, ['-t', '-f', join(base, 'sshd_config')]);
  const child: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', join(base, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready once it listens (sshd prints "Server listening on …" to stderr with -e).
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sshd did not start within 10 s: ${log}`)), 10_000);
    const check = () => {
      if (log.includes('Server listening')) {
        clearTimeout(timer);
        child.stderr?.off('data', check);
        resolve();
      }
    };
    child.stderr?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sshd exited with ${code}: ${log}`));
    });
    check();
  });
  const localPath = (remote: string) => join(data, remote.replace(`${data}/`, '').replace(/^\/+/, ''));
  return {
    port,
    username: user.name,
    clientPrivateKey: readFileSync(join(base, 'client'), 'utf8'),
    hostKeyFingerprints,
    folder(name) {
      const path = join(data, name);
      mkdirSync(path, { recursive: true, mode: 0o755 });
      if (userInfo().uid === 0) chownSync(path, user.uid, user.gid);
      return path;
    },
    localPath,
    log: () => log,
    files: (remote) => readdirSync(localPath(remote)).sort(),
    put(remote, name, content) {
      const path = join(localPath(remote), name);
      writeFileSync(path, content);
      if (userInfo().uid === 0) chownSync(path, user.uid, user.gid);
    },
    async close() {
      if (child.exitCode === null && child.pid) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(base, { recursive: true, force: true });
    },
  };
}
