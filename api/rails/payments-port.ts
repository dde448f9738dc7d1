/**
 * The port the payments module defines for the rails: everything a rail may ask of payments (a payment's history line
 * and guarded status move, an item raised for a person, the banking calendar, a business's bank API credentials). A
 * rail imports this file, never the module's: the module is a layer above the rails and plugs its implementation in
 * when it loads (api/modules/payments/rail-port.ts, imported by the module's face and its service), so any process
 * that has the payments module has the port. Calling it before is a wiring mistake, and says so.
 */
import type { BankingCalendar } from '../../domain/calendar';
import type { CredentialBank } from '../../domain/payment-systems';
import type { Database } from '../db/client';
import type { PaymentRow, PaymentStatus, ReviewItemKind, ReviewItemRow, payments } from '../db/schema';

/** A transaction of the database, as Database.transaction hands it to its callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Db = Database | Tx;

export interface ReviewItemInput {
  kind: ReviewItemKind;
  subject: string;
  paymentId?: string | null;
  message: string;
}

export interface BankApiCredentials {
  clientId: string;
  clientSecret: string;
  companyId: string;
  companyName: string;
}

export interface PaymentsPort {
  /** Appends one history row to a payment without moving it. */
  appendStatus(tx: Db, paymentId: string, status: string, at: Date, description: string, code?: string | null): Promise<void>;
  /** Moves a payment from one of `from` to `to`; null when someone else moved it first. */
  transition(
    tx: Db,
    paymentId: string,
    from: readonly PaymentStatus[],
    to: PaymentStatus,
    at: Date,
    detail: { description: string; code?: string | null },
    set?: Partial<typeof payments.$inferInsert>,
  ): Promise<PaymentRow | null>;
  /** Raises an item for a person; null when the same (kind, subject) was raised before. */
  raiseReviewItem(db: Db, item: ReviewItemInput, at: Date): Promise<ReviewItemRow | null>;
  loadCalendar(db: Db, country: string, paymentNetwork: string): Promise<BankingCalendar>;
  bankApiCredentials(db: Pick<Database, 'select'>, businessId: string, bank: CredentialBank, key: Buffer): Promise<BankApiCredentials | null>;
}

let plugged: PaymentsPort | undefined;

/** Called once by the payments module (api/modules/payments/rail-port.ts). */
export function plugPayments(port: PaymentsPort): void {
  plugged = port;
}

/** The payments module's side of the port. */
export function paymentsPort(): PaymentsPort {
  if (!plugged) throw new Error('The payments module is not loaded: import api/modules/payments before a rail asks it anything.');
  return plugged;
}
