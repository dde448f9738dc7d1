/**
 * The table gallery, so the list components can be seen and checked in one place: the product's list table (TransactionList: the filter toolbar, the export buttons,
 * DataTable with sortable headers, status pills, money cells, the empty line, paging and rows-per-page) over sample
 * payments, filtered, sorted and paged from the list state in the URL, so every state is a link. The phone layout
 * (`/dashonic/table-components/phone`) renders the same components in a column as wide as a phone: the list's
 * layout answers to the width of its box (container queries), so it takes its phone layout there. No JavaScript
 * needed. Plain elements styled by the page's stylesheet (chrome-styles.ts), like the lists it shows.
 */
import { Link as RemixLink } from '@remix-run/react';
import { GALLERY_TRANSACTIONS, GALLERY_VENDORS, galleryPage } from '../../../domain/gallery';
import { listHref, listQueryString, parseListQuery, type ListQuery } from '../../../domain/list-query';
import { STATUS_LABELS } from '../../../domain/report-columns';
import { hrefOf, routeById } from '../../../domain/routes';
import { DataTable } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { StatusPill } from '../../components/StatusPill';
import { page } from '../../components/chrome-styles';
import { TransactionList } from '../transactions/TransactionList';

const TABLE_GALLERY_PATH = hrefOf(routeById('dashonic.tables')).split('?')[0];
const PHONE_GALLERY_PATH = hrefOf(routeById('dashonic.tables.phone')).split('?')[0];

/** The page's data from its URL (the loaders of both layouts). */
export function tableGalleryData(url: string) {
  const query = parseListQuery(new URL(url).searchParams);
  return { query, ...galleryPage(query) };
}
type TableGalleryData = ReturnType<typeof tableGalleryData>;

/** The states a reviewer checks, each a link in the same layout. */
function stateLinks(path: string): { label: string; href: string; testId: string }[] {
  const base: ListQuery = { page: 1, rows: 25, sortParams: 'createdAtDesc', payloadFilter: {}, filter: '', nameFilter: '' };
  const lastPage = Math.ceil(GALLERY_TRANSACTIONS.length / 10);
  return [
    { label: 'First page, newest first', href: listHref(path, base, { page: 1 }), testId: 'state-default' },
    { label: 'Sorted by due date, oldest first', href: listHref(path, base, { sortParams: 'dateAsc' }), testId: 'state-sorted' },
    { label: 'Filtered: failed payments', href: listHref(path, base, { payloadFilter: { paymentProcessStatus: 'error' } }), testId: 'state-filtered' },
    { label: 'Filtered by vendor', href: listHref(path, base, { payloadFilter: { vendorId: GALLERY_VENDORS[0].id } }), testId: 'state-vendor' },
    { label: 'Second page', href: listHref(path, base, { page: 2 }), testId: 'state-page-2' },
    { label: '10 rows per page', href: listHref(path, base, { rows: 10 }), testId: 'state-rows-10' },
    { label: 'Last page of 10 rows', href: `${path}?${listQueryString({ ...base, rows: 10, page: lastPage })}`, testId: 'state-last-page' },
    { label: 'Empty: no payment matches', href: listHref(path, base, { payloadFilter: { purchaseId: 'NO-SUCH-PURCHASE' } }), testId: 'state-empty' },
  ];
}

export function TableGallery({ data, phone }: { data: TableGalleryData; phone?: boolean }) {
  const { query, count, rows } = data;
  const path = phone ? PHONE_GALLERY_PATH : TABLE_GALLERY_PATH;
  const here = listQueryString(query);
  const list = (
    <TransactionList
      title="Sample payments"
      titleComponent="h2"
      report="vendor"
      pathname={path}
      query={query}
      count={count}
      rows={rows}
      canFilterBusiness={false}
      canFilterVendor
      processStatusFilter
      vendorOptions={GALLERY_VENDORS}
      exports={<ExportButtons report="vendor" search={here} />}
    />
  );
  return (
    <div>
      <h1 className={page.h1}>
        {routeById('dashonic.tables').title}
        {phone ? ': phone layout' : ''}
      </h1>
      <p className={`${page.text} ${page.spacedBelow} ${page.measure}`}>
        The product&apos;s list table, rendered by the same components as the transaction lists over {GALLERY_TRANSACTIONS.length} sample
        payments. Its state (page, rows per page, order, filters) is in the URL: every header, filter, page and rows-per-page
        choice is a link or a GET form. The export buttons post to the report export of a signed-in user, as on the lists, and
        a row&apos;s link opens a payment&apos;s details, which the sample payments do not have.
      </p>
      <nav aria-labelledby="table-states-heading" className={`${page.paper} ${page.spacedBelow}`}>
        <h2 id="table-states-heading" className={`${page.h2} ${page.gutterSmall}`}>
          States
        </h2>
        <ul className={page.linkList}>
          {stateLinks(path).map((s) => (
            <li key={s.testId}>
              <RemixLink to={s.href} data-testid={s.testId} className={page.textLink}>
                {s.label}
              </RemixLink>
            </li>
          ))}
          <li>
            <RemixLink
              to={`${phone ? TABLE_GALLERY_PATH : PHONE_GALLERY_PATH}?${here}`}
              data-testid={phone ? 'state-wide' : 'state-phone'}
              className={page.textLink}
            >
              {phone ? 'Wide layout' : 'Phone layout'}
            </RemixLink>
          </li>
        </ul>
      </nav>

      {phone ? (
        <div data-testid="gallery-list" data-layout="phone" className={page.phoneColumn}>
          {list}
        </div>
      ) : (
        <div data-testid="gallery-list" data-layout="wide">
          {list}
        </div>
      )}

      <section aria-labelledby="pills-heading" className={`${page.paper} ${page.spacedAbove}`}>
        <h2 id="pills-heading" className={`${page.h2} ${page.gutterSmall}`}>
          Status pills
        </h2>
        <DataTable
          labelledBy="pills-heading"
          rowTestId="pill-row"
          rows={Object.keys(STATUS_LABELS)}
          rowKey={(status) => status}
          empty=""
          columns={[
            { label: 'Status', cell: (status) => <code>{status}</code> },
            { label: 'Pill', cell: (status) => <StatusPill status={status} /> },
          ]}
        />
      </section>
    </div>
  );
}
