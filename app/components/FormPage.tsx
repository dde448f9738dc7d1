/**
 * The one form-page pattern (docs/decisions/021-form-page.md): a page title, a section with a conform form
 * validated by a zod schema, the error banner, the save button (disabled while its form posts), and the toast
 * the action flashes on success. A real `<form method="post">`, so it works without JavaScript; with it,
 * conform validates in the browser with the same schema and the same spec messages as the server. Its frame, sections,
 * banner and buttons are plain elements with the stylesheet's classes (decision 040); the fields are the page's own.
 */
import { getFormProps, useForm, type DefaultValue, type FormMetadata } from '@conform-to/react';
import { Form, Link as RemixLink, useActionData, useNavigation, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Messages } from '../../domain/messages';
import { formLevelMessage } from '../../domain/setup-validation';
import { CONTINUE_FIELD, WELCOME_PATH, wayOnFrom } from '../../domain/stepper';
import { parseForm } from '../platform/forms';
import { fieldErrorsOf, type FormActionData } from '../platform/form-answers';
import { page } from './chrome-styles';
import { Alert, buttonClass } from './Plain';
import type { RegistrationStepperView } from './RegistrationStepper';

/** conform's form for a zod schema, its last result read from the action's answer (for `intent`'s form only). */
export function usePageForm<S extends z.ZodTypeAny>(
  schema: S,
  options: {
    id: string;
    defaultValue?: DefaultValue<z.input<S>>;
    /** The form's `intent` when the page's action serves several forms. */
    intent?: string;
    /** When fields are first validated in the browser (default on submit); after that, on input. */
    validate?: 'onSubmit' | 'onBlur';
  }
) {
  const actionData = useActionData() as FormActionData | undefined;
  const lastResult = actionData && 'result' in actionData && (options.intent === undefined || actionData.intent === options.intent) ? actionData.result : undefined;
  return useForm({
    id: options.id,
    lastResult,
    defaultValue: options.defaultValue,
    shouldValidate: options.validate ?? 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema),
  });
}

/** A refusal or failure in an error alert above what it is about, or nothing when there is none. */
export function ErrorAlert({ id, message, testId }: { id?: string; message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" id={id} className={page.section} data-testid={testId}>
      {message}
    </Alert>
  );
}

export function ErrorBanner({ id, message }: { id?: string; message: string | null | undefined }) {
  return <ErrorAlert id={id} message={message} testId="form-error" />;
}

type AnyForm = {
  errorId: string;
  errors?: string[];
  allErrors: Record<string, string[]>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- conform's own bound for a form's shape
type Shape = Record<string, any>;

interface PageFormProps<Schema extends Shape> {
  form: FormMetadata<Schema, string[]>;
  /** The save button's text (a node where the text follows a choice in the form, as Add Vendor's does). */
  submit?: ReactNode;
  intent?: string;
  hidden?: Record<string, string | null | undefined>;
  cancelTo?: string;
  children: ReactNode;
}

/** The form's error: its form-level one, or the spec's form-level message for the fields in error. */
export function FormErrorBanner({ form }: { form: AnyForm }) {
  const fieldErrors = fieldErrorsOf(form.allErrors);
  const message = form.errors?.[0] ?? (Object.keys(fieldErrors).length ? formLevelMessage(fieldErrors) : undefined);
  return <ErrorBanner id={form.errorId} message={message} />;
}

/** The form itself: error banner, hidden `intent` and values, the fields, then the save button and an optional Cancel link. */
export function PageForm<Schema extends Shape>({ form, submit = 'Save', intent, hidden, cancelTo, children }: PageFormProps<Schema>) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && (!intent || navigation.formData?.get('intent') === intent);
  const saveVariant = useStepSaveVariant();
  return (
    <Form method="post" {...getFormProps(form)} noValidate>
      <FormErrorBanner form={form} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {children}
      <FormActions cancelTo={cancelTo}>
        {/* A form told apart by an intent is a side form of the page (a contact request, an invitation), not the step's. */}
        {intent ? null : <SaveAndContinueButton disabled={busy} />}
        <button type="submit" className={buttonClass({ variant: intent ? 'contained' : saveVariant })} disabled={busy}>
          {submit}
        </button>
      </FormActions>
    </Form>
  );
}

/** The space above a row of buttons, in the theme's spacing (8 px each). */
const ABOVE = { 0: '', 2: page.spacedAboveSmall, 3: page.spacedAbove } as const;

/** A form's buttons in one row: its submit buttons, then a Cancel link back to `cancelTo` when there is one. */
export function FormActions({ cancelTo, mt = 2, children }: { cancelTo?: string; mt?: keyof typeof ABOVE; children: ReactNode }) {
  return (
    <div className={[page.row, ABOVE[mt]].filter(Boolean).join(' ')}>
      {children}
      {cancelTo ? (
        <RemixLink to={cancelTo} className={buttonClass()}>
          Cancel
        </RemixLink>
      ) : null}
    </div>
  );
}

