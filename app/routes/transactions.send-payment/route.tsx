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
import { redirect } from '../../platform/redirect.server';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useZoneFormat } from '../../platform/time-zone';
import { Messages } from '../../../domain/messages';
import { formatDay } from '../../../domain/dates';
import { formatCents } from '../../../domain/money';
import { SAME_DAY_ENTRY_LIMIT_CENTS } from '../../../domain/same-day-ach';
import { idempotencyKeyField, vendorPaymentSchema } from '../../../domain/payment-forms';
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

type Reply = SubmissionResult<string[]>;
type ActionData =
  | { step: 'edit'; result: Reply; idempotencyKey: string }
  | { step: 'confirm'; review: PaymentReview; values: Record<string, string>; idempotencyKey: string; error: string | null };

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer } = await requireViewer(request, context);
    const formData = await request.formData();
    const intent = String(formData.get('intent') ?? REVIEW);
    const key = idempotencyKeyField.safeParse(formData.get('idempotencyKey'));
    // A form without a good key is not one this page rendered: start again with a fresh one.
    if (!key.success) throw redirect(href('transactions.sendPayment'));
    const idempotencyKey = key.data;
    const options = await loadSendPaymentOptions(context);
    const submission = parseWithZod(formData, { schema: vendorPaymentSchema(options.today) });
    if (submission.status !== 'success' || intent === EDIT) {
      return data<ActionData>(
        { step: 'edit', result: submission.reply(), idempotencyKey },
        { status: submission.status === 'success' ? 200 : 400 },
      );
    }
    const review = await reviewVendorPayment(context, viewer, options, submission.value);
    if (!review) {
      return data<ActionData>({ step: 'edit', result: submission.reply({ fieldErrors: { vendorId: [Messages.vendorWithoutBankAccount] } }), idempotencyKey }, { status: 400 });
    }
    const values = {
      vendorId: String(formData.get('vendorId') ?? ''),
      amount: String(formData.get('amount') ?? ''),
      dueDate: String(formData.get('dueDate') ?? ''),
      description: String(formData.get('description') ?? ''),
      referenceNumber: String(formData.get('referenceNumber') ?? ''),
      ...(submission.value.sameDayAch ? { sameDayAch: 'on' } : {}),
    };
    if (intent !== CONFIRM) return data<ActionData>({ step: 'confirm', review, values, idempotencyKey, error: null });
    const sent = await sendVendorPayment(context, viewer, submission.value, idempotencyKey);
    if (!sent.ok) return data<ActionData>({ step: 'confirm', review, values, idempotencyKey, error: sent.message || Messages.somethingWentWrong }, { status: 400 });
    // To an invited vendor without bank details: it waits for them, which its page explains (decision 094).
    if (sent.awaitingBankDetails && sent.paymentId) {
      context.session.flash('success', `Payment initiated. ${AwaitingBankDetailsMessages.note(review.vendor.name)}`);
      throw redirect(detailsHref(sent.paymentId));
    }
    context.session.flash('success', Messages.paymentInitiatedNext(1, sent.awaitsApproval ? 1 : 0));
    // Held for a payout change at a business without approvals: its details page shows the hold and releases it.
    if (sent.awaitsApproval && !awaitsApproval(viewer) && sent.paymentId) throw redirect(detailsHref(sent.paymentId));
    throw redirect(afterSendPath(sent.awaitsApproval));
  });
}

function PaymentDetails({ loaded }: { loaded: ReturnType<typeof useLoaderData<typeof loader>> }) {
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const schema = vendorPaymentSchema(loaded.today);
  const [form, fields] = useForm({
    id: 'send-payment',
    lastResult: actionData?.step === 'edit' ? actionData.result : undefined,
    defaultNoValidate: true,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: { dueDate: loaded.today, vendorId: loaded.chosenVendorId ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const idempotencyKey = actionData?.idempotencyKey ?? loaded.idempotencyKey;
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
        {form.errors?.length ? (
          <Alert severity="error" role="alert" id={form.errorId} sx={{ mb: 2 }}>
            {form.errors[0]}
          </Alert>
        ) : null}
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
              {loaded.awaitingVendors.map((name) => AwaitingBankDetailsMessages.note(name)).join(' ')}
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
            <ConformCheckbox field={fields.sameDayAch} label="Send as Same Day ACH" describedBy="same-day-cutoff" />
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

function Confirmation({ review, values, idempotencyKey, error, sameDayText }: Extract<ActionData, { step: 'confirm' }> & { sameDayText: string }) {
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
      {actionData?.step === 'confirm' ? <Confirmation {...actionData} sameDayText={loaded.sameDay.text} /> : <PaymentDetails loaded={loaded} />}
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
