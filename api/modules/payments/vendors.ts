/**
 * Vendors added by hand (issue 11 item 3) and the vendor manager's own bank account (item 5). A change made by the
 * vendor's side is audited, e-mailed to every business that pays the vendor, and holds the next payment (decision 029).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { Messages } from '../../../domain/messages';
import { Roles } from '../../../domain/roles';
import { vendorBankDetailsSchema, vendorCompanyDetailsSchema, vendorProfileSchema, type VendorBankDetails } from '../../../domain/vendors';
import type { ApiContext } from '../../graphql/context';
import { bankAccounts, businesses, payments, vendorManagers, vendors } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { encryptSecret } from '../../lib/crypto';
import { forbidden, validationError } from '../../lib/errors';
import { parse } from '../business-setup/resolvers';
import { callerWithScope } from '../core/access';
import { enqueueMessage } from '../notifications/outbox';
import { paymentEmailRecipients } from '../notifications/payment-emails';
import type { Tx } from './service';
import type { BankAccountInput, Resolvers } from '../../graphql/generated/core';

const bankDetails = (input: BankAccountInput): VendorBankDetails => parse(vendorBankDetailsSchema, { ...input });

/** Whether the business already has a vendor of this name in any letter case (the unique index sees the exact case only); the web and the public API both ask. */
export async function vendorNameTaken(db: Pick<Tx, 'select'>, businessId: string, name: string): Promise<boolean> {
  const [same] = await db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, businessId), sql`lower(${vendors.name}) = ${name.toLowerCase()}`)).limit(1);
  return Boolean(same);
}

/** Makes `bank` the vendor's one active account (earlier ones become inactive). */
async function replaceVendorAccount(tx: Tx, key: Buffer, vendorId: string, bank: VendorBankDetails, now: Date) {
  await tx.update(bankAccounts).set({ status: 'inactive', updatedAt: now }).where(and(eq(bankAccounts.vendorId, vendorId), eq(bankAccounts.status, 'active')));
  const [row] = await tx
    .insert(bankAccounts)
    .values({
      vendorId,
      bankName: bank.bankName,
      routingNumber: bank.routingNumber,
      accountNumberEncrypted: encryptSecret(bank.accountNumber, key),
      last4: bank.accountNumber.slice(-4),
      accountHolderName: bank.accountHolderName,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** The businesses that pay this vendor: the one it belongs to and any that has sent it a payment. */
async function payingBusinesses(tx: Tx, vendor: typeof vendors.$inferSelect) {
  const paid = await tx.selectDistinct({ id: payments.businessId }).from(payments).where(eq(payments.vendorId, vendor.id));
  const ids = [...new Set([vendor.businessId, ...paid.map((p) => p.id)])];
  return tx.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.id, ids));
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

export const vendorsResolvers = {
  Query: {
    vendorManagerAccount: async (_, __, ctx) => managerAccountView(ctx, (await managedVendor(ctx)).vendor),
  },
  Mutation: {
    createVendor: async (_, { input }, ctx) => {
      const { user, scope } = await callerWithScope(ctx);
      if (!scope.businessId || !scope.hasRights) throw forbidden();
      const { bankAccount, ...profile } = input;
      const v = parse(vendorProfileSchema, profile);
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
        const account = await replaceVendorAccount(tx, ctx.config.encryptionKey, vendor.id, bank, now);
        await writeAudit(tx, { at: now, userId: user.id, action: 'vendorCreated', address: ctx.address, outcome: 'success', details: { businessId, vendorId: vendor.id, name: vendor.name, accountNumberLast4: account.last4 } });
        return { id: vendor.id, name: vendor.name, bankName: account.bankName, accountNumberLast4: account.last4, payoutChangeHeld: false };
      });
      // Two owners adding the same name at once: the unique index decides.
      if (!created) throw taken();
      return created;
    },
    updateVendorCompanyDetails: async (_, { input }, ctx) => {
      const { user, vendor } = await managedVendor(ctx);
      const details = parse(vendorCompanyDetailsSchema, { ...input });
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
        const account = await replaceVendorAccount(tx, ctx.config.encryptionKey, vendor.id, bank, now);
        const [row] = await tx.update(vendors).set({ bankAccountChangedAt: now, updatedAt: now }).where(eq(vendors.id, vendor.id)).returning();
        const told = await payingBusinesses(tx, vendor);
        for (const business of told) {
          for (const recipient of await paymentEmailRecipients(tx, business.id)) {
            await enqueueMessage(tx, { channel: 'email', recipient, ...payoutChangeEmail(vendor.name, business.name, account.last4, user.email) }, now);
          }
        }
        await writeAudit(tx, {
          at: now,
          userId: user.id,
          action: 'vendorBankAccountChanged',
          address: ctx.address,
          outcome: 'success',
          details: { vendorId: vendor.id, changedBy: user.email, accountNumberLast4: account.last4, routingNumber: account.routingNumber, businessesNotified: told.map((b) => b.id) },
        });
        return row;
      });
      return managerAccountView(ctx, changed);
    },
  },
} satisfies Resolvers;

/** The notice a paying business gets (plain text; the last four digits only). */
export function payoutChangeEmail(vendorName: string, businessName: string, last4: string, changedBy: string) {
  return {
    subject: `${vendorName} changed the bank account you pay them into`,
    body: [
      `${changedBy} changed the bank account ${vendorName} is paid into. The new account ends in ${last4}.`,
      `The next payment ${businessName} makes to ${vendorName} waits for your approval: check the change with ${vendorName} by a phone number you already know before you approve it.`,
      'If you did not expect this change, do not approve the payment and contact the vendor.',
    ].join('\n\n'),
  };
}
