/** Boot pieces: configuration parsing, the secrets helper, migrations and the idempotent demo seed. */
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { businesses, products, serviceLevels, users, vendors } from '../../api/db/schema';
import { decryptSecret, encryptSecret } from '../../api/lib/crypto';
import { seedDemoData } from '../../api/seed/demo';
import { TWILIO_TEST_ENV, openTestDatabase } from './harness';

const goodEnv = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: randomBytes(32).toString('base64') };

describe('loadConfig', () => {
  it('applies the defaults', () => {
    expect(loadConfig(goodEnv)).toMatchObject({ apiPort: 4000, dataDir: './.data', appEnv: 'local', databaseUrl: undefined, logLevel: 'info' });
    expect(loadConfig({ ...goodEnv, ...TWILIO_TEST_ENV, API_PORT: '4100', DATABASE_URL: '', APP_ENV: 'prod' })).toMatchObject({ apiPort: 4100, appEnv: 'prod', databaseUrl: undefined });
  });

  it('refuses missing or weak secrets and unknown environments, naming each problem', () => {
    expect(() => loadConfig({})).toThrow(/ACCESS_TOKEN_SECRET.*ENCRYPTION_KEY/);
    expect(() => loadConfig({ ...goodEnv, ACCESS_TOKEN_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...goodEnv, ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(/32 bytes/);
    expect(() => loadConfig({ ...goodEnv, APP_ENV: 'qa' })).toThrow(/APP_ENV/);
    // Links in e-mails (the password reset) follow the web's real address: PORT when WEB_PUBLIC_URL is unset.
    expect(loadConfig(goodEnv).webPublicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...goodEnv, PORT: '3100' }).webPublicUrl).toBe('http://localhost:3100');
    expect(loadConfig({ ...goodEnv, PORT: '3100', WEB_PUBLIC_URL: 'https://pay.example.com/' }).webPublicUrl).toBe('https://pay.example.com');
  });

  it('reads the stale-lock age (5 minutes by default) and the test crash point, which staging and prod refuse', () => {
    expect(loadConfig(goodEnv).jobStaleLockMs).toBe(300_000);
    expect(loadConfig(goodEnv).testCrashPoint).toBeUndefined();
    expect(loadConfig({ ...goodEnv, JOB_STALE_LOCK_SECONDS: '30', TEST_CRASH_POINT: 'afterSubmit' })).toMatchObject({ jobStaleLockMs: 30_000, testCrashPoint: 'afterSubmit' });
    for (const bad of ['0', '1.5', 'soon', '86401']) expect(() => loadConfig({ ...goodEnv, JOB_STALE_LOCK_SECONDS: bad }), bad).toThrow(/JOB_STALE_LOCK_SECONDS/);
    expect(() => loadConfig({ ...goodEnv, TEST_CRASH_POINT: 'whenever' })).toThrow(/TEST_CRASH_POINT/);
    for (const APP_ENV of ['staging', 'prod']) {
      expect(() => loadConfig({ ...goodEnv, ...TWILIO_TEST_ENV, APP_ENV, TEST_CRASH_POINT: 'afterSubmit' }), APP_ENV).toThrow(/TEST_CRASH_POINT is a test hook/);
      expect(loadConfig({ ...goodEnv, ...TWILIO_TEST_ENV, APP_ENV, TEST_CRASH_POINT: '' }).testCrashPoint, APP_ENV).toBeUndefined();
    }
  });
});

describe('encryptSecret', () => {
  it('round-trips and detects tampering or a wrong key', () => {
    const key = randomBytes(32);
    const sealed = encryptSecret('client-secret-123', key);
    expect(sealed).not.toContain('client-secret-123');
    expect(decryptSecret(sealed, key)).toBe('client-secret-123');
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => decryptSecret(tampered, key)).toThrow();
  });
});

describe('seedDemoData', () => {
  it('seeds once and is a no-op afterwards; migrations are safe to rerun', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await seedDemoData(handle.db)).toEqual({ seeded: true });
      expect(await seedDemoData(handle.db)).toEqual({ seeded: false });
      const total = async (table: typeof users | typeof businesses | typeof products | typeof serviceLevels | typeof vendors) =>
        (await handle.db.select({ n: count() }).from(table))[0].n;
      expect(await total(users)).toBe(12);
      expect(await total(businesses)).toBe(4);
      expect(await total(products)).toBe(6);
      expect(await total(serviceLevels)).toBeGreaterThanOrEqual(3);
      expect(await total(vendors)).toBeGreaterThanOrEqual(5);
    } finally {
      await handle.close();
    }
  });
});
