/**
 * `/pa/setup/bank-accounts/channel/:id` (admin): an originating account's SFTP file channel to its bank (decision 066,
 * 071): where ACH files go and returns come from. Secrets never reach the browser (the placeholder stands for them and
 * keeps them when sent back); the pinned host key is shown and re-pinned by entering the one the bank confirmed.
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, TextField, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { achChannelFormSchema, DEFAULT_ACH_FILE_NAME_PATTERN, DEFAULT_SFTP_PORT } from '../../../domain/ach-channel';
import { ErrorCodes } from '../../../domain/errors';
import { achDeliveryLabel, Messages } from '../../../domain/messages';
import { formatDate } from '../../platform/format';
import { SETUP_VERIFICATION_PATH } from '../../../domain/mfa';
import { SECRET_PLACEHOLDER } from '../../../domain/payment-systems';
import { ConformCheckbox, ConformTextField, Facts } from '../../components/Fields';
import { FormPage, usePageForm } from '../../components/FormPage';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { coreGraphql } from '../../graphql/core';
import { callApi } from '../../platform/api.server';
import { apiErrorMessage, formAction, intentForm } from '../../platform/form-action.server';
import { redirect } from '../../platform/redirect.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';

export const meta: MetaFunction = () => [{ title: 'File Channel' }];

const CHANNEL_QUERY = coreGraphql(`
  query AchFileChannelPage {
    originatingAccounts { id name companyName }
    achFileChannels {
      originatingAccountId host port username password privateKey hostKeyFingerprint uploadFolder fileNamePattern returnsFolder enabled deliverFilesFrom updatedAt lastDeliveredAt
    }
  }
`);
const SET_CHANNEL = coreGraphql(`
  mutation SetAchFileChannelPage($originatingAccountId: ID!, $input: AchFileChannelInput!) {
    setAchFileChannel(originatingAccountId: $originatingAccountId, input: $input) { originatingAccountName hostKeyFingerprint connectionTest { ok message } }
  }
`);

const SECRET_FIELDS = ['password', 'privateKey', 'privateKeyPassphrase'];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const d = await callApi(context, { document: CHANNEL_QUERY });
    const account = d.originatingAccounts.find((a) => a.id === params.id);
    if (!account) throw notFound();
    return { account, channel: d.achFileChannels.find((c) => c.originatingAccountId === account.id) ?? null };
  });
}

export const action = (args: ActionFunctionArgs) =>
  formAction(
    args,
    intentForm({
      schema: achChannelFormSchema,
      hideFields: SECRET_FIELDS,
      save: (value) =>
        callApi(args.context, {
          document: SET_CHANNEL,
          variables: {
            originatingAccountId: args.params.id ?? '',
            input: { ...value, returnsFolder: value.returnsFolder ?? null, privateKeyPassphrase: value.privateKeyPassphrase === SECRET_PLACEHOLDER ? undefined : value.privateKeyPassphrase },
          },
        }),
      // The connection test's outcome is said at once, failure included: the settings are kept either way.
      success: (_value, saved) => `${Messages.fileChannelSaved} ${saved.setAchFileChannel.connectionTest?.message ?? ''}`.trim(),
      refused: (error) => {
        // The services ask for a fresh verification (MFA on): verify, then come back to this page.
        if (error.code === ErrorCodes.forbidden && error.message !== Messages.fileChannelNeedsMfa) {
          throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: new URL(args.request.url).pathname })}`);
        }
        return { formErrors: [apiErrorMessage(error)] };
      },
    }),
  );

/** A stored secret's field: the placeholder stands for it (sending it back keeps it); nothing stored, empty. */
function SecretField({ id, name, label, stored, multiline, error }: { id: string; name: string; label: string; stored: boolean; multiline?: boolean; error?: string }) {
  return (
    <TextField
      id={id}
      name={name}
      label={label}
      type={multiline ? undefined : 'password'}
      multiline={multiline}
      minRows={multiline ? 4 : undefined}
      autoComplete="new-password"
      defaultValue={stored ? SECRET_PLACEHOLDER : ''}
      error={Boolean(error)}
      helperText={error ?? (stored ? Messages.secretStored : undefined)}
    />
  );
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: -1 }}>
      {children}
    </Typography>
  );
}

