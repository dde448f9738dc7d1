/** The webhook delivery loop: one run every interval (1 s by default), never two at once in this process, stopped on close. */
import type { Logger } from 'pino';
import type { Environment } from '../../domain/environment';
import type { Database } from '../db/client';
import { PROCESS_ID, releaseClaims } from '../db/queue';
import type { Clock } from '../lib/clock';
import { runWebhookDeliveries } from './deliver';

export const WEBHOOK_POLL_MS = 1_000;

export function startWebhookLoop(options: { db: Database; encryptionKey: Buffer; appEnv: Environment; logger: Logger; clock: Clock; intervalMs?: number }): { stop(): Promise<void> } {
  const { db, logger, clock } = options;
  const workerId = `webhooks-${PROCESS_ID}`;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running || stopping.signal.aborted) return;
    running = runWebhookDeliveries(db, { at: clock(), encryptionKey: options.encryptionKey, appEnv: options.appEnv, workerId, stopping: stopping.signal })
      .then((report) => {
        if (report.delivered || report.retried || report.failed) logger.info({ report }, 'webhook deliveries');
      })
      .catch((error) => logger.error({ err: error }, 'webhook delivery run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, options.intervalMs ?? WEBHOOK_POLL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
      const released = await releaseClaims(db, workerId);
      if (released) logger.info({ released }, 'webhooks: claims handed back at shutdown');
    },
  };
}
