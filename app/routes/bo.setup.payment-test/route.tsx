/**
 * `/bo/setup/payment-test`: send a one-dollar test payment to the business's own account through its
 * connected payment system and see its outcome. The registration step completes once one succeeded; on the
 * sandbox rail in local, dev and demo the test payment settles at once, so registration can finish the same day.
 */
import { muiRoute } from '../../components/MuiScope';
import { randomUUID } from 'node:crypto';
import { Alert, Box, Button } from '@mui/material';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { DataTable } from '../../components/DataTable';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { SetupPage, SetupSection } from '../../features/setup/SetupForm';
import { ApiError, callApi } from '../../platform/api.server';
import { fetchBusinessSetup, mutate } from '../../features/setup/business-setup.server';
import { continueTarget } from '../../platform/form-action.server';
import { redirect } from '../../platform/redirect.server';
import { SaveAndContinueButton } from '../../components/FormPage';
import { withServiceBanner } from '../../platform/shell.server';
import { requireViewer } from '../../platform/viewer.server';
import { coreGraphql } from '../../graphql/core';
import { reportsGraphql } from '../../graphql/reports';
import type { TestPaymentsQuery } from '../../graphql/reports/graphql';
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
    sendTestPayment(input: $input) { id }
  }
`);

type TestPayment = TestPaymentsQuery['testPaymentTransferTransactions']['edges'][number]['node'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const zone = await viewerZoneFormat(context);
    const setup = await fetchBusinessSetup(context);
    let payments: TestPayment[] = [];
    let error: string | null = null;
    try {
      const d = await callApi(context, { document: TEST_PAYMENTS });
      payments = d.testPaymentTransferTransactions.edges.map((e) => e.node);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      error = e.message || Messages.somethingWentWrong;
    }
    return {
      // A fresh key per page view: submitting the same form twice never sends two payments.
      idempotencyKey: randomUUID(),
      ready: { bankAccount: setup.registration.hasSharedPaymentMethod, paymentSystem: setup.registration.connectedPaymentSystemsCount > 0 },
      succeeded: payments.some((p) => p.paymentProcessStatus === 'success'),
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

export async function action({ request, context }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const formData = await request.formData();
    const idempotencyKey = String(formData.get('idempotencyKey') ?? '');
    if (!idempotencyKey) return { error: Messages.formRequired };
    const result = await mutate(context, { document: SEND_TEST_PAYMENT, variables: { input: { idempotencyKey } } });
    if (!result.ok) return { error: result.message };
    context.session.flash('success', Messages.setupTestPaymentSent);
    throw redirect(continueTarget(context, request, formData) ?? new URL(request.url).pathname);
  });
}

export default function PaymentTest() {
  const { idempotencyKey, ready, succeeded, error, payments } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const actionError = actionData && 'error' in actionData ? actionData.error : null;
  const canSend = ready.bankAccount && ready.paymentSystem;
  return (
    <SetupPage title="Payment Test" intro="Send a $1.00 test payment to your own bank account through your connected bank to check that everything is in place.">
      {actionError || error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {actionError ?? error}
        </Alert>
      ) : null}
      {succeeded ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="test-payment-succeeded">
          A test payment succeeded: this step is complete.
        </Alert>
      ) : null}
      <SetupSection id="send-test" title="Send a test payment">
        {!canSend ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {!ready.bankAccount ? 'Add the business bank account first. ' : ''}
            {!ready.paymentSystem ? 'Connect a bank in Bank Integration first.' : ''}
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Form method="post">
            <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Button type="submit" variant="contained" disabled={!canSend || navigation.state === 'submitting'}>
                Send test payment
              </Button>
              {canSend ? <SaveAndContinueButton disabled={navigation.state === 'submitting'} /> : null}
            </Box>
          </Form>
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
            { label: 'Status', cell: (p) => <span data-testid="test-payment-status">{p.status}</span> },
            { label: 'Details', cell: (p) => p.errorMessage ?? '' },
          ]}
        />
      </SetupSection>
    </SetupPage>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
