/** `/bo/subscription/dates`: the go-live date (set with `setupGoLiveDate`) and the registration date. */
import { getFormProps, useForm } from '@conform-to/react';
import { Box, Button, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { formatDate } from '../../domain/dates';
import { goLiveDateSchema } from '../../domain/subscription-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { DateField, FormAlert } from '../components/subscription/Fields';
import { parseSubscriptionForm } from '../components/subscription/submission';
import { withServiceBanner } from '../services/shell.server';
import { saveSubscriptionSetting, SETUP_GO_LIVE_DATE_MUTATION, subscriptionPageData } from '../services/subscriptions.server';
import { requireViewer } from '../services/viewer.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    return { goLiveDate: business.goLiveDate, registrationDate: business.registrationDate };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const submission = parseSubscriptionForm(await request.formData(), goLiveDateSchema);
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { error } = await saveSubscriptionSetting(request, context, SETUP_GO_LIVE_DATE_MUTATION, { goLiveDate: submission.value.goLiveDate });
    return data({ result: submission.reply({ formErrors: [error] }) }, { status: 400 });
  });
}

export default function SubscriptionDatesPage() {
  const { goLiveDate, registrationDate } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'go-live-date',
    lastResult: actionData?.result,
    defaultValue: { goLiveDate: goLiveDate ?? '' },
    defaultNoValidate: true,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubscriptionForm(formData, goLiveDateSchema),
  });
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Dates
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }} component="section" aria-labelledby="dates-heading">
        <Typography variant="h2" id="dates-heading" gutterBottom>
          Subscription dates
        </Typography>
        <Box component="dl" sx={{ mb: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            Go-live date
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 1 }} data-testid="go-live-date">
            {goLiveDate ? formatDate(`${goLiveDate}T00:00:00Z`) : 'Not set'}
          </Typography>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            Registration date
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="registration-date">
            {registrationDate ? formatDate(registrationDate) : 'Not registered yet'}
          </Typography>
        </Box>
        <Form method="post" {...getFormProps(form)} noValidate>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          <DateField field={fields.goLiveDate} label="Go-live date" />
          <Box>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={navigation.state === 'submitting'}>
              Save go-live date
            </Button>
          </Box>
        </Form>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
