/**
 * The instant inbox loop (decision 135): what the instant network delivers to our participant is read every second,
 * not once a processing cycle, because a value message delivered to a receiving participant (a payer's transfer, a
 * return) must be answered within the network's payment clock (FedNow: 20 s from the message's time stamp) or the
 * network rejects it. Reads never overlap in a process (inbox.ts); two copies reading at once book each message once
 * (it is kept by its id). Runs only where the processing loop runs (PROCESSING_INTERVAL_MS=0 stops both) and where
 * the environment has a participant connector.
 */
import type { Logger } from 'pino';
import type { Environment } from '../../domain/environment';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import type { ParticipantConnector } from '../rails/instant/connector';
import { receiveInstantMessages } from '../rails/instant/inbox';
import { instantConnectorFor } from '../rails/instant/rail';
import { runEvery } from '../lib/run-every';
import { loopIntervalFrom } from './loop';

export const DEFAULT_INSTANT_INBOX_MS = 1_000;

/** INSTANT_INBOX_INTERVAL_MS from the environment: 1 s by default; 0 switches the loop off (the cycle still reads the inbox). */
export const instantInboxIntervalFrom = (env: Record<string, string | undefined>): number => loopIntervalFrom(env, 'INSTANT_INBOX_INTERVAL_MS', DEFAULT_INSTANT_INBOX_MS);

export function startInstantInboxLoop(options: {
  db: Database;
  appEnv: Environment;
  intervalMs: number;
  logger: Logger;
  clock: Clock;
  /** The environment's connector unless given (tests). */
  connector?: ParticipantConnector | null;
}): { stop(): Promise<void> } {
  const { db, logger, clock, intervalMs } = options;
  const connector = options.connector === undefined ? instantConnectorFor(options.appEnv) : options.connector;
  if (!connector || intervalMs <= 0) return { stop: async () => {} };
  return runEvery(intervalMs, () =>
    receiveInstantMessages(db, connector, clock()).then(
      (report) => {
        if (report.applied || report.reviewItems.length) logger.info({ report }, 'instant inbox');
      },
      (error) => logger.error({ err: error }, 'instant inbox read failed'),
    ),
  );
}
