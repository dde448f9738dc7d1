/**
 * The business setup pages' data and saves, and the owner's registration stepper (spec §2, §4): the stepper
 * state comes with the core's viewer (its `registration`: the business's setup and whether a test payment
 * succeeded, decision 043), the rules are domain/stepper.ts. The first-load auto-open of the next step also lives here, in one place.
 */
import { createHash } from 'node:crypto';
import { parseWithZod } from '@conform-to/zod';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import type { z } from 'zod';
import { landingPath, MAIN_PATH } from '../../../domain/guard';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { href, type RouteDef } from '../../../domain/routes';
import { formLevelMessage } from '../../../domain/setup-validation';
import {
  STEPS,
  allStepsComplete,
  isStepperExpanded,
  isStepperReachable,
  nextStep,
  stepOfRoute,
  stepStatuses,
  stepToAutoOpen,
  visibleSteps,
  stepOnIndex,
  CONTINUE_FIELD,
  WELCOME_PATH,
} from '../../../domain/stepper';
import { ApiError, callApi, type CallOptions } from '../../platform/api.server';
import { apiErrorMessage, fieldRefusal, type FormSave } from '../../platform/form-action.server';
import type { RequestContext } from '../../platform/context';
import { registrationStateOf, requireViewer, toUserContext, type Viewer } from '../../platform/viewer.server';
import { withServiceBanner } from '../../platform/shell.server';
import { coreGraphql } from '../../graphql/core';
import type { BusinessSetupFieldsFragment } from '../../graphql/core/graphql';
import type { Operation } from '../../graphql/documents';
import type { RegistrationStepperView } from '../../components/RegistrationStepper';

coreGraphql(`
  fragment BusinessSetupFields on BusinessSetup {
    businessId
    name
    tinOrEinNumber
    industry
    location { zipcode address address2 city state country }
    products
    registrationDate
    isPaymentsApproved
    paymentTime { time timeZone }
    emailSettings
    connectedPaymentSystems
    sharedPaymentMethods {
      actualSharedPaymentMethod { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt }
      inactiveSharedPaymentMethods { id bankName bin last4 status accountHolderName accountType routingNumber paymentSystem createdAt updatedAt }
    }
    accountingSystems { key name connected everConnected mode vendorsUpdatedAt writeBackAccount writeBackAccountNeeded }
    acumatica { url isHashExists }
    branding { description logoContentType logoFileName logoSize logoUpdatedAt }
    registration {
      serviceLevelChosen termsAccepted legalAccepted hasSharedPaymentMethod subscriptionDebitAuthorized connectedPaymentSystemsCount
      connectedAccountingSystemsCount accountingSystemAnswered accountingSystemAnswer paymentTimeSet isVisitedActiveUserPage
    }
  }
`);

export type BusinessSetup = BusinessSetupFieldsFragment;
export type SharedPaymentMethod = BusinessSetup['sharedPaymentMethods']['inactiveSharedPaymentMethods'][number];

const BUSINESS_SETUP_QUERY = coreGraphql(`query BusinessSetup { businessSetup { ...BusinessSetupFields } }`);

export async function fetchBusinessSetup(context: RequestContext): Promise<BusinessSetup> {
  const d = await callApi(context, { document: BUSINESS_SETUP_QUERY });
  return d.businessSetup;
}

/**
 * The load of a setup page that shows what the business's setup holds: the signed-in viewer's setup, as `show` picks
 * it. A route calls it inside its loader function (`export const loader = (args) => loadSetupPage(args, …)`), never at
 * the module's top level: the browser's bundle drops the loader, but would keep a call made there.
 */
export function loadSetupPage<T>({ request, context }: LoaderFunctionArgs, show: (setup: BusinessSetup) => T) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return show(await fetchBusinessSetup(context));
  });
}


// ---------------------------------------------------------------- saves

/** A GraphQL mutation's answer, or the ApiError's message. */
export async function mutate<TResult, TVariables>(
  context: RequestContext,
  call: CallOptions<TResult, TVariables>
): Promise<{ ok: true; value: TResult } | { ok: false; message: string }> {
  try {
    return { ok: true, value: await callApi(context, call) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, message: error.message || Messages.somethingWentWrong };
  }
}

/**
 * Parses a setup form with its zod schema. A failure answers 400 with the field errors and the spec's
 * form-level message ('Please fill in all the required fields.' or 'Please fill the form correctly.').
 */
export function parseSetupForm<S extends z.ZodTypeAny>(formData: FormData, schema: S) {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === 'success')
    return {
      ok: true as const,
      submission,
      value: submission.value as z.infer<S>,
    };
  const fieldErrors = submission.error ?? {};
  const reply = submission.reply({
    formErrors: [formLevelMessage(fieldErrors as Record<string, string[]>)],
  });
  return {
    ok: false as const,
    response: data({ result: reply }, { status: 400 }),
  };
}

/** What a setup form's save takes: its schema, its mutation and the toast; an API message may belong to a field. */
export interface SetupFormOptions<S extends z.ZodTypeAny, TResult, TVariables> {
  schema: S;
  document: Operation<TResult, TVariables>;
  variables: (value: z.infer<S>) => TVariables;
  /** The field an API message belongs to, when it belongs to one. */
  fieldFor?: (message: string) => string | undefined;
  /** The toast after saving (default 'Settings was updated successfully.'). */
  message?: string;
}

/**
 * One setup form as formAction's or formActions' form (app/platform/form-action.server.ts): validate with the shared
 * schema, call the mutation, then the spec's toast and back to the page; API refusals come back as the form's error
 * (or a field's, through `fieldFor`).
 */
