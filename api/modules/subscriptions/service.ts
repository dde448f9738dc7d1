/** Subscriptions data access: service levels and their products, products, a business's subscription settings and its invoices. */
import { and, asc, count, desc, eq, ilike, inArray, lte, ne, sql, sum, type SQL } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import type { ProductInput, ServiceLevelInput } from '../../../domain/subscription-validation';
import type { Database } from '../../db/client';
import {
  businesses,
  payments,
  products,
  serviceLevelProducts,
  serviceLevels,
  subscriptionInvoices,
  type PaymentStatus,
  type ProductRow,
  type ServiceLevelRow,
  type SubscriptionInvoiceRow,
} from '../../db/schema';
import { iso } from '../../lib/dates';
import { notFound, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Term } from './billing';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export const SERVICE_LEVELS_MAX_LIMIT = 100;
export const INVOICES_MAX_LIMIT = 100;

// ---------- Views ----------

export function productView(p: ProductRow) {
  return { id: p.id, name: p.name, price: p.price, description: p.description, active: p.active };
}

function termOf(duration: number | null, unit: string | null, price: number | null): Term | null {
  return duration !== null && (unit === 'month' || unit === 'year') && price !== null ? { duration, unit, price } : null;
}

export function planOf(level: ServiceLevelRow) {
  return {
    initialTerm: termOf(level.initialTermDuration, level.initialTermUnit, level.initialTermPrice),
    renewalTerm: termOf(level.renewalTermDuration, level.renewalTermUnit, level.renewalTermPrice),
  };
}

export function serviceLevelView(level: ServiceLevelRow, levelProducts: ProductRow[]) {
  return {
    id: level.id,
    name: level.name,
    shortDescription: level.shortDescription,
    description: level.description,
    active: level.active,
    tags: level.tags,
    products: levelProducts.map(productView),
    ...planOf(level),
  };
}
export type ServiceLevelView = ReturnType<typeof serviceLevelView>;

async function withProducts(db: Db, levels: ServiceLevelRow[]): Promise<ServiceLevelView[]> {
  if (!levels.length) return [];
  const rows = await db
    .select({ serviceLevelId: serviceLevelProducts.serviceLevelId, product: products })
    .from(serviceLevelProducts)
    .innerJoin(products, eq(products.id, serviceLevelProducts.productId))
    .where(inArray(serviceLevelProducts.serviceLevelId, levels.map((l) => l.id)))
    .orderBy(asc(products.name), asc(products.id));
  return levels.map((level) => serviceLevelView(level, rows.filter((r) => r.serviceLevelId === level.id).map((r) => r.product)));
}

// ---------- Service levels ----------

/**
 * How service levels are filtered: the SDL's ServiceLevelFilter is assignable to it. Written here rather than
 * imported from the generated types, which map core/service's views and so would import this module back.
 */
