/** The profile pages' data and actions (shared by /setup/profile and /bo/setup/profile). */
import { parseWithZod } from '@conform-to/zod';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { ErrorCodes } from '../../domain/errors';
import { Messages } from '../../domain/messages';
import { changePasswordSchema, profileSchema } from '../../domain/validation';
import { ApiError, callApi } from './api.server';
import { withServiceBanner } from './shell.server';
import { requireViewer } from './viewer.server';

const PROFILE_QUERY = /* GraphQL */ `
  query UserProfileInfo {
    userProfileInfo {
      id
      email
      phoneNumber
      firstName
      lastName
    }
  }
`;

const UPDATE_PROFILE_MUTATION = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
      phoneNumber
    }
  }
`;

const CHANGE_PASSWORD_MUTATION = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      status
      message
    }
  }
`;

interface Profile {
  id: string;
  email: string;
  phoneNumber: string | null;
  firstName: string;
  lastName: string;
}

export async function profileLoader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const { userProfileInfo } = await callApi<{ userProfileInfo: Profile }>(context, { service: 'auth', document: PROFILE_QUERY });
    return {
      email: userProfileInfo.email,
      firstName: userProfileInfo.firstName,
      lastName: userProfileInfo.lastName,
      phoneNumber: userProfileInfo.phoneNumber ?? '',
    };
  });
}

export const PROFILE_INTENT = 'profile';
export const PASSWORD_INTENT = 'password';

export async function profileAction({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const intent = formData.get('intent');
    const here = new URL(request.url).pathname;

    if (intent === PASSWORD_INTENT) {
      const submission = parseWithZod(formData, { schema: changePasswordSchema });
      const hideFields = ['currentPassword', 'newPassword', 'confirmPassword'];
      if (submission.status !== 'success') {
        return data({ intent: PASSWORD_INTENT, result: submission.reply({ hideFields }) }, { status: 400 });
      }
      try {
        await callApi(context, {
          service: 'auth',
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
        service: 'auth',
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
