/**
 * The web's one action shape (docs/decisions/021-form-page.md, 059-one-form-action.md): guard, parse with the zod
 * schema, save, then the toast and a redirect back (Post/Redirect/Get); a failed parse or an API refusal answers 400
 * with conform's reply. `formAction` serves a page with one form, `formActions` a page whose forms differ by `intent`.
 */
import type { SubmissionResult } from '@conform-to/react';
import { data, unstable_parseMultipartFormData as parseMultipartFormData, type ActionFunctionArgs, type UploadHandler } from '@remix-run/node';
import { redirect } from './redirect.server';
import type { z } from 'zod';
import { Messages } from '../../domain/messages';
import { formLevelMessage } from '../../domain/setup-validation';
import { CONTINUE_FIELD } from '../../domain/stepper';
import { parseForm } from './forms';
import { fieldErrorsOf, firstErrorOf, type FormActionData } from './form-answers';
import { ApiError } from './api.server';
import type { RequestContext } from './context';
import { withServiceBanner } from './shell.server';
import { requireViewer } from './viewer.server';

/** How an API refusal shows on the form: as the form's error, or a field's. */
export type RefusalReply = {
  formErrors?: string[];
  fieldErrors?: Record<string, string[]>;
  /** The answer's status when a refusal is not a plain 400 (409: the same invitation was sent already). */
  status?: number;
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
  /**
   * The save itself (usually one `callApi`); an ApiError it throws is a refusal (`refused`), a FormRefusal one it
   * decided itself; it may throw a redirect of its own (a sign-in's next step). `posted` is the form as it came,
   * for a save that sends the fields as typed to a service that parses them with the same schema (registration).
   */
  save: (value: z.infer<S>, posted: FormData) => P;
  /**
   * The success toast: what the save did (decision 087: no default, so no save claims another's words); `false` for
   * none, also from the callback (a save whose outcome is shown on the page instead).
   */
  success: string | false | Callback<[value: z.infer<S>, saved: R], string | false>;
  /** Where to go after the save (default: back to the page). */
  redirectTo?: string | Callback<[value: z.infer<S>, saved: R], string>;
  /** An API refusal as the form's errors; may throw a redirect (default: its message as the form's error). */
  refused?: (error: ApiError) => RefusalReply;
  /**
   * What a failed parse does besides the 400 answer: a button on a list or details page, which has no form to show
   * it on, throws instead (`invalidToast`); a file's form may flash its toast and let the answer follow. It
   * receives the first error's message, and the field errors, for a form that answers one field's error its own
   * way (a send form whose idempotency key is not one the page minted starts again).
   */
  invalid?: (message: string, fieldErrors: Record<string, string[]>) => void;
  /**
   * `false` for a form that shows its field errors alone, without the spec's form-level message above them (the
   * public reset-password page, whose banner is kept for the API's refusals).
   */
  formLevel?: false;
  /** Fields whose values a 400 answer must not send back (passwords, secrets). */
  hideFields?: string[];
  /**
   * What the page shows instead of a redirect, when the save made something that is shown once (a new secret) or
   * is a draft the page redraws (a review step: the save computes it and saves nothing): the toast is still
   * flashed. `reply` is conform's reply to the posted form, for a page that shows its fields again. Return
   * undefined to redirect as usual.
   */
  answer?: Callback<[saved: R, value: z.infer<S>, reply: (options?: { resetForm?: boolean }) => SubmissionResult<string[]>], unknown>;
}

/**
 * A refusal the save decides itself, not the API (a file whose bytes are not an image; a sign-in outcome that is
 * the form's error): thrown by `save`, answered as `refused`'s reply is, with the form's values.
 */
