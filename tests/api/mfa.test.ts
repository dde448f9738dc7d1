/** MFA at sign-in, code rules, remember-me, setup access, turning MFA on and off, abuse limits and the outbox. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outboxMessages, users, verificationCodes } from '../../api/db/schema';
import { createServer, type AddressInfo } from 'node:net';
import { deliverPending, keepInOutbox, transportsFor, type Transport } from '../../api/modules/notifications/outbox';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { MFA_CODE_TTL_MS, MFA_LIMIT_WINDOW_MS, REMEMBER_ME_MS, SETUP_MFA_ACCESS_MS } from '../../domain/timings';
import { codeOf, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { notificationsGraphql } from './graphql/notifications';
import type { ConfirmMfaCodeInput } from './graphql/auth/graphql';
import { insertOutboxMessage, insertUser } from './support/factories';

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});
// Every test starts outside the previous test's limit windows.
beforeEach(() => t.clock.advance(MFA_LIMIT_WINDOW_MS + 1000));

const AUTHORIZE = authGraphql(`mutation MfaAuthorize($input: AuthorizeInput!) { authorize(input: $input) { accessToken refreshToken isMFA mfaToken mfaContact mfaPreference } }`);
const INIT = authGraphql(`mutation MfaInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status message expiresAt mfaContact timeZone } }`);
const CONFIRM = authGraphql(`mutation MfaConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) {
  accessToken refreshToken isVerified rememberToken setupExpiredAt mfaSettingsModifiedStatus } }`);
const PROFILE = authGraphql(`query MfaProfile { userProfileInfo { isMFA mfaPreference setupExpiredAt mfaContact } }`);
const UPDATE_PROFILE = authGraphql(`mutation MfaUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName } }`);

let counter = 0;
async function makeMfaUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const email = `mfa${counter}@northwind.test`;
  await insertUser(t.db, {
    email,
    firstName: 'Mia',
    lastName: 'Factor',
    role: 'vendorManager',
    phoneNumber: '+1 312 555 0199',
    mfaEnabled: true,
    mfaPreference: 'email',
    ...overrides,
  });
  return email;
}

const authorize = (email: string, extra: Record<string, unknown> = {}, address = '10.9.0.1') =>
  t.gql(AUTHORIZE, { input: { email, password: DEMO_PASSWORD, ...extra } }, { address });
// Each send one second later, so "the newest message" is never a tie.
const init = (input: Record<string, unknown>, token?: string, address = '10.9.0.1') => (
  t.clock.advance(1000),
  t.gql(INIT, { input: { mfaPreference: 'email', ...input } }, { token, address })
);
const confirm = (input: ConfirmMfaCodeInput, token?: string, address = '10.9.0.1') =>
  t.gql(CONFIRM, { input }, { token, address });

async function pendingSignIn(email: string, address = '10.9.0.1') {
  const result = await authorize(email, {}, address);
  expect(result.errors).toBeUndefined();
  return result.data!.authorize.mfaToken as string;
}

describe('MFA at sign-in', () => {
  it('secure@northwind.test gets no tokens for the password alone, only a pending sign-in and the masked e-mail', async () => {
    const result = await authorize('secure@northwind.test');
    expect(result.data!.authorize).toMatchObject({ accessToken: null, refreshToken: null, isMFA: true, mfaPreference: 'email', mfaContact: '******@northwind.test' });
    expect(result.data!.authorize.mfaToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('sends a code through the outbox and signs in with it; the code is stored hashed', async () => {
    const mfaToken = await pendingSignIn('secure@northwind.test');
    const sent = await init({ mfaToken });
    // The expiry is shown before sign-in completes, in the zone the person reads times in: Northwind's (decision 097).
    expect(sent.data!.initMFAVerification).toMatchObject({ status: true, message: Messages.codeSent, mfaContact: '******@northwind.test', timeZone: 'America/Chicago' });
    expect(new Date(sent.data!.initMFAVerification.expiresAt).getTime() - t.clock().getTime()).toBe(MFA_CODE_TTL_MS);
    const code = await t.latestCode('secure@northwind.test');
    const rows = await t.db.select().from(verificationCodes);
    expect(rows.some((r) => r.codeHash.includes(code))).toBe(false);
    const done = await confirm({ code, email: 'secure@northwind.test', confirmType: 'authorization', mfaToken });
    expect(done.errors).toBeUndefined();
    expect(done.data!.confirmMFACode).toMatchObject({ isVerified: true, rememberToken: null });
    const me = await t.gql(PROFILE, {}, { token: done.data!.confirmMFACode.accessToken! });
    expect(me.data!.userProfileInfo).toMatchObject({ isMFA: true, mfaPreference: 'email' });
  });

  it('refuses a code older than 10 minutes with the spec message, and resend issues a fresh one for the same pending sign-in', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const old = await t.latestCode(email);
    t.clock.advance(MFA_CODE_TTL_MS);
    const expired = await confirm({ code: old, email, confirmType: 'authorization', mfaToken });
    expect(codeOf(expired)).toBe(ErrorCodes.mfaCodeExpired);
    expect(expired.errors![0].message).toBe(Messages.codeExpired);
    await init({ mfaToken });
    const fresh = await t.latestCode(email);
    const ok = await confirm({ code: fresh, email, confirmType: 'authorization', mfaToken });
    expect(ok.data!.confirmMFACode.accessToken).toBeTruthy();
  });

  it('a code works once', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const code = await t.latestCode(email);
    expect((await confirm({ code, email, confirmType: 'authorization', mfaToken })).data!.confirmMFACode.isVerified).toBe(true);
    const again = await confirm({ code, email, confirmType: 'authorization', mfaToken });
    // The pending sign-in is spent with its code: the replay is refused before the code is read.
    expect(codeOf(again)).toBe(ErrorCodes.mfaSignInExpired);
  });

  it('five wrong tries use the code up, even the right code after them', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const code = await t.latestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await confirm({ code: wrong, email, confirmType: 'authorization', mfaToken })).errors![0].message);
    expect(messages).toEqual([Messages.wrongCode(4), Messages.wrongCode(3), Messages.wrongCode(2), Messages.wrongCode(1), Messages.codeUsedUp]);
    expect(codeOf(await confirm({ code, email, confirmType: 'authorization', mfaToken }))).toBe(ErrorCodes.mfaCodeUsedUp);
    const failures = await t.db.select().from(auditLog).where(eq(auditLog.action, 'mfaFailed'));
    expect(failures.length).toBeGreaterThanOrEqual(6);
  });

  it('rejects a malformed code without counting it, and a resend makes the older code stop working', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const first = await t.latestCode(email);
    expect(codeOf(await confirm({ code: '12a456', email, confirmType: 'authorization', mfaToken }))).toBe(ErrorCodes.validation);
    await init({ mfaToken });
    const second = await t.latestCode(email);
    if (first !== second) expect(codeOf(await confirm({ code: first, email, confirmType: 'authorization', mfaToken }))).toBe(ErrorCodes.wrongMfaCode);
    expect((await confirm({ code: second, email, confirmType: 'authorization', mfaToken })).data!.confirmMFACode.isVerified).toBe(true);
  });

  it('a pending sign-in is bound to its user and expires; a forged one is refused', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const code = await t.latestCode(email);
    expect(codeOf(await confirm({ code, email: 'secure@northwind.test', confirmType: 'authorization', mfaToken }))).toBe(ErrorCodes.mfaSignInExpired);
    expect(codeOf(await init({ mfaToken: `${mfaToken}x` }))).toBe(ErrorCodes.mfaSignInExpired);
    t.clock.advance(31 * 60 * 1000);
    expect(codeOf(await init({ mfaToken }))).toBe(ErrorCodes.mfaSignInExpired);
  });

  it('remember me trusts that browser for that user for 30 days', async () => {
    const email = await makeMfaUser();
    const other = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    await init({ mfaToken });
    const done = await confirm({ code: await t.latestCode(email), email, confirmType: 'authorization', mfaToken, isRemember: true });
    const rememberToken = done.data!.confirmMFACode.rememberToken as string;
    expect(rememberToken).toMatch(/^[\w-]{43}$/);
    const trusted = await authorize(email, { rememberToken });
    expect(trusted.data!.authorize.accessToken).toBeTruthy();
    expect((await authorize(other, { rememberToken })).data!.authorize.accessToken).toBeNull();
    t.clock.advance(REMEMBER_ME_MS);
    expect((await authorize(email, { rememberToken })).data!.authorize.accessToken).toBeNull();
  });
});

describe('abuse limits', () => {
  it('limits codes sent per account, with a clear message', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    for (let i = 0; i < 5; i += 1) expect((await init({ mfaToken })).errors).toBeUndefined();
    const blocked = await init({ mfaToken });
    expect(codeOf(blocked)).toBe(ErrorCodes.tooManyAttempts);
    expect(blocked.errors![0].message).toBe(Messages.tooManyCodesSent(15));
    t.clock.advance(MFA_LIMIT_WINDOW_MS);
    expect((await init({ mfaToken })).errors).toBeUndefined();
  });

  it('limits codes sent per address across accounts', async () => {
    for (let i = 0; i < 20; i += 1) {
      const token = await pendingSignIn(await makeMfaUser(), '10.9.9.9');
      expect((await init({ mfaToken: token }, undefined, '10.9.9.9')).errors).toBeUndefined();
    }
    const token = await pendingSignIn(await makeMfaUser(), '10.9.9.9');
    expect(codeOf(await init({ mfaToken: token }, undefined, '10.9.9.9'))).toBe(ErrorCodes.tooManyAttempts);
  });

  it('limits failed confirmations per account over several codes', async () => {
    const email = await makeMfaUser();
    const mfaToken = await pendingSignIn(email);
    for (let round = 0; round < 2; round += 1) {
      await init({ mfaToken });
      for (let i = 0; i < 5; i += 1) await confirm({ code: '999999', email, confirmType: 'authorization', mfaToken });
    }
    await init({ mfaToken });
    const code = await t.latestCode(email);
    const blocked = await confirm({ code, email, confirmType: 'authorization', mfaToken });
    expect(codeOf(blocked)).toBe(ErrorCodes.tooManyAttempts);
    expect(blocked.errors![0].message).toBe(Messages.tooManyWrongCodes(15));
  });
});

describe('setup-page access and turning MFA on and off', () => {
  it('a code grants setup access for 1 hour', async () => {
    const email = await makeMfaUser();
    const { accessToken } = await t.tokensFor(email);
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo.setupExpiredAt).toBeNull();
    await init({ confirmType: 'setup' }, accessToken);
    const done = await confirm({ code: await t.latestCode(email), confirmType: 'setup' }, accessToken);
    expect(done.errors).toBeUndefined();
    expect(done.data!.confirmMFACode.setupExpiredAt).toBe(new Date(t.clock().getTime() + SETUP_MFA_ACCESS_MS).toISOString());
    const profile = await t.gql(PROFILE, {}, { token: accessToken });
    expect(profile.data!.userProfileInfo.setupExpiredAt).toBe(done.data!.confirmMFACode.setupExpiredAt);
    // Signing out ends it.
    const again = await t.tokensFor(email);
    await t.gql(authGraphql(`mutation MfaLogout($input: LogoutInput!) { logout(input: $input) { status } }`), { input: { refreshToken: again.refreshToken } });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row.setupExpiredAt).toBeNull();
  });

  it('turns MFA on by phone after verifying the phone, and off again with a code', async () => {
    const email = await makeMfaUser({ mfaEnabled: false, mfaPreference: null });
    const { accessToken } = await t.tokensFor(email);
    const sent = await init({ confirmType: 'mfaPreference', mfaPreference: 'phoneNumber' }, accessToken);
    expect(sent.data!.initMFAVerification.mfaContact).toBe('*******0199');
    const [sms] = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, '+1 312 555 0199'), eq(outboxMessages.channel, 'sms')));
    const code = sms.body.match(/\b(\d{6})\b/)![1];
    const on = await confirm({ code, confirmType: 'mfaPreference', enableMFA: true }, accessToken);
    expect(on.data!.confirmMFACode.mfaSettingsModifiedStatus).toBe('enabled');
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo).toMatchObject({ isMFA: true, mfaPreference: 'phoneNumber', mfaContact: '*******0199' });
    expect((await authorize(email)).data!.authorize.accessToken).toBeNull();

    await init({ confirmType: 'mfaPreference', mfaPreference: 'phoneNumber' }, accessToken);
    const code2 = (await t.latestCode('+1 312 555 0199'));
    const off = await confirm({ code: code2, confirmType: 'mfaPreference', enableMFA: false }, accessToken);
    expect(off.errors).toBeUndefined();
    expect(off.data!.confirmMFACode.mfaSettingsModifiedStatus).toBe('disabled');
    expect((await authorize(email)).data!.authorize.accessToken).toBeTruthy();
    const events = await t.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.address, '10.9.0.1'));
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['mfaSent', 'mfaConfirmed', 'mfaFailed', 'mfaEnabled', 'mfaDisabled', 'signIn']));
  });

  it("refuses another account's sign-in phone, only after its holder confirmed the code; a shared contact number is fine (decision 085)", async () => {
    const holder = await makeMfaUser({ phoneNumber: '+1 415 555 0142', mfaPreference: 'phoneNumber' });
    // The same line typed another way, and a colleague who only keeps it as a contact number.
    const second = await makeMfaUser({ mfaEnabled: false, mfaPreference: null, phoneNumber: '(415) 555-0142' });
    await makeMfaUser({ mfaEnabled: false, mfaPreference: null, phoneNumber: '415.555.0142' });
    const { accessToken } = await t.tokensFor(second);
    const sent = await init({ confirmType: 'mfaPreference', mfaPreference: 'phoneNumber' }, accessToken);
    // Sending the code says nothing about the holder: the same answer as for any phone.
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.initMFAVerification.message).toBe(Messages.codeSent);
    const refused = await confirm({ code: await t.latestCode('(415) 555-0142'), confirmType: 'mfaPreference', enableMFA: true }, accessToken);
    expect(refused.errors![0].message).toBe(Messages.mfaPhoneInUse);
    const [row] = await t.db.select().from(users).where(eq(users.email, second));
    expect(row.mfaEnabled).toBe(false);
    const [kept] = await t.db.select().from(users).where(eq(users.email, holder));
    expect(kept).toMatchObject({ mfaEnabled: true, mfaPreference: 'phoneNumber' });
    // By e-mail it is turned on as usual.
    await init({ confirmType: 'mfaPreference', mfaPreference: 'email' }, accessToken);
    const byEmail = await confirm({ code: await t.latestCode(second), confirmType: 'mfaPreference', enableMFA: true }, accessToken);
    expect(byEmail.data!.confirmMFACode.mfaSettingsModifiedStatus).toBe('enabled');
  });

  it('moves the codes to the e-mail when the sign-in phone number is changed, until the new number is proven', async () => {
    const email = await makeMfaUser({ mfaEnabled: false, mfaPreference: null, phoneNumber: '+1 206 555 0177' });
    const { accessToken } = await t.tokensFor(email);
    await t.db.update(users).set({ mfaEnabled: true, mfaPreference: 'phoneNumber' }).where(eq(users.email, email));
    const save = (phoneNumber: string) => t.gql(UPDATE_PROFILE, { input: { firstName: 'Mia', lastName: 'Factor', phoneNumber } }, { token: accessToken });
    // The same number written another way changes nothing.
    expect((await save('(206) 555-0177')).errors).toBeUndefined();
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo).toMatchObject({ isMFA: true, mfaPreference: 'phoneNumber' });
    expect((await save('+1 206 555 0188')).errors).toBeUndefined();
    expect((await t.gql(PROFILE, {}, { token: accessToken })).data!.userProfileInfo).toMatchObject({ isMFA: true, mfaPreference: 'email' });
  });

  it('refuses the phone when the user has none', async () => {
    const email = await makeMfaUser({ mfaEnabled: false, phoneNumber: null });
    const { accessToken } = await t.tokensFor(email);
    const refused = await init({ confirmType: 'mfaPreference', mfaPreference: 'phoneNumber' }, accessToken);
    expect(refused.errors![0].message).toBe(Messages.noMfaContact);
  });
});

describe('the outbox worker', () => {
  it('delivers each pending message once, even when rounds overlap, and keeps it readable in the outbox', async () => {
    const now = t.clock();
    const row = await insertOutboxMessage(t.db, { recipient: 'x@y.test', createdAt: now });
    const sent: string[] = [];
    const counting: Transport = { deliver: async (m) => (sent.push(m.id), 'sent') };
    const transports = { email: counting, sms: keepInOutbox };
    const drain = async () => {
      while ((await deliverPending(t.db, transports, now)) > 0);
    };
    await Promise.all([drain(), drain()]);
    await drain();
    expect(sent.filter((id) => id === row.id)).toHaveLength(1);
    const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('sends e-mail through nodemailer SMTP when SMTP_URL is set', async () => {
    // A minimal SMTP server that records what it receives.
    const received: string[] = [];
    const server = createServer((socket) => {
      let inData = false;
      let buffer = '';
      socket.write('220 test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        let end: number;
        while ((end = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
          if (inData) {
            received.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            inData = false;
            socket.write('250 queued\r\n');
            continue;
          }
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as AddressInfo).port;
      const transports = transportsFor({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: 'Payloft <no-reply@payloft.test>', smsProvider: 'outbox' });
      const row = await insertOutboxMessage(t.db, { recipient: 'smtp@northwind.test', subject: 'Hello over SMTP', body: 'Code 123456', createdAt: new Date(0) });
      while ((await deliverPending(t.db, transports, t.clock())) > 0);
      const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
      expect(after.status).toBe('sent');
      expect(received.some((m) => m.includes('Subject: Hello over SMTP') && m.includes(`Message-ID: <${row.id}@payloft.outbox>`))).toBe(true);
    } finally {
      server.close();
    }
  });

  it('retries a failed delivery later and gives up after 5 attempts', async () => {
    let now = t.clock();
    const row = await insertOutboxMessage(t.db, { channel: 'sms', recipient: '+1', createdAt: now });
    const failing: Transport = { deliver: async () => Promise.reject(new Error('gateway down')) };
    for (let i = 0; i < 5; i += 1) {
      while ((await deliverPending(t.db, { email: keepInOutbox, sms: failing }, now)) > 0);
      now = new Date(now.getTime() + 10 * 60 * 1000);
    }
    const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, row.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 5, lastError: 'gateway down' });
  });

  it('lists messages newest first on devOutbox in local, and not at all in prod', async () => {
    const list = await t.gql(notificationsGraphql(`query MfaDevOutbox { devOutbox(limit: 3) { recipient subject body status createdAt } }`));
    expect(list.data!.devOutbox).toHaveLength(3);
    const times = list.data!.devOutbox.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const prod = await startTestApi({ config: { appEnv: 'prod' }, seed: false });
    try {
      expect(codeOf(await prod.gql(notificationsGraphql(`query MfaDevOutbox2 { devOutbox { id } }`)))).toBe(ErrorCodes.notFound);
    } finally {
      await prod.close();
    }
  });
});
