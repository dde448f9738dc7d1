/**
 * `/bo/setup/bank-integration`: optional (decision 078): most businesses pay through Payloft's bank and go on with
 * "Save and continue"; the banks' forms wait behind "Connect your own bank". The business's payment systems. Jack Henry, Bank of America, U.S. Bank and
 * Bridge Community Bank take a client id, a client secret and a company id for ACH payments; Wells Fargo a
 * certificate and key file (multipart upload, each can be cleared), a passphrase, a gateway entity id and a
 * payment type. Each bank says in plain words how Payloft reaches it (domain/bank-transports.ts). Stored secrets are never sent to the browser: their fields show a placeholder, and sending
 * the placeholder back keeps the stored value.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Box, Button, Checkbox, Chip, FormControlLabel, Paper, TextField, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { z } from 'zod';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { Messages } from '../../../domain/messages';
import {
  bankCredentialsSchema,
  CERTIFICATE_MAX_BYTES,
  CREDENTIAL_BANKS,
  DEFAULT_CERTIFICATE_FILE_NAME,
  DEFAULT_KEY_FILE_NAME,
  paymentSystemName,
  PAYMENT_SYSTEM_KEYS,
  SECRET_PLACEHOLDER,
  wellsFargoFormSchema,
  wellsFargoSettingsSchema,
  WELLS_FARGO,
  WELLS_FARGO_PAYMENT_TYPES,
  type CredentialBank,
  type PaymentSystemKey,
} from '../../../domain/payment-systems';
import { BANK_TRANSPORTS } from '../../../domain/bank-transports';
import { DataTable } from '../../components/DataTable';
import { ConformSelect, ConformTextField, FileField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { fetchPaymentSystems, newRevision, saveBankCredentials, saveWellsFargo, type BankCredentialInfo, type WellsFargoInfo } from './bank-integration.server';
import { withServiceBanner } from '../../platform/shell.server';
import { ErrorAlert, SaveAndContinueButton } from '../../components/FormPage';
import { formActions, intentForm } from '../../platform/form-action.server';
import { requireViewer } from '../../platform/viewer.server';

export const meta: MetaFunction = () => [{ title: 'Bank Integration' }];

/** "Save and continue" with nothing to save: the step is optional. */
const CONTINUE_INTENT = 'continue';
const SECRET_FIELDS = ['clientSecret', 'passphrase', 'certificateFile', 'keyFile'];

const STATUS_LABELS: Record<string, string> = { connected: 'Connected', incomplete: 'Incomplete', notConnected: 'Not connected' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    // A new revision per load remounts the forms, so saved values replace what was typed (uncontrolled inputs).
    return { settings: await fetchPaymentSystems(context), revision: newRevision() };
  });
}

type ActionData = { intent: string; result: SubmissionResult<string[]> };

/** Each bank's form is its own intent (its key); every save is the settings' toast and back to the page (or the next step). */
export const action = (args: ActionFunctionArgs) => {
  const { context } = args;
  const saved = { success: Messages.settingsUpdated, hideFields: SECRET_FIELDS } as const;
  const bankForms = Object.fromEntries(
    CREDENTIAL_BANKS.map(({ key }) => [key, intentForm({ schema: bankCredentialsSchema, save: (value) => saveBankCredentials(context, key, value), ...saved })]),
  );
  return formActions(
    args,
    {
      ...bankForms,
      [WELLS_FARGO.key]: intentForm({ schema: wellsFargoFormSchema, save: (value) => saveWellsFargo(context, value), ...saved }),
      // "Save and continue" with nothing to save: the step is optional.
      [CONTINUE_INTENT]: intentForm({ schema: z.object({}), save: async () => undefined, success: false }),
    },
    { maxFileBytes: CERTIFICATE_MAX_BYTES },
  );
};

function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={STATUS_LABELS[status] ?? status} color={status === 'connected' ? 'success' : 'default'} variant={status === 'connected' ? 'filled' : 'outlined'} />;
}

