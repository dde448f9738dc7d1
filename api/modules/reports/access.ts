/**
 * Who sees which payments in the reports: admins all, owners and employees their business, a vendor manager only
 * the payments to their vendor, bank users none. The pending-approval and test reports belong to the business
 * that sends the payments, so a vendor manager or a bank user may not open them.
 */
import { eq, type SQL } from 'drizzle-orm';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { payments, vendorManagers, type CapturedVisibility, type UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { inline, type Bind } from './bind';
import type { BusinessScope } from '../../graphql/access';
import type { ExportReportName } from './query';

type Db = Pick<Database, 'select'>;

/**
 * What a caller may see, as data: every payment, one business's, or one vendor's. Data rather than a condition so
 * that an export task can keep it (report_tasks.visibility) and the counts can tell whether payment_counts answers.
 */
export type Visibility = CapturedVisibility;

/** The caller's visibility; null when they may see no payment at all. */
export async function visibleTo(db: Db, user: UserRow, scope: BusinessScope): Promise<Visibility | null> {
  if (user.role === Roles.admin) return { all: true };
  if (user.role === Roles.owner || user.role === Roles.employee) return scope.businessId ? { businessId: scope.businessId } : null;
  if (user.role === Roles.vendorManager) {
    const [vm] = await db.select({ vendorId: vendorManagers.vendorId }).from(vendorManagers).where(eq(vendorManagers.userId, user.id));
    return vm ? { vendorId: vm.vendorId } : null;
  }
  return null;
}

/** A visibility as a condition on payments (undefined: all). */
export function visibilityCondition(visibility: Visibility, bind: Bind = inline): SQL | undefined {
  if ('businessId' in visibility) return eq(payments.businessId, bind(visibility.businessId, payments.businessId));
  if ('vendorId' in visibility) return eq(payments.vendorId, bind(visibility.vendorId, payments.vendorId));
  return undefined;
}

/** Conditions that confine a caller to what they may see: undefined means everything, null nothing at all. */
export async function visibilityOf(db: Db, user: UserRow, scope: BusinessScope): Promise<SQL | undefined | null> {
  const visibility = await visibleTo(db, user, scope);
  return visibility && visibilityCondition(visibility);
}

const SENDER_ONLY_REPORTS: readonly ExportReportName[] = ['pendingApproval', 'test'];

/** The visibility for one report (null: nothing); throws forbidden when the caller's role may not open that report at all. */
export async function reportVisibility(db: Db, user: UserRow, scope: BusinessScope, report: ExportReportName): Promise<Visibility | null> {
  if (SENDER_ONLY_REPORTS.includes(report) && (user.role === Roles.vendorManager || user.role === Roles.bankUser)) throw forbidden();
  return visibleTo(db, user, scope);
}
