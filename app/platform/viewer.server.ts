/** The signed-in user as the shell knows them (the core `viewer`), loaded once per request, and the guard. */
import { data } from '@remix-run/node';
import { redirect } from './redirect.server';
import { guardRoute, landingPath, LOGIN_PATH } from '../../domain/guard';
import { PageMessages } from '../../domain/messages/pages';
import { nextStep, STEPS, type RegistrationState } from '../../domain/stepper';
import { isSetupPage, needsSetupVerification, SETUP_VERIFICATION_PATH } from '../../domain/mfa';
import { isProduct, isRole, type Product, type Role } from '../../domain/roles';
import { href, matchRoute, type RouteDef, type UserContext } from '../../domain/routes';
import { callApi, type ApiError } from './api.server';
import { memoOf, type RequestContext } from './context';
import { coreGraphql } from '../graphql/core';
import type { BusinessSetupFieldsFragment, ViewerQuery } from '../graphql/core/graphql';

export type Viewer = ViewerQuery['viewer'];

export const VIEWER_QUERY = coreGraphql(`
  query Viewer {
    viewer {
      id
      role
      firstName
      lastName
      email
      businessId
      businessName
      isBusinessRegistered
      goLiveDate
      isBusinessRightsAvailable
      isPaymentsApproved
      products
      connectedAccountingSystems
      vendorId
      bankId
      isMFA
      mfaPreference
      setupExpiredAt
      timeZone
      asksForVehicle
      registration {
        setup { ...BusinessSetupFields }
        hasSuccessfulTestPayment
        paymentTestWaiting
      }
    }
  }
`);

const VIEWER_KEY = 'viewer';

/** The viewer of this request's session (null when signed out); one call per request, shared by loaders. */
export function getViewer(context: RequestContext): Promise<Viewer | null> {
  if (!context.session.isSignedIn) return Promise.resolve(null);
  const memo = memoOf(context);
  let pending = memo.get(VIEWER_KEY) as Promise<Viewer> | undefined;
  if (!pending) {
    pending = callApi(context, { document: VIEWER_QUERY }).then((d) => d.viewer);
    memo.set(VIEWER_KEY, pending);
    // Keep the rejection observed even if no loader awaits this promise before it settles.
    pending.catch(() => undefined);
  }
  return pending;
}

/** Forget the cached viewer (after sign-in, when the session changed mid-request). */
export function forgetViewer(context: RequestContext): void {
  memoOf(context).delete(VIEWER_KEY);
}

export function toUserContext(viewer: Viewer): UserContext {
  const role: Role = isRole(viewer.role) ? viewer.role : (viewer.role as Role);
  return {
    role,
    products: viewer.products.filter(isProduct),
    isBusinessRightsAvailable: viewer.isBusinessRightsAvailable,
    isPaymentsApproved: viewer.isPaymentsApproved,
    connectedAccountingSystems: viewer.connectedAccountingSystems,
  };
}

export function loginRedirectPath(url: URL): string {
  const target = url.pathname + url.search;
  return target === '/' ? LOGIN_PATH : `${LOGIN_PATH}?${new URLSearchParams({ redirectTo: target })}`;
}

/** The 404 answer every guard and route uses. */
export function notFound(): never {
  throw data({ notFound: true }, { status: 404 });
}

/**
 * Applies the route table's guard to a URL for a user (or a visitor): returns the route when allowed,
 * otherwise throws the redirect or the 404.
 */
export function enforceGuard(url: URL, user: UserContext | null): RouteDef {
  const route = matchRoute(url.pathname);
  const decision = guardRoute(route, user);
  switch (decision.kind) {
    case 'allow':
      return route as RouteDef;
    case 'login':
      throw redirect(loginRedirectPath(url));
    case 'redirect':
      throw redirect(decision.to);
    case 'notFound':
      return notFound();
  }
}

/**
 * The root's guard, before any page draws: the URL's route, after the route table's guard for a user (or a visitor)
 * threw the redirect it sends elsewhere. A path it answers 404 is left to the page's own route (the splat answers 404
 * inside the layout). Here, not in the root's module, so the browser loads no route table for it (decision 147).
 */
