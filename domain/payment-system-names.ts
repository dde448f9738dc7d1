/**
 * The payment systems' catalogue and display names, without the forms' schemas (domain/payment-systems.ts), so
 * the lists that name a bank vendor do not bring zod to the browser (decision 040).
 */

/** Banks that take a client id, a client secret and a company id for ACH payments. */
export const CREDENTIAL_BANKS = [
  { key: 'jackHenry', name: 'Jack Henry' },
  { key: 'bankOfAmerica', name: 'Bank of America' },
  { key: 'usBank', name: 'U.S. Bank' },
  { key: 'bridgeBank', name: 'Bridge Community Bank' },
] as const;
export type CredentialBank = (typeof CREDENTIAL_BANKS)[number]['key'];

/** Wells Fargo takes a client certificate and key, a passphrase, a gateway entity id and a payment type. */
export const WELLS_FARGO = { key: 'wellsFargo', name: 'Wells Fargo' } as const;
export const WELLS_FARGO_PAYMENT_TYPES = ['ACH', 'RTP', 'WIRE'] as const;

export type PaymentSystemKey = CredentialBank | typeof WELLS_FARGO.key;
export const PAYMENT_SYSTEM_KEYS: readonly PaymentSystemKey[] = [...CREDENTIAL_BANKS.map((b) => b.key), WELLS_FARGO.key];

export function isCredentialBank(key: string): key is CredentialBank {
  return CREDENTIAL_BANKS.some((b) => b.key === key);
}

/** Spec §1: a further bank vendor that appears only in the display-name list (nothing connects to it). */
export const BRAINTREE = { key: 'braintree', name: 'Braintree' } as const;

/** The display name of a payment system or bank vendor (its key when unknown). */
export function paymentSystemName(key: string): string {
  if (key === WELLS_FARGO.key) return WELLS_FARGO.name;
  if (key === BRAINTREE.key) return BRAINTREE.name;
  return CREDENTIAL_BANKS.find((b) => b.key === key)?.name ?? key;
}
