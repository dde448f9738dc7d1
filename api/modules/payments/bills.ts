/**
 * A bill's payments: a bill of an accounting system has one payment under way or paid through Payloft at a time (its
 * idempotency key per round), and the latest payment of each bill tells Manage Payees whether it may be paid again.
 */
import { and, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, type PaymentStatus } from '../../db/schema';
import type { Tx } from '../../rails/payments-port';

type Db = Database | Tx;

/** What of a payment's input names the bill it pays (CreatePaymentInput's fields of spec §3). */
interface BillOfPayment {
  accountingSystem?: string | null;
  accountingSystemBillInfo?: Record<string, unknown> | null;
}

/**
 * The idempotency key of a bill's payment: a bill of an accounting system has one payment under way or paid through
 * Payloft at a time. Its round is how many of the bill's payments ended without paying it (failed, returned,
 * canceled): the first payment takes the bare key, a payment after a failure the next round's, so a second payment
 * while one is under way (or paid) meets the same key and the unique index refuses it, and a failed bill can be paid
 * again.
 */
export const billIdempotencyKey = (system: string, externalId: string, round = 0) => `accountingBill:${system}:${externalId}${round ? `:again-${round}` : ''}`;
/** Statuses in which a payment is over without having paid: its bill is open to be paid again. */
const UNPAID_ENDS: readonly PaymentStatus[] = ['error', 'returned', 'canceled'];
/** The keys of every round of one bill's payments. */
const billKeysOf = (system: string, externalId: string) => {
  const base = billIdempotencyKey(system, externalId);
  return or(eq(payments.idempotencyKey, base), like(payments.idempotencyKey, `${base.replace(/[\\%_]/g, '\\$&')}:again-%`))!;
};

/** The bill a payment pays, when it pays one: its system and the system's id of the bill. */
function billOf(input: BillOfPayment): { system: string; externalId: string } | null {
  const externalId = input.accountingSystemBillInfo?.externalId;
  return input.accountingSystem && typeof externalId === 'string' && externalId ? { system: input.accountingSystem, externalId } : null;
}

/**
 * A payment of a bill takes the bill's key for this round, whatever key its caller sent: the unique index then
 * refuses a second payment of the same bill on every path (requestIsDuplicatedAPIError), not only where a page hides
 * the bill. Read in the payment's transaction; two payments racing after a failure count the same round, and one wins.
 */
export async function idempotencyKeyOf(tx: Db, input: BillOfPayment & { businessId: string; idempotencyKey: string }): Promise<string> {
  const bill = billOf(input);
  if (!bill) return input.idempotencyKey;
  const [{ ended }] = await tx
    .select({ ended: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.businessId, input.businessId), billKeysOf(bill.system, bill.externalId), inArray(payments.status, [...UNPAID_ENDS])));
  return billIdempotencyKey(bill.system, bill.externalId, ended);
}

export interface BillPayment {
  id: string;
  status: string;
  returnCode: string | null;
  /** Over without having paid the bill (failed, returned, canceled): the bill may be paid again. */
  ended: boolean;
}

/** The latest payment of each of a business's bills of one system, by the system's bill id (bills never paid are absent). */
export async function paymentsOfBills(db: Db, businessId: string, system: string, externalIds: readonly string[]): Promise<Map<string, BillPayment>> {
  if (externalIds.length === 0) return new Map();
  const bills = new Map(externalIds.map((id) => [billIdempotencyKey(system, id), id]));
  const rows = await db
    .select({ id: payments.id, status: payments.status, returnCode: payments.returnCode, key: payments.idempotencyKey })
    .from(payments)
    .where(and(eq(payments.businessId, businessId), or(...externalIds.map((id) => billKeysOf(system, id)))));
  // The latest is the highest round (the bare key is round 0).
  const latest = new Map<string, BillPayment & { round: number }>();
  for (const row of rows) {
    const [, base, again] = /^(.*?)(?::again-(\d+))?$/.exec(row.key)!;
    const bill = bills.get(base);
    const round = Number(again ?? 0);
    if (bill === undefined || (latest.get(bill)?.round ?? -1) > round) continue;
    latest.set(bill, { id: row.id, status: row.status, returnCode: row.returnCode, ended: UNPAID_ENDS.includes(row.status), round });
  }
  return new Map([...latest].map(([bill, { round: _, ...payment }]) => [bill, payment]));
}
