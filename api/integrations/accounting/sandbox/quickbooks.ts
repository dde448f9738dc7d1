/**
 * QuickBooks Online's sandbox API as Intuit answers: numeric ids, `time` on every answer, queries paged by STARTPOSITION
 * and MAXRESULTS (1,000 at most), faults with `code` and `type`, the 401 fault body, and a BillPayment refused unless
 * it carries what QuickBooks requires. US vendors carry no VendorPaymentBankDetail (an Australian field).
 */
import { answerOnce, changedAfter, dollars, json, since, type ApiHandler } from './answers';
import { openSandboxBills, recordSandboxPayment, sandboxAccounts, sandboxBills, sandboxVendors } from './data';
import type { Database } from '../../../db/client';

/** QuickBooks stamps every answer with the server's time. */
const timed = (status: number, body: Record<string, unknown>) => json(status, { ...body, time: new Date().toISOString() });

type FaultError = { Message: string; Detail: string; code: string; element?: string };
const fault = (status: number, type: 'ValidationFault' | 'SystemFault' | 'AuthorizationFault', errors: FaultError[]) => timed(status, { Fault: { Error: errors, type } });

/** The body Intuit answers a missing, expired or forged token with (lower-case, unlike the other faults). */
export const quickBooksUnauthorized = () =>
  json(401, { fault: { error: [{ message: 'message=AuthenticationFailed; errorCode=003200; statusCode=401', detail: 'Token expired or invalid', code: '3200' }], type: 'AUTHENTICATION' }, time: Date.now() });

const MAX_RESULTS = 1000;

interface Query {
  entity: string;
  where: string;
  start: number;
  max: number;
}

/** `SELECT * FROM Entity [WHERE …] [STARTPOSITION n] [MAXRESULTS m]`, or a fault's text. */
function readQuery(text: string): Query | string {
  const m = /^\s*SELECT\s+\*\s+FROM\s+(\w+)(?:\s+WHERE\s+(.+?))?(?:\s+STARTPOSITION\s+(\d+))?(?:\s+MAXRESULTS\s+(\d+))?\s*$/i.exec(text);
  if (!m) return `Error parsing query: ${text}`;
  const max = m[4] ? Number(m[4]) : 100;
  if (max > MAX_RESULTS) return `MAXRESULTS may not be more than ${MAX_RESULTS}`;
  return { entity: m[1]!, where: m[2] ?? '', start: m[3] ? Number(m[3]) : 1, max };
}

const queryFault = (detail: string) => fault(400, 'ValidationFault', [{ Message: 'Error parsing query', Detail: `QueryParserError: ${detail}`, code: '4000' }]);

function page<T>(entity: string, rows: T[], q: Query) {
  const slice = rows.slice(q.start - 1, q.start - 1 + q.max);
  // An empty page answers an empty QueryResponse, as QuickBooks does.
  return timed(200, { QueryResponse: slice.length ? { [entity]: slice, startPosition: q.start, maxResults: slice.length } : {} });
}

async function query(db: Database, realm: string, text: string): Promise<Response> {
  const q = readQuery(text);
  if (typeof q === 'string') return queryFault(q);
  if (/^Vendor$/i.test(q.entity)) {
    const after = /LastUpdatedTime > '([^']+)'/.exec(q.where)?.[1];
    const vendors = changedAfter(sandboxVendors('quickBooks', realm), since(after)).map((v) => ({
      Id: v.id,
      SyncToken: '0',
      DisplayName: v.name,
      PrimaryEmailAddr: { Address: v.email },
      BillAddr: { Line1: v.address, City: v.city, CountrySubDivisionCode: v.state, PostalCode: v.zipcode, Country: 'USA' },
      Active: true,
      Vendor1099: false,
      MetaData: { CreateTime: v.updatedAt.toISOString(), LastUpdatedTime: v.updatedAt.toISOString() },
    }));
    return page('Vendor', vendors, q);
  }
  if (/^Bill$/i.test(q.entity)) {
    const bills = (await openSandboxBills(db, 'quickBooks', realm)).map((b) => ({ Id: b.id, SyncToken: '0', DocNumber: b.number, DueDate: b.dueDate, Balance: dollars(b.balance), TotalAmt: dollars(b.total), CurrencyRef: { value: b.currency }, VendorRef: { value: b.vendorId } }));
    return page('Bill', bills, q);
  }
  if (/^Account$/i.test(q.entity)) {
    const type = { BANK: 'Bank', CURRLIAB: 'Other Current Liability', REVENUE: 'Income', EXPENSE: 'Expense' } as const;
    const accounts = sandboxAccounts('quickBooks', realm)
      .map((a) => ({ Id: a.id, SyncToken: '0', Name: a.name, AcctNum: a.code, AccountType: type[a.type], Classification: a.type === 'BANK' ? 'Asset' : 'Liability', Active: true, CurrencyRef: { value: 'USD' } }))
      .filter((a) => !/AccountType = 'Bank'/i.test(q.where) || a.AccountType === 'Bank');
    return page('Account', accounts, q);
  }
  return queryFault(`Unsupported entity ${q.entity}`);
}

