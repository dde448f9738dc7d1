/**
 * Which vendor may be paid before it has bank details, and how such a payment's missing destination is written
 * (decision 094). Read by the payment service when it creates a payment; the waiting payments' life (attached at
 * registration, expired by the cycle) is in awaiting-details.ts.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, connections, vendorManagers, vendors, type PaymentRow, type PaymentStatus } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { payableVendorCondition } from './payable';
import type { Tx } from '../../rails/payments-port';

type Db = Database | Tx;

/** A payment with no destination yet: only these statuses may hold one (the payments_destination_check constraint). */
export const WAITS_FOR_DETAILS: readonly PaymentStatus[] = ['pendingApproval', 'awaitingBankDetails'];

/** Whether a payment row has no destination yet (its vendor has not registered). */
export const lacksDestination = (p: Pick<PaymentRow, 'destinationRoutingNumber'>) => p.destinationRoutingNumber === '';

/**
 * The business's vendor that may be paid before it has bank details: its own vendor, with no active bank account,
 * nobody managing it, and an open invitation of this business made for it (unexpired). Null otherwise.
 */
export async function invitedVendorAwaitingDetails(db: Db, businessId: string, vendorId: string | null | undefined, now: Date) {
  if (!isUuid(vendorId)) return null;
  const [row] = await invitedVendorsAwaitingDetails(db, businessId, now, vendorId);
  return row ?? null;
}

/** Every such vendor of the business (Send Payment's choices), or the one asked for. */
export async function invitedVendorsAwaitingDetails(db: Db, businessId: string, now: Date, vendorId?: string) {
  return db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .innerJoin(
      connections,
      and(
        eq(connections.vendorId, vendors.id),
        eq(connections.businessId, businessId),
        eq(connections.kind, 'vendor'),
        eq(connections.status, 'invited'),
        gt(connections.tokenExpiresAt, now),
      ),
    )
    .leftJoin(vendorManagers, eq(vendorManagers.vendorId, vendors.id))
    .where(
      and(
        vendorId ? eq(vendors.id, vendorId) : undefined,
        eq(vendors.businessId, businessId),
        isNull(vendorManagers.id),
        payableVendorCondition(),
        sql`not exists (select 1 from ${bankAccounts} a where a.vendor_id = ${vendors.id} and a.status = 'active')`,
      ),
    )
    .groupBy(vendors.id, vendors.name)
    .orderBy(vendors.name, vendors.id);
}

/** The destination columns of a payment that waits for them: empty, which the check constraint allows only while it waits. */
export const NO_DESTINATION = {
  destinationBankName: null,
  destinationRoutingNumber: '',
  destinationAccountEncrypted: '',
  destinationAccountLast4: '',
  destinationAccountHolderName: '',
} as const;
