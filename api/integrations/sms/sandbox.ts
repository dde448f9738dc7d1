/**
 * A stand-in for Twilio's Messages API for tests (decision 065): POST /2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded, HTTP Basic with the Account SID and auth token, answering 201 with Twilio's Message resource or
 * with Twilio's error body (code, message, more_info, status). Twilio's published test numbers give its refusals:
 * +15005550001 invalid (21211), +15005550002 not reachable by SMS (21612), +15005550003 no permission for the region
 * (21408), +15005550004 unsubscribed (21610), +15005550009 not a mobile number (21614); more requests in one second
 * than `ratePerSecond` answer 429 with 20429, as Twilio's API does under its concurrency limit.
 * A message that names a StatusCallback gets Twilio's status callbacks (decision 120): form-encoded POSTs signed with
 * X-Twilio-Signature (HMAC-SHA1 of the address and the sorted fields under the auth token), "sent" then "delivered";
 * the sandbox's own numbers +15005550013 to +15005550018 are accepted and then fail at the carrier with 30003–30008
 * ("undelivered" with the ErrorCode), as a switched-off or filtered phone does.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SandboxMessage {
  sid: string;
  accountSid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

export interface TwilioSandbox {
  /** The address to give TWILIO_API_URL. */
  url: string;
  accountSid: string;
  authToken: string;
  /** Every message accepted (answered 201), oldest first. */
  received: SandboxMessage[];
  /** Requests allowed per second before 20429 (unlimited when not set). */
  ratePerSecond: number;
  /** Every status callback posted, with the status the receiver answered. */
  callbacks: Array<{ url: string; sid: string; status: string; errorCode: number | null; answered: number }>;
  /** Resolves once every status callback begun so far has been answered. */
  callbacksSettled(): Promise<void>;
  close(): Promise<void>;
}

/** How the sandbox reaches a status callback address (fetch by default; tests hand it their in-process services). */
export type CallbackPoster = (url: string, init: { method: 'POST'; headers: Record<string, string>; body: string }) => Promise<{ status: number }>;

/** The sandbox's numbers whose texts Twilio accepts and the carrier then does not deliver. */
export const CARRIER_FAILURE_NUMBERS: Record<string, number> = {
  '+15005550013': 30003,
  '+15005550014': 30004,
  '+15005550015': 30005,
  '+15005550016': 30006,
  '+15005550017': 30007,
  '+15005550018': 30008,
};

/** X-Twilio-Signature as Twilio computes it: base64 HMAC-SHA1, under the auth token, of the address and each field's name and value in name order. */
export function twilioSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = url + Object.keys(params).sort().map((key) => `${key}${params[key]}`).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

const API_VERSION = '2010-04-01';
const E164 = /^\+[1-9]\d{6,14}$/;
const TEST_NUMBER_ERRORS: Record<string, [number, string]> = {
  '+15005550001': [21211, "Invalid 'To' Phone Number"],
  '+15005550002': [21612, "The 'To' phone number is not currently reachable via SMS"],
  '+15005550003': [21408, 'Permission to send an SMS has not been enabled for the region indicated by the \'To\' number'],
  '+15005550004': [21610, 'Attempt to send to unsubscribed recipient'],
  '+15005550009': [21614, "'To' number is not a valid mobile number"],
};

