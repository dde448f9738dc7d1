/** The viewer's one time zone in loaders and actions (decision 032): read with the memoised viewer, no extra call. */
import { DEFAULT_TIME_ZONE, zoneFormat, zoneOffsetSpans, type ZoneFormat, type ZoneOffsets } from '../../domain/dates';
import type { RequestContext } from './context';
import { getViewer, type Viewer } from './viewer.server';

/** The zone the services decided for the viewer (business payment-time zone, admin's profile zone, else UTC). */
export function viewerZoneOf(viewer: Pick<Viewer, 'timeZone'> | null | undefined): string {
  return viewer?.timeZone || DEFAULT_TIME_ZONE;
}

/**
 * The zone's offsets around today, sent with the zone in the root's data: the browser writes the page's dates from them
 * and builds no Intl formatter while it hydrates (decision 154). Null for UTC.
 */
export function viewerZoneOffsets(timeZone: string): ZoneOffsets | null {
  return zoneOffsetSpans(timeZone, Date.now());
}

/** The viewer's zone formatters (cached per zone). */
export async function viewerZoneFormat(context: RequestContext): Promise<ZoneFormat> {
  return zoneFormat(viewerZoneOf(await getViewer(context)));
}
