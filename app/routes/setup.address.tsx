/** `/setup/address`: the business's name, location (US state list, country default United States) and optional TIN/EIN. */
import { getFormProps, useForm } from '@conform-to/react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Messages } from '../../domain/messages';
import { addressSchema } from '../../domain/setup-validation';
import { DEFAULT_COUNTRY, US_STATES, resolveState } from '../../domain/states';
import { ConformSelect, ConformTextField } from '../components/Fields';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../components/SetupForm';
import { fetchBusinessSetup, saveSetupForm } from '../services/business-setup.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';

const UPDATE_ADDRESS = /* GraphQL */ `
  mutation UpdateBusinessAddress($input: BusinessAddressInput!) {
    updateBusinessAddress(input: $input) { businessId }
  }
`;

const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const setup = await fetchBusinessSetup(context);
    return {
      name: setup.name,
      zipcode: setup.location.zipcode ?? '',
      address: setup.location.address ?? '',
      address2: setup.location.address2 ?? '',
      city: setup.location.city ?? '',
      state: resolveState(setup.location.state).code,
      country: setup.location.country || DEFAULT_COUNTRY,
      tinOrEinNumber: setup.tinOrEinNumber ?? '',
    };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return saveSetupForm(context, request, await request.formData(), {
      schema: addressSchema,
      document: UPDATE_ADDRESS,
      variables: (input) => ({ input }),
      fieldFor: (message) => (message === Messages.duplicateBusinessName ? 'name' : undefined),
    });
  });
}

export default function BusinessAddress() {
  const defaults = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'business-address',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, addressSchema),
  });
  return (
    <SetupPage title="Business Address" intro="Your business's legal name and address, as your bank knows them.">
      <SetupSection id="address" title="Business details">
        <Form method="post" {...getFormProps(form)} noValidate>
          <SetupFormErrors form={form} />
          <ConformTextField field={fields.name} label="Business name" autoComplete="organization" required fullWidth margin="normal" />
          <ConformTextField field={fields.address} label="Address" autoComplete="address-line1" required fullWidth margin="normal" />
          <ConformTextField field={fields.address2} label="Address line 2" autoComplete="address-line2" fullWidth margin="normal" />
          <ConformTextField field={fields.city} label="City" autoComplete="address-level2" required fullWidth margin="normal" />
          <ConformSelect fullWidth margin="normal" field={fields.state} label="State" options={STATE_OPTIONS} required />
          <ConformTextField field={fields.zipcode} label="ZIP code" autoComplete="postal-code" required fullWidth margin="normal" />
          <ConformTextField field={fields.country} label="Country" autoComplete="country-name" fullWidth margin="normal" />
          <ConformTextField field={fields.tinOrEinNumber} label="TIN/EIN (optional: ###-##-####, ##-####### or #########)" fullWidth margin="normal" />
          <SaveButton />
        </Form>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
