/** The payee-link files' start: Northwind and Bayside's ids, Northwind connected to both accounting sandboxes as the demo is. */
import { and, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { businesses, vendors } from '../../../api/db/schema';
import { connectSandboxHeadless } from '../../../api/modules/payees/service';
import type { TestApi } from '../harness';

export async function northwindWithBothSandboxes(t: TestApi): Promise<{ northwindId: string; baysideId: string }> {
  const rows = await t.db.select({ id: businesses.id, name: businesses.name, owner: businesses.ownerUserId }).from(businesses).where(inArray(businesses.name, ['Northwind Supply Co.', 'Bayside Auto Care']));
  const northwind = rows.find((b) => b.name === 'Northwind Supply Co.')!;
  // The demo's Northwind is connected to both sandboxes when seeded for the web; here it connects as the demo does.
  for (const system of ['quickBooks', 'xero'] as const) {
    const [already] = await t.db.select({ id: vendors.id }).from(vendors).where(and(eq(vendors.businessId, northwind.id), eq(vendors.accountingSystem, system))).limit(1);
    if (!already) expect(await connectSandboxHeadless(t.db, t.config, northwind.id, northwind.owner!, system, t.clock())).toBe(true);
  }
  return { northwindId: northwind.id, baysideId: rows.find((b) => b.name === 'Bayside Auto Care')!.id };
}
