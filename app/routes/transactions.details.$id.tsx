/**
 * `/transactions/details/:id`: one payment with every field of spec §3, its whole status history
 * (statusDetails) and the transaction history of its purchase (by purchaseId).
 */
import { Alert, Box, Button, Link, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { collectionTypeLabel } from '../../domain/collections';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link as RemixLink, useLoaderData, useNavigation } from '@remix-run/react';
import type { ZoneFormat } from '../../domain/dates';
import { Messages } from '../../domain/messages';
import { bankStatusLabel } from '../../domain/rail-inquiry';
import { returnReason } from '../../domain/ach-returns';
import { formatCents } from '../../domain/money';
import {
  accountingSystemLabel,
  maskedAccount,
  dueInstantOf,
  statusLabel,
} from '../../domain/report-columns';
import { ownerOrEmployeeWithRights, routeById, hrefOf } from '../../domain/routes';
import { isPayoutHold } from '../../domain/vendors';
import { listQueryString } from '../../domain/list-query';
import { DataTable } from '../components/DataTable';
import { ExportButtons } from '../components/ExportButtons';
import { StatusPill } from '../components/StatusPill';
import { TimeZoneNote } from '../components/TimeZoneNote';
import { useZoneFormat } from '../utils/time-zone';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { detailsHref } from '../components/TransactionList';
import { ApiError } from '../services/api.server';
import { withServiceBanner } from '../services/shell.server';
import { redirect } from '../services/redirect.server';
import { decidePayments, fetchPaymentDetail, type HistoryItem, type PaymentDetail } from '../services/transactions.server';
import { notFound, requireViewer } from '../services/viewer.server';

/** Only a path of this app may be the back link (never another site). */
function safeBack(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { user } = await requireViewer(request, context);
    const id = params.id ?? '';
    let found: { payment: PaymentDetail; history: HistoryItem[] } | null = null;
    try {
      found = await fetchPaymentDetail(context, id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // A malformed or foreign id answers like a missing one: nothing about other businesses leaks.
      found = null;
    }
    if (!found) return notFound();
    const back = safeBack(new URL(request.url).searchParams.get('back'));
    // A payment held because its vendor changed bank account: shown, and releasable by whoever may approve (decision 029).
    const payoutHold = found.payment.status === 'pendingApproval' && isPayoutHold(found.payment.statusDetails);
    return { ...found, back, title: routeById('transactions.details').title, payoutHold, canApprove: payoutHold && ownerOrEmployeeWithRights(user) };
  });
}

/** Approves this one payment (the API decides who may, and skips it if it no longer waits). */
export async function action({ request, context, params }: ActionFunctionArgs) {
  return withServiceBanner(async () => {
    await requireViewer(request, context);
    const form = await request.formData();
    if (form.get('intent') === 'approve') {
      try {
        const { done } = await decidePayments(context, 'approve', [params.id ?? '']);
        context.session.flash(done ? 'success' : 'danger', done ? Messages.paymentsApproved(done) : Messages.somethingWentWrong);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        context.session.flash('danger', error.message || Messages.somethingWentWrong);
      }
    }
    const url = new URL(request.url);
    throw redirect(url.pathname + url.search);
  });
}

function PayoutHold({ canApprove, due }: { canApprove: boolean; due: string }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="payout-hold">
      <Typography>{Messages.payoutChangeHoldNotice}</Typography>
      {canApprove ? (
        <Form method="post">
          <Typography sx={{ my: 1 }}>Approving sends it to the new account on {due}.</Typography>
          <Button type="submit" name="intent" value="approve" variant="contained" disabled={busy}>
            Approve payment
          </Button>
        </Form>
      ) : null}
    </Alert>
  );
}

