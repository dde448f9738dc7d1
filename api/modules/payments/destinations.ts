/**
 * Where a payment's money goes from and to: the vendor's active bank account, the business's own account and its
 * payment system (its first connected bank, which picks the processing rule).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, businesses } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import type { Tx } from '../../rails/payments-port';

type Db = Database | Tx;

/** A bank account a payment is sent to, its number in clear (or empty beside its encrypted form). */
export interface Destination {
  bankName: string | null;
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType: string;
}

/** A stored bank account as a payment's destination, its number decrypted with the key. */
export function destinationOf(
  account: { bankName: string | null; routingNumber: string; accountNumberEncrypted: string; accountHolderName: string; accountType: string },
  key: Buffer,
): Destination {
  return {
    bankName: account.bankName,
    routingNumber: account.routingNumber,
    accountNumber: decryptSecret(account.accountNumberEncrypted, key),
    accountHolderName: account.accountHolderName,
    accountType: account.accountType,
  };
}

/** An owner's active bank account (the newest, should two ever coexist), or null. */
async function activeAccount(db: Db, owner: SQL) {
  const [a] = await db
    .select()
    .from(bankAccounts)
    .where(and(owner, eq(bankAccounts.status, 'active')))
    .orderBy(desc(bankAccounts.createdAt))
    .limit(1);
  return a ?? null;
}

/** The vendor's active bank account, or null. */
export const activeVendorAccount = (db: Db, vendorId: string) => activeAccount(db, eq(bankAccounts.vendorId, vendorId));

export async function vendorDestination(db: Db, vendorId: string): Promise<(Destination & { encrypted: string }) | null> {
  const a = await activeVendorAccount(db, vendorId);
  if (!a) return null;
  return { bankName: a.bankName, routingNumber: a.routingNumber, accountNumber: '', encrypted: a.accountNumberEncrypted, accountHolderName: a.accountHolderName, accountType: a.accountType };
}

/** The business's payment system (its first connected bank), which picks the processing rule. */
export function paymentSystemOf(settings: Record<string, unknown> | null | undefined): string | null {
  const systems = settings?.connectedPaymentSystems;
  return Array.isArray(systems) && typeof systems[0] === 'string' ? systems[0] : null;
}

/** paymentSystemOf the business's payment settings, read. */
export async function businessPaymentSystem(db: Db, businessId: string): Promise<string | null> {
  const [biz] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  return paymentSystemOf(biz?.settings);
}

/** The business's own active bank account, or null. */
export const businessBankAccount = (db: Db, businessId: string) => activeAccount(db, eq(bankAccounts.businessId, businessId));
