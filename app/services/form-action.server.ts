/**
 * One form's action (docs/decisions/021-form-page.md): guard, parse with the zod schema, save, then the toast
 * and a redirect back (Post/Redirect/Get); a failed parse or an API refusal answers 400 with conform's reply.
 */
import type { SubmissionResult } from '@conform-to/react';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { redirect } from './redirect.server';
import type { z } from 'zod';
import { Messages } from '../../domain/messages';
import { formLevelMessage } from '../../domain/setup-validation';
import { CONTINUE_FIELD } from '../../domain/stepper';
import { parseForm, type FormActionData } from '../utils/forms';
import { ApiError } from './api.server';
import type { RequestContext } from './context';
import { withServiceBanner } from './shell.server';
import { requireViewer } from './viewer.server';

/** How an API refusal shows on the form: as the form's error, or a field's. */
export type RefusalReply = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
};

export interface FormSave<S extends z.ZodTypeAny> {
  schema: S;
  /** Which form of the page posted (its `intent` field), when the page has several. */
  intent?: string;
  /** The save itself (usually one `callApi`); an ApiError it throws is a refusal. */
  save: (value: z.infer<S>) => Promise<unknown>;
  /** The success toast (default 'Settings was updated successfully.'). */
  success?: string | ((value: z.infer<S>) => string);
  /** Where to go after the save (default: back to the page). */
  redirectTo?: string;
  /** An API refusal as the form's errors; may throw a redirect (default: its message as the form's error). */
  refused?: (error: ApiError) => RefusalReply;
}

/** A refusal that belongs to one field: its error, and the spec's form-level message for it. */
export function fieldRefusal(field: string, message: string): RefusalReply {
  return {
    fieldErrors: { [field]: [message] },
    formErrors: [formLevelMessage({ [field]: [message] })],
  };
}

export const apiErrorMessage = (error: ApiError): string => error.message || Messages.somethingWentWrong;

/** The action's part after the guard: for pages that read the form data first (several forms, one action). */
export async function submitForm<S extends z.ZodTypeAny>(context: RequestContext, request: Request, formData: FormData, options: FormSave<S>) {
  const submission = parseForm(formData, options.schema);
  const answer = (result: SubmissionResult<string[]>) => data<FormActionData>(options.intent ? { intent: options.intent, result } : { result }, { status: 400 });
  if (submission.status !== 'success') return answer(submission.reply());
  const value = submission.value as z.infer<S>;
  try {
    await options.save(value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(submission.reply(options.refused ? options.refused(error) : { formErrors: [apiErrorMessage(error)] }));
  }
  const success = typeof options.success === 'function' ? options.success(value) : options.success ?? Messages.settingsUpdated;
  context.session.flash('success', success);
  throw redirect(continueTarget(context, request, formData) ?? options.redirectTo ?? new URL(request.url).pathname);
}

/**
 * "Save and continue" on a registration step (issue 14 item 7): back to the step's page with `?continue=1`, which
 * the root loader turns into the next unfinished step; the stepper shows all its steps from then on (spec §4).
 */
export function continueTarget(context: RequestContext, request: Request, formData: FormData): string | null {
  if (formData.get(CONTINUE_FIELD) !== '1') return null;
  context.session.set({ stepperExpanded: true });
  return `${new URL(request.url).pathname}?${CONTINUE_FIELD}=1`;
}

/** A whole one-form action: `export const action = (args: ActionFunctionArgs) => formAction(args, { schema, save })`. */
export function formAction<S extends z.ZodTypeAny>({ request, context }: ActionFunctionArgs, options: FormSave<S>) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return submitForm(context, request, await request.formData(), options);
  });
}
