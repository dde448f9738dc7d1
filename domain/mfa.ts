/** Multi-factor rules shared by the web and the services: masking of contacts, the code's format, paste handling and expiry. */
import { z } from 'zod';
import { isBusinessRole } from './roles';
import { MFA_CODE_TTL_MS } from './timings';

export const MFA_CODE_LENGTH = 6;
export const MFA_PREFERENCES = ['email', 'phoneNumber'] as const;
export type MfaPreference = (typeof MFA_PREFERENCES)[number];
/** Spec §9 MFA flow steps, used as confirmType. */
export const CONFIRM_TYPES = ['authorization', 'mfaPreference', 'setup', 'phoneNumber'] as const;
export type ConfirmType = (typeof CONFIRM_TYPES)[number];

export function isMfaPreference(value: unknown): value is MfaPreference {
  return typeof value === 'string' && (MFA_PREFERENCES as readonly string[]).includes(value);
}

export function isConfirmType(value: unknown): value is ConfirmType {
  return typeof value === 'string' && (CONFIRM_TYPES as readonly string[]).includes(value);
}

/** An e-mail with its local part hidden: `owner@northwind.test` → `*****@northwind.test`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return '*'.repeat(Math.max(email.length, 3));
  return `${'*'.repeat(Math.max(at, 3))}${email.slice(at)}`;
}

/** A phone number showing only its last 4 digits: `+1 312 555 0141` → `*******0141`. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length || 4);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}

export function maskContact(preference: MfaPreference, contact: string): string {
  return preference === 'email' ? maskEmail(contact) : maskPhone(contact);
}

export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${MFA_CODE_LENGTH}}$`).test(code);
}

/**
 * Pasted text: trimmed, cut to 6 characters, rejected (null) if any non-digit remains.
 * '  123456789 ' → '123456'; '12 34 56' → null; '12a456' → null.
 */
export function codeFromPaste(text: string): string | null {
  const cut = text.trim().slice(0, MFA_CODE_LENGTH);
  return /^\d*$/.test(cut) ? cut : null;
}

/** Typed input: only digits are kept, at most 6. */
export function codeFromTyping(text: string): string {
  return text.replace(/\D/g, '').slice(0, MFA_CODE_LENGTH);
}

export function codeExpiresAt(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + MFA_CODE_TTL_MS);
}

export function isExpired(expiresAt: Date | string, now: Date): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

export function remainingMs(expiresAt: Date | string, now: Date): number {
  return Math.max(0, new Date(expiresAt).getTime() - now.getTime());
}

/** The countdown as mm:ss, rounding up so 00:00 means expired. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** May confirm be pressed: a complete code that has not expired. */
export function canConfirm(code: string, expiresAt: Date | string, now: Date): boolean {
  return isCompleteCode(code) && !isExpired(expiresAt, now);
}

/** Setup pages need a fresh verification: MFA on, the role requires it, and the last verification is older than the window. */
export function needsSetupVerification(input: {
  isMFA: boolean;
  role: string;
  isBusinessRegistered: boolean;
  setupExpiredAt: string | Date | null | undefined;
  now: Date;
}): boolean {
  if (!input.isMFA) return false;
  const isBusinessUser = isBusinessRole(input.role);
  if (isBusinessUser && !input.isBusinessRegistered) return false;
  return !input.setupExpiredAt || isExpired(input.setupExpiredAt, input.now);
}

/** Setup, profile and configuration pages: the ones behind the setup-page verification. */
export function isSetupPage(route: { path: string; menu?: readonly { section: string }[] }): boolean {
  return route.path.includes('/setup/') || Boolean(route.menu?.some((m) => m.section === 'setup'));
}

export const SETUP_VERIFICATION_PATH = '/setup-verification';

/** "Remember me" beside a code: a checkbox, posted as `on` when ticked. */
const rememberField = z
  .string()
  .optional()
  .transform((value) => value === 'on');

/** Sending (or sending again) a code: the person's "Remember me" choice, when the form shows it. */
export const sendCodeSchema = z.object({ remember: rememberField });

/**
 * Confirming a code. Its format is checked by the page after the code's expiry (`isCompleteCode`), so an expired
 * step says so whatever was typed; the services decide the rest.
 */
export const confirmCodeSchema = z.object({
  code: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim()),
  remember: rememberField,
});

/** A button alone (cancel a code step): nothing but its intent. */
export const codeStepButtonSchema = z.object({});
