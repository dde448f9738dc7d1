/**
 * The seam between Payloft and a business's accounting system (decision 031). Each system of the catalogue has one
 * connector speaking that system's documented HTTP API: OAuth 2 authorization code (connect and refresh), vendors
 * (incremental, by `vendorsUpdatedAt`), open bills, and recording a bill payment back. Base URLs are configuration;
 * by default they point at the sandbox provider our services serve under `/sandbox/{system}/`.
 */
import type { AccountingSystemKey } from '../../../domain/accounting';

/** Where a connector sends its requests: the authorization page (a browser goes there), the token and API hosts. */
export interface ConnectorEndpoints {
  /** The consent page the user's browser is sent to. */
  authorizeUrl: string;
  tokenUrl: string;
  /** The accounting API's base (no trailing slash). */
  apiBaseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/** The grant after the code exchange: tokens and the company they are for (realmId, tenantId, companyId, …). */
export interface ConnectedGrant extends TokenSet {
  companyId: string;
}

/** A vendor as Payloft keeps it, whatever the system called the fields. */
export interface AccountingVendor {
  externalId: string;
  name: string;
  email: string | null;
  /** The vendor's tax ID where the system answers it in full (Xero's TaxNumber; QuickBooks masks TaxIdentifier, so not read). */
  taxId?: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zipcode: string | null;
  /**
   * Bank details when the system holds US ones Payloft can read (Xero's free text when it parses, Sage); null otherwise,
   * and then the vendor's invitation asks for them. QuickBooks' VendorPaymentBankDetail is Australian (BSB), never read.
   */
  bankAccount: { bankName: string; routingNumber: string; accountNumber: string; accountHolderName: string } | null;
  updatedAt: Date;
}

/** spec §3 accountingSystemBillInfo: bill number, due date, amount, currency (cents). */
export interface AccountingBill {
  externalId: string;
  vendorExternalId: string;
  billNumber: string;
  /** yyyy-MM-dd */
  dueDate: string;
  /** Open balance, integer cents. */
  amount: number;
  currency: string;
}

export interface BillPaymentRecord {
  bill: Pick<AccountingBill, 'externalId' | 'vendorExternalId'>;
  /** Cents. */
  amount: number;
  /** yyyy-MM-dd */
  paidOn: string;
  /**
   * Our payment id: the system's idempotency key where it has one (QuickBooks' requestid, Xero's Idempotency-Key), and
   * in every system the payment's reference, looked up before creating where there is no key, so a write-back retried
   * after the system confirmed it never records the payment twice (decision 031).
   */
  reference: string;
  /** The system's id of the account the business chose to record payments against (Xero, QuickBooks); null when none. */
  paymentAccountId: string | null;
}

/** An account the system lets payments be recorded against, as the business chooses among them. */
export interface PaymentAccount {
  id: string;
  name: string;
  /** The account's code in the chart of accounts, when the system has codes. */
  code: string | null;
}

export interface ConnectorContext {
  endpoints: ConnectorEndpoints;
  fetch: typeof fetch;
}

export interface AccountingConnector {
  readonly system: AccountingSystemKey;
  /** The consent page URL for this state and redirect URI. */
  authorizationUrl(ctx: ConnectorContext, input: { state: string; redirectUri: string }): string;
  /** Exchanges the authorization code (the callback's query carries the extra parameters some systems add, e.g. realmId). */
  exchangeCode(ctx: ConnectorContext, input: { code: string; redirectUri: string; callbackParams: Record<string, string> }): Promise<ConnectedGrant>;
  refresh(ctx: ConnectorContext, refreshToken: string): Promise<TokenSet>;
  /** Vendors changed after `updatedAfter` (all when null). */
  listVendors(ctx: ConnectorContext, grant: { accessToken: string; companyId: string }, updatedAfter: Date | null): Promise<AccountingVendor[]>;
  listOpenBills(ctx: ConnectorContext, grant: { accessToken: string; companyId: string }): Promise<AccountingBill[]>;
  /** The accounts payments may be recorded against, for systems where the business chooses one (Xero, QuickBooks). */
  listPaymentAccounts?(ctx: ConnectorContext, grant: { accessToken: string; companyId: string }): Promise<PaymentAccount[]>;
  /** Records the payment against the bill, once per `reference` however often it is called; answers the system's id of the payment. */
  recordBillPayment(ctx: ConnectorContext, grant: { accessToken: string; companyId: string }, payment: BillPaymentRecord): Promise<{ externalId: string }>;
}

/** The write-back of a system that records payments against a chosen account, before the business chose one. */
export const NO_PAYMENT_ACCOUNT = 'Choose the account payments are recorded against in this accounting system';

/** An accounting system answered with an error (or not at all). */
export class AccountingSystemError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'AccountingSystemError';
  }
}
