/** The actions a payment's state allows, as buttons beside it, and the confirm steps (approve, cancel, reject, recall) that are URLs, so they work without JavaScript. */

import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { counterpartyName, dueInstantOf, maskedAccount } from '../../../domain/report-columns';
import type { ZoneFormat } from '../../../domain/dates';
import { useZoneFormat } from '../../platform/time-zone';
import { RECALL_REASONS, RECALL_REASON_CODES, RecallMessages } from '../../../domain/instant-payments';
import type { PaymentDetail } from '../../features/transactions/payment.server';

export type Confirm = 'approve' | 'cancel' | 'reject' | 'recall';

/** When the payment falls due, in the viewer's zone (decision 032; the page names the zone once). */
export function dueText(p: PaymentDetail, zone: ZoneFormat): string {
  return zone.dateTime(dueInstantOf(p));
}

/** What the viewer may do to the payment now (the API checks again). */
export type AllowedActions = Record<Confirm, boolean>;

export function ConfirmStep({ confirm, payment, cancelHref }: { confirm: Confirm; payment: PaymentDetail; cancelHref: string }) {
  const busy = useNavigation().state === 'submitting';
  const party = counterpartyName(payment) || 'the recipient';
  const amount = formatCents(payment.moneyAmount);
  const canceling = confirm === 'cancel';
  const zone = useZoneFormat();
  if (confirm === 'recall') return <RecallStep payment={payment} cancelHref={cancelHref} />;
  if (confirm === 'approve') return <ApproveStep payment={payment} cancelHref={cancelHref} due={dueText(payment, zone)} />;
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <Typography variant="h2" id="confirm-heading" gutterBottom>
        {canceling ? 'Cancel payment' : 'Reject payment'}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {canceling ? Messages.confirmCancelPayment(amount, party, dueText(payment, zone)) : Messages.confirmReject(1, amount)}
      </Typography>
      <Form method="post">
        <input type="hidden" name="intent" value={confirm} />
        <input type="hidden" name="confirmed" value="yes" />
        {canceling ? null : <TextField id="reject-reason" name="reason" label="Reason (optional)" fullWidth multiline minRows={2} sx={{ mb: 2 }} />}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {canceling ? 'Yes, cancel payment' : 'Confirm rejection'}
          </Button>
          <Button component={RemixLink} to={cancelHref}>
            Keep payment
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

/** An account as the approval names it: bank, holder and last four digits. */
export const accountText = (a: { bankName?: string | null; accountHolderName?: string | null; accountNumberLast4: string }) =>
  [a.bankName, a.accountHolderName, maskedAccount(a.accountNumberLast4)].filter(Boolean).join(' · ');

/**
 * The approval's confirm step, the approvals list's question for one payment; a payment whose payee's account changed
 * shows the account it went to before and the one it goes to now.
 */
export function ApproveStep({ payment, cancelHref, due }: { payment: PaymentDetail; cancelHref: string; due: string }) {
  const busy = useNavigation().state === 'submitting';
  const previous = payment.previousRecipient;
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <Typography variant="h2" id="confirm-heading" gutterBottom>
        Approve payment
      </Typography>
      <Typography sx={{ mb: 2 }}>{Messages.confirmApprove(1, formatCents(payment.moneyAmount))}</Typography>
      {previous ? (
        <Box component="dl" sx={{ mb: 2, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }} data-testid="approval-accounts">
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {Messages.approvalPreviousAccount}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="approval-previous-account">
            {accountText(previous)}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {Messages.approvalNewAccount}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="approval-new-account">
            {accountText(payment.recipient)}
          </Typography>
        </Box>
      ) : null}
      <Typography sx={{ mb: 2 }}>{payment.payoutHold ? `Approving sends it to the new account on ${due}.` : `Approving sends it on ${due}.`}</Typography>
      <Form method="post">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="confirmed" value="yes" />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            Confirm approval
          </Button>
          <Button component={RemixLink} to={cancelHref}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

export function RecallStep({ payment, cancelHref }: { payment: PaymentDetail; cancelHref: string }) {
  const busy = useNavigation().state === 'submitting';
  const party = counterpartyName(payment) || 'the recipient';
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <Typography variant="h2" id="confirm-heading" gutterBottom>
        {RecallMessages.confirmTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{RecallMessages.confirm(formatCents(payment.moneyAmount), party)}</Typography>
      <Form method="post">
        <input type="hidden" name="intent" value="recall" />
        <input type="hidden" name="confirmed" value="yes" />
        <TextField id="recall-reason" name="reasonCode" label="Why" select required defaultValue="DUPL" slotProps={{ select: { native: true }, inputLabel: { shrink: true } }} sx={{ mb: 2, minWidth: 280 }}>
          {RECALL_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {RECALL_REASONS[code]}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {RecallMessages.submit}
          </Button>
          <Button component={RemixLink} to={cancelHref}>
            {RecallMessages.keep}
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

export function Actions({ actions, payoutHold, due, confirmHref }: { actions: AllowedActions; payoutHold: boolean; due: string; confirmHref: (c: Confirm) => string }) {
  const busy = useNavigation().state === 'submitting';
  if (!actions.approve && !actions.reject && !actions.cancel && !actions.recall) return null;
  return (
    <Box component="section" aria-label="Actions" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }} data-testid="payment-actions">
      {actions.approve ? (
        <Button component={RemixLink} to={confirmHref('approve')} variant="contained" disabled={busy}>
          Approve payment
        </Button>
      ) : null}
      {actions.reject ? (
        <Button component={RemixLink} to={confirmHref('reject')} variant="outlined" color="error">
          Reject payment
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button component={RemixLink} to={confirmHref('cancel')} variant="outlined" color="error">
          Cancel payment
        </Button>
      ) : null}
      {actions.recall ? (
        <Button component={RemixLink} to={confirmHref('recall')} variant="outlined" color="error">
          {RecallMessages.button}
        </Button>
      ) : null}
      {actions.approve ? (
        <Typography color="text.secondary">{payoutHold ? `Approving sends it to the new account on ${due}.` : `Approving sends it on ${due}.`}</Typography>
      ) : null}
    </Box>
  );
}
