/** Parses a subscription form with its zod schema and adds the spec's form-level message to a failed submission. */
import { parseWithZod } from '@conform-to/zod';
import type { z } from 'zod';
import { formLevelMessage } from '../../../domain/subscription-validation';

/** conform keeps form-level errors under the empty name. */
const FORM_ERROR_KEY = '';

export function parseSubscriptionForm<S extends z.ZodTypeAny>(formData: FormData, schema: S) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === 'error' && submission.error) {
    const message = formLevelMessage(submission.error as Record<string, string[] | undefined>);
    if (message) submission.error[FORM_ERROR_KEY] = [message];
  }
  return submission;
}
