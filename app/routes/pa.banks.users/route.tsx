/** `/pa/banks/users` (admin): bank users with their bank, role and status, filterable by bank, paged and bookmarkable. */
import { muiRoute } from '../../components/MuiScope';
import { TextField } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData } from '@remix-run/react';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { ROLE_LABELS, isRole } from '../../../domain/roles';
import { DataTable, pagingFor } from '../../components/DataTable';
import { ListTitleRow } from '../../components/ListPanel';
import { page } from '../../components/chrome-styles';
import { buttonClass } from '../../components/Plain';
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
    <div>
      <h1 className={page.h1}>Bank Users</h1>
      <Form method="get" action={PATH} key={query.payloadFilter.bankId ?? ''}>
        <input type="hidden" name="page" value="1" />
        {/* The bank's field stays MUI's small select, as the business lists' filters do. */}
        <div className={`${page.actions} ${page.section}`} style={{ gap: 8 }}>
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
          <button type="submit" className={buttonClass({ variant: 'contained' })}>
            Apply
          </button>
          <RemixLink to={`${PATH}?page=1`} className={buttonClass()}>
            Clear
          </RemixLink>
        </div>
      </Form>
      <section className={page.paper} aria-labelledby="bank-users-heading">
        <ListTitleRow id="bank-users-heading" title="Users of the banks" count={count} testId="list-total" oneLine />
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
      </section>
      <PartyInvites kind="bankUser" pending={pending} pathname={PATH} search={search} banks={banks} />
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