const sid = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
/** Twilio writes dates as RFC 2822 in UTC: `Thu, 30 Jul 2015 20:12:31 +0000`. */
const rfc2822 = (at: Date) => at.toUTCString().replace('GMT', '+0000');

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, status: number, code: number, message: string): void {
  answer(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTwilioSandbox(options: { accountSid?: string; authToken?: string; ratePerSecond?: number; postCallback?: CallbackPoster } = {}): Promise<TwilioSandbox> {
  const accountSid = options.accountSid ?? sid('AC');
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const windowStarts: number[] = [];
  const post: CallbackPoster = options.postCallback ?? ((url, init) => fetch(url, init));
  let pending: Promise<void> = Promise.resolve();
  /** Posts the statuses one after another, as Twilio reports a message's progress. */
  const report = (url: string, message: SandboxMessage) => {
    const failure = CARRIER_FAILURE_NUMBERS[message.to] ?? null;
    const steps: Array<[string, number | null]> = [['sent', null], failure ? ['undelivered', failure] : ['delivered', null]];
    pending = pending.then(async () => {
      for (const [status, errorCode] of steps) {
        const params: Record<string, string> = {
          AccountSid: accountSid,
          ApiVersion: API_VERSION,
          From: message.from ?? '',
          MessageSid: message.sid,
          MessageStatus: status,
          SmsSid: message.sid,
          SmsStatus: status,
          To: message.to,
          ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
        };
        const answered = await post(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': twilioSignature(authToken, url, params), 'user-agent': 'TwilioProxy/1.1' },
          body: new URLSearchParams(params).toString(),
        }).then(
          (r) => r.status,
          () => 0,
        );
        sandbox.callbacks.push({ url, sid: message.sid, status, errorCode, answered });
      }
    });
  };
  const sandbox: TwilioSandbox = {
    url: '',
    accountSid,
    authToken,
    received: [],
    ratePerSecond: options.ratePerSecond ?? Number.POSITIVE_INFINITY,
    callbacks: [],
    callbacksSettled: async () => {
      // Callbacks begin just after an answer is written: let those already answered begin, then wait for them all.
      let seen: Promise<void>;
      do {
        seen = pending;
        await new Promise((resolve) => setImmediate(resolve));
        await seen;
      } while (seen !== pending);
    },
    close: async () => {
      await pending;
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://sandbox');
    const match = url.pathname.match(/^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/);
    if (!match) return refuse(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    if (req.method !== 'POST') return refuse(res, 405, 20004, 'Method not allowed');
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    const [user, password] = scheme === 'Basic' && encoded ? Buffer.from(encoded, 'base64').toString('utf8').split(':') : [];
    if (user !== accountSid || password !== authToken || match[1] !== accountSid) return refuse(res, 401, 20003, 'Authenticate');

    const now = Date.now();
    while (windowStarts.length && windowStarts[0]! <= now - 1_000) windowStarts.shift();
    if (windowStarts.length >= sandbox.ratePerSecond) return refuse(res, 429, 20429, 'Too Many Requests');
    windowStarts.push(now);

    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return refuse(res, 400, 21602, 'Message body is required.');
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To');
    const from = form.get('From');
    const messagingServiceSid = form.get('MessagingServiceSid');
    const body = form.get('Body');
    if (!to) return refuse(res, 400, 21604, "A 'To' phone number is required.");
    if (!from && !messagingServiceSid) return refuse(res, 400, 21603, "A 'From' phone number is required.");
    if (!body) return refuse(res, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return refuse(res, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    if (!E164.test(to)) return refuse(res, 400, 21211, `Invalid 'To' Phone Number: ${to}`);
    const refusal = TEST_NUMBER_ERRORS[to];
    if (refusal) return refuse(res, 400, refusal[0], `${refusal[1]}: ${to}`);

    const message: SandboxMessage = { sid: sid('SM'), accountSid, to, from, messagingServiceSid, body };
    sandbox.received.push(message);
    const statusCallback = form.get('StatusCallback');
    // After the answer below is written, as Twilio reports only once the message is accepted.
    if (statusCallback) setImmediate(() => report(statusCallback, message));
    const created = rfc2822(new Date(now));
    const uri = `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}.json`;
    answer(res, 201, {
      account_sid: accountSid,
      api_version: API_VERSION,
      body,
      date_created: created,
      date_sent: null,
      date_updated: created,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      // With a Messaging Service the sender is chosen later: Twilio answers "accepted" and no From yet.
      from: messagingServiceSid ? null : from,
      messaging_service_sid: messagingServiceSid,
      num_media: '0',
      num_segments: messagingServiceSid ? '0' : String(body.length <= 160 ? 1 : Math.ceil(body.length / 153)),
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: messagingServiceSid ? 'accepted' : 'queued',
      subresource_uris: { media: `/${API_VERSION}/Accounts/${accountSid}/Messages/${message.sid}/Media.json` },
      to,
      uri,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sandbox.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return sandbox;
}
