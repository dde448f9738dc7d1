/** HTTP helpers every connector shares: the RFC 6749 token request and JSON calls with a bearer token. */
import { AccountingSystemError, type BillPaymentRecord, type ConnectorContext, type TokenSet } from './connector';

const TIMEOUT_MS = 15_000;

/**
 * POSTs an OAuth 2 token request (form-encoded). `clientAuth: 'basic'` sends the client credentials as HTTP Basic
 * (Intuit, Xero, Acumatica), `'body'` as form fields (Sage, Microsoft identity platform).
 */
export async function tokenRequest(
  ctx: ConnectorContext,
  params: Record<string, string>,
  clientAuth: 'basic' | 'body',
): Promise<TokenSet & { raw: Record<string, unknown> }> {
  const { clientId, clientSecret, tokenUrl } = ctx.endpoints;
  const body = new URLSearchParams(params);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (clientAuth === 'basic') headers.authorization = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  else {
    body.set('client_id', clientId);
    body.set('client_secret', clientSecret);
  }
  const response = await ctx.fetch(tokenUrl, { method: 'POST', headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const raw = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok || typeof raw.access_token !== 'string') {
    throw new AccountingSystemError(`Token request refused: ${String(raw.error ?? response.status)}`, response.status);
  }
  const expiresIn = Number(raw.expires_in ?? 3600);
  return {
    accessToken: raw.access_token,
    refreshToken: typeof raw.refresh_token === 'string' ? raw.refresh_token : params.refresh_token ?? '',
    expiresAt: new Date(Date.now() + expiresIn * 1000),
    raw,
  };
}

/** One JSON call to an accounting API; throws AccountingSystemError on a non-2xx answer. */
export async function apiJson<T>(
  ctx: ConnectorContext,
  accessToken: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await ctx.fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) {
    const said = problemText(await response.json().catch(() => null));
    throw new AccountingSystemError(`${method} ${new URL(url).pathname} answered ${response.status}${said ? `: ${said}` : ''}`, response.status);
  }
  return (await response.json()) as T;
}

type Problem = {
  Elements?: { ValidationErrors?: { Message?: string }[] }[];
  Fault?: { Error?: { Message?: string; Detail?: string }[] };
  fault?: { error?: { message?: string; detail?: string }[] };
  Message?: string;
  Detail?: string;
};

/**
 * What a system's error answer says, so a failed write-back shows the reason: Xero's ValidationException (the first
 * element's validation errors) and problem objects, QuickBooks' Fault (and its lower-case 401 fault).
 */
export function problemText(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const p = body as Problem;
  const xero = p.Elements?.flatMap((e) => e.ValidationErrors ?? []).map((v) => v.Message).filter(Boolean);
  if (xero?.length) return xero.join('; ');
  const fault = p.Fault?.Error?.[0] ?? (p.fault?.error?.[0] ? { Message: p.fault.error[0].message, Detail: p.fault.error[0].detail } : undefined);
  if (fault) return [fault.Message, fault.Detail].filter(Boolean).join(': ') || null;
  return p.Message ?? p.Detail ?? null;
}

/** Builds `base + path` with a query string. */
export function urlOf(base: string, path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(base.replace(/\/+$/, '') + path);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, v);
  return url.toString();
}

/** Decimal amount (as the systems write it) to integer cents. */
export function toCents(amount: number | string): number {
  return Math.round(Number(amount) * 100);
}
/** Integer cents to the decimal the systems take. */
export function fromCents(cents: number): number {
  return Math.round(cents) / 100;
}

/** Common authorization-code URL (RFC 6749 §4.1.1) with a system's extra parameters. */
export function authorizeUrlOf(ctx: ConnectorContext, input: { state: string; redirectUri: string }, scope: string, extra: Record<string, string> = {}): string {
  return urlOf(ctx.endpoints.authorizeUrl, '', {
    client_id: ctx.endpoints.clientId,
    response_type: 'code',
    redirect_uri: input.redirectUri,
    scope,
    state: input.state,
    ...extra,
  });
}

/** The text a bill payment carries in the system's reference / memo field: it names our payment. */
export function paymentReferenceText(payment: Pick<BillPaymentRecord, 'reference'>): string {
  return `Payloft ${payment.reference}`;
}

/**
 * A write-back to a system without an idempotency key (decision 031): first look for a payment that already carries
 * our reference, so a retry after a lost answer (or a crash before we saved it) finds the first record instead of
 * writing a second. `find` answers the system's id of such a payment, or null.
 */
export async function recordOnce(find: () => Promise<string | null>, create: () => Promise<string>): Promise<{ externalId: string }> {
  return { externalId: (await find()) ?? (await create()) };
}

/** An OData string literal (Acumatica, Business Central filters): quotes doubled. */
export function odataString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
