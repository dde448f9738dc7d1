/** Saving a business's own bank account, or a vendor's through the audited payout change (decision 050). */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, type UserRow } from '../../db/schema';
import { encryptSecret } from '../../lib/crypto';
import { changePayoutAccount } from './payout-change';
import { activeVendorAccount } from './destinations';

/** A bank account as entered, already checked. */
export interface BankAccountDetails {
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountHolderName: string;
  accountType: string;
}

/**
 * A business's own account replaces its active one; a vendor's goes through changePayoutAccount, which audits,
 * tells and holds as decision 050 says (`user` is who changes it). Returns the account now active.
 */
export async function saveBankAccount(
  db: Database,
  owner: { vendorId: string; businessId?: never } | { businessId: string; vendorId?: never },
  account: BankAccountDetails,
  change: { key: Buffer; address: string | null; now: Date; user?: UserRow },
) {
  const { key, now } = change;
  return db.transaction(async (tx) => {
    if (owner.vendorId) {
      await changePayoutAccount(tx, { party: { vendorId: owner.vendorId }, account, actor: { user: change.user! }, address: change.address, key, now });
      return (await activeVendorAccount(tx, owner.vendorId))!;
    }
    await tx.update(bankAccounts).set({ status: 'inactive', updatedAt: now }).where(and(eq(bankAccounts.businessId, owner.businessId!), eq(bankAccounts.status, 'active')));
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        businessId: owner.businessId!,
        bankName: account.bankName,
        routingNumber: account.routingNumber,
        accountNumberEncrypted: encryptSecret(account.accountNumber, key),
        last4: account.accountNumber.slice(-4),
        accountHolderName: account.accountHolderName,
        accountType: account.accountType,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return row;
  });
}
