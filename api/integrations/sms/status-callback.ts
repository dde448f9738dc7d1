/**
 * Twilio's status callback (decision 120): Twilio posts each text's delivery status to TWILIO_STATUS_PATH, signed
 * with X-Twilio-Signature (HMAC-SHA1 of the callback address and the sorted form fields under the auth token, checked
 * with the SDK's own validateRequest). The status is recorded on the text's outbox row; a carrier failure
 * (30003–30008) fails the row for the Errors page with Twilio's code and words, and an MFA code it carried stops
 * working and tells the person at the MFA step why, in words, as a refusal at sending does (decision 065).
 */
import { and, eq, isNull, notInArray, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type TwilioSdk from 'twilio';
import { lastFourDigits } from '../../../domain/phone';
import { Messages } from '../../../domain/messages';
import type { Database } from '../../db/client';
import { outboxMessages, verificationCodes } from '../../db/schema';
import { jsonResponse, readBodyWithin } from '../../http/request';
import { isUuid } from '../../lib/ids';
import type { TwilioSettings } from '../../settings/sms';
import { statusCallbackFor } from './twilio';

/** Twilio's carrier failures after it accepted a message (https://www.twilio.com/docs/api/errors). */
export const CARRIER_FAILURES: Record<number, string> = {
  30003: 'Unreachable destination handset',
  30004: 'Message blocked',
  30005: 'Unknown destination handset',
  30006: 'Landline or unreachable carrier',
  30007: 'Message filtered',
  30008: 'Unknown error',
};
/** Statuses after which Twilio sends no other: a late "sent" never overwrites them. */
const FINAL = ['delivered', 'undelivered', 'failed', 'read'];
const MAX_CALLBACK_BYTES = 16 * 1024;

let sdk: Promise<typeof TwilioSdk> | undefined;
const loadSdk = () => (sdk ??= import('twilio').then((module) => ((module as { default?: typeof TwilioSdk }).default ?? module) as typeof TwilioSdk));

export async function handleTwilioStatus(request: Request, deps: { db: Database; twilio: TwilioSettings; now: Date; logger: Logger }): Promise<Response> {
  if (request.method !== 'POST') return jsonResponse(405, { error: 'Method not allowed' }, { allow: 'POST' });
  const body = await readBodyWithin(request, MAX_CALLBACK_BYTES);
  if (!body) return jsonResponse(413, { error: `Request body larger than ${MAX_CALLBACK_BYTES} bytes` });
  const form = new URLSearchParams(new TextDecoder().decode(body));
  const params = Object.fromEntries(form.entries());
  const signature = request.headers.get('x-twilio-signature') ?? '';
  // Checked against the address we gave Twilio (the one it signed), not the one a proxy forwarded to us.
  const messageId = new URL(request.url).searchParams.get('message');
  const url = deps.twilio.statusCallbackUrl ? statusCallbackFor(deps.twilio.statusCallbackUrl, messageId) : request.url;
  if (!signature || !(await loadSdk()).validateRequest(deps.twilio.authToken, signature, url, params) || params.AccountSid !== deps.twilio.accountSid) {
    return jsonResponse(403, { error: 'The X-Twilio-Signature does not match' });
  }
  const sid = params.MessageSid ?? params.SmsSid ?? '';
  const status = params.MessageStatus ?? params.SmsStatus ?? '';
  if (!sid || !status) return jsonResponse(400, { error: 'MessageSid and MessageStatus are required' });
  const code = Number(params.ErrorCode);
  const carrierFailure = (status === 'undelivered' || status === 'failed') && Object.hasOwn(CARRIER_FAILURES, code);
  // By the row named in the address (the report may come before the row records the SID), else by the SID.
  const which = isUuid(messageId) ? and(eq(outboxMessages.id, messageId), or(isNull(outboxMessages.providerMessageId), eq(outboxMessages.providerMessageId, sid))) : eq(outboxMessages.providerMessageId, sid);
  const [row] = await deps.db
    .update(outboxMessages)
    .set({
      providerMessageId: sid,
      deliveryStatus: status,
      ...(carrierFailure ? { status: 'failed', lastError: `Twilio ${code}: ${CARRIER_FAILURES[code]} (the carrier did not deliver the text)` } : {}),
    })
    .where(and(which, eq(outboxMessages.channel, 'sms'), carrierFailure ? undefined : or(isNull(outboxMessages.deliveryStatus), notInArray(outboxMessages.deliveryStatus, FINAL))))
    .returning();
  if (row && carrierFailure) {
    // The code it carried will never arrive: it stops working, and confirming it says why.
    await deps.db
      .update(verificationCodes)
      .set({ consumedAt: deps.now, deliveryFailure: Messages.smsNotDelivered(code, lastFourDigits(row.recipient)) })
      .where(and(eq(verificationCodes.messageId, row.id), isNull(verificationCodes.confirmedAt)));
    deps.logger.warn({ outboxId: row.id, sid, code }, 'text not delivered by the carrier');
  }
  return new Response(null, { status: 204 });
}
