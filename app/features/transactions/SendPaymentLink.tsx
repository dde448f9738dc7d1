/**
 * The "Send payment" button to /transactions/send-payment, for pages where owners look for it (e.g.
 * /transactions/upcoming). The page's loader gives its address only when the guard would let the user open the form,
 * so the browser loads neither the guard nor the route table (decision 147).
 */
import { Link as RemixLink } from '@remix-run/react';
import { buttonClass } from '../../components/Plain';

const SEND_PAYMENT_LABEL = 'Send payment';

export function SendPaymentLink({ to }: { to: string }) {
  return (
    <RemixLink to={to} className={buttonClass({ variant: 'contained' })}>
      {SEND_PAYMENT_LABEL}
    </RemixLink>
  );
}
