/** Dates at the API boundary: ISO-8601 strings, null stays null. */
export function iso(value: Date | null | undefined): string | null {
  return value ? value.toISOString() : null;
}
