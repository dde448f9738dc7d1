/** `/setup/address`: the business's name, location (US state list, country default United States) and optional TIN/EIN. */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Typography } from '@mui/material';
import { Messages } from '../../../domain/messages';
import { addressSchema } from '../../../domain/setup-validation';
import { DEFAULT_COUNTRY, findState } from '../../../domain/states';
import { ConformSelect, ConformTextField, StateSelect } from '../../components/Fields';
import { DEFAULT_INDUSTRY, INDUSTRIES } from '../../../domain/industries';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { loadSetupPage } from '../../features/setup/business-setup.server';
import { apiErrorMessage, fieldRefusal, formAction } from '../../platform/form-action.server';
import { coreGraphql } from '../../graphql/core';

const UPDATE_ADDRESS = coreGraphql(`
  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {
    updateBusinessAddress(input: $input) { businessId }
  }
`);

export const loader = (args: LoaderFunctionArgs) =>
  loadSetupPage(args, (setup) => ({
    name: setup.name,
    zipcode: setup.location.zipcode ?? '',
    address: setup.location.address ?? '',
    address2: setup.location.address2 ?? '',
    city: setup.location.city ?? '',
    // No state kept: the select asks for one (never Alabama by default).
    state: findState(setup.location.state)?.code ?? '',
    country: setup.location.country || DEFAULT_COUNTRY,
    tinOrEinNumber: setup.tinOrEinNumber ?? '',
    industry: setup.industry || DEFAULT_INDUSTRY,
  }));

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    success: Messages.settingsUpdated,
    schema: addressSchema,
    save: (input) => callApi(args.context, { document: UPDATE_ADDRESS, variables: { input } }),
    // A business name another business has is the name field's error.
    refused: (error) => {
      const message = apiErrorMessage(error);
      return message === Messages.duplicateBusinessName ? fieldRefusal('name', message) : { formErrors: [message] };
    },
  });

export default function BusinessAddress() {
  const defaults = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(addressSchema, {
    id: 'business-address',
    defaultValue: defaults,
    validate: 'onBlur',
  });
  return (
    <FormPage
      nextStep
      title="Business Address"
      intro="Your business's legal name and address, as your bank knows them."
      section={{ id: 'address', title: 'Business details' }}
      form={form}
    >
      <ConformTextField field={fields.name} label="Business name" autoComplete="organization" required fullWidth margin="normal" />
      <ConformTextField field={fields.address} label="Address" autoComplete="address-line1" required fullWidth margin="normal" />
      <ConformTextField field={fields.address2} label="Address line 2" autoComplete="address-line2" fullWidth margin="normal" />
      <ConformTextField field={fields.city} label="City" autoComplete="address-level2" required fullWidth margin="normal" />
      <StateSelect fullWidth margin="normal" field={fields.state} required />
      <ConformTextField field={fields.zipcode} label="ZIP code" autoComplete="postal-code" required fullWidth margin="normal" />
      <ConformTextField field={fields.country} label="Country" autoComplete="country-name" fullWidth margin="normal" />
      <ConformTextField field={fields.tinOrEinNumber} label="TIN/EIN (optional: ###-##-####, ##-####### or #########)" fullWidth margin="normal" />
      <ConformSelect
        field={fields.industry}
        label="Industry"
        options={INDUSTRIES.map((i) => ({ value: i.key, label: i.label }))}
        fullWidth
        margin="normal"
      />
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        Automotive businesses ask their customers for the vehicle (year, make, model) when they register.
      </Typography>
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
