/** Sign-in (remix-auth's form strategy over the auth service's `authorize`) and sign-out. */
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { ErrorCodes } from '../../domain/errors';
import { checkAccess, landingPath, safeRedirectTarget } from '../../domain/guard';
import { Messages } from '../../domain/messages';
import { isRole, type Role } from '../../domain/roles';
import { matchRoute, type UserContext } from '../../domain/routes';
import { ApiError, callApiAnonymous, ServiceUnavailableError } from './api.server';
import type { RequestContext } from './context';
import { logger } from './logger.server';
import { forgetViewer, getViewer, toUserContext } from './viewer.server';

const AUTHORIZE_MUTATION = /* GraphQL */ `
  mutation Authorize($input: AuthorizeInput!) {
    authorize(input: $input) {
      accessToken
      refreshToken
      id
      role
      isMFA
      mfaPreference
      user {
        id
        email
        phoneNumber
        firstName
        lastName
      }
    }
  }
`;

const LOGOUT_MUTATION = /* GraphQL */ `
  mutation Logout($input: LogoutInput!) {
    logout(input: $input) {
      status
    }
  }
`;

interface AuthorizePayload {
  accessToken: string | null;
  refreshToken: string | null;
  id: string;
  role: string;
  isMFA: boolean;
  mfaPreference: string | null;
  user: { id: string; email: string; phoneNumber: string | null; firstName: string; lastName: string };
}

export type SignInResult =
  | { ok: true; accessToken: string; refreshToken: string; id: string; role: Role; email: string; phoneNumber: string | null }
  | { ok: false; message: string };

/** Calls `authorize`; every expected refusal becomes a message for the form. */
export async function authorize(context: RequestContext, email: string, password: string): Promise<SignInResult> {
  try {
    const { authorize: payload } = await callApiAnonymous<{ authorize: AuthorizePayload }>(context, {
      service: 'auth',
      document: AUTHORIZE_MUTATION,
      variables: { input: { email, password } },
    });
    if (!payload.accessToken || !payload.refreshToken || !isRole(payload.role)) {
      // Multi-factor sign-in is not offered yet: nothing is saved without tokens (spec §4).
      return { ok: false, message: Messages.somethingWentWrongContact };
    }
    return {
      ok: true,
      accessToken: payload.accessToken,
      refreshToken: payload.refreshToken,
      id: payload.id,
      role: payload.role,
      email: payload.user.email,
      phoneNumber: payload.user.phoneNumber,
    };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return { ok: false, message: Messages.serverUnavailable };
    if (error instanceof ApiError) {
      switch (error.code) {
        case ErrorCodes.invalidCredentials:
          return { ok: false, message: error.message || Messages.invalidCredentials };
        case ErrorCodes.userDisabled:
        case ErrorCodes.userDisabledByPaymentIssue:
          return { ok: false, message: error.message || Messages.userDisabled };
        case ErrorCodes.tooManyAttempts:
        case ErrorCodes.validation:
          return { ok: false, message: error.message };
        default:
          logger.warn({ requestId: context.requestId, code: error.code, message: error.message }, 'sign-in refused');
          return { ok: false, message: error.message || Messages.somethingWentWrong };
      }
    }
    throw error;
  }
}

/** remix-auth wiring: the form strategy reads e-mail and password and calls `authorize`. */
function authenticatorFor(context: RequestContext): Authenticator<SignInResult> {
  return new Authenticator<SignInResult>().use(
    new FormStrategy<SignInResult>(async ({ form }) =>
      authorize(context, String(form.get('email') ?? '').trim(), String(form.get('password') ?? '')),
    ),
    'form',
  );
}

export interface SignedIn {
  user: UserContext;
  /** Where to go now: the requested page when this user may open it, else the landing page. */
  redirectTo: string;
}

/**
 * Signs in from the login form (the body must not have been read): on success the session is rotated
 * and the redirect target chosen; on refusal the message is returned.
 */
export async function signIn(
  request: Request,
  context: RequestContext,
  requestedTarget: string | undefined,
): Promise<SignedIn | { message: string }> {
  const result = await authenticatorFor(context).authenticate('form', request);
  if (!result.ok) return { message: result.message };

  context.session.rotate({
    accessToken: result.accessToken,
    refreshToken: result.refreshToken,
    id: result.id,
    role: result.role,
    email: result.email,
    phoneNumber: result.phoneNumber,
    skipMfaSetup: false,
  });
  forgetViewer(context);
  let viewer;
  try {
    viewer = await getViewer(context);
  } catch (error) {
    context.session.clear();
    if (error instanceof ServiceUnavailableError) return { message: Messages.serverUnavailable };
    throw error;
  }
  if (!viewer) return { message: Messages.somethingWentWrong };
  context.session.set({ isBusinessRegistered: viewer.isBusinessRegistered });
  const user = toUserContext(viewer);
  return { user, redirectTo: chooseRedirect(requestedTarget, user) };
}

/** The requested target when it is a local path the user may open, else the user's landing page. */
export function chooseRedirect(requestedTarget: string | null | undefined, user: UserContext): string {
  const target = safeRedirectTarget(requestedTarget);
  if (target) {
    const pathname = new URL(target, 'http://local').pathname;
    const route = matchRoute(pathname);
    if (route && route.built && !route.guestOnly && checkAccess(route, user).kind === 'allow' && pathname !== '/logout') {
      return target;
    }
  }
  return landingPath(user);
}

/** Sign-out: revoke the refresh token at the auth service (best effort) and clear the whole session. */
export async function signOut(context: RequestContext): Promise<void> {
  const refreshToken = context.session.get('refreshToken');
  const accessToken = context.session.get('accessToken');
  if (refreshToken) {
    try {
      await callApiAnonymous(context, {
        service: 'auth',
        document: LOGOUT_MUTATION,
        variables: { input: { refreshToken } },
        token: accessToken,
      });
    } catch (error) {
      logger.info({ requestId: context.requestId, err: String(error) }, 'logout call failed; session cleared anyway');
    }
  }
  context.session.clear();
}
