/** The profile pages' data and actions (shared by /setup/profile and /bo/setup/profile). */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { redirect } from '../../platform/redirect.server';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import { DEFAULT_TIME_ZONE, picksOwnTimeZone } from '../../../domain/dates';
import { PAYMENT_TIME_ZONES } from '../../../domain/setup-validation';
import { isCompleteCode, isExpired, isMfaPreference, remainingMs, type MfaPreference } from '../../../domain/mfa';
import { changePasswordSchema, profileSchema } from '../../../domain/validation';
import { confirmCode, sendCode } from '../verification/mfa.server';
import { callApi } from '../../platform/api.server';
import { apiErrorMessage, formActions, FormRefusal, intentForm } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { authGraphql } from '../../graphql/auth';
import { PASSWORD_INTENT, PROFILE_INTENT, TIME_ZONE_INTENT } from './profile-intents';

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


const noFields = z.object({});
const timeZoneSchema = z.object({
  // A zone the list does not offer is the business's own zone (no zone of one's own).
  timeZone: z
    .string()
    .optional()
    .transform((chosen) => (chosen && (PAYMENT_TIME_ZONES as readonly string[]).includes(chosen) ? chosen : '')),
});
const mfaStartSchema = z.object({ enable: z.string().optional(), mfaPreference: z.string().optional() });
const codeSchema = z.object({ code: z.string().trim().optional() });

/**
 * Every form of the profile pages, by intent: the details, the password, the time zone, and turning MFA on or off (a
 * code to the contact, the new one when turning on, then the code).
 */
export function profileAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  const session = context.session;
  const here = new URL(request.url).pathname;
  // The MFA section's steps keep their state in the session; each goes back to the page.
  const mfaStep = <S extends z.ZodTypeAny>(schema: S, step: (value: z.infer<S>) => Promise<string | false>) =>
    intentForm({ schema, save: step, success: (_value: z.infer<S>, toast: string | false) => toast, redirectTo: here });
  const sendMfaCode = async (preference: MfaPreference, enable: boolean) => {
    const sent = await sendCode(context, { mfaPreference: preference, confirmType: 'mfaPreference' });
    if (!sent.ok) throw new FormRefusal({ formErrors: [sent.message] });
    session.set({ codeStep: { purpose: 'mfaPreference', expiresAt: sent.value.expiresAt, contact: sent.value.mfaContact, preference, enable } });
    return Messages.codeSent;
  };
  return formActions(args, {
    [PROFILE_INTENT]: intentForm({
      schema: profileSchema,
      formLevel: false,
      save: async (value: z.infer<typeof profileSchema>) => {
        const phoneNumber = value.phoneNumber ? value.phoneNumber : null;
        await callApi(context, { document: UPDATE_PROFILE_MUTATION, variables: { input: { firstName: value.firstName, lastName: value.lastName, phoneNumber } } });
        session.set({ phoneNumber });
      },
      success: Messages.settingsUpdated,
      redirectTo: here,
      refused: (error) => (error.message === Messages.duplicatePhone ? { fieldErrors: { phoneNumber: [error.message] } } : { formErrors: [apiErrorMessage(error)] }),
    }),
    [PASSWORD_INTENT]: intentForm({
      schema: changePasswordSchema,
      formLevel: false,
      hideFields: ['currentPassword', 'newPassword', 'confirmPassword'],
      save: ({ currentPassword, newPassword }: z.infer<typeof changePasswordSchema>) => callApi(context, { document: CHANGE_PASSWORD_MUTATION, variables: { input: { currentPassword, newPassword } } }),
      success: Messages.passwordChanged,
      redirectTo: here,
      refused: (error) =>
        error.code === ErrorCodes.invalidCredentials ? { fieldErrors: { currentPassword: [Messages.wrongCurrentPassword] } } : { formErrors: [apiErrorMessage(error)] },
    }),
    [TIME_ZONE_INTENT]: intentForm({
      schema: timeZoneSchema,
      save: async ({ timeZone }: z.infer<typeof timeZoneSchema>) => {
        const { userProfileInfo: me } = await callApi(context, { document: PROFILE_QUERY });
        await callApi(context, {
          document: UPDATE_PROFILE_MUTATION,
          variables: { input: { firstName: me.firstName, lastName: me.lastName, phoneNumber: me.phoneNumber, timeZone: timeZone === DEFAULT_TIME_ZONE ? '' : timeZone } },
        });
      },
      success: Messages.profileTimeZoneSaved,
      redirectTo: here,
    }),
    // The first turn-on may be skipped once; the flag goes at sign-out.
    'mfa-skip': mfaStep(noFields, async () => {
      session.set({ skipMfaSetup: true, codeStep: undefined });
      return false;
    }),
    'mfa-cancel': mfaStep(noFields, async () => {
      session.set({ codeStep: undefined });
      return false;
    }),
    'mfa-start': mfaStep(mfaStartSchema, ({ enable, mfaPreference }) => sendMfaCode(isMfaPreference(mfaPreference) ? mfaPreference : 'email', enable === 'true')),
    resend: mfaStep(noFields, async () => {
      const step = session.get('codeStep');
      return sendMfaCode(isMfaPreference(step?.preference) ? step.preference : 'email', step?.enable ?? true);
    }),
    confirm: mfaStep(codeSchema, async ({ code = '' }) => {
      const step = session.get('codeStep');
      if (!step || step.purpose !== 'mfaPreference') throw redirect(here);
      if (isExpired(step.expiresAt, new Date())) throw new FormRefusal({ formErrors: [Messages.codeExpired] });
      if (!isCompleteCode(code)) throw new FormRefusal({ formErrors: [Messages.codeFormat] });
      const confirmed = await confirmCode(context, { code, confirmType: 'mfaPreference', enableMFA: step.enable });
      if (!confirmed.ok) throw new FormRefusal({ formErrors: [confirmed.message] });
      session.set({ codeStep: undefined });
      return step.enable ? Messages.mfaTurnedOn : Messages.mfaTurnedOff;
    }),
  });
}
