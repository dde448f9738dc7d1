/** Validators and form schemas of spec §5, shared by the browser, the web actions and the API. */
import { z } from 'zod';
import { Messages } from './messages';
import { resolveState } from './states';
import { LOGIN_PASSWORD_MIN, NAME_MAX_LENGTH, NEW_PASSWORD_MIN } from './timings';

/** Required: a string not blank after trimming; any other value truthy. */
export function isPresent(value: unknown): boolean {
  return typeof value === 'string' ? value.trim().length > 0 : Boolean(value);
}

/** Max length helper: valid if empty or within the limit. */
export function withinLength(value: string | null | undefined, max: number): boolean {
  return !value || value.length <= max;
}

export const requiredString = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .trim()
  .min(1, Messages.required);

/** Required, and kept exactly as typed: passwords and tokens are never trimmed. */
export const requiredUntrimmed = z.string({ required_error: Messages.required }).min(1, Messages.required);

export const emailField = requiredString.pipe(z.string().email(Messages.invalidEmail));

/** Names: required and under 100 characters. */
export const nameField = requiredString.pipe(z.string().max(NAME_MAX_LENGTH - 1, Messages.nameTooLong));

const NEW_PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).+$/;
export function isStrongPassword(password: string): boolean {
  return password.length >= NEW_PASSWORD_MIN && NEW_PASSWORD_PATTERN.test(password);
}
export const newPasswordField = orderedRules([
  [(v) => v.length > 0, Messages.required],
  [isStrongPassword, Messages.newPasswordRules],
]);

const TIN_PATTERNS = [/^\d{3}-\d{2}-\d{4}$/, /^\d{2}-\d{7}$/, /^\d{9}$/];
export function isValidTin(value: string): boolean {
  return TIN_PATTERNS.some((p) => p.test(value));
}

const LATIN_PATTERN = /^[A-Za-z0-9]*$/;
export function isLatinAlphanumeric(value: string): boolean {
  return LATIN_PATTERN.test(value);
}

/** ABA routing number: 9 digits whose weighted sum (3, 7, 1 repeating) is a multiple of 10. */
const ROUTING_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];
const weightedSum = (digits: string) => digits.split('').reduce((acc, d, i) => acc + Number(d) * ROUTING_WEIGHTS[i], 0);

export function isValidRoutingChecksum(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  // 000000000 passes the checksum but is no bank: refused, so a placeholder never reaches a payment file.
  if (/^0{9}$/.test(routingNumber)) return false;
  return weightedSum(routingNumber) % 10 === 0;
}

/** The full routing number of a bank's 8-digit identification (as NACHA records carry it): its ABA check digit added. */
export function routingNumberOf(identification: string): string {
  return identification + String((10 - (weightedSum(identification) % 10)) % 10);
}
/** A string checked by rules in order: only the first rule that fails is reported. */
export function orderedRules(rules: readonly [test: (value: string) => boolean, message: string][]) {
  return z.string({ required_error: Messages.required, invalid_type_error: Messages.required }).superRefine((value, ctx) => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1] });
  });
}

export const routingNumberField = orderedRules([
  [isPresent, Messages.required],
  [(v) => v.trim().length === 9, Messages.routingNumberLength],
  [(v) => isValidRoutingChecksum(v.trim()), Messages.routingNumberChecksum],
]).transform((v) => v.trim());

/**
 * A required US State, stored as its two-letter code: empty is refused with the required-field message, never turned
 * into Alabama (decisions 136, 140); anything else that names no state still falls back to the list's first entry (spec §3).
 */
export const requiredStateField = orderedRules([[isPresent, Messages.required]]).transform((v) => resolveState(v).code);

export const loginSchema = z.object({
  email: emailField,
  password: orderedRules([
    [(v) => v.length > 0, Messages.required],
    [(v) => v.length >= LOGIN_PASSWORD_MIN, Messages.loginPasswordMin],
  ]),
  redirectTo: z.string().optional(),
});
export const changePasswordSchema = z
  .object({
    currentPassword: requiredUntrimmed,
    newPassword: newPasswordField,
    confirmPassword: requiredUntrimmed,
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Messages.passwordsMustMatch });
    }
    if (value.currentPassword && value.newPassword === value.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: Messages.newPasswordSameAsOld });
    }
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const profileSchema = z.object({
  firstName: nameField,
  lastName: nameField,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'Please enter a valid phone number')
    .optional()
    .or(z.literal('')),
});
export const resetRequestSchema = z.object({ email: emailField });

/** A new password from a reset link (the 'differs from the old one' check needs the server). */
export const resetPasswordSchema = z
  .object({
    token: requiredUntrimmed,
    newPassword: newPasswordField,
    confirmPassword: requiredUntrimmed,
  })
  .superRefine((value, ctx) => {
    if (value.newPassword !== value.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: Messages.passwordsMustMatch });
    }
  });
