/**
 * Instant collections: who a business may collect from, the collection type derived from the payer,
 * its human label, the collect form shared by the web and the API, and a failure's reason in plain words.
 */
import { z } from 'zod';
import { firstFieldErrors } from './field-errors';
import { Messages } from './messages';
import { DESCRIPTION_MAX_LENGTH, dollarAmountField, idempotencyKeyField, optionalText, referenceNumberField } from './payment-forms';

export {
  COLLECTION_TYPE_LABELS,
  COLLECTION_TYPES,
  collectionFailureReason,
  collectionTypeLabel,
  collectionTypeOf,
  collectRights,
  PRODUCT_FOR_COLLECTION,
  type CollectionType,
} from './collection-labels';

/** What the rules need to know about a consumer the business wants to collect from. */
export interface ConsumerFacts {
  businessId: string;
  processStatus: string;
  hasBankAccount: boolean;
}

/** What decides whether a collection from an enabled consumer can succeed (decision 052). */
export interface ConsumerDebitFacts {
  hasBankAccount: boolean;
  /** authorized, revoked, or null when the consumer never accepted one. */
  debitAuthorization: string | null;
  /** The reason its account check failed, or null when it did not. */
  accountCheckFailure: string | null;
}

/**
 * Why a collection from this enabled consumer would be refused, with what the consumer must do, or null when it can
 * succeed: the enabled list offers Collect only then. Revoked debits have the row's own words.
 */
export function consumerCollectBlock(c: ConsumerDebitFacts): string | null {
  if (c.debitAuthorization === 'revoked') return Messages.debitsRevoked;
  if (!c.hasBankAccount) return Messages.collectBlockedNoBankAccount;
  if (c.debitAuthorization !== 'authorized') return Messages.collectBlockedNoAuthorization;
  if (c.accountCheckFailure !== null) return Messages.collectBlockedAccountCheck(c.accountCheckFailure);
  return null;
}

/**
 * Why this business may not collect from this consumer, or null when it may. Another business's consumer reads like
 * an unknown one, so the answer never tells whether the id exists elsewhere.
 */
export function consumerRefusal(consumer: ConsumerFacts | null, businessId: string): string | null {
  if (!consumer || consumer.businessId !== businessId) return Messages.consumerNotFound;
  if (consumer.processStatus !== 'active') return Messages.consumerNotEnabled;
  if (!consumer.hasBankAccount) return Messages.consumerNoBankAccount;
  return null;
}

/** Why this business may not collect from this customer business, or null when it may (spec §5 text when not connected). */
export function customerRefusal(customer: { connected: boolean; hasBankAccount: boolean }): string | null {
  if (!customer.connected) return Messages.businessNotConnected;
  if (!customer.hasBankAccount) return Messages.customerNoBankAccount;
  return null;
}

/** One collection's own idempotency key: a request's key and the payer's position in it, so a retry maps item to item. */
export function collectionItemKey(requestKey: string, index: number): string {
  return `${requestKey}:${index}`;
}

const phoneNumberField = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .pipe(z.string().regex(/^\+?[0-9 ()-]{7,20}$/, Messages.phoneFormat).optional());

/** Payers are written `consumer:<id>` or `customer:<businessId>` in forms (one field for both kinds). */
const payerField = z.string().regex(/^(consumer|customer):[0-9a-f-]{36}$/, Messages.formIncorrect);
export type PayerRef = { kind: 'consumer'; consumerId: string } | { kind: 'customer'; customerBusinessId: string };

export function parsePayer(value: string): PayerRef | null {
  const m = /^(consumer|customer):([0-9a-f-]{36})$/.exec(value);
  if (!m) return null;
  return m[1] === 'consumer' ? { kind: 'consumer', consumerId: m[2] } : { kind: 'customer', customerBusinessId: m[2] };
}

/**
 * The collect form: one or many payers, each for the same amount, reference and description; a single consumer's
 * form also carries the phone number of spec §3's consumer payment (many consumers keep the numbers on file).
 */
export const collectFormSchema = z.object({
  idempotencyKey: idempotencyKeyField,
  payers: z.array(payerField, { required_error: Messages.selectPayers }).min(1, Messages.selectPayers).max(100, Messages.tooManyPayers(100)),
  amount: dollarAmountField,
  referenceNumber: referenceNumberField,
  description: optionalText(DESCRIPTION_MAX_LENGTH),
  phoneNumber: phoneNumberField,
});
export type CollectForm = z.infer<typeof collectFormSchema>;

/** One item of a collect request as the API takes it (cents, exactly one payer). */
export interface CollectItem {
  consumerId?: string | null;
  customerBusinessId?: string | null;
  amount: number;
  referenceNumber?: string | null;
  description?: string | null;
  phoneNumber?: string | null;
}

/** The API's checks of one item's own fields (the payer's rules are consumerRefusal / customerRefusal). */
export function collectItemProblems(item: CollectItem): Record<string, string> {
  const problems: Record<string, string> = {};
  if (Boolean(item.consumerId) === Boolean(item.customerBusinessId)) problems.payer = Messages.collectOnePayer;
  if (!Number.isSafeInteger(item.amount) || item.amount <= 0) problems.amount = Messages.amountPositive;
  const ref = referenceNumberField.safeParse(item.referenceNumber ?? undefined);
  if (!ref.success) Object.assign(problems, firstFieldErrors(ref.error, 'referenceNumber'));
  const description = optionalText(DESCRIPTION_MAX_LENGTH).safeParse(item.description ?? undefined);
  if (!description.success) Object.assign(problems, firstFieldErrors(description.error, 'description'));
  if (item.phoneNumber && item.customerBusinessId) problems.phoneNumber = Messages.collectPhoneForConsumers;
  const phone = phoneNumberField.safeParse(item.phoneNumber ?? undefined);
  if (!phone.success) Object.assign(problems, firstFieldErrors(phone.error, 'phoneNumber'));
  return problems;
}

/** The Enabled list's dialog (`?dialog=…&consumer=<id>`) that confirms revoking a consumer's debit authorization, and its form's intent. */
export const REVOKE_DEBITS_DIALOG = 'revoke-debits';
export const REVOKE_DEBITS_INTENT = 'revokeDebits';
