/**
 * Demo data of instant collections: Bayside's connected customer business, Coastal Fleet Services (an
 * accepted customer connection, with a bank account and an owner who receives receipts), and collections from
 * Bayside's enabled consumers and that customer, processed by a real cycle: some settle, two are returned (R03, R01).
 */
import { eq } from 'drizzle-orm';
import { Roles } from '../../domain/roles';
import type { Database } from '../db/client';
import { bankAccounts, businesses, connections, consumers, users } from '../db/schema';
import { runProcessingCycle } from '../jobs/cycle';
import { encryptSecret } from '../lib/crypto';
import { loadBusinessScope } from '../graphql/access';
import { collectPayments } from '../modules/payments';

export const COLLECTIONS_DEMO = {
  customer: { name: 'Coastal Fleet Services', ownerEmail: 'owner@coastalfleet.test', firstName: 'Nora', lastName: 'Alvarez', phoneNumber: '+1 619 555 0190' },
} as const;

export async function seedCollectionsDemo(db: Database, key: Buffer, options: { passwordHash: string }): Promise<void> {
  const [bayside] = await db.select().from(businesses).where(eq(businesses.name, 'Bayside Auto Care'));
  if (!bayside?.ownerUserId) return;
  const [baysideOwner] = await db.select().from(users).where(eq(users.id, bayside.ownerUserId));
  const c = COLLECTIONS_DEMO.customer;
  const connectedAt = new Date('2026-10-01T16:00:00Z');
  const [owner] = await db
    .insert(users)
    .values({ email: c.ownerEmail, role: Roles.owner, firstName: c.firstName, lastName: c.lastName, phoneNumber: c.phoneNumber, passwordHash: options.passwordHash, registeredAt: connectedAt })
    .returning();
  const [customer] = await db
    .insert(businesses)
    .values({
      name: c.name,
      email: c.ownerEmail,
      phoneNumber: c.phoneNumber,
      businessType: 'Customer Business',
      address: '1450 Harbor Dr',
      city: 'San Diego',
      state: 'CA',
      zipcode: '92101',
      ownerUserId: owner.id,
      createdAt: connectedAt,
      updatedAt: connectedAt,
    })
    .returning();
  await db.insert(bankAccounts).values({
    businessId: customer.id,
    bankName: 'U.S. Bank',
    routingNumber: '122235821',
    accountNumberEncrypted: encryptSecret('6620093318', key),
    last4: '3318',
    accountHolderName: c.name,
  });
  await db.insert(connections).values({
    kind: 'customer',
    businessId: bayside.id,
    invitedByUserId: baysideOwner.id,
    targetEmail: c.ownerEmail,
    targetPhoneNumber: c.phoneNumber,
    targetBusinessInfo: { name: c.name, location: { address: '1450 Harbor Dr', city: 'San Diego', state: 'CA', zipcode: '92101', country: 'US' } },
    status: 'accepted',
    sentAt: new Date('2026-09-28T16:00:00Z'),
    acceptedAt: connectedAt,
    acceptedUserId: owner.id,
    connectedBusinessId: customer.id,
    createdAt: new Date('2026-09-28T16:00:00Z'),
    updatedAt: connectedAt,
  });

  const consumerId = async (email: string) => (await db.select({ id: consumers.id }).from(consumers).where(eq(consumers.email, email)))[0].id;
  const scope = await loadBusinessScope(db, baysideOwner);
  const at = new Date('2026-11-05T16:00:00Z');
  await collectPayments(
    db,
    key,
    { kind: 'person', user: baysideOwner, scope, address: 'seed' },
    {
      idempotencyKey: 'seed-collections-2026-11-05',
      items: [
        { consumerId: await consumerId('maria.lopez@example.test'), amount: 120_00, referenceNumber: 'RO-5512', description: 'Brake pads and labor', phoneNumber: '+1 619 555 0201' },
        // Returned R03 (No Account) by the sandbox rail: Collections › Failed.
        { consumerId: await consumerId('kevin.nguyen@example.test'), amount: 75_00, referenceNumber: 'RO-5513', description: 'Tire rotation', phoneNumber: '+1 619 555 0202' },
        // Returned R01 (Insufficient funds).
        { consumerId: await consumerId('rosa.martinez@example.test'), amount: 310_00, referenceNumber: 'RO-5514', description: 'Timing belt', phoneNumber: '+1 619 555 0204' },
        { customerBusinessId: customer.id, amount: 1_850_00, referenceNumber: 'FLEET-1102', description: 'Fleet maintenance, October' },
      ],
    },
    at,
  );
  await runProcessingCycle(db, { at: new Date('2026-11-05T16:05:00Z'), encryptionKey: key });
}
