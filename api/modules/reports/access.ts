/**
 * Who sees which payments in the reports: admins all, owners and employees their business, a vendor manager only
 * the payments to their vendor, bank users none. The pending-approval and test reports belong to the business
 * that sends the payments, so a vendor manager or a bank user may not open them.
 */
import { eq, type SQL } from 'drizzle-orm';
import { Roles } from '../../../domain/roles';
import type { Database } from '../../db/client';
import { payments, vendorManagers, type UserRow } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { BusinessScope } from '../core/access';
import type { ExportReportName } from './query';

type Db = Pick<Database, 'select'>;

/** Conditions that confine a caller to what they may see: undefined means everything, null nothing at all. */
export async function visibilityOf(db: Db, user: UserRow, scope: BusinessScope): Promise<SQL | undefined | null> {
  if (user.role === Roles.admin) return undefined;
  if (user.role === Roles.owner || user.role === Roles.employee) return scope.businessId ? eq(payments.businessId, scope.businessId) : null;
  if (user.role === Roles.vendorManager) {
    const [vm] = await db.select({ vendorId: vendorManagers.vendorId }).from(vendorManagers).where(eq(vendorManagers.userId, user.id));
    return vm ? eq(payments.vendorId, vm.vendorId) : null;
  }
  return null;
}

const SENDER_ONLY_REPORTS: readonly ExportReportName[] = ['pendingApproval', 'test'];

/** The visibility for one report; throws forbidden when the caller's role may not open that report at all. */
export async function reportVisibility(db: Db, user: UserRow, scope: BusinessScope, report: ExportReportName): Promise<SQL | undefined | null> {
  if (SENDER_ONLY_REPORTS.includes(report) && (user.role === Roles.vendorManager || user.role === Roles.bankUser)) throw forbidden();
  return visibilityOf(db, user, scope);
}