export default function AchFileChannel() {
  const { account, channel } = useLoaderData<typeof loader>();
  const [form, fields] = usePageForm(achChannelFormSchema, {
    id: 'ach-channel',
    defaultValue: {
      host: channel?.host ?? '',
      port: String(channel?.port ?? DEFAULT_SFTP_PORT),
      username: channel?.username ?? '',
      hostKeyFingerprint: channel?.hostKeyFingerprint ?? '',
      uploadFolder: channel?.uploadFolder ?? '',
      fileNamePattern: channel?.fileNamePattern ?? DEFAULT_ACH_FILE_NAME_PATTERN,
      returnsFolder: channel?.returnsFolder ?? '',
      enabled: channel ? channel.enabled : true,
    } as never,
  });
  return (
    <FormPage
      title={`File Channel: ${account.name}`}
      intro={`Where Payloft uploads the ACH files of ${account.companyName} and reads the bank's return and notification-of-change files, over SFTP. Changing it needs multi-factor authentication and is recorded with your name.`}
      before={
        <Box sx={{ mb: 3, maxWidth: 760 }}>
          {channel ? (
            <Facts
              testId="channel-facts"
              items={[
                { label: 'Pinned host key', value: <code data-testid="pinned-host-key">{channel.hostKeyFingerprint}</code> },
                {
                  label: 'Status',
                  // "Files are sent" only once the server has taken one.
                  value: !channel.enabled ? 'Stopped: nothing is sent or fetched' : channel.lastDeliveredAt ? achDeliveryLabel.channelSending(formatDate(channel.lastDeliveredAt) ?? '') : achDeliveryLabel.channelNoDeliveryYet,
                },
              ]}
            />
          ) : (
            <Alert severity="info">This account has no file channel yet: its ACH files are only kept for download.</Alert>
          )}
        </Box>
      }
      section={{ id: 'channel', title: 'SFTP server' }}
      form={form}
      cancelTo="/pa/setup/bank-accounts"
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ConformTextField field={fields.host} label="Host" required autoComplete="off" />
        <ConformTextField field={fields.port as never} label="Port" autoComplete="off" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <ConformTextField field={fields.username} label="User name" required autoComplete="off" />
        <SecretField id={fields.password.id} name={fields.password.name} label="Password" stored={Boolean(channel?.password)} error={fields.password.errors?.[0]} />
        <SecretField id={fields.privateKey.id} name={fields.privateKey.name} label="Private key" multiline stored={Boolean(channel?.privateKey)} error={fields.privateKey.errors?.[0]} />
        <SecretField id={fields.privateKeyPassphrase.id} name={fields.privateKeyPassphrase.name} label="Private key passphrase" stored={false} error={fields.privateKeyPassphrase.errors?.[0]} />
        <ConformTextField field={fields.hostKeyFingerprint} label="Host key fingerprint" required autoComplete="off" placeholder="SHA256:…" slotProps={{ htmlInput: { 'aria-describedby': 'fingerprint-hint' } }} />
        <Hint id="fingerprint-hint">Pin only a key the bank confirmed by another channel (ssh-keyscan -p PORT HOST | ssh-keygen -lf -).</Hint>
        <ConformTextField field={fields.uploadFolder} label="Upload folder" required autoComplete="off" />
        <ConformTextField field={fields.fileNamePattern} label="File name pattern" autoComplete="off" slotProps={{ htmlInput: { 'aria-describedby': 'pattern-hint' } }} />
        <Hint id="pattern-hint">Uses {'{fileName}'}, {'{id}'}, {'{date}'}, {'{time}'}, {'{modifier}'}, {'{companyId}'}; must contain {'{id}'} or {'{fileName}'}.</Hint>
        <ConformTextField field={fields.returnsFolder} label="Returns folder" autoComplete="off" slotProps={{ htmlInput: { 'aria-describedby': 'returns-hint' } }} />
        <Hint id="returns-hint">Where the bank leaves return and NOC files; leave empty if they come another way.</Hint>
        <ConformCheckbox field={fields.enabled as never} label="Send files over this channel" />
        <Typography variant="body2" color="text.secondary">
          A password or a private key is needed. Leave a stored one as it is to keep it.
        </Typography>
      </Box>
    </FormPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
