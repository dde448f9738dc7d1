/** `/bo/subscription/service-level`: the business's actual service level (products and terms), and choosing or changing it. */
import { muiRoute } from '../../components/MuiScope';
import { Box, FormControl, FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { productLabel } from '../../../domain/roles';
import { chooseServiceLevelSchema } from '../../../domain/subscription-validation';
import { FormPage, FormSection, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { formatTerm, ServiceLevelDetails } from '../../features/subscriptions/ServiceLevelDetails';
import { callApi } from '../../platform/api.server';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { fetchServiceLevels, SETUP_SERVICE_LEVEL_MUTATION, subscriptionPageData, subscriptionRefusal } from '../../features/subscriptions/subscriptions.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    const { levels } = await fetchServiceLevels(context, { active: true });
    return { actual: business.subscriptionSettings.actualServiceLevel, levels };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: chooseServiceLevelSchema,
    save: (value) =>
      callApi(args.context, {
        document: SETUP_SERVICE_LEVEL_MUTATION,
        variables: { serviceLevelId: value.serviceLevelId },
      }),
    success: (_value, saved) => Messages.serviceLevelChosen(saved.setupServiceLevel.subscriptionSettings.actualServiceLevel?.name ?? ''),
    refused: subscriptionRefusal(new URL(args.request.url).pathname, Messages.subscriptionNotStarted),
  });

export default function SubscriptionServiceLevelPage() {
  const { actual, levels } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(chooseServiceLevelSchema, {
    id: 'choose-service-level',
    defaultValue: { serviceLevelId: actual?.id ?? '' },
  });
  const error = fields.serviceLevelId.errors?.[0];
  return (
    <FormPage
      title="Service Level"
      before={
        <FormSection id="actual-level" title={actual ? `Your service level: ${actual.name}` : 'Your service level'}>
          {actual ? (
            <ServiceLevelDetails level={actual} testId="actual-service-level" />
          ) : (
            <Typography data-testid="actual-service-level">{Messages.noServiceLevelChosen}</Typography>
          )}
        </FormSection>
      }
      section={{
        id: 'choose-level',
        title: actual ? 'Change the service level' : 'Choose a service level',
      }}
      form={form}
      submit={actual ? 'Change service level' : 'Choose service level'}
    >
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
                    {[
                      level.shortDescription,
                      `Initial term ${formatTerm(level.initialTerm)}`,
                      `then ${formatTerm(level.renewalTerm)}`,
                      level.products.map((p) => productLabel(p.name)).join(', '),
                    ]
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
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
