/**
 * Xero: Xero Identity OAuth 2 (authorization code, then `GET /connections` for the tenantId) and the Accounting API
 * (`/api.xro/2.0/Contacts`, `/Invoices` of Type ACCPAY, `PUT /Payments`). https://developer.xero.com/documentation/api/accounting/overview
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { AccountingSystemError } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, paymentReferenceText, toCents, tokenRequest, urlOf } from '../http';

export interface XeroContact {
  ContactID: string;
  Name: string;
  EmailAddress?: string;
  /** Xero's free-text bank details; US accounts are written "routing-account". */
  BankAccountDetails?: string;
  Addresses?: { AddressType: string; AddressLine1?: string; City?: string; Region?: string; PostalCode?: string }[];
  UpdatedDateUTC?: string;
}
export interface XeroInvoice {
  InvoiceID: string;
  InvoiceNumber?: string;
  DueDateString?: string;
  AmountDue: number;
  CurrencyCode?: string;
  Contact: { ContactID: string };
}

/** Xero writes dates as `/Date(1700000000000+0000)/` in JSON. */
export function xeroDate(value: string | undefined): Date {
  const match = /\/Date\((\d+)/.exec(value ?? '');
  return match ? new Date(Number(match[1])) : new Date(value ?? 0);
}

export function mapXeroContact(c: XeroContact): AccountingVendor {
  const address = c.Addresses?.find((a) => a.AddressType === 'POBOX') ?? c.Addresses?.[0];
  const bank = /^(\d{9})-(\d{4,17})$/.exec((c.BankAccountDetails ?? '').replace(/\s/g, ''));
  return {
    externalId: c.ContactID,
    name: c.Name,
    email: c.EmailAddress || null,
    address: address?.AddressLine1 ?? null,
    city: address?.City ?? null,
    state: address?.Region ?? null,
    zipcode: address?.PostalCode ?? null,
    bankAccount: bank ? { bankName: 'Bank', routingNumber: bank[1]!, accountNumber: bank[2]!, accountHolderName: c.Name } : null,
    updatedAt: xeroDate(c.UpdatedDateUTC),
  };
}

export function mapXeroInvoice(i: XeroInvoice): AccountingBill {
  return {
    externalId: i.InvoiceID,
    vendorExternalId: i.Contact.ContactID,
    billNumber: i.InvoiceNumber || i.InvoiceID,
    dueDate: (i.DueDateString ?? '').slice(0, 10),
    amount: toCents(i.AmountDue),
    currency: i.CurrencyCode ?? 'USD',
  };
}

const api = (ctx: Parameters<AccountingConnector['listVendors']>[0], path: string, query: Record<string, string | undefined> = {}) =>
  urlOf(ctx.endpoints.apiBaseUrl, `/api.xro/2.0${path}`, query);

export const xeroConnector: AccountingConnector = {
  system: 'xero',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'openid offline_access accounting.transactions accounting.contacts'),
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
    if (updatedAfter) headers['if-modified-since'] = updatedAfter.toUTCString();
    const answer = await apiJson<{ Contacts: XeroContact[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/Contacts', { where: 'IsSupplier==true' }), undefined, headers);
    return answer.Contacts.map(mapXeroContact).filter((v) => !updatedAfter || v.updatedAt > updatedAfter);
  },
  async listOpenBills(ctx, grant) {
    const answer = await apiJson<{ Invoices: XeroInvoice[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/Invoices', { where: 'Type=="ACCPAY" AND Status=="AUTHORISED"' }), undefined, { 'xero-tenant-id': grant.companyId });
    return answer.Invoices.map(mapXeroInvoice);
  },
  async recordBillPayment(ctx, grant, payment) {
    const body = { Payments: [{ Invoice: { InvoiceID: payment.bill.externalId }, Account: { Code: '090' }, Date: payment.paidOn, Amount: fromCents(payment.amount), Reference: paymentReferenceText(payment) }] };
    // Idempotency-Key: Xero answers a repeated key with the first response and does nothing again.
    const headers = { 'xero-tenant-id': grant.companyId, 'idempotency-key': payment.reference };
    const answer = await apiJson<{ Payments: { PaymentID: string }[] }>(ctx, grant.accessToken, 'PUT', api(ctx, '/Payments'), body, headers);
    return { externalId: answer.Payments[0]!.PaymentID };
  },
};
