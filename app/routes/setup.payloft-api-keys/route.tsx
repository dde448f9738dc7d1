/**
 * `/setup/payloft-api-keys` (spec §2): the business's API clients (create, edit, rotate the secret with a
 * grace period, remove) and each client's webhook endpoints with their delivery log and a resend action. Forms
 * are URL state (`?dialog=new`, `edit`, `rotate`, `remove`, `add-webhook`, `remove-webhook`), so it all works without
 * JavaScript. A new secret is shown once, in the answer to the post that made it: a read-only field, plus a copy
 * button when JavaScript runs.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, FormGroup, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import {
  API_CLIENT_DEFAULT_TIME,
  API_CLIENT_DEFAULT_TIME_ZONE,
  API_CLIENT_TIME_ZONES,
  apiClientFormSchema,
  rotateSecretSchema,
  type ApiClientForm,
  ROTATION_GRACE_LABELS,
  WEBHOOK_EVENTS,
  webhookEndpointFormSchema,
  type RotationGrace,
} from '../../../domain/api-clients';
import { formatDateTime } from '../../../domain/dates';
import { useZoneFormat } from '../../platform/time-zone';
import { Messages } from '../../../domain/messages';
import { API_KEYS_PATH, PRODUCT_NAME } from '../../../domain/product';
import { ConfirmDelete } from '../../components/ConfirmDelete';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { type ApiError } from '../../platform/api.server';
import * as svc from '../../features/developers/api-clients.server';
import { formActions, intentForm } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { apiMessage, redirectIfSetupVerificationNeeded } from '../../features/subscriptions/subscriptions.server';
import { requireViewer } from '../../platform/viewer.server';
import { recordIdSchema } from '../../platform/forms';
import { fieldErrorsOf, type FormActionData } from '../../platform/form-answers';

const PATH = API_KEYS_PATH;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const clients = await svc.fetchApiClients(context);
    const id = url.searchParams.get('id');
    const dialog = url.searchParams.get('dialog');
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

type FieldErrors = Record<string, string>;
type ShownOnceData = { kind: 'secret'; title: string; name: string; clientId: string; secret: string } | { kind: 'signingSecret'; url: string; secret: string };
type ActionData = ShownOnceData | FormActionData;
/** A refused form as this page's forms show it: the first error of each field, the form's message, what was typed. */
type Refusal = { intent: string; errors: FieldErrors; form: string | null; values: Record<string, string | string[]> };

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

/** A secret shown once: a read-only field everyone can select, and a copy button once JavaScript runs. */
function SecretField({ id, label, value }: { id: string; label: string; value: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      {/* Monospace at body2's size: a Client ID fits whole in a phone's field, and l, 1 and I read apart. */}
      <TextField
        id={id}
        label={label}
        value={value}
        fullWidth
        sx={{ maxWidth: 640, '& input': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false, 'data-testid': id } }}
      />
      {hydrated ? (
        <Button
          variant="outlined"
          onClick={() => {
            void navigator.clipboard?.writeText(value).then(() => setCopied(true), () => setCopied(false));
          }}
          aria-label={`Copy ${label}`}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      ) : null}
    </Box>
  );
}

function ShownOnce({ result }: { result: ShownOnceData }) {
  if (result.kind === 'secret') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }} role="status" data-testid="secret-once">
        <Typography component="h2" variant="h6" gutterBottom>
          {result.title}
        </Typography>
        <Typography sx={{ mb: 2 }}>Credentials of {result.name}. We keep only a hash of the secret: it cannot be shown again.</Typography>
        <SecretField id="shown-client-id" label="Client ID" value={result.clientId} />
        <SecretField id="shown-client-secret" label="Client secret" value={result.secret} />
      </Alert>
    );
  }
  if (result.kind === 'signingSecret') {
    return (
      <Alert severity="warning" sx={{ mb: 3 }} role="status" data-testid="secret-once">
        <Typography component="h2" variant="h6" gutterBottom>
          Copy the signing secret now: it is shown only once.
        </Typography>
        <Typography sx={{ mb: 2 }}>Deliveries to {result.url} are signed with it (Standard Webhooks).</Typography>
        <SecretField id="shown-signing-secret" label="Signing secret" value={result.secret} />
      </Alert>
    );
  }
  return null;
}