/** A secret's field: the placeholder stands for a stored value and keeps it when sent back unchanged. */
function SecretField({ id, name, label, stored, error }: { id: string; name: string; label: string; stored: boolean; error?: string }) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type="password"
      autoComplete="new-password"
      defaultValue={stored ? SECRET_PLACEHOLDER : ''}
      error={Boolean(error)}
      helperText={error ?? (stored ? Messages.secretStored : undefined)}
    />
  );
}

function SectionHeading({ id, name, status, bankKey }: { id: string; name: string; status: string; bankKey: PaymentSystemKey }) {
  const transport = BANK_TRANSPORTS[bankKey];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography variant="h2" id={id}>
          {name}
        </Typography>
        <StatusChip status={status} />
      </Box>
      {/* What the connection does and what it needs, in plain words (decision 071). */}
      <Typography variant="body2" data-testid={`${bankKey}-does`}>
        {transport.does}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid={`${bankKey}-needs`}>
        {transport.needs}
      </Typography>
    </>
  );
}

/** A bank's section: its heading and status, then its form (posted under the bank's key as intent) with Save under the fields. */
function BankSection<Schema extends Record<string, unknown>>(props: { bankKey: PaymentSystemKey; info: { name: string; status: string }; form: FormMetadata<Schema, string[]>; multipart?: boolean; children: ReactNode }) {
  const { bankKey, info, form, multipart, children } = props;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === bankKey;
  const headingId = `${bankKey}-heading`;
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby={headingId} data-testid={`bank-${bankKey}`}>
      <SectionHeading id={headingId} name={info.name} status={info.status} bankKey={bankKey} />
      <Form method="post" encType={multipart ? 'multipart/form-data' : undefined} {...getFormProps(form)} noValidate aria-labelledby={headingId}>
        <ErrorAlert id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="intent" value={bankKey} />
        <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
            Save {info.name}
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

function BankForm({ bankKey, info, lastResult }: { bankKey: CredentialBank; info: BankCredentialInfo; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({
    id: `bank-${bankKey}`,
    lastResult,
    defaultValue: { clientId: info.clientId ?? '', companyIdForACHPayment: info.companyIdForACHPayment ?? '' },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: bankCredentialsSchema }),
  });
  return (
    <BankSection bankKey={bankKey} info={info} form={form}>
      <ConformTextField field={fields.clientId} label={`${info.name} client ID`} required autoComplete="off" />
      <SecretField id={fields.clientSecret.id} name={fields.clientSecret.name} label={`${info.name} client secret`} stored={info.isBankCredentialExists} error={fields.clientSecret.errors?.[0]} />
      <ConformTextField field={fields.companyIdForACHPayment} label={`${info.name} company ID for ACH payments`} autoComplete="off" />
    </BankSection>
  );
}

