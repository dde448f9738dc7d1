/** Reads on the embedded database as named prepared statements (decision 039) answer exactly what query() does. */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREPARED_STATEMENTS_MAX, preparePgliteReads } from '../../api/db/pglite-prepared';

let client: PGlite;
let prepared: { statements(): number };
let plain: PGlite;

beforeAll(async () => {
  client = new PGlite();
  plain = new PGlite();
  for (const db of [client, plain]) {
    await db.exec(`create table t (id uuid primary key, n integer, at timestamptz, doc jsonb, tags text[], note text);
      insert into t values ('00000000-0000-4000-8000-000000000001', 1, '2026-01-02T03:04:05Z', '{"a":1}', '{x,y}', null),
                           ('00000000-0000-4000-8000-000000000002', 2, '2026-02-03T04:05:06Z', '[1,2]', '{}', 'two');`);
  }
  prepared = preparePgliteReads(client);
});
afterAll(async () => {
  await client.close();
  await plain.close();
});

describe('prepared reads', () => {
  it('answer as query() does, parameters of every kind included, again and again', async () => {
    const text = 'select id, n, at, doc, tags, note from t where n >= $1 and at < $2 and (note = $3 or $3::text is null) order by n';
    for (const params of [[0, new Date('2027-01-01T00:00:00Z'), null], [2, '2027-01-01T00:00:00Z', 'two'], [0, new Date('2026-01-31T00:00:00Z'), null]]) {
      for (const rowMode of ['object', 'array'] as const) {
        const expected = await plain.query(text, params, { rowMode });
        expect(await client.query(text, params, { rowMode })).toEqual(expected);
        expect(await client.query(text, params, { rowMode })).toEqual(expected);
      }
    }
    expect(prepared.statements()).toBeGreaterThan(0);
  });

  it('fail with the error query() gives, and recover from a schema change', async () => {
    const bad = client.query('select n from t where id = $1', ['not-a-uuid']);
    await expect(bad).rejects.toMatchObject({ code: '22P02' });
    const text = 'select * from t where n = $1';
    const before = await client.query<Record<string, unknown>>(text, [1]);
    expect(Object.keys(before.rows[0])).not.toContain('extra');
    await client.exec(`alter table t add column extra text default 'e'`);
    const after = await client.query<Record<string, unknown>>(text, [1]);
    expect(after.rows[0].extra).toBe('e');
  });

  it('leave writes and transactions to query() and keep at most PREPARED_STATEMENTS_MAX statements', async () => {
    await client.query(`update t set note = $1 where n = 1`, ['one']);
    await client.transaction(async (tx) => {
      expect((await tx.query<{ note: string }>('select note from t where n = 1')).rows[0].note).toBe('one');
    });
    for (let i = 0; i < PREPARED_STATEMENTS_MAX + 5; i++) await client.query(`select ${i} as i`);
    expect(prepared.statements()).toBe(PREPARED_STATEMENTS_MAX);
    expect((await client.query<{ i: number }>('select 3 as i')).rows[0].i).toBe(3);
  });
});
