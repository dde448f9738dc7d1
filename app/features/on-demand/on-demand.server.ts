/**
 * On demand pages: the business's active consumers, its onDemand payments (completed, pending), adding a
 * consumer, and sending a consumer payment through the services' POST /rest/sendFundsToCustomer with the
 * session's token (spec §4 send-payment states: payment error, ACH confirmation needed, success).
 */
import { formatDay } from '../../../domain/dates';
import { ErrorCodes } from '../../../domain/errors';
import { toSkipLimit, type ListQuery } from '../../../domain/list-query';
import type { ConsumerForm, ConsumerPaymentForm } from '../../../domain/payment-forms';
import { href } from '../../../domain/routes';
import type { LinkTab } from '../../components/LinkTabs';
import { routeTabLinks } from '../../components/RouteTabs';
import { ON_DEMAND_TABS, type OnDemandTab } from './tabs';
import { ApiError, callApi, fetchFromServices } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { logger } from '../../platform/logger.server';
import { coreGraphql } from '../../graphql/core';
import type { OnDemandConsumersQuery } from '../../graphql/core/graphql';
import { reportsGraphql } from '../../graphql/reports';
import type { OnDemandPaymentsQuery } from '../../graphql/reports/graphql';
import { redirectIfSetupVerificationNeeded } from '../subscriptions/subscriptions.server';

/** On Demand's tabs with their addresses, read from the route table here, so the lists' pages load no route table (decision 147). */
export function onDemandTabLinks(current: OnDemandTab): LinkTab[] {
  return routeTabLinks(ON_DEMAND_TABS, current);
}

export type ConsumerRow = OnDemandConsumersQuery['consumers']['edges'][number]['node'];
export type OnDemandPaymentRow = OnDemandPaymentsQuery['paymentTransferTransactions']['edges'][number]['node'];

export interface Page<T> {
  count: number;
  rows: T[];
}

const CONSUMERS_QUERY = coreGraphql(`
  query OnDemandConsumers($skip: Int, $limit: Int) {
    consumers(skip: $skip, limit: $limit, filter: { processStatus: "active" }) {
      meta {
        count
      }
      edges {
        node {
          ...ConsumerListFields
          lastReturn {
            paymentId
            purchaseId
            status
            returnCode
            paymentErrorMessage
            at
          }
        }
      }
    }
  }
`);

const PAYMENTS_QUERY = reportsGraphql(`
  query OnDemandPayments($filter: PaymentTransferTransactionFilter, $skip: Int, $limit: Int) {
    paymentTransferTransactions(filter: $filter, orderBy: "createdAtDesc", skip: $skip, limit: $limit) {
      meta {
        count
      }
      edges {
        node {
          id status purchaseId paymentTransactionId paymentErrorMessage returnCode moneyAmount description referenceNumber createdDate
          dueDateTime { date time timezone } business { name } recipient { accountHolderName accountNumberLast4 }
        }
      }
    }
  }
`);

const CREATE_CONSUMER = coreGraphql(`
  mutation CreateConsumer($input: CreateConsumerInput!) {
    createConsumer(input: $input) {
      consumerId
    }
  }
`);

export async function fetchActiveConsumers(context: RequestContext, query: ListQuery): Promise<Page<ConsumerRow>> {
  const result = await callApi(context, {
    document: CONSUMERS_QUERY,
    variables: toSkipLimit(query),
  });
  return { count: result.consumers.meta.count, rows: result.consumers.edges.map((e) => e.node) };
}

/** One onDemand payment by purchase id (the outcome panel after a send); null when the caller may not see it. */
export async function fetchOnDemandPayment(context: RequestContext, purchaseId: string): Promise<OnDemandPaymentRow | null> {
  const result = await callApi(context, {
    document: PAYMENTS_QUERY,
    variables: { filter: { type: 'onDemand', purchaseId }, skip: 0, limit: 1 },
  });
  return result.paymentTransferTransactions.edges[0]?.node ?? null;
}

type CreateConsumerResult = { ok: true } | { ok: false; message: string };

export async function createConsumer(context: RequestContext, form: ConsumerForm): Promise<CreateConsumerResult> {
  try {
    await callApi(context, { document: CREATE_CONSUMER, variables: { input: form } });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // Adding a consumer (where money goes) needs a fresh setup verification (SETUP_GATED_MUTATIONS).
    redirectIfSetupVerificationNeeded(error, href('onDemand.consumers'));
    return { ok: false, message: error.message };
  }
}

/** What the send produced, as spec §4's send-payment states. */
type SendFundsOutcome =
  | { state: 'success'; purchaseId: string | null; /** The payment's status (null for a repeat of the same key). */ status: string | null }
  | { state: 'achConfirmation'; message: string }
  | { state: 'failure'; message: string };

interface SendFundsResponse {
  paymentError?: boolean;
  message?: string;
  needACHConfirmation?: boolean;
  code?: string;
  purchaseId?: string;
  status?: string;
}

/**
 * Posts to /rest/sendFundsToCustomer with the session's token (fresh: the action's viewer load refreshed it)
 * and the idempotency key of the form, so the ACH confirmation's re-post and a double submit pay once.
 * Without "send by ACH" the request asks for an instant payment with ACH confirmation as the fallback.
 */
const ACH_ARRIVAL_QUERY = coreGraphql(`
  query OnDemandAchArrival {
    expectedArrivalDate(paymentType: "onDemand")
  }
`);

/** The day (MM-dd-yyyy) an on-demand payment sent by ACH now is expected in the consumer's bank: its processing day's next banking day. */
export async function onDemandAchArrival(context: RequestContext): Promise<string> {
  const { expectedArrivalDate } = await callApi(context, { document: ACH_ARRIVAL_QUERY });
  return formatDay(expectedArrivalDate);
}

export async function sendFundsToCustomer(
  context: RequestContext,
  form: ConsumerPaymentForm,
  options: { idempotencyKey: string; achConfirmed: boolean },
): Promise<SendFundsOutcome> {
  const isACHPayment = form.isACHPayment || options.achConfirmed;
  const body = {
    consumerId: form.consumerId,
    amount: form.amount,
    description: form.description ?? null,
    referenceNumber: form.referenceNumber ?? null,
    needACHConfirmation: !isACHPayment,
    isACHPayment,
  };
  const headers = { 'content-type': 'application/json', 'idempotency-key': options.idempotencyKey };
  let response: Response;
  try {
    response = await fetchFromServices(context, '/rest/sendFundsToCustomer', {
      method: 'POST',
      token: context.session.get('accessToken') ?? '',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    logger.warn({ requestId: context.requestId, err: String(error) }, 'sendFundsToCustomer unreachable');
    return { state: 'failure', message: '' };
  }
  const answer = (await response.json().catch(() => ({}))) as SendFundsResponse;
  // A repeat of the same key: the first request created the payment.
  if (answer.code === ErrorCodes.requestDuplicated) return { state: 'success', purchaseId: null, status: null };
  if (!response.ok || answer.paymentError) return { state: 'failure', message: answer.message ?? '' };
  if (answer.needACHConfirmation) return { state: 'achConfirmation', message: answer.message ?? '' };
  return { state: 'success', purchaseId: answer.purchaseId ?? null, status: answer.status ?? null };
}
