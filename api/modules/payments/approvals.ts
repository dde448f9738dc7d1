/**
 * A person's decisions on payments: who may approve, and approve, reject and cancel, each in one transaction with its
 * history line and its job (decision 029 for payments held for a payout change, 094 for those waiting for a vendor).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../../domain/errors';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { jobs, payments, type PaymentRow, type UserRow } from '../../db/schema';
import { apiError, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BusinessScope } from '../../graphql/access';
import type { Tx } from '../../rails/payments-port';
import { dueForPayment } from './calendar';
import { lacksDestination } from './invited-vendors';
import { heldForPayoutChange } from './payout-hold';
import { approvalRequired, instantDue, SUBMIT_JOB, transition } from './service';
import { tellInvitedVendors } from './waiting-for-registration';

type Db = Database | Tx;

export function isApprover(user: UserRow, scope: BusinessScope): boolean {
  return (user.role === Roles.owner || user.role === Roles.employee) && scope.businessId !== null && scope.hasRights;
}

async function loadOwned(db: Db, ids: string[], businessId: string): Promise<PaymentRow[]> {
  const valid = ids.filter(isUuid);
  if (!valid.length) return [];
  // Locked, so a payment's vendor registering at the same moment (attachWaitingPayments) is seen before it is moved.
  return db.select().from(payments).where(and(inArray(payments.id, valid), eq(payments.businessId, businessId))).for('update');
}

/** A person as a payment's timeline names them (beside "Created by" on its page): their name, else their e-mail. */
function personName(user: Pick<UserRow, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email;
}

export interface ApprovalResult {
  payments: PaymentRow[];
  /** Ids not moved: unknown, another business's, or no longer pending approval. */
  skippedIds: string[];
}

/** Approves payments waiting for approval: each one goes to scheduled with its job, in one transaction. */
export async function approvePayments(db: Database, user: UserRow, scope: BusinessScope, ids: string[], now: Date): Promise<ApprovalResult> {
  if (!isApprover(user, scope)) throw forbidden();
  const approvalOn = await approvalRequired(db, scope.businessId!);
  return db.transaction(async (tx) => {
    // Without approvals, only a payment held for its vendor's payout change can be approved (decision 029).
    const owned = approvalOn ? await loadOwned(tx, ids, scope.businessId!) : await heldForPayoutChange(tx, await loadOwned(tx, ids, scope.businessId!));
    if (!approvalOn && !owned.length) throw apiError(ErrorCodes.forbidden, 'Approval of payments is not enabled for this business');
    const moved: PaymentRow[] = [];
    for (const p of owned) {
      // A due time that passed while waiting moves to the next processing window.
      const { due, dueAt } = p.instantNetwork
        ? instantDue(now)
        : p.dueAt.getTime() < now.getTime()
          ? await dueForPayment(tx, p.kind, null, now, null, p.businessId) : { due: { date: p.dueDate, time: p.dueTime, timezone: p.timezone }, dueAt: p.dueAt };
      // Approved before its vendor registered: it waits for the bank details, with no job (decision 094).
      if (lacksDestination(p)) {
        const waiting = await transition(tx, p.id, ['pendingApproval'], 'awaitingBankDetails', now, { description: `Approved by ${personName(user)}`, code: 'approved' }, { approvedByUserId: user.id });
        if (waiting) {
          await tellInvitedVendors(tx, [waiting], now);
          moved.push(waiting);
        }
        continue;
      }
      const row = await transition(tx, p.id, ['pendingApproval'], 'scheduled', now, { description: `Approved by ${personName(user)}`, code: 'approved' }, {
        approvedByUserId: user.id,
        dueDate: due.date,
        dueTime: due.time,
        timezone: due.timezone,
        dueAt,
      });
      if (!row) continue;
      // A payment held after it was scheduled (payout-change.ts) may still have its old job row: queue it again.
      await tx
        .insert(jobs)
        .values({ kind: SUBMIT_JOB, paymentId: row.id, runAt: row.dueAt, createdAt: now })
        .onConflictDoUpdate({ target: [jobs.kind, jobs.paymentId], set: { status: 'queued', runAt: row.dueAt, attempts: 0, lastError: null } });
      moved.push(row);
    }
    const movedIds = new Set(moved.map((p) => p.id));
    return { payments: moved, skippedIds: ids.filter((id) => !movedIds.has(id)) };
  });
}

export async function rejectPayments(db: Database, user: UserRow, scope: BusinessScope, ids: string[], now: Date, reason?: string | null): Promise<ApprovalResult> {
  if (!isApprover(user, scope)) throw forbidden();
  if (!(await approvalRequired(db, scope.businessId!))) throw apiError(ErrorCodes.forbidden, 'Approval of payments is not enabled for this business');
  return db.transaction(async (tx) => {
    const owned = await loadOwned(tx, ids, scope.businessId!);
    const moved: PaymentRow[] = [];
    for (const p of owned) {
      const row = await transition(tx, p.id, ['pendingApproval'], 'canceled', now, { description: reason?.trim() || `Rejected by ${personName(user)}`, code: 'rejected' }, { paymentProcessStatus: 'canceled' });
      if (row) moved.push(row);
    }
    const movedIds = new Set(moved.map((p) => p.id));
    return { payments: moved, skippedIds: ids.filter((id) => !movedIds.has(id)) };
  });
}

/** Cancels a payment that has not started processing; its job is canceled in the same transaction. */
export async function cancelPayment(db: Database, user: UserRow, scope: BusinessScope, id: string, now: Date): Promise<PaymentRow> {
  if (!scope.businessId || !scope.hasRights) throw forbidden();
  return db.transaction(async (tx) => {
    const [p] = await loadOwned(tx, [id], scope.businessId!);
    if (!p) throw notFound('Payment');
    const row = await transition(tx, p.id, ['pendingApproval', 'awaitingBankDetails', 'scheduled'], 'canceled', now, { description: `Canceled by ${personName(user)}`, code: 'canceled' }, { paymentProcessStatus: 'canceled' });
    if (!row) throw apiError(ErrorCodes.validation, 'Only a payment that has not started processing can be canceled');
    await tx.update(jobs).set({ status: 'canceled', finishedAt: now }).where(and(eq(jobs.paymentId, p.id), eq(jobs.status, 'queued')));
    return row;
  });
}
