/** The actions a payment's state allows, as buttons beside it, and the confirm steps (approve, cancel, reject, recall) that are URLs, so they work without JavaScript. */

import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { counterpartyName, dueInstantOf, maskedAccount } from '../../../domain/report-columns';
import type { ZoneFormat } from '../../../domain/dates';
import { useZoneFormat } from '../../platform/time-zone';
import { RECALL_REASONS, RECALL_REASON_CODES, RecallMessages } from '../../../domain/instant-payments';
import type { PaymentDetail } from '../../features/transactions/payment.server';
import { page } from '../../components/chrome-styles';
import { PlainField } from '../../components/ListToolbar';
import { buttonClass } from '../../components/Plain';

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
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <h2 id="confirm-heading" className={`${page.title2} ${page.gutter}`}>
        {canceling ? 'Cancel payment' : 'Reject payment'}
      </h2>
      <p className={`${page.text} ${page.section}`}>{canceling ? Messages.confirmCancelPayment(amount, party, dueText(payment, zone)) : Messages.confirmReject(1, amount)}</p>
      <Form method="post">
        <input type="hidden" name="intent" value={confirm} />
        <input type="hidden" name="confirmed" value="yes" />
        {canceling ? null : <PlainField id="reject-reason" name="reason" label="Reason (optional)" defaultValue="" rows={2} />}
        <div className={page.row}>
          <button type="submit" className={buttonClass({ variant: 'contained', danger: true })} disabled={busy}>
            {canceling ? 'Yes, cancel payment' : 'Confirm rejection'}
          </button>
          <RemixLink to={cancelHref} className={buttonClass()}>
            Keep payment
          </RemixLink>
        </div>
      </Form>
    </section>
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
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <h2 id="confirm-heading" className={`${page.title2} ${page.gutter}`}>
        Approve payment
      </h2>
      <p className={`${page.text} ${page.section}`}>{Messages.confirmApprove(1, formatCents(payment.moneyAmount))}</p>
      {previous ? (
        <dl className={page.facts} data-testid="approval-accounts">
          <dt className={page.text}>{Messages.approvalPreviousAccount}</dt>
          <dd className={page.text} data-testid="approval-previous-account">
            {accountText(previous)}
          </dd>
          <dt className={page.text}>{Messages.approvalNewAccount}</dt>
          <dd className={page.text} data-testid="approval-new-account">
            {accountText(payment.recipient)}
          </dd>
        </dl>
      ) : null}
      <p className={`${page.text} ${page.section}`}>{payment.payoutHold ? `Approving sends it to the new account on ${due}.` : `Approving sends it on ${due}.`}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="approve" />
        <input type="hidden" name="confirmed" value="yes" />
        <div className={page.row}>
          <button type="submit" className={buttonClass({ variant: 'contained' })} disabled={busy}>
            Confirm approval
          </button>
          <RemixLink to={cancelHref} className={buttonClass()}>
            Cancel
          </RemixLink>
        </div>
      </Form>
    </section>
  );
}

export function RecallStep({ payment, cancelHref }: { payment: PaymentDetail; cancelHref: string }) {
  const busy = useNavigation().state === 'submitting';
  const party = counterpartyName(payment) || 'the recipient';
  return (
    <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="confirm-heading" data-testid="payment-confirm">
      <h2 id="confirm-heading" className={`${page.title2} ${page.gutter}`}>
        {RecallMessages.confirmTitle}
      </h2>
      <p className={`${page.text} ${page.section}`}>{RecallMessages.confirm(formatCents(payment.moneyAmount), party)}</p>
      <Form method="post">
        <input type="hidden" name="intent" value="recall" />
        <input type="hidden" name="confirmed" value="yes" />
        <PlainField
          id="recall-reason"
          name="reasonCode"
          label="Why"
          required
          defaultValue="DUPL"
          options={RECALL_REASON_CODES.map((code) => (
            <option key={code} value={code}>
              {RECALL_REASONS[code]}
            </option>
          ))}
        />
        <div className={page.row}>
          <button type="submit" className={buttonClass({ variant: 'contained', danger: true })} disabled={busy}>
            {RecallMessages.submit}
          </button>
          <RemixLink to={cancelHref} className={buttonClass()}>
            {RecallMessages.keep}
          </RemixLink>
        </div>
      </Form>
    </section>
  );
}

export function Actions({ actions, payoutHold, due, confirmHref }: { actions: AllowedActions; payoutHold: boolean; due: string; confirmHref: (c: Confirm) => string }) {
  const busy = useNavigation().state === 'submitting';
  if (!actions.approve && !actions.reject && !actions.cancel && !actions.recall) return null;
  return (
    <section aria-label="Actions" className={`${page.actions} ${page.spacedBelow}`} data-testid="payment-actions">
      {actions.approve ? (
        <RemixLink to={confirmHref('approve')} className={buttonClass({ variant: 'contained' })} aria-disabled={busy || undefined} tabIndex={busy ? -1 : undefined}>
          Approve payment
        </RemixLink>
      ) : null}
      {actions.reject ? (
        <RemixLink to={confirmHref('reject')} className={buttonClass({ variant: 'outlined', danger: true })}>
          Reject payment
        </RemixLink>
      ) : null}
      {actions.cancel ? (
        <RemixLink to={confirmHref('cancel')} className={buttonClass({ variant: 'outlined', danger: true })}>
          Cancel payment
        </RemixLink>
      ) : null}
      {actions.recall ? (
        <RemixLink to={confirmHref('recall')} className={buttonClass({ variant: 'outlined', danger: true })}>
          {RecallMessages.button}
        </RemixLink>
      ) : null}
      {actions.approve ? <p className={page.text}>{payoutHold ? `Approving sends it to the new account on ${due}.` : `Approving sends it on ${due}.`}</p> : null}
    </section>
  );
}
