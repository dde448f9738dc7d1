/**
 * Xero's sandbox API as Xero answers: uuid ids, the answer envelope (Id, Status, ProviderName, DateTimeUTC), `where`
 * honoured, If-Modified-Since taken only in the date-time format Xero's definition declares, and errors in Xero's
 * shapes (ValidationException with Elements[].ValidationErrors; a problem object for 401 and 403).
 */
import { createHash, randomUUID } from 'node:crypto';
import { PRODUCT_NAME } from '../../../../domain/product';
import { answerOnce, changedAfter, dollars, json, type ApiHandler } from './answers';
import { openSandboxBills, recordSandboxPayment, SANDBOX_COMPANIES, sandboxAccounts, sandboxVendors } from './data';

const xeroDate = (d: Date) => `/Date(${d.getTime()}+0000)/`;

/** Every Accounting API answer comes in this envelope; ProviderName is the app's name. */
const envelope = (body: Record<string, unknown>) => json(200, { Id: randomUUID(), Status: 'OK', ProviderName: PRODUCT_NAME, DateTimeUTC: xeroDate(new Date()), ...body });

/** Xero's problem object (401 AuthenticationUnsuccessful, 403 for a tenant the token does not reach). */
const problem = (status: 401 | 403 | 404, title: string, detail: string) => json(status, { Type: null, Title: title, Status: status, Detail: detail, Instance: randomUUID(), Extensions: {} });

export const xeroUnauthorized = () => problem(401, 'Unauthorized', 'AuthenticationUnsuccessful');

/** Xero's 400: a ValidationException whose elements (the document refused, by the fields Xero's Element declares) carry their validation errors. */
function validationException(elements: Record<string, unknown>[]) {
  return json(400, { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: elements });
}

/** Xero's 400 for a request it cannot read at all (a bad `where`, a bad If-Modified-Since). */
const badRequest = (message: string) => json(400, { ErrorNumber: 14, Type: 'PostDataInvalidException', Message: message });

/** ISO 8601 date-time, the format of If-Modified-Since in Xero's definition (what its SDK sends). */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})?$/;

type Row = Record<string, unknown>;

/**
 * A `where` of `Field==value` / `Field!=value` conditions joined by AND and OR (AND binding tighter), values
 * "quoted", true, false or numbers, fields dotted into nested objects: what Payloft's connector and most integrations
 * send. Null when the filter cannot be read, so the sandbox refuses it as Xero does.
 */
export function xeroWhere(where: string): ((row: Row) => boolean) | null {
  const conditions = where.split(/\s+OR\s+/).map((any) =>
    any.split(/\s+AND\s+/).map((one) => {
      const m = /^\s*([A-Za-z.]+)\s*(==|!=)\s*("(?:[^"]*)"|true|false|-?\d+(?:\.\d+)?)\s*$/.exec(one);
      if (!m) return null;
      const value: unknown = m[3]!.startsWith('"') ? m[3]!.slice(1, -1) : m[3] === 'true' ? true : m[3] === 'false' ? false : Number(m[3]);
      return { path: m[1]!.split('.'), equal: m[2] === '==', value };
    }),
  );
  if (conditions.some((all) => all.some((c) => c === null))) return null;
  const read = (row: Row, path: string[]) => path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Row)[key] : undefined), row);
  return (row) => conditions.some((all) => all.every((c) => (read(row, c!.path) === c!.value) === c!.equal));
}

function filtered(rows: Row[], url: URL): Row[] | Response {
  const where = url.searchParams.get('where');
  if (!where) return rows;
  const test = xeroWhere(where);
  return test ? rows.filter(test) : badRequest(`The where clause could not be read: ${where}`);
}

