/**
 * Xero: Xero Identity OAuth 2 (authorization code, then `GET /connections` for the tenantId) and the Accounting API
 * (`/api.xro/2.0/Contacts`, `/Invoices` of Type ACCPAY, `/Accounts`, `PUT /Payments`), as Xero's OpenAPI definition
 * (the one its SDK xero-node is generated from) declares them. https://developer.xero.com/documentation/api/accounting/overview
 */
import { isValidRoutingChecksum } from '../../../../domain/validation';
import type { AccountingBill, AccountingConnector, AccountingVendor, PaymentAccount } from '../connector';
import { AccountingSystemError, NO_PAYMENT_ACCOUNT } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, paymentReferenceText, toCents, tokenRequest, urlOf } from '../http';

/**
 * The granular scopes Xero requires of apps created since 2 March 2026 (no `accounting.transactions`), each the least
 * that one call needs: read suppliers, read bills, read the chart of accounts, record payments. No `openid`: Payloft
 * uses no id_token.
 */
export const XERO_SCOPES = ['offline_access', 'accounting.contacts.read', 'accounting.invoices.read', 'accounting.settings.read', 'accounting.payments'] as const;

export interface XeroContact {
  ContactID: string;
  Name: string;
  EmailAddress?: string;
  /** The contact's tax number (in the US, the EIN or TIN). */
  TaxNumber?: string;
  /** Free text in Xero: whatever the bookkeeper typed. */
  BankAccountDetails?: string;
  Addresses?: { AddressType: string; AddressLine1?: string; City?: string; Region?: string; PostalCode?: string }[];
  UpdatedDateUTC?: string;
}
export interface XeroInvoice {
  InvoiceID: string;
  InvoiceNumber?: string;
  /** `/Date(…)/` in Xero's JSON; the DueDateString some answers add is not in Xero's definition. */
  DueDate?: string;
  AmountDue: number;
  CurrencyCode?: string;
  Contact: { ContactID: string };
}
export interface XeroAccount {
  AccountID: string;
  Code?: string;
  Name: string;
  Type: string;
  Status?: string;
  EnablePaymentsToAccount?: boolean;
}

