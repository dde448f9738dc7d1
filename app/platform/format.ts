/** Display formats of spec §9 for the web: dates LL-dd-yyyy in the viewer's zone (decision 032, UTC by default). Counts: components/charts/format.ts. */
import { DATE_FORMAT, DEFAULT_TIME_ZONE, zoneFormat } from '../../domain/dates';

export { DATE_FORMAT };

/** A date in `timeZone` (pass the viewer's, `useZoneFormat().timeZone`); null for an empty or invalid value. */
export function formatDate(value: string | null | undefined, timeZone = DEFAULT_TIME_ZONE): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return zoneFormat(timeZone).date(date);
}
