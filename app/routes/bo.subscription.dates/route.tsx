/** `/bo/subscription/dates`: the go-live date (set with `setupGoLiveDate`) and the registration date. */
import { muiRoute } from '../../components/MuiScope';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDate } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { goLiveDateSchema } from '../../../domain/subscription-validation';
import { page } from '../../components/chrome-styles';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { DateField } from './SubscriptionFields';
import { callApi } from '../../platform/api.server';
import { formAction } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { SETUP_GO_LIVE_DATE_MUTATION, subscriptionPageData, subscriptionRefusal } from '../../features/subscriptions/subscriptions.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { business } = await subscriptionPageData(request, context);
    return {
      goLiveDate: business.goLiveDate,
      registrationDate: business.registrationDate,
    };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: goLiveDateSchema,
    success: (value) => Messages.goLiveDateSaved(formatDate(`${value.goLiveDate}T00:00:00Z`)),
    save: (value) =>
      callApi(args.context, {
        document: SETUP_GO_LIVE_DATE_MUTATION,
        variables: { goLiveDate: value.goLiveDate },
      }),
    refused: subscriptionRefusal(new URL(args.request.url).pathname),
  });

export default function SubscriptionDatesPage() {
  const { goLiveDate, registrationDate } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(goLiveDateSchema, {
    id: 'go-live-date',
    defaultValue: { goLiveDate: goLiveDate ?? '' },
  });
  return (
    <FormPage
      title="Dates"
      section={{ id: 'dates', title: 'Subscription dates' }}
      lead={
        // MUI 9's Typography drew the names in the text colour (its `color="text.secondary"` was not applied): kept.
        <dl className={page.section}>
          <dt className={`${page.note} ${page.strong}`}>Go-live date</dt>
          <dd className={`${page.text} ${page.gutterSmall}`} data-testid="go-live-date">
            {goLiveDate ? formatDate(`${goLiveDate}T00:00:00Z`) : 'Not set'}
          </dd>
          <dt className={`${page.note} ${page.strong}`}>Registration date</dt>
          <dd className={page.text} data-testid="registration-date">
            {registrationDate ? formatDate(registrationDate) : 'Not registered yet'}
          </dd>
        </dl>
      }
      form={form}
      submit="Save go-live date"
    >
      <DateField field={fields.goLiveDate} label="Go-live date" />
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
