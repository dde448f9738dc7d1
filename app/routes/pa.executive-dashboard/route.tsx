/** `/pa/executive-dashboard`: the administrator's figures across the platform, payments for the chosen period included. */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { processingInstant, processingRunSchema } from '../../../domain/admin';
import { viewerZoneFormat } from '../../platform/time-zone.server';
import { isDevelopmentLike } from '../../../domain/environment';
import { ErrorCodes } from '../../../domain/errors';
import { FAILURE_KIND_LABELS } from '../../../domain/failures';
import { SETUP_VERIFICATION_PATH } from '../../../domain/mfa';
import { parsePeriod, PERIOD_PARAM, type DashboardPeriod } from '../../../domain/dashboard-period-choice';
import { DashboardMessages as M, Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { isRole, ROLE_LABELS } from '../../../domain/roles';
import { routeById } from '../../../domain/routes';
import { PaymentCharts } from '../../features/dashboards/PaymentCharts';
import { cards, page } from '../../components/chrome-styles';
import { DataTable, type Column } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { ChartCard, CountTable, PeriodNav, StatCard, StatGrid } from '../../features/dashboards/Stats';
import { callApi } from '../../platform/api.server';
import { environmentOf, withServiceBanner } from '../../platform/shell.server';
import { formAction, invalidToast, refusalToast } from '../../platform/form-action.server';
import { redirect } from '../../platform/redirect.server';
import { ProcessingControl } from './ProcessingControl';
import { requireViewer } from '../../platform/viewer.server';
import { fetchFailureCounts } from '../../features/admin/errors.server';
import { formatCount } from '../../components/charts/format';
import { ADMIN_DASHBOARD_QUERY, RUN_PROCESSING_MUTATION } from './admin-dashboard.server';
import { emptyFigures, NOT_DELIVERED_LABEL, readDashboard } from '../../features/dashboards/dashboard-read.server';
import type { AdminDashboardQuery } from '../../graphql/core/graphql';

/** Processing by hand exists only where the services allow it too: local, dev and demo (decision 086). */
const runsProcessing = (request: Request) => isDevelopmentLike(environmentOf(request.headers.get('host')));

type BusinessRow = AdminDashboardQuery['adminDashboard']['businesses'][number];

/** The figures when they could not be read: nothing counted. */
const emptyAdminDashboard = (period: DashboardPeriod): AdminDashboardQuery['adminDashboard'] => ({
  businessesCount: 0,
  registeredBusinessesCount: 0,
  usersCount: 0,
  serviceLevelsCount: 0,
  vendorsCount: 0,
  banksCount: 0,
  usersByRole: [],
  businessesByServiceLevel: [],
  businessesByType: [],
  payments: emptyFigures(period),
  businesses: [],
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const period = parsePeriod(new URL(request.url).searchParams.get(PERIOD_PARAM));
    const [read, failureCounts] = await Promise.all([readDashboard(callApi(context, { document: ADMIN_DASHBOARD_QUERY, variables: { period } })), fetchFailureCounts(context)]);
    // Refused: the page with empty figures, and the refusal as the error notification (spec §8).
    const adminDashboard = read.value?.adminDashboard ?? emptyAdminDashboard(period);
    return {
      pageNotice: read.pageNotice,
      notDeliveredLabel: NOT_DELIVERED_LABEL,
      ...adminDashboard,
      failureCounts,
      period,
      runsProcessing: runsProcessing(request),
      usersByRole: adminDashboard.usersByRole.map((r) => ({ ...r, label: isRole(r.label) ? ROLE_LABELS[r.label] : r.label })),
    };
  });
}

const TITLE = routeById('pa.executiveDashboard').title;
const PATH = routeById('pa.executiveDashboard').path;

export const action = (args: ActionFunctionArgs) =>
  formAction(args, {
    guard: async ({ request, context }) => {
      await requireViewer(request, context);
      if (!runsProcessing(request)) throw new Response(Messages.notFound, { status: 404 });
    },
    schema: processingRunSchema,
    save: async ({ at }) => {
      const zone = await viewerZoneFormat(args.context);
      const result = await callApi(args.context, { document: RUN_PROCESSING_MUTATION, variables: { at: at ? processingInstant(at, zone.timeZone) : null } });
      return { ...result, zone };
    },
    success: (_value, { runProcessingCycle: report, zone }) => Messages.processingRan(`${zone.dateTime(report.at)} (${zone.timeZone})`, report),
    invalid: invalidToast(args.context, PATH),
    refused: (error) => {
      // The services ask an MFA administrator for a fresh verification: verify, then come back here.
      if (error.code === ErrorCodes.forbidden && error.message === Messages.setupVerificationRequired) {
        throw redirect(`${SETUP_VERIFICATION_PATH}?${new URLSearchParams({ redirectTo: PATH })}`);
      }
      return refusalToast(args.context, PATH)(error);
    },
  });

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
    <section className={`${page.paper} ${page.section} ${cards.block}`} aria-labelledby="open-errors-heading" data-testid="open-errors">
      <h2 className={`${page.title2} ${page.gutter}`} id="open-errors-heading">
        {Messages.openErrorsHeading}
      </h2>
      <ul className={cards.links}>
        {counts.map((c) => (
          <li key={c.kind}>
            <RemixLink to={`/pa/errors?kind=${c.kind}`} className={page.textLink} data-testid={`open-errors-${c.kind}`}>
              {FAILURE_KIND_LABELS[c.kind]}: {formatCount(c.count)}
            </RemixLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Plain elements with the stylesheet's classes (decision 044): the page loads no MUI in the browser. */
export default function AdminExecutiveDashboard() {
  const d = useLoaderData<typeof loader>();
  return (
    <div>
      <div className={cards.head}>
        <div>
          <h1 className={page.h1}>{TITLE}</h1>
          <p className={page.secondary}>{M.adminIntro}</p>
        </div>
        <PeriodNav current={d.period} />
      </div>
      <StatGrid>
        <StatCard label={M.businesses} value={d.businessesCount} testId="stat-businesses" />
        <StatCard label={M.registeredBusinesses} value={d.registeredBusinessesCount} testId="stat-registered-businesses" />
        <StatCard label={M.users} value={d.usersCount} testId="stat-users" />
        <StatCard label={M.serviceLevels} value={d.serviceLevelsCount} testId="stat-service-levels" />
        <StatCard label={M.vendors} value={d.vendorsCount} testId="stat-vendors" />
        <StatCard label={M.banks} value={d.banksCount} testId="stat-banks" />
      </StatGrid>

      <OpenErrors counts={d.failureCounts} />

      {d.runsProcessing ? <ProcessingControl /> : null}

      <PaymentCharts figures={d.payments} notDeliveredLabel={d.notDeliveredLabel} />

      <div className={cards.block}>
        <ChartCard title={M.byBusinessHeading} id="by-business-heading" testId="by-business">
          {d.businesses.length < d.businessesCount ? (
            <p className={`${page.secondary} ${page.gutterSmall}`}>{M.byBusinessNote(d.businesses.length, d.businessesCount)}</p>
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
      </div>

      <div className={cards.trio}>
        <CountTable title={M.usersByRole} labelHeader={M.role} rows={d.usersByRole} />
        <CountTable title={M.businessesByServiceLevel} labelHeader={M.serviceLevel} rows={d.businessesByServiceLevel} />
        <CountTable title={M.businessesByType} labelHeader={M.businessType} rows={d.businessesByType} />
      </div>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