type BillPaymentIn = {
  VendorRef?: { value?: string };
  PayType?: string;
  CheckPayment?: { BankAccountRef?: { value?: string } };
  CreditCardPayment?: { CCAccountRef?: { value?: string } };
  TotalAmt?: number;
  PrivateNote?: string;
  Line?: { Amount?: number; LinkedTxn?: { TxnId?: string; TxnType?: string }[] }[];
};

const missing = (element: string): FaultError => ({ Message: 'Required param missing, need to supply the required value for the API', Detail: `Required parameter ${element} is missing in the request`, code: '2020', element });
const invalid = (element: string, detail: string): FaultError => ({ Message: 'A business validation error has occurred while processing your request', Detail: `Business Validation Error: ${detail}`, code: '6000', element });

/** What QuickBooks requires of a BillPayment: vendor, pay type with its account, total and lines linked to the vendor's bills. */
function billPaymentProblems(p: BillPaymentIn, realm: string): FaultError[] {
  if (!p.VendorRef?.value) return [missing('VendorRef')];
  if (p.PayType !== 'Check' && p.PayType !== 'CreditCard') return [missing('PayType')];
  if (typeof p.TotalAmt !== 'number') return [missing('TotalAmt')];
  if (!p.Line?.length || !p.Line.every((l) => typeof l.Amount === 'number' && l.LinkedTxn?.[0]?.TxnId)) return [missing('Line')];
  if (p.PayType === 'Check') {
    const ref = p.CheckPayment?.BankAccountRef?.value;
    if (!ref) return [missing('CheckPayment.BankAccountRef')];
    if (!sandboxAccounts('quickBooks', realm).some((a) => a.id === ref && a.type === 'BANK')) return [invalid('CheckPayment.BankAccountRef', 'You must select a bank account for this transaction.')];
  } else if (!p.CreditCardPayment?.CCAccountRef?.value) return [missing('CreditCardPayment.CCAccountRef')];
  const bills = sandboxBills('quickBooks', realm);
  for (const line of p.Line) {
    const linked = line.LinkedTxn![0]!;
    const bill = bills.find((b) => b.id === linked.TxnId);
    if (linked.TxnType !== 'Bill' || !bill) return [invalid('LinkedTxn', `Transaction ${linked.TxnId} could not be found.`)];
    if (bill.vendorId !== p.VendorRef.value) return [invalid('VendorRef', 'The bill belongs to another vendor.')];
  }
  const lines = p.Line.reduce((sum, l) => sum + Math.round(l.Amount! * 100), 0);
  if (lines !== Math.round(p.TotalAmt * 100)) return [invalid('TotalAmt', 'The total amount does not match the lines.')];
  return [];
}

export const quickBooksSandbox: ApiHandler = async (db, path, url, _request, realm, body) => {
  const company = /^\/v3\/company\/([^/]+)\/(query|billpayment)$/.exec(path);
  if (!company || company[1] !== realm) {
    return fault(403, 'AuthorizationFault', [{ Message: 'message=ApplicationAuthorizationFailed; errorCode=003100; statusCode=403', Detail: 'The token is not for this company', code: '3100' }]);
  }
  if (company[2] === 'query') return query(db, realm, url.searchParams.get('query') ?? '');
  return answerOnce(db, `quickBooks:${realm}`, url.searchParams.get('requestid'), async () => {
    const p = (body ?? {}) as BillPaymentIn;
    const problems = billPaymentProblems(p, realm);
    if (problems.length > 0) return fault(400, 'ValidationFault', problems);
    const line = p.Line![0]!;
    const recorded = await recordSandboxPayment(db, 'quickBooks', realm, line.LinkedTxn![0]!.TxnId!, Math.round(line.Amount! * 100), p.PrivateNote ?? '');
    if (!recorded.ok) return fault(400, 'ValidationFault', [invalid('Line', recorded.reason)]);
    return timed(200, { BillPayment: { Id: recorded.id, SyncToken: '0', VendorRef: p.VendorRef, PayType: p.PayType, CheckPayment: p.CheckPayment, TotalAmt: p.TotalAmt, PrivateNote: p.PrivateNote, Line: p.Line } });
  });
};
