/**
 * Cells a spreadsheet program would run as a formula (OWASP "CSV injection"): a leading =, +, -, @, tab, carriage
 * return or line feed, or the full-width =, +, - and @ that some spreadsheets read the same way. Such a cell gets a
 * leading apostrophe, so a payment description or a name typed by someone cannot become a formula in the
 * reader's spreadsheet. Every CSV the product writes passes its cells through here.
 */
export const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export function spreadsheetSafe(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}
