/**
 * `/bo/setup/payment-test`: prove the business's own account through its connected payment system and see the
 * outcome. On the sandbox rail (local, dev, demo) a one-dollar test payment settles at once, so registration can
 * finish the same day; on a bank that takes ACH files a zero-dollar prenote waits out NACHA's window (decision 070),
 * and the page says what it waits for and until when. The step completes once a test payment succeeded.
 */
import { muiRoute } from '../../components/MuiScope';
import { randomUUID } from 'node:crypto';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SetupPage, SetupSection } from '../../features/setup/SetupForm';
import { ApiError, callApi } from '../../platform/api.server';
import { fetchBusinessSetup } from '../../features/setup/business-setup.server';
import { formActions, intentForm } from '../../platform/form-action.server';
import { refusalMessage } from '../../platform/form-answers';
import { SaveAndContinueButton, useRegistrationWayOn } from '../../components/FormPage';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { reportsGraphql } from '../../graphql/reports';
import type { TestPaymentsQuery } from '../../graphql/reports/graphql';
import type { PaymentTestStatusQuery } from '../../graphql/core/graphql';
import { formatDate, formatTime } from '../../../domain/dates';
import { StatusPill } from '../../components/StatusPill';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { viewerZoneFormat } from '../../platform/time-zone.server';

const TEST_PAYMENTS = reportsGraphql(`
  query TestPayments {
    testPaymentTransferTransactions(orderBy: "createdAtDesc", skip: 0, limit: 10) {
      meta { count }
      edges { node { id status paymentProcessStatus paymentErrorMessage moneyAmount createdDate dueDateTime { date time timezone } } }
    }
  }
`);

const SEND_TEST_PAYMENT = coreGraphql(`
  mutation SendTestPayment($input: SendTestPaymentInput!) {
    sendTestPayment(input: $input) { id moneyAmount paymentProcessStatus }
  }
`);

const PAYMENT_TEST = coreGraphql(`
  query PaymentTestStatus {
    paymentTest { proof goesNow waiting provenOn accountLast4 microDeposits { sent arrivesOn attemptsLeft } }
  }
`);

const SEND_MICRO_DEPOSITS = coreGraphql(`
  mutation SendPaymentTestMicroDeposits {
    sendPaymentTestMicroDeposits { waiting }
  }
`);

const CONFIRM_MICRO_DEPOSITS = coreGraphql(`
  mutation ConfirmPaymentTestMicroDeposits($input: ConfirmPaymentTestMicroDepositsInput!) {
    confirmPaymentTestMicroDeposits(input: $input) { waiting }
  }
`);

type TestPayment = TestPaymentsQuery['testPaymentTransferTransactions']['edges'][number]['node'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    const setup = await fetchBusinessSetup(context);
    let payments: TestPayment[] = [];
    let test: PaymentTestStatusQuery['paymentTest'] = { proof: null, goesNow: false, waiting: false, provenOn: null, accountLast4: null, microDeposits: null };
    let error: string | null = null;
    try {
      const [d, t] = await Promise.all([callApi(context, { document: TEST_PAYMENTS }), callApi(context, { document: PAYMENT_TEST })]);
      payments = d.testPaymentTransferTransactions.edges.map((e) => e.node);
      test = t.paymentTest;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = e.message || Messages.somethingWentWrong;
    }
    return {
      // A fresh key per page view: submitting the same form twice never sends two payments.
      idempotencyKey: randomUUID(),
      // A connected bank API is optional (decision 078): the business's own bank account is what the test needs.
      ready: { bankAccount: setup.registration.hasSharedPaymentMethod },
      succeeded: payments.some((p) => p.paymentProcessStatus === 'success'),
      // The business's Payment Time, said once: on the sandbox the test goes now, elsewhere at that time (decision 136).
      paymentTime:
        setup.paymentTime?.time && setup.paymentTime.timeZone
          ? (test.goesNow ? Messages.paymentTestTimeNote : Messages.paymentTestAtPaymentTime)(clockTime(setup.paymentTime.time), setup.paymentTime.timeZone)
          : null,
      timeZone: zone.timeZone,
      prenote: test.proof === 'prenote',
      // A banking day of the business (the services compare it in the business's zone), not an instant.
      waiting: test.waiting && test.provenOn ? { last4: test.accountLast4 ?? '', provenOn: formatDate(test.provenOn), timeZone: zone.timeZone } : null,
      // The amounts are never sent to the page: only when they arrive and how many tries are left.
      deposits: test.microDeposits ? { last4: test.accountLast4 ?? '', arrivesOn: formatDate(test.microDeposits.arrivesOn), sent: test.microDeposits.sent, attemptsLeft: test.microDeposits.attemptsLeft, timeZone: zone.timeZone } : null,
      error,
      payments: payments.map((p) => ({
        id: p.id,
        status: p.paymentProcessStatus ?? p.status,
        errorMessage: p.paymentErrorMessage,
        amount: formatCents(p.moneyAmount),
        created: zone.dateTime(p.createdDate),
        due: zone.zoned(p.dueDateTime.date, p.dueDateTime.time, p.dueDateTime.timezone),
      })),
    };
  });
}

/** A stored wall-clock time (`HH:mm`) as the product writes times (`hh:mm a`). */
function clockTime(time: string): string {
  return formatTime(`1970-01-01T${time.slice(0, 5)}:00Z`, 'UTC');
}

/** An amount the business read on its statement: required, as typed (the services compare it). */
const requiredField = z.string({ required_error: Messages.formRequired }).trim().min(1, Messages.formRequired);

