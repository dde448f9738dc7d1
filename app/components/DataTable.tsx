/** A small read-only table: a header, one row per item, and a line saying so when there are none. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';

export interface Column<T> {
  label: string;
  align?: 'left' | 'right';
  cell: (row: T) => ReactNode;
  /** A tooltip for the cell (e.g. the items a count stands for). */
  title?: (row: T) => string;
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
}

export function DataTable<T>({ labelledBy, columns, rows, rowKey, rowTestId, empty }: DataTableProps<T>) {
  return (
    <TableContainer>
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.align}>
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} data-testid={rowTestId}>
              {columns.map((c) => (
                <TableCell key={c.label} align={c.align} title={c.title?.(row)}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length}>{empty}</TableCell>
            </TableRow>
          ) : null}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
