/**
 * `/instant-collections/debit-settings`: the business's limits on a debit from a consumer (one debit, one consumer in
 * a day) and how a consumer's account is checked before its first debit (decision 052). Defaults apply until saved.
 */
import { decimalDollars } from '../../../domain/money';
import { muiRoute } from '../../components/MuiScope';
import { Box } from '@mui/material';
import { Messages } from '../../../domain/messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ACCOUNT_VALIDATION_LABELS, ACCOUNT_VALIDATION_METHODS, consumerDebitSettingsSchema } from '../../../domain/consumer-debits';
import { ConformRadioGroup, MoneyField } from '../../components/Fields';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { coreGraphql } from '../../graphql/core';
import { callApi } from '../../platform/api.server';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const SETTINGS_QUERY = coreGraphql(`
  query ConsumerDebitSettings {
    consumerDebitSettings { perDebitLimit perConsumerPerDayLimit accountValidation }
  }
`);
const SAVE_SETTINGS = coreGraphql(`
  mutation UpdateConsumerDebitSettings($input: ConsumerDebitSettingsInput!) {
    updateConsumerDebitSettings(input: $input) { perDebitLimit perConsumerPerDayLimit accountValidation }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return (await callApi(context, { document: SETTINGS_QUERY })).consumerDebitSettings;
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    success: Messages.settingsUpdated,
    schema: consumerDebitSettingsSchema,
    save: (input) => callApi(args.context, { document: SAVE_SETTINGS, variables: { input } }),
  });

const OPTIONS = ACCOUNT_VALIDATION_METHODS.map((value) => ({ value, label: ACCOUNT_VALIDATION_LABELS[value] }));

export default function ConsumerDebitSettings() {
  const settings = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(consumerDebitSettingsSchema, {
    id: 'consumer-debit-settings',
    defaultValue: { perDebitLimit: decimalDollars(settings.perDebitLimit), perConsumerPerDayLimit: decimalDollars(settings.perConsumerPerDayLimit), accountValidation: settings.accountValidation },
  });
  return (
    <FormPage
      title="Consumer Debit Settings"
      intro="Every debit from a consumer - an initial payment at registration or a collection - is refused above these limits, and waits until the consumer's bank account is checked."
      section={{ id: 'consumer-debits', title: 'Limits and account check' }}
      form={form}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, mb: 2 }}>
        <MoneyField field={fields.perDebitLimit} label="Limit for one debit (USD)" required />
        <MoneyField field={fields.perConsumerPerDayLimit} label="Limit for one consumer in a day (USD)" required />
      </Box>
      <ConformRadioGroup field={fields.accountValidation} label="Account check before the first debit" options={OPTIONS} />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
