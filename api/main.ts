/** The services' process: read config, open and migrate the database, seed the demo data once, serve, stop cleanly. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { connectDemoAccountingSystems } from './seed/accounting-demo';
import { startWriteBackLoop } from './modules/payees';
import pino, { type Logger } from 'pino';
import { createApi, type Api } from './app';
import { loadConfig, type ApiConfig } from './config';
import { createDatabase } from './db/client';
import { sealStoredAchFiles } from './rails/ach-file-store';
import { productionRailProblem } from './modules/payments';
import { startOutboxWorker } from './modules/notifications';
import { processingIntervalFrom, startProcessingLoop } from './jobs/loop';
import { instantInboxIntervalFrom, startInstantInboxLoop } from './jobs/instant-inbox';
import { killAtCrashPoint, setStaleLockAge } from './db/queue';
import { startExportLoop } from './modules/reports';
import { seedForEnvironment } from './seed/demo';
import { systemClock } from './lib/clock';
import { startWebhookLoop } from './webhooks/loop';
import { keepIdleConnectionsOpen } from '../domain/http-timeouts';

export interface RunningApi {
  server: Server;
  /** The port actually bound (API_PORT=0 picks a free one). */
  port: number;
  /** The same handler as the port's, for a caller in this process (the web of server/main.ts, decision 102). */
  fetch: Api['fetch'];
  /** One GraphQL operation for a caller in this process, without a request body or JSON answer (decision 138). */
  execute: Api['execute'];
  /** Stops accepting connections, lets requests in flight finish (up to 10 s), then closes the database. */
  close(): Promise<void>;
}

/** Starts the services with `config` (tests and scripts may call this directly instead of main). */
export async function startApi(
  config: ApiConfig,
  logger: Logger = pino({ level: config.logLevel }),
  options: { processingIntervalMs?: number } = {},
): Promise<RunningApi> {
  // Before any loop runs: how old a claim must be before this copy takes it over (JOB_STALE_LOCK_SECONDS).
  setStaleLockAge(config.jobStaleLockMs);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const { seeded } = await seedForEnvironment(database.db, config.appEnv, {
    encryptionKey: config.encryptionKey,
    webPublicUrl: config.webPublicUrl,
    // The demo's 90-day history (api/seed/history.ts); the browser tests' servers leave it out (decision 033).
    history: process.env.SEED_DEMO_HISTORY !== '0',
  });
  logger.info({ driver: database.driver, seeded }, 'database ready');
  // Production has no sandbox rail: a business that would pay through it stops the start (decision 067).
  const railProblem = await productionRailProblem(database.db, config.appEnv, config.newBusinessRail);
  if (railProblem) {
    await database.close();
    throw new Error(railProblem);
  }
  // ACH files stored in clear by earlier versions hold full account numbers: sealed once here, before anything reads them.
  const sealed = await sealStoredAchFiles(database.db, config.encryptionKey);
  if (sealed) logger.info({ sealed }, 'ACH files sealed at rest');
  // A freshly seeded demo connects Northwind to the QuickBooks and Xero sandboxes.
  if (seeded) await connectDemoAccountingSystems(database.db, config, logger);
  const api = createApi({ db: database.db, config, logger });
  const outbox = startOutboxWorker(database.db, config, systemClock, logger, 1_000);
  const server = createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, api.nodeListener);
  keepIdleConnectionsOpen(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.apiPort, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // Every environment runs the payment processing loop; PROCESSING_INTERVAL_MS=0 switches it off.
  const loop = startProcessingLoop({
    db: database.db,
    encryptionKey: config.encryptionKey,
    appEnv: config.appEnv,
    intervalMs: options.processingIntervalMs ?? processingIntervalFrom(process.env),
    logger,
    // Tests only (TEST_CRASH_POINT, refused in staging and prod): the cycle kills this process at that point.
    crashPoint: killAtCrashPoint(config.testCrashPoint),
  });
  // What the instant network delivers is read every second, where the processing loop runs (decision 135).
  const processingOn = (options.processingIntervalMs ?? processingIntervalFrom(process.env)) > 0;
  const instantInbox = startInstantInboxLoop({ db: database.db, appEnv: config.appEnv, intervalMs: processingOn ? instantInboxIntervalFrom(process.env) : 0, logger, clock: systemClock });
  // Report exports run on their own worker of the same job queue, started at once when a task is queued here.
  const exportLoop = startExportLoop({ db: database.db, dataDir: config.dataDir, exportFiles: config.exportFiles, parallelParts: config.exportParallelParts, logger, clock: systemClock });
  const webhookLoop = startWebhookLoop({ db: database.db, encryptionKey: config.encryptionKey, appEnv: config.appEnv, logger, clock: systemClock });
  // Settled bill payments are recorded in their accounting system.
  const writeBackLoop = startWriteBackLoop(database.db, config, logger);
  logger.info({ port, appEnv: config.appEnv }, 'api listening');

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      // Requests in flight are answered (10 s at most) while the loops finish the batch in hand, claim nothing
      // more and hand back what they hold (decision 088); the database closes last.
      const forced = setTimeout(() => server.closeAllConnections(), 10_000);
      const requestsDone = new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await Promise.all([requestsDone, outbox.stop(), loop.stop(), instantInbox.stop(), exportLoop.stop(), webhookLoop.stop(), writeBackLoop.stop()]);
      clearTimeout(forced);
      await database.close();
      logger.info('api stopped');
    })());
  return { server, port, fetch: api.fetch, execute: api.execute, close };
}

/** Entry point: `npx tsx api/main.ts` (or the bundled build/api/main.js). */
/** Ends the process when `closing` settles: 0 once everything closed, 1 (logged) when closing failed. */
export function exitOnceClosed(closing: Promise<unknown>, logger: Logger): void {
  closing.then(
    () => process.exit(0),
    (error) => {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    },
  );
}

export async function main(env: Record<string, string | undefined> = process.env): Promise<RunningApi> {
  const config = loadConfig(env);
  const logger = pino({ level: config.logLevel });
  const running = await startApi(config, logger, { processingIntervalMs: processingIntervalFrom(env) });
  const stop = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'shutting down');
    exitOnceClosed(running.close(), logger);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return running;
}

// Bundled into build/main.js (server/main.ts) this module shares that file's URL: only an api/main entry starts here.
const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href && /(^|[/\\])api[/\\]main\.[cm]?[jt]s$/.test(process.argv[1]);
if (invokedDirectly) {
  main().catch((error) => {
    // Config errors land here before a logger exists: print and fail.
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
