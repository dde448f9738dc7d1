/** What a collection rests on: a consumer debit's proof of consent, and an instant request for payment still open. */

import { Alert, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import type { ZoneFormat } from '../../../domain/dates';
import { Messages } from '../../../domain/messages';
import { maskedAccount } from '../../../domain/report-columns';
import type { PaymentDetail } from '../../features/transactions/payment.server';

/** A consumer debit's proof of consent (decision 052): the exact words the consumer accepted, when, from where. */
export function DebitAuthorizationSection({ authorization: a, zone }: { authorization: NonNullable<PaymentDetail['debitAuthorization']>; zone: ZoneFormat }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="debit-authorization-heading" data-testid="payment-debit-authorization">
      <Typography variant="h2" id="debit-authorization-heading" gutterBottom>
        {Messages.debitAuthorizationTitle}
      </Typography>
      <Typography sx={{ mb: 2 }} data-testid="debit-authorization-text">
        {a.text}
      </Typography>
      <Table size="small" aria-labelledby="debit-authorization-heading">
        <TableBody>
          {[
            { label: 'Accepted', value: zone.dateTime(a.acceptedAt) },
            { label: 'Account', value: maskedAccount(a.accountLast4) },
            { label: 'From address', value: a.ipAddress },
            { label: 'Browser', value: a.userAgent },
            { label: 'Text version', value: `${a.textVersion} (SHA-256 ${a.textSha256})` },
          ].map((f) => (
            <TableRow key={f.label}>
              <TableCell component="th" scope="row" sx={{ width: '30%', fontWeight: 600 }}>
                {f.label}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>{f.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

export type PaymentRequestView = NonNullable<PaymentDetail['instantPaymentRequest']>;

/** An instant collection asked of the payer's bank, still open: who it waits for, and until when (the viewer's zone). */
export function RequestWaiting({ request, zone }: { request: PaymentRequestView; zone: ZoneFormat }) {
  const until = zone.dateTime(request.expiresAt);
  const words = request.state === 'sent' ? Messages.requestWaitingForBank(until) : request.state === 'presented' ? Messages.requestWaitingForPayer(until) : null;
  if (!words) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="payment-request">
      {words}
    </Alert>
  );
}

/** What the business can do after the payer's bank refused the request or it lapsed: never another debit on its own. */
export function RequestNextStep({ request, zone }: { request: PaymentRequestView; zone: ZoneFormat }) {
  const words = request.state === 'rejected' ? Messages.requestRefusedNextStep : request.state === 'expired' ? Messages.requestExpiredNextStep(zone.dateTime(request.expiresAt)) : null;
  if (!words) return null;
  return (
    <Typography component="span" sx={{ display: 'block', mt: 1 }} data-testid="payment-next-step">
      {words}
    </Typography>
  );
}
