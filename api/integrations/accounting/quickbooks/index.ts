/**
 * QuickBooks Online: Intuit OAuth 2 (authorization code; the callback carries realmId) and the Accounting API v3
 * (`/v3/company/{realmId}/query`, `/billpayment`). https://developer.intuit.com/app/developer/qbo/docs/api/accounting
 */
import type { AccountingBill, AccountingConnector, AccountingVendor } from '../connector';
import { AccountingSystemError } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, paymentReferenceText, toCents, tokenRequest, urlOf } from '../http';

export interface QboVendor {
  Id: string;
  DisplayName: string;
  PrimaryEmailAddr?: { Address?: string };
  BillAddr?: { Line1?: string; City?: string; CountrySubDivisionCode?: string; PostalCode?: string };
  VendorPaymentBankDetail?: { BankAccountName?: string; BankBranchIdentifier?: string; BankAccountNumber?: string; StatementText?: string };
  MetaData?: { LastUpdatedTime?: string };
}
export interface QboBill {
  Id: string;
  DocNumber?: string;
  DueDate?: string;
  Balance: number;
  CurrencyRef?: { value?: string };
  VendorRef: { value: string };
}

export function mapQboVendor(v: QboVendor): AccountingVendor {
  const bank = v.VendorPaymentBankDetail;
  return {
    externalId: v.Id,
    name: v.DisplayName,
    email: v.PrimaryEmailAddr?.Address ?? null,
    address: v.BillAddr?.Line1 ?? null,
    city: v.BillAddr?.City ?? null,
    state: v.BillAddr?.CountrySubDivisionCode ?? null,
    zipcode: v.BillAddr?.PostalCode ?? null,
    bankAccount:
      bank?.BankBranchIdentifier && bank.BankAccountNumber
        ? { bankName: bank.StatementText || 'Bank', routingNumber: bank.BankBranchIdentifier, accountNumber: bank.BankAccountNumber, accountHolderName: bank.BankAccountName || v.DisplayName }
        : null,
    updatedAt: new Date(v.MetaData?.LastUpdatedTime ?? 0),
  };
}

export function mapQboBill(b: QboBill): AccountingBill {
  return {
    externalId: b.Id,
    vendorExternalId: b.VendorRef.value,
    billNumber: b.DocNumber ?? b.Id,
    dueDate: b.DueDate ?? '',
    amount: toCents(b.Balance),
    currency: b.CurrencyRef?.value ?? 'USD',
  };
}

const query = <T>(ctx: Parameters<AccountingConnector['listVendors']>[0], grant: { accessToken: string; companyId: string }, sql: string) =>
  apiJson<{ QueryResponse: T }>(ctx, grant.accessToken, 'GET', urlOf(ctx.endpoints.apiBaseUrl, `/v3/company/${encodeURIComponent(grant.companyId)}/query`, { query: sql, minorversion: '75' }));

export const quickBooksConnector: AccountingConnector = {
  system: 'quickBooks',
  authorizationUrl: (ctx, input) => authorizeUrlOf(ctx, input, 'com.intuit.quickbooks.accounting'),
  async exchangeCode(ctx, { code, redirectUri, callbackParams }) {
    const realmId = callbackParams.realmId;
    if (!realmId) throw new AccountingSystemError('QuickBooks answered without a realmId');
    const tokens = await tokenRequest(ctx, { grant_type: 'authorization_code', code, redirect_uri: redirectUri }, 'basic');
    return { ...tokens, companyId: realmId };
  },
  refresh: (ctx, refreshToken) => tokenRequest(ctx, { grant_type: 'refresh_token', refresh_token: refreshToken }, 'basic'),
  async listVendors(ctx, grant, updatedAfter) {
    const where = updatedAfter ? ` WHERE MetaData.LastUpdatedTime > '${updatedAfter.toISOString()}'` : '';
    const answer = await query<{ Vendor?: QboVendor[] }>(ctx, grant, `SELECT * FROM Vendor${where} MAXRESULTS 1000`);
    return (answer.QueryResponse.Vendor ?? []).map(mapQboVendor);
  },
  async listOpenBills(ctx, grant) {
    const answer = await query<{ Bill?: QboBill[] }>(ctx, grant, "SELECT * FROM Bill WHERE Balance > '0' MAXRESULTS 1000");
    return (answer.QueryResponse.Bill ?? []).map(mapQboBill);
  },
  async recordBillPayment(ctx, grant, payment) {
    const body = {
      VendorRef: { value: payment.bill.vendorExternalId },
      PayType: 'Check',
      CheckPayment: { BankAccountRef: { value: '35' } },
      TotalAmt: fromCents(payment.amount),
      TxnDate: payment.paidOn,
      PrivateNote: paymentReferenceText(payment),
      Line: [{ Amount: fromCents(payment.amount), LinkedTxn: [{ TxnId: payment.bill.externalId, TxnType: 'Bill' }] }],
    };
    // requestid: QuickBooks answers a repeated requestid with the original response and does nothing again (our payment
    // id: unique per company, 36 of the 50 characters allowed).
    const url = urlOf(ctx.endpoints.apiBaseUrl, `/v3/company/${encodeURIComponent(grant.companyId)}/billpayment`, { minorversion: '75', requestid: payment.reference });
    const answer = await apiJson<{ BillPayment: { Id: string } }>(ctx, grant.accessToken, 'POST', url, body);
    return { externalId: answer.BillPayment.Id };
  },
};
