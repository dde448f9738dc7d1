// Keeps a child process running: when it dies unexpectedly (a crash, kill -9, out of memory)
// it is started again after a short delay and the log says so, instead of the whole app stopping. A process that
// keeps dying (more than `maxRestarts` within `windowMs`) is given up, and `onGiveUp` decides what follows.
import { spawn } from 'node:child_process';

/**
 * @param {object} options
 * @param {string} options.name          shown in the log lines
 * @param {string} options.command
 * @param {string[]} options.args
 * @param {object} [options.spawnOptions] passed to child_process.spawn (env, stdio)
 * @param {(line: string) => void} [options.log]
 * @param {number} [options.restartDelayMs]
 * @param {number} [options.maxRestarts]
 * @param {number} [options.windowMs]
 * @param {(code: number) => void} [options.onGiveUp]
 * @param {(child: import('node:child_process').ChildProcess) => void} [options.onStart]
 * @param {() => import('node:child_process').ChildProcess} [options.spawnChild] starts the child instead of
 *   command and args (a node:cluster worker's process)
 */
export function supervise({ name, command, args, spawnChild, spawnOptions = {}, log = (line) => console.error(line), restartDelayMs = 1000, maxRestarts = 5, windowMs = 60_000, onGiveUp = () => {}, onStart = () => {} }) {
  let stopped = false;
  let child = null;
  let timer = null;
  const restarts = [];
  const start = () => {
    child = spawnChild ? spawnChild() : spawn(command, args, { stdio: 'inherit', ...spawnOptions });
    onStart(child);
    child.on('exit', (code, signal) => {
      if (stopped) return;
      const how = signal ?? `exit code ${code}`;
      const now = Date.now();
      while (restarts.length && now - restarts[0] > windowMs) restarts.shift();
      if (restarts.length >= maxRestarts) {
        log(`${name} stopped (${how}) ${restarts.length + 1} times within ${Math.round(windowMs / 1000)} s; not restarting it.`);
        onGiveUp(typeof code === 'number' && code !== 0 ? code : 1);
        return;
      }
      restarts.push(now);
      log(`${name} stopped unexpectedly (${how}); restarting it in ${restartDelayMs} ms (restart ${restarts.length}).`);
      timer = setTimeout(() => {
        timer = null;
        if (!stopped) start();
      }, restartDelayMs);
    });
  };
  start();
  return {
    get child() {
      return child;
    },
    get restarts() {
      return restarts.length;
    },
    /** Stops supervising and sends `signal` to the child; resolves when it has exited. */
    stop(signal = 'SIGTERM') {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      const current = child;
      return new Promise((resolve) => {
        current.on('exit', resolve);
        current.kill(signal);
      });
    },
  };
}
