/** The web's side of verification codes: the auth service's initMFAVerification and confirmMFACode, and their refusals as messages. */
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import type { ConfirmType, MfaPreference } from '../../../domain/mfa';
import { ApiError, callApi, callApiAnonymous, ServiceUnavailableError } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { authGraphql } from '../../graphql/auth';
import type { ConfirmMfaCodeMutation, InitMfaVerificationMutation } from '../../graphql/auth/graphql';

const INIT_MUTATION = authGraphql(`
  mutation InitMFAVerification($input: InitMFAVerificationInput!) {
    initMFAVerification(input: $input) {
      status
      message
      expiresAt
      mfaContact
      timeZone
    }
  }
`);

const CONFIRM_MUTATION = authGraphql(`
  mutation ConfirmMFACode($input: ConfirmMFACodeInput!) {
    confirmMFACode(input: $input) {
      accessToken
      refreshToken
      isVerified
      rememberToken
      setupExpiredAt
      mfaSettingsModifiedStatus
    }
  }
`);

type SentCode = InitMfaVerificationMutation['initMFAVerification'];
type ConfirmedCode = ConfirmMfaCodeMutation['confirmMFACode'];

type CodeResult<T> = { ok: true; value: T } | { ok: false; message: string; signInExpired: boolean };

function refusal<T>(error: unknown): CodeResult<T> {
  if (error instanceof ServiceUnavailableError) return { ok: false, message: Messages.serverUnavailable, signInExpired: false };
  if (error instanceof ApiError) {
    return { ok: false, message: error.message || Messages.somethingWentWrong, signInExpired: error.code === ErrorCodes.mfaSignInExpired };
  }
  throw error;
}

export async function sendCode(
  context: RequestContext,
  input: { mfaPreference: MfaPreference; confirmType: ConfirmType; mfaToken?: string },
): Promise<CodeResult<SentCode>> {
  try {
    const options = { document: INIT_MUTATION, variables: { input } };
    const data = input.mfaToken
      ? await callApiAnonymous(context, options)
      : await callApi(context, options);
    return { ok: true, value: data.initMFAVerification };
  } catch (error) {
    return refusal(error);
  }
}

/**
 * Sends the sign-in's code as the password step succeeds (no extra "Send Code" click), so the
 * verification page only reads the session: reloading it, or coming back to it, never sends another code. A refusal
 * (a send limit, an unusable number) is kept for the page, which then offers Send Code.
 */
export async function sendSignInCode(context: RequestContext): Promise<void> {
  const pending = context.session.get('pendingMfa');
  if (!pending || pending.expiresAt) return;
  const sent = await sendCode(context, { mfaPreference: pending.preference, confirmType: 'authorization', mfaToken: pending.token });
  if (sent.ok) context.session.set({ pendingMfa: { ...pending, expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, timeZone: sent.value.timeZone, sendError: undefined } });
  else context.session.set({ pendingMfa: { ...pending, sendError: sent.message } });
}

export async function confirmCode(
  context: RequestContext,
  input: { code: string; confirmType: ConfirmType; email?: string; isRemember?: boolean; enableMFA?: boolean; mfaToken?: string },
): Promise<CodeResult<ConfirmedCode>> {
  try {
    const options = { document: CONFIRM_MUTATION, variables: { input } };
    const data = input.mfaToken
      ? await callApiAnonymous(context, options)
      : await callApi(context, options);
    return { ok: true, value: data.confirmMFACode };
  } catch (error) {
    const refused = refusal<ConfirmedCode>(error);
    // Spec §8: a failed confirmation shows a notification (the code field keeps its own message too); a sign-in that
    // is over is said by the page it goes back to.
    if (!refused.ok && !refused.signInExpired) context.session.flash('danger', refused.message);
    return refused;
  }
}
