/** The dashboards' head counts: businesses, users, vendors and banks for the admin; employees and vendors for a business. */
import { asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { banks, businessEmployees, businesses, serviceLevels, users, vendors } from '../../db/schema';
import { findBusiness } from '../subscriptions';

/** One row of scalar sub-selects: several head counts in one round trip (each must be a `count(*)` sub-select). */
async function countsRow<K extends string>(db: Database, counts: Record<K, SQL>): Promise<Record<K, number>> {
  const columns = sql.join(
    Object.entries<SQL>(counts).map(([name, query]) => sql`(${query})::int as ${sql.identifier(name)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0] ?? {};
  return Object.fromEntries(Object.keys(counts).map((name) => [name, Number(row[name] ?? 0)])) as Record<K, number>;
}

export async function adminDashboard(db: Database) {
  const { businessesCount, registeredBusinessesCount, usersCount, serviceLevelsCount, vendorsCount, banksCount } = await countsRow(db, {
    businessesCount: sql`select count(*) from ${businesses}`,
    registeredBusinessesCount: sql`select count(*) from ${businesses} where ${businesses.registrationDate} is not null`,
    usersCount: sql`select count(*) from ${users}`,
    serviceLevelsCount: sql`select count(*) from ${serviceLevels}`,
    vendorsCount: sql`select count(*) from ${vendors}`,
    banksCount: sql`select count(*) from ${banks}`,
  });
  const usersByRole = await db
    .select({ label: users.role, count: count() })
    .from(users)
    .groupBy(users.role)
    .orderBy(asc(users.role));
  const byLevel = await db
    .select({ label: serviceLevels.name, count: count() })
    .from(businesses)
    .leftJoin(serviceLevels, eq(serviceLevels.id, businesses.serviceLevelId))
    .groupBy(serviceLevels.name)
    .orderBy(asc(serviceLevels.name));
  const businessesByType = await db
    .select({ label: businesses.businessType, count: count() })
    .from(businesses)
    .groupBy(businesses.businessType)
    .orderBy(asc(businesses.businessType));
  return {
    businessesCount,
    registeredBusinessesCount,
    usersCount,
    serviceLevelsCount,
    vendorsCount,
    banksCount,
    usersByRole,
    businessesByServiceLevel: byLevel.map((r) => ({ label: r.label ?? 'No service level', count: r.count })),
    businessesByType,
  };
}

/** A business's head counts in one row (of the business's own row, so none when it is gone). */
const businessCounts = keptStatement((db) => {
  const businessId = sql.placeholder('businessId');
  // Further owners are linked by membership too (loadBusinessScope); they are not employees.
  const employees = sql`select count(*) from ${businessEmployees} join ${users} on ${users.id} = ${businessEmployees.userId}
    where ${businessEmployees.businessId} = ${businessId} and ${users.role} = 'businessEmployee'`;
  return db
    .select({
      employeesCount: sql<number>`(${employees})::int`.mapWith(Number),
      employeesWithRightsCount: sql<number>`(${employees} and ${businessEmployees.isBusinessRightsAvailable})::int`.mapWith(Number),
      vendorsCount: sql<number>`(select count(*) from ${vendors} where ${vendors.businessId} = ${businessId})::int`.mapWith(Number),
    })
    .from(businesses)
    .where(eq(businesses.id, businessId));
});

export async function businessDashboard(db: Database, businessId: string) {
  const business = await findBusiness(db, businessId);
  if (!business) return null;
  const [counts] = await businessCounts(db).execute({ businessId });
  const { employeesCount, employeesWithRightsCount, vendorsCount } = counts ?? { employeesCount: 0, employeesWithRightsCount: 0, vendorsCount: 0 };
  return {
    business,
    employeesCount,
    employeesWithRightsCount,
    vendorsCount,
    serviceLevelName: business.subscriptionSettings.actualServiceLevel?.name ?? null,
    products: business.products.map((p) => p.name),
  };
}
