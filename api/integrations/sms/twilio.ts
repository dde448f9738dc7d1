/**
 * Texts through Twilio's Programmable Messaging with its official SDK (decision 065). The SDK's own hook, a custom
 * httpClient, points it at TWILIO_API_URL when set (the sandbox in tests); Twilio's errors become SmsNotSent with
 * the reason the user's next step depends on.
 */
import type TwilioSdk from 'twilio';
import type { Twilio } from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { toE164 } from '../../../domain/phone';
import { SmsNotSent, type SmsFailureReason } from './delivery';
import type { TwilioSettings } from '../../settings/sms';

/** Long enough for Twilio's API under load, short enough that a person waiting at the MFA step gets an answer. */
const REQUEST_TIMEOUT_MS = 10_000;

/** Twilio's error codes (https://www.twilio.com/docs/api/errors) by what the person can do about them. */
const UNUSABLE_NUMBER = new Set([
  21211, // Invalid 'To' phone number
  21214, // 'To' phone number cannot be reached
  21217, // Phone number does not appear to be valid
  21265, // 'To' number cannot be a short code
  21408, // Permission to send an SMS has not been enabled for the region
  21612, // The 'To' phone number is not currently reachable via SMS
  21614, // 'To' number is not a valid mobile number
]);
const OPTED_OUT = new Set([21610]); // Attempt to send to unsubscribed recipient (the number replied STOP)
const RATE_LIMITED = new Set([20429, 14107]); // Too many requests; message rate limit exceeded

export function classifyTwilioError(status: number | undefined, code: number | undefined): { reason: SmsFailureReason; permanent: boolean } {
  if (code !== undefined && UNUSABLE_NUMBER.has(code)) return { reason: 'unusableNumber', permanent: true };
  if (code !== undefined && OPTED_OUT.has(code)) return { reason: 'optedOut', permanent: true };
  if ((code !== undefined && RATE_LIMITED.has(code)) || status === 429) return { reason: 'rateLimited', permanent: false };
  // Our credentials or sender (20003, 21606, 21659…), Twilio's outages and the network: a person must look, and a
  // later attempt may well succeed.
  return { reason: 'unavailable', permanent: false };
}

type Sdk = typeof TwilioSdk;

/** The SDK's request client, sending to `apiUrl` (scheme, host and any path prefix) instead of Twilio's hosts. */
function redirectedRequestClient(sdk: Sdk, apiUrl: string): RequestClient {
  return new (class extends sdk.RequestClient {
    override request<TData>(opts: RequestClient.RequestOptions<TData>) {
      const original = new URL(opts.uri);
      return super.request<TData>({ ...opts, uri: `${apiUrl}${original.pathname}${original.search}` });
    }
  })({ timeout: REQUEST_TIMEOUT_MS });
}

export interface SmsSender {
  /**
   * Sends `body` to `to`; returns the provider's message id, or throws SmsNotSent. `messageId` (the outbox row) rides
   * in the status callback's address, so a report that arrives before the id is recorded still finds its row.
   */
  send(to: string, body: string, messageId?: string): Promise<string>;
}

/** The status callback address of one outbox row: the configured one with the row's id (what Twilio signs). */
export function statusCallbackFor(base: string, messageId: string | null | undefined): string {
  return messageId ? `${base}?message=${encodeURIComponent(messageId)}` : base;
}

export function twilioSender(settings: TwilioSettings): SmsSender {
  // The SDK is loaded on the first text, so a process that never texts (the outbox, the tests) does not pay for it.
  let loaded: Promise<{ sdk: Sdk; client: Twilio }> | undefined;
  const load = () =>
    (loaded ??= import('twilio').then((module) => {
      const sdk = ((module as { default?: Sdk }).default ?? module) as Sdk;
      const httpClient = settings.apiUrl ? redirectedRequestClient(sdk, settings.apiUrl) : new sdk.RequestClient({ timeout: REQUEST_TIMEOUT_MS });
      return { sdk, client: sdk(settings.accountSid, settings.authToken, { httpClient }) };
    }));
  return {
    async send(to, body, messageId) {
      const number = toE164(to);
      if (!number) throw new SmsNotSent('unusableNumber', true, `"${to}" cannot be written as an E.164 phone number; nothing was sent`);
      const { sdk, client } = await load();
      try {
        const message = await client.messages.create({
          to: number,
          body,
          ...(settings.messagingServiceSid ? { messagingServiceSid: settings.messagingServiceSid } : { from: settings.from! }),
          // Carrier failures (30003–30008) come only this way, after Twilio accepted the message (decision 120).
          ...(settings.statusCallbackUrl ? { statusCallback: statusCallbackFor(settings.statusCallbackUrl, messageId) } : {}),
        });
        return message.sid;
      } catch (error) {
        if (error instanceof sdk.RestException) {
          const { reason, permanent } = classifyTwilioError(error.status, error.code);
          throw new SmsNotSent(reason, permanent, `Twilio ${error.code ?? error.status}: ${error.message}`, error.code);
        }
        throw new SmsNotSent('unavailable', false, `Twilio not reached: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
