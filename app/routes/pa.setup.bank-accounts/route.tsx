/**
 * `/pa/setup/bank-accounts`: the platform's originating accounts and the ACH files generated, each downloadable, with
 * its delivery over the account's channel; a file not delivered is retried or canceled here with a reason.
 */
import { muiRoute } from '../../components/MuiScope';
import { Box, Link, Paper, Typography } from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { env } from '../../platform/env.server';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { achFileActionSchema } from '../../../domain/ach-channel';
import { achDeliveryLabel, Messages } from '../../../domain/messages';
import { formActions, intentForm, invalidToast, refusalToast } from '../../platform/form-action.server';
import { formatCents } from '../../../domain/money';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ApiError, callApi } from '../../platform/api.server';
import { errorMessage } from '../../features/setup/banks-settings.server';
import { bankNamesOfRoutingNumbers } from '../../features/setup/directory.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { ErrorAlert } from '../../components/FormPage';

const BANK_ACCOUNTS_QUERY = coreGraphql(`
  query BankAccountsPage($skip: Int, $limit: Int) {
    originatingAccounts {
      id
      name
      odfiRoutingNumber
      companyId
      companyName
    }
    achFiles(skip: $skip, limit: $limit) {
      meta {
        count
      }
      edges {
        node {
          id
          fileName
          createdAt
          entries
          totalCreditAmount
          totalDebitAmount
          originatingAccount {
            id
            companyName
          }
        }
      }
    }
    achFileDeliveries(skip: $skip, limit: $limit) {
      edges {
        node {
          achFileId
          status
          lastError
          nextAttemptAt
          deliveredAt
        }
      }
    }
  }
`);
const RETRY_FILE = coreGraphql(`
  mutation RetryAchFileDelivery($achFileId: ID!, $reason: String!) {
    retryAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }
  }
`);
const CANCEL_FILE = coreGraphql(`
  mutation CancelAchFileDelivery($achFileId: ID!, $reason: String!) {
    cancelAchFileDelivery(achFileId: $achFileId, reason: $reason) { achFileId status }
  }
`);
const PAGE = '/pa/setup/bank-accounts';

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    'retry-file': intentForm({
      schema: achFileActionSchema,
      invalid: invalidToast(args.context, PAGE),
      refused: refusalToast(args.context, PAGE),
      save: (value) => callApi(args.context, { document: RETRY_FILE, variables: value }),
      success: Messages.achFileRetried,
    }),
    'cancel-file': intentForm({
      schema: achFileActionSchema,
      invalid: invalidToast(args.context, PAGE),
      refused: refusalToast(args.context, PAGE),
      save: (value) => callApi(args.context, { document: CANCEL_FILE, variables: value }),
      success: Messages.achFileCanceled,
    }),
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    try {
      const d = await callApi(context, {
        document: BANK_ACCOUNTS_QUERY,
        // The newest 100 files: a page within the services' query-cost budget; older files stay in the database.
        variables: { skip: 0, limit: 100 },
      });
      const bankNames = await bankNamesOfRoutingNumbers(context, d.originatingAccounts.map((a) => a.odfiRoutingNumber));
      const deliveries = new Map(d.achFileDeliveries.edges.map(({ node }) => [node.achFileId, node]));
      return {
        error: null,
        sandbox: ['local', 'dev', 'demo'].includes(env().appEnv),
        accounts: d.originatingAccounts.map((a) => ({ ...a, directoryBankName: bankNames[a.odfiRoutingNumber] ?? null })),
        files: d.achFiles.edges.map(({ node: f }) => ({
          id: f.id,
          fileName: f.fileName,
          created: zone.dateTime(f.createdAt),
          entries: f.entries,
          debit: formatCents(f.totalDebitAmount),
          credit: formatCents(f.totalCreditAmount),
          companyName: f.originatingAccount.companyName,
          ...deliveryOf(deliveries.get(f.id), zone.dateTime),
        })),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { error: errorMessage(error), sandbox: false, accounts: [], files: [] };
    }
  });
}

