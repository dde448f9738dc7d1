/**
 * Reading a form action's answer on a page: which form it is for, its reply, its one message. Kept apart from the
 * parsing (forms.ts) so that a page which only shows answers (a list's buttons) loads no zod or conform.
 */
import type { SubmissionResult } from '@conform-to/react';

/** conform keeps form-level errors under the empty name. */
export const FORM_ERROR_KEY = '';

/** The field errors of a failed submission (form-level ones left out). */
export function fieldErrorsOf(errors: Record<string, readonly string[] | null | undefined> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([key, value]) => key !== FORM_ERROR_KEY && value?.length)) as Record<string, string[]>;
}

/** What a form action answers when it does not redirect: conform's reply, and which form of the page it is for. */
export interface FormActionData {
  intent?: string;
  result: SubmissionResult<string[]>;
}

/**
 * The one message a page shows for a refused button, which has no field to show it on: the first field error (a
 * forged or stale value), else the form's message (the API's refusal). Null when the answer is not a refusal (of
 * `intent`'s form, when the page has other forms that show their own).
 */
export function refusalMessage(answer: unknown, intent?: string): string | null {
  if (!answer || typeof answer !== 'object' || !('result' in answer)) return null;
  if (intent !== undefined && (answer as FormActionData).intent !== intent) return null;
  return firstErrorOf((answer as FormActionData).result.error);
}

/** The reply to `intent`'s form, when the answer is one (a page whose forms each show their own reply). */
export function resultOf(answer: unknown, intent: string): SubmissionResult<string[]> | undefined {
  if (!answer || typeof answer !== 'object' || !('result' in answer)) return undefined;
  return (answer as FormActionData).intent === intent ? (answer as FormActionData).result : undefined;
}

/** A failed submission's one message: its first field error, else the form's. */
export function firstErrorOf(errors: Record<string, readonly string[] | null | undefined> | null | undefined): string | null {
  return Object.values(fieldErrorsOf(errors))[0]?.[0] ?? errors?.[FORM_ERROR_KEY]?.[0] ?? null;
}
