/**
 * `/pa/setup/bank-accounts/returns`: the admin uploads the bank's return (addenda 99) and notification-of-change
 * (addenda 98) files, besides the ACH_RETURNS_INBOX folder, for banks that send them by e-mail or a portal. A plain multipart form, so it works
 * without JavaScript; after the upload the page lists what each entry of each received file did: applied to its
 * payment, or unmatched (kept and shown, never dropped).
 */
import { muiRoute } from '../../components/MuiScope';
import { Alert, Box, Button, Chip, Link, Paper, Typography } from '@mui/material';
import { type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { coreGraphql } from '../../graphql/core';
import { ApiError, callApi } from '../../platform/api.server';
import { errorMessage } from '../../features/setup/banks-settings.server';
import { formAction } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { ErrorAlert } from '../../components/FormPage';

/** The services take at most 90 KB of file text; a little more is read so the services name the limit. */
const MAX_UPLOAD_BYTES = 100 * 1024;

const FILES_QUERY = coreGraphql(`
  query AchReturnFilesPage {
    achReturnFiles(limit: 20) {
      ...AchReturnFileFields
    }
    originatingAccounts {
      id
      name
    }
  }
  fragment AchReturnFileFields on AchReturnFile {
    id
    fileName
    source
    receivedAt
    problems
    applied
    unmatched
    ignored
    entries {
      position
      kind
      code
      reason
      originalTraceNumber
      amount
      status
      outcome
      paymentId
      paymentTransactionId
    }
  }
`);

const UPLOAD_MUTATION = coreGraphql(`
  mutation UploadAchReturnFile($fileName: String!, $content: String!, $originatingAccountId: ID!) {
    uploadAchReturnFile(fileName: $fileName, content: $content, originatingAccountId: $originatingAccountId) {
      duplicate
      file {
        id
        applied
        unmatched
        ignored
        problems
      }
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    try {
      const d = await callApi(context, { document: FILES_QUERY });
      return {
        error: null,
        accounts: d.originatingAccounts,
        files: d.achReturnFiles.map((f) => ({
          ...f,
          received: zone.dateTime(f.receivedAt),
          entries: f.entries.map((e) => ({ ...e, amountText: formatCents(e.amount) })),
        })),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { error: errorMessage(error), accounts: [], files: [] };
    }
  });
}

/** The upload form: one file (the services say what is wrong inside it). */
const uploadSchema = z.object({
  originatingAccountId: z.string({ required_error: Messages.achReturnFileAccountRequired }).min(1, Messages.achReturnFileAccountRequired),
  file: z.instanceof(File, { message: Messages.achReturnFileRequired }).refine((file) => file.size <= MAX_UPLOAD_BYTES, Messages.achReturnFileTooLarge),
});

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    schema: uploadSchema,
    // A file is never sent back in the answer.
    hideFields: ['file'],
    save: async ({ file, originatingAccountId }) => {
      const { uploadAchReturnFile: result } = await callApi(args.context, {
        document: UPLOAD_MUTATION,
        variables: { fileName: file.name || 'returns.ach', content: await file.text(), originatingAccountId },
      });
      const f = result.file;
      const message = result.duplicate
        ? Messages.achReturnFileDuplicate
        : f && f.problems.length
          ? Messages.achReturnFileInvalid
          : Messages.achReturnFileRead(f?.applied ?? 0, f?.unmatched ?? 0, f?.ignored ?? 0);
      // A file the bank sent that cannot be read is kept (and listed), so it is a save, but its toast is a danger one.
      args.context.session.flash(f && f.problems.length && !result.duplicate ? 'danger' : 'success', message);
    },
    success: false,
    refused: (error) => ({ formErrors: [errorMessage(error)] }),
    maxFileBytes: MAX_UPLOAD_BYTES,
  });

const STATUS_LABEL: Record<string, string> = { applied: 'Applied', unmatched: 'Unmatched', ignored: 'Ignored' };

export default function AchReturns() {
  const { error, accounts, files } = useLoaderData<typeof loader>();
  const uploadError = refusalMessage(useActionData<typeof action>());
  const busy = useNavigation().state === 'submitting';
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        ACH Returns
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Upload the return and notification-of-change files your bank sends back. Each file is read once: a return marks its payment
        failed with the bank&apos;s reason, a notification of change corrects the receiver&apos;s bank details, and an entry that matches no
        payment we sent is kept as unmatched. Choose the originating account whose bank sent the file: entries sent through another
        account are held on the Errors page. Files put in the inbox folder (<code>ACH_RETURNS_INBOX</code>) are listed here too.{' '}
        <Link component={RemixLink} to="/pa/setup/bank-accounts" underline="always">
          Back to Bank Accounts
        </Link>
      </Typography>
      <ErrorAlert message={error} />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="upload-heading">
        <Typography variant="h2" id="upload-heading" gutterBottom>
          Upload a file
        </Typography>
        {uploadError ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="upload-error">
            {uploadError}
          </Alert>
        ) : null}
        <Form method="post" encType="multipart/form-data" reloadDocument>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <label htmlFor="ach-return-account">Originating account whose bank sent it</label>
            {/* The file is about this account only: its sender must be the account's bank, and entries sent through another account are held. */}
            <select id="ach-return-account" name="originatingAccountId" required defaultValue={accounts.length === 1 ? accounts[0].id : ''}>
              {accounts.length === 1 ? null : <option value="">Choose an account</option>}
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </select>
            <label htmlFor="ach-return-file">Return or NOC file (NACHA)</label>
            <input id="ach-return-file" name="file" type="file" accept=".ach,.txt,text/plain" required />
            <Button type="submit" variant="contained" disabled={busy}>
              Upload
            </Button>
          </Box>
        </Form>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="files-heading">
        <Typography variant="h2" id="files-heading" gutterBottom>
          Files received
        </Typography>
        {files.length === 0 ? <Typography>No return files yet.</Typography> : null}
        {files.map((f) => (
          <Box key={f.id} component="section" aria-labelledby={`file-${f.id}`} data-testid="ach-return-file" sx={{ mb: 3 }}>
            <Typography variant="h3" id={`file-${f.id}`} sx={{ fontSize: '1.1rem', mt: 2 }}>
              {f.fileName}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Received {f.received} ({f.source === 'inbox' ? 'inbox folder' : f.source === 'sftp' ? 'bank’s SFTP folder' : 'uploaded'}): {f.applied} applied, {f.unmatched} unmatched, {f.ignored} ignored
            </Typography>
            {f.problems.length ? (
              <Alert severity="warning" sx={{ mb: 1 }}>
                {Messages.achReturnFileInvalid}: {f.problems.slice(0, 3).join('; ')}
              </Alert>
            ) : null}
            <DataTable
              labelledBy={`file-${f.id}`}
              rowTestId="ach-return-entry"
              rows={f.entries}
              rowKey={(e) => `${f.id}-${e.position}`}
              empty="No entries."
              columns={[
                { label: 'Entry', align: 'right', cell: (e) => e.position },
                { label: 'Type', cell: (e) => (e.kind === 'noc' ? 'Notification of change' : 'Return') },
                { label: 'Code', cell: (e) => e.code, nowrap: true },
                { label: 'Reason', cell: (e) => e.reason },
                { label: 'Trace number', cell: (e) => e.originalTraceNumber, nowrap: true },
                { label: 'Amount', align: 'right', cell: (e) => e.amountText, nowrap: true },
                {
                  label: 'Status',
                  cell: (e) => <Chip size="small" label={STATUS_LABEL[e.status] ?? e.status} color={e.status === 'unmatched' ? 'warning' : e.status === 'applied' ? 'success' : 'default'} />,
                },
                {
                  label: 'Payment',
                  cell: (e) =>
                    e.paymentId && e.paymentTransactionId ? (
                      <Link component={RemixLink} to={`/transactions/details/${e.paymentId}`}>
                        {e.paymentTransactionId}
                      </Link>
                    ) : (
                      'Unmatched'
                    ),
                },
                { label: 'Outcome', cell: (e) => e.outcome },
              ]}
            />
          </Box>
        ))}
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
