/**
 * Every transaction list page: the title, the filter form, the total, the report's table (sortable headers,
 * a link from each row to the payment's details, paging) and, on For Approval, row selection with approve and
 * reject (one or many) through a confirm step. All links and POST forms, so it works without JavaScript.
 * The instant-collections consumer lists (ConsumerList.tsx) share its heading and paging. Plain elements with the
 * stylesheet's classes, so the list pages load no MUI in the browser (decision 040).
 */
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { listHref, type ListQuery } from '../../../domain/list-query';
import { TransactionMessages } from '../../../domain/messages/transactions';
import { counterpartyName, displayStatus, listColumns, nextSortOrder, sortDirection, type ArrivalColumn, type PaymentSide, type ReportColumn, type ReportName, type ReportTransaction } from '../../../domain/report-columns';
import { page, TABLE_CELL } from '../../components/chrome-styles';
import { NavigationProgress } from '../../components/NavigationProgress';
import { Alert, buttonClass } from '../../components/Plain';
import { CellLink, DataTable, pagingFor, type Column } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { ListToolbar, PlainField } from '../../components/ListToolbar';
import { SendPaymentLink } from './SendPaymentLink';
import { StatusPill } from '../../components/StatusPill';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { useZoneFormat } from '../../platform/time-zone';
import type { ApprovalActionData } from './approvals.server';
import type { TransactionListData } from './lists.server';
import { refusalMessage, type FormActionData } from '../../platform/form-answers';

import { detailsHref } from './details-href';

export { detailsHref };

interface ApprovalConfirmation {
  decision: 'approve' | 'reject';
  ids: string[];
  /** Confirmation question (count and total). */
  question: string;
  /** Upcoming's release of a payout-change hold. */
  release?: boolean;
}

interface TransactionListProps {
  title: string;
  /** The page's h1 when the list is one tab of a page (On Demand): the title then heads the list only. */
  pageTitle?: string;
  /** Under the h1: the page's tabs. */
  tabs?: ReactNode;
  /** The title's element: the page's h1 (default), or an h2 where the list is part of a page (the gallery). */
  titleComponent?: 'h1' | 'h2';
  report: ReportName;
  pathname: string;
  query: ListQuery;
  count: number;
  rows: readonly ReportTransaction[];
  /** Admins may narrow by business (from a row's business link). */
  canFilterBusiness: boolean;
  /** Lists of vendor payments may narrow by vendor (from a row's vendor link). */
  canFilterVendor: boolean;
  processStatusFilter?: boolean;
  /** For Approval: selectable rows, approve and reject (only for those who may approve). */
  approvals?: boolean;
  /** Upcoming: a Release button on rows held for a payout change. */
  releases?: boolean;
  /** Show the Business column (the admin only). */
  showBusiness?: boolean;
  /** Show the failure reason column. */
  showFailure?: boolean;
  /** The signed-in user: a payment they created is marked "(you)". */
  viewerId?: string;
  /** The viewer's side of the payments: a payee reads who pays them (decision 084). */
  side?: PaymentSide;
  /** The payee's arrival column: expected, or settled on a list of settled payments. */
  arrival?: ArrivalColumn;
  /** Collections › Upcoming: when each collection is expected, or what it waits for. */
  collectionExpected?: boolean;
  /** The empty table's text (the list's own words, or "no match" with a filter set). */
  empty?: string;
  /** The filters' problems by payloadFilter key. */
  filterProblems?: Record<string, string>;
  confirmation?: ApprovalConfirmation | null;
  formError?: string | null;
  vendorOptions?: readonly { id: string; name: string }[];
  /** The export buttons, when the page has them. */
  exports?: ReactNode;
}

const selectionFormId = 'approval-form';
const SMALL_BUTTON = buttonClass({ size: 'small' });
const SMALL_DANGER_BUTTON = buttonClass({ size: 'small', danger: true });

