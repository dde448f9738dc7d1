/** The export loop: runs the export worker when a task is queued in this process and every few seconds (other copies' tasks, retries). */
import type { Logger } from 'pino';
import type { Database } from '../../../db/client';
import { PROCESS_ID, releaseClaims } from '../../../db/queue';
import type { Clock } from '../../../lib/clock';
import type { ExportFileStoreKind } from '../../../config';
import { exportFileStore } from './file-store';
import { reportsDirOf } from './storage';
import { onExportQueued } from './wakeup';
import { runReportExports } from './worker';

export const EXPORT_POLL_MS = 2_000;

export interface ExportLoop {
  stop(): Promise<void>;
}

export function startExportLoop(options: { db: Database; dataDir: string; exportFiles: ExportFileStoreKind; parallelParts?: number; logger: Logger; clock: Clock; intervalMs?: number }): ExportLoop {
  const { db, logger, clock } = options;
  const reportsDir = reportsDirOf(options.dataDir);
  const store = exportFileStore(options.exportFiles, db, reportsDir);
  const workerId = `exports-${PROCESS_ID}`;
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  let again = false;
  const tick = () => {
    if (stopping.signal.aborted) return;
    if (running) {
      // A task queued while a run is under way is picked up by one more run right after it.
      again = true;
      return;
    }
    running = runReportExports(db, { clock, reportsDir, store, workerId, stopping: stopping.signal, parallelParts: options.parallelParts })
      .then((report) => {
        if (report.errors.length) logger.warn({ report }, 'report exports: parts failed (retried with backoff)');
        else if (report.done || report.failed || report.filesDeleted) logger.info({ report }, 'report exports');
      })
      .catch((error) => logger.error({ err: error }, 'report export run failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const unsubscribe = onExportQueued(tick);
  const timer = setInterval(tick, options.intervalMs ?? EXPORT_POLL_MS);
  timer.unref();
  return {
    async stop() {
      unsubscribe();
      clearInterval(timer);
      again = false;
      stopping.abort();
      await running;
      const released = await releaseClaims(db, workerId);
      if (released) logger.info({ released }, 'report exports: claims handed back at shutdown');
    },
  };
}
