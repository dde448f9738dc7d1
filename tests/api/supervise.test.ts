/**
 * Under `npm start` (scripts/start.mjs) a services process that dies is started again and the log
 * says so, instead of the web stopping. scripts/lib/supervise.mjs is what start.mjs launches each process with.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error a plain ES module of the scripts, without types
import { supervise } from '../../scripts/lib/supervise.mjs';

const until = async (check: () => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('npm start supervises the services', () => {
  it('start.mjs launches the services through the supervisor', () => {
    const start = readFileSync(join(__dirname, '../../scripts/start.mjs'), 'utf8');
    expect(start).toContain("import { supervise } from './lib/supervise.mjs'");
    expect(start).toMatch(/launch\('api'/);
  });

  it('restarts a process killed with SIGKILL and logs it', async () => {
    const lines: string[] = [];
    const s = supervise({ name: 'api', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], spawnOptions: { stdio: 'ignore' }, log: (l: string) => lines.push(l), restartDelayMs: 50 });
    try {
      await until(() => s.child?.pid !== undefined);
      const first = s.child.pid;
      s.child.kill('SIGKILL');
      await until(() => s.child.pid !== first && s.child.exitCode === null);
      expect(lines).toEqual([expect.stringMatching(/^api stopped unexpectedly \(SIGKILL\); restarting it in 50 ms \(restart 1\)\.$/)]);
      expect(s.restarts).toBe(1);
    } finally {
      await s.stop();
    }
  });

  it('gives up on a process that keeps dying, and does not restart one it was asked to stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervise-'));
    const lines: string[] = [];
    let gaveUp: number | null = null;
    supervise({
      name: 'api',
      command: process.execPath,
      args: ['-e', 'process.exit(3)'],
      spawnOptions: { stdio: 'ignore', cwd: dir },
      log: (l: string) => lines.push(l),
      restartDelayMs: 10,
      maxRestarts: 2,
      onGiveUp: (code: number) => (gaveUp = code),
    });
    await until(() => gaveUp !== null);
    expect(gaveUp).toBe(3);
    expect(lines.at(-1)).toContain('not restarting it');
    expect(lines.filter((l) => l.includes('restarting it in'))).toHaveLength(2);

    const calm = supervise({ name: 'web', command: process.execPath, args: ['-e', 'setInterval(() => {}, 1000)'], spawnOptions: { stdio: 'ignore' }, log: (l: string) => lines.push(l) });
    await until(() => calm.child?.pid !== undefined);
    const before = lines.length;
    await calm.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(lines.length).toBe(before);
  });
});
