/**
 * `/transactions/details/:id`: one payment. It leads with the amount, the status, the counterparty, the due date and
 * the status timeline; the actions its state allows sit beside them (approve, reject, cancel: reject and cancel after a
 * confirm step that is a URL, `?confirm=…`, so it works without JavaScript); then the other facts that have a value,
 * in words, and the transaction history of its purchase. The breadcrumb follows the list the payment lives in.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { returnReason } from '../../../domain/ach-returns';
import { collectionTypeLabel } from '../../../domain/collections';
import type { ZoneFormat } from '../../../domain/dates';
import { listQueryString } from '../../../domain/list-query';
import { breadcrumbs } from '../../../domain/menu';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { bankStatusLabel } from '../../../domain/rail-inquiry';
import {
  accountingSystemLabel,
  counterpartyFor,
  counterpartyName,
  displayStatus,
  timelineStatus,
  maskedAccount,
  paymentMethodLabel,
  dueInstantOf,
  paymentSideOf,
  paymentTypeLabel,
  type PaymentSide,
} from '../../../domain/report-columns';
import { Roles } from '../../../domain/roles';
import { hrefOf, matchRoute, ownerOrEmployeeWithRights, paymentHomeRouteId, routeById } from '../../../domain/routes';
import { details, page, TABLE_CELL } from '../../components/chrome-styles';
import { DataTable } from '../../components/DataTable';
import { ExportButtons } from '../../components/ExportButtons';
import { NavigationProgress } from '../../components/NavigationProgress';
import { Alert, buttonClass } from '../../components/Plain';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { StatusPill } from '../../components/StatusPill';
import { TimeZoneNote } from '../../components/TimeZoneNote';
import { detailsHref } from '../../features/transactions/TransactionList';
import { useZoneFormat } from '../../platform/time-zone';
import { ApiError } from '../../platform/api.server';
import { formActions, refusalToast } from '../../platform/form-action.server';
import { withServiceBanner } from '../../platform/shell.server';
import { RECALL_REASON_CODES, RecallMessages, type RecallReason } from '../../../domain/instant-payments';
import { cancelPayment, recallInstantPayment, fetchPaymentDetail, type HistoryItem, type PaymentDetail } from '../../features/transactions/payment.server';
import { decidePayments } from '../../features/transactions/approvals.server';
import { notFound, requireViewer } from '../../platform/viewer.server';
import { AwaitingBankDetailsMessages } from '../../../domain/awaiting-bank-details';
import { formatPhone } from '../../../domain/phone';
import { type AllowedActions, type Confirm, ConfirmStep, accountText, Actions, dueText } from './PaymentActions';
import { DebitAuthorizationSection, FactsTable, RequestWaiting, RequestNextStep } from './ConsentAndRequest';

/** Only a path of this app may be the back link (never another site). */
function safeBack(value: string | null): string | null {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : null;
}

/** A payment to an invited vendor that has no bank details yet (decision 094): waiting for them, or for approval before. */
const waitsForBankDetails = (payment: PaymentDetail) =>
  payment.status === 'awaitingBankDetails' || (payment.status === 'pendingApproval' && payment.type === 'vendor' && !payment.recipient?.accountNumberLast4);
const isConfirm = (v: unknown): v is Confirm => v === 'approve' || v === 'cancel' || v === 'reject' || v === 'recall';

