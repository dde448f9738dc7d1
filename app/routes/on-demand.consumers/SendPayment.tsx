/** Sending a consumer a payment: the form, its review, the ACH confirmation and the outcome, each a step the action answers with. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Form, Link as RemixLink, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { useZoneFormat } from '../../platform/time-zone';
import { consumerPaymentSchema } from '../../../domain/payment-forms';
import { href } from '../../../domain/routes';
import { returnLabel } from '../../../domain/report-columns';
import { detailsHref } from '../../features/transactions/TransactionList';
import { ConformCheckbox, ConformTextField, Facts, MoneyField } from '../../components/Fields';
import { paymentStatusLabel, processingDate } from '../../features/on-demand/OnDemand';
import type { ConsumerRow, OnDemandPaymentRow } from '../../features/on-demand/on-demand.server';
import { FormActions } from '../../components/FormPage';
import { listParts, page } from '../../components/chrome-styles';
import { Alert, buttonClass } from '../../components/Plain';
import type { FormActionData } from '../../platform/form-answers';

/** The page's intents: the steps of sending a payment, and adding a consumer. */
export const REVIEW = 'review';
export const SEND = 'send';
export const CONFIRM_ACH = 'confirm-ach';
export const ADD_CONSUMER = 'add-consumer';

type StepData = { values: Record<string, string>; amountCents: number; idempotencyKey: string; arrival: string };
export type ActionData =
  | (FormActionData & { intent: typeof REVIEW | typeof SEND | typeof CONFIRM_ACH | typeof ADD_CONSUMER })
  | ({ intent: 'ach' } & StepData)
  | ({ intent: 'reviewed'; isACHPayment: boolean } & StepData);

export function FormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <Alert severity="error" role="alert" id={id} className={page.section}>
      {errors[0]}
    </Alert>
  );
}

/** Each step's paper (MUI's outlined Paper with `p: 3`, `mb: 3`, 640 px at most) and its heading. */
const PAPER = [page.paper, page.roomy, page.spacedBelow, listParts.narrowForm].join(' ');
const HEADING = `${page.title2} ${page.gutter}`;

export const consumerName = (c: ConsumerRow) => `${c.firstName} ${c.lastName}`;
export const vehicle = (c: ConsumerRow) => [c.year, c.make, c.model].filter(Boolean).join(' ') || '—';
export const account = (c: ConsumerRow) => (c.accountNumberLast4 ? `${c.bankName ?? 'Bank'} ••${c.accountNumberLast4}` : '—');

export function SendForm({ consumer, idempotencyKey, listPath, lastResult, asksForVehicle }: { consumer: ConsumerRow; idempotencyKey: string; listPath: string; lastResult?: SubmissionResult<string[]>; asksForVehicle: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const [form, fields] = useForm({
    id: 'send-consumer-payment',
    lastResult,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: consumerPaymentSchema }),
  });
  return (
    <section className={PAPER} aria-labelledby="send-heading">
      <h2 id="send-heading" className={HEADING}>
        Send payment to {consumerName(consumer)}
      </h2>
      <Facts items={[{ label: 'Bank account', value: account(consumer) }, ...(asksForVehicle ? [{ label: 'Vehicle', value: vehicle(consumer) }] : [])]} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="consumerId" value={consumer.consumerId} />
        <input type="hidden" name="listPath" value={listPath} />
        <div className={listParts.fieldStack}>
          <MoneyField field={fields.amount} required />
          <ConformTextField field={fields.description} label="Description" />
          <ConformTextField field={fields.referenceNumber} label="Reference number" autoComplete="off" />
          <ConformCheckbox field={fields.isACHPayment} label="Send by ACH (skip the instant payment attempt)" />
        </div>
        <FormActions cancelTo={listPath}>
          <button type="submit" name="intent" value={REVIEW} className={buttonClass({ variant: 'contained' })} disabled={busy}>
            Review payment
          </button>
        </FormActions>
      </Form>
    </section>
  );
}

