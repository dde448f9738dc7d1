/** Auth service: sign-in, rate limits, token rotation and reuse, expiry, disabled and deleted users, profile and password. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refreshTokens, users } from '../../api/db/schema';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_REUSE_MS, REFRESH_TOKEN_TTL_SECONDS } from '../../domain/timings';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { coreGraphql } from './graphql/core';
import type { UpdateProfileInput } from './graphql/auth/graphql';
import { insertUser } from './support/factories';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const REFRESH = authGraphql(`mutation AuthRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { id role accessToken refreshToken } }`);
const AUTHENTICATE = authGraphql(`query AuthAuthenticate { authenticate { user { id } } }`);
const PROFILE = authGraphql(`query AuthProfile { userProfileInfo { id email phoneNumber firstName lastName role isMFA mfaPreference setupExpiredAt } }`);
const LOGOUT = authGraphql(`mutation AuthLogout($input: LogoutInput!) { logout(input: $input) { status } }`);
const CHANGE_PASSWORD = authGraphql(`mutation AuthChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { status message } }`);
const UPDATE_PROFILE = authGraphql(`mutation AuthUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName phoneNumber } }`);

const refresh = (token: string, address?: string) => t.gql(REFRESH, { input: { refreshToken: token } }, { address });

/** A throwaway user so tests that disable, delete or re-password do not disturb the demo accounts. */
async function makeUser(email: string, overrides: Partial<typeof users.$inferInsert> = {}) {
  return insertUser(t.db, { email, ...overrides });
}

describe('authorize', () => {
  it('signs in with the demo password, e-mail case-insensitive, and returns tokens and the user', async () => {
    const result = await t.gqlUntyped('auth',
      `mutation { authorize(input: { email: "Owner@Northwind.TEST", password: "${DEMO_PASSWORD}" }) {
        accessToken refreshToken id role isMFA mfaPreference user { email firstName lastName enabled isSystem } } }`,
    );
    expect(result.errors).toBeUndefined();
    const payload = result.data!.authorize;
    expect(payload.role).toBe('businessOwner');
    expect(payload.isMFA).toBe(false);
    expect(payload.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(payload.refreshToken).toMatch(/^[\w-]{43}$/);
    expect(payload.user).toMatchObject({ email: 'owner@northwind.test', firstName: 'Olivia', enabled: true });
  });

  it('stores argon2id hashes, never the password', async () => {
    const [row] = await t.db.select().from(users).where(eq(users.email, 'admin@payloft.test'));
    expect(row.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('answers the same generic error for a wrong password and an unknown e-mail', async () => {
    const wrong = await t.signIn('admin@payloft.test', 'Wrong#2026', '10.1.0.1');
    const unknown = await t.signIn('nobody@payloft.test', DEMO_PASSWORD, '10.1.0.1');
    for (const result of [wrong, unknown]) {
      expect(codeOf(result)).toBe(ErrorCodes.invalidCredentials);
      expect(result.errors![0].message).toBe(Messages.invalidCredentials);
    }
  });

  it('records sign-in success and failure in the audit log with the client address', async () => {
    const rows = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'signIn'), eq(auditLog.address, '10.1.0.1')));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure', 'failure']);
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);
  });
});

