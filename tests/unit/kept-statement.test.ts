// Statements built once per database and variant (api/db/kept-statement.ts, decision 162).
import { describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/client';
import { keptStatement } from '../../api/db/kept-statement';

describe('a kept statement', () => {
  it('is built once per database and variant, as the unnamed statement', () => {
    const built: string[] = [];
    const prepared: string[] = [];
    const statement = keptStatement((db, oneBusiness: boolean) => {
      built.push(`${(db as unknown as { name: string }).name} ${oneBusiness}`);
      return { prepare: (name: string) => (prepared.push(name), { oneBusiness }) };
    });
    const one = { name: 'one' } as unknown as Database;
    const other = { name: 'other' } as unknown as Database;
    expect(statement(one, true)).toBe(statement(one, true));
    expect(statement(one, false)).not.toBe(statement(one, true));
    expect(statement(other, true)).not.toBe(statement(one, true));
    expect(built).toEqual(['one true', 'one false', 'other true']);
    expect(prepared).toEqual(['', '', '']);
  });
});