/** A form's submit button and the way back to the page. */
function SubmitOrCancel({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
      <Button type="submit" variant="contained">
        {label}
      </Button>
      <Button component={RemixLink} to={PATH}>
        Cancel
      </Button>
    </Box>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <FormHelperText id={id} error>
      {message}
    </FormHelperText>
  ) : null;
}

function ClientForm({ client, errors }: { client: svc.ApiClient | null; errors: Refusal | null }) {
  // A new client expires in the business's own zone where the list has it; else the spec's default.
  const businessZone = useZoneFormat().timeZone;
  const defaultZone = (API_CLIENT_TIME_ZONES as readonly string[]).includes(businessZone) ? businessZone : API_CLIENT_DEFAULT_TIME_ZONE;
  const value = (name: string, fallback: string) => (errors ? String(errors.values[name] ?? '') : fallback);
  const err = errors?.errors ?? {};
  const field = (name: string, label: string, fallback: string, type = 'text', required = false) => (
    <TextField
      id={`client-${name}`}
      name={name}
      label={label}
      type={type}
      defaultValue={value(name, fallback)}
      error={Boolean(err[name])}
      helperText={err[name]}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': required || undefined } }}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="client-form-heading">
      <Typography variant="h2" id="client-form-heading" gutterBottom>
        {client ? `Edit ${client.name}` : 'New API client'}
      </Typography>
      {errors?.form ? <Alert severity="error" sx={{ mb: 2 }}>{errors.form}</Alert> : null}
      <Form method="post" action={PATH} noValidate>
        <input type="hidden" name="intent" value={client ? 'update' : 'create'} />
        {client ? <input type="hidden" name="id" value={client.id} /> : null}
        <Box sx={{ display: 'grid', gap: 2, maxWidth: 520 }}>
          {field('name', 'Name', client?.name ?? '', 'text', true)}
          {field('applicationName', 'Application name', client?.applicationName ?? '', 'text', true)}
          <Typography component="p" color="text.secondary">
            Expires (optional): leave the date empty for a client that does not expire.
          </Typography>
          {field('expiredDate', 'Expiry date', client?.expiredAt?.date ?? '', 'date')}
          {field('expiredTime', 'Expiry time', client?.expiredAt?.time ?? API_CLIENT_DEFAULT_TIME, 'time')}
          <TextField
            select
            id="client-expiredTimeZone"
            name="expiredTimeZone"
            label="Time zone"
            defaultValue={value('expiredTimeZone', client?.expiredAt?.timezone ?? defaultZone)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {API_CLIENT_TIME_ZONES.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </TextField>
        </Box>
        <SubmitOrCancel label={client ? 'Save' : 'Create API client'} />
      </Form>
    </Paper>
  );
}

function RotateForm({ client }: { client: svc.ApiClient }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="rotate-heading">
      <Typography variant="h2" id="rotate-heading" gutterBottom>
        Rotate the secret of {client.name}
      </Typography>
      <Typography sx={{ mb: 2 }}>A new secret is made and shown once. Choose how long the current secret keeps working, so your integration can switch without downtime.</Typography>
      <Form method="post" action={PATH}>
        <input type="hidden" name="intent" value="rotate" />
        <input type="hidden" name="id" value={client.id} />
        <TextField select id="rotate-grace" name="grace" label="The old secret keeps working for" defaultValue="1h" sx={{ minWidth: 320 }} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
          {(Object.keys(ROTATION_GRACE_LABELS) as RotationGrace[]).map((g) => (
            <option key={g} value={g}>
              {ROTATION_GRACE_LABELS[g]}
            </option>
          ))}
        </TextField>
        <SubmitOrCancel label="Rotate secret" />
      </Form>
    </Paper>
  );
}

function WebhookForm({ client, errors }: { client: svc.ApiClient; errors: Refusal | null }) {
  const chosen = errors ? ([] as string[]).concat(errors.values.events ?? []) : [...WEBHOOK_EVENTS];
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="webhook-form-heading">
      <Typography variant="h2" id="webhook-form-heading" gutterBottom>
        Add a webhook endpoint to {client.name}
      </Typography>
      {errors?.form ? <Alert severity="error" sx={{ mb: 2 }}>{errors.form}</Alert> : null}
      <Form method="post" action={PATH} noValidate>
        <input type="hidden" name="intent" value="add-webhook" />
        <input type="hidden" name="id" value={client.id} />
        <TextField
          id="webhook-url"
          name="url"
          label="Endpoint URL"
          type="url"
          defaultValue={errors ? String(errors.values.url ?? '') : ''}
          error={Boolean(errors?.errors.url)}
          helperText={errors?.errors.url ?? 'https only; http://127.0.0.1 works in local and dev'}
          fullWidth
          sx={{ maxWidth: 640, mb: 2 }}
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <fieldset style={{ border: 0, padding: 0, margin: 0 }} aria-describedby="webhook-events-error">
          <legend>
            <Typography component="span">Events</Typography>
          </legend>
          <FormGroup>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel key={event} control={<Checkbox name="events" value={event} defaultChecked={chosen.includes(event)} />} label={event} />
            ))}
          </FormGroup>
          <FieldError id="webhook-events-error" message={errors?.errors.events} />
        </fieldset>
        <SubmitOrCancel label="Add endpoint" />
      </Form>
    </Paper>
  );
}

