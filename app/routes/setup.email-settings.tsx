/** `/setup/email-settings`: the business's e-mail settings flag (default off). */
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { emailSettingsSchema } from '../../domain/setup-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../components/SetupForm';
import { fetchBusinessSetup, saveSetupForm } from '../services/business-setup.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { ConformCheckbox } from '../components/Fields';

const SET_EMAIL_SETTINGS = /* GraphQL */ `
  mutation SetEmailSettings($emailSettings: Boolean!) {
    setEmailSettings(emailSettings: $emailSettings) { emailSettings }
  }
`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const setup = await fetchBusinessSetup(context);
    return { emailSettings: setup.emailSettings };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return saveSetupForm(context, request, await request.formData(), {
      schema: emailSettingsSchema,
      document: SET_EMAIL_SETTINGS,
      variables: (value) => ({ emailSettings: value.emailSettings }),
    });
  });
}

export default function EmailSettings() {
  const { emailSettings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'email-settings',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { emailSettings: emailSettings ? 'on' : '' },
    onValidate: ({ formData }) => validateSetupForm(formData, emailSettingsSchema),
  });
  return (
    <SetupPage title="Email Settings" intro="Whether Payloft e-mails your business about its payments.">
      <SetupSection id="email-settings" title="E-mail notifications">
        <Form method="post" {...getFormProps(form)} noValidate>
          <SetupFormErrors form={form} />
          <ConformCheckbox field={fields.emailSettings} label="Send e-mail notifications about payments" />
          <div>
            <SaveButton />
          </div>
        </Form>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
