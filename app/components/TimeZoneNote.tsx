/** The one line a page with dates prints to say which zone they are in (decision 032). */
import { TimeZoneMessages } from '../../domain/messages/time-zone';
import { useZoneFormat } from '../platform/time-zone';
import { page } from './chrome-styles';

export function TimeZoneNote({ timeZone }: { timeZone?: string }) {
  const zone = useZoneFormat();
  return (
    <p className={page.note} data-testid="time-zone-note">
      {TimeZoneMessages.timesInZone(timeZone ?? zone.timeZone)}
    </p>
  );
}
