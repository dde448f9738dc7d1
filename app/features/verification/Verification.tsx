/**
 * The verification screens (spec §2): the start screen (masked contact, optional 'Remember me for 30 days',
 * 'Send Code'; at sign-in only when sending on the password step was refused, decision 097) and the code-entry screen (six digits, countdown, confirm, resend). Plain forms that post
 * without JavaScript, where the page shows when the code expires; with it, the countdown ticks each second,
 * confirm waits for a complete, unexpired code, paste is cleaned and Enter submits.
 */
import { Alert, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { Form, useNavigation } from '@remix-run/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { Messages } from '../../../domain/messages';
import { formatCountdown, isCompleteCode } from '../../../domain/mfa';
import { CodeField } from '../../components/Fields';
import { zoneFormat, type ZoneFormat } from '../../../domain/dates';
import { useZoneFormat } from '../../platform/time-zone';

export const SEND_INTENT = 'send';
export const RESEND_INTENT = 'resend';
export const CONFIRM_INTENT = 'confirm';

export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert" sx={{ my: 2 }}>
      {message}
    </Alert>
  );
}

export function StartScreen({
  contact,
  showRemember,
  error,
  hidden,
}: {
  contact: string;
  showRemember: boolean;
  error?: string | null;
  hidden?: Record<string, string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const formRef = useRef<HTMLFormElement>(null);
  // Enter sends, wherever the focus is in the form (the checkbox included).
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Enter' && (event.target as HTMLElement).tagName !== 'BUTTON') {
      event.preventDefault();
      formRef.current?.requestSubmit();
    }
  };
  return (
    <Form method="post" ref={formRef} onKeyDown={onKeyDown}>
      <FormError message={error} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="intent" value={SEND_INTENT} />
      <Typography sx={{ mb: 2 }}>
        We will send a verification code to <strong data-testid="mfa-contact">{contact}</strong>.
      </Typography>
      {showRemember ? (
        <FormControlLabel control={<Checkbox name="remember" value="on" />} label={Messages.rememberMe} sx={{ display: 'flex', mb: 1 }} />
      ) : null}
      <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} autoFocus>
        Send Code
      </Button>
    </Form>
  );
}

/** The expiry in the viewer's one zone (decision 032; before sign-in, the zone the services named with the code), with the zone named. */
function expiryLabel(expiresAt: string, zone: ZoneFormat): string {
  return `${zone.time(expiresAt)} (${zone.timeZone})`;
}

export function CodeScreen({
  contact,
  expiresAt,
  remainingMs,
  error,
  hidden,
  extraActions,
  timeZone,
  remember,
}: {
  contact: string;
  expiresAt: string;
  /** The person's zone when the page knows it better than the viewer's (sign-in, before the session exists). */
  timeZone?: string | null;
  /** Offer 'Remember me for 30 days' beside the code (sign-in), ticked as last chosen. */
  remember?: boolean;
  /** Remaining time as the server saw it (the browser's clock may differ; the countdown starts from this). */
  remainingMs: number;
  error?: string | null;
  hidden?: Record<string, string>;
  extraActions?: React.ReactNode;
}) {
  const navigation = useNavigation();
  const viewerZone = useZoneFormat();
  const zone = timeZone ? zoneFormat(timeZone) : viewerZone;
  const busy = navigation.state === 'submitting';
  const [code, setCode] = useState('');
  const hydrated = useHydrated();
  const [left, setLeft] = useState(remainingMs);

  useEffect(() => {
    setLeft(remainingMs);
    const deadline = Date.now() + remainingMs;
    const timer = setInterval(() => {
      const ms = Math.max(0, deadline - Date.now());
      setLeft(ms);
      if (ms === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [expiresAt, remainingMs]);

  const expired = left <= 0;
  const canConfirm = !hydrated || (isCompleteCode(code) && !expired);

  return (
    <Form method="post" noValidate>
      <FormError message={error} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Typography sx={{ mb: 1 }}>
        Enter the 6-digit code we sent to <strong data-testid="mfa-contact">{contact}</strong>.
      </Typography>
      <Typography sx={{ mb: 2 }} color="text.secondary">
        The code expires at <span data-testid="code-expires-at">{expiryLabel(expiresAt, zone)}</span>
        {' · '}
        <span role="timer" aria-live="off" data-testid="countdown">
          {formatCountdown(left)}
        </span>
      </Typography>
      {hydrated && expired ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {Messages.codeExpired}
        </Alert>
      ) : null}
      <CodeField autoFocus onCode={setCode} />
      {remember !== undefined ? (
        <FormControlLabel control={<Checkbox name="remember" value="on" defaultChecked={remember} />} label={Messages.rememberMe} sx={{ display: 'flex', mt: 1 }} />
      ) : null}
      <Box sx={{ display: 'flex', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        {/* Confirm comes first: Enter in the code field presses it (and nothing while it is disabled). */}
        <Button type="submit" name="intent" value={CONFIRM_INTENT} variant="contained" size="large" disabled={busy || !canConfirm}>
          Confirm
        </Button>
        <Button type="submit" name="intent" value={RESEND_INTENT} variant="outlined" size="large" disabled={busy}>
          Send a new code
        </Button>
        {extraActions}
      </Box>
    </Form>
  );
}
