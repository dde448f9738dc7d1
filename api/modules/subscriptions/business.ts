/**
 * A business as the Business type shows it: its row with the service level it subscribes to and that level's
 * products. It lives with the subscriptions, whose views it is made of; core's `business` query, the dashboards and
 * the subscription mutations that answer with the business read it here.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { keptStatement } from '../../db/kept-statement';
import { businesses, products, serviceLevelProducts, serviceLevels, type BusinessRow, type ProductRow } from '../../db/schema';
import { iso } from '../../lib/dates';
import { serviceLevelView } from './service';

/** The products of a service level, by name then id. */
const productsOfLevel = keptStatement((db) =>
  db
    .select({ product: products })
    .from(serviceLevelProducts)
    .innerJoin(products, eq(products.id, serviceLevelProducts.productId))
    .where(eq(serviceLevelProducts.serviceLevelId, sql.placeholder('serviceLevelId')))
    .orderBy(asc(products.name), asc(products.id)),
);

export async function productsOfServiceLevel(db: Database, serviceLevelId: string): Promise<ProductRow[]> {
  const rows = await productsOfLevel(db).execute({ serviceLevelId });
  return rows.map((r) => r.product);
}

const serviceLevelById = keptStatement((db) => db.select().from(serviceLevels).where(eq(serviceLevels.id, sql.placeholder('id'))).limit(1));

async function loadServiceLevel(db: Database, id: string | null) {
  if (!id) return null;
  const [level] = await serviceLevelById(db).execute({ id });
  return level ? serviceLevelView(level, await productsOfServiceLevel(db, level.id)) : null;
}

function businessView(b: BusinessRow, level: Awaited<ReturnType<typeof loadServiceLevel>>) {
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    phoneNumber: b.phoneNumber,
    description: b.description,
    tinOrEinNumber: b.tinOrEinNumber,
    businessType: b.businessType,
    goLiveDate: b.goLiveDate,
    billingAmount: b.billingAmount,
    dotNumber: b.dotNumber,
    registrationDate: iso(b.registrationDate),
    isVisitedActiveUserPage: b.isVisitedActiveUserPage,
    isPaymentsApproved: b.isPaymentsApproved,
    location: { zipcode: b.zipcode, address: b.address, address2: b.address2, city: b.city, state: b.state, country: b.country },
    accountingSystemSettings: JSON.stringify(b.accountingSystemSettings ?? {}),
    subscriptionSettings: {
      termsAccepted: b.termsAccepted,
      legalAccepted: b.legalAccepted,
      paymentTime: b.paymentTime || b.paymentTimeZone ? { time: b.paymentTime, timeZone: b.paymentTimeZone } : null,
      actualServiceLevel: level,
    },
    products: level?.products ?? [],
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
export type BusinessView = ReturnType<typeof businessView>;

const businessById = keptStatement((db) => db.select().from(businesses).where(eq(businesses.id, sql.placeholder('id'))).limit(1));

export async function findBusiness(db: Database, id: string): Promise<BusinessView | null> {
  const [b] = await businessById(db).execute({ id });
  return b ? businessView(b, await loadServiceLevel(db, b.serviceLevelId)) : null;
}
