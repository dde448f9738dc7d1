/** The rows an export file should hold for report-list nodes, and the rows read back from a file, in one comparable form. */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { zoneFormat } from '../../../domain/dates';
import { csvCells, xlsxCells, type XlsxCell } from '../../../domain/export-cells';
import { exportColumns, type ExportReportName, type PaymentSide, type ReportTransaction } from '../../../domain/report-columns';

/** An XLSX cell as text: numbers as written, date cells as the ISO instant of their wall clock. */
function xlsxText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && 'date' in (value as object)) return new Date((value as { date: number }).date).toISOString();
  return String(value);
}

export function expectedFileRows(report: ExportReportName, nodes: ReportTransaction[], timeZone: string, format: 'csv' | 'xlsx', side: PaymentSide = 'payer'): string[][] {
  const zone = zoneFormat(timeZone);
  const columns = exportColumns(report, side);
  return nodes.map((node) => (format === 'csv' ? csvCells(columns, node, zone) : xlsxCells(columns, node, zone).map((cell: XlsxCell) => xlsxText(cell))));
}

export async function readXlsx(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook.worksheets[0];
}

export async function fileRowsOf(response: Response, format: 'csv' | 'xlsx'): Promise<string[][]> {
  const bytes = Buffer.from(await response.arrayBuffer());
  if (format === 'csv') return parse(bytes, { bom: true, relax_column_count: false }) as string[][];
  const sheet = await readXlsx(bytes);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => xlsxText(values[i])));
  });
  return rows;
}

export const exportHeaders = (report: ExportReportName) => exportColumns(report).map((c) => c.header);
