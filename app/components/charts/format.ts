/**
 * Labels of the dashboards' charts: calendar days (yyyy-MM-dd from the API) in the product's LL-dd-yyyy, and compact
 * numbers for axes. Compact numbers are written here rather than with Intl's compact notation, whose output differs
 * between Node's and the browser's ICU and would break hydration.
 */

/** A calendar day as the product shows dates (LL-dd-yyyy); the day is already in the dashboard's zone. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-');
  return `${m}-${d}-${y}`;
}

/** The same day without its year, for axis labels (LL-dd). */
export function formatDayShort(day: string): string {
  const [, m, d] = day.split('-');
  return `${m}-${d}`;
}

const counts = new Intl.NumberFormat('en-US');

/** A count with its thousands separated (1,250); kept apart from the date formats, whose time zones a dashboard's browser bundle does not need. */
export function formatCount(value: number): string {
  return counts.format(value);
}

const UNITS = [
  { size: 1e9, suffix: 'B' },
  { size: 1e6, suffix: 'M' },
  { size: 1e3, suffix: 'K' },
] as const;

/** 250, 1.5K, 2M, 3.2B: at most one decimal, none when it is zero. */
export function formatCountCompact(value: number): string {
  const unit = UNITS.find((u) => Math.abs(value) >= u.size);
  const scaled = unit ? value / unit.size : value;
  return `${Number(scaled.toFixed(1))}${unit?.suffix ?? ''}`;
}

/** Cents as short dollars for an axis tick: $250, $1.5K, $2M. */
export function formatDollarsCompact(cents: number): string {
  return `$${formatCountCompact(cents / 100)}`;
}
