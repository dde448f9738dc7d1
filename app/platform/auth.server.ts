/** Sign-in (remix-auth's form strategy over the auth service's `authorize`) and sign-out. */
import { Authenticator } from 'remix-auth';
import { FormStrategy } from 'remix-auth-form';
import { ErrorCodes } from '../../domain/errors';
import { checkAccess, safeRedirectTarget } from '../../domain/guard';
import { Messages } from '../../domain/messages';
import { isRole, type Role } from '../../domain/roles';
import { matchRoute, type UserContext } from '../../domain/routes';
import { ApiError, callApiAnonymous, ServiceUnavailableError } from './api.server';
import type { RequestContext } from './context';
import { logger } from './logger.server';
import { forgetViewer, getViewer, landingOfViewer, toUserContext, type Viewer } from './viewer.server';
import { authGraphql } from '../graphql/auth';

const AUTHORIZE_MUTATION = authGraphql(`
  mutation Authorize($input: AuthorizeInput!) {
    authorize(input: $input) {
      accessToken
      refreshToken
      id
      role
      isMFA
      mfaPreference
      mfaToken
      mfaContact
      user {
        id
        email
        phoneNumber
        firstName
        lastName
      }
    }
  }
`);

const LOGOUT_MUTATION = authGraphql(`
  mutation Logout($input: LogoutInput!) {
    logout(input: $input) {
      status
    }
  }
`);

interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  id: string;
  role: Role;
  email: string;
  phoneNumber: string | null;
}

type SignInResult =
  | ({ ok: true } & SessionTokens)
  | { ok: 'mfa'; mfaToken: string; email: string; contact: string; preference: 'email' | 'phoneNumber'; pendingUser: Omit<SessionTokens, 'accessToken' | 'refreshToken'> }
  | { ok: false; message: string };

/** Calls `authorize`; every expected refusal becomes a message for the form. */
export async function authorize(
  context: RequestContext,
  email: string,
  password: string,
  rememberToken: string | null = null,
): Promise<SignInResult> {
  try {
    const { authorize: payload } = await callApiAnonymous(context, {
      document: AUTHORIZE_MUTATION,
      variables: { input: { email, password, rememberToken } },
    });
    if (payload.mfaToken && isRole(payload.role)) {
      // MFA on: nothing is saved as a sign-in until the code is confirmed (spec §4).
      return {
        ok: 'mfa',
        mfaToken: payload.mfaToken,
        email: payload.user.email,
        contact: payload.mfaContact ?? '',
        preference: payload.mfaPreference === 'phoneNumber' ? 'phoneNumber' : 'email',
        pendingUser: { id: payload.id, role: payload.role, email: payload.user.email, phoneNumber: payload.user.phoneNumber },
      };
    }
    if (!payload.accessToken || !payload.refreshToken || !isRole(payload.role)) {
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
function authenticatorFor(context: RequestContext, rememberToken: string | null): Authenticator<SignInResult> {
  return new Authenticator<SignInResult>().use(
    new FormStrategy<SignInResult>(async ({ form }) =>
      authorize(context, String(form.get('email') ?? '').trim(), String(form.get('password') ?? ''), rememberToken),
    ),
    'form',
  );
}

interface SignedIn {
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
  rememberToken: string | null = null,
): Promise<SignedIn | { message: string } | { mfa: true }> {
  const result = await authenticatorFor(context, rememberToken).authenticate('form', request);
  if (result.ok === false) return { message: result.message };
  if (result.ok === 'mfa') {
    context.session.set({
      pendingMfa: {
        token: result.mfaToken,
        userId: result.pendingUser.id,
        role: result.pendingUser.role,
        phoneNumber: result.pendingUser.phoneNumber,
        email: result.email,
        contact: result.contact,
        preference: result.preference,
        remember: false,
        expiresAt: null,
        redirectTo: requestedTarget || undefined,
      },
    });
    return { mfa: true };
  }
  return completeSignIn(context, result, requestedTarget);
}

/** Saves the session of a user whose sign-in is complete (password, or password and code) and picks where to go. */
export async function completeSignIn(
  context: RequestContext,
  tokens: SessionTokens,
  requestedTarget: string | undefined,
): Promise<SignedIn | { message: string }> {
  const result = tokens;
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
  return { user, redirectTo: chooseRedirect(requestedTarget, user, viewer) };
}

/** The requested target when it is a local path the user may open, else the user's landing page. */
function chooseRedirect(requestedTarget: string | null | undefined, user: UserContext, viewer: Viewer): string {
  const target = safeRedirectTarget(requestedTarget);
  if (target) {
    const pathname = new URL(target, 'http://local').pathname;
    const route = matchRoute(pathname);
    if (route && !route.guestOnly && checkAccess(route, user).kind === 'allow' && pathname !== '/logout') {
      return target;
    }
  }
  return landingOfViewer(viewer);
}

/** Sign-out: revoke the refresh token at the auth service (best effort) and clear the whole session. */
export async function signOut(context: RequestContext): Promise<void> {
  const refreshToken = context.session.get('refreshToken');
  const accessToken = context.session.get('accessToken');
  if (refreshToken) {
    try {
      await callApiAnonymous(context, {
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
