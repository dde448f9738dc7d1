/** `/setup/email-settings`: the business's e-mail settings flag (default off). */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { PAYMENT_EMAILS_EXPLAINED } from '../../../domain/payment-emails';
import { emailSettingsSchema } from '../../../domain/setup-validation';
import { ConformCheckbox } from '../../components/Fields';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { coreGraphql } from '../../graphql/core';
import { callApi } from '../../platform/api.server';
import { loadSetupPage } from '../../features/setup/business-setup.server';
import { formAction } from '../../platform/form-action.server';

const SET_EMAIL_SETTINGS = coreGraphql(`
  mutation SetEmailSettings($emailSettings: Boolean!) {
    setEmailSettings(emailSettings: $emailSettings) { emailSettings }
  }
`);

export const loader = (args: LoaderFunctionArgs) => loadSetupPage(args, (setup) => ({ emailSettings: setup.emailSettings }));

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    success: Messages.settingsUpdated,
    schema: emailSettingsSchema,
    save: (value) =>
      callApi(args.context, {
        document: SET_EMAIL_SETTINGS,
        variables: { emailSettings: value.emailSettings },
      }),
  });

export default function EmailSettings() {
  const { emailSettings } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(emailSettingsSchema, {
    id: 'email-settings',
    defaultValue: { emailSettings: emailSettings ? 'on' : '' },
  });
  return (
    <FormPage
      nextStep
      title="Email Settings"
      intro={PAYMENT_EMAILS_EXPLAINED}
      section={{ id: 'email-settings', title: 'E-mail notifications' }}
      form={form}
    >
      <ConformCheckbox field={fields.emailSettings} label="Send e-mail notifications about payments" />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
