/**
 * Form schemas of the payment pages (vendor send-payment, consumer send-payment, add consumer), built from
 * domain/validation.ts's fields and shared by the web actions (conform + zod) and the API.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { parseDollars } from './money';
import { normalizePhone } from './phone';
import { NAME_MAX_LENGTH } from './timings';
import { SameDayMessages } from './same-day-ach';
import { emailField, isPresent, nameField, orderedRules, requiredString, routingNumberField } from './validation';

/**
 * The platform's largest single payment ($1,000,000.00): what every entry point (forms, GraphQL, REST) accepts for a
 * business whose `paymentSettings.limit` is unset.
 */
export const MAX_PAYMENT_CENTS = 100_000_000;
/** No business limit goes above what an ACH entry's 10-digit amount field holds ($99,999,999.99). */
export const ACH_MAX_CENTS = 99_999_999_99;

/** A business's payment limit in cents: its `paymentSettings.limit` (whole cents above 0) or the platform maximum. */
export function paymentLimitOf(paymentSettings: { limit?: unknown } | null | undefined): number {
  const limit = paymentSettings?.limit;
  return typeof limit === 'number' && Number.isSafeInteger(limit) && limit > 0 ? Math.min(limit, ACH_MAX_CENTS) : MAX_PAYMENT_CENTS;
}
export const DESCRIPTION_MAX_LENGTH = 250;

/** A dollar amount typed by a person, as cents. */
export const dollarAmountField = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .superRefine((value, ctx) => {
    if (!isPresent(value)) return ctx.addIssue({ code: 'custom', message: Messages.required });
    const cents = parseDollars(value);
    if (cents === null) return ctx.addIssue({ code: 'custom', message: Messages.amountFormat });
    if (cents <= 0) return ctx.addIssue({ code: 'custom', message: Messages.amountPositive });
    if (cents > MAX_PAYMENT_CENTS) ctx.addIssue({ code: 'custom', message: Messages.amountTooLarge });
  })
  .transform((value) => parseDollars(value) as number);

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, Messages.textTooLong(max))
    .optional()
    .transform((v) => v || undefined);

/** Idempotency keys are minted by the web at the first step and carried in a hidden field. */
export const idempotencyKeyField = z.string({ required_error: Messages.formIncorrect }).regex(/^[A-Za-z0-9_-]{16,100}$/, Messages.formIncorrect);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Step 1 of the vendor send-payment form; `today` is the business's date (YYYY-MM-DD). */
/** A payment's reference (an invoice or bill number, a collection's reference): Latin letters, digits and hyphens. */
export const referenceNumberField = optionalText(NAME_MAX_LENGTH - 1).pipe(z.string().regex(/^[A-Za-z0-9-]*$/, Messages.collectReferenceFormat).optional());

export function vendorPaymentSchema(today: string) {
  return z
    .object({
      vendorId: requiredString,
      amount: dollarAmountField,
      dueDate: orderedRules([
        [isPresent, Messages.required],
        [(v) => ISO_DATE.test(v) && !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()), Messages.dateFormat],
        [(v) => v >= today, Messages.dueDateInPast],
      ]),
      description: optionalText(DESCRIPTION_MAX_LENGTH),
      referenceNumber: referenceNumberField,
      // Same Day ACH is the payer's explicit choice (decision 068); unticked, the payment is standard ACH.
      sameDayAch: z
        .union([z.literal('on'), z.literal('true'), z.literal('false')])
        .optional()
        .transform((v) => v === 'on' || v === 'true'),
    })
    .superRefine((form, ctx) => {
      if (form.sameDayAch && form.dueDate !== today) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['dueDate'], message: SameDayMessages.dueDateNotToday });
    });
}
export type VendorPaymentForm = z.infer<ReturnType<typeof vendorPaymentSchema>>;

/** The consumer send-payment form (spec §3 send-payment input). */
export const consumerPaymentSchema = z.object({
  consumerId: requiredString,
  amount: dollarAmountField,
  description: optionalText(DESCRIPTION_MAX_LENGTH),
  // One reference rule for every payment form (collections' and the public API's too): letters, digits, hyphens.
  referenceNumber: referenceNumberField,
  isACHPayment: z
    .union([z.literal('on'), z.literal('true'), z.literal('false')])
    .optional()
    .transform((v) => v === 'on' || v === 'true'),
});
export type ConsumerPaymentForm = z.infer<typeof consumerPaymentSchema>;

export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9]{4,17}$/;

/** A phone number as a person types it: digits, spaces, brackets, hyphens, a leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{7,20}$/;
const optionalTrimmed = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
/** An optional phone number: empty is absent. */
export const optionalPhoneField = optionalTrimmed.pipe(z.string().regex(PHONE_PATTERN, Messages.phoneFormat).optional());
/** A consumer's optional phone number, kept normalised (E.164 where it can be: normalizePhone) whatever way it was typed. */
export const consumerPhoneField = optionalPhoneField.transform((v) => (v ? normalizePhone(v) : undefined));

/** The vehicle a consumer is collected for (spec §3 consumer fields), asked wherever a consumer is added or invited. */
export const consumerVehicleFields = {
  year: optionalTrimmed.pipe(z.string().regex(/^(19|20)\d{2}$/, Messages.yearFormat).transform(Number).optional()),
  make: optionalText(NAME_MAX_LENGTH - 1),
  model: optionalText(NAME_MAX_LENGTH - 1),
  description: optionalText(DESCRIPTION_MAX_LENGTH),
};

/** Add consumer: spec §3 consumer fields and bank details. */
export const consumerSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  email: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(emailField.optional()),
  phoneNumber: consumerPhoneField,
  ...consumerVehicleFields,
  bankName: nameField,
  routingNumber: routingNumberField,
  accountNumber: orderedRules([
    [isPresent, Messages.required],
    [(v) => ACCOUNT_NUMBER_PATTERN.test(v.trim()), Messages.accountNumberFormat],
  ]).transform((v) => v.trim()),
  accountHolderName: nameField,
  accountType: z.enum(['checking', 'savings'], { errorMap: () => ({ message: Messages.required }) }).default('checking'),
});
export type ConsumerForm = z.infer<typeof consumerSchema>;
