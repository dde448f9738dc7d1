/**
 * Demo data of the bank network: the banks' routing numbers, two more banks, and the shared payment
 * methods that make Lakeside Dental (registered) and Harbor Freightways (registering) First Community Bank's leads.
 * Northwind banks with Bank of America and Bayside with Wells Fargo through their bank accounts' routing numbers.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankRoutingNumbers, banks, businesses } from '../db/schema';

type Tx = Pick<Database, 'select' | 'insert' | 'update'>;

export const DEMO_BANK_ROUTING_NUMBERS: Record<string, string[]> = {
  'First Community Bank': ['081902101', '075900009'],
  'Bank of America': ['026009593', '051000017', '125000024'],
  'Wells Fargo': ['121042882', '073000228', '122000247'],
};

const LEAD_METHODS: Record<string, { routingNumber: string; last4: string }> = {
  'Lakeside Dental': { routingNumber: '081902101', last4: '7710' },
  'Harbor Freightways': { routingNumber: '075900009', last4: '3342' },
};

export async function seedBankNetwork(tx: Tx): Promise<void> {
  const names = Object.keys(DEMO_BANK_ROUTING_NUMBERS);
  const existing = await tx.select().from(banks).where(inArray(banks.name, names));
  const missing = names.filter((name) => !existing.some((b) => b.name === name));
  const created = missing.length ? await tx.insert(banks).values(missing.map((name) => ({ name }))).returning() : [];
  for (const bank of [...existing, ...created]) {
    await tx.insert(bankRoutingNumbers).values(DEMO_BANK_ROUTING_NUMBERS[bank.name].map((routingNumber) => ({ bankId: bank.id, routingNumber })));
  }
  for (const [name, method] of Object.entries(LEAD_METHODS)) {
    const [row] = await tx.select().from(businesses).where(eq(businesses.name, name));
    if (!row) continue;
    await tx
      .update(businesses)
      .set({
        paymentSettings: {
          ...row.paymentSettings,
          actualSharedPaymentMethod: {
            paymentMethodType: 'bankAccount',
            status: 'active',
            bankName: 'First Community Bank',
            accountHolderName: name,
            accountType: 'checking',
            ...method,
          },
        },
      })
      .where(eq(businesses.id, row.id));
  }
}