describe('sign-in rate limits', () => {
  it('blocks an account from one address after 5 failures, even with the right password, but not from another address', async () => {
    const email = 'employee@bayside.test';
    for (let i = 0; i < 5; i += 1) expect(codeOf(await t.signIn(email, 'Wrong#2026', '10.2.0.1'))).toBe(ErrorCodes.invalidCredentials);
    const blocked = await t.signIn(email, DEMO_PASSWORD, '10.2.0.1');
    expect(codeOf(blocked)).toBe(ErrorCodes.tooManyAttempts);
    expect(blocked.errors![0].message).toBe(Messages.tooManySignInAttempts(15));
    const elsewhere = await t.signIn(email, DEMO_PASSWORD, '10.2.0.2');
    expect(elsewhere.data?.authorize.accessToken).toBeTruthy();
  });

  it('lets the address try again once the 15-minute window has passed', async () => {
    t.clock.advance(10 * 60 * 1000);
    const stillBlocked = await t.signIn('employee@bayside.test', DEMO_PASSWORD, '10.2.0.1');
    expect(stillBlocked.errors![0].message).toBe(Messages.tooManySignInAttempts(5));
    t.clock.advance(5 * 60 * 1000 + 1);
    expect((await t.signIn('employee@bayside.test', DEMO_PASSWORD, '10.2.0.1')).data?.authorize.accessToken).toBeTruthy();
  });

  it('blocks an address after 20 failures over any accounts, without locking those accounts elsewhere', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(codeOf(await t.signIn(`guess${i}@example.test`, 'Wrong#2026', '10.3.0.1'))).toBe(ErrorCodes.invalidCredentials);
    }
    expect(codeOf(await t.signIn('owner@bayside.test', DEMO_PASSWORD, '10.3.0.1'))).toBe(ErrorCodes.tooManyAttempts);
    expect((await t.signIn('owner@bayside.test', DEMO_PASSWORD, '10.3.0.2')).data?.authorize.accessToken).toBeTruthy();
  });

  it('a success clears earlier failures of that account and address', async () => {
    const email = 'owner@harbor.test';
    for (let i = 0; i < 4; i += 1) await t.signIn(email, 'Wrong#2026', '10.4.0.1');
    expect((await t.signIn(email, DEMO_PASSWORD, '10.4.0.1')).data?.authorize.accessToken).toBeTruthy();
    for (let i = 0; i < 4; i += 1) await t.signIn(email, 'Wrong#2026', '10.4.0.1');
    expect((await t.signIn(email, DEMO_PASSWORD, '10.4.0.1')).data?.authorize.accessToken).toBeTruthy();
  });
});

