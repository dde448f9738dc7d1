/**
 * Where export files live: `<DATA_DIR>/reports/<task id>/` (an OS temp folder when DATA_DIR is `memory://`), one
 * file per part while the job runs, then the assembled file. Every write goes to a temporary name and is renamed
 * into place, so a file under its final name is always whole.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { isUuid } from '../../../lib/ids';

/** The reports folder for a DATA_DIR setting. */
export function reportsDirOf(dataDir: string): string {
  const base = dataDir.startsWith('memory://') ? path.join(tmpdir(), 'payloft-data') : dataDir;
  return path.join(base, 'reports');
}

export function taskDir(reportsDir: string, taskId: string): string {
  // Ids come from our own rows; the check keeps a path out of the folder whatever happens.
  if (!isUuid(taskId)) throw new Error(`Not a task id: ${taskId}`);
  return path.join(reportsDir, taskId);
}

export function partPath(reportsDir: string, taskId: string, index: number): string {
  return path.join(taskDir(reportsDir, taskId), `part-${String(index).padStart(6, '0')}`);
}

export function filePath(reportsDir: string, taskId: string): string {
  return path.join(taskDir(reportsDir, taskId), 'file');
}

/** Writes `source` to `target` through a temporary file in the same folder and renames it into place. */
export async function writeAtomically(target: string, write: (tmp: string) => Promise<void>): Promise<number> {
  await mkdir(path.dirname(target), { recursive: true });
  const tmp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  return (await stat(target)).size;
}

/** Streams a readable into a new file. */
export async function streamToFile(source: Readable, target: string): Promise<void> {
  await pipeline(source, createWriteStream(target));
}

/** Removes the part files of a finished task (the assembled file stays). */
export async function removeParts(reportsDir: string, taskId: string): Promise<void> {
  const dir = taskDir(reportsDir, taskId);
  let names: string[] = [];
  try {
    names = await readdir(dir);
  } catch {
    return;
  }
  await Promise.all(names.filter((n) => n.startsWith('part-')).map((n) => rm(path.join(dir, n), { force: true })));
}

export async function removeTaskFiles(reportsDir: string, taskId: string): Promise<void> {
  await rm(taskDir(reportsDir, taskId), { recursive: true, force: true });
}
