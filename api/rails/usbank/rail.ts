/**
 * The U.S. Bank API rail (decision 071): each payment goes to U.S. Bank's ACH Originations API under the credentials
 * its business saved, with the payment's id as both clientRequestID and Idempotency-Key, so a repeat never pays
 * twice; its status is read back from the API. Acceptance is not payment: only SETTLED succeeds.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client';
import { eq } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema';
import { paymentsPort, type BankApiCredentials } from '../payments-port';
import { achEntryDate } from '../../../domain/same-day-ach';
import type { BankingCalendar } from '../../../domain/calendar';
import { directionOf, secCodeOf } from '../nacha';
import { TransientRailError, type PaymentRail, type RailOutcome, type RailPayment, type RailStatus } from '../types';
import {
  errorResponseSchema,
  TOKEN_PATH,
  tokenResponseSchema,
  transactionResponseSchema,
  TRANSACTIONS_PATH,
  type InitiateRequest,
  type TransactionResponse,
} from './shapes';

export { usBankApiUrlsFrom } from '../../settings/usbank';

export interface UsBankApiSettings {
  /** The API's base URL (USBANK_API_URL), e.g. https://api.usbank.com; the tests' sandbox otherwise. */
  apiUrl: string;
  /** The token host (USBANK_TOKEN_URL); the API's base URL when unset. */
  tokenUrl?: string;
  encryptionKey: Buffer;
  /** How long one call may take before it counts as unanswered (default 20 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const cents = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
const ascii = (text: string, max: number) => text.replace(/[^\x20-\x7e]/g, ' ').trim().slice(0, max);

/**
 * The Initiate ACH body of one payment (shapes.ts says which fields are read from U.S. Bank's pages). Its effective
 * date follows the file rail's rule (achEntryDate) for an entry sent at the payment's due instant, when the cycle sends
 * it: taken from the payment, not the clock, so a retry sends the same bytes under the same idempotency key.
 */
export function initiateBody(payment: PaymentRow, accountNumber: string, creds: BankApiCredentials, calendar: BankingCalendar): InitiateRequest {
  const sec = secCodeOf(payment);
  const dated = achEntryDate(payment.dueAt, payment.sameDayAch, calendar);
  return {
    transaction: {
      clientDetails: { clientID: creds.clientId, clientRequestID: payment.id },
      requestorDetails: { companyName: ascii(creds.companyName, 16) || 'PAYLOFT', companyID: creds.companyId.slice(0, 10) },
      receiverDetails: {
        name: ascii(payment.destinationAccountHolderName, 22) || 'RECEIVER',
        routingNumber: payment.destinationRoutingNumber,
        accountNumber,
        accountType: payment.destinationAccountType === 'savings' ? 'SAVINGS' : 'CHECKING',
      },
      achDetails: {
        transactionType: directionOf(payment) === 'debit' ? 'DEBIT' : 'CREDIT',
        amount: cents(payment.amount),
        standardEntryClassCode: sec === 'PPD' || sec === 'WEB' ? sec : 'CCD',
        sameDay: dated.sameDay,
        effectiveDate: dated.effectiveDate,
        ...(payment.description ? { description: ascii(payment.description, 80) } : {}),
      },
    },
  };
}

/** What the API's status means to the payments engine: only SETTLED is paid; REJECTED and CANCELLED moved no money. */
export function statusOf(answer: TransactionResponse): RailStatus {
  const t = answer.transaction;
  switch (t.transactionStatus) {
    case 'SETTLED':
      return { state: 'settled', message: 'Settled by U.S. Bank' };
    case 'RETURNED':
      return { state: 'returned', code: t.returnDetails?.returnCode ?? 'R00', message: t.returnDetails?.returnReason ?? 'Returned' };
    case 'REJECTED':
    case 'CANCELLED':
      return { state: 'returned', code: 'bankRejected', message: `${t.transactionStatus === 'REJECTED' ? 'Rejected' : 'Cancelled'} by U.S. Bank${t.statusReason ? `: ${t.statusReason}` : ''}` };
    default:
      return { state: 'accepted', message: `U.S. Bank: ${t.transactionStatus}` };
  }
}