/** A file's way to the bank in words; a file no channel carries went by hand (downloaded here). */
function deliveryOf(d: { status: string; lastError?: string | null; nextAttemptAt?: string | null; deliveredAt?: string | null } | undefined, dateTime: (iso: string) => string) {
  if (!d) return { delivery: achDeliveryLabel.byHand, actionable: false };
  if (d.status === 'delivered') return { delivery: achDeliveryLabel.delivered(d.deliveredAt ? dateTime(d.deliveredAt) : ''), actionable: false };
  if (d.status === 'canceled') return { delivery: achDeliveryLabel.canceled(d.lastError ?? ''), actionable: false };
  return { delivery: achDeliveryLabel.notDelivered(d.lastError ?? null, d.nextAttemptAt ? dateTime(d.nextAttemptAt) : null), actionable: d.status === 'pending' };
}

function FileActions({ id, fileName }: { id: string; fileName: string }) {
  return (
    <Form method="post" aria-label={`Retry or cancel ${fileName}`} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
      <input type="hidden" name="achFileId" value={id} />
      <label>
        Reason <input name="reason" required maxLength={500} size={18} aria-label={`Reason for ${fileName}`} />
      </label>
      <button type="submit" name="intent" value="retry-file">
        Retry
      </button>
      <button type="submit" name="intent" value="cancel-file">
        Cancel file
      </button>
    </Form>
  );
}

export default function AdminBankAccounts() {
  const { error, sandbox, accounts, files } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Bank Accounts
      </Typography>
      <ErrorAlert message={error} />
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="accounts-heading">
        <Typography variant="h2" id="accounts-heading" gutterBottom>
          Originating accounts
        </Typography>
        <DataTable
          labelledBy="accounts-heading"
          rowTestId="originating-account-row"
          rows={accounts}
          rowKey={(a) => a.id}
          empty="No originating accounts."
          columns={[
            { label: 'Name', cell: (a) => a.name },
            { label: 'ODFI routing number', cell: (a) => (a.directoryBankName ? `${a.odfiRoutingNumber} (${a.directoryBankName})` : a.odfiRoutingNumber) },
            { label: 'Company ID', cell: (a) => a.companyId },
            { label: 'Company name', cell: (a) => a.companyName },
            {
              label: 'File channel',
              cell: (a) => (
                <Link component={RemixLink} to={`/pa/setup/bank-accounts/channel/${encodeURIComponent(a.id)}`} aria-label={`File channel of ${a.name}`}>
                  File channel
                </Link>
              ),
            },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="files-heading">
        <Typography variant="h2" id="files-heading" gutterBottom>
          ACH files
        </Typography>
        <Typography sx={{ mb: 2 }}>
          The bank&apos;s return and notification-of-change files are read on{' '}
          <Link component={RemixLink} to="/pa/setup/bank-accounts/returns" underline="always">
            ACH Returns
          </Link>
          {sandbox ? ". In this sandbox, a file's \"Bank's answer\" is the file the sandbox bank sends back for its magic accounts." : '.'}
        </Typography>
        <DataTable
          labelledBy="files-heading"
          rowTestId="ach-file-row"
          rows={files}
          rowKey={(f) => f.id}
          empty="No ACH files yet."
          columns={[
            { label: 'Created', cell: (f) => f.created },
            { label: 'Company', cell: (f) => f.companyName },
            { label: 'Entries', align: 'right', cell: (f) => f.entries },
            { label: 'Debit total', align: 'right', cell: (f) => f.debit },
            { label: 'Credit total', align: 'right', cell: (f) => f.credit },
            { label: 'Delivery', cell: (f) => <span data-testid="ach-file-delivery">{f.delivery}</span> },
            { label: 'Not delivered', cell: (f) => (f.actionable ? <FileActions id={f.id} fileName={f.fileName} /> : null) },
            {
              label: 'File',
              cell: (f) => (
                <Link href={`/pa/setup/bank-accounts/files/${encodeURIComponent(f.id)}`} download={f.fileName} aria-label={`Download ${f.fileName}`}>
                  Download
                </Link>
              ),
            },
            ...(sandbox
              ? [
                  {
                    label: "Bank's answer",
                    cell: (f: (typeof files)[number]) => (
                      <Link href={`/pa/setup/bank-accounts/files/${encodeURIComponent(f.id)}?sandboxResponse=1`} aria-label={`The sandbox bank's answer to ${f.fileName}`}>
                        Bank&apos;s answer
                      </Link>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