/** The review before an instant payment leaves: to whom, how much, how it goes and when it arrives. */
export function Review({ values, amountCents, idempotencyKey, arrival, isACHPayment, consumer }: Extract<ActionData, { intent: 'reviewed' }> & { consumer: ConsumerRow | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section className={PAPER} aria-labelledby="review-heading" data-testid="payment-review">
      <h2 id="review-heading" className={HEADING}>
        Review payment
      </h2>
      <Facts
        items={[
          ...(consumer ? [{ label: 'Consumer', value: consumerName(consumer) }, { label: 'Bank account', value: account(consumer) }] : []),
          { label: 'Amount', value: formatCents(amountCents) },
          ...(values.referenceNumber ? [{ label: 'Reference number', value: values.referenceNumber }] : []),
          ...(values.description ? [{ label: 'Description', value: values.description }] : []),
          { label: 'How and when', value: isACHPayment ? Messages.onDemandReviewAch(arrival) : Messages.onDemandReviewInstant(arrival) },
        ]}
      />
      <Form method="post" replace>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {isACHPayment ? <input type="hidden" name="isACHPayment" value="true" /> : null}
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormActions cancelTo={values.listPath} mt={0}>
          <button type="submit" name="intent" value={SEND} className={buttonClass({ variant: 'contained' })} disabled={busy}>
            Send payment
          </button>
        </FormActions>
      </Form>
    </section>
  );
}

export function AchConfirmation({ values, amountCents, idempotencyKey, arrival, consumer }: Extract<ActionData, { intent: 'ach' }> & { consumer: ConsumerRow | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <section className={PAPER} aria-labelledby="ach-heading" data-testid="ach-confirmation">
      <h2 id="ach-heading" className={HEADING}>
        Confirm ACH payment
      </h2>
      <p className={page.text}>{Messages.achConfirmationText(arrival)}</p>
      <Facts
        items={[
          ...(consumer ? [{ label: 'Consumer', value: consumerName(consumer) }, { label: 'Bank account', value: account(consumer) }] : []),
          { label: 'Amount', value: formatCents(amountCents) },
          ...(values.referenceNumber ? [{ label: 'Reference number', value: values.referenceNumber }] : []),
        ]}
      />
      <Form method="post" replace>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="isACHPayment" value="true" />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormActions cancelTo={values.listPath} mt={0}>
          <button type="submit" name="intent" value={CONFIRM_ACH} className={buttonClass({ variant: 'contained' })} disabled={busy}>
            Confirm ACH payment
          </button>
        </FormActions>
      </Form>
    </section>
  );
}

export function Outcome({ payment }: { payment: OnDemandPaymentRow }) {
  const failed = payment.status === 'error';
  const zone = useZoneFormat();
  return (
    <section className={PAPER} aria-labelledby="outcome-heading" data-testid="payment-outcome">
      <h2 id="outcome-heading" className={HEADING}>
        Payment {payment.purchaseId}
      </h2>
      {failed ? (
        <Alert severity="error" role="alert" className={page.gutterSmall}>
          {Messages.paymentFailed}{' '}
          <RemixLink to={href('transactions.failed')} className={listParts.inheritLink}>
            Failed transactions
          </RemixLink>
        </Alert>
      ) : (
        <Alert severity={payment.status === 'canceled' ? 'warning' : 'success'} className={page.gutterSmall}>
          {payment.status === 'success' || payment.status === 'canceled'
            ? paymentStatusLabel(payment.status)
            : Messages.paymentInitiatedNext(1, payment.status === 'pendingApproval' ? 1 : 0)}
        </Alert>
      )}
      <Facts
        items={[
          { label: 'Consumer', value: payment.recipient.accountHolderName },
          { label: 'Amount', value: formatCents(payment.moneyAmount) },
          { label: 'Status', value: paymentStatusLabel(payment.status), testId: 'outcome-status' },
          { label: 'Processing date', value: `${processingDate(payment.dueDateTime, zone)} (${zone.timeZone})` },
          // The return code once (the engine's message may start with it too: "R03 R03 …" was printed).
          ...(payment.returnCode || payment.paymentErrorMessage ? [{ label: 'Reason', value: payment.returnCode ? returnLabel(payment.returnCode) : (payment.paymentErrorMessage ?? '') }] : []),
        ]}
      />
      {/* Its page is where the payment's own actions are (a recall of an instant payment, decision 101). */}
      <RemixLink to={detailsHref(payment.id)} className={page.underline}>
        Payment details
      </RemixLink>
    </section>
  );
}
