/** Form schemas of the business setup pages (spec §2, §5), shared by the browser, the web actions and the API. */
import { isIndustry, type Industry } from './industries';
import { z } from 'zod';
import { ACCOUNTING_SYSTEMS, type AccountingSystemKey } from './accounting';
import { FEATURE_FLAGS } from './features';
import { Messages } from './messages';
import { DEFAULT_COUNTRY } from './states';
import { isLatinAlphanumeric, isPresent, isValidTin, nameField, orderedRules, requiredStateField, requiredString, routingNumberField } from './validation';

export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Time zones a business can pick for its daily payment time (UTC is the spec's default). */
export const PAYMENT_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
] as const;

/** The payment time zone of each U.S. state, territory and district (where a state spans two zones, most of its people's). */
const STATE_TIME_ZONES: Readonly<Record<string, (typeof PAYMENT_TIME_ZONES)[number]>> = Object.fromEntries(
  (
    [
      ['America/New_York', 'CT DE DC FL GA IN KY ME MD MA MI NH NJ NY NC OH PA RI SC VT VA WV'],
      ['America/Chicago', 'AL AR IL IA KS LA MN MS MO NE ND OK SD TN TX WI'],
      ['America/Denver', 'CO ID MT NM UT WY'],
      ['America/Phoenix', 'AZ'],
      ['America/Los_Angeles', 'CA NV OR WA'],
      ['America/Anchorage', 'AK'],
      ['Pacific/Honolulu', 'HI'],
      ['America/Puerto_Rico', 'PR VI'],
    ] as const
  ).flatMap(([zone, states]) => states.split(' ').map((state) => [state, zone])),
);

/** The time zone a business at this address most likely keeps (a suggestion until it saves its Payment Time). */
export function timeZoneOfState(state: string | null | undefined): string | null {
  return (state && STATE_TIME_ZONES[state.trim().toUpperCase()]) || null;
}

/** The API takes request bodies up to 100 KB (api/http/request.ts): a 64 KB logo fits base64-encoded. */
export const LOGO_MAX_BYTES = 64 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
export const BRANDING_DESCRIPTION_MAX = 1000;

/** Accounting systems a business can connect now (those whose feature flag is off are left out). */
export function availableAccountingSystems(flags: Record<string, boolean> = FEATURE_FLAGS) {
  return ACCOUNTING_SYSTEMS.filter((s) => !s.featureFlag || flags[s.featureFlag]);
}

export function isAccountingSystemKey(value: unknown): value is AccountingSystemKey {
  return availableAccountingSystems().some((s) => s.key === value);
}

/**
 * The form-level message for a failed form (spec §5): 'Please fill in all the required fields.' when a
 * required field is empty, otherwise 'Please fill the form correctly.'.
 */
export function formLevelMessage(fieldErrors: Record<string, readonly string[] | string | null | undefined>): string {
  const messages = Object.values(fieldErrors).flatMap((v) => (Array.isArray(v) ? v : v ? [v] : []));
  return messages.includes(Messages.required) ? Messages.formRequired : Messages.formIncorrect;
}

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;

/** /setup/address: the business name, its location and the optional TIN/EIN. */
export const addressSchema = z.object({
  name: nameField,
  zipcode: orderedRules([
    [isPresent, Messages.required],
    [(v) => ZIP_PATTERN.test(v.trim()), Messages.setupZipcodeFormat],
  ]).transform((v) => v.trim()),
  address: requiredString,
  address2: optionalText,
  city: requiredString,
  // Required like every other location part (the address step needs it); a name of no state falls back to the list's first (spec §3).
  state: requiredStateField,
  country: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || DEFAULT_COUNTRY),
  tinOrEinNumber: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidTin(v), Messages.tinFormat)
    .transform((v) => v || null),
  /** What the business does (domain/industries.ts); absent keeps what it was (decision 097). */
  industry: z
    .string()
    .optional()
    .refine((v) => !v || isIndustry(v), Messages.formIncorrect)
    .transform((v) => (v ? (v as Industry) : undefined)),
});
/** /bo/setup/bank-account: the business's shared payment method. */
export const bankAccountSchema = z.object({
  bankName: nameField,
  routingNumber: routingNumberField,
  accountNumber: orderedRules([
    [isPresent, Messages.required],
    [(v) => isLatinAlphanumeric(v.trim()), Messages.latinOnly],
    [(v) => v.trim().length >= 4 && v.trim().length <= 17, Messages.setupAccountNumberFormat],
  ]).transform((v) => v.trim()),
  accountHolderName: nameField,
  accountType: z.enum(ACCOUNT_TYPES, { errorMap: () => ({ message: Messages.setupAccountType }) }).default('checking'),
});
/** /bo/setup/business-system: which catalogue entry to connect or disconnect. */
export const accountingSystemSchema = z.object({
  system: z.string({ required_error: Messages.required }).refine(isAccountingSystemKey, Messages.setupUnknownAccountingSystem),
});

/** Checkboxes arrive as 'on' (or the value given) when ticked and are absent otherwise. */
const checkbox = z
  .union([z.literal('on'), z.literal('true'), z.literal('false'), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** /bo/setup/approval-for-payments. */
export const approvalSchema = z.object({ isPaymentsApproved: checkbox });

/** /setup/email-settings. */
export const emailSettingsSchema = z.object({ emailSettings: checkbox });

/** /bo/setup/payment-time: HH:mm and a zone from the list. */
export const paymentTimeSchema = z.object({
  time: orderedRules([
    [isPresent, Messages.required],
    [(v) => /^([01]\d|2[0-3]):[0-5]\d$/.test(v.trim()), Messages.setupTimeFormat],
  ]).transform((v) => v.trim()),
  timeZone: z
    .string({ required_error: Messages.required })
    .refine((v) => (PAYMENT_TIME_ZONES as readonly string[]).includes(v), Messages.setupTimeZone),
});
export type PaymentTimeInput = z.infer<typeof paymentTimeSchema>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/**
 * /bo/setup/acumatica-instruction: the instance's address and the hash it gives. A blank hash keeps the
 * stored one (the page never shows it), so only a first save needs it.
 */
export const acumaticaSchema = z.object({
  url: orderedRules([
    [isPresent, Messages.required],
    [(v) => isHttpsUrl(v.trim()), Messages.setupUrlFormat],
  ]).transform((v) => v.trim()),
  hash: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isLatinAlphanumeric(v), Messages.latinOnly)
    .refine((v) => !v || v.length <= 256, Messages.formIncorrect)
    .transform((v) => v || null),
});
/** /setup/branding: the description (the logo file is checked by `checkLogoFile`). */
export const brandingSchema = z.object({
  description: z
    .string()
    .trim()
    .max(BRANDING_DESCRIPTION_MAX, Messages.setupDescriptionTooLong)
    .optional()
    .transform((v) => v || null),
});

/** What the file's first bytes say it is, whatever its name or declared type claims. */
export function sniffLogoType(bytes: Uint8Array): LogoContentType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return null;
}

/** Size and type of an uploaded logo: the message to show, or null when it may be stored. */
export function checkLogoFile(bytes: Uint8Array): { ok: true; contentType: LogoContentType } | { ok: false; message: string } {
  if (bytes.length === 0) return { ok: false, message: Messages.setupLogoRequired };
  if (bytes.length > LOGO_MAX_BYTES) return { ok: false, message: Messages.setupLogoTooLarge };
  const contentType = sniffLogoType(bytes);
  return contentType ? { ok: true, contentType } : { ok: false, message: Messages.setupLogoType };
}
