/** What a collection rests on: a consumer debit's proof of consent, and an instant request for payment still open. */

import type { ZoneFormat } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { maskedAccount } from '../../../domain/report-columns';
import type { PaymentDetail } from '../../features/transactions/payment.server';
import { details, page } from '../../components/chrome-styles';
import { Alert } from '../../components/Plain';

/** Facts as a table of two columns, each row named by its first cell (MUI's small table, its names a third wide). */
export function FactsTable({ labelledBy, rows, rowTestId, breakValues }: { labelledBy: string; rows: { label: string; value: string }[]; rowTestId?: string; breakValues?: boolean }) {
  return (
    <table className={details.facts} aria-labelledby={labelledBy}>
      <tbody>
        {rows.map((f) => (
          <tr key={f.label} data-testid={rowTestId}>
            <th scope="row">{f.label}</th>
            <td className={breakValues ? details.breakAll : undefined}>{f.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A consumer debit's proof of consent (decision 052): the exact words the consumer accepted, when, from where. */
export function DebitAuthorizationSection({ authorization: a, zone }: { authorization: NonNullable<PaymentDetail['debitAuthorization']>; zone: ZoneFormat }) {
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="debit-authorization-heading" data-testid="payment-debit-authorization">
      <h2 id="debit-authorization-heading" className={`${page.title2} ${page.gutter}`}>
        {Messages.debitAuthorizationTitle}
      </h2>
      <p className={`${page.text} ${page.section}`} data-testid="debit-authorization-text">
        {a.text}
      </p>
      <FactsTable
        labelledBy="debit-authorization-heading"
        breakValues
        rows={[
          { label: 'Accepted', value: zone.dateTime(a.acceptedAt) },
          { label: 'Account', value: maskedAccount(a.accountLast4) },
          { label: 'From address', value: a.ipAddress },
          { label: 'Browser', value: a.userAgent },
          { label: 'Text version', value: `${a.textVersion} (SHA-256 ${a.textSha256})` },
        ]}
      />
    </section>
  );
}

export type PaymentRequestView = NonNullable<PaymentDetail['instantPaymentRequest']>;

/** An instant collection asked of the payer's bank, still open: who it waits for, and until when (the viewer's zone). */
export function RequestWaiting({ request, zone }: { request: PaymentRequestView; zone: ZoneFormat }) {
  const until = zone.dateTime(request.expiresAt);
  const words = request.state === 'sent' ? Messages.requestWaitingForBank(until) : request.state === 'presented' ? Messages.requestWaitingForPayer(until) : null;
  if (!words) return null;
  return (
    <Alert severity="info" className={page.section} data-testid="payment-request">
      {words}
    </Alert>
  );
}

/** What the business can do after the payer's bank refused the request or it lapsed: never another debit on its own. */
export function RequestNextStep({ request, zone }: { request: PaymentRequestView; zone: ZoneFormat }) {
  const words = request.state === 'rejected' ? Messages.requestRefusedNextStep : request.state === 'expired' ? Messages.requestExpiredNextStep(zone.dateTime(request.expiresAt)) : null;
  if (!words) return null;
  return (
    <span className={`${page.text} ${details.nextStep}`} data-testid="payment-next-step">
      {words}
    </span>
  );
}
