/** The route guard (spec §4 and §6) and the login redirect by role (spec §2), read from the route table. */
import { FEATURE_FLAGS, type FeatureFlag } from './features';
import { COLLECTION_PRODUCTS, Roles, isBusinessRole } from './roles';
import { href, isFeatureEnabled, isRoleAllowed, type RouteDef, type UserContext } from './routes';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'login' }
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' };

export const ERROR_401_PATH = '/error-401';
export const LOGIN_PATH = '/login';
export const MAIN_PATH = '/main';

/** May this user (or a visitor, when `user` is null) open this route? */
export function checkAccess(
  route: RouteDef,
  user: UserContext | null,
  flags: Record<FeatureFlag, boolean> = FEATURE_FLAGS,
): GuardDecision {
  if (!isFeatureEnabled(route, flags)) return { kind: 'notFound' };
  if (route.guestOnly && user) return { kind: 'redirect', to: ERROR_401_PATH };
  if (!route.access) return { kind: 'allow' };
  if (!user) return { kind: 'login' };
  if (!isRoleAllowed(route, user)) {
    return { kind: 'redirect', to: user.role === Roles.admin ? href('pa.executiveDashboard') : ERROR_401_PATH };
  }
  const isBusinessUser = isBusinessRole(user.role);
  if (isBusinessUser && route.products?.length && !route.products.some((p) => user.products.includes(p))) {
    return { kind: 'redirect', to: ERROR_401_PATH };
  }
  if (route.needsApprovalEnabled && user.products.includes('Approval') && !user.isPaymentsApproved) {
    return { kind: 'redirect', to: ERROR_401_PATH };
  }
  if (isBusinessUser && route.hiddenWithProducts?.some((p) => user.products.includes(p))) {
    // landingPath never picks a page hidden from the same user (the owner with InstantCollectionForCustomer lands on collections).
    return { kind: 'redirect', to: landingPath(user) };
  }
  return { kind: 'allow' };
}

/** The guard for a URL: unknown routes answer 404. */
export function guardRoute(
  route: RouteDef | undefined,
  user: UserContext | null,
  flags: Record<FeatureFlag, boolean> = FEATURE_FLAGS,
): GuardDecision {
  if (!route) return { kind: 'notFound' };
  return checkAccess(route, user, flags);
}

/** Where a user lands after signing in (spec §2 'Login redirect by role'). */
export function landingPath(user: UserContext): string {
  const has = (...products: string[]) => products.some((p) => user.products.includes(p as never));
  switch (user.role) {
    case Roles.vendorManager:
      return href('transactions.completed');
    case Roles.bankUser:
      return href('bu.leads');
    case Roles.admin:
      return href('pa.executiveDashboard');
    case Roles.owner:
      return has('InstantCollectionForCustomer') ? href('collections.completed') : href('bo.executiveDashboard');
    case Roles.employee:
      if (has('BusinessSystem')) return href('transactions.upcoming');
      if (has('API', 'OnDemandPayments')) return href('transactions.completed');
      if (has(...COLLECTION_PRODUCTS)) return href('collections.completed');
      return MAIN_PATH;
    default:
      return MAIN_PATH;
  }
}

/** A stand-in origin: only whether the parsed target keeps it matters, never its name. */
const OWN_ORIGIN = 'https://payloft.invalid';

/**
 * Every redirect's target (taken from the query string or built from the request) is used only when it is a local
 * path: it is normalised by the URL parser against our own origin exactly as a browser would (tabs and newlines
 * stripped, backslashes read as slashes, dot segments resolved) and must still have our origin. Returns the
 * normalised path, query and fragment, or null.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || !target.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(target, OWN_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN) return null;
  const local = url.pathname + url.search + url.hash;
  // "//host" after normalisation (e.g. "/a/..//evil.example") would leave the site as a protocol-relative URL.
  if (!local.startsWith('/') || local.startsWith('//')) return null;
  return local;
}
