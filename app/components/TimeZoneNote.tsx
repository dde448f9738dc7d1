/** The one line a page with dates prints to say which zone they are in (decision 032). */
import Typography from '@mui/material/Typography';
import { Messages } from '../../domain/messages';
import { useZoneFormat } from '../utils/time-zone';

export function TimeZoneNote({ timeZone }: { timeZone?: string }) {
  const zone = useZoneFormat();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="time-zone-note">
      {Messages.timesInZone(timeZone ?? zone.timeZone)}
    </Typography>
  );
}
