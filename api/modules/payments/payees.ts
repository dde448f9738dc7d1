/**
 * Vendors a business can pay now (the send-payment form's and the list's vendor-filter choices): its vendors with
 * an active bank account, last4 only. Read once per live session (decision 034): every list page asks, and any
 * mutation on this process forgets it; the engine decides a payout hold again when a payment is created.
 */
import { and, asc, eq } from 'drizzle-orm';
import { bankAccounts, vendors } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { callerWithScope } from '../../graphql/access';
import { payableVendorCondition } from './payable';
import { payoutChangeHeldSince } from './payout-hold';
import { invitedVendorsAwaitingDetails } from './invited-vendors';
import type { Database } from '../../db/client';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/generated/core';
import type { Resolvers as ReportsResolvers } from '../../graphql/generated/reports';

/**
 * The caller's business's payable vendors (owners and employees with rights; forbidden for anyone else). Core's
 * `payableVendors` and the reports' `vendorFilterChoices` (the list filter's choices, asked beside the list) both
 * answer with it.
 */
export async function payableVendorsOf(ctx: ApiContext) {
  const { scope } = await callerWithScope(ctx);
  const businessId = scope.businessId;
  if (!businessId || !scope.hasRights) throw forbidden();
  const now = ctx.clock();
  return (await ctx.viewer()).remember('payableVendors', () => loadPayableVendors(ctx.db, businessId, now));
}

export const payableVendorsResolvers = {
  Query: {
    payableVendors: (_, __, ctx) => payableVendorsOf(ctx),
  },
} satisfies Resolvers;

/**
 * The reports endpoint's `vendorFilterChoices`, answered here and wired by api/app.ts, so that the reports module
 * (below payments) needs nothing of payments.
 */
export const vendorFilterChoicesResolvers = {
  Query: {
    vendorFilterChoices: (_, __, ctx) => payableVendorsOf(ctx),
  },
} satisfies ReportsResolvers;

async function loadPayableVendors(db: Database, businessId: string, now: Date) {
  const rows = await db
    .select({
      id: vendors.id,
      name: vendors.name,
      bankName: bankAccounts.bankName,
      accountNumberLast4: bankAccounts.last4,
      changedAt: vendors.bankAccountChangedAt,
    })
    .from(vendors)
    .innerJoin(bankAccounts, and(eq(bankAccounts.vendorId, vendors.id), eq(bankAccounts.status, 'active')))
    .where(and(eq(vendors.businessId, businessId), payableVendorCondition()))
    .orderBy(asc(vendors.name), asc(vendors.id));
  // One active account per vendor is the rule; keep the first should two ever coexist.
  const seen = new Set<string>();
  const payable = rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
  const banked = await Promise.all(
    payable.map(async ({ changedAt, ...r }) => ({
      ...r,
      payoutChangeHeld: await payoutChangeHeldSince(db, { vendorId: r.id }, changedAt),
      awaitingBankDetails: false,
    }))
  );
  // Invited vendors without an account yet: payable too, the payment waits for their details (decision 094).
  const invited = (await invitedVendorsAwaitingDetails(db, businessId, now)).map((v) => ({
    id: v.id,
    name: v.name,
    bankName: null,
    accountNumberLast4: '',
    payoutChangeHeld: false,
    awaitingBankDetails: true,
  }));
  return [...banked, ...invited].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
