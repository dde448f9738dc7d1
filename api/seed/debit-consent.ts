/** Demo (and test) consumers who enabled collections before decision 052: an accepted debit authorization and a prenoted account, as registration now records them. */
import type { Database } from '../db/client';
import { accountValidations } from '../db/schema';
import { recordAuthorization } from '../modules/payments';

export interface ConsentingConsumer {
  id: string;
  businessId: string;
  routingNumber: string | null;
  accountNumberLast4: string | null;
  initialPayment?: number;
}

export async function grantDebitConsent(db: Database, consumer: ConsentingConsumer, at: Date): Promise<void> {
  await recordAuthorization(db, {
    consumerId: consumer.id,
    businessId: consumer.businessId,
    amount: consumer.initialPayment ?? 0,
    routingNumber: consumer.routingNumber ?? '',
    accountLast4: consumer.accountNumberLast4 ?? '',
    ipAddress: '203.0.113.10',
    userAgent: 'Mozilla/5.0 (demo data)',
    at,
  });
  await db.insert(accountValidations).values({ consumerId: consumer.id, businessId: consumer.businessId, method: 'prenote', status: 'validated', sentAt: at, validatesAt: at, decidedAt: at, createdAt: at, updatedAt: at });
}
