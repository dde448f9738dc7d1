/** The secrets `npm start` runs with (scripts/lib/secrets.mjs): generated only where one process owns the data. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSecrets } from '../../scripts/lib/secrets.mjs';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'payloft-secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('generated secrets', () => {
  it('are generated once for the embedded database and kept under DATA_DIR', () => {
    const dir = dataDir();
    const first = resolveSecrets({ APP_ENV: 'local' }, dir);
    expect(Object.keys(first).sort()).toEqual(['ACCESS_TOKEN_SECRET', 'ENCRYPTION_KEY', 'SESSION_SECRET']);
    expect(resolveSecrets({ APP_ENV: 'local' }, dir)).toEqual(first);
    expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toMatchObject(first);
  });

  it('are refused on PostgreSQL, where another copy would generate others, naming what to set', () => {
    expect(() => resolveSecrets({ APP_ENV: 'local', DATABASE_URL: 'postgres://db/payloft', ENCRYPTION_KEY: 'k' }, dataDir())).toThrow(
      /^Set ACCESS_TOKEN_SECRET, SESSION_SECRET in the environment, the same on every copy/,
    );
    const all = { ACCESS_TOKEN_SECRET: 'a', SESSION_SECRET: 's', ENCRYPTION_KEY: 'k' };
    expect(resolveSecrets({ APP_ENV: 'local', DATABASE_URL: 'postgres://db/payloft', ...all }, dataDir())).toEqual({});
  });

  it('are never generated in production', () => {
    expect(() => resolveSecrets({ APP_ENV: 'prod' }, dataDir())).toThrow(/APP_ENV=prod never generates secrets/);
  });
});
