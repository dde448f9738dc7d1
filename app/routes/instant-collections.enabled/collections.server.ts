/**
 * The web's side of instant collections on `/instant-collections/enabled`: who the viewer may collect
 * from (enabled consumers, connected customers), the collect form chosen by the URL (`?collect=consumer:<id>` once or
 * many times), its confirm step, and the collectPayments mutation. All plain GET links and POST forms.
 */
import { parseWithZod } from '@conform-to/zod';
import type { SubmissionResult } from '@conform-to/react';
import { data } from '@remix-run/node';
import { collectFormSchema, collectRights, parsePayer, REVOKE_DEBITS_DIALOG } from '../../../domain/collections';
import { listQueryString, type ListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { coreGraphql } from '../../graphql/core';
import type { CollectableCustomersQuery } from '../../graphql/core/graphql';
import { ApiError, callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { redirect } from '../../platform/redirect.server';
import { mintIdempotencyKey } from '../../features/transactions/send-payment.server';
import { loadConsumerList, type ConsumerListData, type ConsumerRow } from '../../features/transactions/transactions.server';
import { requireViewer } from '../../platform/viewer.server';

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

const consumerPayer = (c: ConsumerRow): Payer => ({ ref: `consumer:${c.consumerId}`, name: `${c.firstName} ${c.lastName}`, kind: 'consumer', phoneNumber: c.phoneNumber ?? null });
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
      const c = consumers.find((row) => row.consumerId === p.consumerId);
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
 * The revoke dialog's POST: records that the consumer revoked their debit authorization (the API checks who may),
 * then back to the list with a toast; the row then reads "Debits revoked".
 */
export async function revokeDebitsAction(request: Request, context: RequestContext, form: FormData) {
  const { list } = await pageState(request, context);
  try {
    const { revokeDebitAuthorization } = await callApi(context, { document: REVOKE_MUTATION, variables: { consumerId: String(form.get('id') ?? '') } });
    context.session.flash('success', revokeDebitAuthorization.message);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    context.session.flash('danger', error.message || Messages.somethingWentWrong);
  }
  throw redirect(listPathOf(list.query));
}

export interface CollectConfirmation {
  payers: Payer[];
  amountCents: number;
  /** The form's values as typed, carried by the confirm step's hidden fields. */
  values: { amount: string; referenceNumber: string; description: string; phoneNumber: string };
  idempotencyKey: string;
  question: string;
}

export type CollectActionData = { intent: 'collect'; result: SubmissionResult<string[]>; confirmation: CollectConfirmation | null };

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * The collect form's POST. `review` checks the form and answers with the confirm step (count and total);
 * `confirm` collects, flashes what happened and goes back to the list. Nothing moves before the confirmation.
 */
export async function collectAction(request: Request, context: RequestContext, form: FormData) {
  const { list, rights, customers } = await pageState(request, context);
  const listPath = listPathOf(list.query);
  const submission = parseWithZod(form, { schema: collectFormSchema });
  const reply = (result: SubmissionResult<string[]>, status = 400) => data<CollectActionData>({ intent: 'collect', result, confirmation: null }, { status });
  if (submission.status !== 'success') return reply(submission.reply());
  const v = submission.value;
  const payers = payersOf(v.payers, rights.consumers ? list.rows : [], customers);
  if (payers.length !== new Set(v.payers).size) return reply(submission.reply({ formErrors: [Messages.selectPayers] }));
  const single = payers.length === 1 && payers[0].kind === 'consumer';
  if (text(form, 'intent') !== 'confirm') {
    const total = formatCents(v.amount * payers.length);
    return data<CollectActionData>({
      intent: 'collect',
      result: submission.reply(),
      confirmation: {
        payers,
        amountCents: v.amount,
        values: { amount: text(form, 'amount'), referenceNumber: v.referenceNumber ?? '', description: v.description ?? '', phoneNumber: single ? (v.phoneNumber ?? '') : '' },
        idempotencyKey: v.idempotencyKey,
        question: Messages.confirmCollect(payers.length, total),
      },
    });
  }
  try {
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
    context.session.flash('success', Messages.collectionsRequested(collectPayments.payments.length));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return reply(submission.reply({ formErrors: [error.message || Messages.somethingWentWrong] }));
  }
  throw redirect(listPath);
}
