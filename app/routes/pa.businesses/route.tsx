/** `/pa/businesses`: every business, searchable, filterable, sortable, paged, bookmarkable and exportable as CSV (admin). */
import { muiRoute } from '../../components/MuiScope';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { BUSINESS_TYPES } from '../../../domain/admin';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { BusinessList, registrationSelect } from '../../features/admin/BusinessList';
import { PartyInvites } from '../../features/network/PartyInvites';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { fetchBanks, fetchBusinessList } from '../../features/admin/admin.server';
import { loadPendingInvitations, partyInvitesAction } from '../../features/network/invitations.server';
import { withServiceBanner } from '../../platform/shell.server';
import { fetchServiceLevels } from '../../features/subscriptions/subscriptions.server';
import { requireViewer } from '../../platform/viewer.server';

const PATH = '/pa/businesses';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const url = new URL(request.url);
    const query = parseListQuery(url.searchParams);
    const [list, { levels }, banks, pending] = await Promise.all([
      fetchBusinessList(context, 'businesses', query),
      fetchServiceLevels(context),
      fetchBanks(context),
      loadPendingInvitations(context, 'businessOwner'),
    ]);
    return {
      query,
      pending,
      search: url.search,
      editId: url.searchParams.get('edit'),
      ...list,
      selects: [
        { key: 'businessType', label: 'Type', options: BUSINESS_TYPES.map((t) => ({ value: t, label: t })) },
        { key: 'serviceLevelId', label: 'Service level', options: levels.map((l) => ({ value: l.id, label: l.name })) },
        registrationSelect,
        { key: 'bankId', label: 'Bank', options: banks.map((b) => ({ value: b.id, label: b.name })) },
      ],
    };
  });
}

/** Invite a business owner; edit, resend or remove a pending invitation. */
export const action = partyInvitesAction;

export default function Businesses() {
  const d = useLoaderData<typeof loader>();
  return (
    <>
      <BusinessList title="Businesses" pathname={PATH} query={d.query} count={d.count} rows={d.rows} selects={d.selects} admin empty={Messages.businessesEmpty} />
      <PartyInvites kind="businessOwner" pending={d.pending} pathname={PATH} search={d.search} editId={d.editId} />
    </>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
