/** `/bo/executive-dashboard`: the business's figures, payments for the chosen period included, for its owner and employees with rights. */
import { muiRoute } from '../components/MuiScope';
import { Alert, AlertTitle, Box, Chip, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { parsePeriod, PERIOD_PARAM } from '../../domain/dashboard-period';
import { DashboardMessages as M } from '../../domain/messages';
import { hrefOf, routeById } from '../../domain/routes';
import { PaymentCharts } from '../components/charts/PaymentCharts';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { PeriodNav, StatCard, StatGrid } from '../components/Stats';
import { callApi } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { notFound, requireViewer } from '../services/viewer.server';
import { formatDate } from '../utils/format';
import { coreGraphql } from '../graphql/core';

const BUSINESS_DASHBOARD_QUERY = coreGraphql(`
  query BusinessDashboard($period: Int) {
    businessDashboard(period: $period) {
      business {
        id
        name
        businessType
        goLiveDate
        registrationDate
        location {
          city
          state
        }
        subscriptionSettings {
          actualServiceLevel {
            name
            shortDescription
          }
        }
      }
      employeesCount
      employeesWithRightsCount
      vendorsCount
      serviceLevelName
      products
      payments {
        ...PaymentFiguresFields
      }
    }
  }
`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
    // Asked for the caller's own business at once, beside the viewer the shell is loading, rather than after it;
    // nothing of it is used until the guard below has let the request through.
    const dashboard = callApi(context, {
      document: BUSINESS_DASHBOARD_QUERY,
      variables: { period },
    });
    dashboard.catch(() => undefined);
    const { viewer } = await requireViewer(request, context);
    if (!viewer.businessId) return notFound();
    const { businessDashboard: d } = await dashboard;
    const serviceLevelRoute = routeById('bo.subscription.service-level');
    return {
      period,
      name: d.business.name,
      businessType: d.business.businessType,
      place: [d.business.location.city, d.business.location.state].filter(Boolean).join(', '),
      serviceLevel: d.serviceLevelName ?? d.business.subscriptionSettings.actualServiceLevel?.name ?? null,
      serviceLevelDescription: d.business.subscriptionSettings.actualServiceLevel?.shortDescription ?? null,
      products: d.products,
      employeesCount: d.employeesCount,
      employeesWithRightsCount: d.employeesWithRightsCount,
      vendorsCount: d.vendorsCount,
      registrationDate: formatDate(d.business.registrationDate),
      goLiveDate: formatDate(d.business.goLiveDate),
      serviceLevelHref: serviceLevelRoute.built ? hrefOf(serviceLevelRoute) : null,
      payments: d.payments,
    };
  });
}

function DateLine({ label, value, missing }: { label: string; value: string | null; missing: string }) {
  return (
    <Box component="div" sx={{ display: 'flex', gap: 1, py: 0.5 }}>
      <Typography component="dt" sx={{ fontWeight: 600, minWidth: 150 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }} color={value ? 'text.primary' : 'text.secondary'}>
        {value ?? missing}
      </Typography>
    </Box>
  );
}

export default function BusinessExecutiveDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 3 }}>
        <Box>
          <Typography variant="h1" gutterBottom>
            {d.name}
          </Typography>
          <Typography color="text.secondary">
            {M.businessSubtitle} · {d.businessType}
            {d.place ? ` · ${d.place}` : ''}
          </Typography>
        </Box>
        <PeriodNav current={d.period} />
      </Box>

      {d.serviceLevel ? null : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="choose-service-level">
          <AlertTitle>{M.chooseServiceLevelTitle}</AlertTitle>
          {M.chooseServiceLevelBody}
          {d.serviceLevelHref ? (
            <>
              {' '}
              {/* Underlined: inside the alert's text a link must not rely on colour alone. */}
              <MuiLink component={RemixLink} to={d.serviceLevelHref} underline="always">
                {M.chooseServiceLevelLink}
              </MuiLink>
            </>
          ) : null}
        </Alert>
      )}

      <StatGrid>
        <StatCard label={M.serviceLevel} value={d.serviceLevel ?? M.notChosen} testId="stat-service-level" />
        <StatCard label={M.products} value={d.products.length} testId="stat-products" />
        <StatCard label={M.employees} value={d.employeesCount} testId="stat-employees" />
        <StatCard label={M.employeesWithRights} value={d.employeesWithRightsCount} testId="stat-employees-with-rights" />
        <StatCard label={M.vendors} value={d.vendorsCount} testId="stat-vendors" />
      </StatGrid>

      <PaymentCharts figures={d.payments} />

      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" gutterBottom>
            {M.products}
          </Typography>
          {d.serviceLevelDescription ? <Typography color="text.secondary" sx={{ mb: 1 }}>{d.serviceLevelDescription}</Typography> : null}
          {d.products.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {d.products.map((p) => (
                <li key={p}>
                  <Chip label={p} sx={{ bgcolor: 'primary.light', color: 'primary.dark', fontWeight: 600 }} />
                </li>
              ))}
            </Box>
          ) : (
            <Typography color="text.secondary">{M.noProducts}</Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" gutterBottom>
            {M.dates}
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <DateLine label={M.registrationDate} value={d.registrationDate} missing={M.registrationIncomplete} />
            <DateLine label={M.goLiveDate} value={d.goLiveDate} missing={M.notSet} />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
