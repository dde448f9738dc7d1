/**
 * Where a finished export's file is kept, chosen by EXPORT_FILES (decision 073): `disk` keeps it in the copy's own
 * `<DATA_DIR>/reports` (the embedded single-machine default), `database` keeps it in PostgreSQL so a download on any
 * copy of the services serves the file another copy wrote. Parts are always written to the local folder while the
 * job runs: a job taken over by another copy after a crash finds them missing there and writes them again.
 */
import { createReadStream } from 'node:fs';
import { open as openFile, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { reportFileChunks } from '../../../db/schema';
import { filePath, removeTaskFiles } from './storage';

import type { ExportFileStoreKind } from '../../../config';

/** Bytes per stored chunk: large enough for few rows, small enough that a download holds one at a time. */
export const CHUNK_BYTES = 1024 * 1024;

export interface StoredFile {
  size: number;
  stream: Readable;
}

export interface ExportFileStore {
  readonly kind: ExportFileStoreKind;
  /** Makes the assembled file at `filePath(reportsDir, taskId)` the task's file; returns its size in bytes. Repeatable. */
  publish(taskId: string): Promise<number>;
  /** The task's file, or null when it is not (or no longer) kept. */
  open(taskId: string): Promise<StoredFile | null>;
  /** Forgets the task's file and whatever this copy holds of it locally. */
  remove(taskId: string): Promise<void>;
}

export function exportFileStore(kind: ExportFileStoreKind, db: Database, reportsDir: string): ExportFileStore {
  return kind === 'database' ? databaseStore(db, reportsDir) : diskStore(reportsDir);
}

function diskStore(reportsDir: string): ExportFileStore {
  return {
    kind: 'disk',
    async publish(taskId) {
      return (await stat(filePath(reportsDir, taskId))).size;
    },
    async open(taskId) {
      const path = filePath(reportsDir, taskId);
      try {
        const { size } = await stat(path);
        return { size, stream: createReadStream(path) };
      } catch {
        return null;
      }
    },
    remove: (taskId) => removeTaskFiles(reportsDir, taskId),
  };
}

function databaseStore(db: Database, reportsDir: string): ExportFileStore {
  return {
    kind: 'database',
    async publish(taskId) {
      const source = await openFile(filePath(reportsDir, taskId), 'r');
      let size = 0;
      try {
        // One transaction: a crash mid-upload leaves the earlier copy (or none), never a file cut short.
        await db.transaction(async (tx) => {
          await tx.delete(reportFileChunks).where(eq(reportFileChunks.taskId, taskId));
          const buffer = Buffer.alloc(CHUNK_BYTES);
          for (let seq = 0; ; seq++) {
            const { bytesRead } = await source.read(buffer, 0, CHUNK_BYTES, null);
            if (bytesRead === 0 && seq > 0) break;
            await tx.insert(reportFileChunks).values({ taskId, seq, data: Buffer.from(buffer.subarray(0, bytesRead)) });
            size += bytesRead;
            if (bytesRead < CHUNK_BYTES) break;
          }
        });
      } finally {
        await source.close();
      }
      return size;
    },
    async open(taskId) {
      const [row] = await db
        .select({ chunks: sql<number>`count(*)::int`, size: sql<number>`coalesce(sum(octet_length(${reportFileChunks.data})), 0)::bigint` })
        .from(reportFileChunks)
        .where(eq(reportFileChunks.taskId, taskId));
      if (!row || row.chunks === 0) return null;
      const chunks = row.chunks;
      async function* read() {
        // One chunk per statement: a download holds a MiB at a time whatever the file's size.
        for (let seq = 0; seq < chunks; seq++) {
          const [chunk] = await db
            .select({ data: reportFileChunks.data })
            .from(reportFileChunks)
            .where(and(eq(reportFileChunks.taskId, taskId), eq(reportFileChunks.seq, seq)))
            .orderBy(asc(reportFileChunks.seq));
          if (!chunk) throw new Error(`The stored file of report ${taskId} lost its chunk ${seq} while it was read`);
          yield chunk.data;
        }
      }
      return { size: Number(row.size), stream: Readable.from(read()) };
    },
    async remove(taskId) {
      await db.delete(reportFileChunks).where(eq(reportFileChunks.taskId, taskId));
      await removeTaskFiles(reportsDir, taskId);
    },
  };
}