/**
 * What a row is about, kept on a phone's card (DataTable's `primary`): how much, to or from whom (a payee's payer
 * too), in what state, when it is due and when the money arrives, its reference and, where it failed, why; the row's
 * actions too. The rest is on the payment's page.
 */
const PRIMARY_KEYS = new Set(['amount', 'status', 'collectionExpected', 'failureReason', 'payerBusiness', 'dueDate', 'expected', 'referenceNumber']);
const isPrimary = (c: ReportColumn) => PRIMARY_KEYS.has(c.key) || c.sort === 'counterparty';

/**
 * Columns a laptop's list leaves to the payment's page (and a large screen shows): they would push the amount's
 * neighbours, the purchase ID and the row's actions off a 1366 px screen (a return's reason stays, in words).
 */
const LARGE_SCREEN_KEYS = new Set(['createdBy', 'accountingSystem', 'type', 'returnCode']);
/**
 * Columns a 1366 px screen's table has room for (decision 157). A ninth (a Business column, the administrator's and a
 * bank's; the row's actions: Approve and Reject, or the Release of a held payment) moves the business's own reference
 * to the large-screen tier too: with it, the longest status ("Not delivered to the bank"), a held row or a wide amount
 * pushed the table past its box. Not Created, which sorts. A phone's card still shows the reference (DataTable).
 */
const LAPTOP_COLUMNS = 8;
const LARGE_SCREEN_KEYS_WHEN_CROWDED = new Set([...LARGE_SCREEN_KEYS, 'referenceNumber']);

/**
 * Columns whose values read badly when wrapped. Not the status: its pill keeps one line by itself, and why a payment
 * is held goes under it.
 */
const NOWRAP_KEYS = new Set(['createdDate', 'createdTime', 'dueDate', 'expected', 'amount', 'purchaseId', 'paymentTransactionId', 'returnCode']);

