/**
 * Parsing a form with its zod schema, the same in the browser (conform's client validation) and on the server:
 * the field errors plus the spec's form-level message ('Please fill in all the required fields.' or
 * 'Please fill the form correctly.') under conform's form-level key.
 */
import { parseWithZod } from '@conform-to/zod';
import { z } from 'zod';
import { firstFieldErrors } from '../../domain/field-errors';
import { formLevelMessage } from '../../domain/setup-validation';
import { FORM_ERROR_KEY, fieldErrorsOf } from './form-answers';

/** `formLevel: false` leaves the spec's form-level message out, for a form that shows its field errors alone. */
export function parseForm<S extends z.ZodTypeAny>(formData: FormData, schema: S, { formLevel = true }: { formLevel?: boolean } = {}) {
  const submission = parseWithZod(formData, { schema });
  if (formLevel && submission.status === 'error' && submission.error && !submission.error[FORM_ERROR_KEY]?.length) {
    const fieldErrors = fieldErrorsOf(submission.error);
    if (Object.keys(fieldErrors).length) submission.error[FORM_ERROR_KEY] = [formLevelMessage(fieldErrors)];
  }
  return submission;
}

/** A form whose `id` names the record it edits, and is absent when it makes a new one (one intent for both). */
export const optionalIdSchema = z.object({ id: z.string().trim().optional() });

/**
 * A page's dialog as URL state (`?dialog=edit-level&id=…`), which the server renders, so it opens without JavaScript
 * and can be bookmarked: its name and the record it is about.
 */
export function dialogOf(url: URL): { dialog: string | null; id: string | null } {
  return { dialog: url.searchParams.get('dialog'), id: url.searchParams.get('id') };
}

/** A form that is one button on one record (approve, remove, resend): its `intent` picks the action, this is the rest. */
export const recordIdSchema = z.object({ id: z.string().trim().min(1) });

/** A failed zod parse under conform's field names (`holidays[0].staticDate`): the first message of each field. */
export function formFieldErrors(error: z.ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(firstFieldErrors(error)).map(([path, message]) => [path.replace(/\.(\d+)(?=\.|$)/g, '[$1]'), message]));
}
