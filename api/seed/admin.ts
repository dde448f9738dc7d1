/**
 * Demo data of the bank network: the banks' routing numbers, two more banks, and the shared payment
 * accounts that make Lakeside Dental (registered) and Harbor Freightways (registering) First Community Bank's leads.
 * Northwind banks with Bank of America and Bayside with Wells Fargo through their bank accounts' routing numbers.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts, bankRoutingNumbers, banks, businesses } from '../db/schema';
import { encryptSecret } from '../lib/crypto';

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

export const DEMO_BANK_ROUTING_NUMBERS: Record<string, string[]> = {
  'First Community Bank': ['081902101', '075900009'],
  'Bank of America': ['026009593', '051000017', '125000024'],
  'Wells Fargo': ['121042882', '073000228', '122000247'],
};

/**
 * The bank accounts that make Lakeside and Harbor First Community Bank's leads: kept where every business's account is
 * (bank_accounts), so the business's own Bank Account page and the admin's page show the same account.
 */
const LEAD_ACCOUNTS: Record<string, { routingNumber: string; accountNumber: string }> = {
  'Lakeside Dental': { routingNumber: '081902101', accountNumber: '4410027710' },
  'Harbor Freightways': { routingNumber: '075900009', accountNumber: '5520193342' },
};

export async function seedBankNetwork(tx: Tx): Promise<void> {
  const names = Object.keys(DEMO_BANK_ROUTING_NUMBERS);
  const existing = await tx.select().from(banks).where(inArray(banks.name, names));
  const missing = names.filter((name) => !existing.some((b) => b.name === name));
  const created = missing.length ? await tx.insert(banks).values(missing.map((name) => ({ name }))).returning() : [];
  for (const bank of [...existing, ...created]) {
    await tx.insert(bankRoutingNumbers).values(DEMO_BANK_ROUTING_NUMBERS[bank.name].map((routingNumber) => ({ bankId: bank.id, routingNumber })));
  }
}

const LEAD_ACCOUNTS_OPENED = new Date('2026-01-05T15:00:00Z');

/** Lakeside's and Harbor's accounts at First Community Bank (the account number is encrypted at rest, as every one is). */
export async function seedLeadBankAccounts(db: Pick<Database, 'select' | 'insert'>, key: Buffer): Promise<void> {
  const rows = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(inArray(businesses.name, Object.keys(LEAD_ACCOUNTS)));
  if (!rows.length) return;
  await db.insert(bankAccounts).values(
    rows.map((b) => {
      const account = LEAD_ACCOUNTS[b.name];
      return {
        businessId: b.id,
        bankName: 'First Community Bank',
        routingNumber: account.routingNumber,
        accountNumberEncrypted: encryptSecret(account.accountNumber, key),
        last4: account.accountNumber.slice(-4),
        accountHolderName: b.name,
        accountType: 'checking',
        // Opened when the demo's people signed up (demo.ts), before anything a visitor or a test adds.
        createdAt: LEAD_ACCOUNTS_OPENED,
        updatedAt: LEAD_ACCOUNTS_OPENED,
      };
    }),
  );
}
