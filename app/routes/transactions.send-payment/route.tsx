/**
 * `/transactions/send-payment`: pay a vendor in two server-rendered steps. Step 1 (vendor, amount, due date,
 * description) is validated with conform + zod; step 2 shows what will happen before money moves and sends
 * with the idempotency key minted at step 1 (hidden field), so a double submit or a reload pays once.
 */
import { muiRoute } from '../../components/MuiScope';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { z } from 'zod';
import { FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
import type { FormActionData } from '../../platform/form-answers';
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useZoneFormat } from '../../platform/time-zone';
import { Messages } from '../../../domain/messages';
import { formatDay } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { SAME_DAY_ENTRY_LIMIT_CENTS } from '../../../domain/same-day-ach';
import { idempotencyKeyField, vendorPaymentSchema, type VendorPaymentForm } from '../../../domain/payment-forms';
import { href } from '../../../domain/routes';
import { ConformCheckbox, ConformSelect, ConformTextField, DateField, Facts, MoneyField } from '../../components/Fields';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { detailsHref } from '../../features/transactions/TransactionList';
import {
  afterSendPath,
  awaitsApproval,
  loadSendPaymentOptions,
  mintIdempotencyKey,
  reviewVendorPayment,
  sendVendorPayment,
  type PaymentReview,
} from '../../features/transactions/send-payment.server';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { ErrorAlert } from '../../components/FormPage';


export const meta: MetaFunction = () => [{ title: 'Send Payment' }];

const REVIEW = 'review';
const CONFIRM = 'confirm';
const EDIT = 'edit';

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const options = await loadSendPaymentOptions(context);
    // A vendor just added comes back chosen (?vendorId=…), if it is one the business can pay.
    const chosen = new URL(request.url).searchParams.get('vendorId');
    return {
      // An invited vendor without bank details yet is offered too: its payment waits for them (decision 094).
      vendors: options.vendors.map((v) => ({
        value: v.id,
        label: v.awaitingBankDetails ? `${v.name} (invited: waiting for bank details)` : `${v.name} (${v.bankName ?? 'Bank'} ••${v.accountNumberLast4})`,
      })),
      awaitingVendors: options.vendors.filter((v) => v.awaitingBankDetails).map((v) => v.name),
      chosenVendorId: options.vendors.some((v) => v.id === chosen) ? chosen : null,
      today: options.today,
      timeZone: options.timeZone,
      sameDay: options.sameDay,
      idempotencyKey: mintIdempotencyKey(),
    };
  });
}

/** The fields step 2 posts again, as they were typed (its Confirm and Back re-send step 1's form). */
const STEP_ONE_FIELDS = ['vendorId', 'amount', 'dueDate', 'description', 'referenceNumber', 'sameDayAch'] as const;

/** Step 2, the review the page redraws (the review intent's answer; a refused send answers it again with its error). */
interface ConfirmStep {
  intent: 'review';
  review: PaymentReview;
  values: Record<string, string>;
  idempotencyKey: string;
  error: string | null;
}
/** Step 1 again: Back, or a refused form (conform's reply, with the key the page minted among its values). */
type ActionData = ConfirmStep | FormActionData;

/**
 * Three intents over step 1's fields: `review` saves nothing (it answers the review the page redraws), `edit` (Back)
 * answers the form again, `confirm` sends the payment with the page's idempotency key. A key that is not one the page
 * minted is not a form this page rendered: start again with a fresh one.
 */
