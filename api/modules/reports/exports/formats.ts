/**
 * The two file formats of an export. A part is written on its own (CSV rows for a CSV export, one JSON array of
 * cells a line for an XLSX one); the file is assembled from the parts in order, streaming: CSV is the header
 * followed by the parts' bytes, XLSX goes through exceljs' streaming WorkbookWriter row by row.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { Readable, type Writable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { ReportTaskFormat } from '../../../db/schema';
import { streamToFile } from './storage';
import { spreadsheetSafe } from '../../../../domain/spreadsheet';

export const CONTENT_TYPES: Record<ReportTaskFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** `<reportName>-<yyyy-MM-dd>.<ext>`, the day the task was created (UTC). */
export function exportFileName(reportName: string, format: ReportTaskFormat, createdAt: Date): string {
  return `${reportName}-${createdAt.toISOString().slice(0, 10)}.${format}`;
}


/** Writes one part's rows to `target`: CSV cells a spreadsheet would run as a formula are neutralised; XLSX cells are written as text. */
export async function writePart(format: ReportTaskFormat, rows: string[][], target: string): Promise<void> {
  if (format === 'csv') {
    await streamToFile(Readable.from(rows.map((cells) => cells.map(spreadsheetSafe))).pipe(stringify()), target);
    return;
  }
  await streamToFile(Readable.from(rows.map((cells) => `${JSON.stringify(cells)}\n`)), target);
}

/** Copies a readable into an open writable without ending it, waiting whenever the writable is full. */
async function copyInto(source: AsyncIterable<Buffer | string>, out: Writable): Promise<void> {
  for await (const chunk of source) if (!out.write(chunk)) await once(out, 'drain');
}

async function appendCsv(header: string[], parts: string[], target: string): Promise<void> {
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

async function assembleXlsx(sheetName: string, header: string[], parts: string[], target: string): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: target, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header).commit();
  for (const part of parts) {
    const lines = createInterface({ input: createReadStream(part, { encoding: 'utf8' }), crlfDelay: Infinity });
    for await (const line of lines) if (line) sheet.addRow(JSON.parse(line) as string[]).commit();
  }
  sheet.commit();
  await workbook.commit();
}

/** Builds the file at `target` from the header and the part files, in order. */
export async function assembleFile(format: ReportTaskFormat, sheetName: string, header: string[], parts: string[], target: string): Promise<void> {
  if (format === 'csv') await appendCsv(header, parts, target);
  else await assembleXlsx(sheetName, header, parts, target);
}