/** Xero writes dates as `/Date(1700000000000+0000)/` in JSON. */
export function xeroDate(value: string | undefined): Date {
  const match = /\/Date\((\d+)/.exec(value ?? '');
  return match ? new Date(Number(match[1])) : new Date(value ?? 0);
}

/**
 * US bank details out of Xero's free-text BankAccountDetails, only when they cannot be read two ways: exactly two
 * runs of digits, one a routing number (9 digits, ABA checksum) and the other an account number (4 to 17 digits).
 * Anything else (an IBAN, a note, one number) is not guessed at: the vendor's invitation asks for the details.
 */
export function parseXeroBankDetails(text: string | undefined): { routingNumber: string; accountNumber: string } | null {
  const runs = (text ?? '').match(/\d+/g) ?? [];
  if (runs.length !== 2) return null;
  const routing = runs.filter((r) => r.length === 9 && isValidRoutingChecksum(r));
  if (routing.length !== 1) return null;
  const account = runs.find((r) => r !== routing[0]) ?? routing[0]!;
  return /^\d{4,17}$/.test(account) ? { routingNumber: routing[0]!, accountNumber: account } : null;
}

export function mapXeroContact(c: XeroContact): AccountingVendor {
  const address = c.Addresses?.find((a) => a.AddressType === 'POBOX') ?? c.Addresses?.[0];
  const bank = parseXeroBankDetails(c.BankAccountDetails);
  return {
    externalId: c.ContactID,
    name: c.Name,
    email: c.EmailAddress || null,
    taxId: c.TaxNumber?.trim() || null,
    address: address?.AddressLine1 ?? null,
    city: address?.City ?? null,
    state: address?.Region ?? null,
    zipcode: address?.PostalCode ?? null,
    bankAccount: bank ? { bankName: 'Bank', ...bank, accountHolderName: c.Name } : null,
    updatedAt: xeroDate(c.UpdatedDateUTC),
  };
}

export function mapXeroInvoice(i: XeroInvoice): AccountingBill {
  return {
    externalId: i.InvoiceID,
    vendorExternalId: i.Contact.ContactID,
    billNumber: i.InvoiceNumber || i.InvoiceID,
    dueDate: i.DueDate ? xeroDate(i.DueDate).toISOString().slice(0, 10) : '',
    amount: toCents(i.AmountDue),
    currency: i.CurrencyCode ?? 'USD',
  };
}

/** Xero takes a payment on a bank account, or on any other account with payments enabled. */
export function acceptsPayments(a: XeroAccount): boolean {
  return a.Status !== 'ARCHIVED' && (a.Type === 'BANK' || a.EnablePaymentsToAccount === true);
}

const api = (ctx: Parameters<AccountingConnector['listVendors']>[0], path: string, query: Record<string, string | undefined> = {}) =>
  urlOf(ctx.endpoints.apiBaseUrl, `/api.xro/2.0${path}`, query);

export const xeroConnector: AccountingConnector = {
  system: 'xero',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, XERO_SCOPES.join(' ')),
  async exchangeCode(ctx, { code, redirectUri }) {
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'basic');
    const connections = await apiJson<{ tenantId: string; tenantType: string }[]>(ctx, tokens.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, '/connections'));
    const tenant = connections.find((c) => c.tenantType === 'ORGANISATION') ?? connections[0];
    if (!tenant) throw new AccountingSystemError('Xero answered no organisation for this grant');
    return { ...tokens, companyId: tenant.tenantId };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }, 'basic'),
  async listVendors(ctx, grant, updatedAfter) {
    const headers: Record<string, string> = { 'xero-tenant-id': grant.companyId };
    // Xero's definition declares the header a date-time: ISO 8601, as its SDK serialises it (not an HTTP-date).
    if (updatedAfter) headers['if-modified-since'] = updatedAfter.toISOString();
    const answer = await apiJson<{ Contacts: XeroContact[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/Contacts', { where: 'IsSupplier==true' }), undefined, headers);
    return answer.Contacts.map(mapXeroContact).filter((v) => !updatedAfter || v.updatedAt > updatedAfter);
  },
  async listOpenBills(ctx, grant) {
    const answer = await apiJson<{ Invoices: XeroInvoice[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/Invoices', { where: 'Type=="ACCPAY" AND Status=="AUTHORISED"' }), undefined, { 'xero-tenant-id': grant.companyId });
    return answer.Invoices.map(mapXeroInvoice);
  },
  async listPaymentAccounts(ctx, grant): Promise<PaymentAccount[]> {
    const answer = await apiJson<{ Accounts: XeroAccount[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/Accounts', { where: 'Status=="ACTIVE"' }), undefined, { 'xero-tenant-id': grant.companyId });
    return answer.Accounts.filter(acceptsPayments).map((a) => ({ id: a.AccountID, name: a.Name, code: a.Code ?? null }));
  },
  async recordBillPayment(ctx, grant, payment) {
    if (!payment.paymentAccountId) throw new AccountingSystemError(NO_PAYMENT_ACCOUNT);
    const body = { Payments: [{ Invoice: { InvoiceID: payment.bill.externalId }, Account: { AccountID: payment.paymentAccountId }, Date: payment.paidOn, Amount: fromCents(payment.amount), Reference: paymentReferenceText(payment) }] };
    // Idempotency-Key: Xero answers a repeated key with the first response and does nothing again.
    const headers = { 'xero-tenant-id': grant.companyId, 'idempotency-key': payment.reference };
    const answer = await apiJson<{ Payments: { PaymentID: string }[] }>(ctx, grant.accessToken, 'PUT', api(ctx, '/Payments'), body, headers);
    return { externalId: answer.Payments[0]!.PaymentID };
  },
};