export const action = (args: ActionFunctionArgs) =>
  withServiceBanner(async () => {
    const { request, context } = args;
    const { viewer } = await requireViewer(request, context);
    // The schema needs the business's today, the review the vendors it can pay: read once the viewer may post.
    const options = await loadSendPaymentOptions(context);
    const schema = vendorPaymentSchema(options.today).and(z.object({ idempotencyKey: idempotencyKeyField }));
    const startAgain = (_message: string, fieldErrors: Record<string, string[]>) => {
      if (fieldErrors.idempotencyKey) throw redirect(href('transactions.sendPayment'));
    };
    const reviewOf = async (value: VendorPaymentForm) => {
      // Closed now (the page offered it while open, or the post was made by hand): refused here, before any review.
      if (value.sameDayAch && !options.sameDay.open) {
        const closed = options.sameDay.closedMessage ?? options.sameDay.text;
        throw new FormRefusal({ fieldErrors: { sameDayAch: [closed] }, formErrors: [closed] });
      }
      const review = await reviewVendorPayment(context, viewer, options, value);
      if (!review) throw new FormRefusal({ fieldErrors: { vendorId: [Messages.vendorWithoutBankAccount] } });
      return review;
    };
    const confirmStep = (review: PaymentReview, idempotencyKey: string, reply: () => SubmissionResult<string[]>, error: string | null = null): ConfirmStep => {
      const typed = reply().initialValue ?? {};
      const values = Object.fromEntries(STEP_ONE_FIELDS.flatMap((name) => (typeof typed[name] === 'string' ? [[name, typed[name] as string]] : [])));
      return { intent: 'review', review, values, idempotencyKey, error };
    };
    const step = { schema, formLevel: false as const, invalid: startAgain, success: false as const };
    return formActions(
      args,
      {
        review: intentForm({ ...step, save: reviewOf, answer: (review, value, reply) => confirmStep(review, value.idempotencyKey, reply) }),
        edit: intentForm({ ...step, save: async () => null, answer: (_saved, _value, reply) => ({ intent: EDIT, result: reply() }) satisfies FormActionData }),
        confirm: intentForm({
          ...step,
          save: async (value) => {
            const review = await reviewOf(value);
            const sent = await sendVendorPayment(context, viewer, value, value.idempotencyKey);
            if (!sent.ok) return { review, refusal: sent.message || Messages.somethingWentWrong };
            // To an invited vendor without bank details: it waits for them, which its page explains (decision 094).
            if (sent.awaitingBankDetails && sent.paymentId) {
              context.session.flash('success', `Payment initiated. ${AwaitingBankDetailsMessages.note(review.vendor.name)}`);
              throw redirect(detailsHref(sent.paymentId));
            }
            context.session.flash('success', Messages.paymentInitiatedNext(1, sent.awaitsApproval ? 1 : 0));
            // Held for a payout change at a business without approvals: its details page shows the hold and releases it.
            if (sent.awaitsApproval && !awaitsApproval(viewer) && sent.paymentId) throw redirect(detailsHref(sent.paymentId));
            throw redirect(afterSendPath(sent.awaitsApproval));
          },
          // A refused send shows the review again with the refusal: no money moved.
          answer: ({ review, refusal }, value, reply) => data<ActionData>(confirmStep(review, value.idempotencyKey, reply, refusal), { status: 400 }),
        }),
      },
      // The viewer was let through above.
      { guard: async () => undefined },
    );
  });

/** The idempotency key the page posts: the one of the form being answered again, else the one this rendering minted. */
function keyOf(actionData: ActionData | undefined, minted: string): string {
  if (!actionData) return minted;
  if ('review' in actionData) return actionData.idempotencyKey;
  const posted = actionData.result.initialValue?.idempotencyKey;
  return typeof posted === 'string' ? posted : minted;
}

