/**
 * The subscription's debit (NACHA CCD): the business's account is debited for each invoice of its service level under
 * an authorization its owner accepted, whose exact words are built here and stored with their version and hash.
 */
import { COMPANY_NAME, PRODUCT_NAME } from './product';

/** Bumped whenever the wording below changes: each stored authorization names the version it was shown. */
export const SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION = 'subscription-debit-v1';

export interface SubscriptionDebitTerms {
  businessName: string;
  /** Last four digits of the business's bank account the invoices are debited from. */
  accountLast4: string;
  serviceLevelName: string;
  /** Formatted, e.g. "$1,990.00"; the first term's price. */
  initialPrice: string;
  /** Formatted; null when the level does not renew. */
  renewalPrice: string | null;
}

/** The exact words the owner accepts; stored with SUBSCRIPTION_DEBIT_AUTHORIZATION_VERSION and its SHA-256. */
export function subscriptionDebitAuthorizationText(t: SubscriptionDebitTerms): string {
  return [
    `On behalf of ${t.businessName}, I authorize ${COMPANY_NAME} to debit its bank account ending in ${t.accountLast4} by ACH`,
    `for each invoice of its ${PRODUCT_NAME} subscription (${t.serviceLevelName}: ${t.initialPrice} for the first term${t.renewalPrice ? `, then ${t.renewalPrice} per renewal` : ''}),`,
    'on or after the invoice’s bill date, the first when registration is complete.',
    `${t.businessName} can revoke this authorization by changing its bank account or by telling ${PRODUCT_NAME} support;`,
    'a debit already sent to the bank before it is revoked is not stopped.',
  ].join(' ');
}
