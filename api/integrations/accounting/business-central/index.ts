/**
 * Microsoft Dynamics 365 Business Central: Microsoft identity platform OAuth 2 (v2.0 authorize and token, as MSAL
 * does it) and the Business Central API v2.0 (`/companies`, `/vendors`, `/purchaseInvoices`, vendor payment journals).
 * https://learn.microsoft.com/dynamics365/business-central/dev-itpro/api-reference/v2.0/
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { AccountingSystemError } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, odataString, paymentReferenceText, recordOnce, toCents, tokenRequest, urlOf } from '../http';

export interface BcVendor {
  id: string;
  number?: string;
  displayName: string;
  email?: string;
  addressLine1?: string;
  city?: string;
  state?: string;
  postalCode?: string;
  lastModifiedDateTime?: string;
}
export interface BcPurchaseInvoice {
  id: string;
  number?: string;
  vendorId: string;
  dueDate?: string;
  totalAmountIncludingTax: number;
  currencyCode?: string;
}

export function mapBcVendor(v: BcVendor): AccountingVendor {
  return {
    externalId: v.id,
    name: v.displayName,
    email: v.email || null,
    address: v.addressLine1 || null,
    city: v.city || null,
    state: v.state || null,
    zipcode: v.postalCode || null,
    bankAccount: null,
    updatedAt: new Date(v.lastModifiedDateTime ?? 0),
  };
}

export function mapBcInvoice(i: BcPurchaseInvoice): AccountingBill {
  return {
    externalId: i.id,
    vendorExternalId: i.vendorId,
    billNumber: i.number || i.id,
    dueDate: i.dueDate ?? '',
    amount: toCents(i.totalAmountIncludingTax),
    currency: i.currencyCode || 'USD',
  };
}

const company = (ctx: Parameters<AccountingConnector['listVendors']>[0], companyId: string, path: string, query: Record<string, string | undefined> = {}) =>
  urlOf(ctx.endpoints.apiBaseUrl, `/companies(${companyId})${path}`, query);

export const businessCentralConnector: AccountingConnector = {
  system: 'msBusinessCentral',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'https://api.businesscentral.dynamics.com/.default offline_access', { response_mode: 'query' }),
  async exchangeCode(ctx, { code, redirectUri }) {
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri, scope: 'https://api.businesscentral.dynamics.com/.default offline_access' }, 'body');
    const companies = await apiJson<{ value: { id: string }[] }>(ctx, tokens.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, '/companies'));
    const first = companies.value[0];
    if (!first) throw new AccountingSystemError('Business Central answered no company for this grant');
    return { ...tokens, companyId: first.id };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: 'https://api.businesscentral.dynamics.com/.default offline_access' }, 'body'),
  async listVendors(ctx, grant, updatedAfter) {
    const filter = updatedAfter ? `lastModifiedDateTime gt ${updatedAfter.toISOString()}` : undefined;
    const answer = await apiJson<{ value: BcVendor[] }>(ctx, grant.accessToken, 'GET', company(ctx, grant.companyId, '/vendors', { $filter: filter }));
    return answer.value.map(mapBcVendor);
  },
  async listOpenBills(ctx, grant) {
    const answer = await apiJson<{ value: BcPurchaseInvoice[] }>(ctx, grant.accessToken, 'GET', company(ctx, grant.companyId, '/purchaseInvoices', { $filter: "status eq 'Open'" }));
    return answer.value.map(mapBcInvoice);
  },
  async recordBillPayment(ctx, grant, payment) {
    const journals = await apiJson<{ value: { id: string }[] }>(ctx, grant.accessToken, 'GET', company(ctx, grant.companyId, '/vendorPaymentJournals'));
    const journal = journals.value[0];
    if (!journal) throw new AccountingSystemError('Business Central has no vendor payment journal');
    // Business Central has no idempotency key: look in the journal for a line whose description is our reference first.
    const reference = paymentReferenceText(payment);
    const path = `/vendorPaymentJournals(${journal.id})/vendorPayments`;
    const lines = company(ctx, grant.companyId, path);
    const find = async () => {
      const found = await apiJson<{ value: { id: string; description?: string }[] }>(ctx, grant.accessToken, 'GET', company(ctx, grant.companyId, path, { $filter: `description eq ${odataString(reference)}` }));
      return found.value.find((l) => l.description === reference)?.id ?? null;
    };
    const body = { vendorId: payment.bill.vendorExternalId, postingDate: payment.paidOn, amount: fromCents(payment.amount), appliesToInvoiceId: payment.bill.externalId, description: reference };
    return recordOnce(find, async () => (await apiJson<{ id: string }>(ctx, grant.accessToken, 'POST', lines, body)).id);
  },
};
