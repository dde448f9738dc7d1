/**
 * `/setup/payloft-api-keys` (spec §2): the business's API clients (create, edit, rotate the secret with a
 * grace period, remove) and each client's webhook endpoints with their delivery log and a resend action. Forms
 * are URL state (`?dialog=new`, `edit`, `rotate`, `remove`, `add-webhook`, `remove-webhook`), so it all works without
 * JavaScript. A new secret is shown once, in the answer to the post that made it: a read-only field, plus a copy
 * button when JavaScript runs.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Chip, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { apiClientFormSchema, rotateSecretSchema, type ApiClientForm, webhookEndpointFormSchema } from '../../../domain/api-clients';
import { formatDateTime } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { API_KEYS_PATH, PRODUCT_NAME } from '../../../domain/product';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { type ApiError } from '../../platform/api.server';
import * as svc from '../../features/developers/api-clients.server';
import { formActions, intentForm } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { apiMessage, redirectIfSetupVerificationNeeded } from '../../features/subscriptions/subscriptions.server';
import { requireViewer } from '../../platform/viewer.server';
import { dialogOf, recordIdSchema } from '../../platform/forms';
import { fieldErrorsOf, type FormActionData } from '../../platform/form-answers';
import { ClientForm, RotateForm, ShownOnce, WebhookForm, type Refusal, type ShownOnceData } from './ClientForms';
import { Endpoint } from './WebhookEndpoint';

const PATH = API_KEYS_PATH;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const clients = await svc.fetchApiClients(context);
    const { dialog, id } = dialogOf(url);
    const client = id ? (clients.find((c) => c.id === id) ?? null) : null;
    const endpoint = id ? (clients.flatMap((c) => c.webhookEndpoints).find((e) => e.id === id) ?? null) : null;
    return {
      clients,
      dialog: dialog === 'new' || ((dialog === 'edit' || dialog === 'rotate' || dialog === 'remove' || dialog === 'add-webhook') && client) || (dialog === 'remove-webhook' && endpoint) ? dialog : null,
      client,
      endpoint,
    };
  });
}

type ActionData = ShownOnceData | FormActionData;

const withClientId = recordIdSchema;
const expiry = (v: ApiClientForm) => ({ name: v.name, applicationName: v.applicationName, expiredAt: v.expiredDate ? { date: v.expiredDate, time: v.expiredTime, timezone: v.expiredTimeZone } : null });
/** An API refusal: a setup-verification refusal goes to verification first, any other is the form's message. */
const refused = (error: ApiError) => {
  redirectIfSetupVerificationNeeded(error, PATH);
  return { formErrors: [apiMessage(error)] };
};
const shownSecret = (title: string, made: Awaited<ReturnType<typeof svc.rotateApiClientSecret>>) =>
  data<ActionData>({ kind: 'secret', title, name: made.apiClient.name, clientId: made.credentials.clientId, secret: made.credentials.clientSecret });

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    create: intentForm({
      schema: apiClientFormSchema,
      save: (v) => svc.createApiClient(args.context, expiry(v)),
      success: Messages.apiClientCreated,
      answer: (made) => shownSecret(Messages.apiClientSecretShownOnce, made),
      refused,
    }),
    update: {
      schema: apiClientFormSchema.merge(withClientId),
      save: (v) => svc.updateApiClient(args.context, v.id, expiry(v)),
      success: Messages.apiClientUpdated,
      redirectTo: PATH,
      refused,
    },
    rotate: intentForm({
      schema: rotateSecretSchema.merge(withClientId),
      save: (v) => svc.rotateApiClientSecret(args.context, v.id, v.grace),
      success: Messages.apiClientSecretRotated,
      answer: (made) => shownSecret(Messages.apiClientSecretRotated, made),
      refused,
    }),
    remove: { schema: withClientId, save: (v) => svc.removeApiClient(args.context, v.id), success: Messages.apiClientRemoved, redirectTo: PATH, refused },
    'add-webhook': intentForm({
      schema: webhookEndpointFormSchema.merge(withClientId),
      save: (v) => svc.createWebhookEndpoint(args.context, v.id, { url: v.url, events: v.events }),
      success: Messages.webhookEndpointCreated,
      answer: ({ endpoint, signingSecret }) => data<ActionData>({ kind: 'signingSecret', url: endpoint.url, secret: signingSecret }),
      refused,
    }),
    'remove-webhook': { schema: recordIdSchema, save: (v) => svc.removeWebhookEndpoint(args.context, v.id), success: Messages.webhookEndpointRemoved, redirectTo: PATH, refused },
    resend: { schema: recordIdSchema, save: (v) => svc.resendWebhookDelivery(args.context, v.id), success: Messages.webhookDeliveryResent, redirectTo: PATH, refused },
  });

/** The action's 400 answer for one form of the page, read the way the page's forms show it. */
function refusalOf(result: ActionData | undefined): Refusal | null {
  if (!result || !('result' in result)) return null;
  const { error, initialValue } = result.result;
  const errors = Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([name, messages]) => [name, messages[0]]));
  return { intent: result.intent ?? '', errors, form: error?.['']?.[0] ?? null, values: (initialValue ?? {}) as Refusal['values'] };
}

