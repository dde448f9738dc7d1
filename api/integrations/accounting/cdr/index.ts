/**
 * CDR (behind its feature flag, off): CDR publishes no public accounting API we could read, so this connector speaks
 * the plain OAuth 2 + REST shape its partner programme describes (`/oauth/authorize`, `/oauth/token`, `/api/v1/vendors`,
 * `/api/v1/bills`, `POST /api/v1/bill-payments`); check it against CDR's partner documentation before switching the flag on.
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { AccountingSystemError } from '../connector';
import { apiJson, authorizeUrlOf, recordOnce, tokenRequest, urlOf } from '../http';

export interface CdrVendor {
  id: string;
  name: string;
  email?: string | null;
  address?: { line1?: string; city?: string; state?: string; zip?: string } | null;
  bank?: { routingNumber?: string; accountNumber?: string; bankName?: string; holder?: string } | null;
  updatedAt: string;
}
export interface CdrBill {
  id: string;
  number: string;
  vendorId: string;
  dueDate: string;
  /** Cents. */
  openAmountCents: number;
  currency?: string;
}

export function mapCdrVendor(v: CdrVendor): AccountingVendor {
  return {
    externalId: v.id,
    name: v.name,
    email: v.email || null,
    address: v.address?.line1 ?? null,
    city: v.address?.city ?? null,
    state: v.address?.state ?? null,
    zipcode: v.address?.zip ?? null,
    bankAccount: v.bank?.routingNumber && v.bank.accountNumber ? { bankName: v.bank.bankName || 'Bank', routingNumber: v.bank.routingNumber, accountNumber: v.bank.accountNumber, accountHolderName: v.bank.holder || v.name } : null,
    updatedAt: new Date(v.updatedAt),
  };
}

export function mapCdrBill(b: CdrBill): AccountingBill {
  return { externalId: b.id, vendorExternalId: b.vendorId, billNumber: b.number, dueDate: b.dueDate, amount: b.openAmountCents, currency: b.currency ?? 'USD' };
}

export const cdrConnector: AccountingConnector = {
  system: 'cdr',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'vendors bills payments offline_access'),
  async exchangeCode(ctx, { code, redirectUri }) {
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'basic');
    const companyId = tokens.raw.company_id;
    if (typeof companyId !== 'string') throw new AccountingSystemError('CDR answered without a company_id');
    return { ...tokens, companyId };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }, 'basic'),
  async listVendors(ctx, grant, updatedAfter) {
    const answer = await apiJson<{ vendors: CdrVendor[] }>(ctx, grant.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, '/api/v1/vendors', { updatedSince: updatedAfter?.toISOString() }));
    return answer.vendors.map(mapCdrVendor);
  },
  async listOpenBills(ctx, grant) {
    const answer = await apiJson<{ bills: CdrBill[] }>(ctx, grant.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, '/api/v1/bills', { status: 'open' }));
    return answer.bills.map(mapCdrBill);
  },
  async recordBillPayment(ctx, grant, payment) {
    // CDR's API is an assumption (decision 031) with no idempotency key known: look for our reference first.
    const find = async () => {
      const found = await apiJson<{ billPayments: { id: string; reference?: string }[] }>(ctx, grant.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, '/api/v1/bill-payments', { reference: payment.reference }));
      return found.billPayments.find((p) => p.reference === payment.reference)?.id ?? null;
    };
    const body = { billId: payment.bill.externalId, vendorId: payment.bill.vendorExternalId, amountCents: payment.amount, paidOn: payment.paidOn, reference: payment.reference };
    return recordOnce(find, async () => (await apiJson<{ id: string }>(ctx, grant.accessToken, 'POST', urlOf(ctx.endpoints.apiBaseUrl, '/api/v1/bill-payments'), body)).id);
  },
};
