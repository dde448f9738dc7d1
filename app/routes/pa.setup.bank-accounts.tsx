/** `/pa/setup/bank-accounts`: the platform's originating accounts and the ACH files generated, each downloadable. */
import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateTime } from '../../domain/dates';
import { formatCents } from '../../domain/money';
import { DataTable } from '../components/DataTable';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ApiError, callApi } from '../services/api.server';
import { errorMessage } from '../services/banks-settings.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';

const BANK_ACCOUNTS_QUERY = /* GraphQL */ `
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
  }
`;

interface OriginatingAccount {
  id: string;
  name: string;
  odfiRoutingNumber: string;
  companyId: string;
  companyName: string;
}
interface AchFile {
  id: string;
  fileName: string;
  createdAt: string;
  entries: number;
  totalCreditAmount: number;
  totalDebitAmount: number;
  originatingAccount: { id: string; companyName: string };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    try {
      const d = await callApi<{ originatingAccounts: OriginatingAccount[]; achFiles: { meta: { count: number }; edges: { node: AchFile }[] } }>(context, {
        service: 'core',
        document: BANK_ACCOUNTS_QUERY,
        variables: { skip: 0, limit: 10000 },
      });
      return {
        error: null,
        accounts: d.originatingAccounts,
        files: d.achFiles.edges.map(({ node: f }) => ({
          id: f.id,
          fileName: f.fileName,
          created: formatDateTime(f.createdAt),
          entries: f.entries,
          debit: formatCents(f.totalDebitAmount),
          credit: formatCents(f.totalCreditAmount),
          companyName: f.originatingAccount.companyName,
        })),
      };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { error: errorMessage(error), accounts: [], files: [] };
    }
  });
}

export default function AdminBankAccounts() {
  const { error, accounts, files } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Bank Accounts
      </Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
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
            { label: 'ODFI routing number', cell: (a) => a.odfiRoutingNumber },
            { label: 'Company ID', cell: (a) => a.companyId },
            { label: 'Company name', cell: (a) => a.companyName },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="files-heading">
        <Typography variant="h2" id="files-heading" gutterBottom>
          ACH files
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
            {
              label: 'File',
              cell: (f) => (
                <Link href={`/pa/setup/bank-accounts/files/${encodeURIComponent(f.id)}`} download={f.fileName} aria-label={`Download ${f.fileName}`}>
                  Download
                </Link>
              ),
            },
          ]}
        />
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
