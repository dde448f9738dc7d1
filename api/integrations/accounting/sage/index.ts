/**
 * Sage Business Cloud Accounting: Sage OAuth 2 (authorization code, client credentials in the form) and the v3.1 API
 * (`/businesses`, `/contacts?contact_type_id=VENDOR`, `/purchase_invoices`, `POST /contact_payments`), X-Business header.
 * https://developer.sage.com/accounting/reference/
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { AccountingSystemError } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, paymentReferenceText, recordOnce, toCents, tokenRequest, urlOf } from '../http';

export interface SageContact {
  id: string;
  name: string;
  email?: string | null;
  main_address?: { address_line_1?: string; city?: string; region?: string; postal_code?: string } | null;
  bank_account_details?: { account_name?: string; account_number?: string; sort_code?: string } | null;
  updated_at?: string;
}
export interface SagePurchaseInvoice {
  id: string;
  vendor_reference?: string | null;
  reference?: string | null;
  contact: { id: string };
  due_date?: string;
  outstanding_amount: string | number;
  currency?: { id?: string };
}

export function mapSageContact(c: SageContact): AccountingVendor {
  const bank = c.bank_account_details;
  return {
    externalId: c.id,
    name: c.name,
    email: c.email || null,
    address: c.main_address?.address_line_1 ?? null,
    city: c.main_address?.city ?? null,
    state: c.main_address?.region ?? null,
    zipcode: c.main_address?.postal_code ?? null,
    // A US Sage account keeps the ABA routing number in the sort_code field.
    bankAccount: bank?.sort_code && bank.account_number ? { bankName: 'Bank', routingNumber: bank.sort_code, accountNumber: bank.account_number, accountHolderName: bank.account_name || c.name } : null,
    updatedAt: new Date(c.updated_at ?? 0),
  };
}

export function mapSageInvoice(i: SagePurchaseInvoice): AccountingBill {
  return {
    externalId: i.id,
    vendorExternalId: i.contact.id,
    billNumber: i.vendor_reference || i.reference || i.id,
    dueDate: i.due_date ?? '',
    amount: toCents(i.outstanding_amount),
    currency: i.currency?.id ?? 'USD',
  };
}

const api = (ctx: Parameters<AccountingConnector['listVendors']>[0], path: string, query: Record<string, string | undefined> = {}) => urlOf(ctx.endpoints.apiBaseUrl, `/v3.1${path}`, query);

export const sageConnector: AccountingConnector = {
  system: 'sage',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'full_access', { filter: 'apiv3.1' }),
  async exchangeCode(ctx, { code, redirectUri }) {
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'body');
    const businesses = await apiJson<{ $items: { id: string }[] }>(ctx, tokens.accessToken, 'GET', api(ctx, '/businesses'));
    const business = businesses.$items[0];
    if (!business) throw new AccountingSystemError('Sage answered no business for this grant');
    return { ...tokens, companyId: business.id };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }, 'body'),
  async listVendors(ctx, grant, updatedAfter) {
    const answer = await apiJson<{ $items: SageContact[] }>(
      ctx,
      grant.accessToken,
      'GET',
      api(ctx, '/contacts', { contact_type_id: 'VENDOR', attributes: 'all', items_per_page: '200', updated_or_created_since: updatedAfter?.toISOString() }),
      undefined,
      { 'x-business': grant.companyId },
    );
    return answer.$items.map(mapSageContact);
  },
  async listOpenBills(ctx, grant) {
    const answer = await apiJson<{ $items: SagePurchaseInvoice[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/purchase_invoices', { status_id: 'UNPAID', attributes: 'all', items_per_page: '200' }), undefined, { 'x-business': grant.companyId });
    return answer.$items.map(mapSageInvoice);
  },
  async recordBillPayment(ctx, grant, payment) {
    // Sage has no idempotency key: look among the vendor's payments for one with our reference first.
    const reference = paymentReferenceText(payment);
    const headers = { 'x-business': grant.companyId };
    const find = async () => {
      const query = { contact_id: payment.bill.vendorExternalId, transaction_type_id: 'VENDOR_PAYMENT', attributes: 'reference', items_per_page: '200' };
      const found = await apiJson<{ $items: { id: string; reference?: string | null }[] }>(ctx, grant.accessToken, 'GET', api(ctx, '/contact_payments', query), undefined, headers);
      return found.$items.find((p) => p.reference === reference)?.id ?? null;
    };
    const body = {
      contact_payment: {
        transaction_type_id: 'VENDOR_PAYMENT',
        contact_id: payment.bill.vendorExternalId,
        date: payment.paidOn,
        total_amount: fromCents(payment.amount),
        reference,
        allocated_artefacts: [{ artefact_id: payment.bill.externalId, amount: fromCents(payment.amount) }],
      },
    };
    return recordOnce(find, async () => (await apiJson<{ id: string }>(ctx, grant.accessToken, 'POST', api(ctx, '/contact_payments'), body, headers)).id);
  },
};