function ConfirmStep({ confirmation, cancelHref }: { confirmation: ApprovalConfirmation; cancelHref: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const navigation = useNavigation();
  useEffect(() => heading.current?.focus(), []);
  const approving = confirmation.decision === 'approve';
  const release = Boolean(confirmation.release);
  return (
    <section className={`${page.paper} ${page.confirm}`} aria-labelledby="confirm-heading" data-testid="approval-confirm">
      <h2 className={`${page.title2} ${page.gutter}`} id="confirm-heading" tabIndex={-1} ref={heading}>
        {release ? 'Release payment' : approving ? 'Approve payments' : 'Reject payments'}
      </h2>
      <p className={page.text}>{confirmation.question}</p>
      <Form method="post">
        <input type="hidden" name="decision" value={confirmation.decision} />
        <input type="hidden" name="confirmed" value="yes" />
        {confirmation.ids.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        {approving ? null : <PlainField id="reject-reason" name="reason" label="Reason (optional)" defaultValue="" rows={2} />}
        <div className={page.actions}>
          <button type="submit" className={buttonClass({ variant: 'contained', danger: !approving })} disabled={navigation.state === 'submitting'}>
            {release ? 'Confirm release' : approving ? 'Confirm approval' : 'Confirm rejection'}
          </button>
          <RemixLink to={cancelHref} className={buttonClass()}>
            Cancel
          </RemixLink>
        </div>
      </Form>
    </section>
  );
}

export function TransactionList(props: TransactionListProps) {
  const { title, report, pathname, query, count, rows, canFilterBusiness, canFilterVendor, approvals, releases, confirmation, formError, viewerId } = props;
  const here = listHref(pathname, query, { page: query.page });
  const filterHref = (key: string, value: string) => listHref(pathname, query, { payloadFilter: { ...query.payloadFilter, [key]: value } });
  const businessName = query.payloadFilter.businessId ? rows.find((r) => r.business.id === query.payloadFilter.businessId)?.business.name : null;
  const vendorName = query.payloadFilter.vendorId ? rows.find((r) => r.vendor?.id === query.payloadFilter.vendorId)?.vendor?.name : null;
  const reportColumns = listColumns(report, { showBusiness: props.showBusiness ?? canFilterBusiness, showFailure: props.showFailure ?? false, side: props.side, arrival: props.arrival, collectionExpected: props.collectionExpected });
  const zone = useZoneFormat();
  const linkKey = reportColumns.some((c) => c.key === 'purchaseId') ? 'purchaseId' : 'paymentTransactionId';
  const releasable = Boolean(releases && rows.some((tx) => tx.payoutHold));
  const laptopColumns = reportColumns.filter((c) => !LARGE_SCREEN_KEYS.has(c.key)).length + (releasable || approvals ? 1 : 0);
  const largeScreenKeys = laptopColumns > LAPTOP_COLUMNS ? LARGE_SCREEN_KEYS_WHEN_CROWDED : LARGE_SCREEN_KEYS;

  const cellOf = (c: ReportColumn) => (tx: ReportTransaction) => {
    const text = c.value(tx, zone);
    if (c.key === 'status') {
      if (!tx.payoutHold) return <StatusPill status={displayStatus(tx)} />;
      return (
        <>
          <StatusPill status={tx.status} /> <span className="payloft-note">{TransactionMessages.payoutHoldShort}</span>
        </>
      );
    }
    if (c.kind === 'dateTime') {
      // The date and the time may sit on two lines; neither is broken.
      const [date, ...time] = text.split(' ');
      return (
        <>
          <span className={TABLE_CELL.keep}>{date}</span> <span className={TABLE_CELL.keep}>{time.join(' ')}</span>
        </>
      );
    }
    if (c.key === 'createdBy' && viewerId && tx.createdBy?.id === viewerId) {
      return (
        <>
          {text} <span className="payloft-you">(you)</span>
        </>
      );
    }
    if (c.key === 'business' && canFilterBusiness && !query.payloadFilter.businessId) {
      return (
        <CellLink to={filterHref('businessId', tx.business.id)} title={`Show only ${text}`}>
          {text}
        </CellLink>
      );
    }
    if (c.key === 'vendor' && canFilterVendor && tx.vendor && !query.payloadFilter.vendorId) {
      return (
        <CellLink to={filterHref('vendorId', tx.vendor.id)} title={`Show only ${text}`}>
          {text}
        </CellLink>
      );
    }
    return text;
  };

  const columns: Column<ReportTransaction>[] = reportColumns.map((c) => {
    const direction = c.sort ? sortDirection(c.sort, query.sortParams) : undefined;
    return {
      label: c.header,
      align: c.key === 'amount' ? 'right' : undefined,
      numeric: c.key === 'amount',
      primary: isPrimary(c),
      wide: largeScreenKeys.has(c.key),
      cell: cellOf(c),
      link: c.key === linkKey,
      nowrap: NOWRAP_KEYS.has(c.key),
      sort: c.sort
        ? {
            href: listHref(pathname, query, { sortParams: nextSortOrder(c.sort, query.sortParams) }),
            direction: direction === 'ascending' ? 'asc' : direction === 'descending' ? 'desc' : undefined,
          }
        : undefined,
    };
  });
  if (releasable) {
    columns.push({
      label: 'Actions',
      primary: true,
      cell: (tx) =>
        tx.payoutHold ? (
          <Form method="post">
            <button className={SMALL_BUTTON} type="submit" name="one" value={`approve:${tx.id}`} aria-label={`Release ${tx.purchaseId} to ${counterpartyName(tx)}`}>
              Release
            </button>
          </Form>
        ) : null,
    });
  }
  if (approvals) {
    columns.push({
      label: 'Actions',
      primary: true,
      cell: (tx) => (
        <div className={page.rowActions}>
          <button className={SMALL_BUTTON} type="submit" name="one" value={`approve:${tx.id}`} form={selectionFormId} aria-label={`Approve ${tx.purchaseId}`}>
            Approve
          </button>
          <button
            className={SMALL_DANGER_BUTTON}
            type="submit"
            name="one"
            value={`reject:${tx.id}`}
            form={selectionFormId}
            aria-label={`Reject ${tx.purchaseId}`}
          >
            Reject
          </button>
        </div>
      ),
    });
  }

  const TitleTag = props.titleComponent ?? 'h1';
  return (
    <div>
      <NavigationProgress />
      <TitleTag className={page.h1}>{props.pageTitle ?? title}</TitleTag>
      {props.tabs}
      {confirmation ? <ConfirmStep confirmation={confirmation} cancelHref={here} /> : null}
      <ListToolbar
        pathname={pathname}
        query={query}
        processStatus={props.processStatusFilter}
        businessName={businessName}
        vendorName={vendorName}
        vendorOptions={props.vendorOptions}
        problems={props.filterProblems}
      />
      {props.exports ? <div className={page.section}>{props.exports}</div> : null}
      <section className={page.paper} aria-labelledby="list-heading" data-list-search={here.split('?')[1]}>
        <ListHeading title={title} count={count} />
        <TimeZoneNote />
        {formError ? (
          <Alert severity="error" className={page.section}>
            {formError}
          </Alert>
        ) : null}
        {approvals ? (
          <Form method="post" id={selectionFormId}>
            <div className={`${page.actions} ${page.section}`}>
              <button type="submit" name="decision" value="approve" className={buttonClass({ variant: 'contained' })}>
                Approve
              </button>
              <button type="submit" name="decision" value="reject" className={buttonClass({ variant: 'outlined', danger: true })}>
                Reject
              </button>
            </div>
          </Form>
        ) : null}
        <DataTable
          labelledBy="list-heading"
          rowTestId="transaction-row"
          columns={columns}
          rows={rows}
          rowKey={(tx) => tx.id}
          rowHref={(tx) => detailsHref(tx.id, here)}
          empty={props.empty ?? TransactionMessages.listEmpty}
          selection={
            approvals
              ? {
                  name: 'ids',
                  value: (tx) => tx.id,
                  label: (tx) => `Select ${tx.purchaseId}`,
                  allLabel: 'Select every payment on this page',
                  form: selectionFormId,
                }
              : undefined
          }
          paging={pagingFor(pathname, query, count)}
        />
      </section>
    </div>
  );
}

/** A list's heading and its total, above the table. */
export function ListHeading({ title, count }: { title: string; count: number }) {
  return (
    <div className={page.titleRow}>
      <h2 id="list-heading" className={page.h2}>
        {title}
      </h2>
      <p className={page.text} data-testid="list-total">
        {TransactionMessages.listTotal(count)}
      </p>
    </div>
  );
}

/** The default export of every list route: the loader's list, the action's confirm step, the export buttons. */
export function TransactionListRoute({ pageTitle, tabs }: { pageTitle?: string; tabs?: ReactNode } = {}) {
  const d = useLoaderData<TransactionListData>();
  const actionData = useActionData<ApprovalActionData | FormActionData>();
  return (
    <TransactionList
      pageTitle={pageTitle}
      tabs={tabs}
      title={d.title}
      report={d.report}
      pathname={d.pathname}
      query={d.query}
      count={d.count}
      rows={d.rows}
      canFilterBusiness={d.canFilterBusiness}
      canFilterVendor={d.canFilterVendor}
      processStatusFilter={d.processStatusFilter}
      approvals={d.approvals && d.canApprove}
      releases={d.releases}
      showBusiness={d.showBusiness}
      showFailure={d.showFailure}
      viewerId={d.viewerId}
      side={d.side}
      arrival={d.arrival}
      collectionExpected={d.collectionExpected}
      empty={d.empty}
      filterProblems={d.filterProblems}
      confirmation={actionData && 'confirmation' in actionData ? actionData.confirmation : null}
      formError={refusalMessage(actionData) ?? d.error}
      vendorOptions={d.vendorOptions}
      exports={
        <div className={page.actions}>
          {d.sendPaymentHref ? <SendPaymentLink to={d.sendPaymentHref} /> : null}
          <ExportButtons report={d.report} search={d.exportSearch} />
        </div>
      }
    />
  );
}
