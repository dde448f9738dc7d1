/** Demo data of the API product: Northwind's "Northwind ERP" API client, with a published demo secret for the README's curl walkthrough. */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { apiClients, businesses, users } from '../db/schema';
import { sha256Hex } from '../lib/crypto';

/** Demo credentials only (the seeded demo data is public, like its passwords): never seed these outside a demo database. */
export const DEMO_API_CLIENT = { clientId: 'plc_northwind_demo', clientSecret: 'pls_northwind_demo_secret_0000000000000000' } as const;

export async function seedApiClients(db: Database, now: Date): Promise<void> {
  const [northwind] = await db.select({ id: businesses.id, ownerUserId: businesses.ownerUserId }).from(businesses).where(eq(businesses.name, 'Northwind Supply Co.'));
  if (!northwind) return;
  const [owner] = northwind.ownerUserId ? await db.select({ id: users.id }).from(users).where(eq(users.id, northwind.ownerUserId)) : [];
  await db
    .insert(apiClients)
    .values({
      businessId: northwind.id,
      name: 'Northwind ERP',
      applicationName: 'Northwind ERP integration',
      clientId: DEMO_API_CLIENT.clientId,
      secretHash: sha256Hex(DEMO_API_CLIENT.clientSecret),
      createdByUserId: owner?.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
}
