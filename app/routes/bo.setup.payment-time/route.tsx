/** `/bo/setup/payment-time`: the business's daily payment time and its time zone (BusinessSystem or Approval product). */
import { muiRoute } from '../../components/MuiScope';
import { Messages } from '../../../domain/messages';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DEFAULT_TIME_ZONE } from '../../../domain/dates';
import { PAYMENT_TIME_ZONES, paymentTimeSchema, timeZoneOfState } from '../../../domain/setup-validation';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { callApi } from '../../platform/api.server';
import { loadSetupPage } from '../../features/setup/business-setup.server';
import { formAction } from '../../platform/form-action.server';
import { TimeWithZoneFields } from '../../components/Fields';
import { coreGraphql } from '../../graphql/core';

const SET_PAYMENT_TIME = coreGraphql(`
  mutation SetPaymentTime($input: PaymentTimeInput!) {
    setPaymentTime(input: $input) { businessId }
  }
`);

export const loader = (args: LoaderFunctionArgs) =>
  loadSetupPage(args, (setup) => ({
    time: setup.paymentTime?.time ?? '',
    // Not saved yet: the zone of the business's address, not UTC.
    timeZone: setup.paymentTime?.timeZone ?? timeZoneOfState(setup.location.state) ?? DEFAULT_TIME_ZONE,
  }));

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    success: Messages.settingsUpdated,
    schema: paymentTimeSchema,
    save: (input) =>
      callApi(args.context, {
        document: SET_PAYMENT_TIME,
        variables: { input },
      }),
  });

export default function PaymentTime() {
  const defaults = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(paymentTimeSchema, {
    id: 'payment-time',
    defaultValue: defaults,
    validate: 'onBlur',
  });
  return (
    <FormPage
      nextStep
      title="Payment Time"
      intro="The time of day your scheduled payments are sent, in the time zone you choose."
      section={{ id: 'payment-time', title: 'Daily payment time' }}
      form={form}
    >
      <TimeWithZoneFields time={fields.time} timeZone={fields.timeZone} zones={PAYMENT_TIME_ZONES} fullWidth />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
