/**
 * A migrated, empty in-memory PGlite, copied instead of built: the first `memory://` database a machine opens runs
 * initdb and every committed migration (seconds of CPU), then leaves a snapshot of its data directory in the temp
 * folder; later ones start from that snapshot and only check the migrations. Keyed by the migration files and the
 * PGlite version, so a new migration or upgrade makes a new snapshot. Only throwaway databases use it (decision 041).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** PGLITE_TEMPLATE=0 switches the snapshot off (every in-memory database is then built from scratch). */
export function templateEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.PGLITE_TEMPLATE !== '0';
}

function pgliteVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    return (JSON.parse(readFileSync(require.resolve('@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .flatMap((name) => {
      const full = path.join(folder, name);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** Where the snapshot for these migrations lives (the temp folder, or PGLITE_TEMPLATE_DIR). */
export function templatePath(migrationsFolder: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of filesUnder(migrationsFolder)) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return path.join(env.PGLITE_TEMPLATE_DIR ?? tmpdir(), `payloft-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The snapshot's bytes, for PGlite's `loadDataDir`, or undefined when there is none yet. */
export function readTemplate(file: string): Blob | undefined {
  if (!existsSync(file)) return undefined;
  return new Blob([readFileSync(file)]);
}

/**
 * Writes the snapshot of a freshly migrated database; a concurrent writer's copy is as good (written aside, then
 * renamed). Best effort: a full disk or a read-only temp folder costs the next database its speed, never its opening.
 */
export async function writeTemplate(client: PGlite, file: string): Promise<void> {
  const aside = `${file}.${process.pid}.${Date.now()}`;
  try {
    const dump = await client.dumpDataDir('none');
    writeFileSync(aside, Buffer.from(await dump.arrayBuffer()));
    renameSync(aside, file);
  } catch {
    rmSync(aside, { force: true });
  }
}
