/**
 * The "Send payment" button to /transactions/send-payment, for pages where owners look for it (e.g.
 * /transactions/upcoming). Given the user, it shows only when the guard would let them open the form.
 */
import { Link as RemixLink } from '@remix-run/react';
import { guardRoute } from '../../../domain/guard';
import { hrefOf, routeById, type UserContext } from '../../../domain/routes';
import { buttonClass } from '../../components/Plain';

const SEND_PAYMENT_LABEL = 'Send payment';

export function canSendPayment(user: UserContext): boolean {
  return guardRoute(routeById('transactions.sendPayment'), user).kind === 'allow';
}

export function SendPaymentLink({ user }: { user?: UserContext | null }) {
  if (user !== undefined && (!user || !canSendPayment(user))) return null;
  return (
    <RemixLink to={hrefOf(routeById('transactions.sendPayment'))} className={buttonClass({ variant: 'contained' })}>
      {SEND_PAYMENT_LABEL}
    </RemixLink>
  );
}
