/** The webhook delivery loop: one run every interval (1 s by default), never two at once in this process, stopped on close. */
import type { Logger } from 'pino';
import type { Environment } from '../../domain/environment';
import type { Database } from '../db/client';
import { PROCESS_ID, releaseClaims } from '../db/queue';
import type { Clock } from '../lib/clock';
import { runEvery } from '../lib/run-every';
import { runWebhookDeliveries } from './deliver';

export const WEBHOOK_POLL_MS = 1_000;

export function startWebhookLoop(options: { db: Database; encryptionKey: Buffer; appEnv: Environment; logger: Logger; clock: Clock; intervalMs?: number }): { stop(): Promise<void> } {
  const { db, logger, clock } = options;
  const workerId = `webhooks-${PROCESS_ID}`;
  const stopping = new AbortController();
  const runner = runEvery(options.intervalMs ?? WEBHOOK_POLL_MS, () =>
    runWebhookDeliveries(db, { at: clock(), encryptionKey: options.encryptionKey, appEnv: options.appEnv, workerId, stopping: stopping.signal }).then(
      (report) => {
        if (report.delivered || report.retried || report.failed) logger.info({ report }, 'webhook deliveries');
      },
      (error) => logger.error({ err: error }, 'webhook delivery run failed'),
    ),
  );
  return {
    async stop() {
      stopping.abort();
      await runner.stop();
      const released = await releaseClaims(db, workerId);
      if (released) logger.info({ released }, 'webhooks: claims handed back at shutdown');
    },
  };
}
