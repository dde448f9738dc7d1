/** The flash message of the session: readable without JavaScript, hidden after TOAST_HIDE_MS with it. */
import { Alert, Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { TOAST_HIDE_MS } from '../../domain/timings';

export interface ToastView {
  id: string;
  type: 'success' | 'danger';
  message: string;
}

function Toast({ toast }: { toast: ToastView }) {
  const [open, setOpen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const timer = setTimeout(() => setOpen(false), TOAST_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  const danger = toast.type === 'danger';
  return (
    <Alert
      severity={danger ? 'error' : 'success'}
      role={danger ? 'alert' : 'status'}
      variant="filled"
      onClose={hydrated ? () => setOpen(false) : undefined}
      sx={{ mb: 2, boxShadow: 2 }}
      data-testid="toast"
    >
      {toast.message}
    </Alert>
  );
}

export function Toasts({ toast }: { toast: ToastView | null | undefined }) {
  if (!toast) return null;
  return (
    <Box aria-live="polite">
      <Toast key={toast.id} toast={toast} />
    </Box>
  );
}
