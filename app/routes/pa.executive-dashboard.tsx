/** `/pa/executive-dashboard`: the administrator's figures across the platform, payments for the chosen period included. */
import { muiRoute } from '../components/MuiScope';
import { Box, Link, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { FAILURE_KIND_LABELS } from '../../domain/failures';
import { parsePeriod, PERIOD_PARAM } from '../../domain/dashboard-period';
import { DashboardMessages as M, Messages } from '../../domain/messages';
import { formatCents } from '../../domain/money';
import { isRole, ROLE_LABELS } from '../../domain/roles';
import { routeById } from '../../domain/routes';
import { PaymentCharts } from '../components/charts/PaymentCharts';
import { DataTable, type Column } from '../components/DataTable';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { ChartCard, CountTable, PeriodNav, StatCard, StatGrid } from '../components/Stats';
import { callApi } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { requireViewer } from '../services/viewer.server';
import { fetchFailureCounts } from '../services/errors.server';
import { formatCount } from '../utils/format';
import { coreGraphql } from '../graphql/core';
import type { AdminDashboardQuery } from '../graphql/core/graphql';

const ADMIN_DASHBOARD_QUERY = coreGraphql(`
  query AdminDashboard($period: Int) {
    adminDashboard(period: $period) {
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
      payments {
        ...PaymentFiguresFields
      }
      businesses {
        businessId
        businessName
        count
        volume
        succeededCount
        failedCount
        pendingApprovalCount
      }
    }
  }
`);

type BusinessRow = AdminDashboardQuery['adminDashboard']['businesses'][number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
    const [{ adminDashboard }, failureCounts] = await Promise.all([
      callApi(context, { document: ADMIN_DASHBOARD_QUERY, variables: { period } }),
      fetchFailureCounts(context),
    ]);
    return {
      ...adminDashboard,
      failureCounts,
      period,
      usersByRole: adminDashboard.usersByRole.map((r) => ({ ...r, label: isRole(r.label) ? ROLE_LABELS[r.label] : r.label })),
    };
  });
}

const TITLE = routeById('pa.executiveDashboard').title;

const BUSINESS_COLUMNS: readonly Column<BusinessRow>[] = [
  { label: M.businessHeader, cell: (b) => b.businessName },
  { label: M.countHeader, align: 'right', cell: (b) => formatCount(b.count) },
  { label: M.volume, align: 'right', cell: (b) => formatCents(b.volume) },
  { label: M.succeeded, align: 'right', cell: (b) => formatCount(b.succeededCount) },
  { label: M.failed, align: 'right', cell: (b) => formatCount(b.failedCount) },
  { label: M.pendingApprovalHeader, align: 'right', cell: (b) => formatCount(b.pendingApprovalCount) },
];

/** Open failures by kind, each a link to the Errors page filtered by it. */
function OpenErrors({ counts }: { counts: { kind: keyof typeof FAILURE_KIND_LABELS; count: number }[] }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-labelledby="open-errors-heading" data-testid="open-errors">
      <Typography variant="h2" id="open-errors-heading" gutterBottom>
        {Messages.openErrorsHeading}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {counts.map((c) => (
          <li key={c.kind}>
            <Link component={RemixLink} to={`/pa/errors?kind=${c.kind}`} data-testid={`open-errors-${c.kind}`}>
              {FAILURE_KIND_LABELS[c.kind]}: {formatCount(c.count)}
            </Link>
          </li>
        ))}
      </Box>
    </Paper>
  );
}

export default function AdminExecutiveDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h1" gutterBottom>
            {TITLE}
          </Typography>
          <Typography color="text.secondary">{M.adminIntro}</Typography>
        </Box>
        <PeriodNav current={d.period} />
      </Box>
      <StatGrid>
        <StatCard label={M.businesses} value={d.businessesCount} testId="stat-businesses" />
        <StatCard label={M.registeredBusinesses} value={d.registeredBusinessesCount} testId="stat-registered-businesses" />
        <StatCard label={M.users} value={d.usersCount} testId="stat-users" />
        <StatCard label={M.serviceLevels} value={d.serviceLevelsCount} testId="stat-service-levels" />
        <StatCard label={M.vendors} value={d.vendorsCount} testId="stat-vendors" />
        <StatCard label={M.banks} value={d.banksCount} testId="stat-banks" />
      </StatGrid>

      <OpenErrors counts={d.failureCounts} />

      <PaymentCharts figures={d.payments} />

      <Box sx={{ mt: 2 }}>
        <ChartCard title={M.byBusinessHeading} id="by-business-heading" testId="by-business">
          {d.businesses.length < d.businessesCount ? (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {M.byBusinessNote(d.businesses.length, d.businessesCount)}
            </Typography>
          ) : null}
          <DataTable
            labelledBy="by-business-heading"
            columns={BUSINESS_COLUMNS}
            rows={d.businesses}
            rowKey={(b) => b.businessId}
            rowTestId="by-business-row"
            empty={M.nothingYet}
          />
        </ChartCard>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, 1fr)' } }}>
        <CountTable title={M.usersByRole} labelHeader={M.role} rows={d.usersByRole} />
        <CountTable title={M.businessesByServiceLevel} labelHeader={M.serviceLevel} rows={d.businessesByServiceLevel} />
        <CountTable title={M.businessesByType} labelHeader={M.businessType} rows={d.businessesByType} />
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
