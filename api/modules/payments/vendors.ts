/**
 * Vendors added by hand and the vendor manager's own bank account (item 5). Both set the account
 * through changePayoutAccount: the vendor's side's change is audited, e-mailed to every business that pays the vendor,
 * and holds the next payment (decisions 029, 050).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { vendorBankDetailsSchema, vendorCompanyDetailsSchema, vendorProfileSchema, type VendorBankDetails } from '../../../domain/vendors';
import type { ApiContext } from '../../graphql/context';
import { bankAccounts, vendorManagers, vendors } from '../../db/schema';
import { writeAudit } from '../../db/audit';
import { forbidden, validationError } from '../../lib/errors';
import { callerWithRights } from '../../graphql/access';
import { changePayoutAccount } from './payout-change';
import type { Database } from '../../db/client';
import type { Tx } from './service';
import type { BankAccountInput, Resolvers } from '../../graphql/generated/core';
import { parseFormInput } from '../../graphql/validation';

const bankDetails = (input: BankAccountInput): VendorBankDetails => parseFormInput(vendorBankDetailsSchema, { ...input });

/** Whether the business already has a vendor of this name in any letter case (the unique index sees the exact case only); the web and the public API both ask. */
export async function vendorNameTaken(db: Pick<Tx, 'select'>, businessId: string, name: string): Promise<boolean> {
  const [same] = await db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, businessId), sql`lower(${vendors.name}) = ${name.toLowerCase()}`)).limit(1);
  return Boolean(same);
}

async function managedVendor(ctx: ApiContext) {
  const { user } = await ctx.viewer();
  if (user.role !== Roles.vendorManager) throw forbidden();
  const [row] = await ctx.db.select({ vendor: vendors }).from(vendorManagers).innerJoin(vendors, eq(vendors.id, vendorManagers.vendorId)).where(eq(vendorManagers.userId, user.id));
  if (!row) throw forbidden();
  return { user, vendor: row.vendor };
}

async function managerAccountView(ctx: ApiContext, vendor: typeof vendors.$inferSelect) {
  const [a] = await ctx.db.select().from(bankAccounts).where(and(eq(bankAccounts.vendorId, vendor.id), eq(bankAccounts.status, 'active'))).limit(1);
  return {
    vendorId: vendor.id,
    vendorName: vendor.name,
    bankAccount: a ? { bankName: a.bankName ?? '', routingNumber: a.routingNumber, accountNumberLast4: a.last4, accountHolderName: a.accountHolderName } : null,
    bankAccountChangedAt: vendor.bankAccountChangedAt?.toISOString() ?? null,
    companyDetails: {
      description: vendor.description,
      email: vendor.email,
      phoneNumber: vendor.phoneNumber,
      address: vendor.address,
      address2: vendor.address2,
      city: vendor.city,
      state: vendor.state,
      zipcode: vendor.zipcode,
      country: vendor.country,
    },
  };
}

export async function vendorById(db: Database, vendorId: string) {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  return vendor ?? null;
}

/** The vendor a vendor manager manages, or null. */
export async function vendorIdManagedBy(db: Database, userId: string): Promise<string | null> {
  const [vm] = await db.select().from(vendorManagers).where(eq(vendorManagers.userId, userId));
  return vm?.vendorId ?? null;
}

export const vendorsResolvers = {
  Query: {
    vendorManagerAccount: async (_, __, ctx) => managerAccountView(ctx, (await managedVendor(ctx)).vendor),
  },
  Mutation: {
    createVendor: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithRights(ctx);
      const { bankAccount, ...profile } = input;
      const v = parseFormInput(vendorProfileSchema, profile);
      const bank = bankDetails(bankAccount);
      const businessId = scope.businessId;
      const taken = () => validationError(Messages.duplicateName, { name: Messages.duplicateName });
      if (await vendorNameTaken(ctx.db, businessId, v.name)) throw taken();
      const now = ctx.clock();
      const created = await ctx.db.transaction(async (tx) => {
        const [vendor] = await tx
          .insert(vendors)
          .values({ businessId, name: v.name, email: v.email.toLowerCase(), address: v.address, city: v.city, state: v.state, zipcode: v.zipcode, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        if (!vendor) return null;
        const account = await changePayoutAccount(tx, { party: { vendorId: vendor.id }, account: bank, actor: { user }, newParty: true, address: ctx.address, key: ctx.config.encryptionKey, now });
        await writeAudit(tx, { at: now, userId: user.id, action: 'vendorCreated', address: ctx.address, outcome: 'success', details: { businessId, vendorId: vendor.id, name: vendor.name, accountNumberLast4: account.last4 } });
        return { id: vendor.id, name: vendor.name, bankName: account.bankName, accountNumberLast4: account.last4, payoutChangeHeld: false, awaitingBankDetails: false };
      });
      // Two owners adding the same name at once: the unique index decides.
      if (!created) throw taken();
      return created;
    },
    updateVendorCompanyDetails: async (_, { input }, ctx) => {
      const { user, vendor } = await managedVendor(ctx);
      const details = parseFormInput(vendorCompanyDetailsSchema, { ...input });
      const now = ctx.clock();
      const changed = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(vendors)
          .set({ ...details, email: details.email.toLowerCase(), updatedAt: now })
          .where(eq(vendors.id, vendor.id))
          .returning();
        const fields = (Object.keys(details) as (keyof typeof details)[]).filter((k) => (vendor[k] ?? null) !== (row[k] ?? null));
        await writeAudit(tx, { at: now, userId: user.id, action: 'vendorCompanyDetailsChanged', address: ctx.address, outcome: 'success', details: { vendorId: vendor.id, fields } });
        return row;
      });
      return managerAccountView(ctx, changed);
    },
    changeVendorPayoutAccount: async (_, { input }, ctx) => {
      const { user, vendor } = await managedVendor(ctx);
      const bank = bankDetails(input);
      const now = ctx.clock();
      const changed = await ctx.db.transaction(async (tx) => {
        await changePayoutAccount(tx, { party: { vendorId: vendor.id }, account: bank, actor: { user }, address: ctx.address, key: ctx.config.encryptionKey, now });
        const [row] = await tx.select().from(vendors).where(eq(vendors.id, vendor.id));
        return row;
      });
      return managerAccountView(ctx, changed);
    },
  },
} satisfies Resolvers;
