/** The services' notion of "now", injectable so tests can move time instead of sleeping. */
import { AsyncLocalStorage } from 'node:async_hooks';
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/**
 * The system's own time while work runs "as of" another instant (a sandbox processing cycle run as of tomorrow):
 * what that work records happened at its instant, but what it queues for the outside world (webhooks) is due at the
 * system's time, so an integrator watching locally sees the events now (decision 057).
 */
const systemTime = new AsyncLocalStorage<Date>();

export function runAsOf<T>(systemNow: Date, work: () => Promise<T>): Promise<T> {
  return systemTime.run(systemNow, work);
}

/** When something that happened at `at` is due to go out: at once if `at` lies ahead of the system's time. */
export function dueAt(at: Date): Date {
  const now = systemTime.getStore();
  return now && now.getTime() < at.getTime() ? now : at;
}
