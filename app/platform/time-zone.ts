/**
 * The viewer's one time zone in components (decision 032): the root loader passes the zone the services
 * decided with the viewer; the formatters are domain/dates.ts's, built once per zone.
 */
import { useRouteLoaderData } from '@remix-run/react';
import { DEFAULT_TIME_ZONE, zoneFormat, type ZoneFormat } from '../../domain/dates';

export function useZoneFormat(): ZoneFormat {
  const root = useRouteLoaderData('root') as { timeZone?: string } | undefined;
  return zoneFormat(root?.timeZone || DEFAULT_TIME_ZONE);
}
