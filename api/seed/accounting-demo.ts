/**
 * Demo data: Northwind connected to the QuickBooks and Xero sandboxes through the same OAuth flow a person walks
 * (headless, against the sandbox only), so its payees are a dozen synced vendors per system with open bills, and the
 * first bank account each system offers chosen for recording payments, as an owner would on the bills page.
 * Harbor keeps no system: the manual "Add vendor" path is the one it uses.
 */
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ApiConfig } from '../config';
import type { Database } from '../db/client';
import { businesses } from '../db/schema';
import { choosePaymentAccount, connectSandboxHeadless, paymentAccounts } from '../modules/payees';

export const DEMO_ACCOUNTING = [{ business: 'Northwind Supply Co.', systems: ['quickBooks', 'xero'] as const }];

export async function connectDemoAccountingSystems(db: Database, config: ApiConfig, logger?: Logger): Promise<void> {
  for (const demo of DEMO_ACCOUNTING) {
    const [business] = await db.select({ id: businesses.id, owner: businesses.ownerUserId }).from(businesses).where(eq(businesses.name, demo.business));
    if (!business?.owner) continue;
    for (const system of demo.systems) {
      try {
        await connectSandboxHeadless(db, config, business.id, business.owner, system, new Date());
        const [first] = await paymentAccounts(db, config, business.id, system, new Date());
        if (first) await choosePaymentAccount(db, config, business.id, system, first.id, new Date());
      } catch (error) {
        // The demo still starts; the business can connect from Business System.
        logger?.warn({ err: error, system }, 'demo accounting connection failed');
      }
    }
  }
}
