/** `/bo/setup/payment-time`: the business's daily payment time and its time zone (BusinessSystem or Approval product). */
import { getFormProps, useForm } from '@conform-to/react';
import { TextField } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { DEFAULT_TIME_ZONE } from '../../domain/dates';
import { PAYMENT_TIME_ZONES, paymentTimeSchema } from '../../domain/setup-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SaveButton, SetupFormErrors, SetupPage, SetupSection, validateSetupForm } from '../components/SetupForm';
import { fetchBusinessSetup, saveSetupForm } from '../services/business-setup.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { ConformSelect } from '../components/Fields';

const SET_PAYMENT_TIME = /* GraphQL */ `
  mutation SetPaymentTime($input: PaymentTimeInput!) {
    setPaymentTime(input: $input) { businessId }
  }
`;

const ZONE_OPTIONS = PAYMENT_TIME_ZONES.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const setup = await fetchBusinessSetup(context);
    return { time: setup.paymentTime?.time ?? '', timeZone: setup.paymentTime?.timeZone ?? DEFAULT_TIME_ZONE };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    return saveSetupForm(context, request, await request.formData(), {
      schema: paymentTimeSchema,
      document: SET_PAYMENT_TIME,
      variables: (input) => ({ input }),
    });
  });
}

export default function PaymentTime() {
  const defaults = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'payment-time',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: defaults,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => validateSetupForm(formData, paymentTimeSchema),
  });
  const timeError = fields.time.errors?.[0];
  return (
    <SetupPage title="Payment Time" intro="The time of day your scheduled payments are sent, in the time zone you choose.">
      <SetupSection id="payment-time" title="Daily payment time">
        <Form method="post" {...getFormProps(form)} noValidate>
          <SetupFormErrors form={form} />
          <TextField
            key={fields.time.key}
            id={fields.time.id}
            name={fields.time.name}
            type="time"
            label="Time"
            defaultValue={fields.time.initialValue ?? ''}
            error={Boolean(timeError)}
            helperText={timeError}
            fullWidth
            margin="normal"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true, step: 60 } }}
          />
          <ConformSelect fullWidth margin="normal" field={fields.timeZone} label="Time zone" options={ZONE_OPTIONS} required />
          <SaveButton />
        </Form>
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
