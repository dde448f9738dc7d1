/**
 * The public API's request and response schemas (zod): the handlers validate with them and the OpenAPI document is
 * generated from them (api/public-api/openapi.ts), so the two cannot drift apart.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import { ErrorCodes } from '../../domain/errors';
import { isIsoDay, parseIsoInstant } from '../../domain/input-limits';
import { isValidRoutingChecksum } from '../../domain/validation';
import { COLLECTION_TYPES } from '../../domain/collections';
import { PAYMENT_KINDS } from '../db/schema';
import { MAX_AMOUNT_CENTS, PUBLIC_HISTORY_STATUS, PUBLIC_STATUS } from '../modules/payments';
import { IDEMPOTENCY_KEY_PATTERN } from './idempotency';

extendZodWithOpenApi(z);

const isoInstant = z
  .string()
  .datetime({ offset: true })
  .refine((v) => parseIsoInstant(v) !== null, 'Use an ISO instant with a year from 1900 to 2999')
  .openapi({ format: 'date-time', example: '2026-11-21T17:30:00.000Z' });
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD')
  .refine(isIsoDay, 'Use a real date YYYY-MM-DD with a year from 1900 to 2999')
  .openapi({ format: 'date', example: '2026-11-24' });
const id = z.string().uuid().openapi({ format: 'uuid', example: '3f2c6c1e-8d51-4c8b-9f54-4f8f3c8a2b10' });

/**
 * Integer cents, 64-bit safe: a string of digits (preferred) or a JSON integer no larger than 2^53 - 1.
 * Never a 32-bit integer: 2147483648 cents and above are fine.
 */
export const Amount = z
  .union([z.string().regex(/^[0-9]{1,19}$/, 'Amount must be a whole number of cents'), z.number().int('Amount must be a whole number of cents').nonnegative()])
  .transform((v, ctx) => {
    const cents = typeof v === 'string' ? BigInt(v) : BigInt(v);
    if (typeof v === 'number' && !Number.isSafeInteger(v)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Send amounts above 2^53 - 1 as a string' });
    else if (cents <= 0n) ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'Amount must be above 0' });
    else if (cents > BigInt(MAX_AMOUNT_CENTS)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: `Amount must be at most ${MAX_AMOUNT_CENTS} cents` });
    return Number(cents);
  })
  .openapi('Amount', {
    description: `Integer cents in USD, as a string of digits (or a JSON integer up to 2^53 - 1). At most ${MAX_AMOUNT_CENTS}.`,
    example: '125000',
  });

export const Currency = z.literal('USD').openapi({ description: 'Always USD.' });

export const PaymentStatus = z.enum(Object.values(PUBLIC_STATUS) as [string, ...string[]]).openapi('PaymentStatus');

export const Problem = z
  .object({
    type: z.string().openapi({ description: `The error code, e.g. ${ErrorCodes.validation}, ${ErrorCodes.notFound}, ${ErrorCodes.idempotencyKeyReused}.`, example: ErrorCodes.validation }),
    title: z.string(),
    status: z.number().int(),
    detail: z.string().optional(),
    instance: z.string().optional(),
    errors: z.record(z.string()).optional().openapi({ description: 'Field messages of a validation failure.' }),
  })
  .openapi('Problem', { description: 'RFC 9457 problem details.' });

export const StatusHistoryItem = z
  .object({
    status: z.enum(Object.values(PUBLIC_HISTORY_STATUS) as [string, ...string[]]).openapi({ description: 'The payment\'s status from this step on, in the words of `status` (`created` first).' }),
    code: z.string().nullable(),
    at: isoInstant,
    description: z.string().nullable(),
  })
  .openapi('StatusHistoryItem');

export const Payment = z
  .object({
    id,
    object: z.literal('payment'),
    kind: z.enum(PAYMENT_KINDS),
    status: PaymentStatus,
    amount: z.string().regex(/^[0-9]+$/).openapi({ description: 'Integer cents as a string.', example: '125000' }),
    currency: Currency,
    vendorId: id.nullable(),
    consumerId: id.nullable(),
    customerBusinessId: id.nullable().openapi({ description: 'The customer business a collection was taken from.' }),
    collectionType: z.enum(COLLECTION_TYPES).nullable().openapi({ description: 'Collections only: from a consumer (instantCollection) or a customer business (instantCollectionForCustomer).' }),
    purchaseId: z.string(),
    paymentTransactionId: z.string(),
    description: z.string().nullable(),
    referenceNumber: z.string().nullable(),
    dueDateTime: z.object({ date: isoDay, time: z.string().openapi({ example: '10:00' }), timezone: z.string().openapi({ example: 'America/Chicago' }) }),
    dueAt: isoInstant,
    returnCode: z.string().nullable().openapi({ description: 'The ACH return code of a failed payment (e.g. R01).' }),
    errorMessage: z.string().nullable(),
    destination: z.object({ bankName: z.string().nullable(), accountHolderName: z.string(), accountNumberLast4: z.string() }),
    createdAt: isoInstant,
    updatedAt: isoInstant,
  })
  .openapi('Payment');

