/**
 * Manage users (spec §2): the business's active and suspended people, creating an employee with a first password
 * (spec §3), suspending and reactivating an employee (a suspended user cannot sign in and every refresh token of
 * theirs is revoked) and granting or withdrawing business rights. Owners are listed but never changed here.
 */
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import type { EmployeeCreate } from '../../../domain/network';
import { ADMIN_FLAG } from '../../../domain/product';
import { Roles } from '../../../domain/roles';
import { businessEmployees, businesses, connections, refreshTokens, users, type UserRow } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { iso } from '../../lib/dates';
import { forbidden, notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { hashPassword } from '../auth';
import { emailHasAccount, type NetworkDeps } from './invitations';
import { addEmployee, createUser } from './parties';
import type { UpdateBusinessEmployeeInput } from '../../graphql/generated/core';

export type UserListStatus = 'active' | 'suspended';

export interface BusinessUserRow {
  /** The business_employees id (null for the business's owner). */
  employeeId: string | null;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  role: string;
  isBusinessRightsAvailable: boolean;
  registeredAt: string | null;
  blockedAt: string | null;
  disableReason: string | null;
  /** Spec §3's is{product}Admin: only the platform administrator, who is nobody's employee or owner. */
  [ADMIN_FLAG]: boolean;
  /** Spec §3's activationCode: none exists that may be shown (decision 028). */
  activationCode: null;
}

function rowOf(user: UserRow, employee: typeof businessEmployees.$inferSelect | null): BusinessUserRow {
  return {
    employeeId: employee?.id ?? null,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: user.role,
    isBusinessRightsAvailable: employee ? employee.isBusinessRightsAvailable || user.role === Roles.owner : true,
    registeredAt: iso(employee?.registeredAt ?? user.registeredAt),
    blockedAt: iso(employee?.blockedAt),
    disableReason: user.disableReason,
    [ADMIN_FLAG]: user.role === Roles.admin,
    activationCode: null,
  };
}

/** One page of the business's active (owner first, then by name) or suspended users; businesses have few people, so the page is cut in memory. */
export async function listBusinessUsers(db: NetworkDeps['db'], businessId: string, status: UserListStatus, skip: number, limit: number) {
  const members = await db
    .select({ user: users, employee: businessEmployees })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(and(eq(businessEmployees.businessId, businessId), status === 'active' ? isNull(businessEmployees.blockedAt) : isNotNull(businessEmployees.blockedAt)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  let rows = members.map((m) => rowOf(m.user, m.employee));
  if (status === 'active') {
    const [business] = await db.select({ ownerUserId: businesses.ownerUserId }).from(businesses).where(eq(businesses.id, businessId));
    const [owner] = business?.ownerUserId ? await db.select().from(users).where(eq(users.id, business.ownerUserId)) : [];
    rows = rows.filter((r) => r.userId !== owner?.id);
    if (owner) rows.unshift(rowOf(owner, null));
  }
  return { count: rows.length, rows: rows.slice(skip, skip + limit) };
}

/** The SDL's UpdateBusinessEmployeeInput (generated, api/graphql/generated/core.ts): activationStatus is active or suspended. */
export type EmployeeChange = UpdateBusinessEmployeeInput;

/** Suspends or reactivates an employee of the caller's business, or changes their rights; never the caller, never an owner. */
export async function changeEmployee(deps: NetworkDeps, caller: UserRow, businessId: string, change: EmployeeChange): Promise<BusinessUserRow> {
  const { db, now } = deps;
  if (!isUuid(change.id)) throw notFound('Employee');
  const [found] = await db
    .select({ user: users, employee: businessEmployees })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(and(eq(businessEmployees.id, change.id), eq(businessEmployees.businessId, businessId)))
    .limit(1);
  if (!found) throw notFound('Employee');
  if (found.user.id === caller.id) throw validationError(Messages.cannotChangeSelf);
  if (found.user.role !== Roles.employee) throw forbidden();
  const status = change.activationStatus ?? null;
  if (status !== null && status !== 'active' && status !== 'suspended') {
    throw validationError(Messages.formIncorrect, { activationStatus: 'activationStatus is active or suspended' });
  }
  await db.transaction(async (tx) => {
    if (status === 'suspended') {
      await tx.update(businessEmployees).set({ blockedAt: now, updatedAt: now }).where(eq(businessEmployees.id, found.employee.id));
      await tx.update(users).set({ enabled: false, disableReason: `Suspended by ${caller.email}`, updatedAt: now }).where(eq(users.id, found.user.id));
      // Every sign-in ends now, not when the access token would expire.
      await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, found.user.id), isNull(refreshTokens.revokedAt)));
      await tx.update(connections).set({ status: 'suspended', updatedAt: now }).where(and(eq(connections.acceptedUserId, found.user.id), eq(connections.kind, 'employee')));
    } else if (status === 'active') {
      await tx.update(businessEmployees).set({ blockedAt: null, updatedAt: now }).where(eq(businessEmployees.id, found.employee.id));
      await tx.update(users).set({ enabled: true, disableReason: null, updatedAt: now }).where(eq(users.id, found.user.id));
      await tx.update(connections).set({ status: 'accepted', updatedAt: now }).where(and(eq(connections.acceptedUserId, found.user.id), eq(connections.kind, 'employee')));
    }
    if (typeof change.isBusinessRightsAvailable === 'boolean') {
      await tx
        .update(businessEmployees)
        .set({ isBusinessRightsAvailable: change.isBusinessRightsAvailable, updatedAt: now })
        .where(eq(businessEmployees.id, found.employee.id));
    }
    await writeAudit(tx, {
      at: now,
      userId: caller.id,
      action: 'employeeChanged',
      address: deps.address,
      outcome: 'success',
      details: { employeeId: found.employee.id, activationStatus: status, isBusinessRightsAvailable: change.isBusinessRightsAvailable ?? null },
    });
  });
  const [after] = await db
    .select({ user: users, employee: businessEmployees })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .where(eq(businessEmployees.id, found.employee.id));
  return rowOf(after.user, after.employee);
}

