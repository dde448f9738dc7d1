/** The profile pages' data and actions (shared by /setup/profile and /bo/setup/profile). */
import { parseWithZod } from '@conform-to/zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { DEFAULT_TIME_ZONE, picksOwnTimeZone } from '../../../domain/dates';
import { PAYMENT_TIME_ZONES } from '../../../domain/setup-validation';
import { isCompleteCode, isExpired, isMfaPreference, remainingMs } from '../../../domain/mfa';
import { changePasswordSchema, profileSchema } from '../../../domain/validation';
import { confirmCode, sendCode } from '../verification/mfa.server';
import { ApiError, callApi } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { authGraphql } from '../../graphql/auth';

const PROFILE_QUERY = authGraphql(`
  query UserProfileInfo {
    userProfileInfo {
      id
      email
      phoneNumber
      firstName
      lastName
      isMFA
      mfaPreference
      mfaContact
      role
      timeZone
    }
  }
`);

const UPDATE_PROFILE_MUTATION = authGraphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
      phoneNumber
    }
  }
`);

const CHANGE_PASSWORD_MUTATION = authGraphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      status
      message
    }
  }
`);

export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const { userProfileInfo } = await callApi(context, { document: PROFILE_QUERY });
    return {
      // Administrators choose the zone they see times in (decision 032); business users see their business's.
      canPickTimeZone: picksOwnTimeZone(userProfileInfo.role),
      timeZone: userProfileInfo.timeZone ?? '',
      email: userProfileInfo.email,
      firstName: userProfileInfo.firstName,
      lastName: userProfileInfo.lastName,
      phoneNumber: userProfileInfo.phoneNumber ?? '',
      isMFA: userProfileInfo.isMFA,
      mfaPreference: userProfileInfo.mfaPreference,
      mfaContact: userProfileInfo.mfaContact,
      skipMfaSetup: context.session.get('skipMfaSetup') === true,
      codeStep: (() => {
        const step = context.session.get('codeStep');
        return step?.purpose === 'mfaPreference' ? { ...step, remainingMs: remainingMs(step.expiresAt, new Date()) } : null;
      })(),
    };
  });
}

export const PROFILE_INTENT = 'profile';
export const PASSWORD_INTENT = 'password';
export const TIME_ZONE_INTENT = 'time-zone';
const MFA_START_INTENT = 'mfa-start';
const MFA_CANCEL_INTENT = 'mfa-cancel';
const MFA_SKIP_INTENT = 'mfa-skip';

/** Turning MFA on or off: a code to the contact (the new one when turning on), then the code. */
async function mfaAction(context: Parameters<typeof callApi>[0], formData: FormData, intent: string, here: string) {
  const session = context.session;
  const step = session.get('codeStep');
  if (intent === MFA_SKIP_INTENT) {
    // The first turn-on may be skipped once; the flag goes at sign-out.
    session.set({ skipMfaSetup: true, codeStep: undefined });
    throw redirect(here);
  }
  if (intent === MFA_CANCEL_INTENT) {
    session.set({ codeStep: undefined });
    throw redirect(here);
  }
  if (intent === MFA_START_INTENT || intent === 'resend') {
    const enable = intent === MFA_START_INTENT ? formData.get('enable') === 'true' : (step?.enable ?? true);
    const chosen = intent === MFA_START_INTENT ? formData.get('mfaPreference') : step?.preference;
    const preference = isMfaPreference(chosen) ? chosen : 'email';
    const sent = await sendCode(context, { mfaPreference: preference, confirmType: 'mfaPreference' });
    if (!sent.ok) return data({ intent: 'mfa', error: sent.message }, { status: 400 });
    session.set({ codeStep: { purpose: 'mfaPreference', expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, preference, enable } });
    session.flash('success', Messages.codeSent);
    throw redirect(here);
  }
  // confirm
  if (!step || step.purpose !== 'mfaPreference') throw redirect(here);
  const code = String(formData.get('code') ?? '').trim();
  if (isExpired(step.expiresAt, new Date())) return data({ intent: 'mfa', error: Messages.codeExpired }, { status: 400 });
  if (!isCompleteCode(code)) return data({ intent: 'mfa', error: Messages.codeFormat }, { status: 400 });
  const confirmed = await confirmCode(context, { code, confirmType: 'mfaPreference', enableMFA: step.enable });
  if (!confirmed.ok) return data({ intent: 'mfa', error: confirmed.message }, { status: 400 });
  session.set({ codeStep: undefined });
  session.flash('success', step.enable ? Messages.mfaTurnedOn : Messages.mfaTurnedOff);
  throw redirect(here);
}

export async function profileAction({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const intent = formData.get('intent');
    const here = new URL(request.url).pathname;
    if (typeof intent === 'string' && [MFA_START_INTENT, MFA_CANCEL_INTENT, MFA_SKIP_INTENT, 'resend', 'confirm'].includes(intent)) {
      return mfaAction(context, formData, intent, here);
    }

    if (intent === TIME_ZONE_INTENT) {
      const chosen = formData.get('timeZone');
      const timeZone = typeof chosen === 'string' && (PAYMENT_TIME_ZONES as readonly string[]).includes(chosen) ? chosen : '';
      const { userProfileInfo: me } = await callApi(context, { document: PROFILE_QUERY });
      await callApi(context, {
        document: UPDATE_PROFILE_MUTATION,
        variables: { input: { firstName: me.firstName, lastName: me.lastName, phoneNumber: me.phoneNumber, timeZone: timeZone === DEFAULT_TIME_ZONE ? '' : timeZone } },
      });
      context.session.flash('success', Messages.profileTimeZoneSaved);
      throw redirect(here);
    }

    if (intent === PASSWORD_INTENT) {
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      const hideFields = ['currentPassword', 'newPassword', 'confirmPassword'];
      if (submission.status !== 'success') {
        return data({ intent: PASSWORD_INTENT, result: submission.reply({ hideFields }) }, { status: 400 });
      }
      try {
        await callApi(context, {
          document: CHANGE_PASSWORD_MUTATION,
          variables: { input: { currentPassword: submission.value.currentPassword, newPassword: submission.value.newPassword } },
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const wrongCurrent = error.code === ErrorCodes.invalidCredentials;
        return data(
          {
            intent: PASSWORD_INTENT,
            result: submission.reply({
              hideFields,
              ...(wrongCurrent
                ? { fieldErrors: { currentPassword: [Messages.wrongCurrentPassword] } }
                : { formErrors: [error.message || Messages.somethingWentWrong] }),
            }),
          },
          { status: 400 },
        );
      }
      context.session.flash('success', Messages.passwordChanged);
      throw redirect(here);
    }

    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== 'success') {
      return data({ intent: PROFILE_INTENT, result: submission.reply() }, { status: 400 });
    }
    try {
      const phoneNumber = submission.value.phoneNumber ? submission.value.phoneNumber : null;
      await callApi(context, {
        document: UPDATE_PROFILE_MUTATION,
        variables: { input: { firstName: submission.value.firstName, lastName: submission.value.lastName, phoneNumber } },
      });
      context.session.set({ phoneNumber });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const duplicatePhone = error.message === Messages.duplicatePhone;
      return data(
        {
          intent: PROFILE_INTENT,
          result: submission.reply(
            duplicatePhone ? { fieldErrors: { phoneNumber: [error.message] } } : { formErrors: [error.message || Messages.somethingWentWrong] },
          ),
        },
        { status: 400 },
      );
    }
    context.session.flash('success', Messages.settingsUpdated);
    throw redirect(here);
  });
}