/** The page's three forms: the test payment (a fresh key per page view), the two deposits, and their amounts. */
const sendSchema = z.object({ intent: z.literal('send'), idempotencyKey: requiredField });
const microDepositsSchema = z.object({ intent: z.literal('microDeposits') });
const confirmDepositsSchema = z.object({ intent: z.literal('confirmDeposits'), firstAmount: requiredField, secondAmount: requiredField });

export const action = (args: ActionFunctionArgs) =>
  formActions(args, {
    send: intentForm({
      schema: sendSchema,
      save: ({ idempotencyKey }) => callApi(args.context, { document: SEND_TEST_PAYMENT, variables: { input: { idempotencyKey } } }),
      // Said as it is: a prenote waits for the bank, a sandbox dollar is paid at once, anything else waits for a cycle.
      success: (_value, { sendTestPayment: sent }) =>
        sent.moneyAmount === 0 ? Messages.paymentTestPrenoteSent : sent.paymentProcessStatus === 'success' ? Messages.setupTestPaymentPaid : Messages.setupTestPaymentSent,
    }),
    microDeposits: {
      schema: microDepositsSchema,
      save: () => callApi(args.context, { document: SEND_MICRO_DEPOSITS }),
      success: Messages.paymentTestDepositsSent,
    },
    confirmDeposits: {
      schema: confirmDepositsSchema,
      save: ({ firstAmount, secondAmount }) => callApi(args.context, { document: CONFIRM_MICRO_DEPOSITS, variables: { input: { firstAmount, secondAmount } } }),
      success: Messages.paymentTestDepositsConfirmed,
    },
  });

export default function PaymentTest() {
  const { idempotencyKey, ready, succeeded, paymentTime, timeZone, prenote, waiting, deposits, error, payments } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionError = refusalMessage(actionData);
  const canSend = ready.bankAccount && !waiting && !deposits;
  // One way on once the test has succeeded: the next unfinished step, or the welcome page when none is left.
  const wayOn = useRegistrationWayOn();
  return (
    <SetupPage title="Payment Test" intro={prenote ? Messages.paymentTestPrenoteIntro : Messages.paymentTestSettlesAtOnceIntro}>
      {actionError || error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {actionError ?? error}
        </Alert>
      ) : null}
      {succeeded ? (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          data-testid="test-payment-succeeded"
          action={
            <Button component={RemixLink} to={wayOn.href} variant="contained" size="small" data-testid="payment-test-way-on">
              {wayOn.label}
            </Button>
          }
        >
          {Messages.paymentTestComplete}
        </Alert>
      ) : null}
      {waiting ? (
        <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="payment-test-waiting">
          {Messages.paymentTestWaiting(waiting.last4, waiting.provenOn)}
          <TimeZoneNote timeZone={waiting.timeZone} />
        </Alert>
      ) : null}
      {deposits ? (
        <SetupSection id="confirm-deposits" title="Confirm the two small deposits">
          <Alert severity="info" role="status" sx={{ mb: 2 }} data-testid="payment-test-deposits-waiting">
            {Messages.paymentTestDepositsWaiting(deposits.last4, deposits.arrivesOn)}
            <TimeZoneNote timeZone={deposits.timeZone} />
          </Alert>
          {deposits.sent ? (
            <Form method="post">
              <input type="hidden" name="intent" value="confirmDeposits" />
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                <TextField name="firstAmount" label={Messages.microDepositAmount(1)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required size="small" />
                <TextField name="secondAmount" label={Messages.microDepositAmount(2)} slotProps={{ htmlInput: { inputMode: 'decimal' } }} required size="small" />
                <Button type="submit" variant="contained" disabled={navigation.state === 'submitting'}>
                  Confirm amounts
                </Button>
              </Box>
              <p>{Messages.microDepositsMismatch(deposits.attemptsLeft).replace(/^These amounts do not match the deposits\. /, '')}</p>
            </Form>
          ) : null}
        </SetupSection>
      ) : null}
      <SetupSection id="send-test" title="Send a test payment">
        {paymentTime ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="payment-test-time">
            {paymentTime}
          </Typography>
        ) : null}
        {!ready.bankAccount ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Add the business bank account first.
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={!canSend || navigation.state === 'submitting'}>
                {prenote ? 'Send test entry' : 'Send test payment'}
              </Button>
              {canSend && !succeeded ? <SaveAndContinueButton disabled={navigation.state === 'submitting'} variant="outlined" /> : null}
            </Box>
          </Form>
          {prenote && canSend ? (
            <Form method="post">
              <input type="hidden" name="intent" value="microDeposits" />
              <p>{Messages.paymentTestMicroDepositsIntro}</p>
              <Button type="submit" variant="outlined" disabled={navigation.state === 'submitting'}>
                Send two small deposits instead
              </Button>
            </Form>
          ) : null}
        </Box>
      </SetupSection>
      <SetupSection id="test-payments" title="Test payments">
        <DataTable
          labelledBy="test-payments-heading"
          rowTestId="test-payment-row"
          rows={payments}
          rowKey={(p) => p.id}
          empty="No test payments yet."
          columns={[
            { label: 'Created', cell: (p) => p.created },
            { label: 'Due', cell: (p) => p.due },
            { label: 'Amount', align: 'right', cell: (p) => p.amount },
            { label: 'Status', cell: (p) => <span data-testid="test-payment-status"><StatusPill status={p.status} /></span> },
            { label: 'Details', cell: (p) => p.errorMessage ?? '' },
          ]}
        />
        {payments.length ? <TimeZoneNote timeZone={timeZone} /> : null}
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
