/**
 * `/on-demand/consumers` (tab Active Payments): the active consumers (admin: of every business), each with a
 * "Send payment" action for owners and employees; the send form, its review step (how and when the money goes,
 * before anything is sent), the ACH confirmation step (with the day it arrives) and the outcome
 * of a sent payment; and "Add consumer". Forms and steps are URL or POST state rendered by the server, so
 * everything works without JavaScript. The send goes to the services' POST /rest/sendFundsToCustomer.
 */
import { muiRoute } from '../../components/MuiScope';
import { z } from 'zod';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { redirect } from '../../platform/redirect.server';
import { Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { listHref, parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { decimalDollars } from '../../../domain/money';
import { consumerPaymentSchema, consumerSchema, idempotencyKeyField } from '../../../domain/payment-forms';
import { Roles } from '../../../domain/roles';
import { href } from '../../../domain/routes';
import { formatDate } from '../../../domain/dates';
import { returnLabel, statusLabel } from '../../../domain/report-columns';
import { CellLink, DataTable, pagingFor } from '../../components/DataTable';
import { listParts, page } from '../../components/chrome-styles';
import { PathLink } from '../../components/PathLink';
import { buttonClass } from '../../components/Plain';
import { detailsHref } from '../../features/transactions/TransactionList';
import { OnDemandTabs } from '../../features/on-demand/OnDemand';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { createConsumer, fetchActiveConsumers, fetchOnDemandPayment, onDemandAchArrival, sendFundsToCustomer, type ConsumerRow } from '../../features/on-demand/on-demand.server';
import { mintIdempotencyKey } from '../../features/transactions/send-payment.server';
import { withServiceBanner } from '../../platform/shell.server';
import { ApiError } from '../../platform/api.server';
import { formActions, intentForm } from '../../platform/form-action.server';
import { requireViewer, type Viewer } from '../../platform/viewer.server';
import { AddConsumerForm } from './AddConsumerForm';
import { consumerName, vehicle, account, SendForm, Review, AchConfirmation, Outcome } from './SendPayment';
import { ADD_CONSUMER, CONFIRM_ACH, REVIEW, SEND, type ActionData } from './SendPayment';

export const meta: MetaFunction = () => [{ title: 'Active Payments' }];

const PATH = '/on-demand/consumers';

const isBusinessStaff = (viewer: Viewer) => viewer.role === Roles.owner || viewer.role === Roles.employee;
const mayAddConsumers = (viewer: Viewer) => viewer.role === Roles.owner || (viewer.role === Roles.employee && viewer.isBusinessRightsAvailable);

export async function loader({ request, context }: LoaderFunctionArgs) {
  return withServiceBanner(async () => {
    const { viewer } = await requireViewer(request, context);
    const url = new URL(request.url);
    const query = parseListQuery(url.searchParams);
    const consumers = await fetchActiveConsumers(context, query);
    const canSend = isBusinessStaff(viewer);
    const sendId = url.searchParams.get('send');
    const purchaseId = url.searchParams.get('payment');
    const outcome = purchaseId ? await fetchOnDemandPayment(context, purchaseId) : null;
    return {
      consumers,
      query,
      canSend,
      canAdd: mayAddConsumers(viewer),
      // Only an automotive business asks for (and shows) a consumer's vehicle in its forms (decision 097).
      asksForVehicle: viewer.asksForVehicle,
      showBusiness: viewer.role === Roles.admin,
      sendTo: canSend && sendId ? (consumers.rows.find((c) => c.consumerId === sendId) ?? null) : null,
      adding: url.searchParams.get('dialog') === ADD_CONSUMER && mayAddConsumers(viewer),
      outcome,
      idempotencyKey: mintIdempotencyKey(),
      listPath: listHref(PATH, query, {}),
    };
  });
}

/** The review step and the ACH step carry the form's values (hidden fields) and the day an ACH payment would arrive. */

/** Where the page goes back to: the list as the viewer left it, never another page. */
const listPathOf = (listPath: string | undefined) => (listPath?.startsWith(`${PATH}?`) ? listPath : href('onDemand.consumers'));
const listPathField = z.string().optional();
const addConsumerSchema = consumerSchema.extend({ intent: z.literal(ADD_CONSUMER), listPath: listPathField });
/** A send or its ACH confirmation; a key that is not ours sends nothing (the save goes back to the list). */
const sendSchema = consumerPaymentSchema.extend({ intent: z.enum([SEND, CONFIRM_ACH]), listPath: listPathField, idempotencyKey: idempotencyKeyField.optional().catch(undefined) });
const reviewSchema = consumerPaymentSchema.extend({ intent: z.literal(REVIEW), listPath: listPathField, idempotencyKey: idempotencyKeyField.optional().catch(undefined) });

/** The values a step posts again, as typed. */
const stepValues = (value: z.infer<typeof reviewSchema> | z.infer<typeof sendSchema>) => ({
  consumerId: value.consumerId,
  amount: decimalDollars(value.amount),
  description: value.description ?? '',
  referenceNumber: value.referenceNumber ?? '',
  listPath: listPathOf(value.listPath),
});

export const action = (args: ActionFunctionArgs) => {
  const { request, context } = args;
  let viewer: Viewer | null = null;
  const send = intentForm({
    schema: sendSchema,
    save: async (value) => {
      const listPath = listPathOf(value.listPath);
      if (!viewer || !isBusinessStaff(viewer) || !value.idempotencyKey) throw redirect(listPath);
      const outcome = await sendFundsToCustomer(context, value, { idempotencyKey: value.idempotencyKey, achConfirmed: value.intent === CONFIRM_ACH });
      if (outcome.state === 'achConfirmation' && value.intent === SEND) return { ...outcome, arrival: await onDemandAchArrival(context) };
      if (outcome.state === 'success') {
        // The spec's "sent" only when it is on its way; one that waits for approval or is scheduled by ACH says so, with its day.
        context.session.flash(
          'success',
          outcome.status === 'pendingApproval'
            ? Messages.paymentInitiatedNext(1, 1)
            : outcome.status === 'scheduled'
              ? Messages.onDemandScheduled(await onDemandAchArrival(context))
              : Messages.paymentSent,
        );
        return { ...outcome, arrival: '' };
      }
      context.session.flash('danger', Messages.paymentFailed);
      throw redirect(listPath);
    },
    // The toast is the outcome's: a sent payment's (in the save); the ACH step shows none.
    success: false,
    redirectTo: (value, outcome) => {
      const listPath = listPathOf(value.listPath);
      const separator = listPath.includes('?') ? '&' : '?';
      return outcome.state === 'success' && outcome.purchaseId ? `${listPath}${separator}payment=${encodeURIComponent(outcome.purchaseId)}` : listPath;
    },
    // The ACH step: the same values again, posted with the confirmation.
    answer: (outcome, value) =>
      outcome.state === 'achConfirmation'
        ? data<ActionData>({ intent: 'ach', values: stepValues(value), amountCents: value.amount, idempotencyKey: value.idempotencyKey ?? '', arrival: outcome.arrival })
        : undefined,
  });
  // The review step: nothing is sent; the page shows what will happen and when, and Send posts the same values.
  const review = intentForm({
    schema: reviewSchema,
    save: async (value) => {
      if (!viewer || !isBusinessStaff(viewer) || !value.idempotencyKey) throw redirect(listPathOf(value.listPath));
      return { arrival: await onDemandAchArrival(context) };
    },
    success: false,
    answer: ({ arrival }, value) =>
      data<ActionData>({
        intent: 'reviewed',
        values: stepValues(value),
        isACHPayment: value.isACHPayment,
        amountCents: value.amount,
        idempotencyKey: value.idempotencyKey ?? '',
        arrival,
      }),
  });
  return formActions(
    args,
    {
      [ADD_CONSUMER]: intentForm({
        schema: addConsumerSchema,
        save: async ({ intent: _intent, listPath, ...form }) => {
          if (!viewer || !mayAddConsumers(viewer)) throw redirect(listPathOf(listPath));
          const created = await createConsumer(context, form);
          if (!created.ok) throw new ApiError('core', created.message || Messages.somethingWentWrong, undefined);
          return created;
        },
        success: Messages.consumerCreated,
        redirectTo: ({ listPath }) => listPathOf(listPath),
        hideFields: ['accountNumber'],
      }),
      [REVIEW]: review,
      [SEND]: send,
      [CONFIRM_ACH]: send,
    },
    {
      guard: async () => {
        viewer = (await requireViewer(request, context)).viewer;
      },
    }
  );
};

export default function OnDemandConsumers() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  const { consumers, query, canSend, canAdd, showBusiness, sendTo, outcome, listPath, asksForVehicle } = loaded;
  const ach = actionData?.intent === 'ach' ? actionData : null;
  const achConsumer = ach ? (consumers.rows.find((c) => c.consumerId === ach.values.consumerId) ?? null) : null;
  const reviewed = actionData?.intent === 'reviewed' ? actionData : null;
  const reviewedConsumer = reviewed ? (consumers.rows.find((c) => c.consumerId === reviewed.values.consumerId) ?? null) : null;
  const sendResult = actionData?.intent === REVIEW || actionData?.intent === SEND || actionData?.intent === CONFIRM_ACH ? actionData : null;
  const sentKey = idempotencyKeyField.safeParse(sendResult?.result.initialValue?.idempotencyKey);
  const sendConsumer = sendTo ?? (sendResult ? (consumers.rows.find((c) => c.consumerId === sendResult.result.initialValue?.consumerId) ?? null) : null);
  const adding = loaded.adding || actionData?.intent === ADD_CONSUMER;
  return (
    <div>
      <h1 className={page.h1}>On Demand</h1>
      <OnDemandTabs current="onDemand.consumers" />
      {outcome ? <Outcome payment={outcome} /> : null}
      {ach ? (
        <AchConfirmation {...ach} consumer={achConsumer} />
      ) : reviewed ? (
        <Review {...reviewed} consumer={reviewedConsumer} />
      ) : sendConsumer ? (
        <SendForm
          key={sendConsumer.consumerId}
          consumer={sendConsumer}
          idempotencyKey={sentKey.success ? sentKey.data : loaded.idempotencyKey}
          listPath={listPath}
          lastResult={sendResult?.result}
          asksForVehicle={asksForVehicle}
        />
      ) : null}
      {adding ? <AddConsumerForm listPath={listPath} asksForVehicle={asksForVehicle} lastResult={actionData?.intent === ADD_CONSUMER ? actionData.result : undefined} /> : null}
      <section aria-labelledby="consumers-heading">
        <div className={listParts.headRow}>
          <h2 id="consumers-heading" className={page.title2}>
            Active Payments
          </h2>
          {canAdd && !adding ? (
            <RemixLink to={`${listPath}&dialog=${ADD_CONSUMER}`} className={buttonClass({ variant: 'outlined' })}>
              Add consumer
            </RemixLink>
          ) : null}
        </div>
        <DataTable
          labelledBy="consumers-heading"
          rowTestId="consumer-row"
          rows={consumers.rows}
          rowKey={(c) => c.consumerId}
          empty="No active consumers."
          paging={pagingFor(PATH, query, consumers.count)}
          columns={[
            { label: 'Consumer', cell: consumerName },
            { label: 'Email', cell: (c) => c.email ?? '—' },
            { label: 'Vehicle', cell: vehicle },
            { label: 'Bank account', cell: account },
            // A failed or returned payment stays in sight on its consumer's row, so it is not missed, linked to its details.
            {
              label: 'Last return',
              cell: (c: ConsumerRow) =>
                c.lastReturn ? (
                  <CellLink to={detailsHref(c.lastReturn.paymentId, listPath)} title={`Payment ${c.lastReturn.purchaseId}`}>
                    {c.lastReturn.returnCode ? returnLabel(c.lastReturn.returnCode) : `${statusLabel(c.lastReturn.status)}: ${c.lastReturn.paymentErrorMessage ?? ''}`} ({formatDate(c.lastReturn.at)})
                  </CellLink>
                ) : (
                  '—'
                ),
            },
            ...(showBusiness ? [{ label: 'Business', cell: (c: ConsumerRow) => c.businessName }] : []),
            ...(canSend
              ? [
                  {
                    label: 'Actions',
                    cell: (c: ConsumerRow) => (
                      <PathLink to={`${listPath}&send=${encodeURIComponent(c.consumerId)}`} className={`${buttonClass({ size: 'small' })} ${listParts.wraps}`} aria-label={`Send payment to ${consumerName(c)}`}>
                        Send payment
                      </PathLink>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </section>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;

export const handle = muiRoute;
