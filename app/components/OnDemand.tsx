/** Pieces of the on demand pages: the tabs (links), the onDemand payments table and paging from the query string. */
import { Box, Typography } from '@mui/material';
import { useLoaderData } from '@remix-run/react';
import type { ZoneFormat } from '../../domain/dates';
import { useZoneFormat } from '../utils/time-zone';
import { TimeZoneNote } from './TimeZoneNote';
import { listHref, pageCount, ROWS_OPTIONS, type ListQuery } from '../../domain/list-query';
import { formatCents } from '../../domain/money';
import type { loadOnDemandPaymentsTab, OnDemandPaymentRow } from '../services/on-demand.server';
import { DataTable, type Paging } from './DataTable';
import { RouteTabs } from './RouteTabs';
import { ExportButtons } from './ExportButtons';

export const ON_DEMAND_TABS = [
  { id: 'onDemand.consumers', label: 'Active Payments' },
  { id: 'onDemand.completed', label: 'Completed' },
  { id: 'onDemand.pending', label: 'Pending' },
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

const STATUS_LABELS: Record<string, string> = {
  pendingApproval: 'Pending approval',
  scheduled: 'Scheduled',
  processing: 'Processing',
  success: 'Success',
  error: 'Failed',
  canceled: 'Canceled',
};

export function paymentStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}

/** A payment's processing date and time in the viewer's zone (decision 032). */
export function processingDate(due: OnDemandPaymentRow['dueDateTime'], zone: ZoneFormat): string {
  return zone.zoned(due.date, due.time, due.timezone);
}

export function OnDemandPaymentsTable({
  headingId,
  title,
  rows,
  total,
  query,
  pathname,
  showBusiness,
}: {
  headingId: string;
  title: string;
  rows: OnDemandPaymentRow[];
  total: number;
  query: ListQuery;
  pathname: string;
  showBusiness: boolean;
}) {
  const zone = useZoneFormat();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h2" id={headingId} gutterBottom>
        {title}
      </Typography>
      <TimeZoneNote />
      <DataTable
        labelledBy={headingId}
        rowTestId="on-demand-payment-row"
        rows={rows}
        rowKey={(p) => p.id}
        empty="No payments."
        paging={pagingFor(pathname, query, total)}
        columns={[
          { label: 'Created', cell: (p) => zone.dateTime(p.createdDate) },
          { label: 'Consumer', cell: (p) => p.recipient.accountHolderName },
          { label: 'Account', cell: (p) => `••${p.recipient.accountNumberLast4}` },
          { label: 'Amount', align: 'right', cell: (p) => formatCents(p.moneyAmount) },
          { label: 'Status', cell: (p) => paymentStatusLabel(p.status) },
          { label: 'Processing date', cell: (p) => processingDate(p.dueDateTime, zone) },
          { label: 'Reference number', cell: (p) => p.referenceNumber ?? '—' },
          { label: 'Description', cell: (p) => p.description ?? '—' },
          ...(showBusiness ? [{ label: 'Business', cell: (p: OnDemandPaymentRow) => p.business.name }] : []),
        ]}
      />
    </Box>
  );
}

/** The Completed and Pending tabs: the tabs, then that tab's onDemand payments (data from loadOnDemandPaymentsTab). */
export function OnDemandPaymentsTab({ tab, title }: { tab: 'onDemand.completed' | 'onDemand.pending'; title: string }) {
  const { payments, query, pathname, showBusiness, exportSearch } = useLoaderData<Awaited<ReturnType<typeof loadOnDemandPaymentsTab>>>();
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        On Demand
      </Typography>
      <OnDemandTabs current={tab} />
      <Box sx={{ my: 2 }}>
        <ExportButtons report="onDemand" search={exportSearch} />
      </Box>
      <OnDemandPaymentsTable
        headingId={`${tab.split('.')[1]}-heading`}
        title={title}
        rows={payments.rows}
        total={payments.count}
        query={query}
        pathname={pathname}
        showBusiness={showBusiness}
      />
    </Box>
  );
}
