/**
 * A payment's status as a coloured pill with its plain word (STYLE.md "Pages for money"). A plain `<span>` with
 * class names: the table that holds it styles every pill once (`pillStyles`, in DataTable's body styles), so a list
 * of a hundred rows does no Emotion work per pill (decision 016).
 */
import { statusLabel } from '../../domain/report-columns';

export type PillTone = 'success' | 'error' | 'warning' | 'info' | 'neutral';

const TONES: Readonly<Record<string, PillTone>> = {
  success: 'success',
  error: 'error',
  returned: 'error',
  pendingApproval: 'warning',
  processing: 'warning',
  scheduled: 'info',
  created: 'info',
  canceled: 'neutral',
};

export function pillTone(status: string | null | undefined): PillTone {
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

/** Colours checked for contrast (at least 7:1, text on its background). */
const TONE_COLOURS: Readonly<Record<PillTone, { color: string; backgroundColor: string }>> = {
  success: { color: '#1b5e20', backgroundColor: '#e8f5e9' },
  error: { color: '#8e1c1c', backgroundColor: '#fdecea' },
  warning: { color: '#663c00', backgroundColor: '#fff4e5' },
  info: { color: '#0d3c78', backgroundColor: '#e3f2fd' },
  neutral: { color: '#333333', backgroundColor: '#eeeeee' },
};

/** The pills' styles, for the container that holds them (a table's body). */
export const pillStyles = {
  '& .payloft-pill': {
    display: 'inline-block',
    padding: '1px 10px',
    borderRadius: 999,
    fontSize: '0.8125rem',
    fontWeight: 600,
    lineHeight: 1.6,
    whiteSpace: 'nowrap',
  },
  ...Object.fromEntries(Object.entries(TONE_COLOURS).map(([tone, colours]) => [`& .payloft-pill-${tone}`, colours])),
} as const;