export const PaymentWithHistory = Payment.extend({ statusHistory: z.array(StatusHistoryItem) }).openapi('PaymentWithHistory');

const listOf = <T extends z.ZodTypeAny>(item: T, name: string) =>
  z
    .object({
      object: z.literal('list'),
      data: z.array(item),
      hasMore: z.boolean(),
      nextCursor: z.string().nullable().openapi({ description: 'Pass as `cursor` for the next page; null on the last page.' }),
    })
    .openapi(name);

export const PaymentList = listOf(Payment, 'PaymentList');

const text = (max: number) => z.string().trim().min(1).max(max);

export const CreatePaymentBody = z
  .object({
    vendorId: id,
    amount: Amount,
    description: text(500).optional(),
    referenceNumber: text(100).optional(),
    dueDate: isoDay.optional().openapi({ description: 'Not processed before this day (in the processing rule’s zone).' }),
    sameDayAch: z
      .boolean()
      .optional()
      .openapi({ description: 'Send as Same Day ACH: at most $1,000,000.00, only while a Same Day window is open, without dueDate. Default: standard ACH, dated the next banking day.' }),
  })
  .strict()
  .openapi('CreatePayment');

export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25).openapi({ description: 'Page size, 1 to 100 (25).' }),
  cursor: z.string().max(200).optional().openapi({ description: 'nextCursor of the previous page.' }),
});

export const PaymentListQuery = ListQuery.extend({
  status: PaymentStatus.optional(),
  kind: z.enum(PAYMENT_KINDS).optional(),
  vendorId: id.optional(),
  createdFrom: isoInstant.optional().openapi({ description: 'Created at or after this instant.' }),
  createdTo: isoInstant.optional().openapi({ description: 'Created before this instant.' }),
});

export const IdParams = z.object({ id });

export const BankAccountInput = z
  .object({
    bankName: text(100),
    routingNumber: z.string().regex(/^\d{9}$/, 'Routing Number must contain 9 characters').refine(isValidRoutingChecksum, 'Routing Number is not valid: please check the digits'),
    accountNumber: z.string().regex(/^[A-Za-z0-9]{4,17}$/, 'Account number must be 4 to 17 letters or digits'),
    accountHolderName: text(100),
    accountType: z.enum(['checking', 'savings']).default('checking'),
  })
  .strict()
  .openapi('BankAccountInput');

const Address = z.object({
  address: z.string().nullable(),
  address2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipcode: z.string().nullable(),
  country: z.string(),
});

export const Vendor = z
  .object({
    id,
    object: z.literal('vendor'),
    name: z.string(),
    description: z.string().nullable(),
    address: Address,
    bankAccount: z.object({ bankName: z.string(), routingNumber: z.string(), accountNumberLast4: z.string(), accountHolderName: z.string(), accountType: z.string() }).nullable(),
    createdAt: isoInstant,
  })
  .openapi('Vendor');

export const VendorList = listOf(Vendor, 'VendorList');

export const CreateVendorBody = z
  .object({
    name: text(99),
    description: text(500).optional(),
    address: text(200).optional(),
    address2: text(200).optional(),
    city: text(100).optional(),
    state: text(50).optional(),
    zipcode: z.string().regex(/^\d{5}(-\d{4})?$/, 'ZIP code is 5 digits (or ZIP+4)').optional(),
    bankAccount: BankAccountInput,
  })
  .strict()
  .openapi('CreateVendor');

export const Consumer = z
  .object({
    id,
    object: z.literal('consumer'),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    registrationStatus: z.enum(['pending', 'completed']),
    bankAccount: z.object({ bankName: z.string().nullable(), accountNumberLast4: z.string() }).nullable(),
    createdAt: isoInstant,
  })
  .openapi('Consumer');

export const ConsumerList = listOf(Consumer, 'ConsumerList');

export const SendFundsBody = z
  .object({
    consumerId: id,
    amount: Amount,
    description: text(500).optional(),
    referenceNumber: text(100).optional(),
  })
  .strict()
  .openapi('SendFundsToCustomer');

export const CollectBody = z
  .object({
    items: z
      .array(
        z
          .object({
            consumerId: id.optional().openapi({ description: 'An enabled consumer of your business (InstantCollection).' }),
            customerBusinessId: id.optional().openapi({ description: 'A customer business connected to yours (InstantCollectionForCustomer).' }),
            amount: Amount,
            referenceNumber: text(99).optional(),
            description: text(250).optional(),
            phoneNumber: text(20).optional().openapi({ description: 'Consumers only: the phone number of this consumer payment (spec §3).' }),
          })
          .strict(),
      )
      .min(1)
      .max(100),
  })
  .strict()
  .openapi('Collect');

export const CollectionList = z.object({ object: z.literal('list'), data: z.array(Payment) }).openapi('CollectionList');

export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN)
    .openapi({ description: 'Required. 1 to 200 visible ASCII characters, unique per operation (a UUID is a good choice). Kept 7 days.' }),
});