export default function ApiKeysPage() {
  const { clients, dialog, client, endpoint } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionData | undefined;
  const errors = refusalOf(result);
  const errorsFor = (...intents: string[]) => (errors && intents.includes(errors.intent) ? errors : null);
  const generalError = errors && !['create', 'update', 'add-webhook'].includes(errors.intent) ? errors.form : null;
  const showClientForm = dialog === 'new' || dialog === 'edit' || errorsFor('create', 'update');
  const formClient = dialog === 'edit' ? client : errorsFor('update') && errors?.values.id ? (clients.find((c) => c.id === errors.values.id) ?? null) : null;
  const webhookClient = dialog === 'add-webhook' ? client : errorsFor('add-webhook') ? (clients.find((c) => c.id === errors?.values.id) ?? null) : null;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        API Keys
      </Typography>
      <Typography sx={{ mb: 3 }}>
        API clients let your own software move money through the {PRODUCT_NAME} API with OAuth client credentials. See the <RemixLink to="/developers">API reference</RemixLink>.
      </Typography>
      {result && 'kind' in result ? <ShownOnce result={result} /> : null}
      {generalError ? <Alert severity="error" sx={{ mb: 2 }}>{generalError}</Alert> : null}
      {showClientForm ? <ClientForm key={formClient?.id ?? 'new'} client={formClient} errors={errorsFor('create', 'update')} /> : null}
      {dialog === 'rotate' && client ? <RotateForm client={client} /> : null}
      {webhookClient ? <WebhookForm client={webhookClient} errors={errorsFor('add-webhook')} /> : null}
      {dialog === 'remove' && client ? (
        <ConfirmDelete idPrefix="remove-client" title="Remove API client" question={`Remove ${client.name}? Its credentials and webhook endpoints stop working at once.`} action={PATH} intent="remove" id={client.id} />
      ) : null}
      {dialog === 'remove-webhook' && endpoint ? (
        <ConfirmDelete idPrefix="remove-webhook" title="Remove webhook endpoint" question={`Remove the endpoint ${endpoint.url}? No more events are sent to it.`} action={PATH} intent="remove-webhook" id={endpoint.id} />
      ) : null}

      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" id="clients-heading">
          API clients
        </Typography>
        <Button component={RemixLink} to={`${PATH}?dialog=new`} variant="contained">
          New API client
        </Button>
      </Box>
      {clients.length === 0 ? <Alert severity="info">No API clients yet.</Alert> : null}
      {clients.map((c) => (
        <Paper key={c.id} variant="outlined" sx={{ p: 3, mb: 2 }} component="article" aria-labelledby={`client-${c.id}`} data-testid="api-client">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography variant="h3" id={`client-${c.id}`} sx={{ fontSize: '1.25rem', fontWeight: 600 }}>
                {c.name}
              </Typography>
              {c.isExpired ? <Chip size="small" label="Expired" color="error" /> : null}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button size="small" component={RemixLink} to={`${PATH}?dialog=edit&id=${c.id}`} aria-label={`Edit ${c.name}`}>
                Edit
              </Button>
              <Button size="small" component={RemixLink} to={`${PATH}?dialog=rotate&id=${c.id}`} aria-label={`Rotate secret of ${c.name}`}>
                Rotate secret
              </Button>
              <Button size="small" component={RemixLink} to={`${PATH}?dialog=add-webhook&id=${c.id}`} aria-label={`Add webhook endpoint to ${c.name}`}>
                Add webhook endpoint
              </Button>
              <Button size="small" color="error" component={RemixLink} to={`${PATH}?dialog=remove&id=${c.id}`} aria-label={`Remove ${c.name}`}>
                Remove
              </Button>
            </Box>
          </Box>
          {/* The value column may shrink below its longest word, so a long Client ID wraps inside the card on a phone. */}
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, m: 0, '& code': { overflowWrap: 'anywhere' } }}>
            <dt>Application</dt>
            <dd style={{ margin: 0 }}>{c.applicationName}</dd>
            <dt>Client ID</dt>
            <dd style={{ margin: 0 }}>
              <code data-testid="client-id">{c.clientId}</code>
            </dd>
            <dt>Expires</dt>
            <dd style={{ margin: 0 }}>{c.expiredAt ? `${formatDateTime(c.expiredAt.at, c.expiredAt.timezone)} ${c.expiredAt.timezone}` : 'Never'}</dd>
            {c.previousSecretExpiresAt ? (
              <>
                <dt>Old secret works until</dt>
                <dd style={{ margin: 0 }}>{formatDateTime(c.previousSecretExpiresAt)} UTC</dd>
              </>
            ) : null}
          </Box>
          {c.webhookEndpoints.map((e) => (
            <Endpoint key={e.id} endpoint={e} />
          ))}
        </Paper>
      ))}
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