function fields(p: PaymentDetail, zone: ZoneFormat): { label: string; value: string }[] {
  return [
    { label: 'Status', value: statusLabel(p.status) },
    { label: 'Amount', value: formatCents(p.moneyAmount) },
    { label: 'Type', value: p.type },
    { label: 'Report Type', value: p.reportType ?? '' },
    { label: 'Purchase ID', value: p.purchaseId },
    { label: 'Payment Transaction ID', value: p.paymentTransactionId },
    { label: 'Created', value: zone.dateTime(p.createdDate) },
    { label: 'Due', value: zone.dateTime(dueInstantOf(p)) },
    { label: 'Business', value: p.business.name },
    { label: 'Vendor', value: p.vendor?.name ?? '' },
    { label: 'Customer', value: p.customer?.name ?? '' },
    { label: 'Collected From', value: collectionTypeLabel(p.collectionType) },
    { label: 'Payer Phone Number', value: p.payerPhoneNumber ?? '' },
    { label: 'Contact Name', value: p.contactName ?? '' },
    { label: 'Buyer', value: p.paymentParticipants?.buyer ?? '' },
    { label: 'Recipient', value: p.paymentParticipants?.recipient ?? '' },
    { label: 'Recipient Bank', value: p.recipient?.bankName ?? '' },
    { label: 'Recipient Account Holder', value: p.recipient?.accountHolderName ?? '' },
    { label: 'Recipient Account', value: maskedAccount(p.recipient?.accountNumberLast4) },
    { label: 'Payment Method', value: [p.paymentMethod?.paymentSystem, p.paymentMethod?.bankName].filter(Boolean).join(' · ') },
    { label: 'Sending Routing Number', value: p.paymentMethod?.routingNumber ?? '' },
    { label: 'Accounting System', value: accountingSystemLabel(p.accountingSystem) },
    { label: 'Accounting System Bill', value: p.accountingSystemBillInfo ?? '' },
    { label: 'Description', value: p.description ?? '' },
    { label: 'Reference Number', value: p.referenceNumber ?? '' },
    { label: 'Sent', value: p.sentAt ? zone.dateTime(p.sentAt) : '' },
    {
      label: 'Settled',
      value: p.settledAt ? zone.dateTime(p.settledAt) : p.settlementDate && p.status === 'processing' ? `Expected on ${zone.date(`${p.settlementDate}T12:00:00Z`)}` : '',
    },
    { label: 'Bank Status', value: bankStatusLabel(p.paymentBankStatus) },
    { label: 'Process Status', value: p.paymentProcessStatus ?? '' },
    { label: 'Error Message', value: p.paymentErrorMessage ?? '' },
    { label: 'Return Code', value: p.returnCode ? `${p.returnCode} ${returnReason(p.returnCode)}` : '' },
    { label: 'Rail', value: p.rail ?? '' },
  ];
}

export default function PaymentDetails() {
  const { payment, history, back, title, payoutHold, canApprove } = useLoaderData<typeof loader>();
  const zone = useZoneFormat();
  const due = zone.dateTime(dueInstantOf(payment));
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <TimeZoneNote />
      <Box sx={{ mb: 2 }}>
        <Button component={RemixLink} to={back ?? hrefOf(routeById('transactions.completed'))}>
          Back to the list
        </Button>
      </Box>
      {(payment.status === 'error' || payment.status === 'returned') && payment.paymentErrorMessage ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {payment.paymentErrorMessage}
        </Alert>
      ) : null}
      {payoutHold ? <PayoutHold canApprove={canApprove} due={due} /> : null}
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="payment-heading">
        <Typography variant="h2" id="payment-heading" gutterBottom>
          Payment
        </Typography>
        <Table size="small" aria-labelledby="payment-heading">
          <TableBody>
            {fields(payment, zone).map((f) => (
              <TableRow key={f.label} data-testid="payment-field">
                <TableCell component="th" scope="row" sx={{ width: '30%', fontWeight: 600 }}>
                  {f.label}
                </TableCell>
                <TableCell>{f.value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: 3, mb: 3 }} component="section" aria-labelledby="status-history-heading">
        <Typography variant="h2" id="status-history-heading" gutterBottom>
          Status history
        </Typography>
        <DataTable
          labelledBy="status-history-heading"
          rowTestId="status-history-row"
          rows={payment.statusDetails.map((d, i) => ({ ...d, n: i }))}
          rowKey={(d) => String(d.n)}
          empty={Messages.listEmpty}
          columns={[
            { label: 'Date', cell: (d) => zone.date(d.datetime) },
            { label: 'Time', cell: (d) => zone.time(d.datetime) },
            { label: 'Status', cell: (d) => <StatusPill status={d.status} /> },
            { label: 'Code', cell: (d) => d.code ?? '' },
            { label: 'Description', cell: (d) => d.description ?? '' },
          ]}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="purchase-history-heading">
        <Typography variant="h2" id="purchase-history-heading" gutterBottom>
          Transaction history of purchase {payment.purchaseId}
        </Typography>
        {/* The same report task as the lists' exports (decision 010): every payment of the purchase the viewer may see, oldest first. */}
        <Box sx={{ mb: 2 }}>
          <ExportButtons report="history" search={listQueryString({ sortParams: 'createdAtAsc', payloadFilter: { purchaseId: payment.purchaseId } })} />
        </Box>
        <DataTable
          labelledBy="purchase-history-heading"
          rowTestId="purchase-history-row"
          rows={history}
          rowKey={(h) => h.paymentTransferTransactionId}
          empty={Messages.listEmpty}
          columns={[
            {
              label: 'Created Date',
              cell: (h) =>
                h.paymentTransferTransactionId === payment.id ? (
                  <span aria-current="page">{zone.dateTime(h.createdDate)}</span>
                ) : (
                  <Link component={RemixLink} to={detailsHref(h.paymentTransferTransactionId, back ?? undefined)}>
                    {zone.dateTime(h.createdDate)}
                  </Link>
                ),
            },
            {
              label: 'Due Date',
              cell: (h) => zone.date(dueInstantOf(h)),
            },
            { label: 'Amount', align: 'right', cell: (h) => formatCents(h.moneyAmount) },
            { label: 'Process Status', cell: (h) => h.paymentProcessStatus ?? '' },
          ]}
        />
      </Paper>
    </Box>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
