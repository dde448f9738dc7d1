/**
 * The periods a dashboard offers, the default and the URL's parameter: the pages' part of the period rules, apart from
 * the day windows of dashboard-period.ts, whose time zones (date-fns-tz) a dashboard's browser bundle does not need.
 */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 30;
/** The query-string parameter that holds the period, so a dashboard view can be bookmarked. */
export const PERIOD_PARAM = 'period';

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'number' && (DASHBOARD_PERIODS as readonly number[]).includes(value);
}

/** The period a query-string value asks for; anything that is not one of the offered periods means the default. */
export function parsePeriod(value: string | null | undefined): DashboardPeriod {
  if (!value || !/^\d+$/.test(value)) return DEFAULT_DASHBOARD_PERIOD;
  const days = Number(value);
  return isDashboardPeriod(days) ? days : DEFAULT_DASHBOARD_PERIOD;
}

/** The query string of a dashboard showing a period. */
export function periodSearch(period: DashboardPeriod): string {
  return `?${new URLSearchParams({ [PERIOD_PARAM]: String(period) })}`;
}
