/** Deciding on payments that wait (For Approval's approve and reject, Upcoming's release of a payout-change hold): the posted form's schema. */
import { z } from 'zod';
import { Messages } from './messages';

export type ApprovalDecision = 'approve' | 'reject';

function isDecision(value: unknown): value is ApprovalDecision {
  return value === 'approve' || value === 'reject';
}

/**
 * A decision on payments: the ticked rows (`ids`) with the list's Approve or Reject button (`decision`), or one
 * row's button (`one=approve:<id>`, which wins), or the confirm step's form (`confirmed=yes`, a rejection's optional
 * `reason`). Without a decision and at least one payment it is refused with 'Select at least one payment.'.
 */
export const approvalSchema = z
  .object({
    one: z.string().optional(),
    decision: z.string().optional(),
    ids: z.array(z.string().optional()),
    confirmed: z.string().optional(),
    reason: z.string().optional(),
  })
  .transform((posted, ctx) => {
    const [oneDecision, oneId] = (posted.one ?? '').split(':');
    const single = isDecision(oneDecision) && oneId ? { decision: oneDecision, ids: [oneId] } : null;
    const decision = single ? single.decision : posted.decision;
    const ids = single ? single.ids : posted.ids.filter((id): id is string => Boolean(id));
    if (!isDecision(decision) || ids.length === 0) {
      ctx.addIssue({ code: 'custom', message: Messages.selectPayments });
      return z.NEVER;
    }
    return { decision, ids, confirmed: posted.confirmed === 'yes', reason: (posted.reason ?? '').trim() };
  });
