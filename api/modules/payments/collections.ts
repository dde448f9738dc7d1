/**
 * Instant collections: a business collects from its enabled consumers and its connected customer
 * businesses through the payments engine (createPayment, kind instantCollection, the payer's account as the
 * destination snapshot, which the rails debit). One function serves the GraphQL mutation and the public API.
 */
import { and, eq, inArray } from 'drizzle-orm';
import {
  collectItemProblems,
  collectionItemKey,
  consumerRefusal,
  customerRefusal,
  PRODUCT_FOR_COLLECTION,
  type CollectItem,
  type CollectionType,
} from '../../../domain/collections';
import { ErrorCodes } from '../../../domain/errors';
import { Messages } from '../../../domain/messages';
import type { Database } from '../../db/client';
import { businesses, connections, consumers, payments, users, type PaymentRow, type UserRow } from '../../db/schema';
import { auditRefusal, writeAudit, type AuditEvent } from '../../db/audit';
import { decryptSecret } from '../../lib/crypto';
import { forbidden, validationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { BusinessScope } from '../../graphql/access';
import type { ParticipantConnector } from '../../rails/instant/connector';
import { requestRouteFor } from '../../rails/instant/directory';
import { businessProducts, createPayment, duplicated } from './service';
import { businessBankAccount, destinationOf, paymentSystemOf, type Destination } from './destinations';
import { isApprover } from './approvals';

export const MAX_COLLECT_ITEMS = 100;

export interface CollectRequest {
  idempotencyKey: string;
  items: CollectItem[];
}

/** Who asks: a person of the business (owner, employee with rights), or an API client of a business holding API. */
export type Collector =
  | { kind: 'person'; user: UserRow; scope: BusinessScope; address?: string | null }
  | { kind: 'apiClient'; businessId: string; clientId: string; address?: string | null };

interface ResolvedItem {
  item: CollectItem;
  type: CollectionType;
  destination: Destination;
}

/** The customer businesses a business has an accepted customer connection with. */
export async function connectedCustomers(db: Database, businessId: string) {
  return db
    .select({ businessId: businesses.id, name: businesses.name, email: users.email, connectedAt: connections.acceptedAt })
    .from(connections)
    .innerJoin(businesses, eq(businesses.id, connections.connectedBusinessId))
    .innerJoin(users, eq(users.id, businesses.ownerUserId))
    .where(and(eq(connections.businessId, businessId), eq(connections.kind, 'customer'), eq(connections.status, 'accepted')))
    .orderBy(businesses.name);
}

function checkRequest(request: CollectRequest) {
  const errors: Record<string, string> = {};
  const key = request.idempotencyKey?.trim() ?? '';
  if (!key || key.length > 190) errors.idempotencyKey = 'An idempotency key of 1 to 190 characters is required';
  if (!request.items?.length) errors.items = Messages.selectPayers;
  else if (request.items.length > MAX_COLLECT_ITEMS) errors.items = Messages.tooManyPayers(MAX_COLLECT_ITEMS);
  request.items?.forEach((item, i) => {
    for (const [field, message] of Object.entries(collectItemProblems(item))) errors[`items.${i}.${field}`] = message;
  });
  if (Object.keys(errors).length) throw validationError(Object.values(errors)[0] ?? Messages.formIncorrect, errors);
}

/** Each item's payer checked against the rules, with the account the money is taken from. */
async function resolveItems(db: Database, key: Buffer, businessId: string, items: CollectItem[]): Promise<ResolvedItem[]> {
  const consumerIds = items.map((i) => i.consumerId).filter((id): id is string => !!id && isUuid(id));
  const consumerRows = consumerIds.length ? await db.select().from(consumers).where(inArray(consumers.id, consumerIds)) : [];
  const connected = items.some((i) => i.customerBusinessId) ? new Set((await connectedCustomers(db, businessId)).map((c) => c.businessId)) : new Set<string>();
  const resolved: ResolvedItem[] = [];
  for (const [i, item] of items.entries()) {
    const refuse = (message: string): never => {
      throw validationError(message, { [`items.${i}.payer`]: message });
    };
    if (item.consumerId) {
      const c = consumerRows.find((r) => r.id === item.consumerId) ?? null;
      const hasBankAccount = Boolean(c?.accountNumberEncrypted && c.routingNumber);
      const refusal = consumerRefusal(c && { businessId: c.businessId, processStatus: c.processStatus, hasBankAccount }, businessId);
      if (refusal || !c) return refuse(refusal ?? Messages.consumerNotFound);
      resolved.push({
        item,
        type: 'instantCollection',
        destination: {
          bankName: c.bankName,
          routingNumber: c.routingNumber!,
          accountNumber: decryptSecret(c.accountNumberEncrypted!, key),
          accountHolderName: c.accountHolderName ?? `${c.firstName} ${c.lastName}`,
          accountType: c.accountType,
        },
      });
    } else {
      const customerId = item.customerBusinessId!;
      const isConnected = connected.has(customerId);
      const account = isConnected ? await businessBankAccount(db, customerId) : null;
      const refusal = customerRefusal({ connected: isConnected, hasBankAccount: Boolean(account) });
      if (refusal || !account) return refuse(refusal ?? Messages.businessNotConnected);
      resolved.push({
        item,
        type: 'instantCollectionForCustomer',
        destination: destinationOf(account, key),
      });
    }
  }
  return resolved;
}

/** Does a payment already made under an item's key stand for that same item (a retry), not another request's? */
function sameCollection(p: PaymentRow, item: CollectItem): boolean {
  return p.kind === 'instantCollection' && p.amount === item.amount && (p.consumerId ?? null) === (item.consumerId ?? null) && (p.recipientBusinessId ?? null) === (item.customerBusinessId ?? null);
}

/**
 * Collects from every item's payer, or from none when any payer is refused. A retried request (same key, same items)
 * returns the collections it made and creates nothing; the same key with other items is requestIsDuplicatedAPIError.
 * Owners and employees with rights only (or the business's API client): a business's money is moved by the business,
 * so the admin may not. With an instant network's connector, a payer whose bank takes requests for payment is asked
 * by one (decision 108); every other collection is an ACH debit.
 */
export async function collectPayments(
  db: Database,
  key: Buffer,
  who: Collector,
  request: CollectRequest,
  now: Date,
  connector: ParticipantConnector | null = null,
): Promise<{ payments: PaymentRow[]; replayed: boolean }> {
  if (who.kind === 'person' && !isApprover(who.user, who.scope)) throw forbidden();
  const businessId = who.kind === 'person' ? who.scope.businessId! : who.businessId;
  const userId = who.kind === 'person' ? who.user.id : null;
  const event = (outcome: 'success' | 'blocked', details: Record<string, unknown>): AuditEvent => ({
    at: now,
    userId,
    action: 'paymentsCollected',
    address: who.address,
    outcome,
    details: { businessId, idempotencyKey: request.idempotencyKey, ...(who.kind === 'apiClient' ? { apiClientId: who.clientId } : {}), ...details },
  });
  checkRequest(request);
  const held = await businessProducts(db, businessId);
  for (const item of request.items) {
    const type: CollectionType = item.consumerId ? 'instantCollection' : 'instantCollectionForCustomer';
    if (!held.includes(PRODUCT_FOR_COLLECTION[type])) throw forbidden();
  }
  try {
    // One transaction: when any payer is refused, none is collected (an earlier item's debit is not left behind).
    const made = await db.transaction((tx) => collectResolved(tx as unknown as Database, key, businessId, userId, request, now, connector));
    await writeAudit(db, event('success', { paymentIds: made.payments.map((p) => p.id), created: made.created, totalCents: made.payments.reduce((sum, p) => sum + p.amount, 0) }));
    return { payments: made.payments, replayed: made.created === 0 };
  } catch (error) {
    // A payer refused, by the collection's rules or by the engine's (consumer debits): on record, whatever the path.
    if (isRefusal(error)) await auditRefusal(db, event('blocked', { reason: (error as Error).message }), error);
    throw error;
  }
}

const isRefusal = (error: unknown) => (error as { extensions?: { code?: string } }).extensions?.code === ErrorCodes.validation;

/** Resolves every payer, then creates each item's collection (or finds the one a retry already made). */
async function collectResolved(
  db: Database,
  key: Buffer,
  businessId: string,
  userId: string | null,
  request: CollectRequest,
  now: Date,
  connector: ParticipantConnector | null,
): Promise<{ payments: PaymentRow[]; created: number }> {
  const resolved = await resolveItems(db, key, businessId, request.items);
  const [biz] = await db.select({ settings: businesses.paymentSettings }).from(businesses).where(eq(businesses.id, businessId));
  const bank = paymentSystemOf(biz?.settings);
  const made: PaymentRow[] = [];
  let created = 0;
  for (const [i, { item, destination }] of resolved.entries()) {
    const itemKey = collectionItemKey(request.idempotencyKey.trim(), i);
    const existing = async () => (await db.select().from(payments).where(and(eq(payments.businessId, businessId), eq(payments.idempotencyKey, itemKey))))[0];
    const before = await existing();
    if (before) {
      if (!sameCollection(before, item)) throw duplicated();
      made.push(before);
      continue;
    }
    // A payer whose bank takes requests for payment is asked by one, at once (24/7); the engine's rules still apply.
    const route = connector ? await requestRouteFor(db, destination.routingNumber, item.amount) : null;
    try {
      made.push(
        await createPayment(
          db,
          key,
          {
            businessId,
            kind: 'instantCollection',
            amount: item.amount,
            idempotencyKey: itemKey,
            consumerId: item.consumerId ?? null,
            recipientBusinessId: item.customerBusinessId ?? null,
            payerPhoneNumber: item.consumerId ? (item.phoneNumber?.trim() || null) : null,
            description: item.description?.trim() || null,
            referenceNumber: item.referenceNumber?.trim() || null,
            destination,
            bank,
            createdByUserId: userId,
            // The payer's money comes in: approval governs money going out.
            skipApproval: true,
            instantNetwork: route?.instant ? route.network : null,
          },
          now,
        ),
      );
      created++;
    } catch (error) {
      // A concurrent double submit created it first: answer as the retry it is.
      const raced = (error as { extensions?: { code?: string } }).extensions?.code === ErrorCodes.requestDuplicated ? await existing() : undefined;
      if (!raced || !sameCollection(raced, item)) throw error;
      made.push(raced);
    }
  }
  return { payments: made, created };
}
