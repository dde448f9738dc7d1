/**
 * The web's one action shape (docs/decisions/021-form-page.md, 059-one-form-action.md): guard, parse with the zod
 * schema, save, then the toast and a redirect back (Post/Redirect/Get); a failed parse or an API refusal answers 400
 * with conform's reply. `formAction` serves a page with one form, `formActions` a page whose forms differ by `intent`.
 */
import type { SubmissionResult } from '@conform-to/react';
import { data, type ActionFunctionArgs } from '@remix-run/node';
import { redirect } from './redirect.server';
import type { z } from 'zod';
import { Messages } from '../../domain/messages';
import { formLevelMessage } from '../../domain/setup-validation';
import { CONTINUE_FIELD } from '../../domain/stepper';
import { firstErrorOf, parseForm, type FormActionData } from './forms';
import { ApiError } from './api.server';
import type { RequestContext } from './context';
import { withServiceBanner } from './shell.server';
import { requireViewer } from './viewer.server';

/** How an API refusal shows on the form: as the form's error, or a field's. */
export type RefusalReply = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
};

/**
 * A callback checked as a method is (bivariantly), so a form typed by what its own save answers still fits a page's
 * list of forms (`IntentForms`), whose saves answer different things.
 */
type Callback<A extends unknown[], R> = { bivariance(...args: A): R }['bivariance'];

export interface FormSave<S extends z.ZodTypeAny, P extends Promise<unknown> = Promise<unknown>, R = Awaited<P>> {
  schema: S;
  /** Which form of the page posted (its `intent` field), when the page has several. */
  intent?: string;
  /** The save itself (usually one `callApi`); an ApiError it throws is a refusal. */
  save: (value: z.infer<S>) => P;
  /** The success toast: what the save did (decision 087: no default, so no save claims another's words); `false` for none. */
  success: string | false | Callback<[value: z.infer<S>, saved: R], string>;
  /** Where to go after the save (default: back to the page). */
  redirectTo?: string | Callback<[value: z.infer<S>, saved: R], string>;
  /** An API refusal as the form's errors; may throw a redirect (default: its message as the form's error). */
  refused?: (error: ApiError) => RefusalReply;
  /**
   * What a failed parse does instead of the 400 answer, for a button on a list or details page, which has no form
   * to show it on (`invalidToast`); it receives the first error's message and throws.
   */
  invalid?: (message: string) => never;
  /** Fields whose values a 400 answer must not send back (passwords, secrets). */
  hideFields?: string[];
  /**
   * What the page shows instead of a redirect, when the save made something that is shown once (a new secret):
   * the toast is still flashed. Return undefined to redirect as usual.
   */
  answer?: Callback<[saved: R, value: z.infer<S>], unknown>;
}

/** Who may post: the signed-in viewer allowed on the page (the default); a public page passes its own. */
export type ActionGuard = (args: ActionFunctionArgs) => Promise<unknown>;
const signedInViewer: ActionGuard = ({ request, context }) => requireViewer(request, context);

/** A refusal that belongs to one field: its error, and the spec's form-level message for it. */
export function fieldRefusal(field: string, message: string): RefusalReply {
  return {
    fieldErrors: { [field]: [message] },
    formErrors: [formLevelMessage({ [field]: [message] })],
  };
}

export const apiErrorMessage = (error: ApiError): string => error.message || Messages.somethingWentWrong;

/** The services' field errors of a refusal (the first message of each field, `extensions.fieldErrors`) as a form's. */
export const apiFieldErrors = (error: ApiError): Record<string, string[]> =>
  Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([field, message]) => [field, [message]]));

/**
 * A button on a list or a details page has no form to show a refusal on: the refusal is a danger toast there
 * (by default the API's message), and the page is shown again.
 */
export function refusalToast(context: RequestContext, to: string, notify = (error: ApiError) => context.session.flash('danger', apiErrorMessage(error))) {
  return (error: ApiError): never => {
    notify(error);
    throw redirect(to);
  };
}

/** `invalid` of a button on a list or details page: the parse's message as a danger toast there, and the page again. */
export function invalidToast(context: RequestContext, to: string) {
  return (message: string): never => {
    context.session.flash('danger', message);
    throw redirect(to);
  };
}

