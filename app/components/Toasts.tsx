/**
 * The session's notice, readable without JavaScript. With it (spec §4, §9): the layout's notification alert
 * (success) hides after ALERT_HIDE_MS, the toast (errors) after TOAST_HIDE_MS, and an error that arrives after
 * the page has loaded (a client-side navigation or submission) shows ERROR_NOTIFICATION_DELAY_MS later.
 */
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { hideAfterMs } from '../../domain/notifications';
import { ALERT_HIDE_MS, ERROR_NOTIFICATION_DELAY_MS, TOAST_HIDE_MS } from '../../domain/timings';
import { page } from './chrome-styles';
import { Alert } from './Plain';

interface ToastView {
  id: string;
  type: 'success' | 'danger';
  message: string;
}

/** True once the document has hydrated (root.tsx marks it): a notice mounted later arrived client-side. */
function arrivedAfterLoad(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true';
}

function Toast({ toast }: { toast: ToastView }) {
  const danger = toast.type === 'danger';
  // The server's HTML and the hydrating render show the notice at once; only a later arrival is delayed.
  const [shown, setShown] = useState(() => !(danger && arrivedAfterLoad()));
  const [open, setOpen] = useState(true);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (shown) return;
    const timer = setTimeout(() => setShown(true), ERROR_NOTIFICATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  useEffect(() => {
    if (!shown || paused) return;
    const timer = setTimeout(() => setOpen(false), hideAfterMs(toast.type, { toast: TOAST_HIDE_MS, alert: ALERT_HIDE_MS }));
    return () => clearTimeout(timer);
  }, [shown, paused, toast.type]);
  if (!open || !shown) return null;
  return (
    <Alert
      severity={danger ? 'error' : 'success'}
      role={danger ? 'alert' : 'status'}
      variant="filled"
      onClose={hydrated ? () => setOpen(false) : undefined}
      // A person reading or using the notice keeps it (WCAG 2.2.1): hovering or focusing pauses the timer.
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      className={page.toast}
      data-testid="toast"
      data-kind={danger ? 'toast' : 'notification-alert'}
    >
      {toast.message}
    </Alert>
  );
}

export function Toasts({ toast }: { toast: ToastView | null | undefined }) {
  if (!toast) return null;
  return (
    <div aria-live="polite">
      <Toast key={toast.id} toast={toast} />
    </div>
  );
}
