/**
 * QuickBooks Online: Intuit OAuth 2 (authorization code; the callback carries realmId) and the Accounting API v3
 * (`/v3/company/{realmId}/query`, `/billpayment`). https://developer.intuit.com/app/developer/qbo/docs/api/accounting
 */
import type { AccountingBill, AccountingConnector, AccountingVendor, ConnectorContext, PaymentAccount } from '../connector';
import { AccountingSystemError, NO_PAYMENT_ACCOUNT } from '../connector';
import { apiJson, authorizeUrlOf, fromCents, paymentReferenceText, toCents, tokenRequest, urlOf } from '../http';

/** The most rows one QuickBooks query answers; more are read page by page with STARTPOSITION. */
export const QBO_PAGE_SIZE = 1000;

/**
 * A US vendor as QuickBooks answers it. Its VendorPaymentBankDetail (BSB and account) exists only in Australian
 * companies, so Payloft never reads bank details from QuickBooks: the vendor's invitation asks for them.
 */
export interface QboVendor {
  Id: string;
  DisplayName: string;
  PrimaryEmailAddr?: { Address?: string };
  BillAddr?: { Line1?: string; City?: string; CountrySubDivisionCode?: string; PostalCode?: string };
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
export interface QboAccount {
  Id: string;
  Name: string;
  AcctNum?: string;
  AccountType: string;
  Active?: boolean;
}

export function mapQboVendor(v: QboVendor): AccountingVendor {
  return {
    externalId: v.Id,
    name: v.DisplayName,
    email: v.PrimaryEmailAddr?.Address ?? null,
    address: v.BillAddr?.Line1 ?? null,
    city: v.BillAddr?.City ?? null,
    state: v.BillAddr?.CountrySubDivisionCode ?? null,
    zipcode: v.BillAddr?.PostalCode ?? null,
    bankAccount: null,
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

type Grant = { accessToken: string; companyId: string };

/** Every row of a query, a page of QBO_PAGE_SIZE at a time (STARTPOSITION counts from 1) until a page comes back short. */
export async function queryAll<T>(ctx: ConnectorContext, grant: Grant, entity: string, sql: string): Promise<T[]> {
  const rows: T[] = [];
  for (let start = 1; ; start += QBO_PAGE_SIZE) {
    const url = urlOf(ctx.endpoints.apiBaseUrl, `/v3/company/${encodeURIComponent(grant.companyId)}/query`, { query: `${sql} STARTPOSITION ${start} MAXRESULTS ${QBO_PAGE_SIZE}`, minorversion: '75' });
    const answer = await apiJson<{ QueryResponse: Record<string, T[] | undefined> }>(ctx, grant.accessToken, 'GET', url);
    const page = answer.QueryResponse[entity] ?? [];
    rows.push(...page);
    if (page.length < QBO_PAGE_SIZE) return rows;
  }
}

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
    return (await queryAll<QboVendor>(ctx, grant, 'Vendor', `SELECT * FROM Vendor${where}`)).map(mapQboVendor);
  },
  async listOpenBills(ctx, grant) {
    return (await queryAll<QboBill>(ctx, grant, 'Bill', "SELECT * FROM Bill WHERE Balance > '0'")).map(mapQboBill);
  },
  async listPaymentAccounts(ctx, grant): Promise<PaymentAccount[]> {
    // A check bill payment is drawn on a bank account (CheckPayment.BankAccountRef).
    const accounts = await queryAll<QboAccount>(ctx, grant, 'Account', "SELECT * FROM Account WHERE AccountType = 'Bank' AND Active = true");
    return accounts.map((a) => ({ id: a.Id, name: a.Name, code: a.AcctNum ?? null }));
  },
  async recordBillPayment(ctx, grant, payment) {
    if (!payment.paymentAccountId) throw new AccountingSystemError(NO_PAYMENT_ACCOUNT);
    const body = {
      VendorRef: { value: payment.bill.vendorExternalId },
      PayType: 'Check',
      CheckPayment: { BankAccountRef: { value: payment.paymentAccountId } },
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