/**
 * Spec §3's employee create: an employee of the caller's business with a first password (already checked with
 * employeeCreateSchema), active at once. A pending invitation to the same e-mail is withdrawn: its link could
 * only fail now that the e-mail has an account.
 */
export async function createEmployee(deps: NetworkDeps, caller: UserRow, businessId: string, value: EmployeeCreate): Promise<BusinessUserRow> {
  const { db, now } = deps;
  const email = value.email.toLowerCase();
  if (await emailHasAccount(db, email)) throw validationError(Messages.duplicateEmail, { email: Messages.duplicateEmail });
  const passwordHash = await hashPassword(value.password);
  const { user, employee } = await db.transaction(async (tx) => {
    const created = await createUser(tx, 'employee', { ...value, email }, passwordHash, now);
    await addEmployee(tx, created.id, businessId, value.isBusinessRightsAvailable, now);
    const withdrawn = await tx
      .update(connections)
      .set({ status: 'removed', tokenHash: null, updatedAt: now })
      .where(and(eq(connections.kind, 'employee'), eq(connections.businessId, businessId), eq(connections.status, 'invited'), sql`lower(${connections.targetEmail}) = ${email}`))
      .returning({ id: connections.id });
    await writeAudit(tx, {
      at: now,
      userId: caller.id,
      action: 'employeeCreated',
      address: deps.address,
      outcome: 'success',
      details: { employeeUserId: created.id, businessId, isBusinessRightsAvailable: value.isBusinessRightsAvailable, withdrawnInvitations: withdrawn.map((w) => w.id) },
    });
    const [membership] = await tx.select().from(businessEmployees).where(eq(businessEmployees.userId, created.id));
    return { user: created, employee: membership };
  });
  return rowOf(user, employee);
}
