/**
 * The web's side of instant collections on `/instant-collections/enabled`: who the viewer may collect
 * from (enabled consumers, connected customers), the collect form chosen by the URL (`?collect=consumer:<id>` once or
 * many times), its confirm step, and the collectPayments mutation. All plain GET links and POST forms.
 */
import type { SubmissionResult } from '@conform-to/react';
import type { ActionFunctionArgs } from '@remix-run/node';
import { collectFormSchema, collectRights, parsePayer, REVOKE_DEBITS_DIALOG, REVOKE_DEBITS_INTENT, type CollectForm } from '../../../domain/collections';
import { apiErrorMessage, FormRefusal, formActions, intentForm } from '../../platform/form-action.server';
import { recordIdSchema } from '../../platform/forms';
import { consumerInviteForms } from '../../features/network/invitations.server';
import { listQueryString, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { coreGraphql } from '../../graphql/core';
import type { CollectableCustomersQuery } from '../../graphql/core/graphql';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { redirect } from '../../platform/redirect.server';
import { mintIdempotencyKey } from '../../features/transactions/send-payment.server';
import { loadConsumerList, type ConsumerListData, type ConsumerRow } from '../../features/transactions/consumers.server';
import { requireViewer } from '../../platform/viewer.server';
import { formatPhone } from '../../../domain/phone';

const ENABLED_PATH = '/instant-collections/enabled';

export type CustomerRow = CollectableCustomersQuery['collectableCustomers'][number];

const CUSTOMERS_QUERY = coreGraphql(`
  query CollectableCustomers {
    collectableCustomers {
      businessId
      name
      email
      hasBankAccount
      connectedAt
    }
  }
`);

const REVOKE_MUTATION = coreGraphql(`
  mutation RevokeDebitAuthorization($consumerId: ID!) {
    revokeDebitAuthorization(consumerId: $consumerId) {
      message
    }
  }
`);

const COLLECT_MUTATION = coreGraphql(`
  mutation CollectPayments($input: CollectPaymentsInput!) {
    collectPayments(input: $input) {
      replayed
      payments {
        id
        purchaseId
      }
    }
  }
`);

/** A payer of the collect form: the field value (`consumer:<id>` / `customer:<id>`), a name, and the consumer's phone. */
export interface Payer {
  ref: string;
  name: string;
  kind: 'consumer' | 'customer';
  phoneNumber: string | null;
}

export interface EnabledPageData extends ConsumerListData {
  canCollectConsumers: boolean;
  canCollectCustomers: boolean;
  customers: CustomerRow[];
  /** The collect form's payers, from the URL; empty when no form is open. */
  collecting: Payer[];
  idempotencyKey: string;
  /** The list's own URL (the form's Cancel and where the action returns). */
  listPath: string;
  /** The consumer whose debit authorization the open dialog asks to revoke (`?dialog=revoke-debits&consumer=<id>`). */
  revoking: { consumerId: string; name: string } | null;
}

const consumerPayer = (c: ConsumerRow): Payer => ({ ref: `consumer:${c.consumerId}`, name: `${c.firstName} ${c.lastName}`, kind: 'consumer', phoneNumber: c.phoneNumber ? formatPhone(c.phoneNumber) : null });
const customerPayer = (c: CustomerRow): Payer => ({ ref: `customer:${c.businessId}`, name: c.name, kind: 'customer', phoneNumber: null });

async function fetchCustomers(context: RequestContext): Promise<CustomerRow[]> {
  return (await callApi(context, { document: CUSTOMERS_QUERY })).collectableCustomers;
}

/** The payers named by `refs` that the viewer may collect from and the page knows (the current page of consumers and every customer). */
function payersOf(refs: string[], consumers: readonly ConsumerRow[], customers: readonly CustomerRow[]): Payer[] {
  const payers: Payer[] = [];
  for (const ref of new Set(refs)) {
    const p = parsePayer(ref);
    if (p?.kind === 'consumer') {
      // A consumer a collection would be refused for is not offered (its row says why).
      const c = consumers.find((row) => row.consumerId === p.consumerId && !row.collectBlock);
      if (c) payers.push(consumerPayer(c));
    } else if (p?.kind === 'customer') {
      const c = customers.find((row) => row.businessId === p.customerBusinessId && row.hasBankAccount);
      if (c) payers.push(customerPayer(c));
    }
  }
  return payers;
}

async function pageState(request: Request, context: RequestContext) {
  const { viewer } = await requireViewer(request, context);
  // The open form's `collect` and the dialog's parameters are not list state: the list reads (and canonicalises) the URL without them.
  const url = new URL(request.url);
  for (const name of ['collect', 'dialog', 'consumer']) url.searchParams.delete(name);
  const list = await loadConsumerList(new Request(url, { headers: request.headers }), context, 'instantCollections.enabled');
  const rights = collectRights(viewer);
  const customers = rights.customers ? await fetchCustomers(context) : [];
  return { list, rights, customers };
}

function listPathOf(query: ListQuery): string {
  return `${ENABLED_PATH}?${listQueryString(query)}`;
}

export async function loadEnabledPage(request: Request, context: RequestContext): Promise<EnabledPageData> {
  const { list, rights, customers } = await pageState(request, context);
  const params = new URL(request.url).searchParams;
  const refs = params.getAll('collect');
  const consumers = rights.consumers ? list.rows : [];
  const toRevoke = params.get('dialog') === REVOKE_DEBITS_DIALOG ? consumers.find((c) => c.consumerId === params.get('consumer') && c.debitAuthorization === 'authorized') : undefined;
  return {
    ...list,
    canCollectConsumers: rights.consumers,
    canCollectCustomers: rights.customers,
    customers,
    collecting: payersOf(refs, consumers, customers),
    idempotencyKey: mintIdempotencyKey(),
    listPath: listPathOf(list.query),
    revoking: toRevoke ? { consumerId: toRevoke.consumerId, name: `${toRevoke.firstName} ${toRevoke.lastName}` } : null,
  };
}

/**
 * The revoke dialog's form: records that the consumer revoked their debit authorization (the API checks who may),
 * then back to the list with a toast; the row then reads "Debits revoked".
 */
function revokeDebitsForm(request: Request, context: RequestContext) {
  return intentForm({
    schema: recordIdSchema,
    save: async ({ id }): Promise<never> => {
      const { list } = await pageState(request, context);
      try {
        const { revokeDebitAuthorization } = await callApi(context, { document: REVOKE_MUTATION, variables: { consumerId: id } });
        context.session.flash('success', revokeDebitAuthorization.message);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        context.session.flash('danger', apiErrorMessage(error));
      }
      throw redirect(listPathOf(list.query));
    },
    // The save flashes the outcome, success or refusal, and goes back to the list as the page shows it.
    success: false,
  });
}

export interface CollectConfirmation {
  payers: Payer[];
  amountCents: number;
  /** The form's values as typed, carried by the confirm step's hidden fields. */
  values: { amount: string; referenceNumber: string; description: string; phoneNumber: string };
  idempotencyKey: string;
  question: string;
}

/** The confirm step the page redraws (the review's answer); a refused form answers conform's reply alone. */
export type CollectActionData = { intent: typeof REVIEW_INTENT; result: SubmissionResult<string[]>; confirmation: CollectConfirmation };

const REVIEW_INTENT = 'review';

/** The collect form's values the page knows: the payers it may collect from (all of them, or the form is refused). */
async function payersOfForm(request: Request, context: RequestContext, v: CollectForm) {
  const { list, rights, customers } = await pageState(request, context);
  const payers = payersOf(v.payers, rights.consumers ? list.rows : [], customers);
  if (payers.length !== new Set(v.payers).size) throw new FormRefusal({ formErrors: [Messages.selectPayers] });
  return { payers, single: payers.length === 1 && payers[0].kind === 'consumer', listPath: listPathOf(list.query) };
}

/**
 * The collect form's two intents. `review` checks the form and answers with the confirm step (count and total): it
 * saves nothing. `confirm` collects, flashes what happened and goes back to the list. Nothing moves before the
 * confirmation.
 */
function collectForms(request: Request, context: RequestContext) {
  const form = { schema: collectFormSchema, formLevel: false as const };
  return {
    [REVIEW_INTENT]: intentForm({
      ...form,
      save: (v: CollectForm) => payersOfForm(request, context, v),
      success: false,
      answer: ({ payers, single }, v, reply): CollectActionData => {
        const result = reply();
        const typedAmount = result.initialValue?.amount;
        return {
          intent: REVIEW_INTENT,
          result,
          confirmation: {
            payers,
            amountCents: v.amount,
            values: { amount: typeof typedAmount === 'string' ? typedAmount : '', referenceNumber: v.referenceNumber ?? '', description: v.description ?? '', phoneNumber: single ? (v.phoneNumber ?? '') : '' },
            idempotencyKey: v.idempotencyKey,
            question: Messages.confirmCollect(payers.length, formatCents(v.amount * payers.length)),
          },
        };
      },
    }),
    confirm: intentForm({
      ...form,
      save: async (v: CollectForm) => {
        const { payers, single, listPath } = await payersOfForm(request, context, v);
        const items = payers.map((p) => {
          const ref = parsePayer(p.ref)!;
          return {
            ...(ref.kind === 'consumer' ? { consumerId: ref.consumerId } : { customerBusinessId: ref.customerBusinessId }),
            amount: v.amount,
            referenceNumber: v.referenceNumber ?? null,
            description: v.description ?? null,
            // One consumer: the number typed; many: each consumer's number on file.
            phoneNumber: p.kind === 'consumer' ? ((single ? v.phoneNumber : p.phoneNumber) ?? null) : null,
          };
        });
        const { collectPayments } = await callApi(context, { document: COLLECT_MUTATION, variables: { input: { idempotencyKey: v.idempotencyKey, items } } });
        return { count: collectPayments.payments.length, listPath };
      },
      success: (_v, { count }) => Messages.collectionsRequested(count),
      redirectTo: (_v, { listPath }) => listPath,
    }),
  };
}

/**
 * Every form of the enabled page: collect (review, confirm), revoke a consumer's debit authorization, and the invite
 * forms it shares with the pending page.
 */
export function enabledPageAction(args: ActionFunctionArgs) {
  const { request, context } = args;
  return formActions(args, {
    ...collectForms(request, context),
    [REVOKE_DEBITS_INTENT]: revokeDebitsForm(request, context),
    ...consumerInviteForms(context, '/instant-collections/pending?page=1'),
  });
}