interface ServiceLevelFilter {
  name?: string | null;
  active?: boolean | null;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listServiceLevels(db: Database, args: { skip: number; limit: number; filter?: ServiceLevelFilter | null }) {
  const conditions: SQL[] = [];
  const name = args.filter?.name?.trim();
  if (name) conditions.push(ilike(serviceLevels.name, likePattern(name)));
  if (typeof args.filter?.active === 'boolean') conditions.push(eq(serviceLevels.active, args.filter.active));
  const where = conditions.length ? and(...conditions) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(serviceLevels).where(where);
  const rows = await db.select().from(serviceLevels).where(where).orderBy(asc(serviceLevels.name), asc(serviceLevels.id)).offset(args.skip).limit(args.limit);
  return { meta: { count: total }, edges: (await withProducts(db, rows)).map((node) => ({ node })) };
}

export async function findServiceLevel(db: Db, id: string): Promise<ServiceLevelView | null> {
  if (!isUuid(id)) return null;
  const [level] = await db.select().from(serviceLevels).where(eq(serviceLevels.id, id)).limit(1);
  return level ? (await withProducts(db, [level]))[0] : null;
}

async function requireServiceLevel(db: Db, id: string): Promise<ServiceLevelView> {
  const level = await findServiceLevel(db, id);
  if (!level) throw notFound('Service level');
  return level;
}

function levelColumns(input: ServiceLevelInput) {
  return {
    name: input.name,
    shortDescription: input.shortDescription,
    description: input.description,
    active: input.active,
    tags: input.tags,
    initialTermDuration: input.initialTerm.duration,
    initialTermUnit: input.initialTerm.unit,
    initialTermPrice: input.initialTerm.price,
    renewalTermDuration: input.renewalTerm.duration,
    renewalTermUnit: input.renewalTerm.unit,
    renewalTermPrice: input.renewalTerm.price,
  };
}

/** Names are unique regardless of case. */
async function assertNameFree(db: Db, table: typeof serviceLevels | typeof products, name: string, exceptId?: string) {
  const conditions = [sql`lower(${table.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(table.id, exceptId));
  const [taken] = await db.select({ id: table.id }).from(table).where(and(...conditions)).limit(1);
  if (taken) throw validationError(Messages.duplicateName, { name: Messages.duplicateName });
}

async function validProductIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const found = unique.every(isUuid) ? await db.select({ id: products.id }).from(products).where(inArray(products.id, unique)) : [];
  if (found.length !== unique.length) throw validationError(Messages.formIncorrect, { productIds: 'Unknown product' });
  return unique;
}

export async function createServiceLevel(db: Database, input: ServiceLevelInput, productIds: readonly string[], now: Date) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, serviceLevels, input.name);
    const ids = await validProductIds(tx, productIds);
    const [level] = await tx.insert(serviceLevels).values({ ...levelColumns(input), createdAt: now, updatedAt: now }).returning();
    if (ids.length) await tx.insert(serviceLevelProducts).values(ids.map((productId) => ({ serviceLevelId: level.id, productId }))).onConflictDoNothing();
    return requireServiceLevel(tx, level.id);
  });
}

export async function updateServiceLevel(db: Database, id: string, input: ServiceLevelInput, now: Date) {
  if (!isUuid(id)) throw notFound('Service level');
  return db.transaction(async (tx) => {
    await assertNameFree(tx, serviceLevels, input.name, id);
    const [level] = await tx.update(serviceLevels).set({ ...levelColumns(input), updatedAt: now }).where(eq(serviceLevels.id, id)).returning();
    if (!level) throw notFound('Service level');
    return requireServiceLevel(tx, id);
  });
}

/** A level that businesses subscribe to cannot be deleted (make it inactive instead). */
export async function deleteServiceLevel(db: Database, id: string): Promise<boolean> {
  if (!isUuid(id)) throw notFound('Service level');
  return db.transaction(async (tx) => {
    const [{ n }] = await tx.select({ n: count() }).from(businesses).where(eq(businesses.serviceLevelId, id));
    if (n > 0) {
      const message = `This service level is used by ${n} business${n === 1 ? '' : 'es'}: make it inactive instead`;
      throw validationError(message, { id: message });
    }
    const deleted = await tx.delete(serviceLevels).where(eq(serviceLevels.id, id)).returning({ id: serviceLevels.id });
    if (!deleted.length) throw notFound('Service level');
    return true;
  });
}

/** Adds a product once: adding it again changes nothing (the primary key keeps one row). */
export async function addProductToServiceLevel(db: Database, serviceLevelId: string, productId: string) {
  await requireServiceLevel(db, serviceLevelId);
  await validProductIds(db, [productId]);
  await db.insert(serviceLevelProducts).values({ serviceLevelId, productId }).onConflictDoNothing();
  return requireServiceLevel(db, serviceLevelId);
}

export async function removeProductFromServiceLevel(db: Database, serviceLevelId: string, productId: string) {
  await requireServiceLevel(db, serviceLevelId);
  if (isUuid(productId)) {
    await db.delete(serviceLevelProducts).where(and(eq(serviceLevelProducts.serviceLevelId, serviceLevelId), eq(serviceLevelProducts.productId, productId)));
  }
  return requireServiceLevel(db, serviceLevelId);
}

// ---------- Products ----------

export async function createProduct(db: Database, input: ProductInput, now: Date) {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, products, input.name);
    const [row] = await tx.insert(products).values({ ...input, createdAt: now, updatedAt: now }).returning();
    return productView(row);
  });
}

export async function updateProduct(db: Database, id: string, input: ProductInput, now: Date) {
  if (!isUuid(id)) throw notFound('Product');
  return db.transaction(async (tx) => {
    await assertNameFree(tx, products, input.name, id);
    const [row] = await tx.update(products).set({ ...input, updatedAt: now }).where(eq(products.id, id)).returning();
    if (!row) throw notFound('Product');
    return productView(row);
  });
}

// ---------- A business's subscription settings ----------

export async function setSubscriptionTerms(db: Database, businessId: string, flags: { termsAccepted: boolean; legalAccepted: boolean }, now: Date) {
  await db.update(businesses).set({ ...flags, updatedAt: now }).where(eq(businesses.id, businessId));
}

/**
 * Sets the go-live date: the given day, or (none given) keeps the one the business has, else today (UTC)
 * (decision 009). Returns the date the business goes live.
 */
export async function setupGoLiveDate(db: Database, businessId: string, goLiveDate: string | null, now: Date): Promise<string> {
  if (goLiveDate) {
    await db.update(businesses).set({ goLiveDate, updatedAt: now }).where(eq(businesses.id, businessId));
    return goLiveDate;
  }
  const today = now.toISOString().slice(0, 10);
  // Only an empty date is filled, so two first visits at once agree on one date.
  await db
    .update(businesses)
    .set({ goLiveDate: today, updatedAt: now })
    .where(and(eq(businesses.id, businessId), sql`${businesses.goLiveDate} is null`));
  const [row] = await db.select({ goLiveDate: businesses.goLiveDate }).from(businesses).where(eq(businesses.id, businessId));
  return row?.goLiveDate ?? today;
}

// ---------- Invoices ----------

/** What an invoice's payment says about it: the invoice's status and whether it is done with. */
export function invoiceState(invoice: Pick<SubscriptionInvoiceRow, 'billingAmount' | 'paymentId'>, paymentStatus: PaymentStatus | null) {
  if (invoice.billingAmount === 0) return { status: 'paid', isProcessed: true };
  if (!invoice.paymentId || !paymentStatus) return { status: 'awaitingPaymentMethod', isProcessed: false };
  switch (paymentStatus) {
    case 'success':
      return { status: 'paid', isProcessed: true };
    case 'error':
      return { status: 'failed', isProcessed: true };
    case 'canceled':
      return { status: 'canceled', isProcessed: true };
    case 'processing':
      return { status: 'processing', isProcessed: false };
    default:
      return { status: 'scheduled', isProcessed: false };
  }
}

export async function listInvoices(db: Database, args: { businessId: string | null; skip: number; limit: number }) {
  const where = args.businessId ? eq(subscriptionInvoices.businessId, args.businessId) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(subscriptionInvoices).where(where);
  const rows = await db
    .select({ invoice: subscriptionInvoices, paymentStatus: payments.status, businessName: businesses.name })
    .from(subscriptionInvoices)
    .innerJoin(businesses, eq(businesses.id, subscriptionInvoices.businessId))
    .leftJoin(payments, eq(payments.id, subscriptionInvoices.paymentId))
    .where(where)
    .orderBy(desc(subscriptionInvoices.billDate), desc(subscriptionInvoices.id))
    .offset(args.skip)
    .limit(args.limit);
  return {
    meta: { count: total },
    edges: rows.map(({ invoice: i, paymentStatus, businessName }) => ({
      node: {
        id: i.id,
        uniqueId: i.uniqueId,
        businessId: i.businessId,
        businessName,
        serviceLevelName: i.serviceLevelName,
        term: i.term,
        billDate: i.billDate,
        periodEnd: i.periodEnd,
        billingAmount: i.billingAmount,
        paymentId: i.paymentId,
        ...invoiceState(i, paymentStatus),
        createdAt: i.createdAt.toISOString(),
        updatedAt: i.updatedAt.toISOString(),
      },
    })),
  };
}

/** Billed totals (cents) of invoices: on `date`, and on every day up to and including it. */
export async function subscriptionSummary(db: Database, date: string) {
  const totals = async (where: SQL) => {
    const [row] = await db.select({ total: sum(subscriptionInvoices.billingAmount), n: count() }).from(subscriptionInvoices).where(where);
    return { total: Number(row?.total ?? 0), count: row?.n ?? 0 };
  };
  return {
    date,
    forOneDay: await totals(eq(subscriptionInvoices.billDate, date)),
    forAllTime: await totals(lte(subscriptionInvoices.billDate, date)),
  };
}

/** Every business under its service level (levels by name, then businesses without one). */
export async function businessesByServiceLevel(db: Database) {
  const levels = await db.select().from(serviceLevels).orderBy(asc(serviceLevels.name), asc(serviceLevels.id));
  const rows = await db.select().from(businesses).orderBy(asc(businesses.name), asc(businesses.id));
  const billed = await db
    .select({ businessId: subscriptionInvoices.businessId, total: sum(subscriptionInvoices.billingAmount) })
    .from(subscriptionInvoices)
    .groupBy(subscriptionInvoices.businessId);
  const member = (b: (typeof rows)[number]) => ({
    id: b.id,
    name: b.name,
    goLiveDate: b.goLiveDate,
    registrationDate: iso(b.registrationDate),
    termsAccepted: b.termsAccepted,
    legalAccepted: b.legalAccepted,
    billedTotal: Number(billed.find((x) => x.businessId === b.id)?.total ?? 0),
  });
  const views = await withProducts(db, levels);
  const groups = views.map((level) => ({ serviceLevel: level, businesses: rows.filter((b) => b.serviceLevelId === level.id).map(member) }));
  const without = rows.filter((b) => !b.serviceLevelId).map(member);
  return without.length ? [...groups, { serviceLevel: null, businesses: without }] : groups;
}
