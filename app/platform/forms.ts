/**
 * Parsing a form with its zod schema, the same in the browser (conform's client validation) and on the server:
 * the field errors plus the spec's form-level message ('Please fill in all the required fields.' or
 * 'Please fill the form correctly.') under conform's form-level key.
 */
import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { firstFieldErrors } from '../../domain/field-errors';
import { formLevelMessage } from '../../domain/setup-validation';

/** conform keeps form-level errors under the empty name. */
const FORM_ERROR_KEY = '';

/** The field errors of a failed submission (form-level ones left out). */
export function fieldErrorsOf(errors: Record<string, readonly string[] | null | undefined> | null | undefined): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors ?? {}).filter(([key, value]) => key !== FORM_ERROR_KEY && value?.length)) as Record<string, string[]>;
}

/** `formLevel: false` leaves the spec's form-level message out, for a form that shows its field errors alone. */
export function parseForm<S extends z.ZodTypeAny>(formData: FormData, schema: S, { formLevel = true }: { formLevel?: boolean } = {}) {
  const submission = parseWithZod(formData, { schema });
  if (formLevel && submission.status === 'error' && submission.error && !submission.error[FORM_ERROR_KEY]?.length) {
    const fieldErrors = fieldErrorsOf(submission.error);
    if (Object.keys(fieldErrors).length) submission.error[FORM_ERROR_KEY] = [formLevelMessage(fieldErrors)];
  }
  return submission;
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

/** A form whose `id` names the record it edits, and is absent when it makes a new one (one intent for both). */
export const optionalIdSchema = z.object({ id: z.string().trim().optional() });

/** A form that is one button on one record (approve, remove, resend): its `intent` picks the action, this is the rest. */
export const recordIdSchema = z.object({ id: z.string().trim().min(1) });

/** A failed zod parse under conform's field names (`holidays[0].staticDate`): the first message of each field. */
export function formFieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(firstFieldErrors(error)).map(([path, message]) => [path.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), message]));
}
