/** Approvals: approving and rejecting payments, from a list (with its confirm step) or from a payment's page. */
import type { ActionFunctionArgs } from '@remix-run/node';
import { parseListQuery } from '../../../domain/list-query';
import { Messages } from '../../../domain/messages';
import { formatCents } from '../../../domain/money';
import { approvalSchema, type ApprovalDecision } from '../../../domain/approvals';
import { FormRefusal, formAction, refusalToast } from '../../platform/form-action.server';
import { counterpartyName } from '../../../domain/report-columns';
import { callApi } from '../../platform/api.server';
import type { RequestContext } from '../../platform/context';
import { coreGraphql } from '../../graphql/core';
import { fetchTransactionList, type TransactionListDef } from './lists.server';

const APPROVE_MUTATION = coreGraphql(`
  mutation ApprovePayments($ids: [ID!]!) {
    approvePayments(ids: $ids) {
      payments {
        id
      }
      skippedIds
    }
  }
`);

const REJECT_MUTATION = coreGraphql(`
  mutation RejectPayments($ids: [ID!]!, $reason: String) {
    rejectPayments(ids: $ids, reason: $reason) {
      payments {
        id
      }
      skippedIds
    }
  }
`);

/** Approves or rejects payments; the API checks who may and skips those no longer waiting. */
export async function decidePayments(
  context: RequestContext,
  decision: ApprovalDecision,
  ids: string[],
  reason?: string,
): Promise<{ done: number; skipped: number }> {
  if (decision === 'approve') {
    const { approvePayments: r } = await callApi(context, {
      document: APPROVE_MUTATION,
      variables: { ids },
    });
    return { done: r.payments.length, skipped: r.skippedIds.length };
  }
  const { rejectPayments: r } = await callApi(context, {
    document: REJECT_MUTATION,
    variables: { ids, reason: reason || null },
  });
  return { done: r.payments.length, skipped: r.skippedIds.length };
}

/** The confirm step the list shows before a decision is sent; a refused post answers conform's reply instead (FormActionData). */
export interface ApprovalActionData {
  /** `release`: Upcoming's release of a payout-change hold (an approval under the hood, decision 029). */
  confirmation: { decision: ApprovalDecision; ids: string[]; question: string; release?: boolean };
}

/**
 * For Approval's POST (and Upcoming's release): a decision on selected rows (or one row's button) first answers with
 * the confirm step; the confirmed form approves or rejects, flashes the result and goes back to the same list URL.
 */
export function approvalAction(args: ActionFunctionArgs, def: TransactionListDef) {
  const { request, context } = args;
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return formAction(args, {
    schema: approvalSchema,
    save: async ({ decision, ids, confirmed, reason }): Promise<ApprovalActionData | null> => {
      if (!confirmed) return { confirmation: await approvalConfirmation(context, def, url, decision, ids) };
      const { done, skipped } = await decidePayments(context, decision, ids, reason);
      const parts = [];
      if (done || !skipped) {
        parts.push(decision === 'reject' ? Messages.paymentsRejected(done) : def.releases ? Messages.paymentsReleased(done) : Messages.paymentsApproved(done));
      }
      if (skipped) parts.push(Messages.paymentsSkipped(skipped));
      context.session.flash(done ? 'success' : 'danger', parts.join(' '));
      return null;
    },
    // The decision's toast says what was done and what was skipped (danger when nothing was): the save flashes it.
    success: false,
    redirectTo: back,
    refused: refusalToast(context, back),
    answer: (saved) => saved ?? undefined,
  });
}

const shownAccount = (a: { bankName?: string | null; accountNumberLast4: string }) => Messages.accountEnding(a.bankName, a.accountNumberLast4);

/** The confirm step's question, over the rows of the list as the viewer sees it (a payment it does not show is left out). */
async function approvalConfirmation(context: RequestContext, def: TransactionListDef, url: URL, decision: ApprovalDecision, ids: string[]): Promise<ApprovalActionData['confirmation']> {
  const { rows } = await fetchTransactionList(context, def, parseListQuery(url.searchParams));
  // Upcoming releases only payments held for a payout change; For Approval decides on any row it shows.
  const selected = rows.filter((r) => ids.includes(r.id) && (!def.releases || (decision === 'approve' && r.payoutHold)));
  if (!selected.length) throw new FormRefusal({ formErrors: [Messages.selectPayments] });
  const total = formatCents(selected.reduce((sum, r) => sum + r.moneyAmount, 0));
  // An approval of a payment whose payee's account changed names the old and the new account, as the payment's page does.
  const changes = decision === 'approve' ? selected.flatMap((r) => (r.previousRecipient ? [Messages.approvalAccountsChanged(counterpartyName(r), shownAccount(r.previousRecipient), shownAccount(r.recipient))] : [])) : [];
  if (def.releases) return { decision, ids: [selected[0].id], question: [Messages.confirmRelease(total, counterpartyName(selected[0])), ...changes.slice(0, 1)].join(' '), release: true };
  const question = [decision === 'approve' ? Messages.confirmApprove(selected.length, total) : Messages.confirmReject(selected.length, total), ...changes].join(' ');
  return { decision, ids: selected.map((r) => r.id), question };
}