/** The action's part after the guard: for pages that read the form data first (several forms, one action). */
export async function submitForm<S extends z.ZodTypeAny, P extends Promise<unknown>>(context: RequestContext, request: Request, formData: FormData, options: FormSave<S, P>) {
  const submission = parseForm(formData, options.schema);
  const hideFields = options.hideFields;
  const answer = (result: SubmissionResult<string[]>) => data<FormActionData>(options.intent ? { intent: options.intent, result } : { result }, { status: 400 });
  if (submission.status !== 'success') {
    options.invalid?.(firstErrorOf(submission.error) ?? Messages.formIncorrect);
    return answer(submission.reply({ hideFields }));
  }
  const value = submission.value as z.infer<S>;
  let saved: Awaited<P>;
  try {
    saved = await options.save(value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return answer(submission.reply({ hideFields, ...(options.refused ? options.refused(error) : { formErrors: [apiErrorMessage(error)] }) }));
  }
  const success = typeof options.success === 'function' ? options.success(value, saved) : options.success;
  if (success !== false) context.session.flash('success', success);
  const shown = options.answer?.(saved, value);
  // A page that answers with what was made reads it by its own type; the form's 400 answer keeps the action's type.
  if (shown !== undefined) return shown as never;
  const target = typeof options.redirectTo === 'function' ? options.redirectTo(value, saved) : options.redirectTo;
  throw redirect(continueTarget(context, request, formData) ?? target ?? new URL(request.url).pathname);
}

/**
 * "Save and continue" on a registration step: back to the step's page with `?continue=1`, which
 * the root loader turns into the next unfinished step; the stepper shows all its steps from then on (spec §4).
 */
export function continueTarget(context: RequestContext, request: Request, formData: FormData): string | null {
  if (formData.get(CONTINUE_FIELD) !== '1') return null;
  context.session.set({ stepperExpanded: true });
  return `${new URL(request.url).pathname}?${CONTINUE_FIELD}=1`;
}

/** A whole one-form action: `export const action = (args: ActionFunctionArgs) => formAction(args, { schema, save })`. */
export function formAction<S extends z.ZodTypeAny, P extends Promise<unknown>>(args: ActionFunctionArgs, options: FormSave<S, P> & { guard?: ActionGuard }) {
  return withServiceBanner(async () => {
    await (options.guard ?? signedInViewer)(args);
    return submitForm(args.context, args.request, await args.request.formData(), options);
  });
}

/** The forms of a page, by the value of their `intent` field; each names its own schema (a button alone: intent and id). */
export type IntentForms<T extends Record<string, z.ZodTypeAny>> = { [K in keyof T]: FormSave<T[K]> };

/** One form of a page with several, typed by its own save's answer (what `success`, `redirectTo` and `answer` read). */
export const intentForm = <S extends z.ZodTypeAny, P extends Promise<unknown>>(form: FormSave<S, P>) => form;

/** The name of the field that says which form of a page posted. */
const INTENT_FIELD = 'intent';

/**
 * The intent's form after the guard, for actions that read the form data first. An intent the page does not have
 * is refused with 400: a post that names no known form is a forged or stale one, and nothing is saved.
 */
export function submitIntent<T extends Record<string, z.ZodTypeAny>>(context: RequestContext, request: Request, formData: FormData, forms: IntentForms<T>) {
  const intent = String(formData.get(INTENT_FIELD) ?? '');
  if (!Object.hasOwn(forms, intent)) throw new Response(Messages.somethingWentWrong, { status: 400 });
  return submitForm(context, request, formData, { ...forms[intent as keyof T], intent });
}

/** A whole multi-form action: `formActions(args, { create: { schema, save }, revoke: { schema, save } })`. */
export function formActions<T extends Record<string, z.ZodTypeAny>>(args: ActionFunctionArgs, forms: IntentForms<T>, options: { guard?: ActionGuard } = {}) {
  return withServiceBanner(async () => {
    await (options.guard ?? signedInViewer)(args);
    return submitIntent(args.context, args.request, await args.request.formData(), forms);
  });
}
