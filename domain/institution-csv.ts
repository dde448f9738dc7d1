/**
 * Reading a financial-institution directory file: CSV in the layout of the Federal Reserve's published participant
 * list (a header row naming the columns Routing Number, Participant ID, Participant Name, Institution ID,
 * Institution Name, Receive Services, Receiving Connection, Participant Activation Date, in any order; lines above
 * the header, such as a title or an "as of" date, are skipped). Every row is checked with the form's schema and
 * every problem is reported with its line number, so the caller imports all rows or none.
 */
import { parse } from 'csv-parse/sync';
import {
  financialInstitutionSchema,
  INSTITUTION_CSV_HEADERS,
  INSTITUTION_FIELDS,
  type FinancialInstitutionValues,
  type ImportLineError,
  type InstitutionField,
} from './financial-institutions';
import { Messages } from './messages';
import { spreadsheetSafe } from './spreadsheet';

/** Rows one file may hold (the Federal Reserve's lists have a few thousand). */
export const INSTITUTION_IMPORT_MAX_ROWS = 50_000;

/** Header texts (lower case, letters and digits only) of each field. */
const HEADER_ALIASES: Record<InstitutionField, readonly string[]> = {
  routingId: ['routingnumber', 'routingid', 'rtn', 'routingtransitnumber', 'abaroutingnumber', 'aba', 'routingnumberrtn'],
  participantId: ['participantid'],
  participantName: ['participantname'],
  institutionId: ['institutionid'],
  institutionName: ['institutionname', 'financialinstitutionname'],
  receiveServices: ['receiveservices', 'receivingservices', 'services'],
  receivingConnection: ['receivingconnection', 'connection', 'connectiontype'],
  participantActivationDate: ['participantactivationdate', 'activationdate'],
};
const REQUIRED_COLUMNS: readonly InstitutionField[] = ['routingId', 'participantName', 'institutionName'];

export type InstitutionCsvResult = { ok: true; rows: FinancialInstitutionValues[] } | { ok: false; errors: ImportLineError[] };

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z0-9]/g, '');

function fieldOfHeader(cell: string): InstitutionField | undefined {
  const key = headerKey(cell);
  return INSTITUTION_FIELDS.find((field) => HEADER_ALIASES[field].includes(key));
}

/** At most this many problems are reported (a wrong file would otherwise list every line). */
const MAX_ERRORS = 100;

export function parseInstitutionCsv(text: string): InstitutionCsvResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true, trim: true }) as unknown as typeof records;
  } catch (error) {
    const line = Number((error as { lines?: number }).lines) || 1;
    return { ok: false, errors: [{ line, message: Messages.institutionImportUnreadable }] };
  }
  const headerAt = records.findIndex((r) => r.record.some((cell) => fieldOfHeader(cell) === 'routingId'));
  if (headerAt < 0) {
    return { ok: false, errors: [{ line: records[0]?.info.lines ?? 1, message: Messages.institutionImportHeader(INSTITUTION_CSV_HEADERS.routingId) }] };
  }
  const header = records[headerAt];
  const columns = header.record.map(fieldOfHeader);
  const missing = REQUIRED_COLUMNS.find((field) => !columns.includes(field));
  if (missing) return { ok: false, errors: [{ line: header.info.lines, message: Messages.institutionImportHeader(INSTITUTION_CSV_HEADERS[missing]) }] };

  const errors: ImportLineError[] = [];
  const rows: FinancialInstitutionValues[] = [];
  const seen = new Map<string, number>();
  const body = records.slice(headerAt + 1).filter((r) => r.record.some((cell) => cell !== ''));
  if (!body.length) return { ok: false, errors: [{ line: header.info.lines, message: Messages.institutionImportEmpty }] };
  if (body.length > INSTITUTION_IMPORT_MAX_ROWS) return { ok: false, errors: [{ line: body[INSTITUTION_IMPORT_MAX_ROWS].info.lines, message: Messages.institutionImportTooManyRows(INSTITUTION_IMPORT_MAX_ROWS) }] };
  for (const { record, info } of body) {
    if (errors.length >= MAX_ERRORS) break;
    const line = info.lines;
    if (record.length !== header.record.length) {
      errors.push({ line, message: Messages.institutionImportColumns });
      continue;
    }
    const input: Partial<Record<InstitutionField, string>> = {};
    columns.forEach((field, i) => {
      if (field && input[field] === undefined) input[field] = record[i];
    });
    const checked = financialInstitutionSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as InstitutionField;
        errors.push({ line, message: `${INSTITUTION_CSV_HEADERS[field] ?? field}: ${issue.message}` });
      }
      continue;
    }
    const earlier = seen.get(checked.data.routingId);
    if (earlier) {
      errors.push({ line, message: `${INSTITUTION_CSV_HEADERS.routingId}: ${Messages.institutionImportDuplicate(earlier)}` });
      continue;
    }
    seen.set(checked.data.routingId, line);
    rows.push(checked.data);
  }
  return errors.length ? { ok: false, errors: errors.slice(0, MAX_ERRORS) } : { ok: true, rows };
}


/** The directory's rows in the import layout (so an export can be imported again). */
export function institutionCsvRows(rows: readonly FinancialInstitutionValues[]): string[][] {
  return [INSTITUTION_FIELDS.map((f) => INSTITUTION_CSV_HEADERS[f]), ...rows.map((r) => INSTITUTION_FIELDS.map((f) => spreadsheetSafe(r[f] ?? '')))];
}
