/** The API keys page's forms: a client's details, its secret's rotation, a webhook endpoint, and a secret shown once. */
import { Alert, Box, Button, Checkbox, FormControlLabel, FormGroup, FormHelperText, Paper, TextField, Typography } from '@mui/material';
import { Form, Link as RemixLink } from '@remix-run/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { API_CLIENT_DEFAULT_TIME, API_CLIENT_DEFAULT_TIME_ZONE, API_CLIENT_TIME_ZONES, ROTATION_GRACE_LABELS, WEBHOOK_EVENTS, type RotationGrace } from '../../../domain/api-clients';
import { useZoneFormat } from '../../platform/time-zone';
import { API_KEYS_PATH } from '../../../domain/product';
import type * as svc from '../../features/developers/api-clients.server';

export type FieldErrors = Record<string, string>;
export type ShownOnceData = { kind: 'secret'; title: string; name: string; clientId: string; secret: string } | { kind: 'signingSecret'; url: string; secret: string };
/** A refused form as this page's forms show it: the first error of each field, the form's message, what was typed. */
export type Refusal = { intent: string; errors: FieldErrors; form: string | null; values: Record<string, string | string[]> };

/** A secret shown once: a read-only field everyone can select, and a copy button once JavaScript runs. */
export function SecretField({ id, label, value }: { id: string; label: string; value: string }) {
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

export function ShownOnce({ result }: { result: ShownOnceData }) {
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
export function SubmitOrCancel({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, mt: 2 }}>
      <Button type="submit" variant="contained">
        {label}
      </Button>
      <Button component={RemixLink} to={API_KEYS_PATH}>
        Cancel
      </Button>
    </Box>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <FormHelperText id={id} error>
      {message}
    </FormHelperText>
  ) : null;
}

export function ClientForm({ client, errors }: { client: svc.ApiClient | null; errors: Refusal | null }) {
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
      <Form method="post" action={API_KEYS_PATH} noValidate>
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

export function RotateForm({ client }: { client: svc.ApiClient }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="rotate-heading">
      <Typography variant="h2" id="rotate-heading" gutterBottom>
        Rotate the secret of {client.name}
      </Typography>
      <Typography sx={{ mb: 2 }}>A new secret is made and shown once. Choose how long the current secret keeps working, so your integration can switch without downtime.</Typography>
      <Form method="post" action={API_KEYS_PATH}>
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

export function WebhookForm({ client, errors }: { client: svc.ApiClient; errors: Refusal | null }) {
  const chosen = errors ? ([] as string[]).concat(errors.values.events ?? []) : [...WEBHOOK_EVENTS];
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="webhook-form-heading">
      <Typography variant="h2" id="webhook-form-heading" gutterBottom>
        Add a webhook endpoint to {client.name}
      </Typography>
      {errors?.form ? <Alert severity="error" sx={{ mb: 2 }}>{errors.form}</Alert> : null}
      <Form method="post" action={API_KEYS_PATH} noValidate>
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