function PaymentDetails({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const schema = vendorPaymentSchema(loaded.today);
  const [form, fields] = useForm({
    id: 'send-payment',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { dueDate: loaded.today, vendorId: loaded.chosenVendorId ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const idempotencyKey = keyOf(actionData, loaded.idempotencyKey);
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} component="section" aria-labelledby="step-heading">
      <Typography variant="h2" id="step-heading" gutterBottom>
        Step 1 of 2: Payment details
      </Typography>
      {loaded.vendors.length === 0 ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={RemixLink} to={href('transactions.sendPayment.addVendor')} color="inherit" size="small">
              Add vendor
            </Button>
          }
        >
          No vendor has a bank account yet.
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} noValidate>
        <ErrorAlert id={form.errorId} message={form.errors?.[0]} />
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <ConformSelect field={fields.vendorId} label="Vendor" options={loaded.vendors} placeholder="Choose a vendor" required fullWidth />
            {loaded.vendors.length ? (
              <Button component={RemixLink} to={href('transactions.sendPayment.addVendor')} sx={{ mt: 1, flexShrink: 0 }}>
                Add vendor
              </Button>
            ) : null}
          </Box>
          {loaded.awaitingVendors.length ? (
            <Typography variant="body2" color="text.secondary" data-testid="awaiting-vendors-note">
              {loaded.awaitingVendors.map((name) => AwaitingBankDetailsMessages.listNote(name)).join(' ')}
            </Typography>
          ) : null}
          <MoneyField field={fields.amount} required />
          <DateField
            field={fields.dueDate}
            label="Due date"
            required
            helperText={`Dates are in ${loaded.timeZone}`}
            slotProps={{ htmlInput: { min: loaded.today } }}
          />
          <ConformTextField field={fields.referenceNumber} label="Invoice or reference number" />
          <ConformTextField field={fields.description} label="Description" multiline minRows={2} />
          <Box>
            {/* Offered only while a window is open: after the cutoff the box is off and the text says when the next one is. */}
            <ConformCheckbox field={fields.sameDayAch} label="Send as Same Day ACH" describedBy="same-day-cutoff" disabled={!loaded.sameDay.open} />
            <Typography id="same-day-cutoff" variant="body2" color="text.secondary" data-testid="same-day-cutoff">
              {`Same Day ACH settles today, at most ${formatCents(SAME_DAY_ENTRY_LIMIT_CENTS)}, due date today. ${loaded.sameDay.text}`}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, mt: 3 }}>
          <Button type="submit" name="intent" value={REVIEW} variant="contained" disabled={busy}>
            Review payment
          </Button>
          <Button component={RemixLink} to={href('transactions.upcoming')}>
            Cancel
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

function Confirmation({ review, values, idempotencyKey, error, sameDayText }: ConfirmStep & { sameDayText: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const { processing } = review;
  const zone = useZoneFormat();
  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 640 }} component="section" aria-labelledby="step-heading">
      <Typography variant="h2" id="step-heading" gutterBottom>
        Step 2 of 2: Confirm the payment
      </Typography>
      <Typography>No money moves until you confirm.</Typography>
      {error ? (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Facts
        testId="payment-review"
        items={[
          { label: 'Vendor', value: review.vendor.name, testId: 'review-vendor' },
          {
            label: 'Bank account',
            value: review.vendor.awaitingBankDetails
              ? AwaitingBankDetailsMessages.note(review.vendor.name)
              : `${review.vendor.bankName ?? 'Bank'} ending ${review.vendor.accountNumberLast4}`,
            testId: 'review-account',
          },
          { label: 'Amount', value: formatCents(review.amountCents), testId: 'review-amount' },
          ...(review.payingAccount
            ? [{ label: 'Paid from', value: `${review.payingAccount.bankName ?? 'Your bank'} ending ${review.payingAccount.last4}`, testId: 'review-paid-from' }]
            : []),
          // The step's one name for the day: "Due date", as step 1 asked for it; here with the time it is processed.
          review.sameDayAch
            ? { label: 'Due date', value: `Today, as Same Day ACH (${sameDayText})`, testId: 'review-processing' }
            : {
                label: 'Due date',
                value: `${zone.zoned(processing.date, processing.time, processing.timezone)} (${zone.timeZone}), standard ACH`,
                testId: 'review-processing',
              },
          { label: 'Expected arrival', value: `${formatDay(review.expectedArrival)} in the vendor's bank`, testId: 'review-arrival' },
          ...(review.referenceNumber ? [{ label: 'Reference', value: review.referenceNumber, testId: 'review-reference' }] : []),
          ...(review.description ? [{ label: 'Description', value: review.description }] : []),
          {
            label: 'Approval',
            value: review.vendor.payoutChangeHeld
              ? Messages.payoutChangeHold
              : review.awaitsApproval
                ? 'This payment will wait for approval before it is processed.'
                : review.vendor.awaitingBankDetails
                  ? `No approval needed: it is processed on the due date, or at the next processing time once ${review.vendor.name} registers.`
                  : 'No approval needed: it will be processed on the due date.',
            testId: 'review-approval',
          },
        ]}
      />
      <Form method="post" replace>
        <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
        {Object.entries(values).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" name="intent" value={CONFIRM} variant="contained" disabled={busy}>
            Confirm
          </Button>
          <Button type="submit" name="intent" value={EDIT} disabled={busy}>
            Back
          </Button>
        </Box>
      </Form>
    </Paper>
  );
}

export default function SendPayment() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Send Payment
      </Typography>
      {actionData && 'review' in actionData ? <Confirmation {...actionData} sameDayText={loaded.sameDay.text} /> : <PaymentDetails loaded={loaded} />}
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
