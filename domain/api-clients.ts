/** The API product's shared rules: the API client and webhook endpoint forms, rotation grace periods, webhook events and which webhook URLs are allowed where. */
import { z } from 'zod';
import type { Environment } from './environment';
import { Messages } from './messages';
import { isLocalHostName, isPrivateHost, normalizeHostName } from './network-addresses';
import { nameField, requiredString } from './validation';

/** The classifier lives in network-addresses.ts; callers of this module's URL rules may ask it here too. */
export { isPrivateAddress } from './network-addresses';

/** The public API's paths on the services' address (API_PUBLIC_URL), never on the web's (decision 087). */
export const PUBLIC_API_PREFIX = '/api/v1';
export const OAUTH_TOKEN_PATH = '/oauth/token';
export const OAUTH_METADATA_PATH = '/.well-known/oauth-authorization-server';
/** Whether a path is the public API's (the web answers such a request with a problem naming the API's address). */
export const isPublicApiPath = (pathname: string): boolean =>
  pathname === PUBLIC_API_PREFIX || pathname.startsWith(`${PUBLIC_API_PREFIX}/`) || pathname === OAUTH_TOKEN_PATH || pathname === OAUTH_METADATA_PATH;

/** Spec §3: expiredAt defaults to America/Los_Angeles and 00:00. */
export const API_CLIENT_DEFAULT_TIME_ZONE = 'America/Los_Angeles';
export const API_CLIENT_DEFAULT_TIME = '00:00';
export const API_CLIENT_TIME_ZONES = [
  'America/Los_Angeles',
  'America/Denver',
  'America/Phoenix',
  'America/Chicago',
  'America/New_York',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'UTC',
] as const;

/** How long the old secret keeps working after a rotation. */
export const ROTATION_GRACE = { none: 0, '1h': 60 * 60_000, '24h': 24 * 60 * 60_000 } as const;
export type RotationGrace = keyof typeof ROTATION_GRACE;
export const ROTATION_GRACE_LABELS: Record<RotationGrace, string> = { none: 'None: the old secret stops now', '1h': '1 hour', '24h': '24 hours' };

export const WEBHOOK_EVENTS = ['payment.created', 'payment.approved', 'payment.processing', 'payment.succeeded', 'payment.failed', 'payment.canceled', 'payment.updated'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const optionalDay = z
  .string()
  .trim()
  .optional()
  .refine((v) => !v || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Use the date format YYYY-MM-DD');

/** The API client form (create and update): an empty expiry date means the client never expires. */
export const apiClientFormSchema = z.object({
  name: nameField,
  applicationName: nameField,
  expiredDate: optionalDay,
  expiredTime: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || API_CLIENT_DEFAULT_TIME)
    .refine((v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Use the time format HH:mm'),
  expiredTimeZone: z
    .string()
    .optional()
    .transform((v) => v || API_CLIENT_DEFAULT_TIME_ZONE)
    .refine((v) => (API_CLIENT_TIME_ZONES as readonly string[]).includes(v), 'Choose a time zone from the list'),
});
export type ApiClientForm = z.infer<typeof apiClientFormSchema>;
export const rotateSecretSchema = z.object({ grace: z.enum(Object.keys(ROTATION_GRACE) as [RotationGrace, ...RotationGrace[]]) });

export const webhookEndpointFormSchema = z.object({
  url: requiredString.pipe(z.string().url('Enter a full URL, for example https://example.com/webhooks').max(2000)),
  events: z.array(z.enum(WEBHOOK_EVENTS), { required_error: Messages.webhookEventsRequired }).min(1, Messages.webhookEventsRequired),
});

/**
 * Where webhooks may go. Local and dev also take http to this machine (to try it with `npm run webhook:listen`);
 * every other environment takes only https to a public host, never an address of our own network. The services
 * check the resolved addresses again at delivery (a name can resolve to a private address).
 */
export function webhookUrlProblem(raw: string, env: Environment): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a full URL, for example https://example.com/webhooks';
  }
  if (url.username || url.password) return 'The URL may not contain a user name or password';
  const host = normalizeHostName(url.hostname);
  const local = isLocalHostName(host) || host === '127.0.0.1' || host === '::1';
  if ((env === 'local' || env === 'dev') && local && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return Messages.webhookUrlNotAllowed;
  if (isPrivateHost(host)) return Messages.webhookUrlNotAllowed;
  return null;
}