export function setupFormSave<S extends z.ZodTypeAny, TResult, TVariables>(context: RequestContext, options: SetupFormOptions<S, TResult, TVariables>): FormSave<S> {
  return {
    schema: options.schema,
    success: options.message ?? Messages.settingsUpdated,
    // The variables' type is the document's; only the optional-or-required split is left to the call.
    save: (value) =>
      callApi(context, {
        document: options.document,
        variables: options.variables(value),
      } as CallOptions<TResult, TVariables>),
    refused: (error) => {
      const message = apiErrorMessage(error);
      const field = options.fieldFor?.(message);
      return field ? fieldRefusal(field, message) : { formErrors: [message] };
    },
  };
}

// ---------------------------------------------------------------- the stepper

/** The marker cookie that this sign-in's first load already opened the next step. */
const AUTO_OPEN_COOKIE = 'payloft_step_opened';

function autoOpenMarker(context: RequestContext): string {
  return createHash('sha256')
    .update(`step-opened:${context.session.get('sid') ?? ''}`)
    .digest('hex')
    .slice(0, 24);
}

function cookieValue(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** A browser navigation (a document), not a data request made by the client-side router. */
function isDocumentRequest(request: Request): boolean {
  const dest = request.headers.get('sec-fetch-dest');
  return dest === null || dest === 'document';
}

const ACTIVE_USERS_ROUTE_ID = 'bo.manageUsers.active';
export const MARK_ACTIVE_USERS_VISITED = coreGraphql(`mutation MarkActiveUsersPageVisited { markActiveUsersPageVisited { status } }`);

const SETUP_REGISTRATION_DATE = coreGraphql(`mutation SetupRegistrationDate { setupRegistrationDate { status } }`);

/**
 * The owner's registration stepper for the header (null for everyone else, and once the registration date
 * has passed). When every step is complete it sets the registration date (setupRegistrationDate) and shows
 * the stepper expanded. On a first load of the landing page with no registration date it opens the next
 * step: without JavaScript by redirecting here, with it by telling the header to navigate after 0.5 s.
 */
export async function registrationStepperFor(
  context: RequestContext,
  request: Request,
  viewer: Viewer | null,
  route: RouteDef | undefined
): Promise<RegistrationStepperView | null> {
  if (!viewer || viewer.role !== Roles.owner || !viewer.businessId) return null;
  // Registered (the registration date has passed): the stepper is not reachable. Otherwise the viewer's call
  // brought the setup and the test-payment check with it (decision 043); null when the services could not read them.
  if (viewer.isBusinessRegistered || !viewer.registration) return null;
  let setup: BusinessSetup = viewer.registration.setup;
  const testPaymentSucceeded = viewer.registration.hasSuccessfulTestPayment;
  // Loaders run side by side: the active-users page marks its visit itself too; here the header agrees at once.
  if (route?.id === ACTIVE_USERS_ROUTE_ID && !setup.registration.isVisitedActiveUserPage) {
    const marked = await mutate(context, {
      document: MARK_ACTIVE_USERS_VISITED,
    });
    if (marked.ok)
      setup = {
        ...setup,
        registration: { ...setup.registration, isVisitedActiveUserPage: true },
      };
  }
  const state = registrationStateOf(setup, testPaymentSucceeded, viewer.registration.paymentTestWaiting);
  let registered = false;
  if (!setup.registrationDate && allStepsComplete(state)) {
    const result = await mutate(context, { document: SETUP_REGISTRATION_DATE });
    registered = result.ok && result.value.setupRegistrationDate.status;
  }
  // Reachable while the registration date is unset or still ahead; shown once more, expanded, as it is set.
  if (!registered && !isStepperReachable(setup.registrationDate, new Date())) return null;

  const url = new URL(request.url);
  const user = toUserContext(viewer);
  const current = stepOfRoute(route?.id);
  const toOpen = stepToAutoOpen(state, setup.registrationDate, url.pathname, [landingPath(user), MAIN_PATH]);
  const marker = autoOpenMarker(context);
  let autoOpen: RegistrationStepperView['autoOpen'] = null;
  if (toOpen && cookieValue(request, AUTO_OPEN_COOKIE) !== marker) {
    const target = href(stepHrefId(toOpen));
    const cookie = `${AUTO_OPEN_COOKIE}=${marker}; Path=/; SameSite=Lax`;
    if (isDocumentRequest(request)) throw redirect(target, { headers: { 'Set-Cookie': cookie } });
    autoOpen = { href: target, cookie };
  }

  // "Save and continue" saved the step: on to the next unfinished one, the welcome page when every step is done,
  // or back to this step when it is the only one left and still unfinished.
  if (current && url.searchParams.get(CONTINUE_FIELD) === '1') {
    const after = nextStep(state, current);
    throw redirect(after ? href(stepHrefId(after)) : allStepsComplete(state) ? WELCOME_PATH : url.pathname);
  }

  const statuses = stepStatuses(state);
  const expanded = registered || isStepperExpanded(state, Boolean(context.session.get('stepperExpanded')));
  const onIndex = stepOnIndex(state, current);
  const next = nextStep(state, current);
  return {
    steps: statuses.map((s) => ({
      key: s.key,
      title: s.title,
      icon: s.icon,
      href: href(s.routeId),
      complete: s.complete,
      waiting: s.waiting,
      applies: s.applies,
      current: s.key === current,
    })),
    visible: visibleSteps(statuses, expanded, onIndex).length,
    stepOn: onIndex + 1,
    expanded,
    completed: statuses.filter((s) => s.complete).length,
    registered,
    nextHref: next ? href(stepHrefId(next)) : null,
    nextTitle: next ? statuses.find((s) => s.key === next)?.title ?? null : null,
    autoOpen,
  };
}

function stepHrefId(key: string): string {
  return STEPS.find((s) => s.key === key)!.routeId;
}
