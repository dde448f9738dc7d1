/**
 * The SMS settings from the environment, apart from the transport so that the configuration loader checks them
 * without loading the provider's SDK (decision 065).
 */
import { isDevelopmentLike, type Environment } from '../../domain/environment';

export const SMS_PROVIDERS = ['outbox', 'twilio'] as const;
export type SmsProvider = (typeof SMS_PROVIDERS)[number];

/** Twilio's credentials and sender: a phone number (`from`) or a Messaging Service (`messagingServiceSid`). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  /** Where the SDK sends its requests instead of https://api.twilio.com (the sandbox; a proxy). */
  apiUrl?: string;
  /**
   * Where Twilio posts each text's delivery status (the services' TWILIO_STATUS_PATH under API_PUBLIC_URL): asked
   * for on every message, and the exact address its X-Twilio-Signature is checked against (decision 120).
   */
  statusCallbackUrl?: string;
}

/** The services' path that takes Twilio's status callbacks. */
export const TWILIO_STATUS_PATH = '/twilio/status';

export interface SmsSettingsInput {
  SMS_PROVIDER?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  TWILIO_API_URL?: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;
const blank = (v: string | undefined) => (v && v.trim() ? v.trim() : undefined);

/**
 * Reads the settings; returns the problems instead when they are wrong. Phone MFA is offered to every user, and
 * where the outbox is nobody's mailbox (staging, prod: /dev/outbox is not served) a code kept there reaches no
 * one: those environments need a provider.
 */
export function smsSettingsFrom(
  env: SmsSettingsInput,
  appEnv: Environment,
): { provider: SmsProvider; twilio?: TwilioSettings; problems: string[] } {
  const provider = (blank(env.SMS_PROVIDER) ?? 'outbox') as SmsProvider;
  const problems: string[] = [];
  if (!SMS_PROVIDERS.includes(provider)) return { provider: 'outbox', problems: [`SMS_PROVIDER: must be one of ${SMS_PROVIDERS.join(', ')}`] };
  if (provider === 'outbox') {
    if (!isDevelopmentLike(appEnv)) {
      problems.push(
        `SMS_PROVIDER: APP_ENV=${appEnv} does not serve the outbox, so phone MFA codes would reach no one; set SMS_PROVIDER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID`,
      );
    }
    return { provider, problems };
  }
  const accountSid = blank(env.TWILIO_ACCOUNT_SID);
  const authToken = blank(env.TWILIO_AUTH_TOKEN);
  const from = blank(env.TWILIO_FROM);
  const messagingServiceSid = blank(env.TWILIO_MESSAGING_SERVICE_SID);
  const apiUrl = blank(env.TWILIO_API_URL)?.replace(/\/+$/, '');
  if (!accountSid) problems.push('TWILIO_ACCOUNT_SID: required with SMS_PROVIDER=twilio');
  else if (!/^AC[0-9a-fA-F]{32}$/.test(accountSid)) problems.push('TWILIO_ACCOUNT_SID: an Account SID is AC followed by 32 hexadecimal digits');
  if (!authToken) problems.push('TWILIO_AUTH_TOKEN: required with SMS_PROVIDER=twilio');
  if (!from && !messagingServiceSid) problems.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: one is required with SMS_PROVIDER=twilio');
  if (from && !E164.test(from)) problems.push('TWILIO_FROM: a phone number in E.164 form, such as +13125550100');
  if (messagingServiceSid && !/^MG[0-9a-fA-F]{32}$/.test(messagingServiceSid)) problems.push('TWILIO_MESSAGING_SERVICE_SID: MG followed by 32 hexadecimal digits');
  if (apiUrl && !/^https?:\/\/[^/]+/.test(apiUrl)) problems.push('TWILIO_API_URL: an http(s) address');
  if (problems.length > 0) return { provider, problems };
  return { provider, twilio: { accountSid: accountSid!, authToken: authToken!, from, messagingServiceSid, apiUrl }, problems };
}
