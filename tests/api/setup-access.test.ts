/** requireSetupAccess: the API refuses setup changes without a fresh setup verification (spec §4, decision 007). */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../api/db/schema';
import { createContext } from '../../api/graphql/context';
import { requireSetupAccess, SETUP_VERIFICATION_REQUIRED } from '../../api/graphql/setup-access';
import { ErrorCodes } from '../../domain/errors';
import { SETUP_MFA_ACCESS_MS } from '../../domain/timings';
import { startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

function contextFor(token: string) {
  return createContext({
    db: t.db,
    config: t.config,
    clock: t.clock,
    logger: pino({ level: 'silent' }),
    requestId: 'test',
    address: '10.0.0.1',
    authorization: `Bearer ${token}`,
  });
}

async function outcome(token: string): Promise<string> {
  try {
    await requireSetupAccess(contextFor(token));
    return 'allowed';
  } catch (error) {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
    return `${extensions.code}:${extensions.reason ?? ''}`;
  }
}

const REFUSED = `${ErrorCodes.forbidden}:${SETUP_VERIFICATION_REQUIRED}`;

async function grantSetupAccess(email: string, token: string) {
  await t.gql(authGraphql(`mutation SetupAccessInitMFAVerification($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`), { input: { mfaPreference: 'email', confirmType: 'setup' } }, { token });
  const done = await t.gql(authGraphql(`mutation SetupAccessConfirmMFACode($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { setupExpiredAt } }`),
    { input: { code: await t.latestCode(email), confirmType: 'setup' } },
    { token },
  );
  expect(done.errors).toBeUndefined();
}

describe('requireSetupAccess', () => {
  it('lets a caller without MFA change setup', async () => {
    const { accessToken } = await t.tokensFor('owner@northwind.test');
    expect(await outcome(accessToken)).toBe('allowed');
  });

  it('refuses an MFA owner of a registered business until a setup code is confirmed, and again after the hour', async () => {
    const email = 'secure@northwind.test';
    const { accessToken } = await t.tokensFor(email);
    expect(await outcome(accessToken)).toBe(REFUSED);
    t.clock.advance(1000);
    await grantSetupAccess(email, accessToken);
    expect(await outcome(accessToken)).toBe('allowed');
    t.clock.advance(SETUP_MFA_ACCESS_MS + 1000);
    const fresh = await t.tokensFor(email);
    expect(await outcome(fresh.accessToken)).toBe(REFUSED);
  });

  it('does not ask an owner whose business is not yet registered', async () => {
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'owner@harbor.test'));
    const { accessToken } = await t.tokensFor('owner@harbor.test');
    expect(await outcome(accessToken)).toBe('allowed');
  });

  it('asks an MFA admin (the role always requires it)', async () => {
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'email' }).where(eq(users.email, 'admin@payloft.test'));
    const { accessToken } = await t.tokensFor('admin@payloft.test');
    expect(await outcome(accessToken)).toBe(REFUSED);
  });
});
