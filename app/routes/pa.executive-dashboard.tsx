/** `/pa/executive-dashboard`: the administrator's figures across the platform. */
import { Box, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { isRole, ROLE_LABELS } from '../../domain/roles';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { CountTable, StatCard, StatGrid } from '../components/Stats';
import { callApi } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';

const ADMIN_DASHBOARD_QUERY = /* GraphQL */ `
  query AdminDashboard {
    adminDashboard {
      businessesCount
      registeredBusinessesCount
      usersCount
      serviceLevelsCount
      vendorsCount
      banksCount
      usersByRole {
        label
        count
      }
      businessesByServiceLevel {
        label
        count
      }
      businessesByType {
        label
        count
      }
    }
  }
`;

interface CountByLabel {
  label: string;
  count: number;
}
interface AdminDashboard {
  businessesCount: number;
  registeredBusinessesCount: number;
  usersCount: number;
  serviceLevelsCount: number;
  vendorsCount: number;
  banksCount: number;
  usersByRole: CountByLabel[];
  businessesByServiceLevel: CountByLabel[];
  businessesByType: CountByLabel[];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const { adminDashboard } = await callApi<{ adminDashboard: AdminDashboard }>(context, {
      service: 'core',
      document: ADMIN_DASHBOARD_QUERY,
    });
    return {
      ...adminDashboard,
      usersByRole: adminDashboard.usersByRole.map((r) => ({ ...r, label: isRole(r.label) ? ROLE_LABELS[r.label] : r.label })),
    };
  });
}

export default function AdminExecutiveDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Executive Dashboard
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The platform at a glance. Payment figures join here once payments run.
      </Typography>
      <StatGrid>
        <StatCard label="Businesses" value={d.businessesCount} testId="stat-businesses" />
        <StatCard label="Registered businesses" value={d.registeredBusinessesCount} testId="stat-registered-businesses" />
        <StatCard label="Users" value={d.usersCount} testId="stat-users" />
        <StatCard label="Service levels" value={d.serviceLevelsCount} testId="stat-service-levels" />
        <StatCard label="Vendors" value={d.vendorsCount} testId="stat-vendors" />
        <StatCard label="Banks" value={d.banksCount} testId="stat-banks" />
      </StatGrid>
      <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <CountTable title="Users by role" labelHeader="Role" rows={d.usersByRole} />
        <CountTable title="Businesses by service level" labelHeader="Service level" rows={d.businessesByServiceLevel} />
        <CountTable title="Businesses by type" labelHeader="Business type" rows={d.businessesByType} />
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
