/**
 * The two file formats of an export. A part is written on its own (CSV rows for a CSV export, one JSON array of
 * cells a line for an XLSX one); the file is assembled from the parts in order, streaming: CSV is the header
 * followed by the parts' bytes, XLSX goes through exceljs' streaming WorkbookWriter row by row.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { ReportTaskFormat } from '../../../db/schema';
import { spreadsheetSafe } from '../../../../domain/spreadsheet';
import { zoneFormat } from '../../../../domain/dates';
import type { XlsxCell } from '../../../../domain/export-cells';

export const CONTENT_TYPES: Record<ReportTaskFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `<list>-<yyyy-MM-dd>.<ext>`: the list the user was on and the day the task was created in the creator's zone. */
export function exportFileName(listName: string, format: ReportTaskFormat, createdAt: Date, timeZone = 'UTC'): string {
  return `${listName}-${zoneFormat(timeZone).isoDate(createdAt)}.${format}`;
}


/**
 * A part's rows go to its file as they go in the export: CSV lines (csvLine), or for XLSX one JSON array of typed
 * cells a line (xlsxLine, domain/export-cells.ts); the text is written to `target` in one go.
 */
export async function writePart(text: string, target: string): Promise<void> {
  await writeFile(target, text);
}

const PLAIN_AMOUNT = /^-?\d+\.\d{2}$/;
const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One CSV row exactly as csv-stringify writes it with its defaults (comma, double quote, `\n` after every record;
 * a field is quoted when it holds a comma, a quote, CR or LF, and its quotes doubled). csvCells already neutralises
 * formula-looking text; every cell but a plain amount passes spreadsheetSafe once more here, so no caller can skip
 * it. Written here because csv-stringify's per-field work was a visible share of a million-row export;
 * tests/api/export-rows.test.ts compares the two on awkward cells.
 */
export function csvLine(cells: readonly string[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    let cell = cells[i];
    if (!PLAIN_AMOUNT.test(cell)) cell = spreadsheetSafe(cell);
    if (NEEDS_QUOTES.test(cell)) cell = `"${cell.replace(/"/g, '""')}"`;
    line += i ? `,${cell}` : cell;
  }
  return `${line}\n`;
}

export const csvRows = (rows: readonly (readonly string[])[]): string => rows.map(csvLine).join('');

/** One XLSX row of a part file: its typed cells as a JSON array (read back by assembleFile). */
export const xlsxLine = (cells: readonly XlsxCell[]): string => `${JSON.stringify(cells)}\n`;

/** Copies a readable into an open writable without ending it, waiting whenever the writable is full. */
async function copyInto(source: AsyncIterable<Buffer | string>, out: Writable): Promise<void> {
  for await (const chunk of source) if (!out.write(chunk)) await once(out, 'drain');
}

async function appendCsv(header: readonly string[], parts: string[], target: string): Promise<void> {
  const out = createWriteStream(target);
  const closed = once(out, 'close');
  try {
    // A byte-order mark so spreadsheet programs read the file as UTF-8.
    await copyInto(Readable.from([header]).pipe(stringify({ bom: true })), out);
    for (const part of parts) await copyInto(createReadStream(part), out);
  } catch (error) {
    closed.catch(() => {});
    out.destroy();
    throw error;
  }
  out.end();
  await closed;
}

/** A header column of a file: its title and, for XLSX, its number format and width. */
export interface FileColumn {
  header: string;
  numFmt?: string;
  width: number;
}

const cellValue = (cell: XlsxCell) => (cell !== null && typeof cell === 'object' ? new Date(cell.date) : cell);

const ZIP_BACKLOG_BYTES = 4 * 1024 * 1024;

/**
 * exceljs (4.x) writes a committed row's XML into the sheet's zip entry without waiting for the zip to take it, so
 * a fast producer piles the whole sheet up in memory (716 MiB of RSS at a million rows). Waits, at most a second
 * at a time, until the entry's backlog drains. Reaches into exceljs' internals (the sheet stream's pipes); if
 * they are not there, nothing waits.
 */
async function zipCaughtUp(sheet: unknown): Promise<void> {
  const entry = (sheet as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as (Writable & { _writableState?: { length?: number } }) | undefined;
  if (!entry || typeof entry.once !== 'function' || (entry._writableState?.length ?? 0) < ZIP_BACKLOG_BYTES) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([once(entry, 'drain'), new Promise((resolve) => (timer = setTimeout(resolve, 1000)))]);
  clearTimeout(timer);
}

/** A spreadsheet finance can use: a bold frozen header with an autofilter, sized columns, numbers and dates typed. */
async function assembleXlsx(sheetName: string, columns: readonly FileColumn[], parts: string[], target: string): Promise<void> {
  // Loaded on the first XLSX export only: exceljs adds about 30 MB to a process that never writes one.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: target, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName, {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: Math.max(columns.length, 1) } };
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width, style: c.numFmt ? { numFmt: c.numFmt } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const part of parts) {
    const lines = createInterface({ input: createReadStream(part, { encoding: 'utf8' }), crlfDelay: Infinity });
    let rows = 0;
    for await (const line of lines) {
      if (!line) continue;
      sheet.addRow((JSON.parse(line) as XlsxCell[]).map(cellValue)).commit();
      if (++rows % 1000 === 0) await zipCaughtUp(sheet);
    }
  }
  sheet.commit();
  await workbook.commit();
}

/** Builds the file at `target` from the columns and the part files, in order. */
export async function assembleFile(format: ReportTaskFormat, sheetName: string, columns: readonly FileColumn[], parts: string[], target: string): Promise<void> {
  if (format === 'csv') await appendCsv(columns.map((c) => c.header), parts, target);
  else await assembleXlsx(sheetName, columns, parts, target);
}