const uuidOf = (seed: string) => {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-b${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

/** The free text a Xero bookkeeper types in BankAccountDetails: two readable styles, a foreign IBAN, or nothing. */
function bankText(bank: { routingNumber: string; accountNumber: string } | null, i: number): string {
  if (bank) return i % 4 === 0 ? `${bank.routingNumber}-${bank.accountNumber}` : `Routing ${bank.routingNumber} / Account ${bank.accountNumber}`;
  return i % 4 === 3 ? 'IBAN GB29 NWBK 6016 1331 9268 19' : '';
}

function contactsOf(tenant: string): Row[] {
  return sandboxVendors('xero', tenant).map((v, i) => ({
    ContactID: v.id,
    ContactStatus: 'ACTIVE',
    Name: v.name,
    EmailAddress: v.email,
    ...(v.taxId ? { TaxNumber: v.taxId } : {}),
    BankAccountDetails: bankText(v.bank, i),
    Addresses: [{ AddressType: 'POBOX', AddressLine1: v.address, City: v.city, Region: v.state, PostalCode: v.zipcode, Country: 'USA' }],
    IsSupplier: true,
    IsCustomer: false,
    UpdatedDateUTC: xeroDate(v.updatedAt),
  }));
}

function accountsOf(tenant: string): Row[] {
  return sandboxAccounts('xero', tenant).map((a) => ({
    AccountID: a.id,
    Code: a.code,
    Name: a.name,
    Type: a.type,
    Status: 'ACTIVE',
    EnablePaymentsToAccount: a.paymentsEnabled,
    ...(a.type === 'BANK' ? { BankAccountType: 'BANK', BankAccountNumber: `1200${a.code}`, CurrencyCode: 'USD' } : {}),
    Class: a.type === 'BANK' ? 'ASSET' : a.type === 'CURRLIAB' ? 'LIABILITY' : a.type,
    UpdatedDateUTC: xeroDate(new Date(Date.UTC(2026, 0, 1))),
  }));
}

type PaymentIn = { Invoice?: { InvoiceID?: string }; Account?: { AccountID?: string; Code?: string }; Date?: string; Amount?: number; Reference?: string };

/** What Xero checks of a payment before it records it; each problem as a ValidationErrors message. */
function paymentProblems(p: PaymentIn, tenant: string): string[] {
  const problems: string[] = [];
  const account = sandboxAccounts('xero', tenant).find((a) => (p.Account?.AccountID ? a.id === p.Account.AccountID : a.code === p.Account?.Code));
  if (!p.Account || !account) problems.push('Account could not be found');
  else if (account.type !== 'BANK' && !account.paymentsEnabled) problems.push('Payments cannot be made to this account type');
  if (!p.Invoice?.InvoiceID) problems.push('Invoice could not be found');
  if (!p.Date || !/^\d{4}-\d{2}-\d{2}/.test(p.Date)) problems.push('Date must be valid');
  if (typeof p.Amount !== 'number' || !(p.Amount > 0)) problems.push('Payment amounts must be greater than zero');
  return problems;
}

export const xeroSandbox: ApiHandler = async (db, path, url, request, tenant, body) => {
  if (path === '/connections') {
    const company = SANDBOX_COMPANIES.xero.find((c) => c.id === tenant);
    const at = new Date(Date.UTC(2026, 9, 1)).toISOString().slice(0, 19);
    return json(200, [{ id: uuidOf(`connection:${tenant}`), authEventId: uuidOf(`auth:${tenant}`), tenantId: tenant, tenantType: 'ORGANISATION', tenantName: company?.name ?? null, createdDateUtc: at, updatedDateUtc: at }]);
  }
  if (request.headers.get('xero-tenant-id') !== tenant) return problem(403, 'Forbidden', 'AuthenticationUnsuccessful');
  if (path === '/api.xro/2.0/Contacts' && request.method === 'GET') {
    const header = request.headers.get('if-modified-since');
    if (header !== null && !ISO_DATE_TIME.test(header)) return badRequest(`If-Modified-Since must be a date-time: ${header}`);
    const rows = filtered(contactsOf(tenant), url);
    if (rows instanceof Response) return rows;
    const after = header ? new Date(header) : null;
    const changed = new Set(changedAfter(sandboxVendors('xero', tenant), after).map((v) => v.id));
    return envelope({ Contacts: rows.filter((c) => changed.has(String(c.ContactID))) });
  }
  if (path === '/api.xro/2.0/Invoices' && request.method === 'GET') {
    const invoices = (await openSandboxBills(db, 'xero', tenant)).map((b) => ({
      Type: 'ACCPAY',
      InvoiceID: b.id,
      InvoiceNumber: b.number,
      Status: 'AUTHORISED',
      Contact: { ContactID: b.vendorId },
      DueDate: xeroDate(new Date(`${b.dueDate}T00:00:00Z`)),
      AmountDue: dollars(b.balance),
      AmountPaid: dollars(b.total - b.balance),
      Total: dollars(b.total),
      CurrencyCode: b.currency,
    }));
    const rows = filtered(invoices, url);
    return rows instanceof Response ? rows : envelope({ Invoices: rows });
  }
  if (path === '/api.xro/2.0/Accounts' && request.method === 'GET') {
    const rows = filtered(accountsOf(tenant), url);
    return rows instanceof Response ? rows : envelope({ Accounts: rows });
  }
  if (path === '/api.xro/2.0/Payments' && request.method === 'PUT') {
    return answerOnce(db, `xero:${tenant}`, request.headers.get('idempotency-key'), async () => {
      const p = (body?.Payments as PaymentIn[] | undefined)?.[0];
      if (!p) return validationException([{ ValidationErrors: [{ Message: 'Payments must be supplied' }] }]);
      const problems = paymentProblems(p, tenant);
      if (problems.length > 0) return validationException([{ InvoiceID: p.Invoice?.InvoiceID, ValidationErrors: problems.map((Message) => ({ Message })) }]);
      const recorded = await recordSandboxPayment(db, 'xero', tenant, p.Invoice!.InvoiceID!, Math.round(p.Amount! * 100), p.Reference ?? '');
      if (!recorded.ok) return validationException([{ InvoiceID: p.Invoice?.InvoiceID, ValidationErrors: [{ Message: recorded.reason === 'Bill not found' ? 'Invoice could not be found' : 'Payment amount exceeds the amount outstanding on this document' }] }]);
      const account = accountsOf(tenant).find((a) => a.AccountID === p.Account!.AccountID || a.Code === p.Account!.Code)!;
      const payment = {
        PaymentID: recorded.id,
        Date: xeroDate(new Date(`${p.Date!.slice(0, 10)}T00:00:00Z`)),
        Amount: p.Amount,
        Reference: p.Reference ?? '',
        Status: 'AUTHORISED',
        PaymentType: 'ACCPAYPAYMENT',
        UpdatedDateUTC: xeroDate(new Date()),
        Account: { AccountID: account.AccountID, Code: account.Code },
        Invoice: { InvoiceID: p.Invoice!.InvoiceID, Type: 'ACCPAY' },
        HasAccount: true,
        HasValidationErrors: false,
      };
      return envelope({ Payments: [payment] });
    });
  }
  return problem(404, 'Not Found', 'The resource you are looking for cannot be found');
};