export class FormRefusal extends Error {
  constructor(readonly reply: RefusalReply) {
    super(reply.formErrors?.[0] ?? Object.values(reply.fieldErrors ?? {})[0]?.[0] ?? 'refused');
    this.name = 'FormRefusal';
  }
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
  const submission = parseForm(formData, options.schema, { formLevel: options.formLevel !== false });
  const hideFields = options.hideFields;
  const answer = (result: SubmissionResult<string[]>, status = 400) => data<FormActionData>(options.intent ? { intent: options.intent, result } : { result }, { status });
  const refusal = ({ status, ...reply }: RefusalReply) => answer(submission.reply({ hideFields, ...reply }), status);
  if (submission.status !== 'success') {
    options.invalid?.(firstErrorOf(submission.error) ?? Messages.formIncorrect, fieldErrorsOf(submission.error));
    return answer(submission.reply({ hideFields }));
  }
  const value = submission.value as z.infer<S>;
  let saved: Awaited<P>;
  try {
    saved = await options.save(value, formData);
  } catch (error) {
    if (error instanceof FormRefusal) return refusal(error.reply);
    if (!(error instanceof ApiError)) throw error;
    return refusal(options.refused ? options.refused(error) : { formErrors: [apiErrorMessage(error)] });
  }
  const success = typeof options.success === 'function' ? options.success(value, saved) : options.success;
  if (success !== false) context.session.flash('success', success);
  const shown = options.answer?.(saved, value, (reply) => submission.reply({ hideFields, ...reply }));
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

/** What an action decides before any form's schema: who may post, and how its body is read. */
export interface ActionOptions {
  guard?: ActionGuard;
  /**
   * A page with a file to upload (`encType="multipart/form-data"`): its files are read into memory, each cut just
   * past this many bytes, so the form's schema refuses a file that is too large by its size
   * (`z.instanceof(File).refine((file) => file.size <= MAX)`) and no upload can fill the memory.
   */
  maxFileBytes?: number;
  /**
   * A check of the posted body before any schema, for what is not a field (a public form's honeypot): it throws
   * the answer itself (a 400), and nothing is parsed or saved.
   */
  screen?: (formData: FormData) => void;
}

/**
 * An upload handler that keeps at most `maxBytes + 1` bytes of each part and drains the rest: a part that is too
 * large arrives one byte over the limit (the schema's refusal), never as an exception before the schema.
 */
function cutUploadHandler(maxBytes: number): UploadHandler {
  return async ({ filename, contentType, data: chunks }) => {
    const kept: BlobPart[] = [];
    let size = 0;
    for await (const chunk of chunks) {
      if (size > maxBytes) continue;
      const part = chunk.slice(0, maxBytes + 1 - size);
      kept.push(part);
      size += part.byteLength;
    }
    if (typeof filename === 'string') return new File(kept, filename, { type: contentType });
    return new Blob(kept, { type: contentType }).text();
  };
}

/** The posted form: multipart bodies (uploads) through `cutUploadHandler` when the page takes files. */
export function readForm(request: Request, options: Pick<ActionOptions, 'maxFileBytes'> = {}): Promise<FormData> {
  const multipart = (request.headers.get('content-type') ?? '').startsWith('multipart/form-data');
  if (multipart && options.maxFileBytes !== undefined) return parseMultipartFormData(request, cutUploadHandler(options.maxFileBytes));
  return request.formData();
}

/** A whole one-form action: `export const action = (args: ActionFunctionArgs) => formAction(args, { schema, save })`. */
export function formAction<S extends z.ZodTypeAny, P extends Promise<unknown>>(args: ActionFunctionArgs, options: FormSave<S, P> & ActionOptions) {
  return withServiceBanner(async () => {
    await (options.guard ?? signedInViewer)(args);
    const formData = await readForm(args.request, options);
    options.screen?.(formData);
    return submitForm(args.context, args.request, formData, options);
  });
}

/** The forms of a page, by the value of their `intent` field; each names its own schema (a button alone: intent and id). */
export type IntentForms<T extends Record<string, z.ZodTypeAny>> = { [K in keyof T]: FormSave<T[K]> };

/** One form of a page with several, typed by its own save's answer (what `success`, `redirectTo` and `answer` read). */
export const intentForm = <S extends z.ZodTypeAny, P extends Promise<unknown>>(form: FormSave<S, P>) => form;

/** The name of the field that says which form of a page posted. */
const INTENT_FIELD = 'intent';

/**
 * A button on one row of a draft the page draws from its form (a schedule's holidays) names the row after a colon:
 * `remove-holiday:2` is the form `remove-holiday`, posted with the field `row` = 2 for its schema to check.
 */
const ROW_SEPARATOR = ':';
const ROW_FIELD = 'row';

/**
 * The intent's form after the guard, for actions that read the form data first. An intent the page does not have
 * is refused with 400: a post that names no known form is a forged or stale one, and nothing is saved.
 */
export function submitIntent<T extends Record<string, z.ZodTypeAny>>(context: RequestContext, request: Request, formData: FormData, forms: IntentForms<T>) {
  const posted = String(formData.get(INTENT_FIELD) ?? '');
  const separator = posted.indexOf(ROW_SEPARATOR);
  const intent = separator < 0 ? posted : posted.slice(0, separator);
  if (separator >= 0) formData.set(ROW_FIELD, posted.slice(separator + 1));
  if (!Object.hasOwn(forms, intent)) throw new Response(Messages.somethingWentWrong, { status: 400 });
  return submitForm(context, request, formData, { ...forms[intent as keyof T], intent });
}

/** A whole multi-form action: `formActions(args, { create: { schema, save }, revoke: { schema, save } })`. */
export function formActions<T extends Record<string, z.ZodTypeAny>>(args: ActionFunctionArgs, forms: IntentForms<T>, options: ActionOptions = {}) {
  return withServiceBanner(async () => {
    await (options.guard ?? signedInViewer)(args);
    const formData = await readForm(args.request, options);
    options.screen?.(formData);
    return submitIntent(args.context, args.request, formData, forms);
  });
}
