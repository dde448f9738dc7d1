/**
 * Contract tests (decision 031): every connector against its sandbox, over the same documented
 * endpoints it would call on the real service: OAuth consent and code exchange, refresh, vendors (full and
 * incremental), open bills, and a bill payment recorded back. Plus the per-system mappings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../api/db/client';
import { ACCOUNTING_SYSTEMS } from '../../domain/accounting';
import { CONNECTORS, endpointsFor } from '../../api/integrations/accounting';
import type { ConnectorContext } from '../../api/integrations/accounting/connector';
import { SANDBOX_COMPANIES, sandboxBillPayments } from '../../api/integrations/accounting/sandbox/data';
import { connectorFetch } from '../../api/integrations/accounting/transport';
import { mapQboBill, mapQboVendor } from '../../api/integrations/accounting/quickbooks';
import { mapXeroContact, mapXeroInvoice, parseXeroBankDetails, xeroDate } from '../../api/integrations/accounting/xero';
import { mapSageContact, mapSageInvoice } from '../../api/integrations/accounting/sage';
import { mapAcumaticaBill, mapAcumaticaVendor } from '../../api/integrations/accounting/acumatica';
import { mapBcInvoice, mapBcVendor } from '../../api/integrations/accounting/business-central';
import { mapCdrBill, mapCdrVendor } from '../../api/integrations/accounting/cdr';
import { openTestDatabase, testConfig } from './harness';

const config = testConfig({ apiPublicUrl: 'http://api.test' });
/** The sandbox keeps its books' payments and first answers in the database (decision 077). */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());
const sandboxFetch: typeof fetch = (input, init) => connectorFetch(config, database.db)(input, init);
const redirectUri = `${config.webPublicUrl}/manage-payees/callback`;

