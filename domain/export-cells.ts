/**
 * A report row as the export files hold it: CSV with plain numbers (1234.56) and ISO dates and
 * times; XLSX with amounts as numbers and dates as date cells, both in the creator's zone (decision 032). Every text
 * cell goes through spreadsheetSafe, so nothing a person typed can become a formula.
 */
import type { ZoneFormat } from './dates';
import type { ColumnKind, ReportColumn, ReportTransaction } from './report-columns';
import { spreadsheetSafe } from './spreadsheet';

/** An XLSX cell before it is written: text, a number, or a date cell holding the zone's wall clock (ms since epoch, UTC fields). */
export type XlsxCell = string | number | { date: number } | null;

/** Cents as a plain decimal (`1234.56`, `-0.05`), exact for any safe integer. */
export function plainAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const kindOf = (column: ReportColumn): ColumnKind => column.kind ?? 'text';

export function csvCells(columns: readonly ReportColumn[], tx: ReportTransaction, zone: ZoneFormat): string[] {
  return columns.map((column) => {
    const kind = kindOf(column);
    if (kind === 'text' || !column.raw) return spreadsheetSafe(column.value(tx, zone));
    const raw = column.raw(tx);
    if (raw === null) return '';
    if (kind === 'money') return plainAmount(raw as number);
    if (kind === 'dateTime') return `${zone.isoDate(raw as Date)} ${zone.isoTime(raw as Date)}`;
    return kind === 'date' ? zone.isoDate(raw as Date) : zone.isoTime(raw as Date);
  });
}

export function xlsxCells(columns: readonly ReportColumn[], tx: ReportTransaction, zone: ZoneFormat): XlsxCell[] {
  return columns.map((column) => {
    const kind = kindOf(column);
    if (kind === 'text' || !column.raw) return spreadsheetSafe(column.value(tx, zone));
    const raw = column.raw(tx);
    if (raw === null) return null;
    if (kind === 'money') return (raw as number) / 100;
    return { date: zone.wallClock(raw as Date).getTime() };
  });
}

/** How each kind of column looks in XLSX: its number format and a width in characters. */
export const XLSX_FORMATS: Readonly<Record<ColumnKind, { numFmt?: string; width: number }>> = {
  text: { width: 22 },
  money: { numFmt: '"$"#,##0.00;-"$"#,##0.00', width: 14 },
  date: { numFmt: 'mm-dd-yyyy', width: 12 },
  dateTime: { numFmt: 'mm-dd-yyyy hh:mm AM/PM', width: 20 },
  time: { numFmt: 'hh:mm AM/PM', width: 11 },
};

/** Columns of an XLSX sheet: the header, its format and a width that fits the header. */
export function xlsxColumns(columns: readonly ReportColumn[]): { header: string; numFmt?: string; width: number }[] {
  return columns.map((column) => {
    const format = XLSX_FORMATS[kindOf(column)];
    return { header: column.header, numFmt: format.numFmt, width: Math.max(format.width, column.header.length + 4) };
  });
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The name an export file starts with: the list the user was on, in words ("completed-transactions"); a one-word
 * title takes its section from the path ("on-demand-completed"). Empty when nothing usable is left.
 */
export function exportListName(title: string, path: string): string {
  const name = slug(title);
  if (!name || name.includes('-')) return name.slice(0, 80);
  const section = path.split('/').filter((part) => part && part !== 'pa' && part !== 'bo')[0] ?? '';
  const sectionSlug = slug(section);
  return (sectionSlug && sectionSlug !== name ? `${sectionSlug}-${name}` : name).slice(0, 80).replace(/-+$/, '');
}