describe('access tokens', () => {
  it('authenticate returns the caller and userProfileInfo the profile', async () => {
    const { accessToken, id } = await t.tokensFor('clerk@northwind.test');
    const auth = await t.gql(AUTHENTICATE, {}, { token: accessToken });
    expect(auth.data!.authenticate.user.id).toBe(id);
    const profile = await t.gql(PROFILE, {}, { token: accessToken });
    expect(profile.data!.userProfileInfo).toMatchObject({
      id,
      email: 'clerk@northwind.test',
      firstName: 'Priya',
      role: 'businessEmployee',
      isMFA: false,
      setupExpiredAt: null,
    });
  });

  it('expired → tokenExpiredAPIError; missing or garbage → unauthenticatedAPIError', async () => {
    const { accessToken } = await t.tokensFor('clerk@northwind.test');
    t.clock.advance(ACCESS_TOKEN_TTL_SECONDS * 1000 - 5_000);
    expect((await t.gql(AUTHENTICATE, {}, { token: accessToken })).errors).toBeUndefined();
    t.clock.advance(10_000);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: accessToken }))).toBe(ErrorCodes.tokenExpired);
    expect(codeOf(await t.gql(AUTHENTICATE))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: 'not.a.jwt' }))).toBe(ErrorCodes.unauthenticated);
    const forged = accessToken.slice(0, -4) + (accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: forged }))).toBe(ErrorCodes.unauthenticated);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new pair works and belongs to the same family', async () => {
    const first = await t.tokensFor('employee@northwind.test');
    const rotated = await refresh(first.refreshToken);
    expect(rotated.errors).toBeUndefined();
    const next = rotated.data!.refreshToken;
    expect(next).toMatchObject({ id: first.id, role: 'businessEmployee' });
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect((await t.gql(AUTHENTICATE, {}, { token: next.accessToken })).errors).toBeUndefined();
    const family = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.id));
    const familyIds = new Set(family.filter((r) => r.createdAt >= t.clock()).map((r) => r.familyId));
    expect(familyIds.size).toBe(1);
  });

  it('a reuse within 5 s is a concurrent duplicate: it gets a fresh pair and nothing is revoked', async () => {
    const first = await t.tokensFor('employee@northwind.test');
    const a = await refresh(first.refreshToken);
    t.clock.advance(REFRESH_REUSE_MS - 500);
    const b = await refresh(first.refreshToken);
    expect(b.errors).toBeUndefined();
    expect(b.data!.refreshToken.refreshToken).not.toBe(a.data!.refreshToken.refreshToken);
    expect((await refresh(a.data!.refreshToken.refreshToken)).errors).toBeUndefined();
    expect((await refresh(b.data!.refreshToken.refreshToken)).errors).toBeUndefined();
  });

  it('a reuse after 5 s revokes the whole family and answers wrongRefreshTokenAPIError', async () => {
    const first = await t.tokensFor('employee@northwind.test');
    const second = (await refresh(first.refreshToken)).data!.refreshToken;
    t.clock.advance(REFRESH_REUSE_MS + 1);
    expect(codeOf(await refresh(first.refreshToken))).toBe(ErrorCodes.wrongRefreshToken);
    // The legitimate holder's newer token and access token die with the family.
    expect(codeOf(await refresh(second.refreshToken))).toBe(ErrorCodes.wrongRefreshToken);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: second.accessToken }))).toBe(ErrorCodes.unauthenticated);
    const reuse = await t.db.select().from(auditLog).where(eq(auditLog.action, 'refreshReuse'));
    expect(reuse.length).toBeGreaterThan(0);
    expect(reuse[0].userId).toBe(first.id);
  });

  it('unknown and expired refresh tokens answer wrongRefreshTokenAPIError', async () => {
    expect(codeOf(await refresh('no-such-token'))).toBe(ErrorCodes.wrongRefreshToken);
    const { refreshToken } = await t.tokensFor('employee@lakeside.test');
    t.clock.advance(REFRESH_TOKEN_TTL_SECONDS * 1000 + 1);
    expect(codeOf(await refresh(refreshToken))).toBe(ErrorCodes.wrongRefreshToken);
  });

  it('logout revokes the family: refresh and the access token stop working', async () => {
    const { accessToken, refreshToken } = await t.tokensFor('employee@lakeside.test');
    expect((await t.gql(LOGOUT, { input: { refreshToken } })).data!.logout.status).toBe(true);
    expect(codeOf(await refresh(refreshToken))).toBe(ErrorCodes.wrongRefreshToken);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: accessToken }))).toBe(ErrorCodes.unauthenticated);
  });
});

describe('disabled and deleted users', () => {
  it('a disabled user gets userIsDisabledAPIError on sign-in, on authenticated calls and on refresh', async () => {
    const user = await makeUser('disabled@example.test');
    const { accessToken, refreshToken } = await t.tokensFor(user.email);
    await t.db.update(users).set({ enabled: false, disableReason: 'left the company' }).where(eq(users.id, user.id));
    expect(codeOf(await t.signIn(user.email))).toBe(ErrorCodes.userDisabled);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: accessToken }))).toBe(ErrorCodes.userDisabled);
    expect(codeOf(await t.gql(coreGraphql(`query AuthViewer { viewer { id } }`), {}, { token: accessToken }))).toBe(ErrorCodes.userDisabled);
    expect(codeOf(await refresh(refreshToken))).toBe(ErrorCodes.userDisabled);
    // A wrong password for a disabled account reveals nothing.
    expect(codeOf(await t.signIn(user.email, 'Wrong#2026'))).toBe(ErrorCodes.invalidCredentials);
  });

  it('a deleted user gets userWithIdIsNotExistAPIError on authenticated calls and on refresh', async () => {
    const user = await makeUser('deleted@example.test');
    const { accessToken, refreshToken } = await t.tokensFor(user.email);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect(codeOf(await t.gql(PROFILE, {}, { token: accessToken }))).toBe(ErrorCodes.userNotExist);
    expect(codeOf(await t.gql(coreGraphql(`query AuthViewer2 { viewer { id } }`), {}, { token: accessToken }))).toBe(ErrorCodes.userNotExist);
    expect(codeOf(await refresh(refreshToken))).toBe(ErrorCodes.userNotExist);
  });
});

