/** `/pa/setup/bank-accounts`: the platform's originating accounts and the ACH files generated, each downloadable. */
import { Alert, Box, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateTime } from '../../domain/dates';
import { formatCents } from '../../domain/money';
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
        <TableContainer>
          <Table size="small" aria-labelledby="accounts-heading">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>ODFI routing number</TableCell>
                <TableCell>Company ID</TableCell>
                <TableCell>Company name</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((a) => (
                <TableRow key={a.id} data-testid="originating-account-row">
                  <TableCell>{a.name}</TableCell>
                  <TableCell>{a.odfiRoutingNumber}</TableCell>
                  <TableCell>{a.companyId}</TableCell>
                  <TableCell>{a.companyName}</TableCell>
                </TableRow>
              ))}
              {accounts.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={4}>No originating accounts.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="files-heading">
        <Typography variant="h2" id="files-heading" gutterBottom>
          ACH files
        </Typography>
        <TableContainer>
          <Table size="small" aria-labelledby="files-heading">
            <TableHead>
              <TableRow>
                <TableCell>Created</TableCell>
                <TableCell>Company</TableCell>
                <TableCell align="right">Entries</TableCell>
                <TableCell align="right">Debit total</TableCell>
                <TableCell align="right">Credit total</TableCell>
                <TableCell>File</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {files.map((f) => (
                <TableRow key={f.id} data-testid="ach-file-row">
                  <TableCell>{f.created}</TableCell>
                  <TableCell>{f.companyName}</TableCell>
                  <TableCell align="right">{f.entries}</TableCell>
                  <TableCell align="right">{f.debit}</TableCell>
                  <TableCell align="right">{f.credit}</TableCell>
                  <TableCell>
                    <Link href={`/pa/setup/bank-accounts/files/${encodeURIComponent(f.id)}`} download={f.fileName} aria-label={`Download ${f.fileName}`}>
                      Download
                    </Link>
                  </TableCell>
                </TableRow>
              ))}
              {files.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6}>No ACH files yet.</TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
