/**
 * Texts that reach phones (decision 065): phone MFA codes through Twilio's SDK against the Twilio sandbox, the
 * provider's refusals shown at the MFA step and recorded, collection receipts to a payer's phone, the outbox kept
 * for local, dev and demo, and staging and prod refusing to start without a provider.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { auditLog, consumers, outboxMessages, payments, users, verificationCodes } from '../../api/db/schema';
import { startTwilioSandbox, type TwilioSandbox } from '../../api/integrations/sms/sandbox';
import { DELIVERED_BODY, NOT_DELIVERED_BODY, deliverPending, enqueueClaimedMessage, transportsFor } from '../../api/modules/notifications/outbox';
import { enqueuePaymentEmails } from '../../api/modules/payments/payment-emails';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { MFA_LIMIT_WINDOW_MS } from '../../domain/timings';
import { TWILIO_TEST_ENV, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { insertUser } from './support/factories';

const AUTHORIZE = authGraphql(`mutation SmsAuthorize($input: AuthorizeInput!) { authorize(input: $input) { isMFA mfaToken mfaContact mfaPreference } }`);
const INIT = authGraphql(`mutation SmsInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status expiresAt mfaContact } }`);
const CONFIRM = authGraphql(`mutation SmsConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken isVerified } }`);

const FROM = '+13125550100';
let sandbox: TwilioSandbox;
let t: TestApi;
beforeAll(async () => {
  sandbox = await startTwilioSandbox();
  t = await startTestApi({
    config: { smsProvider: 'twilio', twilio: { accountSid: sandbox.accountSid, authToken: sandbox.authToken, from: FROM, apiUrl: sandbox.url } },
  });
});
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});
beforeEach(() => {
  t.clock.advance(MFA_LIMIT_WINDOW_MS + 1000);
  sandbox.ratePerSecond = Number.POSITIVE_INFINITY;
});

let counter = 0;
async function phoneUser(api: TestApi, phoneNumber: string) {
  counter += 1;
  const email = `sms${counter}@northwind.test`;
  await insertUser(api.db, { email, role: 'vendorManager', phoneNumber, mfaEnabled: true, mfaPreference: 'phoneNumber' });
  return email;
}

/** Password accepted, then "Send Code" at the MFA step. */
async function sendSignInCode(api: TestApi, email: string) {
  const signedIn = await api.gql(AUTHORIZE, { input: { email, password: DEMO_PASSWORD } }, { address: '10.8.0.1' });
  const mfaToken = signedIn.data!.authorize.mfaToken!;
  const sent = await api.gql(INIT, { input: { confirmType: 'authorization', mfaToken, mfaPreference: 'phoneNumber' } }, { address: '10.8.0.1' });
  return { mfaToken, sent };
}

const textsTo = (recipient: string) => t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, recipient), eq(outboxMessages.channel, 'sms'))).orderBy(desc(outboxMessages.createdAt));

