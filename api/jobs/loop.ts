/** The background processing loop: one cycle every interval, never two at once in this process, stopped on close (between batches, its claims handed back). */
import type { Environment } from '../../domain/environment';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { runProcessingCycle } from './cycle';
import type { CycleOptions } from '../modules/payments/processing/types';
import { PROCESS_ID, releaseClaims } from '../db/queue';

export const DEFAULT_PROCESSING_INTERVAL_MS = 60_000;

/** PROCESSING_INTERVAL_MS from the environment: default 60 s; 0 switches the loop off (tests, one-off scripts). */
export function processingIntervalFrom(env: Record<string, string | undefined>): number {
  const raw = env.PROCESSING_INTERVAL_MS?.trim();
  if (!raw) return DEFAULT_PROCESSING_INTERVAL_MS;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error('Invalid API configuration: PROCESSING_INTERVAL_MS must be a whole number of milliseconds (0 = off)');
  return value;
}

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
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = runProcessingCycle(db, { at: clock(), encryptionKey, appEnv, workerId, stopping: stopping.signal, crashPoint })
      .then((report) => {
        for (const item of report.reviewItems) logger.warn({ item }, 'needs a person: payment awaiting bank confirmation');
        if (report.errors.length) logger.error({ report }, 'processing cycle: jobs failed unexpectedly');
        else if (report.achFiles || report.succeeded || report.failed || report.retried || report.awaitingConfirmation || report.settled) logger.info({ report }, 'processing cycle');
      })
      .catch((error) => logger.error({ err: error }, 'processing cycle failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
      const released = await releaseClaims(db, workerId);
      if (released) logger.info({ released }, 'processing: claims handed back at shutdown');
    },
  };
}
