/**
 * A failed zod parse as field errors: the first message of each field, keyed by the field's dotted path. One reader
 * for the web's forms, the GraphQL resolvers' VALIDATION errors and the public API's problem answers.
 */
import type { z } from 'zod';

/** `whole` names the key of issues about the input as a whole (an empty path): '' for forms, 'body' for the public API. */
export function firstFieldErrors(error: z.ZodError, whole = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.join('.') || whole] ??= issue.message;
  return out;
}
