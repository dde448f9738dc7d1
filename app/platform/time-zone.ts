/**
 * The viewer's one time zone in components (decision 032): the root loader passes the zone the services
 * decided with the viewer, and its offsets around today, so the browser writes those dates without Intl (decision 154);
 * the formatters are domain/dates.ts's, built once per zone.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_TIME_ZONE, giveZoneOffsets, zoneFormat, type ZoneFormat, type ZoneOffsets } from '../../domain/dates';

export function useZoneFormat(): ZoneFormat {
  const root = useRouteLoaderData('root') as { timeZone?: string; zoneOffsets?: ZoneOffsets | null } | undefined;
  const zone = root?.timeZone || DEFAULT_TIME_ZONE;
  giveZoneOffsets(zone, root?.zoneOffsets);
  return zoneFormat(zone);
}
