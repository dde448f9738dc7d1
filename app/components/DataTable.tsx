/**
 * A server-rendered table: a header (sortable columns are links), one row per item (a cell may link to the
 * row's page, a checkbox may select it for a form), a line when there are none, and paging and rows-per-page
 * links under it. Everything is a link or a form field, so it works without JavaScript.
 *
 * The body's rows and cells are plain `<tr>`/`<td>` elements with MUI's class names, styled once by the table
 * (`BodyStyles`): a MUI `TableCell`, `TableRow` or `Link` per cell serialised its Emotion styles on every render,
 * about a third of a list page's server rendering (issue 15, decision 016). The rows' selection boxes and the pager
 * are plain elements with the stylesheet's classes (decision 037), and the header is plain `<th>` cells with MUI's
 * classes and sort arrow, styled by the table as the body is.
 */
import { Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { styled } from '@mui/material/styles';
import { Link as RemixLink } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';
import { lists } from './chrome-styles';
import { pillStyles } from './StatusPill';

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
}

export interface Paging {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  rows: number;
  rowsOptions: readonly number[];
  rowsHref: (rows: number) => string;
}

export interface DataTableProps<T> {
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
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
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

const BODY_ROW = 'MuiTableRow-root';
const HEAD_CELL = 'MuiTableCell-root MuiTableCell-head MuiTableCell-sizeSmall';
const SORT_LABEL = 'MuiTableSortLabel-root';
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column's header: a link that sorts by it, with MUI's arrow (shown when sorted, or on hover). */
function SortLink({ href, direction, children }: { href: string; direction?: 'asc' | 'desc'; children: ReactNode }) {
  return (
    <RemixLink to={href} className={direction ? `${SORT_LABEL} Mui-active payloft-sort-${direction}` : SORT_LABEL}>
      {children}
      <svg className="MuiTableSortLabel-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
        <path d="M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z" />
      </svg>
    </RemixLink>
  );
}
const BODY_CELL = 'MuiTableCell-root MuiTableCell-body MuiTableCell-sizeSmall';
const LINK = 'MuiLink-root MuiLink-underlineHover';

function bodyCellClass(c: { align?: 'left' | 'right'; nowrap?: boolean; numeric?: boolean }): string {
  return `${BODY_CELL}${c.align === 'right' ? ' MuiTableCell-alignRight' : ''}${c.nowrap ? ' payloft-nowrap' : ''}${
    c.numeric ? ' payloft-numeric' : ''
  }`;
}

/** MUI's small body cell, body row and hover-underlined link, written once for the whole body. */
const BodyStyles = styled(Table)(({ theme }) => {
  // What MUI's small head and body cells share.
  const cell = {
    ...theme.typography.body2,
    display: 'table-cell',
    verticalAlign: 'inherit',
    borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
    textAlign: 'left',
    padding: '6px 16px',
    color: theme.palette.text.primary,
  } as const;
  return {
    '& tr.MuiTableRow-root': { color: 'inherit', display: 'table-row', verticalAlign: 'middle', outline: 0 },
    '& thead th.MuiTableCell-head': { ...cell, fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem' },
    '& thead th.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 12px 0 16px' },
    '& thead th.MuiTableCell-alignRight': { textAlign: 'right' },
    '& thead a.MuiTableSortLabel-root': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'flex-start',
      color: 'inherit',
      textDecoration: 'none',
      cursor: 'pointer',
      '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: '2px' },
      '&:hover, &.Mui-active': { color: theme.palette.text.primary },
      '& svg': {
        width: 18,
        height: 18,
        fontSize: 18,
        marginLeft: 4,
        marginRight: 4,
        fill: 'currentColor',
        opacity: 0,
        transition: 'opacity 200ms, transform 200ms',
      },
      '&:hover svg': { opacity: 0.5 },
      '&.Mui-active svg': { opacity: 1, color: theme.palette.text.secondary },
      '&.payloft-sort-asc svg': { transform: 'rotate(180deg)' },
    },
    '& thead th.MuiTableCell-alignRight a.MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
    '& tbody td.MuiTableCell-body': cell,
    '& tbody td.MuiTableCell-paddingCheckbox': { width: 24, padding: '0 12px 0 16px', '& > *': { padding: 0 } },
    '& tbody td.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
    '& tbody td.payloft-nowrap': { whiteSpace: 'nowrap' },
    '& tbody td.payloft-numeric': { fontVariantNumeric: 'tabular-nums', fontWeight: 600 },
    '& tbody .payloft-you, & tbody .payloft-note': { color: theme.palette.text.secondary, fontSize: '0.8125rem' },
    ...pillStyles,
    '& tbody a.MuiLink-root': {
      color: theme.palette.primary.main,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
  };
});

/** A link inside a table body cell, styled by the table (no Emotion work per link). */
export function CellLink({ to, title, children }: { to: string; title?: string; children: ReactNode }) {
  return (
    <RemixLink className={LINK} to={to} title={title}>
      {children}
    </RemixLink>
  );
}

export function DataTable<T>({ labelledBy, columns, rows, rowKey, rowTestId, empty, rowHref, selection, paging }: DataTableProps<T>) {
  const span = columns.length + (selection ? 1 : 0);
  return (
    <>
      {/* Focusable and named: a wide table scrolls sideways, and keyboard users must be able to scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <BodyStyles size="small" aria-labelledby={labelledBy}>
          <thead className="MuiTableHead-root">
            <tr className={BODY_ROW}>
              {selection ? (
                <th scope="col" className={`${HEAD_CELL} MuiTableCell-paddingCheckbox`}>
                  <SelectAll label={selection.allLabel} form={selection.form} />
                </th>
              ) : null}
              {columns.map((c) => (
                <th
                  key={c.label}
                  scope="col"
                  className={c.align === 'right' ? `${HEAD_CELL} MuiTableCell-alignRight` : HEAD_CELL}
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
          <TableBody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className={BODY_ROW} data-testid={rowTestId}>
                {selection ? (
                  <td className={`${BODY_CELL} MuiTableCell-paddingCheckbox`}>
                    <input
                      type="checkbox"
                      className={lists.select}
                      name={selection.name}
                      value={selection.value(row)}
                      aria-label={selection.label(row)}
                      form={selection.form}
                      data-row-select
                    />
                  </td>
                ) : null}
                {columns.map((c) => (
                  <td key={c.label} className={bodyCellClass(c)} title={c.title?.(row)}>
                    {c.link && rowHref ? <CellLink to={rowHref(row)}>{c.cell(row)}</CellLink> : c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span}>{empty}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </BodyStyles>
      </TableContainer>
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
    <RemixLink to={href} rel={rel} className={lists.link}>
      {label}
    </RemixLink>
  );
}

/** Paging and rows-per-page links: plain elements with the stylesheet's classes (decision 037), under every list. */
export function Pager({ paging, labelledBy }: { paging: Paging; labelledBy: string }) {
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
            <RemixLink key={n} to={rowsHref(n)} aria-label={`${n} rows per page`} className={lists.link}>
              {n}
            </RemixLink>
          )
        )}
      </div>
    </nav>
  );
}
