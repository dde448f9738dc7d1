/** Sending a consumer a payment: the form, its review, the ACH confirmation and the outcome, each a step the action answers with. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Link, Paper, Typography } from '@mui/material';
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
    <Alert severity="error" role="alert" id={id} sx={{ mb: 2 }}>
      {errors[0]}
    </Alert>
  );
}

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
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 640 }} component="section" aria-labelledby="send-heading">
      <Typography variant="h2" id="send-heading" gutterBottom>
        Send payment to {consumerName(consumer)}
      </Typography>
      <Facts items={[{ label: 'Bank account', value: account(consumer) }, ...(asksForVehicle ? [{ label: 'Vehicle', value: vehicle(consumer) }] : [])]} />
      <Form method="post" {...getFormProps(form)} noValidate>
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <input type="hidden" name="consumerId" value={consumer.consumerId} />
        <input type="hidden" name="listPath" value={listPath} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <MoneyField field={fields.amount} required />
          <ConformTextField field={fields.description} label="Description" />
          <ConformTextField field={fields.referenceNumber} label="Reference number" autoComplete="off" />
          <ConformCheckbox field={fields.isACHPayment} label="Send by ACH (skip the instant payment attempt)" />
        </Box>
        <FormActions cancelTo={listPath}>
          <Button type="submit" name="intent" value={REVIEW} variant="contained" disabled={busy}>
            Review payment
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

/** The review before an instant payment leaves: to whom, how much, how it goes and when it arrives. */
export function Review({ values, amountCents, idempotencyKey, arrival, isACHPayment, consumer }: Extract<ActionData, { intent: 'reviewed' }> & { consumer: ConsumerRow | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 640 }} component="section" aria-labelledby="review-heading" data-testid="payment-review">
      <Typography variant="h2" id="review-heading" gutterBottom>
        Review payment
      </Typography>
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
          <Button type="submit" name="intent" value={SEND} variant="contained" disabled={busy}>
            Send payment
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

export function AchConfirmation({ values, amountCents, idempotencyKey, arrival, consumer }: Extract<ActionData, { intent: 'ach' }> & { consumer: ConsumerRow | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 640 }} component="section" aria-labelledby="ach-heading" data-testid="ach-confirmation">
      <Typography variant="h2" id="ach-heading" gutterBottom>
        Confirm ACH payment
      </Typography>
      <Typography>{Messages.achConfirmationText(arrival)}</Typography>
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
          <Button type="submit" name="intent" value={CONFIRM_ACH} variant="contained" disabled={busy}>
            Confirm ACH payment
          </Button>
        </FormActions>
      </Form>
    </Paper>
  );
}

export function Outcome({ payment }: { payment: OnDemandPaymentRow }) {
  const failed = payment.status === 'error';
  const zone = useZoneFormat();
  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3, maxWidth: 640 }} component="section" aria-labelledby="outcome-heading" data-testid="payment-outcome">
      <Typography variant="h2" id="outcome-heading" gutterBottom>
        Payment {payment.purchaseId}
      </Typography>
      {failed ? (
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {Messages.paymentFailed}{' '}
          <Link component={RemixLink} to={href('transactions.failed')} underline="always" color="inherit">
            Failed transactions
          </Link>
        </Alert>
      ) : (
        <Alert severity={payment.status === 'canceled' ? 'warning' : 'success'} sx={{ mb: 1 }}>
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
      <Link component={RemixLink} to={detailsHref(payment.id)} underline="always">
        Payment details
      </Link>
    </Paper>
  );
}