describe('phone MFA codes through the SMS provider', () => {
  it('texts the code to the number in E.164 from the configured sender, and the code it carried signs in', async () => {
    const email = await phoneUser(t, '(312) 555-0142');
    const before = sandbox.received.length;
    const { mfaToken, sent } = await sendSignInCode(t, email);
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.initMFAVerification.mfaContact).toBe('******0142');
    expect(sandbox.received.slice(before)).toHaveLength(1);
    const text = sandbox.received.at(-1)!;
    expect(text).toMatchObject({ to: '+13125550142', from: FROM, messagingServiceSid: null });
    const code = text.body.match(/verification code is (\d{6})\b/)![1];
    // The row records the delivery, not the code.
    const [row] = await textsTo('(312) 555-0142');
    expect(row).toMatchObject({ status: 'sent', body: DELIVERED_BODY, attempts: 1 });
    const confirmed = await t.gql(CONFIRM, { input: { code, confirmType: 'authorization', mfaToken, email } }, { address: '10.8.0.1' });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmMFACode.accessToken).toBeTruthy();
  });

  it('sends through a Messaging Service when one is configured instead of a number', async () => {
    const messagingServiceSid = `MG${'a'.repeat(32)}`;
    const viaService = await startTestApi({
      seed: false,
      config: { smsProvider: 'twilio', twilio: { accountSid: sandbox.accountSid, authToken: sandbox.authToken, messagingServiceSid, apiUrl: sandbox.url } },
    });
    try {
      const email = await phoneUser(viaService, '+1 312 555 0143');
      const { sent } = await sendSignInCode(viaService, email);
      expect(sent.errors).toBeUndefined();
      expect(sandbox.received.at(-1)).toMatchObject({ to: '+13125550143', from: null, messagingServiceSid });
    } finally {
      await viaService.close();
    }
  });

  const refusals = [
    { phone: '+1 500 555 0001', providerCode: 21211, reason: 'unusableNumber', message: Messages.smsNumberUnusable('0001') },
    { phone: '+1 500 555 0009', providerCode: 21614, reason: 'unusableNumber', message: Messages.smsNumberUnusable('0009') },
    { phone: '+1 500 555 0004', providerCode: 21610, reason: 'optedOut', message: Messages.smsOptedOut('0004') },
  ] as const;
  for (const refusal of refusals) {
    it(`shows Twilio's ${refusal.providerCode} at the MFA step with what to do next, fails the message and audits it`, async () => {
      const email = await phoneUser(t, refusal.phone);
      const before = sandbox.received.length;
      const { sent } = await sendSignInCode(t, email);
      expect(sent.errors?.[0]).toMatchObject({ message: refusal.message, extensions: { code: ErrorCodes.smsNotSent, reason: refusal.reason } });
      expect(sandbox.received.length).toBe(before);
      const [row] = await textsTo(refusal.phone);
      // Failed at once (no retry can change it), on the Errors page, and the code it carried is not kept.
      expect(row).toMatchObject({ status: 'failed', attempts: 1, body: NOT_DELIVERED_BODY });
      expect(row.lastError).toContain(`Twilio ${refusal.providerCode}`);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
      expect(code.consumedAt).not.toBeNull();
      const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'mfaSent'), eq(auditLog.outcome, 'failure')));
      expect(audit.details).toMatchObject({ reason: refusal.reason, providerCode: refusal.providerCode, messageId: row.id });
      // The worker does not send a failed message behind the person's back.
      while ((await deliverPending(t.db, transportsFor(t.config), t.clock())) > 0);
      expect(sandbox.received.slice(before).filter((m) => m.to === `+${refusal.phone.replace(/\D/g, '')}`)).toEqual([]);
    });
  }

  it("says to wait when Twilio answers 429 (20429), and the next code goes once it lets us", async () => {
    const email = await phoneUser(t, '+1 312 555 0144');
    sandbox.ratePerSecond = 0;
    const { mfaToken, sent } = await sendSignInCode(t, email);
    expect(sent.errors?.[0]).toMatchObject({ message: Messages.smsRateLimited, extensions: { code: ErrorCodes.smsNotSent, reason: 'rateLimited' } });
    expect((await textsTo('+1 312 555 0144'))[0]).toMatchObject({ status: 'failed' });
    expect((await textsTo('+1 312 555 0144'))[0].lastError).toContain('Twilio 20429');
    sandbox.ratePerSecond = Number.POSITIVE_INFINITY;
    const again = await t.gql(INIT, { input: { confirmType: 'authorization', mfaToken, mfaPreference: 'phoneNumber' } }, { address: '10.8.0.1' });
    expect(again.errors).toBeUndefined();
    expect(sandbox.received.at(-1)!.to).toBe('+13125550144');
  });

  it('says the service did not answer when Twilio cannot be reached or refuses our credentials', async () => {
    for (const twilio of [
      { accountSid: sandbox.accountSid, authToken: sandbox.authToken, from: FROM, apiUrl: 'http://127.0.0.1:9' },
      { accountSid: sandbox.accountSid, authToken: 'not-the-token', from: FROM, apiUrl: sandbox.url },
    ]) {
      const broken = await startTestApi({ seed: false, config: { smsProvider: 'twilio', twilio } });
      try {
        const email = await phoneUser(broken, '+1 312 555 0145');
        const { sent } = await sendSignInCode(broken, email);
        expect(sent.errors?.[0]).toMatchObject({ message: Messages.smsUnavailable, extensions: { code: ErrorCodes.smsNotSent, reason: 'unavailable' } });
        const [row] = await broken.db.select().from(outboxMessages).where(eq(outboxMessages.channel, 'sms'));
        expect(row.status).toBe('failed');
      } finally {
        await broken.close();
      }
    }
  });
});

describe('a code texted while the person waits', () => {
  it('is written leased, so no worker sends it meanwhile; after the lease a worker sends it (the request died)', async () => {
    const id = await enqueueClaimedMessage(t.db, { channel: 'sms', recipient: '+1 312 555 0148', subject: 'S', body: 'B' }, t.clock());
    const transports = transportsFor(t.config);
    while ((await deliverPending(t.db, transports, t.clock())) > 0);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0].status).toBe('pending');
    while ((await deliverPending(t.db, transports, new Date(t.clock().getTime() + 61_000))) > 0);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, id)))[0].status).toBe('sent');
    expect(sandbox.received.at(-1)).toMatchObject({ to: '+13125550148', body: 'B' });
  });
});

