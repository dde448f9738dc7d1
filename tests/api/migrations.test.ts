/**
 * Copies of the services starting at once on one empty PostgreSQL database: one applies the migrations under the
 * advisory lock, the others wait and find nothing to do (decision 075). PostgreSQL only: PGlite is one process.
 */
import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../api/db/client';
import { apiSourcePath } from '../../api/lib/paths';
import { databaseUrlFor, onServer } from './support/test-databases.global';

const serverUrl = process.env.DATABASE_URL;
const name = `payloft_migrations_${process.pid}_${randomBytes(4).toString('hex')}`;

describe.skipIf(!serverUrl)('migrations with several copies starting at once', () => {
  beforeAll(async () => {
    await onServer(serverUrl!, `create database "${name}"`);
  });
  afterAll(async () => {
    await onServer(serverUrl!, `drop database if exists "${name}" with (force)`);
  });

  it('applies every migration exactly once, and every copy starts', async () => {
    const url = databaseUrlFor(serverUrl!, name);
    const copies = await Promise.all([1, 2, 3].map(() => createDatabase({ databaseUrl: url })));
    try {
      const journal = JSON.parse(readFileSync(apiSourcePath('db/migrations/meta/_journal.json'), 'utf8')) as { entries: unknown[] };
      const result = (await copies[0].db.execute('select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash' as never)) as unknown as {
        rows: { hash: string; n: number }[];
      };
      expect(result.rows.length).toBe(journal.entries.length);
      expect(result.rows.every((r) => r.n === 1)).toBe(true);
    } finally {
      await Promise.all(copies.map((c) => c.close()));
    }
  });
});
