/** `/bo/subscription/terms`: accepting the subscription terms and the legal terms (two flags saved on the business). */
import { Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { subscriptionTermsSchema } from '../../domain/subscription-validation';
import { ConformCheckbox } from '../components/Fields';
import { FormPage, usePageForm } from '../components/FormPage';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { callApi } from '../services/api.server';
import { formAction } from '../services/form-action.server';
import { withServiceBanner } from '../services/shell.server';
import { SETUP_TERMS_MUTATION, subscriptionPageData, subscriptionRefusal } from '../services/subscriptions.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    const { termsAccepted, legalAccepted } = business.subscriptionSettings;
    return {
      termsAccepted,
      legalAccepted,
      serviceLevelName: business.subscriptionSettings.actualServiceLevel?.name ?? null,
    };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: subscriptionTermsSchema,
    save: (input) =>
      callApi(args.context, {
        document: SETUP_TERMS_MUTATION,
        variables: { input },
      }),
    refused: subscriptionRefusal(new URL(args.request.url).pathname),
  });

export default function SubscriptionTermsPage() {
  const { termsAccepted, legalAccepted, serviceLevelName } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(subscriptionTermsSchema, {
    id: 'subscription-terms',
    defaultValue: { termsAccepted, legalAccepted },
  });
  const accepted = termsAccepted && legalAccepted;
  return (
    <FormPage
      title="Terms"
      section={{ id: 'terms', title: 'Subscription terms' }}
      lead={
        <>
          <Typography sx={{ mb: 1 }}>
            {serviceLevelName
              ? `Your ${serviceLevelName} subscription is billed at the start of each term from your business bank account, as subscription payments.`
              : 'Your subscription is billed at the start of each term from your business bank account, as subscription payments.'}
          </Typography>
          <Typography sx={{ mb: 2 }} data-testid="terms-status">
            {accepted ? 'You have accepted the terms and the legal terms.' : 'Please accept both to complete this step.'}
          </Typography>
        </>
      }
      form={form}
      submit="Accept terms"
    >
      <ConformCheckbox field={fields.termsAccepted} label="I accept the terms of service" />
      <ConformCheckbox field={fields.legalAccepted} label="I accept the legal terms" />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
