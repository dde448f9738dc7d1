/**
 * Demo data of the business network: Northwind has one pending employee invitation and one suspended
 * employee; Bayside has one pending consumer invitation. The invitation links are only in the outbox (/dev/outbox).
 */
import { eq } from 'drizzle-orm';
import { Roles } from '../../domain/roles';
import type { Database } from '../db/client';
import { businessEmployees, businesses, users } from '../db/schema';
import { createConnection } from '../modules/network';

export const NETWORK_DEMO = {
  pendingEmployee: { email: 'new.hire@northwind.test', firstName: 'Jordan', lastName: 'Miles' },
  suspendedEmployee: { email: 'former@northwind.test', firstName: 'Casey', lastName: 'Doyle', phoneNumber: '+1 312 555 0149' },
  pendingConsumer: { email: 'sam.rivera@example.test', firstName: 'Sam', lastName: 'Rivera', initialPayment: 2_500, year: 2018, make: 'Toyota', model: 'Camry' },
} as const;

async function ownerOf(db: Database, businessName: string) {
  const [row] = await db.select({ business: businesses, owner: users }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerUserId)).where(eq(businesses.name, businessName));
  return row;
}

export async function seedNetworkDemo(db: Database, options: { passwordHash: string; now: Date; webPublicUrl: string }): Promise<void> {
  const { now } = options;
  const northwind = await ownerOf(db, 'Northwind Supply Co.');
  const bayside = await ownerOf(db, 'Bayside Auto Care');
  if (!northwind || !bayside) return;
  const deps = { db, now, address: 'seed', webPublicUrl: options.webPublicUrl };

  const s = NETWORK_DEMO.suspendedEmployee;
  const [former] = await db
    .insert(users)
    .values({
      ...s,
      passwordHash: options.passwordHash,
      role: Roles.employee,
      enabled: false,
      disableReason: `Suspended by ${northwind.owner.email}`,
      registeredAt: new Date('2026-02-02T15:00:00Z'),
    })
    .returning({ id: users.id });
  await db.insert(businessEmployees).values({ userId: former.id, businessId: northwind.business.id, registeredAt: new Date('2026-02-02T15:00:00Z'), blockedAt: now });

  await createConnection(deps, { user: northwind.owner, businessId: northwind.business.id, bankId: null }, { kind: 'employee', ...NETWORK_DEMO.pendingEmployee, details: { isBusinessRightsAvailable: false } });
  const c = NETWORK_DEMO.pendingConsumer;
  await createConnection(deps, { user: bayside.owner, businessId: bayside.business.id, bankId: null }, {
    kind: 'consumer',
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    details: { initialPayment: c.initialPayment, year: c.year, make: c.make, model: c.model },
    consumer: { firstName: c.firstName, lastName: c.lastName, email: c.email, initialPayment: c.initialPayment, year: c.year, make: c.make, model: c.model },
  });
}
