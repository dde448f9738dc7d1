/** `/bo/executive-dashboard`: the business's figures, payments for the chosen period included, for its owner and employees with rights. */
import { productLabel } from '../../../domain/roles';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { parsePeriod, PERIOD_PARAM, type DashboardPeriod } from '../../../domain/dashboard-period-choice';
import { emptyFigures, NOT_DELIVERED_LABEL, readDashboard } from '../../features/dashboards/dashboard-read.server';
import { DashboardMessages as M } from '../../../domain/messages/dashboards';
import { PaymentCharts } from '../../features/dashboards/PaymentCharts';
import { cards, page } from '../../components/chrome-styles';
import { Alert } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { PeriodNav, StatCard, StatGrid } from '../../features/dashboards/Stats';
import { callApi } from '../../platform/api.server';
import { withServiceBanner } from '../../platform/shell.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { BUSINESS_DASHBOARD_QUERY, businessDates, DASHBOARD_TITLE, SERVICE_LEVEL_HREF } from './business-dashboard.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
    // Asked for the caller's own business at once, beside the viewer the shell is loading, rather than after it;
    // nothing of it is used until the guard below has let the request through.
    const dashboard = readDashboard(callApi(context, { document: BUSINESS_DASHBOARD_QUERY, variables: { period } }));
    // Awaited only after the guard: should the guard throw first (the services down), its rejection is handled here,
    // not left unhandled (which ends the process).
    dashboard.catch(() => undefined);
    const { viewer } = await requireViewer(request, context);
    if (!viewer.businessId) return notFound();
    const { value, pageNotice } = await dashboard;
    // Refused: the page with its title and empty figures, and the refusal as the error notification (spec §8).
    if (!value) return { ...emptyDashboard(period), pageNotice };
    const { businessDashboard: d } = value;
    return {
      pageNotice,
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
      ...businessDates(d.business),
      serviceLevelHref: SERVICE_LEVEL_HREF,
      payments: d.payments,
      notDeliveredLabel: NOT_DELIVERED_LABEL,
    };
  });
}

/** The page when its figures could not be read: the route's title, nothing counted, no service level link. */
function emptyDashboard(period: DashboardPeriod) {
  return {
    period,
    name: DASHBOARD_TITLE,
    businessType: '',
    place: '',
    serviceLevel: null,
    serviceLevelDescription: null,
    products: [] as string[],
    employeesCount: 0,
    employeesWithRightsCount: 0,
    vendorsCount: 0,
    registrationDate: null,
    goLiveDate: null,
    serviceLevelHref: null,
    payments: emptyFigures(period),
    notDeliveredLabel: NOT_DELIVERED_LABEL,
  };
}

function DateLine({ label, value, missing }: { label: string; value: string | null; missing: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={value ? undefined : page.secondary}>{value ?? missing}</dd>
    </div>
  );
}

/** Plain elements with the stylesheet's classes (decision 044): the page loads no MUI in the browser. */
export default function BusinessExecutiveDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <div className={cards.head}>
        <div>
          <h1 className={page.h1}>{d.name}</h1>
          <p className={page.secondary}>
            {M.businessSubtitle}
            {d.businessType ? ` · ${d.businessType}` : ''}
            {d.place ? ` · ${d.place}` : ''}
          </p>
        </div>
        <PeriodNav current={d.period} />
      </div>

      {d.serviceLevel ? null : (
        <Alert severity="info" title={M.chooseServiceLevelTitle} className={page.spacedBelow} data-testid="choose-service-level">
          {M.chooseServiceLevelBody}
          {d.serviceLevelHref ? (
            <>
              {' '}
              {/* Underlined: inside the alert's text a link must not rely on colour alone. */}
              <RemixLink to={d.serviceLevelHref} className={page.underline}>
                {M.chooseServiceLevelLink}
              </RemixLink>
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

      <PaymentCharts figures={d.payments} notDeliveredLabel={d.notDeliveredLabel} />

      <div className={cards.pair}>
        <div className={page.paper}>
          <h2 className={`${page.title2} ${page.gutter}`}>{M.products}</h2>
          {d.serviceLevelDescription ? <p className={`${page.secondary} ${page.gutterSmall}`}>{d.serviceLevelDescription}</p> : null}
          {d.products.length ? (
            <ul className={cards.chips}>
              {d.products.map((p) => (
                <li key={p}>
                  <span className={cards.chip}>{productLabel(p)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={page.secondary}>{M.noProducts}</p>
          )}
        </div>
        <div className={page.paper}>
          <h2 className={`${page.title2} ${page.gutter}`}>{M.dates}</h2>
          <dl className={cards.dates}>
            <DateLine label={M.registrationDate} value={d.registrationDate} missing={M.registrationIncomplete} />
            <DateLine label={M.goLiveDate} value={d.goLiveDate} missing={M.notSet} />
          </dl>
        </div>
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

