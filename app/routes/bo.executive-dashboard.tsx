/** `/bo/executive-dashboard`: the business's figures for its owner and employees with rights. */
import { Alert, AlertTitle, Box, Chip, Link as MuiLink, Paper, Typography } from '@mui/material';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { routeById, hrefOf } from '../../domain/routes';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { StatCard, StatGrid } from '../components/Stats';
import { callApi } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { notFound, requireViewer } from '../services/viewer.server';
import { formatDate } from '../utils/format';

const BUSINESS_DASHBOARD_QUERY = /* GraphQL */ `
  query BusinessDashboard($businessId: ID!) {
    businessDashboard(businessId: $businessId) {
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
    }
  }
`;

interface BusinessDashboard {
  business: {
    id: string;
    name: string;
    businessType: string;
    goLiveDate: string | null;
    registrationDate: string | null;
    location: { city: string | null; state: string | null };
    subscriptionSettings: { actualServiceLevel: { name: string; shortDescription: string | null } | null };
  };
  employeesCount: number;
  employeesWithRightsCount: number;
  vendorsCount: number;
  serviceLevelName: string | null;
  products: string[];
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer } = await requireViewer(request, context);
    if (!viewer.businessId) return notFound();
    const { businessDashboard: d } = await callApi<{ businessDashboard: BusinessDashboard }>(context, {
      service: 'core',
      document: BUSINESS_DASHBOARD_QUERY,
      variables: { businessId: viewer.businessId },
    });
    const serviceLevelRoute = routeById('bo.subscription.service-level');
    return {
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
      <Typography variant="h1" gutterBottom>
        {d.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Executive Dashboard · {d.businessType}
        {d.place ? ` · ${d.place}` : ''}
      </Typography>

      {d.serviceLevel ? null : (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="choose-service-level">
          <AlertTitle>Choose a service level to get started</AlertTitle>
          Your business has no service level yet. Choosing one is the first step of registration: it decides the
          products your business can use.
          {d.serviceLevelHref ? (
            <>
              {' '}
              <MuiLink component={RemixLink} to={d.serviceLevelHref}>
                Choose a service level
              </MuiLink>
            </>
          ) : null}
        </Alert>
      )}

      <StatGrid>
        <StatCard label="Service level" value={d.serviceLevel ?? 'Not chosen'} testId="stat-service-level" />
        <StatCard label="Products" value={d.products.length} testId="stat-products" />
        <StatCard label="Employees" value={d.employeesCount} testId="stat-employees" />
        <StatCard label="Employees with rights" value={d.employeesWithRightsCount} testId="stat-employees-with-rights" />
        <StatCard label="Vendors" value={d.vendorsCount} testId="stat-vendors" />
      </StatGrid>

      <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" gutterBottom>
            Products
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
            <Typography color="text.secondary">No products until a service level is chosen.</Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h2" gutterBottom>
            Dates
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            <DateLine label="Registration date" value={d.registrationDate} missing="Registration not complete" />
            <DateLine label="Go-live date" value={d.goLiveDate} missing="Not set" />
          </Box>
        </Paper>
      </Box>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
