/**
 * One process per embedded database folder: PGlite has no cross-process locking, so two services on the
 * same DATA_DIR would both process every due payment. The owner writes its pid into DATA_DIR/payloft.lock, created
 * atomically (link fails when the file exists); a lock whose process is gone (kill -9, power loss) is taken over.
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'payloft.lock';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        `Stop that process first (or use another DATA_DIR, or PostgreSQL through DATABASE_URL). ` +
        `If no such process runs, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the folder's lock for this process or throws DataDirInUseError; the returned function releases it. */
export function lockDataDir(dataDir: string): () => void {
  const file = join(dataDir, LOCK_FILE);
  const token = `${process.pid}\n${Date.now()}-${Math.random().toString(36).slice(2)}\n`;
  const staging = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(staging, token, { mode: 0o600 });
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(staging, file);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const pid = holderOf(file);
        if (pid !== null && isRunning(pid)) throw new DataDirInUseError(dataDir, pid);
        // The holder died without releasing (or the file is half-written): take over, once.
        if (attempt > 0) throw new DataDirInUseError(dataDir, pid ?? 0);
        try {
          unlinkSync(file);
        } catch {
          // another process removed it first; the next link decides
        }
      }
    }
  } finally {
    unlinkSync(staging);
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      if (readFileSync(file, 'utf8') === token) unlinkSync(file);
    } catch {
      // already gone
    }
  };
}
