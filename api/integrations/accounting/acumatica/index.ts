/**
 * Acumatica: the instance's OAuth 2 server (`/identity/connect/authorize`, `/token`) and the contract-based REST API
 * (`/entity/Default/22.200.001/Vendor`, `/Bill`, `PUT /Check`). https://help.acumatica.com/ (Integration Development Guide)
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, odataString, paymentReferenceText, recordOnce, toCents, tokenRequest, urlOf } from '../http';

type Field<T> = { value?: T | null } | undefined;
export interface AcumaticaVendor {
  id: string;
  VendorID: Field<string>;
  VendorName: Field<string>;
  MainContact?: { Email?: Field<string>; Address?: { AddressLine1?: Field<string>; City?: Field<string>; State?: Field<string>; PostalCode?: Field<string> } };
  LastModifiedDateTime?: Field<string>;
}
export interface AcumaticaBill {
  id: string;
  ReferenceNbr: Field<string>;
  Vendor: Field<string>;
  DueDate?: Field<string>;
  Balance: Field<number>;
  CurrencyID?: Field<string>;
}

export const ACUMATICA_ENDPOINT = '/entity/Default/22.200.001';

export function mapAcumaticaVendor(v: AcumaticaVendor): AccountingVendor {
  const address = v.MainContact?.Address;
  return {
    externalId: v.VendorID?.value ?? v.id,
    name: v.VendorName?.value ?? v.VendorID?.value ?? v.id,
    email: v.MainContact?.Email?.value ?? null,
    address: address?.AddressLine1?.value ?? null,
    city: address?.City?.value ?? null,
    state: address?.State?.value ?? null,
    zipcode: address?.PostalCode?.value ?? null,
    // Acumatica keeps remittance bank details in payment-method fields the Default endpoint does not expose.
    bankAccount: null,
    updatedAt: new Date(v.LastModifiedDateTime?.value ?? 0),
  };
}

export function mapAcumaticaBill(b: AcumaticaBill): AccountingBill {
  return {
    externalId: b.ReferenceNbr?.value ?? b.id,
    vendorExternalId: b.Vendor?.value ?? '',
    billNumber: b.ReferenceNbr?.value ?? b.id,
    dueDate: (b.DueDate?.value ?? '').slice(0, 10),
    amount: toCents(b.Balance?.value ?? 0),
    currency: b.CurrencyID?.value ?? 'USD',
  };
}

const api = (ctx: Parameters<AccountingConnector['listVendors']>[0], path: string, query: Record<string, string | undefined> = {}) => urlOf(ctx.endpoints.apiBaseUrl, `${ACUMATICA_ENDPOINT}${path}`, query);

export const acumaticaConnector: AccountingConnector = {
  system: 'acumatica',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'api offline_access'),
  async exchangeCode(ctx, { code, redirectUri }) {
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'basic');
    // An Acumatica instance is one tenant: its URL identifies the company.
    return { ...tokens, companyId: new URL(ctx.endpoints.apiBaseUrl).host };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }, 'basic'),
  async listVendors(ctx, grant, updatedAfter) {
    const filter = updatedAfter ? `LastModifiedDateTime gt datetimeoffset'${updatedAfter.toISOString()}'` : undefined;
    const rows = await apiJson<AcumaticaVendor[]>(ctx, grant.accessToken, 'GET', api(ctx, '/Vendor', { $filter: filter, $expand: 'MainContact' }));
    return rows.map(mapAcumaticaVendor);
  },
  async listOpenBills(ctx, grant) {
    const rows = await apiJson<AcumaticaBill[]>(ctx, grant.accessToken, 'GET', api(ctx, '/Bill', { $filter: "Status eq 'Open'" }));
    return rows.map(mapAcumaticaBill);
  },
  async recordBillPayment(ctx, grant, payment) {
    // Acumatica has no idempotency key: look for a payment whose description is our reference first.
    const reference = paymentReferenceText(payment);
    const find = async () => {
      const found = await apiJson<{ id: string; Description?: Field<string> }[]>(ctx, grant.accessToken, 'GET', api(ctx, '/Check', { $filter: `Description eq ${odataString(reference)}`, $select: 'Description' }));
      return found.find((c) => c.Description?.value === reference)?.id ?? null;
    };
    const body = {
      Type: { value: 'Payment' },
      Vendor: { value: payment.bill.vendorExternalId },
      PaymentAmount: { value: fromCents(payment.amount) },
      ApplicationDate: { value: payment.paidOn },
      Description: { value: reference },
      Details: [{ DocType: { value: 'Bill' }, ReferenceNbr: { value: payment.bill.externalId }, AmountPaid: { value: fromCents(payment.amount) } }],
    };
    return recordOnce(find, async () => (await apiJson<{ id: string }>(ctx, grant.accessToken, 'PUT', api(ctx, '/Check'), body)).id);
  },
};
