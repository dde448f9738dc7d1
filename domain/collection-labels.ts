/**
 * Instant collections' types, who may collect from whom, and the words lists show for them (type, failure reason),
 * without the collect form's schemas (domain/collections.ts), so the lists do not bring zod to the browser (decision 040).
 */
import { returnReason } from './ach-returns';
import { Roles, type Product } from './roles';

/** Spec §3 collection types. Never stored: derived from who pays (a consumer, or a connected customer business). */
export const COLLECTION_TYPES = ['instantCollection', 'instantCollectionForCustomer'] as const;
export type CollectionType = (typeof COLLECTION_TYPES)[number];

export const COLLECTION_TYPE_LABELS: Readonly<Record<CollectionType, string>> = {
  instantCollection: 'From a consumer',
  instantCollectionForCustomer: 'From a customer business',
};

/** The product a business must hold to collect each type. */
export const PRODUCT_FOR_COLLECTION: Readonly<Record<CollectionType, Product>> = {
  instantCollection: 'InstantCollection',
  instantCollectionForCustomer: 'InstantCollectionForCustomer',
};

/** A collection's type from its payment: null for anything that is not a collection. */
export function collectionTypeOf(p: { kind: string; consumerId?: string | null; recipientBusinessId?: string | null }): CollectionType | null {
  if (p.kind !== 'instantCollection') return null;
  return p.recipientBusinessId && !p.consumerId ? 'instantCollectionForCustomer' : 'instantCollection';
}

export function collectionTypeLabel(type: string | null | undefined): string {
  return type && type in COLLECTION_TYPE_LABELS ? COLLECTION_TYPE_LABELS[type as CollectionType] : '';
}

/**
 * A failed collection's reason in plain words, short enough for a list cell: the headline of the bank's return reason
 * ("Insufficient funds") when it returned, else what the engine recorded.
 */
export function collectionFailureReason(p: { returnCode?: string | null; paymentErrorMessage?: string | null }): string {
  if (p.returnCode) {
    const reason = returnReason(p.returnCode);
    const cut = reason.indexOf(':');
    return cut > 0 ? reason.slice(0, cut) : reason.replace(/\.$/, '');
  }
  return p.paymentErrorMessage ?? '';
}

/**
 * Whom this user may collect from, per product held (decision 026): only the business moves its money, so owners and
 * employees with rights. Inviting consumers follows the consumer right (decision 038).
 */
export function collectRights(user: { role: string; products: readonly string[]; isBusinessRightsAvailable: boolean }) {
  const staff = user.role === Roles.owner || (user.role === Roles.employee && user.isBusinessRightsAvailable);
  return {
    consumers: staff && user.products.includes(PRODUCT_FOR_COLLECTION.instantCollection),
    customers: staff && user.products.includes(PRODUCT_FOR_COLLECTION.instantCollectionForCustomer),
  };
}