describe('the outbox in local, dev and demo', () => {
  it('keeps the text readable in the outbox and sends nothing to a provider', async () => {
    const local = await startTestApi({ seed: false });
    try {
      expect(local.config.smsProvider).toBe('outbox');
      const before = sandbox.received.length;
      const email = await phoneUser(local, '+1 312 555 0146');
      const { sent } = await sendSignInCode(local, email);
      expect(sent.errors).toBeUndefined();
      const [row] = await local.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, '+1 312 555 0146'));
      expect(row).toMatchObject({ channel: 'sms', status: 'outbox' });
      expect(row.body).toMatch(/verification code is \d{6}/);
      expect(sandbox.received.length).toBe(before);
    } finally {
      await local.close();
    }
  });
});

describe("collection receipts to a payer's phone", () => {
  async function consumerCollection() {
    const [payment] = await t.db
      .select()
      .from(payments)
      .where(and(eq(payments.kind, 'instantCollection'), isNotNull(payments.consumerId)))
      .limit(1);
    return payment;
  }

  it('texts the receipt to the consumer through the provider, beside the e-mail', async () => {
    const payment = await consumerCollection();
    await t.db.update(consumers).set({ phoneNumber: '(312) 555-0147' }).where(eq(consumers.id, payment.consumerId!));
    const before = sandbox.received.length;
    await enqueuePaymentEmails(t.db, { ...payment, payerPhoneNumber: null }, 'success', t.clock());
    while ((await deliverPending(t.db, transportsFor(t.config), t.clock())) > 0);
    const texts = sandbox.received.slice(before);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({ to: '+13125550147', from: FROM });
    expect(texts[0].body).toContain(`Purchase ID ${payment.purchaseId}`);
    expect(texts[0].body).toMatch(/^Payloft receipt: your payment of \$[\d,.]+ to .+ was received on /);
  });

  it("uses the collection's own phone number first, and fails an unusable one at once for the Errors page", async () => {
    const payment = await consumerCollection();
    const before = sandbox.received.length;
    await enqueuePaymentEmails(t.db, { ...payment, payerPhoneNumber: '+1 500 555 0002' }, 'error', t.clock());
    while ((await deliverPending(t.db, transportsFor(t.config), t.clock())) > 0);
    expect(sandbox.received.length).toBe(before);
    const [row] = await textsTo('+1 500 555 0002');
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toContain('Twilio 21612');
    expect(row.body).toContain('did not go through');
  });
});

describe('starting without a provider (decision 065)', () => {
  const base = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };

  it('staging and prod refuse to start with the outbox, saying what to set', () => {
    for (const APP_ENV of ['prod', 'staging']) {
      expect(() => loadConfig({ ...base, APP_ENV })).toThrow(
        `SMS_PROVIDER: APP_ENV=${APP_ENV} does not serve the outbox, so phone MFA codes would reach no one; set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID`,
      );
      expect(() => loadConfig({ ...base, APP_ENV, SMS_PROVIDER: 'outbox' })).toThrow(/does not serve the outbox/);
      expect(loadConfig({ ...base, APP_ENV, ...TWILIO_TEST_ENV })).toMatchObject({
        smsProvider: 'twilio',
        twilio: { accountSid: TWILIO_TEST_ENV.TWILIO_ACCOUNT_SID, authToken: TWILIO_TEST_ENV.TWILIO_AUTH_TOKEN, from: TWILIO_TEST_ENV.TWILIO_FROM },
      });
    }
  });

  it('local, dev and demo keep the outbox by default', () => {
    for (const APP_ENV of ['local', 'dev', 'demo']) {
      const config = loadConfig({ ...base, APP_ENV });
      expect([config.smsProvider, config.twilio]).toEqual(['outbox', undefined]);
    }
  });

  it('names every missing or malformed Twilio setting', () => {
    expect(() => loadConfig({ ...base, APP_ENV: 'prod', SMS_PROVIDER: 'twilio' })).toThrow(
      'TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio; TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio; TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: one is required with SMS_PROVIDER=twilio',
    );
    expect(() => loadConfig({ ...base, ...TWILIO_TEST_ENV, TWILIO_ACCOUNT_SID: 'AC123', TWILIO_FROM: '312-555-0100' })).toThrow(/TWILIO_ACCOUNT_SID: an Account SID.*TWILIO_FROM: a phone number in E\.164/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER: must be one of outbox, twilio/);
  });
});
