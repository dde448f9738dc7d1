/**
 * `/bo/manage-users/active`: the business's active users (read-only for now). Opening it completes the
 * registration stepper's active-users step (isVisitedActiveUserPage).
 */
import { Box, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { formatDateTime } from '../../domain/dates';
import { ROLE_LABELS, isRole } from '../../domain/roles';
import { DataTable } from '../components/DataTable';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { SetupPage } from '../components/SetupForm';
import { callApi } from '../services/api.server';
import { MARK_ACTIVE_USERS_VISITED, fetchBusinessSetup, mutate } from '../services/business-setup.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';

const ACTIVE_USERS = /* GraphQL */ `
  query ActiveBusinessUsers {
    activeBusinessUsers { id firstName lastName email phoneNumber role isBusinessRightsAvailable registeredAt }
  }
`;

interface BusinessUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: string;
  isBusinessRightsAvailable: boolean;
  registeredAt: string | null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const setup = await fetchBusinessSetup(context);
    // Recorded once (for owners the root loader's stepper records it as well, as loaders run side by side).
    if (!setup.registration.isVisitedActiveUserPage) await mutate(context, MARK_ACTIVE_USERS_VISITED);
    const { activeBusinessUsers } = await callApi<{ activeBusinessUsers: BusinessUser[] }>(context, { service: 'core', document: ACTIVE_USERS });
    return {
      users: activeBusinessUsers.map((u) => ({
        id: u.id,
        name: `${u.firstName} ${u.lastName}`.trim(),
        email: u.email,
        phoneNumber: u.phoneNumber ?? '',
        role: isRole(u.role) ? ROLE_LABELS[u.role] : u.role,
        rights: u.isBusinessRightsAvailable ? 'Yes' : 'No',
        registered: u.registeredAt ? formatDateTime(u.registeredAt) : '',
      })),
    };
  });
}

export default function ActiveUsers() {
  const { users } = useLoaderData<typeof loader>();
  return (
    <SetupPage title="Active Users" intro="The people who can sign in for your business.">
      <Box component="section" aria-labelledby="active-users-heading">
        <Typography variant="h2" id="active-users-heading" gutterBottom>
          Users
        </Typography>
        <DataTable
          labelledBy="active-users-heading"
          rowTestId="active-user-row"
          rows={users}
          rowKey={(u) => u.id}
          empty="No active users."
          columns={[
            { label: 'Name', cell: (u) => u.name },
            { label: 'E-mail', cell: (u) => u.email },
            { label: 'Phone', cell: (u) => u.phoneNumber },
            { label: 'Role', cell: (u) => u.role },
            { label: 'Business rights', cell: (u) => u.rights },
            { label: 'Registered', cell: (u) => u.registered },
          ]}
        />
      </Box>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
