/**
 * A background loop's timer: `run` every `intervalMs`, never two runs at once in this process (a tick during a run is
 * skipped), the timer never keeping the process alive; `stop` ends the timer and waits for the run in hand. `run`
 * reports its own failures (it must not reject).
 */
export function runEvery(intervalMs: number, run: () => Promise<void>): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run().finally(() => {
      running = null;
    });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
