/**
 * A server-rendered table: a header (sortable columns are links), one row per item (a cell may link to the
 * row's page, a checkbox may select it for a form), a line when there are none, and paging and rows-per-page
 * links under it. Everything is a link or a form field, so it works without JavaScript.
 */
import {
  Box,
  Checkbox,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  Typography,
} from '@mui/material';
import { Link as RemixLink } from '@remix-run/react';
import { useEffect, useState, type ReactNode } from 'react';

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
    <Checkbox
      size="small"
      slotProps={{ input: { 'aria-label': label } }}
      onChange={(event) => {
        const table = event.target.closest('table');
        table?.querySelectorAll<HTMLInputElement>('input[data-row-select]').forEach((box) => {
          if (!form || box.getAttribute('form') === form) box.checked = event.target.checked;
        });
      }}
    />
  );
}

export function DataTable<T>({ labelledBy, columns, rows, rowKey, rowTestId, empty, rowHref, selection, paging }: DataTableProps<T>) {
  const span = columns.length + (selection ? 1 : 0);
  return (
    <>
      {/* Focusable and named: a wide table scrolls sideways, and keyboard users must be able to scroll it. */}
      <TableContainer tabIndex={0} role="region" aria-labelledby={labelledBy}>
        <Table size="small" aria-labelledby={labelledBy}>
          <TableHead>
            <TableRow>
              {selection ? (
                <TableCell padding="checkbox">
                  <SelectAll label={selection.allLabel} form={selection.form} />
                </TableCell>
              ) : null}
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} sortDirection={c.sort?.direction ?? false}>
                  {c.sort ? (
                    <TableSortLabel
                      component={RemixLink}
                      to={c.sort.href}
                      active={Boolean(c.sort.direction)}
                      direction={c.sort.direction ?? 'desc'}
                    >
                      {c.label}
                    </TableSortLabel>
                  ) : (
                    c.label
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)} data-testid={rowTestId}>
                {selection ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      size="small"
                      name={selection.name}
                      value={selection.value(row)}
                      slotProps={{
                        input: {
                          'aria-label': selection.label(row),
                          form: selection.form,
                          'data-row-select': true,
                        } as Record<string, unknown>,
                      }}
                    />
                  </TableCell>
                ) : null}
                {columns.map((c) => (
                  <TableCell key={c.label} align={c.align} title={c.title?.(row)} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {c.link && rowHref ? (
                      <Link component={RemixLink} to={rowHref(row)}>
                        {c.cell(row)}
                      </Link>
                    ) : (
                      c.cell(row)
                    )}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span}>{empty}</TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      {paging ? <Pager paging={paging} labelledBy={labelledBy} /> : null}
    </>
  );
}

function PageLink({ href, label, disabled, rel }: { href: string; label: string; disabled: boolean; rel?: string }) {
  if (disabled) {
    return (
      <Typography component="span" color="text.secondary" aria-disabled="true">
        {label}
      </Typography>
    );
  }
  return (
    <Link component={RemixLink} to={href} rel={rel}>
      {label}
    </Link>
  );
}

/** Paging and rows-per-page links. */
export function Pager({ paging, labelledBy }: { paging: Paging; labelledBy: string }) {
  const { page, pageCount, hrefFor, rows, rowsOptions, rowsHref } = paging;
  return (
    <Box
      component="nav"
      aria-label="Pages"
      aria-describedby={labelledBy}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <PageLink href={hrefFor(1)} label="First" disabled={page <= 1} />
        <PageLink href={hrefFor(page - 1)} label="Previous" disabled={page <= 1} rel="prev" />
        <Typography component="span" data-testid="page-status">
          Page {page} of {pageCount}
        </Typography>
        <PageLink href={hrefFor(page + 1)} label="Next" disabled={page >= pageCount} rel="next" />
        <PageLink href={hrefFor(pageCount)} label="Last" disabled={page >= pageCount} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Typography component="span">Rows per page:</Typography>
        {rowsOptions.map((n) =>
          n === rows ? (
            <Typography key={n} component="span" sx={{ fontWeight: 700 }} aria-current="true">
              {n}
            </Typography>
          ) : (
            <Link key={n} component={RemixLink} to={rowsHref(n)} aria-label={`${n} rows per page`}>
              {n}
            </Link>
          ),
        )}
      </Box>
    </Box>
  );
}