function outcomeOf(status: RailStatus): RailOutcome {
  if (status.state === 'settled') return { outcome: 'settled', bankStatus: 'settled', message: status.message };
  if (status.state === 'returned') return { outcome: 'returned', bankStatus: 'returned', code: status.code, message: status.message };
  return { outcome: 'accepted', bankStatus: 'accepted', message: status.state === 'accepted' ? status.message : 'Received by U.S. Bank' };
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

export function createUsBankRail(settings: UsBankApiSettings): PaymentRail {
  const doFetch = settings.fetch ?? fetch;
  const timeoutMs = settings.timeoutMs ?? 20_000;
  // Tokens are kept only to spare a call; losing them (another copy, a restart) costs one token request.
  const tokens = new Map<string, CachedToken>();

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new TransientRailError(`U.S. Bank could not be reached: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async function token(creds: BankApiCredentials, at: Date, fresh = false): Promise<string> {
    const cached = tokens.get(creds.clientId);
    if (!fresh && cached && cached.expiresAt > at.getTime()) return cached.token;
    const response = await call(`${settings.tokenUrl ?? settings.apiUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${creds.clientId}:${creds.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        'correlation-id': randomUUID(),
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    const body = await response.json().catch(() => null);
    if (!response.ok) throw new TransientRailError(`U.S. Bank refused the business's credentials (${response.status}${body && typeof body.error === 'string' ? ` ${body.error}` : ''})`);
    const parsed = tokenResponseSchema.safeParse(body);
    if (!parsed.success) throw new TransientRailError('U.S. Bank answered the token request in an unexpected shape');
    // A minute early, so a token never expires in flight.
    tokens.set(creds.clientId, { token: parsed.data.access_token, expiresAt: at.getTime() + Math.max(0, parsed.data.expires_in - 60) * 1000 });
    return parsed.data.access_token;
  }

  /** One API call with the business's token; a 401 gets one fresh token and one more try. */
  async function authorized(creds: BankApiCredentials, at: Date, url: string, init: RequestInit & { headers: Record<string, string> }): Promise<Response> {
    for (const fresh of [false, true]) {
      const response = await call(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await token(creds, at, fresh)}`, accept: 'application/json', 'content-type': 'application/json', 'correlation-id': randomUUID() },
      });
      if (response.status !== 401 || fresh) return response;
      tokens.delete(creds.clientId);
    }
    throw new Error('unreachable');
  }

  async function credentialsOf(db: Database, businessId: string): Promise<BankApiCredentials> {
    const creds = await paymentsPort().bankApiCredentials(db, businessId, 'usBank', settings.encryptionKey);
    // Not a refusal of the payment: the business can complete its settings and the payment then leaves.
    if (!creds) throw new TransientRailError('The business has not saved a complete U.S. Bank client ID, client secret and company ID');
    return creds;
  }

  async function readTransaction(response: Response): Promise<TransactionResponse> {
    const parsed = transactionResponseSchema.safeParse(await response.json().catch(() => null));
    // An answer we cannot read may still mean the bank has the payment: ask again later, never assume.
    if (!parsed.success) throw new TransientRailError(`U.S. Bank answered ${response.status} in an unexpected shape`);
    return parsed.data;
  }

  async function status(db: Database, paymentId: string, at: Date): Promise<RailStatus> {
    const [row] = await db.select({ businessId: payments.businessId }).from(payments).where(eq(payments.id, paymentId));
    if (!row) return { state: 'notReceived' };
    const creds = await credentialsOf(db, row.businessId);
    const response = await authorized(creds, at, `${settings.apiUrl}${TRANSACTIONS_PATH}/${encodeURIComponent(paymentId)}`, { method: 'GET', headers: {} });
    if (response.status === 404) return { state: 'notReceived' };
    if (!response.ok) throw new TransientRailError(`U.S. Bank could not answer for the payment (${response.status})`);
    const answer = await readTransaction(response);
    if (answer.transaction.clientRequestID !== paymentId) throw new TransientRailError('U.S. Bank answered about another payment');
    return statusOf(answer);
  }

  return {
    name: 'usBankApi',
    status,
    async submit(db: Database, item: RailPayment, at: Date): Promise<RailOutcome> {
      const { payment } = item;
      const creds = await credentialsOf(db, payment.businessId);
      const calendar = await paymentsPort().loadCalendar(db, 'USA', 'ACH');
      const response = await authorized(creds, at, `${settings.apiUrl}${TRANSACTIONS_PATH}`, {
        method: 'POST',
        headers: { 'idempotency-key': payment.id },
        body: JSON.stringify(initiateBody(payment, item.accountNumber, creds, calendar)),
      });
      if (response.status === 400 || response.status === 422) {
        // The bank refused the request itself: nothing was originated.
        const parsed = errorResponseSchema.safeParse(await response.json().catch(() => null));
        const reason = parsed.success ? parsed.data.errors.map((e) => `${e.code} ${e.message}`).join('; ') : `HTTP ${response.status}`;
        return { outcome: 'returned', bankStatus: 'returned', code: 'bankRejected', message: `Refused by U.S. Bank: ${reason}` };
      }
      if (!response.ok) throw new TransientRailError(`U.S. Bank did not take the payment (${response.status})`);
      const answer = await readTransaction(response);
      if (answer.transaction.clientRequestID !== payment.id) throw new TransientRailError('U.S. Bank answered about another payment');
      return outcomeOf(statusOf(answer));
    },
  };
}
