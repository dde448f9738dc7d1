/** Pieces of the on demand pages: the tabs (links), paging from the query string, a payment's status and processing date. */
import type { ZoneFormat } from '../../../domain/dates';
import { listHref, pageCount, ROWS_OPTIONS, type ListQuery } from '../../../domain/list-query';
import { statusLabel } from '../../../domain/report-columns';
import type { OnDemandPaymentRow } from './on-demand.server';
import { type Paging } from '../../components/DataTable';
import { RouteTabs } from '../../components/RouteTabs';

const ON_DEMAND_TABS = [
  { id: 'onDemand.consumers', label: 'Active Payments' },
  { id: 'onDemand.completed', label: 'Completed' },
  { id: 'onDemand.pending', label: 'Pending' },
  { id: 'onDemand.failed', label: 'Failed' },
] as const;

export function OnDemandTabs({ current }: { current: (typeof ON_DEMAND_TABS)[number]['id'] }) {
  return <RouteTabs label="On demand" tabs={ON_DEMAND_TABS} current={current} />;
}

/** DataTable paging for a list whose state is in the URL (domain/list-query.ts). */
export function pagingFor(pathname: string, query: ListQuery, total: number): Paging {
  return {
    page: query.page,
    pageCount: pageCount(total, query.rows),
    hrefFor: (page) => listHref(pathname, query, { page }),
    rows: query.rows,
    rowsOptions: ROWS_OPTIONS,
    rowsHref: (rows) => listHref(pathname, query, { rows }),
  };
}

/** A payment's status in the lists' words (Scheduled, Sent to bank, Paid, Failed, …). */
export const paymentStatusLabel = statusLabel;

/** A payment's processing date and time in the viewer's zone (decision 032). */
export function processingDate(due: OnDemandPaymentRow['dueDateTime'], zone: ZoneFormat): string {
  return zone.zoned(due.date, due.time, due.timezone);
}
