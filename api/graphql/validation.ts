/**
 * How every resolver (and the services that take a resolver's input) checks what it was sent: a zod schema's verdict
 * as the VALIDATION error with the first message of each field, and the skip/limit of a list. One place, so every
 * module answers a bad input the same way.
 */
import type { z } from 'zod';
import { firstFieldErrors } from '../../domain/field-errors';
import { Messages } from '../../domain/messages';
import { formLevelMessage } from '../../domain/setup-validation';
import { validationError } from '../lib/errors';

export interface ParseOptions {
  /** The key of issues about the input as a whole (an empty path); '' unless told. */
  whole?: string;
  /** The error's message from its field errors; the spec's "form is incorrect" message unless told. */
  message?: (fieldErrors: Record<string, string>) => string;
  /** Key each error by its top-level field (an array's items report on the array), as the web's flat forms show them. */
  topLevelFields?: boolean;
}

/** The first message of each field of a failed parse, keyed as `options` asks. */
export function fieldErrorsOf(error: z.ZodError, options: ParseOptions = {}): Record<string, string> {
  const errors = firstFieldErrors(error, options.whole);
  if (!options.topLevelFields) return errors;
  const top: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) top[path.split('.')[0]!] ??= message;
  return top;
}

/** The parsed value, or the VALIDATION error with the field errors of what failed. */
export function parseInput<S extends z.ZodTypeAny>(schema: S, input: unknown, options: ParseOptions = {}): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error, options);
  throw validationError(options.message?.(fieldErrors) ?? Messages.formIncorrect, fieldErrors);
}

/**
 * A form's input parsed with the schema the web's form uses: GraphQL sends null for an optional field left empty,
 * which the form schemas expect absent; the message is the spec's form-level one (required or incorrect).
 */
export function parseFormInput<S extends z.ZodTypeAny>(schema: S, input: Record<string, unknown> | null | undefined): z.infer<S> {
  const present = Object.fromEntries(Object.entries(input ?? {}).filter(([, value]) => value !== null));
  return parseInput(schema, present, { message: formLevelMessage });
}

/** skip and limit of a list query: skip from 0, limit from 1 to `max`, `fallback` when left out. */
export function pageArgs(args: { skip?: number | null; limit?: number | null }, { max, fallback }: { max: number; fallback: number }) {
  const skip = args.skip ?? 0;
  const limit = args.limit ?? fallback;
  if (!Number.isInteger(skip) || skip < 0) throw validationError('skip must not be negative', { skip: 'skip must not be negative' });
  if (!Number.isInteger(limit) || limit < 1 || limit > max) {
    const message = `limit must be between 1 and ${max}`;
    throw validationError(message, { limit: message });
  }
  return { skip, limit };
}
