/**
 * Every string a caller sends is bounded at the edge, before any resolver or handler reads it:
 * names by the spec's limit (under 100 characters), file contents by their own limits, any other text by
 * TEXT_MAX_LENGTH; a NUL character is refused everywhere (PostgreSQL text cannot hold it). Instants and days are
 * read strictly: four-digit years from 1900 to 2999, so year 0 or year 275760 is a clear refusal, not a database error.
 */
import { Messages } from './messages';
import { NAME_MAX_LENGTH } from './timings';

/** Any text that is neither a name nor a file: descriptions, references, keys, tokens, URLs. */
export const TEXT_MAX_LENGTH = 2_000;
/** A due date may be at most this many days ahead. */
export const DUE_DATE_MAX_DAYS_AHEAD = 366;

/** Inputs named so are names: under 100 characters (spec §5). */
export const NAME_KEYS: ReadonlySet<string> = new Set([
  'name',
  'firstName',
  'lastName',
  'accountHolderName',
  'bankName',
  'businessName',
  'companyName',
  'contactName',
  'vendorName',
  'receiverName',
]);

/** Inputs that carry a file's content, with their own (larger) bounds. */
export const FILE_KEYS: Readonly<Record<string, number>> = {
  // A 64 KB logo in base64.
  contentBase64: 90_000,
  // An ACH return or notification-of-change file (94-character records).
  content: 1_000_000,
};

function maxLengthOf(key: string): number {
  if (NAME_KEYS.has(key)) return NAME_MAX_LENGTH - 1;
  return FILE_KEYS[key] ?? TEXT_MAX_LENGTH;
}

export interface InputProblem {
  /** The input's path, e.g. `input.description`. */
  path: string;
  /** The field as the form and fieldErrors name it: the path without a leading `input.`. */
  field: string;
  message: string;
  /** A name over the spec's limit: the form-level message is Messages.formIncorrect, as the field validators say. */
  isName?: boolean;
}

/** The first string of `value` (walked through objects and arrays) that breaks its bound, or null. */
export function findInputProblem(value: unknown, path = '', key = ''): InputProblem | null {
  if (typeof value === 'string') {
    const label = path || 'value';
    const field = label.replace(/^input\./, '');
    if (value.includes('\u0000')) return { path: label, field, message: Messages.inputHasNul(label) };
    const max = maxLengthOf(key);
    if (value.length > max) {
      // Names answer with the spec's own message, as the field validators do.
      if (NAME_KEYS.has(key)) return { path: label, field, message: Messages.nameTooLong, isName: true };
      return { path: label, field, message: Messages.inputTooLong(label, max) };
    }
    return null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findInputProblem(value[i], `${path}[${i}]`, key);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = findInputProblem(v, path ? `${path}.${k}` : k, k);
      if (found) return found;
    }
  }
  return null;
}

const INSTANT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

/**
 * An ISO 8601 day or instant (also PostgreSQL's text form `2026-11-21 12:00:00.123456+00`) with a year from 1900
 * to 2999 and a real month, day and time; otherwise null. A day alone is midnight UTC; a time without a zone is UTC.
 */
export function parseIsoInstant(value: string): Date | null {
  const m = INSTANT.exec(value.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR) return null;
  const [hour, minute, second] = [Number(m[4] ?? 0), Number(m[5] ?? 0), Number(m[6] ?? 0)];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) return null;
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return null;
  const millis = m[7] ? Math.floor(Number(m[7]) * 1000) : 0;
  let offsetMinutes = 0;
  const zone = m[8]?.toUpperCase();
  if (zone && zone !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const [h, mm] = [Number(digits.slice(0, 2)), Number(digits.slice(2) || '0')];
    if (h > 23 || mm > 59) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (h * 60 + mm);
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, millis) - offsetMinutes * 60_000);
}

/** A YYYY-MM-DD day that is real and within the years above. */
export function isIsoDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseIsoInstant(value) !== null;
}

/** Whether a due day (YYYY-MM-DD) lies within DUE_DATE_MAX_DAYS_AHEAD days of `now`. */
export function dueDateWithinReach(day: string, now: Date): boolean {
  const at = parseIsoInstant(day);
  return at !== null && at.getTime() <= now.getTime() + DUE_DATE_MAX_DAYS_AHEAD * 24 * 3600_000;
}

/** decodeURIComponent that answers null for a malformed escape (`%`, `%E0%A4`) instead of throwing. */
export function safeDecodeURIComponent(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