/** The actions a payment's state allows, for this viewer (the API checks again). */
function allowedActions(payment: PaymentDetail, mayDecide: boolean, approvalsOn: boolean): AllowedActions {
  const waiting = payment.status === 'pendingApproval';
  return {
    // A settled instant payment of the business's own, recalled at most once (decision 101); the API checks the rest.
    recall: mayDecide && payment.rail === 'instant' && payment.status === 'success' && !isIncoming(payment) && !payment.instantRecall,
    // A payout-change hold is released by an approval even where approvals are off (decision 029).
    approve: mayDecide && waiting && (approvalsOn || payment.payoutHold),
    reject: mayDecide && waiting && approvalsOn,
    // Nothing has gone to the bank yet.
    cancel: mayDecide && (waiting || payment.status === 'scheduled' || payment.status === 'awaitingBankDetails'),
  };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { user, viewer } = await requireViewer(request, context);
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
    const url = new URL(request.url);
    // Back to where the person came from (the list, bills or consumers page they opened it on), named as that page;
    // without one, to the list the payment lives in now (on the viewer's side of it).
    const given = safeBack(url.searchParams.get('back'));
    const cameFrom = given ? matchRoute(new URL(given, url.origin).pathname) : undefined;
    const back = cameFrom ? given : null;
    const side = paymentSideOf(viewer.role);
    const home = cameFrom ?? routeById(paymentHomeRouteId(found.payment, viewer.isPaymentsApproved, side));
    const homeHref = hrefOf(home);
    const homeCrumbs = breadcrumbs(home);
    const title = routeById('transactions.details').title;
    // The breadcrumb follows where the payment lives: its list, then this page (the layout reads `crumbs`).
    const crumbs = [...homeCrumbs.slice(0, -1), { label: home.title, href: back ?? homeHref }, { label: title }];
    const actions = allowedActions(found.payment, ownerOrEmployeeWithRights(user), viewer.isPaymentsApproved);
    const asked = url.searchParams.get('confirm');
    const confirm = isConfirm(asked) && actions[asked] ? asked : null;
    return {
      ...found,
      back: back ?? homeHref,
      backLabel: home.title,
      title,
      crumbs,
      actions,
      confirm,
      viewerId: viewer.id,
      // The payee reads the paying business in the summary ("From …"), so only the admin needs it again.
      showBusiness: viewer.role === Roles.admin,
      side,
    };
  });
}

/** The details page's own address without the confirm step: where every decision comes back to. */
function backToDetails(request: Request): string {
  const url = new URL(request.url);
  url.searchParams.delete('confirm');
  return url.pathname + (url.search === '?' ? '' : url.search);
}

/** Reject and cancel are posted from their confirm step only. */
const confirmedSchema = z.object({ confirmed: z.literal('yes') });

/** Approve, or a confirmed reject or cancel, of this one payment; the API decides who may and in which state. */
export const action = (args: ActionFunctionArgs) => {
  const { context, params } = args;
  const id = params.id ?? '';
  const back = backToDetails(args.request);
  // A decision the API skips (the payment moved on) is a danger toast, as a refusal is.
  const decided = (decision: 'approve' | 'reject', done: number) =>
    context.session.flash(done ? 'success' : 'danger', done ? (decision === 'approve' ? Messages.paymentsApproved(done) : Messages.paymentsRejected(done)) : Messages.paymentsSkipped(1));
  const decision = { success: false as const, redirectTo: back, refused: refusalToast(context, back) };
  return formActions(args, {
    // Money moves after a confirmation, as on the approvals list: Approve opens the confirm step (?confirm=approve).
    approve: { ...decision, schema: confirmedSchema, save: async () => decided('approve', (await decidePayments(context, 'approve', [id])).done) },
    reject: {
      ...decision,
      schema: confirmedSchema.extend({ reason: z.string().trim().optional() }),
      save: async (v) => decided('reject', (await decidePayments(context, 'reject', [id], v.reason ?? '')).done),
    },
    cancel: { ...decision, schema: confirmedSchema, success: Messages.paymentCanceled, save: () => cancelPayment(context, id) },
    recall: {
      ...decision,
      schema: confirmedSchema.extend({ reasonCode: z.enum(RECALL_REASON_CODES as [RecallReason, ...RecallReason[]]) }),
      save: (v) => recallInstantPayment(context, id, v.reasonCode),
      success: (_, saved: { state: string; refusal?: string | null }) => (saved.state === 'accepted' ? RecallMessages.accepted : saved.state === 'rejected' ? RecallMessages.refused(saved.refusal ?? '') : RecallMessages.sent),
    },
  });
};

/** Collections come from their payer; everything else goes to its recipient. */
function isIncoming(p: PaymentDetail): boolean {
  return p.type === 'instantCollection' || p.type === 'subscription';
}

const RAIL_LABELS: Readonly<Record<string, string>> = { sandbox: 'Sandbox bank (test)', nacha: 'ACH file (NACHA)', instant: 'Instant payment (FedNow or RTP)' };

/** The accounting system's bill details as "key: value" pairs (the API sends them as a JSON string). */
function billInfo(json: string | null | undefined): string {
  if (!json) return '';
  try {
    const info = JSON.parse(json) as Record<string, unknown>;
    return Object.entries(info)
      .filter(([, v]) => v !== null && v !== '' && typeof v !== 'object')
      .map(([k, v]) => `${k}: ${String(v)}`)
      .join(', ');
  } catch {
    return '';
  }
}

