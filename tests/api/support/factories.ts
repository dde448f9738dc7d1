/**
 * Factories for the rows API tests write straight into the database (what the API has no way to make, or a test
 * needs at a set instant): each fills every column the row requires with a placeholder, so a test names only the
 * values it is about. Sealed columns take the clear value and seal it with the test API's key.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../../api/db/client';
import { bankAccounts, consumers, outboxMessages, type payments, users, vendors } from '../../../api/db/schema';
import { encryptSecret } from '../../../api/lib/crypto';
import { hashPassword } from '../../../api/modules/auth/passwords';
import { createPayment } from '../../../api/modules/payments/service';
import { DEMO_PASSWORD } from '../../../api/seed/demo';

/** What a factory that seals a secret needs from the test API. */
export interface Sealing {
  db: Database;
  config: { encryptionKey: Buffer };
}

type UserValues = typeof users.$inferInsert;
type ConsumerValues = typeof consumers.$inferInsert;
type PaymentValues = typeof payments.$inferInsert;
type OutboxValues = typeof outboxMessages.$inferInsert;

/** A user who signs in with the demo password, so nothing a test does to it disturbs the demo accounts. */
export async function insertUser(db: Database, values: Partial<UserValues> & { email: string }) {
  const [row] = await db
    .insert(users)
    .values({ firstName: 'Test', lastName: 'User', role: 'businessEmployee', passwordHash: await hashPassword(DEMO_PASSWORD), ...values })
    .returning();
  return row;
}

/**
 * A registered, active consumer of `businessId` with a bank account: the account number is given in clear, sealed
 * here, and its last four digits derived. No debit consent: a test that collects grants it (api/seed/debit-consent).
 */
export async function insertConsumer(
  t: Sealing,
  values: Omit<Partial<ConsumerValues>, 'accountNumberEncrypted' | 'accountNumberLast4'> & { businessId: string; firstName: string; lastName: string; accountNumber: string },
) {
  const { accountNumber, ...rest } = values;
  const [row] = await t.db
    .insert(consumers)
    .values({
      registrationStatus: 'completed',
      processStatus: 'active',
      bankName: 'Chase',
      routingNumber: '021000021',
      accountHolderName: `${values.firstName} ${values.lastName}`,
      accountNumberEncrypted: encryptSecret(accountNumber, t.config.encryptionKey),
      accountNumberLast4: accountNumber.slice(-4),
      ...rest,
    })
    .returning();
  return row;
}

/** A vendor of `businessId` that the business added itself, with the bank account it is paid into when one is given. */
export async function insertVendor(
  t: Sealing,
  values: { businessId: string; name: string; bankAccount?: { bankName: string; routingNumber: string; accountNumber: string; accountHolderName?: string } },
) {
  const [vendor] = await t.db.insert(vendors).values({ businessId: values.businessId, name: values.name }).returning();
  const account = values.bankAccount;
  if (account) {
    await t.db.insert(bankAccounts).values({
      vendorId: vendor.id,
      bankName: account.bankName,
      routingNumber: account.routingNumber,
      accountNumberEncrypted: encryptSecret(account.accountNumber, t.config.encryptionKey),
      last4: account.accountNumber.slice(-4),
      accountHolderName: account.accountHolderName ?? values.name,
    });
  }
  return vendor;
}

/** A message in the outbox, as the services would queue it (an e-mail unless `channel` says otherwise). */
export async function insertOutboxMessage(db: Database, values: Partial<OutboxValues> & { recipient: string; createdAt: Date }) {
  const [row] = await db.insert(outboxMessages).values({ channel: 'email', subject: 'S', body: 'B', ...values }).returning();
  return row;
}

let payment = 0;
/**
 * A payment row as the engine would leave it, for `db.insert(payments).values(...)`: unique ids and key, a vendor
 * payment scheduled for 2026-11-23 09:00 UTC to a placeholder account (the sealed number is not a real one: tests
 * that read it seal their own).
 */
export function paymentRow(values: Partial<PaymentValues> & { businessId: string }): PaymentValues {
  const n = ++payment;
  const unique = `${n}-${randomUUID()}`;
  return {
    kind: 'vendor',
    status: 'scheduled',
    amount: 100_00,
    purchaseId: `test-purchase-${unique}`,
    paymentTransactionId: `test-txn-${unique}`,
    idempotencyKey: `test-key-${unique}`,
    dueDate: '2026-11-23',
    dueTime: '09:00',
    timezone: 'UTC',
    dueAt: new Date('2026-11-23T09:00:00Z'),
    destinationRoutingNumber: '122000247',
    destinationAccountEncrypted: 'x',
    destinationAccountLast4: '0001',
    destinationAccountHolderName: 'Receiver',
    ...values,
  };
}

/**
 * Makes vendor payments of the payer's business to a test bank account, made by the payments service as the web would (no
 * approval step): amounts and idempotency keys differ per call, so a test's payments never collide.
 */
export function vendorPaymentMaker(payer: () => { db: Database; encryptionKey: Buffer; businessId: string }, keyPrefix: string, createdAt: Date) {
  let made = 0;
  return (accountNumber = '5561200934') => {
    made += 1;
    const { db, encryptionKey, businessId } = payer();
    return createPayment(
      db,
      encryptionKey,
      {
        businessId,
        kind: 'vendor',
        amount: 20_000 + made,
        idempotencyKey: `${keyPrefix}-${made}`,
        skipApproval: true,
        destination: { bankName: 'Test', routingNumber: '122000247', accountNumber, accountHolderName: 'Receiver', accountType: 'checking' },
        createdByUserId: null,
      },
      createdAt,
    );
  };
}