export function guardDocument(url: URL, user: UserContext | null, viewer: Viewer | null, servicesDown: boolean): RouteDef | undefined {
  const route = matchRoute(url.pathname);
  // With the core down the user's products are unknown; the page is replaced by the banner anyway.
  if (url.pathname !== '/' && !servicesDown) {
    const decision = guardRoute(route, user);
    if (decision.kind === 'login') throw redirect(loginRedirectPath(url));
    if (decision.kind === 'redirect') throw redirect(decision.to);
    if (decision.kind === 'allow') enforceSetupVerification(url, route, viewer);
    // 'notFound': the page's own route (the splat for unbuilt and unknown paths) answers 404 inside the layout.
  }
  return route;
}

/** The viewer (with the user's products) could not be read: the error as a notice, then signed out to /login. */
export function signOutWithError(context: RequestContext, error: ApiError): never {
  context.session.clear();
  context.session.flash('danger', error.message || PageMessages.somethingWentWrong);
  throw redirect(LOGIN_PATH);
}

export interface Access {
  route: RouteDef;
  viewer: Viewer | null;
  user: UserContext | null;
}

/**
 * The guard for actions (which run before the root loader) and for loaders that fetch data: loads the
 * viewer (shared with the root loader) and throws a redirect or 404 unless the request's route is allowed.
 */
export async function requireAccess(request: Request, context: RequestContext): Promise<Access> {
  const viewer = await getViewer(context);
  const user = viewer ? toUserContext(viewer) : null;
  const url = new URL(request.url);
  const route = enforceGuard(url, user);
  enforceSetupVerification(url, route, viewer);
  return { route, viewer, user };
}

/**
 * Setup, profile and configuration pages need a verification younger than 1 hour when MFA is on and the role
 * requires it: otherwise the user goes to the verification dialog, which brings them back afterwards.
 */
export function enforceSetupVerification(url: URL, route: RouteDef | undefined, viewer: Viewer | null, now = new Date()): void {
  if (!route || !viewer || !isSetupPage(route)) return;
  if (
    needsSetupVerification({
      isMFA: viewer.isMFA,
      role: viewer.role,
      isBusinessRegistered: viewer.isBusinessRegistered,
      setupExpiredAt: viewer.setupExpiredAt,
      now,
    })
  ) {
    throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: url.pathname + url.search })}`);
  }
}

/** As requireAccess, for pages that need a signed-in user: returns a non-null viewer. */
export async function requireViewer(request: Request, context: RequestContext): Promise<Access & { viewer: Viewer; user: UserContext }> {
  const access = await requireAccess(request, context);
  if (!access.viewer || !access.user) throw redirect(loginRedirectPath(new URL(request.url)));
  return access as Access & { viewer: Viewer; user: UserContext };
}

/** What the registration stepper reads of a business's setup and its test payment. */
export function registrationStateOf(setup: BusinessSetupFieldsFragment, testPaymentSucceeded: boolean, paymentTestWaiting = false): RegistrationState {
  return {
    ...setup.registration,
    products: setup.products as Product[],
    businessName: setup.name,
    location: setup.location,
    hasSuccessfulTestPayment: testPaymentSucceeded,
    paymentTestWaiting,
  };
}

/**
 * Where this viewer lands (sign-in, `/`): the owner of a business that has not finished registering lands on its
 * first unfinished step, as the stepper would open it, never on a dashboard of zeros; everyone else on their role's page.
 */
export function landingOfViewer(viewer: Viewer): string {
  const registration = viewer.registration;
  if (registration && !registration.setup.registrationDate) {
    const next = nextStep(registrationStateOf(registration.setup, registration.hasSuccessfulTestPayment, registration.paymentTestWaiting));
    const step = next ? STEPS.find((s) => s.key === next) : undefined;
    if (step) return href(step.routeId);
  }
  return landingPath(toUserContext(viewer));
}

/** Where this user lands after signing in (the fallback when a verification has no page to return to). */
export function landingFor(user: UserContext): string {
  return landingPath(user);
}
