/**
 * The financial-institution directory (spec §3): one row per routing number, with the fields of
 * the Federal Reserve's participant list. Every field is a string, empty by default; the routing number is checked
 * (length and ABA checksum) and the activation date is stored as yyyy-MM-dd.
 */
import { z } from 'zod';
import { Messages } from './messages';
import { routingNumberField } from './validation';

export const INSTITUTION_FIELDS = [
  'routingId',
  'participantId',
  'participantName',
  'institutionId',
  'institutionName',
  'receiveServices',
  'receivingConnection',
  'participantActivationDate',
] as const;
export type InstitutionField = (typeof INSTITUTION_FIELDS)[number];
export type FinancialInstitutionValues = Record<InstitutionField, string>;

/** Longest text kept in a directory field. */
export const INSTITUTION_FIELD_MAX = 200;

export const INSTITUTION_ORDERS = ['institutionNameAsc', 'institutionNameDesc', 'participantNameAsc', 'participantNameDesc', 'routingIdAsc', 'routingIdDesc'] as const;
export type InstitutionOrder = (typeof INSTITUTION_ORDERS)[number];
export const DEFAULT_INSTITUTION_ORDER: InstitutionOrder = 'institutionNameAsc';
export function isInstitutionOrder(value: unknown): value is InstitutionOrder {
  return typeof value === 'string' && (INSTITUTION_ORDERS as readonly string[]).includes(value);
}
export const INSTITUTION_ORDER_LABELS: Record<InstitutionOrder, string> = {
  institutionNameAsc: 'Institution name, A to Z',
  institutionNameDesc: 'Institution name, Z to A',
  participantNameAsc: 'Participant name, A to Z',
  participantNameDesc: 'Participant name, Z to A',
  routingIdAsc: 'Routing number, ascending',
  routingIdDesc: 'Routing number, descending',
};

function isRealDay(year: number, month: number, day: number): boolean {
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** '06/20/2023', '6/20/2023' or '2023-06-20' to '2023-06-20'; '' stays ''; anything else is null (refused). */
export function normaliseActivationDate(value: string): string | null {
  const text = value.trim();
  if (!text) return '';
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) return isRealDay(+m[1], +m[2], +m[3]) ? text : null;
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  if (m && isRealDay(+m[3], +m[1], +m[2])) return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  return null;
}

const text = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim())
  .refine((v) => v.length <= INSTITUTION_FIELD_MAX, Messages.fieldTooLong(INSTITUTION_FIELD_MAX));

const requiredText = z
  .string({ required_error: Messages.required, invalid_type_error: Messages.required })
  .transform((v) => v.trim())
  .refine((v) => v.length > 0, Messages.required)
  .refine((v) => v.length <= INSTITUTION_FIELD_MAX, Messages.fieldTooLong(INSTITUTION_FIELD_MAX));

/** Create or update one institution (the form and the API); each imported row is checked with it too. */
export const financialInstitutionSchema = z.object({
  routingId: routingNumberField,
  participantId: text,
  participantName: requiredText,
  institutionId: text,
  institutionName: requiredText,
  receiveServices: text,
  receivingConnection: text,
  participantActivationDate: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const day = normaliseActivationDate(v ?? '');
      if (day === null) {
        ctx.addIssue({ code: 'custom', message: Messages.activationDateFormat });
        return z.NEVER;
      }
      return day;
    }),
});
export type FinancialInstitutionInput = z.input<typeof financialInstitutionSchema>;

/** The bank name to show for a routing number: the institution's name, else its participant's. */
export function institutionDisplayName(institution: Pick<FinancialInstitutionValues, 'institutionName' | 'participantName'>): string {
  return institution.institutionName || institution.participantName;
}

// What the import page shows (kept here, not beside the CSV parser, so the page's browser bundle stays free of it).

/** Bytes one file may hold. */
export const INSTITUTION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The header names written by the export and shown to the administrator. */
export const INSTITUTION_CSV_HEADERS: Record<InstitutionField, string> = {
  routingId: 'Routing Number',
  participantId: 'Participant ID',
  participantName: 'Participant Name',
  institutionId: 'Institution ID',
  institutionName: 'Institution Name',
  receiveServices: 'Receive Services',
  receivingConnection: 'Receiving Connection',
  participantActivationDate: 'Participant Activation Date',
};

/** One refused line of an imported file. */
export interface ImportLineError {
  /** 1-based line of the file. */
  line: number;
  message: string;
}
