/** The public API's resources built from database rows: the one shape of a payment and a vendor that /api/v1 answers and webhooks carry. */
import { collectionTypeOf } from '../../../domain/collections';
import type { PaymentRow } from '../../db/schema';

export const CURRENCY = 'USD';

/** The payment's status in the public API's words. */
export const PUBLIC_STATUS = {
  pendingApproval: 'pending_approval',
  awaitingBankDetails: 'awaiting_bank_details',
  scheduled: 'scheduled',
  processing: 'processing',
  success: 'succeeded',
  error: 'failed',
  canceled: 'canceled',
  // An ACH return after settlement (decision 013).
  returned: 'returned',
} as const;
export type PublicStatus = (typeof PUBLIC_STATUS)[keyof typeof PUBLIC_STATUS];

/** A step of a payment's status history in the same words as its status (decision 087): its first step is `created`. */
export const PUBLIC_HISTORY_STATUS = { created: 'created', ...PUBLIC_STATUS } as const;
export const publicHistoryStatus = (status: string): string =>
  Object.hasOwn(PUBLIC_HISTORY_STATUS, status) ? PUBLIC_HISTORY_STATUS[status as keyof typeof PUBLIC_HISTORY_STATUS] : status;

export function paymentResource(p: PaymentRow) {
  return {
    id: p.id,
    object: 'payment' as const,
    kind: p.kind,
    status: PUBLIC_STATUS[p.status],
    amount: String(p.amount),
    currency: CURRENCY,
    vendorId: p.vendorId,
    consumerId: p.consumerId,
    customerBusinessId: p.recipientBusinessId,
    collectionType: collectionTypeOf(p),
    purchaseId: p.purchaseId,
    paymentTransactionId: p.paymentTransactionId,
    description: p.description,
    referenceNumber: p.referenceNumber,
    dueDateTime: { date: p.dueDate, time: p.dueTime, timezone: p.timezone },
    dueAt: p.dueAt.toISOString(),
    returnCode: p.returnCode,
    errorMessage: p.paymentErrorMessage,
    destination: { bankName: p.destinationBankName, accountHolderName: p.destinationAccountHolderName, accountNumberLast4: p.destinationAccountLast4 },
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}
export type PaymentResource = ReturnType<typeof paymentResource>;
