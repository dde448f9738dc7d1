/**
 * A server-rendered table: a header (sortable columns are links), one row per item (a cell may link to the
 * row's page, a checkbox may select it for a form), a line when there are none, and paging and rows-per-page
 * links under it. Everything is a link or a form field, so it works without JavaScript.
 *
 * The table is plain `<table>`/`<tr>`/`<th>`/`<td>` elements with MUI's looks and sort arrow, styled once by the
 * page's stylesheet (`page.table` in chrome-styles.ts; a cell has a class only where it differs, `TABLE_CELL`): a MUI `TableCell`, `TableRow` or `Link` per cell
 * serialised its Emotion styles on every render, about a third of a list page's server rendering
 * (decision 016), and the list pages load no MUI in the browser (decision 040). The rows' selection boxes and the
 * pager are plain elements with the stylesheet's classes (decision 037).
 *
 * Where the table's box is narrower than 600 px (a phone) every row is a card: each cell on a line under its
 * column's name, no sideways scrolling. A table whose columns mark some as `primary` (amount, counterparty, status,
 * the row's actions) shows only those in the card, with the column that links to the row's page; the rest is on that
 * page. It is CSS alone (a container query in chrome-styles.ts): the same HTML, no script (decision 080).
 */
import { PathLink } from './PathLink';
import type { ReactNode } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { listHref, pageCount, ROWS_OPTIONS, type ListQuery } from '../../domain/list-query';
import { lists, page, TABLE_CELL } from './chrome-styles';

export interface Column<T> {
  label: string;
  align?: 'left' | 'right';
  cell: (row: T) => ReactNode;
  /** A tooltip for the cell (e.g. the items a count stands for). */
  title?: (row: T) => string;
  /** A sortable column: the URL that sorts by it and the direction it is sorted in now (if it is). */
  sort?: { href: string; direction?: 'asc' | 'desc' };
  /** The cell links to the row's page (`rowHref`). */
  link?: boolean;
  /** Keep the cell on one line (dates, times, amounts, ids). */
  nowrap?: boolean;
  /** Figures in tabular (equal-width) digits, so amounts line up. */
  numeric?: boolean;
  /**
   * What a row is about (amount, counterparty, status, the row's actions): kept in the phone's card. When any column
   * of a table is primary, the card shows only those and the link to the row's page; otherwise it shows every column.
   */
  primary?: boolean;
  /**
   * Shown only where the table's box is 1200 px wide or more (a large screen); on a laptop the row's page has it. A
   * phone's card shows it still when it is one of the card's columns (`primary`).
   */
  wide?: boolean;
}

export interface RowSelection<T> {
  /** Name of the checkbox field (one value per checked row). */
  name: string;
  value: (row: T) => string;
  /** Accessible name of the row's checkbox. */
  label: (row: T) => string;
  /** Accessible name of the header checkbox that selects every row (shown with JavaScript only). */
  allLabel: string;
  /** The id of the form the checkboxes belong to, when the table is not inside it. */
  form?: string;
  /** Whether a row can be chosen at all (a bill already being paid cannot); every row when absent. */
  selectable?: (row: T) => boolean;
}

export interface Paging {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  rows: number;
  rowsOptions: readonly number[];
  rowsHref: (rows: number) => string;
}

/** The paging of a list whose state is in the URL (domain/list-query.ts): `total` rows in all. */
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

interface DataTableProps<T> {
  /** Id of the heading that names the table. */
  labelledBy: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** data-testid of each body row. */
  rowTestId?: string;
  empty: string;
  rowHref?: (row: T) => string;
  selection?: RowSelection<T>;
  paging?: Paging;
}

function SelectAll({ label, form }: { label: string; form?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <input
      type="checkbox"
      className={lists.select}
      aria-label={label}
      onChange={(event) => {
        const table = event.target.closest('table');
        table?.querySelectorAll<HTMLInputElement>('input[data-row-select]').forEach((box) => {
          if (!form || box.getAttribute('form') === form) box.checked = event.target.checked;
        });
      }}
    />
  );
}

const SORT_LABEL = 'MuiTableSortLabel-root';
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column's header: a link that sorts by it, with MUI's arrow (shown when sorted, or on hover). */
function SortLink({ href, direction, children }: { href: string; direction?: 'asc' | 'desc'; children: ReactNode }) {
  return (
    <PathLink to={href} className={direction ? `${SORT_LABEL} Mui-active payloft-sort-${direction}` : SORT_LABEL}>
      {children}
      <svg className="MuiTableSortLabel-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
      </svg>
    </PathLink>
  );
}
/** A column left out of the phone's card: the table marks primary columns and this is neither one nor the row's link. */
const isMinor = <T,>(c: Column<T>, carded: boolean) => carded && !c.primary && !c.link;

