/**
 * Validation of the subscription forms and API inputs (service levels, products, terms acceptance, go-live date),
 * built on domain/validation.ts's rules. Form schemas read what a browser posts (dollars, checkboxes, text) and
 * turn it into the API's input (cents, booleans, arrays); the input schemas check the API's input again.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { parseDollars } from './money';
import { NAME_MAX_LENGTH } from './timings';
import { nameField } from './validation';

export const TERM_UNITS = ['month', 'year'] as const;
export type TermUnit = (typeof TERM_UNITS)[number];
/** Ten years: the longest term a service level may have. */
export const MAX_TERM_MONTHS = 120;
/** The largest price a service level or product may have, in cents ($1,000,000.00). */
export const MAX_PRICE_CENTS = 100_000_000;
export const SHORT_DESCRIPTION_MAX = 200;
export const DESCRIPTION_MAX = 2_000;
export const MAX_TAGS = 20;

const tooLong = (max: number) => `Must be at most ${max} characters`;
export const invalidAmount = 'Enter an amount in dollars, e.g. 99.00';
export const invalidDuration = `Enter a whole number of months or years, at most ${MAX_TERM_MONTHS} months`;
export const invalidDate = 'Enter a date as yyyy-mm-dd';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Months a term lasts. */
export function termMonths(duration: number, unit: TermUnit): number {
  return unit === 'year' ? duration * 12 : duration;
}

// ---------- API inputs ----------

const termInputSchema = z
  .object({
    duration: z.number({ required_error: Messages.required, invalid_type_error: Messages.required }).int(invalidDuration).min(1, invalidDuration),
    unit: z.enum(TERM_UNITS, { errorMap: () => ({ message: Messages.required }) }),
    price: z
      .number({ required_error: Messages.required, invalid_type_error: Messages.required })
      .int('Price must be a whole number of cents')
      .min(0, invalidAmount)
      .max(MAX_PRICE_CENTS, invalidAmount),
  })
  .superRefine((term, ctx) => {
    if (termMonths(term.duration, term.unit) > MAX_TERM_MONTHS) ctx.addIssue({ code: 'custom', path: ['duration'], message: invalidDuration });
  });
export type TermInput = z.infer<typeof termInputSchema>;

/** Tags: trimmed, blank ones dropped, each once, each a name. */
const tagsSchema = z
  .array(z.string())
  .default([])
  .transform((tags) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(NAME_MAX_LENGTH - 1, Messages.nameTooLong)).max(MAX_TAGS, `At most ${MAX_TAGS} tags`));

export const serviceLevelInputSchema = z.object({
  name: nameField,
  shortDescription: optionalText(SHORT_DESCRIPTION_MAX),
  description: optionalText(DESCRIPTION_MAX),
  active: z.boolean().default(true),
  tags: tagsSchema,
  initialTerm: termInputSchema,
  renewalTerm: termInputSchema,
});
export type ServiceLevelInput = z.infer<typeof serviceLevelInputSchema>;

export const productInputSchema = z.object({
  name: nameField,
  price: z
    .number({ required_error: Messages.required, invalid_type_error: Messages.required })
    .int('Price must be a whole number of cents')
    .min(0, invalidAmount)
    .max(MAX_PRICE_CENTS, invalidAmount),
  description: optionalText(DESCRIPTION_MAX),
  active: z.boolean().default(true),
});
export type ProductInput = z.infer<typeof productInputSchema>;

/** An ISO calendar date (yyyy-mm-dd) that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const goLiveDateField = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .trim()
  .min(1, Messages.required)
  .pipe(z.string().refine(isIsoDate, invalidDate));

// ---------- Forms (what a browser posts) ----------

/** A dollar amount typed by a person, as cents. */
const dollarsField = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .trim()
  .min(1, Messages.required)
  .transform((value, ctx) => {
    const cents = parseDollars(value);
    if (cents === null || cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: 'custom', message: invalidAmount });
      return z.NEVER;
    }
    return cents;
  });

const durationField = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .trim()
  .min(1, Messages.required)
  .pipe(z.string().refine((v) => /^\d{1,3}$/.test(v) && Number(v) >= 1, invalidDuration).transform(Number));

const unitField = z.enum(TERM_UNITS, { errorMap: () => ({ message: Messages.required }) });

/** A checkbox: present ('on', 'true') means true. */
export const checkboxField = z
  .union([z.string(), z.boolean()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

export const serviceLevelFormSchema = z
  .object({
    name: nameField,
    shortDescription: optionalText(SHORT_DESCRIPTION_MAX),
    description: optionalText(DESCRIPTION_MAX),
    active: checkboxField,
    /** Comma-separated. */
    tags: z.string().optional(),
    initialTermDuration: durationField,
    initialTermUnit: unitField,
    initialTermPrice: dollarsField,
    renewalTermDuration: durationField,
    renewalTermUnit: unitField,
    renewalTermPrice: dollarsField,
  })
  .superRefine((form, ctx) => {
    for (const prefix of ['initialTerm', 'renewalTerm'] as const) {
      if (termMonths(form[`${prefix}Duration`], form[`${prefix}Unit`]) > MAX_TERM_MONTHS) {
        ctx.addIssue({ code: 'custom', path: [`${prefix}Duration`], message: invalidDuration });
      }
    }
  })
  .transform(
    (form): ServiceLevelInput => ({
      name: form.name,
      shortDescription: form.shortDescription,
      description: form.description,
      active: form.active,
      tags: [...new Set((form.tags ?? '').split(',').map((t) => t.trim()).filter(Boolean))],
      initialTerm: { duration: form.initialTermDuration, unit: form.initialTermUnit, price: form.initialTermPrice },
      renewalTerm: { duration: form.renewalTermDuration, unit: form.renewalTermUnit, price: form.renewalTermPrice },
    }),
  )
  .pipe(serviceLevelInputSchema);

export const productFormSchema = z
  .object({
    name: nameField,
    price: dollarsField,
    description: optionalText(DESCRIPTION_MAX),
    active: checkboxField,
  })
  .pipe(productInputSchema);

export const chooseServiceLevelSchema = z.object({
  serviceLevelId: z.string({ required_error: Messages.required, invalid_type_error: Messages.required }).trim().min(1, Messages.required),
});

const acceptedField = z
  .union([z.string(), z.boolean()])
  .optional()
  .refine((v) => v === true || v === 'on' || v === 'true', Messages.required)
  .transform(() => true as const);

/** Both boxes must be ticked: accepting is the only thing the form does. */
export const subscriptionTermsSchema = z.object({
  termsAccepted: acceptedField,
  legalAccepted: acceptedField,
});

/** The owner's acceptance of the subscription's debit authorization (domain/subscription-debits.ts): the box must be ticked. */
export const subscriptionDebitAuthorizationSchema = z.object({
  accepted: z
    .union([z.string(), z.boolean()])
    .optional()
    .refine((v) => v === true || v === 'on' || v === 'true', Messages.subscriptionAuthorizationRequired)
    .transform(() => true as const),
});

export const goLiveDateSchema = z.object({ goLiveDate: goLiveDateField });

/** The form-level message of spec §5 for a set of field errors: missing fields first, then anything else. */
export function formLevelMessage(fieldErrors: Record<string, readonly string[] | string | undefined>): string | null {
  const messages = Object.values(fieldErrors).flatMap((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v as string]));
  if (!messages.length) return null;
  return messages.includes(Messages.required) ? Messages.formRequired : Messages.formIncorrect;
}