function StoredFile({ label, name, fileName, clearName }: { label: string; name: string; fileName: string | null; clearName: string }) {
  if (!fileName) {
    return (
      <Typography variant="body2" color="text.secondary">
        No {label.toLowerCase()} stored (uploads without a name are stored as {name}).
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" data-testid={`${clearName}-stored`}>
        Stored {label.toLowerCase()}: <strong>{fileName}</strong>
      </Typography>
      <FormControlLabel control={<Checkbox name={clearName} id={clearName} />} label={`Remove the stored ${label.toLowerCase()}`} />
    </Box>
  );
}

function WellsFargoForm({ info, lastResult }: { info: WellsFargoInfo; lastResult?: SubmissionResult<string[]> }) {
  // BankForm's conform options by shape on purpose: the same validation timing, each form with its own schema and defaults.
  const [form, fields] = useForm({
    id: 'bank-wellsFargo',
    lastResult,
    defaultValue: { gatewayEntityId: info.gatewayEntityId ?? '', paymentType: info.paymentType ?? '' },
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wellsFargoSettingsSchema }),
  });
  const fileField = (id: 'certificateFile' | 'keyFile', label: string) => (
    <FileField id={id} name={id} label={label} error={form.allErrors[id]?.[0]} hint="A PEM file" accept=".pem,.crt,.cer,.key,application/x-pem-file" />
  );
  return (
    <BankSection bankKey={WELLS_FARGO.key} info={info} form={form} multipart>
      {fileField('certificateFile', 'Certificate file')}
      <StoredFile label="Certificate file" name={DEFAULT_CERTIFICATE_FILE_NAME} fileName={info.certificateFileName} clearName="clearCertificateFile" />
      {fileField('keyFile', 'Key file')}
      <StoredFile label="Key file" name={DEFAULT_KEY_FILE_NAME} fileName={info.keyFileName} clearName="clearKeyFile" />
      <SecretField id={fields.passphrase.id} name={fields.passphrase.name} label="Passphrase" stored={info.isPassphraseExists} error={fields.passphrase.errors?.[0]} />
      <ConformTextField field={fields.gatewayEntityId} label="Gateway entity ID" required autoComplete="off" />
      <ConformSelect field={fields.paymentType} label="Payment type" options={WELLS_FARGO_PAYMENT_TYPES.map((t) => ({ value: t, label: t }))} placeholder="Choose a payment type" required />
    </BankSection>
  );
}

export default function BankIntegration() {
  const { settings, revision } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const info = settings.infoForUpdatingSettingsOfPaymentSystems;
  const resultFor = (key: string) => (actionData?.intent === key ? actionData.result : undefined);
  const systems = PAYMENT_SYSTEM_KEYS.map((key) => ({ key, name: paymentSystemName(key), status: info[key].status }));
  const connecting = Boolean(actionData) || systems.some((s) => s.status !== 'notConnected');
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Bank Integration
      </Typography>
      <Box component="section" aria-label="Do you need this step?" sx={{ mb: 3, maxWidth: 760 }} data-testid="bank-integration-intro">
        <Typography sx={{ mb: 1 }}>{Messages.bankIntegrationIntro}</Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {Messages.bankIntegrationOptional}
        </Typography>
        <Typography color="text.secondary">{Messages.bankIntegrationNotListed}</Typography>
        <Form method="post">
          <input type="hidden" name="intent" value={CONTINUE_INTENT} />
          <SaveAndContinueButton sx={{ mt: 2 }} />
        </Form>
      </Box>
      {/* The banks' forms stay folded away until a bank is being connected (or one was tried and answered). */}
      <Box component="details" open={connecting} data-testid="bank-integration-connect" sx={{ '& > summary': { cursor: 'pointer', fontWeight: 600, mb: 2 } }}>
        <summary>{Messages.bankIntegrationConnect}</summary>
        <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="systems-heading">
          <Typography variant="h2" id="systems-heading" gutterBottom>
            Payment systems
          </Typography>
          <DataTable
            labelledBy="systems-heading"
            rowTestId="payment-system-row"
            rows={systems}
            rowKey={(s) => s.key}
            empty="No payment systems."
            columns={[
              { label: 'Payment system', cell: (s) => s.name },
              { label: 'Status', cell: (s) => STATUS_LABELS[s.status] ?? s.status },
              { label: 'Order', cell: (s) => (settings.connectedPaymentSystems.includes(s.key) ? `${settings.connectedPaymentSystems.indexOf(s.key) + 1}${settings.connectedPaymentSystems[0] === s.key ? ' (payments go through it)' : ''}` : '—') },
            ]}
          />
        </Paper>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
          {CREDENTIAL_BANKS.map((bank) => (
            <BankForm key={`${bank.key}-${revision}`} bankKey={bank.key} info={info[bank.key]} lastResult={resultFor(bank.key)} />
          ))}
          <WellsFargoForm key={`wellsFargo-${revision}`} info={info.wellsFargo} lastResult={resultFor(WELLS_FARGO.key)} />
        </Box>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