describe('changePassword and updateProfile', () => {
  it('checks the current password, the rules and that the new one differs', async () => {
    const user = await makeUser('repassword@example.test');
    const { accessToken } = await t.tokensFor(user.email);
    const change = (currentPassword: string, newPassword: string) =>
      t.gql(CHANGE_PASSWORD, { input: { currentPassword, newPassword } }, { token: accessToken });
    const wrong = await change('Nope#2026', 'Better#2027');
    expect(codeOf(wrong)).toBe(ErrorCodes.validation);
    expect(wrong.errors![0].message).toBe(Messages.wrongCurrentPassword);
    expect((await change(DEMO_PASSWORD, 'short')).errors![0].message).toBe(Messages.newPasswordRules);
    expect((await change(DEMO_PASSWORD, 'alllowercase1')).errors![0].message).toBe(Messages.newPasswordRules);
    expect((await change(DEMO_PASSWORD, DEMO_PASSWORD)).errors![0].message).toBe(Messages.newPasswordSameAsOld);
  });

  it('changes the password, keeps the caller signed in and ends the other sign-ins', async () => {
    const user = await makeUser('rotate@example.test');
    const here = await t.tokensFor(user.email);
    const elsewhere = await t.tokensFor(user.email);
    const result = await t.gql(CHANGE_PASSWORD,
      { input: { currentPassword: DEMO_PASSWORD, newPassword: 'Better#2027' } },
      { token: here.accessToken },
    );
    expect(result.data!.changePassword).toEqual({ status: true, message: Messages.passwordChanged });
    expect((await t.gql(AUTHENTICATE, {}, { token: here.accessToken })).errors).toBeUndefined();
    expect((await refresh(here.refreshToken)).errors).toBeUndefined();
    expect(codeOf(await refresh(elsewhere.refreshToken))).toBe(ErrorCodes.wrongRefreshToken);
    expect(codeOf(await t.gql(AUTHENTICATE, {}, { token: elsewhere.accessToken }))).toBe(ErrorCodes.unauthenticated);
    expect(codeOf(await t.signIn(user.email, DEMO_PASSWORD, '10.9.0.1'))).toBe(ErrorCodes.invalidCredentials);
    expect((await t.signIn(user.email, 'Better#2027', '10.9.0.1')).data?.authorize.accessToken).toBeTruthy();
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'passwordChanged')));
    expect(audit.map((a) => a.outcome)).toEqual(['success']);
  });

  it('updates names and phone with the profile rules', async () => {
    const user = await makeUser('profile@example.test');
    const { accessToken } = await t.tokensFor(user.email);
    const update = (input: UpdateProfileInput) => t.gql(UPDATE_PROFILE, { input }, { token: accessToken });
    const ok = await update({ firstName: ' Ada ', lastName: 'Lovelace', phoneNumber: '+1 415 555 0199' });
    expect(ok.data!.updateProfile).toEqual({ firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+1 415 555 0199' });
    const bad = await update({ firstName: '', lastName: 'Lovelace', phoneNumber: 'call me' });
    expect(codeOf(bad)).toBe(ErrorCodes.validation);
    expect(bad.errors![0].extensions!.fieldErrors).toEqual({
      firstName: Messages.required,
      phoneNumber: 'Please enter a valid phone number',
    });
    // A name over the spec's limit is refused at the edge with the same message.
    const long = await update({ firstName: 'Ada', lastName: 'x'.repeat(120), phoneNumber: '+1 415 555 0199' });
    expect(codeOf(long)).toBe(ErrorCodes.validation);
    expect(long.errors![0].extensions!.fieldErrors).toEqual({ lastName: Messages.nameTooLong });
    expect(codeOf(await t.gql(UPDATE_PROFILE, { input: { firstName: 'A', lastName: 'B' } }))).toBe(ErrorCodes.unauthenticated);
  });
});
