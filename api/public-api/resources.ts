/** The public API's records as a client sees them (payments with their history, vendors, consumers), read only within the client's own business. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { ErrorCodes } from '../../domain/errors';
import { businesses, bankAccounts, paymentStatusDetails, payments, type consumers, type vendors, type PaymentRow } from '../db/schema';
import { paymentResource, publicHistoryStatus } from '../modules/payments';
import { ProblemError } from './problem';
import type { RouteContext } from './types';

/** Another business's record answers 404, as an unknown one does. */
export const notFound = (what: string) => new ProblemError(ErrorCodes.notFound, `${what} not found`);

export async function withHistory(ctx: RouteContext, payment: PaymentRow) {
  const history = await ctx.deps.db.select().from(paymentStatusDetails).where(eq(paymentStatusDetails.paymentId, payment.id)).orderBy(asc(paymentStatusDetails.seq));
  return { ...paymentResource(payment), statusHistory: history.map((h) => ({ status: publicHistoryStatus(h.status), code: h.code, at: h.datetime.toISOString(), description: h.description })) };
}

export async function vendorViews(ctx: RouteContext, rows: (typeof vendors.$inferSelect)[]) {
  const accounts = rows.length
    ? await ctx.deps.db.select().from(bankAccounts).where(and(inArray(bankAccounts.vendorId, rows.map((v) => v.id)), eq(bankAccounts.status, 'active'))).orderBy(desc(bankAccounts.createdAt))
    : [];
  return rows.map((v) => {
    const a = accounts.find((x) => x.vendorId === v.id);
    return {
      id: v.id,
      object: 'vendor' as const,
      name: v.name,
      description: v.description,
      address: { address: v.address, address2: v.address2, city: v.city, state: v.state, zipcode: v.zipcode, country: v.country },
      bankAccount: a ? { bankName: a.bankName, routingNumber: a.routingNumber, accountNumberLast4: a.last4, accountHolderName: a.accountHolderName, accountType: a.accountType } : null,
      createdAt: v.createdAt.toISOString(),
    };
  });
}

export function consumerView(c: typeof consumers.$inferSelect) {
  return {
    id: c.id,
    object: 'consumer' as const,
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    registrationStatus: c.registrationStatus as 'pending' | 'completed',
    bankAccount: c.accountNumberLast4 ? { bankName: c.bankName, accountNumberLast4: c.accountNumberLast4 } : null,
    createdAt: c.createdAt.toISOString(),
  };
}

export async function ownPayment(ctx: RouteContext, id: string): Promise<PaymentRow> {
  const [row] = await ctx.deps.db.select().from(payments).where(and(eq(payments.id, id), eq(payments.businessId, ctx.client.businessId)));
  if (!row) throw notFound('Payment');
  return row;
}

export async function businessSettings(ctx: RouteContext) {
  const [biz] = await ctx.deps.db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, ctx.client.businessId));
  return biz?.settings;
}
