/**
 * Who may do what, for every resolver of the GraphQL layer: the caller's business scope (owner, employee and their
 * rights), the admin, and the read rules on businesses, dashboards and employees. Each module's resolvers start here.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { Roles } from '../../domain/roles';
import type { Database } from '../db/client';
import type { ApiContext } from './context';
import { forbidden } from '../lib/errors';
import { businessEmployees, businesses, type UserRow } from '../db/schema';

/** The business a signed-in owner or employee belongs to, and what they may do in it. */
export interface BusinessScope {
  businessId: string | null;
  isOwner: boolean;
  /** Owners always; employees when isBusinessRightsAvailable. */
  hasRights: boolean;
  employeeId: string | null;
}

const NO_SCOPE: BusinessScope = { businessId: null, isOwner: false, hasRights: false, employeeId: null };

export async function loadBusinessScope(db: Database, user: UserRow): Promise<BusinessScope> {
  if (user.role === Roles.owner) {
    const [owned] = await db
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.ownerUserId, user.id))
      .orderBy(asc(businesses.createdAt), asc(businesses.id))
      .limit(1);
    if (owned) return { businessId: owned.id, isOwner: true, hasRights: true, employeeId: null };
    // A further owner of a business (e.g. the demo's secure@northwind.test) is linked by membership.
    const [member] = await db
      .select({ businessId: businessEmployees.businessId })
      .from(businessEmployees)
      .where(and(eq(businessEmployees.userId, user.id), isNull(businessEmployees.blockedAt)))
      .limit(1);
    return member ? { businessId: member.businessId, isOwner: true, hasRights: true, employeeId: null } : NO_SCOPE;
  }
  if (user.role === Roles.employee) {
    // A blocked employee keeps the account but loses the business.
    const [employee] = await db
      .select()
      .from(businessEmployees)
      .where(and(eq(businessEmployees.userId, user.id), isNull(businessEmployees.blockedAt)))
      .limit(1);
    return employee
      ? { businessId: employee.businessId, isOwner: false, hasRights: employee.isBusinessRightsAvailable, employeeId: employee.id }
      : NO_SCOPE;
  }
  return NO_SCOPE;
}

const isAdmin = (user: UserRow) => user.role === Roles.admin;

/** Admin: any business. Owner and employee: their own. Everyone else: none. */
export function canReadBusiness(user: UserRow, scope: BusinessScope, businessId: string): boolean {
  return isAdmin(user) || (scope.businessId !== null && scope.businessId === businessId);
}

/** Admin: any. Owner, or employee with rights, of that business. */
export function canReadBusinessDashboard(user: UserRow, scope: BusinessScope, businessId: string): boolean {
  return isAdmin(user) || (scope.businessId === businessId && scope.hasRights);
}

/** Admin: any. The employee themself. Owner and rights-employees of the employee's business. */
export function canReadEmployee(
  user: UserRow,
  scope: BusinessScope,
  employee: { userId: string; businessId: string },
): boolean {
  if (isAdmin(user) || employee.userId === user.id) return true;
  return scope.businessId === employee.businessId && scope.hasRights;
}

export function isAdminUser(user: UserRow): boolean {
  return isAdmin(user);
}

/**
 * The signed-in caller and their business scope (every business resolver starts here). The scope is loaded once
 * per live session (see ApiContext's `remember`): any mutation on this process, blocking an employee included,
 * forgets it.
 */
export async function callerWithScope(ctx: ApiContext) {
  const viewer = await ctx.viewer();
  return { user: viewer.user, scope: await viewer.remember('scope', () => loadBusinessScope(ctx.db, viewer.user)) };
}

/** The signed-in caller, who must be the platform administrator. */
export async function requireAdminCaller(ctx: ApiContext): Promise<UserRow> {
  const { user } = await ctx.viewer();
  if (!isAdminUser(user)) throw forbidden();
  return user;
}

/** A scope whose caller acts for a business with its rights: the owner, or an employee with business rights. */
export type ScopeWithRights = BusinessScope & { businessId: string };

/** The signed-in caller, who must be the owner of a business or one of its employees with business rights. */
export async function callerWithRights(ctx: ApiContext): Promise<{ user: UserRow; scope: ScopeWithRights; businessId: string }> {
  const { user, scope } = await callerWithScope(ctx);
  if (!scope.businessId || !scope.hasRights) throw forbidden();
  return { user, scope: scope as ScopeWithRights, businessId: scope.businessId };
}
