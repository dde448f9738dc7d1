/** `/bo/setup/acumatica-instruction`: how to connect Acumatica, and its url and hash settings (the hash is stored encrypted, never shown). */
import { muiRoute } from '../../components/MuiScope';
import { useForm } from '@conform-to/react';
import { Box, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { acumaticaSchema } from '../../../domain/setup-validation';
import { ConformTextField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SetupForm, SetupPage, SetupSection, validateSetupForm } from '../../features/setup/SetupForm';
import { loadSetupPage, setupFormSave } from '../../features/setup/business-setup.server';
import { formAction } from '../../platform/form-action.server';
import { coreGraphql } from '../../graphql/core';
import { PRODUCT_NAME } from '../../../domain/product';

const UPDATE_ACUMATICA = coreGraphql(`
  mutation UpdateAcumaticaSettings($input: AcumaticaSettingsInput!) {
    updateAcumaticaSettings(input: $input) { acumatica { url isHashExists } }
  }
`);

export const loader = (args: LoaderFunctionArgs) =>
  loadSetupPage(args, ({ acumatica, accountingSystems }) => ({
    url: acumatica.url ?? '',
    isHashExists: acumatica.isHashExists,
    connected: accountingSystems.some((s) => s.key === 'acumatica' && s.connected),
  }));

export const action = (args: ActionFunctionArgs) =>
  formAction(
    args,
    setupFormSave(args.context, {
      schema: acumaticaSchema,
      document: UPDATE_ACUMATICA,
      variables: (input) => ({ input }),
      fieldFor: (message) => (message === Messages.formRequired ? 'hash' : undefined),
    })
  );

export default function AcumaticaInstruction() {
  const { url, isHashExists, connected } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'acumatica-settings',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { url, hash: '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, acumaticaSchema),
  });
  return (
    <SetupPage title="Acumatica Instruction" intro={`Connect your Acumatica instance so ${PRODUCT_NAME} can pay the bills you approve there.`}>
      <SetupSection id="instruction" title="How to connect Acumatica">
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
          <li>In Acumatica, open Integration › Connected Applications and add a new application named {PRODUCT_NAME}.</li>
          <li>Copy your instance address (it starts with https://) and the hash Acumatica shows for the application.</li>
          <li>Enter both below and save. The hash is stored encrypted and is never shown again; leave it blank later to keep it.</li>
          <li>Then connect Acumatica on the Business System page.</li>
        </Box>
        <Typography sx={{ mt: 2 }} data-testid="acumatica-status">
          {connected ? 'Acumatica is connected.' : 'Acumatica is not connected yet.'}
        </Typography>
      </SetupSection>
      <SetupSection id="acumatica-settings" title="Acumatica settings">
        <SetupForm form={form} autoComplete="off">
          <ConformTextField field={fields.url} label="Acumatica address (https://…)" required fullWidth margin="normal" />
          <ConformTextField field={fields.hash} type="password" label={isHashExists ? 'Hash (stored: leave blank to keep it)' : 'Hash'} required={!isHashExists} fullWidth margin="normal" />
        </SetupForm>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