/** A header cell's classes: alignment, sortable (kept in the phone's card as a sort link), left out of the card. */
function headCellClass<T>(c: Column<T>, carded: boolean): string | undefined {
  const classes = [
    c.align === 'right' && TABLE_CELL.right,
    c.sort && TABLE_CELL.sortable,
    isMinor(c, carded) && TABLE_CELL.minor,
    c.wide && TABLE_CELL.wide,
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/** A body cell's classes: only what differs from the table's rules for every cell (none for most). */
function bodyCellClass<T>(c: Column<T>, carded: boolean): string | undefined {
  const classes = [
    c.align === 'right' && TABLE_CELL.right,
    c.nowrap && TABLE_CELL.nowrap,
    c.numeric && TABLE_CELL.numeric,
    isMinor(c, carded) && TABLE_CELL.minor,
    c.wide && TABLE_CELL.wide,
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

/** A link inside a table body cell, styled by the table (no Emotion work per link). */
export function CellLink({ to, title, children }: { to: string; title?: string; children: ReactNode }) {
  return (
    <PathLink className={TABLE_CELL.link} to={to} title={title}>
      {children}
    </PathLink>
  );
}

export function DataTable<T>({ labelledBy, columns, rows, rowKey, rowTestId, empty, rowHref, selection, paging }: DataTableProps<T>) {
  const span = columns.length + (selection ? 1 : 0);
  const carded = columns.some((c) => c.primary);
  return (
    <>
      {/* Focusable and named: a table wider than its box scrolls sideways, and keyboard users must be able to scroll it. */}
      <div className={page.tableScroll} tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <table className={page.table} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              {selection ? (
                <th scope="col" className={TABLE_CELL.check}>
                  <SelectAll label={selection.allLabel} form={selection.form} />
                </th>
              ) : null}
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={headCellClass(c, carded)}
                  aria-sort={c.sort?.direction ? ARIA_SORT[c.sort.direction] : undefined}
                >
                  {c.sort ? (
                    <SortLink href={c.sort.href} direction={c.sort.direction}>
                      {c.label}
                    </SortLink>
                  ) : (
                    c.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} data-testid={rowTestId}>
                {selection ? (
                  <td className={TABLE_CELL.check}>
                    {selection.selectable?.(row) === false ? null : (
                      <input
                        type="checkbox"
                        className={lists.select}
                        name={selection.name}
                        value={selection.value(row)}
                        aria-label={selection.label(row)}
                        form={selection.form}
                        data-row-select
                      />
                    )}
                  </td>
                ) : null}
                {columns.map((c) => (
                  <td key={c.label} className={bodyCellClass(c, carded)} title={c.title?.(row)} data-label={c.label}>
                    {c.link && rowHref ? <CellLink to={rowHref(row)}>{c.cell(row)}</CellLink> : c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <tr>
                <td colSpan={span} className={TABLE_CELL.empty}>
                  {empty}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      {paging ? <Pager paging={paging} labelledBy={labelledBy} /> : null}
    </>
  );
}

function PageLink({ href, label, disabled, rel }: { href: string; label: string; disabled: boolean; rel?: string }) {
  if (disabled) {
    return (
      <span className={lists.off} aria-disabled="true">
        {label}
      </span>
    );
  }
  return (
    <PathLink to={href} rel={rel} className={lists.link}>
      {label}
    </PathLink>
  );
}

/** Paging and rows-per-page links: plain elements with the stylesheet's classes (decision 037), under every list. */
function Pager({ paging, labelledBy }: { paging: Paging; labelledBy: string }) {
  const { page, pageCount, hrefFor, rows, rowsOptions, rowsHref } = paging;
  return (
    <nav aria-label="Pages" aria-describedby={labelledBy} className={lists.pager}>
      <div className={lists.pagerGroup}>
        <PageLink href={hrefFor(1)} label="First" disabled={page <= 1} />
        <PageLink href={hrefFor(page - 1)} label="Previous" disabled={page <= 1} rel="prev" />
        <span data-testid="page-status">
          Page {page} of {pageCount}
        </span>
        <PageLink href={hrefFor(page + 1)} label="Next" disabled={page >= pageCount} rel="next" />
        <PageLink href={hrefFor(pageCount)} label="Last" disabled={page >= pageCount} />
      </div>
      <div className={lists.pagerGroup}>
        <span>Rows per page:</span>
        {rowsOptions.map((n) =>
          n === rows ? (
            <span key={n} className={lists.current} aria-current="true">
              {n}
            </span>
          ) : (
            <PathLink key={n} to={rowsHref(n)} aria-label={`${n} rows per page`} className={lists.link}>
              {n}
            </PathLink>
          )
        )}
      </div>
    </nav>
  );
}