async function consent(ctx: ConnectorContext, system: (typeof ACCOUNTING_SYSTEMS)[number]['key'], decision: 'allow' | 'deny' = 'allow') {
  const page = new URL(CONNECTORS[system].authorizationUrl(ctx, { state: 'st-1', redirectUri }));
  const shown = await ctx.fetch(page.toString());
  expect(shown.status).toBe(200);
  expect(await shown.text()).toContain('sandbox');
  const form = new URLSearchParams(page.searchParams);
  form.set('decision', decision);
  const answer = await ctx.fetch(`${page.origin}${page.pathname}`, { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(303);
  const back = new URL(answer.headers.get('location')!);
  expect(back.origin + back.pathname).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe('st-1');
  return back;
}

describe.each(ACCOUNTING_SYSTEMS.map((s) => [s.name, s.key] as const))('%s connector against its sandbox', (_name, system) => {
  const ctx: ConnectorContext = { endpoints: endpointsFor(config, system), fetch: sandboxFetch };
  const connector = CONNECTORS[system];
  /** The first account the system offers for payments, as a business would choose it (null where there is no choice). */
  const chosenAccount = async (grant: { accessToken: string; companyId: string }) => (await connector.listPaymentAccounts?.(ctx, grant))?.[0]?.id ?? null;

  it('connects by authorization code, lists vendors incrementally and bills, records a payment, refreshes', async () => {
    expect(ctx.endpoints.authorizeUrl.startsWith('http://api.test/sandbox/')).toBe(true);
    const back = await consent(ctx, system);
    const grant = await connector.exchangeCode(ctx, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
    expect(grant.companyId).toBeTruthy();
    expect(grant.expiresAt.getTime()).toBeGreaterThan(Date.now());

    const vendors = await connector.listVendors(ctx, grant, null);
    expect(vendors).toHaveLength(12);
    expect(new Set(vendors.map((v) => v.externalId)).size).toBe(12);
    expect(vendors[0]!.name).toBe('Acme Office Supply');
    const newest = new Date(Math.max(...vendors.map((v) => v.updatedAt.getTime())));
    expect(await connector.listVendors(ctx, grant, newest)).toEqual([]);
    expect((await connector.listVendors(ctx, grant, new Date(newest.getTime() - 1))).length).toBe(1);

    const bills = await connector.listOpenBills(ctx, grant);
    expect(bills.length).toBeGreaterThanOrEqual(12);
    const bill = bills[bills.length - 1]!;
    expect(bill).toMatchObject({ currency: 'USD' });
    expect(bill.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isInteger(bill.amount) && bill.amount > 0).toBe(true);
    expect(vendors.map((v) => v.externalId)).toContain(bill.vendorExternalId);

    const paymentAccountId = await chosenAccount(grant);
    const recorded = await connector.recordBillPayment(ctx, grant, { bill, amount: bill.amount, paidOn: '2026-11-24', reference: 'pay-1', paymentAccountId });
    expect(recorded.externalId).toBeTruthy();
    expect((await connector.listOpenBills(ctx, grant)).map((b) => b.externalId)).not.toContain(bill.externalId);
    // Another payment of the same bill is refused by the system (nothing is left open).
    await expect(connector.recordBillPayment(ctx, grant, { bill, amount: bill.amount, paidOn: '2026-11-24', reference: 'pay-2', paymentAccountId })).rejects.toThrow();

    const fresh = await connector.refresh(ctx, grant.refreshToken);
    expect(fresh.accessToken).toBeTruthy();
    expect(await connector.listVendors(ctx, { accessToken: fresh.accessToken, companyId: grant.companyId }, null)).toHaveLength(12);
    await expect(connector.listVendors(ctx, { accessToken: 'forged', companyId: grant.companyId }, null)).rejects.toThrow(/401/);
  });

  it('a write-back run again after the system confirmed it (our record of it lost in a crash) answers the first payment and records no second', async () => {
    const back = await consent(ctx, system);
    const grant = await connector.exchangeCode(ctx, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
    const [bill] = await connector.listOpenBills(ctx, grant);
    // Half the bill, so a second record would be accepted by the books: only the idempotency can stop it.
    const half = Math.floor(bill!.amount / 2);
    const writeBack = { bill: bill!, amount: half, paidOn: '2026-11-24', reference: `0f6d2c1e-crash-${system}`, paymentAccountId: await chosenAccount(grant) };
    // The sandbox company the consent page chose by default (Acumatica's grant names the instance, not the company).
    const books = SANDBOX_COMPANIES[system][0]!.id;
    const first = await connector.recordBillPayment(ctx, grant, writeBack);
    const again = await connector.recordBillPayment(ctx, grant, writeBack);
    expect(again).toEqual(first);
    expect(await sandboxBillPayments(database.db, system, books, bill!.externalId)).toHaveLength(1);
    expect((await connector.listOpenBills(ctx, grant)).find((b) => b.externalId === bill!.externalId)?.amount).toBe(bill!.amount - half);
    // Another payment (another key) of the same bill is a new record.
    const other = await connector.recordBillPayment(ctx, grant, { ...writeBack, amount: 1, reference: `0f6d2c1e-other-${system}` });
    expect(other.externalId).not.toBe(first.externalId);
    expect(await sandboxBillPayments(database.db, system, books, bill!.externalId)).toHaveLength(2);
  });

  // The systems with an idempotency key (QuickBooks' requestid, Xero's Idempotency-Key); the others look the reference
  // up before creating, which two loops at once can both pass (README, noticed and left alone).
  it.runIf(system === 'quickBooks' || system === 'xero')('two write-backs with the same key at once record one payment and answer it to both', async () => {
    const back = await consent(ctx, system);
    const grant = await connector.exchangeCode(ctx, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) });
    const [bill] = await connector.listOpenBills(ctx, grant);
    const writeBack = { bill: bill!, amount: 1, paidOn: '2026-11-24', reference: `5b1e9a70-at-once-${system}`, paymentAccountId: await chosenAccount(grant) };
    const recorded = async () => (await sandboxBillPayments(database.db, system, SANDBOX_COMPANIES[system][0]!.id, bill!.externalId)).length;
    const before = await recorded();
    const [first, second] = await Promise.all([connector.recordBillPayment(ctx, grant, writeBack), connector.recordBillPayment(ctx, grant, writeBack)]);
    expect(second).toEqual(first);
    expect(await recorded()).toBe(before + 1);
  });

  it('refuses a denied consent, a reused code for another redirect, and foreign client credentials', async () => {
    const denied = await consent(ctx, system, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('code')).toBeNull();
    const back = await consent(ctx, system);
    await expect(connector.exchangeCode(ctx, { code: back.searchParams.get('code')!, redirectUri: 'http://web.test/elsewhere', callbackParams: Object.fromEntries(back.searchParams) })).rejects.toThrow(/invalid_grant/);
    const stranger: ConnectorContext = { ...ctx, endpoints: { ...ctx.endpoints, clientSecret: 'wrong' } };
    await expect(connector.exchangeCode(stranger, { code: back.searchParams.get('code')!, redirectUri, callbackParams: Object.fromEntries(back.searchParams) })).rejects.toThrow(/invalid_client/);
  });

  it('the consent page refuses a redirect address that is not the registered one', async () => {
    const page = new URL(CONNECTORS[system].authorizationUrl(ctx, { state: 's', redirectUri: 'https://evil.example/cb' }));
    const answer = await ctx.fetch(page.toString());
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain('not registered');
  });
});

describe('connector mappings', () => {
  it('QuickBooks vendor and bill; an Australian VendorPaymentBankDetail is never read as US bank details', () => {
    const vendor = { Id: '7', DisplayName: 'Acme', PrimaryEmailAddr: { Address: 'a@acme.test' }, BillAddr: { Line1: '1 Main', City: 'Austin', CountrySubDivisionCode: 'TX', PostalCode: '78701' }, MetaData: { LastUpdatedTime: '2026-10-01T12:00:00Z' } };
    const withAustralianDetail = { ...vendor, VendorPaymentBankDetail: { BankAccountName: 'Acme LLC', BankBranchIdentifier: '021000021', BankAccountNumber: '123456789' } };
    expect(mapQboVendor(withAustralianDetail)).toEqual({ externalId: '7', name: 'Acme', email: 'a@acme.test', address: '1 Main', city: 'Austin', state: 'TX', zipcode: '78701', bankAccount: null, updatedAt: new Date('2026-10-01T12:00:00Z') });
    expect(mapQboBill({ Id: '140', DocNumber: 'INV-1', DueDate: '2026-12-01', Balance: 1234.5, VendorRef: { value: '7' } })).toEqual({ externalId: '140', vendorExternalId: '7', billNumber: 'INV-1', dueDate: '2026-12-01', amount: 123450, currency: 'USD' });
  });
  it('Xero contact (free-text bank details, /Date()/ dates) and invoice', () => {
    const v = mapXeroContact({ ContactID: 'c1', Name: 'Blue', BankAccountDetails: '021000021-000123', UpdatedDateUTC: '/Date(1700000000000+0000)/' });
    expect(v.bankAccount).toEqual({ bankName: 'Bank', routingNumber: '021000021', accountNumber: '000123', accountHolderName: 'Blue' });
    expect(v.updatedAt).toEqual(new Date(1700000000000));
    expect(mapXeroContact({ ContactID: 'c2', Name: 'No bank', BankAccountDetails: 'GB12 3456' }).bankAccount).toBeNull();
    // Free text: whatever the bookkeeper typed that reads one way only; anything else waits for the vendor's invitation.
    expect(parseXeroBankDetails('Routing 021000021 / Account 4455667788')).toEqual({ routingNumber: '021000021', accountNumber: '4455667788' });
    expect(parseXeroBankDetails('Acct 4455667788, ABA 021000021')).toEqual({ routingNumber: '021000021', accountNumber: '4455667788' });
    expect(parseXeroBankDetails('021000021')).toBeNull();
    expect(parseXeroBankDetails('123456789-4455667788')).toBeNull();
    expect(parseXeroBankDetails('021000021 011000015')).toBeNull();
    expect(parseXeroBankDetails('IBAN GB29 NWBK 6016 1331 9268 19')).toBeNull();
    expect(parseXeroBankDetails('021000021 4455 6677 88')).toBeNull();
    expect(xeroDate('2026-01-02T00:00:00')).toEqual(new Date('2026-01-02T00:00:00'));
    const invoice = mapXeroInvoice({ InvoiceID: 'i1', InvoiceNumber: 'B-1', DueDate: '/Date(1764547200000+0000)/', AmountDue: 10.01, Contact: { ContactID: 'c1' } });
    expect(invoice).toMatchObject({ amount: 1001, dueDate: '2025-12-01' });
  });
  it('Sage contact keeps a US routing number in sort_code', () => {
    expect(mapSageContact({ id: 's1', name: 'Sage V', bank_account_details: { sort_code: '021000021', account_number: '9999' } }).bankAccount?.routingNumber).toBe('021000021');
    expect(mapSageContact({ id: 's2', name: 'No bank', bank_account_details: null }).bankAccount).toBeNull();
  });
  it('Sage invoice: vendor reference as the bill number, outstanding amount as a decimal string', () => {
    expect(mapSageInvoice({ id: 'p1', vendor_reference: 'V-9', contact: { id: 's1' }, due_date: '2026-12-01', outstanding_amount: '99.99' })).toEqual({ externalId: 'p1', vendorExternalId: 's1', billNumber: 'V-9', dueDate: '2026-12-01', amount: 9999, currency: 'USD' });
  });
  it('Acumatica: {value} fields, the reference number as the bill id', () => {
    const v = mapAcumaticaVendor({ id: 'g1', VendorID: { value: 'V000001' }, VendorName: { value: 'Acme' }, MainContact: { Email: { value: 'a@b.test' }, Address: { City: { value: 'Austin' } } }, LastModifiedDateTime: { value: '2026-10-01T00:00:00+00:00' } });
    expect(v).toMatchObject({ externalId: 'V000001', name: 'Acme', email: 'a@b.test', city: 'Austin', bankAccount: null });
    expect(mapAcumaticaBill({ id: 'g2', ReferenceNbr: { value: '001001' }, Vendor: { value: 'V000001' }, DueDate: { value: '2026-12-01T00:00:00+00:00' }, Balance: { value: 12.3 } })).toEqual({ externalId: '001001', vendorExternalId: 'V000001', billNumber: '001001', dueDate: '2026-12-01', amount: 1230, currency: 'USD' });
  });
  it('Business Central and CDR', () => {
    expect(mapBcVendor({ id: 'b1', displayName: 'Fabrikam', email: '', lastModifiedDateTime: '2026-10-01T00:00:00Z' })).toMatchObject({ externalId: 'b1', name: 'Fabrikam', email: null, bankAccount: null });
    expect(mapBcInvoice({ id: 'i1', number: '108001', vendorId: 'b1', dueDate: '2026-12-01', totalAmountIncludingTax: 5 })).toMatchObject({ billNumber: '108001', amount: 500 });
    expect(mapCdrVendor({ id: 'c1', name: 'CDR V', bank: { routingNumber: '021000021', accountNumber: '1234' }, updatedAt: '2026-10-01T00:00:00Z' }).bankAccount).toMatchObject({ routingNumber: '021000021', accountNumber: '1234' });
    expect(mapCdrBill({ id: 'x', number: 'N', vendorId: 'c1', dueDate: '2026-12-01', openAmountCents: 777 }).amount).toBe(777);
  });
});
