/**
 * Sign-in limits hold under parallel attempts, an account attacked from many addresses is slowed
 * (never locked out), changePassword is limited like sign-in, and a pending-MFA token is single use (resends keep it open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorize } from '../../api/modules/auth/service';
import { ACCOUNT_SLOWDOWN_MS, MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS } from '../../api/modules/auth/rate-limit';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const codeOfError = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code;

describe('sign-in limits', () => {
  it('check forty parallel wrong passwords from one address exactly as often as the limit allows', async () => {
    const deps = { db: t.db, secret: t.config.accessTokenSecret, now: t.clock(), address: '10.1.1.1' };
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () =>
        authorize(deps, { email: 'employee@bayside.test', password: 'wrong-password' }).then(
          () => 'signed in',
          (error) => codeOfError(error),
        ),
      ),
    );
    expect(outcomes.filter((c) => c === ErrorCodes.invalidCredentials)).toHaveLength(MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
    expect(outcomes.filter((c) => c === ErrorCodes.tooManyAttempts)).toHaveLength(40 - MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS);
  });

  it('slow an account attacked from many addresses without locking it out', async () => {
    const email = 'clerk@northwind.test';
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) {
      expect(codeOf(await t.signIn(email, 'wrong-password', `10.2.0.${i + 1}`))).toBe(ErrorCodes.invalidCredentials);
    }
    const slowed = await t.signIn(email, DEMO_PASSWORD, '10.2.1.1');
    expect(codeOf(slowed)).toBe(ErrorCodes.tooManyAttempts);
    expect(slowed.errors![0].extensions!.retryAfterSeconds).toBeLessThanOrEqual(ACCOUNT_SLOWDOWN_MS / 1000);
    t.clock.advance(ACCOUNT_SLOWDOWN_MS);
    const owner = await t.signIn(email, DEMO_PASSWORD, '10.2.1.1');
    expect(owner.errors).toBeUndefined();
    expect(owner.data!.authorize.accessToken).toBeTruthy();
  });

  it('limit changePassword like sign-in', async () => {
    const { accessToken } = await t.tokensFor('employee@lakeside.test');
    const change = (currentPassword: string) =>
      t.gql(authGraphql(`mutation SignInLimitsChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status } }`), { input: { currentPassword, newPassword: 'N3wPassword!x' } }, { token: accessToken, address: '10.3.0.1' });
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS; i++) expect(codeOf(await change(`wrong-${i}`))).toBe(ErrorCodes.validation);
    expect(codeOf(await change(DEMO_PASSWORD))).toBe(ErrorCodes.tooManyAttempts);
  });
});

describe('a sign-in flood', () => {
  it('leaves a signed-in user served: every page query answers while sixty wrong passwords arrive over HTTP', async () => {
    // Correctness, not timing (tests never assert on time): the signed-in user's queries all answer, none is refused
    // or delayed into an error, while the flood is refused by the limits.
    const token = (await t.tokensFor('owner@bayside.test')).accessToken;
    const flood = Array.from({ length: 60 }, (_, i) => t.signIn('employee@lakeside.test', 'wrong-password', `10.9.${Math.floor(i / 20)}.${i}`));
    const pages = Array.from({ length: 10 }, () => t.gql(coreGraphql(`query SignInLimitsViewer { viewer { id email } }`), {}, { token }));
    const [floodResults, pageResults] = await Promise.all([Promise.all(flood), Promise.all(pages)]);
    expect(floodResults.every((r) => r.errors?.length)).toBe(true);
    for (const r of pageResults) {
      expect(r.status).toBe(200);
      expect(r.errors).toBeUndefined();
    }
  });
});

describe('a pending-MFA token', () => {
  const INIT = authGraphql(`mutation SignInLimitsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`);
  const CONFIRM = authGraphql(`mutation SignInLimitsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }`);

  it('stays usable across resends, and is spent once its sign-in is confirmed', async () => {
    const email = 'secure@northwind.test';
    const mfaToken = (await t.signIn(email, DEMO_PASSWORD, '10.4.0.1')).data!.authorize.mfaToken!;
    t.clock.advance(1000);
    expect((await t.gql(INIT, { input: { mfaPreference: 'email', mfaToken } })).errors).toBeUndefined();
    // A resend retires the first code; the pending sign-in is still open.
    t.clock.advance(1000);
    expect((await t.gql(INIT, { input: { mfaPreference: 'email', mfaToken } })).errors).toBeUndefined();
    const first = await t.gql(CONFIRM, { input: { code: await t.latestCode(email), email, confirmType: 'authorization', mfaToken } });
    expect(first.data!.confirmMFACode.accessToken).toBeTruthy();
    t.clock.advance(1000);
    expect(codeOf(await t.gql(INIT, { input: { mfaPreference: 'email', mfaToken } }))).toBe(ErrorCodes.mfaSignInExpired);
    const replay = await t.gql(CONFIRM, { input: { code: await t.latestCode(email), email, confirmType: 'authorization', mfaToken } });
    expect(codeOf(replay)).toBe(ErrorCodes.mfaSignInExpired);
  });
});