/** Every other fact that has a value, in words; empty ones are left out. */
function facts(p: PaymentDetail, showBusiness: boolean, viewerId: string, zone: ZoneFormat, side: PaymentSide): { label: string; value: string }[] {
  // The payer's books are the payer's own facts, as on the lists (decision 084).
  const payerBooks = side === 'payer';
  const created = zone.dateTime(p.createdDate);
  const by = p.createdBy ? ` by ${p.createdBy.name}${p.createdBy.id === viewerId ? ' (you)' : ''}` : '';
  const rows = [
    { label: 'Type', value: paymentTypeLabel(p.type) },
    { label: 'Purchase ID', value: p.purchaseId },
    { label: 'Payment Transaction ID', value: p.paymentTransactionId },
    { label: 'Created', value: `${created}${by}` },
    { label: 'Description', value: p.description ?? '' },
    { label: 'Business', value: showBusiness ? p.business.name : '' },
    { label: 'Collected From', value: collectionTypeLabel(p.collectionType) },
    { label: 'Payer Phone Number', value: formatPhone(p.payerPhoneNumber) },
    { label: 'Recipient Bank', value: isIncoming(p) ? '' : (p.recipient?.bankName ?? '') },
    { label: 'Recipient Account', value: isIncoming(p) ? '' : [p.recipient?.accountHolderName, maskedAccount(p.recipient?.accountNumberLast4)].filter(Boolean).join(' ') },
    { label: 'Payment Method', value: paymentMethodLabel(p.paymentMethod) },
    { label: 'Sending Routing Number', value: p.paymentMethod?.routingNumber ?? '' },
    { label: 'Accounting System', value: payerBooks ? accountingSystemLabel(p.accountingSystem) : '' },
    { label: 'Accounting System Bill', value: payerBooks ? billInfo(p.accountingSystemBillInfo) : '' },
    { label: 'Sent to bank', value: p.sentAt ? zone.dateTime(p.sentAt) : '' },
    {
      label: 'Settled',
      value: p.settledAt ? zone.dateTime(p.settledAt) : p.settlementDate && p.status === 'processing' ? `Expected on ${zone.date(`${p.settlementDate}T12:00:00Z`)}` : '',
    },
    { label: 'Bank Status', value: bankStatusLabel(p.paymentBankStatus) },
    // A failure's code and reason are in the alert at the top (printed once); here only what is not there.
    { label: 'Rail', value: p.rail ? (RAIL_LABELS[p.rail] ?? p.rail) : '' },
  ];
  return rows.filter((r) => r.value);
}

function Summary({ payment, side }: { payment: PaymentDetail; side: PaymentSide }) {
  const party = counterpartyFor(payment, side);
  return (
    <div className={details.summary} data-testid="payment-summary">
      <p className={details.amount} data-testid="payment-amount">
        {formatCents(payment.moneyAmount)}
      </p>
      <div>
        <StatusPill status={displayStatus(payment)} />
      </div>
      {party ? (
        <p className={details.party} data-testid="payment-counterparty">
          {isIncoming(payment) || side === 'payee' ? 'From' : 'To'} {party}
        </p>
      ) : null}
    </div>
  );
}

