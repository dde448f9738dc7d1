/**
 * A payment's status as a coloured pill with its plain word (STYLE.md "Pages for money"). A plain `<span>` with
 * class names styled once by the page's stylesheet (the pills' rules in chrome-styles.ts), so a list of a hundred rows
 * does no Emotion work per pill (decisions 016, 040).
 */
import { statusLabel } from '../../domain/report-columns';

type PillTone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

const TONES: Readonly<Record<string, PillTone>> = {
  success: 'success',
  error: 'error',
  returned: 'error',
  notDelivered: 'error',
  pendingApproval: 'warning',
  awaitingBankDetails: 'warning',
  processing: 'warning',
  scheduled: 'info',
  created: 'info',
  canceled: 'neutral',
};

function pillTone(status: string | null | undefined): PillTone {
  return (status && TONES[status]) || 'neutral';
}

export function StatusPill({ status }: { status: string | null | undefined }) {
  if (!status) return null;
  return (
    <span className={`payloft-pill payloft-pill-${pillTone(status)}`} data-status={status}>
      {statusLabel(status)}
    </span>
  );
}