/** A titled section of a page (`id` names its heading `${id}-heading`). */
export function FormSection({ id, title, testId, wide, children }: { id: string; title: ReactNode; testId?: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={[page.paper, page.roomy, page.spacedBelow, wide ? '' : page.intro].filter(Boolean).join(' ')} aria-labelledby={`${id}-heading`} data-testid={testId}>
      <h2 id={`${id}-heading`} className={`${page.title2} ${page.gutter}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

type RootWithStepper = { registration: RegistrationStepperView | null };

/** The owner's registration stepper when this page is one of its steps (null elsewhere and for everyone else). */
function useCurrentStep(): RegistrationStepperView | null {
  const stepper = useRouteLoaderData<RootWithStepper>('root')?.registration;
  return stepper && !stepper.registered && stepper.steps.some((s) => s.current) ? stepper : null;
}

/**
 * So an owner can go through the registration in one run: on a registration step's form, "Save and continue" saves and goes on to the next unfinished
 * step (the action answers `?continue=1`, which the root loader turns into that step, or the welcome page).
 */
export function SaveAndContinueButton({ disabled, sx, variant = 'contained' }: { disabled?: boolean; /** 16 px above (MUI's `mt: 2`). */ sx?: { mt: 2 }; variant?: 'contained' | 'outlined' }) {
  const stepper = useCurrentStep();
  if (!stepper) return null;
  // It says where it goes (two buttons whose roles were unclear confused owners), and is the step's main button.
  return (
    <button
      type="submit"
      name={CONTINUE_FIELD}
      value="1"
      className={[buttonClass({ variant }), sx ? page.spacedAboveSmall : ''].filter(Boolean).join(' ')}
      disabled={disabled}
      data-testid="save-and-continue"
    >
      {stepper.nextTitle ? Messages.saveAndContinueTo(stepper.nextTitle) : Messages.saveAndContinue}
    </button>
  );
}

/** On a registration step, "Save and continue" leads and the page's own save is the secondary button (it stays). */
export function useStepSaveVariant(): 'contained' | 'outlined' {
  return useCurrentStep() ? 'outlined' : 'contained';
}

/** Where an owner goes on from a step just finished: the next unfinished step, or the welcome page once every step is done. */
export function useRegistrationWayOn(): { href: string; label: string } {
  const { href, nextTitle } = wayOnFrom(useRouteLoaderData<RootWithStepper>('root')?.registration);
  return { href, label: nextTitle === null ? Messages.welcomeLink : Messages.continueToStep(nextTitle) };
}

/** The owner's next registration step, read from the root loader's stepper; the welcome page once all are done. */
function NextStepLink() {
  const stepper = useRouteLoaderData<RootWithStepper>('root')?.registration;
  if (!stepper) return null;
  // Every step done (registered on this very page view too): the way on is the welcome page.
  if (stepper.registered || stepper.completed === stepper.steps.length)
    return (
      <RemixLink to={WELCOME_PATH} className={`${page.textLink} ${page.strong}`} data-testid="next-step">
        {Messages.registrationWayOn}
      </RemixLink>
    );
  // This page's step is the only one left: no link to itself.
  if (!stepper.nextHref) return null;
  return (
    <RemixLink to={stepper.nextHref} className={`${page.textLink} ${page.strong}`} data-testid="next-step">
      Next step: {stepper.nextTitle}
    </RemixLink>
  );
}

/**
 * The way on from a registration step done without a form of its own (Business System, Active Users), as a button at
 * the page's end once the step is complete: to the next unfinished step, or to the welcome page when none is left.
 */
export function NextStepButton() {
  const stepper = useRouteLoaderData<RootWithStepper>('root')?.registration;
  const current = stepper?.steps.find((s) => s.current);
  if (!stepper || !current?.complete) return null;
  const allDone = stepper.registered || stepper.completed === stepper.steps.length;
  const to = allDone ? WELCOME_PATH : stepper.nextHref;
  if (!to) return null;
  return (
    <RemixLink to={to} className={`${buttonClass({ variant: 'contained', size: 'large' })} ${page.spacedAbove}`} data-testid="continue-step">
      {allDone ? Messages.registrationWayOn : Messages.continueToStep(stepper.nextTitle ?? '')}
    </RemixLink>
  );
}

/** The page's title (with the owner's next registration step when `nextStep`) and intro. */
export function PageFrame({ title, intro, nextStep, children }: { title: string; intro?: ReactNode; nextStep?: boolean; children: ReactNode }) {
  return (
    <div>
      <div className={page.formHead}>
        <h1 className={page.h1}>{title}</h1>
        {nextStep ? <NextStepLink /> : null}
      </div>
      {/* MUI 9's Typography drew the intro in the text colour (its `color="text.secondary"` was not applied): kept. */}
      {intro ? <p className={`${page.text} ${page.spacedBelow} ${page.intro}`}>{intro}</p> : null}
      {children}
    </div>
  );
}

/**
 * A page with one form: the title (with the owner's next registration step when `nextStep`), an intro, content
 * before the form's section (`before`) and inside it above the form (`lead`), then the form.
 */
export function FormPage<Schema extends Shape>({
  title,
  intro,
  nextStep,
  before,
  section,
  lead,
  ...formProps
}: {
  title: string;
  intro?: ReactNode;
  nextStep?: boolean;
  before?: ReactNode;
  section: { id: string; title: ReactNode };
  lead?: ReactNode;
} & PageFormProps<Schema>) {
  return (
    <PageFrame title={title} intro={intro} nextStep={nextStep}>
      {before}
      <FormSection id={section.id} title={section.title}>
        {lead}
        <PageForm {...formProps} />
      </FormSection>
    </PageFrame>
  );
}
