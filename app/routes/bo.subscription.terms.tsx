/** `/bo/subscription/terms`: accepting the subscription terms and the legal terms (two flags saved on the business). */
import { getFormProps, useForm } from '@conform-to/react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { subscriptionTermsSchema } from '../../domain/subscription-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { FormAlert } from '../components/subscription/Fields';
import { parseSubscriptionForm } from '../components/subscription/submission';
import { withServiceBanner } from '../services/shell.server';
import { saveSubscriptionSetting, SETUP_TERMS_MUTATION, subscriptionPageData } from '../services/subscriptions.server';
import { requireViewer } from '../services/viewer.server';
import { ConformCheckbox } from '../components/Fields';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    const { termsAccepted, legalAccepted } = business.subscriptionSettings;
    return { termsAccepted, legalAccepted, serviceLevelName: business.subscriptionSettings.actualServiceLevel?.name ?? null };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const submission = parseSubscriptionForm(await request.formData(), subscriptionTermsSchema);
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { error } = await saveSubscriptionSetting(request, context, SETUP_TERMS_MUTATION, { input: submission.value });
    return data({ result: submission.reply({ formErrors: [error] }) }, { status: 400 });
  });
}

export default function SubscriptionTermsPage() {
  const { termsAccepted, legalAccepted, serviceLevelName } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'subscription-terms',
    lastResult: actionData?.result,
    defaultValue: { termsAccepted, legalAccepted },
    defaultNoValidate: true,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubscriptionForm(formData, subscriptionTermsSchema),
  });
  const accepted = termsAccepted && legalAccepted;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Terms
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }} component="section" aria-labelledby="terms-heading">
        <Typography variant="h2" id="terms-heading" gutterBottom>
          Subscription terms
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {serviceLevelName
            ? `Your ${serviceLevelName} subscription is billed at the start of each term from your business bank account, as subscription payments.`
            : 'Your subscription is billed at the start of each term from your business bank account, as subscription payments.'}
        </Typography>
        <Typography sx={{ mb: 2 }} data-testid="terms-status">
          {accepted ? 'You have accepted the terms and the legal terms.' : 'Please accept both to complete this step.'}
        </Typography>
        <Form method="post" {...getFormProps(form)} noValidate>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          <ConformCheckbox field={fields.termsAccepted} label="I accept the terms of service" />
          <ConformCheckbox field={fields.legalAccepted} label="I accept the legal terms" />
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={navigation.state === 'submitting'}>
            Accept terms
          </Button>
        </Form>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
