/**
 * The admin console and the bank network: business list filters and orders, registration states,
 * the admin's business settings form and the bank form, shared by the web (forms, query strings) and the API.
 */
import { fromZonedTime } from 'date-fns-tz';
import { z } from 'zod';
import { Messages } from './messages';
import { BUSINESS_TYPES } from './roles';
import { addressSchema } from './setup-validation';
import { nameField, requiredString, routingNumberField, withinLength } from './validation';

/** Orders of the business and lead lists (the list query's sortParams). */
export const BUSINESS_ORDERS = ['createdAtDesc', 'createdAtAsc', 'nameAsc', 'nameDesc'] as const;
export type BusinessOrder = (typeof BUSINESS_ORDERS)[number];
export const isBusinessOrder = (value: string): value is BusinessOrder => (BUSINESS_ORDERS as readonly string[]).includes(value);

/** A business is registered once its registration date is set and reached (spec §2 stepper), else in progress. */
export const REGISTRATION_STATES = ['registered', 'inProgress'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];
export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  registered: 'Registered',
  inProgress: 'In progress',
};
/** The label of a registration state as the API sends it (a string). */
export const registrationLabel = (state: string): string => (isRegistrationState(state) ? REGISTRATION_STATE_LABELS[state] : state);
export const isRegistrationState = (value: string): value is RegistrationState =>
  (REGISTRATION_STATES as readonly string[]).includes(value);

/** payloadFilter keys of /pa/businesses (search is the list query's `filter`). */
export const BUSINESS_FILTER_KEYS = ['businessType', 'serviceLevelId', 'registrationState', 'bankId'] as const;
/** payloadFilter keys of /bu/leads. */
export const LEAD_FILTER_KEYS = ['serviceLevelId', 'registrationState'] as const;

export interface BusinessListFilter {
  search?: string;
  businessType?: string;
  serviceLevelId?: string;
  registrationState?: string;
  bankId?: string;
}

/** The reason stored on users the admin disabled for a payment issue; they get userIsDisabledByPaymentIssueError. */
export const PAYMENT_ISSUE_DISABLE_REASON = 'paymentIssue';

const DESCRIPTION_MAX = 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .refine((v) => withinLength(v, max), Messages.textTooLong(max))
    .optional()
    .transform((v) => v || null);

/** Dollars typed in a form ('1,990.00' or '1990') to cents, or null when empty. */
const optionalDollars = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ?? '').replace(/[$,]/g, ''))
  .refine((v) => v === '' || DOLLARS.test(v), Messages.amountFormat)
  .transform((v) => (v === '' ? null : Math.round(Number(v) * 100)));

const settingsFields = {
  name: nameField,
  email: requiredString.pipe(z.string().email(Messages.invalidEmail)),
  phoneNumber: optionalText(30),
  description: optionalText(DESCRIPTION_MAX),
  tinOrEinNumber: addressSchema.shape.tinOrEinNumber,
  dotNumber: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || /^\d{1,8}$/.test(v), Messages.dotNumberFormat)
    .transform((v) => v || null),
  goLiveDate: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || (ISO_DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), Messages.dateFormat)
    .transform((v) => v || null),
};

/** The admin business savings settings form (spec §2 implied forms; §3 Business update form), amounts in dollars. */
export const businessSettingsFormSchema = z.object({ ...settingsFields, billingAmount: optionalDollars, paymentLimit: optionalDollars });

const MAX_CENTS = 100_000_000_000;
const optionalCents = z
  .number({ invalid_type_error: Messages.amountFormat })
  .int(Messages.amountFormat)
  .min(0, Messages.amountFormat)
  .max(MAX_CENTS, Messages.amountFormat)
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** The same settings as the API takes them: amounts in cents. */
export const businessSettingsSchema = z.object({ ...settingsFields, billingAmount: optionalCents, paymentLimit: optionalCents });
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

/** Routing numbers typed one per line or separated by commas or spaces. */
function splitRoutingNumbers(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).map((v) => v.trim()).filter(Boolean))];
}

/** Create or rename a bank: its name and the routing numbers that tie businesses to it. */
export const bankSchema = z.object({
  name: nameField,
  routingNumbers: z.array(routingNumberField).max(50, Messages.tooManyRoutingNumbers),
});
export type BankInput = z.input<typeof bankSchema>;

/** The bank form: routing numbers typed in one text box, each checked (length and checksum) with its own message. */
export const bankFormSchema = z.object({
  name: nameField,
  routingNumbers: z
    .string()
    .optional()
    .transform((v) => splitRoutingNumbers(v ?? ''))
    .superRefine((list, ctx) => {
      if (list.length > 50) ctx.addIssue({ code: 'custom', message: Messages.tooManyRoutingNumbers });
      for (const routingNumber of list) {
        const checked = routingNumberField.safeParse(routingNumber);
        if (!checked.success) {
          ctx.addIssue({ code: 'custom', message: `${routingNumber}: ${checked.error.issues[0].message}` });
          return;
        }
      }
    }),
});

export { BUSINESS_TYPES };

/**
 * The admin's "Run processing now" (decision 086): an optional as-of time in UTC, as a `datetime-local` field sends
 * it (`2026-11-27T15:30`, seconds optional); empty means now. The value is the ISO instant the services take.
 */
export const processingRunSchema = z.object({
  at: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      // A wall time (the field's datetime-local), read in the administrator's zone by the page's action (processingInstant).
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value) || Number.isNaN(new Date(`${value}Z`).getTime())) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: Messages.processingAsOfInvalid });
        return z.NEVER;
      }
      return value;
    }),
});

/** The instant a wall time of the as-of field names in the administrator's zone (the field says which). */
export function processingInstant(wall: string, timeZone: string): string {
  return fromZonedTime(wall, timeZone).toISOString();
}
