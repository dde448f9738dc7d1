/** `/pa/banks/users` (admin): bank users with their bank, role and status, filterable by bank, paged and bookmarkable. */
import { muiRoute } from '../../components/MuiScope';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { ROLE_LABELS, isRole } from '../../../domain/roles';
import { DataTable, pagingFor } from '../../components/DataTable';
import { PartyInvites } from '../../features/network/PartyInvites';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { fetchBanks, fetchBankUsers } from '../../features/admin/admin.server';
import { loadPendingInvitations, partyInvitesAction } from '../../features/network/invitations.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PATH = '/pa/banks/users';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const query = parseListQuery(url.searchParams);
    const [list, banks, pending] = await Promise.all([fetchBankUsers(context, query), fetchBanks(context), loadPendingInvitations(context, 'bankUser')]);
    return { query, ...list, banks: banks.map((b) => ({ id: b.id, name: b.name })), pending, search: url.search };
  });
}

/** Invite a bank user; resend or remove a pending invitation. */
export const action = partyInvitesAction;

export default function BankUsers() {
  const { query, count, rows, banks, pending, search } = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Bank Users
      </Typography>
      <Form method="get" action={PATH} key={query.payloadFilter.bankId ?? ''}>
        <input type="hidden" name="page" value="1" />
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2, flexWrap: 'wrap' }}>
          <TextField
            select
            id="filter-bank"
            name="payloadFilter.bankId"
            label="Bank"
            defaultValue={query.payloadFilter.bankId ?? ''}
            size="small"
            sx={{ minWidth: 260 }}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Any</option>
            {banks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.name}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained">
            Apply
          </Button>
          <Button component={RemixLink} to={`${PATH}?page=1`}>
            Clear
          </Button>
        </Box>
      </Form>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="bank-users-heading">
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography variant="h2" id="bank-users-heading" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Users of the banks
          </Typography>
          <Typography data-testid="list-total">{Messages.listTotal(count)}</Typography>
        </Box>
        <DataTable
          labelledBy="bank-users-heading"
          rowTestId="bank-user-row"
          rows={rows}
          rowKey={(u) => u.id}
          empty={Messages.bankUsersEmpty}
          columns={[
            { label: 'Name', cell: (u) => `${u.firstName} ${u.lastName}` },
            { label: 'E-mail', cell: (u) => u.email },
            { label: 'Phone', cell: (u) => u.phoneNumber ?? '' },
            { label: 'Bank', cell: (u) => u.bank.name },
            { label: 'Role', cell: (u) => (isRole(u.role) ? ROLE_LABELS[u.role] : u.role) },
            { label: 'Status', cell: (u) => (u.status === 'active' ? 'Active' : 'Disabled') },
          ]}
          paging={pagingFor(PATH, query, count)}
        />
      </Paper>
      <PartyInvites kind="bankUser" pending={pending} pathname={PATH} search={search} banks={banks} />
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
