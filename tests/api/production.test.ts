/** A production start has no known password. */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holidaySchedules, users } from '../../api/db/schema';
import { verifyPassword } from '../../api/modules/auth/passwords';
import { createAdministrator } from '../../api/seed/first-admin';
import { seedForEnvironment } from '../../api/seed/demo';
import { TWILIO_TEST_ENV, openTestDatabase } from './harness';
import { coreGraphql } from './graphql/core';
import { notificationsGraphql } from './graphql/notifications';

describe('seedForEnvironment', () => {
  it.each(['prod', 'staging'] as const)('seeds no account in %s, only the banking calendar', async (appEnv) => {
    const handle = await openTestDatabase();
    try {
      expect(await seedForEnvironment(handle.db, appEnv)).toEqual({ seeded: false });
      expect((await handle.db.select({ n: count() }).from(users))[0].n).toBe(0);
      expect((await handle.db.select({ n: count() }).from(holidaySchedules))[0].n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });

  it('seeds the demo accounts in demo', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await seedForEnvironment(handle.db, 'demo')).toEqual({ seeded: true });
      expect((await handle.db.select({ n: count() }).from(users))[0].n).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
  });
});

describe('createAdministrator', () => {
  it('creates the first administrator once per e-mail and refuses weak passwords', async () => {
    const handle = await openTestDatabase();
    try {
      const input = { email: 'Root@Example.com', password: 'Str0ngPassw0rd', firstName: 'Ada', lastName: 'Root' };
      const admin = await createAdministrator(handle.db, input);
      expect(admin.email).toBe('root@example.com');
      const [row] = await handle.db.select().from(users).where(eq(users.id, admin.id));
      expect(row.role).toBe('payloftAdmin');
      expect(await verifyPassword(row.passwordHash, 'Str0ngPassw0rd')).toBe(true);
      await expect(createAdministrator(handle.db, { ...input, email: 'root@example.com' })).rejects.toThrow(/already exists/);
      await expect(createAdministrator(handle.db, { ...input, email: 'other@example.com', password: 'weak' })).rejects.toThrow(/password/);
      expect((await handle.db.select({ n: count() }).from(users))[0].n).toBe(1);
    } finally {
      await handle.close();
    }
  });
});

describe('the outbox in a demo deployment', () => {
  it('answers only the platform administrator (local and dev stay open)', async () => {
    const { startTestApi } = await import('./harness');
    const t = await startTestApi({ config: { appEnv: 'demo' } });
    try {
      const OUTBOX = notificationsGraphql(`query ProductionOutbox { devOutbox(limit: 5) { id } }`);
      expect((await t.gql(OUTBOX)).errors?.[0].extensions?.code).toBe('unauthenticatedAPIError');
      const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
      expect((await t.gql(OUTBOX, {}, { token: owner })).errors?.[0].extensions?.code).toBe('forbiddenAPIError');
      const admin = (await t.tokensFor('admin@payloft.test')).accessToken;
      expect((await t.gql(OUTBOX, {}, { token: admin })).errors).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('accounting systems in production (decision 051)', () => {
  const base = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'), APP_ENV: 'prod', ...TWILIO_TEST_ENV };
  const QUICKBOOKS = {
    ACCOUNTING_QUICKBOOKS_AUTHORIZE_URL: 'https://appcenter.intuit.com/connect/oauth2',
    ACCOUNTING_QUICKBOOKS_TOKEN_URL: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    ACCOUNTING_QUICKBOOKS_API_URL: 'https://quickbooks.api.intuit.com',
    ACCOUNTING_QUICKBOOKS_CLIENT_ID: 'client',
    ACCOUNTING_QUICKBOOKS_CLIENT_SECRET: 'secret',
  };

  it('a system with only some of its settings stops the start, naming what is missing', async () => {
    const { loadConfig } = await import('../../api/config');
    expect(() => loadConfig({ ...base, ACCOUNTING_XERO_CLIENT_ID: 'client' })).toThrow(
      /ACCOUNTING_XERO_AUTHORIZE_URL, ACCOUNTING_XERO_TOKEN_URL, ACCOUNTING_XERO_API_URL, ACCOUNTING_XERO_CLIENT_SECRET/,
    );
    expect(() => loadConfig({ ...base, ...QUICKBOOKS })).not.toThrow();
    expect(() => loadConfig({ ...base, APP_ENV: 'demo', ACCOUNTING_XERO_CLIENT_ID: 'client' })).not.toThrow();
  });

  it('a system without settings is not offered to a business, and connecting to it is refused', async () => {
    const { loadConfig } = await import('../../api/config');
    const { startTestApi } = await import('./harness');
    const t = await startTestApi({ config: { appEnv: 'prod', accountingEnv: loadConfig({ ...base, ...QUICKBOOKS }).accountingEnv } });
    try {
      const owner = (await t.tokensFor('owner@northwind.test')).accessToken;
      const offered = await t.gql(coreGraphql(`query ProductionAccountingSystems { accountingSystems { key } }`), {}, { token: owner });
      expect(offered.data!.accountingSystems.map((s: { key: string }) => s.key)).toEqual(['quickBooks']);
      const consent = await t.gql(coreGraphql(`mutation ProductionAccountingAuthorizationUrl { accountingAuthorizationUrl(system: "xero") { url } }`), {}, { token: owner });
      expect(consent.errors?.[0].message).toBe('This accounting system is not available.');
      const live = await t.gql(coreGraphql(`mutation ProductionAccountingAuthorizationUrl2 { accountingAuthorizationUrl(system: "quickBooks") { url } }`), {}, { token: owner });
      expect(live.errors?.[0].message ?? '').not.toBe('This accounting system is not available.');
    } finally {
      await t.close();
    }
  });
});
