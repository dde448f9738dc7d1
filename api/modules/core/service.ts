/** Core service data access: products, employees and the viewer (a business with its service level is read by api/modules/subscriptions; the dashboards' figures live in api/modules/dashboards). */
import { asksForVehicle } from '../../../domain/industries';
import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import { viewerTimeZone } from '../../../domain/dates';
import type { Database } from '../../db/client';
import { bankUsers, businessEmployees, businesses, products, users, vendorManagers, type UserRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import type { BusinessScope } from '../../graphql/access';
import { connectedAccountingSystems } from '../integrations';
import { productView, productsOfServiceLevel } from '../subscriptions';

export const PRODUCTS_MAX_LIMIT = 100;

export type ProductView = ReturnType<typeof productView>;

export interface ProductPage {
  skip: number;
  limit: number;
  filter?: { name?: string | null; active?: boolean | null } | null;
}

/** One page of products, ordered by name then id so pages never overlap. */
export async function listProducts(db: Database, page: ProductPage) {
  const conditions: SQL[] = [];
  const name = page.filter?.name?.trim();
  if (name) conditions.push(ilike(products.name, `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (typeof page.filter?.active === 'boolean') conditions.push(eq(products.active, page.filter.active));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const rows = await db
    .select()
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .offset(page.skip)
    .limit(page.limit);
  return { meta: { count: total }, edges: rows.map((p) => ({ node: productView(p) })) };
}

export async function findEmployee(db: Database, id: string) {
  const [row] = await db
    .select({ employee: businessEmployees, user: users, businessName: businesses.name })
    .from(businessEmployees)
    .innerJoin(users, eq(users.id, businessEmployees.userId))
    .innerJoin(businesses, eq(businesses.id, businessEmployees.businessId))
    .where(eq(businessEmployees.id, id))
    .limit(1);
  if (!row) return null;
  const { employee, user } = row;
  return {
    userId: user.id,
    businessId: employee.businessId,
    view: {
      id: employee.id,
      user: {
        id: user.id,
        phoneNumber: user.phoneNumber,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        enabled: user.enabled,
        disableReason: user.disableReason,
        isSystem: user.isSystem,
        registeredAt: iso(user.registeredAt),
        updatedAt: iso(user.updatedAt),
      },
      registeredAt: iso(employee.registeredAt),
      updatedAt: iso(employee.updatedAt),
      blockedAt: iso(employee.blockedAt),
      business: { id: employee.businessId, name: row.businessName },
      isBusinessRightsAvailable: employee.isBusinessRightsAvailable,
    },
  };
}

/** What the shell's viewer is made of, read from the database (the caller's business, products and memberships). */
export async function viewerFacts(db: Database, user: UserRow, scope: BusinessScope) {
  const business = scope.businessId
    ? (await db.select().from(businesses).where(eq(businesses.id, scope.businessId)).limit(1))[0]
    : undefined;
  const [productNames, [vendorManager], [bankUser]] = await Promise.all([
    business?.serviceLevelId ? productsOfServiceLevel(db, business.serviceLevelId).then((ps) => ps.map((p) => p.name)) : [],
    db.select().from(vendorManagers).where(eq(vendorManagers.userId, user.id)).limit(1),
    db.select().from(bankUsers).where(eq(bankUsers.userId, user.id)).limit(1),
  ]);
  return { business, productNames, vendorManager, bankUser };
}

export type ViewerFacts = Awaited<ReturnType<typeof viewerFacts>>;

/** Everything the web shell needs about the caller, from its facts (the registration date is judged at `now`). */
export function viewerInfo(facts: ViewerFacts, user: UserRow, scope: BusinessScope, now: Date) {
  const { business, productNames, vendorManager, bankUser } = facts;
  return {
    id: user.id,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    businessId: business?.id ?? null,
    businessName: business?.name ?? null,
    employeeId: scope.employeeId,
    isBusinessRegistered: Boolean(business?.registrationDate && business.registrationDate.getTime() <= now.getTime()),
    goLiveDate: business?.goLiveDate ?? null,
    isBusinessRightsAvailable: scope.hasRights,
    isPaymentsApproved: business?.isPaymentsApproved ?? false,
    products: productNames,
    connectedAccountingSystems: connectedAccountingSystems(business?.accountingSystemSettings),
    vendorId: vendorManager?.vendorId ?? null,
    bankId: bankUser?.bankId ?? null,
    isMFA: user.mfaEnabled,
    mfaPreference: user.mfaPreference,
    setupExpiredAt: user.setupExpiredAt ? user.setupExpiredAt.toISOString() : null,
    timeZone: viewerTimeZone({ role: user.role, businessTimeZone: business?.paymentTimeZone, profileTimeZone: user.timeZone }),
    asksForVehicle: asksForVehicle(business?.industry),
  };
}
