/** The background processing loop: one cycle every interval, never two at once in this process, stopped on close (between batches, its claims handed back). */
import type { Environment } from '../../domain/environment';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { runProcessingCycle } from './cycle';
import type { CycleOptions } from '../modules/payments';
import { PROCESS_ID, releaseClaims } from '../db/queue';
import { runEvery } from '../lib/run-every';

export const DEFAULT_PROCESSING_INTERVAL_MS = 60_000;

/** A loop's interval setting from the environment: `fallback` when unset; 0 switches the loop off; anything but whole milliseconds is refused. */
export function loopIntervalFrom(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`Invalid API configuration: ${name} must be a whole number of milliseconds (0 = off)`);
  return value;
}

/** PROCESSING_INTERVAL_MS from the environment: default 60 s; 0 switches the loop off (tests, one-off scripts). */
export const processingIntervalFrom = (env: Record<string, string | undefined>): number => loopIntervalFrom(env, 'PROCESSING_INTERVAL_MS', DEFAULT_PROCESSING_INTERVAL_MS);

export interface ProcessingLoop {
  stop(): Promise<void>;
}

export function startProcessingLoop(options: {
  db: Database;
  encryptionKey: Buffer;
  appEnv?: Environment;
  intervalMs: number;
  logger: Logger;
  clock?: Clock;
  /** TEST_CRASH_POINT's hook (api/main.ts), tests only. */
  crashPoint?: CycleOptions['crashPoint'];
}): ProcessingLoop {
  const { db, encryptionKey, appEnv, intervalMs, logger, crashPoint } = options;
  const clock = options.clock ?? (() => new Date());
  if (intervalMs <= 0) return { stop: async () => {} };
  const workerId = `worker-${PROCESS_ID}`;
  const stopping = new AbortController();
  const runner = runEvery(intervalMs, () =>
    runProcessingCycle(db, { at: clock(), encryptionKey, appEnv, workerId, stopping: stopping.signal, crashPoint }).then(
      (report) => {
        for (const item of report.reviewItems) logger.warn({ item }, 'needs a person: payment awaiting bank confirmation');
        if (report.errors.length) logger.error({ report }, 'processing cycle: jobs failed unexpectedly');
        else if (report.achFiles || report.succeeded || report.failed || report.retried || report.awaitingConfirmation || report.settled) logger.info({ report }, 'processing cycle');
      },
      (error) => logger.error({ err: error }, 'processing cycle failed'),
    ),
  );
  return {
    async stop() {
      // The cycle in hand finishes its batch and claims nothing more.
      stopping.abort();
      await runner.stop();
      const released = await releaseClaims(db, workerId);
      if (released) logger.info({ released }, 'processing: claims handed back at shutdown');
    },
  };
}
