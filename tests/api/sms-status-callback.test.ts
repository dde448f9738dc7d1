/**
 * Twilio's status callbacks (decision 120): every text asks for one, the Twilio sandbox posts them signed as Twilio
 * does, the services check X-Twilio-Signature with the auth token, record the status on the text's outbox row, and a
 * carrier failure (30003–30008) fails the row and tells the person at the MFA step why, in words.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../api/config';
import { outboxMessages } from '../../api/db/schema';
import { CARRIER_FAILURE_NUMBERS, startTwilioSandbox, twilioSignature, type TwilioSandbox } from '../../api/integrations/sms/sandbox';
import { DEMO_PASSWORD } from '../../api/seed/demo';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { MFA_LIMIT_WINDOW_MS } from '../../domain/timings';
import { TWILIO_TEST_ENV, startTestApi, type TestApi } from './harness';
import { authGraphql } from './graphql/auth';
import { insertUser } from './support/factories';

const AUTHORIZE = authGraphql(`mutation SmsStatusAuthorize($input: AuthorizeInput!) { authorize(input: $input) { mfaToken } }`);
const INIT = authGraphql(`mutation SmsStatusInit($input: InitMFAVerificationInput!) { initMFAVerification(input: $input) { status } }`);
const CONFIRM = authGraphql(`mutation SmsStatusConfirm($input: ConfirmMFACodeInput!) { confirmMFACode(input: $input) { accessToken } }`);

const CALLBACK = 'http://api.test/twilio/status';
const BASE_ENV = { ACCESS_TOKEN_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') };
let sandbox: TwilioSandbox;
let t: TestApi;
beforeAll(async () => {
  sandbox = await startTwilioSandbox({ postCallback: (url, init) => t.api.fetch(new Request(url, init)) });
  t = await startTestApi({
    config: { smsProvider: 'twilio', twilio: { accountSid: sandbox.accountSid, authToken: sandbox.authToken, from: '+13125550100', apiUrl: sandbox.url, statusCallbackUrl: CALLBACK } },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});
beforeEach(() => {
  t.clock.advance(MFA_LIMIT_WINDOW_MS + 1000);
});

let counter = 0;
/** A user with phone MFA signs in and is texted a code; returns the MFA token and the code's text row. */
async function codeTextedTo(phoneNumber: string) {
  const email = `status${++counter}@northwind.test`;
  await insertUser(t.db, { email, role: 'vendorManager', phoneNumber, mfaEnabled: true, mfaPreference: 'phoneNumber' });
  const mfaToken = (await t.gql(AUTHORIZE, { input: { email, password: DEMO_PASSWORD } }, { address: '10.9.0.1' })).data!.authorize.mfaToken!;
  const sent = await t.gql(INIT, { input: { confirmType: 'authorization', mfaToken, mfaPreference: 'phoneNumber' } }, { address: '10.9.0.1' });
  expect(sent.errors).toBeUndefined();
  await sandbox.callbacksSettled();
  const [text] = await t.db.select().from(outboxMessages).where(and(eq(outboxMessages.recipient, phoneNumber), eq(outboxMessages.channel, 'sms'))).orderBy(desc(outboxMessages.createdAt)).limit(1);
  return { mfaToken, text };
}

describe("Twilio's status callback", () => {
  it('is asked for on every text, at the address of the services that the configuration names', () => {
    const config = loadConfig({ ...BASE_ENV, API_PUBLIC_URL: 'https://api.payloft.example/', ...TWILIO_TEST_ENV });
    expect(config.twilio?.statusCallbackUrl).toBe('https://api.payloft.example/twilio/status');
  });

  it('records a delivered text on its row', async () => {
    const { text } = await codeTextedTo('+13125550177');
    expect(text).toMatchObject({ status: 'sent', deliveryStatus: 'delivered', lastError: null });
    expect(text.providerMessageId).toMatch(/^SM/);
    expect(sandbox.callbacks.filter((c) => c.sid === text.providerMessageId).map((c) => [c.status, c.answered])).toEqual([
      ['sent', 204],
      ['delivered', 204],
    ]);
  });

  it.each(Object.entries(CARRIER_FAILURE_NUMBERS))('a carrier failure at %s (%i) fails the row for the Errors page and tells the person at the MFA step why', async (phone, code) => {
    const { mfaToken, text } = await codeTextedTo(phone);
    expect(text).toMatchObject({ status: 'failed', deliveryStatus: 'undelivered', lastError: expect.stringContaining(`Twilio ${code}`) });
    const confirmed = await t.gql(CONFIRM, { input: { confirmType: 'authorization', mfaToken, code: '123456' } }, { address: '10.9.0.1' });
    expect(confirmed.errors?.[0].extensions?.code).toBe(ErrorCodes.smsNotSent);
    expect(confirmed.errors?.[0].message).toBe(Messages.smsNotDelivered(code, phone.slice(-4)));
  });

  it('refuses a callback whose X-Twilio-Signature does not match, and changes nothing', async () => {
    const { text } = await codeTextedTo('+13125550178');
    const params = { AccountSid: sandbox.accountSid, MessageSid: text.providerMessageId!, MessageStatus: 'undelivered', ErrorCode: '30003' };
    const post = (signature: string) =>
      t.api.fetch(new Request(CALLBACK, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() }));
    expect((await post('')).status).toBe(403);
    expect((await post(twilioSignature('not-the-token', CALLBACK, params))).status).toBe(403);
    expect((await post(twilioSignature(sandbox.authToken, 'http://elsewhere.test/twilio/status', params))).status).toBe(403);
    const [after] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, text.id));
    expect(after).toMatchObject({ status: 'sent', deliveryStatus: 'delivered' });
    // Signed as Twilio signs it, the same report is taken.
    expect((await post(twilioSignature(sandbox.authToken, CALLBACK, params))).status).toBe(204);
    expect((await t.db.select().from(outboxMessages).where(eq(outboxMessages.id, text.id)))[0]).toMatchObject({ status: 'failed', deliveryStatus: 'undelivered' });
  });
});