const DELIVERY_LABEL: Record<string, string> = { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' };
const DELIVERY_COLOR: Record<string, 'warning' | 'success' | 'error'> = { pending: 'warning', succeeded: 'success', failed: 'error' };

function Endpoint({ endpoint }: { endpoint: svc.WebhookEndpoint }) {
  const headingId = `endpoint-${endpoint.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 2, pl: 2, borderLeft: 3, borderColor: 'divider' }} data-testid="webhook-endpoint">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" id={headingId} sx={{ fontSize: '1rem', fontWeight: 600, wordBreak: 'break-all' }}>
          {endpoint.url}
        </Typography>
        <Button size="small" color="error" component={RemixLink} to={`${PATH}?dialog=remove-webhook&id=${encodeURIComponent(endpoint.id)}`} aria-label={`Remove endpoint ${endpoint.url}`}>
          Remove
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Events: {endpoint.events.join(', ')}
      </Typography>
      <DataTable
        labelledBy={headingId}
        rowTestId="delivery-row"
        rows={endpoint.deliveries}
        rowKey={(d) => d.id}
        empty="No deliveries yet."
        columns={[
          { label: 'Event', cell: (d) => d.eventType },
          { label: 'Status', cell: (d) => <Chip size="small" label={DELIVERY_LABEL[d.status] ?? d.status} color={DELIVERY_COLOR[d.status] ?? 'default'} /> },
          { label: 'Attempts', align: 'right', cell: (d) => d.attempts },
          { label: 'Response', align: 'right', cell: (d) => (d.responseStatus ? String(d.responseStatus) : (d.lastError ?? '')) },
          { label: 'Created (UTC)', cell: (d) => formatDateTime(d.createdAt) },
          {
            label: 'Actions',
            cell: (d) => (
              <Form method="post" action={PATH}>
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="id" value={d.id} />
                <Button type="submit" size="small" aria-label={`Resend ${d.eventType} of ${formatDateTime(d.createdAt)}`}>
                  Resend
                </Button>
              </Form>
            ),
          },
        ]}
      />
    </Box>
  );
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
