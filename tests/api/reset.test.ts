/** Password reset: same answer for unknown e-mails, single-use 1-hour links, the spec's password rules, and revocation of every sign-in. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, users } from '../../api/db/schema';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { PASSWORD_RESET_TTL_MS } from '../../domain/timings';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { insertUser } from './support/factories';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const REQUEST = authGraphql(`mutation ResetRequest($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { status message } }`);
const CHECK = authGraphql(`query ResetCheck($input: CheckResetTokenInput!) { checkResetToken(input: $input) { account email } }`);
const RESET = authGraphql(`mutation ResetReset($input: ResetPasswordInput!) { resetPassword(input: $input) { status message } }`);
const REFRESH = authGraphql(`mutation ResetRefresh($input: RefreshTokenInput!) { refreshToken(input: $input) { accessToken } }`);

let counter = 0;
async function makeUser() {
  counter += 1;
  const email = `reset${counter}@northwind.test`;
  await insertUser(t.db, { email, firstName: 'Rae', lastName: 'Set', role: 'vendorManager' });
  return email;
}

async function linkFor(email: string): Promise<string> {
  t.clock.advance(1000);
  const answer = await t.gql(REQUEST, { input: { email } });
  expect(answer.data!.requestPasswordReset).toEqual({ status: true, message: Messages.resetRequested });
  const [row] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.createdAt)).limit(1);
  const link = row.body.match(/http:\/\/web\.test\/reset-password\?token=(\S+)/);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]);
}

describe('password reset', () => {
  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await t.db.select().from(outboxMessages);
    const answer = await t.gql(REQUEST, { input: { email: 'nobody@nowhere.test' } });
    expect(answer.data!.requestPasswordReset).toEqual({ status: true, message: Messages.resetRequested });
    expect(await t.db.select().from(outboxMessages)).toHaveLength(before.length);
  });

  it('sends a link whose token checks out as the account and e-mail, stored only hashed', async () => {
    const email = await makeUser();
    const token = await linkFor(email);
    const check = await t.gql(CHECK, { input: { token } });
    expect(check.data!.checkResetToken).toEqual({ account: 'Rae Set', email });
  });

  it('applies the spec rules, then works once and revokes every sign-in', async () => {
    const email = await makeUser();
    const session = await t.tokensFor(email);
    const token = await linkFor(email);
    const weak = await t.gql(RESET, { input: { token, newPassword: 'short' } });
    expect(weak.errors![0].message).toBe(Messages.newPasswordRules);
    const same = await t.gql(RESET, { input: { token, newPassword: DEMO_PASSWORD } });
    expect(same.errors![0].message).toBe(Messages.newPasswordSameAsOld);
    const ok = await t.gql(RESET, { input: { token, newPassword: 'Renewed#2026' } });
    expect(ok.data!.resetPassword).toEqual({ status: true, message: Messages.passwordReset });
    expect(codeOf(await t.gql(RESET, { input: { token, newPassword: 'Another#2026' } }))).toBe(ErrorCodes.resetTokenInvalid);
    expect(codeOf(await t.gql(CHECK, { input: { token } }))).toBe(ErrorCodes.resetTokenInvalid);
    expect(codeOf(await t.gql(REFRESH, { input: { refreshToken: session.refreshToken } }))).toBe(ErrorCodes.wrongRefreshToken);
    expect(codeOf(await t.gql(authGraphql(`query ResetAuthenticate { authenticate { user { id } } }`), {}, { token: session.accessToken }))).toBe(ErrorCodes.unauthenticated);
    expect((await t.signIn(email, 'Renewed#2026')).data!.authorize.accessToken).toBeTruthy();
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    const events = await t.db.select().from(auditLog).where(eq(auditLog.userId, user.id));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['passwordResetRequested', 'passwordReset']));
  });

  it('a link stops working after 1 hour', async () => {
    const email = await makeUser();
    const token = await linkFor(email);
    t.clock.advance(PASSWORD_RESET_TTL_MS);
    expect(codeOf(await t.gql(CHECK, { input: { token } }))).toBe(ErrorCodes.resetTokenInvalid);
    const late = await t.gql(RESET, { input: { token, newPassword: 'Renewed#2026' } });
    expect(late.errors![0].message).toBe(Messages.resetLinkInvalid);
  });

  it('sends at most 3 links per account an hour, with the same answer', async () => {
    const email = await makeUser();
    for (let i = 0; i < 3; i += 1) await linkFor(email);
    const before = (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).length;
    const answer = await t.gql(REQUEST, { input: { email } });
    expect(answer.data!.requestPasswordReset.status).toBe(true);
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(before);
  });
});
