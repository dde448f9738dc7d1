/** `/bu/leads`: the bank user's home, the businesses tied to their bank, with registration state, service level and monthly volume. */
import { muiRoute } from '../../components/MuiScope';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { BusinessList, registrationSelect } from '../../features/admin/BusinessList';
import { PartyInvites } from '../../features/network/PartyInvites';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { fetchBusinessList } from '../../features/admin/admin.server';
import { loadPendingInvitations, partyInvitesAction } from '../../features/network/invitations.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';

const PATH = '/bu/leads';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const query = parseListQuery(url.searchParams);
    const [list, pending] = await Promise.all([fetchBusinessList(context, 'leads', query), loadPendingInvitations(context, 'businessOwner')]);
    return { query, ...list, pending, search: url.search, editId: url.searchParams.get('edit') };
  });
}

/** Invite a business owner for the bank; edit, resend or remove a pending invitation. */
export const action = partyInvitesAction;

export default function Leads() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <BusinessList title="Leads" pathname={PATH} query={d.query} count={d.count} rows={d.rows} selects={[registrationSelect]} empty={Messages.leadsEmpty} />
      <PartyInvites kind="businessOwner" pending={d.pending} pathname={PATH} search={d.search} editId={d.editId} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
