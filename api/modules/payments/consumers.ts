/**
 * Consumers created by their business (spec §3): owners and employees with rights of a business holding
 * OnDemandPayments. The account number is sealed at rest; only its last four characters are kept in clear.
 */
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { consumerSchema } from '../../../domain/payment-forms';
import { businesses, consumers, payments, products, serviceLevelProducts } from '../../db/schema';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { callerWithRights } from '../../graphql/access';
import { authorizationStates, failedAccountChecks } from './consumer-debits';
import { consumerCollectBlock } from '../../../domain/collections';
import { changePayoutAccount } from './payout-change';
import type { Resolvers } from '../../graphql/generated/core';
import { parseInput } from '../../graphql/validation';

export const ON_DEMAND_PRODUCT = 'OnDemandPayments';

export async function holdsProduct(db: Database, businessId: string, product: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(businesses)
    .innerJoin(serviceLevelProducts, eq(serviceLevelProducts.serviceLevelId, businesses.serviceLevelId))
    .innerJoin(products, eq(products.id, serviceLevelProducts.productId))
    .where(and(eq(businesses.id, businessId), eq(products.name, product)))
    .limit(1);
  return rows.length > 0;
}

type ConsumerInput = Record<string, unknown>;

/** Form values arrive as strings in the web; the API also accepts numbers for year. */
function asFormValues(input: ConsumerInput): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(input)) out[k] = v === null || v === undefined ? undefined : String(v);
  return out;
}

export function consumerView(c: typeof consumers.$inferSelect, businessName: string) {
  return {
    consumerId: c.id,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phoneNumber: c.phoneNumber,
    initialPayment: c.initialPayment,
    year: c.year,
    make: c.make,
    model: c.model,
    description: c.description,
    businessId: c.businessId,
    businessName,
    processStatus: c.processStatus,
    registrationStatus: c.registrationStatus,
    initialPaymentResult: c.initialPaymentResult,
    bankName: c.bankName,
    accountNumberLast4: c.accountNumberLast4,
    createdAt: c.createdAt.toISOString(),
  };
}

/** Each consumer's most recent failed or returned payment, for a page of consumers in one query. */
async function lastReturns(db: Database, consumerIds: string[]) {
  if (!consumerIds.length) return new Map<string, { paymentId: string; purchaseId: string; status: string; returnCode: string | null; paymentErrorMessage: string | null; at: string }>();
  const rows = await db
    .selectDistinctOn([payments.consumerId], {
      consumerId: payments.consumerId,
      paymentId: payments.id,
      purchaseId: payments.purchaseId,
      status: payments.status,
      returnCode: payments.returnCode,
      paymentErrorMessage: payments.paymentErrorMessage,
      at: payments.updatedAt,
    })
    .from(payments)
    .where(and(inArray(payments.consumerId, consumerIds), inArray(payments.status, ['error', 'returned'])))
    .orderBy(payments.consumerId, desc(payments.updatedAt), desc(payments.id));
  return new Map(rows.map((r) => [r.consumerId!, { ...r, at: r.at.toISOString() }]));
}

/**
 * A page of consumers, newest first, each with its last return and its debit authorization's state: of one business,
 * or of every business when `businessId` is null (an administrator).
 */
export async function listConsumers(
  db: Database,
  q: { businessId: string | null; filter?: { processStatus?: string | null; registrationStatus?: string | null } | null; skip: number; limit: number },
) {
  const where: SQL[] = [];
  if (q.businessId) where.push(eq(consumers.businessId, q.businessId));
  if (q.filter?.processStatus) where.push(eq(consumers.processStatus, q.filter.processStatus));
  if (q.filter?.registrationStatus) where.push(eq(consumers.registrationStatus, q.filter.registrationStatus));
  const cond = where.length ? and(...where) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(consumers).where(cond);
  const rows = await db
    .select({ c: consumers, businessName: businesses.name })
    .from(consumers)
    .innerJoin(businesses, eq(businesses.id, consumers.businessId))
    .where(cond)
    .orderBy(desc(consumers.createdAt), desc(consumers.id))
    .offset(q.skip)
    .limit(q.limit);
  const returns = await lastReturns(db, rows.map((r) => r.c.id));
  const debits = await authorizationStates(db, rows.map((r) => r.c));
  const failedChecks = await failedAccountChecks(db, rows.map((r) => r.c.id));
  return {
    count: n,
    consumers: rows.map(({ c, businessName }) => {
      const debitAuthorization = debits.get(c.id) ?? null;
      const hasBankAccount = Boolean(c.accountNumberEncrypted && c.routingNumber);
      // Only an enabled consumer can be collected from; a pending one is listed for its invitation.
      const collectBlock = c.processStatus === 'active' ? consumerCollectBlock({ hasBankAccount, debitAuthorization, accountCheckFailure: failedChecks.get(c.id) ?? null }) : null;
      return { ...consumerView(c, businessName), lastReturn: returns.get(c.id) ?? null, debitAuthorization, collectBlock };
    }),
  };
}

export const consumersResolvers = {
  Mutation: {
    createConsumer: async (_, { input }, ctx) => {
      const { scope } = await callerWithRights(ctx);
      if (!(await holdsProduct(ctx.db, scope.businessId, ON_DEMAND_PRODUCT))) throw forbidden();
      const v = parseInput(consumerSchema, asFormValues(input));
      const now = ctx.clock();
      const { user } = await ctx.viewer();
      const row = await ctx.db.transaction(async (tx) => {
        const [made] = await tx
          .insert(consumers)
          .values({
            businessId: scope.businessId!,
            firstName: v.firstName,
            lastName: v.lastName,
            email: v.email ?? null,
            phoneNumber: v.phoneNumber ?? null,
            year: v.year ?? null,
            make: v.make ?? null,
            model: v.model ?? null,
            description: v.description ?? null,
            // Created by the business with bank details (set below, through the one audited path): ready to be paid.
            processStatus: 'active',
            registrationStatus: 'completed',
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: consumers.id });
        await changePayoutAccount(tx, { party: { consumerId: made.id }, account: v, actor: { user }, newParty: true, address: ctx.address, key: ctx.config.encryptionKey, now });
        return (await tx.select().from(consumers).where(eq(consumers.id, made.id)))[0];
      });
      const [biz] = await ctx.db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, scope.businessId));
      return consumerView(row, biz.name);
    },
  },
} satisfies Resolvers;
