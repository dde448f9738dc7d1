/** `/bo/subscription/service-level`: the business's actual service level (products and terms), and choosing or changing it. */
import { getFormProps, useForm } from '@conform-to/react';
import { Box, Button, FormControl, FormControlLabel, FormHelperText, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../domain/messages';
import { chooseServiceLevelSchema } from '../../domain/subscription-validation';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { FormAlert } from '../components/subscription/Fields';
import { formatTerm, ServiceLevelDetails } from '../components/subscription/ServiceLevelDetails';
import { parseSubscriptionForm } from '../components/subscription/submission';
import { withServiceBanner } from '../services/shell.server';
import { fetchServiceLevels, saveSubscriptionSetting, SETUP_SERVICE_LEVEL_MUTATION, subscriptionPageData } from '../services/subscriptions.server';
import { requireViewer } from '../services/viewer.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    const { levels } = await fetchServiceLevels(context, { active: true });
    return { actual: business.subscriptionSettings.actualServiceLevel, levels };
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const submission = parseSubscriptionForm(await request.formData(), chooseServiceLevelSchema);
    if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 });
    const { error } = await saveSubscriptionSetting(request, context, SETUP_SERVICE_LEVEL_MUTATION, { serviceLevelId: submission.value.serviceLevelId }, Messages.subscriptionNotStarted);
    return data({ result: submission.reply({ formErrors: [error] }) }, { status: 400 });
  });
}

export default function SubscriptionServiceLevelPage() {
  const { actual, levels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: 'choose-service-level',
    lastResult: actionData?.result,
    defaultValue: { serviceLevelId: actual?.id ?? '' },
    defaultNoValidate: true,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseSubscriptionForm(formData, chooseServiceLevelSchema),
  });
  const error = fields.serviceLevelId.errors?.[0];
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Service Level
      </Typography>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="actual-level-heading">
        <Typography variant="h2" id="actual-level-heading" gutterBottom>
          {actual ? `Your service level: ${actual.name}` : 'Your service level'}
        </Typography>
        {actual ? <ServiceLevelDetails level={actual} testId="actual-service-level" /> : <Typography data-testid="actual-service-level">{Messages.noServiceLevelChosen}</Typography>}
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="choose-level-heading">
        <Typography variant="h2" id="choose-level-heading" gutterBottom>
          {actual ? 'Change the service level' : 'Choose a service level'}
        </Typography>
        <Form method="post" {...getFormProps(form)} noValidate>
          <FormAlert id={form.errorId} message={form.errors?.[0]} />
          <FormControl component="fieldset" error={Boolean(error)} sx={{ mb: 2 }}>
            <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
              Service levels
            </Typography>
            <RadioGroup name={fields.serviceLevelId.name} defaultValue={actual?.id ?? ''} key={fields.serviceLevelId.key}>
              {levels.map((level) => (
                <FormControlLabel
                  key={level.id}
                  value={level.id}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                  label={
                    <Box sx={{ pt: 1 }}>
                      <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                        {level.name}
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {[level.shortDescription, `Initial term ${formatTerm(level.initialTerm)}`, `then ${formatTerm(level.renewalTerm)}`, level.products.map((p) => p.name).join(', ')]
                          .filter(Boolean)
                          .join(' · ')}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {error ? <FormHelperText>{error}</FormHelperText> : null}
          </FormControl>
          <Box>
            <Button type="submit" variant="contained" disabled={navigation.state === 'submitting'}>
              {actual ? 'Change service level' : 'Choose service level'}
            </Button>
          </Box>
        </Form>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