export default function PaymentDetails() {
  const { payment, history, back, backLabel, title, actions, confirm, viewerId, showBusiness, side } = useLoaderData<typeof loader>();
  const zone = useZoneFormat();
  const due = dueText(payment, zone);
  const here = (extra?: Record<string, string>) => {
    const params = new URLSearchParams({ back, ...extra });
    return `${detailsHref(payment.id)}?${params}`;
  };
  return (
    <div>
      <NavigationProgress />
      <h1 className={page.h1}>{title}</h1>
      <div className={page.section}>
        <RemixLink to={back} className={buttonClass()}>
          Back to {backLabel}
        </RemixLink>
      </div>
      <TimeZoneNote />
      <Summary payment={payment} side={side} />
      <p className={`${page.text} ${page.section}`} data-testid="payment-due">
        Due {due}
        {payment.referenceNumber ? ` · Reference ${payment.referenceNumber}` : ''}
      </p>
      {waitsForBankDetails(payment) ? (
        <Alert severity="info" className={page.section} data-testid="awaiting-bank-details">
          {AwaitingBankDetailsMessages.page(counterpartyName(payment) || 'the vendor')}
        </Alert>
      ) : null}
      {payment.payoutHold ? (
        <Alert severity="warning" className={page.section} data-testid="payout-hold">
          {Messages.payoutChangeHoldNotice}
          {payment.previousRecipient ? ` ${Messages.approvalPreviousAccount}: ${accountText(payment.previousRecipient)}. ${Messages.approvalNewAccount}: ${accountText(payment.recipient)}.` : null}
        </Alert>
      ) : null}
      {(payment.status === 'error' || payment.status === 'returned') && (payment.returnCode || payment.paymentErrorMessage) ? (
        <Alert severity="error" className={page.section} data-testid="payment-failure">
          {payment.returnCode ? `${payment.returnCode} ${returnReason(payment.returnCode)}` : payment.paymentErrorMessage}
          {payment.instantPaymentRequest ? <RequestNextStep request={payment.instantPaymentRequest} zone={zone} /> : null}
        </Alert>
      ) : null}
      {payment.status === 'processing' && payment.instantPaymentRequest ? <RequestWaiting request={payment.instantPaymentRequest} zone={zone} /> : null}
      {payment.instantRecall ? (
        <Alert severity={payment.instantRecall.state === 'rejected' ? 'warning' : 'info'} className={page.section} data-testid="payment-recall">
          {RecallMessages.state(payment.instantRecall.state, payment.instantRecall.reason, payment.instantRecall.refusal)}
        </Alert>
      ) : null}
      {confirm ? <ConfirmStep confirm={confirm} payment={payment} cancelHref={here()} /> : <Actions actions={actions} payoutHold={payment.payoutHold} due={due} confirmHref={(c) => here({ confirm: c })} />}
      <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="status-history-heading">
        <h2 id="status-history-heading" className={`${page.title2} ${page.gutter}`}>
          Status timeline
        </h2>
        <DataTable
          labelledBy="status-history-heading"
          rowTestId="status-history-row"
          rows={payment.statusDetails.map((d, i) => ({ ...d, n: i }))}
          rowKey={(d) => String(d.n)}
          empty={Messages.listEmpty}
          columns={[
            { label: 'When', nowrap: true, cell: (d) => zone.dateTime(d.datetime) },
            { label: 'Status', cell: (d) => <StatusPill status={timelineStatus(d)} /> },
            { label: 'What happened', cell: (d) => d.description ?? '' },
          ]}
        />
      </section>
      <section className={`${page.paper} ${page.roomy} ${page.spacedBelow}`} aria-labelledby="payment-heading">
        <h2 id="payment-heading" className={`${page.title2} ${page.gutter}`}>
          Payment
        </h2>
        <FactsTable labelledBy="payment-heading" rows={facts(payment, showBusiness, viewerId, zone, side)} rowTestId="payment-field" />
      </section>
      {payment.debitAuthorization ? <DebitAuthorizationSection authorization={payment.debitAuthorization} zone={zone} /> : null}
      <section className={`${page.paper} ${page.roomy}`} aria-labelledby="purchase-history-heading">
        <h2 id="purchase-history-heading" className={`${page.title2} ${page.gutter}`}>
          Transaction history of purchase {payment.purchaseId}
        </h2>
        {/* The same report task as the lists' exports (decision 010): every payment of the purchase the viewer may see, oldest first. */}
        <div className={page.section}>
          <ExportButtons report="history" search={listQueryString({ sortParams: 'createdAtAsc', payloadFilter: { purchaseId: payment.purchaseId } })} />
        </div>
        <DataTable
          labelledBy="purchase-history-heading"
          rowTestId="purchase-history-row"
          rows={history}
          rowKey={(h) => h.paymentTransferTransactionId}
          empty={Messages.listEmpty}
          columns={[
            {
              label: 'Created',
              cell: (h) =>
                h.paymentTransferTransactionId === payment.id ? (
                  <span aria-current="page">{zone.dateTime(h.createdDate)}</span>
                ) : (
                  <RemixLink to={detailsHref(h.paymentTransferTransactionId, back)} className={TABLE_CELL.link}>
                    {zone.dateTime(h.createdDate)}
                  </RemixLink>
                ),
            },
            {
              label: 'Due Date',
              cell: (h) => zone.date(dueInstantOf(h)),
            },
            { label: 'Amount', align: 'right', numeric: true, cell: (h) => formatCents(h.moneyAmount) },
            // The same status, in the same words, as the page's header and the lists (domain/report-columns.ts).
            { label: 'Status', cell: (h) => <StatusPill status={displayStatus(h)} /> },
          ]}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
